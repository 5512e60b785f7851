"""The cash game setup window: the game, its betting structure and only the forced
bets and limits it has, the buy-in minimum and maximum (R-8.7), the currency.

Every game of RULES.md section 6 can be a cash game; the form asks each only for
what it uses (``engine.event.cash_tables.stakes_fields``): blinds for flop games
(R-4.1), and at spread limit the table maximum, refused beside it when it is missing
or below the big blind (R-5.6); antes, a bring-in and the small and big bet for the
stud family, dealt fixed limit (R-6.4); antes and bets for draw (R-6.5); an ante for
guts (R-6.6).
A game chosen starts its new fields at its usual stakes. A second tab holds the
game's house rules (``event_setup_house_rules``). Checked as typed like the
tournament setup (``services.core.documents.CashSettings``, whose check is the
engine's ``Stakes``); Save creates the event through ``EventService.create_event``.
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
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.cash_tables import CASH_GAMES, GUTS_GAMES, Stakes, stakes_fields
from director.services.core.documents import CashSettings, HouseRules, problem
from director.services.tables.table_game import usual_stakes
from director.ui.cash.stakes_choice import (
    STAKES,
    fill_limits,
    form_amounts,
    new_amounts,
    table_maximum_asked,
)
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import default_currency, make_heading, scrolled
from director.ui.common.event_setup_names import game_name, limit_names
from director.ui.common.language import as_sentence
from director.ui.setup.event_setup_fields import (
    AmountField,
    MessageLabel,
    SaveRow,
    ask_to_fix,
    currency_field,
    currency_problem,
    mark_tabs,
    name_problem,
)
from director.ui.setup.event_setup_house_rules import HouseRulesPage

#: The engine's refusals of a spread-limit table maximum (R-5.6), said beside its field.
MAXIMUM_REFUSED = ("event-cash-table-maximum-missing", "event-cash-table-maximum-below")


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
        for key in CASH_GAMES:
            self.game.addItem(key, key)
        self.limit = QComboBox(self)
        self.limit.setObjectName("cashLimit")
        self.small_blind = AmountField("cashSmallBlind", value=50)
        self.big_blind = AmountField("cashBigBlind", minimum=1, value=100)
        self.ante = AmountField("cashAnte", value=0)
        self.bring_in = AmountField("cashBringIn", value=0)
        self.small_bet = AmountField("cashSmallBet", value=0)
        self.big_bet = AmountField("cashBigBet", value=0)
        self.min_buy_in = AmountField("cashMinBuyIn", value=4000)
        self.max_buy_in = AmountField("cashMaxBuyIn", optional=True, value=20000)
        self.game.setMaximumWidth(360)
        self.limit.setMaximumWidth(360)
        self.labels: dict[str, QLabel] = {}
        for key, widget in (("name", name_row), ("game", self.game), ("limit", self.limit),
                            *((k, self.amount(k)) for k in STAKES),
                            ("min_buy_in", self.min_buy_in), ("max_buy_in", self.max_buy_in)):
            self.labels[key] = QLabel(self)
            self.form.addRow(self.labels[key], widget)
        self.currency = currency_field(self)
        self.currency_label = QLabel(self)
        self.form.addRow(self.currency_label, self.currency)
        # Two tabs, as in the tournament setup: the game and its stakes, the house rules.
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("cashSetupTabs")
        game_tab = QWidget(self)
        game_tab.setObjectName("cashGameTab")
        game_layout = QVBoxLayout(game_tab)
        game_layout.addLayout(self.form)
        self.rake_note = QLabel(game_tab)
        self.rake_note.setObjectName("rakeNote")
        self.rake_note.setWordWrap(True)
        game_layout.addWidget(self.rake_note)
        game_layout.addStretch(1)
        self.tabs.addTab(scrolled(game_tab), "")
        self.house_rules = HouseRulesPage(cash=True, parent=self)  # RULES.md's options
        self.tabs.addTab(scrolled(self.house_rules), "")
        outer.addWidget(self.tabs, 1)
        bottom = SaveRow(self, "cashSummary", "cancelCashButton", "saveCashButton")
        self.summary, self.cancel_button, self.save_button = (
            bottom.summary, bottom.cancel_button, bottom.save_button)
        self.cancel_button.clicked.connect(self.cancelled.emit)
        self.save_button.clicked.connect(self.save)
        outer.addLayout(bottom)
        for field in self._fields():
            field.changed.connect(self.validate)
        self._shown_game = ""
        self.name.textChanged.connect(lambda _t: self.validate())
        self.game.currentIndexChanged.connect(lambda _i: self._game_chosen())
        self.limit.currentIndexChanged.connect(lambda _i: self._show_fields())
        self.currency.textChanged.connect(lambda _t: self.validate())
        self.house_rules.changed.connect(self.validate)
        self._game_chosen()
        self.retranslate()

    def amount(self, key: str) -> AmountField:
        """The field of one of the stakes' amounts (``STAKES``)."""
        field = getattr(self, key)
        assert isinstance(field, AmountField)
        return field

    def _fields(self) -> list[AmountField]:
        return [*(self.amount(k) for k in STAKES), self.min_buy_in, self.max_buy_in]

    # ------------------------------------------------------------ the game's stakes

    def _game_chosen(self) -> None:
        """The game's betting structures; the amounts it asks for and the last game did
        not start at its usual stakes (blinds typed for hold'em stay for Omaha)."""
        game = str(self.game.currentData())
        before = (self._shown_game, self._limit()) if self._shown_game else None
        fill_limits(self.limit, game)
        for key, value in new_amounts(before, game, self._limit()).items():
            self.amount(key).set_value(value)
        self._shown_game = game
        self._show_fields()

    def _limit(self) -> str:
        data = self.limit.currentData()
        return str(data) if data is not None else ""

    def _show_fields(self) -> None:
        """Only the rows the game and its limit ask for (R-4.1, R-6.4 to R-6.6)."""
        game = str(self.game.currentData())
        asked = stakes_fields(game, self._limit())
        self.form.setRowVisible(self.limit, game not in GUTS_GAMES)  # guts: no betting
        for key in STAKES:
            self.form.setRowVisible(self.amount(key), key in asked)
        self.house_rules.set_games([(game, self._limit())])
        self._label_bets()
        self.validate()

    def _label_bets(self) -> None:
        capped = self._limit() in ("fixed limit", "spread limit")
        self.labels["small_bet"].setText(self.tr("Small bet") if capped
                                         else self.tr("Smallest bet"))
        most = table_maximum_asked(str(self.game.currentData()), self._limit())
        self.labels["big_bet"].setText(self.tr("Table maximum") if most else self.tr("Big bet"))

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Cash game setup"))
        self.tabs.setTabText(0, self.tr("Game and stakes"))
        self.tabs.setTabText(1, self.tr("House rules"))
        for key, text in (("name", self.tr("Name")), ("game", self.tr("Game")),
                          ("limit", self.tr("Betting structure")),
                          ("small_blind", self.tr("Small blind")),
                          ("big_blind", self.tr("Big blind")), ("ante", self.tr("Ante")),
                          ("bring_in", self.tr("Bring-in")),
                          ("min_buy_in", self.tr("Smallest buy-in")),
                          ("max_buy_in", self.tr("Largest buy-in (empty: no cap)"))):
            self.labels[key].setText(text)
        self._label_bets()
        self.currency_label.setText(self.tr("Currency"))
        for i in range(self.game.count()):
            self.game.setItemText(i, game_name(str(self.game.itemData(i))))
        limits = limit_names()
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
        self._set_stakes(usual_stakes(str(self.game.itemData(0))))
        self.min_buy_in.set_value(4000)
        self.max_buy_in.set_value(20000)
        self.currency.setText(default_currency())
        self.house_rules.load(HouseRules())
        self.tabs.setCurrentIndex(0)
        self.validate()

    def load(self, name: str, s: CashSettings) -> None:
        self.name.setText(name)
        self._set_stakes(s.stakes())
        self.min_buy_in.set_value(s.min_buy_in)
        self.max_buy_in.set_value(s.max_buy_in)
        self.currency.setText(s.currency or default_currency())
        self.house_rules.load(s.house_rules)
        self.tabs.setCurrentIndex(0)
        self.validate()

    def _set_stakes(self, stakes: Stakes) -> None:
        self._shown_game = ""
        self.game.blockSignals(True)
        self.game.setCurrentIndex(max(0, self.game.findData(stakes.game)))
        self.game.blockSignals(False)
        self._game_chosen()
        self.limit.setCurrentIndex(max(0, self.limit.findData(stakes.limit)))
        for key, value in form_amounts(stakes).items():
            self.amount(key).set_value(value)

    # ------------------------------------------------------------ checking and saving

    def validate(self) -> bool:
        if not hasattr(self, "save_button"):
            return False
        name_said = name_problem(self.name.text(), self.tr("Give the game a name"))
        name_ok = not name_said
        self.name_message.show_message(name_said)
        self.summary.show_message("")
        self.house_rules.show_problem(None)
        asked = stakes_fields(str(self.game.currentData()), self._limit())
        fields = [*(self.amount(k) for k in asked), self.min_buy_in, self.max_buy_in]
        good = all([f.check() for f in fields])
        self.settings = None
        sb, bb = self.small_blind.value(), self.big_blind.value()
        low, high = self.min_buy_in.value(), self.max_buy_in.value()
        if good and "big_blind" in asked and sb is not None and bb is not None and sb > bb:
            self.small_blind.set_message(self.tr("The small blind is above the big blind"))
            good = False
        if good and high is not None and low is not None and high < low:
            self.max_buy_in.set_message(self.tr("Below the smallest buy-in"))
            good = False
        if good:
            amounts = {k: (self.amount(k).value() or 0) if k in asked else 0 for k in STAKES}
            try:
                self.settings = CashSettings.model_validate({
                    "game": str(self.game.currentData()), "limit": self._limit(), **amounts,
                    "min_buy_in": low or 0, "max_buy_in": high,
                    "currency": self.currency.text().strip(),
                    "house_rules": self.house_rules.document()})
            except ValidationError as exc:
                errors = exc.errors()
                for e in errors:  # the cap typed, said beside it
                    if e["loc"][:1] == ("house_rules",):
                        self.house_rules.show_problem(problem(e))
                beside = [e for e in errors if problem(e).id in MAXIMUM_REFUSED]
                for e in beside:  # the table maximum's refusal, beside it
                    self.big_bet.set_message(as_sentence(problem(e)))
                self.summary.show_message("; ".join(
                    currency_problem() if e["loc"] == ("currency",) else as_sentence(problem(e))
                    for e in errors if e["loc"][:1] != ("house_rules",) and e not in beside))
        typed = self.house_rules.typed_problem()
        if typed is not None:  # the cap typed is no amount: said beside it, nothing saved
            self.house_rules.show_problem(typed)
            self.settings = None
        ok = name_ok and self.settings is not None
        problems = mark_tabs(self.tabs)  # as in the tournament's setup: (!) on the tab
        if not ok and not self.summary.text():
            ask_to_fix(self.summary, problems)
        self.save_button.setEnabled(ok)
        return ok

    def save(self) -> int | None:
        if not self.validate() or self.settings is None:
            return None
        event_id = self.context.events.create_event(
            "cash", self.name.text().strip(), self.settings, self.context.now())
        self.saved.emit(event_id)
        return event_id
