"""An event's name in the setup windows: one the program would refuse to store is
said beside the field as it is typed, and Save waits (before, Save raised a Python
error and nothing was saved)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import click, context, type_into, window

__all__ = ["context", "window"]


def test_a_tournament_name_too_long_to_store_is_said_beside_it_and_not_saved(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.buy_in, "5000")
    qtbot.keyClicks(setup.name, "Friday " * 29)  # 203 characters, 202 without the end
    assert setup.name_message.text() == \
        "\u26a0 The event's name must be at most 200 characters long"
    assert not setup.save_button.isEnabled()
    click(qtbot, setup.save_button)
    assert Queries(context.db).list_events() == []
    for _ in range(10):
        qtbot.keyClick(setup.name, "\b")
    assert setup.name_message.text() == ""
    click(qtbot, setup.save_button)
    assert [e.name for e in Queries(context.db).list_events()] == ["Friday " * 27 + "Frid"]


def test_a_cash_game_name_pasted_with_a_tab_from_a_spreadsheet_is_said_beside_it(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_cash_button)
    setup = window.cash_setup
    QApplication.clipboard().setText("Péntek\testi cash")  # two cells copied from a sheet
    setup.name.setFocus()
    qtbot.keyClick(setup.name, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert setup.name_message.text() == (
        "\u26a0 The event's name must not hold control characters (a line break, a tab, "
        "an invisible or a right-to-left sign); retype it")
    assert not setup.save_button.isEnabled()
    click(qtbot, setup.save_button)
    assert Queries(context.db).list_events() == []
    type_into(qtbot, setup.name, "Péntek esti cash")
    click(qtbot, setup.save_button)
    assert [e.name for e in Queries(context.db).list_events()] == ["Péntek esti cash"]
