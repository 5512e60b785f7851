"""The Home window: the events list, Resume's hook, Players, and the Hungarian texts."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.engine.event.structures import load_template
from director.engine.messages import render
from director.services.core.documents import BlindStructure, CashSettings, TournamentSettings
from director.services.papers.papers import local_day
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import T0, click, context, open_main_window, type_into, window

__all__ = ["context", "window"]


def make_events(context: AppContext) -> tuple[int, int]:
    blinds = BlindStructure.from_structure(load_template("home-game"))
    tournament = context.events.create_event(
        "tournament", "Sunday deep stack",
        TournamentSettings(buy_in=10000, starting_stack=10000, blinds=blinds), T0)
    cash = context.events.create_event(
        "cash", "Thursday 50/100", CashSettings(small_blind=50, big_blind=100), T0)
    for name in ("Ann", "Bob", "Cy"):
        player = context.events.add_player(name, T0)
        context.tournaments.register(tournament, player, T0)
    context.events.set_status(tournament, "running")
    return tournament, cash


def test_home_lists_tournaments_and_cash_games_and_resume_calls_the_hook(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    home = window.home
    assert home.empty.isVisible()
    assert not home.resume_button.isEnabled() and not home.duplicate_button.isEnabled()
    tournament, cash = make_events(context)
    home.refresh()
    rows = {home.table.item(r, 0).text(): [home.table.item(r, c).text() for c in range(1, 6)]
            for r in range(home.table.rowCount())}
    assert rows["Sunday deep stack"][0:3] == ["Tournament", "Texas hold'em", "Running"]
    assert rows["Sunday deep stack"][4] == "3"
    assert rows["Thursday 50/100"][0] == "Cash game" and rows["Thursday 50/100"][4] == "0"
    assert not home.empty.isVisible()
    opened: list[int] = []
    window.event_opened.append(opened.append)
    home.select(tournament)
    click(qtbot, home.resume_button)
    assert opened == [tournament] and window.current_event == tournament
    window.event_opened.clear()
    home.select(cash)
    click(qtbot, home.resume_button)
    assert window.statusBar().currentMessage() == "The event's windows are not available yet"


def test_the_quick_clock_still_opens_from_home(qtbot: QtBot, window: MainWindow) -> None:
    clock = window.open_quick_clock("home-game")
    assert window.clock_window is not None and clock.state.level_index == 0


def test_home_setup_and_players_speak_hungarian(qtbot: QtBot, window: MainWindow,
                                                context: AppContext) -> None:
    make_events(context)
    try:
        window.language_actions["hu"].trigger()
        QApplication.processEvents()
        home = window.home
        assert home.new_tournament_button.text() == "Új verseny..."
        assert home.table.horizontalHeaderItem(3).text() == "Állapot"
        home.refresh()
        texts = {home.table.item(r, 3).text() for r in range(home.table.rowCount())}
        assert texts == {"Folyamatban", "Tervezett"}
        click(qtbot, home.new_tournament_button)
        setup = window.tournament_setup
        assert setup.save_button.text() == "Verseny mentése"
        assert setup.tabs.tabText(2).startswith("Vakstruktúra")
        assert setup.name_message.text() == "\u26a0 Adj nevet a versenynek"
        type_into(qtbot, setup.buy_in, "abc")
        assert setup.buy_in.message.text() == "\u26a0 Nem egész szám: abc"
        assert setup.structure.table.item(0, 0).text() == "1. szint"
        assert setup.chip_editor.enough.text() == "A készlet elég 20 játékosnak."
        assert window.players_page.add_button.text() == "Játékos hozzáadása"
        assert window.cash_setup.save_button.text() == "Készpénzes játék mentése"
    finally:
        install_translator("en")
        QApplication.processEvents()
    assert window.home.new_tournament_button.text() == "New tournament..."


MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")
MONTHS_HU = ("január", "február", "március", "április", "május", "június", "július",
             "augusztus", "szeptember", "október", "november", "december")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_home_writes_each_event_s_day_as_the_papers_do(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    """The Created column: the day the event was made on this machine's clock, as a
    person writes a day in the windows' language (Fluent's DATE, the papers' way),
    not Qt's short form ("11/29/26 7:00 PM", "2026. 11. 29. 19:00")."""
    make_events(context)
    try:
        window = open_main_window(qtbot, tmp_path, context, language)
        home = window.home
        day = T0.astimezone().date()  # as the papers date a day (papers.local_day)
        written = (f"{MONTHS_EN[day.month - 1]} {day.day}, {day.year}" if language == "en"
                   else f"{day.year}. {MONTHS_HU[day.month - 1]} {day.day}.")
        assert home.table.horizontalHeaderItem(4).text() == (
            "Created" if language == "en" else "Létrehozva")
        days = [home.table.item(r, 4).text() for r in range(home.table.rowCount())]
        assert days == [written, written], days
        assert written == render(local_day(T0), language)  # the papers' date line
    finally:
        install_translator("en")
