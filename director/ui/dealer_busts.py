"""The dealer panel's line for the table's busts (issue 17, R-8.5): once a hand has
left players of a tournament table with no chips, it names them with a button,
Report busts (O), that reports them to the director (``table_reports``): their
finishing places are stored, their seats freed, and the director's station hears
of it. A refusal (a dealer station at another table's players) shows its message."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from director.engine.messages import MessageError, render
from director.services.dealer_session import DealerSession
from director.services.table_reports import out_of_chips, report_busts
from director.store.db import Database
from director.ui.keys import editor_has_focus
from director.ui.language import follow_language
from director.ui.papers import language


class BustReportBar(QWidget):
    """Who is out of chips at the table, and the button that reports them."""

    def __init__(self, db: Database, table_id: int, session: DealerSession,
                 now: Callable[[], datetime], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bustReportBar")
        self.db, self.table_id, self.session, self.now = db, table_id, session, now
        self.label = QLabel(objectName="bustReportLabel")
        self.label.setWordWrap(True)
        self.button = QPushButton(objectName="reportBustsButton")
        self.button.setMinimumHeight(40)
        texts = follow_language(self)
        texts.bind(self.button.setText, lambda: self.tr("Report busts (O)"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label, 1)
        row.addWidget(self.button)
        self.button.clicked.connect(self.report)
        self.changed: list[Callable[[], None]] = []  # the panel redraws its seats
        session.subscribe(self.refresh)
        texts.on_change(self.refresh)
        self._said = ""
        self.refresh()

    def attach_key(self, panel: QWidget) -> None:
        """O reports the busts while the focus is inside ``panel`` (and not in a
        field that takes letters), as the panel's own single keys do."""
        panel.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_O
                and event.modifiers() == Qt.KeyboardModifier.NoModifier
                and not editor_has_focus() and self.button.isVisible()):
            self.button.click()
            return True
        return super().eventFilter(watched, event)

    def refresh(self) -> None:
        out = out_of_chips(self.db, self.table_id) if self.session.is_complete else []
        self.button.setVisible(bool(out))
        if out:
            names = ", ".join(self.tr("%1 (seat %2)").replace("%1", o.player).replace(
                "%2", str(o.seat)) for o in out)
            self.label.setText(self.tr("Out of chips: %1").replace("%1", names))
        else:
            self.label.setText(self._said)
        self.setVisible(bool(out) or bool(self._said))

    def report(self) -> None:
        out = {o.entry_id: o.player for o in out_of_chips(self.db, self.table_id)}
        try:
            finishes = report_busts(self.db, self.table_id, self.now())
        except MessageError as exc:
            self._said = render(exc.message, language())
        else:
            self._said = "; ".join(
                self.tr("%1 finishes in place %2").replace("%1", out.get(int(str(p)), ""))
                .replace("%2", str(f.best_place)) for f in finishes for p in f.players)
        self.refresh()
        for listener in self.changed:
            listener()
