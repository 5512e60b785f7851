"""The room's view kept current, without Qt (issue 32): ``RoomFeed`` follows the
database's commit feed and the face-up all-ins, and hands a fresh
``DirectorView`` to ``publish`` at most once every ``DEBOUNCE_SECONDS`` after
something the room sees was written (a dealer's action inside a hand writes
nothing it sees: ignored), and at each level's end instant (the clock moves on
by itself then). The reading runs on the feed's own thread, one transaction
each (``read_room``); the program's thread only marks the view stale.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from director.services.core import commits
from director.services.core.unit_of_work import ServiceError
from director.services.room.build import epoch_ms
from director.services.room.read import read_room
from director.services.room.view import NOTHING_SHARED, DirectorView
from director.store.db import Database
from director.store.errors import StoreError

if TYPE_CHECKING:  # the odds' module (numpy) is the dealer panel's to import
    from director.services.tables.all_in_board import AllInBoard

DEBOUNCE_SECONDS = 0.25  # the pages promise a change within a second
LEVEL_END_MARGIN = timedelta(milliseconds=50)
LONGEST_WAIT = timedelta(hours=1)
HAND_ONLY = frozenset({"hand_event", "hand"})  # what a hand in progress writes

_log = logging.getLogger(__name__)


class RoomFeed:
    """The view of the event ``event_id()`` names (None: nothing shared), for
    ``publish`` (called on the feed's thread, or the caller's for ``publish_now``)."""

    def __init__(self, db: Database, event_id: Callable[[], int | None],
                 now: Callable[[], datetime], publish: Callable[[DirectorView], None], *,
                 all_in: AllInBoard | None = None, currency: Callable[[], str] = lambda: "",
                 debounce: float = DEBOUNCE_SECONDS) -> None:
        self.db, self.event_id, self.now, self.publish = db, event_id, now, publish
        self.all_in, self.currency, self.debounce = all_in, currency, debounce
        self._wake = threading.Condition()
        self._due: float | None = None  # monotonic: a change to publish
        self._level_due: float | None = None  # monotonic: the running level ends
        self._thread: threading.Thread | None = None
        self._stops: list[Callable[[], None]] = []
        self._reading = threading.Lock()  # one reading at a time, in order

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self) -> None:
        """Publish now, then follow every commit (from any thread) until ``stop``."""
        if self._thread is not None:
            return
        self._stops = [commits.subscribe(self.db, self._committed)]
        if self.all_in is not None:
            self._stops.append(self.all_in.subscribe(self.changed))
        self._thread = threading.Thread(target=self._run, name="room-feed", daemon=True)
        self._thread.start()
        self.publish_now()

    def stop(self) -> None:
        for stop in self._stops:
            stop()
        self._stops = []
        thread, self._thread = self._thread, None
        with self._wake:
            self._due = self._level_due = None
            self._wake.notify_all()
        if thread is not None:
            thread.join(10)

    def changed(self) -> None:
        """Something the room sees changed (any thread): published within the debounce."""
        with self._wake:
            if self._due is None:
                self._due = time.monotonic() + self.debounce
                self._wake.notify_all()

    def publish_now(self) -> DirectorView | None:
        """Read the view and hand it to ``publish`` now; None when it could not be
        read (a store that failed: the next change publishes again)."""
        with self._reading:
            view = self._read()
            if view is not None:
                self.publish(view)
        return view

    def _committed(self, tables: frozenset[str]) -> None:
        if not tables <= HAND_ONLY:
            self.changed()

    def _read(self) -> DirectorView | None:
        event_id = self.event_id()
        if event_id is None:
            return NOTHING_SHARED
        now = self.now()
        try:
            view = read_room(self.db, event_id, now, self.currency(),
                             self.all_in.all() if self.all_in is not None else ())
        except (ServiceError, StoreError):
            _log.warning("the room view could not be read", exc_info=True)
            return None
        self._follow_clock(view, now)
        return view

    def _follow_clock(self, view: DirectorView, now: datetime) -> None:
        """Wake at the running level's end instant (the page's clock moves on then)."""
        clock = view.room.clock
        due = None
        left = timedelta(milliseconds=clock.ends_at_ms - epoch_ms(now)) \
            if clock is not None and clock.ends_at_ms is not None else timedelta()
        if left > timedelta():  # the last level run out stays at zero: nothing to wait for
            due = time.monotonic() + (min(left, LONGEST_WAIT) + LEVEL_END_MARGIN
                                      ).total_seconds()
        with self._wake:
            self._level_due = due
            self._wake.notify_all()

    def _run(self) -> None:
        me = threading.current_thread()
        while True:
            with self._wake:
                while self._thread is me and not self._is_due():
                    self._wake.wait(self._wait())
                if self._thread is not me:
                    return
                self._due = self._level_due = None
            self.publish_now()

    def _next(self) -> float | None:
        due = [d for d in (self._due, self._level_due) if d is not None]
        return min(due) if due else None

    def _is_due(self) -> bool:
        due = self._next()
        return due is not None and time.monotonic() >= due

    def _wait(self) -> float | None:
        due = self._next()
        return None if due is None else max(0.0, due - time.monotonic())
