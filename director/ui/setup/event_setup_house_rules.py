"""The setup windows' "House rules" page: every option of RULES.md a director chooses
for an event (``services.core.documents.HouseRules``), laid out by what it is about
(the button, dealing, betting, pineapple, stud, draw).

Each control says the rule in a director's words; its tooltip names the rule (R-...).
A control the event's games do not use is greyed out (a mixed rotation: on for the
games it deals), and a group none of whose rules the event uses says so in words. The
fixed-limit cap (raises after the bet, heads-up without a cap) shows only when a game
of the event is dealt fixed limit (R-5.5). The moving button is a cash game's option
(R-3.4): a tournament's page has no such box. The heads-up box starts as the event's
kind has it (R-5.5: ticked in cash games, unticked in tournaments); an event whose
setting was left to that default keeps it so (None) unless the box is changed.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.cash_tables import GUTS_GAMES
from director.engine.hand.facts.games import GAMES, Opening
from director.engine.messages import Message
from director.services.core.documents import HouseRules
from director.ui.common.director_widgets import TypedAmount
from director.ui.common.grouped_amounts import not_an_amount
from director.ui.common.language import in_language
from director.ui.common.style import set_tone
from director.ui.setup.event_setup_fields import MessageLabel

DRAW_GAMES = ("draw", "draw-piquet")
#: the groups of the left column when the page is wide enough for two (the rest: right)
LEFT = ("button", "dealing", "betting")
#: the page's width at most (a wider screen leaves the rest empty on the right)
PAGE_WIDTH = 1400


def _opening(game: str) -> Opening:
    return Opening.ANTES if game in GUTS_GAMES else GAMES[game].opening


def applying(games: Iterable[tuple[str, str]], cash: bool) -> dict[str, bool]:
    """Which house rules the event's games use: ``games`` as (game key, limit) pairs,
    one for a single game, each of a rotation's games for a mixed event."""
    dealt = list(games)
    keys = {key for key, _limit in dealt}
    openings = {_opening(key) for key in keys}
    fixed = any(limit == "fixed limit" and key not in GUTS_GAMES for key, limit in dealt)
    stud = Opening.BRING_IN in openings
    draw = bool(keys & set(DRAW_GAMES))
    return {
        # R-3.1's draw, in every game (stud deals from the button too, R-4.3): a
        # tournament table's at the seating, a cash table's first button on its page
        "button_tie_break": True,
        "moving_button": cash and Opening.BLINDS in openings,  # R-3.4: the blinds' button
        "burns": bool(keys - set(GUTS_GAMES)),  # guts deals once: nothing to burn
        "raises": fixed, "uncapped_heads_up": fixed,
        "pineapple_discard_before_flop": "pineapple" in keys,
        "stud_ties_by_position": stud, "stud_odd_chip_seven_cards": stud,
        "openers": draw, "draw_at_most_three": draw, "aces_stay": draw,
    }


class HouseRulesPage(QWidget):
    """The house rules of one event; ``document()`` is its ``HouseRules``."""

    changed = Signal()

    def __init__(self, cash: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("houseRulesPage")
        self.cash = cash
        self._stored_heads_up: bool | None = None
        self._heads_up_touched = False
        self.setMaximumWidth(PAGE_WIDTH)
        outer = QVBoxLayout(self)
        outer.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # minimumSizeHint
        self.intro = QLabel(self)
        self.intro.setObjectName("houseRulesIntro")
        self.intro.setWordWrap(True)
        outer.addWidget(self.intro)
        columns = QHBoxLayout()
        columns.setSpacing(16)
        self.left, self.right = QVBoxLayout(), QVBoxLayout()
        for side in (self.left, self.right):
            side.setSpacing(8)
            columns.addLayout(side, 1)
        outer.addLayout(columns)
        outer.addStretch(1)
        column = self.left  # built in one column; ``_arrange`` makes two when there is room
        self._columns = 1
        self.groups: dict[str, QGroupBox] = {}
        self.notes: dict[str, QLabel] = {}
        self.rule_of: dict[str, QWidget] = {}

        button = self._group(column, "button")
        tie_row = QHBoxLayout()
        self.tie_label = QLabel(button)
        self.tie_break = QComboBox(button)
        self.tie_break.setObjectName("buttonTieBreak")
        self.tie_break.addItem("", "suit")
        self.tie_break.addItem("", "redraw")
        self.tie_label.setBuddy(self.tie_break)
        tie_row.addWidget(self.tie_label)
        tie_row.addWidget(self.tie_break)
        tie_row.addStretch(1)
        self._layout(button).addLayout(tie_row)
        self.rule_of["button_tie_break"] = self.tie_break
        self.moving_button: QCheckBox | None = None
        if cash:  # tournaments play the dead button, a cash game may move it
            self.moving_button = self._box(button, "moving_button", "movingButton")
        dealing = self._group(column, "dealing")
        self.burns = self._box(dealing, "burns", "burnCards")
        betting = self._group(column, "betting")
        raises_row = QWidget(betting)
        self.raises_row = raises_row
        row = QHBoxLayout(raises_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.raises_label = QLabel(raises_row)
        # the number typed is the one saved, or refused in words beside it (a spin box
        # dropped the digit past 9: 15 typed saved one raise)
        self.raises = TypedAmount(raises_row)
        self.raises.setObjectName("raisesAfterBet")
        self.raises.setRange(1, 9)  # the arrows; ``HouseRules`` refuses past them
        # wide enough to show a number typed past 9 whole (Qt sizes it for one digit)
        self.raises.setMinimumWidth(self.raises.sizeHint().width()
                                    + self.raises.fontMetrics().horizontalAdvance("000"))
        self.raises_label.setBuddy(self.raises)
        row.addWidget(self.raises_label)
        row.addWidget(self.raises)
        row.addStretch(1)
        self._layout(betting).addWidget(raises_row)
        # why the cap typed cannot be saved; outside the row, so it is seen even when
        # the game chosen since has no cap (the row hidden)
        self.raises_message = MessageLabel(betting)
        self.raises_message.setObjectName("raisesMessage")
        self.raises_message.hide()
        self._layout(betting).addWidget(self.raises_message)
        self.rule_of["raises"] = self.raises
        self.uncapped = self._box(betting, "uncapped_heads_up", "uncappedHeadsUp")
        self.uncapped.clicked.connect(self._heads_up_clicked)
        pineapple = self._group(column, "pineapple")
        self.discard_before_flop = self._box(pineapple, "pineapple_discard_before_flop",
                                             "discardBeforeFlop")
        stud = self._group(column, "stud")
        self.ties_by_position = self._box(stud, "stud_ties_by_position", "studTiesByPosition")
        self.odd_chip_seven = self._box(stud, "stud_odd_chip_seven_cards", "oddChipSevenCards")
        draw = self._group(column, "draw")
        self.openers = self._box(draw, "openers", "jacksToOpen")
        self.at_most_three = self._box(draw, "draw_at_most_three", "drawAtMostThree")
        self.aces_stay = self._box(draw, "aces_stay", "acesStay")
        self.left.addStretch(1)
        self.right.addStretch(1)
        self.tie_break.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.raises.changed.connect(lambda _v: self.changed.emit())
        self._applying = applying([("holdem", "no limit")], cash)
        self.load(HouseRules())
        self.retranslate()

    # ------------------------------------------------------------ building

    def _group(self, column: QVBoxLayout, key: str) -> QGroupBox:
        group = QGroupBox(self)
        group.setObjectName(f"houseRules_{key}")
        layout = QVBoxLayout(group)
        layout.setSpacing(4)
        note = QLabel(group)
        note.setObjectName(f"houseRulesNote_{key}")
        note.setWordWrap(True)
        set_tone(note, "muted")
        layout.addWidget(note)
        note.hide()
        self.groups[key], self.notes[key] = group, note
        column.addWidget(group)
        return group

    # ------------------------------------------------------------ one column or two

    def _group_width(self, keys: Iterable[str]) -> int:
        return max(self.groups[k].minimumSizeHint().width() for k in keys)

    def minimumSizeHint(self) -> QSize:
        """As narrow as one column: on a small screen (1024x600) the groups stack."""
        margins = self.contentsMargins()
        hint = super().minimumSizeHint()
        return QSize(self._group_width(self.groups) + margins.left() + margins.right() + 24,
                     hint.height())

    def _two_columns_width(self) -> int:
        margins = self.contentsMargins()
        right = [k for k in self.groups if k not in LEFT]
        return (self._group_width(LEFT) + self._group_width(right) + 16 + 24 +
                margins.left() + margins.right())

    def _arrange(self) -> None:
        """Two columns side by side when both fit the width, else one below the other."""
        columns = 2 if self.width() >= self._two_columns_width() else 1
        if columns == self._columns:
            return
        self._columns = columns
        for group in self.groups.values():
            for side in (self.left, self.right):
                side.removeWidget(group)
        for key, group in self.groups.items():
            side = self.right if columns == 2 and key not in LEFT else self.left
            side.insertWidget(side.count() - 1, group)  # above the column's stretch

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    @staticmethod
    def _layout(group: QGroupBox) -> QVBoxLayout:
        layout = group.layout()
        assert isinstance(layout, QVBoxLayout)
        return layout

    def _box(self, group: QGroupBox, rule: str, name: str) -> QCheckBox:
        box = QCheckBox(group)
        box.setObjectName(name)
        box.toggled.connect(lambda _on: self.changed.emit())
        self._layout(group).addWidget(box)
        self.rule_of[rule] = box
        return box

    def retranslate(self) -> None:
        self.intro.setText(self.tr(
            "The rulebook's options this event plays by. An option for a game the event "
            "does not deal is greyed out; point at an option to see its rule."))
        titles = {"button": self.tr("The button"), "dealing": self.tr("Dealing"),
                  "betting": self.tr("Betting (fixed limit)"),
                  "pineapple": self.tr("Pineapple"),
                  "stud": self.tr("Stud games (stud, stud hi/lo, razz)"),
                  "draw": self.tr("Five-card draw")}
        for key, group in self.groups.items():
            group.setTitle(titles[key])
        self.tie_label.setText(self.tr("Equal ranks in the draw for the button:"))
        self.tie_break.setItemText(0, self.tr("the higher suit wins"))
        self.tie_break.setItemText(1, self.tr("the tied players draw again"))
        self.raises_label.setText(self.tr("Raises after the bet in a round:"))
        texts: dict[str, str] = {
            "moving_button": self.tr("Moving button: the button moves on every hand, "
                                     "no dead button"),
            "burns": self.tr("Burn a card before each round of cards"),
            "uncapped_heads_up": self.tr("No cap on raises while only two players are in "
                                         "the hand"),
            "pineapple_discard_before_flop": self.tr(
                "Discard before the flop is dealt (classic pineapple)"),
            "stud_ties_by_position": self.tr(
                "Equal showing hands: the one nearest the dealer's left acts first"),
            "stud_odd_chip_seven_cards": self.tr(
                "Odd chip: by the highest card of all seven cards"),
            "openers": self.tr("Jacks or better to open"),
            "draw_at_most_three": self.tr("Draw at most three cards (four when keeping an "
                                          "ace, shown)"),
            "aces_stay": self.tr("Aces may not be exchanged"),
        }
        tips: dict[str, str] = {
            "button_tie_break": self.tr(
                "R-3.1: one card face up to each player, the highest rank wins the button. "
                "Equal ranks: the higher suit wins, or the tied players get a new card."),
            "moving_button": self.tr(
                "R-3.4: by default the button is dead (it may stand before an empty seat). "
                "A cash game with blinds may move it to the next player every hand "
                "instead."),
            "burns": self.tr(
                "R-4.4: one card burned before the flop, turn and river, each stud street "
                "after the third and the draw. R-4.5: a table that does not burn seats more "
                "players (hold'em 23)."),
            "raises": self.tr(
                "R-5.5: a bet and this many raises in each betting round (3 as usual; some "
                "rooms allow 4)."),
            "uncapped_heads_up": self.tr(
                "R-5.5: no cap when only two players are in the hand at the start of the "
                "round. Usually on in cash games, off in tournaments."),
            "pineapple_discard_before_flop": self.tr(
                "R-6.3: unticked, each player discards after the flop betting (crazy "
                "pineapple); ticked, after the betting before the flop."),
            "stud_ties_by_position": self.tr(
                "R-6.4: from 4th street the best showing hand acts first; when two are "
                "equal, by default the higher suit decides."),
            "stud_odd_chip_seven_cards": self.tr(
                "R-7.5: the odd chip of a split pot goes to the highest card by suit. By "
                "default among the best five; ticked, among all seven (a low half: the "
                "lowest card, the ace lowest)."),
            "openers": self.tr(
                "R-6.5: a pair of jacks or better to open; if nobody opens, the antes stay "
                "and everyone antes again. The opener shows the openers."),
            "draw_at_most_three": self.tr("R-6.5: at most three cards drawn; four when the "
                                          "player keeps an ace and shows it."),
            "aces_stay": self.tr("R-6.5: a player may not exchange an ace."),
        }
        for rule, widget in self.rule_of.items():
            if isinstance(widget, QCheckBox):
                widget.setText(texts[rule])
            widget.setToolTip(tips[rule])
        self.tie_label.setToolTip(tips["button_tie_break"])
        self.raises_label.setToolTip(tips["raises"])
        self._show_applying()
        self._arrange()  # the words of another language may need another width

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # ------------------------------------------------------------ the event's games

    def set_games(self, games: Iterable[tuple[str, str]]) -> None:
        """The event deals ``games`` ((game key, limit) pairs): grey out what they do not use."""
        self._applying = applying(games, self.cash)
        self._show_applying()

    def _show_applying(self) -> None:
        applies = self._applying
        for rule, widget in self.rule_of.items():
            widget.setEnabled(applies[rule])
        self.tie_label.setEnabled(applies["button_tie_break"])
        self.raises_row.setVisible(applies["raises"])
        self.uncapped.setVisible(applies["uncapped_heads_up"])
        members = {"button": ("button_tie_break", "moving_button"), "dealing": ("burns",),
                   "betting": ("raises",), "pineapple": ("pineapple_discard_before_flop",),
                   "stud": ("stud_ties_by_position",), "draw": ("openers",)}
        for key, note in self.notes.items():
            used = any(applies[rule] for rule in members[key] if rule in self.rule_of)
            note.setVisible(not used)
            note.setText(self.tr("This event's betting has no cap: only fixed limit has one.")
                         if key == "betting" else self.tr("Not played in this event."))

    # ------------------------------------------------------------ the document

    def load(self, rules: HouseRules) -> None:
        """Show an event's stored house rules (an event stored before them: the defaults)."""
        self.blockSignals(True)
        self.tie_break.setCurrentIndex(max(0, self.tie_break.findData(rules.button_tie_break)))
        if self.moving_button is not None:
            self.moving_button.setChecked(rules.moving_button)
        self.burns.setChecked(rules.burns)
        self.raises.setValue(rules.raises)
        self._stored_heads_up, self._heads_up_touched = rules.uncapped_heads_up, False
        self.uncapped.setChecked(rules.heads_up_uncapped(self.cash))
        self.discard_before_flop.setChecked(rules.pineapple_discard_before_flop)
        self.ties_by_position.setChecked(rules.stud_ties_by_position)
        self.odd_chip_seven.setChecked(rules.stud_odd_chip_seven_cards)
        self.openers.setChecked(rules.openers)
        self.at_most_three.setChecked(rules.draw_at_most_three)
        self.aces_stay.setChecked(rules.aces_stay)
        self.blockSignals(False)
        self.changed.emit()

    def _heads_up_clicked(self, _checked: bool) -> None:
        self._heads_up_touched = True

    def document(self) -> dict[str, object]:
        """The ``HouseRules`` data of the page. The heads-up cap stays as loaded (None: the
        event's default) until the box is clicked. A cap typed that is no amount ("1,5")
        is left out: ``typed_problem`` says it and the setup saves nothing."""
        heads_up = self.uncapped.isChecked() if self._heads_up_touched else \
            self._stored_heads_up
        raises = self.raises.amount()
        return {
            **({} if raises is None else {"raises": raises}),
            "button_tie_break": str(self.tie_break.currentData()),
            "moving_button": self.moving_button is not None and self.moving_button.isChecked(),
            "burns": self.burns.isChecked(),
            "uncapped_heads_up": heads_up,
            "pineapple_discard_before_flop": self.discard_before_flop.isChecked(),
            "stud_ties_by_position": self.ties_by_position.isChecked(),
            "openers": self.openers.isChecked(),
            "draw_at_most_three": self.at_most_three.isChecked(),
            "aces_stay": self.aces_stay.isChecked(),
            "stud_odd_chip_seven_cards": self.odd_chip_seven.isChecked(),
        }

    def typed_problem(self) -> Message | None:
        """The cap typed when it is no amount ("1,5", which Qt read as 15), else None."""
        return None if self.raises.amount() is not None else not_an_amount(self.raises.text())

    def show_problem(self, problem: Message | None) -> None:
        """Why the page's document cannot be saved (``HouseRules``: the cap typed is
        not one from 1 to 9), said with the field's name; None: nothing to say."""
        self.raises_message.show_message("" if problem is None else
                                         f"{self.raises_label.text()} {in_language(problem)}")
        self.raises_message.setVisible(problem is not None)


__all__ = ["HouseRulesPage", "applying"]
