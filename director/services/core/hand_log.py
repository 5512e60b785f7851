"""The dealer's action path: one short write per action, without the ORM (issue 17).

A station that played the hand's last action knows the hand's revision
(``hand.revision``, migration 0013). The next action is then written without
reading anything first: the hand row moves on to the next revision *only if it
is still at the one this station saw* (the database checks it), the events are
appended, and, when the action completed the hand, the seats get the stacks it
left, all in one transaction. On PostgreSQL that is one statement in one round
trip to the server, with the notification the other stations hear on commit
(``director.store.notify``), given to psycopg as written on a pooled connection
(through SQLAlchemy's ``execute`` the same statement cost the station about
three times the CPU: ``benchmarks/bench_club.py``); on SQLite two or three plain
statements, given to the driver as written, in one ``BEGIN IMMEDIATE`` transaction.

When the hand is no longer at that revision (another station acted, an undo,
the hand is over), or is not a hand of the table the station names (the table
its role was checked for: issue 31), nothing is written and ``append`` says so:
the caller then reads the hand again the ordinary way and tells its dealer. An
action that ends the hand takes its table's lock before it writes the seats
(``locks``), as every command that writes them does.

``append_behind`` (SQLite, the dealer panel): the statements run at once (the
revision check and the write lock are known before the panel redraws) and only
the ``COMMIT``, which waits for the disk (``synchronous=FULL``), runs on a worker
thread while the panel paints: a ``Behind``. Its owner waits for it
(``Behind.wait``) before the next action and before anything reports the action
stored; a failed commit comes out there as its ``StoreError``. Any other unit of
work on the same database waits for it first (``settle``), so nothing in this
process ever reads around an action not yet committed.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Mapping, Sequence
from concurrent import futures
from typing import Any

from sqlalchemy.exc import DBAPIError

from director.engine.frozen import frozen_record
from director.services.core import commits
from director.services.core.errors import ServiceError
from director.services.core.station_role import refusal
from director.store import notify
from director.store.db import Database

HAND_TABLES = frozenset({"hand", "hand_event"})
WITH_SEATS = HAND_TABLES | {"seat"}


@frozen_record
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
# Given to psycopg as written (its placeholders), on the pool's own connection:
# no statement built, compiled or wrapped per action; psycopg prepares it on the
# server after a few runs. The arrays go as PostgreSQL array literals (text, cast
# by the server), not through psycopg's array adapter, which is Python.
# ``moved`` moves only a hand of the table the station names (``table_id``: the
# role's check was made for it), never another table's hand (issue 31). An action
# that ends the hand writes the seats' stacks: it takes the table's lock first
# (``locks``: the order event, table, seats), in ``locked``, which ``moved``
# waits for before it changes the hand's row.
_PG_MOVE = """
    UPDATE hand SET revision = revision + 1, state = %(state)s, state_seq = %(state_seq)s,
                    status = %(status)s
    WHERE id = %(hand_id)s AND revision = %(seen)s AND status = 'running'
      AND table_id = {table}
    RETURNING id, table_id"""
_PG_LOCKED = """
locked AS (SELECT id FROM poker_table WHERE id = %(table_id)s FOR NO KEY UPDATE),"""
_PG_APPEND = """
WITH {locked} moved AS ({moved}),
appended AS (
    INSERT INTO hand_event (hand_id, seq, payload)
    SELECT moved.id, e.seq, e.payload
    FROM moved, unnest(CAST(%(seqs)s AS integer[]), CAST(%(payloads)s AS text[]))
         AS e(seq, payload)
    RETURNING 1),
stacked AS (
    UPDATE seat SET stack = s.stack
    FROM moved, unnest(CAST(%(seat_numbers)s AS integer[]),
                       CAST(%(seat_stacks)s AS integer[])) AS s(number, stack)
    WHERE seat.table_id = moved.table_id AND seat.number = s.number
    RETURNING 1),
told AS (SELECT pg_notify(%(channel)s, %(note)s) FROM moved)
SELECT (SELECT count(*) FROM moved), (SELECT count(*) FROM appended),
       (SELECT count(*) FROM stacked), (SELECT count(*) FROM told)
"""
_PG_ACTION = _PG_APPEND.format(locked="", moved=_PG_MOVE.format(table="%(table_id)s"))
_PG_HAND_END = _PG_APPEND.format(locked=_PG_LOCKED,
                                 moved=_PG_MOVE.format(table="(SELECT id FROM locked)"))


def text_array(items: Sequence[object]) -> str:
    """A PostgreSQL array literal of ``items`` (numbers, or texts quoted with their
    backslashes and double quotes escaped): ``{"a","b \\"c\\""}``."""
    return "{" + ",".join(
        '"' + item.replace("\\", "\\\\").replace('"', '\\"') + '"' if isinstance(item, str)
        else str(int(item))  # type: ignore[call-overload]
        for item in items) + "}"


def append(db: Database, step: Append) -> bool:
    """Write ``step`` if the hand is still at revision ``step.seen``; False (nothing
    written) when it is not. A database failure comes out as its ``StoreError``."""
    if db.role != "director":
        why = refusal(db, step.tables, (step.table_id,))
        if why is not None:
            raise ServiceError(why)
    status = "complete" if step.stacks is not None else "running"
    seqs = list(range(step.first_seq, step.first_seq + len(step.payloads)))
    try:
        if db.engine.dialect.name == "postgresql":
            moved = _append_server(db, step, status, seqs)
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


def _append_server(db: Database, step: Append, status: str, seqs: list[int]) -> int:
    """The one statement on a pooled connection of ``db``, in autocommit (its own
    transaction); a psycopg error comes out as its ``StoreError``. A connection
    the server dropped is thrown away with the rest of the pool, so the next
    command connects again (as SQLAlchemy does for its own statements)."""
    stacks = step.stacks or {}
    params = {
        "state": step.state, "state_seq": step.state_seq, "status": status,
        "hand_id": step.hand_id, "seen": step.seen, "seqs": text_array(seqs),
        "payloads": text_array(step.payloads), "seat_numbers": text_array(list(stacks)),
        "seat_stacks": text_array(list(stacks.values())), "channel": notify.CHANNEL,
        "note": notify.note(step.tables, db.station), "table_id": step.table_id}
    try:
        pooled = db.engine.raw_connection()  # connects when the pool has none
    except Exception as exc:  # psycopg's own error: the server does not answer
        translated = db.error(exc)
        if translated is not None:
            raise translated from exc
        raise
    driver: Any = pooled.driver_connection
    try:
        driver.autocommit = True
        try:
            row = driver.execute(_PG_HAND_END if step.stacks is not None else _PG_ACTION,
                                 params).fetchone()
        finally:
            if not _lost(driver):
                driver.autocommit = False  # as the pool hands it to the next command
    except Exception as exc:
        if _lost(driver):
            pooled.invalidate(exc)
            db.engine.dispose()  # the others are the lost server's too
        translated = db.error(exc)
        if translated is not None:
            raise translated from exc
        raise
    finally:
        pooled.close()
    return int(row[0]) if row is not None else 0


def _lost(driver: Any) -> bool:
    """The psycopg connection is closed or broken (the server went away)."""
    return bool(driver.closed or driver.broken)


# SQLite: two plain statements in one ``BEGIN IMMEDIATE`` transaction, given to the
# driver as they are (no statement built or compiled per action: a dealer's key
# press waits for this; the latency benchmark). The events go in only when the
# hand moved on from the revision seen, so a refused action writes nothing.
_SQLITE_MOVE = (
    "UPDATE hand SET revision = revision + 1, state = ?, state_seq = ?, status = ? "
    "WHERE id = ? AND revision = ? AND status = 'running' AND table_id = ?")
_SQLITE_EVENT = "INSERT INTO hand_event (hand_id, seq, payload) VALUES (?, ?, ?)"
_SQLITE_STACK = "UPDATE seat SET stack = ? WHERE table_id = ? AND number = ?"


def _append_core(db: Database, step: Append, status: str, seqs: list[int]) -> int:
    settle(db)
    with db.engine.begin() as conn:
        return _write(conn, step, status, seqs)


def _write(conn: Any, step: Append, status: str, seqs: list[int]) -> int:
    moved = conn.exec_driver_sql(_SQLITE_MOVE, (
        step.state, step.state_seq, status, step.hand_id, step.seen, step.table_id)).rowcount
    if moved != 1:
        return 0  # the transaction ends without writing anything
    rows = [(step.hand_id, seq, payload)
            for seq, payload in zip(seqs, step.payloads, strict=True)]
    conn.exec_driver_sql(_SQLITE_EVENT, rows if len(rows) > 1 else rows[0])
    if step.stacks:
        conn.exec_driver_sql(_SQLITE_STACK, [
            (s, step.table_id, n) for n, s in step.stacks.items()])
    return 1


_behind: dict[int, Behind] = {}  # by id() of the database: its commit still running
_behind_lock = threading.Lock()
_pool: list[futures.ThreadPoolExecutor] = []


def _committer() -> futures.ThreadPoolExecutor:
    """The one thread that commits behind the redraw, made on first use (handing it
    a commit does not wait for a new thread to start); a commit under way is
    finished before the program exits (the executor's own exit hook)."""
    with _behind_lock:
        if not _pool:
            _pool.append(futures.ThreadPoolExecutor(1, thread_name_prefix="director-commit"))
        return _pool[0]


class Behind:
    """An action written and being committed on a worker thread (SQLite). The
    thread only calls the driver's ``commit`` (the fsync, without the GIL);
    SQLAlchemy's own bookkeeping stays on the thread that waits."""

    def __init__(self, db: Database, conn: Any, transaction: Any, tables: frozenset[str],
                 hand_id: int) -> None:
        self.db = db
        self.tables = tables
        self.hand_id = hand_id
        self.error: BaseException | None = None
        self._conn, self._transaction = conn, transaction
        self._driver = conn.connection.dbapi_connection
        with _behind_lock:
            _behind[id(db)] = self
        self._done = _committer().submit(self._commit)

    def _commit(self) -> None:
        try:
            self.db.engine.dialect.do_commit(self._driver)  # the driver's commit
        except BaseException as exc:  # handed to the owner's wait
            self.error = exc
            # the write lock given back at once, not at the owner's wait; the
            # commit's own error is the one to tell
            with contextlib.suppress(BaseException):
                self._driver.rollback()

    def join(self) -> None:
        """The commit finished, well or not (nothing raised)."""
        futures.wait((self._done,))
        with _behind_lock:
            if _behind.get(id(self.db)) is self:
                del _behind[id(self.db)]

    def wait(self) -> None:
        """The action stored, announced to the commit feed; a failed commit raises
        its ``StoreError`` (nothing of the action is stored)."""
        self.join()
        conn, self._conn = self._conn, None
        if conn is None:
            return
        try:
            if self.error is None:
                self._transaction.commit()  # committed already: SQLAlchemy's books only
            else:
                self._transaction.rollback()
        finally:
            conn.close()
        if self.error is not None:
            translated = self.db.error(self.error)
            if translated is not None:
                raise translated from self.error
            raise self.error
        commits.committed(self.db, self.tables)


def settle(db: Database) -> None:
    """Wait for an action of ``db`` still being committed (any thread may)."""
    with _behind_lock:
        behind = _behind.get(id(db))
    if behind is not None:
        behind.join()


def append_behind(db: Database, step: Append) -> Behind | bool:
    """``append``, with an SQLite commit left running behind (see the module's
    docstring): a ``Behind`` to wait for, or False (nothing written). On a club's
    server the one statement is its own commit: True when written."""
    if db.is_server or db.role != "director":
        return append(db, step)
    settle(db)
    status = "complete" if step.stacks is not None else "running"
    seqs = list(range(step.first_seq, step.first_seq + len(step.payloads)))
    conn = db.engine.connect()
    try:
        transaction = conn.begin()
        if not _write(conn, step, status, seqs):
            transaction.rollback()
            conn.close()
            return False
    except DBAPIError as exc:
        conn.close()
        translated = db.error(exc)
        if translated is not None:
            raise translated from exc
        raise
    except BaseException:
        conn.close()
        raise
    return Behind(db, conn, transaction, step.tables, step.hand_id)
