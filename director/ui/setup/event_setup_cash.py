"""The cash game setup window: game, blinds, buy-in minimum and maximum (R-8.7).

Checked as typed like the tournament setup (``services.core.documents.CashSettings``);
Save creates the event through ``EventService.create_event``.
"""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.games import GAMES
from director.services.core.documents import CashSettings, problem
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import default_currency, make_heading
from director.ui.common.event_setup_names import game_names, limit_names
from director.ui.common.language import in_language
from director.ui.setup.event_setup_fields import (
    AmountField,
    MessageLabel,
    SaveRow,
    currency_field,
    currency_problem,
    set_form_labels,
)


class CashSetup(QWidget):
    saved = Signal(int)
    cancelled = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cashSetup")
        self.context = context
        self.settings: CashSettings | None = None
        outer = QVBoxLayout(self)
        self.heading = make_heading(QLabel(self))
        outer.addWidget(self.heading)
        self.form = QFormLayout()
        self.name = QLineEdit(self)
        self.name.setObjectName("cashName")
        self.name.setMinimumWidth(320)
        self.name_message = MessageLabel(self)
        self.name_message.setObjectName("cashNameMessage")
        name_row = QWidget(self)
        row = QHBoxLayout(name_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.name)
        row.addWidget(self.name_message, 1)
        self.game = QComboBox(self)
        self.game.setObjectName("cashGame")
        for key in GAMES:
            self.game.addItem(key, key)
        self.limit = QComboBox(self)
        self.limit.setObjectName("cashLimit")
        for limit in Limit:
            self.limit.addItem(limit.value, limit.value)
        self.small_blind = AmountField("cashSmallBlind", value=50)
        self.big_blind = AmountField("cashBigBlind", minimum=1, value=100)
        self.min_buy_in = AmountField("cashMinBuyIn", value=4000)
        self.max_buy_in = AmountField("cashMaxBuyIn", optional=True, value=20000)
        self.game.setMaximumWidth(360)
        self.limit.setMaximumWidth(360)
        self.rows: list[QWidget] = [name_row, self.game, self.limit, self.small_blind,
                                    self.big_blind, self.min_buy_in, self.max_buy_in]
        for widget in self.rows:
            self.form.addRow(QLabel(self), widget)
        self.currency = currency_field(self)
        self.currency_label = QLabel(self)
        self.form.addRow(self.currency_label, self.currency)
        outer.addLayout(self.form)
        self.rake_note = QLabel(self)
        self.rake_note.setObjectName("rakeNote")
        self.rake_note.setWordWrap(True)
        outer.addWidget(self.rake_note)
        outer.addStretch(1)
        bottom = SaveRow(self, "cashSummary", "cancelCashButton", "saveCashButton")
        self.summary, self.cancel_button, self.save_button = (
            bottom.summary, bottom.cancel_button, bottom.save_button)
        self.cancel_button.clicked.connect(self.cancelled.emit)
        self.save_button.clicked.connect(self.save)
        outer.addLayout(bottom)
        for field in self._fields():
            field.changed.connect(self.validate)
        self.name.textChanged.connect(lambda _t: self.validate())
        self.game.currentIndexChanged.connect(lambda _i: self.validate())
        self.limit.currentIndexChanged.connect(lambda _i: self.validate())
        self.currency.textChanged.connect(lambda _t: self.validate())
        self.retranslate()

    def _fields(self) -> list[AmountField]:
        return [self.small_blind, self.big_blind, self.min_buy_in, self.max_buy_in]

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Cash game setup"))
        set_form_labels(self.form, [
            self.tr("Name"), self.tr("Game"), self.tr("Betting structure"),
            self.tr("Small blind"), self.tr("Big blind"), self.tr("Smallest buy-in"),
            self.tr("Largest buy-in (empty: no cap)")])
        self.currency_label.setText(self.tr("Currency"))
        names, limits = game_names(), limit_names()
        for i in range(self.game.count()):
            self.game.setItemText(i, names[str(self.game.itemData(i))])
        for i in range(self.limit.count()):
            self.limit.setItemText(i, limits[str(self.limit.itemData(i))])
        self.rake_note.setText(self.tr(
            "Rake is not a setting: each amount taken is entered in the game's ledger as it "
            "is taken, and the settlement counts it."))
        self.cancel_button.setText(self.tr("Cancel"))
        self.save_button.setText(self.tr("Save the cash game"))
        self.validate()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def new(self) -> None:
        self.name.setText("")
        self.game.setCurrentIndex(0)
        self.limit.setCurrentIndex(0)
        for field, value in zip(self._fields(), (50, 100, 4000, 20000), strict=True):
            field.set_value(value)
        self.currency.setText(default_currency())
        self.validate()

    def load(self, name: str, s: CashSettings) -> None:
        self.name.setText(name)
        self.game.setCurrentIndex(max(0, self.game.findData(s.game)))
        self.limit.setCurrentIndex(max(0, self.limit.findData(s.limit)))
        for field, value in zip(self._fields(), (s.small_blind, s.big_blind, s.min_buy_in,
                                                 s.max_buy_in), strict=True):
            field.set_value(value)
        self.currency.setText(s.currency or default_currency())
        self.validate()

    def validate(self) -> bool:
        if not hasattr(self, "save_button"):
            return False
        name_ok = bool(self.name.text().strip())
        self.name_message.show_message("" if name_ok else self.tr("Give the game a name"))
        self.summary.show_message("")
        good = all([f.check() for f in self._fields()])
        self.settings = None
        sb, bb = self.small_blind.value(), self.big_blind.value()
        low, high = self.min_buy_in.value(), self.max_buy_in.value()
        if good and sb is not None and bb is not None and sb > bb:
            self.small_blind.set_message(self.tr("The small blind is above the big blind"))
            good = False
        if good and high is not None and low is not None and high < low:
            self.max_buy_in.set_message(self.tr("Below the smallest buy-in"))
            good = False
        if good:
            try:
                self.settings = CashSettings(
                    game=str(self.game.currentData()),
                    limit=str(self.limit.currentData()),  # type: ignore[arg-type]
                    small_blind=sb or 0, big_blind=bb or 0, min_buy_in=low or 0,
                    max_buy_in=high, currency=self.currency.text().strip())
            except ValidationError as exc:
                self.summary.show_message("; ".join(
                    currency_problem() if e["loc"] == ("currency",) else in_language(problem(e))
                    for e in exc.errors()))
        ok = name_ok and self.settings is not None
        if not ok and not self.summary.text():
            self.summary.show_message(self.tr("Fix the marked fields before saving"))
        self.save_button.setEnabled(ok)
        return ok

    def save(self) -> int | None:
        if not self.validate() or self.settings is None:
            return None
        event_id = self.context.events.create_event(
            "cash", self.name.text().strip(), self.settings, self.context.now())
        self.saved.emit(event_id)
        return event_id
