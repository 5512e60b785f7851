"""Cash-game tables as a card room runs them (R-3.6, R-8.7).

A table plays one game at one stakes (``Stakes``); the waiting list is kept per
stakes, first come first seated, and a seated player's seat-change request
comes before the waiting list when a seat opens at the table asked for. A seat
is chosen by the player or drawn at random among the free ones. A player who
sat out owes what the blinds passed while away (``owed_on_return``, R-3.6: a
dead small blind and a live big blind); a new player waits for the big blind
or posts one to enter.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from director.engine.event.button import MissedBlind, TablePositions
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.games import GAMES, Opening
from director.engine.messages import Amount, Message, MessageError, msg


class CashTableError(MessageError):
    """A cash-table command that does not fit; the message says why."""


class Chooser(Protocol):
    """What a seat draw needs of a random source (``random.Random`` fits)."""

    def choice(self, seq: Sequence[Any]) -> Any: ...


@dataclass(frozen=True, slots=True)
class Stakes:
    """A game and its blinds; the waiting list is kept per stakes."""

    game: str
    limit: str
    small_blind: int
    big_blind: int

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise CashTableError(msg("event-no-such-game", text=repr(self.game)))
        if GAMES[self.game].opening is not Opening.BLINDS:
            raise CashTableError(msg("event-cash-game-has-no-blinds",
                                     game_name=GAMES[self.game].name))
        if self.limit not in {x.value for x in Limit}:
            raise CashTableError(msg("event-no-such-limit", text=repr(self.limit)))
        if self.big_blind <= 0 or not 0 <= self.small_blind <= self.big_blind:
            raise CashTableError(msg("event-cash-blinds-wrong",
                                     small_blind=Amount(self.small_blind),
                                     big_blind=Amount(self.big_blind)))

    @property
    def text(self) -> str:
        """"Texas hold'em, no limit 50/100"."""
        return f"{GAMES[self.game].name}, {self.limit} {self.small_blind}/{self.big_blind}"

    @property
    def message(self) -> Message:
        """The stakes as a message: "Texas hold'em, no limit 50/100"."""
        return msg("event-stakes", game_name=GAMES[self.game].name,
                   betting_text=msg(f"event-limit-{self.limit.replace(' ', '-')}"),
                   small_blind=Amount(self.small_blind), big_blind=Amount(self.big_blind))

    @property
    def key(self) -> str:
        return f"{self.game}|{self.limit}|{self.small_blind}/{self.big_blind}"

    @classmethod
    def from_key(cls, key: str) -> Stakes:
        game, limit, blinds = key.split("|")
        small, big = blinds.split("/")
        return cls(game, limit, int(small), int(big))


def free_seats(max_seats: int, taken: Collection[int]) -> list[int]:
    """The empty seats of a ``max_seats`` table, in seat order."""
    return [n for n in range(1, max_seats + 1) if n not in taken]


def choose_seat(max_seats: int, taken: Collection[int], seat: int | None,
                rng: Chooser) -> int:
    """The seat asked for when it is free, or one drawn at random among the free
    seats (``seat`` is ``None``)."""
    free = free_seats(max_seats, taken)
    if not free:
        raise CashTableError(msg("event-all-seats-taken", count=max_seats))
    if seat is None:
        return int(rng.choice(free))
    if not 1 <= seat <= max_seats:
        raise CashTableError(msg("event-no-such-seat", seat=seat, count=max_seats))
    if seat not in free:
        raise CashTableError(msg("event-seat-taken", seat=seat))
    return seat


@dataclass(frozen=True, slots=True)
class Owed:
    """What a returning (or new) player posts to be dealt in before the big blind
    reaches them (R-3.6): ``live`` counts as their bet, ``dead`` goes to the pot."""

    live: int
    dead: int

    @property
    def total(self) -> int:
        return self.live + self.dead


def owed_on_return(positions: TablePositions | None, seat: int, small_blind: int,
                   big_blind: int, new_player: bool) -> Owed:
    """R-3.6: a new player posts a big blind to enter; a player who missed the big
    blind posts it live plus the small blind dead; one who missed only the small
    blind posts it dead; a player who missed nothing owes nothing."""
    if new_player:
        return Owed(big_blind, 0)
    missed = None if positions is None else positions.missed_by(seat)
    if missed is MissedBlind.BOTH:
        return Owed(big_blind, small_blind)
    if missed is MissedBlind.SMALL:
        return Owed(0, small_blind)
    return Owed(0, 0)
