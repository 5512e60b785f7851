"""A hand's state as data: every field defined once, and the questions the data
answers by itself (DESIGN.md "The engine").

This module knows no rules. The rules modules (``checks``, ``betting_rules``,
``rounds``, ``draw``, ``evaluation``, ``showdown_rules``, ``transitions``) import
it and change a private copy of the data; the dealer's guide (``guide``) reads
it; ``state.HandState`` puts them together (``apply``, ``next_step``).

Each field is one line of ``HandData``: its type, whether it is kept per player
(a list in ``setup.seats`` order), for the hand, or for the betting round, its
value when the hand starts, and its ``kind``, which says how it is copied for
each event and how the snapshot (``state_data``) writes and reads it. The slots,
``start``, the copy ``apply`` makes and the snapshot are all derived from it.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import compress
from typing import Any, ClassVar, TypeVar

from director.engine import memo
from director.engine.cards import Card
from director.engine.hand.facts.events import Event, MaybeCard
from director.engine.hand.facts.pots import Pot, build_pots
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.facts.showdown import PotAward
from director.engine.messages import MessageError, msg


class HandError(MessageError):
    """An event the rules do not allow now; the message says why and what is expected."""


class NotNow(HandError):
    """An event that does not fit the hand's next step: ``HandState.apply`` names
    that step in the refusal (the rules modules do not know the dealer's guide)."""


class Phase(enum.Enum):
    POSTING = "posting"
    DEALING = "dealing"
    BETTING = "betting"
    DISCARDING = "discarding"
    DRAWING = "drawing"
    SHOWDOWN = "showdown"
    AWARDING = "awarding"
    COMPLETE = "complete"


# The members as module names too: ``from ... import BETTING`` reads as a global,
# where ``Phase.BETTING`` goes through ``EnumType.__getattr__`` in Python 3.11,
# five times a global's time; the engine's rules read them for every event (issue 33).
POSTING, DEALING, BETTING, DISCARDING = (
    Phase.POSTING, Phase.DEALING, Phase.BETTING, Phase.DISCARDING)
DRAWING, SHOWDOWN, AWARDING, COMPLETE = (
    Phase.DRAWING, Phase.SHOWDOWN, Phase.AWARDING, Phase.COMPLETE)


class Scope(enum.Enum):
    PLAYER = "per player"  # a list with one value per player, copied for each event
    HAND = "hand"
    ROUND = "betting round"


#: How a field's value is copied and stored: ``kind`` -> copied for each event.
KINDS: dict[str, bool] = {
    "ints": True, "optional ints": True, "flags": True, "hands": True, "known": True,
    "phase": False, "cards": False, "posts": False, "returned": False, "awards": False,
    "players": False, "int": False, "flag": False, "optional int": False,
}


@dataclass(slots=True)
class Field:
    """One field of the hand's state."""

    scope: Scope
    kind: str
    start: Callable[[HandSetup], Any]
    name: str = ""

    @property
    def copied(self) -> bool:
        """A list or dict the rules change in place: ``apply`` copies it."""
        return KINDS[self.kind]


def _player(kind: str, start: Callable[[HandSetup], Any]) -> Any:
    return Field(Scope.PLAYER, kind, start)


def _hand(kind: str, start: Callable[[HandSetup], Any]) -> Any:
    return Field(Scope.HAND, kind, start)


def _round(kind: str, start: Callable[[HandSetup], Any]) -> Any:
    return Field(Scope.ROUND, kind, start)


class _Each:
    """A start value: ``value`` (immutable) once per player."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __call__(self, setup: HandSetup) -> list[Any]:
        return [self.value] * setup.player_count


class _Const:
    """A start value: ``value`` (immutable) itself."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __call__(self, setup: HandSetup) -> Any:
        return self.value


class _Setups:
    """A start value: the setup's own ``expression`` of it (``setup.carried_pot``),
    which ``fill`` writes out as it is."""

    __slots__ = ("expression", "read")

    def __init__(self, expression: str) -> None:
        self.expression = expression
        self.read = eval(f"lambda setup: {expression}")  # the expressions below

    def __call__(self, setup: HandSetup) -> Any:
        return self.read(setup)


def _each(value: Any) -> Callable[[HandSetup], list[Any]]:
    return _Each(value)


def _const(value: Any) -> Callable[[HandSetup], Any]:
    return _Const(value)


T = TypeVar("T")


def _with_fields(cls: type[T]) -> type[T]:
    """``cls`` rebuilt with a slot for each ``Field`` of its body (in order)."""
    found: list[Field] = []
    body = dict(cls.__dict__)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field):
            value.name = name
            found.append(value)
            del body[name]
    body.pop("__dict__", None)
    body.pop("__weakref__", None)
    body["__slots__"] = ("setup", "_log", "_pending_log", *(f.name for f in found))
    body["FIELDS"] = tuple(found)
    rebuilt: type[T] = type(cls.__name__, cls.__bases__, body)
    return rebuilt


def forced_bets(setup: HandSetup) -> tuple[tuple[int, str, int], ...]:
    """The forced bets in posting order (R-4.1, R-4.2): antes, then blinds; with
    a big-blind ante the blind comes first, so a short stack covers it first.
    The same posts recur hand after hand at a table (its blinds, a level's antes):
    while every player has chips, they are worked out once per table shape and
    shared (a tuple: nobody changes it; issue 33)."""
    if 0 in setup.stacks:  # a player all-in from a dead deal's antes posts no ante
        return _forced_bets(setup)
    key = (setup.antes, setup.blinds, setup.dead_blinds, setup.big_blind_ante)
    try:
        posts = _POSTS.get(key)
    except TypeError:  # amounts given in a list: not kept
        return _forced_bets(setup)
    if posts is None:
        if len(_POSTS) >= 512:
            _POSTS.clear()
        posts = _POSTS[key] = _forced_bets(setup)
    return posts


_POSTS: dict[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], bool],
             tuple[tuple[int, str, int], ...]] = {}
memo.forgets(_POSTS.clear)


def _forced_bets(setup: HandSetup) -> tuple[tuple[int, str, int], ...]:
    """``forced_bets`` worked out."""
    # ``ante_of(i)`` and the like, read from the tuples (one per player, or empty).
    # (an empty tuple skipped without a comprehension: most hands have no dead blinds)
    # A player all-in from a dead deal's antes (R-6.5, no chips) posts nothing.
    antes = [(i, "ante", ante) for i, ante in enumerate(setup.antes)
             if ante and setup.stacks[i]] if setup.antes else []
    blinds = [(i, "blind", blind) for i, blind in enumerate(setup.blinds) if blind] \
        if setup.blinds else []
    dead = [(i, "dead blind", blind) for i, blind in enumerate(setup.dead_blinds) if blind] \
        if setup.dead_blinds else []
    if setup.big_blind_ante:
        return tuple(blinds + dead + antes)
    return tuple(antes + blinds + dead)


#: Phases after the last betting round: the pots are the layers of what each put in.
_ROUND_OVER = (Phase.SHOWDOWN, Phase.AWARDING, Phase.COMPLETE)  # a tuple: no Enum.__hash__


def _start_phase(posts: tuple[tuple[int, str, int], ...]) -> Phase:
    return Phase.POSTING if posts else Phase.DEALING


@_with_fields
class HandData:
    """The data of one hand at one moment. Players are indexes into
    ``setup.seats`` (clockwise from the first seat left of the button)."""

    FIELDS: ClassVar[tuple[Field, ...]]
    __slots__: ClassVar[tuple[str, ...]]  # set by _with_fields
    setup: HandSetup
    _log: tuple[Event, ...] | None
    _pending_log: Callable[[], tuple[Event, ...]] | None

    # ------------------------------------------------------------ per player
    stacks: list[int] = _player("ints", _Setups("list(setup.stacks)"))
    bets: list[int] = _player("ints", _each(0))  # in front of the player this round
    # put in the pots this hand; a redeal starts from each player's antes carried
    totals: list[int] = _player("ints", _Setups(
        "list(setup.carried_antes) if setup.carried_antes else [0] * len(setup.seats)"))
    acted_level: list[int] = _player("ints", _each(0))  # the bet they last acted on
    folded: list[bool] = _player("flags", _each(False))
    mucked: list[bool] = _player("flags", _each(False))
    shown: list[bool] = _player("flags", _each(False))
    acted: list[bool] = _player("flags", _each(False))
    hole: list[tuple[MaybeCard, ...]] = _player("hands", _each(()))
    discarded: list[tuple[MaybeCard, ...]] = _player("hands", _each(()))
    to_replace: list[int | None] = _player("optional ints", _each(None))  # draw

    # -------------------------------------------------------------- the hand
    phase: Phase = _hand("phase", lambda setup: _start_phase(forced_bets(setup)))
    board: tuple[MaybeCard, ...] = _hand("cards", _const(()))
    burned: tuple[MaybeCard, ...] = _hand("cards", _const(()))
    known: dict[Card, str] = _hand("known", _Setups("{}"))  # where each card is
    posts: tuple[tuple[int, str, int], ...] = _hand("posts", forced_bets)  # still due
    returned: tuple[tuple[int, int], ...] = _hand("returned", _const(()))
    awards: tuple[PotAward, ...] = _hand("awards", _const(()))
    dead: int = _hand("int", _Setups("setup.carried_pot - sum(setup.carried_antes)"))
    blind_shortfall: int = _hand(  # a missing blind counts as posted
        "int", _Setups("setup.missing_small_blind"))
    reshuffled: int = _hand("int", _const(0))
    openers_shown: bool = _hand("flag", _const(False))
    dead_deal: bool = _hand("flag", _const(False))
    opener: int | None = _hand("optional int", _const(None))

    # ----------------------------------------------- the street and its betting
    open_to: tuple[int, ...] = _round("players", _const(()))
    street: int = _round("int", _const(0))
    street_dealt: int = _round("int", _const(0))
    round_players: int = _round("int", _Setups("len(setup.seats)"))
    highest: int = _round("int", _const(0))
    full_level: int = _round("int", _const(0))
    last_raise: int = _round("int", _const(0))
    bets_made: int = _round("int", _const(0))  # cap
    street_burned: bool = _round("flag", _const(False))
    community_card: bool = _round("flag", _const(False))
    to_act: int | None = _round("optional int", _const(None))
    bring_in_due: int | None = _round("optional int", _const(None))
    first_actor: int | None = _round("optional int", _const(None))
    last_aggressor: int | None = _round("optional int", _const(None))
    final_aggressor: int | None = _round("optional int", _const(None))

    # ------------------------------------------------------------------ log

    @property
    def log(self) -> tuple[Event, ...]:
        """The events so far: the hand itself. A state restored from a snapshot
        (``state_data``) reads its stored log the first time it is asked for."""
        log = self._log
        if log is None:
            assert self._pending_log is not None
            log = self._log = self._pending_log()
            self._pending_log = None
        return log

    @log.setter
    def log(self, events: tuple[Event, ...]) -> None:
        self._log, self._pending_log = events, None

    def read_log_later(self, read: Callable[[], tuple[Event, ...]]) -> None:
        """The log is read by ``read`` when it is first asked for."""
        self._log, self._pending_log = None, read

    def fill(self, setup: HandSetup) -> None:
        """Every field as the hand starts (before any event)."""
        self.setup = setup
        self.log = ()
        for field in _FIELDS:
            setattr(self, field.name, field.start(setup))

    def copy_into(self, other: HandData) -> None:
        """``other`` gets every field of this state; lists and dicts are copied."""
        # Replaced below by the same copy written out field by field (faster).
        other.setup = self.setup
        for name in _SHARED:
            setattr(other, name, getattr(self, name))
        for name in _COPIED:
            setattr(other, name, getattr(self, name).copy())

    # ------------------------------------------------------------ questions

    @property
    def is_complete(self) -> bool:
        return self.phase is Phase.COMPLETE

    @property
    def pot_total(self) -> int:
        """All chips in the middle and on the table."""
        return sum(self.totals) + self.dead

    @property
    def carried_out(self) -> int:
        """R-6.5: chips a dead deal leaves in the pot for the next deal."""
        return self.pot_total if self.dead_deal else 0

    def carried_by_seat(self) -> dict[int, int]:
        """R-6.5: each seat's antes in the pot a dead deal leaves for the next deal
        (the redeal's ``carried_antes``); empty after any other hand."""
        if not self.dead_deal:
            return {}
        return {seat: put for seat, put in zip(self.setup.seats, self.totals, strict=True)
                if put}

    @property
    def seats(self) -> tuple[int, ...]:
        return self.setup.seats

    def player_at(self, seat: int) -> int:
        try:
            return self.setup.seats.index(seat)
        except ValueError:
            raise HandError(msg("hand-seat-not-dealt-in", seat=seat,
                                seat_numbers=self.setup.seats)) from None

    def is_live(self, player: int) -> bool:
        """Still holding a hand: not folded and not mucked."""
        return not self.folded[player] and not self.mucked[player]

    def live_players(self) -> list[int]:
        mucked = self.mucked
        return [i for i, folded in enumerate(self.folded) if not folded and not mucked[i]]

    def can_bet(self, player: int) -> bool:
        """Live with chips behind: able to take part in betting."""
        return self.is_live(player) and self.stacks[player] > 0

    def pots(self) -> tuple[Pot, ...]:
        """The main pot and side pots as they stand now (R-7.3): during a betting
        round cut only at all-in amounts, every player still in contesting the
        chips they may still call."""
        live = [not f for f in self.folded]
        if self.phase in _ROUND_OVER:  # every live player matched or all-in: the layers
            return build_pots(self.totals, live, self.dead)
        return build_pots(self.totals, live, self.dead, [stack == 0 for stack in self.stacks])

    def chips_in_play(self) -> int:
        """Stacks plus everything in the pots: the same at every step of the hand."""
        return sum(self.stacks) + self.pot_total

    def up_cards(self, player: int) -> list[MaybeCard]:
        """The face-up cards of a stud player, in the order dealt."""
        return list(compress(self.hole[player], up_flags(self.setup)))

    def payouts(self) -> dict[int, int]:
        """Chips each seat receives from the pots (after ``Award``)."""
        out: dict[int, int] = {}
        for award in self.awards:
            for player, chips in award.shares:
                seat = self.setup.seats[player]
                out[seat] = out.get(seat, 0) + chips
        return out

    def stacks_by_seat(self) -> dict[int, int]:
        return dict(zip(self.setup.seats, self.stacks, strict=True))

    def __repr__(self) -> str:
        return (
            f"<{type(self).__name__} {self.setup.game.name} {self.phase.value} "
            f"street={self.street} events={len(self.log)} stacks={self.stacks}>"
        )


_FIELDS = HandData.FIELDS
_COPIED = tuple(f.name for f in _FIELDS if f.copied)
_SHARED = ("_log", "_pending_log", *(f.name for f in _FIELDS if not f.copied))


def _written_out_copy() -> Callable[[HandData, HandData], None]:
    """``copy_into`` as one assignment per field, derived from ``FIELDS``: the
    dealer's ``apply`` copies the state at every event, and a loop of
    ``getattr``/``setattr`` over the field names cost most of it (issue 21)."""
    lines = ["def copy_into(self, other):", "    other.setup = self.setup"]
    lines += [f"    other.{name} = self.{name}" for name in _SHARED]
    lines += [f"    other.{name} = self.{name}.copy()" for name in _COPIED]
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), namespace)  # the names are the slots above
    function: Callable[[HandData, HandData], None] = namespace["copy_into"]
    function.__doc__ = HandData.copy_into.__doc__
    return function


HandData.copy_into = _written_out_copy()  # type: ignore[method-assign,assignment]


def _written_out_fill() -> Callable[[HandData, HandSetup], None]:
    """``fill`` as one assignment per field, derived from ``FIELDS``, constants and
    per-player lists written in place: every hand replayed starts with it."""
    namespace: dict[str, Any] = {}
    lines = ["def fill(self, setup):", "    self.setup = setup", "    self._log = ()",
             "    self._pending_log = None",
             "    n = len(setup.seats)",  # ``setup.player_count`` without the property's call
             "    posts = forced_bets(setup)"]
    namespace.update(forced_bets=forced_bets, POSTING=POSTING, DEALING=DEALING)
    for number, field in enumerate(_FIELDS):
        start, name = field.start, f"start_{number}"
        if isinstance(start, _Each):
            namespace[name] = start.value
            lines.append(f"    self.{field.name} = [{name}] * n")
        elif isinstance(start, _Const):
            namespace[name] = start.value
            lines.append(f"    self.{field.name} = {name}")
        elif isinstance(start, _Setups):
            lines.append(f"    self.{field.name} = {start.expression}")
        elif start is forced_bets:
            lines.append(f"    self.{field.name} = posts")
        elif field.name == "phase":  # from the same forced bets (``_start_phase``)
            lines.append(f"    self.{field.name} = POSTING if posts else DEALING")
        else:
            namespace[name] = start
            lines.append(f"    self.{field.name} = {name}(setup)")
    exec("\n".join(lines), namespace)  # the names are the slots above
    function: Callable[[HandData, HandSetup], None] = namespace["fill"]
    function.__doc__ = HandData.fill.__doc__
    return function


HandData.fill = _written_out_fill()  # type: ignore[method-assign,assignment]


_UP_FLAGS: dict[str, tuple[bool, ...]] = {}
memo.forgets(_UP_FLAGS.clear)


def up_flags(setup: HandSetup) -> Sequence[bool]:
    """Which hole-card positions are dealt face up (stud)."""
    flags = _UP_FLAGS.get(setup.game.key)
    if flags is None:
        built: list[bool] = []
        for street in setup.game.streets:
            built.extend([False] * street.down + [True] * street.up)
        flags = _UP_FLAGS[setup.game.key] = tuple(built)
    return flags


_UP_RUNS: dict[str, slice] = {}
memo.forgets(_UP_RUNS.clear)


def up_run(setup: HandSetup) -> slice:
    """The hole-card positions dealt face up (``up_flags``) as one slice: in every
    game they are one run (stud: the third card to the sixth; none in the others), so
    a player's up cards are ``hole[up_run(setup)]``, read without a call a player
    (issue 33). A game whose up cards were not one run would be refused here."""
    run = _UP_RUNS.get(setup.game.key)
    if run is None:
        flags = up_flags(setup)
        first = flags.index(True) if True in flags else 0
        last = first + flags.count(True)
        if True in flags[last:]:
            raise ValueError(f"the up cards of {setup.game.key} are not one run")
        run = _UP_RUNS[setup.game.key] = slice(first, last)
    return run
