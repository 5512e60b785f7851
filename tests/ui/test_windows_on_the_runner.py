"""Issue 32: the cash pages and the console's color-up and deal dialogs act through
the one action runner. For each window of the real main window, with clicks and
keys: a command the services refuse is said on the window's message line (a
warning, in the window's language, said again after a change of language) and
changes nothing; a command that is stored reaches another open view through the
commit feed alone (that view is never told by the window that gave it)."""

from __future__ import annotations

import random
from datetime import timedelta
from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from director.engine.hand.facts.betting import Betting
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.events import console_queries as q
from director.services.tables.dealer_session import DealerSession, TableGame
from director.services.tables.table_service import TableService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.cash.cash_view import CashView
from director.ui.common.context import AppContext
from director.ui.console.color_up import ColorUpDialog
from director.ui.console.deal import DealDialog
from director.ui.console.seating import SeatingPage
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.services.night import fold_to_big_blind
from tests.ui.cash_driver import answer
from tests.ui.event_fixtures import T0, FakeTime, cash_game, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.test_cash_game_night import open_tab, show_window, type_amount, type_name
from tests.ui.test_deal_window import type_agreed
from tests.ui.test_tournament_end import left_click, open_console
from tests.ui.test_words_in_windows import switch_language

__all__ = ["context", "time"]


def _pages(qtbot: QtBot, tmp_path: Path, context: AppContext, event: int
           ) -> tuple[MainWindow, CashTablesPage, CashView]:
    """The real main window with the cash game resumed from Home: its tables page in
    front, its ledger behind it; neither is told of the other's commands."""
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    tables = window.pages.currentWidget()
    ledger = window.pages.page(f"cash_{event}")
    assert isinstance(tables, CashTablesPage) and isinstance(ledger, CashView)
    return window, tables, ledger


def _seat_stacks(page: CashTablesPage | SeatingPage) -> dict[str, int]:
    return {s.player: s.stack for g in page.graphics.values() for s in g.seats.values()
            if s.player}


def _ledger_rows(view: CashView) -> dict[str, str]:
    """Each player's buy-ins as the ledger shows them."""
    cells = view.table
    return {cells.item(r, 0).text(): cells.item(r, 1).text()  # type: ignore[union-attr]
            for r in range(cells.rowCount())}


def test_R_8_7_the_ledger_says_a_refused_settle_and_the_tables_follow_its_top_up(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Settle while Anna still has chips at a table is refused on the settlement's
    line (in Hungarian too, after a change of language); a top-up at the ledger
    reaches her seat on the tables page through the commit feed (R-8.6)."""
    install_translator("en")
    event = cash_game(context)
    service = CashTableService(context.db, random.Random(1))
    t = service.open_table(event, T0, seats=6)
    service.sit(t, context.events.add_player("Anna", T0), 6_000, T0, seat=1)
    window, tables, ledger = _pages(qtbot, tmp_path, context, event)
    assert _seat_stacks(tables) == {"Anna": 6_000}
    show_window(qtbot, window, f"cash_{event}")  # the tables page is behind it now
    try:
        left_click(qtbot, ledger.settle_button)
        assert ledger.settle_message.text().startswith(
            "\u26a0 Anna still have chips at the tables; cash them out before settling")
        assert ledger.settle_message.error
        assert not CashGameService(context.db).book(event).settled
        switch_language(qtbot, window, "hu")  # the refusal is said again in Hungarian
        assert ledger.settle_message.text().startswith("\u26a0 Anna zsetonjai")
        switch_language(qtbot, window, "en")
    finally:
        install_translator("en")
    type_name(qtbot, ledger.player, "Anna")
    type_amount(qtbot, ledger.amount, 2_000)
    left_click(qtbot, ledger.buttons["topUp"])
    answer(qtbot)
    assert ledger.message.text() == "Top-up: Anna $2,000"
    qtbot.waitUntil(lambda: _seat_stacks(tables) == {"Anna": 8_000}, timeout=3000)


def test_R_8_6_the_tables_page_says_a_refused_seat_and_the_ledger_follows_a_buy_in(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Anna sits down with 6,000 on the tables page: the ledger shows her buy-in
    through the commit feed. Sitting her down again is refused on the page's line
    and charges nothing."""
    install_translator("en")
    event = cash_game(context)
    CashTableService(context.db, random.Random(1)).open_table(event, T0, seats=6)
    _window, tables, ledger = _pages(qtbot, tmp_path, context, event)
    open_tab(qtbot, tables.controls, tables.seat_tab)
    for _ in range(2):
        type_name(qtbot, tables.player, "Anna")
        type_amount(qtbot, tables.buy_in, 6_000)
        left_click(qtbot, tables.seat_button)
        answer(qtbot)
    assert tables.message.error
    assert tables.message.text().startswith("\u26a0 Anna is already seated at Table 1")
    assert CashGameService(context.db).ledger(event).money_in == 6_000
    qtbot.waitUntil(lambda: _ledger_rows(ledger) == {"Anna": "$6,000"}, timeout=3000)


def _hand_running(context: AppContext, event: int) -> DealerSession:
    """A hand at the first table, dealt at the dealer panel up to the blinds."""
    tables = TableService(context.db)
    table_id = min(t.table_id for t in q.tables(context.db, event))
    button = tables.running_state(table_id).button or 1
    session = DealerSession.at_table(tables, table_id, TableGame(
        "holdem", Betting.no_limit(50), small_blind=25, big_blind=50), button)
    session.advance()  # the small blind posted: the hand is running
    session.settled()
    return session


def test_R_8_3_the_color_up_says_a_refusal_and_the_seating_follows_the_race(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """At the break a hand still running at a table refuses the color-up on the
    dialog's line, and no stack changes; once it is over the race is stored and the
    seating page (never told by the dialog) shows the stacks colored up."""
    install_translator("en")
    event, _entries = tournament(context, players=8, tables=2, seed=3)
    context.events.start_clock(event, T0)
    time.now = T0 + timedelta(minutes=41)
    context.events.go_to_level(event, time.now, 2)  # the break that colors up the 25s
    session = _hand_running(context, event)
    console = open_console(qtbot, tmp_path, context)
    seating = console.window().pages.page(f"seating_{event}")  # type: ignore[attr-defined]
    assert isinstance(seating, SeatingPage)
    left_click(qtbot, console.buttons["colorUp"])
    dialog = console.last_dialog
    assert isinstance(dialog, ColorUpDialog)
    dialog.rng_factory = lambda: random.Random(4)
    before = _seat_stacks(seating)
    left_click(qtbot, dialog.race_button)
    assert dialog.message.error
    assert dialog.message.text().startswith("\u26a0 A hand is running at Table ")
    assert _seat_stacks(seating) == before
    fold_to_big_blind(session)
    session.settled()
    qtbot.waitUntil(lambda: _seat_stacks(seating) != before, timeout=3000)
    before = _seat_stacks(seating)
    assert any(stack % 100 for stack in before.values())
    left_click(qtbot, dialog.findChild(QDialogButtonBox).button(  # type: ignore[union-attr]
        QDialogButtonBox.StandardButton.Close))
    left_click(qtbot, console.buttons["colorUp"])  # counted again from the stacks now
    dialog = console.last_dialog
    assert isinstance(dialog, ColorUpDialog)
    dialog.rng_factory = lambda: random.Random(4)
    left_click(qtbot, dialog.race_button)
    assert dialog.message.text().startswith("Color-up of 25 done")
    qtbot.waitUntil(lambda: all(stack % 100 == 0 for stack in _seat_stacks(seating).values()),
                    timeout=3000)
    assert sum(_seat_stacks(seating).values()) == sum(before.values())


def _three_left(context: AppContext) -> None:
    """8 entries ($21,600 in prizes), five busted: Anna 50,000, Bence 25,000 and
    Csilla 5,000 left."""
    install_translator("en")
    event, entries = tournament(context, players=8, tables=2, seed=3)
    for name in ("Dávid", "Emese", "Ferenc", "Gábor", "Hajni"):
        context.tournaments.count_chips(entries[name], 0, T0)
        context.tournaments.bust(event, {entries[name]: 10_000}, T0)
    for name, stack in (("Anna", 50_000), ("Bence", 25_000), ("Csilla", 5_000)):
        context.tournaments.count_chips(entries[name], stack, T0)


def test_the_deal_says_a_refusal_and_the_console_follows_the_record(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Amounts typed that do not add up are refused on the deal's line (said again in
    Hungarian after a change of language) and nothing is asked; the deal recorded
    reaches the console's prize pool through the commit feed."""
    _three_left(context)
    console = open_console(qtbot, tmp_path, context)
    left_click(qtbot, console.buttons["deal"])
    dialog = console.last_dialog
    assert isinstance(dialog, DealDialog)
    left_click(qtbot, dialog.method_buttons["typed"])
    for row, amount in enumerate(("11000", "7000", "3000")):
        type_agreed(qtbot, dialog, row, amount)
    left_click(qtbot, dialog.record_button)
    assert dialog.confirm is None
    english = dialog.message.text()
    assert english == ("\u26a0 The amounts add up to 21,000, but the prizes left are "
                       "21,600: 600 short.")
    try:
        switch_language(qtbot, console.window(), "hu")
        assert dialog.message.text().startswith("\u26a0 ") and dialog.message.text() != english
        switch_language(qtbot, console.window(), "en")
    finally:
        install_translator("en")
    assert dialog.message.text() == english
    type_agreed(qtbot, dialog, 2, "3600")
    left_click(qtbot, dialog.record_button)
    box = dialog.confirm
    assert isinstance(box, QMessageBox)
    left_click(qtbot, box.button(QMessageBox.StandardButton.Yes))
    assert not dialog.message.error
    qtbot.waitUntil(lambda: "Deal: Anna $11,000 \u00b7 Bence $7,000 \u00b7 Csilla $3,600"
                    in console.pool.text(), timeout=3000)


def test_R_6_5_R_8_7_settle_says_the_antes_of_a_dead_pot_went_back(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Draw with openers, antes 10: nobody opens; Anna and Béla leave the table with
    their 9,990. Settle on the ledger gives each their 10 back (nobody is left to deal
    the pot again) and says so on its line, in Hungarian too; money in equals money out."""
    install_translator("en")
    event = context.events.create_event("cash", "Tuesday draw", {
        "game": "draw", "limit": "fixed limit", "ante": 10, "small_bet": 100,
        "big_bet": 200, "min_buy_in": 2_000, "max_buy_in": 20_000,
        "house_rules": {"openers": True}}, T0)
    service = CashTableService(context.db, random.Random(1))
    t = service.open_table(event, T0, seats=6)
    for seat, name in ((1, "Anna"), (2, "Béla")):
        service.sit(t, context.events.add_player(name, T0), 10_000, T0, seat=seat)
    dealing = service.dealing(t)
    session = DealerSession.at_table(TableService(context.db), t, dealing.table_game(), 1,
                                     cash=dealing)
    while not session.is_complete:  # nobody has cards worth opening: everyone checks
        if session.legal() is not None:
            session.check_call()
        else:
            session.advance()
    session.settled()
    assert session.hand.dead_deal and session.hand.carried_out == 20
    for seat in (1, 2):
        service.leave(t, seat, T0)
    window, _tables, ledger = _pages(qtbot, tmp_path, context, event)
    show_window(qtbot, window, f"cash_{event}")
    try:
        left_click(qtbot, ledger.settle_button)
        said = ledger.settle_message.text()
        assert not ledger.settle_message.error
        assert said.startswith("Settled: the tables are closed.")
        assert "possible. Nobody opened the last deal at Table 1 and nobody is left to " \
               "deal it again: from its pot of 20 each player got back their own antes: " \
               "Anna 10 (paid out), Béla 10 (paid out) (" in said, said
        switch_language(qtbot, window, "hu")
        said = ledger.settle_message.text()
        assert "Senki sem nyitott az utolsó osztásban az 1. asztalnál" in said, said
        assert "Anna" in said and "(kifizetve)" in said, said
    finally:
        switch_language(qtbot, window, "en")
        install_translator("en")
    ledger_book = CashGameService(context.db).ledger(event)
    assert ledger_book.money_in == ledger_book.money_out == 20_000
