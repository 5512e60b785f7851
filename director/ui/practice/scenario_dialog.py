"""The practice table's small dialog (issue 30): a shipped example, a scenario
file, or a table made here: game, limit, level, seats and stacks, button, the
cash or tournament table it stands for, and any cards fixed in advance. What
does not fit the rules is refused in words and the dialog stays open (a
straddle at a fixed-limit table, R-3.7; a card given twice, R-1.4)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from director.engine.hand.facts.games import GAMES
from director.services.practice.scenario import (
    Scenario,
    ScenarioError,
    from_data,
    read_scenario,
    shipped_scenarios,
)
from director.ui.common.director_widgets import MessageLabel, TypedAmount
from director.ui.common.event_setup_names import game_name, limit_names
from director.ui.common.grouped_amounts import NotAnAmount, not_an_amount, read_amount
from director.ui.common.language import current_language, follow_language, refusal
from director.ui.common.named import named

MOST_CHIPS = 100_000_000


def _amount(name: str, low: int = 0, high: int = MOST_CHIPS) -> TypedAmount:
    """A number field that gives the scenario the number typed, past its bounds or not
    (``TypedAmount``): the scenario refuses one it cannot take in words."""
    field = named(TypedAmount(), name)
    field.setRange(low, high)
    return field


class ScenarioDialog(QDialog):
    """Choose or make a scenario; ``scenario`` holds it once accepted."""

    def __init__(self, start: Scenario | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scenarioDialog")
        self.scenario: Scenario | None = None
        texts = follow_language(self)
        texts.bind(self.setWindowTitle, lambda: self.tr("Practice table"))
        self.examples = named(QComboBox(), "scenarioExamples")
        self._examples = shipped_scenarios()
        self.open_file = named(QPushButton(), "scenarioOpen")
        texts.bind(self.open_file.setText, lambda: self.tr("Open a scenario file…"))
        self.open_file.clicked.connect(self._choose_file)
        self.game = named(QComboBox(), "scenarioGame")
        self.limit = named(QComboBox(), "scenarioLimit")
        self.small_blind = _amount("scenarioSmallBlind")
        self.big_blind = _amount("scenarioBigBlind")
        self.small_bet, self.big_bet = _amount("scenarioSmallBet"), _amount("scenarioBigBet")
        self.ante, self.bring_in = _amount("scenarioAnte"), _amount("scenarioBringIn")
        self.stacks = named(QLineEdit(), "scenarioStacks")
        self.button_seat = _amount("scenarioButton", 1, 10)
        self.cash = named(QCheckBox(), "scenarioCash")
        self.straddle = named(QCheckBox(), "scenarioStraddle")
        self.hole = named(QLineEdit(), "scenarioHole")
        self.board = named(QLineEdit(), "scenarioBoard")
        self.message = MessageLabel(self, "scenarioMessage")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        pick = QHBoxLayout()
        pick.addWidget(self.examples, 1)
        pick.addWidget(self.open_file)
        # each row: what stands in it, the field its label names, the label's words
        rows: list[tuple[QWidget | QHBoxLayout, QWidget, Callable[[], str]]] = [
            (pick, self.examples, lambda: self.tr("Example")),
            (self.game, self.game, lambda: self.tr("Game")),
            (self.limit, self.limit, lambda: self.tr("Limit")),
            (self._pair(self.small_blind, self.big_blind), self.small_blind,
             lambda: self.tr("Blinds")),
            (self._pair(self.small_bet, self.big_bet), self.small_bet,
             lambda: self.tr("Fixed-limit bets (spread: least, most)")),
            (self._pair(self.ante, self.bring_in), self.ante,
             lambda: self.tr("Ante, bring-in")),
            (self.stacks, self.stacks, lambda: self.tr("Seats and stacks")),
            (self.button_seat, self.button_seat, lambda: self.tr("Button seat")),
            (self.cash, self.cash,
             lambda: self.tr("Cash table (open pair R-6.4, straddle R-3.7)")),
            (self.straddle, self.straddle, lambda: self.tr("Straddle at every hand")),
            (self.hole, self.hole, lambda: self.tr("Hole cards (optional)")),
            (self.board, self.board, lambda: self.tr("Board (optional)")),
        ]
        # a label of its own for each row (``addRow("", field)`` makes none: the fields
        # stood bare, the two tick boxes with no words at all)
        self.labels: list[QLabel] = []
        for shown, field, words in rows:
            label = QLabel(self)
            texts.bind(label.setText, words)
            label.setBuddy(field)
            form.addRow(label, shown)
            self.labels.append(label)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        texts.on_change(self._name_things)
        self._name_things()
        self._kept: Scenario | None = None
        self.examples.activated.connect(self._example_chosen)
        first = next(iter(self._examples.values()), None)
        self.fill(start or (read_scenario(first) if first is not None else None))

    @staticmethod
    def _pair(first: TypedAmount, second: TypedAmount) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(first)
        row.addWidget(second)
        return row

    def _name_things(self) -> None:
        """The placeholders and lists in the chosen language (the choices stay)."""
        self.stacks.setPlaceholderText(self.tr("1=10000 2=10000 4=350"))
        self.hole.setPlaceholderText(self.tr("1=As Kd; 4=Qh Qs"))
        self.board.setPlaceholderText(self.tr("2c 7d 8h Jc Qs"))
        language = current_language()
        self._refill(self.examples, [(key, read_title(path, language))
                                     for key, path in self._examples.items()])
        games = [(key, game_name(key)) for key in GAMES]
        games += [("guts-monte-carlo", self.tr("Guts (Monte Carlo)")),
                  ("guts-survivor", self.tr("Guts (survivor)"))]
        self._refill(self.game, games)
        self._refill(self.limit, list(limit_names().items()))

    @staticmethod
    def _refill(box: QComboBox, items: list[tuple[str, str]]) -> None:
        chosen = box.currentData()
        box.clear()
        for key, text in items:
            box.addItem(text, key)
        if chosen is not None:
            box.setCurrentIndex(max(0, box.findData(chosen)))

    # ------------------------------------------------------------- the fields

    def fill(self, scenario: Scenario | None) -> None:
        """The fields as ``scenario`` has them."""
        if scenario is None:
            return
        self.game.setCurrentIndex(max(0, self.game.findData(scenario.game)))
        self.limit.setCurrentIndex(max(0, self.limit.findData(scenario.limit.value)))
        self.small_blind.setValue(scenario.blinds[0])
        self.big_blind.setValue(scenario.blinds[1])
        self.small_bet.setValue(scenario.bets[0])
        self.big_bet.setValue(scenario.bets[1])
        self.ante.setValue(scenario.ante)
        self.bring_in.setValue(scenario.bring_in)
        self.stacks.setText(" ".join(f"{seat}={stack}" for seat, stack in
                                     sorted(scenario.stacks.items())))
        self.button_seat.setValue(scenario.button)
        self.cash.setChecked(scenario.cash)
        self.straddle.setChecked(scenario.straddle)
        self.hole.setText("; ".join(f"{seat}={' '.join(str(c) for c in cards)}"
                                    for seat, cards in sorted(scenario.hole.items())))
        self.board.setText(" ".join(str(c) for c in scenario.board))
        self._kept = scenario  # its burns and replacements, which the dialog does not show

    def data(self) -> dict[str, Any]:
        """The fields as a scenario file's table (``scenario.from_data``)."""
        kept = self._kept
        data: dict[str, Any] = {
            "game": self.game.currentData(), "limit": self.limit.currentData(),
            "blinds": [self.small_blind.chosen(), self.big_blind.chosen()],
            "bets": [self.small_bet.chosen(), self.big_bet.chosen()],
            "ante": self.ante.chosen(), "bring_in": self.bring_in.chosen(),
            "button": self.button_seat.chosen(), "cash": self.cash.isChecked(),
            "straddle": self.straddle.isChecked(),
            "seats": _stacks(self.stacks.text(), self.locale()),
            "hole": _pairs(self.hole.text(), ";"), "board": self.board.text(),
        }
        if kept is not None:
            data["burns"] = " ".join(str(c) for c in kept.burns)
            data["replacements"] = {str(seat): " ".join(str(c) for c in cards)
                                    for seat, cards in kept.replacements.items()}
            data["title"], data["title_hu"] = kept.title, kept.title_hu
            data["rules"] = list(kept.rules)
        return data

    def _accept(self) -> None:
        try:
            self.scenario = from_data(self.data())
        except (ScenarioError, NotAnAmount) as exc:  # "1,5" typed: no amount
            self.message.show_error(refusal(exc))
            return
        self.accept()

    def _example_chosen(self) -> None:
        path = self._examples.get(str(self.examples.currentData()))
        if path is not None:
            self._load(path)

    def _choose_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a scenario file"), "",
                                              self.tr("Scenarios (*.toml)"))
        if name:
            self._load(Path(name))

    def _load(self, path: Path) -> None:
        try:
            scenario = read_scenario(path)
        except ScenarioError as exc:
            self.message.show_error(refusal(exc))
            return
        self.message.clear()
        self.fill(scenario)


#: Where one seat's stack ends and the next seat begins: the spaces, commas or
#: semicolons before ``seat=`` ("1=10 000 2=10 000", "1=10,000, 2=5,000").
_NEXT_SEAT = re.compile(r"[\s,;]+(?=[^\s,;=]+\s*=)")


def _stacks(text: str, locale: QLocale) -> dict[str, int]:
    """``1=10000 2=10000`` as {seat: stack}, each stack read as every amount field
    reads one, its digits grouped or not ("1=10,000 2=10,000"; in Hungarian
    "1=10 000"); ``NotAnAmount`` for one that is none ("1=10,5"). Grouped stacks were
    read as none, refused as "a scenario needs at least two seats, each with chips",
    and "10 000" as a seat "000"."""
    out: dict[str, int] = {}
    for part in _NEXT_SEAT.split(text.strip()):
        seat, _, value = part.partition("=")
        if not seat.strip():
            continue
        stack = read_amount(value, locale)
        if stack is None:
            raise NotAnAmount(not_an_amount(value))
        out[seat.strip()] = stack
    return out


def _pairs(text: str, separator: str) -> dict[str, str]:
    """``1=10000 2=10000`` or ``1=As Kd; 4=Qh Qs`` as {seat: value}."""
    out: dict[str, str] = {}
    for part in text.split(separator):
        seat, _, value = part.partition("=")
        if seat.strip():
            out[seat.strip()] = value.strip()
    return out


def read_title(path: Path, language: str) -> str:
    """A shipped scenario's title (its file name when it cannot be read)."""
    try:
        return read_scenario(path).title_in(language)
    except ScenarioError:
        return path.stem
