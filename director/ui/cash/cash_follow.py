"""A cash game's pages follow the commit feed (DESIGN.md "One record, many views").

The ledger and the tables page read the store each time they draw. Whatever wrote
what they show (a button of either page, the dealer panel finishing a hand, a
seat change, another window, another station on a club's server) reaches the
database's commit feed (``services.core.commits``) after the commit, on the thread
that committed; ``CommitFollow`` brings it to the Qt thread and redraws the page
once per burst of commits. A dealer's action inside a hand (the hand and its
log only) changes nothing these pages show; the hand's start and end (the seats)
do. A page behind another in the main window redraws too: every open view
shows what the store holds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from director.services.core import commits

if TYPE_CHECKING:
    from director.services.core.database import Database

HAND_ONLY = frozenset({"hand", "hand_event"})


class CommitFollow(QObject):
    """Calls ``redraw`` after the commits on ``db`` that touched more than a hand's log
    (once for a burst of them)."""

    _heard = Signal()

    def __init__(self, page: QWidget, db: Database, redraw: Callable[[], None]) -> None:
        super().__init__(page)
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(redraw)
        self._heard.connect(self._timer.start, Qt.ConnectionType.QueuedConnection)
        self._unsubscribe = commits.subscribe(db, self._committed)
        self.destroyed.connect(lambda _obj=None, u=self._unsubscribe: u())

    def _committed(self, tables: frozenset[str]) -> None:
        if not tables <= HAND_ONLY:  # any thread: queued to the Qt thread
            self._heard.emit()
