"""The dealer panel's step line wraps between words, never inside one: at 1024x600
in Hungarian the flop's first choice, "… tét 50–9950 összegre (a 9950 már all-in)
vagy dobás", broke as "all-" / "in)". A hyphen inside a word ("all-in",
"bring-in") is a non-breaking one on the panel's wrapped lines, in every message
and both languages; a rule id ("R-7.2") stays a link."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.ui.common.context import AppContext
from director.ui.common.style import apply_style
from director.ui.shell.app import install_translator
from tests.ui.dealer_driver import press
from tests.ui.event_fixtures import context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import dealer_panel_by_keys

__all__ = ["context", "time"]


def shown_lines(label: QLabel) -> list[str]:
    """The lines ``label`` wraps its text into at its width, as they are drawn."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    doc.setHtml(label.text())
    doc.setTextWidth(label.contentsRect().width())
    doc.size()  # laid out
    lines = []
    block = doc.begin()
    while block.isValid():
        layout = block.layout()
        for n in range(layout.lineCount()):
            line = layout.lineAt(n)
            lines.append(block.text()[line.textStart():line.textStart() + line.textLength()])
        block = block.next()
    return lines


@pytest.mark.parametrize("language", ["hu", "en"])
def test_the_step_line_never_breaks_all_in_at_its_hyphen(
        qtbot: QtBot, tmp_path: Path, context: AppContext, qapp: QApplication,
        language: str) -> None:
    apply_style(qapp)  # the program's font, as the real start gives it
    try:
        event, _ = tournament(context, players=6, tables=1, seed=5)
        window = open_main_window(qtbot, tmp_path, context, language)
        window.resize(1024, 600)
        resume_event(qtbot, window, event)
        panel = dealer_panel_by_keys(qtbot, window)
        panel.setFocus()
        seen = []
        for _ in range(40):  # blinds and cards N, every player calls or checks C
            step = panel.session.step()
            text = panel.step_label.text()
            if step.kind is StepKind.ACT and "all" in text:
                seen.append(text)
                lines = shown_lines(panel.step_label)
                assert not any(line.rstrip().endswith("-") for line in lines), lines
                assert "all\u2011in" in "".join(lines) or "all-in" not in text, lines
            if panel.session.hand.board and step.kind is StepKind.ACT:
                break
            press(qtbot, panel, Qt.Key.Key_C if step.kind is StepKind.ACT else Qt.Key.Key_N)
        assert len(seen) >= 7, seen  # each preflop choice and the flop's first
        if language == "hu":
            # the flop's first choice: wrapped to two lines, "all-in" whole on one
            lines = shown_lines(panel.step_label)
            assert len(lines) == 2 and lines[1] == "all\u2011in) vagy dobás", lines
    finally:
        install_translator("en")
