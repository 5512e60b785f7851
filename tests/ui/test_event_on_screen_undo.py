"""Ctrl+Z, Ctrl+Shift+Z and File → Mystery bounty envelopes act on the event on screen,
as Ctrl+T, Ctrl+D, Ctrl+L and Ctrl+P do (``MainWindow.event_on_screen``): with two
tournaments open they acted on the event resumed last, or on the one whose clock the
display showed. Only real input: keys where the focus is, the menu and the dialog's
buttons clicked where they are drawn.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from sqlmodel import Session, col, select

from director.store.models import MysteryEnvelope
from director.ui.common.context import AppContext
from tests.ui.event_fixtures import FakeTime, context, mystery_monday, time
from tests.ui.home_driver import click, open_envelopes, type_into
from tests.ui.keys_driver import key
from tests.ui.test_real_night_keys import (
    pick_from_windows_menu,
    two_tournaments_the_second_resumed_last,
)

__all__ = ["context", "time"]

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def level(context: AppContext, event_id: int, time: FakeTime) -> int:
    """The stored clock's level (0 the first) of ``event_id``."""
    shown = context.events.clock(event_id, time.now)
    return 0 if shown is None else shown.index


def test_ctrl_shift_z_on_the_first_tournaments_clock_page_redoes_its_level(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """R-8.2: two tournaments open, the second resumed last, a level change undone in
    it. On the first one's clock page (Ctrl+L from its console) N moves its clock to
    the next level, Ctrl+Z takes that back and Ctrl+Shift+Z does it again: in the
    first tournament, on screen; the second's level change stays undone (Ctrl+Shift+Z
    redid it, in the event resumed last)."""
    window, console, first, second = two_tournaments_the_second_resumed_last(
        qtbot, tmp_path, context)
    context.events.next_level(second, time.now)
    context.events.undo_last(second, time.now)
    assert level(context, second, time) == 0
    assert pick_from_windows_menu(qtbot, window, f"console_{first}") is console
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    assert window.pages.currentWidget() is window.clock_page
    key(qtbot, window, Qt.Key.Key_N)
    assert level(context, first, time) == 1
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert level(context, first, time) == 0
    key(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)
    assert level(context, first, time) == 1, window.statusBar().currentMessage()
    assert level(context, second, time) == 0


def test_ctrl_z_on_home_undoes_in_the_event_resumed_last_not_the_clock_shown(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """R-8.2: two tournaments open, the second resumed last and moved to its next
    level; the first one's clock put on the display (Ctrl+L from its console) and
    moved to its next level (N). On Home, a page of no event, Ctrl+Z takes back the
    level change of the event resumed last, as Ctrl+T and Ctrl+L there open its pages;
    the first tournament, whose clock the display shows, keeps its level (Ctrl+Z took
    it back there)."""
    window, console, first, second = two_tournaments_the_second_resumed_last(
        qtbot, tmp_path, context)
    context.events.next_level(second, time.now)
    assert pick_from_windows_menu(qtbot, window, f"console_{first}") is console
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    key(qtbot, window, Qt.Key.Key_N)
    assert (level(context, first, time), level(context, second, time)) == (1, 1)
    pick_from_windows_menu(qtbot, window, "home")
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert level(context, second, time) == 0, window.statusBar().currentMessage()
    assert level(context, first, time) == 1
    assert window.statusBar().currentMessage() == "Undone: Clock: next level (level 2)"


def test_the_envelopes_of_the_tournament_on_screen_are_set(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Mystery Monday (a bounty pool of 12,000) open, then a second tournament resumed
    last. On Mystery Monday's console File → Mystery bounty envelopes opens its
    envelopes, its pool shown; 6,000, 3,000 and 3,000 typed and set are Mystery
    Monday's envelopes, and the second tournament has none (the dialog opened for
    the second, which has no bounties)."""
    window, console, monday, second = two_tournaments_the_second_resumed_last(
        qtbot, tmp_path, context, first=mystery_monday)
    assert pick_from_windows_menu(qtbot, window, f"console_{monday}") is console
    dialog = open_envelopes(qtbot, window)
    assert dialog.pool.text() == "Bounty pool: 12,000"
    type_into(qtbot, dialog.amounts, "6000; 3000; 3000")
    click(qtbot, dialog.save_button)
    assert dialog.message.text() == "3 envelopes set"

    def amounts(event_id: int) -> list[int]:
        with Session(context.db.engine) as s:
            return [e.amount for e in s.exec(select(MysteryEnvelope).where(
                MysteryEnvelope.event_id == event_id).order_by(col(MysteryEnvelope.number)))]

    assert amounts(monday) == [6000, 3000, 3000]
    assert amounts(second) == []
