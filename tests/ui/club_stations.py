"""Two stations of a club in one test process (issue 17): this computer's main window
on the club's PostgreSQL server, and another station's own connection, whose
services stand for the other computer (the director's console or a second
dealer station); the two hear each other as on the club's network."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from director.services.core.station_role import Role, set_role
from director.services.events import console_queries as q
from director.store.db import Database, open_database
from director.ui.club.station_feed import StationFeed
from director.ui.club.station_status import status_of
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.dealer.dealer_follow import DealerFollow
from director.ui.dealer.panel import DealerPanel
from director.ui.dealer.table_instructions_bar import InstructionsLabel
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import T0, tournament
from tests.ui.home_driver import resume_event
from tests.ui.keys_driver import key


@dataclass
class Club:
    """This station's window and database; the other station's context."""

    window: MainWindow
    here: Database
    other: AppContext
    event: int
    table_id: int  # this station's table (a dealer station's own)
    entries: dict[str, int]


def open_station(qtbot: QtBot, tmp_path: Path, url: str, role: Role,
                 players: int = 8, tables: int = 2, table: int = 0) -> Iterator[Club]:
    """A seated tournament made at the other station (the director's), then this
    station opened on the same server with ``role`` (a dealer at the ``table``-th
    table, the first by default), hearing the others; on leaving, everything that
    reads the server stops first."""
    there, here = open_database(url), open_database(url)
    other = AppContext(there, now=lambda: T0)
    event, entries = tournament(other, players=players, tables=tables, seed=3)
    table_id = q.tables(there, event)[table].table_id
    set_role(here, role, table_id if role is Role.DEALER else None)
    settings = Settings(QSettings(str(tmp_path / "station.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, AppContext(here, now=lambda: T0))
    # deleted at the end (not qtbot.addWidget): a language change later must not redraw it
    window.show()
    qtbot.waitExposed(window)
    stop_hearing = status_of(here).hear_other_stations()
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    if window.clock_window is not None:
        window.clock_window.hide()
    try:
        yield Club(window, here, other, event, table_id, entries)
    finally:
        stop_hearing()
        for widget in (window, window.clock_window):
            if widget is None:
                continue
            for feed in widget.findChildren(StationFeed):
                feed.stop()
            for follow in widget.findChildren(DealerFollow):
                follow.stop()
            for label in widget.findChildren(InstructionsLabel):
                label.stop()
        for feed in QApplication.instance().findChildren(StationFeed):
            feed.stop()
        if window.clock_window is not None:
            window.clock_window.timer.stop()
            window.clock_window.close()
            window.clock_window.deleteLater()
        window.close()
        window.deleteLater()  # no later language change redraws it from a dropped database
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
        here.close()
        there.close()


def open_dealer_panel(qtbot: QtBot, club: Club) -> DealerPanel:
    """Ctrl+D at the dealer station: its own table's panel, focused."""
    window = club.window
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    page = f"dealer_{club.table_id}"
    qtbot.waitUntil(lambda: page in window.pages.page_keys())
    panel = window.pages.page(page).findChild(DealerPanel)
    assert isinstance(panel, DealerPanel)
    panel.setFocus()
    return panel


def banner(window: MainWindow) -> QLabel:
    label = window.findChild(QLabel, "serverLost")
    assert label is not None
    return label


@pytest.fixture
def english(qapp: QApplication) -> None:
    from director.ui.shell.app import install_translator

    install_translator("en")
