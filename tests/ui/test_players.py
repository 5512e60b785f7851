"""The player database: add, search as typed, rename."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import T0, click, context, open_main_window, type_into, window

__all__ = ["context", "window"]


def names(window: MainWindow) -> list[str]:
    table = window.players_page.table
    return [table.item(r, 0).text() for r in range(table.rowCount())]


def test_players_are_added_searched_and_renamed(qtbot: QtBot, window: MainWindow,
                                                context: AppContext) -> None:
    context.events.add_player("Kovács Anna", T0)
    click(qtbot, window.home.players_button)
    page = window.players_page
    assert window.pages.currentWidget() is page
    page.refresh()
    click(qtbot, page.add_button)
    assert page.message.text() == "\u26a0 Type the player's name first"
    for name in ("Tóth Béla", "Szabó Csilla", "Anna Smith"):
        type_into(qtbot, page.name, name)
        click(qtbot, page.add_button)
    assert names(window) == ["Anna Smith", "Kovács Anna", "Szabó Csilla", "Tóth Béla"]
    assert page.message.text() == ""
    assert page.status.text() == "4 players shown"
    type_into(qtbot, page.search, "anna")
    assert names(window) == ["Anna Smith", "Kovács Anna"]
    assert page.status.text() == "2 players shown"
    type_into(qtbot, page.search, "tóth")
    assert page.status.text() == "1 player shown"  # not "1 players shown"
    type_into(qtbot, page.search, "anna")
    page.table.selectRow(1)
    assert page.rename_button.isEnabled()
    type_into(qtbot, page.name, "Kovács Annamária")
    click(qtbot, page.rename_button)
    assert names(window) == ["Anna Smith", "Kovács Annamária"]
    type_into(qtbot, page.search, "")
    assert len(names(window)) == 4
    click(qtbot, page.back_button)
    assert window.pages.currentWidget() is window.home


def test_players_are_listed_in_hungarian_alphabetical_order(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """A Hungarian club's list: "Ábel" among the A's and "Ödön" among the O's, "anna"
    typed in lower case with them too (before, by the characters' codes: Ábel and
    Ödön after Zsolt)."""
    for name in ("Zsolt Kiss", "Ábel Nagy", "Ödön Tóth", "Oszkár Fehér", "anna kovács",
                 "Bence Szabó"):
        context.events.add_player(name, T0)
    window = open_main_window(qtbot, tmp_path, context, "hu")
    try:
        click(qtbot, window.home.players_button)
        assert names(window) == ["Ábel Nagy", "anna kovács", "Bence Szabó", "Oszkár Fehér",
                                 "Ödön Tóth", "Zsolt Kiss"]
        type_into(qtbot, window.players_page.search, "n")  # the search keeps the order
        assert names(window) == ["Ábel Nagy", "anna kovács", "Bence Szabó", "Ödön Tóth"]
    finally:
        install_translator("en")
        QApplication.processEvents()


def test_the_search_finds_a_name_typed_without_its_accents(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    """A director at a keyboard without Hungarian letters types "kovacs" for Kovács, or
    "odon" for Ödön (the nickname too): before, only the accented letters found them."""
    for name in ("Kovács Anna", "Ödön Tóth", "Kovach Péter", "Béla Szűcs"):
        context.events.add_player(name, T0)
    context.events.add_player("Zoltán Nagy", T0, nickname="Öcsi")
    click(qtbot, window.home.players_button)
    page = window.players_page
    type_into(qtbot, page.search, "kovacs")
    assert names(window) == ["Kovács Anna"]
    type_into(qtbot, page.search, "KOVÁCS")
    assert names(window) == ["Kovács Anna"]
    type_into(qtbot, page.search, "odon")
    assert names(window) == ["Ödön Tóth"]
    type_into(qtbot, page.search, "szucs")
    assert names(window) == ["Béla Szűcs"]
    type_into(qtbot, page.search, "ocsi")  # the nickname
    assert names(window) == ["Zoltán Nagy"]
    type_into(qtbot, page.search, "kovac")
    assert names(window) == ["Kovach Péter", "Kovács Anna"]
    assert page.status.text() == "2 players shown"
