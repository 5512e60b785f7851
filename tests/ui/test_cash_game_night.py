"""A cash game through the real main window, as a person plays it (R-3.6, R-8.7):
made from Home by typing, resumed, a table opened, players seated by choice and
by draw, a hand dealt at the table in the dealer panel with the keys F, C, R, A
and N, a player leaving with a cash-out, and the settlement in the ledger. Only
key presses and clicks on visible widgets drive it."""

from __future__ import annotations

import random
import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QMenu, QSpinBox, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from director.engine.hand.facts.events import BetRaise, CheckCall, Fold
from director.services.cash.cash_service import CashGameService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.cash.cash_view import CashView
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.main_window import MainWindow
from tests.ui.cash_deal_driver import draw_the_button, drawn_by_click
from tests.ui.cash_driver import answer
from tests.ui.home_driver import click, context, type_into, window

__all__ = ["context", "window"]


def type_amount(qtbot: QtBot, box: QSpinBox, value: int) -> None:
    """Select what the field holds and type the new amount over it."""
    box.setFocus()
    edit = box.lineEdit()
    assert edit is not None
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, str(value))
    qtbot.keyClick(edit, Qt.Key.Key_Tab)
    assert box.value() == value


def choose(qtbot: QtBot, combo: QComboBox, text: str) -> None:
    """Pick an item with the arrow keys, as from the keyboard."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText() == text:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == text, [combo.itemText(i) for i in range(combo.count())]


def type_name(qtbot: QtBot, combo: QComboBox, name: str) -> None:
    edit = combo.lineEdit()
    assert edit is not None
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, name)


def open_tab(qtbot: QtBot, tabs: QTabWidget, page: QWidget) -> None:
    bar = tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tabs.indexOf(page)).center())
    assert tabs.currentWidget() is page


def show_window(qtbot: QtBot, window: MainWindow, key: str) -> None:
    """Windows menu → the page, with the mouse."""
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(window.windows_menu.menuAction()).center())
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    action = window.pages.menu_entry(key)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton,
                     pos=menu.actionGeometry(action).center())
    assert window.pages.currentWidget() is window.pages.page(key)


def key(qtbot: QtBot, panel: DealerPanel, k: Qt.Key) -> None:
    """One key in the dealer panel: a betting key is one event; N is one step (the
    hole cards for every seat at once are one step)."""
    before = len(panel.session.state.log)
    qtbot.keyClick(panel, k)
    assert not panel.error_label.text(), panel.error_label.text()
    after = len(panel.session.state.log)
    assert after == before + 1 or (k == Qt.Key.Key_N and after > before), (before, after)


def next_until_a_bet(qtbot: QtBot, panel: DealerPanel) -> None:
    """N through the posts, burns and deals until someone is to act."""
    for _ in range(20):
        if panel.session.legal() is not None:
            return
        key(qtbot, panel, Qt.Key.Key_N)
    raise AssertionError(panel.session.step().text)


def test_a_cash_game_from_home_to_the_settlement(qtbot: QtBot, window: MainWindow,
                                                 context: AppContext) -> None:
    # Home → a new cash game, typed in and saved.
    click(qtbot, window.home.new_cash_button)
    setup = window.cash_setup
    type_into(qtbot, setup.name, "Tuesday 50/100")
    click(qtbot, setup.save_button)

    # Saved, the game opens (issue 28 "Flow"): the tables page, with no table yet.
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    event_id = page.event_id
    page.service.rng = random.Random(11)  # the seat draws, seeded
    page.rng_factory = lambda: random.Random(11)  # and the draw for the button's cards
    assert page.empty.isVisible() and not page.deal_button.isEnabled()

    # Open a 6-seat table at the game's stakes.
    form = page.open_form
    assert page.controls.currentWidget() is form
    type_amount(qtbot, form.seats, 6)
    click(qtbot, form.open_button)
    assert page.message.text() == "Opened Table 1", page.message.text()
    assert page.tables.count() == 1 and page.tables.tabText(0) == "Table 1"
    assert page.controls.currentWidget() is page.seat_tab

    # Anna chooses seat 3; Bence and Csilla draw theirs.
    type_name(qtbot, page.player, "Anna")
    type_amount(qtbot, page.buy_in, 10_000)
    choose(qtbot, page.seat_choice, "Seat 3")
    click(qtbot, page.seat_button)
    answer(qtbot)  # the amount confirmed with Enter
    assert page.message.text() == "Anna sits in seat 3 at Table 1 with 10,000"
    seats = {}
    for name, amount in (("Bence", 8_000), ("Csilla", 6_000)):
        type_name(qtbot, page.player, name)
        type_amount(qtbot, page.buy_in, amount)
        choose(qtbot, page.seat_choice, "Draw a seat")
        click(qtbot, page.seat_button)
        answer(qtbot)  # the amount confirmed with Enter
        assert not page.message.error, page.message.text()
        seat = next(s for s in page.current().seats if s.player == name)  # type: ignore[union-attr]
        seats[name] = seat.number
        assert page.message.text() == f"{name} sits in seat {seat.number} at Table 1 with " \
            f"{amount:,}"
    assert len(set(seats.values()) | {3}) == 3
    graphic = page.graphics[page.current().table_id]  # type: ignore[union-attr]
    assert graphic.seats[3].player == "Anna" and graphic.seats[3].stack == 10_000
    # A player already seated is refused with the reason; nothing changes.
    type_name(qtbot, page.player, "Anna")
    click(qtbot, page.seat_button)
    answer(qtbot)  # the amount confirmed with Enter
    assert page.message.error
    assert "Anna is already seated at Table 1, seat 3" in page.message.text()
    assert CashGameService(context.db).ledger(event_id).money_in == 24_000

    # Draw for the button, then Deal at this table: the dealer panel opens
    # there, its first hand from the button drawn, and plays one hand by keys.
    button = drawn_by_click(qtbot, page).draw.button
    click(qtbot, page.deal_button)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    assert QApplication.focusWidget() is panel  # the keys go to the panel
    s = panel.session
    assert s.table_id == page.views[0].table_id
    assert sorted(s.seats) == sorted([3, *seats.values()])
    assert s.button_seat == button
    next_until_a_bet(qtbot, panel)
    raiser = s.legal().seat  # type: ignore[union-attr]
    key(qtbot, panel, Qt.Key.Key_R)
    assert isinstance(s.state.log[-1], BetRaise) and s.state.log[-1].seat == raiser
    folder = s.legal().seat  # type: ignore[union-attr]
    key(qtbot, panel, Qt.Key.Key_F)
    assert isinstance(s.state.log[-1], Fold) and s.state.log[-1].seat == folder
    caller = s.legal().seat  # type: ignore[union-attr]
    key(qtbot, panel, Qt.Key.Key_C)
    assert isinstance(s.state.log[-1], CheckCall) and s.state.log[-1].seat == caller
    next_until_a_bet(qtbot, panel)  # burn and flop
    shover = s.legal().seat  # type: ignore[union-attr]
    key(qtbot, panel, Qt.Key.Key_A)
    assert isinstance(s.state.log[-1], BetRaise) and s.state.log[-1].seat == shover
    key(qtbot, panel, Qt.Key.Key_F)  # the other player folds to the all-in
    for _ in range(3):
        if s.is_complete:
            break
        key(qtbot, panel, Qt.Key.Key_N)  # the award
    assert s.is_complete
    stacks = context.events.tables.seat_stacks(s.table_id or 0)
    assert sum(stacks.values()) == 24_000
    assert stacks == s.stacks_by_seat()
    assert stacks[folder] < {3: 10_000, **{seats[n]: a for n, a in (
        ("Bence", 8_000), ("Csilla", 6_000))}}[folder]

    # Back at the tables: the oval shows the stacks after the hand and the button.
    show_window(qtbot, window, f"cashTables_{event_id}")
    table = page.current()
    assert table is not None and table.button == s.button_seat
    assert {x.number: x.stack for x in table.seats} == stacks

    # Anna leaves: her stack is her cash-out.
    open_tab(qtbot, page.controls, page.player_tab)
    choose(qtbot, page.seated, f"Seat 3: Anna, {stacks[3]:,}")
    click(qtbot, page.leave_button)
    answer(qtbot)  # the amount confirmed with Enter
    assert page.message.text() == f"Anna leaves and cashes out {stacks[3]:,}"
    assert page.current().seat(3) is None  # type: ignore[union-attr]
    # Ctrl+Z (the focus still on the button just pressed) takes the leave back, and
    # Ctrl+Shift+Z puts it back: she has left again, with the same cash-out.
    qtbot.keyClick(page.leave_button, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.message.text().startswith("Undone: Anna left seat 3"), page.message.text()
    assert page.current().seat(3) is not None  # type: ignore[union-attr]
    qtbot.keyClick(page.leave_button, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert page.message.text().startswith("Done again: Anna left seat 3"), page.message.text()
    assert page.current().seat(3) is None  # type: ignore[union-attr]
    for name in ("Bence", "Csilla"):
        n = seats[name]
        choose(qtbot, page.seated, f"Seat {n}: {name}, {stacks[n]:,}")
        click(qtbot, page.leave_button)
        answer(qtbot)  # the amount confirmed with Enter
        assert page.message.text() == f"{name} leaves and cashes out {stacks[n]:,}"

    # The ledger: everything cashed out; the settlement squares everyone.
    show_window(qtbot, window, f"cash_{event_id}")
    ledger = window.pages.currentWidget()
    assert isinstance(ledger, CashView)
    assert ledger.totals.text().endswith("on the table by the ledger: $0")
    click(qtbot, ledger.settle_button)
    payments = [ledger.payments.item(i).text() for i in range(ledger.payments.count())]
    # The payments bring each player from what they cashed out to what they put in.
    owed = {"Anna": stacks[3] - 10_000, "Bence": stacks[seats["Bence"]] - 8_000,
            "Csilla": stacks[seats["Csilla"]] - 6_000}
    paid = dict.fromkeys(owed, 0)
    for line in payments:
        m = re.fullmatch(r"(\w+) pays (\w+) \$([\d,]+)", line)
        assert m is not None, line
        paid[m[1]] -= int(m[3].replace(",", ""))
        paid[m[2]] += int(m[3].replace(",", ""))
    assert paid == owed and sum(owed.values()) == 0
    assert len(payments) == sum(1 for v in owed.values() if v) - 1
    assert "fewest payments possible" in ledger.settle_message.text()


def test_a_player_in_the_hand_being_dealt_cannot_leave_and_no_cash_out_is_named(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Anna, Bence and Csilla at Table 1; the dealer panel deals a hand and Anna is in
    it. At the tables page Anna's Leave is refused at once with the reason, before
    any cash-out is named (a "Pay out 10,000" dialog asked first, then the leave was
    refused: a director could pay out and only then read it). Once the hand is over
    she leaves with what she has."""
    from director.services.cash.cash_tables import CashTableService
    from director.ui.cash.money_dialog import MoneyDialog
    from tests.ui.dealer_driver import play_out
    from tests.ui.event_fixtures import T0, cash_game
    from tests.ui.home_driver import open_main_window, resume_event

    event = cash_game(context)
    tables = CashTableService(context.db)
    table = tables.open_table(event, T0, seats=6)
    for seat, (name, amount) in enumerate((("Anna", 10_000), ("Bence", 8_000),
                                           ("Csilla", 6_000)), start=1):
        tables.sit(table, context.events.add_player(name, T0), amount, T0, seat=seat)
    draw_the_button(context, table)
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    click(qtbot, page.deal_button)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    next_until_a_bet(qtbot, panel)  # the blinds posted, the cards dealt: Anna is in
    assert 1 in panel.session.seats and not panel.session.is_complete

    show_window(qtbot, window, f"cashTables_{event}")
    open_tab(qtbot, page.controls, page.player_tab)
    choose(qtbot, page.seated, "Seat 1: Anna, 10,000")
    click(qtbot, page.leave_button)
    QApplication.processEvents()
    assert not any(d.isVisible() for d in page.findChildren(MoneyDialog))
    assert page.message.error
    assert page.message.text() == ("\u26a0 Seat 1 at Table 1 is in the hand being dealt; "
                                   "wait until the hand is over")
    assert page.current().seat(1) is not None  # type: ignore[union-attr]

    click(qtbot, page.deal_button)
    play_out(qtbot, panel)
    stack = context.events.tables.seat_stacks(table)[1]
    show_window(qtbot, window, f"cashTables_{event}")
    open_tab(qtbot, page.controls, page.player_tab)
    choose(qtbot, page.seated, f"Seat 1: Anna, {stack:,}")
    click(qtbot, page.leave_button)
    asked = answer(qtbot)
    assert asked.amount == stack
    assert page.message.text() == f"Anna leaves and cashes out {stack:,}"


def test_a_cash_tables_deal_opens_its_own_table_after_a_tournament_is_resumed(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """A club night: the cash game resumed, then the tournament beside it. Back on the
    cash tables (Windows menu), Deal at this table opens the dealer panel at the cash
    table (it looked for the table in the tournament, the last event resumed, and
    said "not enough values to unpack (expected 1, got 0)" on the status line)."""
    from director.services.cash.cash_tables import CashTableService
    from tests.ui.event_fixtures import T0, cash_game, tournament
    from tests.ui.home_driver import open_main_window, resume_event

    cash = cash_game(context)
    tables = CashTableService(context.db)
    table = tables.open_table(cash, T0, seats=6)
    for seat, name in enumerate(("Anna", "Bence", "Csilla"), start=1):
        tables.sit(table, context.events.add_player(name, T0), 10_000, T0, seat=seat)
    draw_the_button(context, table)
    freezeout, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, cash)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    show_window(qtbot, window, "home")
    resume_event(qtbot, window, freezeout)
    show_window(qtbot, window, f"cashTables_{cash}")
    click(qtbot, page.deal_button)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel), window.statusBar().currentMessage()
    assert panel.session.table_id == table
    assert sorted(panel.session.seats) == [1, 2, 3]
