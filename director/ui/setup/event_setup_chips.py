"""The chip set part of the setup window: the denominations the host owns and the
starting stack made of them (engine ``chips.starting_stack``), shown as typed."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.chips import ChipDenomination, ChipSet, starting_stack
from director.ui.common.director_widgets import chip_colour
from director.ui.common.director_widgets import chips as amount_text
from director.ui.setup.event_setup_fields import MessageLabel, parse_whole, tr


class ChipSetEditor(QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chipSetEditor")
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("chipTable")
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.itemChanged.connect(lambda _item: self.changed.emit())
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("addChipButton")
        self.add_button.clicked.connect(lambda: self.add_chip(0, "", 0))
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("removeChipButton")
        self.remove_button.clicked.connect(self.remove_chip)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.message = MessageLabel(self)
        self.message.setObjectName("chipMessage")
        layout.addWidget(self.message)
        self.composition = QLabel(self)
        self.composition.setObjectName("stackComposition")
        self.composition.setWordWrap(True)
        self.enough = QLabel(self)
        self.enough.setObjectName("chipSetEnough")
        self.enough.setWordWrap(True)
        layout.addWidget(self.composition)
        layout.addWidget(self.enough)
        self.retranslate()

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels([tr("Value"), tr("Colour"), tr("Chips owned")])
        self.add_button.setText(tr("Add a denomination"))
        self.remove_button.setText(tr("Remove the denomination"))

    def add_chip(self, value: int, color: str, count: int) -> None:
        self.table.blockSignals(True)
        row = self.table.rowCount()
        self.table.insertRow(row)
        for col, text in enumerate((str(value) if value else "", chip_colour(color),
                                    str(count) if count else "")):
            self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.blockSignals(False)
        self.changed.emit()

    def remove_chip(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)
            self.changed.emit()

    def set_chips(self, chips: list[tuple[int, str, int]]) -> None:
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        self.table.blockSignals(False)
        for value, color, count in chips:
            self.add_chip(value, color, count)

    def chips(self) -> list[dict[str, object]] | None:
        """The rows as ``ChipDoc`` data, smallest first; None (and a message) when wrong."""
        out: list[dict[str, object]] = []
        for row in range(self.table.rowCount()):
            texts = [(self.table.item(row, c) or QTableWidgetItem()).text() for c in range(3)]
            value = parse_whole(texts[0])
            count = parse_whole(texts[2]) if texts[2].strip() else 0
            where = tr("Row %1: ").replace("%1", str(row + 1))
            if value is None or value <= 0:
                self.message.show_message(where + tr("the value is a whole number above 0"))
                return None
            if not texts[1].strip():
                self.message.show_message(where + tr("name the colour"))
                return None
            if count is None:
                self.message.show_message(where + tr("the count is a whole number"))
                return None
            out.append({"value": value, "color": texts[1].strip(), "count": count})
        values = [c["value"] for c in out]
        if len(set(values)) != len(values):
            self.message.show_message(tr("Two rows have the same value"))
            return None
        colors = [str(c["color"]).casefold() for c in out]
        if len(set(colors)) != len(colors):
            self.message.show_message(tr("Two rows have the same colour"))
            return None
        self.message.show_message("")
        return sorted(out, key=lambda c: int(str(c["value"])))

    def refresh(self, chips: list[dict[str, object]] | None, stack: int | None,
                players: int | None) -> str:
        """Show how the starting stack is made; returns a problem with the stack ("" if none)."""
        self.composition.setText("")
        self.enough.setText("")
        if not chips or not stack or not players:
            return ""
        try:
            chip_set = ChipSet(tuple(ChipDenomination(int(str(c["value"])), str(c["color"]),
                                                      int(str(c["count"]))) for c in chips))
            plan = starting_stack(chip_set, stack, players)
        except ValueError:
            smallest = int(str(chips[0]["value"]))
            return tr("The stack cannot be made of these chips; use a multiple of %1").replace(
                "%1", amount_text(smallest))
        each = ", ".join(f"{n} × {amount_text(d.value)} ({chip_colour(d.color)})"
                         for d, n in plan.per_player if n)
        self.composition.setText(tr("Each player gets %1 = %2").replace("%1", each)
                                 .replace("%2", amount_text(stack)))
        if plan.enough:
            self.enough.setText(tr("The set is enough for %1 players.").replace(
                "%1", str(players)))
        else:
            short = ", ".join(f"{n} {chip_colour(d.color)} ({amount_text(d.value)})"
                              for d, n in plan.missing)
            self.enough.setText(tr("The set is short for %1 players: add %2.")
                                .replace("%1", str(players)).replace("%2", short))
        return ""
