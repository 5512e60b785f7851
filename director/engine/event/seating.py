"""Seats and the draw for the button (RULES.md R-3.1, R-3.2).

Everything random here goes through an injected random source: ``random.Random``
with a seed in tests, ``random.SystemRandom`` in the program (R-3.2 asks for a
cryptographically strong source). Seats are numbered; a higher number is to the
left (clockwise), wrapping round, as in ``director.engine.hand.facts.setup``.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Hashable, Iterable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from director.engine.cards import Card, Deck, highest_card, tie_break_key
from director.engine.frozen import frozen_record
from director.engine.messages import Message, MessageError, msg

PlayerT = TypeVar("PlayerT", bound=Hashable)
TableT = TypeVar("TableT", bound=Hashable)


class SeatingError(MessageError):
    """A draw or a seating that cannot be done as asked; the message says why."""


class Shuffler(Protocol):
    """What seating needs of a random source: ``random.Random`` and
    ``random.SystemRandom`` both fit."""

    def shuffle(self, x: list[Any]) -> None: ...

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int: ...

    def random(self) -> float: ...


class TieBreak(enum.Enum):
    """R-3.1: equal ranks in the draw for the button."""

    SUIT = "suit"  # the higher suit wins, no redraw (default)
    REDRAW = "redraw"  # tied players get a new card until one is highest


# ---------------------------------------------------------------- the draw


@frozen_record
class DrawRound:
    """One round of the draw: the cards dealt face up, in deal order."""

    cards: tuple[tuple[int, Card], ...]

    def card_of(self, seat: int) -> Card:
        for s, card in self.cards:
            if s == seat:
                return card
        raise SeatingError(msg("event-seat-drew-no-card", seat=seat))


@frozen_record
class ButtonDraw:
    """The draw for the button as it happened, for a screen to show: every round
    of cards (the first round has everyone; a redraw only the tied players), the
    winning seat, and the outcome in words (R-3.1)."""

    rounds: tuple[DrawRound, ...]
    button: int
    explanation: Message

    @property
    def winning_card(self) -> Card:
        return self.rounds[-1].card_of(self.button)


def draw_for_button(
    players: Sequence[int],
    deck_or_rng: Deck | Shuffler,
    tie_break: TieBreak | str = TieBreak.SUIT,
) -> ButtonDraw:
    """Deal one face-up card to each seat in ``players`` (in that order); the
    highest rank wins the button (R-3.1).

    Equal ranks: by default the higher suit wins (R-1.2), no redraw; with
    ``tie_break="redraw"`` the seats tied on the top rank get new cards until
    one is highest. ``deck_or_rng`` is either a stacked ``Deck`` dealt from the
    top as it is, or a random source used to shuffle a standard deck; the
    program passes ``random.SystemRandom()`` (R-3.2).
    """
    seats = list(players)
    if len(seats) < 2:
        raise SeatingError(msg("event-draw-needs-two-players", seats=tuple(seats),
                               count=len(seats)))
    if len(set(seats)) != len(seats):
        raise SeatingError(msg("event-draw-seat-twice", seats=tuple(seats)))
    try:
        rule = TieBreak(tie_break)
    except ValueError:
        raise SeatingError(msg("event-draw-unknown-tie-break", text=repr(tie_break))) from None
    rng = None if isinstance(deck_or_rng, Deck) else deck_or_rng
    deck = deck_or_rng if isinstance(deck_or_rng, Deck) else Deck.standard().shuffled(deck_or_rng)
    rounds: list[DrawRound] = []
    drawing = seats
    while True:
        if len(deck) < len(drawing):
            if rng is None:
                raise SeatingError(msg("event-draw-deck-ran-out", count=len(drawing),
                                       left_count=len(deck)))
            deck = Deck.standard().shuffled(rng)
        dealt, deck = deck.deal(len(drawing))
        this_round = DrawRound(tuple(zip(drawing, dealt, strict=True)))
        rounds.append(this_round)
        top_rank = max(card.rank for card in dealt)
        tied = [s for s, card in this_round.cards if card.rank == top_rank]
        if len(tied) == 1 or rule is TieBreak.SUIT:
            break
        drawing = tied
    winner_card = highest_card(dealt)
    winner = next(s for s, c in rounds[-1].cards if c is winner_card)
    return ButtonDraw(tuple(rounds), winner, _explain(rounds, winner))


def _explain(rounds: Sequence[DrawRound], winner: int) -> Message:
    """The draw in words (R-3.1): "Seat 3 draws A♠, the highest card: the button
    starts at seat 3"; a redraw's rounds come first, joined by "; "."""
    parts: list[Message] = []
    for number, rnd in enumerate(rounds):
        cards = rnd.cards
        top = max(card.rank for _, card in cards)
        tied = [(s, c) for s, c in cards if c.rank == top]
        if number < len(rounds) - 1:
            who = _seat_list([s for s, _ in tied])
            parts.append(msg("event-draw-tie", seats_text=who, rank_text=top.plural_message))
            continue
        card = rnd.card_of(winner)
        if len(tied) == 1:
            parts.append(msg("event-draw-highest-card", seat=winner, card=card.pretty))
        else:
            others = sorted((c for _, c in tied if c is not card), key=tie_break_key)
            parts.append(msg("event-draw-beats-by-suit", seat=winner, card=card.pretty,
                             cards=", ".join(c.pretty for c in reversed(others))))
    steps = parts[-1]
    for part in reversed(parts[:-1]):
        steps = msg("event-draw-then", first_text=part, rest_text=steps)
    return msg("event-draw-result", steps_text=steps, seat=winner)


def _seat_list(seats: Sequence[int]) -> Message:
    """"seat 3", "seat 3 and seat 5", "seat 1, seat 3 and seat 5"."""
    first = msg("event-seat-word", seat=seats[0])
    if len(seats) == 1:
        return first
    if len(seats) == 2:
        return msg("event-seats-and", first_text=first, rest_text=_seat_list(seats[1:]))
    return msg("event-seats-comma", first_text=first, rest_text=_seat_list(seats[1:]))


# ------------------------------------------------------------ random seats


def assign_seats(
    player_ids: Iterable[PlayerT],
    tables: Mapping[TableT, Sequence[int]],
    rng: Shuffler,
) -> dict[PlayerT, tuple[TableT, int]]:
    """Seat every player at random, balanced across tables (R-3.2, TDA 7).

    ``tables`` maps each table to its seat numbers. Table sizes differ by at most
    one player (when a table is too small to take its share, the rest go to the
    others). The program passes ``random.SystemRandom()`` as ``rng``, a
    cryptographically strong source; tests pass a seeded ``random.Random``.
    Returns player -> (table, seat).
    """
    players = list(player_ids)
    if len(set(players)) != len(players):
        raise SeatingError(msg("event-player-twice-to-seat"))
    for table, seat_numbers in tables.items():
        if len(set(seat_numbers)) != len(seat_numbers):
            raise SeatingError(msg("event-table-lists-seat-twice-seats", table=_arg(table),
                                       seats=tuple(seat_numbers)))
    capacity = sum(len(s) for s in tables.values())
    if len(players) > capacity:
        raise SeatingError(msg("event-more-players-than-seats", players=len(players),
                                       count=capacity))
    counts = _balanced_counts(len(players), {t: len(s) for t, s in tables.items()}, rng)
    rng.shuffle(players)
    result: dict[PlayerT, tuple[TableT, int]] = {}
    for table, seat_numbers in tables.items():
        seats = list(seat_numbers)
        rng.shuffle(seats)
        for seat in seats[: counts[table]]:
            result[players.pop()] = (table, seat)
    return result


def _balanced_counts(
    players: int, capacity: Mapping[TableT, int], rng: Shuffler
) -> dict[TableT, int]:
    """How many players each table gets: one at a time to the emptiest table
    with room, ties broken at random (a shuffled order of the tables).

    Worked out level by level rather than player by player (issue 33: 10,000
    players over a thousand tables): every table with room reaches ``level``
    players before any gets ``level + 1``, so the tables too small for the
    level are full, the others hold the level, and the players left over go one
    each to the first tables of the order that still have room."""
    order = list(capacity)
    rng.shuffle(order)
    sizes = sorted(capacity.values())
    level = left = 0
    for number, size in enumerate(sizes):  # the level the tables with room reach
        still_open = len(sizes) - number
        if left + (size - level) * still_open > players:
            break
        left += (size - level) * still_open
        level = size
    else:
        still_open = 0
    if still_open:
        level += (players - left) // still_open
    counts = {t: min(capacity[t], level) for t in order}
    extra = players - sum(counts.values())
    for table in order:
        if extra == 0:
            break
        if counts[table] < capacity[table]:
            counts[table] += 1
            extra -= 1
    return counts


def seat_late_entry(
    open_seats: Mapping[TableT, Collection[int]],
    players_at: Mapping[TableT, int],
    rng: Shuffler,
) -> tuple[TableT, int]:
    """A seat for a late registrant, a re-entry or a player from a broken table
    (R-3.2): any empty seat at a table with the fewest players, chosen at random.

    ``open_seats`` lists the empty seats a newcomer may take at each table (a
    caller may leave out seats it does not offer, such as a dead small blind);
    ``players_at`` says how many players sit at each table.
    """
    candidates = [t for t, seats in open_seats.items() if seats]
    if not candidates:
        raise SeatingError(msg("event-no-empty-seat"))
    missing = [t for t in candidates if t not in players_at]
    if missing:
        raise SeatingError(msg("event-no-player-count-for-tables",
                                tables=tuple(_arg(t) for t in missing), count=len(missing)))
    fewest = min(players_at[t] for t in candidates)
    choices = [(t, s) for t in candidates if players_at[t] == fewest for s in open_seats[t]]
    rng.shuffle(choices)
    return choices[0]


def _arg(table: Hashable) -> int | str:
    """A table's id as a message argument: its number, or its name."""
    return table if isinstance(table, int | str) else str(table)


def clockwise_between(seat: int, start: int, end: int) -> bool:
    """Whether ``seat`` lies strictly between ``start`` and ``end`` going
    clockwise (to higher seat numbers, wrapping round)."""
    if start == end:
        return seat != start
    if start < end:
        return start < seat < end
    return seat > start or seat < end


def dealt_in_on_arrival(seat: int, button: int, small_blind: int) -> bool:
    """Whether a player arriving at ``seat`` is dealt in on the next hand, whose
    button and small-blind positions (seats, possibly dead) are given.

    TDA 8-A, 10-A (R-3.2): a newcomer may take the big blind, the button or the
    small blind, and is dealt in at once, except between the small blind and the
    button (left of the button, before the small blind): there they wait until
    the button passes.
    """
    return not clockwise_between(seat, button, small_blind)
