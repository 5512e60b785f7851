"""High poker hands, best five of five to seven cards (R-2.1, R-2.2).

``best_high`` sums the cards' ``Card.code``: the sum's low bits are a key of the
rank multiset, and flags above it say that a suit holds five or more cards or
that a card was given twice (R-1.4). A code is an int of several digits, whose
additions cost more than a read, so the sum reads each pair's part
(``Card.code_with``, made at import) and adds three or four parts instead of
five to seven codes (issue 33). Without a flag, one folded look-up of the
key for that number of cards gives the hand's class (its place among the 7,462
different high strengths), and the answer is the one shared ``HighHand`` of
that class (``best_high`` reads it from a tuple of each slot's hand, built on
the first look-up of that size); a suit of five or more looks its rank bits up
instead (issue 21, issue 33). The tables are generated data (``high_data``,
``packaging/make_rank_tables.py``), decoded at import in a few milliseconds;
``HighRules`` builds the same tables from the rules, on first use, for the
generator, the tests and the piquet ranking (R-2.7), which reuses this
machinery with its own straights and order.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections import deque
from collections.abc import Sequence
from functools import cached_property
from itertools import repeat
from operator import itemgetter
from typing import ClassVar, Final, overload

from director.engine.cards import Card
from director.engine.messages import Message
from director.engine.ranking import words
from director.engine.ranking.tables import (
    BITS_SHIFT,
    CARD_CODES,
    KEY_MASK,
    SEVEN_KEY_MASK,
    SEVEN_LOOK_UP,
    SEVEN_REPEATS,
    SEVEN_ROW_SHIFT,
    SEVEN_SUITS_SHIFT,
    SUITS_SHIFT,
    best_of_larger,
    flush_shifts,
    high_tables,
    multisets,
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
    the categories. Builds the lookup tables for that ranking from the rules,
    each on first use (the standard hands read generated tables instead)."""

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

    @cached_property
    def table5(self) -> dict[int, int]:
        """Summed rank keys (``rank_key``) of five cards to their strength without a flush."""
        return {key: self.rank_strength(c) for key, c in multisets(self.ranks, 5)}

    @cached_property
    def by_ranks(self) -> dict[int, int]:
        """Summed rank keys of five to seven cards to the strength of the best
        five without a flush (R-2.2). The generator of ``high_data``, the tests
        and the piquet hands read it."""
        return best_of_larger(self.table5, self.ranks, 7)

    @cached_property
    def by_suit(self) -> list[int]:
        """A suit's 16-bit rank segment (five to seven cards) to the best flush
        or straight flush in it."""
        return suited_table(self.ranks, (5, 6, 7), self.suited_strength)

    def strength(self, category: Category, ranks: Sequence[int]) -> int:
        return self.code[category] << RANK_SHIFT | pack(ranks)

    def straight_top(self, mask: int) -> int:
        """The top rank of the highest straight within a rank mask, or 0 (R-2.1)."""
        for top, needed in self.straight_masks:
            if mask & needed == needed:
                return top
        return 0

    def rank_strength(self, counts: dict[int, int]) -> int:
        """The strength of five cards of these rank counts, not of one suit."""
        groups = grouped(counts)
        shape = tuple(count for count, _ in groups)
        if len(shape) == 5:
            top = self.straight_top(sum(1 << r for r in counts))
            if top:
                return self.strength(Category.STRAIGHT, (top,))
        return self.strength(_SHAPES[shape], [rank for _, rank in groups])

    def suited_strength(self, mask: int) -> int:
        """The best five of five or more cards of one suit, by their rank bits."""
        top = self.straight_top(mask)
        if top:
            return self.strength(Category.STRAIGHT_FLUSH, (top,))
        ranks = [r for r in reversed(self.ranks) if mask >> r & 1]
        return self.strength(Category.FLUSH, ranks[:5])

    def strength_of(self, cards: Sequence[Card]) -> int:
        """The best five of five to seven distinct cards, from the rules' tables
        (the slow path the tests hold the fast one to)."""
        total = 0
        for card in cards:
            total += CARD_CODES[card.index]
        strength = self.by_ranks[total & KEY_MASK]
        shift = flush_shifts()[total >> SUITS_SHIFT & 0xFFF]
        if shift:
            strength = max(strength, self.by_suit[total >> shift & 0xFFFF])
        return strength


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
_SIZES: Final = (5, 6, 7)
_new: Final = object.__new__
_STRENGTHS, _SUITED, _FOLDS = high_tables()
"""The 7,462 high strengths, ascending (a hand's class is its place here), the
suited classes and the folded tables of each size (``tables.high_tables``)."""
_S5, _T5 = _FOLDS[5]
_S6, _T6 = _FOLDS[6]
_S7, _T7 = _FOLDS[7]
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


_HANDS: Final = list(map(_new, repeat(HighHand, len(_STRENGTHS))))
"""The shared hand of each class, built in order at import, so that they lie
together in memory (in loops of the interpreter's own: a few milliseconds)."""
deque(map(setattr, _HANDS, repeat("strength"), _STRENGTHS), maxlen=0)


class _SlotHands(Sequence[HighHand]):
    """The shared hand of each slot of one size's folded table, as a tuple, built
    on the first look-up: it puts the tuple in its own place among the module's
    names (``best_high`` reads that name on each call), so that later calls read
    the tuple itself. A tuple gives the hand it holds, where the array gives a new
    int to look the hand up with; built at import instead, the three tuples would
    cost the cold import several milliseconds (issue 33: under 30 ms)."""

    __slots__ = ("_name", "_table")

    def __init__(self, name: str, table: array[int]) -> None:
        self._name = name
        self._table = table

    def built(self) -> tuple[HighHand, ...]:
        hands: tuple[HighHand, ...] = itemgetter(*self._table)(_HANDS)
        globals()[self._name] = hands
        return hands

    def __len__(self) -> int:
        return len(self._table)

    @overload
    def __getitem__(self, slot: int) -> HighHand: ...
    @overload
    def __getitem__(self, slot: slice) -> Sequence[HighHand]: ...
    def __getitem__(self, slot: int | slice) -> HighHand | Sequence[HighHand]:
        return self.built()[slot]


_R5: Final = _S5.tolist()
_R6: Final = _S6.tolist()
_R7: Final = _S7.tolist()
"""Each size's row starts as a list (a list gives the int it holds)."""
_H5: Sequence[HighHand] = _SlotHands("_H5", _T5)
_H6: Sequence[HighHand] = _SlotHands("_H6", _T6)
_H7: Sequence[HighHand] = _SlotHands("_H7", _T7)
"""Each size's folded table as the shared hand of each slot (``_SlotHands``, a
tuple once built):
``best_high``'s hot paths read ``_H7[_R7[key >> _ROW] + key]``."""


def high_hand(strength: int) -> HighHand:
    """The one shared ``HighHand`` of ``strength`` (``best_high``'s values):
    equal hands are the same object, and evaluating builds nothing."""
    return _HANDS[bisect_left(_STRENGTHS, strength)]


def best_high(cards: Sequence[Card]) -> HighHand:
    """The best high hand from five to seven cards: any five of them (R-2.1, R-2.2).

    Returns the shared value of that strength (``high_hand``); the five cards
    that make it: ``hand.cards_from(cards)``. Raises ``ValueError`` for another
    number of cards or a card given twice.
    """
    count = len(cards)
    if count == 7:  # the hot paths: ``high_class`` inlined for each size
        a, b, c, d, e, f, g = cards
        key = (a.code_with[b.index] + c.code_with[d.index] + e.code_with[f.index]
               + g.code) & _LOOK_UP
        if key > _KEY_MASK:  # a suit of five or more, or a card given twice
            if key & SEVEN_REPEATS:
                _check(cards)
            return _HANDS[_SUITED[(a.bit | b.bit | c.bit | d.bit | e.bit | f.bit | g.bit)
                                  >> _FLUSH_SHIFT[key >> SEVEN_SUITS_SHIFT] & 0x1FFF]]
        return _H7[_R7[key >> _ROW] + key]
    if count == 5:
        a, b, c, d, e = cards
        key = (a.code_with[b.index] + c.code_with[d.index] + e.code) & _LOOK_UP
        if key > _KEY_MASK:
            if key & SEVEN_REPEATS:
                _check(cards)
            return _HANDS[_SUITED[(a.bit | b.bit | c.bit | d.bit | e.bit)
                                  >> _FLUSH_SHIFT[key >> SEVEN_SUITS_SHIFT] & 0x1FFF]]
        return _H5[_R5[key >> _ROW] + key]
    if count == 6:
        a, b, c, d, e, f = cards
        key = (a.code_with[b.index] + c.code_with[d.index] + e.code_with[f.index]) & _LOOK_UP
        if key > _KEY_MASK:
            if key & SEVEN_REPEATS:
                _check(cards)
            return _HANDS[_SUITED[(a.bit | b.bit | c.bit | d.bit | e.bit | f.bit)
                                  >> _FLUSH_SHIFT[key >> SEVEN_SUITS_SHIFT] & 0x1FFF]]
        return _H6[_R6[key >> _ROW] + key]
    _check(cards)
    raise AssertionError("unreachable: _check raised")


def high_class(cards: Sequence[Card]) -> int:
    """The class of ``best_high(cards)``: its place among the 7,462 high
    strengths (``high_strengths()``), so that comparing classes compares hands.
    Raises ``ValueError`` for another number of cards or a card given twice."""
    count = len(cards)
    if count == 6:
        a, b, c, d, e, f = cards
        key = (a.code_with[b.index] + c.code_with[d.index] + e.code_with[f.index]) & _LOOK_UP
        if key > _KEY_MASK:
            return _rare_class(cards, key)
        return _T6[_S6[key >> _ROW] + key]
    if count == 7:
        a, b, c, d, e, f, g = cards
        key = (a.code_with[b.index] + c.code_with[d.index] + e.code_with[f.index]
               + g.code) & _LOOK_UP
        if key > _KEY_MASK:
            return _rare_class(cards, key)
        return _T7[_S7[key >> _ROW] + key]
    if count == 5:
        a, b, c, d, e = cards
        key = (a.code_with[b.index] + c.code_with[d.index] + e.code) & _LOOK_UP
        if key > _KEY_MASK:
            return _rare_class(cards, key)
        return _T5[_S5[key >> _ROW] + key]
    _check(cards)
    raise AssertionError("unreachable: _check raised")


def seven_card_strength(cards: Sequence[Card]) -> int:
    """``best_high(cards).strength`` for exactly seven cards: one sum of
    ``Card.code`` (three pairs' parts, ``Card.code_with``, and the seventh
    card's code) masked to the rank key (or a flag), one comparison and one
    folded look-up; a suit of five or more cards takes a second look-up (R-2.1,
    R-2.2). The engine's fast path (equity).

    Raises ``ValueError`` for another number of cards or a card given twice.
    """
    a, b, c, d, e, f, g = cards
    key = (a.code_with[b.index] + c.code_with[d.index] + e.code_with[f.index]
           + g.code) & _LOOK_UP
    if key > _KEY_MASK:
        return _STRENGTHS[_rare_class(cards, key)]
    return _H7[_R7[key >> _ROW] + key].strength


def _rare_class(cards: Sequence[Card], key: int) -> int:
    """A card given twice (refused, R-1.4) or a suit of five or more (R-2.1):
    ``key`` is the sum of the cards' codes masked by ``SEVEN_LOOK_UP``.

    Seven cards holding five of a suit cannot also hold a full house or four of
    a kind (either needs three cards off the suit), so the flush or straight
    flush of that suit is the hand (``best_high`` does the same inline)."""
    if key & SEVEN_REPEATS:
        _check(cards)  # raises, naming the card given twice
    bits = 0
    for card in cards:
        bits |= card.bit
    return _SUITED[bits >> _FLUSH_SHIFT[key >> SEVEN_SUITS_SHIFT] & 0x1FFF]


_FLUSH_SHIFT: Final = {32 << 6 * suit: 16 * suit + 2 for suit in range(4)}
"""From the flag of a suit of five or more (a masked code sum's bits from
``SEVEN_SUITS_SHIFT`` up, no card given twice) to the shift that brings that
suit's rank bits (``Card.bit``) down to ``_SUITED``'s index."""


def suited_class(total: int, bits: int) -> int:
    """The class of five distinct cards from the sum of their ``Card.code`` and
    the OR of their ``Card.bit``: Omaha scores each two-plus-three choice with
    it (R-2.3)."""
    key = total & _LOOK_UP
    if key > _KEY_MASK:
        suit = ((key >> SEVEN_SUITS_SHIFT).bit_length() - 6) // 6
        return _SUITED[(bits >> 16 * suit & 0xFFFF) >> 2]
    return _T5[_S5[key >> _ROW] + key]


FIVE_ROWS: Final = _S5
FIVE_CLASSES: Final = _T5
SUITED_CLASSES: Final = _SUITED
"""The folded five-card table and the suited classes (``tables.high_tables``),
public for callers that score many choices in one loop (Omaha), as
``suited_class`` and ``five_card_class`` read them."""


def five_card_class(total: int) -> int:
    """The class of five distinct cards of no one suit, from the sum of their
    ``Card.code`` (Omaha with no three board cards of a suit, R-2.3)."""
    key = total & _LOOK_UP
    return FIVE_CLASSES[FIVE_ROWS[key >> _ROW] + key]


def class_strength(klass: int) -> int:
    """The strength of a class (``high_class``)."""
    return _STRENGTHS[klass]


def _check(cards: Sequence[Card]) -> None:
    """Raise for a count other than five to seven, or a card given twice."""
    total = 0
    for card in cards:
        total += CARD_CODES[card.index]
    count = len(cards)
    if (total >> BITS_SHIFT).bit_count() != count or not 5 <= count <= 7:
        check_cards(cards, total >> BITS_SHIFT, _SIZES, "a high hand")


def _strength_of_any(cards: Sequence[Card]) -> int:
    """The strength from the rules' own tables (``HighRules.strength_of``), after
    the same checks: the tests hold the fast paths to it."""
    _check(cards)
    return STANDARD_RULES.strength_of(cards)
