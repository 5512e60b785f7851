"""The threads of one process take turns to write one SQLite file.

Several connections of one process may write one file: the window's commands and
the dealer panel's commit, which runs on a thread of its own (``hand_log.Behind``);
and stations that each write through a connection on a thread of their own, as the
stations of the race tests do (``tests/services/races.py``). (The program runs
every command of its own on the window's thread, the remote's too: the room share
hands them to it; a club's stations share a server, not a file.) SQLite lets one
connection write at a time: a command that finds another's write lock waits for it
by polling (its busy handler) for at most ``BUSY_TIMEOUT`` seconds, and is then
refused as if *another program* were writing (``Locked``). That wait is right
against another program (a sqlite3 shell holding the file), whose end nobody here
can know; against a thread of the same process it is not: that thread is running a
command of a few milliseconds, and a pause inside it (a full sweep of Python's
garbage collector, a slow disk's sync, a busy machine) made the other's command fail
with a message that blamed another program. Measured with two stations pressing N
at the same instant on a loaded machine (four busy processes and a syncing writer
on two cores, 400 tries): the holder's full collection took 0.3 s of processor time
and up to 1.6 s on the clock, and the waiting station's wait grew with it; in a test
worker's larger heap it passed the 2 seconds (a clean CI run, e4eb71a8).

So every write transaction of the process on a file first takes that file's turn
(``Turn``, one per file in this process), and gives it back when it commits or
rolls back, whatever thread ends it (the dealer panel commits on a worker thread).
The second thread then waits for the first's command to end, however long the
pause, up to ``TURN_WAIT``; only a turn held longer than that (a command that never
ends) falls through to SQLite's own wait and its refusal in words. SQLite's lock
stays the one that keeps commands apart: the turn only orders the process's own
threads before they ask for it. A thread that begins a second write while its first
is still open (on another connection) does not wait for itself: it asks SQLite, as
before. A look (a ``READS_ONLY`` transaction) takes no turn: in WAL mode reading
never waits for a writer.
"""

from __future__ import annotations

import os
import threading
import weakref
from typing import Any

TURN_WAIT = 10.0  # seconds a command waits for another thread of this process

#: The turn of each file some engine of this process writes (gone with its last engine).
_turns: weakref.WeakValueDictionary[str, Turn] = weakref.WeakValueDictionary()
_turns_lock = threading.Lock()


class Turn:
    """One file's turn to write: which thread's connection holds it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._holder: tuple[int, int] | None = None  # (thread ident, id of the connection)
        self._giving = threading.Lock()  # one give-back at a time: never released twice

    @property
    def held(self) -> bool:
        """Whether a write transaction of this process holds the turn now."""
        return self._holder is not None

    def take(self, dbapi_connection: Any) -> None:
        """Wait for the turn (see the module), for ``dbapi_connection``'s transaction."""
        me = threading.get_ident()
        holder = self._holder
        if holder is not None and holder[0] == me:
            return  # this thread writes already: SQLite answers, as without the turn
        if self._lock.acquire(timeout=TURN_WAIT):
            self._holder = (me, id(_driver(dbapi_connection)))

    def give_back(self, dbapi_connection: Any) -> None:
        """The transaction of ``dbapi_connection`` ended: the turn is the next one's."""
        with self._giving:
            holder = self._holder
            if holder is None or holder[1] != id(_driver(dbapi_connection)):
                return
            self._holder = None
            self._lock.release()


def _driver(connection: Any) -> Any:
    """The driver's connection itself: SQLAlchemy hands the dialect's commit its pool's
    wrapper of it, the pool's events the connection."""
    return getattr(connection, "dbapi_connection", connection)


def turn_for(path: str) -> Turn:
    """The one ``Turn`` of the file at ``path`` in this process (by its real path:
    two stations naming it differently share it)."""
    key = os.path.realpath(path)
    with _turns_lock:
        turn = _turns.get(key)
        if turn is None:
            turn = _turns[key] = Turn()
        return turn


def held_turns() -> list[str]:
    """The files whose turn a write transaction of this process holds now."""
    with _turns_lock:
        return sorted(path for path, turn in _turns.items() if turn.held)


def take_turns(engine: Any, path: str) -> Turn:
    """Make ``engine``'s write transactions wait for their turn on the file at ``path``:
    ``begin`` (before its ``BEGIN IMMEDIATE``) calls ``take``; the driver's commit and
    rollback, and a connection closed or dropped, give it back."""
    from sqlalchemy import event

    turn = turn_for(path)
    dialect = engine.dialect
    commit, rollback = dialect.do_commit, dialect.do_rollback

    def do_commit(dbapi_connection: Any) -> None:
        try:
            commit(dbapi_connection)
        finally:
            turn.give_back(dbapi_connection)

    def do_rollback(dbapi_connection: Any) -> None:
        try:
            rollback(dbapi_connection)
        finally:
            turn.give_back(dbapi_connection)

    setattr(dialect, "do_commit", do_commit)  # noqa: B010  (this engine's own dialect)
    setattr(dialect, "do_rollback", do_rollback)  # noqa: B010

    @event.listens_for(engine, "close")
    def _closed(dbapi_connection: Any, _record: Any) -> None:
        turn.give_back(dbapi_connection)

    @event.listens_for(engine, "invalidate")
    def _dropped(dbapi_connection: Any, _record: Any, _exception: Any) -> None:
        turn.give_back(dbapi_connection)

    return turn
