"""The other stations' changes redraw this station's event pages (issue 17).

On a club's server every commit of another station reaches this database's
commit feed (``commits.hear_other_stations``), on the listener's thread. A
``StationFeed`` takes it to the Qt thread (a queued signal) and, a tenth of a
second later (a burst of commits redraws once), emits the event's
``EventChanges.changed``: the console, the seating and the clock redraw from
what is stored, as after a command at this station. A dealer's action inside
a hand (the hand and its log only) changes nothing these pages show; the end
of the hand (the seats' stacks) does. While the server is lost (the station's
banner, ``station_status``) nothing is redrawn: the catch-up once it is back is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from director.services.core import commits
from director.ui.club.station_status import status_of
from director.ui.common.director_widgets import EventChanges

if TYPE_CHECKING:
    from director.services.core.database import Database

HAND_ONLY = frozenset({"hand", "hand_event"})
REDRAW_AFTER_MS = 100


class StationFeed(QObject):
    """Redraws ``changes``'s pages when a commit on ``db`` touched what they show."""

    _heard = Signal()

    def __init__(self, db: Database, changes: EventChanges, parent: QObject | None = None
                 ) -> None:
        super().__init__(parent)
        self.changes = changes
        self._timer = QTimer(self, singleShot=True, interval=REDRAW_AFTER_MS)
        self._db = db
        self._timer.timeout.connect(self._redraw)
        self._heard.connect(self._schedule, Qt.ConnectionType.QueuedConnection)
        self._unsubscribe = commits.subscribe(db, self._committed)
        self.destroyed.connect(lambda _obj=None, u=self._unsubscribe: u())
        self._stopped = False

    def stop(self) -> None:
        """Hear nothing more and drop a redraw still waiting (the station closes)."""
        self._stopped = True
        self._unsubscribe()
        self._timer.stop()

    def _committed(self, tables: frozenset[str]) -> None:
        if not tables <= HAND_ONLY:  # any thread: queued to the Qt thread
            self._heard.emit()

    def _schedule(self) -> None:
        if not self._stopped and not self._timer.isActive():
            self._timer.start()

    def _redraw(self) -> None:
        """Redraw, unless the server is lost: the banner says so, the pages keep what
        they showed, and the catch-up once it is back (``{"*"}``) redraws them."""
        if not (self._db.is_server and status_of(self._db).lost):
            self.changes.changed.emit()
