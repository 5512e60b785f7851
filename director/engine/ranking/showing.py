"""The best showing hand among a stud player's face-up cards (R-6.4, R-7.2).

One to four up cards; straights and flushes do not count. Stud and stud hi/lo
rank them high (quads, trips, two pair, pair, then high cards); razz ranks them
low with aces low and pairs against you, and the lowest showing hand is the
greater value. Equal values are broken by the caller (highest card by suit,
TDA RP-10-D), not here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from director.engine.cards import Card
from director.engine.messages import Message
from director.engine.ranking import showing_data, words
from director.engine.ranking.razz import lowball_strength
from director.engine.ranking.tables import (
    BITS_SHIFT,
    CARD_CODES,
    KEY_MASK,
    multisets,
    read_table,
)
from director.engine.ranking.value import (
    RANK_SHIFT,
    Category,
    HandValue,
    ace_high,
    check_cards,
    grouped,
    pack,
    shape_category,
    take,
    unpack,
)

_HIGH_ORDER: Final = (
    Category.HIGH_CARD,
    Category.ONE_PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.FOUR_OF_A_KIND,
)
_HIGH_CODE: Final = {category: code for code, category in enumerate(_HIGH_ORDER)}
_LOW_ORDER: Final = (
    Category.LOW,
    Category.ONE_PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
)
"""As razz (R-2.5); a full house cannot show in four cards."""
SHOWING_LOW_TOP: Final = 1 << 24
_SIZES: Final = (1, 2, 3, 4)


def showing_high_rule(counts: dict[int, int]) -> int:
    """The high showing strength of up cards' rank counts, from the rules: pairs,
    trips and quads, then high cards (R-6.4)."""
    groups = grouped(counts)
    code = _HIGH_CODE[shape_category(groups)]
    return code << RANK_SHIFT | pack(r for _, r in groups)


def showing_low_rule(counts: dict[int, int]) -> int:
    """The low showing strength of up cards' rank counts, from the rules: as razz,
    aces low, pairs against you, the lowest the greater value (R-6.4, R-2.5)."""
    return lowball_strength(counts, SHOWING_LOW_TOP)


def build_showing_tables() -> tuple[dict[int, int], dict[int, int]]:
    """Every summed rank key of one to four cards (2,379) to its high and its low
    showing strength, from the rules: the generator of ``showing_data`` and the test
    that it is current use it."""
    high: dict[int, int] = {}
    low: dict[int, int] = {}
    for size in _SIZES:
        for key, counts in multisets(range(2, 15), size):
            high[key], low[key] = showing_high_rule(counts), showing_low_rule(counts)
    return high, low


def _tables() -> tuple[dict[int, int], dict[int, int]]:
    """``build_showing_tables()``, read from the generated ``showing_data``."""
    keys = read_table(showing_data.KEYS, "Q").tolist()  # each key made once, for both
    return (dict(zip(keys, read_table(showing_data.HIGH, "I"), strict=True)),
            dict(zip(keys, read_table(showing_data.LOW, "I"), strict=True)))


# Read from the generated ``showing_data`` at import (0.3 ms): worked out when first
# met, each showing hand a replay had not met before cost 6 us, a tenth of a straight
# pass over the WSOP's files (issue 33).
_HIGH, _LOW = _tables()


def _grouped_words(category: Category, groups: list[tuple[int, int]]) -> Message:
    """Pairs and better in words, kickers named (R-2.8)."""
    return words.grouped(category, [r for r, n in groups if n > 1],
                         [r for r, n in groups if n == 1])


class _Showing(HandValue):
    __slots__ = ()

    def _groups(self) -> list[tuple[int, int]]:
        """``(rank, count)`` most significant first; ace as 1 in razz."""
        counts: dict[int, int] = {}
        for r in self._ranks():
            counts[r] = counts.get(r, 0) + 1
        return [(r, n) for n, r in grouped(counts)]

    def _ranks(self) -> list[int]:
        raise NotImplementedError

    def _pick_cards(self) -> tuple[Card, ...]:
        return take(self._source, [(ace_high(r), n) for r, n in self._groups()])


class ShowingHigh(_Showing):
    """A stud showing hand, high (R-6.4): ``a > b`` when ``a`` shows better."""

    __slots__ = ()

    ranking = "stud showing high"

    @property
    def category(self) -> Category:
        return _HIGH_ORDER[self.strength >> RANK_SHIFT]

    def _ranks(self) -> list[int]:
        return [c.rank.value for c in self._source]

    def describe(self) -> Message:
        category = self.category
        if category is Category.HIGH_CARD:
            return words.showing_high(unpack(self.strength)[1])
        return _grouped_words(category, self._groups())


class ShowingLow(_Showing):
    """A razz showing hand (R-6.4): ``a > b`` when ``a`` shows the lower hand."""

    __slots__ = ()

    ranking = "razz showing low"

    @property
    def category(self) -> Category:
        return _LOW_ORDER[(SHOWING_LOW_TOP - self.strength) >> RANK_SHIFT]

    def _ranks(self) -> list[int]:
        return [1 if c.rank == 14 else c.rank.value for c in self._source]

    def describe(self) -> Message:
        category = self.category
        if category is Category.LOW:
            return words.showing_low(unpack(SHOWING_LOW_TOP - self.strength)[1])
        return _grouped_words(category, self._groups())


def _key(cards: Sequence[Card], what: str) -> int:
    total = 0
    for card in cards:
        total += CARD_CODES[card.index]
    bits = total >> BITS_SHIFT
    if bits.bit_count() != len(cards) or not 1 <= len(cards) <= 4:
        check_cards(cards, bits, _SIZES, what)
    return total & KEY_MASK


def showing_high(up_cards: Sequence[Card]) -> ShowingHigh:
    """Rank one to four face-up cards for stud and stud hi/lo: pairs, trips and
    quads, then high cards; straights and flushes do not count (R-6.4)."""
    return ShowingHigh(_HIGH[_key(up_cards, "a showing hand")], up_cards)


def showing_low(up_cards: Sequence[Card]) -> ShowingLow:
    """Rank one to four face-up cards for razz: the lowest showing hand, aces
    low, pairs against you, is the greatest value (R-6.4, R-2.5)."""
    return ShowingLow(_LOW[_key(up_cards, "a showing hand")], up_cards)


def showing_high_strength(up_cards: Sequence[Card]) -> int:
    """``showing_high(up_cards).strength``, without building the value: comparing
    the strengths compares the showing hands (stud's first actor, R-6.4)."""
    return _HIGH[_key(up_cards, "a showing hand")]


def showing_low_strength(up_cards: Sequence[Card]) -> int:
    """``showing_low(up_cards).strength``, without building the value (razz, R-6.4)."""
    return _LOW[_key(up_cards, "a showing hand")]
