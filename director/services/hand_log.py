"""The dealer's action path: one short write per action, without the ORM (issue 17).

A station that played the hand's last action knows the hand's revision
(``hand.revision``, migration 0013). The next action is then written without
reading anything first: the hand row moves on to the next revision *only if it
is still at the one this station saw* (the database checks it), the events are
appended, and, when the action completed the hand, the seats get the stacks it
left, all in one transaction. On PostgreSQL that is one statement in one round
trip to the server, with the notification the other stations hear on commit
(``director.store.notify``); on SQLite two or three plain statements, given
to the driver as written, in one ``BEGIN IMMEDIATE`` transaction.

When the hand is no longer at that revision (another station acted, an undo,
the hand is over) nothing is written and ``append`` says so: the caller then
reads the hand again the ordinary way and tells its dealer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy.exc import DBAPIError

from director.services import commits
from director.store import notify
from director.store.db import Database

HAND_TABLES = frozenset({"hand", "hand_event"})
WITH_SEATS = HAND_TABLES | {"seat"}


@dataclass(frozen=True, slots=True)
class Append:
    """What one dealer gesture writes: its events after the ``seen`` revision."""

    hand_id: int
    seen: int  # the hand's revision the station last saw
    first_seq: int  # the stored number of the first event
    payloads: Sequence[str]
    state: str | None  # the hand's state after them (None: kept no more)
    state_seq: int | None
    stacks: Mapping[int, int] | None  # the seats' stacks when the hand completed
    table_id: int

    @property
    def tables(self) -> frozenset[str]:
        return WITH_SEATS if self.stacks is not None else HAND_TABLES


# PostgreSQL: the whole action in one statement (atomic on its own, autocommit).
# Data-modifying WITH parts run whatever the final SELECT reads; each depends on
# ``moved``, so nothing is written unless the hand was at the revision seen.
_PG_APPEND = sa.text("""
WITH moved AS (
    UPDATE hand SET revision = revision + 1, state = :state, state_seq = :state_seq,
                    status = :status
    WHERE id = :hand_id AND revision = :seen AND status = 'running'
    RETURNING id, table_id),
appended AS (
    INSERT INTO hand_event (hand_id, seq, payload)
    SELECT moved.id, e.seq, e.payload
    FROM moved, unnest(CAST(:seqs AS integer[]), CAST(:payloads AS text[])) AS e(seq, payload)
    RETURNING 1),
stacked AS (
    UPDATE seat SET stack = s.stack
    FROM moved, unnest(CAST(:seat_numbers AS integer[]), CAST(:seat_stacks AS integer[]))
         AS s(number, stack)
    WHERE seat.table_id = moved.table_id AND seat.number = s.number
    RETURNING 1),
told AS (SELECT pg_notify(:channel, :note) FROM moved)
SELECT (SELECT count(*) FROM moved), (SELECT count(*) FROM appended),
       (SELECT count(*) FROM stacked), (SELECT count(*) FROM told)
""")


def append(db: Database, step: Append) -> bool:
    """Write ``step`` if the hand is still at revision ``step.seen``; False (nothing
    written) when it is not. A database failure comes out as its ``StoreError``."""
    if db.role != "director":
        from director.services.station_role import refusal
        from director.services.unit_of_work import ServiceError

        why = refusal(db, step.tables, (step.table_id,))
        if why is not None:
            raise ServiceError(why)
    status = "complete" if step.stacks is not None else "running"
    seqs = list(range(step.first_seq, step.first_seq + len(step.payloads)))
    try:
        if db.engine.dialect.name == "postgresql":
            stacks = dict(step.stacks or {})
            with db.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
                moved = conn.execute(_PG_APPEND, {
                    "state": step.state, "state_seq": step.state_seq, "status": status,
                    "hand_id": step.hand_id, "seen": step.seen, "seqs": seqs,
                    "payloads": list(step.payloads), "seat_numbers": list(stacks),
                    "seat_stacks": list(stacks.values()), "channel": notify.CHANNEL,
                    "note": notify.note(step.tables, db.station)}).one()[0]
        else:
            moved = _append_core(db, step, status, seqs)
    except DBAPIError as exc:
        translated = db.error(exc)
        if translated is not None:
            raise translated from exc
        raise
    if moved != 1:
        return False
    commits.committed(db, step.tables)
    return True


# SQLite: two plain statements in one ``BEGIN IMMEDIATE`` transaction, given to the
# driver as they are (no statement built or compiled per action: a dealer's key
# press waits for this; the latency benchmark). The events go in only when the
# hand moved on from the revision seen, so a refused action writes nothing.
_SQLITE_MOVE = (
    "UPDATE hand SET revision = revision + 1, state = ?, state_seq = ?, status = ? "
    "WHERE id = ? AND revision = ? AND status = 'running'")
_SQLITE_EVENT = "INSERT INTO hand_event (hand_id, seq, payload) VALUES (?, ?, ?)"
_SQLITE_STACK = "UPDATE seat SET stack = ? WHERE table_id = ? AND number = ?"


def _append_core(db: Database, step: Append, status: str, seqs: list[int]) -> int:
    with db.engine.begin() as conn:
        moved = conn.exec_driver_sql(_SQLITE_MOVE, (
            step.state, step.state_seq, status, step.hand_id, step.seen)).rowcount
        if moved != 1:
            return 0  # the block ends without writing anything
        rows = [(step.hand_id, seq, payload)
                for seq, payload in zip(seqs, step.payloads, strict=True)]
        conn.exec_driver_sql(_SQLITE_EVENT, rows if len(rows) > 1 else rows[0])
        if step.stacks:
            conn.exec_driver_sql(_SQLITE_STACK, [
                (s, step.table_id, n) for n, s in step.stacks.items()])
        return 1
