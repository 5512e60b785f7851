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
from typing import Any, Final, Protocol

from director.engine.event.button import MissedBlind, TablePositions
from director.engine.frozen import frozen_record
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.games import GAMES, Opening
from director.engine.hand.rules.guts import GutsKind
from director.engine.messages import Amount, Message, MessageError, msg


class CashTableError(MessageError):
    """A cash-table command that does not fit; the message says why."""


class Chooser(Protocol):
    """What a seat draw needs of a random source (``random.Random`` fits)."""

    def choice(self, seq: Sequence[Any]) -> Any: ...


GUTS_GAMES: Final[dict[str, GutsKind]] = {"guts-monte-carlo": GutsKind.MONTE_CARLO,
                                           "guts-survivor": GutsKind.SURVIVOR}
"""Guts at a cash table (R-6.6): a game of its own, not a ``GAMES`` entry."""

CASH_GAMES: Final[tuple[str, ...]] = (*GAMES, *GUTS_GAMES)
"""Every game of RULES.md section 6 a cash table may deal."""


def game_opening(game: str) -> Opening:
    """How a cash game's first betting round starts: blinds (flop games), a
    bring-in (the stud family, R-6.4) or antes only (draw, R-6.5; guts, R-6.6)."""
    return Opening.ANTES if game in GUTS_GAMES else GAMES[game].opening


def game_title(game: str) -> str:
    """The game's name as the engine writes it ("Seven-card stud", "Guts (survivor)")."""
    kind = GUTS_GAMES.get(game)
    return f"Guts ({kind.value})" if kind is not None else GAMES[game].name


def game_limits(game: str) -> tuple[str, ...]:
    """The betting structures a cash table deals the game in: the stud family fixed
    limit (bring-in, small and big bet, R-6.4), guts only its own (no betting round
    but the declaration, R-6.6), every other game any ``Limit``."""
    if game in GUTS_GAMES or game_opening(game) is Opening.BRING_IN:
        return (Limit.FIXED_LIMIT.value,)
    return tuple(x.value for x in Limit)


def spread_blinds(game: str, limit: str) -> bool:
    """A blinds game dealt spread limit: its ``big_bet`` is the table maximum (R-5.6;
    a draw game's spread-limit maximum stays its big bet)."""
    return limit == Limit.SPREAD_LIMIT.value and game_opening(game) is Opening.BLINDS


def stakes_fields(game: str, limit: str) -> tuple[str, ...]:
    """The amounts a setup form asks of the game (``Stakes`` field names): blinds for
    flop games (R-4.1), and in spread limit the table maximum (``big_bet``, R-5.6);
    ante, bring-in, small and big bet for the stud family (R-6.4); ante and bets for
    draw (R-6.5; in no limit and pot limit only the smallest bet); an ante for guts
    (R-6.6)."""
    if game in GUTS_GAMES:
        return ("ante",)
    opening = game_opening(game)
    if opening is Opening.BLINDS:
        return ("small_blind", "big_blind", "big_bet") if spread_blinds(game, limit) \
            else ("small_blind", "big_blind")
    if opening is Opening.BRING_IN:
        return ("ante", "bring_in", "small_bet", "big_bet")
    capped = limit in (Limit.FIXED_LIMIT.value, Limit.SPREAD_LIMIT.value)
    return ("ante", "small_bet", "big_bet") if capped else ("ante", "small_bet")


@frozen_record
class Stakes:
    """A game, its betting structure and its forced bets; the waiting list is kept
    per stakes. Each game asks only for what it uses, and what it does not use is
    0: blinds for flop games (R-4.1), with the table maximum in spread limit
    (``big_bet``: every bet and raise between the big blind and it, R-5.6); antes, a
    bring-in and the fixed-limit small and big bet for the stud family (R-6.4); antes
    and the bets (the smallest bet in no limit and pot limit) for draw (R-6.5); an
    ante for guts (R-6.6).

    A spread-limit blinds game stored before it had a table maximum has a ``big_bet``
    of 0: it is still taken, and dealt at twice the big blind as it always was
    (``spread_maximum``); a new one is refused without it (``check_table_maximum``)."""

    game: str
    limit: str
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0

    def __post_init__(self) -> None:
        if self.game not in CASH_GAMES:
            raise CashTableError(msg("event-no-such-game", text=repr(self.game)))
        if self.limit not in {x.value for x in Limit}:
            raise CashTableError(msg("event-no-such-limit", text=repr(self.limit)))
        if min(self.small_blind, self.big_blind, self.ante, self.bring_in, self.small_bet,
               self.big_bet) < 0:
            raise CashTableError(msg("event-cash-amount-negative"))
        opening = game_opening(self.game)
        if opening is Opening.BLINDS:
            self._keep(bring_in=0, small_bet=0)
            if not self.spread_blinds:
                self._keep(big_bet=0)
            if self.big_blind <= 0 or self.small_blind > self.big_blind:
                raise CashTableError(msg("event-cash-blinds-wrong",
                                         small_blind=Amount(self.small_blind),
                                         big_blind=Amount(self.big_blind)))
            if self.big_bet:  # a table maximum below the big blind (0: stored before it)
                self.check_table_maximum()
        elif self.game in GUTS_GAMES:
            self._keep(limit=Limit.FIXED_LIMIT.value, small_blind=0, big_blind=0, bring_in=0,
                       small_bet=0, big_bet=0)
            self._need_ante()
        else:
            self._keep(small_blind=0, big_blind=0)
            if opening is Opening.BRING_IN:
                self._bring_in_game()
            else:
                self._keep(bring_in=0)
                self._need_ante()
            if self.limit in (Limit.NO_LIMIT.value, Limit.POT_LIMIT.value):
                self._keep(big_bet=0)
            if self.small_bet <= 0 or (self.big_bet < self.small_bet and self.limit in (
                    Limit.FIXED_LIMIT.value, Limit.SPREAD_LIMIT.value)):
                raise CashTableError(msg("event-cash-bets-wrong",
                                         small_bet=Amount(self.small_bet),
                                         big_bet=Amount(self.big_bet)))

    def _keep(self, **values: object) -> None:
        """What the game does not use is set (a frozen value is set once, here)."""
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def _need_ante(self) -> None:
        if self.ante <= 0:
            raise CashTableError(msg("event-cash-needs-ante", game_name=game_title(self.game)))

    def _bring_in_game(self) -> None:
        """R-6.4: the stud family is dealt fixed limit here; the bring-in is above 0
        and at most the small bet (the bring-in player may complete to it)."""
        if self.limit != Limit.FIXED_LIMIT.value:
            raise CashTableError(msg("event-cash-stud-fixed-limit",
                                     game_name=game_title(self.game)))
        if not 0 < self.bring_in <= max(self.small_bet, 1):
            raise CashTableError(msg("event-cash-bring-in-wrong",
                                     bring_in_amount=Amount(self.bring_in),
                                     small_bet=Amount(self.small_bet)))

    @property
    def opening(self) -> Opening:
        return game_opening(self.game)

    @property
    def spread_blinds(self) -> bool:
        """A blinds game dealt spread limit: its ``big_bet`` is the table maximum (R-5.6)."""
        return spread_blinds(self.game, self.limit)

    @property
    def spread_maximum(self) -> int:
        """A spread-limit blinds game's table maximum, the largest bet or raise (R-5.6):
        its ``big_bet``; for one stored before the table maximum was asked (``big_bet``
        0), twice the big blind, the maximum it was always dealt at. 0 for any other game."""
        if not self.spread_blinds:
            return 0
        return self.big_bet or 2 * self.big_blind

    def check_table_maximum(self) -> None:
        """R-5.6: a new spread-limit blinds game names its table maximum, at least the
        big blind; refused in words when it is missing or below it (only a game stored
        before the maximum was asked keeps none, ``spread_maximum``)."""
        if not self.spread_blinds or self.big_bet >= self.big_blind:
            return
        if not self.big_bet:
            raise CashTableError(msg("event-cash-table-maximum-missing",
                                     big_blind=Amount(self.big_blind)))
        raise CashTableError(msg("event-cash-table-maximum-below", maximum=Amount(self.big_bet),
                                 big_blind=Amount(self.big_blind)))

    @property
    def unit(self) -> int:
        """The stakes' size for scaling buy-ins: the big blind, else the small bet,
        else (guts) the ante."""
        return self.big_blind or self.small_bet or self.ante

    @property
    def amounts(self) -> tuple[int, ...]:
        """The forced bets and bet sizes in play (the smallest chip makes each up)."""
        return tuple(a for a in (self.small_blind, self.big_blind, self.ante, self.bring_in,
                                 self.small_bet, self.big_bet) if a)

    @property
    def text(self) -> str:
        """"Texas hold'em, no limit 50/100" ("Seven-card stud, fixed limit 100/200,
        ante 10, bring-in 30"), in English."""
        return str(self.message)

    @property
    def message(self) -> Message:
        """The stakes as a message: "Texas hold'em, no limit 50/100"."""
        return self.described(game_title(self.game))

    def described(self, name: str) -> Message:
        """The stakes as a message with the game called ``name`` (a window's own name
        for it, in its language)."""
        betting = msg(f"event-limit-{self.limit.replace(' ', '-')}")
        if self.game in GUTS_GAMES:
            return msg("event-stakes-guts", game_name=name, ante=Amount(self.ante))
        if self.opening is Opening.BRING_IN:
            return msg("event-stakes-bring-in", game_name=name, betting_text=betting,
                       small_bet=Amount(self.small_bet), big_bet=Amount(self.big_bet),
                       ante=Amount(self.ante), bring_in_amount=Amount(self.bring_in))
        if self.opening is Opening.ANTES and not self.big_bet:  # no limit, pot limit
            return msg("event-stakes-antes-open", game_name=name, betting_text=betting,
                       small_bet=Amount(self.small_bet), ante=Amount(self.ante))
        if self.opening is Opening.ANTES:
            return msg("event-stakes-antes", game_name=name, betting_text=betting,
                       small_bet=Amount(self.small_bet), big_bet=Amount(self.big_bet),
                       ante=Amount(self.ante))
        if self.spread_blinds:  # the table maximum said with the blinds
            return msg("event-stakes-spread", game_name=name, betting_text=betting,
                       small_blind=Amount(self.small_blind), big_blind=Amount(self.big_blind),
                       maximum=Amount(self.spread_maximum))
        return msg("event-stakes", game_name=name, betting_text=betting,
                   small_blind=Amount(self.small_blind), big_blind=Amount(self.big_blind))

    @property
    def key(self) -> str:
        """"holdem|no limit|50/100"; a game without blinds adds its ante, bring-in
        and bets: "stud|fixed limit|0/0|10/30/100/200"."""
        base = f"{self.game}|{self.limit}|{self.small_blind}/{self.big_blind}"
        more = (self.ante, self.bring_in, self.small_bet, self.big_bet)
        return base + ("|" + "/".join(map(str, more)) if any(more) else "")

    @classmethod
    def from_key(cls, key: str) -> Stakes:
        game, limit, blinds, *rest = key.split("|")
        small, big = blinds.split("/")
        ante, bring_in, small_bet, big_bet = (int(x) for x in (
            rest[0].split("/") if rest else ("0", "0", "0", "0")))
        return cls(game, limit, int(small), int(big), ante, bring_in, small_bet, big_bet)


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


@frozen_record
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
