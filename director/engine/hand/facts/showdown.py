"""Who wins each pot, how it is split and why (R-7.3 to R-7.6).

``award_pots`` takes the pots, the hands that contest them and the game, and
returns one ``PotAward`` per pot in the order they are pushed: side pots
first, the last one created first, then the main pot (R-7.3). Each award
explains itself in words (R-7.6).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from director.engine.cards import Card, format_cards, tie_break_key
from director.engine.frozen import frozen_record, open_twin
from director.engine.hand.facts.odd_chips import odd_units, split_evenly, split_high_low
from director.engine.hand.facts.pots import Pot
from director.engine.messages import Amount, Message, msg
from director.engine.ranking.words import and_list


class RankedHand(Protocol):
    """What the rankings return: comparable, with the cards used and words;
    ``strength`` is what they compare (the greater, the better: ``HandValue``)."""

    strength: int

    def cards_from(self, source: tuple[Card, ...], /) -> tuple[Card, ...]:
        """The cards used, given the cards evaluated (``HandValue.cards_from``)."""
        ...

    def describe(self) -> Message: ...

    def __gt__(self, other: object, /) -> bool: ...

    def __eq__(self, other: object, /) -> bool: ...


@frozen_record
class Contender:
    """A hand at showdown: its high value and its low value (``None``: no
    qualifying low, or no low in this game)."""

    player: int
    high: RankedHand | None
    low: RankedHand | None
    all_cards: tuple[Card, ...] = ()


class PotAward:
    """One pot pushed: ``shares`` maps player index to chips, ``text`` explains it
    (R-7.6): which pot, its amount, who contested it, who won with what hand, the
    shares, the odd chip and why.

    Read-only, equal when every field and the text are equal. The text may be
    given as ``explain``, a function that builds it the first time it is read: a
    replay of many hand histories asks only for the chips (issue 21)."""

    __slots__ = ("_explain", "_text", "amount", "eligible", "high_winners", "low_winners",
                 "odd_chips_to", "pot_index", "shares")

    pot_index: int
    amount: int
    eligible: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    odd_chips_to: tuple[int, ...]
    _text: Message | None
    _explain: Callable[[], Message] | None

    def __init__(self, pot_index: int, amount: int, eligible: tuple[int, ...],
                 shares: tuple[tuple[int, int], ...], high_winners: tuple[int, ...],
                 low_winners: tuple[int, ...], odd_chips_to: tuple[int, ...],
                 text: Message | None = None, *,
                 explain: Callable[[], Message] | None = None) -> None:
        if (text is None) == (explain is None):
            raise TypeError("a pot award needs its text or a way to explain it, not both")
        _set_index(self, pot_index)
        _set_amount(self, amount)
        _set_eligible(self, eligible)
        _set_shares(self, shares)
        _set_high(self, high_winners)
        _set_low(self, low_winners)
        _set_odd(self, odd_chips_to)
        _set_text(self, text)
        _set_explain(self, explain)

    @property
    def text(self) -> Message:
        """The award in words (R-7.6), built on first reading when given as ``explain``."""
        text = self._text
        if text is None:
            assert self._explain is not None  # one of the two is set (__init__)
            text = self._explain()
            object.__setattr__(self, "_text", text)
            object.__setattr__(self, "_explain", None)
        return text

    def _fields(self) -> tuple[object, ...]:
        return (self.pot_index, self.amount, self.eligible, self.shares, self.high_winners,
                self.low_winners, self.odd_chips_to, self.text)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"PotAward is read-only: cannot set {name}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"PotAward is read-only: cannot delete {name}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PotAward):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        names = ("pot_index", "amount", "eligible", "shares", "high_winners", "low_winners",
                 "odd_chips_to", "text")
        inner = ", ".join(f"{n}={v!r}" for n, v in zip(names, self._fields(), strict=True))
        return f"PotAward({inner})"


# Each slot's own setter, as ``frozen_record``'s ``__init__`` sets a record's
# (``object.__setattr__`` by name looks the name up each time): every hand's pots are awarded.
(_set_index, _set_amount, _set_eligible, _set_shares, _set_high, _set_low, _set_odd,
 _set_text, _set_explain) = [PotAward.__dict__[name].__set__ for name in (
    "pot_index", "amount", "eligible", "shares", "high_winners", "low_winners",
    "odd_chips_to", "_text", "_explain")]


# A pot award made as ``PotAward(...)`` makes it, explained when its words are read
# (``explain``): filled field by field as a twin of its slots, then made a ``PotAward``
# (``frozen.open_twin``), without a class's call or a call a field: a hand's pots are
# pushed at the end of every hand replayed (issue 33).
_new = object.__new__
_OPEN_AWARD = open_twin(PotAward)


def _explained_award(pot_index: int, amount: int, eligible: tuple[int, ...],
                     shares: tuple[tuple[int, int], ...], high_winners: tuple[int, ...],
                     low_winners: tuple[int, ...], odd_chips_to: tuple[int, ...],
                     explain: Callable[[], Message]) -> PotAward:
    """``PotAward(..., explain=explain)``: every slot set as its ``__init__`` sets it."""
    made = _new(_OPEN_AWARD)
    made.pot_index = pot_index
    made.amount = amount
    made.eligible = eligible
    made.shares = shares
    made.high_winners = high_winners
    made.low_winners = low_winners
    made.odd_chips_to = odd_chips_to
    made._text = None
    made._explain = explain
    made.__class__ = PotAward
    award: PotAward = made
    return award


def pot_name(index: int) -> Message:
    """``the main pot`` (index 0), ``side pot 2`` (R-7.3); ``.capital`` starts a sentence."""
    return msg("award-main-pot") if index == 0 else msg("award-side-pot", number=index)


def seats_words(seats: Sequence[int]) -> Message:
    """``seat 1, seat 3 and seat 4`` (Hungarian ``1., 3. és 4. szék``); needs a seat."""
    return msg("award-seats", seat_list=and_list([msg("award-seat", seat=s) for s in seats]))


def best_of(contenders: Sequence[Contender], low: bool = False) -> list[Contender]:
    """The contenders holding the best high value (``low``: the best low; ties all
    returned), by the strengths the values compare (a showdown compares a few: no
    comparison method called for each)."""
    values = [(c, c.low if low else c.high) for c in contenders]
    strengths = [value.strength for _, value in values if value is not None]
    if not strengths:
        return []
    best = max(strengths)
    return [c for c, value in values if value is not None and value.strength == best]


OddChipOrder = Callable[[Sequence[Contender], bool], list[int]]


def flop_odd_chip_order(winners: Sequence[Contender], low: bool) -> list[int]:
    """R-7.5 flop and draw games: first winner left of the button first."""
    return sorted(c.player for c in winners)


def _ace_low_key(card: Card) -> tuple[int, int]:
    """A card's rank and suit with the ace as the lowest rank (R-7.5 low hands)."""
    rank, suit = tie_break_key(card)
    return (1 if rank == 14 else rank, suit)


@frozen_record
class StudOddChipOrder:
    """R-7.5 stud: the highest card by suit in the five-card hand first, the ace
    counting high in a high hand and low in a low hand (razz, a low half).
    Option RR (``seven_cards``): all seven cards, the highest card by suit for a
    high hand and the lowest card by suit for a low hand, the ace lowest."""

    seven_cards: bool
    razz: bool = False

    def __call__(self, winners: Sequence[Contender], low: bool) -> list[int]:
        if len(winners) == 1:
            return [winners[0].player]  # one winner: no order to find
        low_hand = low or self.razz
        seven_cards = self.seven_cards

        def key(c: Contender) -> tuple[int, int]:
            hand = c.low if low else c.high
            cards = c.all_cards if seven_cards or hand is None else hand.cards_from(c.all_cards)
            if not cards:
                return (0, -c.player)  # nothing known: left of the button first
            if not low_hand:
                return max(tie_break_key(x) for x in cards)
            if seven_cards:
                lowest = min(_ace_low_key(x) for x in cards)
                return (-lowest[0], -lowest[1])
            return max(_ace_low_key(x) for x in cards)

        return [c.player for c in sorted(winners, key=key, reverse=True)]

    def reason(self, low: bool) -> Message:
        """Why the odd chip went where it did, in words (R-7.6)."""
        if not (low or self.razz):
            return msg("award-why-highest-card")
        if self.seven_cards:
            return msg("award-why-lowest-card-ace-lowest")
        return msg("award-why-highest-card-ace-low")


def stud_odd_chip_order(seven_cards: bool, razz: bool = False) -> StudOddChipOrder:
    """R-7.5 stud (``StudOddChipOrder``)."""
    return StudOddChipOrder(seven_cards, razz)


def _odd_chip_reason(order: OddChipOrder, low: bool) -> Message:
    if isinstance(order, StudOddChipOrder):
        return order.reason(low)
    return msg("award-why-left-of-button")


def award_pots(
    pots: Sequence[Pot],
    contenders: Mapping[int, Contender],
    seat_of: Sequence[int],
    odd_chip_order: OddChipOrder,
    split_low: bool,
    unit: int = 1,
) -> tuple[PotAward, ...]:
    """Award every pot, side pots first (R-7.3), each split separately (R-7.4), in
    whole ``unit``s, the smallest chip in play (R-7.5)."""
    awards: list[PotAward] = []
    for index in reversed(range(len(pots))):
        pot = pots[index]
        live = [contenders[p] for p in pot.eligible if p in contenders]
        awards.append(_award_one(index, pot, live, seat_of, odd_chip_order, split_low, unit))
    return tuple(awards)


def award_by_hand(
    pots: Sequence[Pot],
    winners: Sequence[tuple[Sequence[int], Sequence[int]]],
    seat_of: Sequence[int],
    odd_chip_order: OddChipOrder,
    known_cards: Mapping[int, tuple[Card, ...]],
    unit: int = 1,
) -> tuple[PotAward, ...]:
    """Award pots to winners the dealer picked, with the same splits and odd chips.

    With no hands ranked, the stud odd chip goes by the highest of each winner's
    known cards (their up cards at least, R-7.5)."""
    awards: list[PotAward] = []
    for index in reversed(range(len(pots))):
        pot = pots[index]
        high, low = winners[index]
        amount_high, amount_low = split_high_low(pot.amount, unit) if low else (pot.amount, 0)
        shares: dict[int, int] = {}
        odd: list[int] = []
        odd_in_high = to_high_half = False
        for group, amount in ((high, amount_high), (low, amount_low)):
            if not group:
                continue
            order = odd_chip_order(
                [Contender(p, None, None, known_cards.get(p, ())) for p in group], group is low)
            _add_shares(shares, odd, amount, order, unit)
            if group is high:
                odd_in_high = bool(odd)
            if (group is high and len(high) == 1 and amount_high > amount_low > 0
                    and list(low) != list(high)):
                odd.append(high[0])  # the pot's odd unit, in the high half
                to_high_half = True
        winners_named = _seats(sorted(shares), seat_of)
        reasons = _odd_chip_reasons(odd_chip_order, odd_in_high, to_high_half,
                                    len(low), amount_low, unit)
        details = shares_and_odd_chip(shares, odd, seat_of, reasons)
        if details is None:
            text = msg("award-by-dealer", pot_name=pot_name(index), amount=Amount(pot.amount),
                       seats=winners_named)
        else:
            text = msg("award-by-dealer-details", pot_name=pot_name(index),
                       amount=Amount(pot.amount), seats=winners_named, outcome=details)
        awards.append(PotAward(index, pot.amount, pot.eligible, tuple(sorted(shares.items())),
                               tuple(high), tuple(low), tuple(odd), text))
    return tuple(awards)


def _add_shares(shares: dict[int, int], odd: list[int], amount: int, order: list[int],
                unit: int = 1) -> None:
    split = split_evenly(amount, order, unit)
    if len(order) > 1:
        odd.extend(order[: odd_units(amount, len(order), unit)])
    for player, chips in split.items():
        shares[player] = shares.get(player, 0) + chips


def _seats(players: Sequence[int], seat_of: Sequence[int]) -> Message:
    return seats_words([seat_of[p] for p in players])


def _then(parts: Sequence[Message]) -> Message:
    """Parts of an explanation one after another, ``; `` between them."""
    if len(parts) == 1:
        return parts[0]
    return msg("award-then", head=parts[0], tail=_then(parts[1:]))


def shares_and_odd_chip(shares: Mapping[int, int], odd: Sequence[int], seat_of: Sequence[int],
                         reasons: Sequence[Message]) -> Message | None:
    """``seat 2 gets 402, seat 3 gets 402; odd chip to seat 2 (R-7.5: why)``, or None
    when one player takes it all (R-7.5, R-7.6)."""
    parts = []
    if len(shares) > 1:
        parts.append(msg("award-shares", share_list=tuple(
            msg("award-share", seat=seat_of[p], amount=Amount(chips))
            for p, chips in sorted(shares.items()))))
    if odd:
        # each seat named once, however many odd chips it gets (hi/lo: one a half)
        seats, count = _seats(list(dict.fromkeys(odd)), seat_of), len(odd)
        if not reasons:
            parts.append(msg("award-odd-chip", seats=seats, count=count))
        elif len(reasons) == 1:
            parts.append(msg("award-odd-chip-why", seats=seats, count=count, reason=reasons[0]))
        else:
            parts.append(msg("award-odd-chip-why-low-half", seats=seats, count=count,
                             reason=reasons[0], low_reason=reasons[1]))
    return _then(parts) if parts else None


def _award_one(
    index: int,
    pot: Pot,
    live: Sequence[Contender],
    seat_of: Sequence[int],
    odd_chip_order: OddChipOrder,
    split_low: bool,
    unit: int = 1,
) -> PotAward:
    """One pot's chips now; its words (R-7.6) when somebody reads them."""
    seats = tuple(seat_of)
    if len(live) == 1:
        return last_hand_award(index, pot, seats, live[0].player)
    high_winners = best_of(live)
    low_winners = best_of(live, low=True) if split_low else []
    shares: dict[int, int] = {}
    odd: list[int] = []
    if low_winners:
        high_amount, low_amount = split_high_low(pot.amount, unit)
    else:
        high_amount, low_amount = pot.amount, 0
    _add_shares(shares, odd, high_amount, odd_chip_order(high_winners, False), unit)
    odd_in_high = bool(odd)
    # the pot's odd unit goes to the high half; one high winner takes it
    # (unless they take the whole pot), and the words name them.
    to_high_half = (high_amount > low_amount > 0 and len(high_winners) == 1
                    and [c.player for c in low_winners] != [high_winners[0].player])
    if to_high_half:
        odd.append(high_winners[0].player)
    if low_winners:
        _add_shares(shares, odd, low_amount, odd_chip_order(low_winners, True), unit)
    odd_to = tuple(odd)

    def explain() -> Message:  # the split kept for its words only when they are read
        split = _Split(high_winners, low_winners, high_amount, low_amount, shares, odd_to,
                       odd_in_high, to_high_half)
        return _contested_text(index, pot, seats, odd_chip_order, split_low, unit, split)

    return _explained_award(  # ``PotAward(...)`` without a class's call (issue 33)
        index, pot.amount, pot.eligible, tuple(sorted(shares.items())),
        tuple([c.player for c in high_winners]), tuple([c.player for c in low_winners]),
        odd_to, explain)


def last_hand_award(index: int, pot: Pot, seat_of: tuple[int, ...], only: int) -> PotAward:
    """The pot to the last hand in it (player ``only``), whole: its words (R-7.6) when
    somebody reads them."""
    return _explained_award(  # ``PotAward(...)`` without a class's call (issue 33)
        index, pot.amount, pot.eligible, ((only, pot.amount),), (only,), (), (),
        lambda: _uncontested_text(index, pot, seat_of, only))


@frozen_record
class _Split:
    """How a contested pot was split, kept for its words."""

    high_winners: list[Contender]
    low_winners: list[Contender]
    high_amount: int
    low_amount: int
    shares: dict[int, int]
    odd: tuple[int, ...]
    odd_in_high: bool  # the high half split among tied winners left an odd unit
    to_high_half: bool = False  # the pot's odd unit went to the one high winner


def _contested_by(pot: Pot, seat_of: Sequence[int]) -> Message:
    return _seats(pot.eligible, seat_of) if pot.eligible else msg("award-nobody")


def _uncontested_text(index: int, pot: Pot, seat_of: Sequence[int], only: int) -> Message:
    """The last hand in the pot takes it: nobody else put chips into all of it
    ("goes to seat 5, uncontested"), or the others mucked (R-7.2)."""
    others = [p for p in pot.eligible if p != only]
    if not others:
        return msg("award-uncontested", pot_name=pot_name(index), amount=Amount(pot.amount),
                   seat=seat_of[only])
    return msg("award-contested", pot_name=pot_name(index), amount=Amount(pot.amount),
               contenders=_contested_by(pot, seat_of),
               outcome=msg("award-last-hand", seats=_seats(others, seat_of), seat=seat_of[only],
                           amount=Amount(pot.amount)))


def _odd_chip_reasons(order: OddChipOrder, odd_in_high: bool, to_high_half: bool,
                      low_count: int, low_amount: int, unit: int) -> list[Message]:
    """Why the odd chips went where they did (R-7.5, R-7.6): the high half's (a split
    among tied winners, or the pot's odd unit to the one high winner), then the low
    half's when it differs."""
    reasons = ([_odd_chip_reason(order, False)] if odd_in_high
               else [msg("award-why-high-half")] if to_high_half else [])
    if low_count > 1 and odd_units(low_amount, low_count, unit):
        low_reason = _odd_chip_reason(order, True)
        if not reasons or low_reason != reasons[0]:
            reasons.append(low_reason)
    return reasons


def _contested_text(index: int, pot: Pot, seat_of: Sequence[int], odd_chip_order: OddChipOrder,
                    split_low: bool, unit: int, split: _Split) -> Message:
    """R-7.6: who contested the pot, who won it with what, the shares, the odd chip and why."""
    low_winners = split.low_winners
    reasons = _odd_chip_reasons(odd_chip_order, split.odd_in_high, split.to_high_half,
                                len(low_winners), split.low_amount, unit)
    high_winners = split.high_winners
    if (len(high_winners) == 1 and len(low_winners) == 1
            and high_winners[0].player == low_winners[0].player):
        parts = [_scoop_words(high_winners[0], seat_of, pot.amount)]  # both halves
    elif split_low and low_winners:
        parts = [_winners_words(high_winners, seat_of, "high", split.high_amount),
                 _winners_words(low_winners, seat_of, "low", split.low_amount)]
    else:
        parts = [_winners_words(high_winners, seat_of, "", split.high_amount)]
        if split_low:
            parts.append(msg("award-no-qualifying-low"))
    details = shares_and_odd_chip(split.shares, split.odd, seat_of, reasons)
    if details is not None:
        parts.append(details)
    return msg("award-contested", pot_name=pot_name(index), amount=Amount(pot.amount),
               contenders=_contested_by(pot, seat_of), outcome=_then(parts))


_WINS = {("", False): "award-wins", ("", True): "award-win-split",
         ("high", False): "award-wins-high-half", ("high", True): "award-win-split-high-half",
         ("low", False): "award-wins-low-half", ("low", True): "award-win-split-low-half"}


def _hand_words(c: Contender, hand: RankedHand | None, seat: int) -> Message:
    """``seat 3 with Flush, king high (K♥ J♥ 8♥ 5♥ 3♥)``: the hand in words and the
    five cards it uses (R-2.8), when the cards are known."""
    if hand is None:
        return msg("award-no-hand", seat=seat)
    if not c.all_cards:
        return msg("award-hand", seat=seat, hand_value=hand.describe())
    return msg("award-hand-cards", seat=seat, hand_value=hand.describe(),
               cards=format_cards(hand.cards_from(c.all_cards), pretty=True))


def _winners_words(winners: Sequence[Contender], seat_of: Sequence[int], half: str,
                   amount: int) -> Message:
    """``seat 3 with Flush, king high (...) wins 400``; ties ``... and ... win split ...``."""
    hands = [_hand_words(c, c.low if half == "low" else c.high, seat_of[c.player])
             for c in winners]
    return msg(_WINS[half, len(winners) > 1], winners=and_list(hands, comma=False),
               amount=Amount(amount))


def _scoop_words(c: Contender, seat_of: Sequence[int], amount: int) -> Message:
    """R-7.4: one player wins both halves: ``seat 3 with ... and 8-6-4-2-A low (...)
    scoops 800, high and low``."""
    low = c.low
    assert low is not None  # a low winner has a low
    low_words = (msg("award-low-hand-cards", hand_value=low.describe(),
                     cards=format_cards(low.cards_from(c.all_cards), pretty=True))
                 if c.all_cards else msg("award-low-hand", hand_value=low.describe()))
    return msg("award-scoops", winners=_hand_words(c, c.high, seat_of[c.player]),
               low_hand=low_words, amount=Amount(amount))
