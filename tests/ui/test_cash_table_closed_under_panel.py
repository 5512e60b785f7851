"""A cash table closed while its dealer panel is open, in the director's own window
and at a club's dealer station: after the hand, every player leaves and cashes out;
the panel says everyone left and that its last hand was dealt before they did (not
"before the seats were drawn again": no seat is drawn at a cash table), and so it
says once new players have drawn for the button. Close this table on the tables page:
the panel says the table is closed and deals nothing; Ctrl+Z there says it has no
dealer step to take back and where the close is undone; Ctrl+Z on the tables page
opens the table again and the panel is the empty table's as before. At a station,
Ctrl+D then says the table was closed and how to choose another. Every open view is
checked against the store after each step; the closed panel fits each screen size."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.services.cash.cash_tables import CashTableService
from director.services.core.station_role import Role
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from director.ui.common.style import apply_style
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.cash_deal_driver import (
    draw_the_button,
    drawn_by_click,
    four_at_a_cash_table,
    four_seated,
)
from tests.ui.cash_driver import answer
from tests.ui.club_stations import Club, english, open_dealer_panel, open_station
from tests.ui.dealer_driver import click, play_out, press
from tests.ui.event_fixtures import FakeTime, cash_game, context, time
from tests.ui.home_driver import T0
from tests.ui.keys_driver import key
from tests.ui.layout_checks import layout_problems
from tests.ui.test_cash_game_night import open_tab, type_name
from tests.ui.test_cash_one_record_night import Night, show_window
from tests.ui.test_layout import room

__all__ = ["context", "english", "time"]

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"

TEXTS = {  # the step line once everyone left, the pots box's heading, once closed
    "en": ("Everyone left the table: its new players draw for the button on the tables "
           "page (Draw for the button, ",
           "<b>Hand 1, the last dealt at this panel, before everyone left the table:</b>",
           "This table is closed: no more hands are dealt here; close this panel"),
    "hu": ("Mindenki felállt az asztaltól: az új játékosok az asztalok oldalán húznak a "
           "gombért (Húzás a gombért, ",
           "<b>Az 1. leosztás, az utolsó, amelyet ebben az osztósegédben osztottak, mielőtt "
           "mindenki felállt az asztaltól:</b>",
           "Ez az asztal bezárt: itt már nincs több leosztás; zárd be ezt a panelt")}


UNDO_AT_PANEL = {
    "en": "This table is closed: there is no dealer step to take back here. The director "
          "opens it again with Ctrl+Z on the seating or the cash tables page",
    "hu": "Ez az asztal bezárt: itt nincs visszavonható osztói lépés. A versenyigazgató az "
          "ültetésnél vagy a készpénzes asztalok oldalán nyithatja meg újra, Ctrl+Z-vel"}


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    install_translator("en")


def everyone_left(panel: DealerPanel, language: str) -> None:
    """The panel of the empty table: the draw due, its last hand's pots, N offered."""
    left, heading, _closed = TEXTS[language]
    assert panel.step_label.text().startswith(left), panel.step_label.text()
    assert panel.pots.pots.text().startswith(heading), panel.pots.pots.text()
    assert panel.actions_bar.next.isVisible() and not panel.close_button.isVisible()


def closed(panel: DealerPanel, language: str) -> None:
    """The panel of the closed table: said so, nothing to deal, its Close offered."""
    assert panel.step_label.text() == TEXTS[language][2], panel.step_label.text()
    assert not panel.actions_bar.next.isVisible() and not panel.cards.isVisible()
    assert not panel.undo_button.isVisible() and panel.close_button.isVisible()


def everyone_gone(qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
                  language: str) -> tuple[MainWindow, CashTablesPage, int]:
    """Table 1's four players: the button drawn and Deal at this table clicked on the
    tables page, hand 1 played out at the panel by keys; back at the tables page
    (Windows menu), the four leave one by one, each cashing out the stack offered
    (Enter), the first seat listed each time. Every open view checked against the
    store after each step; the window, its tables page and the table."""
    window, page, table = four_at_a_cash_table(qtbot, tmp_path, context, time, language)
    night = Night(qtbot, window, context, page.event_id)
    night.table_id = table
    drawn_by_click(qtbot, page)
    click(qtbot, page.deal_button)  # Deal at this table: the panel, hand 1
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    play_out(qtbot, panel)
    night.check()
    show_window(qtbot, window, f"cashTables_{page.event_id}")
    open_tab(qtbot, page.controls, page.player_tab)
    for left in range(4):
        page.seated.setFocus()
        qtbot.keyClick(page.seated, Qt.Key.Key_Home)
        click(qtbot, page.leave_button)
        answer(qtbot)
        assert not page.message.error, page.message.text()
        qtbot.waitUntil(lambda left=left: len(page.current().seats) == 3 - left,  # type: ignore[misc, union-attr]
                        timeout=2000)
        night.check()
    return window, page, table


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_cash_table_emptied_and_closed_under_its_open_dealer_panel(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    window, page, table = everyone_gone(qtbot, tmp_path, context, time, language)
    night = Night(qtbot, window, context, page.event_id)
    night.table_id = table
    night.check()
    panel = window.pages.page(f"dealer_{table}")
    assert isinstance(panel, DealerPanel)
    show_window(qtbot, window, f"dealer_{table}")
    everyone_left(panel, language)

    # Close this table: the panel says so; N deals nothing there.
    show_window(qtbot, window, f"cashTables_{page.event_id}")
    click(qtbot, page.close_button)
    assert not page.message.error, page.message.text()
    night.check()
    show_window(qtbot, window, f"dealer_{table}")
    closed(panel, language)
    hand = panel.session.hand_id
    panel.setFocus()
    press(qtbot, panel, Qt.Key.Key_N)
    assert panel.session.hand_id == hand and not panel.error_label.isVisible()
    night.check()

    # Ctrl+Z at the panel: no dealer step to take back, said with where the close is
    # taken back; on the tables page, where the focus is, it opens the table again and
    # the panel is the empty table's as before the close.
    qtbot.keyClick(panel, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert panel.error_label.text() == f"\u26a0 {UNDO_AT_PANEL[language]}", \
        panel.error_label.text()
    closed(panel, language)
    show_window(qtbot, window, f"cashTables_{page.event_id}")
    focused = QApplication.focusWidget()
    assert focused is not None and page.isAncestorOf(focused)
    qtbot.keyClick(focused, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not page.message.error, page.message.text()
    night.check()
    show_window(qtbot, window, f"dealer_{table}")
    everyone_left(panel, language)


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_closed_cash_tables_panel_fits_each_screen(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """With the program's stylesheet, the closed table's panel with Ctrl+Z's words under
    its step line, at 1920x1080, 1366x768 and 1024x600 (less a taskbar and a title bar):
    nothing cut or outside the window; shots in build/screenshots/cash_closed_panel_*."""
    window, page, table = everyone_gone(qtbot, tmp_path, context, time, language)
    click(qtbot, page.close_button)
    show_window(qtbot, window, f"dealer_{table}")
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    qtbot.keyClick(panel, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    apply_style(qapp)
    problems: list[str] = []
    try:
        SHOTS.mkdir(parents=True, exist_ok=True)
        for width, height in ((1920, 1080), (1366, 768), (1024, 600)):
            space = room(width, height)
            window.resize(space.size())
            problems += layout_problems(f"{width}x{height}", window, space)
            assert window.grab().save(
                str(SHOTS / f"cash_closed_panel_{language}_{width}x{height}.png"))
    finally:
        qapp.setStyleSheet("")
    assert not problems, problems
    closed(panel, language)
    assert panel.error_label.isVisible()


DRAWN = {  # the step line after the new players' draw for the button
    "en": "The button was drawn on the tables page: seat {seat} (",
    "hu": "Az asztalok oldalán kisorsolták az osztógombot: {article} {seat}. szék ("}


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_3_1_new_players_draw_for_the_button_under_an_open_dealer_panel(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """Everyone left after hand 1; Emese and Ferenc sit down and draw for the button on
    the tables page: the panel names the seat drawn, its last hand still the one dealt
    before everyone left, and N deals hand 2 to the two of them from the button drawn."""
    window, page, table = everyone_gone(qtbot, tmp_path, context, time, language)
    open_tab(qtbot, page.controls, page.seat_tab)
    for name in ("Emese", "Ferenc"):
        type_name(qtbot, page.player, name)
        click(qtbot, page.seat_button)
        answer(qtbot)  # the buy-in offered, Enter
        assert not page.message.error, page.message.text()
    seat = drawn_by_click(qtbot, page).draw.button
    show_window(qtbot, window, f"dealer_{table}")
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    assert panel.step_label.text().startswith(DRAWN[language].format(
        seat=seat, article="az" if seat in (1, 5) else "a")), panel.step_label.text()
    assert panel.pots.pots.text().startswith(TEXTS[language][1]), panel.pots.pots.text()
    press(qtbot, panel, Qt.Key.Key_N)
    assert not panel.error_label.text(), panel.error_label.text()
    assert panel.session.hand_number == 2 and panel.session.hand.setup.button_seat == seat
    assert set(panel.session.seats) == {s.number for s in page.current().seats}  # type: ignore[union-attr]


@pytest.mark.pg
@pytest.mark.usefixtures("english")
def test_a_dealer_stations_cash_table_closed_at_the_directors_station(
        qtbot: QtBot, tmp_path: Path, pg_url: str) -> None:
    """The station deals a hand at its cash table; at the director's station every
    player leaves and the table is closed: the station's panel says so as the commit
    feed brings it, the close undone there it offers N again, closed once more its
    Close takes it away and Ctrl+D says the table is closed."""
    opened = open_station(qtbot, tmp_path, pg_url, Role.DEALER, cash=four_seated_running)
    club = next(opened)
    try:
        closed_at_the_desk(qtbot, club)
    finally:
        opened.close()


def four_seated_running(context: AppContext) -> int:
    """A running cash game at 50/100: Table 1 of six, four players with 10,000 each,
    the button drawn (R-3.1)."""
    event = cash_game(context)
    draw_the_button(context, four_seated(context, event))
    context.events.set_status(event, "running")
    return event


def closed_at_the_desk(qtbot: QtBot, club: Club) -> None:
    assert club.cash is not None
    panel = open_dealer_panel(qtbot, club)
    play_out(qtbot, panel)
    desk = CashTableService(club.other.db)
    for seat in desk.table(club.table_id).seats:
        desk.leave(club.table_id, seat.number, T0)
    qtbot.waitUntil(lambda: panel.step_label.text().startswith(TEXTS["en"][0]), timeout=5000)
    everyone_left(panel, "en")
    desk.close_table(club.table_id, T0)
    qtbot.waitUntil(lambda: panel.step_label.text() == TEXTS["en"][2], timeout=5000)
    closed(panel, "en")
    club.other.events.undo_last(club.cash, T0)
    qtbot.waitUntil(lambda: panel.actions_bar.next.isVisible(), timeout=5000)
    everyone_left(panel, "en")
    desk.close_table(club.table_id, T0)
    qtbot.waitUntil(lambda: panel.close_button.isVisible(), timeout=5000)
    window, page = club.window, f"dealer_{club.table_id}"
    click(qtbot, panel.close_button)
    qtbot.waitUntil(lambda: page not in window.pages.page_keys())
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert page not in window.pages.page_keys()
    assert window.statusBar().currentMessage() == (
        "\u26a0 This station's table (Tuesday cash \u2014 Table 1) was closed since it was "
        "chosen: choose the table this station deals at again (File \u2192 Connect to a "
        "club server)"), window.statusBar().currentMessage()
