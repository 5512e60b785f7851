"""High hands with the 32-card piquet deck, sevens to aces (R-2.7, R-1.3).

As R-2.1 except that a flush beats a full house, and the ace also plays below
the seven: A-7-8-9-T is the lowest straight. Uses the high-hand machinery of
``high`` with the piquet ranks, straights and order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from director.engine.cards import Card
from director.engine.ranking.high import FiveCardHigh, HighRules
from director.engine.ranking.tables import (
    BITS_SHIFT,
    CARD_CODES,
    KEY_MASK,
    SUITS_SHIFT,
    flush_shifts,
)
from director.engine.ranking.value import Category, check_cards

PIQUET_ORDER: Final = (
    Category.HIGH_CARD,
    Category.ONE_PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FULL_HOUSE,
    Category.FLUSH,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
"""R-2.7, worst first: the flush is above the full house."""

_RANKS: Final = tuple(range(7, 15))
_STRAIGHTS: Final = (
    *(tuple(range(top, top - 5, -1)) for top in range(14, 10, -1)),
    (10, 9, 8, 7, 14),
)

PIQUET_RULES: Final = HighRules(_RANKS, _STRAIGHTS, PIQUET_ORDER)
"""Its tables are built from the rules on the first piquet hand."""
_SIZES: Final = (5, 6, 7)


class PiquetHand(FiveCardHigh):
    """A high hand from the piquet deck (R-2.7): ``a > b`` when ``a`` wins."""

    __slots__ = ()

    ranking = "piquet high"
    rules = PIQUET_RULES


def best_piquet_high(cards: Sequence[Card]) -> PiquetHand:
    """The best piquet-deck high hand, any five of five to seven cards (R-2.7, R-2.2).

    Raises ``ValueError`` for another number of cards, a card given twice or a
    card below seven, which the piquet deck does not have (R-1.3).
    """
    total = 0
    for card in cards:
        total += CARD_CODES[card.index]
    count = len(cards)
    if (total >> BITS_SHIFT).bit_count() != count or count < 5 or count > 7:
        check_cards(cards, total >> BITS_SHIFT, _SIZES, "a piquet hand")
    strength = PIQUET_RULES.by_ranks.get(total & KEY_MASK)
    if strength is None:
        short = " ".join(str(c) for c in cards if c.rank < 7)
        raise ValueError(f"the piquet deck has sevens to aces only (R-1.3), not {short}")
    shift = flush_shifts()[total >> SUITS_SHIFT & 0xFFF]
    if shift:
        strength = max(strength, PIQUET_RULES.by_suit[total >> shift & 0xFFFF])
    return PiquetHand(strength, cards)
