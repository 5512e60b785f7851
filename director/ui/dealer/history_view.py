"""What each seat did on this betting round and the one before (issue 30), beside
the table: who bet, who raised, who called, so every question the panel asks or a
drill asks (who acts, the call, who shows first: R-7.2's last bettor on the river)
can be answered from what is shown."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from director.engine.messages import Message
from director.services.tables.action_history import ActionHistory
from director.ui.common.language import follow_language, in_language
from director.ui.common.named import named


class HistoryView(QGroupBox):
    """The actions per seat: a row a seat, a column a betting round (the last two)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyView")
        follow_language(self).bind(self.setTitle, lambda: self.tr("Actions"))
        self.table = named(QLabel(), "historyLabel")
        self.table.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addStretch(1)  # the rows at the top when the box is given more height

    def show_history(self, history: ActionHistory | None,
                     words: Callable[[Message], str] = in_language) -> None:
        """The rounds' actions; ``None`` (a guts round: everyone declares at once)
        hides the box."""
        self.setVisible(history is not None)
        if history is None:
            return
        text = self.html(history, words)
        if self.table.text() != text:
            self.table.setText(text)

    def html(self, history: ActionHistory, words: Callable[[Message], str] = in_language
             ) -> str:
        """The history as a small table (rich text), the current round last."""
        def cell(said: tuple[Message, ...]) -> str:
            return escape(", ".join(words(m) for m in said)) or "—"

        head = [self.tr("Seat")]
        if history.before is not None:
            head.append(words(history.before).capitalize())
        head.append(words(history.now).capitalize())
        rows = ["<tr>" + "".join(f"<th align='left'>{escape(h)}</th>" for h in head) + "</tr>"]
        for seat in history.seats:
            cells = [str(seat.seat)]
            if history.before is not None:
                cells.append(cell(seat.before))
            cells.append(cell(seat.now))
            rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        return "<table cellspacing='0' cellpadding='2'>" + "".join(rows) + "</table>"
