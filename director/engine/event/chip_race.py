"""The chip race at a color-up (R-8.3, TDA 24).

When a denomination leaves play, each player's chips of it are first exchanged
at equal value for the next denomination (``chips.exchange_at_equal_value``).
What is left over, the odd chips, is raced:

- one card is dealt face up for each odd chip, starting at seat 1 and going
  round in seat order one card at a time, as in a normal deal;
- each player's highest card counts; the highest card by rank and then suit
  (R-1.2) wins one chip of the next denomination, then the next highest, and so
  on; a player wins at most one chip;
- the number of chips raced is the total value of the odd chips divided by the
  next denomination. Our reading of "the remainders are raced" is to round
  *down* (``RaceRounding.DOWN``, the default: the race never adds chips); Robert's
  Rules round half up (``RaceRounding.HALF_UP``: odd chips worth half a new chip
  or more race one more chip);
- a player cannot be raced out: one whose only chips were odd chips and who
  wins nothing still gets one chip of the next denomination, the lowest chip
  still in play. That chip comes on top of the chips raced.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

from director.engine.cards import Card, Deck, RandomSource, tie_break_key
from director.engine.event.chips import ChipError, exchange_at_equal_value
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, msg


class ChipRaceError(ChipError):
    """Seats, stacks or a deck that a chip race cannot be run with (R-8.3)."""


class RaceRounding(enum.Enum):
    """How many chips the odd chips race for (R-8.3): rounded down, or half up (RR)."""

    DOWN = "down"
    HALF_UP = "half_up"


@frozen_record
class RaceSeat:
    """One seat's part in the race."""

    seat: int
    removed_chips: int
    exchanged: int
    odd_chips: int
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
        """Chips of the next denomination this seat receives in all."""
        return self.exchanged + int(self.won) + int(self.kept_in)


@frozen_record
class ChipRaceResult:
    """What the race dealt, who won and the stacks after it (R-8.3)."""

    removed: int
    next_value: int
    chips_raced: int
    seats: tuple[RaceSeat, ...]

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
        """The value of all odd chips raced."""
        return sum(s.odd_chips for s in self.seats) * self.removed

    @property
    def new_stacks(self) -> dict[int, int]:
        return {s.seat: s.stack_after for s in self.seats}

    @property
    def explanation(self) -> tuple[Message, ...]:
        """The race in words, line by line (R-8.3): the exchange, the odd chips,
        the cards dealt, who wins and who cannot be raced out."""
        removed, next_value = Amount(self.removed), Amount(self.next_value)
        lines = [msg("event-race-color-up", removed_amount=removed, next_amount=next_value)]
        for s in self.seats:
            if s.exchanged:
                lines.append(msg("event-race-seat-exchanges", seat=s.seat,
                                 count=s.exchanged * self.next_value // self.removed,
                                 removed_amount=removed, next_count=s.exchanged,
                                 next_amount=next_value))
        odd_seats = [s for s in self.seats if s.odd_chips]
        if not odd_seats:
            lines.append(msg("event-race-no-odd-chips"))
            return tuple(lines)
        lines.append(msg("event-race-odd-chips", odd_amount=Amount(self.odd_value),
                         count=self.chips_raced, next_amount=next_value))
        for s in odd_seats:
            lines.append(msg("event-race-seat-cards", seat=s.seat, count=s.odd_chips,
                             cards=" ".join(c.pretty for c in s.cards),
                             card=s.best_card.pretty if s.best_card else "-"))
        if self.winners:
            lines.append(msg("event-race-winners", seats=self.winners,
                             count=len(self.winners)))
        for seat in self.kept_in:
            lines.append(msg("event-race-kept-in", seat=seat, next_amount=next_value))
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
) -> ChipRaceResult:
    """Color up the ``removed`` denomination into ``next_value`` chips and race the odd chips.

    ``removed_chips``: seat → chips of the removed denomination that seat holds
    (seats without any may be left out). ``stacks``: seat → the seat's whole
    stack in chip units before the color-up. ``deck`` is dealt from the top
    (shuffle it with ``race_deck``).
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
        seat: exchange_at_equal_value(removed_chips.get(seat, 0), removed, next_value)
        for seat in seat_order
    }
    odd = {seat: exchanges[seat][1] for seat in seat_order}
    total_cards = sum(odd.values())
    if total_cards > len(deck):
        raise ChipRaceError(msg("event-race-deck-too-small", count=total_cards,
                                size=len(deck)))
    cards = _deal_round_robin(deck, odd, seat_order)
    odd_value = total_cards * removed
    raced = odd_value // next_value
    if rounding is RaceRounding.HALF_UP and 2 * (odd_value % next_value) >= next_value:
        raced += 1
    by_card = sorted(
        (seat for seat in seat_order if cards[seat]),
        key=lambda seat: max(tie_break_key(c) for c in cards[seat]),
        reverse=True,
    )
    winners = set(by_card[:raced])
    seats: list[RaceSeat] = []
    for seat in seat_order:
        exchanged, odd_chips = exchanges[seat]
        won = seat in winners
        removed_value = removed_chips.get(seat, 0) * removed
        left = stacks[seat] - removed_value + exchanged * next_value
        kept_in = left == 0 and not won
        after = left + (int(won) + int(kept_in)) * next_value
        seats.append(
            RaceSeat(
                seat, removed_chips.get(seat, 0), exchanged, odd_chips, cards[seat],
                won, kept_in, stacks[seat], after,
            )
        )
    return ChipRaceResult(removed, next_value, raced, tuple(seats))


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
