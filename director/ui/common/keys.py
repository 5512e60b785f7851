"""Where a single key belongs (DESIGN.md "Keyboard first"): a letter pressed while
a text field, a number field or a list has the focus is typing, never a command."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

EDITORS = (QLineEdit, QAbstractSpinBox, QComboBox, QTextEdit, QPlainTextEdit)


def editor_has_focus(within: QObject) -> bool:
    """A text field, a number field or a list has the keyboard in the window of
    ``within`` (the widget a key went to: an event filter's watched object, so
    anything but a widget has no field). Another window's field never counts, not
    even one whose window was the active one until a moment ago: the application's
    focus widget still names it until the window system's activation of the new
    window is handled, and a key pressed then is the new window's."""
    return isinstance(within, QWidget) and isinstance(within.window().focusWidget(), EDITORS)
