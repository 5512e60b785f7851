"""The color-up of a break at every table at once (R-8.3): the chip taken off and the
one it becomes, every seat with chips pre-filled with the chips of that color its
stack holds (``ColorUpService.plan``: the stacks the store holds, the dealer panel's
where it dealt the table, the director's counts elsewhere; a stack never counted at a
table dealt on the felt is shown "not tracked", pre-filled with nothing and not
checked), each count checked against its stack as it is typed, then one press
exchanges at equal value and races the odd chips at every table (one undo step;
where a chip below the one taken off is still in play, "Exchanged for" names it too,
the rest is exchanged into it and only what no chip in play makes races). The
results show each seat's cards, who won a chip and the stacks before and after (Enter
exchanges and races the plan shown, then, the results read, closes the dialog). A
chip a later level, a late entry, a rebuy or the add-on still needs is refused
(``ColorUpService.needed``: the setup's own check of the structure), said beside the
choice and by the exchange, the counts kept as typed. The
plan and the exchange run through the dialog's ``ActionRunner``: a refusal is shown
on the dialog's message line, and the views (the console, the seating) follow the
commit feed."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from director.engine.cards import RandomSource
from director.engine.event.chips import ChipError, ChipSet, check_removed_chips
from director.engine.messages import Message
from director.services.tournament.color_ups import ColorUpPlan, ColorUpService, TableRace
from director.ui.common.actions import ActionRunner
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import (
    MessageLabel,
    TypedAmount,
    chip_colour,
    chips,
    fit_to_screen,
    table_name,
)
from director.ui.common.grouped_amounts import NotAnAmount
from director.ui.common.language import refusal
from director.ui.common.style import colour
from director.ui.console.console_dialogs import BIG, fill_table
from director.ui.console.table_view import known_stack

STACK = 3  # the column of each seat's stack, as known
COUNT = 4  # the column of the chips each seat hands in
CHECK = 5  # the column that says whether the count fits the stack


class ColorUpDialog(QDialog):
    """The chips of one denomination taken off every table, pre-filled and checked per
    stack, then exchanged and raced (R-8.3). ``raced`` carries the tables' races once
    the command is stored."""

    raced = Signal(object)

    def __init__(self, context: AppContext, event_id: int, chip_set: ChipSet | None,
                 rng_factory: Callable[[], RandomSource], parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.setObjectName("colorUpDialog")
        self.setWindowTitle(self.tr("Color-up and chip race"))
        self.context, self.event_id = context, event_id
        self.service = ColorUpService(context.db)
        self.chip_set = chip_set
        self.rng_factory = rng_factory
        self.plan: ColorUpPlan | None = None
        self.spins: dict[int, TypedAmount] = {}
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.removed = QComboBox(self)
        self.removed.setObjectName("removedChip")
        self.into = QLabel(self)
        self.into.setObjectName("colorUpInto")
        form.addRow(self.tr("Chips taken off"), self.removed)
        # why the chip chosen may not come off now: a later level, or a stack still to
        # be handed out, needs it (``ColorUpService.needed``), said beside the choice
        self.needed = MessageLabel(self, "colorUpNeeded")
        form.addRow(self.needed)  # the whole width: a field's cell sized it too tall
        form.addRow(self.tr("Exchanged for"), self.into)
        self.note = QLabel(self.tr(
            "Each seat's chips of that colour, as few as its stack can hold: correct only "
            "the counts that differ."), self)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.pages = QTabWidget(self)
        self.pages.setObjectName("colorUpPages")
        self.counts = QTableWidget(self)
        self.counts.setObjectName("raceCounts")
        self.counts.verticalHeader().setVisible(False)
        self.results = QTableWidget(self)
        self.results.setObjectName("raceResults")
        self.pages.addTab(self.counts, self.tr("Counts"))
        self.pages.addTab(self.results, self.tr("Race"))
        layout.addWidget(self.pages, 1)
        self.message = MessageLabel(self, "raceMessage")
        layout.addWidget(self.message)
        self.runner = ActionRunner(lambda: context.db, self.message, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.race_button = QPushButton(self.tr("Exchange and race"), self)
        self.race_button.setObjectName("runRace")
        self.race_button.setDefault(True)
        buttons.addButton(self.race_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.accept)
        self.race_button.clicked.connect(self.run)
        layout.addWidget(buttons)
        self._load(None)
        self.removed.currentIndexChanged.connect(lambda _i: self._load(self.removed.currentData()))
        fit_to_screen(self, 820, 620)

    def _chip_text(self, value: int) -> str:
        """``100 (black)``: the value and, from the event's chip set, its colour."""
        try:
            found = self.chip_set.find(value) if self.chip_set else None
        except ChipError:
            found = None
        return chips(value) if found is None else f"{chips(value)} ({chip_colour(found.color)})"

    def _load(self, removed: int | None) -> None:
        """The plan for ``removed`` (None: the break's), pre-filled."""
        plan = self.runner.run(lambda: self.service.plan(self.event_id, self.context.now(),
                                                         removed))
        if plan is None:
            self.race_button.setEnabled(False)
            return
        self.plan = plan
        self.removed.blockSignals(True)
        self.removed.clear()
        for value in plan.choices:
            self.removed.addItem(self._chip_text(value), value)
        self.removed.setCurrentIndex(self.removed.findData(plan.removed))
        self.removed.blockSignals(False)
        into = self._chip_text(plan.into)
        if plan.smaller:  # what no chip of ``into`` makes, in the smaller chips
            into = self.tr("%1, the rest in %2").replace("%1", into).replace(
                "%2", ", ".join(self._chip_text(c) for c in reversed(plan.smaller)))
        self.into.setText(into)
        self._say_needed(plan.needed)
        fill_table(self.counts, [self.tr("Table"), self.tr("Seat"), self.tr("Player"),
                                 self.tr("Stack"), self.tr("Chips of %1").replace(
                                     "%1", chips(plan.removed)), self.tr("Check")],
                   [[table_name(s.table), str(s.seat), s.player,
                     known_stack(s.stack, s.dealt, s.counted_at), "", ""]
                    for s in plan.seats], amounts=(STACK,))
        self.spins = {}
        for row, seat in enumerate(plan.seats):
            # the count typed, past the field's top or not: checked against the
            # stack and refused in words, never cut short (``TypedAmount``)
            spin = TypedAmount(self.counts)
            spin.setRange(0, BIG)
            spin.setValue(seat.chips)
            spin.setObjectName(f"raceChips_{seat.table_id}_{seat.seat}")
            spin.changed.connect(lambda _v, r=row: self._check(r))
            self.counts.setCellWidget(row, COUNT, spin)
            self.spins[seat.entry_id] = spin
        for row in range(len(plan.seats)):
            self._check(row)  # each row says at once what it checks, or that it cannot
        self.race_button.setEnabled(bool(plan.seats))
        self.pages.setCurrentIndex(0)

    def _say_needed(self, needed: Message | None) -> None:
        """The refusal of the chip chosen beside the choice, or nothing."""
        if needed is None:
            self.needed.clear()
        else:
            self.needed.show_error(needed)

    def _check(self, row: int) -> bool:
        """Whether the count on ``row`` fits its stack; says why not in the row."""
        assert self.plan is not None
        seat = self.plan.seats[row]
        problem = ""
        try:
            count = self.spins[seat.entry_id].chosen()  # "1,5": no amount, tracked or not
            if seat.tracked:
                check_removed_chips(seat.player, seat.stack, self.plan.removed, count,
                                    self.plan.step)
        except (ChipError, NotAnAmount) as exc:
            problem = refusal(exc)
        item = self.counts.item(row, CHECK)
        assert item is not None  # fill_table put an item in every cell
        # a stack not tracked: two words in the cell, the reason in its tooltip
        item.setText(problem or ("" if seat.tracked else self.tr("Not checked")))
        item.setToolTip(problem or ("" if seat.tracked else self.tr(
            "Not checked: the stack is not tracked (the chips handed in are taken)")))
        item.setForeground(colour("error", self.counts) if problem else
                           self.counts.palette().text().color())
        return not problem

    def counts_by_player(self) -> dict[int, int]:
        """Each player's count (by entry): it follows the player, not the seat."""
        return {entry: spin.chosen() for entry, spin in self.spins.items()}

    def run(self) -> tuple[TableRace, ...] | None:
        """Exchange and race at every table; the refusal (a count that does not fit,
        a hand still running) is shown and nothing changes."""
        if self.plan is None:
            return None
        if not all([self._check(row) for row in range(len(self.plan.seats))]):
            self.message.show_error(self.tr("Correct the counts marked in red first"))
            return None
        plan = self.plan
        races = self.runner.run(lambda: self.service.color_up(
            self.event_id, plan.removed, self.counts_by_player(), self.context.now(),
            self.rng_factory()))
        if races is None:  # the counts and the choice stay as typed
            self._say_needed(self.runner.run(lambda: self.service.needed(
                self.event_id, plan.removed, self.context.now())))
            return None
        self.show_result(races)
        # the result stays on screen to be read; Enter then closes the dialog (the
        # default button, Exchange and race, is done and greyed)
        self.race_button.setEnabled(False)
        self.race_button.setDefault(False)
        self.close_button.setDefault(True)
        self.raced.emit(races)
        return races

    def show_result(self, races: tuple[TableRace, ...]) -> None:
        rows = []
        for race in races:
            result = race.result
            for seat in result.seats:
                won = self.tr("wins a chip") if seat.won else \
                    self.tr("kept in (last chip)") if seat.kept_in else ""
                rows.append([table_name(race.table), str(seat.seat),
                             race.players.get(seat.seat, ""),
                             " ".join(c.pretty for c in seat.cards), won,
                             chips(seat.stack_before), chips(seat.stack_after)])
        fill_table(self.results, [self.tr("Table"), self.tr("Seat"), self.tr("Player"),
                                  self.tr("Cards"), self.tr("Race"), self.tr("Before"),
                                  self.tr("After")], rows, amounts=(1, 5, 6))
        self.pages.setCurrentIndex(1)
        raced = sum(r.result.chips_raced for r in races)
        first = races[0].result
        if not any(r.result.odd_value for r in races):  # every chip exchanged: no race
            self.message.show_info(
                self.tr("Color-up of %1 done. Every chip was exchanged at equal value: "
                        "nothing to race. Tables: %2.")
                .replace("%1", chips(first.removed)).replace("%2", str(len(races))))
            return
        self.message.show_info(  # the chip raced for: the smallest still in play
            self.tr("Color-up of %1 done. Chips of %2 won in the races: %3. Tables: %4.")
            .replace("%1", chips(first.removed)).replace("%2", chips(first.race_value))
            .replace("%3", str(raced)).replace("%4", str(len(races))))
