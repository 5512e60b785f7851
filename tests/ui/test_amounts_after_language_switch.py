"""A page opened after the language was switched shows its amounts the new language's
way (LOOK.md, "Words in Hungarian": 20 000, not 20,000): a widget takes its window's
locale, and the main window, made before the switch, kept English's until the switch
gave every window the new one (``install_translator``). Before, a cash game opened
after Settings > Nyelv > Magyar grouped its amount boxes "20,000" beside a table
whose stacks read "10 000"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.director_widgets import TypedAmount
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import choose_from_menu
from tests.ui.opening_driver import click_row, english_settings, night_file, run_program, started

__all__ = ["english_settings"]  # the windows in English at the start, not a first start


def test_a_cash_game_opened_after_the_switch_groups_its_amounts_in_hungarian(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = night_file(tmp_path / "night.sqlite3")
    seen: dict[str, object] = {}

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # the menu closed
        click_row(qtbot, window, "Tuesday cash")  # the list has the keyboard once clicked
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.home.table)
        QTest.keyClick(window.home.table, Qt.Key.Key_Return)  # Enter on the row: the open
        page = window.pages.currentWidget()
        assert isinstance(page, CashTablesPage)
        largest = page.findChild(TypedAmount, "tableMaxBuyIn")
        assert largest is not None
        seen.update(title=page.title.text(), value=largest.value(), text=largest.text(),
                    locale=largest.locale().name())

    try:
        assert run_program(monkeypatch, path, night) == 0
    finally:
        install_translator("en")
    assert seen["title"] == "Tuesday cash · asztalok"
    value = seen["value"]
    assert isinstance(value, int) and value >= 10_000  # the sample's largest buy-in
    assert seen["locale"] == "hu_HU"
    assert seen["text"] == QLocale("hu_HU").toString(value)  # "20 000" (a no-break space)
    assert "," not in str(seen["text"])
