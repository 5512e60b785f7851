"""Home follows the commit feed (docs/architecture.md "One record"): an event made or
changed outside Home (another station of a club, another window's command) is
listed while Home is on screen, without Home being shown again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.services.core import commits
from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.store.db import open_database
from director.ui.club.station_feed import StationFeed
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.home.home import HomePage
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import T0, context, window

__all__ = ["context", "window"]


def listed(home: HomePage) -> dict[str, str]:
    """Each event's name and its status as Home's table shows them."""
    table = home.table
    return {table.item(r, 0).text(): table.item(r, 3).text() for r in range(table.rowCount())}


def test_an_event_made_and_started_by_another_window_is_listed_while_home_is_shown(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    home = window.home
    assert window.pages.currentWidget() is home and listed(home) == {}
    # another window's command (the room view's remote, a page of the same program):
    # Home is not shown again, it redraws from the commit feed
    event = context.events.create_event(
        "cash", "Thursday 50/100", CashSettings(small_blind=50, big_blind=100), T0)
    qtbot.waitUntil(lambda: listed(home) == {"Thursday 50/100": "Planned"}, timeout=3000)
    assert not home.empty.isVisible()
    context.events.set_status(event, "running")
    qtbot.waitUntil(lambda: listed(home) == {"Thursday 50/100": "Running"}, timeout=3000)


@pytest.mark.pg
def test_an_event_made_at_another_club_station_appears_on_home(
        qtbot: QtBot, tmp_path: Path, pg_url: str, qapp: QApplication) -> None:
    install_translator("en")
    here, there = open_database(pg_url), open_database(pg_url)
    stop_hearing = commits.hear_other_stations(here)
    window = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"),
                                           QSettings.Format.IniFormat)),
                        AppContext(here, now=lambda: T0))
    window.show()
    try:
        home = window.home
        assert listed(home) == {}
        EventService(there).create_event(
            "cash", "Friday 100/200", CashSettings(small_blind=100, big_blind=200), T0)
        qtbot.waitUntil(lambda: listed(home) == {"Friday 100/200": "Planned"}, timeout=5000)
    finally:
        stop_hearing()
        for feed in window.findChildren(StationFeed):  # before the server goes
            feed.stop()
        window.close()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
        here.close()
        there.close()
