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
    return count_due(table, False, newest, counts_recorded(s, table.event_id))


def count_due(table: TableRow, running: bool, newest: int | None,
              counted: set[tuple[int, int]]) -> int | None:
    """``count_due_at`` from what was read: whether a hand runs at the table, the number
    of its newest stored hand (None: none stored) and the counts the event recorded
    (``counts_recorded``); for a read of many tables at once (the cash tables' view)."""
    if running or table.hands_dealt <= (newest or 0) or (
            (table.id, table.hands_dealt) in counted):
        return None
    return table.hands_dealt


def counted_after(s: Session, table: TableRow) -> bool:
    """A count of the table's stacks is recorded (not undone) after its hands dealt."""
    return (table.id, table.hands_dealt) in counts_recorded(s, table.event_id)


def counts_recorded(s: Session, event_id: int) -> set[tuple[int, int]]:
    """``(table id, hands dealt there)`` of each count of stacks the event has recorded
    (not undone): a table whose pair is here was counted after its hands dealt."""
    found = set()
    for did in s.exec(select(DirectorAction.did).where(
            DirectorAction.event_id == event_id, DirectorAction.kind == "chip count",
            col(DirectorAction.undone_by).is_(None), col(DirectorAction.undoes).is_(None))):
        data = json.loads(did or "{}")
        if data.get("table_id") is not None and data.get("hands_dealt") is not None:
            found.add((data["table_id"], data["hands_dealt"]))
    return found
