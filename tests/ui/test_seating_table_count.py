"""The seating page's table count follows the store (DESIGN.md "One record"):
found in the audit of a 40-player club night, where the box kept saying 5 after
balancing broke tables (R-8.4) and Open tables then added five empty tables."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.seating import MovesDialog, SeatingPage
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import choose_from_menu
from tests.ui.dealer_driver import click
from tests.ui.event_fixtures import SETTINGS, T0, FakeTime, context, time
from tests.ui.home_driver import open_main_window, resume_event

__all__ = ["context", "time"]



def seating_of(qtbot: QtBot, tmp_path: Path, context: AppContext, event: int
               ) -> tuple[MainWindow, SeatingPage]:
    """The real main window, the event resumed, Windows → Seating (the clock's window
    hidden, as on a director's second screen)."""
    window = open_main_window(qtbot, tmp_path, context, sound=False)
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    if window.clock_window is not None:
        window.clock_window.hide()
    choose_from_menu(qtbot, window, window.windows_menu, "eventSeating")
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage)
    return window, seating

def test_R_8_4_after_balancing_broke_tables_open_tables_offers_what_the_night_needs(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """40 players at six seats a table: the box offers 7 tables (40 / 6). Seated,
    20 bust; balancing breaks tables down to 4 (20 / 6): nobody waits for a seat, so
    the box offers 1, not 7, and Open tables adds one table."""
    event = context.events.create_event("tournament", "Club night", SETTINGS, T0)
    entries = [context.tournaments.register(
        event, context.events.add_player(f"Player {n}", T0), T0) for n in range(1, 41)]
    _window, seating = seating_of(qtbot, tmp_path, context, event)
    seating.rng_factory = lambda: random.Random(7)
    # the count is named beside it, on its left (it stood bare at the bar's end)
    label = seating.count_label
    assert label.text() == "Tables:" and label.buddy() is seating.table_count
    assert label.isVisible() and label.geometry().right() < seating.table_count.geometry().x()
    assert seating.table_count.value() == 7, "40 players at 6 a table"
    click(qtbot, seating.open_button)
    click(qtbot, seating.draw_button)
    assert len(q.tables(context.db, event)) == 7
    assert seating.table_count.value() == 1, "everyone seated: one more at most"

    for entry in entries[:20]:
        context.tournaments.count_chips(entry, 0, T0)
        context.tournaments.bust(event, {entry: 10000}, T0)
    for _ in range(7):  # balancing until it says nothing is to move
        click(qtbot, seating.balance_button)
        moves = seating.last_dialog
        if not isinstance(moves, MovesDialog):
            break
        click(qtbot, moves.buttons.button(QDialogButtonBox.StandardButton.Ok))
        if len(q.tables(context.db, event)) == 4:
            break
    assert len(q.tables(context.db, event)) == 4
    assert seating.table_count.value() == 1
    click(qtbot, seating.open_button)
    assert len(q.tables(context.db, event)) == 5, "one table opened, not seven"


def test_sixty_players_typed_7_and_enter_opens_seven_tables(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The director types the count in *Tables:* and presses Enter: the tables open, as
    Open tables beside it does (Enter did nothing, and the seven tables stayed shut
    until the mouse found the button)."""
    event = context.events.create_event("tournament", "Big Friday", {
        **SETTINGS, "seats_per_table": 9}, T0)
    for n in range(1, 61):
        context.tournaments.register(event, context.events.add_player(f"Player {n}", T0), T0)
    window, seating = seating_of(qtbot, tmp_path, context, event)
    qtbot.mouseClick(seating.table_count, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(seating.table_count.hasFocus)
    field = window.focusWidget()
    assert field is not None
    QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(field, "7")
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert len(q.tables(context.db, event)) == 7
    assert seating.message.text() == "7 tables opened"
