"""Tables, seats, the button and balancing for a tournament; one transaction per command.

Random seats (R-3.2, TDA 7) and the draw for the button (R-3.1; a cash table's first
button too) use ``random.SystemRandom`` unless a test passes a seeded source. Each
table keeps one running state (``table_state``: the last hand's button and blinds,
blinds owed, hands dealt), shared with the dealer panel, so the next hand's button and
blinds follow the dead-button rule (R-3.3, R-3.4). Balancing and breaking
(R-8.4) store every move as new seats. A player in a running hand is not moved
and a table's button is not drawn again while it plays a hand (``hand_guard``).
A hand dealt on the felt without the dealer panel, at a tournament's table or a cash
table, is ``felt_hands``'s. Every command is recorded for undo.
"""

from __future__ import annotations

import contextlib
import random
from dataclasses import replace
from datetime import datetime

import sqlalchemy as sa
from sqlmodel import Session, col, select

from director.engine.event import balancing as bal
from director.engine.event import seating
from director.engine.event.entries import EntryKind
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, msg
from director.services.cash.cash_table_views import seats_list
from director.services.core import locks
from director.services.core import validation as v
from director.services.core.action_log import Recorder
from director.services.core.collector import collector_paused
from director.services.core.documents import HouseRules, load_settings
from director.services.core.hand_guard import refuse_if_playing, table_between_hands
from director.services.core.message_data import (
    in_turn,
    numbered_table,
    reason,
    table_label,
)
from director.services.core.stored_hands import dead_pots, refuse_while_dead_pot_waits
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.events.event_service import checked_player, player_in
from director.services.seating import felt_hands, moved_stacks, seat_moves
from director.services.seating.felt_hands import FeltHand
from director.services.tables import table_state
from director.services.tournament.chips_known import StackKnown, stacks_known
from director.services.tournament.hand_for_hand import BALANCE, refuse_replay
from director.services.tournament.rows import (
    entry_name,
    entry_row,
    lock_event,
    tournament,
    tournament_under_way,
)
from director.services.tournament.tournament_service import entry_recorded, new_entry
from director.store.db import Database
from director.store.models import CashTable, Entry, Hand, Seat, TableRow
from director.store.models import Event as EventRow


def _open_tables(s: Session, event_id: int, lock: bool = False) -> list[TableRow]:
    query = select(TableRow).where(TableRow.event_id == event_id,
                                   col(TableRow.closed).is_(False)).order_by(col(TableRow.id))
    return list(s.exec(query.with_for_update(key_share=True) if lock else query))


def _seats(s: Session, table_id: int) -> dict[int, Seat]:
    return {seat.number: seat for seat in s.exec(select(Seat).where(Seat.table_id == table_id))}


def _occupied(s: Session, table_id: int) -> dict[int, Seat]:
    return {n: seat for n, seat in _seats(s, table_id).items() if seat.entry_id is not None}


def _drawing(s: Session, table: TableRow) -> list[int]:
    """The seats dealt a card for the button (R-3.1): a tournament table's players; at
    a cash table those its first hand deals in, seated with chips and not away (R-3.6),
    and only while no hand has placed its button (it moves on from hand to hand, R-3.3,
    and the blinds owed go with it) or once everyone has left (``cash_tables``)."""
    assert table.id is not None
    extra = s.get(CashTable, table.id)
    if extra is None:
        return sorted(_occupied(s, table.id))
    if table_state.read(table).placed:
        raise ServiceError(msg("svc-cash-button-moves-on", table_text=table_label(table.name)))
    away = seats_list(extra.away)
    return sorted(n for n, seat in _seats(s, table.id).items() if seat.player_id is not None
                  and seat.stack + seat.chips_behind > 0 and n not in away)


def _house_rules(s: Session, table: TableRow) -> HouseRules:
    """The house rules of the table's event (RULES.md's options, its settings)."""
    event = s.get(EventRow, table.event_id)
    return HouseRules() if event is None else load_settings(event.kind,
                                                             event.settings).house_rules


@frozen_record
class Entered:
    """A player's entry as ``SeatingService.enter`` made it: its seat, or none (``table``
    None) before the seats are drawn (``drawn`` False) or with every table full."""

    entry: int
    table: int | None
    seat: int | None
    drawn: bool
    table_name: str = ""  # the table's name as stored ("Table 2"), where seated


class _Tried(Exception):
    """A command run as a check only: raised to roll its transaction back."""


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
            _, settings = tournament_under_way(s, event_id)
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
        seat_moves.sit(s, rec, table, number, entry, stack, chips_behind, seats, flush)

    def draw_seats(self, event_id: int, now: datetime,
                   rng: seating.Shuffler | None = None) -> dict[int, tuple[int, int]]:
        """Seat every unseated entry at random across the open tables (R-3.2, TDA 7)."""
        v.ident(event_id, "the event")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            lock_event(s, event_id)  # then its open tables (``_open_tables``)
            _, settings = tournament_under_way(s, event_id)
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
            if s.exec(select(Seat).where(Seat.entry_id == entry_id)).first() is not None:
                raise ServiceError(msg("svc-entry-already-seated",
                                       player=entry_name(s, entry)))
            rec = Recorder(s)
            table, number = self._late_seat(s, rec, entry, rng)
            rec.record(entry.event_id, "seat", msg(
                "undo-seated", player=entry_name(s, entry),
                table_text=table_label(table.name), seat=number),
                {"entry_id": entry_id}, now)
            return table.id or 0, number

    def check_enter(self, event_id: int, player: int | str, now: datetime) -> None:
        """Refused as ``enter`` would be, with nothing written (nobody added)."""
        with contextlib.suppress(_Tried):
            self.enter(event_id, player, now, None, check_only=True)

    def enter(self, event_id: int, player: int | str, now: datetime,
              rng: seating.Shuffler | None = None, check_only: bool = False) -> Entered:
        """A player's entry as the console and the director's remote register one
        (R-8.6): once the seats are drawn, seated at a table with the fewest players
        (R-3.2) in the same undo step (as ``enter_and_seat``); before the draw, or with
        every table full, registered to be seated by the next draw. ``player``: a
        player's id, or the name of a new player, added to the database in the same
        transaction (a refused entry adds nobody)."""
        v.ident(event_id, "the event")
        player = checked_player(player)
        with UnitOfWork(self.db) as uow:
            s = uow.session
            lock_event(s, event_id)  # before its tables' seats are counted
            pid = player_in(s, player, now)  # the players' lock after the event's
            taken = {table_id: (most, count) for table_id, most, count in s.connection().execute(
                sa.select(col(TableRow.id), col(TableRow.max_seats),
                          sa.func.count(col(Seat.entry_id)))
                .outerjoin(Seat, col(Seat.table_id) == col(TableRow.id))
                .where(col(TableRow.event_id) == event_id, col(TableRow.closed).is_(False))
                .group_by(col(TableRow.id), col(TableRow.max_seats))).all()}
            drawn = any(count for _, count in taken.values())
            if not drawn or all(count >= most for most, count in taken.values()):
                done = Entered(entry_recorded(s, event_id, pid, now), None, None, drawn)
            else:
                entry, table, seat = self._entered_seated(s, event_id, pid, now, rng)
                row = s.get(TableRow, table)
                done = Entered(entry, table, seat, True, "" if row is None else row.name)
            if check_only:
                raise _Tried  # rolled back: nothing written, nobody added
            return done

    def enter_and_seat(self, event_id: int, player_id: int, now: datetime,
                       rng: seating.Shuffler | None = None) -> tuple[int, int, int]:
        """A late entry or a re-entry (R-8.6) and its seat (R-3.2) as one command and
        one undo step: undone, the entry goes with its seat (never an entry playing
        without a seat). Returns (entry id, table id, seat number)."""
        return self._enter_and_seat(event_id, player_id, now, rng)

    def check_enter_and_seat(self, event_id: int, player_id: int, now: datetime) -> None:
        """Refused as ``enter_and_seat`` would be (re-entries used up or closed, no
        empty seat), with nothing written: asked before the buy-in is named to the
        director (as ``TournamentService.check_rebuys``)."""
        with contextlib.suppress(_Tried):
            self._enter_and_seat(event_id, player_id, now, None, check_only=True)

    def _enter_and_seat(self, event_id: int, player_id: int, now: datetime,
                        rng: seating.Shuffler | None, check_only: bool = False
                        ) -> tuple[int, int, int]:
        v.ident(event_id, "the event")
        v.ident(player_id, "the player")
        with UnitOfWork(self.db) as uow:
            done = self._entered_seated(uow.session, event_id, player_id, now, rng)
            if check_only:
                raise _Tried  # rolled back: nothing written
            return done

    def _entered_seated(self, s: Session, event_id: int, player_id: int, now: datetime,
                        rng: seating.Shuffler | None) -> tuple[int, int, int]:
        """``enter_and_seat`` in the caller's transaction."""
        rec = Recorder(s)
        entry, kind, name = new_entry(s, rec, event_id, player_id, now)
        table, number = self._late_seat(s, rec, entry, rng)
        re_entry = kind is EntryKind.RE_ENTRY
        rec.record(event_id, kind.value, msg(
            "undo-re-entry-seated" if re_entry else "undo-entry-seated", player=name,
            table_text=table_label(table.name), seat=number),
            {"player_id": player_id, "entry_id": entry.id}, now)
        return entry.id or 0, table.id or 0, number

    def _late_seat(self, s: Session, rec: Recorder, entry: Entry,
                   rng: seating.Shuffler | None) -> tuple[TableRow, int]:
        """Seat ``entry`` at random at a table with the fewest players (R-3.2)."""
        _, settings = tournament(s, entry.event_id)
        # its event's lock is taken; then its open tables', before their seats are read
        tables = {t.id: t for t in _open_tables(s, entry.event_id, lock=True)}
        occupied = {tid: _occupied(s, tid or 0) for tid in tables}
        free = {tid: [n for n in range(1, t.max_seats + 1) if n not in occupied[tid]]
                for tid, t in tables.items()}
        try:
            tid, number = seating.seat_late_entry(
                free, {t: len(o) for t, o in occupied.items()}, rng or random.SystemRandom())
        except seating.SeatingError as exc:
            raise ServiceError(reason(exc)) from None
        assert tid is not None
        self._sit(s, rec, tables[tid], number, entry, settings.starting_stack)
        return tables[tid], number

    def move_player(self, entry_id: int, table_id: int, seat_number: int,
                    now: datetime) -> None:
        """Move a seated player, with their chips, to an empty seat of an open table (the
        director's drag and drop, or a balancing move made by hand); a table broken up
        meanwhile (at another station of a club) is refused, and in hand for hand a move
        from a table that has played the current hand to one that has not dealt it yet
        (R-8.5: dealt it twice, ``hand_for_hand.refuse_replay``). Recorded for undo."""
        v.ident(entry_id, "the entry")
        v.ident(table_id, "the table")
        v.seat(seat_number)
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_entries(s, [entry_id], [table_id])  # before a seat is read
            entry = entry_row(s, entry_id)
            tournament_under_way(s, entry.event_id)
            table = s.get(TableRow, table_id)
            if table is None or table.event_id != entry.event_id:
                raise ServiceError(msg("svc-table-not-of-event", table=table_id))
            if table.closed:  # broken up since the director chose it (another station)
                raise ServiceError(msg("svc-move-to-closed-table",
                                       table_text=table_label(table.name)))
            if not 1 <= seat_number <= table.max_seats:
                raise ServiceError(msg("svc-table-has-no-seat", seat=seat_number,
                                       table_text=table_label(table.name)))
            old = s.exec(select(Seat).where(Seat.entry_id == entry_id)).first()
            if old is None:
                raise ServiceError(msg("svc-entry-no-seat-to-move",
                                       player=entry_name(s, entry)))
            if old.table_id == table_id and old.number == seat_number:
                raise ServiceError(msg("svc-already-in-that-seat"))
            refuse_if_playing(s, old, "svc-move-when-hand-ends")
            there = s.get(TableRow, old.table_id)
            if there is not None:  # not dealt a hand-for-hand hand twice
                refuse_replay(s, entry.event_id, [(there, table, entry_id)])
            found = None if there is None else table_state.all_in_on_dead_ante(
                s, there, old.number)
            if found is not None and there is not None:  # dealt in again there
                raise ServiceError(msg("svc-move-ante-in-dead-pot", player=entry_name(s, entry),
                                       amount=Amount(found[0]), pot=Amount(found[1]),
                                       table_text=table_label(there.name)))
            # the chips go with the player; a stack the felt moved since it was
            # last counted is counted at the new table before its next hand
            to_count = bool(there is not None and moved_stacks.uncounted(
                s, entry.event_id, [(there, entry_id)]))
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
                       {"entry_id": entry_id, "table_id": table_id, "seat": seat_number,
                        "to_count": to_count}, now)

    def draw_for_button(self, table_id: int, now: datetime,
                        rng: seating.Shuffler | None = None) -> seating.ButtonDraw:
        """R-3.1: one card to each player, the highest rank takes the button; equal
        ranks by suit, or by a new card to each tied player when the event's house
        rules say ``redraw``. A tournament's table or a cash table's (``_drawing``).
        Refused while a dead deal's pot waits there (R-6.5): its deal again keeps the
        button, and a button drawn anew would deal it with no pot."""
        v.ident(table_id, "the table")
        with UnitOfWork(self.db) as uow:
            uow.felt_dealing(table_id)  # a dealer station's own table: allowed (``station_role``)
            s = uow.session
            table = table_between_hands(s, table_id, "svc-draw-button-between-hands")
            refuse_while_dead_pot_waits(s, table, "svc-draw-button-dead-pot")
            try:
                draw = seating.draw_for_button(_drawing(s, table),
                                               rng or random.SystemRandom(),
                                               _house_rules(s, table).button_tie_break)
            except seating.SeatingError as exc:
                raise ServiceError(reason(exc)) from None
            rec = Recorder(s)
            rec.touch(table)
            table.button_seat = draw.button
            table_state.store(table, None)
            rec.record(table.event_id, "button draw", draw.explanation,
                       {"table_id": table_id}, now)
            return draw

    def next_hand(self, table_id: int, now: datetime, seen: int) -> FeltHand:
        """A hand dealt on the felt without the dealer panel: the button and what is
        posted move on as at the panel (``felt_hands.next_hand``, R-3.3 to R-6.6)."""
        return felt_hands.next_hand(self.db, table_id, now, seen)

    def balance(self, event_id: int, now: datetime,
                rng: seating.Shuffler | None = None,
                shown: bal.Rebalance | None = None) -> bal.Rebalance:
        """Break and balance tables (R-8.4, TDA 11, RP-9) and store the moves as new seats.

        Tables break in reverse order of opening (the last opened breaks first).
        Refused while a hand runs at a table a player would leave, a table to break
        or, for a final-table redraw, any table; refused too while a table to break
        (for the redraw, any table) holds a dead deal's pot (R-6.5: nobody opened,
        the pot is won at that table's next hand); a table receiving players may be
        in a hand (they are dealt in from its next one: R-3.2, the dealer station's
        instructions say so at once). Refused too while a seated player has no chips
        (a bust or a rebuy not yet reported: the counts would be wrong). When nobody
        moves, the result's notes say why: the tables differ by one player at most,
        or a short table's only free seat is its small blind (then: after the next
        hand); the action recorded says the same. Three steps: ``_balance_check``,
        ``_balance_compute``, ``_balance_write``. In hand for hand (R-8.5) refused too
        while a player would move from a table that has played the current hand to
        one that has not dealt it yet (``hand_for_hand.refuse_replay``): the director
        balances once every table has played it.

        ``shown``: the moves the director confirmed (the seating's preview, same random
        source); when the tables changed since (a hand moved a big blind, a bust, a move
        at another station) and the moves would differ, nothing is written and the
        refusal says to balance again: the player told to move is the one moved.
        """
        v.ident(event_id, "the event")
        with UnitOfWork(self.db) as uow, collector_paused():
            found = _balance_check(uow.session, event_id)
            result = _balance_compute(found, rng or random.SystemRandom())
            if shown is not None and (shown.moves, shown.broken, shown.final_table) != (
                    result.moves, result.broken, result.final_table):
                raise ServiceError(msg("svc-balance-changed-since-shown"))
            # nobody moved to a table still to deal the hand-for-hand hand played
            refuse_replay(uow.session, event_id, [
                (found.tables[int(m.from_table)], found.tables[int(m.to_table)], int(m.player))
                for m in result.moves], said=BALANCE)
            _balance_write(uow, found, result, now)
            return result


@frozen_record
class _Layout:
    """What balancing reads: the open tables (locked), every seat, the running hands."""

    event_id: int
    tables: dict[int, TableRow]
    seats: seat_moves.SeatRows
    playing: set[int]
    layouts: list[bal.TableLayout]
    dead: dict[int, int]  # a table's dead deal's pot, waiting for the deal again


def _balance_check(s: Session, event_id: int) -> _Layout:
    """The tables and seats as they stand, read once whatever the size of the field
    (issue 17: 1,000 players over 100 tables); refused while a seated player has no
    chips (R-8.4 counts the players still in: a bust not yet reported is not one)."""
    lock_event(s, event_id)  # no bust at the same time (issue 17)
    tournament_under_way(s, event_id)
    # Locked: a dealer station starting a hand at one of them waits, then sees the
    # seats this balancing left (TableService.start_hand).
    tables = {t.id or 0: t for t in _open_tables(s, event_id, lock=True)}
    seats = seat_moves.read_seats(s, list(tables))
    taken: dict[int, list[tuple[int, int]]] = {t: [] for t in tables}
    no_chips: dict[int, list[int]] = {}
    for (table_id, number), seat_row in seats.items():
        if seat_row.entry_id is None:
            continue
        taken[table_id].append((number, seat_row.entry_id))
        if not seat_row.stack + seat_row.chips_behind:
            no_chips.setdefault(table_id, []).append(number)
    if no_chips:
        table_id = min(no_chips)
        raise ServiceError(msg("svc-balance-report-busts-first",
                               table_text=table_label(tables[table_id].name),
                               seat_numbers=tuple(sorted(no_chips[table_id])),
                               count=len(no_chips[table_id])))
    layouts = []
    for tid, t in tables.items():
        pos = table_state.read(t).positions
        layouts.append(bal.TableLayout(
            tid, tuple(range(1, t.max_seats + 1)), tuple(sorted(taken[tid])),
            pos.button if pos else t.button_seat, pos.big_blind if pos else None))
    playing = set(s.exec(select(Hand.table_id).where(
        col(Hand.table_id).in_(list(tables)), Hand.status == "running")))
    dead = {tid: pot for tid in tables if tid not in playing
            and (pot := dead_pots(s, [tid]))}
    return _Layout(event_id, tables, seats, playing, layouts, dead)


def _balance_compute(found: _Layout, rng: seating.Shuffler) -> bal.Rebalance:
    """The engine's moves (R-8.4); a player gets up between hands at his table, and
    a table breaks or is redrawn between hands; a table receiving players may be
    playing one: they take empty seats and are dealt in from its next hand (R-3.2).
    When nobody moves, a note says why."""
    try:
        result = bal.rebalance(found.layouts, sorted(found.tables, reverse=True), rng)
    except bal.BalancingError as exc:
        raise ServiceError(reason(exc)) from None
    giving = {int(m.from_table) for m in result.moves} | {int(t) for t in result.broken}
    if found.playing & giving or (found.playing and result.final_table is not None):
        raise ServiceError(msg("svc-balance-between-hands"))
    # a dead deal's pot is won at its table's next hand; a table broken or
    # redrawn would never deal it (the final table's redraw starts its hands anew).
    stranded = sorted(t for t in found.dead if result.final_table is not None
                      or t in {int(b) for b in result.broken})
    if stranded:
        raise ServiceError(msg("svc-balance-dead-pot",
                               table_text=table_label(found.tables[stranded[0]].name),
                               pot=Amount(found.dead[stranded[0]])))
    if not (result.moves or result.broken or result.notes):
        counts = [t.count for t in found.layouts]
        result = replace(result, notes=(msg(
            "svc-balance-nobody-moves", fewest_players=min(counts),
            most_players=max(counts)),))
    return result


def _balance_write(uow: UnitOfWork, found: _Layout, result: bal.Rebalance,
                   now: datetime) -> None:
    """The moves as new seats, the tables broken closed, the final table's button to
    draw again, and the action that undoes it, naming each player moved (with the
    stack they carry) for the dealer stations and the slips."""
    s, tables = uow.session, found.tables
    known = stacks_known(s, found.event_id)  # where they sit now: before the moves
    # the chips go with the player; a stack the felt moved since it was last
    # counted is counted at the new table before its next hand (``moved_stacks``)
    to_count = moved_stacks.uncounted(s, found.event_id, [
        (tables[int(m.from_table)], int(m.player)) for m in result.moves])
    rec = Recorder(s)
    sat = seat_moves.write_moves(s, rec, found.seats, [
        seat_moves.Move(int(m.from_table), m.from_seat, int(m.to_table), m.to_seat)
        for m in result.moves])
    uow.wrote("seat", sorted({t for t, _ in sat} | {int(m.from_table) for m in result.moves}))
    for to, number in sat:
        if table_state.read(tables[to]).placed:  # the next hand must know the seat is new
            rec.touch(tables[to])
            table_state.refill(tables[to], number)
            s.add(tables[to])
    for broken in result.broken:
        rec.touch(tables[int(broken)])
        tables[int(broken)].closed = True
    if result.final_table is not None:
        final = tables[int(result.final_table)]
        rec.touch(final)
        table_state.store(final, None)
        final.button_seat = None
    carried = {(t, n): row.stack + row.chips_behind  # a stack not tracked: -1
               if known.get(row.entry_id or 0, StackKnown(True)).tracked
               and row.entry_id not in to_count else -1
               for (t, n), row in found.seats.items()}
    moves = in_turn(result.describe())
    rec.record(found.event_id, "balance",
               moves or in_turn(list(result.notes)) or msg("undo-tables-balanced"),
               {"moves": len(result.moves),  # and for the dealer stations:
                "seat_moves": [[int(m.from_table), m.from_seat, int(m.to_table), m.to_seat,
                                int(m.player), carried.get((int(m.from_table), m.from_seat), 0)]
                               for m in result.moves],
                "broken": [int(t) for t in result.broken],
                "playing": sorted(found.playing), "to_count": sorted(to_count)}, now)
