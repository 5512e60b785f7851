"""Whether the stacks stored at a table the dealer panel deals are the chips on the
felt, inside a command's transaction: a hand dealt there on the felt since the
panel's last, or since the table opened where the panel has not dealt yet (a hand
the program did not deal), and no count of the stacks since makes them unknown
until the count (``felt_count``). Read by the count itself, the
cash-out's check of a known stack (``cash.money_bounds``), a seat change's ask for
the chips brought (``cash.seat_money.moved_chips``) and the cash table's view
(``cash.cash_table_views``: its ``count_due``)."""

from __future__ import annotations

import json

import sqlalchemy as sa
from sqlmodel import Session, col, select

from director.services.core.hand_guard import running_hand
from director.store.models import DirectorAction, Hand, TableRow


def count_due_at(s: Session, table: TableRow) -> int | None:
    """``felt_count.count_due`` inside a command's transaction: the number of the last
    hand dealt on the felt at the table since the panel's last (or since it opened,
    where the panel never dealt), when no count of its stacks was made since and no
    hand runs there; else None."""
    assert table.id is not None
    if running_hand(s, table.id) is not None:
        return None
    newest = s.exec(select(sa.func.max(Hand.number)).where(Hand.table_id == table.id)).one()
    if table.hands_dealt <= (newest or 0) or counted_after(s, table):
        return None
    return table.hands_dealt


def counted_after(s: Session, table: TableRow) -> bool:
    """A count of the table's stacks is recorded (not undone) after its hands dealt."""
    for did in s.exec(select(DirectorAction.did).where(
            DirectorAction.event_id == table.event_id, DirectorAction.kind == "chip count",
            col(DirectorAction.undone_by).is_(None), col(DirectorAction.undoes).is_(None))):
        data = json.loads(did or "{}")
        if data.get("table_id") == table.id and data.get("hands_dealt") == table.hands_dealt:
            return True
    return False
