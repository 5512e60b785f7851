"""Undoing the event that ended a hand (``TableService.undo``) reopens the hand: its
seats get back the stacks it started with. That is refused in words when something
since depends on the stacks the hand left: a later hand dealt from them, at the
dealer panel or recorded on the felt (R-3.3), or a director's command that changed
one of the hand's seats (a bust, a rebuy, a move: ``hand_guard.HAND_OWNS``)."""

from __future__ import annotations

import json

from sqlmodel import Session, col, select

from director.engine.messages import msg
from director.services.core.hand_guard import HAND_OWNS, dealt_seats
from director.services.core.message_data import from_stored, table_label
from director.services.core.unit_of_work import ServiceError
from director.store.models import DirectorAction, Hand, TableRow


def check_reopen(s: Session, hand: Hand) -> None:
    """Refused in words when the stacks ``hand`` left are depended on (see the module)."""
    table = s.get(TableRow, hand.table_id)
    at_table = (table_label(table.name) if table is not None
                else msg("svc-table-id", table=hand.table_id))
    later = s.exec(select(Hand.number).where(Hand.table_id == hand.table_id,
                                             col(Hand.number) > hand.number)).first()
    if later is None and table is not None and table.hands_dealt > hand.number:
        later = table.hands_dealt  # recorded as dealt on the felt since
    if later is not None:
        raise ServiceError(msg("svc-hand-undo-later-hand", hand_number=hand.number,
                               table_text=at_table, later_number=later))
    seats = set(dealt_seats(hand))
    actions = s.exec(select(DirectorAction).where(
        col(DirectorAction.last_hand_id) >= hand.id, col(DirectorAction.undone_by).is_(None),
        col(DirectorAction.undoes).is_(None)).order_by(col(DirectorAction.id)))
    for action in actions:
        for change in json.loads(action.undo):
            before, after = change["before"] or {}, change["after"] or {}
            image = after or before
            if (change["table"] == "seat" and image.get("table_id") == hand.table_id
                    and image.get("number") in seats
                    and any(before.get(f) != after.get(f) for f in HAND_OWNS)):
                raise ServiceError(msg(
                    "svc-hand-undo-seat-changed", hand_number=hand.number, table_text=at_table,
                    action_text=from_stored(action.description), seat=int(image["number"])))
