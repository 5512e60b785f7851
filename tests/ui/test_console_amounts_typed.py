"""The console's number fields keep what the director typed (bad input gets a clear
message and changes nothing): Qt's spin boxes dropped every digit past their top of
2,000,000,000, so a count of 3,000,000,000 chips was stored as 300,000,000 without a
word. Now the command is given the number typed and stores it, or refuses it in
words. The real main window, clicks and keys only."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.console_dialogs import CountDialog
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.keys_driver import key, type_text
from tests.ui.test_tournament_end import click_row, left_click, open_console

__all__ = ["context", "time"]


def _count(qtbot: QtBot, console: ConsolePage, player: str, typed: str) -> None:
    """The player's row, Count chips, the total selected and typed over, Enter."""
    click_row(qtbot, console.entries, player)
    left_click(qtbot, console.buttons["countChips"])
    dialog = console.last_dialog
    assert isinstance(dialog, CountDialog)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    spin = dialog.findChild(QSpinBox, "countTotal")
    assert spin is not None and QApplication.focusWidget() is spin  # selected
    type_text(qtbot, dialog, typed)
    key(qtbot, dialog, Qt.Key.Key_Return)


def test_a_chip_count_past_two_billion_is_the_count_stored_or_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    install_translator("en")
    tournament(context, players=4, tables=1, seed=3)
    console = open_console(qtbot, tmp_path, context)
    _count(qtbot, console, "Anna", "3000000000")
    assert console.message.text() == "Anna has 3,000,000,000 chips"
    _count(qtbot, console, "Anna", "10000000000000")
    assert console.message.error
    assert "must be at most 1,000,000,000,000" in console.message.text(), \
        console.message.text()
    stacks = {e.player: e.stack for e in console.rows}
    assert stacks["Anna"] == 3_000_000_000  # the refused count changed nothing
