"""Move… on the director's console: a seated player to an empty seat of another open
table, by the keyboard as well as by dragging the seat on the seating window (a
balancing move made by hand, a player changing tables at the director's word).

The row chosen, Move…, Enter: the table with the fewest players (the one balancing
would send a player to, R-8.4) and its first empty seat are chosen at the start; the
arrow keys choose another table or seat. The console runs the move
(``SeatingService.move_player``); the dialog only collects where."""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.cash_tables import free_seats as empty_seats
from director.services.events.console_queries import EntryView, TableView
from director.ui.common.director_widgets import table_name
from director.ui.common.named import named


def free_seats(table: TableView) -> list[int]:
    """The empty seats of ``table``, by number (the engine's, as a cash table's seat)."""
    return empty_seats(table.max_seats,
                       {seat.number for seat in table.seats if seat.entry_id is not None})


class MoveDialog(QDialog):
    """Where to move ``entry``: a table (others than its own, with an empty seat) and
    one of its empty seats. ``where()`` is the (table id, seat) chosen."""

    def __init__(self, entry: EntryView, tables: list[TableView],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveDialog")
        self.setMinimumWidth(360)
        self.setWindowTitle(self.tr("Move %1").replace("%1", entry.player))
        self.tables = [t for t in tables if t.table_id != entry.table_id and free_seats(t)]
        layout = QVBoxLayout(self)
        here = "" if entry.seat is None else self.tr("%1 sits at %2, seat %3").replace(
            "%1", entry.player).replace("%2", table_name(entry.table)).replace(
            "%3", str(entry.seat))
        layout.addWidget(named(QLabel(here, self), "moveFrom"))
        form = QFormLayout()
        layout.addLayout(form)
        self.table_choice = named(QComboBox(self), "moveTable")
        self.seat_choice = named(QComboBox(self), "moveSeat")
        form.addRow(self.tr("Table:"), self.table_choice)
        form.addRow(self.tr("Seat:"), self.seat_choice)
        for table in self.tables:
            players = sum(1 for s in table.seats if s.entry_id is not None)
            self.table_choice.addItem(self.tr("%1 (%2 players)").replace(
                "%1", table_name(table.name)).replace("%2", str(players)), table.table_id)
        fewest = min(range(len(self.tables)), default=-1, key=lambda i: sum(
            1 for s in self.tables[i].seats if s.entry_id is not None))
        self.table_choice.currentIndexChanged.connect(self._seats)
        if fewest >= 0:
            self.table_choice.setCurrentIndex(fewest)
        self._seats()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setEnabled(bool(self.tables))
        if not self.tables:
            layout.addWidget(named(QLabel(self.tr(
                "No other open table has an empty seat"), self), "moveNowhere"))
        layout.addWidget(buttons)
        self.ok.setDefault(True)  # Enter in a choice moves the player

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.table_choice.setFocus()  # the arrow keys choose the table at once

    def _seats(self) -> None:
        self.seat_choice.clear()
        index = self.table_choice.currentIndex()
        if 0 <= index < len(self.tables):
            for number in free_seats(self.tables[index]):
                self.seat_choice.addItem(self.tr("Seat %1").replace("%1", str(number)),
                                         number)

    def where(self) -> tuple[int, int] | None:
        table, seat = self.table_choice.currentData(), self.seat_choice.currentData()
        return None if table is None or seat is None else (int(table), int(seat))
