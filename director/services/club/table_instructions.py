"""What a dealer station is told to do at its table after balancing (issue 17, R-8.4).

When the director balances or breaks tables (``SeatingService.balance``), the
moves are stored with the director's action, each with the player and the chips
they carry. Each dealer station reads those of its own table as instructions
for the dealer to read out, naming people: "Anna (12,500 chips) gets up from
seat 3 and moves to Table 5, seat 8", "Bence (9,000 chips) comes from Table 2,
seat 4, and takes seat 6" (with "dealt in from the next hand" when this table was
playing a hand: R-3.2), "this table breaks"; the rule (R-8.4) is cited once, above
the list, where it is shown (the station's bar, a broken table's panel). A station
keeps the number of the last instruction it showed and asks for the ones after
it; an undone balance instructs nothing. ``current`` leaves
out the balancings this table has dealt a hand since: the moves were made before
that hand (R-3.2: a player moved in is dealt in from the next hand), so the
dealer station's line clears by itself.
"""

from __future__ import annotations

import json

from sqlmodel import Session, col, func, select

from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, msg
from director.services.core.hand_guard import table_name
from director.services.core.unit_of_work import UnitOfWork
from director.services.tournament.rows import entry_name
from director.store.db import Database
from director.store.models import DirectorAction, Entry, Hand, TableRow


@frozen_record
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
            playing = table_id in did.get("playing", ())
            for move in did.get("seat_moves", ()):
                said = _said(s, table_id, playing, move)
                if said is not None:
                    found.append(Instruction(number, said))
            if table_id in did.get("broken", ()):
                found.append(Instruction(number, msg("svc-instruction-table-breaks")))
    return found


def _said(s: Session, table_id: int, playing: bool, move: list[int]) -> Message | None:
    """One stored move as this table's dealer reads it: who gets up or sits down,
    from where to where, with the chips they carry (R-8.4); a move stored before
    the moves named people (four numbers) by its seats only."""
    from_table, from_seat, to_table, to_seat = move[:4]
    if table_id not in (from_table, to_table):
        return None
    if len(move) < 6:
        if from_table == table_id:
            return msg("svc-instruction-seat-moves-out", seat=from_seat, to_table=to_table,
                       to_seat=to_seat)
        return msg("svc-instruction-seat-moves-in-next-hand" if playing
                   else "svc-instruction-seat-moves-in",
                   seat=to_seat, from_table=from_table, from_seat=from_seat)
    entry = s.get(Entry, move[4])
    player = "" if entry is None else entry_name(s, entry)
    carried = msg("svc-chips-carried", stack=Amount(move[5])) if move[5] >= 0 \
        else msg("svc-chips-not-tracked")
    if from_table == table_id:
        return msg("svc-instruction-player-moves-out", player=player, stack_text=carried,
                   from_seat=from_seat, to_table_text=table_name(s, to_table),
                   to_seat=to_seat)
    return msg("svc-instruction-player-moves-in-next-hand" if playing
               else "svc-instruction-player-moves-in", player=player, stack_text=carried,
               seat=to_seat, from_table_text=table_name(s, from_table), from_seat=from_seat)


def closed_table(db: Database, table_id: int) -> list[Message] | None:
    """``None`` while table ``table_id`` is open; once it is closed, what its dealer
    panel says: broken up by balancing (R-8.4) with where each of its players went
    (the moves out of the newest balancing that broke it, not undone), or closed
    (a cash table closed, Settle)."""
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        table = s.get(TableRow, table_id)
        if table is None or not table.closed:
            return None
        actions = s.exec(select(DirectorAction).where(
            DirectorAction.event_id == table.event_id, DirectorAction.kind == "balance",
            col(DirectorAction.undone_by).is_(None))
            .order_by(col(DirectorAction.id).desc())).all()
        for action in actions:
            did = json.loads(action.did or "{}")
            if table_id not in did.get("broken", ()):
                continue
            moves = [_said(s, table_id, False, move) for move in did.get("seat_moves", ())
                     if move[0] == table_id]
            return [msg("svc-table-broken-up"), *(m for m in moves if m is not None)]
        return [msg("svc-table-closed")]
