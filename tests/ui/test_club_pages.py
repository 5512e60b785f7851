"""The director's pages follow the other stations on a club's server (issue 17): a
registration, a bust and the clock started at another station appear in this
station's console, seating and clock display without anybody touching it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication, QTableWidget
from pytestqt.qtbot import QtBot

from director.services.core import commits
from director.services.events.event_service import EventService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from director.ui.club.station_feed import StationFeed
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.shell.app import install_translator
from director.ui.shell.event_pages import install_event_pages
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import T0, tournament

pytestmark = pytest.mark.pg


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> None:
    install_translator("en")


@pytest.fixture
def stations(pg_url: str) -> Iterator[tuple[Database, Database]]:
    director, other = open_database(pg_url), open_database(pg_url)
    stop = commits.hear_other_stations(director)
    yield director, other
    stop()
    director.close()
    other.close()


def cells(table: QTableWidget) -> list[list[str]]:
    return [[table.item(r, c).text() if table.item(r, c) else ""
             for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_another_stations_registration_bust_and_clock_reach_the_directors_pages(
        stations: tuple[Database, Database], qtbot: QtBot, tmp_path: Path) -> None:
    director, other = stations
    context = AppContext(director, now=lambda: T0)
    event, entries = tournament(context, players=6, tables=1, seed=3)
    window = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)),
                        context)
    # deleted at the end (not qtbot.addWidget): a language change later must not redraw it
    window.show()
    pages = install_event_pages(window, context, event)
    console = pages.pages["console"]
    entries_table = console.findChild(QTableWidget, "entries")
    assert entries_table is not None
    clock = window.clock_window
    assert clock is not None
    qtbot.waitUntil(lambda: clock.board is not None and clock.board.entries == 6)

    # Another station registers Zoltán: the console lists him, the clock counts 7.
    zoltan = EventService(other).add_player("Zoltán", T0)
    TournamentService(other).register(event, zoltan, T0)
    qtbot.waitUntil(lambda: any(row[0] == "Zoltán" for row in cells(entries_table)),
                    timeout=5000)
    qtbot.waitUntil(lambda: clock.board is not None and clock.board.entries == 7)

    # Anna busts there: she is out here (7th place) and 6 players are left.
    tournament_there = TournamentService(other)
    tournament_there.count_chips(entries["Anna"], 0, T0)
    tournament_there.bust(event, {entries["Anna"]: 10000}, T0)
    qtbot.waitUntil(lambda: any(row[0] == "Anna" and row[-1] == "Place 7"
                                for row in cells(entries_table)), timeout=5000)
    qtbot.waitUntil(lambda: clock.board is not None and clock.board.players_left == 6)

    # The clock started at the director's other computer runs here too.
    assert not clock.board.running
    EventService(other).start_clock(event, T0)
    qtbot.waitUntil(lambda: clock.board is not None and clock.board.running, timeout=5000)
    for feed in pages.changes.findChildren(StationFeed):  # before the server goes
        feed.stop()
    window.close()
    for widget in (clock, window):  # no later language change redraws them from a dropped
        widget.deleteLater()        # database
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
