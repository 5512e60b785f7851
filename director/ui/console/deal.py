"""The final-table deal calculator, which records the deal (issue 28, item 9): what
ICM and a chip chop give each player left, or the amounts they agree on typed in;
a warning when anyone would get less than the next place out pays. Record asks first,
naming each player with their amount (and the warning), then stores the deal
(``DealService.record``, one undo step); from then on Finish pays it instead of the
places' prizes. The shares and the record run through the dialog's ``ActionRunner``:
a refusal is shown on the dialog's message line, and the views (the console's
prizes) follow the commit feed."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from director.services.tournament.deals import DealProposal, DealService, RecordedDeal
from director.ui.common.actions import ActionRunner
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import (
    MessageLabel,
    TypedAmount,
    chips,
    fit_to_screen,
    money,
)
from director.ui.common.language import in_language
from director.ui.console.console_dialogs import BIG, fill_table

AGREED = 4  # the column of the amounts the players agree on


class DealDialog(QDialog):
    """ICM, chip chop or amounts typed for the players left; ``recorded`` is emitted
    once the deal is stored."""

    recorded = Signal()

    def __init__(self, context: AppContext, event_id: int, proposal: DealProposal,
                 currency: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealDialog")
        self.setWindowTitle(self.tr("Deal calculator"))
        self.context, self.event_id, self.currency = context, event_id, currency
        self.service = DealService(context.db)
        self.proposal = proposal
        self.confirm: QMessageBox | None = None  # the question Record asks
        layout = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setObjectName("dealSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.table = QTableWidget(self)
        self.table.setObjectName("dealTable")
        layout.addWidget(self.table, 1)
        methods = QHBoxLayout()
        self.methods = QButtonGroup(self)
        self.method_buttons: dict[str, QRadioButton] = {}
        for key, text, name in (("icm", self.tr("ICM"), "dealIcm"),
                                ("chip chop", self.tr("Chip chop"), "dealChipChop"),
                                ("typed", self.tr("Amounts agreed"), "dealTyped")):
            button = QRadioButton(text, self)
            button.setObjectName(name)
            self.methods.addButton(button)
            self.method_buttons[key] = button
            methods.addWidget(button)
            button.toggled.connect(lambda on, k=key: self._method_chosen(k) if on else None)
        methods.addStretch(1)
        layout.addLayout(methods)
        self.warning = QLabel(self)
        self.warning.setObjectName("dealWarning")
        self.warning.setWordWrap(True)
        layout.addWidget(self.warning)
        self.message = MessageLabel(self, "dealMessage")
        layout.addWidget(self.message)
        self.runner = ActionRunner(lambda: context.db, self.message, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.record_button = QPushButton(self.tr("Record the deal"), self)
        self.record_button.setObjectName("recordDeal")
        buttons.addButton(self.record_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.accept)
        self.record_button.clicked.connect(self.record)
        layout.addWidget(buttons)
        self.spins: dict[int, TypedAmount] = {}
        self._fill()
        done = self.service.recorded(event_id)
        if done is not None:
            self._show_recorded(done)
        else:
            self.method_buttons["icm" if proposal.icm is not None else "chip chop"
                                if proposal.chip_chop is not None else "typed"].setChecked(True)
        fit_to_screen(self, 720, 460)

    def money(self, amount: int) -> str:
        return money(amount, self.currency)

    def _fill(self) -> None:
        p = self.proposal
        lines = [self.tr("Prize money left: %1 for places 1 to %2.").replace(
            "%1", self.money(p.total)).replace("%2", str(len(p.remaining)))]
        if p.next_prize:
            lines.append(self.tr("The next player out finishes in place %1 and wins %2.")
                         .replace("%1", str(p.next_place))
                         .replace("%2", self.money(p.next_prize)))
        else:
            lines.append(self.tr("The next player out finishes in place %1 and wins "
                                 "nothing.").replace("%1", str(p.next_place)))
        summary = " ".join(lines)
        if p.why is not None:  # a stack of 0: only amounts typed
            summary += "\n" + self.tr("ICM and the chip chop need every stack: %1. Type the "
                                      "amounts agreed.").replace("%1", in_language(p.why))
        self.summary.setText(summary)
        self.method_buttons["icm"].setEnabled(p.icm is not None)
        self.method_buttons["chip chop"].setEnabled(p.chip_chop is not None)
        icm, chop = p.icm or {}, p.chip_chop or {}
        fill_table(self.table, [self.tr("Player"), self.tr("Chips"), self.tr("ICM"),
                                self.tr("Chip chop"), self.tr("Agreed")],
                   [[d.player, chips(d.stack),
                     self.money(icm[d.entry_id]) if d.entry_id in icm else "",
                     self.money(chop[d.entry_id]) if d.entry_id in chop else "", ""]
                    for d in p.players], amounts=(1, 2, 3))
        for row, d in enumerate(p.players):
            # the amount typed, past the field's top or not: Record refuses a total
            # that is not the prizes left in words (``TypedAmount``)
            spin = TypedAmount(self.table)
            spin.setRange(0, BIG)
            spin.setValue(icm.get(d.entry_id, chop.get(d.entry_id, 0)))
            spin.setObjectName(f"dealAmount_{d.entry_id}")
            spin.changed.connect(lambda _v: self._method_chosen(self.method()))
            self.table.setCellWidget(row, AGREED, spin)
            self.spins[d.entry_id] = spin

    def method(self) -> str:
        return next((k for k, b in self.method_buttons.items() if b.isChecked()), "icm")

    def amounts(self) -> dict[int, int]:
        """What the chosen way gives each player left (entry -> amount)."""
        method = self.method()
        if method == "icm" and self.proposal.icm is not None:
            return dict(self.proposal.icm)
        if method == "chip chop" and self.proposal.chip_chop is not None:
            return dict(self.proposal.chip_chop)
        return {entry: spin.chosen() for entry, spin in self.spins.items()}

    def _method_chosen(self, method: str) -> None:
        """The Agreed column shows what the way chosen gives (typed amounts start from
        the way shown last), with a warning for who gets less than the next place out
        pays."""
        if method != "typed":
            self._show_amounts(self.amounts())
        for spin in self.spins.values():
            spin.setEnabled(method == "typed")
        amounts = self.message.attempt(self.amounts)
        if amounts is None:  # an amount typed that is none ("1,5"): said, no total
            self.warning.setText("")
            return
        lines = self.warnings(amounts)
        if method == "typed":
            lines.append(self.tr("Typed: %1 of %2").replace(
                "%1", self.money(sum(amounts.values()))).replace(
                "%2", self.money(self.proposal.total)))
        self.warning.setText("\n".join(lines))
        self.message.show_info("")

    def warnings(self, amounts: dict[int, int]) -> list[str]:
        """One line for each player who gets less than the next place out pays."""
        names = {d.entry_id: d.player for d in self.proposal.players}
        return [self.tr("Warning: %1 gets %2, less than place %3 pays (%4)")
                .replace("%1", names[e]).replace("%2", self.money(a))
                .replace("%3", str(self.proposal.next_place))
                .replace("%4", self.money(self.proposal.next_prize))
                for e, a in self.proposal.below_next_place(amounts).items()]

    def _show_amounts(self, amounts: dict[int, int]) -> None:
        for entry, amount in amounts.items():
            self.spins[entry].blockSignals(True)
            self.spins[entry].setValue(amount)
            self.spins[entry].blockSignals(False)

    def record(self) -> QMessageBox | None:
        """Ask before the deal is stored: each player with their amount, and the
        warning when anyone gets less than the next place pays. Amounts typed that do
        not add up are refused here, before anything is asked."""
        method = self.method()
        amounts = self.runner.run(lambda: self.proposal.shares(method, self.amounts()))
        if amounts is None:
            return None
        names = {d.entry_id: d.player for d in self.proposal.players}
        lines = [self.tr("Record this deal (%1)?").replace(
            "%1", self.method_buttons[method].text()), ""]
        lines += [f"{names[e]}: {self.money(a)}" for e, a in
                  sorted(amounts.items(), key=lambda item: -item[1])]
        lines += ["", *self.warnings(amounts),
                  self.tr("Finish tournament then pays these amounts instead of the prizes "
                          "of places 1 to %1.").replace("%1", str(self.proposal.next_place))]
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Record the deal"),
                          "\n".join(lines),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                          self)
        box.setObjectName("dealConfirm")
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Record the deal"))
        box.button(QMessageBox.StandardButton.Cancel).setText(self.tr("Back"))
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.finished.connect(lambda _result: self._answered(box, method, amounts))
        self.confirm = box
        box.open()
        return box

    def _answered(self, box: QMessageBox, method: str, amounts: dict[int, int]) -> None:
        if box.clickedButton() is not box.button(QMessageBox.StandardButton.Yes):
            return
        done = self.runner.run(lambda: self.service.record(
            self.event_id, method, self.context.now(), amounts))
        if done is not None:
            self._show_recorded(done)
            self.recorded.emit()

    def _show_recorded(self, done: RecordedDeal) -> None:
        """A recorded deal: its amounts in the Agreed column, nothing to change here
        (Ctrl+Z in the console takes it back)."""
        self._show_amounts({e: a for e, _player, a in done.shares if e in self.spins})
        for widget in (*self.spins.values(), *self.method_buttons.values(),
                       self.record_button):
            widget.setEnabled(False)
        self.warning.setText("")
        self.message.show_info(self.tr("Deal recorded: Finish tournament pays it. Ctrl+Z in "
                                       "the console takes it back."))
