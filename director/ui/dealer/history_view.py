"""What each seat did on this betting round and the one before (issue 30), beside
the table: who bet, who raised, who called, so every question the panel asks or a
drill asks (who acts, the call, who shows first: R-7.2's last bettor on the river)
can be answered from what is shown."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from director.engine.messages import Message
from director.services.tables.action_history import ActionHistory
from director.ui.common.director_widgets import whole_words
from director.ui.common.language import follow_language, in_language
from director.ui.common.named import named

NOTHING = "—"  # a seat that has not acted on the round


def kept_whole(action: str) -> str:
    """An action kept on one line: a cell too narrow for its actions wraps between
    them, never inside one ("calls 688" over "(all-in)", or in Hungarian "megad:"
    over "800 (all-in)"): its spaces and hyphens made non-breaking."""
    return whole_words(action.replace(" ", "\u00a0"))


class Cell(QLabel):
    """A cell that asks for its words on one line (Qt's wrapped label asks for a
    narrower guess, and wraps where the box has room to spare); where the box is
    narrower it wraps, between actions (``kept_whole``)."""

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        margins = self.contentsMargins()
        return QSize(metrics.horizontalAdvance(self.text()) + margins.left() + margins.right()
                     + 2 * self.margin() + 1,
                     metrics.height() + margins.top() + margins.bottom() + 2 * self.margin())


class HistoryView(QGroupBox):
    """The actions per seat: a row a seat, a column a betting round (the last two).

    A grid of plain labels kept from press to press, each written only when its
    words change: the dealer's key press redraws in a few milliseconds (issue 21).
    One rich-text table in a word-wrapped label had cost about 8 ms a press, its
    whole layout done again for every height the panel's layout asked of it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyView")
        follow_language(self).bind(self.setTitle, lambda: self.tr("Actions"))
        self.table = named(QWidget(), "historyTable")
        self._grid = QGridLayout(self.table)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(8)
        self._grid.setVerticalSpacing(2)
        # each round's column as wide as its words (wrapped between actions where the
        # box is narrow), the width left over after the last: a round of raises and an
        # all-in call is not wrapped beside one that only says "shows"
        self._grid.setColumnStretch(3, 1)
        self._rows: list[tuple[QLabel, QLabel, QLabel]] = []  # the header first
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
        lines = self.lines(history, words)
        while len(self._rows) < len(lines):
            self._rows.append(self._new_row(len(self._rows)))
        two_rounds = history.before is not None
        for number, labels in enumerate(self._rows):
            line = lines[number] if number < len(lines) else None
            # the seat, the round before (hidden on the first round) and this round
            cells = (None,) * 3 if line is None else (
                line[0], line[1] if two_rounds else None, line[-1])
            for label, text in zip(labels, cells, strict=True):
                if text is not None and label.text() != text:
                    label.setText(text)
                if label.isVisibleTo(self.table) != (text is not None):
                    label.setVisible(text is not None)

    def lines(self, history: ActionHistory,
              words: Callable[[Message], str] = in_language) -> list[list[str]]:
        """The table's words, the header first: the seat, the round before (when
        there is one) and this round, each cell the seat's actions joined by commas."""
        def cell(said: tuple[Message, ...]) -> str:
            return ", ".join(kept_whole(words(m)) for m in said) or NOTHING

        head = [self.tr("Seat")]
        if history.before is not None:
            head.append(words(history.before).capitalize())
        head.append(words(history.now).capitalize())
        rows = [head]
        for seat in history.seats:
            cells = [str(seat.seat)]
            if history.before is not None:
                cells.append(cell(seat.before))
            cells.append(cell(seat.now))
            rows.append(cells)
        return rows

    def shown(self) -> list[list[str]]:
        """What the grid shows, row by row (the header first): the words a person reads
        (a hyphen or a space kept from breaking reads as a hyphen or a space)."""
        return [[label.text().replace("\u2011", "-").replace("\u00a0", " ") for label in labels
                 if label.isVisibleTo(self.table)]
                for labels in self._rows if labels[0].isVisibleTo(self.table)]

    def _new_row(self, number: int) -> tuple[QLabel, QLabel, QLabel]:
        labels = []
        for column in range(3):
            label = Cell(self.table)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            if number == 0:
                label.setProperty("head", True)  # app.qss: the rounds' names in bold
            elif column:
                label.setWordWrap(True)
            self._grid.addWidget(label, number, column)
            labels.append(label)
        return labels[0], labels[1], labels[2]
