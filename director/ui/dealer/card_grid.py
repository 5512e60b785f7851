"""Card entry: a grid of the 52 cards to click, or typing (``As``, ``10h``).

Cards already on the table are greyed out (R-1.4); the grid is only active
where the current step takes cards. At a burn the street's board cards may be
typed (an unknown card burned and those dealt, R-4.4). A typed card the hand has already seen is
kept and refused in words naming where it is (R-1.4, the session's
``card_refusal``), never dropped without a word; stud up cards may be typed for
every seat still to be dealt, in dealing order (R-4.3).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from director.engine.cards import Card, Rank, Suit, cards_of_word
from director.ui.common.keys import clicks_keep_keys, plain_letter
from director.ui.common.language import follow_language
from director.ui.common.look_preferences import look, suit_tone
from director.ui.common.named import named
from director.ui.common.style import restyle

ALL_CARDS = frozenset(Card.of(rank, suit) for rank in Rank for suit in Suit)
WIDE, NARROW = 13, 7  # cards a row: a suit a row, or a suit on two rows (7 and 6)
CARD_STARTS = frozenset("23456789tjqka1")  # a card typed starts with its rank ("10h")
CARD_LETTERS = frozenset("tjqkacdhs")  # the letters a card is written with


class CardGrid(QWidget):
    """Pick up to ``count`` cards; ``changed`` fires as the choice changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardGrid")
        self._most = 0  # the most cards the step takes (every seat's up cards at once)
        self._refusal: Callable[[tuple[Card, ...]], str | None] = lambda cards: None
        self._used: frozenset[Card] = frozenset()
        self._chosen: list[Card] = []
        self._not_a_card = ""  # the first word typed that is no card
        self._buttons: dict[Card, QPushButton] = {}
        self._shown: dict[Card, tuple[bool, bool]] = {}  # (checked, enabled) as last set
        self.prompt = named(QLabel(), "cardPrompt")
        self.prompt.setWordWrap(True)
        self.entry = named(CardEntry(), "cardEntry")
        texts = follow_language(self)
        texts.bind(self.entry.setPlaceholderText, lambda: self.tr("Type cards: As Kd 10h"))
        self.entry.textEdited.connect(self._typed)
        self.problem = named(QLabel(), "cardProblem")  # a typed card refused, and why
        self.problem.setWordWrap(True)
        self.problem.hide()
        self.clear_button = named(QPushButton(), "cardClear")
        texts.bind(self.clear_button.setText, lambda: self.tr("Clear"))
        self.clear_button.clicked.connect(self.clear)
        clicks_keep_keys(self.clear_button)
        self._head = QGridLayout()  # the prompt, the field and Clear
        self._head.setColumnStretch(0, 2)
        self._head.setColumnStretch(1, 1)
        self._grid = QGridLayout()
        self._grid.setSpacing(2)
        for suit in reversed(Suit):
            for rank in reversed(Rank):
                card = Card.of(rank, suit)
                button = named(QPushButton(card.pretty), f"card_{card}")
                button.setCheckable(True)
                button.setMinimumSize(34, 26)
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.clicked.connect(lambda _=False, c=card: self._clicked(c))
                self._buttons[card] = button
        self.columns = 0
        self.set_columns(WIDE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._head)
        layout.addWidget(self.problem)
        layout.addLayout(self._grid)
        self._colour_suits()
        look().changed.connect(self._colour_suits)

    def set_columns(self, columns: int) -> None:
        """The cards a suit a row (``WIDE``: the prompt, the field and Clear on one
        line above), or a suit on two rows of 7 and 6 (``NARROW``: beside the table
        on a short panel, the prompt over the field). The buttons stay the same
        (their keys, their state): only their places change."""
        if columns == self.columns:
            return
        self.columns = columns
        head = self._head
        for widget in (self.prompt, self.entry, self.clear_button):
            head.removeWidget(widget)
        if columns >= WIDE:
            head.addWidget(self.prompt, 0, 0)
            head.addWidget(self.entry, 0, 1)
            head.addWidget(self.clear_button, 0, 2)
        else:
            head.addWidget(self.prompt, 0, 0, 1, 3)
            head.addWidget(self.entry, 1, 0, 1, 2)
            head.addWidget(self.clear_button, 1, 2)
        for n, button in enumerate(self._buttons.values()):
            self._grid.removeWidget(button)
            suit, rank = divmod(n, len(Rank))
            if columns >= WIDE:
                self._grid.addWidget(button, suit, rank)
            else:
                self._grid.addWidget(button, 2 * suit + rank // columns, rank % columns)
        layout = self.layout()
        if layout is not None:  # measured at once in the new shape (not at the next event)
            layout.invalidate()
            self.updateGeometry()

    def _colour_suits(self) -> None:
        """Each card in its suit's colour (two or four colours; the symbol stays)."""
        for card, button in self._buttons.items():
            restyle(button, "suit", suit_tone(card.suit))

    # ---------------------------------------------------------------- state

    def set_request(self, count: int, required: bool, what: str,
                    used: frozenset[Card], every_seat: int = 0,
                    refusal: Callable[[tuple[Card, ...]], str | None] | None = None,
                    deck: frozenset[Card] | None = None, board_after: int = 0) -> None:
        """Ask for ``count`` cards (0: the step takes none), greying ``used`` and
        any card not in the game's ``deck`` (the 32-card deck's 2s to 6s, R-1.3);
        ``every_seat``: the up cards of every seat still due, typed at once;
        ``board_after``: at a burn, the board cards of the street after it (R-4.4);
        ``refusal`` says why typed cards may not be dealt (R-1.4), or ``None``."""
        self._most = max(count, every_seat, board_after)
        self._used = used if deck is None else used | (ALL_CARDS - deck)
        self._refusal = refusal or (lambda cards: None)
        self._chosen = []
        self._not_a_card = ""
        self.entry.clear()
        self._show_problem("")
        if count:
            need = self.tr("required") if required else self.tr("optional")
            prompt = self.tr("Cards: {0} ({1}, {2})").format(what, count, need)
            if every_seat > count:
                prompt += self.tr("; or {0} for every seat, in dealing order").format(every_seat)
            if board_after > count:
                prompt += self.tr("; or the {0} board cards after it").format(board_after)
            self.prompt.setText(prompt)
        else:
            self.prompt.setText(self.tr("No cards needed for this step"))
        self.entry.setEnabled(bool(count))
        self._refresh()

    def offer(self, cards: tuple[Card, ...]) -> None:
        """Cards put in the field as if typed (a practice scenario's cards for the
        step): the dealer sees them and deals with N, or types others over them
        (they are selected: where the field has the keyboard, typing replaces them)."""
        text = " ".join(str(c) for c in cards)
        self.entry.setText(text)
        self.entry.selectAll()
        self._typed(text)

    def problem_text(self) -> str:
        """Why the cards typed may not be dealt ("Kd is in seat 7's hand", "“1h” is
        not a card"), or empty. A word that is no card is said only when the dealer
        deals (a card half typed is no card yet: the field is marked meanwhile)."""
        if self._not_a_card:
            return self.tr("“{0}” is not a card: use a rank and a suit, like As or 10h").format(
                self._not_a_card)
        return self.problem.text()

    def _show_problem(self, text: str) -> None:
        if self.problem.text() != text:
            self.problem.setText(text)
        if self.problem.isHidden() == bool(text):
            self.problem.setVisible(bool(text))

    def button_of(self, card: str) -> QPushButton:
        """The grid's button of a card written like ``Ad``."""
        return self._buttons[Card.parse(card)]

    def selected(self) -> tuple[Card, ...]:
        return tuple(self._chosen)

    def clear(self) -> None:
        self._chosen = []
        self._not_a_card = ""
        self.entry.clear()
        self._refresh()
        self.changed.emit()

    def _clicked(self, card: Card) -> None:
        self._shown.pop(card, None)  # the click toggled it already: set it again
        if card in self._chosen:
            self._chosen.remove(card)
        elif len(self._chosen) < self._most:
            self._chosen.append(card)
        self.entry.setText(" ".join(str(c) for c in self._chosen))
        self._check()
        self._refresh()
        self.changed.emit()

    def _typed(self, text: str) -> None:
        """Every card typed is kept, in order: one already seen or typed twice is
        refused in words (R-1.4), not dropped; cards written together ("AsKdQh") are
        each a card (R-1.1); a word that is no card is kept to be refused at N or
        Enter (``problem_text``), never dropped in silence."""
        chosen: list[Card] = []
        bad = ""
        for token in text.replace(",", " ").split():
            cards = cards_of_word(token)
            if cards is None:
                bad = bad or token
            else:
                chosen.extend(cards)
        self._chosen = chosen
        self._not_a_card = bad
        self.entry.setProperty("invalid", bad)
        self.entry.setToolTip(self.tr("Not a card: use a rank and a suit, like As or 10h")
                              if bad else "")
        self._check()
        self._refresh()
        self.changed.emit()

    def _check(self) -> None:
        """The refusal of the cards chosen, shown under the field as they are typed."""
        chosen = tuple(self._chosen)
        if len(chosen) > self._most:
            self._show_problem(
                self.tr("This step takes one card: {0} typed").format(len(chosen))
                if self._most == 1 else self.tr(
                    "This step takes at most {0} cards: {1} typed").format(self._most,
                                                                           len(chosen)))
            return
        self._show_problem(self._refusal(chosen) or "" if chosen else "")

    def _refresh(self) -> None:
        """Each card's button checked and enabled as the choice says; only the
        buttons that change are touched (a key press redraws the panel)."""
        full = len(self._chosen) >= self._most
        shown = self._shown
        for card, button in self._buttons.items():
            chosen = card in self._chosen
            look = (chosen, bool(self._most) and card not in self._used
                    and (chosen or not full))
            if shown.get(card) != look:
                shown[card] = look
                button.setChecked(look[0])
                button.setEnabled(look[1])


class CardEntry(QLineEdit):
    """The card field (a ``KeysField``): it types what a card is written with, and
    passes every other letter on to the panel it is in, whether it holds text or
    not: N burns or deals what was typed, U undoes, E extends the hand timer, and
    no such letter is ever typed into it. A letter no card starts with (C calls, H
    raises) is the panel's too while the field is empty, as is Ctrl+Z (the field
    has nothing of its own to undo: the hand's last step is meant)."""

    def takes_key(self, event: QKeyEvent) -> bool:
        if event.matches(QKeySequence.StandardKey.Undo):
            return bool(self.text())
        letter = plain_letter(event)
        return not letter or letter in (CARD_LETTERS if self.text() else CARD_STARTS)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.takes_key(event):
            super().keyPressEvent(event)
        else:
            event.ignore()  # up to the panel, as from any of its buttons
