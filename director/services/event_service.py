"""An event with its players, entries, seats and clock; one transaction per command.

``restore`` brings back, after a crash or a closed lid, everything the
director had on screen at the last completed command: the event, its tables
and seats with their stacks, the clock as it stands now (R-8.2) and each hand
in progress.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlmodel import Session, col, select

from director.engine.state import HandState
from director.services import clock as clocks
from director.services.table_service import TableService
from director.services.unit_of_work import ServiceError, UnitOfWork
from director.store.backup import Backups
from director.store.db import Database
from director.store.documents import (
    BlindStructure,
    CashSettings,
    EventSettings,
    TournamentSettings,
    load_settings,
    settings_json,
    validate_settings,
)
from director.store.models import ClockState, Entry, LedgerLine, Player, Seat, TableRow
from director.store.models import Event as EventRow

LEDGER_KINDS = ("buy-in", "top-up", "cash-out", "rake", "tip")


@dataclass(frozen=True)
class TableSnapshot:
    table_id: int
    name: str
    button_seat: int | None
    seats: dict[int, tuple[int | None, int]]  # seat -> (player id, stack)
    hand: tuple[int, HandState] | None


@dataclass(frozen=True)
class EventSnapshot:
    event_id: int
    kind: str
    name: str
    status: str
    settings: EventSettings
    tables: list[TableSnapshot]
    clock: clocks.ClockView | None


def _iso(now: datetime) -> str:
    if now.tzinfo is None:
        raise ValueError("times must be aware (with a time zone)")
    return now.astimezone(UTC).isoformat()


class EventService:
    def __init__(self, db: Database) -> None:
        self.db = db
        self.tables = TableService(db)

    # ------------------------------------------------------------ backups

    def backup_if_due(self, now: datetime) -> Path | None:
        """Back up at the start of each event day and every 15 minutes while an
        event runs (the program calls this on its clock tick); ``None`` when no
        backup was due or the database is not a file."""
        if self.db.path is None:
            return None
        return Backups(self.db.path).maybe_backup(now, event_running=bool(self.running_events()))

    # ------------------------------------------------------------ players

    def add_player(self, name: str, now: datetime, nickname: str | None = None,
                   email: str | None = None) -> int:
        name = name.strip()
        if not name:
            raise ServiceError("a player needs a name")
        with UnitOfWork(self.db) as uow:
            player = Player(name=name, nickname=nickname, email=email, created_at=_iso(now))
            uow.session.add(player)
            uow.session.flush()
            assert player.id is not None
            return player.id

    # ------------------------------------------------------------- events

    def create_event(self, kind: str, name: str, settings: object, now: datetime) -> int:
        """A tournament or cash game; ``settings`` is validated before it is stored."""
        checked = validate_settings(kind, settings)
        with UnitOfWork(self.db) as uow:
            row = EventRow(kind=kind, name=name, settings=settings_json(checked),
                           created_at=_iso(now))
            uow.session.add(row)
            uow.session.flush()
            assert row.id is not None
            return row.id

    def set_status(self, event_id: int, status: str) -> None:
        if status not in ("planned", "running", "finished"):
            raise ServiceError(f"an event is planned, running or finished, not {status!r}")
        with UnitOfWork(self.db) as uow:
            row = _event(uow.session, event_id)
            row.status = status
            uow.session.add(row)

    def running_events(self) -> list[int]:
        with UnitOfWork(self.db) as uow:
            rows = uow.session.exec(select(EventRow.id).where(EventRow.status == "running"))
            return [i for i in rows if i is not None]

    # ------------------------------------------------------------ entries

    def register(self, event_id: int, player_id: int, now: datetime) -> int:
        """A buy-in, or a re-entry when the player's earlier entries are out."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            row = _event(s, event_id)
            if s.get(Player, player_id) is None:
                raise ServiceError(f"there is no player {player_id}")
            settings = load_settings(row.kind, row.settings)
            earlier = list(s.exec(select(Entry).where(Entry.event_id == event_id,
                                                      Entry.player_id == player_id)))
            if any(e.busted_at is None for e in earlier):
                raise ServiceError("this player is already playing in the event")
            if isinstance(settings, TournamentSettings):
                if earlier and len(earlier) > settings.re_entries:
                    raise ServiceError(f"this event allows {settings.re_entries} re-entries")
                buy_in, bounty = settings.buy_in, settings.bounty
            else:
                buy_in, bounty = 0, 0
            entry = Entry(event_id=event_id, player_id=player_id, number=len(earlier) + 1,
                          buy_in=buy_in, bounty=bounty, created_at=_iso(now))
            s.add(entry)
            s.flush()
            assert entry.id is not None
            return entry.id

    def bust(self, entry_id: int, place: int, now: datetime, prize: int | None = None) -> None:
        with UnitOfWork(self.db) as uow:
            entry = _entry(uow.session, entry_id)
            entry.place, entry.prize, entry.busted_at = place, prize, _iso(now)
            uow.session.add(entry)
            for seat in uow.session.exec(select(Seat).where(Seat.entry_id == entry_id)):
                seat.entry_id, seat.player_id, seat.stack = None, None, 0
                uow.session.add(seat)

    def seat_entry(self, entry_id: int, table_id: int, seat_number: int,
                   stack: int | None = None) -> None:
        """Put an entry in an empty seat with the starting stack (or ``stack``)."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            entry = _entry(s, entry_id)
            table = s.get(TableRow, table_id)
            if table is None or table.event_id != entry.event_id:
                raise ServiceError(f"table {table_id} is not a table of this event")
            if not 1 <= seat_number <= table.max_seats:
                raise ServiceError(f"{table.name} has no seat {seat_number}")
            if stack is None:
                settings = load_settings("tournament", _event(s, entry.event_id).settings)
                assert isinstance(settings, TournamentSettings)
                stack = settings.starting_stack
            seat = s.exec(select(Seat).where(Seat.table_id == table_id,
                                             Seat.number == seat_number)).first()
            if seat is not None and (seat.player_id is not None or seat.stack):
                raise ServiceError(f"seat {seat_number} at {table.name} is taken")
            seat = seat or Seat(table_id=table_id, number=seat_number)
            seat.player_id, seat.entry_id, seat.stack = entry.player_id, entry_id, stack
            s.add(seat)

    def ledger(self, event_id: int, kind: str, amount: int, now: datetime,
               player_id: int | None = None, note: str = "") -> int:
        """R-8.7: one cash-game money movement."""
        if kind not in LEDGER_KINDS:
            raise ServiceError(f"a ledger line is one of {', '.join(LEDGER_KINDS)}, not {kind!r}")
        if amount <= 0:
            raise ServiceError(f"a ledger amount is above zero, not {amount}")
        with UnitOfWork(self.db) as uow:
            row = _event(uow.session, event_id)
            if not isinstance(load_settings(row.kind, row.settings), CashSettings):
                raise ServiceError("ledger lines belong to cash games")
            line = LedgerLine(event_id=event_id, player_id=player_id, kind=kind, amount=amount,
                              note=note, at=_iso(now))
            uow.session.add(line)
            uow.session.flush()
            assert line.id is not None
            return line.id

    # -------------------------------------------------------------- clock

    def start_clock(self, event_id: int, now: datetime, level_index: int = 0) -> clocks.ClockView:
        return self._clock_command(event_id, now, lambda c, st: clocks.start(st, now, level_index))

    def pause_clock(self, event_id: int, now: datetime) -> clocks.ClockView:
        return self._clock_command(event_id, now, lambda c, st: clocks.pause(c, st, now))

    def resume_clock(self, event_id: int, now: datetime) -> clocks.ClockView:
        return self._clock_command(event_id, now, lambda c, st: clocks.resume(c, st, now))

    def add_time(self, event_id: int, now: datetime, seconds: float) -> clocks.ClockView:
        return self._clock_command(event_id, now,
                                   lambda c, st: clocks.add_time(c, st, now, seconds))

    def go_to_level(self, event_id: int, now: datetime, index: int) -> clocks.ClockView:
        return self._clock_command(event_id, now,
                                   lambda c, st: clocks.go_to_level(c, st, now, index))

    def clock(self, event_id: int, now: datetime) -> clocks.ClockView | None:
        with UnitOfWork(self.db) as uow:
            structure = _structure(uow.session, event_id)
            row = uow.session.get(ClockState, event_id)
            return None if row is None else clocks.view(_from_row(row), structure, now)

    def _clock_command(self, event_id: int, now: datetime, change: clocks.ClockChange,
                       ) -> clocks.ClockView:
        with UnitOfWork(self.db) as uow:
            s = uow.session
            structure = _structure(s, event_id)
            row = s.get(ClockState, event_id) or ClockState(event_id=event_id)
            try:
                after = change(_from_row(row), structure)
            except ValueError as exc:
                raise ServiceError(str(exc)) from None
            row.level_index, row.running = after.level_index, after.running
            row.ends_at = None if after.ends_at is None else _iso(after.ends_at)
            row.remaining_seconds = after.remaining_seconds
            s.add(row)
            return clocks.view(after, structure, now)

    # ------------------------------------------------------------ restore

    def restore(self, event_id: int, now: datetime) -> EventSnapshot:
        """Everything on the director's screen as of the last completed command."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            row = _event(s, event_id)
            settings = load_settings(row.kind, row.settings)
            clock_row = s.get(ClockState, event_id)
            view = None
            if clock_row is not None and isinstance(settings, TournamentSettings):
                view = clocks.view(_from_row(clock_row), settings.blinds, now)
            tables = list(s.exec(select(TableRow).where(TableRow.event_id == event_id)
                                 .order_by(col(TableRow.id))))
            seats = {t.id: {seat.number: (seat.player_id, seat.stack)
                            for seat in s.exec(select(Seat).where(Seat.table_id == t.id))}
                     for t in tables}
            base = (row.kind, row.name, row.status, settings)
        snapshots = []
        for t in tables:
            assert t.id is not None
            snapshots.append(TableSnapshot(t.id, t.name, t.button_seat, seats[t.id],
                                           self.tables.current_hand(t.id)))
        return EventSnapshot(event_id, *base, tables=snapshots, clock=view)


def _event(s: Session, event_id: int) -> EventRow:
    row = s.get(EventRow, event_id)
    if row is None:
        raise ServiceError(f"there is no event {event_id}")
    return row


def _entry(s: Session, entry_id: int) -> Entry:
    entry = s.get(Entry, entry_id)
    if entry is None:
        raise ServiceError(f"there is no entry {entry_id}")
    return entry


def _structure(s: Session, event_id: int) -> BlindStructure:
    row = _event(s, event_id)
    settings = load_settings(row.kind, row.settings)
    if not isinstance(settings, TournamentSettings):
        raise ServiceError("only tournaments have a level clock")
    return settings.blinds


def _from_row(row: ClockState) -> clocks.Clock:
    ends = None if row.ends_at is None else datetime.fromisoformat(row.ends_at)
    return clocks.Clock(row.level_index, row.running, ends, row.remaining_seconds)
