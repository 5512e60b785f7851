"""A cash game's waiting list (R-3.6, R-8.7): names waiting for a seat at given
stakes, and seated players' seat-change requests, each in the order asked, seat
changes first. Who is offered a free seat is ``cash_table_views.next_in_line``;
seating them is the tables' command (``CashTableService.sit`` or ``move``). Each
command is one transaction, recorded for undo in the event's action log."""

from __future__ import annotations

from datetime import datetime

from sqlmodel import col, select

from director.engine.event.cash_tables import Stakes
from director.engine.messages import msg
from director.services.cash.cash_table_views import (
    WaitingView,
    cash_table,
    next_in_line,
    player_name,
    seated_at,
    stakes_of,
    table_view,
)
from director.services.cash.ledger_lines import cash_event
from director.services.cash.seat_money import occupant
from director.services.core import locks
from director.services.core import validation as v
from director.services.core.action_log import Recorder, iso
from director.services.core.message_data import stakes_message, table_label
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.events.event_service import checked_player, player_in
from director.store.db import Database
from director.store.models import CashTable, CashWaiting, Player


class CashWaitingList:
    """The waiting list's commands and reads, a part of ``CashTableService``."""

    db: Database

    def add_waiting(self, event_id: int, player: int | str, stakes: Stakes,
                    now: datetime) -> int:
        """Put a name on the waiting list for ``stakes`` (``player``: an id, or a new
        player's name, added in the same transaction: refused, nobody is added)."""
        v.ident(event_id, "the event")
        player = checked_player(player)
        with UnitOfWork(self.db) as uow:
            s = uow.session
            # the event's lock before the list and the seats are read: two stations'
            # names, or a name and the player sitting down, one after the other
            locks.lock_event(s, event_id)
            cash_event(s, event_id)
            player_id = player_in(s, player, now)
            if s.get(Player, player_id) is None:
                raise ServiceError(msg("svc-no-player", player_number=player_id))
            name = player_name(s, player_id)
            for row in s.exec(select(CashWaiting).where(CashWaiting.event_id == event_id,
                                                        CashWaiting.player_id == player_id,
                                                        CashWaiting.kind == "wait")):
                if row.stakes == stakes.key:
                    raise ServiceError(msg("svc-on-waiting-list-already", player=name,
                                           stakes_text=stakes_message(stakes)))
            where = seated_at(s, event_id, player_id)
            there = None if where is None else s.get(CashTable, where[0].id)
            if where is not None and there is not None and stakes_of(there) == stakes:
                raise ServiceError(msg("svc-seated-at-these-stakes", player=name,
                                       table_text=table_label(where[0].name)))
            rec = Recorder(s)
            row = CashWaiting(event_id=event_id, player_id=player_id, stakes=stakes.key,
                              kind="wait", created_at=iso(now))
            rec.created(row)
            rec.record(event_id, "waiting list",
                       msg("undo-waiting-list", player=name, stakes_text=stakes_message(stakes)),
                       {"player": player_id}, now)
            assert row.id is not None
            return row.id

    def request_change(self, table_id: int, seat: int, now: datetime,
                       to_table: int | None = None, *, player_id: int | None = None) -> int:
        """A seated player asks for a seat change (to ``to_table`` or any table of the
        stakes; their own table means another seat there)."""
        v.ident(table_id, "the table")
        v.seat(seat)
        if to_table is not None:
            v.ident(to_table, "the table")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            table, extra = cash_table(s, table_id, lock=True)  # before the list is read
            row = occupant(s, table, seat, player_id)
            assert row.player_id is not None
            if to_table is not None:
                target, target_extra = cash_table(s, to_table)
                if stakes_of(target_extra) != stakes_of(extra):
                    raise ServiceError(msg("svc-seat-change-same-stakes",
                                           table_text=table_label(target.name)))
            name = player_name(s, row.player_id)
            if any(r.kind == "change" for r in s.exec(select(CashWaiting).where(
                    CashWaiting.event_id == table.event_id,
                    CashWaiting.player_id == row.player_id))):
                raise ServiceError(msg("svc-seat-change-asked-already", player=name))
            rec = Recorder(s)
            request = CashWaiting(event_id=table.event_id, player_id=row.player_id,
                                  stakes=stakes_of(extra).key, kind="change", table_id=to_table,
                                  created_at=iso(now))
            rec.created(request)
            rec.record(table.event_id, "seat change request",
                       msg("undo-seat-change-request", player=name), {"player": row.player_id},
                       now)
            assert request.id is not None
            return request.id

    def remove_waiting(self, waiting_id: int, now: datetime) -> None:
        """Take a name off the waiting list (or withdraw a seat-change request)."""
        v.ident(waiting_id, "the name on the list")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            event_id = s.exec(select(CashWaiting.event_id).where(
                CashWaiting.id == waiting_id)).first()
            if event_id is not None:  # two stations taking it off: the second is told
                locks.lock_event(s, event_id)
            row = s.get(CashWaiting, waiting_id)
            if row is None:
                raise ServiceError(msg("svc-not-on-waiting-list"))
            rec = Recorder(s)
            name = player_name(s, row.player_id)
            rec.delete(row)
            rec.record(row.event_id, "waiting list off",
                       msg("undo-waiting-list-off" if row.kind == "wait"
                           else "undo-seat-change-withdrawn", player=name),
                       {"waiting": waiting_id}, now)

    def waiting(self, event_id: int) -> list[WaitingView]:
        """Seat-change requests and the waiting list, each in the order asked; a name
        waiting whose player plays another game meanwhile with the seat they play at."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            rows = list(s.exec(select(CashWaiting).where(CashWaiting.event_id == event_id)
                               .order_by(col(CashWaiting.id))))
            result = []
            for r in rows:  # a request's seat, or the seat a name waiting plays at now
                where = seated_at(s, event_id, r.player_id)  # (another game)
                assert r.id is not None
                result.append(WaitingView(
                    r.id, r.player_id, player_name(s, r.player_id), Stakes.from_key(r.stakes),
                    r.kind,
                    r.table_id, where[0].id if where else None,
                    where[1].number if where else None))
            return sorted(result, key=lambda w: (w.kind != "change", w.waiting_id))

    def next_for(self, table_id: int) -> WaitingView | None:
        """Who is offered a free seat at the table (``next_in_line``), read now."""
        with UnitOfWork(self.db) as uow:
            view = table_view(uow.session, *cash_table(uow.session, table_id))
        return next_in_line(view, self.waiting(view.event_id))
