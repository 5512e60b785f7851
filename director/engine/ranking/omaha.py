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
    HighHand,
    class_strength,
    five_card_class,
    suited_class,
)
from director.engine.ranking.low import EIGHT_OR_BETTER, LOW8_BY_MASK, Low8Hand

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
    best = -1
    best_choice: tuple[Card, ...] = ()
    suits = [card.suit for card in board]
    if all(suits.count(suit) < 3 for suit in suits):
        # No three board cards of a suit: no flush, every choice ranked by its ranks.
        for pair_total, _, a, b in pairs:
            for triple_total, _, triple in triples:
                klass = five_card_class(pair_total + triple_total)
                if klass > best:
                    best = klass
                    best_choice = (a, b, *triple)
        return HighHand(class_strength(best), best_choice)
    for pair_total, pair_bits, a, b in pairs:
        for triple_total, triple_bits, triple in triples:
            klass = suited_class(pair_total + triple_total, pair_bits | triple_bits)
            if klass > best:
                best = klass
                best_choice = (a, b, *triple)
    return HighHand(class_strength(best), best_choice)


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
