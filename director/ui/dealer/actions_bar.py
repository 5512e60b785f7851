"""The dealer's buttons for the current step: large, touch-friendly, each with
a single-key shortcut (F fold, C check/call, R bet/raise, A all-in, B bring-in,
M muck, N next), and an amount field that knows the minimum and maximum."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QLocale, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from director.engine.hand.rules.steps import LegalActions
from director.ui.common.language import follow_language
from director.ui.common.named import named

BUTTON_HEIGHT = 52


def big_button(text: str, name: str) -> QPushButton:
    button = named(QPushButton(text), name)
    button.setMinimumHeight(BUTTON_HEIGHT)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    font = button.font()
    font.setPointSizeF(font.pointSizeF() * 1.2)
    font.setWeight(QFont.Weight.DemiBold)
    button.setFont(font)
    return button


class ActionsBar(QWidget):
    """Signals carry the dealer's choice; the panel turns them into commands."""

    next_clicked = Signal()
    fold_clicked = Signal()
    check_call_clicked = Signal()
    raise_clicked = Signal(int)
    all_in_clicked = Signal()
    bring_in_clicked = Signal()
    muck_clicked = Signal()
    draw_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionsBar")
        self.fold = big_button(self.tr("Fold (F)"), "foldButton")
        self.check_call = big_button(self.tr("Check (C)"), "checkCallButton")
        self.bet_raise = big_button(self.tr("Raise (R)"), "raiseButton")
        self.all_in = big_button(self.tr("All-in (A)"), "allInButton")
        self.bring_in = big_button(self.tr("Bring in (B)"), "bringInButton")
        self.muck = big_button(self.tr("Muck (M)"), "muckButton")
        self.next = big_button(self.tr("Next (N)"), "nextButton")
        self.amount = named(QSpinBox(), "amountField")
        self.amount.setMinimumHeight(BUTTON_HEIGHT)
        self.amount.setMinimumWidth(120)
        font = self.amount.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.amount.setFont(font)
        self.amount.setGroupSeparatorShown(True)
        self.range = named(QLabel(), "raiseRange")
        # its line stays when it hides: the bar keeps its height and the felt above
        # its size (no relayout and redraw of the felt; the latency benchmark)
        keep = self.range.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.range.setSizePolicy(keep)
        self.draws = [big_button("", f"draw{n}Button") for n in range(6)]
        self._shown: dict[QWidget, bool] = {}  # each button's visibility as last set
        texts = follow_language(self)
        texts.bind(self.fold.setText, lambda: self.tr("Fold (F)"))
        texts.bind(self.muck.setText, lambda: self.tr("Muck (M)"))
        for n, button in enumerate(self.draws):
            texts.bind(button.setText, partial(self._draw_text, n))
        # as high with no button shown (the winners picked) as with its buttons: the
        # row is a widget of its own, always there (a strut alone leaves an empty
        # row, and the spacing under it goes), so the felt above keeps its size
        # (issue 21)
        self.buttons = buttons = QWidget()
        self._row_height: int | None = None  # its buttons' height, once styled
        row = QHBoxLayout(buttons)
        row.setContentsMargins(0, 0, 0, 0)
        in_row: tuple[QWidget, ...] = (self.fold, self.check_call, self.bring_in, self.bet_raise,
                                       self.amount, self.all_in, self.muck, *self.draws, self.next)
        for w in in_row:
            row.addWidget(w)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(buttons)
        layout.addWidget(self.range)
        self.fold.clicked.connect(self.fold_clicked)
        self.check_call.clicked.connect(self.check_call_clicked)
        self.bet_raise.clicked.connect(lambda: self.raise_clicked.emit(self.amount.value()))
        self.all_in.clicked.connect(self.all_in_clicked)
        self.bring_in.clicked.connect(self.bring_in_clicked)
        self.muck.clicked.connect(self.muck_clicked)
        self.next.clicked.connect(self.next_clicked)
        for n, button in enumerate(self.draws):
            button.clicked.connect(lambda _=False, n=n: self.draw_clicked.emit(n))
        self.show_only()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._row_height = None  # measured again at the next step
        super().changeEvent(event)

    def _keep_row_height(self) -> None:
        """The row as high as its tallest button as styled, shown or not."""
        if self._row_height is None:
            row = self.buttons.findChildren(QWidget)
            for w in row:
                w.ensurePolished()
            self._row_height = max(BUTTON_HEIGHT, *(w.sizeHint().height() for w in row))
            self.buttons.setMinimumHeight(self._row_height)

    def _draw_text(self, n: int) -> str:
        return self.tr("Stand pat (0)") if n == 0 else self.tr("Draw {0}").format(n)

    def show_only(self, *widgets: QWidget) -> None:
        everything: tuple[QWidget, ...] = (
            self.fold, self.check_call, self.bet_raise, self.amount, self.all_in,
            self.bring_in, self.muck, self.next, *self.draws, self.range)
        self._keep_row_height()
        wanted = (*widgets, self.range) if self.amount in widgets else widgets
        # only the widgets that change: a key press shows mostly the same ones
        changed = [w for w in everything if self._shown.get(w) != (w in wanted)]
        if not changed:
            return
        # Qt lays the row out again at each button shown; with the layouts off while
        # the buttons come and go, the row is laid out once, after the last one
        layouts = [lay for lay in (self.buttons.layout(), self.layout()) if lay is not None]
        for lay in layouts:
            lay.setEnabled(False)
        for w in changed:
            self._shown[w] = w in wanted
            w.setVisible(w in wanted)
        for lay in layouts:
            lay.setEnabled(True)
        for lay in layouts:
            lay.invalidate()

    def show_next(self, text: str) -> None:
        self.next.setText(text + " (N)")
        self.show_only(self.next)

    def show_actions(self, legal: LegalActions, pot_limit: bool) -> None:
        """The player's choices with exact amounts (R-5.1 to R-5.7)."""
        loc = QLocale()
        shown: list[QWidget] = []
        if legal.bring_in is not None:
            self.bring_in.setText(self.tr("Bring in {0} (B)").format(loc.toString(legal.bring_in)))
            shown.append(self.bring_in)
        else:
            if legal.can_fold:
                shown.append(self.fold)
            self.check_call.setText(self.tr("Check (C)") if legal.call == 0 else
                                    self.tr("Call {0} (C)").format(loc.toString(legal.call)))
            shown.append(self.check_call)
        if legal.raise_min is not None and legal.raise_max is not None:
            if legal.bring_in is not None:
                verb = self.tr("Complete")
            elif legal.call or legal.bring_in is not None:
                verb = self.tr("Raise")
            else:
                verb = self.tr("Bet")
            if legal.raise_min == legal.raise_max:
                self.bet_raise.setText(self.tr("{0} to {1} (R)").format(
                    verb, loc.toString(legal.raise_min)))
            else:
                self.bet_raise.setText(self.tr("{0} to (R)").format(verb))
            # touched only when they change: a spin box repaints at each call
            if (self.amount.minimum(), self.amount.maximum()) != (legal.raise_min,
                                                                  legal.raise_max):
                self.amount.setRange(legal.raise_min, legal.raise_max)
            if self.amount.value() != legal.raise_min:
                self.amount.setValue(legal.raise_min)
            self.amount.setEnabled(legal.raise_min != legal.raise_max)
            limit = self.tr("pot-limit maximum") if pot_limit else self.tr("maximum")
            self.range.setText(self.tr("{0} to: minimum {1}, {2} {3}").format(
                verb, loc.toString(legal.raise_min), limit, loc.toString(legal.raise_max)))
            # the amount field only when there is an amount to choose
            shown.append(self.bet_raise)
            if legal.raise_min != legal.raise_max:
                shown.append(self.amount)
        if legal.bring_in is None:
            self.all_in.setText(self.tr("All-in {0} (A)").format(loc.toString(legal.all_in_to)))
            shown.append(self.all_in)
        self.show_only(*shown)

    def show_draw(self) -> None:
        self.show_only(*self.draws)

    def show_showing(self, muck: bool = True) -> None:
        """Show, and Muck only when the rules let this hand be mucked (R-7.1, R-7.2)."""
        self.next.setText(self.tr("Show (N)"))
        self.show_only(self.next, *((self.muck,) if muck else ()))
