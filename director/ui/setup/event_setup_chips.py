"""The chip set part of the setup window: the denominations the host owns and the
starting stack made of them (engine ``chips.starting_stack``), shown as typed.

Until the director types a set of their own, the set follows the starting stack,
level 1 and the players expected (engine ``chips.default_chip_set``: the smallest
chip divides level 1, about 20 chips a stack, enough for everyone); the first
edit keeps the director's set, and "Fit the set to the stack" goes back."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
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

from director.engine.event.chips import (
    ChipDenomination,
    ChipError,
    ChipSet,
    default_chip_set,
    starting_stack,
)
from director.services.core.documents import MAX_AMOUNT
from director.ui.common.director_widgets import chip_colour, chip_colour_key
from director.ui.common.director_widgets import chips as amount_text
from director.ui.common.grouped_amounts import read_amount
from director.ui.setup.event_setup_fields import MessageLabel, tr


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
        self.table.itemChanged.connect(self._edited)
        self.custom = True  # a set the director typed (or loaded): not replaced
        self._fitted_to: tuple[int, tuple[int, ...], int] | None = None
        self.origin = QLabel(self)
        self.origin.setObjectName("chipSetOrigin")
        self.origin.setWordWrap(True)
        layout.addWidget(self.origin)
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("addChipButton")
        self.add_button.clicked.connect(lambda: self.add_chip(0, "", 0))
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("removeChipButton")
        self.remove_button.clicked.connect(self.remove_chip)
        self.fit_button = QPushButton(self)
        self.fit_button.setObjectName("fitChipSetButton")
        self.fit_button.clicked.connect(self.use_default)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.fit_button)
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
        self.table.blockSignals(True)  # each usual colour named in the new language
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 1)
            key = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
            if item is not None and isinstance(key, str):
                item.setText(chip_colour(key))
        self.table.blockSignals(False)
        self.add_button.setText(tr("Add a denomination"))
        self.remove_button.setText(tr("Remove the denomination"))
        self.fit_button.setText(tr("Fit the set to the stack"))
        self._show_origin()

    def _show_origin(self) -> None:
        self.origin.setText("" if self.custom else tr(
            "A set for this starting stack and level 1: the smallest chip pays the small "
            "blind, about 20 chips a player. Type your own chips over it."))

    def _edited(self, item: QTableWidgetItem | None = None) -> None:
        """A cell the director changed: the set is theirs from now on (a colour kept
        by its key, ``chip_colour_key``)."""
        if item is not None and item.column() == 1:
            self.table.blockSignals(True)
            item.setData(Qt.ItemDataRole.UserRole, chip_colour_key(item.text()))
            self.table.blockSignals(False)
        self.custom = True
        self._show_origin()
        self.changed.emit()

    def use_default(self) -> None:
        """Follow the stack, level 1 and the players again (``follow``)."""
        self.custom = False
        self._fitted_to = None
        self._show_origin()
        self.changed.emit()

    def follow(self, stack: int | None, level_one: Sequence[int], players: int | None) -> None:
        """While the set is not the director's own, make it the default set for this
        stack, level 1 and players (engine ``default_chip_set``); nothing when one of
        them is not known yet or wrong."""
        if self.custom or not stack or not players:
            return
        key = (stack, tuple(level_one), players)
        if key == self._fitted_to:
            return
        try:
            chip_set = default_chip_set(stack, level_one, players)
        except ChipError:
            return
        self._fitted_to = key
        self.blockSignals(True)
        self.set_chips([(d.value, d.color, d.count_owned) for d in chip_set])
        self.custom = False
        self.blockSignals(False)
        self._show_origin()

    def add_chip(self, value: int, color: str, count: int) -> None:
        self.custom = True
        self._show_origin()
        self.table.blockSignals(True)
        row = self.table.rowCount()
        self.table.insertRow(row)
        for col, text in enumerate((str(value) if value else "", chip_colour(color),
                                    str(count) if count else "")):
            item = QTableWidgetItem(text)
            if col == 1:  # the colour as stored: a usual one's key, named in each language
                item.setData(Qt.ItemDataRole.UserRole, chip_colour_key(text))
            self.table.setItem(row, col, item)
        self.table.blockSignals(False)
        self.changed.emit()

    def remove_chip(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)
            self._edited()

    def set_chips(self, chips: list[tuple[int, str, int]]) -> None:
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        self.table.blockSignals(False)
        for value, color, count in chips:
            self.add_chip(value, color, count)

    def chips(self) -> list[dict[str, object]] | None:
        """The rows as ``ChipDoc`` data, smallest first; None (and a message) when wrong."""
        out: list[dict[str, object]] = []
        if not self.table.rowCount():  # every row removed: the set to pay the stacks is gone
            self.message.show_message(tr(
                "No chips: add a denomination, or fit the set to the stack"))
            return None
        for row in range(self.table.rowCount()):
            texts = [(self.table.item(row, c) or QTableWidgetItem()).text() for c in range(3)]
            value = read_amount(texts[0])
            count = read_amount(texts[2]) if texts[2].strip() else 0
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
            for amount, too_large in ((value, tr("the value is at most %1")),
                                      (count, tr("the count is at most %1"))):
                if amount > MAX_AMOUNT:  # more than the settings can store
                    self.message.show_message(where + too_large.replace(
                        "%1", amount_text(MAX_AMOUNT)))
                    return None
            out.append({"value": value, "color": chip_colour_key(texts[1]), "count": count})
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
                players: int | None, level_one: Sequence[int] = ()) -> str:
        """Show how the starting stack is made of the chips level 1 needs (engine
        ``starting_stack``); returns a problem with the stack ("" if none)."""
        self.composition.setText("")
        self.enough.setText("")
        if not chips or not stack or not players:
            return ""
        try:
            chip_set = ChipSet(tuple(ChipDenomination(int(str(c["value"])), str(c["color"]),
                                                      int(str(c["count"]))) for c in chips))
            plan = starting_stack(chip_set, stack, players, level_one)
        except ValueError:
            smallest = int(str(chips[0]["value"]))
            return tr("The stack cannot be made of these chips; use a multiple of %1").replace(
                "%1", amount_text(smallest))
        each = ", ".join(f"{n} × {amount_text(d.value)} ({chip_colour(d.color)})"
                         for d, n in plan.per_player if n)
        idle = ", ".join(f"{amount_text(d.value)} ({chip_colour(d.color)})"
                         for d, n in plan.per_player if not n)
        lines = [tr("Each player gets %1 = %2").replace("%1", each)
                 .replace("%2", amount_text(stack))]
        if idle:
            lines.append(tr("Not in the starting stacks: %1")
                         .replace("%1", idle))
        self.composition.setText("\n".join(lines))
        if plan.enough:
            self.enough.setText(tr("The set is enough for %1 players.").replace(
                "%1", str(players)))
        else:
            short = ", ".join(f"{n} {chip_colour(d.color)} ({amount_text(d.value)})"
                              for d, n in plan.missing)
            self.enough.setText(tr("The set is short for %1 players: add %2.")
                                .replace("%1", str(players)).replace("%2", short))
        return ""
