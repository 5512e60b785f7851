"""Where a single key belongs (DESIGN.md "Keyboard first"): a letter pressed while
a text field, a number field or a list has the focus is typing, never a command.

A field that takes only some keys (``KeysField``: the dealer panel's card field
takes what a card is written with, its amount field digits) ignores the others,
so they go up to the page it is in as a button's keys do: the page's single keys
work wherever the focus is in the page, and what the field types is never a
command nor a command typed into the field."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

EDITORS = (QLineEdit, QAbstractSpinBox, QComboBox, QTextEdit, QPlainTextEdit)
#: The director's undo and redo, the same in the main window and the clock display.
UNDO_KEYS = ("Ctrl+Z",)
REDO_KEYS = ("Ctrl+Shift+Z", "Ctrl+Y")


@runtime_checkable
class KeysField(Protocol):
    """A field that takes only some keys; the page it is in has the rest."""

    def takes_key(self, event: QKeyEvent) -> bool:
        """Whether the field types (or edits with) this key."""
        ...


def editor_has_focus(within: QObject) -> bool:
    """A text field, a number field or a list has the keyboard in the window of
    ``within`` (the widget a key went to: an event filter's watched object, so
    anything but a widget has no field). Another window's field never counts, not
    even one whose window was the active one until a moment ago: the application's
    focus widget still names it until the window system's activation of the new
    window is handled, and a key pressed then is the new window's."""
    return isinstance(within, QWidget) and isinstance(within.window().focusWidget(), EDITORS)


def typing(within: QObject, event: QKeyEvent) -> bool:
    """Whether ``event``, a key that went to ``within``, is typing in the field that
    has the keyboard in ``within``'s window (``editor_has_focus``): any key is a
    text field's, but a ``KeysField`` types only the keys it takes (the card field
    passes N on to the panel, a card's letters it types)."""
    if not isinstance(within, QWidget):
        return False
    focus = within.window().focusWidget()
    if not isinstance(focus, EDITORS):
        return False
    return not isinstance(focus, KeysField) or focus.takes_key(event)


def passes_undo(event: QKeyEvent, edit: QLineEdit) -> bool:
    """Whether ``event`` is Ctrl+Z (Ctrl+Shift+Z, Ctrl+Y) while ``edit`` has no typing
    of its own to take back (or put back): then it is the program's undo of the
    director's last action, which the field passes on to its page (or the window's
    Edit > Undo) instead of keeping the key with nothing to do (the console's name
    box, the dealer panel's and the cash ledger's amount fields)."""
    return (event.matches(QKeySequence.StandardKey.Undo) and not edit.isUndoAvailable()) \
        or (event.matches(QKeySequence.StandardKey.Redo) and not edit.isRedoAvailable())


def plain_letter(event: QKeyEvent) -> str:
    """The letter of a key pressed without Ctrl, Alt or Meta (Shift as it may: N is
    n), in lower case; "" for any other key (a digit, Enter, Ctrl+Z, a symbol)."""
    text = event.text()
    held = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                 | Qt.KeyboardModifier.KeypadModifier)
    if (len(text) == 1 and text.isascii() and text.isalpha()
            and held == Qt.KeyboardModifier.NoModifier):
        return text.casefold()
    return ""


def clicks_keep_keys(*buttons: QWidget) -> None:
    """A click on one of ``buttons`` leaves the keyboard where it was (with the page
    and its single keys): a button clicked kept the focus, so the next Space pressed
    it again (the dealer's Fold clicked for one seat folded the next on Space). Tab
    still reaches them, and Space presses the one Tab chose."""
    for button in buttons:
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)


class PageKey(QObject):
    """A part of a page with a single key of its own (the dealer panel's Report busts,
    O; its straddle, S): the key presses ``button`` while the focus is inside ``page``
    and no field there types it (``typing``), as the page's own single keys do, and
    only while the button shows; a click on it leaves the keyboard with the page."""

    def __init__(self, page: QWidget, key: Qt.Key, button: QAbstractButton) -> None:
        super().__init__(button)
        self.key, self.button = key, button
        clicks_keep_keys(button)
        page.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == self.key
                and event.modifiers() == Qt.KeyboardModifier.NoModifier
                and not typing(watched, event) and self.button.isVisible()):
            self.button.click()
            return True
        return super().eventFilter(watched, event)
