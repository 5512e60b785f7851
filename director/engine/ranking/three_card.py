"""Three-card hands for guts (R-2.6).

From best: straight flush, three of a kind, straight, flush, pair, high card.
The ace plays high (Q-K-A) or low (A-2-3, the lowest straight), never in the
middle (K-A-2 is no straight). One table from the rank multiset gives the hand
without a flush and whether it is a straight; three cards of one suit lift it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from director.engine.cards import Card
from director.engine.messages import Message
from director.engine.ranking import words
from director.engine.ranking.tables import (
    BITS_SHIFT,
    CARD_CODES,
    KEY_MASK,
    SUITS_SHIFT,
)
from director.engine.ranking.value import (
    RANK_SHIFT,
    Category,
    HandValue,
    check_cards,
    grouped,
    pack,
    take,
    unpack,
)

_ORDER: Final = (
    Category.HIGH_CARD,
    Category.ONE_PAIR,
    Category.FLUSH,
    Category.STRAIGHT,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
"""R-2.6, worst first; the index is the category code in the strength."""
_CODE: Final = {category: code for code, category in enumerate(_ORDER)}
_STRAIGHTS: Final = {
    **{frozenset((top, top - 1, top - 2)): top for top in range(4, 15)},
    frozenset((14, 2, 3)): 3,
}
"""Each three-card straight's ranks to its top card; A-2-3 counts as three high."""
_STRAIGHT_RANKS: Final = {top: tuple(sorted(r, reverse=True)) for r, top in _STRAIGHTS.items()}
_STRAIGHT_RANKS[3] = (3, 2, 14)
_ONE_SUIT: Final = frozenset(3 << 3 * suit for suit in range(4))


def _strength(category: Category, ranks: Sequence[int]) -> int:
    return _CODE[category] << RANK_SHIFT | pack(ranks)


def _entry(counts: dict[int, int]) -> tuple[int, int]:
    """``(strength off-suit, strength when all three share a suit)``."""
    groups = grouped(counts)
    ranks = [rank for _, rank in groups]
    if len(groups) == 1:
        return _strength(Category.THREE_OF_A_KIND, ranks), 0
    if len(groups) == 2:
        return _strength(Category.ONE_PAIR, ranks), 0
    top = _STRAIGHTS.get(frozenset(counts))
    if top is not None:
        return _strength(Category.STRAIGHT, (top,)), _strength(Category.STRAIGHT_FLUSH, (top,))
    return _strength(Category.HIGH_CARD, ranks), _strength(Category.FLUSH, ranks)


class _Entries(dict[int, tuple[int, int]]):
    """Summed rank keys of three cards to ``_entry``, each worked out when first
    met: nothing is built at import (issue 33)."""

    def __missing__(self, key: int) -> tuple[int, int]:
        counts = {r: key >> 3 * r & 7 for r in range(2, 15) if key >> 3 * r & 7}
        value = self[key] = _entry(counts)
        return value


_BY_RANKS: Final = _Entries()


class ThreeCardHand(HandValue):
    """A guts hand: ``a > b`` when ``a`` wins, ``==`` when they split (R-2.6)."""

    __slots__ = ()

    ranking = "three-card"

    @property
    def category(self) -> Category:
        return _ORDER[self.strength >> RANK_SHIFT]

    def _pick_cards(self) -> tuple[Card, ...]:
        category = self.category
        _, ranks = unpack(self.strength)
        if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
            return take(self._source, [(r, 1) for r in _STRAIGHT_RANKS[ranks[0]]])
        sizes = {Category.THREE_OF_A_KIND: (3,), Category.ONE_PAIR: (2, 1)}
        return take(self._source, list(zip(ranks, sizes.get(category, (1, 1, 1)), strict=True)))

    def describe(self) -> Message:
        return words.three_card(self.category, unpack(self.strength)[1])


def best_three_card(cards: Sequence[Card]) -> ThreeCardHand:
    """Rank exactly three cards for guts (R-2.6).

    Raises ``ValueError`` for another number of cards or a card given twice.
    """
    total = 0
    for card in cards:
        total += CARD_CODES[card.index]
    bits = total >> BITS_SHIFT
    if len(cards) != 3 or bits.bit_count() != 3:
        check_cards(cards, bits, (3,), "a three-card hand")
    plain, suited = _BY_RANKS[total & KEY_MASK]
    suited_flag = total >> SUITS_SHIFT & 0xFFF in _ONE_SUIT
    return ThreeCardHand(suited if suited_flag else plain, cards)
