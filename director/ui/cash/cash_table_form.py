"""The "Open a table" form of a cash game's tables page: the table's name, seats,
game and stakes, the smallest chip (odd chips, R-7.5), the buy-ins and whether a
live straddle is allowed (R-3.7); it starts at the event's own game and stakes."""

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
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.cash_tables import Stakes
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.games import GAMES, Opening
from director.services.core import validation as v
from director.services.core.documents import CashSettings
from director.ui.common.event_setup_names import game_name, limit_names
from director.ui.console.console_dialogs import BIG


def spin(name: str, low: int, high: int, value: int, parent: QWidget) -> QSpinBox:
    box = QSpinBox(parent)
    box.setObjectName(name)
    box.setRange(low, high)
    box.setGroupSeparatorShown(True)
    box.setValue(value)
    return box


def stakes_text(stakes: Stakes) -> str:
    """"Texas hold'em, no limit 50/100" in the chosen language."""
    limit = limit_names().get(stakes.limit, stakes.limit)
    return (f"{game_name(stakes.game)}, {limit[:1].lower()}{limit[1:]} "
            f"{stakes.small_blind}/{stakes.big_blind}")


class OpenTableForm(QWidget):
    """Asks for a new table; ``open_clicked`` when the director presses Open."""

    open_clicked = Signal()

    def __init__(self, settings: CashSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openTableForm")
        outer = QVBoxLayout(self)
        self.form = QFormLayout()
        outer.addLayout(self.form)
        self.name = QLineEdit(self)
        self.name.setObjectName("tableName")
        self.seats = spin("tableSeats", v.MIN_SEATS, v.MAX_SEATS, 9, self)
        self.game = QComboBox(self)
        self.game.setObjectName("tableGame")
        for key, game in GAMES.items():
            if game.opening is Opening.BLINDS:
                self.game.addItem(key, key)
        self.limit = QComboBox(self)
        self.limit.setObjectName("tableLimit")
        for limit in Limit:
            self.limit.addItem(limit.value, limit.value)
        self.small_blind = spin("tableSmallBlind", 0, BIG, settings.small_blind, self)
        self.big_blind = spin("tableBigBlind", 1, BIG, settings.big_blind, self)
        self.chip = spin("tableChip", 1, BIG, 1, self)
        self.min_buy_in = spin("tableMinBuyIn", 0, BIG, settings.min_buy_in, self)
        self.max_buy_in = spin("tableMaxBuyIn", 0, BIG, settings.max_buy_in or 0, self)
        self.game.setCurrentIndex(max(0, self.game.findData(settings.game)))
        self.limit.setCurrentIndex(max(0, self.limit.findData(settings.limit)))
        self._chip_from_blinds()
        self.small_blind.valueChanged.connect(lambda _v: self._chip_from_blinds())
        self.big_blind.valueChanged.connect(lambda _v: self._chip_from_blinds())
        self.straddle = QCheckBox(self)
        self.straddle.setObjectName("tableStraddle")
        self.labels = [QLabel(self) for _ in range(9)]
        for label, field in zip(self.labels, (
                self.name, self.seats, self.game, self.limit, self.small_blind, self.big_blind,
                self.chip, self.min_buy_in, self.max_buy_in), strict=True):
            self.form.addRow(label, field)
        self.form.addRow(self.straddle)
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("openTableButton")
        self.open_button.clicked.connect(self.open_clicked.emit)
        outer.addWidget(self.open_button)
        outer.addStretch(1)
        self.retranslate()

    def _chip_from_blinds(self) -> None:
        """The smallest chip follows the blinds (50/100: 50) until changed."""
        self.chip.setValue(math.gcd(self.small_blind.value(), self.big_blind.value()) or 1)

    def retranslate(self) -> None:
        texts = [self.tr("Name:"), self.tr("Seats:"), self.tr("Game:"), self.tr("Limit:"),
                 self.tr("Small blind:"), self.tr("Big blind:"),
                 self.tr("Smallest chip (odd chips):"), self.tr("Smallest buy-in:"),
                 self.tr("Largest buy-in:")]
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
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

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def stakes(self) -> Stakes:
        return Stakes(str(self.game.currentData()), str(self.limit.currentData()),
                      self.small_blind.value(), self.big_blind.value())
