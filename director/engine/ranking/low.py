"""Ace-to-five low, eight or better (R-2.4).

Only distinct ranks matter, so a hand reduces to a mask of its ranks; a table
from the mask of ranks ace to eight gives the best qualifying low, or none.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from director.engine.cards import Card
from director.engine.messages import Message
from director.engine.ranking import words
from director.engine.ranking.tables import BITS_SHIFT, CARD_CODES, rank_mask
from director.engine.ranking.value import (
    Category,
    HandValue,
    ace_high,
    ace_low,
    check_cards,
    pack,
    take,
    unpack,
)

LOW_TOP: Final = 1 << 20
"""Low strengths are ``LOW_TOP`` minus the packed ranks: the lower hand is greater."""
EIGHT_OR_BETTER: Final = 0x41FC
"""Rank bits that may play in a qualifying low: ace (bit 14) and deuce to eight."""


def _low8_strength(mask: int) -> int:
    ranks = sorted(ace_low(r) for r in range(2, 15) if mask >> r & 1)
    if len(ranks) < 5:
        return 0
    return LOW_TOP - pack(sorted(ranks[:5], reverse=True))


class _Low8ByMask(dict[int, int]):
    """From the eight-or-better rank bits held to the best low's strength, 0 for
    none: each mask worked out when first met (nothing is built at import,
    issue 33; ``low8_table`` is the whole table)."""

    def __missing__(self, mask: int) -> int:
        value = self[mask] = _low8_strength(mask)
        return value


LOW8_BY_MASK: Final = _Low8ByMask()


def low8_table() -> list[int]:
    """``LOW8_BY_MASK`` as a list over every mask of ``EIGHT_OR_BETTER``'s bits."""
    table = [0] * (EIGHT_OR_BETTER + 1)
    for size in (5, 6, 7, 8):
        for combo in combinations((2, 3, 4, 5, 6, 7, 8, 14), size):
            mask = sum(1 << r for r in combo)
            table[mask] = LOW8_BY_MASK[mask]
    return table


class LowHand(HandValue):
    """An ace-to-five low without pairs: ``a > b`` when ``a`` is the better low (R-2.4)."""

    __slots__ = ()

    ranking = "ace-to-five low"

    @property
    def category(self) -> Category:
        return Category.LOW

    @property
    def low_ranks(self) -> list[int]:
        """The five ranks, highest first, ace as 1: ``[8, 6, 4, 2, 1]``."""
        return unpack(LOW_TOP - self.strength)[1]

    def _pick_cards(self) -> tuple[Card, ...]:
        return take(self._source, [(ace_high(r), 1) for r in self.low_ranks])

    def describe(self) -> Message:
        return words.low(self.low_ranks)


class Low8Hand(LowHand):
    """A qualifying eight-or-better low (R-2.4)."""

    __slots__ = ()

    ranking = "eight-or-better low"


_SIZES: Final = (5, 6, 7)


def best_low8(cards: Sequence[Card]) -> Low8Hand | None:
    """The best eight-or-better low from five to seven cards, or ``None`` when
    the cards hold no five different ranks of eight or lower (R-2.4, R-2.2)."""
    total = 0
    for card in cards:
        total += CARD_CODES[card.index]
    count = len(cards)
    bits = total >> BITS_SHIFT
    if bits.bit_count() != count or count < 5 or count > 7:
        check_cards(cards, bits, _SIZES, "an eight-or-better low")
    strength = LOW8_BY_MASK[rank_mask(bits) & EIGHT_OR_BETTER]
    return Low8Hand(strength, cards) if strength else None
