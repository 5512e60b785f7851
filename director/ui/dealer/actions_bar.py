"""The dealer's buttons for the current step: large, touch-friendly, each with
the single key written on it (F fold, C check or call, R bet, raise or complete,
H the fixed limit's bigger size, A all-in, B bring-in, M muck, N next, 0-5 stand
pat and draw). Each label is what the engine's ``LegalActions`` says at that
moment (issue 30): the verb from ``raise_kind``, the call with its total when
chips are already in front, "All-in" only when the whole stack is the most the
limit allows, and in fixed limit only the sizes the limit has (R-5.3 to R-5.7).
Guts has its own: a button for each seat to declare in (R-6.6), ``DeclareBox``."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from director.engine.hand.rules.steps import LegalActions, RaiseKind
from director.ui.common.director_widgets import PageAmount
from director.ui.common.keys import clicks_keep_keys, passes_undo, plain_letter
from director.ui.common.language import follow_language
from director.ui.common.named import named
from director.ui.rules.rule_links import follow_rule_links, link_rules

BUTTON_HEIGHT = 52
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
DRAW_KEYS = tuple(Qt.Key(Qt.Key.Key_0.value + n) for n in range(6))  # stand pat, draw 1-5


class AmountField(PageAmount):
    """The amount of a bet or raise, its bounds the legal ones (R-5.3, R-5.4, R-5.6).
    Any whole number may be typed, within the bounds or not (``TypedAmount``): the
    amount the dealer typed is the one asked for, and the hand refuses one out of
    bounds in words.

    A ``KeysField``: it takes digits and its editing keys; a letter is the panel's
    key (C calls, R raises to the total typed, F folds), never typed here, where no
    letter belongs; nor is Enter, which the panel takes to bet or raise to it; nor
    Ctrl+Z while nothing typed here is left to take back (the hand's last step is
    meant, as in the card field)."""

    def takes_key(self, event: QKeyEvent) -> bool:
        """Digits and editing keys; never a letter, nor Enter, which goes up to the
        panel to bet or raise to the amount typed (a spin box's own Enter put its
        last amount in range back in place of one outside it); Ctrl+Z and
        Ctrl+Shift+Z only for the field's own typing."""
        return not passes_undo(event, self.edit()) and not plain_letter(event) \
            and event.key() not in ENTER_KEYS

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.takes_key(event):
            super().keyPressEvent(event)
        else:
            event.ignore()  # up to the panel, as from any of its buttons


_WORD_WIDTHS: dict[int, dict[str, int]] = {}  # by the font's height: each word's width


class WrapButton(QPushButton):
    """A button of the actions bar whose words may go onto two lines, within its
    fixed height, when the bar gives it less than one line's width ("Megadás 80 000,
    összesen 160 000 (C)" beside three others at 1024x600). Once the bar lets it
    (``may_wrap``: the bar's widest labels, only as many as the row needs), the
    smallest width it asks of the layout is its longer line's, so its words never
    make the window wider than the screen. The break is between words, where the two
    lines are most even, never the key alone on a line (the locale's digit groups
    hold together: their space does not break)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        # for the text measured: its two lines, its width on one and its least width
        self._measured: tuple[str, str, int, int] | None = None
        self._may_wrap = False

    def may_wrap(self, wrap: bool) -> None:
        if wrap != self._may_wrap:
            self._may_wrap = wrap
            self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._measured = None
        super().changeEvent(event)

    def _measure(self) -> tuple[str, str, int, int]:
        """Measured once a text (a key press sets a few): the cost of a key press."""
        text = self.text()
        if self._measured is None or self._measured[0] != text:
            metrics, hint = self.fontMetrics(), self.sizeHint().width()
            # each word measured once ("Megadás", "(C)": the same at each key press),
            # a line the sum of its words and spaces (a pixel of kerning to spare)
            known = _WORD_WIDTHS.setdefault(metrics.height(), {})
            words = text.split(" ")
            for word in (*words, " "):
                if word not in known:
                    known[word] = metrics.horizontalAdvance(word)
            space = known[" "]
            widths = [known[word] for word in words]
            one = sum(widths) + space * (len(words) - 1)
            best = (text, one)
            for n in range(1, len(words) - 1):  # the key, "(C)", with a word before it
                widest = 2 + max(sum(widths[:n]) + space * (n - 1),
                                 sum(widths[n:]) + space * (len(words) - n - 1))
                if widest < best[1]:
                    best = (" ".join(words[:n]) + "\n" + " ".join(words[n:]), widest)
            self._measured = (text, best[0], hint, hint - one + best[1])
        return self._measured

    def saving(self) -> int:
        """The width two lines save over one."""
        _, _, hint, least = self._measure()
        return hint - least

    def minimumSizeHint(self) -> QSize:
        hint = self.sizeHint()
        return QSize(self._measure()[3], hint.height()) if self._may_wrap else hint

    def lines(self) -> list[str]:
        """The words as drawn: one line when the button is wide enough, else two."""
        if self.width() >= self.sizeHint().width():
            return [self.text()]
        return self._measure()[1].split("\n")

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.width() >= self.sizeHint().width():
            super().paintEvent(event)  # one line: as any button
            return
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = self._measure()[1]
        QStylePainter(self).drawControl(QStyle.ControlElement.CE_PushButton, option)


def big_button(text: str, name: str, wrap: bool = False) -> QPushButton:
    """A large button of the dealer's; ``wrap``: its words may take two lines."""
    button = named(WrapButton(text) if wrap else QPushButton(text), name)
    button.setMinimumHeight(BUTTON_HEIGHT)
    clicks_keep_keys(button)
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
    # what reads the amount (a typed amount may pass a C int, or be none: refused in words)
    raise_clicked = Signal(object)
    all_in_clicked = Signal()
    bring_in_clicked = Signal()
    muck_clicked = Signal()
    draw_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionsBar")
        self.fold = big_button(self.tr("Fold (F)"), "foldButton", True)
        self.check_call = big_button(self.tr("Check (C)"), "checkCallButton", True)
        self.bet_raise = big_button(self.tr("Raise (R)"), "raiseButton", True)
        # fixed limit's second size (R-6.4's open pair: the small or the big bet)
        self.bet_raise_big = big_button("", "raiseBigButton", True)
        self.all_in = big_button(self.tr("All-in (A)"), "allInButton", True)
        self.bring_in = big_button(self.tr("Bring in (B)"), "bringInButton", True)
        self.muck = big_button(self.tr("Muck (M)"), "muckButton", True)
        self.next = big_button(self.tr("Next (N)"), "nextButton", True)
        self.amount = named(AmountField(), "amountField")
        self.amount.setMinimumHeight(BUTTON_HEIGHT)
        self.amount.setMinimumWidth(120)
        font = self.amount.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.amount.setFont(font)
        self.amount.setGroupSeparatorShown(True)
        self.range = follow_rule_links(named(QLabel(), "raiseRange"))
        # its line stays when it hides: the bar keeps its height and the felt above
        # its size (no relayout and redraw of the felt; the latency benchmark)
        keep = self.range.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.range.setSizePolicy(keep)
        self.draws = [big_button("", f"draw{n}Button", True) for n in range(6)]
        self._shown: dict[QWidget, bool] = {}  # each button's visibility as last set
        self._wrapping: set[WrapButton] = set()  # the buttons shown, that may wrap
        self._legal: LegalActions | None = None  # the choices the buttons show
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
        in_row: tuple[QWidget, ...] = (
            self.fold, self.check_call, self.bring_in, self.bet_raise, self.amount,
            self.bet_raise_big, self.all_in, self.muck, *self.draws, self.next)
        for w in in_row:
            row.addWidget(w)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(buttons)
        layout.addWidget(self.range)
        self.fold.clicked.connect(self.fold_clicked)
        self.check_call.clicked.connect(self.check_call_clicked)
        self.bet_raise.clicked.connect(self._raise_small)
        self.bet_raise_big.clicked.connect(self._raise_big)
        self.all_in.clicked.connect(self.all_in_clicked)
        self.bring_in.clicked.connect(self.bring_in_clicked)
        self.muck.clicked.connect(self.muck_clicked)
        self.next.clicked.connect(self.next_clicked)
        for n, button in enumerate(self.draws):
            button.clicked.connect(lambda _=False, n=n: self.draw_clicked.emit(n))
        self.show_only()

    def shortcuts(self) -> dict[Qt.Key, QPushButton]:
        """Each single key and the button it presses (written on the button)."""
        keys = {Qt.Key.Key_F: self.fold, Qt.Key.Key_C: self.check_call,
                Qt.Key.Key_R: self.bet_raise, Qt.Key.Key_H: self.bet_raise_big,
                Qt.Key.Key_A: self.all_in, Qt.Key.Key_B: self.bring_in,
                Qt.Key.Key_M: self.muck, Qt.Key.Key_N: self.next}
        keys.update(zip(DRAW_KEYS, self.draws, strict=True))
        return keys

    def _raise_small(self) -> None:
        """R: the amount chosen (no limit, pot limit, spread limit), or the smaller
        fixed-limit size."""
        legal = self._legal
        if legal is not None and legal.raise_min is not None and (
                legal.fixed_sizes or legal.raise_min == legal.raise_max):
            self.raise_clicked.emit(lambda: legal.raise_min)
        else:  # read by the command: "1,5" typed is refused in words (``NotAnAmount``)
            self.raise_clicked.emit(self.amount.chosen)

    def _raise_big(self) -> None:
        legal = self._legal
        if legal is not None and legal.raise_max is not None:
            self.raise_clicked.emit(lambda: legal.raise_max)

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
        return self.tr("Stand pat (0)") if n == 0 else self.tr("Draw {0} ({0})").format(n)

    def _fit(self, shown: Sequence[QWidget]) -> None:
        """The widest labels may take two lines, as many as the row needs to fit its
        width (the others keep one line, however the layout shares the room). The row
        asks no more width than with every long label on two lines: the window may
        always be made as narrow as that (the width it has is what decides)."""
        row = self.buttons.layout()
        assert row is not None
        in_row = [w for w in shown if w is not self.range]
        spacing = max(row.spacing(), 0) * max(len(in_row) - 1, 0)
        savings = sorted(((w.saving(), w) for w in in_row if isinstance(w, WrapButton)),
                         key=lambda pair: pair[0], reverse=True)
        widest = sum(w.sizeHint().width() for w in in_row) + spacing
        least = widest - sum(saving for saving, _ in savings)
        if self.buttons.minimumWidth() != least:
            self.buttons.setMinimumWidth(least)
        short = widest - self.width()
        for saving, button in savings:
            button.may_wrap(short > 0)
            short -= saving
        wrapping = [button for _, button in savings]
        for button in self._wrapping.difference(wrapping):
            button.may_wrap(False)
        self._wrapping = set(wrapping)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit([w for w, shown in self._shown.items() if shown])

    def show_only(self, *widgets: QWidget) -> None:
        everything: tuple[QWidget, ...] = (
            self.fold, self.check_call, self.bet_raise, self.amount, self.bet_raise_big,
            self.all_in, self.bring_in, self.muck, self.next, *self.draws, self.range)
        self._keep_row_height()
        self._fit(widgets)
        if self.bet_raise not in widgets:
            self._legal = None
        wanted = (*widgets, self.range) if self.bet_raise in widgets else widgets
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

    # ------------------------------------------------------------ the choices

    def _verb(self, kind: RaiseKind) -> str:
        """R-5.1: a bet when nothing is to be called, a raise, or a completion
        (the stud bring-in made up to the small bet, R-6.4; R-5.7's short all-in)."""
        if kind is RaiseKind.BET:
            return self.tr("Bet")
        if kind is RaiseKind.COMPLETE:
            return self.tr("Complete")
        return self.tr("Raise")

    def _call_text(self, legal: LegalActions) -> str:
        """"Check", "Call 75", with chips already in front "Call 75 to 100", and
        "Call 75, all-in" when the call is the whole stack."""
        loc = QLocale()
        if legal.call == 0:
            return self.tr("Check (C)")
        if legal.call_to == legal.all_in_to:  # the all-in too: one button, C or A
            return self.tr("Call {0}, all-in (C/A)").format(loc.toString(legal.call))
        if legal.bet:
            return self.tr("Call {0} to {1} (C)").format(loc.toString(legal.call),
                                                         loc.toString(legal.call_to))
        return self.tr("Call {0} (C)").format(loc.toString(legal.call))

    def _all_in_text(self, legal: LegalActions) -> str:
        """The chips the all-in puts in, and its total when chips are in front."""
        loc = QLocale()
        stack = legal.all_in_to - legal.bet
        if legal.bet:
            return self.tr("All-in {0} to {1} (A)").format(loc.toString(stack),
                                                           loc.toString(legal.all_in_to))
        return self.tr("All-in {0} (A)").format(loc.toString(stack))

    def show_actions(self, legal: LegalActions, pot_limit: bool) -> None:
        """The player's choices with exact amounts (R-5.1 to R-5.7). The all-in that is
        another choice's amount (the call, the bring-in, the one raise or the fixed
        limit's bigger size is the whole stack) is that choice's button, saying both:
        the rules allow one action there, and either key takes it."""
        loc = QLocale()
        # Fold where the rules allow it: not the low card's bring-in, but the
        # player it passed on to from an all-in ante may fold (TDA RP-10-E).
        shown: list[QWidget] = [self.fold] if legal.can_fold else []
        if legal.bring_in is not None:  # not one the table's chips cannot pay (TDA 20)
            text = self.tr("Bring in {0}, all-in (B/A)") if legal.bring_in == legal.all_in_to \
                else self.tr("Bring in {0} (B)")
            self.bring_in.setText(text.format(loc.toString(legal.bring_in)))
            if legal.bring_in_payable:
                shown.append(self.bring_in)
        else:
            self.check_call.setText(self._call_text(legal))
            shown.append(self.check_call)
        if legal.raise_min is not None and legal.raise_max is not None:
            shown += self._show_raise(legal, pot_limit)
        if legal.most_is_all_in and legal.most not in self._fixed_amounts(legal):
            self.all_in.setText(self._all_in_text(legal))
            shown.append(self.all_in)
        self.show_only(*shown)
        self._legal = legal if self.bet_raise in shown else None

    @staticmethod
    def _fixed_amounts(legal: LegalActions) -> tuple[int, ...]:
        """The totals a button of its own stands for: the call, the bring-in, each
        fixed size of the bet or raise (not the range's ends, typed in the field)."""
        fixed: tuple[int, ...] = (legal.call_to,) if legal.bring_in is None else (legal.bring_in,)
        if legal.raise_min is not None and (legal.fixed_sizes or
                                            legal.raise_min == legal.raise_max):
            fixed += legal.raise_amounts()
        return fixed

    def _show_raise(self, legal: LegalActions, pot_limit: bool) -> list[QWidget]:
        """The bet, raise or completion: each fixed-limit size a button of its own
        (R-5.5, R-6.4), else one button and the amount between the ends."""
        assert legal.raise_min is not None and legal.raise_max is not None
        loc = QLocale()
        verb = self._verb(legal.raise_kind)
        low, high = legal.raise_min, legal.raise_max
        if legal.fixed_sizes or low == high:
            sizes = (self.tr("{0} to {1}, all-in (R/A)") if low == legal.all_in_to else
                     self.tr("{0} to {1} (R)"),
                     self.tr("{0} to {1}, all-in (H/A)") if high == legal.all_in_to else
                     self.tr("{0} to {1} (H)"))
            self.bet_raise.setText(sizes[0].format(verb, loc.toString(low)))
            self.range.setText(link_rules(self.tr("{0} to {1} ({2})").format(
                verb, loc.toString(low), legal.range_rules) if low == high else self.tr(
                "{0} to {1} or {2} ({3})").format(verb, loc.toString(low), loc.toString(high),
                                                  legal.range_rules)))
            if low == high:
                return [self.bet_raise]
            self.bet_raise_big.setText(sizes[1].format(verb, loc.toString(high)))
            return [self.bet_raise, self.bet_raise_big]
        self.bet_raise.setText(self.tr("{0} to (R)").format(verb))
        # touched only when they change: a spin box repaints at each call
        if (self.amount.minimum(), self.amount.maximum()) != (low, high):
            self.amount.setRange(low, high)
        if self.amount.value() != low:
            self.amount.setValue(low)
        self.amount.forget_typed()
        if high == legal.all_in_to:
            most = self.tr("maximum (all-in)")
        else:
            most = self.tr("pot-limit maximum") if pot_limit else self.tr("maximum")
        self.range.setText(link_rules(self.tr("{0} to: minimum {1}, {2} {3} ({4})").format(
            verb, loc.toString(low), most, loc.toString(high), legal.range_rules)))
        return [self.bet_raise, self.amount]

    def show_draw(self, most: int = 5) -> None:
        """Stand pat and each draw up to ``most`` cards (R-6.5: 4 where at most 3 may be
        drawn, 4 keeping a shown ace)."""
        self.show_only(*self.draws[:most + 1])

    def show_showing(self, muck: bool = True) -> None:
        """Show, and Muck only when the rules let this hand be mucked (R-7.1, R-7.2)."""
        self.next.setText(self.tr("Show (N)"))
        self.show_only(self.next, *((self.muck,) if muck else ()))


class DeclareBox(QGroupBox):
    """Guts: a button for each seat dealt into this deal (R-6.6: a loser who paid
    sits this one out), its seat number its key; a ticked seat has declared in."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("declareBox")
        # The title is a label, not the box's own title, so its rule id is a link.
        self.title_label = follow_rule_links(named(QLabel(), "declareTitle"))
        follow_language(self).bind(lambda text: self.title_label.setText(link_rules(text)),
                                   lambda: self.tr("Declared in (R-6.6)"))
        self._column = column = QVBoxLayout(self)
        column.addWidget(self.title_label)
        # two a row where two ticked buttons fit side by side (four fit the side column
        # at 1366 in English), else one a row: a button never shows part of its words
        self._row = QGridLayout()
        column.addLayout(self._row)
        self._columns = 2
        self.buttons: dict[int, QPushButton] = {}

    def _text(self, seat: int, declared: bool) -> str:
        said = self.tr("Seat {0} in ({1})").format(seat, seat % 10)
        return f"\u2714 {said}" if declared else said

    def show_seats(self, seats: tuple[int, ...]) -> None:
        """A button for each of ``seats``, none ticked."""
        if list(self.buttons) != list(seats):
            for b in self.buttons.values():
                b.deleteLater()
            self.buttons = {}
            for n, seat in enumerate(seats):
                b = big_button(self._text(seat, False), f"declare_{seat}")
                b.setCheckable(True)
                # a ticked seat says so in words, not only in the button's shade
                b.toggled.connect(lambda on, b=b, seat=seat: b.setText(self._text(seat, on)))
                self._row.addWidget(b, n // 2, n % 2)
                self.buttons[seat] = b
            self._columns = 2
        for b in self.buttons.values():
            b.setChecked(False)
        self.show()
        self._place(self.width())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place(event.size().width())

    def _place(self, width: int) -> None:
        """Two buttons a row when two, ticked, fit in ``width`` (the box's), else one."""
        if not self.buttons:
            return
        widest = 0
        for seat, b in self.buttons.items():
            metrics = b.fontMetrics()
            padding = b.sizeHint().width() - metrics.horizontalAdvance(b.text())
            widest = max(widest, padding + metrics.horizontalAdvance(self._text(seat, True)))
        margins = self._column.contentsMargins()
        frame = self.width() - self.contentsRect().width()
        room = width - frame - margins.left() - margins.right()
        columns = 2 if 2 * widest + max(self._row.horizontalSpacing(), 0) <= room else 1
        if columns == self._columns:
            return
        self._columns = columns
        for n, b in enumerate(self.buttons.values()):
            self._row.removeWidget(b)
            self._row.addWidget(b, n // columns, n % columns)

    def declared(self) -> list[int]:
        """The seats ticked: in."""
        return [seat for seat, b in self.buttons.items() if b.isChecked()]

    def key_button(self, key: int) -> QPushButton | None:
        """The button of the seat a digit names (0: seat 10)."""
        if not Qt.Key.Key_0.value <= key <= Qt.Key.Key_9.value:
            return None
        return self.buttons.get(key - Qt.Key.Key_0.value or 10)
