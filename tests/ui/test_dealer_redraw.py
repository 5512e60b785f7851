"""A final table redrawn while its dealer panel is open (R-8.4, TDA RP-9; R-3.1).

The redraw seats everyone anew and leaves the final table without a button: a
draw for it is due. The open panel follows the commit feed: it shows no button and
no blinds (the last hand's button is no one's now) and says to draw for it; once
the seating draws it, the panel shows the button drawn and N deals from there;
without a draw N starts at the highest seat, as a panel opened then does. Real main
window, real keys and clicks; ``one_record_views.agree`` after every step."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.button_draw import ButtonDrawDialog
from director.ui.console.console import ConsolePage
from director.ui.console.seating import MovesDialog, SeatingPage
from director.ui.dealer.felt_count import StacksCountDialog
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.main_window import MainWindow
from tests.ui.dealer_driver import play_out
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import dealer_panel_by_keys, key
from tests.ui.one_record_views import agree
from tests.ui.test_one_night import answer_modal

__all__ = ["context", "time"]


def _redrawn(qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
             language: str = "en", felt_hand: bool = False
             ) -> tuple[MainWindow, DealerPanel, SeatingPage, int, int]:
    """Six players at two tables of six seats, hand 1 played at Table 1's panel, then Balance on
    the seating: one final table of six, redrawn (R-8.4). ``felt_hand``: hand 2 recorded
    at Table 1 on the felt (the seating's Next hand) before the Balance."""
    event, _ = tournament(context, players=6, tables=2, seed=4)
    for table in q.tables(context.db, event):
        context.seating.draw_for_button(table.table_id, T0, random.Random(2))
    window = open_main_window(qtbot, tmp_path, context, language, sound=False, clock=time)
    resume_event(qtbot, window, event)
    console = window.pages.page(f"console_{event}")
    assert isinstance(console, ConsolePage)
    window.pages.show_page(f"console_{event}")
    answer_modal(qtbot)  # the dealer panel asks the table: Enter takes Table 1
    qtbot.mouseClick(console.buttons["goDealer"], Qt.MouseButton.LeftButton)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    final = panel.session.table_id
    assert final is not None
    play_out(qtbot, panel)
    agree(qtbot, window, context, event, time.now, "hand 1 played at the panel")
    key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage)
    if felt_hand:
        seating.table_choice.setCurrentIndex(seating.table_choice.findData(final))
        qtbot.mouseClick(seating.hand_button, Qt.MouseButton.LeftButton)
        assert context.events.tables.running_state(final).hands_dealt == 2
    qtbot.mouseClick(seating.balance_button, Qt.MouseButton.LeftButton)
    moves = seating.last_dialog
    assert isinstance(moves, MovesDialog), seating.message.text()
    qtbot.mouseClick(moves.buttons.button(moves.buttons.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    [table] = q.tables(context.db, event)
    assert table.table_id == final and len(table.seats) == 6 and table.button is None
    return window, panel, seating, event, final


def _marks(panel: DealerPanel) -> dict[int, str]:
    """The button and blinds the seats list marks ("shown" and the like left out)."""
    view = panel.seats
    marks = {int(view.item(r, 0).text().split()[0]): ", ".join(
        word for word in view.item(r, 5).text().split(", ")
        if word in ("button", "small blind", "big blind")) for r in range(view.rowCount())}
    return {seat: words for seat, words in marks.items() if words}


def test_R_8_4_an_open_panel_shows_no_button_after_the_redraw_and_the_one_drawn_then(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    window, panel, seating, event, final = _redrawn(qtbot, tmp_path, context, time)
    agree(qtbot, window, context, event, time.now, "the final table redrawn")
    assert "button seat" not in panel.header.text() and not _marks(panel)
    assert panel.step_label.text().startswith(
        "The seats were drawn again: the button is drawn for the next hand at the "
        "seating (Draw for the button, ")
    assert "Press N and you deal hand 2" in panel.step_label.text()
    assert panel.pots.pots.text().startswith(
        "<b>Hand 1, the last dealt at this panel, before the seats were drawn again:</b>")

    seating.table_choice.setCurrentIndex(seating.table_choice.findData(final))
    qtbot.mouseClick(seating.button_draw_button, Qt.MouseButton.LeftButton)
    draw = seating.last_dialog
    assert isinstance(draw, ButtonDrawDialog)
    drawn = draw.draw.button
    draw.close()
    agree(qtbot, window, context, event, time.now, "the button drawn")
    assert panel.header.text().endswith(f"hand 1, button seat {drawn}")
    # the finished hand's seats listed: the button drawn marked where it is one of them
    listed = {int(panel.seats.item(r, 0).text().split()[0]) for r in range(panel.seats.rowCount())}
    assert _marks(panel) == ({drawn: "button"} if drawn in listed else {})
    assert panel.step_label.text().startswith(
        f"The button was drawn at the seating: seat {drawn} (")

    dealer_panel_by_keys(qtbot, window)  # Ctrl+D: the same panel on screen
    key(qtbot, window, Qt.Key.Key_N)  # hand 2, from the button drawn
    assert not panel.error_label.text(), panel.error_label.text()
    assert panel.session.hand.setup.button_seat == drawn and panel.session.felt is None
    assert context.events.tables.running_state(final).button == drawn
    agree(qtbot, window, context, event, time.now, "hand 2 dealt at the panel")


def test_R_8_4_without_a_draw_n_starts_the_button_at_the_highest_seat(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """N with no draw made: the button at the highest seat with chips, as a panel opened
    after the redraw would start it, not the last hand's seat (someone else's now)."""
    window, panel, _seating, event, final = _redrawn(qtbot, tmp_path, context, time)
    highest = max(s.number for s in q.tables(context.db, event)[0].seats)
    dealer_panel_by_keys(qtbot, window)
    key(qtbot, window, Qt.Key.Key_N)
    assert not panel.error_label.text(), panel.error_label.text()
    assert panel.session.hand.setup.button_seat == highest
    assert context.events.tables.running_state(final).button == highest
    agree(qtbot, window, context, event, time.now, "hand 2 dealt without a draw")


def test_R_8_4_a_felt_hand_before_the_redraw_asks_the_count_at_n(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Hand 1 at the panel, hand 2 on the felt, then the final table's redraw: N on the
    open panel asks for the stacks counted first (the felt's hand moved them; the
    redraw hid it before and N dealt the panel's stale stacks), pre-filled with the
    stacks as stored; Enter takes them and deals hand 3."""
    window, panel, _seating, event, final = _redrawn(qtbot, tmp_path, context, time,
                                                     felt_hand=True)
    dealer_panel_by_keys(qtbot, window)
    key(qtbot, window, Qt.Key.Key_N)
    count = panel.last_count
    assert isinstance(count, StacksCountDialog)
    qtbot.waitUntil(count.isVisible, timeout=2000)
    assert count.counts() == context.events.tables.next_stacks(final)
    key(qtbot, count.focusWidget() or count, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not count.isVisible(), timeout=2000)
    assert not panel.error_label.text(), panel.error_label.text()
    assert panel.session.hand_number == 3 and panel.session.felt is None
    agree(qtbot, window, context, event, time.now, "hand 3 dealt after the count")
