"""Omaha hands over many boards, with a few tables made for each hand (issue 33).

An Omaha hand plays exactly two of its cards and three of the board (R-2.3):
sixty choices from four hole cards and five board cards. Without a flush, the
best high hand depends only on the ranks of the board's three cards of each
choice: a table made once per hand gives, for every multiset of three ranks (by
the sum of their ``TRIPLE_KEYS``, all different), the best class over the hand's
six pairs; a board is then ten look-ups and a maximum. A flush needs two of the
hand's cards and three of the board's in one suit: for each suit the hand holds
twice, a table by the board's ranks in that suit gives the best flush or
straight flush. The eight-or-better low depends only on which low ranks the
board holds: one table by that mask (R-2.4). The tables depend only on the
hand's ranks and suits, and are kept for other spots.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement

import numpy as np
import numpy.typing as npt

from director.engine.cards import STANDARD_DECK, Card
from director.engine.equity import batch
from director.engine.equity.deals import subsets
from director.engine.ranking.high_data import SEVEN_RANK_KEYS
from director.engine.ranking.low import EIGHT_OR_BETTER, LOW8_BY_MASK
from director.engine.ranking.tables import SEVEN_ROW_SHIFT

Ints = npt.NDArray[np.int64]
Classes = npt.NDArray[np.int32]

TRIPLE_KEYS = (0, 1, 4, 13, 32, 71, 124, 218, 375, 572, 744, 1208, 1556)
"""Deuce to ace: every multiset of three ranks has its own sum (the smallest
such keys, found one by one)."""
TRIPLE_SUMS = 3 * TRIPLE_KEYS[-1] + 1
SUIT_MASK = (1 << 13) - 1


@dataclass(frozen=True)
class Board:
    """Boards as numpy rows: the triple key sums of their ten threes, each suit's
    rank mask (13 bits, deuce lowest) and their low ranks (``EIGHT_OR_BETTER``)."""

    triples: npt.NDArray[np.intp]
    suits: tuple[Ints, Ints, Ints, Ints]
    lows: Ints


@cache
def _per_card() -> tuple[npt.NDArray[np.intp], Ints, Ints]:
    triple = np.array([TRIPLE_KEYS[c.rank - 2] for c in STANDARD_DECK], dtype=np.intp)
    low = np.array([(1 << c.rank) & EIGHT_OR_BETTER for c in STANDARD_DECK], dtype=np.int64)
    return triple, batch.tables().bit, low


def boards(cards: npt.NDArray[np.intp]) -> Board:
    """``cards``: rows of five card indices."""
    triple, bit, low = _per_card()
    keys = triple[cards]
    threes = subsets(5, 3)
    sums = keys[:, threes[:, 0]] + keys[:, threes[:, 1]] + keys[:, threes[:, 2]]
    bits = bit[cards].sum(axis=1)
    suits = ((bits >> 2) & SUIT_MASK, (bits >> 18) & SUIT_MASK, (bits >> 34) & SUIT_MASK,
             (bits >> 50) & SUIT_MASK)
    return Board(sums, suits, np.bitwise_or.reduce(low[cards], axis=1))


def high_classes(hand: Sequence[Card], board: Board) -> Classes:
    """The hand's best high class (two of its cards, three of the board) per board."""
    found: Classes = _by_triple(tuple(sorted(c.rank for c in hand)))[board.triples].max(axis=1)
    for suit in range(4):
        held = _suit_ranks(hand, suit)
        if held.bit_count() >= 2:
            np.maximum(found, _flushes(held)[board.suits[suit]], out=found)
    return found


def low_strengths(hand: Sequence[Card], board: Board) -> Ints:
    """The hand's best eight-or-better low strength per board, 0 for none."""
    held = 0
    for card in hand:
        held |= (1 << card.rank) & EIGHT_OR_BETTER
    found: Ints = _lows(held)[board.lows]
    return found


def _suit_ranks(hand: Sequence[Card], suit: int) -> int:
    return sum(1 << (c.rank - 2) for c in hand if c.suit == suit)


@cache
def _triples() -> tuple[npt.NDArray[np.intp], Ints, Ints]:
    """Every multiset of three ranks: counts by rank, triple key sums, seven-card keys."""
    rows = np.array(list(combinations_with_replacement(range(13), 3)), dtype=np.intp)
    counts = np.zeros((len(rows), 13), dtype=np.int64)
    np.add.at(counts, (np.arange(len(rows))[:, None], rows), 1)
    return (np.array(TRIPLE_KEYS, dtype=np.intp)[rows].sum(axis=1), counts,
            counts @ np.array(SEVEN_RANK_KEYS, dtype=np.int64))


@cache
def _by_triple(ranks: tuple[int, ...]) -> Classes:
    """By the triple key sum of three board ranks: the best class, without a
    flush, of two of ``ranks`` and those three."""
    t = batch.tables()
    sums, counts, keys = _triples()
    best = np.zeros(len(sums), dtype=np.int32)
    for pair in {tuple(sorted(p)) for p in combinations(ranks, 2)}:
        held = np.zeros(13, dtype=np.int64)
        for rank in pair:
            held[rank - 2] += 1
        meet = (counts + held <= 4).all(axis=1)  # else these cards cannot meet
        key = keys[meet] + sum(SEVEN_RANK_KEYS[r - 2] for r in pair)
        classes = t.table[5][t.starts[5][key >> SEVEN_ROW_SHIFT] + key]
        best[meet] = np.maximum(best[meet], classes)
    table = np.zeros(TRIPLE_SUMS, dtype=np.int32)
    table[sums] = best
    return table


@cache
def _rank_sets(size: int) -> tuple[Ints, npt.NDArray[np.int64]]:
    """Every set of ``size`` of the 13 ranks: masks, and each one less a member."""
    rows = np.array(list(combinations(range(13), size)), dtype=np.int64)
    masks: Ints = (np.int64(1) << rows).sum(axis=1)
    return masks, masks[:, None] ^ (np.int64(1) << rows)


@cache
def _flushes(held: int) -> Classes:
    """By a suit's rank mask on the board: the best flush or straight flush of two
    of the hand's ranks ``held`` in that suit and three of the board's (0 for none)."""
    suited = batch.tables().suited
    best = np.zeros(1 << 13, dtype=np.int32)
    pairs = [sum(1 << r for r in p) for p in combinations(_bits(held), 2)]
    threes, _ = _rank_sets(3)
    threes = threes[(threes & held) == 0]  # the board's cards are not the hand's
    best[threes] = np.max([suited[threes | pair] for pair in pairs], axis=0)
    for size in (4, 5):  # a board's mask holds the best of the threes within it
        masks, less_one = _rank_sets(size)
        best[masks] = best[less_one].max(axis=1)
    return best


@cache
def _lows(held: int) -> Ints:
    """By the board's low ranks: the best low of two of the hand's low ranks
    ``held`` and three of the board's (R-2.3, R-2.4), 0 for none. With two of
    the hand's ranks chosen, the best three of the board are its three lowest
    other ranks (the ace lowest, R-2.4)."""
    table = np.zeros(EIGHT_OR_BETTER + 1, dtype=np.int64)
    lowest_first = [1 << 14, *(1 << r for r in range(2, 9))]
    pairs = [a | b for a, b in combinations([r for r in lowest_first if held & r], 2)]
    for size in range(3, 6):
        for ranks in combinations(lowest_first, size):
            best = 0
            for pair in pairs:
                others = [r for r in ranks if not r & pair]
                if len(others) >= 3:
                    best = max(best, LOW8_BY_MASK[pair | others[0] | others[1] | others[2]])
            table[sum(ranks)] = best
    return table


def _bits(mask: int) -> list[int]:
    return [r for r in range(13) if mask >> r & 1]
