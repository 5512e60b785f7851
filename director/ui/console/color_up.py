"""The color-up with its chip race (R-8.3): the chips of one denomination taken off
a table, exchanged at equal value, the remainders raced. The dialog collects the
counts and shows the race; the console runs the service command."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.chip_race import ChipRaceResult
from director.engine.event.chips import ChipSet
from director.services.events.console_queries import TableView
from director.ui.common.director_widgets import (
    MessageLabel,
    chip_colour,
    chips,
    fit_to_screen,
    table_name,
)
from director.ui.console.console_dialogs import BIG, fill_table


def _spin(parent: QWidget, value: int = 0, name: str = "") -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setRange(0, BIG)
    spin.setGroupSeparatorShown(True)
    spin.setValue(value)
    spin.setObjectName(name)
    return spin


class ColorUpDialog(QDialog):
    """The chips of one denomination taken off a table: exchanged at equal value, the
    remainders raced (R-8.3). ``race(table, removed, {seat: chips})`` runs the command
    and the result is shown here, card by card."""

    def __init__(self, tables: Sequence[TableView], chip_set: ChipSet,
                 race: Callable[[int, int, dict[int, int]], ChipRaceResult | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("colorUpDialog")
        self.setWindowTitle(self.tr("Color-up and chip race"))
        self.tables = {t.table_id: t for t in tables}
        self.race_command = race
        self.chip_set = chip_set
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.table = QComboBox(self)
        self.table.setObjectName("raceTable")
        for t in tables:
            self.table.addItem(table_name(t.name), t.table_id)
        self.removed = QComboBox(self)
        self.removed.setObjectName("removedChip")
        for d in chip_set.denominations[:-1]:
            self.removed.addItem(f"{chips(d.value)} ({chip_colour(d.color)})", d.value)
        form.addRow(self.tr("Table"), self.table)
        form.addRow(self.tr("Chips taken off"), self.removed)
        layout.addWidget(QLabel(self.tr("Chips of that colour each seat hands in:"), self))
        self.counts = QTableWidget(self)
        self.counts.setObjectName("raceCounts")
        layout.addWidget(self.counts)
        self.race_button = QPushButton(self.tr("Exchange and race"), self)
        self.race_button.setObjectName("runRace")
        self.race_button.clicked.connect(self.run)
        layout.addWidget(self.race_button)
        self.message = MessageLabel(self, "raceMessage")
        layout.addWidget(self.message)
        self.results = QTableWidget(self)
        self.results.setObjectName("raceResults")
        layout.addWidget(self.results, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.accept)
        layout.addWidget(close)
        self.spins: dict[int, QSpinBox] = {}
        self.table.currentIndexChanged.connect(self._fill_counts)
        self.removed.currentIndexChanged.connect(self._fill_counts)
        self._fill_counts()
        fit_to_screen(self, 760, 620)

    def _fill_counts(self) -> None:
        table = self.tables.get(self.table.currentData())
        removed = self.removed.currentData()
        if table is None or removed is None:
            return
        into = self.chip_set.next_above(removed).value
        fill_table(self.counts, [self.tr("Seat"), self.tr("Player"), self.tr("Stack"),
                                 self.tr("Chips")], [])
        self.counts.setRowCount(len(table.seats))
        self.spins = {}
        for r, seat in enumerate(table.seats):
            for c, text in enumerate((str(seat.number), seat.player, chips(seat.stack))):
                self.counts.setItem(r, c, QTableWidgetItem(text))
            # at least the chips below the next colour must be of the removed one
            spin = _spin(self.counts, (seat.stack % into) // removed, f"raceChips_{seat.number}")
            self.counts.setCellWidget(r, 3, spin)
            self.spins[seat.number] = spin

    def run(self) -> ChipRaceResult | None:
        result = self.race_command(self.table.currentData(), self.removed.currentData(),
                                   {n: s.value() for n, s in self.spins.items()})
        if result is None:
            return None
        self.show_result(result)
        return result

    def show_result(self, result: ChipRaceResult) -> None:
        table = self.tables[self.table.currentData()]
        names = {s.number: s.player for s in table.seats}
        rows = []
        for seat in result.seats:
            won = self.tr("wins a chip") if seat.won else \
                self.tr("kept in (last chip)") if seat.kept_in else ""
            rows.append([str(seat.seat), names.get(seat.seat, ""),
                         " ".join(c.pretty for c in seat.cards), won,
                         chips(seat.stack_before), chips(seat.stack_after)])
        fill_table(self.results, [self.tr("Seat"), self.tr("Player"), self.tr("Cards"),
                                  self.tr("Race"), self.tr("Before"), self.tr("After")], rows)
        self.message.show_info(self.tr("%1 chip(s) of %2 raced for chips of %3")
                               .replace("%1", str(result.chips_raced))
                               .replace("%2", chips(result.removed))
                               .replace("%3", chips(result.next_value)))
