"""Issue 28, a cash game is one record, through the real main window and dealer
panel with keys and clicks only: a seven-card stud cash game made at Home (its
setup asks antes, a bring-in and fixed-limit bets, no blinds), its table opened as
stud, buy-ins confirmed with their amounts, a stud hand dealt at the panel (antes
and the bring-in, R-6.4), a top-up at the ledger that reaches the seat and is
dealt in the next hand (R-8.6), cash-outs pre-filled from the tracked stacks that
take the players off the table, Settle (R-8.7): the tables close, Home says the
game is finished and the panel refuses to deal. After every step every open view
(the ledger, the tables page, the panel, Home) shows what the store holds."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.exceptions import TimeoutError
from pytestqt.qtbot import QtBot

from director.engine.event.cash import LineKind
from director.engine.hand.facts.events import Discard
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import Phase
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.cash.seat_money import ANTES_GIVEN_BACK
from director.services.tables.table_service import TableService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.cash.cash_view import CashView
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import table_name
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.main_window import MainWindow
from tests.ui.cash_deal_driver import drawn_by_click
from tests.ui.cash_driver import answer
from tests.ui.home_driver import click, context, type_into, window
from tests.ui.one_record_views import home_disagreements
from tests.ui.test_cash_game_night import choose, type_amount, type_name
from tests.ui.test_cash_game_night import show_window as menu_to

__all__ = ["context", "window"]


def dollars(amount: int) -> str:
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


class Night:
    """The open views of one cash game, checked against the store."""

    def __init__(self, qtbot: QtBot, window: MainWindow, context: AppContext, event: int
                 ) -> None:
        self.qtbot, self.window, self.db, self.event = qtbot, window, context.db, event
        self.context = context
        self.table_id = 0

    def page(self, key: str) -> object:
        return self.window.pages.built_pages().get(key)

    def check(self) -> None:
        """Every open view shows what the store holds (waited for: the views follow
        the commit feed)."""
        try:
            self.qtbot.waitUntil(lambda: self._differences() == [], timeout=3000)
        except TimeoutError:
            assert self._differences() == []

    def _differences(self) -> list[str]:
        out: list[str] = []
        tables = CashTableService(self.db)
        stored = tables.tables(self.event)
        ledger = CashGameService(self.db).ledger(self.event)
        page = self.page(f"cashTables_{self.event}")
        if isinstance(page, CashTablesPage):
            for t in stored:
                if t.table_id not in page.graphics:  # opened: not drawn yet
                    out.append(f"tables page has no {t.name}")
                    continue
                shown = {n: (s.player, s.stack) for n, s in page.graphics[t.table_id].seats.items()
                         if s.player}
                held = {s.number: (s.player + (" (away)" if s.away else ""), s.stack)
                        for s in t.seats}
                if shown != held:
                    out.append(f"tables page {shown} != store {held}")
            if not stored and not page.empty.isVisibleTo(page):
                out.append("tables page shows tables the store closed")
            tabs = [page.tables.tabText(i) for i in range(page.tables.count())]
            names = [table_name(t.name) for t in stored]  # in the language on screen
            if stored and tabs != names:  # a table closed: its tab goes
                out.append(f"tables page tabs {tabs} != store {names}")
        view = self.page(f"cash_{self.event}")
        if isinstance(view, CashView):
            seats = {s.player: (t, s) for t in stored for s in t.seats}
            rows = [[view.table.item(r, c).text() for c in range(6)]  # type: ignore[union-attr]
                    for r in range(view.table.rowCount())]
            expected = []
            for name in ledger.players:
                mine = [x for x in ledger.lines if x.player == name]
                total = {k: sum(x.amount for x in mine if x.kind is k) for k in LineKind}
                held = 0  # bought since the last cash-out, at no seat
                for x in mine:
                    held = 0 if x.kind is LineKind.CASH_OUT and x.note != ANTES_GIVEN_BACK \
                        else held + x.amount * (x.kind in (LineKind.BUY_IN, LineKind.TOP_UP))
                held = 0 if name in seats else held
                out_now = mine[-1].kind is LineKind.CASH_OUT and name not in seats and not held
                where = ""
                if name in seats:
                    t, s = seats[name]
                    where = f"{t.name}, seat {s.number}: {dollars(s.stack)}"
                    where += f" + {dollars(s.behind)} behind" if s.behind else ""
                    where += "" if t.tracked else " (bought or counted; the stack is not tracked)"
                    where += ", away" if s.away else ""
                elif not out_now:
                    where = f"not seated, holds {dollars(held)}" if held else "not seated"
                result = total[LineKind.CASH_OUT] - total[LineKind.BUY_IN] - \
                    total[LineKind.TOP_UP]
                expected.append([name, dollars(total[LineKind.BUY_IN]),
                                 dollars(total[LineKind.TOP_UP]),
                                 dollars(total[LineKind.CASH_OUT]) if out_now else "playing",
                                 dollars(result) if out_now else "", where])
            if rows != expected:
                out.append(f"ledger {rows} != store {expected}")
            if not view.totals.text().endswith(f"by the ledger: {dollars(ledger.on_table)}"):
                out.append(f"ledger totals {view.totals.text()}")
        panel = self.page(f"dealer_{self.table_id}")
        closed = all(t.table_id != self.table_id for t in stored)
        if isinstance(panel, DealerPanel) and (panel.closed is not None) != closed:
            out.append(f"the panel shows its table {'open' if panel.closed is None else 'closed'}")
        if isinstance(panel, DealerPanel) and panel.session.hand_id is not None:
            service = TableService(self.db)
            hand = service.hand_state(panel.session.hand_id)
            if panel.session.state.log != hand.log:
                out.append("the panel's hand is not the stored hand")
            running = service.current_hand(self.table_id)
            if running is not None and running[0] != panel.session.hand_id:
                out.append("the panel shows another hand than the one running")
        return out + home_disagreements(self.window, self.context, self.event)


def show_window(qtbot: QtBot, window: MainWindow, key: str) -> None:
    """Windows menu → the page, with the mouse; the keys go to the window again once
    the menu has closed."""
    menu_to(qtbot, window, key)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    qtbot.wait(100)  # the offscreen platform activates the closed menu late
    if QApplication.activeWindow() is not window:
        window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def focused_key(qtbot: QtBot, key: Qt.Key) -> None:
    """A key pressed where the focus is, as a person types."""
    widget = QApplication.focusWidget()
    assert widget is not None, (key, QApplication.activeWindow(), QApplication.activePopupWidget())
    qtbot.keyClick(widget, key)


def deal_a_hand(qtbot: QtBot, panel: DealerPanel) -> None:
    """The hand at the panel to its end by keys and clicks: N for each step, B for the
    bring-in, C to call, a draw button at the draw, the up cards the rules need
    clicked in the card grid, each pot awarded by clicking its winner and Award."""
    s = panel.session
    for _ in range(300):
        if s.is_complete:
            return
        assert not panel.error_label.text(), panel.error_label.text()
        step, request = s.step(), s.card_request()
        if step.kind is StepKind.POST_BRING_IN:
            focused_key(qtbot, Qt.Key.Key_B)
        elif step.kind is StepKind.ACT:
            focused_key(qtbot, Qt.Key.Key_C)
        elif step.kind is StepKind.DISCARD and s.hand.phase is Phase.DRAWING:
            # the first to draw takes two cards, the others stand pat
            drawn = any(isinstance(e, Discard) and e.cards for e in s.state.log)
            click(qtbot, panel.actions_bar.draws[0 if drawn else 2])
        elif step.kind is StepKind.AWARD and s.cards_missing():
            buttons = panel.picker.findChildren(QPushButton)
            for index, pot in enumerate(p for p in s.pot_rows() if p.amount):
                name = f"win_{index}_high_{pot.seats[0]}"
                click(qtbot, next(b for b in buttons if b.objectName() == name))
            click(qtbot, panel.picker.award)
        else:
            if request.required:
                free = [b for b in panel.findChildren(QPushButton)
                        if b.objectName().startswith("card_") and b.isVisible()
                        and b.isEnabled()]
                for button in free[3:3 + request.count]:
                    click(qtbot, button)
            focused_key(qtbot, Qt.Key.Key_N)
    raise AssertionError(s.step().text)


def test_a_stud_cash_game_is_one_record_from_home_to_settle(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    # Home: a new cash game at seven-card stud; the setup asks its antes, bring-in
    # and fixed-limit bets, not blinds.
    click(qtbot, window.home.new_cash_button)
    setup = window.cash_setup
    type_into(qtbot, setup.name, "Stud night")
    choose(qtbot, setup.game, "Seven-card stud")
    form = setup.form
    assert [form.isRowVisible(f) for f in (setup.small_blind, setup.big_blind)] == [False] * 2
    assert all(form.isRowVisible(f) for f in (setup.ante, setup.bring_in, setup.small_bet,
                                              setup.big_bet))
    assert setup.limit.currentText() == "Fixed limit" and not setup.limit.isEnabled()
    assert [setup.amount(k).value() for k in ("ante", "bring_in", "small_bet", "big_bet")] \
        == [10, 30, 100, 200]
    click(qtbot, setup.save_button)
    event = window.home.selected_id()
    assert event is not None
    night = Night(qtbot, window, context, event)
    night.check()  # Home on screen lists it: planned, nobody bought in
    click(qtbot, window.home.resume_button)

    # The tables page: the new-table form starts at the game's own stakes.
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    page.service.rng = random.Random(5)
    f = page.open_form
    assert (f.game.currentText(), f.limit.currentText()) == ("Seven-card stud", "Fixed limit")
    assert not f.straddle.isVisible()  # no blinds, no straddle
    type_amount(qtbot, f.seats, 6)
    click(qtbot, f.open_button)
    assert page.message.text() == "Opened Table 1"
    t = page.current()
    assert t is not None and t.stakes.text == \
        "Seven-card stud, fixed limit 100/200, ante 10, bring-in 30"
    night.table_id = t.table_id
    night.check()

    # Three buy-ins, each confirmed with its amount before it is charged.
    for name, amount, seat in (("Anna", 6_000, "Seat 1"), ("Bence", 5_000, "Seat 3"),
                               ("Csilla", 4_000, "Seat 5")):
        type_name(qtbot, page.player, name)
        type_amount(qtbot, page.buy_in, amount)
        choose(qtbot, page.seat_choice, seat)
        click(qtbot, page.seat_button)
        asked = answer(qtbot)
        assert (asked.question, asked.amount) == (f"Charge {name} for a buy-in?", amount)
        assert asked.button == f"Charge {amount:,}"
        assert page.message.text() == f"{name} sits in {seat.lower()} at Table 1 with {amount:,}"
        night.check()
    show_window(qtbot, window, f"cash_{event}")  # the ledger page opens and stays open
    night.check()
    show_window(qtbot, window, f"cashTables_{event}")

    # The button drawn (R-3.1: stud deals from it too, R-4.3), then a stud hand at the
    # panel: antes, up cards, the bring-in.
    page.rng_factory = lambda: random.Random(5)
    drawn_by_click(qtbot, page)
    night.check()
    click(qtbot, page.deal_button)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel) and QApplication.focusWidget() is panel
    setup_hand = panel.session.hand.setup
    assert (setup_hand.game.key, setup_hand.antes, setup_hand.bring_in) == \
        ("stud", (10, 10, 10), 30)
    night.check()
    deal_a_hand(qtbot, panel)
    night.check()
    stacks = CashTableService(context.db).table(night.table_id).seats
    assert sum(s.stack for s in stacks) == 15_000
    short = min(stacks, key=lambda s: s.stack)

    # A top-up at the ledger reaches the seat (seen: the player stayed at 0) ...
    show_window(qtbot, window, f"cash_{event}")
    ledger = window.pages.currentWidget()
    assert isinstance(ledger, CashView)
    type_name(qtbot, ledger.player, short.player)
    type_amount(qtbot, ledger.amount, 2_000)
    click(qtbot, ledger.buttons["topUp"])
    asked = answer(qtbot)
    assert asked.note == (f"The chips go to {short.player}'s seat: Table 1, seat "
                          f"{short.number}: ${short.stack:,}.")
    assert ledger.message.text() == f"Top-up: {short.player} $2,000"
    night.check()
    # ... and the next hand deals it.
    show_window(qtbot, window, f"dealer_{night.table_id}")
    panel.setFocus()
    focused_key(qtbot, Qt.Key.Key_N)
    s = panel.session
    assert s.hand.setup.stacks[s.seats.index(short.number)] == short.stack + 2_000
    night.check()
    deal_a_hand(qtbot, panel)
    night.check()

    # Cash-outs pre-filled from the stacks the panel tracked; each leaves the table.
    show_window(qtbot, window, f"cash_{event}")
    for seat in CashTableService(context.db).table(night.table_id).seats:
        type_name(qtbot, ledger.player, seat.player)
        click(qtbot, ledger.buttons["cashOut"])
        asked = answer(qtbot)
        assert asked.amount == seat.stack and asked.button == f"Pay out ${seat.stack:,}"
        assert "as the dealer panel dealt them" in asked.note
        night.check()
    assert CashTableService(context.db).table(night.table_id).seats == ()

    # Settle: the fewest payments, the tables closed, the game finished.
    click(qtbot, ledger.settle_button)
    assert ledger.settle_message.text().startswith("Settled: the tables are closed.")
    assert ledger.payments.count() >= 1
    assert not ledger.buttons["buyIn"].isEnabled()
    night.check()
    show_window(qtbot, window, "home")
    row = next(r for r, e in enumerate(window.home.events) if e.event_id == event)
    assert window.home.table.item(row, 3).text() == "Finished"
    assert window.home.table.item(row, 5).text() == "3"  # the three who bought in
    night.check()
    # The panel deals no hand after Settle (seen: it dealt hand 2).
    show_window(qtbot, window, f"dealer_{night.table_id}")
    panel.setFocus()
    hands = panel.session.hand_number
    focused_key(qtbot, Qt.Key.Key_N)
    # Settle closed the table: the panel says so and deals nothing (N does nothing)
    assert panel.step_label.text().startswith("This table is closed: no more hands are dealt")
    assert panel.close_button.isVisible() and not panel.undo_button.isVisible()
    assert panel.session.hand_number == hands
    night.check()
    show_window(qtbot, window, f"cashTables_{event}")
    assert page.empty.text().startswith("The game is settled")
    assert not page.controls.isEnabled()  # the controls are closed too
