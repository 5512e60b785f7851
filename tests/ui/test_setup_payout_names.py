"""The payout tables named in Hungarian on the setup's Payouts tab (before: "Flat",
"Standard", "Top-heavy", "Winner takes all" in a Hungarian window), and an old event's
table chosen again by Duplicate whatever the language shows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.home_driver import click, context, open_main_window
from tests.ui.test_blind_structure_grouped import blinds_tab
from tests.ui.test_cash_game_night import show_window

__all__ = ["context"]


def test_the_payout_tables_are_named_in_hungarian_and_duplicate_finds_the_one_used(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    window = open_main_window(qtbot, tmp_path, context, "hu")
    try:
        setup = blinds_tab(qtbot, window, "payouts")
        chooser = setup.payouts.template
        assert [chooser.itemText(i) for i in range(chooser.count())] == [
            "Még nincs kifizetési táblázat", "Egyenletes", "Szokásos", "Élre súlyozott",
            "A győztes mindent visz"]
        assert chooser.currentText() == "Szokásos"
        chooser.setFocus()
        qtbot.keyClick(chooser, Qt.Key.Key_Down)  # the next one: top-heavy
        assert chooser.currentText() == "Élre súlyozott"
        click(qtbot, setup.save_button)
        show_window(qtbot, window, "home")  # Windows → Home, with the mouse
        [event] = window.home.events
        window.home.select(event.event_id)
        click(qtbot, window.home.duplicate_button)
        assert chooser.currentText() == "Élre súlyozott"
        install_translator("en")  # and in English while the form is open
        QApplication.processEvents()
        assert chooser.currentText() == "Top-heavy"
    finally:
        install_translator("en")
        QApplication.processEvents()
