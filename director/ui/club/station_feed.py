"""An event's pages follow the one commit feed (DESIGN.md "One record, many views").

Every commit on the database, whoever made it (a page of this program through
the action runner, the dealer panel's hand, the room view's remote, another
station on a club's server), reaches the pages of the open event through the
program's ``WindowFeed``: a ``StationFeed`` emits the event's
``EventChanges.changed`` and the console, the seating and the clock redraw
from what is stored; once the event itself is deleted (Home's Delete at another
station) it emits ``EventChanges.gone`` instead, and nothing after it. A dealer's
action inside a hand (the hand and its log only) changes nothing these pages show;
the end of the hand (the seats' stacks) does. While a club's server is lost (the
station's banner, ``station_status``) nothing is redrawn: the catch-up once it is
back is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from director.services.events.console_queries import event_status
from director.ui.club.station_status import status_of
from director.ui.common.commit_feed import shows_more_than_a_hand, window_feed
from director.ui.common.director_widgets import EventChanges

if TYPE_CHECKING:
    from director.services.core.database import Database


class StationFeed(QObject):
    """Redraws ``changes``'s pages when a commit on ``db`` touched what they show;
    given its ``event_id``, says once when that event is gone."""

    def __init__(self, db: Database, changes: EventChanges, parent: QObject | None = None,
                 event_id: int | None = None) -> None:
        super().__init__(parent)
        self.changes = changes
        self.event_id = event_id
        self._db = db
        self._feed = window_feed(db)
        self._feed.committed.connect(self._committed)
        self._stopped = False

    def stop(self) -> None:
        """Hear nothing more (the station closes)."""
        if not self._stopped:
            self._stopped = True
            self._feed.committed.disconnect(self._committed)

    def _committed(self, tables: frozenset[str]) -> None:
        """Redraw, unless the server is lost: the banner says so, the pages keep what
        they showed, and the catch-up once it is back (``{"*"}``) redraws them."""
        if self._stopped or not shows_more_than_a_hand(tables):
            return
        if self._db.is_server and status_of(self._db).lost:
            return
        if self.event_id is not None and not tables.isdisjoint(EVENT_GONE) \
                and event_status(self._db, self.event_id) is None:
            self.stop()  # the pages are not redrawn from an event that is not there
            self.changes.gone.emit()
            return
        self.changes.changed.emit()


#: A commit that may have deleted an event: its row written, or the catch-up after the
#: server was lost (``{"*"}``).
EVENT_GONE = frozenset({"event", "*"})


def followed_changes(db: Database, parent: QObject | None = None,
                     event_id: int | None = None) -> EventChanges:
    """An event's ``EventChanges`` that the commit feed emits (a page opened on its own,
    or the pages an event shares); with ``event_id``, ``gone`` once it is deleted."""
    changes = EventChanges(parent)
    StationFeed(db, changes, changes, event_id)
    return changes
