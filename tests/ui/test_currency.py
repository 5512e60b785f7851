"""The money's currency belongs to the event (and the program has a default for new
events): the same prize pool reads $9,000 in English and $9 000 in Hungarian, never
$ in one language and Ft in the other; digits follow the language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QMenu
from pytestqt.qtbot import QtBot

from director.ui.app import Settings, install_translator
from director.ui.console import ConsolePage
from director.ui.context import AppContext
from director.ui.director_widgets import money, set_default_currency
from director.ui.main_window import MainWindow
from tests.ui.event_fixtures import SETTINGS, T0, context, time
from tests.ui.home_driver import click, type_into

__all__ = ["context", "time"]


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    install_translator("en")
    set_default_currency("$")


def main_window(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str
                ) -> MainWindow:
    install_translator(language)
    settings = Settings(QSettings(str(tmp_path / f"{language}.ini"),
                                  QSettings.Format.IniFormat))
    settings.language = language
    window = MainWindow(settings, context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def resume(qtbot: QtBot, window: MainWindow, name: str) -> ConsolePage:
    table = window.home.table
    [row] = [r for r in range(table.rowCount()) if table.item(r, 0).text() == name]
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(table.item(row, 0)).center())
    click(qtbot, window.home.resume_button)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    return console


def test_the_same_prize_pool_in_english_and_hungarian_keeps_its_currency(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    event = context.events.create_event("tournament", "Friday", dict(SETTINGS, currency="$"),
                                        T0)
    for name in ("Anna", "Bence", "Csilla", "Dávid"):
        context.tournaments.register(event, context.events.add_player(name, T0), T0)
    # 4 × 3,000 less 4 fees of 300: 10,800; 70 % / 30 % to the 100: 7,600 and 3,200
    english = resume(qtbot, main_window(qtbot, tmp_path, context, "en"), "Friday")
    assert english.pool.text().startswith("Prize pool: $10,800\n")
    assert english.payouts.item(0, 1).text() == "$7,600"
    english.window().close()
    hungarian = resume(qtbot, main_window(qtbot, tmp_path, context, "hu"), "Friday")
    assert hungarian.pool.text().startswith("Díjalap: $10\u00a0800\n")
    # Hungarian groups digits from five up (CLDR): 7600, 10 800
    assert hungarian.payouts.item(0, 1).text() == "$7600"


def test_a_word_currency_stands_after_the_amount_in_both_languages() -> None:
    install_translator("en")
    assert money(12_400, "Ft") == "12,400\u00a0Ft"
    assert money(-500, "€") == "-€500"
    install_translator("hu")
    assert money(12_400, "Ft") == "12\u00a0400\u00a0Ft"
    assert money(12_400, "EUR") == "12\u00a0400\u00a0EUR"


def _answer_currency(qtbot: QtBot, text: str) -> None:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, QInputDialog) and dialog.objectName() == "currencyDialog"
    edit = dialog.findChild(QLineEdit)
    assert edit is not None
    edit.selectAll()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def open_menu_item(qtbot: QtBot, window: MainWindow, menu: QMenu, name: str) -> None:
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    [action] = [a for a in menu.actions() if a.objectName() == name]
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def test_the_program_default_currency_goes_to_new_events(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    window = main_window(qtbot, tmp_path, context, "en")
    QTimer.singleShot(0, lambda: _answer_currency(qtbot, "Ft"))
    open_menu_item(qtbot, window, window.settings_menu, "defaultCurrency")
    assert window.settings.currency == "Ft"
    assert window.statusBar().currentMessage() == "New events will count in Ft"
    click(qtbot, window.home.new_cash_button)
    setup = window.cash_setup
    assert setup.currency.text() == "Ft"
    type_into(qtbot, setup.name, "Tuesday cash")
    type_into(qtbot, setup.currency, "EUR")
    click(qtbot, setup.save_button)
    _, _, settings = window.home.queries.event_settings(window.home.selected_id() or 0)
    assert settings.currency == "EUR"
    # a currency with a digit or a space is refused, and nothing is saved
    click(qtbot, window.home.new_cash_button)
    type_into(qtbot, setup.name, "Wednesday")
    type_into(qtbot, setup.currency, "E 1")
    assert not setup.save_button.isEnabled()
    assert setup.summary.text() == \
        "A currency is up to 8 letters or signs, without digits or spaces"
