"""The keyboard audited as a director and a dealer use it, in the real main window
with real key presses and clicks: a key of one window or page never acts in
another (a dealer's Ctrl+Shift+Z moved the director's clock), and a key means the
same whatever was last clicked with the mouse."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.action_log import history
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.cash.cash_view import CashView
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import MessageLabel
from director.ui.console.console import ConsolePage
from director.ui.console.seating import SeatingPage
from tests.ui.event_fixtures import T0, FakeTime, cash_game, context, time, tournament
from tests.ui.home_driver import click, resume_event
from tests.ui.keys_driver import dealer_panel_by_keys, focused, key, type_text
from tests.ui.test_cash_one_record_night import show_window
from tests.ui.test_real_night_keys import open_window

__all__ = ["context", "time"]

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def level_index(context: AppContext, event_id: int) -> int:
    view = context.events.clock(event_id, context.now())
    assert view is not None
    return view.index


def test_redo_in_the_dealer_panel_never_puts_back_the_directors_clock_command(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The director starts the clock on its page, presses N by mistake and takes it
    back (Ctrl+Z). At the table the dealer keys a call, takes it back (Ctrl+Z) and
    presses Ctrl+Shift+Z (or Ctrl+Y) for the call again: the director's N was done
    again, the clock moved a level from the dealer panel. Redo in the panel now
    puts back nothing of the director's, and says so on the panel's error line."""
    event, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    key(qtbot, window, Qt.Key.Key_Space)
    key(qtbot, window, Qt.Key.Key_N)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert level_index(context, event) == 0
    panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
    first = panel.session.step()
    key(qtbot, window, Qt.Key.Key_C)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert panel.session.step() == first
    recorded = len(history(context.db, event))
    for redo in ((Qt.Key.Key_Z, CTRL | SHIFT), (Qt.Key.Key_Y, CTRL)):
        key(qtbot, window, *redo)
        assert level_index(context, event) == 0, window.statusBar().currentMessage()
        assert len(history(context.db, event)) == recorded
        assert panel.session.step() == first
        assert panel.error_label.isVisible() and "again" in panel.error_label.text()


def test_space_in_the_dealer_panel_is_not_the_button_last_clicked(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The dealer clicks Fold with the mouse for seat 4; the button kept the keyboard,
    so the next key Space folded seat 6 too (Space presses the button with the focus).
    A click on the panel's buttons leaves the keyboard with the panel: its keys, Space
    included, act as they do before any click (Space is not an action's key, so the
    next seat is still to act)."""
    event, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
    bar = panel.actions_bar
    for button in (bar.fold, bar.check_call, bar.bet_raise, panel.undo_button):
        seat = panel.session.step().seat
        click(qtbot, button)
        after_click = panel.session.step()
        assert after_click.seat != seat or button is panel.undo_button
        key(qtbot, window, Qt.Key.Key_Space)
        assert panel.session.step() == after_click, (button.objectName(), focused(window))


def test_tab_leaves_the_consoles_list_of_players(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The director clicks Anna's row, then Tab (or Shift+Tab) for the buttons: Tab
    moved from cell to cell of the list, row after row, and never left it (a keyboard
    trap: Bust and the other buttons were out of the keyboard's reach once it was in
    the list). The list selects whole rows and is edited nowhere: Tab now goes on to
    the next control, Shift+Tab back to Payouts…, the last of the buttons."""
    from tests.ui.test_dealer_station_pages import click_row

    event, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    for tab, modifier in ((Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
                          (Qt.Key.Key_Backtab, SHIFT)):
        click_row(qtbot, console, "Anna")
        assert focused(window) is console.entries
        key(qtbot, window, tab, modifier)
        assert focused(window) is not console.entries, tab
    assert focused(window) is console.buttons["payouts"]


def test_ctrl_z_in_the_amount_field_is_its_typing_then_the_hands_last_step(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Seat 4 calls (C). The dealer clicks the amount field for seat 6's raise, then
    thinks better of the call: Ctrl+Z did nothing there (the field kept the key,
    with nothing of its own to take back), where the card field and the console's
    name box pass it on. Now: Ctrl+Z takes back what was typed in the field while
    there is some, else the hand's last step, as U does; so after a raise clicked
    with the mouse (the field keeps the keyboard) Ctrl+Z takes back the raise."""
    event, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
    session, amount = panel.session, panel.actions_bar.amount
    seat_4 = session.step()
    key(qtbot, window, Qt.Key.Key_C)
    seat_6 = session.step()
    click(qtbot, amount)
    assert focused(window) is amount
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert session.step() == seat_4
    key(qtbot, window, Qt.Key.Key_C)
    click(qtbot, amount)
    key(qtbot, window, Qt.Key.Key_A, CTRL)
    shown = amount.text()
    type_text(qtbot, window, "300")
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # the typing, not the call
    assert amount.text() == shown and session.step() == seat_6
    key(qtbot, window, Qt.Key.Key_A, CTRL)
    type_text(qtbot, window, "300")
    click(qtbot, panel.actions_bar.bet_raise)
    assert session.step().seat != seat_6.seat and focused(window) is amount
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert session.step() == seat_6


def _click_first_row(qtbot: QtBot, table: QTableWidget) -> None:
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(table.item(0, 0)).center())


def test_tab_leaves_every_list_read_a_row_at_a_time(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Home's list of events, the Players page's list and a cash game's ledger: a row
    clicked, then Tab (or Shift+Tab) went from cell to cell, row after row, and never
    left the list, as the console's list did: the page's buttons and fields were out
    of the keyboard's reach. Now Tab goes on to the next control."""
    game = cash_game(context)
    CashGameService(context.db).buy_in(game, context.events.add_player("Anna", T0), 10_000, T0)
    window = open_window(qtbot, tmp_path, context)
    click(qtbot, window.home.players_button)
    lists = [("players", window.players_page.table)]
    click(qtbot, window.players_page.back_button)
    lists.insert(0, ("home", window.home.table))
    for name, table in lists:
        if name == "players":
            click(qtbot, window.home.players_button)
        for tab, modifier in ((Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
                              (Qt.Key.Key_Backtab, SHIFT)):
            _click_first_row(qtbot, table)
            assert focused(window) is table, name
            key(qtbot, window, tab, modifier)
            assert focused(window) is not table, (name, tab)
    click(qtbot, window.players_page.back_button)
    resume_event(qtbot, window, game)
    show_window(qtbot, window, f"cash_{game}")
    ledger = window.pages.currentWidget()
    assert isinstance(ledger, CashView) and ledger.table.rowCount() > 0
    for tab, modifier in ((Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
                          (Qt.Key.Key_Backtab, SHIFT)):
        _click_first_row(qtbot, ledger.table)
        assert focused(window) is ledger.table
        key(qtbot, window, tab, modifier)
        assert focused(window) is not ledger.table, tab


def test_ctrl_n_on_the_training_page_is_not_the_next_question(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows → Training, a question answered: N asks the next one. Ctrl+N asked it
    too (the page read the letter, not the keys held with it), so a trainee's Ctrl
    held a moment too long skipped a question. Only N (Shift+N as well) asks it."""
    from tests.template_db import new_database
    from tests.ui.test_training import training_drill

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the scores' file
    database = new_database(tmp_path / "night.sqlite3")
    try:
        window, view = training_drill(qtbot, tmp_path, database, "side-pots")
        click(qtbot, view.answer)
        type_text(qtbot, window, "99")
        key(qtbot, window, Qt.Key.Key_Return)
        assert view.next.isEnabled(), view.feedback.text()
        answered = view.feedback.text()
        for held in (CTRL, CTRL | SHIFT):
            key(qtbot, window, Qt.Key.Key_N, held)
            assert view.next.isEnabled() and view.feedback.text() == answered
        key(qtbot, window, Qt.Key.Key_N)
        assert not view.next.isEnabled() and view.feedback.text() != answered
    finally:
        database.close()


def typing_then_the_action(qtbot: QtBot, window: QWidget, field: QAbstractSpinBox,
                           stands: Callable[[], bool], message: MessageLabel,
                           said: bool = True) -> None:
    """``field`` clicked, 300 typed over what it shows: Ctrl+Z takes back the typing,
    then (nothing typed left) the director's last action (``stands`` no longer);
    Ctrl+Shift+Z puts back the typing first, then the action. ``said``: the page's
    message line says "Undone: …" and "Done again: …"."""
    click(qtbot, field.lineEdit())
    assert focused(window) is field.lineEdit() or focused(window) is field
    shown = field.text()
    key(qtbot, window, Qt.Key.Key_A, CTRL)
    type_text(qtbot, window, "300")
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # the typing, not the action
    assert field.text() == shown and stands()
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # nothing typed left: the action
    assert not stands(), message.text()
    assert not said or message.text().startswith("Undone: ")
    key(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)  # the typing put back first
    assert field.text() == "300" and not stands()
    key(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)  # then the action
    assert stands(), message.text()
    assert not said or message.text().startswith("Done again: ")


def test_ctrl_z_in_the_ledgers_amount_field_is_its_typing_then_the_directors_last_action(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Anna bought in for 10,000. In the cash game's ledger the director clicks the
    amount field and presses Ctrl+Z to take the buy-in back: the field kept the key
    (nothing typed there to take back), and nothing happened, where the console's name
    box and the dealer panel's amount field pass it on. Now Ctrl+Z there takes back
    what was typed in the field while there is some, else the director's last action:
    the buy-in. Ctrl+Shift+Z likewise puts back the field's typing first, then the
    buy-in."""
    game = cash_game(context)
    CashGameService(context.db).buy_in(game, context.events.add_player("Anna", T0), 10_000, T0)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, game)
    show_window(qtbot, window, f"cash_{game}")
    ledger = window.pages.currentWidget()
    assert isinstance(ledger, CashView) and ledger.table.rowCount() == 1
    for field in (ledger.amount, ledger.counted):
        typing_then_the_action(qtbot, window, field, lambda: ledger.table.rowCount() == 1,
                               ledger.message)


def test_ctrl_z_in_the_tables_pages_buy_in_is_its_typing_then_the_directors_last_action(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """R-8.7: Anna sat down at Table 1 for 10,000. On the cash tables page the director
    clicks the buy-in field and presses Ctrl+Z: the field's own typing first, then,
    nothing typed left, Anna's sit is taken back (the field kept the key, as the
    ledger's did); Ctrl+Shift+Z puts the typing back, then the sit."""
    game = cash_game(context)
    tables = CashTableService(context.db)
    table = tables.open_table(game, T0, seats=6)
    tables.sit(table, context.events.add_player("Anna", T0), 10_000, T0, seat=1)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, game)
    show_window(qtbot, window, f"cashTables_{game}")
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    typing_then_the_action(qtbot, window, page.buy_in,
                           lambda: tables.table(table).seat(1) is not None, page.message,
                           said=False)


def test_ctrl_z_in_the_seatings_table_count_takes_back_the_tables_opened(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The seating's number of tables: Ctrl+Z there, nothing typed, takes back the two
    tables just opened (the field kept the key and nothing happened)."""
    event, _ = tournament(context, players=8)
    context.seating.open_tables(event, 2, T0)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_T, CTRL)
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage)
    click(qtbot, seating.table_count.lineEdit())
    assert [a.kind for a in history(context.db, event) if not a.undone][-1] == "open tables"
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert [a.kind for a in history(context.db, event)][-2:] == ["open tables", "undo"]
