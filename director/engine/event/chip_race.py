"""The chip race at a color-up (R-8.3, TDA 24).

When a denomination leaves play, each player's chips of it are first exchanged
at equal value into the chips still in play (``chips.exchange_into_chips_in_play``):
as many of the next denomination up as their value makes, and where smaller chips
are still in play (the 25s colored up while the 5s stay), the rest into those,
largest first. What no chip still in play makes is raced; usually the removed
chip is the smallest in play and that is the odd chips, the ones too few to make
a chip of the next denomination:

- one card is dealt face up for each odd chip, starting at seat 1 and going
  round in seat order one card at a time, as in a normal deal (with smaller chips
  in play, one card for each removed chip not wholly exchanged: a 25 with the 10s
  in play is two 10s and 5 raced);
- each player's highest card counts; the highest card by rank and then suit
  (R-1.2) wins one chip, then the next highest, and so on; a player wins at most
  one chip. The chip raced for (``race_value``) is the smallest chip still in
  play: the next denomination when the removed chip was the smallest, else the
  smallest of the chips below it (the value raced is less than one of them);
- the number of chips raced is the value left over divided by that chip. Our
  reading of "the remainders are raced" is to round *down* (``RaceRounding.DOWN``,
  the default: the race never adds chips); Robert's Rules round half up
  (``RaceRounding.HALF_UP``: odd chips worth half a chip or more race one more);
- a player cannot be raced out: one whose only chips were odd chips and who
  wins nothing still gets one chip, the lowest chip still in play
  (``race_value``). That chip comes on top of the chips raced. It never happens
  with smaller chips in play: a removed chip is always worth at least one of them.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence

from director.engine.cards import Card, Deck, RandomSource, tie_break_key
from director.engine.event.chips import ChipError, exchange_into_chips_in_play
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, msg


class ChipRaceError(ChipError):
    """Seats, stacks or a deck that a chip race cannot be run with (R-8.3)."""


class RaceRounding(enum.Enum):
    """How many chips the value left over races for (R-8.3): rounded down, or half up (RR)."""

    DOWN = "down"
    HALF_UP = "half_up"


@frozen_record
class RaceSeat:
    """One seat's part in the race: the removed chips it handed in, what they were
    exchanged for (``exchanged`` chips of the next denomination, ``smaller``: (value,
    count) of the smaller chips still in play), the odd chips it races with and the
    value they race for (``odd_value``), its cards, and whether it won the race's chip
    (``race_value``) or got one as it could not be raced out (``kept_in``)."""

    seat: int
    removed_chips: int
    exchanged: int
    smaller: tuple[tuple[int, int], ...]
    odd_chips: int
    odd_value: int
    cards: tuple[Card, ...]
    won: bool
    kept_in: bool
    stack_before: int
    stack_after: int

    @property
    def best_card(self) -> Card | None:
        return max(self.cards, key=tie_break_key) if self.cards else None

    @property
    def new_chips(self) -> int:
        """Chips of the next denomination from the exchange, and the race's chip won or
        kept in (the same chip unless smaller chips are in play: ``race_value``)."""
        return self.exchanged + int(self.won) + int(self.kept_in)


@frozen_record
class ChipRaceResult:
    """What the race dealt, who won and the stacks after it (R-8.3): ``removed`` was
    exchanged into ``next_value`` chips and the ``smaller`` chips still in play (none:
    the removed chip was the smallest), and what they could not make raced for
    ``chips_raced`` chips of ``race_value``, the smallest chip still in play."""

    removed: int
    next_value: int
    race_value: int
    chips_raced: int
    seats: tuple[RaceSeat, ...]
    smaller: tuple[int, ...] = ()

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats that won a chip, highest card first."""
        racing = sorted(
            (s for s in self.seats if s.won),
            key=lambda s: tie_break_key(s.best_card) if s.best_card else (0, 0),
            reverse=True,
        )
        return tuple(s.seat for s in racing)

    @property
    def kept_in(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if s.kept_in)

    @property
    def odd_value(self) -> int:
        """The value raced: what no chip still in play made, at every seat."""
        return sum(s.odd_value for s in self.seats)

    @property
    def new_stacks(self) -> dict[int, int]:
        return {s.seat: s.stack_after for s in self.seats}

    @property
    def explanation(self) -> tuple[Message, ...]:
        """The race in words, line by line (R-8.3): the exchange, the odd chips,
        the cards dealt, who wins and who cannot be raced out."""
        removed, next_value = Amount(self.removed), Amount(self.next_value)
        race_value = Amount(self.race_value)
        lines = [msg("event-race-color-up-smaller", removed_amount=removed,
                     next_amount=next_value, amounts=tuple(Amount(c) for c in self.smaller))
                 if self.smaller else
                 msg("event-race-color-up", removed_amount=removed, next_amount=next_value)]
        for s in self.seats:
            if s.smaller:
                given = ((s.exchanged, self.next_value),) if s.exchanged else ()
                lines.append(msg("event-race-seat-exchanges-smaller", seat=s.seat,
                                 count=s.removed_chips, removed_amount=removed,
                                 chip_list=tuple(
                                     msg("event-race-chips-of", count=n, amount=Amount(v))
                                     for n, v in (*given, *((n, v) for v, n in s.smaller)))))
            elif s.exchanged:
                lines.append(msg("event-race-seat-exchanges", seat=s.seat,
                                 count=s.exchanged * self.next_value // self.removed,
                                 removed_amount=removed, next_count=s.exchanged,
                                 next_amount=next_value))
        odd_seats = [s for s in self.seats if s.odd_chips]
        if not odd_seats:
            lines.append(msg("event-race-no-odd-chips"))
            return tuple(lines)
        lines.append(msg("event-race-odd-chips", odd_amount=Amount(self.odd_value),
                         count=self.chips_raced, next_amount=race_value))
        for s in odd_seats:
            lines.append(msg("event-race-seat-cards", seat=s.seat, count=s.odd_chips,
                             cards=" ".join(c.pretty for c in s.cards),
                             card=s.best_card.pretty if s.best_card else "-"))
        if self.winners:
            lines.append(msg("event-race-winners", seats=self.winners,
                             count=len(self.winners)))
        for seat in self.kept_in:
            lines.append(msg("event-race-kept-in", seat=seat, next_amount=race_value))
        return tuple(lines)


def race_deck(rng: RandomSource) -> Deck:
    """A shuffled 52-card deck for the race, from the injected random source."""
    return Deck.standard().shuffled(rng)


def chip_race(
    removed: int,
    next_value: int,
    removed_chips: Mapping[int, int],
    stacks: Mapping[int, int],
    deck: Deck,
    rounding: RaceRounding = RaceRounding.DOWN,
    smaller: Sequence[int] = (),
) -> ChipRaceResult:
    """Color up the ``removed`` denomination into ``next_value`` chips and race the odd chips.

    ``removed_chips``: seat → chips of the removed denomination that seat holds
    (seats without any may be left out). ``stacks``: seat → the seat's whole
    stack in chip units before the color-up. ``deck`` is dealt from the top
    (shuffle it with ``race_deck``). ``smaller``: the chips still in play below
    ``removed`` (none when it is the smallest): what no ``next_value`` chip makes
    is exchanged into them, and only what they cannot make either is raced, for
    the smallest of them.
    """
    for seat, chips in removed_chips.items():
        if seat not in stacks:
            raise ChipRaceError(msg("event-race-seat-without-stack", seat=seat))
        if chips < 0:
            raise ChipRaceError(msg("event-race-negative-count", seat=seat, count=chips))
        if chips * removed > stacks[seat]:
            raise ChipRaceError(msg("event-race-chips-above-stack", seat=seat, count=chips,
                                    removed_amount=Amount(removed), stack=Amount(stacks[seat])))
    for seat, stack in stacks.items():
        if seat < 1:
            raise ChipRaceError(msg("event-race-seat-numbered-from-one", seat=seat))
        if stack <= 0:
            raise ChipRaceError(msg("event-race-seat-has-no-chips", seat=seat, stack=Amount(stack)))
    seat_order = sorted(stacks)
    exchanges = {
        seat: exchange_into_chips_in_play(removed_chips.get(seat, 0), removed, next_value,
                                          smaller)
        for seat in seat_order
    }
    race_value = min(smaller, default=next_value)
    # one card per removed chip not wholly exchanged: without smaller chips, the odd chips
    odd = {seat: -(-exchanges[seat][2] // removed) for seat in seat_order}
    total_cards = sum(odd.values())
    if total_cards > len(deck):
        raise ChipRaceError(msg("event-race-deck-too-small", count=total_cards,
                                size=len(deck)))
    cards = _deal_round_robin(deck, odd, seat_order)
    odd_value = sum(left_over for _n, _given, left_over in exchanges.values())
    raced = odd_value // race_value
    if rounding is RaceRounding.HALF_UP and 2 * (odd_value % race_value) >= race_value:
        raced += 1
    by_card = sorted(
        (seat for seat in seat_order if cards[seat]),
        key=lambda seat: max(tie_break_key(c) for c in cards[seat]),
        reverse=True,
    )
    winners = set(by_card[:raced])
    seats: list[RaceSeat] = []
    for seat in seat_order:
        exchanged, given, left_over = exchanges[seat]
        won = seat in winners
        removed_value = removed_chips.get(seat, 0) * removed
        left = stacks[seat] - removed_value + exchanged * next_value + sum(
            value * n for value, n in given)  # at equal value: less only what is raced
        kept_in = left == 0 and not won
        after = left + (int(won) + int(kept_in)) * race_value
        seats.append(
            RaceSeat(
                seat=seat, removed_chips=removed_chips.get(seat, 0), exchanged=exchanged,
                smaller=given, odd_chips=odd[seat], odd_value=left_over, cards=cards[seat],
                won=won, kept_in=kept_in, stack_before=stacks[seat], stack_after=after,
            )
        )
    return ChipRaceResult(removed, next_value, race_value, raced, tuple(seats),
                          tuple(sorted(set(smaller))))


def _deal_round_robin(
    deck: Deck, odd: Mapping[int, int], seat_order: list[int]
) -> dict[int, tuple[Card, ...]]:
    """One card per odd chip, from seat 1 round the table, one card per seat per pass."""
    dealt: dict[int, list[Card]] = {seat: [] for seat in seat_order}
    top = iter(deck)
    for round_no in range(max(odd.values(), default=0)):
        for seat in seat_order:
            if odd[seat] > round_no:
                dealt[seat].append(next(top))
    return {seat: tuple(c) for seat, c in dealt.items()}
