"""A club's display station shows the clock and the seating and changes nothing
(issue 17): its real main window on the club's server, driven with the keys and
the mouse as a person at that screen would; every clock key is refused with the
services' message, the seating offers no command, a click on a seat opens no
menu, and the stored clock and seats stay as they were.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from director.engine.messages import msg
from director.services.core.station_role import Role
from director.services.events import console_queries as q
from director.ui.common.language import as_sentence
from director.ui.console.seating import SeatingPage
from tests.ui.all_windows import choose_from_menu
from tests.ui.club_stations import Club, english, open_station
from tests.ui.home_driver import resume_event
from tests.ui.keys_driver import key

pytestmark = [pytest.mark.pg, pytest.mark.usefixtures("english")]
__all__ = ["english"]  # the fixture

VIEWING = {"clockPage", "showClock", "clockFullScreen", "anotherClock"}


@pytest.fixture
def club(qtbot: QtBot, tmp_path: Path, pg_url: str) -> Iterator[Club]:
    yield from open_station(qtbot, tmp_path, pg_url, Role.DISPLAY)


def test_a_display_station_refuses_every_clock_key(qtbot: QtBot, club: Club) -> None:
    window = club.window
    stored = q.clock_state(club.other.db, club.event)
    visible = {a.objectName() for a in window.clock_menu.actions()
               if a.isVisible() and a.objectName()}
    assert visible == VIEWING  # no start, level, minute, undo, share or designer here
    key(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # the clock page
    page = window.clock_page
    qtbot.waitUntil(page.isVisible)
    assert [n for n, b in page.buttons.items() if b.isVisible()] == ["full_screen"]
    refused = "\u26a0 " + as_sentence(msg("svc-station-display-reads-only"))
    for pressed in (Qt.Key.Key_Space, Qt.Key.Key_N, Qt.Key.Key_Plus, Qt.Key.Key_Minus):
        window.statusBar().clearMessage()
        key(qtbot, window, pressed)
        assert window.statusBar().currentMessage() == refused, pressed
    window.statusBar().clearMessage()
    key(qtbot, window, Qt.Key.Key_P)  # at level 1 the rules refuse it before the role
    assert window.statusBar().currentMessage() == "\u26a0 The clock is on the first level; " \
        "there is no previous one"
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # no undo here
    assert q.clock_state(club.other.db, club.event) == stored


def test_a_display_stations_seating_is_read_only(qtbot: QtBot, club: Club) -> None:
    window = club.window
    choose_from_menu(qtbot, window, window.windows_menu, f"page_seating_{club.event}")
    seating = next(w for w in window.findChildren(SeatingPage) if w.event_id == club.event)
    qtbot.waitUntil(seating.isVisible)
    commands = (seating.open_button, seating.draw_button, seating.button_draw_button,
                seating.balance_button, seating.table_count, seating.table_choice,
                seating.hint)
    assert not any(widget.isVisible() for widget in commands)
    seats_before = {t.table_id: q.seat_players(club.other.db, t.table_id)
                    for t in q.tables(club.other.db, club.event)}
    assert any(seats_before.values())

    # A click on a player's seat: no Bust/Rebuy/Add-on menu, a word on why.
    graphic = next(iter(seating.graphics.values()))
    seat = next(item for item in graphic.seats.values() if item.entry_id)
    qtbot.mouseClick(graphic.viewport(), Qt.MouseButton.LeftButton,
                     pos=graphic.mapFromScene(seat.scenePos()))
    assert QApplication.activePopupWidget() is None
    assert getattr(seating, "last_menu", None) is None
    assert seating.message.text() == ("⚠ This station only shows the seating: busts, rebuys "
                                      "and moves are made at the director's station.")

    # Ctrl+Z on the seating: nothing is undone (the director's last action stays).
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert {t.table_id: q.seat_players(club.other.db, t.table_id)
            for t in q.tables(club.other.db, club.event)} == seats_before


def test_a_display_opens_its_event_on_the_seating_and_offers_no_command(
        qtbot: QtBot, club: Club) -> None:
    """No director's console at a display (its commands would all be refused):
    the event opens on the seating; the menus and the home page keep only what
    looks (issue 17)."""
    window = club.window
    seating = window.pages.page(f"seating_{club.event}")
    assert window.pages.currentWidget() is seating
    assert f"console_{club.event}" not in window.pages.page_keys()

    def shown(menu: object) -> set[str]:
        return {a.objectName() for a in menu.actions()  # type: ignore[attr-defined]
                if a.isVisible() and a.objectName()}

    file_menu = shown(window.file_menu)
    assert {"papers", "exportPlayers", "connectClub", "quit"} <= file_menu
    assert not file_menu & {"quickClock", "leagues", "envelopes", "importPlayers"}
    pages = shown(window.windows_menu)
    assert {"page_home", f"page_seating_{club.event}", "page_clock"} <= pages
    assert not pages & {"dealerPanel", f"page_console_{club.event}", "page_setup",
                        "page_cashSetup", "page_players"}

    # Ctrl+D (a dealer panel) and Ctrl+K (a quick clock): nothing opens, nothing changes.
    before = window.pages.page_keys()
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.activeModalWidget() is None
    assert window.pages.page_keys() == before
    assert window.pages.currentWidget() is seating

    # Home: only Resume (and the archived events' box) is offered; resuming the
    # event again comes back to its seating.
    choose_from_menu(qtbot, window, window.windows_menu, "page_home")
    qtbot.waitUntil(window.home.isVisible)
    assert [b.objectName() for b in window.home.findChildren(QPushButton)
            if b.isVisible()] == ["resumeButton"]
    resume_event(qtbot, window, club.event)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is seating)
