"""The seats of the hand: the player, stack, chips in front, cards, status, whose turn."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from director.services.tables.dealer_session import SeatRow, SeatStatus
from director.ui.common.language import follow_language


class SeatsView(QTableWidget):
    def __init__(self) -> None:
        super().__init__(0, 6)
        self.setObjectName("seatsView")
        follow_language(self).bind(self.setHorizontalHeaderLabels, lambda: [
            self.tr("Seat"), self.tr("Stack"), self.tr("Bet"), self.tr("In pot"),
            self.tr("Cards"), self.tr("Status")])
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.horizontalHeader()
        # Sized to their contents once per redraw (show_rows), not on every cell:
        # a whole redraw stays well inside a frame (the latency benchmark).
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setDefaultSectionSize(30)
        self._sized = False
        # each row's seat and player as last shown: a key press changes a row or two
        self._rows: list[tuple[SeatRow, str | None]] = []
        self._words: tuple[str, ...] = ()
        self._pending: tuple[list[SeatRow], Mapping[int, str]] | None = None

    def show_rows(self, rows: list[SeatRow], names: Mapping[int, str] | None = None) -> None:
        """The seats; with ``names`` each seat shows its player (``3 · Anna``).

        The list is a tab behind the felt: while hidden, the rows are written when
        it shows or when its cells are read (``item``, ``rowCount``), not at every
        key press (about 0.8 ms a press: the dealer latency benchmark)."""
        self._pending = (rows, names or {})
        if self.isVisible():
            self._write_pending()

    def item(self, row: int, column: int) -> QTableWidgetItem | None:
        """The cell as the seats stand now (rows still to write are written first)."""
        self._write_pending()
        return super().item(row, column)

    def rowCount(self) -> int:
        self._write_pending()
        return super().rowCount()

    def _write_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None:
            self._write_rows(*pending)

    def _write_rows(self, rows: list[SeatRow], names: Mapping[int, str]) -> None:
        loc = QLocale()
        self.setRowCount(len(rows))
        # the button and the blinds first (the table's, R-3.3), then what the seat did
        statuses = ((SeatStatus.BUTTON, self.tr("button")),
                    (SeatStatus.SMALL_BLIND, self.tr("small blind")),
                    (SeatStatus.BIG_BLIND, self.tr("big blind")),
                    (SeatStatus.FOLDED, self.tr("folded")),
                    (SeatStatus.MUCKED, self.tr("mucked")), (SeatStatus.ALL_IN, self.tr("all-in")),
                    (SeatStatus.SHOWN, self.tr("shown")), (SeatStatus.IN, self.tr("in")))
        to_act = self.tr("to act")
        words = (loc.name(), *(word for _, word in statuses), to_act)
        if words != self._words:  # another language: every row written again
            self._words, self._rows = words, []
        shown = self._rows
        del shown[len(rows):]
        for r, row in enumerate(rows):
            if r < len(shown) and shown[r] == (row, names.get(row.seat)):
                continue  # the row as drawn before (most rows at a key press)
            status = ", ".join(word for flag, word in statuses if flag in row.status)
            if row.to_act:
                status = (status + ", " if status else "") + to_act
            seat = f"{row.seat} \u00b7 {names[row.seat]}" if names.get(row.seat) else str(row.seat)
            values = [seat, loc.toString(row.stack),
                      loc.toString(row.bet) if row.bet else "",
                      loc.toString(row.put_in) if row.put_in else "", row.cards, status]
            for c, text in enumerate(values):
                item = super().item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    if c in (1, 2, 3):
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                              | Qt.AlignmentFlag.AlignVCenter)
                    self.setItem(r, c, item)
                if item.text() != text:
                    item.setText(text)
                if item.font().bold() != row.to_act:
                    font = QFont(item.font())
                    font.setBold(row.to_act)
                    item.setFont(font)
                    palette = self.palette()
                    item.setBackground(palette.highlight() if row.to_act else palette.base())
                    item.setForeground(palette.highlightedText() if row.to_act
                                       else palette.text())
            if r < len(shown):
                shown[r] = (row, names.get(row.seat))
            else:
                shown.append((row, names.get(row.seat)))
        self._sized = False
        if self.isVisible():  # one tab over from the felt: sized when it shows
            self._size_columns()

    def _size_columns(self) -> None:
        if not self._sized:
            self._sized = True
            for column in (0, 1, 2, 3, 5):
                self.resizeColumnToContents(column)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._write_pending()
        self._size_columns()
