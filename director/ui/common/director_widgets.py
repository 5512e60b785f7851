"""Small pieces the windows share: amounts in the chosen locale, an amount field that
keeps what is typed (``TypedAmount``), title lines, the one style of a refusal
(``show_refusal``), the message shown next to an action, and the signal that tells
every page of an event to redraw after a command."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent, QValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from director.engine.messages import Message
from director.services.core.message_data import reason, table_label
from director.ui.common.grouped_amounts import (
    DECIMAL_MARKS,
    NotAnAmount,
    grouped,
    no_amount,
    not_an_amount,
    read_amount,
    regroup,
)
from director.ui.common.keys import passes_undo
from director.ui.common.language import as_sentence, current_language
from director.ui.common.style import set_tone
from director.ui.rules.rule_links import follow_rule_links, link_rules

T = TypeVar("T")


class TypedAmount(QSpinBox):
    """A whole amount typed: the one asked for (``chosen``), within the field's bounds
    or not, so the command it goes to refuses one out of bounds in words. Qt alone
    would change it without a word: drop the digit that passes the top and, at Enter
    or when the field loses the focus, put back the value before in place of one
    below the bottom. Digits grouped as no number is written ("1,5", which Qt read
    as 15) and an amount with a decimal mark ("1.5", Hungarian "1,5", which Qt read
    as 15 dropping the mark: ``no_amount``) are kept as typed too, and are no amount:
    ``chosen`` raises
    ``NotAnAmount``, so the command refuses them in words and does nothing. The
    arrows, Page Up/Down and the wheel stay in bounds; a value set by the program
    replaces what was typed. ``changed`` carries the amount (``amount``) as it
    changes, in bounds or not, None while it is no amount."""

    changed = Signal(object)  # an int (a typed amount may pass a C int), or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._typed: int | None = None  # the number typed since the value was set
        self._typed_text = ""  # and as it was typed
        self._misgrouped = False  # what was typed is no amount ("1,5")
        self.setGroupSeparatorShown(True)
        edit = self.lineEdit()
        assert edit is not None
        edit.textEdited.connect(self._edited)
        self.editingFinished.connect(self._keep_typed)
        self.valueChanged.connect(lambda _v: self.changed.emit(self.amount()))

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        """An amount typed with its groups or without (``read_amount``) is kept as
        typed: Qt's own reading took a space out as it was typed (in Hungarian, whose
        groups are no-break spaces, "1 300 000" became "1300000") and refused a comma
        there; one out of bounds is kept too, for the command to refuse in words, and
        digits grouped as no number is written ("1,5" on the way to "1,500", or no
        amount at all), which Qt read as 15, and one with a decimal mark ("1.5"; in
        Hungarian "1,5"), whose mark Qt dropped as it was typed: 15 again."""
        typed = read_amount(text, self.locale())
        if typed is None:
            marks_only = set(text.strip()) <= set(DECIMAL_MARKS)  # ".", on the way to ".5"
            if no_amount(text, self.locale()) or (text.strip() and marks_only):
                return QValidator.State.Intermediate, text, pos  # "1,5", "1.5": refused
            return super().validate(text, pos)
        inside = self.minimum() <= typed <= self.maximum()
        return (QValidator.State.Acceptable if inside else QValidator.State.Intermediate,
                text, pos)

    def valueFromText(self, text: str) -> int:
        typed = read_amount(text, self.locale())
        if typed is None:
            return super().valueFromText(text)
        return min(max(typed, self.minimum()), self.maximum())

    def _edited(self, text: str) -> None:
        self._typed = read_amount(text, self.locale())
        self._typed_text = text
        self._misgrouped = self._typed is None and no_amount(text, self.locale())
        self.changed.emit(self.amount())

    def _keep_typed(self) -> None:
        """Once typed (Enter, or the focus gone): a good amount shown grouped the
        language's way (``regroup``); one out of bounds or no amount, which Qt would
        replace with the value before, shown again as typed, the one the command is
        given (and refuses)."""
        edit = self.lineEdit()
        if edit is None:
            return
        if self._misgrouped:
            edit.setText(self._typed_text)
        elif self._typed is None:
            return
        elif self._typed != self.value():
            edit.setText(self._typed_text)
        else:
            regroup(edit, self._typed, self.locale())

    def changeEvent(self, event: QEvent) -> None:
        """After a change of language, the amount grouped the new language's way (one
        typed out of bounds too); what is no amount stays as typed."""
        if event.type() == QEvent.Type.LanguageChange:
            if self.locale() != QLocale():  # (its window's locale follows the language too)
                self.setLocale(QLocale())  # Qt shows the value again, in the new language
            edit = self.lineEdit()
            if edit is not None and self._misgrouped:
                edit.setText(self._typed_text)
            elif edit is not None and self._typed is not None and self._typed != self.value():
                self._typed_text = grouped(self._typed, self.locale())
                edit.setText(self._typed_text)
        super().changeEvent(event)

    def stepBy(self, steps: int) -> None:
        """The arrows, Page Up/Down or the wheel: the value they reach is the amount."""
        self.forget_typed()
        super().stepBy(steps)

    def setValue(self, value: int) -> None:
        """A value past the bounds (a stack of 3,000,000,000 counted before) is shown
        and is the amount as if typed: Qt would show its bound in its place, or fail
        past a C int."""
        self.forget_typed()
        if self.minimum() <= value <= self.maximum():
            super().setValue(value)
            return
        super().setValue(self.maximum() if value > self.maximum() else self.minimum())
        edit = self.lineEdit()
        assert edit is not None
        self._typed, self._typed_text = value, grouped(value, self.locale())
        edit.setText(self._typed_text)
        self.changed.emit(value)

    def forget_typed(self) -> None:
        self._typed, self._misgrouped = None, False

    def amount(self) -> int | None:
        """The amount typed, in bounds or not, else the value shown; None when what
        was typed is no amount ("1,5")."""
        if self._misgrouped:
            return None
        return self.value() if self._typed is None else self._typed

    def chosen(self) -> int:
        """The amount typed, in bounds or not, else the value shown; what is no amount
        is refused in words (``NotAnAmount``: a command reading it refuses it)."""
        amount = self.amount()
        if amount is None:
            raise NotAnAmount(not_an_amount(self._typed_text))
        return amount


class PageAmount(TypedAmount):
    """An amount field of a page with an undo of its own (the cash ledger's amount
    and count, the dealer panel's bet): Ctrl+Z (Ctrl+Shift+Z, Ctrl+Y) is the field's
    while it has typing to take back (or put back), else it goes on to the page, the
    program's undo of the director's last action, as from the console's name box
    (``keys.passes_undo``): the field kept it, with nothing to do."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and passes_undo(event, self.edit()):
            return True  # not accepted: the page's undo, or the window's Edit > Undo
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if passes_undo(event, self.edit()):
            event.ignore()  # up to the page, whose Ctrl+Z is the program's undo
            return
        super().keyPressEvent(event)

    def edit(self) -> QLineEdit:
        edit = self.lineEdit()
        assert edit is not None  # a spin box has its line edit
        return edit


_currency = ["$"]


def set_default_currency(symbol: str) -> None:
    """The program's default currency (Settings), for events that name none."""
    _currency[0] = symbol.strip() or "$"


def default_currency() -> str:
    return _currency[0]


def money(amount: int, currency: str = "") -> str:
    """A money amount: the event's ``currency`` (else the program's default) shown the
    same in every language, a sign such as $ or € before the number and a word such
    as Ft or EUR after it; the digits grouped the chosen language's way
    (``$12,400`` / ``$12 400``, ``12,400 Ft`` / ``12 400 Ft``)."""
    symbol = currency.strip() or _currency[0]
    digits = grouped(abs(int(amount)))  # one typed past 64 bits too
    sign = "-" if amount < 0 else ""
    if symbol[:1].isalpha():
        return f"{sign}{digits}\u00a0{symbol}"
    return f"{sign}{symbol}{digits}"


def chips(amount: int) -> str:
    """A chip amount with the locale's digit grouping."""
    return grouped(amount)


def table_name(name: str) -> str:
    """A table's name in the chosen language: the names the program gives ("Table 3")
    are translated, a name the director typed stays as it is."""
    label = table_label(name)
    if label.id != "svc-table":
        return name
    return QCoreApplication.translate("Tables", "Table %1").replace("%1", str(label["table"]))


def chip_colour(colour: str) -> str:
    """A chip colour in the chosen language: the usual colours the program and its
    templates write in English are translated, a colour the director typed stays."""
    tr = QCoreApplication.translate
    names = {"white": tr("ChipColours", "white"), "red": tr("ChipColours", "red"),
             "green": tr("ChipColours", "green"), "black": tr("ChipColours", "black"),
             "blue": tr("ChipColours", "blue"), "purple": tr("ChipColours", "purple"),
             "yellow": tr("ChipColours", "yellow"), "orange": tr("ChipColours", "orange"),
             "pink": tr("ChipColours", "pink"), "grey": tr("ChipColours", "grey"),
             "gray": tr("ChipColours", "grey"), "brown": tr("ChipColours", "brown")}
    return names.get(colour.strip().casefold(), colour)


def chip_colour_key(shown: str) -> str:
    """The colour to store for one shown or typed in the chosen language: a usual
    colour's English key ("piros" in Hungarian is "red", as ``chip_colour`` shows
    it), so the chips read in every language; any other colour as typed."""
    typed = shown.strip()
    keys = ("white", "red", "green", "black", "blue", "purple", "yellow", "orange", "pink",
            "grey", "brown")
    return next((key for key in keys if chip_colour(key).casefold() == typed.casefold()),
                typed)


def make_heading(label: QLabel) -> QLabel:
    """A title line: the label's font half again as big, and bold."""
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    font.setBold(True)
    label.setFont(font)
    return label


def read_only_rows(view: QAbstractItemView) -> None:
    """A list read a row at a time and edited nowhere: no cell opens for typing, and
    Tab (Shift+Tab) goes on to the next control rather than from cell to cell, row
    after row, never out of the list (the console's list of players was such a trap:
    its buttons were out of the keyboard's reach)."""
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setTabKeyNavigation(False)


#: A hyphen inside a word ("all-in", "bring-in", "color-up") or a range of amounts
#: ("100-10,000"): between two letters or two digits. A rule id's ("R-7.2") is left
#: alone (a link is made of it), and so is a dash between words.
_WORD_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])|(?<=\d)-(?=\d)")
_MARKUP = re.compile(r"(<[^<>]*>)")


def whole_words(text: str) -> str:
    """``text`` with each hyphen inside a word or a range made a non-breaking one
    (U+2011, the same dash in the program's font), so a wrapped line never ends in
    "all-" with "in" on the next (the dealer panel's step line at 1024 wide), nor in
    "100-" with "10,000" on the next. Markup (a tag's name and attributes) is left
    as it is."""
    if "-" not in text:
        return text
    return "".join(part if part.startswith("<") else _WORD_HYPHEN.sub("\u2011", part)
                   for part in _MARKUP.split(text))


class SteadyLabel(QLabel):
    """A wrapped line that keeps the height of the longest text it showed at its width
    (``keep_height``, after each text or width): a longer text then does not shrink
    what is under it, nor a shorter one grow it back, each a new layout and drawing
    (the dealer panel's step line: every seat drawn again at a new scale, issue 21).
    At a new width it starts again from ``lines`` lines."""

    def __init__(self, lines: int = 2) -> None:
        super().__init__()
        self.setWordWrap(True)
        self._lines, self._width = lines, -1
        self._heights: dict[tuple[str, int, str], int] = {}

    def keep_height(self) -> None:
        width = self.width()
        if width != self._width:
            self._width = width
            # ``lines`` from the start: a rare longer text grows it, once
            self.setMinimumHeight(self._lines * self.fontMetrics().lineSpacing()
                                  + 2 * self.margin())
        if not self.isVisible():
            return
        # measured once per text at this width (laying out the text costs a fraction
        # of a millisecond; the dealer's steps come back hand after hand)
        key = (self.text(), width, self.font().key())
        needed = self._heights.get(key)
        if needed is None:
            if len(self._heights) >= 512:
                self._heights.clear()
            needed = self._heights[key] = self.heightForWidth(width)
        if needed > self.minimumHeight():
            self.setMinimumHeight(needed)


TITLE_BAR = 32  # what a window manager's title bar takes above a window


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Size ``window`` at ``width`` x ``height``, or smaller where the screen it is on
    is smaller (a 1024x600 netbook: the window and its title bar stay on it)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width()), min(height, room.height() - TITLE_BAR)
    window.resize(width, height)


def scrolled(widget: QWidget, name: str = "") -> QScrollArea:
    """``widget`` in a frameless scroll area, so a long form scrolls on a small screen
    (1024x600) while the buttons outside it stay in view. An area that scrolls up and
    down only (its sideways bar turned off) makes room for its up-and-down bar when
    that shows, so the form's right side is never cut under it (``_RoomForTheBar``)."""
    area = QScrollArea(widget.parentWidget())
    area.setObjectName(name or f"{widget.objectName() or 'page'}Scroll")
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(widget)
    _RoomForTheBar(area)
    return area


class _RoomForTheBar(QObject):
    """Widens a scroll area with no sideways bar by its up-and-down bar's width once
    that bar shows (or the form asks for more width while it shows): the form keeps
    the width it needs instead of losing its right edge under the bar (issue 29: the
    cash tables' controls and the dealer panel's side column at 1024x600). It only
    widens, so a bar that comes and goes as the width changes cannot make it flicker."""

    def __init__(self, area: QScrollArea) -> None:
        super().__init__(area)
        self.area = area
        area.verticalScrollBar().installEventFilter(self)
        widget = area.widget()
        if widget is not None:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.LayoutRequest):
            self._make_room()
        return False

    def _make_room(self) -> None:
        area, widget = self.area, self.area.widget()
        bar = area.verticalScrollBar()
        if widget is None or not bar.isVisible() or \
                area.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
            return
        margins = area.contentsMargins()
        needed = max(widget.minimumSizeHint().width(), widget.minimumWidth()) + \
            bar.sizeHint().width() + margins.left() + margins.right()
        if needed > area.minimumWidth():
            area.setMinimumWidth(min(needed, area.maximumWidth()))


def _modifiers(event: QKeyEvent) -> Qt.KeyboardModifier:
    return event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier


def is_undo(event: QKeyEvent) -> bool:
    """Ctrl+Z (not Ctrl+Shift+Z: that is redo)."""
    return event.key() == Qt.Key.Key_Z and \
        _modifiers(event) == Qt.KeyboardModifier.ControlModifier


def is_redo(event: QKeyEvent) -> bool:
    """Ctrl+Shift+Z or Ctrl+Y."""
    control, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    return (event.key() == Qt.Key.Key_Z and _modifiers(event) == control | shift) or \
        (event.key() == Qt.Key.Key_Y and _modifiers(event) == control)


class UndoPage(QWidget):
    """A page of an event that takes Ctrl+Z (and, where it has a ``redo``, Ctrl+Shift+Z
    and Ctrl+Y) for itself: the main window binds the same keys to the Edit menu,
    and two equal shortcuts would cancel out."""

    def _has_redo(self) -> bool:
        return type(self).redo is not UndoPage.redo

    def _takes(self, event: QKeyEvent) -> bool:
        return is_undo(event) or (is_redo(event) and self._has_redo())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and self._takes(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if is_undo(event):
            self.undo()
            return
        if is_redo(event) and self._has_redo():
            self.redo()
            return
        super().keyPressEvent(event)

    def undo(self) -> None:
        raise NotImplementedError

    def redo(self) -> None:
        """Put back what the last undo took back; a page without it leaves the keys to
        the Edit menu."""


class EventChanges(QObject):
    """Emitted after every command on an event so each page of it redraws; ``gone``
    instead, once, when the event was deleted (at another station): its pages close."""

    changed = Signal()
    gone = Signal()


Said = str | Message | Callable[[], str]


def _wording(said: Message | Callable[[], str]) -> Callable[[], str]:
    if isinstance(said, Message):
        return lambda: as_sentence(said)
    return said


def warned(words: str) -> str:
    """A refusal's words with the warning sign before them: colour is never the only
    signal (a status line or the clock's notice line draws them in its own colours)."""
    return "\u26a0 " + words


def show_refusal(label: QLabel, words: str) -> None:
    """Say a refusal on ``label`` in the windows' one style: "⚠ " before the words,
    bold, in the palette's error colour (``app.qss``'s one rule for
    ``QLabel[tone="error"]``), its rule ids links. Every label that says why something
    was refused says it so: a page's message line, the line beside a setup field, the
    dealer panel's, a dialog's. No words: the label is cleared and plain again."""
    if not words:
        set_tone(label, "")
        label.clear()
        return
    set_tone(label, "error")
    label.setText(link_rules(warned(words)))


class MessageLabel(QLabel):
    """The line next to a group of actions: what a command did, or why it was refused.

    What it says is given as a message or as a function that words it (a Qt text:
    ``lambda: self.tr(...)``): after a change of language the line is said again in
    the new language. A fixed text goes instead."""

    def __init__(self, parent: QWidget | None = None, name: str = "message") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWordWrap(True)
        self.error = False
        self.said: Callable[[], str] | None = None
        follow_rule_links(self)  # a refusal's rule id opens the rulebook there
        self.language = current_language()

    def show_info(self, said: Said) -> None:
        self._show(said, error=False)

    def show_error(self, said: Said) -> None:
        """A refusal in the window's language (``language.refusal`` renders an
        error's message)."""
        self._show(said, error=True)

    def _show(self, said: Said, error: bool) -> None:
        if isinstance(said, str):
            self.said, words = None, said
        else:
            self.said = _wording(said)
            words = self.said()
        self.error = error
        self.language = current_language()
        self._draw(words)

    def _draw(self, words: str) -> None:
        if self.error:
            show_refusal(self, words)
        else:
            set_tone(self, "")
            self.setText(link_rules(words))

    def changeEvent(self, event: QEvent) -> None:
        """After a change of language the last message is said again in the new one (a
        fixed text, said in the other language, goes)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.language != current_language():
            self.language = current_language()
            if self.said is not None:
                self._draw(self.said())
                return
            self.error = False
            self.clear()

    def clear(self) -> None:
        """Nothing said: nor said again after a change of language."""
        self.said, self.error = None, False
        set_tone(self, "")
        super().clear()

    def attempt(self, command: Callable[[], T]) -> T | None:
        """Run a service command; a refusal is shown here, never as a traceback."""
        try:
            return command()
        except ValueError as exc:
            self.show_error(reason(exc))  # said again after a change of language
            return None


def typed_player(box: QComboBox, message: MessageLabel, nothing_typed: str) -> int | str | None:
    """The player chosen or typed in ``box``: a known name's id (an item with its
    player's id: a box that puts Enter's text in its list adds one with none), else the
    name typed, a new player the command adds in its own transaction (a refused or
    cancelled command adds nobody); with nothing typed ``message`` says
    ``nothing_typed`` (each page's own words) and there is none."""
    name = box.currentText().strip()
    if not name:
        message.show_error(nothing_typed)
        return None
    index = box.findText(name, Qt.MatchFlag.MatchFixedString)
    known = box.itemData(index) if index >= 0 else None
    return int(known) if known is not None else name
