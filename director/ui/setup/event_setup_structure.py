"""The blind-structure part of the setup window (R-8.1, R-8.3): a template, the
generator, or the levels and breaks typed by hand, each row checked as typed
with its message at the end of the row."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.structure_generator import generate_structure
from director.engine.event.structures import (
    TEMPLATE_NAMES,
    Break,
    Level,
    Rotation,
    RotationGame,
    Structure,
    StructureError,
    load_template,
)
from director.engine.frozen import frozen_record
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.games import GAMES, Opening
from director.engine.messages import Amount, msg
from director.resources import resource_dir
from director.services.core.documents import MAX_AMOUNT
from director.ui.common.director_widgets import chips, warned
from director.ui.common.event_setup_names import game_name, template_name
from director.ui.common.grouped_amounts import grouped, grouped_list, read_amount, read_amounts
from director.ui.common.language import as_sentence, refusal
from director.ui.common.style import colour
from director.ui.setup.event_setup_fields import (
    AmountField,
    MessageLabel,
    set_form_labels,
    tr,
)

COLUMNS = ("item", "minutes", "small_blind", "big_blind", "ante", "big_blind_ante",
           "small_bet", "big_bet", "bring_in", "color_up", "game", "problem")
AMOUNTS = ("small_blind", "big_blind", "ante", "small_bet", "big_bet", "bring_in")
COL = {name: i for i, name in enumerate(COLUMNS)}
MAX_MINUTES = 24 * 60  # a level or break's longest (``BlindLevel.minutes``)
#: amounts stand right-aligned in their column, as figures do, so their digits line up
AMOUNT_ALIGNMENT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


@frozen_record
class GeneratorInputs:
    """What the generator takes from the rest of the setup window."""

    players: int | None
    starting_stack: int | None
    chips: tuple[int, ...]
    rotation: Rotation | None
    game: RotationGame | None = None  # one game dealt in every level (stud: stud levels)


def _too_large(column: str, most: int) -> str:
    """A cell above what the settings can store, said in its row's Check column with
    the column's name (the settings' own bound named no row nor column)."""
    return tr("%1: at most %2").replace("%1", column_titles()[COL[column]]).replace(
        "%2", chips(most))


def column_titles() -> list[str]:
    return [tr("Item"), tr("Minutes"), tr("Small blind"), tr("Big blind"), tr("Ante"),
            tr("BB ante"), tr("Small bet"), tr("Big bet"), tr("Bring-in"), tr("Color-up"),
            tr("Game"), tr("Check")]


class StructureEditor(QWidget):
    """Levels and breaks; ``levels(...)`` gives the document rows or None with the
    problems shown on the rows."""

    changed = Signal()
    template_applied = Signal(object)  # the engine Structure chosen

    def __init__(self, inputs: Callable[[], GeneratorInputs],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("structureEditor")
        self._written_in = QLocale()  # the language the cells were written in
        self._inputs = inputs
        self._stamp: Callable[[int], tuple[str, str] | None] = lambda _n: None
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.template_box = QGroupBox(self)
        form_t = QFormLayout(self.template_box)
        self.template = QComboBox(self.template_box)
        self.template.setObjectName("structureTemplate")
        for name in TEMPLATE_NAMES:
            self.template.addItem(load_template(name, resource_dir()).name, name)
        self._template_files = [self.template.itemText(i) for i in range(self.template.count())]
        self.use_template = QPushButton(self.template_box)
        self.use_template.setObjectName("useTemplateButton")
        self.use_template.clicked.connect(self.apply_template)
        form_t.addRow(self.template)
        form_t.addRow(self.use_template)
        top.addWidget(self.template_box)
        self.generator_box = QGroupBox(self)
        form = QFormLayout(self.generator_box)
        self.level_minutes = AmountField("generatorMinutes", minimum=1, value=20, width=70,
                                         maximum=24 * 60)
        self.target_hours = QLineEdit("4", self.generator_box)
        self.target_hours.setObjectName("generatorHours")
        self.target_hours.setFixedWidth(70)
        self.breaks_every = AmountField("generatorBreaksEvery", minimum=1, optional=True,
                                        value=4, width=70)
        self.break_minutes = AmountField("generatorBreakMinutes", minimum=1, value=10, width=70,
                                         maximum=24 * 60)
        self.antes_from = AmountField("generatorAntesFrom", minimum=1, optional=True, width=70)
        self.generate_button = QPushButton(self.generator_box)
        self.generate_button.setObjectName("generateButton")
        self.generate_button.clicked.connect(self.generate)
        self.generator_message = MessageLabel(self.generator_box)
        self.generator_message.setObjectName("generatorMessage")
        self._gen_labels = [self.level_minutes, self.target_hours, self.breaks_every,
                            self.break_minutes, self.antes_from]
        for widget in self._gen_labels:
            form.addRow(QLabel(self.generator_box), widget)
        buttons = QHBoxLayout()
        buttons.addWidget(self.generate_button)
        buttons.addWidget(self.generator_message, 1)
        form.addRow(buttons)
        top.addWidget(self.generator_box, 1)
        # The template and generator above the levels, with a handle between them: on a
        # small screen (1024x600) the director drags the generator out of the way.
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setObjectName("structureSplitter")
        self.splitter.setChildrenCollapsible(True)
        top_host = QWidget(self.splitter)
        top.setContentsMargins(0, 0, 0, 0)
        top_host.setLayout(top)
        self.splitter.addWidget(top_host)
        layout.addWidget(self.splitter, 1)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName("levelsTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.itemChanged.connect(self._typed)
        self.splitter.addWidget(self.table)
        self.splitter.setStretchFactor(1, 1)
        row = QHBoxLayout()
        self.add_level_button = QPushButton(self)
        self.add_level_button.setObjectName("addLevelButton")
        self.add_level_button.clicked.connect(lambda: self.add_row(False))
        self.add_break_button = QPushButton(self)
        self.add_break_button.setObjectName("addBreakButton")
        self.add_break_button.clicked.connect(lambda: self.add_row(True))
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("removeRowButton")
        self.remove_button.clicked.connect(self.remove_row)
        self.message = MessageLabel(self)
        self.message.setObjectName("structureMessage")
        for button in (self.add_level_button, self.add_break_button, self.remove_button):
            row.addWidget(button)
        row.addWidget(self.message, 1)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.template_box.setTitle(tr("From a template"))
        self.use_template.setText(tr("Use this template"))
        for i, name in enumerate(self._template_files):
            self.template.setItemText(i, template_name(str(self.template.itemData(i)), name))
        self.generator_box.setTitle(tr("Generator"))
        form = self.generator_box.layout()
        assert isinstance(form, QFormLayout)
        set_form_labels(form, [tr("Level length (minutes)"), tr("Hours to the end"),
                               tr("A break every (levels)"), tr("Break length (minutes)"),
                               tr("Antes from level")])
        self.generate_button.setText(tr("Generate"))
        self.table.setHorizontalHeaderLabels(column_titles())
        self.add_level_button.setText(tr("Add a level"))
        self.add_break_button.setText(tr("Add a break"))
        self.remove_button.setText(tr("Remove the row"))
        self._regroup_all()
        self._renumber()

    # ------------------------------------------------------------ rows

    def set_stamp(self, stamp: Callable[[int], tuple[str, str] | None],
                  bets: bool, bring_in: bool, blinds: bool = True) -> None:
        """How each level number is dealt (game key, limit value) and which columns show:
        the bets, the bring-in, the blinds (a stud game has none: antes, bring-in, small
        and big bet, R-6.4)."""
        self._stamp = stamp
        self.table.setColumnHidden(COL["small_bet"], not bets)
        self.table.setColumnHidden(COL["big_bet"], not bets)
        self.table.setColumnHidden(COL["bring_in"], not bring_in)
        for name in ("small_blind", "big_blind", "big_blind_ante"):
            self.table.setColumnHidden(COL[name], not blinds)
        self.table.setColumnHidden(COL["game"], stamp(1) is None)
        self._renumber()

    def add_row(self, is_break: bool, values: dict[str, object] | None = None,
                at: int | None = None) -> None:
        values = values or {}
        self.table.blockSignals(True)
        row = self.table.rowCount() if at is None else at
        if at is None and self.table.currentRow() >= 0 and not values:
            row = self.table.currentRow() + 1
        self.table.insertRow(row)
        for name in COLUMNS:
            item = QTableWidgetItem()
            editable = name == "minutes" or (name == "color_up" if is_break else
                                              name in AMOUNTS or name == "big_blind_ante")
            flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
            if editable and name == "big_blind_ante":
                flags |= Qt.ItemFlag.ItemIsUserCheckable
                item.setCheckState(Qt.CheckState.Checked if values.get(name)
                                   else Qt.CheckState.Unchecked)
            elif editable:
                flags |= Qt.ItemFlag.ItemIsEditable
                value = values.get(name)
                if name == "color_up":  # "1,000; 5,000": a comma list would be ambiguous
                    item.setText(grouped_list(list(value or ())))  # type: ignore[call-overload]
                elif name in AMOUNTS:
                    item.setTextAlignment(AMOUNT_ALIGNMENT)
                    if value is not None:
                        item.setText(chips(int(value)))  # type: ignore[call-overload]
                elif value is not None:
                    item.setText(str(value))
            item.setFlags(flags)
            self.table.setItem(row, COL[name], item)
        self._cell(row, 0).setData(Qt.ItemDataRole.UserRole, is_break)
        if not values:
            self._cell(row, COL["minutes"]).setText(str(10 if is_break else 20))
        self.table.blockSignals(False)
        self._edited()

    def remove_row(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)
            self._edited()

    def load(self, structure: Structure) -> None:
        """Show a template's or generated structure's levels and breaks."""
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        self.table.blockSignals(False)
        for it in structure.items:
            if isinstance(it, Break):
                self.add_row(True, {"minutes": it.minutes, "color_up": it.color_up})
            else:
                self.add_row(False, {"minutes": it.minutes, "small_blind": it.small_blind,
                                     "big_blind": it.big_blind, "ante": it.ante,
                                     "big_blind_ante": it.big_blind_ante,
                                     "small_bet": it.small_bet, "big_bet": it.big_bet,
                                     "bring_in": it.bring_in})

    def _renumber(self) -> None:
        self.table.blockSignals(True)
        number = 0
        for row in range(self.table.rowCount()):
            item = self._cell(row, 0)
            if item.data(Qt.ItemDataRole.UserRole):
                item.setText(tr("Break"))
                self._cell(row, COL["game"]).setText("")
                continue
            number += 1
            item.setText(tr("Level %1").replace("%1", str(number)))
            stamp = self._stamp(number)
            self._cell(row, COL["game"]).setText(game_name(stamp[0]) if stamp else "")
        self.table.blockSignals(False)

    def _edited(self) -> None:
        self._renumber()
        self.changed.emit()

    def _typed(self, item: QTableWidgetItem) -> None:
        """A cell typed: a good amount is shown grouped the chosen language's way as
        soon as it is typed, with or without its groups (``1300000`` reads
        ``1,300,000``; in Hungarian ``1 300 000``), as the setup's amount fields do; a
        bad one stays as typed, the row's refusal beside it (the Check column). A break's
        color-up is shown as a list of chip values grouped so, separated by semicolons
        (``25, 100`` typed reads ``25; 100``, ``1,000, 5,000`` reads ``1,000; 5,000``)."""
        if COLUMNS[item.column()] in (*AMOUNTS, "color_up"):
            self._regroup(item)
        self._edited()

    def _regroup(self, item: QTableWidgetItem, written_in: QLocale | None = None) -> None:
        if COLUMNS[item.column()] == "color_up":
            values = read_amounts(item.text(), written_in)
            shown = None if values is None else grouped_list(values)
        else:
            value = read_amount(item.text(), written_in)
            shown = None if value is None else grouped(value)
        if shown is not None and item.text() != shown:
            blocked = self.table.blockSignals(True)
            item.setText(shown)
            self.table.blockSignals(blocked)

    def _regroup_all(self) -> None:
        """Every amount grouped the chosen language's way (after a change of language),
        read as written in the language before (an English "1,000" is a thousand)."""
        for row in range(self.table.rowCount()):
            for name in (*AMOUNTS, "color_up"):
                item = self.table.item(row, COL[name])
                if item is not None and item.text().strip():
                    self._regroup(item, self._written_in)
        self._written_in = QLocale()

    # ------------------------------------------------------------ check

    def _set_problem(self, row: int, text: str) -> None:
        self.table.blockSignals(True)
        item = self._cell(row, COL["problem"])
        # said as every refusal is (``show_refusal``): "⚠ ", bold, the error colour
        item.setText(warned(text) if text else "")
        font = item.font()
        font.setBold(bool(text))
        item.setFont(font)
        item.setForeground(colour("error", self.table) if text else
                           self.table.palette().color(self.table.foregroundRole()))
        self.table.blockSignals(False)

    def levels(self) -> list[dict[str, object]] | None:
        """The rows as ``BlindLevel`` data, each checked; None when a row is wrong
        (its message stands at the end of the row)."""
        out: list[dict[str, object]] = []
        good = True
        number = 0
        for row in range(self.table.rowCount()):
            is_break = bool(self._cell(row, 0).data(Qt.ItemDataRole.UserRole))
            if not is_break:
                number += 1
            data, problem = self._row(row, is_break, number)
            self._set_problem(row, problem)
            good = good and not problem
            if data is not None:
                out.append(data)
        if not self.table.rowCount():
            self.message.show_message(tr("Add at least one level"))
            return None
        return out if good else None

    def first_level_amounts(self) -> tuple[int, ...]:
        """Level 1's amounts as typed (blinds, ante, bets, bring-in; those that read as
        whole numbers): what the chips in play at the start must pay (R-8.3)."""
        for row in range(self.table.rowCount()):
            if self._cell(row, 0).data(Qt.ItemDataRole.UserRole):
                continue
            values = (read_amount(self._text(row, name)) for name in AMOUNTS
                      if not self.table.isColumnHidden(COL[name]))
            return tuple(v for v in values if v)
        return ()

    def has_bring_ins(self) -> bool:
        """Whether the levels as typed are stud levels (a bring-in above 0)."""
        return any((read_amount(self._text(row, "bring_in")) or 0) > 0
                   for row in range(self.table.rowCount())
                   if not self._cell(row, 0).data(Qt.ItemDataRole.UserRole))

    def _text(self, row: int, name: str) -> str:
        return self._cell(row, COL[name]).text()

    def _cell(self, row: int, column: int) -> QTableWidgetItem:
        """A cell of the levels table (``add_row`` puts an item in every cell)."""
        item = self.table.item(row, column)
        assert item is not None, (row, column)
        return item

    def _row(self, row: int, is_break: bool, number: int) -> tuple[dict[str, object] | None, str]:
        minutes = read_amount(self._text(row, "minutes"))
        if minutes is None:
            return None, tr("Minutes: enter a whole number")
        if minutes < 1:
            return None, (tr("A break lasts at least one minute") if is_break
                          else tr("A level lasts at least one minute"))
        if minutes > MAX_MINUTES:
            return None, _too_large("minutes", MAX_MINUTES)
        if is_break:
            values = read_amounts(self._text(row, "color_up"))
            if values is None:  # the message's example: two chips, grouped the language's way
                return None, as_sentence(msg("win-color-up-list", amount=Amount(1000),
                                             next_amount=Amount(5000)))
            if any(v > MAX_AMOUNT for v in values):
                return None, _too_large("color_up", MAX_AMOUNT)
            return {"minutes": minutes, "is_break": True, "color_up": values}, ""
        amounts: dict[str, int] = {}
        for name in AMOUNTS:
            text = self._text(row, name) if not self.table.isColumnHidden(COL[name]) else ""
            value = read_amount(text) if text.strip() else 0
            if value is None:
                return None, tr("%1: enter a whole number").replace(
                    "%1", column_titles()[COL[name]])
            if value > MAX_AMOUNT:
                return None, _too_large(name, MAX_AMOUNT)
            amounts[name] = value
        if amounts["small_blind"] > amounts["big_blind"]:
            return None, tr("The small blind is above the big blind")
        bba = self._cell(row, COL["big_blind_ante"]).checkState() == Qt.CheckState.Checked
        stamp = self._stamp(number)
        data: dict[str, object] = {"minutes": minutes, "big_blind_ante": bba, **amounts,
                                   "game": stamp[0] if stamp else None,
                                   "limit": stamp[1] if stamp else None}
        try:
            Level(number, minutes, amounts["small_blind"], amounts["big_blind"],
                  amounts["ante"], bba, data["game"],  # type: ignore[arg-type]
                  Limit(stamp[1]) if stamp else None, amounts["small_bet"],
                  amounts["big_bet"], amounts["bring_in"])
        except StructureError as exc:
            return data, _level_message(exc, stamp, amounts)
        return data, ""

    # ------------------------------------------------------------ sources

    def apply_template(self) -> Structure:
        structure = load_template(str(self.template.currentData()), resource_dir())
        self.template_applied.emit(structure)
        self.load(structure)
        return structure

    def generate(self) -> Structure | None:
        """Run the generator on the window's players, stack and chips."""
        inputs = self._inputs()
        fields_ok = all(f.check() for f in (self.level_minutes, self.breaks_every,
                                             self.break_minutes, self.antes_from))
        hours = parse_hours(self.target_hours.text())
        if not fields_ok or hours is None or hours <= 0:
            self.generator_message.show_message(tr("Check the generator's fields"))
            return None
        if not inputs.players or not inputs.starting_stack or not inputs.chips:
            self.generator_message.show_message(tr(
                "The generator needs the players expected, the starting stack and the chips"))
            return None
        try:
            structure = generate_structure(
                inputs.players, inputs.starting_stack, inputs.chips,
                self.level_minutes.value() or 20, hours,
                ante_from_level=None if inputs.rotation else self.antes_from.value(),
                breaks_every=self.breaks_every.value(),
                break_minutes=self.break_minutes.value() or 10, rotation=inputs.rotation,
                game=None if inputs.rotation else inputs.game)
        except ValueError as exc:
            self.generator_message.show_message(refusal(exc))
            return None
        self.generator_message.show_message("")
        self.load(structure)
        return structure


def parse_hours(text: str) -> float | None:
    """Hours to the end as typed, in the chosen language's way or with a point
    ("4", "3,5", "3.5"); None when it is not a number. PySide's ``QLocale.toDouble``
    answers ``(value, ok)``."""
    for locale in (QLocale(), QLocale.c()):
        value, ok = locale.toDouble(text.strip())
        if ok:
            return float(value)
    return None


def _level_message(exc: StructureError, stamp: tuple[str, str] | None,
                   amounts: dict[str, int]) -> str:
    """The engine's refusal in the chosen language where the usual cases are known."""
    game = GAMES[stamp[0]] if stamp else None
    if game is not None and game.opening is Opening.BRING_IN and not amounts["bring_in"]:
        return tr("A stud level needs a bring-in and a small bet, and no blinds")
    if game is not None and game.opening is Opening.ANTES and not amounts["ante"]:
        return tr("This game is opened by antes only")
    if stamp and stamp[1] == Limit.FIXED_LIMIT.value and not amounts["small_bet"]:
        return tr("Fixed limit needs a small bet and a big bet")
    if (game is None or game.opening is Opening.BLINDS) and not amounts["big_blind"]:
        return tr("A blind level needs a big blind above 0")
    return refusal(exc)
