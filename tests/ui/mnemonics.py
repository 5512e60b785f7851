"""The Alt letters of a window (``&Save``: Alt+S) a person sees: every visible button,
check box and label with a buddy; two on one letter are a clash (Qt then only moves
the focus between them and presses neither)."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget


def mnemonic(text: str) -> str:
    """The Alt letter of ``text`` (``"Pre&view"``: ``"V"``), "" when it has none."""
    sequence = QKeySequence.mnemonic(text)
    return sequence.toString(QKeySequence.SequenceFormat.PortableText).removeprefix("Alt+")


def mnemonic_clashes(window: QWidget) -> dict[str, list[str]]:
    """Letter -> the texts that share it, for the letters used more than once among the
    window's visible widgets."""
    found: dict[str, list[str]] = defaultdict(list)
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.window() is not window:
            continue
        labelled = isinstance(widget, QLabel) and widget.buddy() is not None
        if not (isinstance(widget, QAbstractButton) or labelled):
            continue
        letter = mnemonic(widget.text())  # type: ignore[attr-defined]
        if letter:
            found[letter.casefold()].append(widget.text())  # type: ignore[attr-defined]
    return {letter: texts for letter, texts in found.items() if len(texts) > 1}
