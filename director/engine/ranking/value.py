"""The comparable hand value every ranking returns, and helpers they share (R-2.8).

A value stores only its ``strength`` (an int, greater is better in that game's
sense, so for lowball the lower hand has the greater strength) and the cards it
was evaluated from. The cards it uses and its description in words are worked
out lazily from the strength, which keeps evaluation cheap.

Strengths pack a category above up to five ranks, four bits each, most
significant rank first: ``category << 20 | r1 << 16 | r2 << 12 | ... | r5``.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from typing import ClassVar, NoReturn

from director.engine.cards import Card, format_cards, require_distinct
from director.engine.messages import Message

RANK_SHIFT = 20
"""Strengths keep the category above this bit and the ranks below it."""


class Category(enum.StrEnum):
    """Category names shared by every ranking (R-2.1, R-2.4-R-2.7).

    The order of categories differs between rankings (R-2.7 puts a flush above a
    full house), so categories are names only; compare hand values, not these.
    """

    STRAIGHT_FLUSH = "straight flush"
    FOUR_OF_A_KIND = "four of a kind"
    FULL_HOUSE = "full house"
    FLUSH = "flush"
    STRAIGHT = "straight"
    THREE_OF_A_KIND = "three of a kind"
    TWO_PAIR = "two pair"
    ONE_PAIR = "one pair"
    HIGH_CARD = "high card"
    LOW = "low"
    """A hand of five different ranks read as a low (R-2.4, R-2.5)."""


class HandValue:
    """A ranked hand: ``a > b`` means ``a`` wins, ``a == b`` means they split (R-2.1).

    Subclasses are the ranking systems. Values of different systems do not
    compare: ordering or equality between them raises ``TypeError``.
    """

    __slots__ = ("_source", "strength")

    ranking: ClassVar[str] = "hand"

    strength: int
    _source: Sequence[Card]

    def __init__(self, strength: int, source: Sequence[Card]) -> None:
        self.strength = strength
        self._source = source if source.__class__ is tuple else tuple(source)

    @property
    def category(self) -> Category:
        """The hand's category name."""
        raise NotImplementedError

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards the hand uses, most significant first (R-2.8), worked out
        from the strength on each call (a showdown asks once; no slot is kept
        for them, so that every value stays small)."""
        return self._pick_cards()

    def cards_from(self, source: Sequence[Card]) -> tuple[Card, ...]:
        """The cards the hand uses, given the cards it was evaluated from: a
        value that keeps its cards (every ranking but ``best_high``'s shared
        ``HighHand``) returns ``cards`` whatever ``source`` is."""
        return self.cards

    def describe(self) -> Message:
        """The hand in words, as a message (R-2.8; ``ranking.words``)."""
        raise NotImplementedError

    def _pick_cards(self) -> tuple[Card, ...]:
        raise NotImplementedError

    def _other(self, other: object, op: str) -> HandValue | None:
        if isinstance(other, HandValue):
            if other.__class__ is self.__class__:
                return other
            raise TypeError(
                f"cannot compare a {self.ranking} hand with a {other.ranking} hand "
                f"({op}): they are ranked by different rules"
            )
        return None

    def __lt__(self, other: object) -> bool:
        that = self._other(other, "<")
        if that is None:
            return NotImplemented
        return self.strength < that.strength

    def __le__(self, other: object) -> bool:
        that = self._other(other, "<=")
        if that is None:
            return NotImplemented
        return self.strength <= that.strength

    def __gt__(self, other: object) -> bool:
        that = self._other(other, ">")
        if that is None:
            return NotImplemented
        return self.strength > that.strength

    def __ge__(self, other: object) -> bool:
        that = self._other(other, ">=")
        if that is None:
            return NotImplemented
        return self.strength >= that.strength

    def __eq__(self, other: object) -> bool:
        that = self._other(other, "==")
        if that is None:
            return NotImplemented
        return self.strength == that.strength

    def __ne__(self, other: object) -> bool:
        that = self._other(other, "!=")
        if that is None:
            return NotImplemented
        return self.strength != that.strength

    def __hash__(self) -> int:
        return hash((self.__class__, self.strength))

    def __repr__(self) -> str:
        return (
            f"<{self.__class__.__name__} {str(self.describe())!r} "
            f"cards={format_cards(self.cards)!r} strength={self.strength:#x}>"
        )


def pack(ranks: Iterable[int]) -> int:
    """Pack up to five ranks (each 1..14), most significant first, into 20 bits."""
    packed = 0
    count = 0
    for rank in ranks:
        packed = packed << 4 | rank
        count += 1
    return packed << 4 * (5 - count)


def unpack(strength: int) -> tuple[int, list[int]]:
    """Split a strength into its category code and its non-zero ranks."""
    ranks = [(strength >> shift) & 15 for shift in (16, 12, 8, 4, 0)]
    return strength >> RANK_SHIFT, [r for r in ranks if r]


def grouped(counts: dict[int, int]) -> list[tuple[int, int]]:
    """``(count, rank)`` pairs, biggest group first, then higher rank first (R-2.1)."""
    return sorted(((c, r) for r, c in counts.items()), reverse=True)


def take(source: Iterable[Card], wanted: Sequence[tuple[int, int]]) -> tuple[Card, ...]:
    """Pick ``count`` cards of each ``(rank, count)`` in order, highest suit first.

    Ranks are card ranks (ace 14). The choice among equal cards is arbitrary for
    the result but deterministic.
    """
    ordered = sorted(source, key=lambda c: -c.suit)
    chosen: list[Card] = []
    for rank, count in wanted:
        chosen.extend([c for c in ordered if c.rank == rank][:count])
    return tuple(chosen)


def check_cards(
    cards: Sequence[Card], bits: int, allowed: Sequence[int], what: str
) -> NoReturn:
    """Explain why a call was refused: wrong count or a repeated card (R-1.4)."""
    count = len(cards)
    if count not in allowed:
        expected = (
            str(allowed[0]) if len(allowed) == 1 else f"{allowed[0]} to {allowed[-1]}"
        )
        raise ValueError(f"{what} needs {expected} cards, got {count}")
    if bits.bit_count() != count:
        require_distinct(cards)
    raise ValueError(f"{what}: cannot evaluate {format_cards(cards)!r}")



def ace_low(rank: int) -> int:
    """Rank 14 (ace) read as 1 for ace-to-five lowball (R-2.4, R-2.5)."""
    return 1 if rank == 14 else rank


def ace_high(rank: int) -> int:
    """Rank 1 (ace played low) back to the card rank 14."""
    return 14 if rank == 1 else rank


def shape_category(groups: Sequence[tuple[int, int]]) -> Category:
    """The category of ``grouped`` ranks ignoring straights and flushes (R-2.1):
    ``HIGH_CARD`` when nothing pairs."""
    first = groups[0][0]
    second = groups[1][0] if len(groups) > 1 else 0
    if first >= 4:
        return Category.FOUR_OF_A_KIND
    if first == 3:
        return Category.FULL_HOUSE if second >= 2 else Category.THREE_OF_A_KIND
    if first == 2:
        return Category.TWO_PAIR if second == 2 else Category.ONE_PAIR
    return Category.HIGH_CARD
