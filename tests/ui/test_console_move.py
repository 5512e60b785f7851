"""Move… on the console (R-8.4 by hand): a seated player to an empty seat of another
open table with the keyboard, as a drag on the seating window does. The real main
window: the player's row clicked, Move… clicked, Enter; the table with the fewest
players and its first empty seat are chosen at the start, the arrow keys choose
another. Every open view shows the store's seats after it; Ctrl+Z takes it back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.move_dialog import MoveDialog
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import activate, key
from tests.ui.one_record_views import agree
from tests.ui.test_tournament_end import click_row, left_click

__all__ = ["context", "time"]  # the fixtures


def _seat(context: AppContext, event: int, player: str) -> tuple[str, int | None]:
    [e] = [e for e in q.entries(context.db, event) if e.player == player]
    return e.table, e.seat


def test_R_8_4_a_player_moved_from_the_console_with_three_inputs(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Eight players at three tables (3, 3, 2 after the draw). A table-1 player: row,
    Move…, Enter: to the table of two (the fewest), its first empty seat, said on the
    console; then another player, the arrow key choosing the other table and seat 9.
    Ctrl+Z puts the last move back."""
    event, _ = tournament(context, players=8, tables=3, seed=3)
    window = open_main_window(qtbot, tmp_path, context, sound=False)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    tables = q.tables(context.db, event)
    counts = {t.name: sum(1 for s in t.seats if s.entry_id is not None) for t in tables}
    fewest = min(counts, key=lambda name: counts[name])
    mover = next(e.player for e in console.rows if e.table != fewest)
    before = _seat(context, event, mover)

    click_row(qtbot, console.entries, mover)
    left_click(qtbot, console.buttons["move"])
    dialog = console.last_dialog
    assert isinstance(dialog, MoveDialog) and dialog.isVisible()
    assert dialog.table_choice.currentText() == f"{fewest} (2 players)"
    [target] = [t for t in tables if t.name == fewest]
    first_free = min(n for n in range(1, target.max_seats + 1)
                     if n not in {s.number for s in target.seats if s.entry_id is not None})
    key(qtbot, dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert _seat(context, event, mover) == (fewest, first_free)
    assert console.message.text() == f"{mover} moved to {fewest}, seat {first_free}"
    agree(qtbot, window, context, event, time.now, "a move from the console")

    second = next(e.player for e in console.rows if e.table not in (fewest, before[0])
                  and e.seat is not None)
    click_row(qtbot, console.entries, second)
    left_click(qtbot, console.buttons["move"])
    dialog = console.last_dialog
    assert isinstance(dialog, MoveDialog)
    activate(qtbot, dialog)
    focused = QApplication.focusWidget()
    assert isinstance(focused, QComboBox) and focused is dialog.table_choice
    other = next(i for i in range(focused.count()) if i != focused.currentIndex())
    while focused.currentIndex() != other:
        key(qtbot, focused, Qt.Key.Key_Down if other > focused.currentIndex() else Qt.Key.Key_Up)
    chosen_table = focused.currentText().split(" (")[0]
    qtbot.keyClick(focused, Qt.Key.Key_Tab)
    seats = QApplication.focusWidget()
    assert seats is dialog.seat_choice
    key(qtbot, seats, Qt.Key.Key_End)
    last_seat = int(dialog.seat_choice.currentData())
    key(qtbot, seats, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert _seat(context, event, second) == (chosen_table, last_seat)
    agree(qtbot, window, context, event, time.now, "a move chosen with the arrows")
    console.entries.setFocus()
    key(qtbot, console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _seat(context, event, second) != (chosen_table, last_seat)
    agree(qtbot, window, context, event, time.now, "the move taken back")
