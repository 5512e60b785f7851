"""The director console's dialogs: a chip count by denomination or total, the
color-up with its chip race (R-8.3) and the final-table deal calculator (ICM and
chip chop). They collect numbers and show results; the console runs the service
commands. (A bust and a payment: ``night_dialogs``.)"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.chip_race import ChipRaceResult
from director.engine.event.chips import ChipSet
from director.services.events.console_queries import EntryView, TableView
from director.services.tournament.tournament_service import Result
from director.ui.common.director_widgets import (
    MessageLabel,
    chip_colour,
    chips,
    fit_to_screen,
    make_heading,
    money,
    table_name,
)

BIG = 2_000_000_000


def _spin(parent: QWidget, value: int = 0, name: str = "") -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setRange(0, BIG)
    spin.setGroupSeparatorShown(True)
    spin.setValue(value)
    spin.setObjectName(name)
    return spin


def _ok_cancel(dialog: QDialog, layout: QVBoxLayout) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                               QDialogButtonBox.StandardButton.Cancel, dialog)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return buttons


def fill_table(table: QTableWidget, headers: Sequence[str],
               rows: Sequence[Sequence[str]]) -> None:
    table.clear()
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(text))
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setVisible(False)


class CountDialog(QDialog):
    """A player's chips, counted by denomination (with a chip set) or as a total."""

    def __init__(self, entry: EntryView, chip_set: ChipSet | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("countDialog")
        self.setWindowTitle(self.tr("Count chips: %1").replace("%1", entry.player))
        layout = QVBoxLayout(self)
        self.by_total = QRadioButton(self.tr("Total"), self)
        self.by_total.setObjectName("byTotal")
        self.by_denomination = QRadioButton(self.tr("By denomination"), self)
        self.by_denomination.setObjectName("byDenomination")
        layout.addWidget(self.by_total)
        self.total = _spin(self, entry.stack, "countTotal")
        layout.addWidget(self.total)
        layout.addWidget(self.by_denomination)
        form = QFormLayout()
        layout.addLayout(form)
        self.denominations: dict[int, QSpinBox] = {}
        for d in chip_set.denominations if chip_set else ():
            spin = _spin(self, 0, f"count_{d.value}")
            form.addRow(f"{chips(d.value)} ({chip_colour(d.color)})", spin)
            self.denominations[d.value] = spin
        self.by_denomination.setEnabled(bool(self.denominations))
        self.by_total.setChecked(True)
        _ok_cancel(self, layout)

    def showEvent(self, event: QShowEvent) -> None:
        """The total takes the keys at once, selected: type the count, Enter (issue 28)."""
        super().showEvent(event)
        self.total.setFocus()
        self.total.selectAll()

    def counts(self) -> dict[int, int] | int:
        if self.by_denomination.isChecked():
            return {v: s.value() for v, s in self.denominations.items()}
        return self.total.value()


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


class DealDialog(QDialog):
    """What an ICM deal and a chip chop pay each player left at the final table."""

    def __init__(self, rows: Sequence[tuple[str, int, int | None, int | None]],
                 parent: QWidget | None = None, currency: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("dealDialog")
        self.setWindowTitle(self.tr("Deal calculator"))
        layout = QVBoxLayout(self)
        self.table = QTableWidget(self)
        self.table.setObjectName("dealTable")
        fill_table(self.table, [self.tr("Player"), self.tr("Chips"), self.tr("ICM"),
                                self.tr("Chip chop")],
                   [[name, chips(stack), "" if icm is None else money(icm, currency),
                     "" if chop is None else money(chop, currency)]
                    for name, stack, icm, chop in rows])
        layout.addWidget(self.table)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.accept)
        layout.addWidget(close)
        fit_to_screen(self, 620, 360)


class ResultsDialog(QDialog):
    """A finished tournament: the winner, then every place with its prize."""

    def __init__(self, event: str, results: Sequence[Result], currency: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsDialog")
        self.setWindowTitle(self.tr("Results: %1").replace("%1", event))
        layout = QVBoxLayout(self)
        winners = " = ".join(r.player for r in results if r.place == 1)
        self.winner = QLabel(self.tr("%1 wins %2").replace("%1", winners).replace("%2", event),
                             self)
        self.winner.setObjectName("winner")
        make_heading(self.winner)
        layout.addWidget(self.winner)
        self.table = QTableWidget(self)
        self.table.setObjectName("results")
        fill_table(self.table, [self.tr("Place"), self.tr("Player"), self.tr("Prize"),
                                self.tr("Bounties")],
                   [[str(r.place), r.player, money(r.prize, currency) if r.prize else "",
                     money(r.bounties_won, currency) if r.bounties_won else ""]
                    for r in results])
        layout.addWidget(self.table, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.accept)
        layout.addWidget(close)
        fit_to_screen(self, 560, 420)
