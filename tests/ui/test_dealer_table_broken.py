"""A table broken up by balancing (R-8.4) while its dealer panel is open: the panel
says so in words, with where its players went, offers nothing to deal, and its
"Close this panel" takes it out of the window and of the Windows menu."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.core.station_role import Role
from director.services.events import console_queries as q
from director.ui.clock.hand_timer import HandTimerWidget
from director.ui.common.context import AppContext
from director.ui.common.style import apply_style
from director.ui.console.seating import MovesDialog, SeatingPage
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import Opened, choose_from_menu, modal
from tests.ui.club_stations import Club, english, open_dealer_panel, open_station
from tests.ui.dealer_driver import click, play_out, press
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key
from tests.ui.layout_checks import layout_problems
from tests.ui.test_layout import room

__all__ = ["context", "english", "time"]


def second_table(dialog: QWidget) -> None:
    """The table chooser: Down to the second table, then OK, as a person does."""
    assert isinstance(dialog, QDialog)
    combo = dialog.findChild(QComboBox)
    assert combo is not None
    QTest.keyClick(combo, Qt.Key.Key_Down)
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def broken_table_2(qtbot: QtBot, tmp_path: Path, context: AppContext,
                   clock: FakeTime | None = None
                   ) -> tuple[MainWindow, DealerPanel, int, set[str]]:
    """Table 2's dealer panel open (Windows > Dealer panel for a table..., Table 2), its
    hand dealt to the end with keys; three players bust, six fit one table: balancing
    at the seating page (Balance, OK) breaks Table 2. The window, the panel, the
    event and the players who sat at Table 2. With ``clock``, the tournament's clock
    runs from T0 and the hand ends in level 2 (the next hand at its blinds, R-8.1)."""
    event, entries = tournament(context, players=8, tables=2, seed=3)
    if clock is not None:
        context.events.start_clock(event, T0)
    window: MainWindow = open_main_window(qtbot, tmp_path, context, clock=clock, sound=False)
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    if window.clock_window is not None:
        window.clock_window.hide()
    table_1, table_2 = (t.table_id for t in q.tables(context.db, event))
    modal(qtbot, Opened(window), "choose_table", lambda _n, _w: None,
          lambda: choose_from_menu(qtbot, window, window.windows_menu, "dealerPanel"),
          close=second_table)
    page = f"dealer_{table_2}"
    qtbot.waitUntil(lambda: page in window.pages.page_keys())
    panel = window.pages.page(page)
    assert isinstance(panel, DealerPanel) and panel.isVisible()
    panel.setFocus()
    if clock is not None:
        clock.now = T0 + timedelta(minutes=25)  # level 2 while the hand is dealt
    for _ in range(30):  # the hand dealt to its end: blinds, cards, everybody folds
        if panel.session.step().kind is StepKind.DONE:
            break
        press(qtbot, panel, Qt.Key.Key_F if panel.session.step().kind is StepKind.ACT
              else Qt.Key.Key_N)
    assert panel.session.step().kind is StepKind.DONE
    seated_there = {s.player for s in q.tables(context.db, event)[1].seats}
    for name in ("Emese", "Gábor", "Ferenc"):  # busted at the console
        context.tournaments.count_chips(entries[name], 0, T0)
        context.tournaments.bust(event, {entries[name]: 10000}, T0)
    choose_from_menu(qtbot, window, window.windows_menu, "eventSeating")
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage)
    click(qtbot, seating.balance_button)
    moves = seating.last_dialog
    assert isinstance(moves, MovesDialog)
    click(qtbot, moves.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert [t.table_id for t in q.tables(context.db, event)] == [table_1]
    return window, panel, event, seated_there


def test_R_8_4_a_broken_table_s_panel_says_so_deals_nothing_and_closes(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    window, panel, event, seated_there = broken_table_2(qtbot, tmp_path, context)
    page = f"dealer_{panel.session.table_id}"

    # Back to the panel from the Windows menu: it says the table is gone, and where
    # each of its players went; nothing to deal, N does nothing.
    choose_from_menu(qtbot, window, window.windows_menu, f"page_{page}")
    assert window.pages.currentWidget() is panel
    words = panel.step_label.text()
    assert words.startswith("This table was broken up by balancing"), words
    moves = panel.closed_moves.text()  # under the step's line
    for player in seated_there - {"Gábor", "Ferenc"}:
        assert f"{player} (" in moves and "moves to Table 1" in moves, moves
    # the rule cited once, in the step's line above the moves, not on each move
    assert words.count("R-8.4</a>") == 1 and "R-8.4" not in moves, (words, moves)
    assert not panel.actions_bar.next.isVisible() and not panel.cards.isVisible()
    assert not panel.undo_button.isVisible()
    timer = panel.findChild(HandTimerWidget)
    assert timer is not None and not timer.isVisible()  # no hand to time here
    panel.setFocus()
    press(qtbot, panel, Qt.Key.Key_T)
    assert not timer.timers.timer(timer.table_id).running
    press(qtbot, panel, Qt.Key.Key_N)
    assert not panel.error_label.isVisible()
    assert "two players with chips" not in panel.error_label.text()

    # In Hungarian too.
    choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
    try:
        assert panel.step_label.text().startswith("Ez az asztal a kiegyenlítéskor megszűnt")
        assert panel.close_button.text() == "Panel bezárása"
        # its entry in the Windows menu still names the table (not its id alone)
        [entry] = [a for a in window.windows_menu.actions()
                   if a.objectName() == f"page_{page}"]
        assert entry.text() == "Osztósegéd, 2. asztal"
    finally:
        choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_en")

    # Close this panel: the page and its Windows menu entry are gone.
    click(qtbot, panel.close_button)
    qtbot.waitUntil(lambda: page not in window.pages.page_keys())
    assert f"page_{page}" not in [a.objectName() for a in window.windows_menu.actions()]
    assert window.pages.currentWidget() is window.pages.page(f"console_{event}")


def test_R_8_4_a_broken_table_s_panel_fits_a_netbook_screen(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path, context: AppContext) -> None:
    """With the program's stylesheet, on a 1024x600 screen (less a taskbar and a title
    bar) the broken table's panel fits, read in both languages: the line that says the
    table is gone in the step's large type, where each player went under it in the
    panel's plain type (the moves in the step's type made the window taller than the
    screen, and every other page of the window with it)."""
    apply_style(qapp)
    try:
        window, panel, _event, seated_there = broken_table_2(qtbot, tmp_path, context)
        choose_from_menu(qtbot, window, window.windows_menu,
                         f"page_dealer_{panel.session.table_id}")
        space = room(1024, 600)
        window.resize(space.size())
        QApplication.processEvents()
        # read in Hungarian and back in English: the words laid out again at this size
        choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
        choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_en")
        problems = layout_problems("the broken table's panel", window, space)
    finally:
        qapp.setStyleSheet("")
    assert not problems, problems
    said = panel.step_label.text()
    assert said.startswith("This table was broken up by balancing") and "moves" not in said
    moves, moved = panel.closed_moves.text(), seated_there - {"Gábor", "Ferenc"}
    assert panel.closed_moves.isVisible() and moves.count("moves to Table 1") == len(moved)
    assert all(f"{player} (" in moves for player in moved), moves
    assert panel.close_button.isVisible()


def test_R_8_4_a_broken_table_s_header_names_no_next_hand(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The hand ended in a new level (R-8.1): its header named the next hand's blinds;
    once balancing broke the table there is no next hand here, and the header names
    none (the last hand's level and button stay); the balancing undone, it does again."""
    window, panel, _event, _seated = broken_table_2(qtbot, tmp_path, context, time)
    page = f"page_dealer_{panel.session.table_id}"
    choose_from_menu(qtbot, window, window.windows_menu, page)
    header = panel.header.text()
    assert "blinds 25/50 — hand 1" in header and "next hand" not in header, header
    choose_from_menu(qtbot, window, window.windows_menu, "eventSeating")
    window.pages.currentWidget().setFocus()
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    choose_from_menu(qtbot, window, window.windows_menu, page)
    assert panel.header.text().endswith("(next hand: blinds 50/100)"), panel.header.text()

def test_R_8_4_the_balancing_undone_the_panel_deals_again(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Ctrl+Z at the seating page takes the balancing back: Table 2 is open again and
    its panel offers the next hand as before."""
    window, panel, event, _seated = broken_table_2(qtbot, tmp_path, context)
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage)
    seating.setFocus()
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(q.tables(context.db, event)) == 2
    choose_from_menu(qtbot, window, window.windows_menu, f"page_dealer_{panel.session.table_id}")
    assert panel.step_label.text() == "The hand is over: move the button"
    assert panel.actions_bar.next.isVisible() and not panel.close_button.isVisible()
    assert panel.undo_button.isVisible()
    timer = panel.findChild(HandTimerWidget)
    assert timer is not None and timer.isVisible() and timer.isEnabled()


@pytest.fixture
def station_2(qtbot: QtBot, tmp_path: Path, pg_url: str) -> Iterator[Club]:
    """This computer the dealer station of Table 2, the director's at the other."""
    yield from open_station(qtbot, tmp_path, pg_url, Role.DEALER, table=1)


@pytest.mark.pg
@pytest.mark.usefixtures("english")
def test_R_8_4_a_dealer_station_s_table_broken_at_the_director_s_station(
        qtbot: QtBot, station_2: Club) -> None:
    """The director balances at the other station and breaks this station's table: the
    panel (under its instructions bar) says so and names where each player went; its
    Close takes it away with its Windows menu entry, and Ctrl+D then says in words
    that the table was broken up and how to choose another (it was Python's "not enough
    values to unpack", then "there is no hand to deal at it" with nothing to do)."""
    club = station_2
    panel = open_dealer_panel(qtbot, club)
    play_out(qtbot, panel)
    director = club.other
    for name in ("Emese", "Gábor", "Ferenc"):
        director.tournaments.count_chips(club.entries[name], 0, T0)
        director.tournaments.bust(club.event, {club.entries[name]: 10000}, T0)
    result = director.seating.balance(club.event, T0, random.Random(1))
    assert [int(t) for t in result.broken] == [club.table_id]
    qtbot.waitUntil(lambda: panel.step_label.text().startswith(
        "This table was broken up by balancing"), timeout=5000)
    assert "moves to Table 1" in panel.closed_moves.text()
    assert not panel.actions_bar.next.isVisible()
    window = club.window
    page = f"dealer_{club.table_id}"
    click(qtbot, panel.close_button)
    qtbot.waitUntil(lambda: page not in window.pages.page_keys())
    assert f"page_{page}" not in [a.objectName() for a in window.windows_menu.actions()]
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert page not in window.pages.page_keys()
    assert window.statusBar().currentMessage() == (
        "\u26a0 This station's table (Friday Freezeout \u2014 Table 2) was broken up since "
        "it was chosen: choose the table this station deals at again (File \u2192 Connect "
        "to a club server)"), window.statusBar().currentMessage()
