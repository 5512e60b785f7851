"""An event with its players, entries, seats and clock; one transaction per command.

``restore`` brings back, after a crash or a closed lid, everything the
director had on screen at the last completed command: the event, its tables
and seats with their stacks, the clock as it stands now (R-8.2) and each hand
in progress.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

import sqlalchemy as sa
from sqlmodel import Session, SQLModel, col, select

from director.engine.event.clock import ClockState, ClockView
from director.engine.event.structures import Break, Structure
from director.engine.messages import Message, msg
from director.services.clock.clock import clock_from_row, clock_to_row
from director.services.core import validation as v
from director.services.core.action_log import ActionRecord, Recorder, iso, redo_last, undo_last
from director.services.core.documents import (
    EventSettings,
    TournamentSettings,
    load_settings,
    settings_json,
    validate_settings,
)
from director.services.core.locks import lock_event, lock_players
from director.services.core.message_data import reason
from director.services.core.stored_hands import Deal
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.events.player_names import known_players, same_player
from director.services.tables.table_service import TableService
from director.services.tournament.color_ups import gone_back_unpaid
from director.store.backup import Backups
from director.store.db import Database
from director.store.models import ClockState as ClockRow
from director.store.models import Entry, Player, Seat, TableRow
from director.store.models import Event as EventRow

LEDGER_KINDS = ("buy-in", "top-up", "cash-out", "rake", "tip")


@dataclass(frozen=True)
class TableSnapshot:
    table_id: int
    name: str
    button_seat: int | None
    seats: dict[int, tuple[int | None, int]]  # seat -> (player id, stack)
    hand: tuple[int, Deal] | None  # the hand (or guts round) in progress


@dataclass(frozen=True)
class EventSnapshot:
    event_id: int
    kind: str
    name: str
    status: str
    settings: EventSettings
    tables: list[TableSnapshot]
    clock: ClockView | None


_iso = iso


class EventService:
    def __init__(self, db: Database) -> None:
        self.db = db
        self.tables = TableService(db)

    # ------------------------------------------------------------ backups

    def backup_if_due(self, now: datetime) -> Path | None:
        """Back up at the start of each event day and every 15 minutes while an
        event runs (the program calls this on its clock tick); ``None`` when no
        backup was due. A club's server is copied with ``pg_dump`` (``server_backup``)."""
        backups = self.backups()
        if backups is None:
            return None
        return backups.maybe_backup(now, event_running=bool(self.running_events()))

    def backups(self) -> Backups | None:
        """Where this database's backups go: beside the file, or (a club's server)
        ``pg_dump`` archives on this computer; None for a database in memory, and
        at a station whose login has a dealer's or a display's role on the server
        (``server_roles``: it may not read what a backup needs; the director's
        station backs the server up)."""
        if self.db.path is not None:
            return Backups(self.db.path)
        if self.db.is_server and not self.db.server_role:
            from director.store.server_backup import ServerBackups

            return ServerBackups(self.db.url)
        return None

    # ------------------------------------------------------------ players

    def add_player(self, name: str, now: datetime, nickname: str | None = None,
                   email: str | None = None) -> int:
        with UnitOfWork(self.db) as uow:
            return add_player_row(uow.session, name, now, nickname, email)

    def rename_player(self, player_id: int, name: str) -> None:
        """Give a player another display name (the player database's rename)."""
        v.ident(player_id, "the player")
        name = v.name(name, "the player's name")
        name = name.strip()
        if not name:
            raise ServiceError(msg("svc-player-needs-name"))
        with UnitOfWork(self.db) as uow:
            player = uow.session.get(Player, player_id)
            if player is None:
                raise ServiceError(msg("svc-no-player", player_number=player_id))
            player.name = name
            uow.session.add(player)

    # ------------------------------------------------------------- events

    def create_event(self, kind: str, name: str, settings: object, now: datetime) -> int:
        """A tournament or cash game; ``settings`` is validated before it is stored."""
        name = v.name(name, "the event's name")
        checked = validate_settings(kind, settings)
        with UnitOfWork(self.db) as uow:
            row = EventRow(kind=kind, name=name, settings=settings_json(checked),
                           created_at=_iso(now))
            uow.session.add(row)
            uow.session.flush()
            assert row.id is not None
            return row.id

    def set_status(self, event_id: int, status: str) -> None:
        v.ident(event_id, "the event")
        if status not in ("planned", "running", "finished"):
            raise ServiceError(msg("svc-event-status", text=repr(status)))
        with UnitOfWork(self.db) as uow:
            row = _event(uow.session, event_id)
            row.status = status
            uow.session.add(row)

    def set_archived(self, event_id: int, archived: bool = True) -> None:
        """Hide an event from Home's main list (``archived``) or bring it back."""
        with UnitOfWork(self.db) as uow:
            row = _event(uow.session, event_id)
            row.archived = archived
            uow.session.add(row)

    def delete_event(self, event_id: int) -> str:
        """Delete an event and everything of it (tables, seats, hands, entries, the
        ledger, the clock, its history); the players stay in the player database.
        Returns the event's name. The tables it deleted from are announced as a flush's
        are: other stations hear the event is gone (their Home, the event's open pages)."""
        with UnitOfWork(self.db) as uow:
            row = _event(uow.session, event_id)
            name = row.name
            uow.session.expunge(row)
            events: sa.Table = EventRow.__table__  # type: ignore[attr-defined]
            for table in delete_with_dependents(uow.session, events, [event_id]):
                uow.wrote(table, ())
            return name

    def running_events(self) -> list[int]:
        with UnitOfWork(self.db, reads_only=True) as uow:  # the backup thread's look
            rows = uow.session.exec(select(EventRow.id).where(EventRow.status == "running"))
            return [i for i in rows if i is not None]

    # -------------------------------------------------------------- clock

    def start_clock(self, event_id: int, now: datetime, level_index: int = 0) -> ClockView:
        """Start item ``level_index`` from its full length, running (R-8.2)."""
        v.ident(event_id, "the event")
        v.whole(level_index, "the level", 0, 10_000)
        return self._clock_command(
            event_id, now, "start clock", {"level_index": level_index},
            lambda c, st: ClockState(level_index).start(now, st))

    def pause_clock(self, event_id: int, now: datetime) -> ClockView:
        v.ident(event_id, "the event")
        return self._clock_command(event_id, now, "pause clock", {},
                                   lambda c, st: c.pause(now, st))

    def resume_clock(self, event_id: int, now: datetime) -> ClockView:
        v.ident(event_id, "the event")
        return self._clock_command(event_id, now, "resume clock", {},
                                   lambda c, st: c.resume(now, st))

    def add_time(self, event_id: int, now: datetime, seconds: float) -> ClockView:
        """R-8.2: add time to the current level (a negative amount removes it)."""
        v.ident(event_id, "the event")
        seconds = v.seconds(seconds)
        return self._clock_command(
            event_id, now, "add time", {"seconds": seconds},
            lambda c, st: c.add_time(timedelta(seconds=seconds), now, st))

    def remove_time(self, event_id: int, now: datetime, seconds: float) -> ClockView:
        """R-8.2: remove time, never below zero (a running level then ends now)."""
        v.ident(event_id, "the event")
        seconds = v.seconds(seconds)
        return self._clock_command(
            event_id, now, "remove time", {"seconds": seconds},
            lambda c, st: c.remove_time(timedelta(seconds=seconds), now, st))

    def next_level(self, event_id: int, now: datetime, seen: int | None = None) -> ClockView:
        """R-8.2: the next level or break at its full length. ``seen``: the item the
        station showed when the key was pressed, refused in words when the clock has
        moved on since (``_as_seen``): two stations pressing N at one instant move it
        one level, not two."""
        v.ident(event_id, "the event")
        return self._clock_command(event_id, now, "next level", {},
                                   lambda c, st: _as_seen(c, st, now, seen).next_level(now, st))

    def previous_level(self, event_id: int, now: datetime, seen: int | None = None
                       ) -> ClockView:
        """R-8.2: the previous level or break at its full length; ``seen`` as for
        ``next_level``."""
        v.ident(event_id, "the event")
        return self._clock_command(
            event_id, now, "previous level", {},
            lambda c, st: _as_seen(c, st, now, seen).previous_level(now, st))

    def go_to_level(self, event_id: int, now: datetime, index: int) -> ClockView:
        v.ident(event_id, "the event")
        v.whole(index, "the level", 0, 10_000)
        return self._clock_command(event_id, now, "go to level", {"index": index},
                                   lambda c, st: c.go_to(index, now, st))

    def clock(self, event_id: int, now: datetime) -> ClockView | None:
        with UnitOfWork(self.db) as uow:
            structure = _structure(uow.session, event_id)
            row = uow.session.get(ClockRow, event_id)
            try:
                return None if row is None else clock_from_row(row).view(now, structure)
            except OverflowError:  # a time the calendar cannot go past (9999-12-31)
                raise ServiceError(msg("svc-clock-time-beyond-calendar",
                                       text=now.isoformat())) from None

    def undo_last(self, event_id: int, now: datetime) -> ActionRecord:
        """Reverse the director's last action in this event (recorded as an undo);
        another station's is asked about first (``AskFirst``)."""
        v.ident(event_id, "the event")
        return undo_last(self.db, event_id, now)

    def redo_last(self, event_id: int, now: datetime) -> ActionRecord:
        """Put back the action the last undo took back (Edit > Redo); an undo another
        station did is asked about first (``AskFirst``)."""
        v.ident(event_id, "the event")
        return redo_last(self.db, event_id, now)

    def _clock_command(self, event_id: int, now: datetime, kind: str, args: dict[str, object],
                       change: Callable[[ClockState, Structure], ClockState]) -> ClockView:
        with UnitOfWork(self.db) as uow:
            s = uow.session
            # Two stations' clock commands at once (issue 31's order, ``locks``): the
            # second reads the clock the first wrote, never a row half of each.
            lock_event(s, event_id)
            rec = Recorder(s)
            settings = _tournament(s, event_id)
            structure = settings.structure()
            if _event(s, event_id).status == "finished":
                raise ServiceError(msg("svc-clock-stopped-finished"))
            row = s.get(ClockRow, event_id)
            before = ClockState() if row is None else clock_from_row(row)
            try:
                after = change(before, structure)
                shown = after.view(now, structure)
                was = before.advance(now, structure).level_index
            except ValueError as exc:
                raise ServiceError(reason(exc)) from None
            except OverflowError:
                raise ServiceError(msg("svc-clock-time-beyond-calendar",
                                       text=now.isoformat())) from None
            if shown.index < was:  # back to a level the chips colored up paid
                unpaid = gone_back_unpaid(s, event_id, settings, shown.index)
                if unpaid is not None:
                    raise ServiceError(unpaid)
            if row is None:
                row = ClockRow(event_id=event_id)
                rec.created(row)
            else:
                rec.touch(row)
            clock_to_row(after, row)
            event_row = _event(s, event_id)
            if after.running and event_row.status == "planned":
                rec.touch(event_row)  # the first start of the clock: the event runs
                event_row.status = "running"
            rec.record(event_id, kind, msg("undo-clock", command_text=msg(
                f"undo-clock-{kind.replace(' ', '-')}"), level_text=_level_name(shown)),
                args, now)
            return shown

    # ------------------------------------------------------------ restore

    def restore(self, event_id: int, now: datetime) -> EventSnapshot:
        """Everything on the director's screen as of the last completed command."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            row = _event(s, event_id)
            settings = load_settings(row.kind, row.settings)
            clock_row = s.get(ClockRow, event_id)
            view = None
            if clock_row is not None and isinstance(settings, TournamentSettings):
                view = clock_from_row(clock_row).view(now, settings.structure())
            tables = list(s.exec(select(TableRow.id, TableRow.name, TableRow.button_seat)
                                 .where(TableRow.event_id == event_id)
                                 .order_by(col(TableRow.id))))
            seats: dict[int | None, dict[int, tuple[int | None, int]]] = {
                t[0]: {} for t in tables}
            for table_id, number, player_id, stack in s.connection().execute(
                    sa.select(col(Seat.table_id), col(Seat.number), col(Seat.player_id),
                              col(Seat.stack)).where(col(Seat.table_id).in_(list(seats)))
                    ).all():
                seats[table_id][number] = (player_id, stack)
            base = (row.kind, row.name, row.status, settings)
        running = self.tables.current_hands([t[0] for t in tables if t[0] is not None])
        snapshots = []
        for t_id, name, button_seat in tables:
            assert t_id is not None
            snapshots.append(TableSnapshot(t_id, name, button_seat, seats[t_id],
                                           running.get(t_id)))
        return EventSnapshot(event_id, *base, tables=snapshots, clock=view)


def delete_with_dependents(s: Session, table: sa.Table, ids: list[object]) -> set[str]:
    """Delete the rows of ``table`` with these primary keys and, first, every row of
    every stored table that refers to them (found from the foreign keys, so the
    tables other parts of the program add are covered too). Returns the names of the
    tables it deleted from (plain SQL: the session's flush does not see them)."""
    if not ids:
        return set()
    deleted = {table.name}
    for other in SQLModel.metadata.sorted_tables:
        for fk in other.foreign_keys:
            if fk.column.table is not table:
                continue
            keys = list(other.primary_key.columns)
            if len(keys) == 1:
                found = s.connection().execute(
                    sa.select(keys[0]).where(fk.parent.in_(ids))).scalars().all()
                deleted |= delete_with_dependents(s, other, list(found))
            elif s.connection().execute(sa.delete(other).where(fk.parent.in_(ids))).rowcount:
                deleted.add(other.name)
    [key] = list(table.primary_key.columns)
    s.connection().execute(sa.delete(table).where(key.in_(ids)))
    return deleted


def _event(s: Session, event_id: int) -> EventRow:
    row = s.get(EventRow, event_id)
    if row is None:
        raise ServiceError(msg("svc-no-event", event_number=event_id))
    return row


def _entry(s: Session, entry_id: int) -> Entry:
    entry = s.get(Entry, entry_id)
    if entry is None:
        raise ServiceError(msg("svc-no-entry", entry_number=entry_id))
    return entry


def _structure(s: Session, event_id: int) -> Structure:
    return _tournament(s, event_id).structure()


def _tournament(s: Session, event_id: int) -> TournamentSettings:
    """The settings of a tournament, the one kind of event with a clock."""
    row = _event(s, event_id)
    settings = load_settings(row.kind, row.settings)
    if not isinstance(settings, TournamentSettings):
        raise ServiceError(msg("svc-only-tournaments-have-clock"))
    return settings


def _as_seen(clock: ClockState, structure: Structure, now: datetime, seen: int | None
             ) -> ClockState:
    """``clock``, refused in words when it is no longer at item ``seen`` (None: not
    asked), the item a station showed: another station's key at the same instant, or
    the level's time run out since, moved it, and the key pressed for the old item
    would move it once more (read inside the command, under the event's lock)."""
    if seen is not None:
        view = clock.view(now, structure)
        if view.index != seen:
            raise ServiceError(msg("svc-clock-moved-since-shown", level_text=_level_name(view)))
    return clock


def _level_name(view: ClockView) -> Message:
    item = view.item
    if isinstance(item, Break) and view.next_level is not None:
        return msg("undo-clock-break-before", level=view.next_level.number)
    return msg("undo-clock-level", level=int(getattr(item, "number", view.index + 1)))


def add_player_row(s: Session, name: str, now: datetime, nickname: str | None = None,
                   email: str | None = None) -> int:
    """A new player of the database in the caller's transaction (its id): the name
    checked and stripped, refused when nothing is left of it."""
    name = v.name(name, "the player's name")
    nickname = v.optional_text(nickname, "the nickname")
    email = v.optional_text(email, "the e-mail address")
    name = name.strip()
    if not name:
        raise ServiceError(msg("svc-player-needs-name"))
    player = Player(name=name, nickname=nickname, email=email, created_at=_iso(now))
    s.add(player)
    s.flush()
    assert player.id is not None
    return player.id


def player_in(s: Session, player: int | str, now: datetime) -> int:
    """The player a command names, in the caller's transaction: a player's id as it is;
    a name, the player of that name (``same_player``: any case, with or without its
    accents), else a new player added (``add_player_row``), so a refused command adds
    nobody. The names are read under the players' lock: two stations typing one new
    name at the same instant add one player, and the second's command is for them
    (a second registration of one player is refused as theirs is)."""
    if isinstance(player, int):
        return player
    lock_players(s)
    found, _ = same_player(known_players(s), player.strip())
    return found if found is not None else add_player_row(s, player, now)


def checked_player(player: object) -> int | str:
    """A command's player before its transaction: an id checked (``ident``), or a new
    player's name (checked as it is added)."""
    return player if isinstance(player, str) else v.ident(player, "the player")
