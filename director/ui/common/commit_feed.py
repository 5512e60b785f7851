"""The commit feed as the windows hear it (DESIGN.md "One record, many views").

Every command that writes, wherever it was given (a page of this program, the
dealer panel's delayed commit, the room view's remote, another station on a
club's server), reaches the database's commit feed (``services/core/commits``)
after its commit, on the thread that committed. ``WindowFeed`` brings it to the
Qt thread: a tenth of a second after the first commit of a burst it says once
which tables were written (``committed``), and every view that follows it reads
what it shows again from the store. A command run through the action runner
(``actions``) is said at once when it returns (``flush``), so the window that
gave it and every other view show its result before the next key.

There is one ``WindowFeed`` per open database (``window_feed``); views connect
to its ``committed`` signal and keep no copy of what they show.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal

from director.services.core import commits

if TYPE_CHECKING:
    from director.services.core.database import Database

HAND_ONLY = frozenset({"hand", "hand_event"})
"""A dealer's action inside a hand: only the hand and its log (the end of the hand
writes the seats' stacks too)."""
REDRAW_AFTER_MS = 100

_feeds: dict[int, WindowFeed] = {}  # by id() of the open database


class WindowFeed(QObject):
    """The commits of one database on the Qt thread, a burst said once."""

    committed = Signal(object)  # frozenset[str]: the tables written since last said
    _heard = Signal(object)

    def __init__(self, db: Database) -> None:
        super().__init__()
        self.setObjectName("windowFeed")
        self._pending: set[str] = set()
        self._timer = QTimer(self, singleShot=True, interval=REDRAW_AFTER_MS)
        self._timer.timeout.connect(self.flush)
        self._heard.connect(self._collect, Qt.ConnectionType.QueuedConnection)
        self._unsubscribe = commits.subscribe(db, self._on_commit)

    def _on_commit(self, tables: frozenset[str]) -> None:
        """Any thread: on the Qt thread the tables are kept at once (a command run by
        the action runner is said when it returns), from another they are queued."""
        if QThread.currentThread() is self.thread():
            self._collect(tables)
        else:
            self._heard.emit(tables)

    def _collect(self, tables: frozenset[str]) -> None:
        self._pending |= tables
        if not self._timer.isActive():
            self._timer.start()

    def flush(self) -> None:
        """Say now what was committed since last said (nothing when nothing was)."""
        self._timer.stop()
        if not self._pending:
            return
        tables, self._pending = frozenset(self._pending), set()
        self.committed.emit(tables)

    def stop(self) -> None:
        """Hear nothing more (the database closes). The Qt side may be gone already
        (the application ended first): then there is no timer left to stop."""
        self._unsubscribe()
        self._pending.clear()
        if shiboken6.isValid(self._timer):
            self._timer.stop()


def _forget(key: int) -> None:
    feed = _feeds.pop(key, None)
    if feed is not None:
        feed.stop()


def window_feed(db: Database) -> WindowFeed:
    """The one ``WindowFeed`` of ``db`` in this program, made on first use."""
    key = id(db)
    feed = _feeds.get(key)
    if feed is None:
        feed = _feeds[key] = WindowFeed(db)
        # not at the program's exit: Qt's objects are gone by then, nothing to stop
        weakref.finalize(db, _forget, key).atexit = False
    return feed


def shows_more_than_a_hand(tables: frozenset[str]) -> bool:
    """Whether a commit of ``tables`` changed more than a hand in progress (what the
    console, seating and clock show changes only then)."""
    return not tables <= HAND_ONLY
