"""What a dealer station is told to do at its table after balancing (issue 17, R-8.4).

When the director balances or breaks tables (``SeatingService.balance``), the
moves are stored with the director's action. Each dealer station reads those
of its own table as instructions for the dealer to read out: "seat 3 moves to
table 5, seat 8", "a player from table 2, seat 4 takes seat 6" (with "dealt in
from the next hand" when this table was playing a hand: R-3.2), "this table
breaks". A station keeps the number of the last instruction it showed and asks
for the ones after it; an undone balance instructs nothing. ``current`` leaves
out the balancings this table has dealt a hand since: the moves were made before
that hand (R-3.2: a player moved in is dealt in from the next hand), so the
dealer station's line clears by itself.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from sqlmodel import col, func, select

from director.engine.messages import Message, msg
from director.services.core.unit_of_work import UnitOfWork
from director.store.db import Database
from director.store.models import DirectorAction, Hand, TableRow


@dataclass(frozen=True, slots=True)
class Instruction:
    """One thing to do at the table; ``number`` orders them (the director's action)."""

    number: int
    message: Message


def instructions(db: Database, table_id: int, after: int = 0,
                 current: bool = False) -> list[Instruction]:
    """The instructions for table ``table_id`` from balancing done after ``after``;
    ``current``: only of the balancings this table has dealt no hand since."""
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        table = s.get(TableRow, table_id)
        if table is None:
            return []
        actions = s.exec(select(DirectorAction).where(
            DirectorAction.event_id == table.event_id, DirectorAction.kind == "balance",
            col(DirectorAction.undone_by).is_(None), col(DirectorAction.id) > after)
            .order_by(col(DirectorAction.id))).all()
        newest_here = s.exec(select(func.max(Hand.id)).where(Hand.table_id == table_id)).one()
    found: list[Instruction] = []
    for action in actions:
        if current and newest_here is not None and newest_here > (action.last_hand_id or 0):
            continue  # this table dealt a hand after the balancing: the moves are made
        did = json.loads(action.did or "{}")
        number = action.id or 0
        for from_table, from_seat, to_table, to_seat in did.get("seat_moves", ()):
            if from_table == table_id:
                found.append(Instruction(number, msg(
                    "svc-instruction-seat-moves-out", seat=from_seat, to_table=to_table,
                    to_seat=to_seat)))
            if to_table == table_id:  # during a hand here: he joins at the next
                found.append(Instruction(number, msg(
                    "svc-instruction-seat-moves-in-next-hand"
                    if table_id in did.get("playing", ()) else "svc-instruction-seat-moves-in",
                    seat=to_seat, from_table=from_table, from_seat=from_seat)))
        if table_id in did.get("broken", ()):
            found.append(Instruction(number, msg("svc-instruction-table-breaks")))
    return found
