"""The dealer station's instructions above its dealer panel (issue 17, R-8.4).

On a club's server, when the director balances or breaks tables, the dealer
station of each table involved shows what to read out ("seat 3 moves to table
5, seat 8"), from ``services.table_instructions``; the line follows the
director's commits (the commit feed brought to the Qt thread) and shows the
newest balancing's instructions for this table, nothing when there are none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from director.engine.messages import render
from director.services.club.table_instructions import instructions
from director.services.core import commits
from director.services.core.database import StoreError

if TYPE_CHECKING:
    from director.services.core.database import Database

WATCHED = frozenset({"director_action", "*"})


class InstructionsLabel(QLabel):
    """The newest balancing's instructions for one table, redrawn on commits."""

    _heard = Signal()

    def __init__(self, db: Database, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableInstructions")
        self.setWordWrap(True)
        self.db, self.table_id = db, table_id
        self._timer = QTimer(self, singleShot=True, interval=100)
        self._timer.timeout.connect(self.refresh)
        self._heard.connect(self._timer.start, Qt.ConnectionType.QueuedConnection)
        unsubscribe = commits.subscribe(db, self._committed)
        self.stop = unsubscribe
        self.destroyed.connect(lambda _obj=None: unsubscribe())
        self.refresh()

    def _committed(self, tables: frozenset[str]) -> None:
        if tables & WATCHED:  # any thread: queued to the Qt thread
            self._heard.emit()

    def refresh(self) -> None:
        try:
            found = instructions(self.db, self.table_id)
        except StoreError:
            return  # the station says the server is lost; the next commit redraws
        newest = max((i.number for i in found), default=None)
        language = "hu" if QLocale().language() == QLocale.Language.Hungarian else "en"
        lines = [render(i.message, language) for i in found if i.number == newest]
        self.setText("\n".join(lines))
        self.setVisible(bool(lines))


def with_instructions(db: Database, table_id: int, panel: QWidget) -> QWidget:
    """``panel`` with its table's instructions above it (the keys still go to the panel)."""
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(InstructionsLabel(db, table_id, page))
    layout.addWidget(panel, 1)
    page.setFocusProxy(panel)
    return page
