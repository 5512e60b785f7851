"""While a seat is in a running hand, its stack belongs to the hand (R-8.6, TDA 27).

A hand is stored as the stacks it started with and its log; when it ends, the
seats it dealt get the stacks it left. Anything else that changed one of those
seats in between would be written over (chips appear or vanish), so every
director command goes through one rule: a change to a seat in a running hand is
either recorded to apply when the hand ends (chips behind: a rebuy or an add-on
plays as chips behind) or refused with a message saying why and when it can be
done, never both and never silently.

The services ask ``refuse_if_playing`` (a seat) or ``table_between_hands`` (a
command for the whole table) with the words of their own refusal;
``Recorder.record`` (``action_log``) checks every recorded seat change with
``check_seat_changes`` as well, so a command that forgot to ask cannot slip
through. ``dealt_since`` answers the undo's question: was a hand dealt, after an
action, with a seat the action changed? ``check_reopen`` answers its mirror, the
dealer's undo of the action that ended a hand: did anything since change the seats
the hand left?
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from sqlmodel import Session, col, select

from director.engine.messages import Message, msg
from director.services.core import locks
from director.services.core.message_data import from_stored, table_label
from director.services.core.unit_of_work import ServiceError
from director.store.codec import setup_from_json
from director.store.models import DirectorAction, Hand, Seat, TableRow

RUNNING = "running"

# The seat fields a running hand owns: who sits there and the chips in front of them.
HAND_OWNS = ("stack", "entry_id", "player_id")


def running_hand(s: Session, table_id: int) -> Hand | None:
    return s.exec(select(Hand).where(Hand.table_id == table_id, Hand.status == RUNNING)
                  .order_by(col(Hand.number).desc())).first()


def dealt_seats(hand: Hand) -> tuple[int, ...]:
    """The seats a stored hand dealt in."""
    return setup_from_json(hand.setup).seats


def playing(s: Session, table_id: int, number: int) -> Hand | None:
    """The running hand that deals seat ``number`` at the table, if any."""
    hand = running_hand(s, table_id)
    if hand is None or number not in dealt_seats(hand):
        return None
    return hand


def table_name(s: Session, table_id: int) -> Message:
    """The table's name for a message (``message_data.table_label``)."""
    table = s.get(TableRow, table_id)
    return msg("svc-table-id", table=table_id) if table is None else table_label(table.name)


def table_between_hands(s: Session, table_id: int, while_running: str) -> TableRow:
    """A command for the whole table between two hands (a button drawn, a hand dealt
    on the felt): the event's lock and the table's taken first (issue 31's order,
    ``locks``), then the table, refused when there is none, when it is closed (broken
    up by balancing at another station since the person chose it, R-8.4) or while a
    hand runs there. ``while_running`` is the id of the command's refusal, with
    arguments ``hand_number`` and ``table_text``."""
    locks.lock_table_of_event(s, table_id)  # before its seats and hands are read
    table = s.get(TableRow, table_id)
    if table is None:
        raise ServiceError(msg("svc-no-table", table_number=table_id))
    if table.closed:
        raise ServiceError(msg("svc-table-closed-between-hands",
                               table_text=table_label(table.name)))
    hand = running_hand(s, table_id)
    if hand is not None:
        raise ServiceError(msg(while_running, hand_number=hand.number,
                               table_text=table_label(table.name)))
    return table


def refuse_if_playing(s: Session, seat: Seat, when_over: str) -> None:
    """Refuse a change to ``seat`` while it is in a running hand. ``when_over`` is
    the id of the refusal's message, with arguments ``seat``, ``table_text`` and
    ``hand_number`` (one sentence per command)."""
    hand = playing(s, seat.table_id, seat.number)
    if hand is not None:
        raise ServiceError(msg(when_over, seat=seat.number,
                               table_text=table_name(s, seat.table_id),
                               hand_number=hand.number))


def check_seat_changes(s: Session, changes: Iterable[Mapping[str, Any]],
                       description: Message) -> None:
    """The backstop in ``Recorder.record``: no recorded command changes the stack
    or the player of a seat in a running hand (chips behind it may change). One
    read of the running hands of every table the command touched."""
    touched = []
    for change in changes:
        if change["table"] != "seat":
            continue
        before, after = change["before"] or {}, change["after"] or {}
        if all(before.get(f) == after.get(f) for f in HAND_OWNS):
            continue
        image = after or before
        touched.append((int(image["table_id"]), int(image["number"])))
    if not touched:
        return
    running: dict[int, Hand] = {}
    for hand in s.exec(select(Hand).where(col(Hand.table_id).in_(sorted({t for t, _ in touched})),
                                          Hand.status == RUNNING)
                       .order_by(col(Hand.number))):
        running[hand.table_id] = hand  # the newest running hand of each table
    for table_id, number in touched:
        in_hand = running.get(table_id)
        if in_hand is not None and number in dealt_seats(in_hand):
            raise ServiceError(msg(
                "svc-seat-chips-belong-to-hand", action_text=description, seat=number,
                table_text=table_name(s, table_id), hand_number=in_hand.number))


def newest_hand_id(s: Session) -> int:
    """The newest hand of the database (0 before the first); hands are never deleted,
    so a hand with a higher id was started later."""
    return s.exec(select(Hand.id).order_by(col(Hand.id).desc())).first() or 0


def dealt_since(s: Session, changes: Iterable[Mapping[str, Any]], last_hand_id: int
                ) -> Hand | None:
    """The first hand started after ``last_hand_id`` that depends on ``changes``: it
    deals a seat whose stack, chips behind or player they changed, or it is at a
    table whose own row they changed (its button, its running state) or created."""
    seats: dict[int, set[int]] = {}
    tables: set[int] = set()
    for change in changes:
        before, after = change["before"] or {}, change["after"] or {}
        if change["table"] == "seat":
            if all(before.get(f) == after.get(f) for f in (*HAND_OWNS, "chips_behind")):
                continue  # a hand dealt since joined any chips behind the seat: it depends
            image = after or before
            seats.setdefault(int(image["table_id"]), set()).add(int(image["number"]))
        elif change["table"] == TableRow.__tablename__ and before != after:
            tables.add(int((after or before)["id"]))
    wanted = set(seats) | tables
    if not wanted:
        return None
    for hand in s.exec(select(Hand).where(col(Hand.id) > last_hand_id,
                                          col(Hand.table_id).in_(sorted(wanted)))
                       .order_by(col(Hand.id))):
        if hand.table_id in tables or seats[hand.table_id] & set(dealt_seats(hand)):
            return hand
    return None


def check_reopen(s: Session, hand: Hand) -> None:
    """Undoing the event that ended ``hand`` reopens it: its seats get back the stacks
    it started with. Refused in words when something since depends on the stacks it
    left: a later hand dealt from them, at the dealer panel or recorded on the felt
    (R-3.3), or a director's command that changed one of its seats (``HAND_OWNS``)."""
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
