"""Razz: ace-to-five lowball without qualifier, pairs count (R-2.5).

Straights and flushes do not count, so only the rank multiset matters: one
table from the summed rank keys to the best low of any five cards. Hands are
ranked as high hands read upside down with aces as ones: no pair beats one
pair beats two pair and so on, and inside a category the lower ranks win.
The table is generated data (``razz_data``, ``packaging/make_rank_tables.py``);
a test compares it with ``build_razz_table``, which computes it from the rules.
``best_razz`` works out each hand's best five directly (``best_five_strength``,
which a test compares with the table for every key) until it has met
``WORKED_OUT_KEYS`` different hands, then reads the table: a replay meets too
few razz hands to pay for reading it, equity and the ranking benchmark many
(issue 21).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import accumulate
from typing import Final

from director.engine.cards import Card
from director.engine.messages import Message
from director.engine.ranking import words
from director.engine.ranking.tables import (
    BITS_SHIFT,
    CARD_CODES,
    KEY_MASK,
    best_of_larger,
    decode_table,
    multisets,
)
from director.engine.ranking.value import (
    RANK_SHIFT,
    Category,
    HandValue,
    ace_high,
    ace_low,
    check_cards,
    grouped,
    pack,
    shape_category,
    take,
    unpack,
)

RAZZ_TOP: Final = 1 << 24
"""Razz strengths are ``RAZZ_TOP`` minus a high-style strength: lower is greater."""

_ORDER: Final = (
    Category.LOW,
    Category.ONE_PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
)
"""Best first; the index is the category code inside the high-style strength."""
_CODES: Final = {category: code for code, category in enumerate(_ORDER)}
_GROUP_SIZES: Final = ((1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1), (3, 2), (4, 1))
_SIZES: Final = (5, 6, 7)


def lowball_strength(counts: dict[int, int], top: int = RAZZ_TOP) -> int:
    """``top`` minus the high-style strength of ranks counted ace low; used for
    razz hands here and for razz showing hands (R-2.5, R-6.4)."""
    low_counts: dict[int, int] = {}
    for rank, count in counts.items():
        low_counts[ace_low(rank)] = count
    groups = grouped(low_counts)
    category = shape_category(groups)
    code = _CODES[Category.LOW if category is Category.HIGH_CARD else category]
    return top - (code << RANK_SHIFT | pack(r for _, r in groups))


def build_razz_table() -> dict[int, int]:
    """Summed rank keys of five to seven cards to the razz strength of the best
    five, computed from the rules (a quarter of a second): the generator of
    ``razz_data`` and the test that it is current use it."""
    ranks = range(2, 15)
    table5 = {key: lowball_strength(counts) for key, counts in multisets(ranks, 5)}
    return best_of_larger(table5, ranks, 7)


@cache
def razz_table() -> dict[int, int]:
    """``build_razz_table()``, read from the generated ``razz_data`` (a few
    hundredths of a second instead of a quarter)."""
    from director.engine.ranking import razz_data

    steps = decode_table(razz_data.KEY_STEPS, "Q", compressed=True)
    strengths = decode_table(razz_data.STRENGTHS, "I", compressed=True)
    return dict(zip(accumulate(steps), strengths, strict=True))


def best_five_strength(counts: dict[int, int]) -> int:
    """The razz strength of the best five of five to seven cards, from their rank
    counts (ace 14), worked out directly rather than read from ``razz_table()``:
    as many different ranks as there are, the lowest first; a pair where one is
    needed, the lowest paired rank; two pair before trips and a full house before
    four of a kind, the lowest ranks grouped (R-2.5). A test compares it with the
    table for every one of its 73,775 keys. A replay meets a few razz hands:
    working them out costs less than reading the table (issue 21)."""
    low: dict[int, int] = {}
    for rank, count in counts.items():
        low[1 if rank == 14 else rank] = count
    ranks = sorted(low)
    if len(ranks) >= 5:
        chosen = dict.fromkeys(ranks[:5], 1)
    elif len(ranks) == 4:
        chosen = dict.fromkeys(ranks, 1)
        chosen[next(r for r in ranks if low[r] >= 2)] = 2
    elif len(ranks) == 3:
        chosen = dict.fromkeys(ranks, 1)
        paired = [r for r in ranks if low[r] >= 2]
        if len(paired) >= 2:
            chosen[paired[0]] = chosen[paired[1]] = 2
        else:
            chosen[paired[0]] = 3  # five cards of three ranks, one rank paired: trips
    else:
        first, second = ranks
        trips = [r for r, other in ((first, second), (second, first))
                 if low[r] >= 3 and low[other] >= 2]
        if trips:
            chosen = {trips[0]: 3, second if trips[0] == first else first: 2}
        else:
            quads = first if low[first] == 4 else second
            chosen = {quads: 4, second if quads == first else first: 1}
    return lowball_strength({14 if rank == 1 else rank: count for rank, count in chosen.items()})


_BEST_BY_KEY: dict[int, int] = {}
"""``best_five_strength`` of the rank keys met so far; the whole table once more than
``WORKED_OUT_KEYS`` different keys have been met."""

WORKED_OUT_KEYS: Final = 1024
"""How many different razz hands are worked out one by one before the whole table
(``razz_table()``, a few hundredths of a second) is read instead."""


class RazzHand(HandValue):
    """A razz hand: ``a > b`` when ``a`` is the lower, winning hand (R-2.5)."""

    __slots__ = ()

    ranking = "razz"

    @property
    def category(self) -> Category:
        return _ORDER[(RAZZ_TOP - self.strength) >> RANK_SHIFT]

    def _groups(self) -> list[tuple[int, int]]:
        code, ranks = unpack(RAZZ_TOP - self.strength)
        return list(zip(ranks, _GROUP_SIZES[code], strict=True))

    def _pick_cards(self) -> tuple[Card, ...]:
        return take(self._source, [(ace_high(r), n) for r, n in self._groups()])

    def describe(self) -> Message:
        groups = self._groups()
        ranks = [r for r, _ in groups]
        if self.category is Category.LOW:
            return words.low(ranks)
        return words.grouped(self.category, [r for r, n in groups if n > 1],
                             [r for r, n in groups if n == 1])


def best_razz(cards: Sequence[Card]) -> RazzHand:
    """The best razz hand, any five of five to seven cards (R-2.5, R-2.2).

    Raises ``ValueError`` for another number of cards or a card given twice.
    """
    total = 0
    for card in cards:
        total += CARD_CODES[card.index]
    count = len(cards)
    if (total >> BITS_SHIFT).bit_count() != count or count < 5 or count > 7:
        check_cards(cards, total >> BITS_SHIFT, _SIZES, "a razz hand")
    key = total & KEY_MASK
    strength = _BEST_BY_KEY.get(key)
    if strength is None:
        if len(_BEST_BY_KEY) < WORKED_OUT_KEYS:
            ranks: dict[int, int] = {}
            for card in cards:
                ranks[card.rank] = ranks.get(card.rank, 0) + 1
            strength = _BEST_BY_KEY[key] = best_five_strength(ranks)
        else:  # many razz hands (equity, a ranking benchmark): the whole table pays
            _BEST_BY_KEY.update(razz_table())
            razz_table.cache_clear()
            strength = _BEST_BY_KEY[key]
    return RazzHand(strength, cards)
