"""Tables, seats, the button and balancing for a tournament; one transaction per command.

Random seats (R-3.2, TDA 7) and the draw for the button (R-3.1) use
``random.SystemRandom`` unless a test passes a seeded source. Each table keeps
one running state (``table_state``: the last hand's button and blinds, blinds
owed, hands dealt), shared with the dealer panel, so the next hand's button and
blinds follow the dead-button rule (R-3.3, R-3.4). Balancing and breaking
(R-8.4) store every move as new seats. A player in a running hand is not moved
and a table's button is not drawn again while it plays a hand (``hand_guard``).
Every command is recorded for undo.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.event import balancing as bal
from director.engine.event import button as btn
from director.engine.event import seating
from director.engine.hand.facts.setup import order_from_button
from director.engine.messages import msg
from director.services.core import locks
from director.services.core import validation as v
from director.services.core.action_log import Recorder
from director.services.core.collector import collector_paused
from director.services.core.hand_guard import refuse_if_playing, running_hand
from director.services.core.message_data import (
    in_turn,
    numbered_table,
    reason,
    table_label,
)
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.seating import seat_moves
from director.services.tables import table_state
from director.services.tournament.rows import (
    entry_name,
    entry_row,
    hand_running,
    lock_event,
    tournament,
)
from director.store.db import Database
from director.store.models import Entry, Hand, Seat, TableRow


def _open_tables(s: Session, event_id: int, lock: bool = False) -> list[TableRow]:
    query = select(TableRow).where(TableRow.event_id == event_id,
                                   col(TableRow.closed).is_(False)).order_by(col(TableRow.id))
    return list(s.exec(query.with_for_update(key_share=True) if lock else query))


def _seats(s: Session, table_id: int) -> dict[int, Seat]:
    return {seat.number: seat for seat in s.exec(select(Seat).where(Seat.table_id == table_id))}


def _occupied(s: Session, table_id: int) -> dict[int, Seat]:
    return {n: seat for n, seat in _seats(s, table_id).items() if seat.entry_id is not None}


class SeatingService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def open_tables(self, event_id: int, count: int, now: datetime,
                    seats: int | None = None) -> list[int]:
        """``count`` tables named Table 1, Table 2… with the event's seats per table."""
        v.ident(event_id, "the event")
        v.whole(count, "the number of tables", 1, v.MAX_TABLES)
        if seats is not None:
            v.whole(seats, "the seats per table", v.MIN_SEATS, v.MAX_SEATS)
        if count < 1:
            raise ServiceError(msg("svc-open-one-table-or-more", count=count))
        with UnitOfWork(self.db) as uow:
            s = uow.session
            lock_event(s, event_id)  # the tables numbered one after another
            _, settings = tournament(s, event_id)
            size = seats or settings.seats_per_table
            rec = Recorder(s)
            have = len(list(s.exec(select(TableRow).where(TableRow.event_id == event_id))))
            ids = []
            for n in range(have + 1, have + count + 1):
                table = TableRow(event_id=event_id, name=numbered_table(n), max_seats=size)
                rec.created(table)
                assert table.id is not None
                ids.append(table.id)
            rec.record(event_id, "open tables", msg("undo-open-tables", count=count),
                       {"count": count}, now)
            return ids

    def _sit(self, s: Session, rec: Recorder, table: TableRow, number: int, entry: Entry,
             stack: int, chips_behind: int = 0, seats: dict[int, Seat] | None = None,
             flush: bool = True) -> None:
        """Seat ``entry``; ``seats``: the table's seat rows when the caller read them
        already (a balance reads every table's at once), kept up to date here."""
        assert table.id is not None
        seat = (seats if seats is not None else _seats(s, table.id)).get(number)
        if seat is None:
            seat = Seat(table_id=table.id, number=number)
            rec.created(seat)
            if seats is not None:
                seats[number] = seat
        elif seat.entry_id is not None:
            raise ServiceError(msg("svc-seat-taken", seat=number,
                                   table_text=table_label(table.name)))
        rec.touch(seat)
        seat.entry_id, seat.player_id = entry.id, entry.player_id
        seat.stack, seat.chips_behind = stack, chips_behind
        s.add(seat)
        if table_state.read(table).placed:  # the next hand must know the seat is new
            rec.touch(table)
            table_state.refill(table, number)
            s.add(table)
        if flush:
            s.flush()

    def draw_seats(self, event_id: int, now: datetime,
                   rng: seating.Shuffler | None = None) -> dict[int, tuple[int, int]]:
        """Seat every unseated entry at random across the open tables (R-3.2, TDA 7)."""
        v.ident(event_id, "the event")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            lock_event(s, event_id)  # then its open tables (``_open_tables``)
            _, settings = tournament(s, event_id)
            tables = {t.id: t for t in _open_tables(s, event_id, lock=True)}
            if not tables:
                raise ServiceError(msg("svc-open-tables-before-draw"))
            seated = {seat.entry_id for t in tables for seat in _occupied(s, t or 0).values()}
            waiting = [e for e in s.exec(select(Entry).where(
                Entry.event_id == event_id, col(Entry.place).is_(None)).order_by(col(Entry.id)))
                if e.id not in seated]
            free = {tid: [n for n in range(1, t.max_seats + 1)
                          if n not in _occupied(s, tid or 0)] for tid, t in tables.items()}
            try:
                drawn = seating.assign_seats([e.id for e in waiting], free,
                                             rng or random.SystemRandom())
            except seating.SeatingError as exc:
                raise ServiceError(reason(exc)) from None
            rec = Recorder(s)
            result: dict[int, tuple[int, int]] = {}
            for entry in waiting:
                assert entry.id is not None
                tid, number = drawn[entry.id]
                assert tid is not None
                self._sit(s, rec, tables[tid], number, entry, settings.starting_stack)
                result[entry.id] = (tid, number)
            rec.record(event_id, "seat draw", msg("undo-seat-draw", players=len(result)), {},
                       now)
            return result

    def seat_late_entry(self, entry_id: int, now: datetime,
                        rng: seating.Shuffler | None = None) -> tuple[int, int]:
        """A random empty seat at a table with the fewest players (R-3.2)."""
        v.ident(entry_id, "the entry")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            event_id = s.exec(select(Entry.event_id).where(Entry.id == entry_id)).first()
            if event_id is not None:  # its event's lock, then its open tables'
                lock_event(s, event_id)
            entry = entry_row(s, entry_id)
            _, settings = tournament(s, entry.event_id)
            if s.exec(select(Seat).where(Seat.entry_id == entry_id)).first() is not None:
                raise ServiceError(msg("svc-entry-already-seated", entry_number=entry_id))
            tables = {t.id: t for t in _open_tables(s, entry.event_id, lock=True)}
            occupied = {tid: _occupied(s, tid or 0) for tid in tables}
            free = {tid: [n for n in range(1, t.max_seats + 1) if n not in occupied[tid]]
                    for tid, t in tables.items()}
            try:
                tid, number = seating.seat_late_entry(
                    free, {t: len(o) for t, o in occupied.items()}, rng or random.SystemRandom())
            except seating.SeatingError as exc:
                raise ServiceError(reason(exc)) from None
            rec = Recorder(s)
            assert tid is not None
            self._sit(s, rec, tables[tid], number, entry, settings.starting_stack)
            rec.record(entry.event_id, "seat", msg(
                "undo-seated", player=entry_name(s, entry),
                table_text=table_label(tables[tid].name), seat=number),
                {"entry_id": entry_id}, now)
            return tid, number

    def move_player(self, entry_id: int, table_id: int, seat_number: int,
                    now: datetime) -> None:
        """Move a seated player, with their chips, to an empty seat (the director's
        drag and drop, or a balancing move made by hand). Recorded for undo."""
        v.ident(entry_id, "the entry")
        v.ident(table_id, "the table")
        v.seat(seat_number)
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_entries(s, [entry_id], [table_id])  # before a seat is read
            entry = entry_row(s, entry_id)
            table = s.get(TableRow, table_id)
            if table is None or table.event_id != entry.event_id:
                raise ServiceError(msg("svc-table-not-of-event", table=table_id))
            if not 1 <= seat_number <= table.max_seats:
                raise ServiceError(msg("svc-table-has-no-seat", seat=seat_number,
                                       table_text=table_label(table.name)))
            old = s.exec(select(Seat).where(Seat.entry_id == entry_id)).first()
            if old is None:
                raise ServiceError(msg("svc-entry-no-seat-to-move", entry_number=entry_id))
            if old.table_id == table_id and old.number == seat_number:
                raise ServiceError(msg("svc-already-in-that-seat"))
            refuse_if_playing(s, old, "svc-move-when-hand-ends")
            rec = Recorder(s)
            rec.touch(old)
            stack, behind = old.stack, old.chips_behind
            old.entry_id, old.player_id, old.stack, old.chips_behind = None, None, 0, 0
            s.add(old)
            s.flush()
            self._sit(s, rec, table, seat_number, entry, stack, behind)
            rec.record(entry.event_id, "seat move",
                       msg("undo-moved", player=entry_name(s, entry),
                           table_text=table_label(table.name), seat=seat_number),
                       {"entry_id": entry_id, "table_id": table_id, "seat": seat_number}, now)

    def draw_for_button(self, table_id: int, now: datetime,
                        rng: seating.Shuffler | None = None) -> seating.ButtonDraw:
        """R-3.1: one card to each player, highest by rank then suit takes the button."""
        v.ident(table_id, "the table")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_table_of_event(s, table_id)  # before its hands are read
            table = s.get(TableRow, table_id)
            if table is None:
                raise ServiceError(msg("svc-no-table", table_number=table_id))
            hand = running_hand(s, table_id)
            if hand is not None:
                raise ServiceError(msg("svc-draw-button-between-hands",
                                       hand_number=hand.number,
                                       table_text=table_label(table.name)))
            try:
                draw = seating.draw_for_button(sorted(_occupied(s, table_id)),
                                               rng or random.SystemRandom())
            except seating.SeatingError as exc:
                raise ServiceError(reason(exc)) from None
            rec = Recorder(s)
            rec.touch(table)
            table.button_seat = draw.button
            table_state.store(table, None)
            rec.record(table.event_id, "button draw", draw.explanation,
                       {"table_id": table_id}, now)
            return draw

    def next_hand(self, table_id: int, now: datetime) -> btn.HandPositions:
        """The next hand's button and blinds (R-3.3 to R-3.5) for a hand dealt on the felt
        without the dealer panel; chips behind join the stacks (R-8.6). It moves the
        table's one running state as a hand dealt at the panel does, so a panel opened
        afterwards deals the hand after it."""
        v.ident(table_id, "the table")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_table_of_event(s, table_id)  # before its seats are read
            table = s.get(TableRow, table_id)
            if table is None:
                raise ServiceError(msg("svc-no-table", table_number=table_id))
            if hand_running(s, table_id):
                raise ServiceError(msg("svc-hand-being-played"))
            rec = Recorder(s)
            seats = _occupied(s, table_id)
            for seat in seats.values():
                if seat.chips_behind:
                    rec.touch(seat)
                    seat.stack, seat.chips_behind = seat.stack + seat.chips_behind, 0
                    s.add(seat)
            stacks = {n: seat.stack for n, seat in seats.items() if seat.stack > 0}
            state = table_state.read(table)
            try:
                if state.button is None:
                    raise ServiceError(msg("svc-draw-button-first",
                                           table_text=table_label(table.name)))
                if state.positions is not None:
                    hand = btn.next_hand(state.positions, stacks, state.refilled)
                elif state.placed:  # the last hand had no blinds: the button moves on
                    hand = btn.first_hand(order_from_button(stacks, state.button)[0], stacks)
                else:
                    hand = btn.first_hand(state.button, stacks)
            except btn.ButtonError as exc:
                raise ServiceError(reason(exc)) from None
            rec.touch(table)
            table_state.store(table, hand.table)
            rec.record(table.event_id, "next hand",
                       msg("undo-next-hand", table_text=table_label(table.name),
                           explanation_text=hand.explanation),
                       {"table_id": table_id}, now)
            return hand

    def balance(self, event_id: int, now: datetime,
                rng: seating.Shuffler | None = None) -> bal.Rebalance:
        """Break and balance tables (R-8.4, TDA 11, RP-9) and store the moves as new seats.

        Tables break in reverse order of opening (the last opened breaks first).
        Refused while a hand runs at a table a player would leave, a table to break
        or, for a final-table redraw, any table; a table receiving players may be
        in a hand (they are dealt in from its next one: R-3.2, the dealer station's
        instructions say so at once). Refused too while a seated player has no chips
        (a bust or a rebuy not yet reported: the counts would be wrong). When nobody
        moves, the result's notes say why: the tables differ by one player at most,
        or a short table's only free seat is its small blind (then: after the next
        hand); the action recorded says the same.
        """
        v.ident(event_id, "the event")
        with UnitOfWork(self.db) as uow, collector_paused():
            s = uow.session
            lock_event(s, event_id)  # no bust at the same time (issue 17)
            tournament(s, event_id)
            # Locked (``locks``: the event, then the tables): a dealer station starting
            # a hand at one of them waits, then reads the seats this balancing left.
            tables = {t.id or 0: t for t in _open_tables(s, event_id, lock=True)}
            # One plain read of every seat and one of the running hands, whatever
            # the size of the field (issue 17: 1,000 players over 100 tables); the
            # moves are written from it (``seat_moves``), without a row object each.
            seats = seat_moves.read_seats(s, list(tables))
            taken: dict[int, list[tuple[int, int]]] = {t: [] for t in tables}
            no_chips: dict[int, list[int]] = {}
            for (table_id, number), seat_row in seats.items():
                if seat_row.entry_id is None:
                    continue
                taken[table_id].append((number, seat_row.entry_id))
                if not seat_row.stack + seat_row.chips_behind:
                    no_chips.setdefault(table_id, []).append(number)
            layouts = []
            for tid, t in tables.items():
                pos = table_state.read(t).positions
                layouts.append(bal.TableLayout(
                    tid, tuple(range(1, t.max_seats + 1)), tuple(sorted(taken[tid])),
                    pos.button if pos else t.button_seat, pos.big_blind if pos else None))
            playing = set(s.exec(select(Hand.table_id).where(
                col(Hand.table_id).in_(list(tables)), Hand.status == "running")))
            if no_chips:  # counts players: a bust not yet reported is not one
                table_id = min(no_chips)
                raise ServiceError(msg("svc-balance-report-busts-first",
                                       table_text=table_label(tables[table_id].name),
                                       seat_numbers=tuple(sorted(no_chips[table_id])),
                                       count=len(no_chips[table_id])))
            try:
                result = bal.rebalance(layouts, sorted(tables, reverse=True),
                                       rng or random.SystemRandom())
            except bal.BalancingError as exc:
                raise ServiceError(reason(exc)) from None
            # A player gets up between hands at his table, and a table breaks
            # or is redrawn between hands; a table receiving players may be playing
            # one: they take empty seats and are dealt in from its next hand.
            giving = {int(m.from_table) for m in result.moves} | {
                int(t) for t in result.broken}
            if playing & giving or (playing and result.final_table is not None):
                raise ServiceError(msg("svc-balance-between-hands"))
            if not (result.moves or result.broken or result.notes):
                counts = [t.count for t in layouts]
                result = replace(result, notes=(msg(
                    "svc-balance-nobody-moves", fewest_players=min(counts),
                    most_players=max(counts)),))
            rec = Recorder(s)
            sat = seat_moves.write_moves(s, rec, seats, [
                seat_moves.Move(int(m.from_table), m.from_seat, int(m.to_table), m.to_seat)
                for m in result.moves])
            uow.wrote("seat", sorted({t for t, _ in sat}
                                     | {int(m.from_table) for m in result.moves}))
            for to, number in sat:
                table = tables[to]
                if table_state.read(table).placed:  # the next hand must know the seat is new
                    rec.touch(table)
                    table_state.refill(table, number)
                    s.add(table)
            for broken in result.broken:
                rec.touch(tables[int(broken)])
                tables[int(broken)].closed = True
            if result.final_table is not None:
                final = tables[int(result.final_table)]
                rec.touch(final)
                table_state.store(final, None)
                final.button_seat = None
            moves = in_turn(result.describe())
            rec.record(event_id, "balance",
                       moves or in_turn(list(result.notes)) or msg("undo-tables-balanced"),
                       {"moves": len(result.moves),  # and for the dealer stations:
                        "seat_moves": [[int(m.from_table), m.from_seat, int(m.to_table),
                                        m.to_seat] for m in result.moves],
                        "broken": [int(t) for t in result.broken],
                        "playing": sorted(playing)}, now)
            return result
