"""Hands in words, as messages (R-2.8): "Full house, kings full of sevens",
"8-6-4-2-A low (eight-six)", "One pair, aces, with a king, a nine and a four".

A description is a ``Message`` (``director.engine.messages``) built from the
ranks a hand value unpacks to; the catalogue ``ranking.ftl`` holds the words and
their grammar in every language: a rank is a message of its own (``rank-king``)
with the forms the sentences ask for through ``CASE`` (``.plural`` "kings",
``.a`` "a king", ``.symbol`` "K"; in Hungarian ``.with`` "királlyal", ``.upto``
"királyig"). Ranks are card ranks, 2 to 14, with 1 for an ace played low.
Only descriptions are built here; the comparable values stay in the rankings.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from director.engine.messages import Message, msg
from director.engine.ranking.value import Category

_RANK_IDS: Final = {
    14: "rank-ace", 13: "rank-king", 12: "rank-queen", 11: "rank-jack", 10: "rank-ten",
    9: "rank-nine", 8: "rank-eight", 7: "rank-seven", 6: "rank-six", 5: "rank-five",
    4: "rank-four", 3: "rank-three", 2: "rank-deuce",
}
_RANKS: Final = {rank: msg(key) for rank, key in _RANK_IDS.items()}
_RANKS[1] = _RANKS[14]


def rank_word(rank: int) -> Message:
    """The rank as a word: ``rank-king``; rank 1 is the ace played low."""
    return _RANKS[rank]


def and_list(items: Sequence[Message], comma: bool = True) -> Message:
    """``a, b and c`` (``comma``) or ``a and b and c``, in each language's way
    (Hungarian: ``a, b és c`` either way). Needs at least one item."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return msg("list-and", head=items[0], tail=items[1])
    return msg("list-comma" if comma else "list-and-more", head=items[0],
               tail=and_list(items[1:], comma))


def run(ranks: Sequence[int]) -> Message:
    """Ranks one after the other: ``ace-king-nine``; ``.symbol``: ``A-K-9``."""
    if len(ranks) == 1:
        return rank_word(ranks[0])
    return msg("rank-run", head=rank_word(ranks[0]), tail=run(ranks[1:]))


def with_kickers(hand: Message, kickers: Sequence[int]) -> Message:
    """``hand, with a king and a nine``; the hand alone without kickers."""
    if not kickers:
        return hand
    listed = and_list([msg("rank-kicker", rank=rank_word(k)) for k in kickers])
    return msg("rank-with-kickers", hand_value=hand, kickers=listed)


def straight(top: int, flush: bool, ace_low: bool) -> Message:
    """A five-card straight (flush) to ``top``; ``ace_low`` when the ace plays
    below the lowest rank but the straight is not the wheel (piquet, R-2.7)."""
    key = "rank-straight-flush" if flush else "rank-straight"
    return msg(key + "-ace-low" if ace_low else key, rank=rank_word(top))


def five_card_high(category: Category, ranks: Sequence[int], ace_low: bool) -> Message:
    """A five-card high hand (R-2.1, R-2.7) from its category and unpacked ranks,
    most significant first; ``ace_low``: a straight's ace plays low (not the wheel)."""
    if category is Category.STRAIGHT_FLUSH:
        if ranks[0] == 14:
            return msg("rank-royal-flush")
        return straight(ranks[0], True, ace_low)
    if category is Category.STRAIGHT:
        return straight(ranks[0], False, ace_low)
    if category is Category.FLUSH:
        return msg("rank-flush", rank=rank_word(ranks[0]))
    if category is Category.FULL_HOUSE:
        return full_house(ranks[0], ranks[1])
    return grouped(category, ranks[:_PAIRED[category]], ranks[_PAIRED[category]:])


_PAIRED: Final = {
    Category.FOUR_OF_A_KIND: 1,
    Category.THREE_OF_A_KIND: 1,
    Category.TWO_PAIR: 2,
    Category.ONE_PAIR: 1,
    Category.HIGH_CARD: 1,
}
_GROUPED_IDS: Final = {
    Category.FOUR_OF_A_KIND: "rank-four-of-a-kind",
    Category.THREE_OF_A_KIND: "rank-three-of-a-kind",
    Category.ONE_PAIR: "rank-one-pair",
    Category.HIGH_CARD: "rank-high-card",
}


def full_house(trips: int, pair: int) -> Message:
    return msg("rank-full-house", rank=rank_word(trips), second_rank=rank_word(pair))


def grouped(category: Category, paired: Sequence[int], kickers: Sequence[int]) -> Message:
    """Quads, trips, two pair, one pair or a high card, with its kickers named (R-2.8)."""
    if category is Category.TWO_PAIR:
        hand = msg("rank-two-pair", rank=rank_word(paired[0]), second_rank=rank_word(paired[1]))
    elif category is Category.FULL_HOUSE:
        return full_house(paired[0], paired[1])
    else:
        hand = msg(_GROUPED_IDS[category], rank=rank_word(paired[0]))
    return with_kickers(hand, kickers)


def low(ranks: Sequence[int]) -> Message:
    """A low, highest card first, aces as ``A`` (R-2.4, R-2.5, R-2.8):
    ``8-6-4-2-A low (eight-six)``; ``5-4-3-2-A low (the wheel)``."""
    if list(ranks) == [5, 4, 3, 2, 1]:
        return msg("rank-low-wheel")
    if len(ranks) < 2:
        return msg("rank-low-plain", ranks=run(ranks))
    return msg("rank-low", ranks=run(ranks), rank=rank_word(ranks[0]),
               second_rank=rank_word(ranks[1]))


def showing_low(ranks: Sequence[int]) -> Message:
    """A razz showing hand without a pair: ``7-5 low`` (R-6.4)."""
    return msg("rank-low-plain", ranks=run(ranks))


def showing_high(ranks: Sequence[int]) -> Message:
    """A stud showing hand without a pair: ``Ace-king high`` (R-6.4)."""
    return msg("rank-showing-high", ranks=run(ranks))


def three_card(category: Category, ranks: Sequence[int]) -> Message:
    """A guts hand (R-2.6)."""
    if category is Category.STRAIGHT_FLUSH:
        return msg("rank-three-card-straight-flush", rank=rank_word(ranks[0]))
    if category is Category.STRAIGHT:
        return msg("rank-three-card-straight", rank=rank_word(ranks[0]))
    if category is Category.FLUSH:
        return with_kickers(msg("rank-three-card-flush", rank=rank_word(ranks[0])), ranks[1:])
    return grouped(category, ranks[:1], ranks[1:])
