"""A player moved to a table dealt at the dealer panel from a table dealt on the felt
before their chips were counted there (R-8.4: the player keeps their chips;
``seating.moved_stacks``): the panel's N asks that player's chips first, in the
count dialog with their seat only, pre-filled with the stack as stored, and deals
the count; Esc deals nothing. Through the real main window, keys only."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.services.seating.moved_stacks import stacks_to_count as moved_to_count
from director.ui.common.context import AppContext
from director.ui.dealer.felt_count import StacksCountDialog
from tests.ui.dealer_driver import play_out
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key, type_text
from tests.ui.one_record_views import agree

__all__ = ["context", "time"]


def _first_table_chosen() -> None:
    """Ctrl+D at an event of two tables asks which: Enter takes Table 1."""
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, QInputDialog):
        QTimer.singleShot(20, _first_table_chosen)
        return
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)


def _first_moved_in(context: AppContext, event: int, felt_table: int,
                    panel_table: int) -> int:
    """The felt table's first player moved to the panel table's first free seat,
    through the seating service as the director's move: that seat."""
    views = {t.table_id: t for t in q.tables(context.db, event)}
    taken = {s.number for s in views[panel_table].seats if s.entry_id is not None}
    free = next(n for n in range(1, 10) if n not in taken)
    mover = next(s.entry_id for s in views[felt_table].seats if s.entry_id is not None)
    assert mover is not None
    context.seating.move_player(mover, panel_table, free, T0)
    return free


@pytest.mark.parametrize("answer", ["count", "escape"])
def test_R_8_4_n_asks_the_chips_of_a_player_moved_in_from_the_felt_uncounted(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        answer: str) -> None:
    """Hand 1 dealt at Table 1's panel, hand 1 on the felt at Table 2, then a player of
    Table 2 moved to Table 1: N asks their chips (10,000 as stored, their seat only);
    12,500 typed, Enter deals hand 2 with 12,500 in that seat (stored for the hand it
    is dealt in, where it waits for the blinds: R-3.4). Esc deals nothing and
    the seat stays to count."""
    event, _ = tournament(context, players=6, tables=2, seed=4)
    panel_table, felt_table = [t.table_id for t in q.tables(context.db, event)]
    for table in (panel_table, felt_table):
        context.seating.draw_for_button(table, T0, random.Random(2))
    window = open_main_window(qtbot, tmp_path, context, "en", sound=False, clock=time)
    resume_event(qtbot, window, event)
    QTimer.singleShot(20, _first_table_chosen)
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.pages.currentWidget()
    assert getattr(panel, "session", None) is not None, window.statusBar().currentMessage()
    play_out(qtbot, panel)  # hand 1, at the panel
    context.seating.next_hand(felt_table, T0, 0)  # hand 1 at Table 2, on the felt
    free = _first_moved_in(context, event, felt_table, panel_table)
    agree(qtbot, window, context, event, time.now, "a player moved from the felt")
    key(qtbot, window, Qt.Key.Key_N)
    count = panel.last_count
    assert isinstance(count, StacksCountDialog)
    qtbot.waitUntil(count.isVisible, timeout=2000)
    assert count.counts() == {free: 10_000}  # the mover's seat only, as stored
    assert panel.session.hand_number == 1
    if answer == "escape":
        key(qtbot, count, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not count.isVisible(), timeout=2000)
        assert panel.session.hand_number == 1 and panel.session.is_complete
        assert [m.seat for m in moved_to_count(context.db, panel_table)] == [free]
        return
    type_text(qtbot, count, "12500")  # the seat's amount selected: typed over
    key(qtbot, count, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not count.isVisible(), timeout=2000)
    setup = panel.session.hand.setup
    assert panel.session.hand_number == 2
    # dealt 12,500 in hand 2, or, a seat that waits for the blinds to pass,
    # in the hand it is dealt in
    assert dict(zip(setup.seats, setup.stacks, strict=True)).get(free, 12_500) == 12_500
    assert context.events.tables.next_stacks(panel_table)[free] == 12_500
    assert moved_to_count(context.db, panel_table) == []
    agree(qtbot, window, context, event, time.now, "hand 2 dealt from the count")


@pytest.mark.parametrize("answer", ["enter", "escape"])
def test_R_8_4_a_panel_opened_asks_the_chips_of_a_player_moved_in_uncounted_first(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        answer: str) -> None:
    """Hand 1 dealt at Table 1's panel and closed, hand 1 on the felt at Table 2, a
    player of Table 2 moved to Table 1; the dealer panel opened at Table 1 (Ctrl+D)
    would deal hand 2 at once: the mover's chips are asked first (10,000 as stored),
    9,000 typed, Enter opens the panel with 9,000 stored for them. Esc opens no panel
    and the status line says why."""
    from director.services.tables.dealer_session import DealerSession
    from director.ui.dealer.panel import DealerPanel
    from tests.services.night import HOLDEM_25_50, fold_to_big_blind

    event, _ = tournament(context, players=6, tables=2, seed=4)
    panel_table, felt_table = [t.table_id for t in q.tables(context.db, event)]
    for table in (panel_table, felt_table):
        context.seating.draw_for_button(table, T0, random.Random(2))
    first = DealerSession.at_table(context.events.tables, panel_table, HOLDEM_25_50, 1)
    fold_to_big_blind(first)  # hand 1 at the panel, over
    context.seating.next_hand(felt_table, T0, 0)
    free = _first_moved_in(context, event, felt_table, panel_table)
    window = open_main_window(qtbot, tmp_path, context, "en", sound=False, clock=time)
    resume_event(qtbot, window, event)
    seen: list[dict[int, int]] = []

    def reply() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QInputDialog):  # which table: Table 1
            QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        if not isinstance(dialog, StacksCountDialog):
            QTimer.singleShot(20, reply)
            return
        seen.append(dialog.counts())
        target = dialog.focusWidget() or dialog
        if answer == "enter":
            QTest.keyClicks(target, "9000")  # the seat's amount selected: typed over
        QTest.keyClick(target, Qt.Key.Key_Return if answer == "enter" else Qt.Key.Key_Escape)

    QTimer.singleShot(20, reply)
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert seen == [{free: 10_000}]  # the mover's seat only, as stored
    if answer == "escape":
        assert not isinstance(window.pages.currentWidget(), DealerPanel)
        assert window.statusBar().currentMessage() == (
            "\u26a0 A player moved to this table from a table dealt on the felt before "
            "their chips were counted: count them to open the panel")
        assert [m.seat for m in moved_to_count(context.db, panel_table)] == [free]
        return
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel) and panel.session.hand_number == 2
    setup = panel.session.hand.setup  # dealt 9,000, or waits for the blinds
    assert dict(zip(setup.seats, setup.stacks, strict=True)).get(free, 9_000) == 9_000
    assert context.events.tables.next_stacks(panel_table).get(free, 9_000) == 9_000
    assert moved_to_count(context.db, panel_table) == []
    agree(qtbot, window, context, event, time.now, "the panel opened after the count")
