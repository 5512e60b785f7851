"""An event deleted at another station while its pages are open here.

At a club Home's Delete at one director's station removed the event another
station had open: that station's console kept showing the players, Bust said their
entries were undone, and the seating's Ctrl+T raised "there is no event 1" in front
of the director. Now the station hears the delete through the commit feed and closes
the event's pages (console, seating, dealer panels, a cash game's tables and
ledger) and its clock's window, shows Home and says why; the keys then act on Home.
The real main window; the other station is a command on the store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.core.station_role import Role
from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.home.home import HomePage
from director.ui.shell.app import install_translator
from tests.ui.club_stations import Club, english, open_station
from tests.ui.event_fixtures import FakeTime, cash_game, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key

__all__ = ["context", "english", "time"]

SAID = {"en": "\u26a0 Friday Freezeout was deleted at another station: its windows are "
              "closed",
        "hu": "\u26a0 A Friday Freezeout eseményt egy másik állomáson törölték: az ablakai "
              "bezárultak"}

MEANWHILE = {"en": "\u26a0 Friday Freezeout was deleted at another station: nothing was done",
             "hu": "\u26a0 A Friday Freezeout eseményt közben egy másik állomáson törölték: "
                   "nem történt semmi"}


def _event_pages(window: object, event: int) -> list[str]:
    pages = window.pages  # type: ignore[attr-defined]
    return [k for k in pages.page_keys() if k.endswith(f"_{event}")
            or k in getattr(window, "_dealer_events", {})]


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_tournament_deleted_at_another_station_closes_its_pages_and_shows_home(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    install_translator(language)
    try:
        event, _ = tournament(context, players=6, tables=1, seed=4)
        window = open_main_window(qtbot, tmp_path, context, language, sound=False,
                                  clock=time)
        resume_event(qtbot, window, event)
        key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # seating
        qtbot.waitUntil(lambda: window.clock_window is not None)
        assert len(_event_pages(window, event)) >= 2
        context.events.delete_event(event)  # another station's Home: Delete
        qtbot.waitUntil(lambda: isinstance(window.pages.currentWidget(), HomePage))
        assert window.home.message.text() == SAID[language]
        assert _event_pages(window, event) == []
        assert window.clock_window is None
        assert [e.event_id for e in window.home.events] == []
        window.home.table.setFocus()
        key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        assert isinstance(window.pages.currentWidget(), HomePage)  # no event to show
    finally:
        install_translator("en")


def test_a_cash_game_deleted_at_another_station_closes_its_tables_and_ledger(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event = cash_game(context)
    other, _ = tournament(context, players=4)
    window = open_main_window(qtbot, tmp_path, context, "en", sound=False, clock=time)
    resume_event(qtbot, window, event)
    assert _event_pages(window, event)
    context.events.delete_event(event)
    qtbot.waitUntil(lambda: isinstance(window.pages.currentWidget(), HomePage))
    assert window.home.message.text() == ("\u26a0 Tuesday cash was deleted at another "
                                          "station: its windows are closed")
    assert _event_pages(window, event) == []
    assert [e.event_id for e in window.home.events] == [other]
    assert q.event_settings(context.db, other)[1] == "Friday Freezeout"


def test_an_open_event_of_this_station_stays_when_another_is_deleted(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Another event deleted elsewhere: the open one's pages stay as they were."""
    event, _ = tournament(context, players=6, tables=1, seed=4)
    gone = cash_game(context)
    window = open_main_window(qtbot, tmp_path, context, "en", sound=False, clock=time)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    context.events.delete_event(gone)
    qtbot.wait(300)  # the feed's burst said
    assert window.pages.currentWidget() is console
    assert window.clock_window is not None


@pytest.fixture(params=[Role.DIRECTOR, Role.DEALER, Role.DISPLAY])
def club(request: pytest.FixtureRequest, qtbot: QtBot, tmp_path: Path, pg_url: str
         ) -> Iterator[Club]:
    yield from open_station(qtbot, tmp_path, pg_url, request.param)


@pytest.mark.pg
@pytest.mark.usefixtures("english")
def test_a_club_station_hears_through_the_server_that_its_event_was_deleted(
        qtbot: QtBot, club: Club) -> None:
    """On the club's PostgreSQL server: the other director's station deletes the event
    this station has open (as director, dealer at a table, or the room's display);
    this station's pages close and its Home says why."""
    club.other.events.delete_event(club.event)
    qtbot.waitUntil(lambda: isinstance(club.window.pages.currentWidget(), HomePage))
    assert club.window.home.message.text() == SAID["en"]
    assert _event_pages(club.window, club.event) == []
    assert club.window.clock_window is None


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize("button", ["resume_button", "duplicate_button", "archive_button"])
def test_home_says_an_event_deleted_at_another_station_since_it_read_its_list(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str, button: str) -> None:
    """Home lists Friday Freezeout; the director clicks its row, and before Home hears
    of it another station deletes the event. Resume, Duplicate or Archive raised
    "there is no event 1" past every window (on the error stream, nothing said, the
    row still listed; Resume left the event "current"). Now Home says it in words,
    reads its list again, and nothing is opened, copied or changed."""
    install_translator(language)
    try:
        event, _ = tournament(context, players=6, tables=1, seed=4)
        window = open_main_window(qtbot, tmp_path, context, language, sound=False,
                                  clock=time)
        table = window.home.table
        [row] = [r for r, e in enumerate(window.home.events) if e.event_id == event]
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                         pos=table.visualItemRect(table.item(row, 0)).center())
        context.events.delete_event(event)  # another station's Home: Delete
        qtbot.mouseClick(getattr(window.home, button), Qt.MouseButton.LeftButton)
        assert window.home.message.text() == MEANWHILE[language]
        assert window.home.events == [] and table.rowCount() == 0
        assert isinstance(window.pages.currentWidget(), HomePage)
        assert window.current_event is None and _event_pages(window, event) == []
    finally:
        install_translator("en")
