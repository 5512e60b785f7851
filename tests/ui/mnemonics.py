"""The Alt letters of a window (``&Save``: Alt+S) a person sees: its menu bar's titles
(Alt+F opens File), every visible button, check box and label with a buddy; two on
one letter are a clash (Qt then only moves the focus between them and presses
neither, or opens the menu and presses nothing)."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QMainWindow, QWidget


def mnemonic(text: str) -> str:
    """The Alt letter of ``text`` (``"Pre&view"``: ``"V"``), "" when it has none."""
    sequence = QKeySequence.mnemonic(text)
    return sequence.toString(QKeySequence.SequenceFormat.PortableText).removeprefix("Alt+")


def letters_shown(window: QWidget) -> dict[str, list[str]]:
    """Letter (folded) -> the texts on it, among the window's menu bar titles and its
    visible widgets (a hidden page's buttons are not pressed by their letter)."""
    found: dict[str, list[str]] = defaultdict(list)
    if isinstance(window, QMainWindow):
        for action in window.menuBar().actions():
            if action.isVisible() and (letter := mnemonic(action.text())):
                found[letter.casefold()].append(action.text())
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.window() is not window:
            continue
        labelled = isinstance(widget, QLabel) and widget.buddy() is not None
        if not (isinstance(widget, QAbstractButton) or labelled):
            continue
        letter = mnemonic(widget.text())  # type: ignore[attr-defined]
        if letter:
            found[letter.casefold()].append(widget.text())  # type: ignore[attr-defined]
    return found


def mnemonic_clashes(window: QWidget) -> dict[str, list[str]]:
    """Letter -> the texts that share it, for the letters used more than once among
    those the window shows (``letters_shown``)."""
    return {letter: texts for letter, texts in letters_shown(window).items()
            if len(texts) > 1}
