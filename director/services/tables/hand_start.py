"""The next hand's start at a stored table in one read and one write (issue 21).

Between two hands a dealer panel needs the seats' chips (each stack with the
chips behind it, R-8.6), the table's running state (``table_state``: button,
blinds owed, hands dealt) and whether a hand is still running, then stores the
new hand with the table's new running state. ``deal_next`` does all of it in
one transaction of plain statements: on a club's server the table's row locked
first (``locks``: every command that changes the table's seats or hands holds
it), then one ``SELECT`` of the table, its event's kind, its seats and its
running hand, a statement after the lock, so it reads whatever the command it
waited for wrote (``BEGIN IMMEDIATE`` on SQLite: the file's write lock); the
caller's ``plan`` (pure rules: the engine places the button and the blinds) and
the write: chips behind joined to the stacks, the hand's row, the table's running
state. Should another hand be running at the table all the same, the schema's
``one_running_hand`` index refuses the second (``second_hand``: a message, not a
traceback). What else the hand changes at its table is written in the same
transaction, after the hand (``Started``: a cash table's posts used, R-3.6, and its
straddle, R-3.7), so no other station's change between the deal and that write is
written over (tests/services/test_cash_races.py); a dealer station deals so at its
own table (``station_role.DEAL_WRITES``, and on a club's server ``server_roles``).
A station that says which hands dealt it saw (``seen``) is refused when the table
dealt one since: a hand recorded on the felt has no row for the index.
The ORM path (``TableService.start_hand``) stays for the other callers; both write
the same rows (tests/services/test_dealer_session.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import DBAPIError, IntegrityError

from director.engine.event.button import TablePositions
from director.engine.frozen import frozen_record
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.rules.guts import GutsSetup
from director.engine.messages import Amount, msg
from director.services.core import commits, hand_log
from director.services.core.message_data import table_label
from director.services.core.station_role import DEAL_WRITES, refusal
from director.services.core.unit_of_work import ServiceError
from director.services.tables import table_state
from director.services.tournament import hand_for_hand
from director.store import notify
from director.store.codec import setup_to_json
from director.store.db import Database
from director.store.models import TableRow

WRITES = frozenset({"hand", "poker_table", "seat"})

_READ = """
SELECT t.name, t.button_seat, t.positions, t.hands_dealt, e.kind,
       (SELECT max(h.number) FROM hand h WHERE h.table_id = t.id),
       (SELECT max(h.number) FROM hand h WHERE h.table_id = t.id AND h.status = 'running'),
       s.number, s.stack, s.chips_behind, s.entry_id, s.player_id, t.hand_for_hand,
       (SELECT c.hand_for_hand FROM clockstate c WHERE c.event_id = t.event_id)
FROM poker_table t JOIN event e ON e.id = t.event_id
LEFT JOIN seat s ON s.table_id = t.id
WHERE t.id = :table_id ORDER BY s.number"""
_READ_SEATS = sa.text(_READ)
# A club's server: the table's row locked in a statement of its own, before the read.
_LOCK = sa.text("SELECT id FROM poker_table WHERE id = :table_id FOR NO KEY UPDATE")
_JOIN_BEHIND = sa.text(
    "UPDATE seat SET stack = stack + chips_behind, chips_behind = 0 "
    "WHERE table_id = :table_id AND chips_behind <> 0")
_NEW_HAND = sa.text(
    "INSERT INTO hand (table_id, number, setup, status, started_at, revision, players) "
    "VALUES (:table_id, :number, :setup, 'running', :started_at, 1, :players) RETURNING id")
_TABLE_STATE = sa.text(
    "UPDATE poker_table SET hands_dealt = :number, button_seat = :button, "
    "positions = :positions, hand_for_hand = :hand_for_hand WHERE id = :table_id")

Setup = HandSetup | GutsSetup
Plan = Callable[[dict[int, int], table_state.RunningState],
                tuple[Setup, TablePositions | None]]
"""From the chips each seat is dealt and the table's running state, the hand's
setup and (games with blinds) where the button and blinds were placed."""
Started = Callable[[sa.Connection], frozenset[str]]
"""The caller's own writes as the hand is stored, on the deal's connection inside its
transaction (the table's lock held; on SQLite the file's write lock): the tables it
wrote (a cash table's posts used: ``CashSeats.hand_started``)."""


@frozen_record
class Dealt:
    """The hand stored: its id and number, its setup, (``behind``) its commit still
    running, and the tables its transaction wrote (``wrote``, announced on commit)."""

    hand_id: int
    number: int
    setup: Setup
    behind: hand_log.Behind | None = None
    wrote: frozenset[str] = WRITES


def deal_next(db: Database, table_id: int, plan: Plan, now: datetime | None = None,
              behind: bool = False, seen: int | None = None,
              started: Started | None = None) -> Dealt:
    """Read the table, ``plan`` the hand, store it, then ``started``'s writes; all in
    one transaction, and nothing written when ``plan`` or a check refuses (its message
    comes out).
    ``behind`` (SQLite): the commit is left running (``hand_log.Behind``).
    ``seen``: the table's hands dealt as the dealing station last saw them; when the table
    has dealt a later one since (on the felt, or at another panel, and played it
    already) the deal is refused (``_dealt_since``): the button moves once."""
    if db.role != "director":
        why = refusal(db, WRITES, (table_id,))
        if why is not None:
            raise ServiceError(why)
    hand_log.settle(db)
    conn = db.engine.connect()
    try:
        transaction = conn.begin()
        dealt = _deal(db, conn, table_id, plan, now, seen, started)
        if behind and not db.is_server:
            return replace(dealt, behind=hand_log.Behind(db, conn, transaction, dealt.wrote,
                                                         dealt.hand_id))
        transaction.commit()
        conn.close()
    except BaseException as exc:
        conn.close()  # rolls back whatever was written
        translated = db.error(exc) if isinstance(exc, DBAPIError) else None
        if translated is not None:
            raise translated from exc
        raise
    commits.committed(db, dealt.wrote)
    return dealt


def _deal(db: Database, conn: Any, table_id: int, plan: Plan, now: datetime | None,
          seen: int | None, started: Started | None) -> Dealt:
    server = db.is_server
    if server:
        conn.execute(_LOCK, {"table_id": table_id})
    rows = conn.execute(_READ_SEATS, {"table_id": table_id}).all()
    if not rows:
        raise ServiceError(msg("svc-no-table", table_number=table_id))
    name, button, positions, hands_dealt, kind, last, running = rows[0][:7]
    if running is not None:
        raise ServiceError(msg("svc-hand-still-being-played", hand_number=running,
                               table_text=table_label(name)))
    if seen is not None and hands_dealt > seen:
        raise _dealt_since(hands_dealt, last or 0, seen, name)
    tournament = kind == "tournament"
    # in hand for hand a table deals the hand the director started, once
    table_hand = hand_for_hand.dealt_in(rows[0][13] if tournament else None, rows[0][12],
                                        name)
    # the chips behind join the stack as the hand starts.
    stacks = {int(r[7]): int(r[8]) + int(r[9]) for r in rows if r[7] is not None
              and (not tournament or r[10] is not None)}
    stored = replace(table_state.read(TableRow(
        event_id=0, name=name, button_seat=button, positions=positions,
        hands_dealt=hands_dealt)), newest_hand=last)
    setup, placed = plan(stacks, stored)
    _check_stacks(setup, {int(r[7]): int(r[8]) + int(r[9]) for r in rows
                          if r[7] is not None}, name)
    number = max(last or 0, hands_dealt) + 1
    after = TableRow(event_id=0, name=name, button_seat=button, positions=positions)
    table_state.keep_positions(after, setup, placed)
    if any(r[9] for r in rows if r[7] is not None):
        conn.execute(_JOIN_BEHIND, {"table_id": table_id})
    try:
        hand_id = conn.execute(_NEW_HAND, {
            "table_id": table_id, "number": number, "setup": setup_to_json(setup),
            "started_at": "" if now is None else now.astimezone(UTC).isoformat(),
            "players": players_json(setup, {int(r[7]): r[11] for r in rows
                                            if r[7] is not None}),
        }).scalar_one()
    except IntegrityError as exc:
        raise (second_hand(exc, name) or exc) from None
    conn.execute(_TABLE_STATE, {"number": number, "button": after.button_seat,
                                "positions": after.positions, "table_id": table_id,
                                "hand_for_hand": table_hand})
    wrote = WRITES if started is None else WRITES | started(conn)
    if wrote != WRITES and db.role != "director":  # as the unit of work's rail: refused
        why = refusal(db, wrote, (table_id,), DEAL_WRITES)  # a cash table's posts
        if why is not None:
            raise ServiceError(why)
    if server:  # heard by the other stations on commit
        notify.send(conn, wrote, db.station)
    return Dealt(int(hand_id), number, setup, wrote=wrote)


def _dealt_since(hands_dealt: int, last: int, seen: int, name: str) -> ServiceError:
    """The table's next hand was dealt at another station since hand ``seen``: its
    hand recorded as dealt on the felt (``SeatingService.next_hand``: no hand row of
    its own), or a hand another panel dealt and played to its end."""
    said = "svc-hand-played-elsewhere" if last > seen else "svc-hand-dealt-on-the-felt"
    return ServiceError(msg(said, hand_number=hands_dealt, table_text=table_label(name)))


def players_json(setup: Setup, players: dict[int, int | None]) -> str:
    """Who sits in each seat dealt, as the hand keeps it (migration 0019): a dead
    deal's antes go back to their players when nobody can be dealt again (R-6.5)."""
    return json.dumps({str(seat): players[seat] for seat in setup.seats
                       if players.get(seat) is not None}, sort_keys=True)


def _check_stacks(setup: Setup, stacks: dict[int, int], name: str) -> None:
    """The setup deals each seat the chips it has, as ``start_hand`` checks."""
    for seat, stack in zip(setup.seats, setup.stacks, strict=True):
        if stacks.get(seat) != stack:
            raise ServiceError(
                msg("svc-seat-has-no-chips", seat=seat, table_text=table_label(name),
                    stack=Amount(stack)) if seat not in stacks else
                msg("svc-seat-has-other-chips", seat=seat, chips=Amount(stacks[seat]),
                    table_text=table_label(name), stack=Amount(stack)))


def second_hand(exc: IntegrityError, table_name: str) -> ServiceError | None:
    """The refusal of a second running hand at the table by the schema's
    ``one_running_hand`` index (migration 0016), said as such; None for any
    other integrity error."""
    said = str(exc.orig)
    if "one_running_hand" in said or said.endswith("constraint failed: hand.table_id"):
        return ServiceError(msg("svc-hand-dealt-elsewhere", table_text=table_label(table_name)))
    return None
