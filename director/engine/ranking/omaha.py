"""Omaha: exactly two hole cards and exactly three board cards (R-2.3).

High and low are evaluated separately and may use different cards. Every pair
of hole cards meets every three board cards; each choice is scored straight
from the tables by integer sums, without building objects.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from director.engine.cards import Card, require_distinct
from director.engine.ranking.high import (
    FIVE_CLASSES,
    FIVE_ROWS,
    SUITED_CLASSES,
    HighHand,
    class_strength,
)
from director.engine.ranking.low import EIGHT_OR_BETTER, LOW8_BY_MASK, Low8Hand
from director.engine.ranking.tables import SEVEN_KEY_MASK, SEVEN_ROW_SHIFT

# The five-card tables as lists: an array makes a new int of every item read, a list
# hands out the one it holds, and an Omaha hand reads sixty (issue 33).
_FIVE_ROWS: Final = list(FIVE_ROWS)
_FIVE_CLASSES: Final = list(FIVE_CLASSES)
_HOLE: Final = (4, 5, 6)
_BOARD: Final = (3, 4, 5)


def _check(hole: Sequence[Card], board: Sequence[Card]) -> None:
    if len(hole) not in _HOLE:
        raise ValueError(f"an Omaha hand needs 4 to 6 hole cards, got {len(hole)}")
    if len(board) not in _BOARD:
        raise ValueError(f"an Omaha hand needs 3 to 5 board cards, got {len(board)}")
    bits = 0
    for card in hole:
        bits |= card.bit
    for card in board:
        bits |= card.bit
    if bits.bit_count() != len(hole) + len(board):  # a card twice: say which
        require_distinct([*hole, *board])


def best_omaha_high(hole: Sequence[Card], board: Sequence[Card]) -> HighHand:
    """The best high hand of exactly two hole cards and three board cards (R-2.3, R-2.1).

    Each choice is scored by its class (``high.high_class``): the sum of the
    five cards' ``Card.code`` looked up in the five-card table by its ranks, or,
    for the choices of five cards of one suit (two hole cards of a suit the board
    shows three times or more), their rank bits in the suited table. The best is
    the first of the highest class, pairs taken in turn, each with every three."""
    _check(hole, board)
    pairs = list(combinations(hole, 2))
    triples = list(combinations(board, 3))
    rows, classes, row, mask = _FIVE_ROWS, _FIVE_CLASSES, SEVEN_ROW_SHIFT, SEVEN_KEY_MASK
    # Every choice by its ranks alone, as ``five_card_class`` reads the table: the sum
    # of the five cards' rank keys (``Card.code``'s low bits; the whole code is a long
    # integer, whose sums cost several times a small one's).
    pair_keys = [(a.code & mask) + (b.code & mask) for a, b in pairs]
    triple_keys = [(a.code & mask) + (b.code & mask) + (c.code & mask) for a, b, c in triples]
    scores = [classes[rows[(key := pair + triple) >> row] + key]
              for pair in pair_keys for triple in triple_keys]
    suits = [card.suit for card in board]
    for suit in set(suits):
        if suits.count(suit) < 3:
            continue
        # Five of one suit: a flush (straight flush) outranks whatever its ranks make.
        suited, shift, width = SUITED_CLASSES, 16 * suit, len(triples)
        for t, (a, b, c) in enumerate(triples):
            if a.suit == suit and b.suit == suit and c.suit == suit:
                triple_bits = a.bit | b.bit | c.bit
                for p, (d, e) in enumerate(pairs):
                    if d.suit == suit and e.suit == suit:
                        scores[p * width + t] = suited[
                            ((d.bit | e.bit | triple_bits) >> shift & 0xFFFF) >> 2]
    best = max(scores)
    choice = scores.index(best)
    return HighHand(class_strength(best), (*pairs[choice // len(triples)],
                                           *triples[choice % len(triples)]))


def _lows(cards: Sequence[Card]) -> list[tuple[int, Card]]:
    """The cards eight or lower, each with its rank's bit: the choices of a low are made
    of these alone (issue 33: the higher cards' choices, most of them, never made)."""
    return [(bit, card) for card in cards if (bit := 1 << card.rank) & EIGHT_OR_BETTER]


def _low_pairs(hole: Sequence[Card]) -> list[tuple[int, tuple[Card, ...]]]:
    """Choices of two hole cards of different ranks, eight or lower, as rank masks, in
    the order of ``combinations(hole, 2)``."""
    return [(a | b, (x, y)) for (a, x), (b, y) in combinations(_lows(hole), 2) if a != b]


def _low_threes(board: Sequence[Card]) -> list[tuple[int, tuple[Card, ...]]]:
    """Choices of three board cards of different ranks, eight or lower, as rank masks,
    in the order of ``combinations(board, 3)``."""
    return [(mask, (x, y, z)) for (a, x), (b, y), (c, z) in combinations(_lows(board), 3)
            if (mask := a | b | c).bit_count() == 3]


def best_omaha_low8(hole: Sequence[Card], board: Sequence[Card]) -> Low8Hand | None:
    """The best eight-or-better low of exactly two hole cards and three board
    cards, or ``None`` without a qualifying low (R-2.3, R-2.4)."""
    _check(hole, board)
    triples = _low_threes(board)
    if not triples:
        return None
    best = 0
    best_choice: tuple[Card, ...] = ()
    for pair_mask, pair in _low_pairs(hole):
        for triple_mask, triple in triples:
            if not pair_mask & triple_mask:
                strength = LOW8_BY_MASK[pair_mask | triple_mask]
                if strength > best:
                    best = strength
                    best_choice = pair + triple
    return Low8Hand(best, best_choice) if best else None
