"""The "Open a table" form of a cash game's tables page: the table's name, seats,
game and stakes, the smallest chip (odd chips, R-7.5), the buy-ins and whether a
live straddle is allowed (R-3.7); it starts at the event's own game and stakes.

Every game of RULES.md section 6 is offered, and each asks only for its own forced
bets and limits (``stakes_choice``): blinds for flop games (and at spread limit the
table maximum, R-5.6: refused in words by the engine and the service when it is
missing or below the big blind), antes, a bring-in and
fixed-limit bets for the stud family (R-6.4), antes and bets for draw (R-6.5), an
ante for guts (R-6.6). The straddle is offered in no limit and pot limit; a
fixed-limit table says why not, in the engine's words (``straddle_refusal``).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.cash_tables import (
    CASH_GAMES,
    GUTS_GAMES,
    Stakes,
    game_opening,
    stakes_fields,
)
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.games import GAMES, Opening
from director.engine.hand.facts.setup import straddle_refusal
from director.engine.hand.rules.guts import GUTS_PLAYER_LIMIT
from director.services.core import validation as v
from director.services.core.documents import CashSettings
from director.ui.cash.stakes_choice import (
    STAKES,
    fill_limits,
    form_amounts,
    new_amounts,
    table_maximum_asked,
)
from director.ui.common.director_widgets import PageAmount, TypedAmount
from director.ui.common.event_setup_names import game_name, limit_names
from director.ui.common.language import in_language
from director.ui.console.console_dialogs import BIG


def spin(name: str, low: int, high: int, value: int, parent: QWidget) -> TypedAmount:
    """A number field whose typed number is the one the command gets, in bounds or
    not (``TypedAmount``: the command refuses one it cannot take in words); Ctrl+Z
    with nothing typed there is the director's undo (``PageAmount``)."""
    box = PageAmount(parent)
    box.setObjectName(name)
    box.setRange(low, high)
    box.setValue(value)
    return box


def stakes_text(stakes: Stakes) -> str:
    """"Texas hold'em, no limit 50/100" ("Seven-card stud, fixed limit 100/200, ante
    10, bring-in 30") in the chosen language."""
    return in_language(stakes.described(game_name(stakes.game)))


def player_limit(game: str) -> int:
    """R-4.5: the most players the game deals to (with burns)."""
    return GUTS_PLAYER_LIMIT if game in GUTS_GAMES else GAMES[game].player_limit(True)


class OpenTableForm(QWidget):
    """Asks for a new table; ``open_clicked`` when the director presses Open."""

    open_clicked = Signal()

    def __init__(self, settings: CashSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openTableForm")
        outer = QVBoxLayout(self)
        self.form = QFormLayout()
        # a field the long Hungarian labels leave too little room goes under its label
        # (1024x600): the controls never scroll sideways
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        outer.addLayout(self.form)
        self.name = QLineEdit(self)
        self.name.setObjectName("tableName")
        self.seats = spin("tableSeats", v.MIN_SEATS, v.MAX_SEATS, 9, self)
        self.game = QComboBox(self)
        self.game.setObjectName("tableGame")
        for key in CASH_GAMES:
            self.game.addItem(key, key)
        self.limit = QComboBox(self)
        self.limit.setObjectName("tableLimit")
        self.small_blind = spin("tableSmallBlind", 0, BIG, 0, self)
        self.big_blind = spin("tableBigBlind", 0, BIG, 0, self)
        self.ante = spin("tableAnte", 0, BIG, 0, self)
        self.bring_in = spin("tableBringIn", 0, BIG, 0, self)
        self.small_bet = spin("tableSmallBet", 0, BIG, 0, self)
        self.big_bet = spin("tableBigBet", 0, BIG, 0, self)
        self.chip = spin("tableChip", 1, BIG, 1, self)
        self.min_buy_in = spin("tableMinBuyIn", 0, BIG, settings.min_buy_in, self)
        self.max_buy_in = spin("tableMaxBuyIn", 0, BIG, settings.max_buy_in or 0, self)
        self.straddle = QCheckBox(self)
        self.straddle.setObjectName("tableStraddle")
        self.straddle_note = QLabel(self)
        self.straddle_note.setObjectName("tableStraddleNote")
        self.straddle_note.setWordWrap(True)
        self.labels: dict[str, QLabel] = {}
        for key, widget in (("name", self.name), ("seats", self.seats), ("game", self.game),
                            ("limit", self.limit), *((k, self.amount(k)) for k in STAKES),
                            ("chip", self.chip), ("min_buy_in", self.min_buy_in),
                            ("max_buy_in", self.max_buy_in)):
            self.labels[key] = QLabel(self)
            self.form.addRow(self.labels[key], widget)
        self.form.addRow(self.straddle)
        self.form.addRow(self.straddle_note)
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("openTableButton")
        self.open_button.clicked.connect(self.open_clicked.emit)
        outer.addWidget(self.open_button)
        outer.addStretch(1)
        self._shown: tuple[str, str] | None = None
        self.set_stakes(settings.stakes())
        self.game.currentIndexChanged.connect(lambda _i: self._game_chosen())
        self.limit.currentIndexChanged.connect(lambda _i: self._show_fields())
        for key in STAKES:
            self.amount(key).changed.connect(lambda _v: self._chip_from_amounts())
        self.retranslate()

    def amount(self, key: str) -> TypedAmount:
        """The box of one of the stakes' amounts (``stakes_choice.STAKES``)."""
        box = getattr(self, key)
        assert isinstance(box, TypedAmount)
        return box

    def set_stakes(self, stakes: Stakes) -> None:
        """The form at ``stakes`` (the event's, when the page opens)."""
        self._shown = None
        self.game.blockSignals(True)
        self.game.setCurrentIndex(max(0, self.game.findData(stakes.game)))
        self.game.blockSignals(False)
        self._game_chosen()
        self.limit.setCurrentIndex(max(0, self.limit.findData(stakes.limit)))
        for key, value in form_amounts(stakes).items():
            self.amount(key).setValue(value)

    def _game_chosen(self) -> None:
        game = self._game()
        fill_limits(self.limit, game)
        for key, value in new_amounts(self._shown, game, self._limit()).items():
            self.amount(key).setValue(value)
        most = player_limit(game)
        self.seats.setMaximum(min(v.MAX_SEATS, most))
        self._show_fields()

    def _game(self) -> str:
        return str(self.game.currentData())

    def _limit(self) -> str:
        data = self.limit.currentData()
        return str(data) if data is not None else Limit.FIXED_LIMIT.value

    def _show_fields(self) -> None:
        """Only the rows the game and its limit ask for; the straddle where it may be
        played (R-3.7: a blind game, no limit or pot limit)."""
        game, limit = self._game(), self._limit()
        self._shown = (game, limit)
        asked = stakes_fields(game, limit)
        self.form.setRowVisible(self.limit, game not in GUTS_GAMES)
        for key in STAKES:
            self.form.setRowVisible(self.amount(key), key in asked)
        blinds = game_opening(game) is Opening.BLINDS
        refusal = straddle_refusal(Limit(limit))
        self.straddle.setVisible(blinds)
        self.straddle.setEnabled(refusal is None)
        if refusal is not None:
            self.straddle.setChecked(False)
        self.straddle_note.setVisible(blinds and refusal is not None)
        why = "" if refusal is None else in_language(refusal)
        self.straddle_note.setText(why[:1].upper() + why[1:])  # the engine's words, a sentence
        self._label_bets()
        self._chip_from_amounts()

    def _chip_from_amounts(self) -> None:
        """The smallest chip follows the forced bets and bets (50/100: 50; ante 10,
        bring-in 30, 100/200: 10) until changed; what is no amount ("1,5") counts not."""
        asked = stakes_fields(self._game(), self._limit())
        amounts = [a for k in asked if (a := self.amount(k).amount())]
        self.chip.setValue(math.gcd(*amounts) or 1)

    def _label_bets(self) -> None:
        capped = self._limit() in (Limit.FIXED_LIMIT.value, Limit.SPREAD_LIMIT.value)
        self.labels["small_bet"].setText(self.tr("Small bet:") if capped
                                         else self.tr("Smallest bet:"))
        most = table_maximum_asked(self._game(), self._limit())
        self.labels["big_bet"].setText(self.tr("Table maximum:") if most
                                       else self.tr("Big bet:"))

    def retranslate(self) -> None:
        for key, text in (("name", self.tr("Name:")), ("seats", self.tr("Seats:")),
                          ("game", self.tr("Game:")), ("limit", self.tr("Limit:")),
                          ("small_blind", self.tr("Small blind:")),
                          ("big_blind", self.tr("Big blind:")), ("ante", self.tr("Ante:")),
                          ("bring_in", self.tr("Bring-in:")),
                          ("chip", self.tr("Smallest chip (odd chips):")),
                          ("min_buy_in", self.tr("Smallest buy-in:")),
                          ("max_buy_in", self.tr("Largest buy-in:"))):
            self.labels[key].setText(text)
        self._label_bets()
        self.name.setPlaceholderText(self.tr("Table 1, Table 2… when empty"))
        self.max_buy_in.setSpecialValueText(self.tr("no limit"))
        for i in range(self.game.count()):
            self.game.setItemText(i, game_name(str(self.game.itemData(i))))
        names = limit_names()
        for i in range(self.limit.count()):
            key = str(self.limit.itemData(i))
            self.limit.setItemText(i, names.get(key, key))
        self.open_button.setText(self.tr("Open the table"))
        self.straddle.setText(self.tr("Live straddle allowed (R-3.7)"))
        self._show_fields()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def stakes(self) -> Stakes:
        """The stakes typed (what the game does not ask for is 0); the engine refuses
        what does not fit."""
        asked = stakes_fields(self._game(), self._limit())
        values = {k: self.amount(k).chosen() if k in asked else 0 for k in STAKES}
        return Stakes(self._game(), self._limit(), **values)
