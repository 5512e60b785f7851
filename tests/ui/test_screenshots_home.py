"""Screenshots of Home, the setup windows and Players, English and Hungarian, two sizes,
saved to build/screenshots/ to be looked at."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import T0, context, type_into, window
from tests.ui.test_home import make_events

__all__ = ["context", "window"]

OUT = Path(__file__).resolve().parents[2] / "build" / "screenshots"
SIZES = ((1280, 800), (1920, 1080))


@pytest.mark.parametrize("language", ["en", "hu"])
def test_screenshots_of_home_setup_and_players(qtbot: QtBot, window: MainWindow,
                                               context: AppContext, language: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    make_events(context)
    for name in ("Kovács Anna", "Tóth Béla", "Szabó Csilla"):
        context.events.add_player(name, T0)
    try:
        install_translator(language)
        QApplication.processEvents()
        window.home.refresh()
        window.players_page.refresh()
        window.new_tournament()
        type_into(qtbot, window.tournament_setup.name, "Friday")
        type_into(qtbot, window.tournament_setup.buy_in, "5000x")
        window.new_cash_game()
        type_into(qtbot, window.cash_setup.name, "Tuesday")
        shots = {"home": ("home", None), "setup_game": ("setup", 0),
                 "setup_chips": ("setup", 1), "setup_blinds": ("setup", 2),
                 "setup_payouts": ("setup", 3), "cash_setup": ("cashSetup", None),
                 "players": ("players", None)}
        written = []
        for width, height in SIZES:
            window.resize(width, height)
            for shot, (page, tab) in shots.items():
                window.pages.show_page(page)
                if tab is not None:
                    window.tournament_setup.tabs.setCurrentIndex(tab)
                QApplication.processEvents()
                path = OUT / f"{shot}_{language}_{width}x{height}.png"
                assert window.grab().save(str(path))
                written.append(path)
        assert all(p.stat().st_size > 10_000 for p in written)
    finally:
        install_translator("en")
        QApplication.processEvents()
