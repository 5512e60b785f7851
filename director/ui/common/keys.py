"""Where a single key belongs (DESIGN.md "Keyboard first"): a letter pressed while
a text field, a number field or a list has the focus is typing, never a command."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
)

EDITORS = (QLineEdit, QAbstractSpinBox, QComboBox, QTextEdit, QPlainTextEdit)


def editor_has_focus() -> bool:
    """A text field, a number field or a list has the keyboard."""
    return isinstance(QApplication.focusWidget(), EDITORS)
