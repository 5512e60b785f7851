"""A cash game's money: buy-ins, top-ups, cash-outs and rake as ledger lines (R-8.7).

Each line is one command, checked by the engine ledger (``director.engine.event.cash``:
a top-up or cash-out needs a buy-in first, amounts are above 0) and recorded
for undo. The running check compares the chips on the table with money in
minus money out minus rake; the settlement lists the fewest payments that
square everyone once every player has cashed out.
"""

from __future__ import annotations

from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.event import cash
from director.engine.messages import Amount, Message, msg
from director.services.core import validation as v
from director.services.core.action_log import Recorder, iso
from director.services.core.documents import CashSettings, load_settings
from director.services.core.message_data import reason
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.store.db import Database
from director.store.models import Event as EventRow
from director.store.models import LedgerLine, Player, Seat, TableRow

_KINDS = {k.value: k for k in cash.LineKind}


def cash_event(s: Session, event_id: int) -> EventRow:
    """The event's row, refused unless it is a cash game (its ledger and its tables)."""
    row = s.get(EventRow, event_id)
    if row is None:
        raise ServiceError(msg("svc-no-event", event_number=event_id))
    if not isinstance(load_settings(row.kind, row.settings), CashSettings):
        raise ServiceError(msg("svc-tournament-no-ledger", name=row.name))
    return row


def _names(s: Session, ids: set[int]) -> dict[int, str]:
    players = {i: s.get(Player, i) for i in ids}
    names = {i: p.name if p else f"player {i}" for i, p in players.items()}
    clashes = {n for n in names.values() if list(names.values()).count(n) > 1}
    return {i: f"{n} #{i}" if n in clashes else n for i, n in names.items()}


def ledger_of(s: Session, event_id: int) -> cash.CashLedger:
    """The engine ledger of the stored lines (a tip leaves the table like rake)."""
    rows = list(s.exec(select(LedgerLine).where(LedgerLine.event_id == event_id)
                       .order_by(col(LedgerLine.id))))
    names = _names(s, {r.player_id for r in rows if r.player_id is not None})
    ledger = cash.CashLedger()
    for r in rows:
        kind = cash.LineKind.RAKE if r.kind == "tip" else _KINDS[r.kind]
        player = "" if r.player_id is None else names[r.player_id]
        ledger = ledger.add(cash.LedgerLine(kind, player, r.amount, r.note))
    return ledger


class CashGameService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def buy_in(self, event_id: int, player_id: int, amount: int, now: datetime) -> int:
        return self._line(event_id, cash.LineKind.BUY_IN, amount, now, player_id)

    def top_up(self, event_id: int, player_id: int, amount: int, now: datetime) -> int:
        return self._line(event_id, cash.LineKind.TOP_UP, amount, now, player_id)

    def cash_out(self, event_id: int, player_id: int, amount: int, now: datetime) -> int:
        return self._line(event_id, cash.LineKind.CASH_OUT, amount, now, player_id)

    def rake(self, event_id: int, amount: int, now: datetime, note: str = "") -> int:
        return self._line(event_id, cash.LineKind.RAKE, amount, now, None, note)

    def _line(self, event_id: int, kind: cash.LineKind, amount: int, now: datetime,
              player_id: int | None, note: str = "") -> int:
        v.ident(event_id, "the event")
        if player_id is not None:
            v.ident(player_id, "the player")
        v.signed(amount)
        note = v.optional_text(note, "the note") or ""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            rec = Recorder(s)
            line = add_line(s, rec, event_id, kind, amount, now, player_id, note)
            rec.record(event_id, kind.value, line_text(s, event_id, line), {"amount": amount},
                       now)
            assert line.id is not None
            return line.id

    def ledger(self, event_id: int) -> cash.CashLedger:
        with UnitOfWork(self.db) as uow:
            cash_event(uow.session, event_id)
            return ledger_of(uow.session, event_id)

    def check(self, event_id: int, chips_on_table: int | None = None) -> cash.TableCheck:
        """Chips on the table (counted, or the seats' stacks) against the ledger (R-8.7)."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            cash_event(s, event_id)
            ledger = ledger_of(s, event_id)
            if chips_on_table is None:
                tables = [t.id for t in s.exec(select(TableRow).where(
                    TableRow.event_id == event_id))]
                chips_on_table = sum(seat.stack for seat in s.exec(
                    select(Seat).where(col(Seat.table_id).in_(tables))))
        try:
            return ledger.check(chips_on_table)
        except cash.CashError as exc:
            raise ServiceError(reason(exc)) from None

    def settle(self, event_id: int) -> cash.Settlement:
        """The fewest payments that square everyone (R-8.7)."""
        try:
            return self.ledger(event_id).settle()
        except cash.CashError as exc:
            raise ServiceError(reason(exc)) from None


def add_line(s: Session, rec: Recorder, event_id: int, kind: cash.LineKind, amount: int,
             now: datetime, player_id: int | None, note: str = "") -> LedgerLine:
    """Check and add one ledger line inside a command's transaction (R-8.7): amounts
    are above 0, except that a busted player cashes out 0."""
    if amount < 0 or (amount == 0 and kind is not cash.LineKind.CASH_OUT):
        raise ServiceError(msg("svc-amount-above-zero", kind_text=msg(f"svc-line-{kind.value}"),
                               amount=Amount(amount)))
    cash_event(s, event_id)
    if player_id is not None and s.get(Player, player_id) is None:
        raise ServiceError(msg("svc-no-player", player_number=player_id))
    ledger = ledger_of(s, event_id)
    name = "" if player_id is None else _names(s, {player_id, *_ids(s, event_id)})[player_id]
    try:
        ledger.add(cash.LedgerLine(kind, name, amount, note))
    except cash.CashError as exc:
        raise ServiceError(reason(exc)) from None
    line = LedgerLine(event_id=event_id, player_id=player_id, kind=kind.value,
                      amount=amount, note=note, at=iso(now))
    rec.created(line)
    return line


def line_text(s: Session, event_id: int, line: LedgerLine) -> Message:
    """"Buy-in: Anna 10000", for the action log ("Rake: the table 500" without a player)."""
    if line.player_id is None:
        return msg(f"undo-line-{line.kind}-table", amount=Amount(line.amount))
    name = _names(s, {line.player_id, *_ids(s, event_id)})[line.player_id]
    return msg(f"undo-line-{line.kind}", player=name, amount=Amount(line.amount))


def _ids(s: Session, event_id: int) -> set[int]:
    return {r.player_id for r in s.exec(select(LedgerLine).where(
        LedgerLine.event_id == event_id)) if r.player_id is not None}
