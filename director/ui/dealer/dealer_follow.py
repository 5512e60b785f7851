"""A dealer station's panel follows the other stations (issue 17).

On a club's server the director moves players into and out of this table,
busts one or corrects a stack, and another dealer station may act on this
table's hand (two stations on one table: the conflict case). Every such commit
reaches this station's commit feed (``commits.hear_other_stations``) on the
listener's thread; ``DealerFollow`` brings it to the Qt thread and, a tenth of
a second later (a burst of commits is read once):

- a change to the hand or its log: the session reads the hand again as stored
  (``DealerSession.reload``) and the panel redraws only when the stored hand is
  not the one shown (this station's own actions read back as they are);
- a change to the seats, players or tables: the panel redraws (who sits where,
  read at each redraw).

A key pressed at a panel that has not caught up yet is refused by the table
service (``svc-hand-changed-elsewhere``): the dealer reads the message and the
hand as it stands now, and nothing is applied twice. A server lost meanwhile
is told to the station's banner (``station_status``); once it is back, the
feed's ``{"*"}`` reads everything again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from director.services.core import commits
from director.services.core.database import StoreError
from director.ui.club.station_status import server_lost
from director.ui.dealer.panel import DealerPanel

if TYPE_CHECKING:
    from director.services.core.database import Database

HAND_TABLES = frozenset({"hand", "hand_event", "*"})
HAND_ONLY = frozenset({"hand", "hand_event"})
FOLLOW_AFTER_MS = 100


class DealerFollow(QObject):
    """Keeps ``panel`` (a stored table's dealer panel) up to date with ``db``'s commits."""

    _heard = Signal(bool, bool)

    def __init__(self, panel: DealerPanel, db: Database) -> None:
        super().__init__(panel)
        self.setObjectName("dealerFollow")
        self.panel, self.db = panel, db
        self._hand = self._seats = False
        self._stopped = False
        self._timer = QTimer(self, singleShot=True, interval=FOLLOW_AFTER_MS)
        self._timer.timeout.connect(self._follow)
        self._heard.connect(self._schedule, Qt.ConnectionType.QueuedConnection)
        self._unsubscribe = commits.subscribe(db, self._committed)
        self.destroyed.connect(lambda _obj=None, u=self._unsubscribe: u())

    def stop(self) -> None:
        """Hear nothing more and drop a read still waiting (the station closes)."""
        self._stopped = True
        self._unsubscribe()
        self._timer.stop()

    def _committed(self, tables: frozenset[str]) -> None:
        # any thread: queued to the Qt thread
        self._heard.emit(bool(tables & HAND_TABLES), not tables <= HAND_ONLY)

    def _schedule(self, hand: bool, seats: bool) -> None:
        if self._stopped:
            return
        self._hand, self._seats = self._hand or hand, self._seats or seats
        if not self._timer.isActive():
            self._timer.start()

    def _follow(self) -> None:
        hand, seats = self._hand, self._seats
        self._hand = self._seats = False
        try:
            redrawn = hand and self.panel.session.reload()
            if seats and not redrawn:
                self.panel.refresh()
        except StoreError as exc:  # the banner says it; the catch-up after it redraws
            server_lost(self.db, exc)


def follow_other_stations(panel: DealerPanel, db: Database) -> DealerFollow | None:
    """On a club's server, ``panel`` follows the other stations; nothing on a file."""
    if not db.is_server or panel.session.service is None:
        return None
    return DealerFollow(panel, db)
