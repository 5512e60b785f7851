"""Hand for hand in the windows (R-8.5, TDA RP-8), as a director and a dealer use it:
the real main window, clicks on the buttons shown and keys on the focused widget.

The director turns it on from the console's register row (one click); a bar then
names the hand-for-hand hand and each table's turn, and starts the next hand or
ends it. Two players out at different tables in the same hand, busted one after
the other from the console, tie for the place; Ctrl+Z takes back a hand started.
At the dealer panel, N after the table's hand-for-hand hand is refused in words
until the director starts the next. Every open view agrees with the store."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.move_dialog import MoveDialog
from director.ui.dealer.panel import DealerPanel
from tests.ui.dealer_driver import to_the_end
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key
from tests.ui.one_record_views import agree
from tests.ui.test_tournament_end import bust, click_row, left_click

__all__ = ["context", "time"]  # the fixtures


def _bar(console: ConsolePage) -> tuple[bool, str]:
    bar = console.hand_for_hand
    label = bar.findChild(QLabel, "handForHandLabel")
    shown = bar.isVisibleTo(console)  # on the console, whichever page is in front
    return shown, label.text() if shown else ""


def _button(console: ConsolePage, name: str) -> QPushButton:
    button = console.findChild(QPushButton, name)
    assert button is not None and button.isVisible() and button.isEnabled(), name
    return button


def test_R_8_5_the_director_runs_hand_for_hand_from_the_console_and_busts_tie(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Eight players at two tables dealt on the felt. Hand for hand (one click): the
    bar says hand 1, both tables to deal. A table-1 player busts (8th), then a
    table-2 player in the same hand (a second bust, three inputs): both show Place 7,
    and the console says they tie.
    Start hand 2 (one click); Ctrl+Z takes it back (hand 1 again); Exit hand for hand:
    the bar goes and the button to turn it on is back."""
    event, _ = tournament(context, players=8, tables=2, seed=3)
    window = open_main_window(qtbot, tmp_path, context, sound=False)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    assert _bar(console) == (False, "")
    left_click(qtbot, _button(console, "handForHand"))
    assert _bar(console) == (True, "<b>Hand for hand</b>, hand 1 \u2014 Table 1: to deal "
                                   "\u00b7 Table 2: to deal")
    assert console.message.text() == "Hand for hand: every table plays hand 1 and waits"
    assert not console.findChild(QPushButton, "handForHand").isVisible()
    clock = window.clock_window
    assert clock is not None
    qtbot.waitUntil(lambda: clock.labels["banner"].text().startswith(
        "HAND FOR HAND \u00b7 HAND 1"))  # the room's screen says so too

    at = {e.player: e.table for e in console.rows}
    one = next(p for p, t in at.items() if t == "Table 1")
    two = next(p for p, t in at.items() if t == "Table 2")
    assert bust(qtbot, console, one) == f"{one} finishes in place 8"
    assert bust(qtbot, console, two) == f"{two} and {one} tie for 7th place"
    places = {e.player: e.place for e in console.rows}
    assert places[one] == places[two] == 7
    agree(qtbot, window, context, event, time.now, "the tie")

    left_click(qtbot, _button(console, "handForHandNext"))
    assert _bar(console)[1].startswith("<b>Hand for hand</b>, hand 2 ")
    assert _button(console, "handForHandNext").text() == "Start ha&nd 3"  # Alt+N
    console.entries.setFocus()
    key(qtbot, console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert console.message.text() == "Undone: Hand for hand: hand 2"
    assert _bar(console)[1].startswith("<b>Hand for hand</b>, hand 1 ")
    assert _button(console, "handForHandEnd").text() == "E&xit hand for hand"  # Alt+X
    left_click(qtbot, _button(console, "handForHandEnd"))
    assert _bar(console) == (False, "")
    assert _button(console, "handForHand").text() == "Ha&nd for hand"  # Alt+N
    agree(qtbot, window, context, event, time.now, "hand for hand ended")


def test_R_8_5_the_dealer_panel_waits_for_the_next_hand_for_hand_hand_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Four players at one table. Hand for hand on at the console; Ctrl+D: the panel
    deals hand-for-hand hand 1 (the console's bar: Table 1 playing), played to its end
    with the keys; N is refused, saying why, and deals nothing; the console's bar says
    Table 1 done. Start hand 2 at the console, back to the panel (Ctrl+D): N deals."""
    event, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_main_window(qtbot, tmp_path, context, sound=False)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    left_click(qtbot, _button(console, "handForHand"))
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel), window.statusBar().currentMessage()
    assert _bar(console)[1].endswith("Table 1: playing")
    to_the_end(qtbot, panel)
    number = panel.session.hand_number
    key(qtbot, window, Qt.Key.Key_N)
    qtbot.waitUntil(panel.error_label.isVisible)
    assert panel.error_label.text() == (
        "\u26a0 Table 1 has played hand-for-hand hand 1; it deals its next hand once the "
        "director starts the next hand for hand")
    assert panel.session.hand_number == number and panel.session.is_complete

    key(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentWidget() is console
    qtbot.waitUntil(lambda: _bar(console)[1].endswith("Table 1: done"))
    left_click(qtbot, _button(console, "handForHandNext"))
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentWidget() is panel
    key(qtbot, window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: panel.session.hand_number == number + 1)
    assert not panel.session.is_complete
    qtbot.waitUntil(lambda: _bar(console)[1].endswith("Table 1: playing"))
    agree(qtbot, window, context, event, time.now, "hand-for-hand hand 2 dealt")


def test_R_8_5_move_refuses_a_player_who_played_the_hand_to_a_table_still_to_deal_it(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Eight players at two tables dealt on the felt. Hand for hand on (one click);
    table 1 deals hand-for-hand hand 1 on the felt, table 2 not yet. A table-1
    player: row, Move…, Enter (to Table 2): refused on the console in words naming
    the player and both tables, the player still in their seat."""
    event, _ = tournament(context, players=8, tables=2, seed=3)
    first, _second = (t.table_id for t in q.tables(context.db, event))
    context.seating.draw_for_button(first, T0, random.Random(1))
    window = open_main_window(qtbot, tmp_path, context, sound=False)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    left_click(qtbot, _button(console, "handForHand"))
    context.seating.next_hand(first, time.now, 0)  # Next hand on the felt at table 1
    qtbot.waitUntil(lambda: _bar(console)[1].endswith("Table 1: done \u00b7 Table 2: to deal"))

    mover = next(e for e in console.rows if e.table == "Table 1")
    click_row(qtbot, console.entries, mover.player)
    left_click(qtbot, console.buttons["move"])
    dialog = console.last_dialog
    assert isinstance(dialog, MoveDialog) and dialog.isVisible()
    assert dialog.table_choice.currentText().startswith("Table 2 ")
    key(qtbot, dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert console.message.text() == (
        f"\u26a0 {mover.player} has played hand-for-hand hand 1 at Table 1 and Table 2 has "
        "not: moved there now, they would be dealt it twice; move them once every table "
        "has played it")
    [now] = [e for e in q.entries(context.db, event) if e.player == mover.player]
    assert (now.table, now.seat) == ("Table 1", mover.seat)
    agree(qtbot, window, context, event, time.now, "a move refused in hand for hand")
