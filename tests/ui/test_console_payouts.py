"""The console's payouts before there are any: words, not the payout engine's raw
refusal ("payout table 'Standard' has no row for 1 entries; rows cover 2-6, ...")."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.console.console import ConsolePage
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import SETTINGS, T0, context, time
from tests.ui.home_driver import click

__all__ = ["context", "time"]


def test_no_entries_and_one_entry_say_why_there_are_no_payouts_yet(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    install_translator("en")
    event = context.events.create_event("tournament", "Friday", SETTINGS, T0)
    context.events.add_player("Anna", T0)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    table = window.home.table
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(table.item(0, 0)).center())
    assert window.home.selected_id() == event
    click(qtbot, window.home.resume_button)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    # chips in play (and the average stack once someone plays): the clock's figures
    assert console.pool.text() == ("Prize pool: $0\nEntries: 0 \u00b7 players left: 0\n"
                                   "Chips in play: 0\n"
                                   "No payouts yet: they are worked out as players enter")
    assert console.payouts.rowCount() == 0
    # Anna registers (chosen in the box with the keyboard, then Register clicked)
    console.player_choice.setFocus()
    qtbot.keyClick(console.player_choice, Qt.Key.Key_Home)
    assert console.player_choice.currentText() == "Anna"
    click(qtbot, console.buttons["register"])
    # the payout table's first row is for 2 to 6 entries
    assert console.pool.text() == ("Prize pool: $2,700\nEntries: 1 \u00b7 players left: 1\n"
                                   "Chips in play: 10,000\nAverage stack: 10,000\n"
                                   "No payouts yet: the payout table starts at 2 entries")
    assert "has no row" not in console.pool.text()
