"""A practice scenario (issue 30): the table a trainee deals on the stand-alone
dealer panel or in training: the game and its limit, the level, the seats and
their stacks, the button, the cash or tournament table it stands for (R-6.4's
open pair, R-3.7's straddle), and any cards fixed in advance, so that a short
all-in, a pot-limit maximum, the 32-card deck or a game of a mixed rotation can
be drilled on purpose.

The file format is TOML (read with the standard library's ``tomllib``)::

    title = "Pot limit: three raises in a row"
    title_hu = "Pot limit: három emelés egymás után"
    rules = ["R-5.4"]
    game = "holdem"           # a GAMES key, or guts-monte-carlo / guts-survivor
    limit = "pot limit"       # no limit, pot limit, fixed limit, spread limit
    blinds = [5, 10]          # small and big blind
    bets = [10, 20]           # fixed limit: small and big bet; spread limit: least, most
    ante = 0
    bring_in = 0
    button = 4
    cash = false              # a cash table: open pair on (R-6.4), straddle allowed (R-3.7),
                              # fixed limit uncapped heads-up (R-5.5)
    straddle = false
    board = "2c 7d 8h Jc Qs"  # optional: cards dealt as typed, in order
    burns = "3d 4d 5d"
    [seats]                   # seat = stack
    1 = 1000
    2 = 1000
    [hole]                    # optional: each seat's cards in the order dealt
    1 = "As Kd"
    [replacements]            # optional, five-card draw: the cards drawn
    1 = "2c 3c"

A scenario that does not fit the rules is refused with a message saying what
(``ScenarioError``): a straddle at a fixed-limit table (R-3.7), a card given
twice (R-1.4), more hole or board cards than the game deals, more seats than the
game allows (R-4.5), a level the engine
cannot deal (its own refusal, or the structure's: no bet of a chip, a big bet under
the small; found by dealing the table as the scenario is made, so that neither the
practice panel nor training meets it when it deals).
A stack, blind, bet, ante or bring-in above ``MAX_AMOUNT`` (one trillion, the
largest amount the program counts anywhere) is refused naming its row
(``seats.3``, ``blinds``).
"""

from __future__ import annotations

import re
import stat
import tomllib
from collections.abc import Mapping
from dataclasses import field
from pathlib import Path
from typing import Any

from director.engine.cards import Card, CardError, parse_cards
from director.engine.frozen import frozen_record
from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.games import GAMES, Opening
from director.engine.hand.facts.setup import HandOptions, straddle_refusal
from director.engine.hand.rules.guts import GUTS_PLAYER_LIMIT, GutsKind
from director.engine.messages import Amount, MessageError, msg
from director.resources import resource_dir
from director.services.core.documents import MAX_AMOUNT, HouseRules
from director.services.tables.dealer_cash import CashSeats
from director.services.tables.dealer_session import USUAL_GAMES, DealerSession, TableGame
from director.services.tables.table_game import house_betting

GUTS = {"guts-monte-carlo": GutsKind.MONTE_CARLO, "guts-survivor": GutsKind.SURVIVOR}
LIMITS = {limit.value: limit for limit in Limit}
SCENARIO_FOLDER = "scenarios"
#: The largest scenario file read (the examples are under 2 KB).
MAX_SCENARIO_BYTES = 100_000


class ScenarioError(MessageError):
    """A scenario that cannot be dealt; the message says what is wrong."""


@frozen_record
class Scenario:
    """A practice table (see the module's docstring for the file format)."""

    game: str
    limit: Limit
    stacks: Mapping[int, int]
    button: int
    blinds: tuple[int, int] = (0, 0)
    bets: tuple[int, int] = (0, 0)
    ante: int = 0
    bring_in: int = 0
    cash: bool = False
    straddle: bool = False
    hole: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    board: tuple[Card, ...] = ()
    burns: tuple[Card, ...] = ()
    replacements: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    title: str = ""
    title_hu: str = ""
    rules: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        check(self)

    @property
    def is_guts(self) -> bool:
        return self.game in GUTS

    def title_in(self, language: str) -> str:
        return (self.title_hu if language == "hu" and self.title_hu else self.title) or self.game

    def cards(self) -> tuple[Card, ...]:
        """Every card the scenario fixes."""
        return (*(c for h in self.hole.values() for c in h), *self.board, *self.burns,
                *(c for h in self.replacements.values() for c in h))

    def table_game(self) -> TableGame:
        """The game, structure and level of the table (R-8.1)."""
        small, big = self.blinds
        if self.is_guts:
            return TableGame("guts", Betting.fixed_limit(1, 1), ante=self.ante,
                             guts=GUTS[self.game])
        options = HandOptions.for_event(self.cash, self.limit, straddle=self.straddle)
        return TableGame(self.game, self.betting(), small_blind=small, big_blind=big,
                         ante=self.ante, bring_in=self.bring_in, options=options)

    def betting(self) -> Betting:
        small, big = self.bets if any(self.bets) else (self.blinds[1], 2 * self.blinds[1])
        if self.limit is Limit.FIXED_LIMIT:
            # R-5.5 by the rules' defaults: uncapped heads-up at a cash table, not at a
            # tournament's (the event's house rules, as its tables deal them)
            return house_betting(self.limit, small, big, HouseRules(), self.cash)
        if self.limit is Limit.SPREAD_LIMIT:
            return Betting.spread_limit(small, big)
        least = self.blinds[1] or small
        return Betting.no_limit(least) if self.limit is Limit.NO_LIMIT \
            else Betting.pot_limit(least)

    def session(self) -> DealerSession:
        """A dealer session on an in-memory table dealing this scenario."""
        cash: CashSeats | None = PracticeCash(self.straddle) if self.cash else None
        return DealerSession(self.table_game(), dict(self.stacks), self.button, cash=cash)


class PracticeCash:
    """A practice cash table (``CashSeats``): nobody away or posting, and the
    straddle at every hand when the scenario asks for one (R-3.7)."""

    def __init__(self, straddle: bool) -> None:
        self.straddle = straddle

    def sitting_out(self) -> frozenset[int]:
        return frozenset()

    def posting(self) -> frozenset[int]:
        return frozenset()

    def straddle_next(self) -> bool:
        return self.straddle

    def hand_started(self, hand: object, conn: object) -> frozenset[str]:
        return frozenset()  # never called: a practice table is not stored


def check(s: Scenario) -> None:
    """The refusals of a scenario that cannot be dealt, each saying why."""
    if s.game not in GAMES and s.game not in GUTS:
        raise ScenarioError(msg("practice-unknown-game", name=s.game,
                                names=", ".join([*GAMES, *GUTS])))
    if s.straddle:
        refusal = straddle_refusal(s.limit) if s.cash else msg("practice-straddle-cash")
        if refusal is not None:
            raise ScenarioError(refusal)
    if len(s.stacks) < 2 or any(stack <= 0 for stack in s.stacks.values()):
        raise ScenarioError(msg("practice-two-stacks"))
    limit = GUTS_PLAYER_LIMIT if s.is_guts else GAMES[s.game].player_limit()
    if len(s.stacks) > limit:
        name = s.game if s.is_guts else GAMES[s.game].name
        raise ScenarioError(msg("hand-setup-too-many", game=name, count=limit,
                                players=len(s.stacks)))
    if s.button not in s.stacks:
        raise ScenarioError(msg("practice-button-seat", seat=s.button))
    if not s.is_guts and GAMES[s.game].opening is Opening.BLINDS and not s.blinds[1]:
        raise ScenarioError(msg("practice-blinds-needed", name=s.game))
    if s.blinds[0] > s.blinds[1]:  # a small blind above the big one was dealt as given
        raise ScenarioError(msg("event-cash-blinds-wrong", small_blind=Amount(s.blinds[0]),
                                big_blind=Amount(s.blinds[1])))
    seen: set[Card] = set()
    for card in s.cards():
        if card in seen:
            raise ScenarioError(msg("hand-card-entered-twice", card=str(card)))
        seen.add(card)
    for seat in (*s.hole, *s.replacements):
        if seat not in s.stacks:
            raise ScenarioError(msg("practice-cards-seat", seat=seat))
    missing = sorted(set(s.stacks) - set(s.hole))
    if s.hole and missing:  # a deal without cards gives every seat unknown cards at once
        raise ScenarioError(msg("practice-hole-every-seat", seat=missing[0]))
    if not s.is_guts:  # cards the game never deals were dropped without a word
        game = GAMES[s.game]
        for seat, cards in s.hole.items():
            if len(cards) > game.hole_cards:
                raise ScenarioError(msg("practice-too-many-hole", seat=seat, count=len(cards),
                                        game=game.name, hole_count=game.hole_cards))
        board = sum(street.board for street in game.streets)
        if len(s.board) > board:
            raise ScenarioError(msg("practice-too-many-board", count=len(s.board),
                                    game=game.name, board_count=board))
    try:  # the level as the engine deals it: a table that cannot be dealt is no scenario
        s.session()
    except ValueError as exc:
        if isinstance(exc, MessageError):
            raise ScenarioError(exc.message) from None
        raise ScenarioError(msg("practice-bad-stakes", text=str(exc))) from None


# ------------------------------------------------------------------ files


def _cards(value: object, where: str) -> tuple[Card, ...]:
    if not isinstance(value, str):
        raise ScenarioError(msg("practice-not-cards", name=where))
    try:
        return tuple(parse_cards(value))
    except CardError as exc:
        raise ScenarioError(exc.message) from None


def _seat_cards(table: object, where: str) -> dict[int, tuple[Card, ...]]:
    if not isinstance(table, dict):
        raise ScenarioError(msg("practice-not-a-table", name=where))
    return {_seat(k, where): _cards(v, f"{where}.{k}") for k, v in table.items()}


def _seat(key: str, where: str) -> int:
    if not key.isdigit() or not 1 <= int(key) <= 10:
        raise ScenarioError(msg("practice-not-a-seat", name=where, text=key))
    return int(key)


def _chips(value: int, where: str) -> int:
    """An amount of chips at most ``MAX_AMOUNT``, the largest the program counts
    anywhere (the user's guide, "Limits"); one beyond is refused naming its row."""
    if value > MAX_AMOUNT:
        raise ScenarioError(msg("practice-too-many-chips", name=where, amount=Amount(value),
                                maximum=Amount(MAX_AMOUNT)))
    return value


def _pair(data: Mapping[str, Any], key: str) -> tuple[int, int]:
    value = data.get(key, [0, 0])
    if not (isinstance(value, list) and len(value) == 2
            and all(isinstance(x, int) and x >= 0 for x in value)):
        raise ScenarioError(msg("practice-not-a-pair", name=key))
    return _chips(value[0], key), _chips(value[1], key)


def _whole(data: Mapping[str, Any], key: str, default: int = 0) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ScenarioError(msg("practice-not-a-number", name=key))
    return value


def _button(data: Mapping[str, Any], first: int) -> int:
    """The button's seat; one that is no seat number ("3", 1.5) refused as no seat, not
    as "a whole number of chips"."""
    value = data.get("button", first)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ScenarioError(msg("practice-not-a-seat", name="button", text=str(value)))
    return value


def _flag(data: Mapping[str, Any], key: str) -> bool:
    """``true`` or ``false`` as TOML writes them; anything else refused in words (a
    quoted "false" is a text, which Python's ``bool`` read as true: a cash table)."""
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise ScenarioError(msg("practice-not-true-false", name=key))
    return value


def _amount(data: Mapping[str, Any], key: str) -> int:
    return _chips(_whole(data, key), key)


def from_data(data: Mapping[str, Any]) -> Scenario:
    """A scenario from a file's table (``ScenarioError`` saying what is wrong)."""
    limit = LIMITS.get(str(data.get("limit", "no limit")))
    if limit is None:
        raise ScenarioError(msg("practice-unknown-limit", name=str(data.get("limit")),
                                names=", ".join(LIMITS)))
    seats = data.get("seats")
    if not isinstance(seats, dict):
        raise ScenarioError(msg("practice-not-a-table", name="seats"))
    stacks = {_seat(k, "seats"): v for k, v in seats.items()}
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in stacks.values()):
        raise ScenarioError(msg("practice-two-stacks"))
    for seat, stack in stacks.items():
        _chips(stack, f"seats.{seat}")
    rules = data.get("rules", [])
    return Scenario(
        game=str(data.get("game", "holdem")), limit=limit, stacks=stacks,
        button=_button(data, min(stacks, default=1)),
        blinds=_pair(data, "blinds"), bets=_pair(data, "bets"), ante=_amount(data, "ante"),
        bring_in=_amount(data, "bring_in"), cash=_flag(data, "cash"),
        straddle=_flag(data, "straddle"),
        hole=_seat_cards(data.get("hole", {}), "hole"),
        board=_cards(data.get("board", ""), "board"),
        burns=_cards(data.get("burns", ""), "burns"),
        replacements=_seat_cards(data.get("replacements", {}), "replacements"),
        title=str(data.get("title", "")), title_hu=str(data.get("title_hu", "")),
        rules=tuple(str(r) for r in rules) if isinstance(rules, list) else ())


def read_scenario(path: Path) -> Scenario:
    """A scenario file; ``ScenarioError`` for one that cannot be read or dealt."""
    beyond = msg("practice-beyond-a-scenario", name=path.name,
                 most_bytes=Amount(MAX_SCENARIO_BYTES))
    try:
        kind = path.stat()
        if not stat.S_ISDIR(kind.st_mode) and (
                not stat.S_ISREG(kind.st_mode) or kind.st_size > MAX_SCENARIO_BYTES):
            raise ScenarioError(beyond)  # a device or a pipe would be read for ever
        written = path.read_text(encoding="utf-8")
        data = tomllib.loads(written)
    except ScenarioError:
        raise
    except OSError as exc:
        raise ScenarioError(msg("practice-unreadable", name=path.name,
                                text=exc.strerror or str(exc))) from None
    except UnicodeDecodeError:
        raise ScenarioError(msg("practice-not-utf8", name=path.name)) from None
    except tomllib.TOMLDecodeError as exc:
        line, column = _where_toml_stopped(exc, written)
        raise ScenarioError(msg("practice-not-toml", name=path.name, line_number=line,
                                column_number=column)) from None
    except (ValueError, RecursionError):  # a number past 4,300 digits, lists nested deep
        raise ScenarioError(beyond) from None
    return from_data(data)


def _where_toml_stopped(exc: tomllib.TOMLDecodeError, written: str) -> tuple[int, int]:
    """The line and column where the TOML reader stopped, for the person to mend the
    file there: its own words name them ("at line 3, column 1"), or the end of the
    file ("at end of document": a quote or a bracket never closed)."""
    place = re.search(r"at line (\d+), column (\d+)", str(exc))
    if place is not None:
        return int(place.group(1)), int(place.group(2))
    last = written.split("\n")
    return len(last), len(last[-1]) + 1


def shipped_scenarios() -> dict[str, Path]:
    """The example scenarios shipped with the program, by file name."""
    folder = resource_dir() / SCENARIO_FOLDER
    return {p.stem: p for p in sorted(folder.glob("*.toml"))}


def usual_scenario(game: str) -> Scenario:
    """A six-seat table of 10,000 each at a game's usual level (the panel's default);
    a name that is no game is refused in words."""
    if game not in USUAL_GAMES:
        raise ScenarioError(msg("practice-unknown-game", name=game,
                                names=", ".join(USUAL_GAMES)))
    usual = USUAL_GAMES[game]
    key = game if usual.guts is not None else usual.key
    betting = usual.betting
    fixed = betting.limit in (Limit.FIXED_LIMIT, Limit.SPREAD_LIMIT)
    return Scenario(key, betting.limit, {seat: 10_000 for seat in (1, 2, 4, 5, 7, 9)}, 1,
                    blinds=(usual.small_blind, usual.big_blind),
                    bets=(betting.small_bet, betting.big_bet) if fixed else (0, 0),
                    ante=usual.ante, bring_in=usual.bring_in)
