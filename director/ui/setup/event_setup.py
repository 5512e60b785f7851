"""The tournament setup window: everything about an event before it starts.

Every field is checked as it is typed: the field's own message stands next to
it, the settings document (``services.core.documents.TournamentSettings``, which
runs the engine's checks) is built on every change, and Save stays disabled while
anything is wrong. Save creates the event through ``EventService.create_event``.
The last tab holds the event's house rules (``event_setup_house_rules``: RULES.md's
options, those of games the event does not deal greyed out).
"""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.chips import chips_at_start
from director.engine.event.entries import TournamentRules
from director.engine.event.structures import HORSE, Rotation, RotationGame, Structure
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.games import GAMES, Opening
from director.engine.messages import Message, msg
from director.services.core.documents import (
    HouseRules,
    TournamentSettings,
    field_problems,
)
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import default_currency, make_heading, scrolled
from director.ui.common.event_setup_names import HORSE_KEY, game_names, limit_names
from director.ui.common.language import as_sentence, in_language
from director.ui.setup.event_setup_chips import ChipSetEditor
from director.ui.setup.event_setup_fields import (
    AmountField,
    MessageLabel,
    SaveRow,
    ask_to_fix,
    currency_field,
    currency_problem,
    mark_tabs,
    name_problem,
    set_form_labels,
)
from director.ui.setup.event_setup_house_rules import HouseRulesPage
from director.ui.setup.event_setup_payouts import PayoutsEditor
from director.ui.setup.event_setup_structure import GeneratorInputs, StructureEditor

TABS = ("game", "chips", "blinds", "payouts", "house rules")


class TournamentSetup(QWidget):
    """A new tournament (or a copy of an old one's settings)."""

    saved = Signal(int)
    cancelled = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournamentSetup")
        self.context = context
        self.settings: TournamentSettings | None = None
        self._loading = False
        self._stack_problem = False  # the chip set cannot make the stack (``_data``)
        outer = QVBoxLayout(self)
        self.heading = make_heading(QLabel(self))
        outer.addWidget(self.heading)
        top = QHBoxLayout()  # the name and the players expected on one line (1024x600)
        self.name = QLineEdit(self)
        self.name.setObjectName("eventName")
        self.name_message = MessageLabel(self)
        self.name_message.setObjectName("eventNameMessage")
        name_row = QHBoxLayout()
        name_row.addWidget(self.name, 2)
        name_row.addWidget(self.name_message, 1)
        self.players = AmountField("playersExpected", minimum=2, value=20, width=70,
                                   maximum=10_000)
        self.name_label, self.players_label = QLabel(self), QLabel(self)
        self.players.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        top.addWidget(self.name_label)
        top.addLayout(name_row, 1)
        top.addSpacing(16)
        top.addWidget(self.players_label)
        top.addWidget(self.players)
        outer.addLayout(top)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("setupTabs")
        # The tabs scroll on their own: Save and Cancel below stay on a 1024x600 screen.
        self.tabs.addTab(scrolled(self._game_tab()), "")
        self.chip_editor = ChipSetEditor(self)
        self.tabs.addTab(scrolled(self.chip_editor), "")
        self.structure = StructureEditor(self._generator_inputs, self)
        self.structure.template_applied.connect(self._template_applied)
        self.tabs.addTab(scrolled(self.structure), "")  # its generator and table too
        self.payouts = PayoutsEditor(self._preview_inputs, self)
        self.tabs.addTab(scrolled(self.payouts), "")
        self.house_rules = HouseRulesPage(cash=False, parent=self)  # RULES.md's options
        self.tabs.addTab(scrolled(self.house_rules), "")
        outer.addWidget(self.tabs, 1)
        bottom = SaveRow(self, "setupSummary", "cancelSetupButton", "saveEventButton")
        self.summary, self.cancel_button, self.save_button = (
            bottom.summary, bottom.cancel_button, bottom.save_button)
        self.cancel_button.clicked.connect(self.cancelled.emit)
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        outer.addLayout(bottom)
        for field in self._fields():
            field.changed.connect(self.validate)
        for signal in (self.name.textChanged, self.game.currentIndexChanged,
                       self.limit.currentIndexChanged, self.rebuy_box.toggled,
                       self.add_on_box.toggled, self.until_break.toggled,
                       self.chip_editor.changed, self.structure.changed, self.payouts.changed,
                       self.house_rules.changed):
            signal.connect(lambda *_a: self.validate())
        self.game.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.currency.textChanged.connect(lambda _t: self.validate())
        self.retranslate()
        self.new()

    # ------------------------------------------------------------ building

    def _game_tab(self) -> QWidget:
        tab = QWidget(self)
        columns = QHBoxLayout(tab)
        left = QFormLayout()
        self.game = QComboBox(tab)
        self.game.setObjectName("gameChooser")
        for key in GAMES:
            self.game.addItem(key, key)
        self.game.addItem(HORSE_KEY, HORSE_KEY)
        self.limit = QComboBox(tab)
        self.limit.setObjectName("limitChooser")
        self.game.setMaximumWidth(360)
        self.limit.setMaximumWidth(360)
        for limit in Limit:
            self.limit.addItem(limit.value, limit.value)
        self.seats = AmountField("seatsPerTable", minimum=2, value=9, width=70, maximum=12)
        self.buy_in = AmountField("buyIn")
        self.fee = AmountField("fee", value=0)
        self.bounty = AmountField("bounty", value=0)
        self.stack = AmountField("startingStack", minimum=1, message_below=True)
        self.late_reg = AmountField("lateRegistration", minimum=1, optional=True, width=70)
        self.re_entries = AmountField("reEntries", value=0, width=70)
        self.re_entry_until = AmountField("reEntryUntil", minimum=1, optional=True, width=70)
        self.game_rows = [self.game, self.limit, self.seats, self.buy_in, self.fee, self.bounty,
                          self.stack, self.late_reg, self.re_entries, self.re_entry_until]
        # How a bust pays the bounty, beside the bounty's amount (engine ``bounties``)
        self.bounty_kind = QComboBox(tab)
        self.bounty_kind.setObjectName("bountyKind")
        for kind in ("fixed", "progressive", "mystery"):
            self.bounty_kind.addItem(kind, kind)
        for widget in self.game_rows:
            if widget is self.bounty:
                pair = QWidget(tab)
                row = QHBoxLayout(pair)
                row.setContentsMargins(0, 0, 0, 0)
                row.addWidget(self.bounty)
                row.addWidget(self.bounty_kind)
                row.addStretch(1)
                left.addRow(QLabel(tab), pair)
                continue
            left.addRow(QLabel(tab), widget)
        self.currency = currency_field(tab)
        self.currency_label = QLabel(tab)
        left.addRow(self.currency_label, self.currency)
        self.game_form = left
        left_column = QVBoxLayout()  # the rows at the top, whatever the right column's height
        left_column.addLayout(left)
        left_column.addStretch(1)
        columns.addLayout(left_column, 1)
        right = QVBoxLayout()
        self.rebuy_box = QGroupBox(tab)
        self.rebuy_box.setObjectName("rebuyBox")
        self.rebuy_box.setCheckable(True)
        self.rebuy_box.setChecked(False)
        self.rebuy_form = QFormLayout(self.rebuy_box)
        self.rebuy_price = AmountField("rebuyPrice", optional=True)
        self.rebuy_chips = AmountField("rebuyChips", minimum=1, optional=True,
                                       message_below=True)
        self.rebuy_fee = AmountField("rebuyFee", value=0)
        self.rebuy_until = AmountField("rebuyUntil", minimum=1, optional=True, width=70)
        self.until_break = QCheckBox(self.rebuy_box)
        self.until_break.setObjectName("rebuyUntilBreak")
        self.rebuy_max = AmountField("rebuyMax", minimum=1, optional=True, width=70)
        self.rebuy_threshold = AmountField("rebuyThreshold", optional=True)
        self.rebuy_rows = [self.rebuy_price, self.rebuy_chips, self.rebuy_fee, self.rebuy_until,
                           self.until_break, self.rebuy_max, self.rebuy_threshold]
        for widget in self.rebuy_rows:
            self.rebuy_form.addRow(QLabel(self.rebuy_box), widget)
        self.rebuy_message = MessageLabel(self.rebuy_box)
        self.rebuy_message.setObjectName("rebuyMessage")
        self.rebuy_form.addRow(self.rebuy_message)
        self.add_on_box = QGroupBox(tab)
        self.add_on_box.setObjectName("addOnBox")
        self.add_on_box.setCheckable(True)
        self.add_on_box.setChecked(False)
        self.add_on_form = QFormLayout(self.add_on_box)
        self.add_on_price = AmountField("addOnPrice")
        self.add_on_chips = AmountField("addOnChips", minimum=1, message_below=True)
        self.add_on_fee = AmountField("addOnFee", value=0)
        self.add_on_break = AmountField("addOnBreak", minimum=1, value=1, width=70)
        self.add_on_rows = [self.add_on_price, self.add_on_chips, self.add_on_fee,
                            self.add_on_break]
        for widget in self.add_on_rows:
            self.add_on_form.addRow(QLabel(self.add_on_box), widget)
        self.add_on_message = MessageLabel(self.add_on_box)
        self.add_on_message.setObjectName("addOnMessage")
        self.add_on_form.addRow(self.add_on_message)
        right.addWidget(self.rebuy_box)
        right.addWidget(self.add_on_box)
        right.addStretch(1)
        columns.addLayout(right, 1)
        return tab

    def _fields(self) -> list[AmountField]:
        return [w for w in (self.players, *self.game_rows, *self.rebuy_rows, *self.add_on_rows)
                if isinstance(w, AmountField)]

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Tournament setup"))
        self.name_label.setText(self.tr("Name"))
        self.players_label.setText(self.tr("Players expected"))
        for i, text in enumerate((self.tr("Game and entries"), self.tr("Chips"),
                                  self.tr("Blind structure"), self.tr("Payouts"),
                                  self.tr("House rules"))):
            self.tabs.setTabText(i, text)
        names = game_names()
        for i in range(self.game.count()):
            key = str(self.game.itemData(i))
            self.game.setItemText(i, names.get(key, self.tr("H.O.R.S.E. rotation")))
        limits = limit_names()
        for i in range(self.limit.count()):
            self.limit.setItemText(i, limits[str(self.limit.itemData(i))])
        kinds = {"fixed": self.tr("fixed"), "progressive": self.tr("progressive knockout"),
                 "mystery": self.tr("mystery")}
        for i in range(self.bounty_kind.count()):
            self.bounty_kind.setItemText(i, kinds[str(self.bounty_kind.itemData(i))])
        set_form_labels(self.game_form, [
            self.tr("Game"), self.tr("Betting structure"), self.tr("Seats per table"),
            self.tr("Buy-in (fee and bounty included)"), self.tr("Fee"), self.tr("Bounty"),
            self.tr("Starting stack"), self.tr("Late registration until level"),
            self.tr("Re-entries allowed"), self.tr("Re-entry until level")])
        self.currency_label.setText(self.tr("Currency"))
        self.rebuy_box.setTitle(self.tr("Rebuys"))
        set_form_labels(self.rebuy_form, [
            self.tr("Price (empty: the buy-in)"), self.tr("Chips (empty: the starting stack)"),
            self.tr("Fee"), self.tr("Until level"), "", self.tr("Most per player"),
            self.tr("Only with a stack at most")])
        self.until_break.setText(self.tr("Until the first break"))
        self.add_on_box.setTitle(self.tr("Add-on"))
        set_form_labels(self.add_on_form, [self.tr("Price"), self.tr("Chips"), self.tr("Fee"),
                                   self.tr("At break number")])
        self.cancel_button.setText(self.tr("Cancel"))
        self.save_button.setText(self.tr("Save the tournament"))
        self.structure.retranslate()
        self.payouts.retranslate()
        self.chip_editor.retranslate()
        self.house_rules.retranslate()
        self.validate()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # ------------------------------------------------------------ content

    def new(self) -> None:
        """An empty form with the usual defaults and the home-game template."""
        self._loading = True
        self.name.setText("")
        self.game.setCurrentIndex(0)
        self.limit.setCurrentIndex(0)
        for field, value in ((self.buy_in, None), (self.fee, 0), (self.bounty, 0),
                             (self.stack, 10000), (self.late_reg, None), (self.re_entries, 0),
                             (self.re_entry_until, None), (self.seats, 9)):
            field.set_value(value)
        self._unset_the_extras()
        self.currency.setText(default_currency())
        self.chip_editor.use_default()
        self.structure.template.setCurrentIndex(0)
        self.structure.apply_template()
        self.payouts.choose("standard")
        self.house_rules.load(HouseRules())
        self._loading = False
        self.tabs.setCurrentIndex(0)
        self.validate()

    def _unset_the_extras(self) -> None:
        """The choices a new form starts without, whatever the form showed last (the
        page is one for every New tournament and Duplicate): a fixed bounty, prizes
        rounded to 1, rebuys and the add-on off with their amounts as a new form
        has them."""
        self.bounty_kind.setCurrentIndex(self.bounty_kind.findData("fixed"))
        self.payouts.rounding.set_value(1)
        self.rebuy_box.setChecked(False)
        self.until_break.setChecked(False)
        self.add_on_box.setChecked(False)
        for field, value in ((self.rebuy_price, None), (self.rebuy_chips, None),
                             (self.rebuy_fee, 0), (self.rebuy_until, None),
                             (self.rebuy_max, None), (self.rebuy_threshold, None),
                             (self.add_on_price, None), (self.add_on_chips, None),
                             (self.add_on_fee, 0), (self.add_on_break, 1)):
            field.set_value(value)

    def load(self, name: str, s: TournamentSettings) -> None:
        """Fill the form from an old event's settings (Duplicate)."""
        self._loading = True
        self._unset_the_extras()  # an old event without rebuys shows none of the last form's
        self.name.setText(name)
        key = HORSE_KEY if s.blinds.rotation is not None else s.game
        self.game.setCurrentIndex(max(0, self.game.findData(key)))
        self.limit.setCurrentIndex(max(0, self.limit.findData(s.limit)))
        self.bounty_kind.setCurrentIndex(max(0, self.bounty_kind.findData(s.bounty_kind)))
        for field, value in ((self.buy_in, s.buy_in), (self.fee, s.fee), (self.bounty, s.bounty),
                             (self.stack, s.starting_stack),
                             (self.late_reg, s.late_registration_until_level),
                             (self.re_entries, s.re_entries),
                             (self.re_entry_until, s.re_entry_until_level),
                             (self.seats, s.seats_per_table)):
            field.set_value(value)
        self.rebuy_box.setChecked(s.rebuys or s.rebuy is not None)
        r = s.rebuy
        if r is not None:
            for field, value in ((self.rebuy_price, r.price), (self.rebuy_chips, r.chips),
                                 (self.rebuy_fee, r.fee), (self.rebuy_until, r.until_level),
                                 (self.rebuy_max, r.max_per_player),
                                 (self.rebuy_threshold, r.stack_threshold)):
                field.set_value(value)
            self.until_break.setChecked(r.until_first_break)
        self.add_on_box.setChecked(s.add_on is not None)
        if s.add_on is not None:
            for field, value in ((self.add_on_price, s.add_on.price),
                                 (self.add_on_chips, s.add_on.chips),
                                 (self.add_on_fee, s.add_on.fee),
                                 (self.add_on_break, s.add_on.at_break)):
                field.set_value(value)
        self.chip_editor.set_chips([(c.value, c.color, c.count) for c in s.chips])
        self.currency.setText(s.currency or default_currency())
        self._update_stamp()
        self.structure.load(s.structure())
        self.payouts.choose(s.payouts.name if s.payouts else "")
        self.payouts.rounding.set_value(s.rounding_unit)
        self.house_rules.load(s.house_rules)
        self._loading = False
        self.validate()

    def _rotation(self) -> Rotation | None:
        return HORSE if self.game.currentData() == HORSE_KEY else None

    def _update_stamp(self) -> None:
        rotation = self._rotation()
        self.limit.setEnabled(rotation is None)
        self.house_rules.set_games(  # a rotation's house rules: those of the games it deals
            [(g.game_key, g.limit.value) for g in rotation.games] if rotation is not None
            else [(str(self.game.currentData()), str(self.limit.currentData()))])
        if rotation is not None:
            self.limit.setCurrentIndex(self.limit.findData(Limit.FIXED_LIMIT.value))
            self.structure.set_stamp(lambda n: (rotation.game_for(n).game_key,
                                                rotation.game_for(n).limit.value), True, True)
            return
        game, limit = str(self.game.currentData()), str(self.limit.currentData())
        plain = GAMES[game].opening is Opening.BLINDS and limit in ("no limit", "pot limit")
        stud = GAMES[game].opening is Opening.BRING_IN
        self.structure.set_stamp(lambda _n: None if plain else (game, limit),
                                 limit in ("fixed limit", "spread limit"), stud, not stud)

    def _game_changed(self) -> None:
        """Choosing a stud game (seven-card stud, razz, stud hi/lo) switches blind
        levels to stud levels, fixed limit (R-6.4); a blind game after stud gets
        blind levels back. Levels of the right kind are kept as typed."""
        if self._loading:
            return
        key = str(self.game.currentData())
        if key == HORSE_KEY:
            return
        stud = GAMES[key].opening is Opening.BRING_IN
        if stud == self.structure.has_bring_ins() and self.structure.table.rowCount():
            return
        self._loading = True
        if stud:
            self.limit.setCurrentIndex(self.limit.findData(Limit.FIXED_LIMIT.value))
        self.structure.template.setCurrentIndex(
            self.structure.template.findData("stud" if stud else "home-game"))
        self._loading = False
        self.structure.apply_template()

    def _template_applied(self, structure: Structure) -> None:
        key = HORSE_KEY if structure.rotation is not None else (
            self.game.currentData() if self.game.currentData() != HORSE_KEY else "holdem")
        stud_levels = any(lv.bring_in for lv in structure.levels)
        if structure.rotation is None and stud_levels != (
                GAMES[str(key)].opening is Opening.BRING_IN):
            key = "stud" if stud_levels else "holdem"  # stud levels deal a stud game
        if stud_levels and structure.rotation is None:
            self.limit.setCurrentIndex(self.limit.findData(Limit.FIXED_LIMIT.value))
        self.game.blockSignals(True)
        self.game.setCurrentIndex(self.game.findData(key))
        self.game.blockSignals(False)
        if structure.starting_stack:
            self.stack.set_value(structure.starting_stack)
        self._update_stamp()

    def _generator_inputs(self) -> GeneratorInputs:
        chips = self.chip_editor.chips() or []
        key, limit = str(self.game.currentData()), str(self.limit.currentData())
        game = None if key == HORSE_KEY else RotationGame(key, Limit(limit))
        return GeneratorInputs(self.players.value(), self.stack.value(),
                               tuple(int(str(c["value"])) for c in chips), self._rotation(),
                               game)

    def _preview_inputs(self) -> tuple[TournamentRules | None, int | None]:
        return (self.settings.rules() if self.settings else None), self.players.value()

    # ------------------------------------------------------------ checking

    def _data(self) -> dict[str, object] | None:
        """The settings document data, or None when a field's own check fails
        (every field shows its message)."""
        good = all([f.check() for f in self._fields()
                    if f not in (*self.rebuy_rows, *self.add_on_rows)])
        for box, rows in ((self.rebuy_box, self.rebuy_rows), (self.add_on_box, self.add_on_rows)):
            amounts = [f for f in rows if isinstance(f, AmountField)]
            if box.isChecked():
                good = all([f.check() for f in amounts]) and good
            else:  # off: nothing of theirs is wrong any more
                for f in amounts:
                    f.set_message("")
        seats = self.seats.value()
        if seats is not None and seats > 12:
            self.seats.set_message(self.tr("At most 12"))
            good = False
        level_one = self.structure.first_level_amounts()
        self.chip_editor.follow(self.stack.value(), level_one, self.players.value())
        chips = self.chip_editor.chips()
        stack_problem = self.chip_editor.refresh(chips, self.stack.value(), self.players.value(),
                                                 level_one)
        # a stack the set cannot make is said, and the rest still checked with it, so
        # the rebuy's and add-on's chips are said at the same time
        self._stack_problem = bool(stack_problem)
        if stack_problem:
            self.stack.set_message(stack_problem)
        self._update_stamp()
        levels = self.structure.levels()
        at_break = self.add_on_break.value()
        breaks = sum(1 for lv in levels or () if lv.get("is_break"))
        if self.add_on_box.isChecked() and levels is not None and at_break is not None \
                and at_break > breaks:  # an add-on no break of the levels could ever take
            self.add_on_break.set_message(as_sentence(msg(
                "event-add-on-break-missing", number=at_break, count=breaks)))
            good = False
        payout_rounding = self.payouts.rounding.check()
        if not good or chips is None or levels is None or not payout_rounding:
            return None
        rotation = self._rotation()
        made = 0 if stack_problem else self.stack.value() or 0  # the stack the set makes
        game = rotation.games[0].game_key if rotation else str(self.game.currentData())
        blinds: dict[str, object] = {
            "name": self.name.text().strip(), "levels": levels,
            "chips": list(chips_at_start([int(str(c["value"])) for c in chips],
                                         made, level_one)),
            "starting_stack": made,
            "rotation": None if rotation is None else {
                "games": [(g.game_key, g.limit.value) for g in rotation.games],
                "levels_per_game": rotation.levels_per_game}}
        payouts = self.payouts.document()
        return {
            "game": game, "limit": str(self.limit.currentData()),
            "buy_in": self.buy_in.value(), "fee": self.fee.value(), "bounty": self.bounty.value(),
            "bounty_kind": str(self.bounty_kind.currentData()),
            "starting_stack": self.stack.value(),
            "late_registration_until_level": self.late_reg.value(),
            "re_entries": self.re_entries.value(),
            "re_entry_until_level": self.re_entry_until.value(),
            "rebuys": self.rebuy_box.isChecked(),
            "rebuy": None if not self.rebuy_box.isChecked() else {
                "price": self.rebuy_price.value(), "chips": self.rebuy_chips.value(),
                "fee": self.rebuy_fee.value(), "until_level": self.rebuy_until.value(),
                "until_first_break": self.until_break.isChecked(),
                "max_per_player": self.rebuy_max.value(),
                "stack_threshold": self.rebuy_threshold.value()},
            "add_ons": self.add_on_box.isChecked(),
            "add_on": None if not self.add_on_box.isChecked() else {
                "price": self.add_on_price.value(), "chips": self.add_on_chips.value(),
                "fee": self.add_on_fee.value(), "at_break": self.add_on_break.value()},
            "blinds": blinds, "payouts": None if payouts is None else payouts.model_dump(),
            "rounding_unit": self.payouts.rounding.value(), "chips": chips,
            "seats_per_table": seats, "currency": self.currency.text().strip(),
            "house_rules": self.house_rules.document()}

    def validate(self) -> bool:
        """Check everything as typed; Save is enabled only when all is well."""
        if self._loading or not hasattr(self, "save_button"):
            return False
        for label in (self.rebuy_message, self.add_on_message, self.structure.message,
                      self.payouts.message, self.summary):
            label.show_message("")
        self.house_rules.show_problem(None)
        name_said = name_problem(self.name.text(), self.tr("Give the tournament a name"))
        name_ok = not name_said
        self.name_message.show_message(name_said)
        self.settings = None
        data = self._data()
        if data is not None:
            try:
                settings = TournamentSettings.model_validate(data)
                self.settings = None if self._stack_problem else settings
            except ValidationError as exc:
                for err in exc.errors():
                    for field, said in field_problems(err, beside=True):  # all at once
                        self._place(field, said)
        typed = self.house_rules.typed_problem()
        if typed is not None:  # the cap typed is no amount: said beside it, nothing saved
            self.house_rules.show_problem(typed)
            self.settings = None
        self.payouts.refresh()
        problems = self._tab_problems()
        ok = self.settings is not None and name_ok
        if not ok and not self.summary.text():
            ask_to_fix(self.summary, problems)
        self.save_button.setEnabled(ok)
        return ok

    def _place(self, loc: tuple[object, ...], problem: Message) -> None:
        """Put a document error next to the field it is about: the field its path
        names, else the part of the form its message is about (by the message's id,
        which names the rule's subject: rebuy, add-on, level, payout, chip, fee)."""
        fields = {"buy_in": self.buy_in, "fee": self.fee, "bounty": self.bounty,
                  "re_entries": self.re_entries,
                  "late_registration_until_level": self.late_reg,
                  "seats_per_table": self.seats}
        # the chips handed out, each beside its field (R-8.6: paid in the chips in play)
        handed_out = {"starting_stack": self.stack, "rebuy.chips": self.rebuy_chips,
                      "add_on.chips": self.add_on_chips}
        path = ".".join(str(p) for p in loc)
        key = str(loc[0]) if loc else ""
        message = in_language(problem)
        about = problem.id
        if path in handed_out:
            handed_out[path].set_message(as_sentence(problem))
        elif key == "currency":
            self.summary.show_message(currency_problem())
        elif key == "house_rules":  # the cap typed, said beside it
            self.house_rules.show_problem(problem)
        elif key in fields:
            fields[key].set_message(message)
        elif key == "rebuy" or "rebuy" in about:
            self.rebuy_message.show_message(message)
        elif key == "add_on" or "add-on" in about:
            self.add_on_message.show_message(message)
        elif key == "blinds" or "level" in about or "break" in about:
            self.structure.message.show_message(message)
        elif key in ("payouts", "rounding_unit") or "payout" in about:
            self.payouts.message.show_message(message)
        elif key == "chips" or "chip" in about:
            self.chip_editor.message.show_message(message)
        elif "fee" in about or "bounty" in about or "buy-in" in about:
            self.fee.set_message(message)
        else:
            self.summary.show_message(message)

    def _tab_problems(self) -> list[str]:
        """Mark the tabs that hold a message with (!) (the blind structure's too: a
        row's own refusal stands in its last column); their names."""
        blinds = self.structure.table
        return mark_tabs(self.tabs, lambda i: i == TABS.index("blinds") and any(
            (blinds.item(r, blinds.columnCount() - 1) or QTableWidgetItem()).text()
            for r in range(blinds.rowCount())))

    def save(self) -> int | None:
        """Create the event; None (and nothing stored) while anything is wrong."""
        if not self.validate() or self.settings is None:
            return None
        event_id = self.context.events.create_event(
            "tournament", self.name.text().strip(), self.settings, self.context.now())
        self.saved.emit(event_id)
        return event_id

