"""High poker hands, best five of five to seven cards (R-2.1, R-2.2).

``best_high`` sums the cards' rank keys and ORs their bits, then makes two
lookups: the rank multiset gives the best hand without a flush, and a suit
holding five or more cards gives the best flush or straight flush. Seven cards
(the hot path) take one sum of ``Card.code`` and one folded look-up, and the
answer is one of 7,462 shared ``HighHand`` values built once (issue 21). The
piquet ranking (R-2.7) reuses this machinery with its own straights and order.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import ClassVar, Final

from director.engine.cards import Card
from director.engine.messages import Message
from director.engine.ranking import words
from director.engine.ranking.tables import (
    BITS_SHIFT,
    CARD_CODES,
    FLUSH_SHIFT,
    KEY_MASK,
    SEVEN_KEY_MASK,
    SEVEN_LOOK_UP,
    SEVEN_REPEATS,
    SEVEN_ROW_SHIFT,
    SEVEN_SUITS_SHIFT,
    SUITS_SHIFT,
    best_of_larger,
    multisets,
    seven_card_table,
    suited_table,
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

STANDARD_ORDER: Final = (
    Category.HIGH_CARD,
    Category.ONE_PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FLUSH,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
"""R-2.1, worst first; a category's index is its code in the strength."""

_SHAPES: Final = {
    (1, 1, 1, 1, 1): Category.HIGH_CARD,
    (2, 1, 1, 1): Category.ONE_PAIR,
    (2, 2, 1): Category.TWO_PAIR,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (4, 1): Category.FOUR_OF_A_KIND,
}
_GROUPS: Final = {category: shape for shape, category in _SHAPES.items()}


class HighRules:
    """What distinguishes one high ranking from another: the deck's ranks, the
    straights (as the ranks they use, highest straight first) and the order of
    the categories. Builds the lookup tables for that ranking."""

    def __init__(
        self,
        ranks: Sequence[int],
        straights: Sequence[tuple[int, ...]],
        order: Sequence[Category],
    ) -> None:
        self.ranks = tuple(ranks)
        self.order = tuple(order)
        self.code = {category: code for code, category in enumerate(order)}
        self.straight_masks = [(s[0], sum(1 << r for r in s)) for s in straights]
        self.straight_ranks = {s[0]: s for s in straights}
        self._table5 = {key: self._rank_strength(c) for key, c in multisets(self.ranks, 5)}
        self.by_five_or_six: dict[int, int] = best_of_larger(self._table5, self.ranks, 6)
        """``by_ranks`` for five or six cards, built at import (the hands' paths:
        seven cards read ``seven_data``)."""
        self.by_suit: list[int] = suited_table(self.ranks, (5, 6, 7), self._suited_strength)

    @cached_property
    def by_ranks(self) -> dict[int, int]:
        """Summed rank keys of five to seven cards to the strength of the best
        five without a flush (R-2.2). Built on first use (the seven-card layer is
        most of the cost of building the tables): equity's batch tables, the
        generator of ``seven_data`` and the tests read it, the hands do not."""
        return best_of_larger(self._table5, self.ranks, 7)

    def strength(self, category: Category, ranks: Sequence[int]) -> int:
        return self.code[category] << RANK_SHIFT | pack(ranks)

    def straight_top(self, mask: int) -> int:
        """The top rank of the highest straight within a rank mask, or 0 (R-2.1)."""
        for top, needed in self.straight_masks:
            if mask & needed == needed:
                return top
        return 0

    def _rank_strength(self, counts: dict[int, int]) -> int:
        groups = grouped(counts)
        shape = tuple(count for count, _ in groups)
        if len(shape) == 5:
            top = self.straight_top(sum(1 << r for r in counts))
            if top:
                return self.strength(Category.STRAIGHT, (top,))
        return self.strength(_SHAPES[shape], [rank for _, rank in groups])

    def _suited_strength(self, mask: int) -> int:
        top = self.straight_top(mask)
        if top:
            return self.strength(Category.STRAIGHT_FLUSH, (top,))
        ranks = [r for r in reversed(self.ranks) if mask >> r & 1]
        return self.strength(Category.FLUSH, ranks[:5])


class FiveCardHigh(HandValue):
    """A five-card high hand under some ``HighRules`` (R-2.1, R-2.7, R-2.8)."""

    __slots__ = ()

    rules: ClassVar[HighRules]

    @property
    def category(self) -> Category:
        return self.rules.order[self.strength >> RANK_SHIFT]

    def _pick_cards(self) -> tuple[Card, ...]:
        return self._pick_from(self._source)

    def _pick_from(self, source: Sequence[Card]) -> tuple[Card, ...]:
        """The five of ``source`` (the cards this hand was evaluated from) that
        make it, most significant first (R-2.8)."""
        category = self.category
        _, ranks = unpack(self.strength)
        if category in (Category.FLUSH, Category.STRAIGHT_FLUSH):
            suit = max(range(4), key=lambda s: sum(c.suit == s for c in source))
            source = tuple(c for c in source if c.suit == suit)
        if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
            return take(source, [(r, 1) for r in self.rules.straight_ranks[ranks[0]]])
        if category is Category.FLUSH:
            return take(source, [(r, 1) for r in ranks])
        return take(source, list(zip(ranks, _GROUPS[category], strict=True)))

    def describe(self) -> Message:
        _, ranks = unpack(self.strength)
        top = ranks[0]
        ace_low = self.rules.straight_ranks.get(top, (0,))[-1] == 14 and top not in (5, 14)
        return words.five_card_high(self.category, ranks, ace_low)


_STANDARD_RANKS: Final = tuple(range(2, 15))
_STANDARD_STRAIGHTS: Final = (
    *(tuple(range(top, top - 5, -1)) for top in range(14, 5, -1)),
    (5, 4, 3, 2, 14),
)

STANDARD_RULES: Final = HighRules(_STANDARD_RANKS, _STANDARD_STRAIGHTS, STANDARD_ORDER)
_BY_RANKS: Final = STANDARD_RULES.by_five_or_six
_BY_SUIT: Final = STANDARD_RULES.by_suit
_SIZES: Final = (5, 6, 7)
_CODES: Final = CARD_CODES
_FLUSH_SHIFT: Final = FLUSH_SHIFT
_new: Final = object.__new__
_SEVEN_STARTS, _SEVEN_CLASSES, _SEVEN_STRENGTHS = seven_card_table()
_LOOK_UP: Final = SEVEN_LOOK_UP
_KEY_MASK: Final = SEVEN_KEY_MASK
_ROW: Final = SEVEN_ROW_SHIFT


class HighHand(FiveCardHigh):
    """A high poker hand (R-2.1): ``a > b`` when ``a`` wins, ``==`` when they split.

    ``best_high`` returns the one shared value of each strength (7,462 of them,
    built once), which keeps no cards: ``hand.cards_from(cards)`` names the five
    of the evaluated ``cards`` that make it, on demand (R-2.8), and ``hand.cards``
    refuses. A value built as ``HighHand(strength, source)`` (Omaha's best two
    plus three) keeps its cards, and ``cards`` gives them.
    """

    __slots__ = ()

    ranking = "high"
    rules = STANDARD_RULES

    def _pick_cards(self) -> tuple[Card, ...]:
        try:
            source = self._source
        except AttributeError:
            raise ValueError(
                "a hand from best_high keeps no cards: ask hand.cards_from(the cards "
                "evaluated)"
            ) from None
        return self._pick_from(source)

    def cards_from(self, source: Sequence[Card]) -> tuple[Card, ...]:
        """The five cards of ``source`` that make this hand, most significant
        first (R-2.8): ``source`` is the cards given to ``best_high``. A hand that
        keeps its own cards returns those."""
        try:
            self._source  # noqa: B018 - only whether the hand keeps cards
        except AttributeError:
            return self._pick_from(source)
        return self.cards

    def __repr__(self) -> str:
        try:
            self._source  # noqa: B018 - only whether the hand keeps cards
        except AttributeError:
            return (f"<HighHand {str(self.describe())!r} strength={self.strength:#x}>")
        return super().__repr__()


_INTERNED: Final[dict[int, HighHand]] = {}


def high_hand(strength: int) -> HighHand:
    """The one shared ``HighHand`` of ``strength`` (``best_high``'s values):
    equal hands are the same object, and evaluating builds nothing."""
    hand = _INTERNED.get(strength)
    if hand is None:
        hand = _new(HighHand)
        hand.strength = strength
        hand = _INTERNED.setdefault(strength, hand)
    return hand


_SEVEN_HANDS: Final = [high_hand(strength) for strength in _SEVEN_STRENGTHS]
"""The shared hand of each strength of the seven-card table's classes, built
in order at import, so that they lie together in memory."""


def best_high(cards: Sequence[Card]) -> HighHand:
    """The best high hand from five to seven cards: any five of them (R-2.1, R-2.2).

    Returns the shared value of that strength (``high_hand``); the five cards
    that make it: ``hand.cards_from(cards)``. Raises ``ValueError`` for another
    number of cards or a card given twice.
    """
    try:  # seven cards, the hot path: ``seven_card_strength`` inlined
        a, b, c, d, e, f, g = cards
    except ValueError:
        return high_hand(_strength_of_any(cards))
    key = (a.code + b.code + c.code + d.code + e.code + f.code + g.code) & _LOOK_UP
    if key > _KEY_MASK:
        return high_hand(_seven_card_rare(cards, key))
    return _SEVEN_HANDS[_SEVEN_CLASSES[_SEVEN_STARTS[key >> _ROW] + key]]


def seven_card_strength(cards: Sequence[Card]) -> int:
    """``best_high(cards).strength`` for exactly seven cards: one sum of
    ``Card.code`` masked to the rank key (or a flag), one comparison and one
    folded look-up; a suit of five or more cards takes a second look-up (R-2.1,
    R-2.2). The engine's fast path (equity).

    Raises ``ValueError`` for another number of cards or a card given twice.
    """
    a, b, c, d, e, f, g = cards
    key = (a.code + b.code + c.code + d.code + e.code + f.code + g.code) & _LOOK_UP
    if key > _KEY_MASK:
        return _seven_card_rare(cards, key)
    return _SEVEN_STRENGTHS[_SEVEN_CLASSES[_SEVEN_STARTS[key >> _ROW] + key]]


def _seven_card_rare(cards: Sequence[Card], key: int) -> int:
    """A card given twice (refused, R-1.4) or a suit of five or more (R-2.1):
    ``key`` is the sum of the seven codes masked by ``SEVEN_LOOK_UP``.

    Seven cards holding five of a suit cannot also hold a full house or four of
    a kind (either needs three cards off the suit), so the flush or straight
    flush of that suit is the hand."""
    if key & SEVEN_REPEATS:
        _strength_of_any(cards)  # raises, naming the card given twice
    suit = ((key >> SEVEN_SUITS_SHIFT).bit_length() - 6) // 6
    a, b, c, d, e, f, g = cards
    bits = a.bit | b.bit | c.bit | d.bit | e.bit | f.bit | g.bit
    return _BY_SUIT[bits >> 16 * suit & 0xFFFF]


def _strength_of_any(cards: Sequence[Card]) -> int:
    count = len(cards)
    codes = _CODES
    total = 0
    for card in cards:
        total += codes[card.index]
    if (total >> BITS_SHIFT).bit_count() != count or count < 5 or count > 7:
        check_cards(cards, total >> BITS_SHIFT, _SIZES, "a high hand")
    if count == 7:  # distinct cards here, so the seven-card table answers
        return seven_card_strength(cards)
    strength = _BY_RANKS[total & KEY_MASK]
    shift = _FLUSH_SHIFT[total >> SUITS_SHIFT & 0xFFF]
    if shift:
        flush = _BY_SUIT[total >> shift & 0xFFFF]
        if flush > strength:
            strength = flush
    return strength


def high_strength(total: int) -> int:
    """The strength of exactly five distinct cards from the sum of their
    ``CARD_CODES``; Omaha scores each two-plus-three choice with it (R-2.3)."""
    shift = _FLUSH_SHIFT[total >> SUITS_SHIFT & 0xFFF]
    if shift:
        return _BY_SUIT[total >> shift & 0xFFFF]
    return _BY_RANKS[total & KEY_MASK]
