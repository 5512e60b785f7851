"""R-8.7: chips sold at the cage to a player with no seat "stay with the player until
they sit down". The ledger page says who holds them, the running check does not look
for them on the table (it said they were missing), and seating the player from the
waiting list takes them to the seat: a buy-in of 0 charges nothing more (the player
was charged twice). The real main window, keys and clicks only, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.cash.cash_view import CashView
from director.ui.common.context import AppContext
from tests.ui.cash_driver import answer, tables_page
from tests.ui.event_fixtures import T0, cash_game
from tests.ui.home_driver import click, context
from tests.ui.test_cash_game_night import open_tab, type_amount, type_name
from tests.ui.test_cash_one_record_night import show_window

__all__ = ["context"]

WORDS = {
    "en": {"held": "Cy is not seated: the chips stay with the player until they sit down.",
           "where": "not seated, holds $5,000",
           "check": "The table has $10,000, as the ledger says. Players with no seat hold "
                    "$5,000 more.",
           "brings": "Cy also brings the 5,000 in chips they hold, bought before a seat: "
                     "type 0 to charge nothing more.",
           "charge": "Charge 0",
           "seated": "Cy sits in seat {seat} at Table 1 with 5,000",
           "pay": "Dan holds $2,000 in chips, bought before a seat: count the chips."},
    "hu": {"held": "Cy nem ül asztalnál: a zseton nála marad, amíg le nem ül.",
           "where": "nem ül asztalnál, nála $5000",
           "check": "Az asztalon $10\u00a0000 van, ahogy a napló mondja. Az asztalnál nem ülő "
                    "játékosoknál további $5000 van.",
           "brings": "Cy a nála lévő, még ülőhely nélkül vett 5000 zsetont is hozza: írj "
                     "0-t, ha nem kell több terhelés.",
           "charge": "0 terhelése",
           "seated": "Cy leült: 1. asztal, {seat}. szék, 5000 zsetonnal",
           "pay": "Dan kezében $2000 zseton van, amelyet még ülőhely nélkül vett: számold "
                  "meg a zsetonjait."},
}


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_7_chips_bought_before_a_seat_sit_down_with_the_player(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    words = WORDS[language]
    event = cash_game(context)  # 50/100, buy-ins from 5,000
    tables, cash = CashTableService(context.db), CashGameService(context.db)
    table = tables.open_table(event, T0, name="Table 1", seats=6)
    tables.sit(table, context.events.add_player("Anna", T0), 10_000, T0, seat=1)
    cy = context.events.add_player("Cy", T0)
    tables.add_waiting(event, cy, tables.table(table).stakes, T0)
    context.events.set_status(event, "running")
    page = tables_page(qtbot, tmp_path, context, event, language)
    window = page.window()

    # The cage sells Cy 5,000 in chips at the ledger page: they stay in Cy's hands.
    show_window(qtbot, window, f"cash_{event}")  # type: ignore[arg-type]
    ledger = window.pages.currentWidget()  # type: ignore[attr-defined]
    assert isinstance(ledger, CashView)
    type_name(qtbot, ledger.player, "Cy")
    type_amount(qtbot, ledger.amount, 5_000)
    click(qtbot, ledger.buttons["buyIn"])
    assert answer(qtbot).note == words["held"]
    row = next(r for r in range(ledger.table.rowCount())
               if ledger.table.item(r, 0).text() == "Cy")  # type: ignore[union-attr]
    assert ledger.table.item(row, 5).text() == words["where"]  # type: ignore[union-attr]
    # The table counted: 10,000, as the ledger says; Cy's 5,000 are not missing.
    type_amount(qtbot, ledger.counted, 10_000)
    click(qtbot, ledger.check_button)
    assert ledger.check.text() == words["check"]
    # Dan buys 2,000 and changes his mind: his cash-out is pre-filled with what he holds.
    type_name(qtbot, ledger.player, "Dan")
    type_amount(qtbot, ledger.amount, 2_000)
    click(qtbot, ledger.buttons["buyIn"])
    answer(qtbot)
    type_amount(qtbot, ledger.amount, 0)
    click(qtbot, ledger.buttons["cashOut"])
    asked = answer(qtbot)
    assert (asked.note, asked.amount) == (words["pay"], 2_000)
    assert cash.held(event, cy) == 5_000 and cash.ledger(event).money_out == 2_000
    assert ledger.check.text() == words["check"]  # counted again: still square

    # Cy sits down from the waiting list with a buy-in of 0: the 5,000 go to the seat.
    show_window(qtbot, window, f"cashTables_{event}")  # type: ignore[arg-type]
    assert window.pages.currentWidget() is page  # type: ignore[attr-defined]
    assert isinstance(page, CashTablesPage)
    open_tab(qtbot, page.controls, page.waiting_tab)
    type_amount(qtbot, page.waiting_buy_in, 0)
    click(qtbot, page.seat_waiting_button)
    asked = answer(qtbot)
    assert asked.note.endswith(" " + words["brings"]) and asked.button == words["charge"]
    seat = next(s for s in tables.table(table).seats if s.player == "Cy")
    assert seat.stack == 5_000
    assert cash.ledger(event).money_in == 17_000, "Cy was charged once (and Dan 2,000)"
    assert cash.check(event).difference == 0
    assert page.message.text() == words["seated"].format(seat=seat.number)
