"""The director's remote as a table of named commands (issue 32), as qutebrowser
registers its commands: each ``RemoteCommand`` has a ``name`` (what the phone
sends), a ``check`` (reads what it needs and refuses what cannot be done, with
a message), a ``command`` (the console's own service: stored, undoable with
Ctrl+Z at the laptop) and a ``message`` (what was done, from what was checked and
what the command gave back). ``RemoteCommands.run``
looks a name up and runs the three; nothing else decides what the remote may do.

No Qt here: the program runs commands on its own thread (the desktop hands them
to Qt's; ``ThreadedCommands`` to a thread of their own where there is no Qt).
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any, Generic, TypeVar

from sqlmodel import select

from director.engine.event.cash_tables import Stakes
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, msg
from director.services.cash.cash_tables import CashTableService
from director.services.clock.clock import clock_from_row
from director.services.core.action_log import ActionRecord, undo_last
from director.services.core.message_data import stakes_message, table_label
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.core.validation import MAX_SEATS, ident
from director.services.core.validation import name as checked_name
from director.services.events.console_queries import players
from director.services.events.event_service import EventService
from director.services.events.player_names import same_player
from director.services.room.numbers import player_names
from director.services.seating.seating_service import Entered, SeatingService
from director.services.tournament.rows import not_in_play, numbered_name, tournament
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from director.store.models import CashWaiting, Entry, Seat, TableRow
from director.store.models import ClockState as ClockRow
from director.store.models import Event as EventRow

T = TypeVar("T")
R = TypeVar("R")
ONE_MINUTE = 60


@frozen_record
class Where:
    """Where a command runs: the open event, at ``now``."""

    db: Database
    event_id: int
    now: datetime


@frozen_record
class RemoteCommand(Generic[T, R]):
    """One command of the remote: ``check`` gives what ``command`` and ``message``
    need (or raises ``ServiceError`` saying why not); ``message`` says what was done
    from that and what ``command`` gave back (a new player's seat)."""

    name: str
    check: Callable[[Where, Mapping[str, object]], T]
    command: Callable[[Where, T], R]
    message: Callable[[T, R], Message]


# ------------------------------------------------------------------ the clock

def _clock_running(where: Where, _args: Mapping[str, object]) -> bool:
    """Whether the event's clock runs now; refused for an event without one."""
    with UnitOfWork(where.db, reads_only=True) as uow:
        row = uow.session.get(EventRow, where.event_id)
        if row is None or row.kind != "tournament":
            raise ServiceError(msg("svc-remote-no-clock"))
        structure = tournament(uow.session, where.event_id)[1].structure()
        clock = uow.session.get(ClockRow, where.event_id)
        return clock is not None and clock_from_row(clock).view(where.now, structure).running


def _start(where: Where, running: bool) -> None:
    if not running:
        EventService(where.db).resume_clock(where.event_id, where.now)


def _pause(where: Where, running: bool) -> None:
    if running:
        EventService(where.db).pause_clock(where.event_id, where.now)


def _add_minute(where: Where, _running: bool) -> None:
    EventService(where.db).add_time(where.event_id, where.now, ONE_MINUTE)


def _remove_minute(where: Where, _running: bool) -> None:
    EventService(where.db).remove_time(where.event_id, where.now, ONE_MINUTE)


# ------------------------------------------------------------------ players

@frozen_record
class Playing:
    entry: int
    player_id: int
    name: str  # the player's name
    number: int  # the entry's: 2 for a first re-entry
    stack: int

    @property
    def player(self) -> str:
        """The entry as the console names it: a re-entry with its number, "Anna (2)"."""
        return numbered_name(self.name, self.number)


def _playing_entry(where: Where, args: Mapping[str, object], out_too: bool = False
                   ) -> Playing:
    """The entry the phone names (``{"entry": 7}``), if it still plays in this event
    (``out_too``: or is out of it, for a rebuy back in, which the service checks); a
    number no entry can have (0, 2**70) is refused as the services' door refuses it."""
    entry_id = _number(args, "entry", "svc-remote-which-entry", "the entry")
    with UnitOfWork(where.db, reads_only=True) as uow:
        s = uow.session
        entry = s.get(Entry, entry_id)
        if entry is None or entry.event_id != where.event_id or (
                entry.place is not None and not out_too):
            raise ServiceError(not_in_play(s, where.event_id, entry_id))
        seat = s.exec(select(Seat).where(Seat.entry_id == entry_id)).first()
        name = player_names(s, {entry.player_id}).get(entry.player_id, f"#{entry.player_id}")
    return Playing(entry_id, entry.player_id, name, entry.number,
                   0 if seat is None else seat.stack)


@frozen_record
class Bust:
    """A bust the phone sends: who is out, the one tapped first and any others out in
    the same hand (``out``), the chips each began it with as far as their order goes
    (``began``: R-8.5, the bigger stack finishes higher, the same tie), and who won
    the pot (``won_by``), which a bounty on their heads needs (it is paid to them)."""

    out: tuple[Playing, ...]
    began: Mapping[int, int]
    won_by: Playing | None


def _bust_check(where: Where, args: Mapping[str, object]) -> Bust:
    """The entry out (``{"entry": 7}``), any others out in the same hand
    (``{"also": [8, 9]}``) and who had more chips when it began (``{"ranks": {"7": 1,
    "8": 2, "9": 2}}``: 1 the most, equal ranks tie; where not said, the stacks the
    program holds; where the dealer panel dealt the hand, its own starting stacks
    decide whatever is said), and, where named, the entry that won the pot
    (``{"won_by": 3}``), each still playing in this event."""
    also = args.get("also", [])
    if not isinstance(also, list):
        raise ServiceError(msg("svc-remote-which-entry"))
    if len(also) >= MAX_SEATS:  # read before any entry is: a table's others at most
        raise ServiceError(msg("svc-remote-bust-too-many", count=MAX_SEATS))
    out = [_playing_entry(where, args)]
    for entry in also:
        one = _playing_entry(where, {"entry": entry})
        if any(o.entry == one.entry for o in out):
            raise ServiceError(msg("svc-remote-bust-named-twice", player=one.player))
        out.append(one)
    won_by = args.get("won_by")
    return Bust(tuple(out), _began(out, args.get("ranks")),
                None if won_by is None else _playing_entry(where, {"entry": won_by}))


def _began(out: list[Playing], ranks: object) -> dict[int, int]:
    """``{entry: chips}`` in the order ``ranks`` gives (1 the most chips), or the stacks
    the program holds where no ranks are sent; ranks for other entries, or a rank
    outside 1 to the number out, are refused."""
    if ranks is None:
        return {o.entry: o.stack for o in out}
    count = len(out)
    if not isinstance(ranks, Mapping) or set(ranks) != {str(o.entry) for o in out} or \
            not all(type(r) is int and 1 <= r <= count for r in ranks.values()):
        raise ServiceError(msg("svc-remote-bust-ranks", count=count))
    return {o.entry: count + 1 - ranks[str(o.entry)] for o in out}


def _bust(where: Where, bust: Bust) -> None:
    TournamentService(where.db).bust(
        where.event_id, bust.began, where.now,
        eliminators=() if bust.won_by is None else (bust.won_by.entry,))


def _busted(bust: Bust) -> Message:
    if len(bust.out) > 1:
        names = ", ".join(o.player for o in bust.out)
        if bust.won_by is None:
            return msg("svc-remote-busted-many", names=names)
        return msg("svc-remote-busted-many-by", names=names, winner=bust.won_by.player)
    [out] = bust.out
    if bust.won_by is None:
        return msg("svc-remote-busted", player=out.player)
    return msg("svc-remote-busted-by", player=out.player, winner=bust.won_by.player)


def _entry_in_or_out(where: Where, args: Mapping[str, object]) -> Playing:
    """The entry a rebuy or a re-entry names: still playing, or busted and coming back
    (R-8.6)."""
    return _playing_entry(where, args, out_too=True)


def _rebuy(where: Where, entry: Playing) -> None:
    TournamentService(where.db).rebuy(entry.entry, where.now)


def _add_on(where: Where, entry: Playing) -> None:
    TournamentService(where.db).add_on(entry.entry, where.now)


def _re_enter(where: Where, out: Playing) -> None:
    """The player of a busted entry buys a new one (R-8.6; the service refuses one still
    in, re-entries used up or closed, or no seat free)."""
    SeatingService(where.db).enter_and_seat(where.event_id, out.player_id, where.now)


# ------------------------------------------------------------------ undo

def _seen(_where: Where, args: Mapping[str, object]) -> int:
    """The action the phone showed under Undo (``{"seen": 42}``): only that one is
    taken back, so an action taken at the laptop meanwhile is refused by name."""
    return _number(args, "seen", "svc-remote-which-action", "the action")


def _whole(args: Mapping[str, object], key: str, which: str) -> int:
    """The whole number the phone sends as ``key``, not a text or a true or false:
    refused in the words ``which``."""
    number = args.get(key)
    if not isinstance(number, int) or isinstance(number, bool):
        raise ServiceError(msg(which))
    return number


def _number(args: Mapping[str, object], key: str, which: str, what: str) -> int:
    """The number of a row the phone sends as ``key`` (``_whole``), checked as the
    services' door checks one (``ident``: 0 or 2**70 refused, naming ``what``)."""
    return ident(_whole(args, key, which), what)


def _undo(where: Where, seen: int) -> ActionRecord:
    """Ctrl+Z at the laptop (``action_log.undo_last``), of the action the phone showed."""
    return undo_last(where.db, where.event_id, where.now, seen=seen)


# ------------------------------------------------------------------ a new player

@frozen_record
class Newcomer:
    """A player the phone registers by name: a known player of the database (its id,
    the name as stored), or a new one (``player`` None), added with the entry."""

    name: str
    player: int | None


def _newcomer(where: Where, args: Mapping[str, object]) -> Newcomer:
    """Who the name typed (``{"name": "Kati"}``) is: the player of the database whose
    name it is in any case, with or without accents, as the console's registration by
    typing matches it, else a new player of that name."""
    name = args.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ServiceError(msg("svc-remote-which-name"))
    typed = checked_name(name, "the player's name").strip()
    player, stored = same_player(players(where.db), typed)
    return Newcomer(stored, player)


def _register(where: Where, who: Newcomer) -> Entered:
    """The console's registration (``SeatingService.enter``): seated once the seats are
    drawn, a new player added with the entry (a refused entry adds nobody)."""
    return SeatingService(where.db).enter(
        where.event_id, who.name if who.player is None else who.player, where.now)


def _registered(who: Newcomer, done: Entered) -> Message:
    """What was done: the seat drawn, or why there is none yet."""
    if done.table is not None and done.seat is not None:
        where = msg("svc-remote-at-seat", table_text=table_label(done.table_name),
                    seat=done.seat)
    else:
        where = msg("svc-remote-no-empty-seat" if done.drawn else "svc-remote-seat-at-draw")
    return msg("svc-remote-registered", player=who.name,
               added="yes" if who.player is None else "no", where_text=where)


# ------------------------------------------------------------------ a cash game

@frozen_record
class Listing:
    """A name the phone puts on the cash game's waiting list, for ``stakes``."""

    who: Newcomer
    stakes: Stakes


def _listing(where: Where, args: Mapping[str, object]) -> Listing:
    """Who (``{"name": "Zoli"}``, as a registration names a player) waits for which
    stakes (``{"stakes": "holdem|no limit|25/50"}``, as the remote's view gives them)."""
    who = _newcomer(where, args)
    key = args.get("stakes")
    try:
        stakes = Stakes.from_key(key) if isinstance(key, str) else None
    except ValueError:
        stakes = None
    if stakes is None:
        raise ServiceError(msg("svc-remote-which-stakes"))
    return Listing(who, stakes)


def _list(where: Where, listing: Listing) -> int:
    """The cash pages' Put on the waiting list (``add_waiting``): a new name added
    with it, nobody when it is refused."""
    who = listing.who
    return CashTableService(where.db).add_waiting(
        where.event_id, who.name if who.player is None else who.player, listing.stakes,
        where.now)


@frozen_record
class Waiter:
    """A name on the waiting list the phone names (its row's number)."""

    waiting: int
    player: int
    name: str
    stakes: Stakes


def _waiter(where: Where, args: Mapping[str, object]) -> Waiter:
    """The name on this game's waiting list the phone names (``{"waiting": 3}``)."""
    number = _number(args, "waiting", "svc-remote-which-waiting", "the name on the list")
    with UnitOfWork(where.db, reads_only=True) as uow:
        row = uow.session.get(CashWaiting, number)
        if row is None or row.event_id != where.event_id or row.kind != "wait":
            raise ServiceError(msg("svc-not-on-waiting-list"))
        name = player_names(uow.session, {row.player_id}).get(row.player_id, "")
    return Waiter(number, row.player_id, name, Stakes.from_key(row.stakes))


def _take_off(where: Where, waiter: Waiter) -> None:
    CashTableService(where.db).remove_waiting(waiter.waiting, where.now)


@frozen_record
class Sitting:
    """A name on the waiting list seated at ``table`` with a buy-in of ``buy_in``."""

    waiter: Waiter
    table: int
    table_name: str
    buy_in: int


def _sitting(where: Where, args: Mapping[str, object]) -> Sitting:
    """The name (``waiting``), the open table of this game (``table``) and the buy-in
    (``buy_in``, a whole number of chips) the phone sends; the service checks the rest
    (the table's stakes and bounds, an empty seat)."""
    waiter = _waiter(where, args)
    buy_in = _whole(args, "buy_in", "svc-remote-which-buy-in")
    return Sitting(waiter, *_open_table(where, args), buy_in)


def _open_table(where: Where, args: Mapping[str, object]) -> tuple[int, str]:
    """The open table of this event the phone names (``{"table": 4}``): its id and
    name; another event's, a closed one or none refused alike."""
    table_id = _number(args, "table", "svc-remote-which-table", "the table")
    with UnitOfWork(where.db, reads_only=True) as uow:
        table = uow.session.get(TableRow, table_id)
        if table is None or table.event_id != where.event_id or table.closed:
            raise ServiceError(msg("svc-remote-which-table"))
        return table_id, table.name


def _sit(where: Where, sitting: Sitting) -> int:
    """The cash pages' Seat the player (``sit``, a seat drawn): their names on the
    waiting list for the table's stakes go with it (R-8.7)."""
    return CashTableService(where.db).sit(sitting.table, sitting.waiter.player,
                                          sitting.buy_in, where.now)


@frozen_record
class SeatTaken:
    """A seat at a cash table the phone names, with the player it saw there (a seat
    changed at another station meanwhile is refused by name), and the chips named:
    a top-up, or a cash-out (None: the whole stack)."""

    table: int
    table_name: str
    seat: int
    player: int
    name: str  # the player's
    amount: int | None


def _seat_taken(where: Where, args: Mapping[str, object], amount_needed: bool) -> SeatTaken:
    """``{"table": 4, "seat": 3, "player": 12, "amount": 1000}``: an open table of this
    game, a seat number, the player seen in it, a whole number of chips (``amount``
    left out of a cash-out: the whole stack)."""
    table, table_name = _open_table(where, args)
    seat = _whole(args, "seat", "svc-remote-which-seat")
    if not 1 <= seat <= MAX_SEATS:
        raise ServiceError(msg("svc-remote-which-seat"))
    player = _number(args, "player", "svc-remote-which-player", "the player")
    amount = None if args.get("amount") is None and not amount_needed else _whole(
        args, "amount", "svc-remote-which-amount")
    with UnitOfWork(where.db, reads_only=True) as uow:
        who = player_names(uow.session, {player}).get(player, f"#{player}")
    return SeatTaken(table, table_name, seat, player, who, amount)


def _top_up(where: Where, taken: SeatTaken) -> bool:
    """The cash pages' Top-up: on the stack between hands, behind it during one."""
    assert taken.amount is not None
    return CashTableService(where.db).top_up(taken.table, taken.seat, taken.amount,
                                             where.now, player_id=taken.player)


def _leave(where: Where, taken: SeatTaken) -> int:
    """The cash pages' Leave: the chips counted cashed out, the seat freed."""
    return CashTableService(where.db).leave(taken.table, taken.seat, where.now, taken.amount,
                                            player_id=taken.player)


COMMANDS: dict[str, RemoteCommand[Any, Any]] = {c.name: c for c in (
    RemoteCommand("start", _clock_running, _start,
                  lambda running, _: msg("svc-remote-clock-already-running" if running
                                         else "svc-remote-clock-started")),
    RemoteCommand("pause", _clock_running, _pause,
                  lambda running, _: msg("svc-remote-clock-paused" if running
                                         else "svc-remote-clock-already-paused")),
    RemoteCommand("add_minute", _clock_running, _add_minute,
                  lambda _running, _: msg("svc-remote-minute-added")),
    RemoteCommand("remove_minute", _clock_running, _remove_minute,
                  lambda _running, _: msg("svc-remote-minute-taken-off")),
    RemoteCommand("bust", _bust_check, _bust, lambda bust, _: _busted(bust)),
    RemoteCommand("rebuy", _entry_in_or_out, _rebuy,
                  lambda entry, _: msg("svc-remote-rebuy", player=entry.player)),
    RemoteCommand("add_on", _playing_entry, _add_on,
                  lambda entry, _: msg("svc-remote-add-on", player=entry.player)),
    RemoteCommand("re_entry", _entry_in_or_out, _re_enter,
                  lambda out, _: msg("svc-remote-re-entry", player=out.name)),
    RemoteCommand("register", _newcomer, _register, _registered),
    RemoteCommand("wait", _listing, _list, lambda listing, _: msg(
        "undo-waiting-list", player=listing.who.name,
        stakes_text=stakes_message(listing.stakes))),
    RemoteCommand("unwait", _waiter, _take_off,
                  lambda waiter, _: msg("undo-waiting-list-off", player=waiter.name)),
    RemoteCommand("seat", _sitting, _sit, lambda sitting, seat: msg(
        "undo-sit-drawn", player=sitting.waiter.name, seat=seat,
        table_text=table_label(sitting.table_name), amount=Amount(sitting.buy_in))),
    RemoteCommand("top_up", lambda where, args: _seat_taken(where, args, True), _top_up,
                  lambda taken, _: msg("undo-top-up", player=taken.name,
                                       amount=Amount(taken.amount or 0),
                                       table_text=table_label(taken.table_name))),
    RemoteCommand("leave", lambda where, args: _seat_taken(where, args, False), _leave,
                  lambda taken, paid: msg("undo-leave", player=taken.name,
                                          seat=taken.seat, amount=Amount(paid),
                                          table_text=table_label(taken.table_name))),
    RemoteCommand("undo", _seen, _undo,
                  lambda _seen, done: msg("svc-remote-undone", action_text=done.description)),
)}
"""Every command the remote may run, by name."""


class RemoteCommands:
    """The table of commands over the event ``event_id()`` names (the open one)."""

    def __init__(self, db: Database, event_id: Callable[[], int | None],
                 now: Callable[[], datetime],
                 table: Mapping[str, RemoteCommand[Any, Any]] = COMMANDS) -> None:
        self.db, self.event_id, self.now, self.table = db, event_id, now, table

    def run(self, name: str, args: Mapping[str, object]) -> Message:
        """Run the command ``name``; what was done, or ``ServiceError`` (or the store's
        ``StoreError``) saying why not, with nothing changed."""
        command = self.table.get(name)
        if command is None:
            raise ServiceError(msg("svc-remote-no-action", text=repr(name)))
        event_id = self.event_id()
        if event_id is None:
            raise ServiceError(msg("svc-remote-no-event-open"))
        where = Where(self.db, event_id, self.now())
        checked = command.check(where, args)
        return command.message(checked, command.command(where, checked))

class ThreadedCommands:
    """The remote's commands one at a time on a thread of their own, for a room view
    without Qt: the ``Commands`` the web server is given (each future's result the
    message of what was done, its exception the refusal; the web layer says either
    in the language of the page that asked). ``done`` runs after each command taken:
    the room feed's ``publish_now``, so the phone's read right after its answer shows
    what it did (a top-up changes no public page, which nothing pushes)."""

    def __init__(self, commands: RemoteCommands,
                 done: Callable[[], object] = lambda: None) -> None:
        self.commands = commands
        self.done = done
        self._pool = concurrent.futures.ThreadPoolExecutor(1, "room-remote")

    def __call__(self, name: str, args: dict[str, Any]) -> concurrent.futures.Future[Message]:
        return self._pool.submit(self._run, name, args)

    def _run(self, name: str, args: Mapping[str, object]) -> Message:
        said = self.commands.run(name, args)
        self.done()
        return said

    def close(self) -> None:
        self._pool.shutdown(wait=True)
