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
from director.engine.ranking.tables import (
    SEVEN_KEY_MASK,
    SEVEN_LOOK_UP,
    SEVEN_ROW_SHIFT,
    SEVEN_SUITS_SHIFT,
)

_HOLE: Final = (4, 5, 6)
_BOARD: Final = (3, 4, 5)


def _check(hole: Sequence[Card], board: Sequence[Card]) -> None:
    if len(hole) not in _HOLE:
        raise ValueError(f"an Omaha hand needs 4 to 6 hole cards, got {len(hole)}")
    if len(board) not in _BOARD:
        raise ValueError(f"an Omaha hand needs 3 to 5 board cards, got {len(board)}")
    require_distinct([*hole, *board])


def best_omaha_high(hole: Sequence[Card], board: Sequence[Card]) -> HighHand:
    """The best high hand of exactly two hole cards and three board cards (R-2.3, R-2.1).

    Each choice is scored by its class (``high.high_class``): the sum of the
    five cards' ``Card.code`` looked up in the five-card table, or with three
    board cards of a suit, their rank bits in the suited table."""
    _check(hole, board)
    pairs = [(a.code + b.code, a.bit | b.bit, a, b) for a, b in combinations(hole, 2)]
    triples = [(a.code + b.code + c.code, a.bit | b.bit | c.bit, (a, b, c))
               for a, b, c in combinations(board, 3)]
    best = best_pair = best_triple = -1
    suits = [card.suit for card in board]
    rows, classes, look_up, row = FIVE_ROWS, FIVE_CLASSES, SEVEN_LOOK_UP, SEVEN_ROW_SHIFT
    # Each choice scored as ``five_card_class`` and ``suited_class`` score it, written
    # out; the cards of the best are picked after the loop.
    if all(suits.count(suit) < 3 for suit in suits):
        # No three board cards of a suit: no flush, every choice ranked by its ranks.
        for p, (pair_total, _, _, _) in enumerate(pairs):
            for t, (triple_total, _, _) in enumerate(triples):
                key = (pair_total + triple_total) & look_up
                klass = classes[rows[key >> row] + key]
                if klass > best:
                    best, best_pair, best_triple = klass, p, t
    else:
        suited, key_mask, suits_shift = SUITED_CLASSES, SEVEN_KEY_MASK, SEVEN_SUITS_SHIFT
        for p, (pair_total, pair_bits, _, _) in enumerate(pairs):
            for t, (triple_total, triple_bits, _) in enumerate(triples):
                key = (pair_total + triple_total) & look_up
                if key > key_mask:  # five of a suit
                    suit = ((key >> suits_shift).bit_length() - 6) // 6
                    klass = suited[((pair_bits | triple_bits) >> 16 * suit & 0xFFFF) >> 2]
                else:
                    klass = classes[rows[key >> row] + key]
                if klass > best:
                    best, best_pair, best_triple = klass, p, t
    _, _, a, b = pairs[best_pair]
    return HighHand(class_strength(best), (a, b, *triples[best_triple][2]))


def _low_masks(cards: Sequence[Card], size: int) -> list[tuple[int, tuple[Card, ...]]]:
    """Choices of ``size`` cards of different ranks, eight or lower, as rank masks."""
    result = []
    for choice in combinations(cards, size):
        mask = 0
        for card in choice:
            mask |= 1 << card.rank
        if mask.bit_count() == size and mask & EIGHT_OR_BETTER == mask:
            result.append((mask, choice))
    return result


def best_omaha_low8(hole: Sequence[Card], board: Sequence[Card]) -> Low8Hand | None:
    """The best eight-or-better low of exactly two hole cards and three board
    cards, or ``None`` without a qualifying low (R-2.3, R-2.4)."""
    _check(hole, board)
    triples = _low_masks(board, 3)
    if not triples:
        return None
    best = 0
    best_choice: tuple[Card, ...] = ()
    for pair_mask, pair in _low_masks(hole, 2):
        for triple_mask, triple in triples:
            if not pair_mask & triple_mask:
                strength = LOW8_BY_MASK[pair_mask | triple_mask]
                if strength > best:
                    best = strength
                    best_choice = pair + triple
    return Low8Hand(best, best_choice) if best else None
