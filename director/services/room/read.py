"""The room's view of an event, read in one transaction (issue 32): the event, its
open tables and seats, its entries, the clock, the cash game's waiting list and
the leagues it counts in are read once, from one snapshot (on a club's server
the transaction is REPEATABLE READ, so a commit of another station in between
cannot make the seating and the results disagree), and turned into a
``DirectorView`` by plain functions (``build.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from sqlmodel import Session, col, select

from director.engine.event.clock import ClockState
from director.engine.event.entries import EntryError, check_rebuy
from director.engine.messages import Message, msg
from director.services.clock.clock import clock_from_row
from director.services.core.action_log import newest_undoable
from director.services.core.documents import EventSettings, TournamentSettings, load_settings
from director.services.core.hand_guard import RUNNING, dealt_seats
from director.services.core.message_data import from_stored
from director.services.core.stored_hands import chips_in_front
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.room.build import build_view
from director.services.room.leagues import standings_of
from director.services.room.night_rows import NightRows
from director.services.room.numbers import player_names
from director.services.room.view import DirectorView
from director.services.tournament.bounties import envelopes_set
from director.services.tournament.chips_known import chips_colored_up, colored_up, panel_tables
from director.services.tournament.deals import recorded_deal
from director.store.db import Database
from director.store.models import CashTable, CashWaiting, Entry, Hand, Seat, TableRow
from director.store.models import ClockState as ClockRow
from director.store.models import Event as EventRow

if TYPE_CHECKING:  # the odds' module (numpy) is the dealer panel's to import
    from director.services.tables.all_in_board import TableAllIn


def read_room(db: Database, event_id: int, now: datetime, currency: str = "",
              all_in: Sequence[TableAllIn] = ()) -> DirectorView:
    """The room's and the director's view of ``event_id`` at ``now``; money in the
    event's currency, else ``currency`` (the program's); ``all_in`` the face-up
    all-ins' odds in progress (they live in memory, not in the store)."""
    with UnitOfWork(db, reads_only=True) as uow:
        rows = read_rows(uow.session, event_id, now, db.is_server)
    return build_view(rows, now, currency, all_in)


def read_rows(s: Session, event_id: int, now: datetime, server: bool = False) -> NightRows:
    """The rows of ``event_id`` at ``now`` (``server``: from one REPEATABLE READ
    snapshot)."""
    if server:
        s.connection(execution_options={"isolation_level": "REPEATABLE READ"})
    event = s.get(EventRow, event_id)
    if event is None:
        raise ServiceError(msg("svc-no-event", event_number=event_id))
    tables = list(s.exec(select(TableRow).where(TableRow.event_id == event_id,
                                                col(TableRow.closed).is_(False))
                         .order_by(col(TableRow.id))))
    seats = list(s.exec(select(Seat).where(col(Seat.table_id).in_([t.id for t in tables]),
                                           col(Seat.entry_id).is_not(None))))
    entries = tuple(s.exec(select(Entry).where(Entry.event_id == event_id)
                           .order_by(col(Entry.id))))
    waiting = tuple(s.exec(select(CashWaiting).where(CashWaiting.event_id == event_id,
                                                     CashWaiting.kind == "wait")
                           .order_by(col(CashWaiting.id))))
    cash = _cash_tables(s, tables) if event.kind == "cash" else ()
    people = ({seat.player_id for seat in seats if seat.player_id is not None}
              | {seat.player_id for _, _, taken in cash for seat in taken
                 if seat.player_id is not None}
              | {e.player_id for e in entries} | {w.player_id for w in waiting})
    clock = s.get(ClockRow, event_id)
    settings = load_settings(event.kind, event.settings)
    hands = list(s.exec(select(Hand).where(col(Hand.table_id).in_([t.id for t in tables]),
                                           Hand.status == RUNNING)))
    clock_state = ClockState() if clock is None else clock_from_row(clock)
    return NightRows(
        event_id, event.kind, event.name, settings,
        tuple((t, tuple(sorted((seat for seat in seats if seat.table_id == t.id),
                               key=lambda seat: seat.number))) for t in tables),
        entries, player_names(s, people),
        clock_state,
        waiting, standings_of(s, event_id),
        colored_up(s, event_id) if event.kind == "tournament" else 0,
        deal.shares if (deal := recorded_deal(s, event_id)) is not None else (),
        None if clock is None else clock.hand_for_hand,
        chips_colored_up(s, event_id) if event.kind == "tournament" else (),
        event.status == "finished", event.kind == "tournament" and envelopes_set(s, event),
        frozenset(panel_tables(s, [t.id or 0 for t in tables]))
        if event.kind == "tournament" else frozenset(),
        {hand.table_id: (hand.number, dealt_seats(hand)) for hand in hands},
        chips_in_front(s, hands) if _rebuys_open(settings, clock_state, now) else {},
        _last_action(s, event_id), cash)


def _cash_tables(s: Session, tables: Sequence[TableRow]
                 ) -> tuple[tuple[TableRow, CashTable, tuple[Seat, ...]], ...]:
    """A cash game's open tables with their game and stakes and the seats taken, by
    number: two statements whatever the number of tables (the cash pages' own view,
    ``table_view``, reads each table's hand and counts, which the remote shows not)."""
    ids = [t.id for t in tables]
    extras = {x.table_id: x for x in s.exec(select(CashTable).where(
        col(CashTable.table_id).in_(ids)))}
    taken = list(s.exec(select(Seat).where(col(Seat.table_id).in_(ids),
                                           col(Seat.player_id).is_not(None))
                        .order_by(col(Seat.number))))
    return tuple((t, extras[t.id], tuple(seat for seat in taken if seat.table_id == t.id))
                 for t in tables if t.id in extras)


def _last_action(s: Session, event_id: int) -> tuple[int, Message] | None:
    """The action Ctrl+Z would take back (``action_log.newest_undoable``)."""
    last = newest_undoable(s, event_id)
    return None if last is None or last.id is None else (last.id, from_stored(last.description))


def _rebuys_open(settings: EventSettings, clock: ClockState, now: datetime) -> bool:
    """Whether the event's rebuy window is open at ``now`` (R-8.6): only then does a
    rebuy's stack limit read the chips in front of a player in a running hand."""
    if not isinstance(settings, TournamentSettings) or settings.rules().rebuy is None:
        return False
    structure = settings.structure()
    try:
        check_rebuy(settings.rules(), structure, clock.view(now, structure).index,
                    rebuys_so_far=0, stack=0)
    except EntryError:  # closed (no rebuy of anyone: with none so far and no chips)
        return False
    return True

