"""Read-only views for the seating window, the director console and the cash ledger.

Nothing here changes the database: each function opens one unit of work, reads
rows and returns small frozen values the UI draws from. The balancing preview
runs the engine's ``rebalance`` on the current layout with the random source
the caller passes, so the same seed shown in a confirm dialog is then applied
by ``SeatingService.balance`` (R-8.4).
"""

from __future__ import annotations

import json
from collections.abc import Iterable

import sqlalchemy as sa
from sqlmodel import col, select

from director.engine.event import balancing as bal
from director.engine.event.clock import ClockState
from director.engine.event.seating import Shuffler
from director.engine.frozen import frozen_record
from director.engine.messages import Message, msg
from director.services.clock.clock import clock_from_row
from director.services.core.documents import (
    DocumentError,
    EventSettings,
    TournamentSettings,
    load_settings,
)
from director.services.core.hand_guard import RUNNING
from director.services.core.message_data import reason, table_label
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.events.player_names import known_players
from director.services.tournament.chips_known import StackKnown, stack_sources
from director.services.tournament.hand_for_hand import BALANCE, refuse_replay
from director.store.db import Database
from director.store.models import ClockState as ClockRow
from director.store.models import Entry, Hand, Player, Seat, TableRow
from director.store.models import Event as EventRow


@frozen_record
class SeatView:
    number: int
    entry_id: int | None
    player: str
    stack: int
    dealt: bool = True  # the stack is the one the dealer panel's hands left (issue 28)
    counted_at: str | None = None  # else: when it was counted (ISO), None: not tracked


@frozen_record
class TableView:
    """One open table: its seats, the button and the last hand's blinds (R-3.3, R-3.4)."""

    table_id: int
    name: str
    max_seats: int
    button: int | None
    small_blind: int | None
    big_blind: int | None
    seats: tuple[SeatView, ...]
    # the hands dealt at the table, on the felt too (``SeatingService.next_hand``'s
    # ``seen``), and the number of a hand running at a dealer panel there, if any
    hands_dealt: int = 0
    running_hand: int | None = None

    def seat(self, number: int) -> SeatView | None:
        return next((s for s in self.seats if s.number == number), None)

    @property
    def players(self) -> int:
        return sum(1 for s in self.seats if s.entry_id is not None)


@frozen_record
class EntryView:
    """One line of the console's entries table."""

    entry_id: int
    player_id: int
    player: str
    number: int
    table: str
    seat: int | None
    stack: int
    chips_behind: int
    rebuys: int
    add_ons: int
    place: int | None
    prize: int | None
    bounties_won: int = 0  # bounties collected by busting others (issue 19: "busted by")
    dealt: bool = False  # at a table dealt at the dealer panel: the stack is known (issue 28)
    counted_at: str | None = None  # else: when the stack was counted (ISO); None: not tracked
    table_id: int | None = None  # the table's record, where the entry sits (None: no seat)
    bounty: int = 0  # the bounty on their head: a bust of it names who won the pot

    @property
    def playing(self) -> bool:
        return self.place is None

    @property
    def busted(self) -> bool:
        """Out of the tournament (the winner, first place, is not busted)."""
        return self.place is not None and self.place > 1


def event_settings(db: Database, event_id: int) -> tuple[str, str, EventSettings]:
    """(kind, name, settings) of an event."""
    with UnitOfWork(db, reads_only=True) as uow:
        row = uow.session.get(EventRow, event_id)
        if row is None:
            raise ServiceError(msg("svc-no-event", event_number=event_id))
        return row.kind, row.name, load_settings(row.kind, row.settings)


def unreadable_settings(db: Database) -> list[Message]:
    """Each event whose settings cannot be read, by name, with why (``director
    check``: a damaged row is said, not found when the event is opened)."""
    with UnitOfWork(db, reads_only=True) as uow:
        rows = uow.session.connection().execute(sa.select(
            col(EventRow.name), col(EventRow.kind), col(EventRow.settings))).all()
    said = []
    for name, kind, settings in rows:
        try:
            load_settings(kind, settings)
        except DocumentError as exc:
            said.append(msg("cli-check-event-settings", name=str(name), reason=exc.message))
    return said


def event_status(db: Database, event_id: int) -> str | None:
    """The event's status ("planned", "running", "finished"); None once it is deleted
    (at another station)."""
    with UnitOfWork(db, reads_only=True) as uow:
        return uow.session.connection().execute(
            sa.select(col(EventRow.status)).where(col(EventRow.id) == event_id)).scalar()


def entered(db: Database, event_id: int, entry_ids: Iterable[int]) -> set[int]:
    """Which of ``entry_ids`` are still entries of the event (another station may have
    undone them): a look at those rows alone, not the event's every entry."""
    wanted = list(entry_ids)
    with UnitOfWork(db, reads_only=True) as uow:
        return {i for i in uow.session.connection().execute(
            sa.select(col(Entry.id)).where(col(Entry.event_id) == event_id,
                                           col(Entry.id).in_(wanted))).scalars()
                if i is not None}


def tables(db: Database, event_id: int) -> list[TableView]:
    """The open tables in the order they were opened."""
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        read = s.connection()  # plain rows: a big field's seats are no ORM objects (issue 33)
        rows = read.execute(
            sa.select(col(TableRow.id), col(TableRow.name), col(TableRow.max_seats),
                      col(TableRow.button_seat), col(TableRow.positions),
                      col(TableRow.hands_dealt))
            .where(col(TableRow.event_id) == event_id, col(TableRow.closed).is_(False))
            .order_by(col(TableRow.id))).all()
        ids = [t[0] for t in rows if t[0] is not None]
        # each table's newest hand (a running one is always its table's newest)
        newest = dict(read.execute(
            sa.select(col(Hand.table_id), sa.func.max(col(Hand.number)))
            .where(col(Hand.table_id).in_(ids)).group_by(col(Hand.table_id))).all()) \
            if ids else {}
        running = dict(read.execute(
            sa.select(col(Hand.table_id), col(Hand.number))
            .where(col(Hand.table_id).in_(ids), col(Hand.status) == RUNNING)).all()) \
            if ids else {}
        sources = stack_sources(s, event_id, ids)
        seats: dict[int | None, list[SeatView]] = {t[0]: [] for t in rows}
        for table_id, number, entry_id, stack, behind, name in read.execute(
                sa.select(col(Seat.table_id), col(Seat.number), col(Seat.entry_id),
                          col(Seat.stack), col(Seat.chips_behind), col(Player.name))
                .join(TableRow, col(TableRow.id) == col(Seat.table_id))
                .outerjoin(Player, col(Player.id) == col(Seat.player_id))
                .where(col(TableRow.event_id) == event_id, col(TableRow.closed).is_(False),
                       col(Seat.entry_id).is_not(None))
                .order_by(col(Seat.table_id), col(Seat.number))).all():
            how = sources.of(table_id, entry_id or 0) or _DEALT
            seats[table_id].append(SeatView(number, entry_id, name or "", stack + behind,
                                            how.dealt, how.counted_at))
        result = []
        for ident, title, max_seats, button_seat, positions, dealt in rows:
            pos = json.loads(positions) if positions else {}
            assert ident is not None
            result.append(TableView(
                ident, title, max_seats, pos.get("button", button_seat),
                pos.get("small_blind"), pos.get("big_blind"), tuple(seats[ident]),
                max(dealt, newest.get(ident) or 0), running.get(ident)))
        return result


_DEALT, _NOT_TRACKED = StackKnown(True), StackKnown(False)


def entries(db: Database, event_id: int) -> list[EntryView]:
    """Every entry, the ones still playing first (by table and seat), then by place."""
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        read = s.connection()  # plain rows: a big field's entries are no ORM objects
        table_names = dict(read.execute(sa.select(col(TableRow.id), col(TableRow.name))
                                        .where(col(TableRow.event_id) == event_id)).all())
        seats = {entry: (table, number, stack, behind)
                 for entry, table, number, stack, behind in read.execute(
                     sa.select(col(Seat.entry_id), col(Seat.table_id), col(Seat.number),
                               col(Seat.stack), col(Seat.chips_behind))
                     .where(col(Seat.table_id).in_(list(table_names)),
                            col(Seat.entry_id).is_not(None))).all()}
        sources = stack_sources(s, event_id, [t for t in table_names if t is not None])
        result = []
        for (entry_id, player_id, number, rebuys, add_ons, place, prize, bounties,
             bounty, name) in read.execute(
                sa.select(col(Entry.id), col(Entry.player_id), col(Entry.number),
                          col(Entry.rebuys), col(Entry.add_ons), col(Entry.place),
                          col(Entry.prize), col(Entry.bounties_won), col(Entry.bounty),
                          col(Player.name))
                .outerjoin(Player, col(Player.id) == col(Entry.player_id))
                .where(col(Entry.event_id) == event_id).order_by(col(Entry.id))).all():
            seat = seats.get(entry_id)
            assert entry_id is not None
            how = (sources.of(seat[0], entry_id) if seat else None) or _NOT_TRACKED
            result.append(EntryView(
                entry_id, player_id, f"#{player_id}" if name is None else name, number,
                table_names.get(seat[0], "") if seat else "",
                seat[1] if seat else None, seat[2] if seat else 0,
                seat[3] if seat else 0, rebuys, add_ons, place, prize,
                bounties, how.dealt, how.counted_at, seat[0] if seat else None, bounty))
    return sorted(result, key=lambda v: (not v.playing, v.place or 0, v.table,
                                         v.seat or 0, v.entry_id))


def players(db: Database) -> list[tuple[int, str]]:
    """The player database: (id, name), by name."""
    with UnitOfWork(db, reads_only=True) as uow:
        return known_players(uow.session)


def clock_state(db: Database, event_id: int) -> ClockState:
    """The stored clock (a clock never started is level 1, paused at full length)."""
    with UnitOfWork(db, reads_only=True) as uow:
        row = uow.session.get(ClockRow, event_id)
        return ClockState() if row is None else clock_from_row(row)


def balance_preview(db: Database, event_id: int, rng: Shuffler) -> bal.Rebalance:
    """What ``SeatingService.balance`` would do with the same random source (R-8.4),
    changing nothing; the tables break last opened first, as there. Refused, as
    there, while a seated player has no chips (a bust not reported yet), and in hand
    for hand while a move would deal a player the current hand twice (R-8.5)."""
    layouts = []
    for t in tables(db, event_id):
        broke = tuple(seat.number for seat in t.seats if seat.stack == 0)
        if broke:
            raise ServiceError(msg("svc-balance-report-busts-first",
                                   table_text=table_label(t.name), seat_numbers=broke,
                                   count=len(broke)))
        players_ = tuple(sorted((s.number, s.entry_id or 0) for s in t.seats))
        layouts.append(bal.TableLayout(t.table_id, tuple(range(1, t.max_seats + 1)), players_,
                                       t.button, t.big_blind))
    if not layouts:
        raise ServiceError(msg("svc-open-tables-before-balancing"))
    try:
        result = bal.rebalance(layouts, sorted((t.table for t in layouts), reverse=True), rng)
    except bal.BalancingError as exc:
        raise ServiceError(reason(exc)) from None
    if result.moves:  # refused, as there, when a move would deal a hand twice
        with UnitOfWork(db, reads_only=True) as uow:
            s = uow.session
            rows = {t.id: t for t in s.exec(select(TableRow).where(
                TableRow.event_id == event_id, col(TableRow.closed).is_(False)))}
            refuse_replay(s, event_id, [
                (rows[int(m.from_table)], rows[int(m.to_table)], int(m.player))
                for m in result.moves], said=BALANCE)
    return result


def seat_players(db: Database, table_id: int) -> dict[int, str]:
    """Who sits in each seat of a table now (a tournament entry or a cash player)."""
    return {seat: name for seat, (_pid, name) in seated_players(db, table_id).items()}


def seated_players(db: Database, table_id: int) -> dict[int, tuple[int, str]]:
    """Who sits in each seat of a table now: the player's id and name as stored."""
    with UnitOfWork(db) as uow:
        s = uow.session
        seats = list(s.exec(select(Seat).where(Seat.table_id == table_id,
                                               col(Seat.player_id).is_not(None))))
        names = {p.id: p.name for p in s.exec(select(Player).where(
            col(Player.id).in_([seat.player_id for seat in seats])))}
        return {seat.number: (seat.player_id, names.get(seat.player_id, ""))
                for seat in seats if seat.player_id is not None}


def player_names(db: Database, player_ids: Iterable[int]) -> dict[int, str]:
    """The names of some players as stored now (a rename shows at once)."""
    wanted = list(player_ids)
    if not wanted:
        return {}
    with UnitOfWork(db) as uow:
        return {p.id: p.name for p in uow.session.exec(
            select(Player).where(col(Player.id).in_(wanted))) if p.id is not None}


def tables_to_open(db: Database, event_id: int) -> int:
    """What the seating page's Open tables offers now: the tables the players still
    playing without a seat need beyond the free seats of the open tables, at the
    event's seats per table; at least one (the store's facts, so a count typed for
    the start is not offered again once balancing broke tables)."""
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        row = s.get(EventRow, event_id)
        if row is None:
            raise ServiceError(msg("svc-no-event", event_number=event_id))
        settings = load_settings(row.kind, row.settings)
        if not isinstance(settings, TournamentSettings):
            return 1
        read = s.connection()
        open_tables = (sa.select(col(TableRow.id))
                       .where(col(TableRow.event_id) == event_id,
                              col(TableRow.closed).is_(False)))
        seats = int(read.execute(sa.select(sa.func.coalesce(sa.func.sum(
            col(TableRow.max_seats)), 0)).where(col(TableRow.id).in_(open_tables))).scalar_one())
        seated = sa.select(col(Seat.entry_id)).where(col(Seat.table_id).in_(open_tables),
                                                     col(Seat.entry_id).is_not(None))
        taken = int(read.execute(sa.select(sa.func.count()).select_from(
            sa.select(col(Seat.entry_id)).where(col(Seat.table_id).in_(open_tables),
                                                col(Seat.entry_id).is_not(None))
            .subquery())).scalar_one())
        waiting = int(read.execute(sa.select(sa.func.count()).where(
            col(Entry.event_id) == event_id, col(Entry.place).is_(None),
            col(Entry.id).not_in(seated))).scalar_one())
    need = max(0, waiting - (seats - taken))
    return max(1, -(-need // settings.seats_per_table))
