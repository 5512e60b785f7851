"""A cash game's ledger lines inside a command's transaction (R-8.7): the event
(refused unless a cash game), the engine ledger of the stored lines, one line
checked and added, and the line in words for the action log. The commands that
use them are ``cash_service`` (the ledger) and ``cash_tables`` (the tables)."""

from __future__ import annotations

from collections import Counter
from datetime import datetime

from sqlalchemy import bindparam
from sqlmodel import Session, col, select

from director.engine.event import cash
from director.engine.messages import Amount, Message, msg
from director.services.core.action_log import Recorder, iso
from director.services.core.documents import CashSettings, load_settings
from director.services.core.message_data import reason
from director.services.core.unit_of_work import ServiceError
from director.store.models import Event as EventRow
from director.store.models import LedgerLine, Player

_KINDS = {k.value: k for k in cash.LineKind}


def cash_event(s: Session, event_id: int) -> EventRow:
    """The event's row, refused unless it is a cash game (its ledger and its tables)."""
    row = s.get(EventRow, event_id)
    if row is None:
        raise ServiceError(msg("svc-no-event", event_number=event_id))
    if not isinstance(load_settings(row.kind, row.settings), CashSettings):
        raise ServiceError(msg("svc-tournament-no-ledger", name=row.name))
    return row


def open_cash_event(s: Session, event_id: int) -> EventRow:
    """The cash game's row, refused once it is settled (R-8.7): no more money moves."""
    row = cash_event(s, event_id)
    if row.status == "finished":
        raise ServiceError(msg("svc-cash-game-settled", name=row.name))
    return row


#: The names of the players bound as ``ids``, in one query (was one a player: the cash
#: views read every line's player after each commit; issue 33).
_PLAYER_NAMES = select(col(Player.id), col(Player.name)).where(
    col(Player.id).in_(bindparam("ids", expanding=True)))


def names(s: Session, ids: set[int]) -> dict[int, str]:
    """The players' names as the ledger writes them ("Anna #3" when two are Anna, and
    "House #4" for a player named as the settlement names the house, R-8.7: a buy-in
    was refused, and a player renamed so after buying in broke every read)."""
    found = {i: n for i, n in s.exec(_PLAYER_NAMES, params={"ids": list(ids)})
             if i is not None} if ids else {}
    named = {i: found.get(i, f"player {i}") for i in ids}
    clashes = {n for n, count in Counter(named.values()).items() if count > 1}
    return {i: f"{n} #{i}" if n in clashes or n.strip().casefold() == cash.HOUSE else n
            for i, n in named.items()}


def ledger_rows(s: Session, event_id: int) -> list[LedgerLine]:
    return list(s.exec(select(LedgerLine).where(LedgerLine.event_id == event_id)
                       .order_by(col(LedgerLine.id))))


def ledger_of(s: Session, event_id: int) -> cash.CashLedger:
    """The engine ledger of the stored lines (a tip leaves the table like rake)."""
    rows = ledger_rows(s, event_id)
    named = names(s, {r.player_id for r in rows if r.player_id is not None})
    ledger = cash.CashLedger()
    for r in rows:
        kind = cash.LineKind.RAKE if r.kind == "tip" else _KINDS[r.kind]
        player = "" if r.player_id is None else named[r.player_id]
        ledger = ledger.add(cash.LedgerLine(kind, player, r.amount, r.note))
    return ledger


def add_line(s: Session, rec: Recorder, event_id: int, kind: cash.LineKind, amount: int,
             now: datetime, player_id: int | None, note: str = "") -> LedgerLine:
    """Check and add one ledger line inside a command's transaction (R-8.7): amounts
    are above 0, except that a busted player cashes out 0; none once settled."""
    if amount < 0 or (amount == 0 and kind is not cash.LineKind.CASH_OUT):
        raise ServiceError(msg("svc-amount-above-zero", kind_text=msg(f"svc-line-{kind.value}"),
                               amount=Amount(amount)))
    open_cash_event(s, event_id)
    if player_id is not None and s.get(Player, player_id) is None:
        raise ServiceError(msg("svc-no-player", player_number=player_id))
    ledger = ledger_of(s, event_id)
    name = "" if player_id is None else names(s, {player_id, *_ids(s, event_id)})[player_id]
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
    name = names(s, {line.player_id, *_ids(s, event_id)})[line.player_id]
    return msg(f"undo-line-{line.kind}", player=name, amount=Amount(line.amount))


def _ids(s: Session, event_id: int) -> set[int]:
    return {r.player_id for r in s.exec(select(LedgerLine).where(
        LedgerLine.event_id == event_id)) if r.player_id is not None}
