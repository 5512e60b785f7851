"""The Leagues window's name, in Hungarian: a league's name the program refuses is
said in Hungarian words throughout (before, "The league's name legfeljebb 200
karakter hosszú lehet"), and a cash game's too long name is the event's, not a
tournament's ("a verseny neve")."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.services.tournament.leagues import LeagueService
from director.ui.common.context import AppContext
from director.ui.home.leagues import LeaguesWindow
from director.ui.shell.app import install_translator
from tests.ui.home_driver import click, context, open_main_window, open_menu_item, type_into

__all__ = ["context"]


def open_leagues(qtbot: QtBot, tmp_path: Path, context: AppContext,
                 language: str) -> LeaguesWindow:
    """The real main window in ``language``, File > Leagues with the mouse."""
    window = open_main_window(qtbot, tmp_path, context, language)
    open_menu_item(qtbot, window, window.file_menu, "leagues")
    qtbot.waitUntil(lambda: window.findChild(LeaguesWindow) is not None, timeout=2000)
    leagues = window.findChild(LeaguesWindow)
    assert leagues is not None
    qtbot.waitUntil(leagues.isVisible, timeout=2000)
    return leagues


def test_a_league_name_too_long_is_refused_in_hungarian_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    try:
        leagues = open_leagues(qtbot, tmp_path, context, "hu")
        qtbot.keyClicks(leagues.name, "Tavaszi liga " * 16)  # 208 characters
        click(qtbot, leagues.create_button)
        assert leagues.message.text() == \
            "\u26a0 A liga neve legfeljebb 200 karakter hosszú lehet"
        assert LeagueService(context.db).leagues() == []
    finally:
        install_translator("en")
        QApplication.processEvents()


def test_a_cash_game_name_too_long_is_the_events_name_in_hungarian(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    window = open_main_window(qtbot, tmp_path, context, "hu")
    try:
        click(qtbot, window.home.new_cash_button)
        setup = window.cash_setup
        type_into(qtbot, setup.name, "Csütörtöki cash " * 13)  # 208 characters
        assert setup.name_message.text() == \
            "\u26a0 Az esemény neve legfeljebb 200 karakter hosszú lehet"
    finally:
        install_translator("en")
        QApplication.processEvents()


def test_create_league_with_no_name_typed_is_refused_and_makes_no_league(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Create league pressed before a name is typed (or only spaces): refused in words,
    no nameless league in the list (before, an empty entry was created)."""
    leagues = open_leagues(qtbot, tmp_path, context, "en")
    for typed in ("", "   "):
        type_into(qtbot, leagues.name, typed)
        click(qtbot, leagues.create_button)
        assert leagues.message.text() == \
            "\u26a0 A league needs a name: type it in the Name field"
        assert leagues.league.count() == 0
    type_into(qtbot, leagues.name, "  Tavasz 2027 ")
    click(qtbot, leagues.create_button)
    assert [league.name for league in LeagueService(context.db).leagues()] == ["Tavasz 2027"]
    assert leagues.league.currentText() == "Tavasz 2027"


def test_add_event_with_a_league_and_no_tournament_says_there_is_none_to_add(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Add event pressed with a league made but no tournament yet: the words say there
    is no tournament to add (before: "Create a league first", though one was made)."""
    leagues = open_leagues(qtbot, tmp_path, context, "en")
    click(qtbot, leagues.add_button)
    assert leagues.message.text() == "\u26a0 Create a league first"
    type_into(qtbot, leagues.name, "Winter")
    click(qtbot, leagues.create_button)
    click(qtbot, leagues.add_button)
    assert leagues.message.text() == \
        "\u26a0 There is no tournament to add yet: a league counts tournaments"
