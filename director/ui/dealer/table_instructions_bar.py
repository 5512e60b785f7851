"""The dealer station's instructions above its dealer panel (issue 17, R-8.4).

On a club's server, when the director balances or breaks tables, the dealer
station of each table involved shows what to read out ("seat 3 moves to table
5, seat 8") under one line citing the rule (R-8.4), from
``services.club.table_instructions``; the bar follows the director's commits (the
commit feed brought to the Qt thread) and the table's hands.

It shows the current instructions only (issue 29): those of the balancings this
table has not dealt a hand since (R-3.2: the moves are made between hands), so
it clears by itself when the next hand starts, and the dealer's Done clears it
at once. It never widens the window (the lines wrap) and never grows taller
than a few lines (more scroll).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from director.engine.messages import msg
from director.services.club.table_instructions import instructions
from director.services.core import commits
from director.services.core.database import StoreError
from director.ui.common.language import in_language

if TYPE_CHECKING:
    from director.services.core.database import Database

# A balancing, its undo, and a hand started at the table (which makes its moves done).
WATCHED = frozenset({"director_action", "hand", "*"})
LINES_SHOWN = 3  # more than this scroll (the panel keeps its height at 1024x600)


class InstructionsLabel(QLabel):
    """The current instructions for one table, one a line, redrawn on commits."""

    _heard = Signal()
    changed = Signal(bool)  # instructions to show or none

    def __init__(self, db: Database, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableInstructions")
        self.setWordWrap(True)
        # the lines wrap at the width the window has: they never ask for more
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.db, self.table_id = db, table_id
        self.done_up_to = 0  # the instructions up to this number were done (Done)
        self.shown_up_to = 0
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
            found = instructions(self.db, self.table_id, self.done_up_to, current=True)
        except StoreError:
            return  # the station says the server is lost; the next commit redraws
        self.shown_up_to = max((i.number for i in found), default=self.done_up_to)
        # the rule cited once, above the moves it governs (not on every line)
        heading = [in_language(msg("win-balancing-moves"))] if found else []
        self.setText("\n".join([*heading, *(in_language(i.message) for i in found)]))
        self.changed.emit(bool(found))  # the bar shows or hides

    def done(self) -> None:
        """The dealer made the moves: what is shown now is cleared."""
        self.done_up_to = self.shown_up_to
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()  # the instructions in the new language


class InstructionsBar(QFrame):
    """The instructions, a few lines at most (the rest scroll), and the dealer's Done."""

    def __init__(self, db: Database, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableInstructionsBar")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Maximum)
        self.label = InstructionsLabel(db, table_id, self)
        self.lines = QScrollArea(self)
        self.lines.setObjectName("tableInstructionsScroll")
        self.lines.setWidget(self.label)
        self.lines.setWidgetResizable(True)
        self.lines.setFrameShape(QFrame.Shape.NoFrame)
        self.lines.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lines.setMaximumHeight(self.fontMetrics().lineSpacing() * LINES_SHOWN + 8)
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.done_button = QPushButton(self)
        self.done_button.setObjectName("tableInstructionsDone")
        self.done_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the panel's
        self.done_button.clicked.connect(self.label.done)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.lines, 1)
        layout.addWidget(self.done_button, 0, Qt.AlignmentFlag.AlignTop)
        self._retranslate()
        self.label.changed.connect(self.setVisible)
        self.setVisible(bool(self.label.text()))

    def _retranslate(self) -> None:
        self.done_button.setText(self.tr("Done"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()


def with_instructions(db: Database, table_id: int, panel: QWidget) -> QWidget:
    """``panel`` with its table's instructions above it (the keys still go to the panel)."""
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(InstructionsBar(db, table_id, page))
    layout.addWidget(panel, 1)
    page.setFocusProxy(panel)
    return page
