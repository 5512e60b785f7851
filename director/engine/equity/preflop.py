"""Hold'em before the flop, counted exactly by rank multisets (issue 33).

Five board cards to come from ``n`` cards make ``C(n, 5)`` boards (1,712,304
heads-up), too many to evaluate one by one in the time a table waits. But a
board changes a hand only through its ranks, unless it holds three or more cards
of a suit (then, and only in that suit, a hand may make a flush; five board
cards hold at most one such suit, R-2.1, R-2.2). So the count is made in two
parts:

1. every multiset of five ranks the remaining cards allow (at most 6,175), each
   weighted by the number of boards with those ranks (a product of binomials of
   the cards left of each rank), every hand ranked by its ranks alone;
2. the boards with three to five cards of one suit, grouped by that suit, the
   ranks it holds on the board and the ranks of the other cards (a few tens of
   thousands of groups, each weighted by its number of boards): where a hand
   makes a flush there, the group's outcome with the flushes replaces its
   outcome by ranks alone. Groups where nobody can make a flush (too few of
   their own cards in that suit) change nothing and are left out.

Every board is counted once, with integer weights, so the result is the exact
count of ``exact`` (a test compares them on random spots).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from functools import cache
from itertools import combinations, combinations_with_replacement

import numpy as np
import numpy.typing as npt

from director.engine.cards import Card
from director.engine.equity import batch
from director.engine.equity.deals import board_ranks
from director.engine.equity.spot import Spot
from director.engine.ranking.high_data import SEVEN_RANK_KEYS
from director.engine.ranking.tables import SEVEN_ROW_SHIFT

Ints = npt.NDArray[np.int64]
Floats = npt.NDArray[np.float64]
RANKS = 13
KEYS = np.array(SEVEN_RANK_KEYS, dtype=np.int64)  # by rank - 2
CHOOSE = np.array([[math.comb(n, k) for k in range(5)] for n in range(5)], dtype=np.float64)


@cache
def _suit_sets(size: int) -> tuple[Ints, Ints]:
    """Every set of ``size`` ranks of one suit: 13-bit masks and key sums."""
    rows = np.array(list(combinations(range(RANKS), size)), dtype=np.intp)
    masks: Ints = (np.int64(1) << rows).sum(axis=1)
    keys: Ints = KEYS[rows].sum(axis=1)
    return masks, keys


@cache
def _other_ranks(size: int) -> npt.NDArray[np.intp]:
    """Every multiset of ``size`` ranks (zero to two), one a row."""
    rows = list(combinations_with_replacement(range(RANKS), size))
    found: npt.NDArray[np.intp] = np.array(rows, dtype=np.intp).reshape(len(rows), size)
    return found


def _classes(key: Ints) -> Ints:
    """Seven-card classes by ranks alone, from the key sums of seven ranks."""
    t = batch.tables()
    found: Ints = t.table[7][t.starts[7][key >> SEVEN_ROW_SHIFT] + key].astype(np.int64)
    return found


def _outcome(classes: Ints, weights: Floats) -> tuple[Floats, Floats, Floats]:
    """Weighted wins (alone), ties and shares of each hand over rows of classes."""
    best = classes.max(axis=1, keepdims=True)
    top = classes == best
    winners = top.sum(axis=1)
    alone = (winners == 1)[:, None]
    # numpy's own loops, not the BLAS library's (threads cost milliseconds a call)
    share = np.einsum("rp,r->p", top / winners[:, None], weights)
    win = np.einsum("rp,r->p", top & alone, weights)
    tie = np.einsum("rp,r->p", top & ~alone, weights)
    return win, tie, share


def exact_preflop(spot: Spot) -> tuple[Floats, Floats, Floats, int]:
    """Wins, ties and shares (counts of boards) of each hand, and the number of
    boards, for a hold'em spot with the whole board to come."""
    remaining = spot.remaining()
    available = np.zeros(RANKS, dtype=np.int64)
    in_suit = [0, 0, 0, 0]
    for card in remaining:
        available[card.rank - 2] += 1
        in_suit[card.suit] |= 1 << (card.rank - 2)
    holes = [(int(sum(KEYS[c.rank - 2] for c in hand)), hand) for hand in spot.hands]
    hand_keys = np.array([key for key, _ in holes], dtype=np.int64)

    counts, keys = board_ranks()
    possible = (counts <= available).all(axis=1)
    counts, keys = counts[possible], keys[possible]
    weights = CHOOSE[available[None, :], counts].prod(axis=1)
    win, tie, share = _outcome(_classes(keys[:, None] + hand_keys[None, :]), weights)
    for suit in range(4):
        for key_rows, true_rows, rows_weights in _flush_groups(suit, in_suit[suit], available,
                                                               holes):
            by_ranks = _classes(key_rows[:, None] + hand_keys[None, :])
            plus = _outcome(true_rows(by_ranks), rows_weights)
            minus = _outcome(by_ranks, rows_weights)
            win, tie, share = (win + plus[0] - minus[0], tie + plus[1] - minus[1],
                               share + plus[2] - minus[2])
    return win, tie, share, math.comb(len(remaining), 5)


def _flush_groups(suit: int, in_suit: int, available: Ints,
                  holes: list[tuple[int, tuple[Card, ...]]]
                  ) -> Iterator[tuple[Ints, Callable[[Ints], Ints], Floats]]:
    """For boards holding three to five cards of ``suit``: rows of (the board's
    rank key sum, a function giving the classes with flushes from the classes by
    ranks, the number of boards of the row)."""
    t = batch.tables()
    own = [sum(1 << (c.rank - 2) for c in hand if c.suit == suit) for _, hand in holes]
    own_count = [bin(mask).count("1") for mask in own]
    off_suit = available - np.array([in_suit >> r & 1 for r in range(RANKS)], dtype=np.int64)
    for size in (3, 4, 5):
        flushing = [p for p, n in enumerate(own_count) if size + n >= 5]
        if not flushing:
            continue  # nobody makes a flush with this many of the suit on board
        masks, mask_keys = _suit_sets(size)
        chosen = (masks & ~in_suit) == 0
        masks, mask_keys = masks[chosen], mask_keys[chosen]
        others = _other_ranks(5 - size)
        if 5 - size == 2:
            first, second = others[:, 0], others[:, 1]
            other_weights = np.where(first == second, CHOOSE[off_suit[first], 2],
                                     off_suit[first].astype(np.float64)
                                     * off_suit[second])
        elif 5 - size == 1:
            other_weights = off_suit[others[:, 0]].astype(np.float64)
        else:
            other_weights = np.ones(1)
        other_keys = KEYS[others].sum(axis=1)
        kept = other_weights > 0
        other_keys, other_weights = other_keys[kept], other_weights[kept]
        key_rows = (mask_keys[:, None] + other_keys[None, :]).ravel()
        row_masks = np.repeat(masks, len(other_keys))
        rows_weights = np.tile(other_weights, len(masks))
        flush_class = {p: t.suited[row_masks | own[p]].astype(np.int64) for p in flushing}

        def with_flushes(by_ranks: Ints, flush_class: dict[int, Ints] = flush_class) -> Ints:
            found = by_ranks.copy()
            for p, classes in flush_class.items():
                found[:, p] = classes
            return found

        yield key_rows, with_flushes, rows_weights
