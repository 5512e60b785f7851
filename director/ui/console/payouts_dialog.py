"""The payouts of a tournament under way, changed from the console (R-8.5): a payout
table from the templates (or the event's own) with its rounding unit, or the prizes
typed place by place, each shown with what it pays the prize pool as it stands. Use
these payouts stores them (``TournamentService.set_payouts``, one undo step: Ctrl+Z
in the console takes it back). A refusal (prizes that do not add up to the pool, a
prize already awarded that would change, a deal recorded) is said on the dialog's
message line and nothing changes; the console's prizes and every clock screen follow
the commit feed, and so does the dialog's prize pool (``follow``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal, SignalInstance
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.money import payouts as pay
from director.resources import resource_dir
from director.services.core.documents import PayoutTable, TournamentSettings
from director.services.core.unit_of_work import ServiceError
from director.services.room import tournament_numbers
from director.ui.common.actions import ActionRunner
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import (
    MessageLabel,
    TypedAmount,
    fit_to_screen,
    money,
    read_only_rows,
)
from director.ui.common.event_setup_names import payout_name
from director.ui.common.language import refusal
from director.ui.console.console_dialogs import BIG, fill_table
from director.ui.setup.event_setup_payouts import template_document

PRIZE = 1  # the table's column of the prizes
OWN = "own"  # the event's own table, when it is none of the templates


class PayoutsDialog(QDialog):
    """A table and its rounding, or prizes typed; ``changed`` once they are stored."""

    changed = Signal()

    def __init__(self, context: AppContext, event_id: int, settings: TournamentSettings,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("payoutsDialog")
        self.setWindowTitle(self.tr("Change payouts"))
        self.context, self.event_id, self.currency = context, event_id, settings.currency
        self.pool, self.entries = 0, 0  # as stored: ``follow``
        self.closed = ""  # why no payouts can be stored now (a deal recorded), or none
        self._stop_following: Callable[[], object] | None = None
        self.tables: dict[str, PayoutTable] = {
            key: template_document(table)
            for key, table in pay.load_payout_templates(resource_dir()).items()}
        layout = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setObjectName("payoutsPool")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        ways = QGridLayout()
        self.ways = QButtonGroup(self)
        self.by_table = QRadioButton(self.tr("A payout &table:"), self)
        self.by_table.setObjectName("payoutsByTable")
        self.typed = QRadioButton(self.tr("&Prizes typed place by place"), self)
        self.typed.setObjectName("payoutsTyped")
        self.template = QComboBox(self)
        self.template.setObjectName("payoutsTemplate")
        own = settings.payouts
        if own is not None and all(own.rows != t.rows for t in self.tables.values()):
            self.tables = {OWN: own, **self.tables}  # the event's own, first
        for key, table in self.tables.items():
            self.template.addItem(payout_name(key, table.name) if key != OWN else table.name
                                  or self.tr("This event's table"), key)
        chosen = next((k for k, t in self.tables.items()
                       if own is not None and t.rows == own.rows), None)
        if chosen is not None:
            self.template.setCurrentIndex(self.template.findData(chosen))
        self.rounding = TypedAmount(self)
        self.rounding.setObjectName("payoutsRounding")
        self.rounding.setRange(1, BIG)
        self.rounding.setValue(settings.rounding_unit)
        rounding_label = QLabel(self.tr("&Rounded to:"), self)
        rounding_label.setBuddy(self.rounding)
        for button in (self.by_table, self.typed):
            self.ways.addButton(button)
        ways.addWidget(self.by_table, 0, 0)
        ways.addWidget(self.template, 0, 1)
        ways.addWidget(rounding_label, 0, 2)
        ways.addWidget(self.rounding, 0, 3)
        ways.addWidget(self.typed, 1, 0, 1, 4)
        ways.setColumnStretch(1, 1)
        layout.addLayout(ways)
        self.table = QTableWidget(self)  # what the table chosen pays, read only
        self.table.setObjectName("payoutsPlaces")
        self.table.verticalHeader().setVisible(False)
        read_only_rows(self.table)
        layout.addWidget(self.table, 1)
        self.typed_area = QScrollArea(self)  # the prizes typed, a field for each place
        self.typed_area.setObjectName("payoutsTypedPlaces")
        self.typed_area.setWidgetResizable(True)
        holder = QWidget(self.typed_area)
        self.typed_form = QFormLayout(holder)
        self.typed_area.setWidget(holder)
        layout.addWidget(self.typed_area, 1)
        places = QHBoxLayout()
        self.add_button = QPushButton(self.tr("&Add a place"), self)
        self.add_button.setObjectName("payoutsAddPlace")
        self.remove_button = QPushButton(self.tr("Re&move the last place"), self)
        self.remove_button.setObjectName("payoutsRemovePlace")
        self.total = QLabel(self)
        self.total.setObjectName("payoutsTotal")
        for widget in (self.add_button, self.remove_button):
            places.addWidget(widget)
        places.addWidget(self.total, 1)
        layout.addLayout(places)
        self.message = MessageLabel(self, "payoutsMessage")
        layout.addWidget(self.message)
        self.runner = ActionRunner(lambda: context.db, self.message, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.use_button = QPushButton(self.tr("&Use these payouts"), self)
        self.use_button.setObjectName("payoutsUse")
        self.use_button.setDefault(True)
        buttons.addButton(self.use_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.rejected.connect(self.reject)
        self.use_button.clicked.connect(self.use)
        layout.addWidget(buttons)
        self.spins: list[TypedAmount] = []
        self.add_button.clicked.connect(lambda: self._add_place(0))
        self.remove_button.clicked.connect(self._remove_place)
        self.template.currentIndexChanged.connect(lambda _i: self._show())
        self.rounding.changed.connect(lambda _v: self._show())
        self.by_table.toggled.connect(lambda _on: self._show())
        if settings.fixed_payouts is not None:
            self._typed_places(settings.fixed_payouts)
            self.typed.setChecked(True)
        else:
            self.by_table.setChecked(True)
        self.typed.toggled.connect(self._typed_chosen)
        self.follow()
        fit_to_screen(self, 620, 480)

    def follow_commits(self, changed: SignalInstance) -> None:
        """``follow`` each commit ``changed`` says (the console's feed) until the dialog
        is done, once however often it is closed."""
        changed.connect(self.follow)
        self._stop_following = lambda: changed.disconnect(self.follow)

    def done(self, result: int) -> None:
        stop, self._stop_following = self._stop_following, None
        if stop is not None:
            stop()
        super().done(result)

    def follow(self) -> None:
        """The prize pool and the entries as stored (at opening, and after each commit:
        a late entry or a rebuy at another station while the dialog is open), and what
        the payouts shown pay it."""
        numbers = tournament_numbers(self.context.db, self.event_id)
        try:  # a deal recorded fixes them (or the tournament finished): said at once
            self.context.tournaments.check_payouts_open(self.event_id)
            closed = ""
        except ServiceError as exc:
            closed = refusal(exc)
        if (numbers.prize_pool, numbers.entries, closed) == \
                (self.pool, self.entries, self.closed) and self.summary.text():
            return
        self.pool, self.entries, self.closed = numbers.prize_pool, numbers.entries, closed
        self.summary.setText(self.tr("Prize pool: %1 from %2 entries").replace(
            "%1", self.money(self.pool)).replace("%2", str(self.entries)))
        self._show()

    def money(self, amount: int) -> str:
        return money(amount, self.currency)

    def chosen_table(self) -> PayoutTable:
        return self.tables[str(self.template.currentData())]

    def table_prizes(self) -> tuple[int, ...]:
        """What the table chosen pays this pool at the rounding typed (refused in words:
        no row for this many entries, a rounding that is no amount)."""
        return pay.payouts(self.pool, max(self.entries, 1), self.chosen_table().to_engine(),
                           self.rounding.chosen())

    def typed_prizes(self) -> list[int]:
        return [spin.chosen() for spin in self.spins]

    def _typed_chosen(self, on: bool) -> None:
        """The prizes typed start from what the table shown pays (as the deal's amounts
        agreed start from the way shown last)."""
        if on and not self.spins:
            try:
                self._typed_places(self.table_prizes())
            except ValueError:
                self._typed_places((self.pool,))
        self._show()

    def _typed_places(self, prizes: tuple[int, ...] | list[int]) -> None:
        while self.spins:
            self._remove_place(show=False, keep_one=False)
        for prize in prizes:
            self._add_place(prize, show=False)

    def _add_place(self, prize: int, show: bool = True) -> None:
        spin = TypedAmount(self)
        spin.setRange(0, BIG)
        spin.setValue(prize)
        spin.setObjectName(f"payoutsPrize_{len(self.spins) + 1}")
        spin.changed.connect(lambda _v: self._show_total())
        self.spins.append(spin)
        self.typed_form.addRow(self.tr("Place %1:").replace("%1", str(len(self.spins))), spin)
        if show:  # the keys go to the place added
            self._show()
            spin.show()  # (the layout would show it only once back in the event loop)
            spin.setFocus()
            spin.selectAll()

    def _remove_place(self, show: bool = True, keep_one: bool = True) -> None:
        if len(self.spins) > (1 if keep_one else 0):
            self.spins.pop()
            self.typed_form.removeRow(self.typed_form.rowCount() - 1)
        if show:
            self._show()

    def _show(self) -> None:
        """The places and their prizes: the table's at its rounding (read only), or the
        fields of the prizes typed, with their total against the pool."""
        typed = self.typed.isChecked()
        for field in (self.template, self.rounding):
            field.setEnabled(not typed)
        for widget in (self.add_button, self.remove_button, self.typed_area):
            widget.setVisible(typed)
        self.table.setVisible(not typed)
        self.remove_button.setEnabled(len(self.spins) > 1)
        self.message.show_info("")
        self.use_button.setEnabled(not self.closed)
        if not typed:
            prizes: tuple[int, ...] = ()
            try:
                prizes = self.table_prizes()
            except ValueError as exc:
                self.message.show_error(refusal(exc))
            fill_table(self.table, [self.tr("Place"), self.tr("Prize")],
                       [[str(place), self.money(prize)]
                        for place, prize in enumerate(prizes, start=1)], amounts=(PRIZE,))
        self._show_total()

    def _show_total(self) -> None:
        self._total_line()
        self._show_closed()

    def _total_line(self) -> None:
        if not self.typed.isChecked():
            self.total.setText("")
            return
        typed = self.message.attempt(self.typed_prizes)
        if typed is None:  # a prize typed that is no amount ("1,5"): said, no total
            self.total.setText("")
            return
        self.message.show_info("")
        self.total.setText(self.tr("Typed: %1 of %2").replace(
            "%1", self.money(sum(typed))).replace("%2", self.money(self.pool)))

    def _show_closed(self) -> None:
        """Why no payouts can be stored now, kept on the message line (Use is greyed)."""
        if self.closed:
            self.message.show_error(self.closed)

    def use(self) -> None:
        """Store the payouts shown: the table and rounding, or the prizes typed (the
        table kept for when they are set aside). Refused in words, changing nothing."""
        if self.runner.run(self._store) is not None:
            self.changed.emit()
            self.accept()

    def _store(self) -> bool:
        now, service = self.context.now(), self.context.tournaments
        if self.typed.isChecked():
            service.set_payouts(self.event_id, now, fixed=self.typed_prizes())
        else:
            service.set_payouts(self.event_id, now, table=self.chosen_table(),
                                rounding_unit=self.rounding.chosen())
        return True


__all__ = ["PayoutsDialog"]
