"""The first start: the welcome offers the samples and opens what it made."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QTableWidget
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from director.ui.shell.welcome import (
    WelcomeDialog,
    first_start,
    mark_welcome_shown,
    show_welcome,
)
from tests.template_db import new_database

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    install_translator("en")
    yield
    install_translator("en")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def context(tmp_path: Path) -> Iterator[AppContext]:
    database = new_database(tmp_path / "night.sqlite3")
    yield AppContext(database, now=lambda: T0)
    database.close()


@pytest.fixture
def window(qtbot: QtBot, settings: Settings, context: AppContext) -> Iterator[MainWindow]:
    main = MainWindow(settings, context, clock=lambda: T0)
    qtbot.addWidget(main)
    main.show()
    yield main
    if main.clock_window is not None:
        main.clock_window.timer.stop()
        main.clock_window.close()


def _dialog(window: MainWindow) -> WelcomeDialog:
    dialog = window.findChild(WelcomeDialog, "welcomeDialog")
    assert dialog is not None
    return dialog


def test_the_welcome_shows_once(qtbot: QtBot, window: MainWindow, settings: Settings,
                                context: AppContext) -> None:
    assert first_start(settings)
    dialog = show_welcome(window, context, settings)
    assert dialog is not None and dialog.isVisible()
    qtbot.mouseClick(dialog.findChild(QPushButton, "startEmptyButton"),
                     Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert not first_start(settings)
    assert show_welcome(window, context, settings) is None
    # The Help menu can bring it back.
    again = show_welcome(window, context, settings, force=True)
    assert again is not None and again.isVisible()
    again.reject()


def test_closing_the_welcome_counts_as_start_empty(window: MainWindow, settings: Settings,
                                                   context: AppContext) -> None:
    dialog = show_welcome(window, context, settings)
    assert dialog is not None
    dialog.reject()
    assert not first_start(settings)
    assert window.clock_window is None
    assert context.events.running_events() == []


def test_a_flag_from_an_ini_file_is_read_as_shown(settings: Settings) -> None:
    settings.store.setValue("welcome_shown", "true")
    assert not first_start(settings)
    mark_welcome_shown(settings)
    assert not first_start(settings)


def test_sample_tournament_opens_its_clock_at_level_one(
        qtbot: QtBot, window: MainWindow, settings: Settings, context: AppContext) -> None:
    dialog = show_welcome(window, context, settings)
    assert dialog is not None
    qtbot.mouseClick(dialog.findChild(QPushButton, "sampleTournamentButton"),
                     Qt.MouseButton.LeftButton)
    clock = window.clock_window
    assert clock is not None and clock.isVisible()
    board = clock.provider(T0)
    assert board.structure_name == "Home game"
    assert board.stakes is not None and board.stakes.level_number == 1
    assert (board.stakes.small_blind, board.stakes.big_blind) == (25, 50)
    assert board.players_left == 8 and board.entries == 8
    assert board.remaining_seconds == 20 * 60
    assert not board.running
    # Space (start/pause) starts the stored clock.
    window.clock_command("start_pause")
    view = context.events.clock(clock.controller.event_id, T0)
    assert view is not None and view.running


def test_sample_cash_game_opens_the_dealer_panel_on_the_first_hand(
        qtbot: QtBot, window: MainWindow, settings: Settings, context: AppContext) -> None:
    dialog = show_welcome(window, context, settings)
    assert dialog is not None
    qtbot.mouseClick(dialog.findChild(QPushButton, "sampleCashButton"),
                     Qt.MouseButton.LeftButton)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    step = panel.findChild(QLabel, "stepLabel")
    assert step is not None and "small blind of 50" in step.text()
    assert sorted(panel.session.seats) == [1, 2, 3, 4, 5, 6]
    # each seat shows its player; pots split in 50s, the sample's smallest chip
    seats = panel.findChild(QTableWidget, "seatsView")
    assert seats is not None
    assert sorted(seats.item(r, 0).text() for r in range(6)) == [
        "1 \u00b7 Ivett", "2 \u00b7 János", "3 \u00b7 Kata", "4 \u00b7 Laci", "5 \u00b7 Marci",
        "6 \u00b7 Nóra"]
    assert panel.session.hand.setup.options.chip_unit == 50
    # The table's own panel, as the tables page's Deal opens it (one page a table: a
    # second panel for the same table would deal the hand twice), with its hand timer
    # and the commit feed; its keys act on the sample (``event_on_screen``).
    titles = [a.text() for a in window.windows_menu.actions()]
    assert titles.count("Dealer panel, Table 1") == 1, titles
    [key] = [k for k in window.pages.page_keys() if k.startswith("dealer")]
    assert key.startswith("dealer_")
    assert window.event_on_screen() == window.current_event


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize("size", [(640, 340), (900, 420)])
def test_welcome_screenshots(qtbot: QtBot, window: MainWindow, settings: Settings,
                             context: AppContext, language: str,
                             size: tuple[int, int]) -> None:
    install_translator(language)
    dialog = show_welcome(window, context, settings)
    assert dialog is not None
    dialog.resize(*size)
    qtbot.waitExposed(dialog)
    button = dialog.findChild(QPushButton, "sampleTournamentButton")
    if language == "hu":
        assert button.text() == "Minta otthoni verseny"
    else:
        assert button.text() == "Sample home tournament"
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().save(str(SHOTS / f"welcome_{language}_{size[0]}x{size[1]}.png"))
    dialog.reject()
