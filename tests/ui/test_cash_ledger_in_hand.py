"""The ledger page's money for players at tables (R-8.6, R-8.7, issue 28), through
the real main window in both languages, keys and clicks only.

Anna sits at Table 1 and is in the hand the dealer panel is dealing; Bence sits at
Table 2, whose hands are dealt on the felt. At the ledger page:

- Anna's Cash-out is refused at once, before any payout is named, as the tables
  page's Leave is (the ledger page asked "Pay out 10,000" first and only then said
  she was in the hand);
- her top-up goes behind her stack, and the dialogs name the tables in the page's
  language: in Hungarian they said "Table 1" inside the Hungarian sentence ("Ennél az
  asztalnál (Table 1) most osztanak"), and so did Bence's cash-out at Table 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.ui.cash.cash_view import CashView
from director.ui.cash.money_dialog import MoneyDialog
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.main_window import MainWindow
from tests.ui.cash_deal_driver import draw_the_button
from tests.ui.cash_driver import answer, tables_page
from tests.ui.event_fixtures import T0, cash_game
from tests.ui.home_driver import click, context
from tests.ui.test_cash_game_night import next_until_a_bet, type_amount, type_name
from tests.ui.test_cash_one_record_night import show_window

__all__ = ["context"]

WORDS = {
    "en": {"in hand": "\u26a0 Seat 1 at Table 1 is in the hand being dealt; "
                      "wait until the hand is over",
           "behind": "The hand at Table 1 is being dealt: the chips go behind Anna's stack "
                     "and play from the next hand (R-8.6).",
           "felt": "No hand at Table 2 was dealt at the dealer panel, so Bence's stack is not "
                   "known: count the chips. Bence leaves the table."},
    "hu": {"in hand": "\u26a0 Az 1. asztal 1. széke benne van a most osztott "
                      "leosztásban; várd meg, amíg véget ér",
           "behind": "Ennél az asztalnál (1. asztal) most osztanak: a zseton Anna stackje "
                     "mögé kerül, és a következő leosztástól játszik (R-8.6).",
           "felt": "Ennél az asztalnál (2. asztal) egy leosztás sem ment az osztópanelen, így "
                   "Bence stackje nem ismert: számold meg a zsetonjait. Bence feláll az "
                   "asztaltól."},
}


def _ledger_while_anna_plays(qtbot: QtBot, tmp_path: Path, context: AppContext,
                             language: str) -> tuple[CashView, int, int]:
    """Anna, Csilla and Dora at Table 1, in the hand the dealer panel deals (Anna's
    10,000, 33,000 bought in all with Bence's 7,000 at Table 2); the ledger page in
    front: the page, the game and Table 1."""
    event = cash_game(context)  # 50/100, buy-ins from 5,000
    tables = CashTableService(context.db)
    table = tables.open_table(event, T0, seats=6)
    other = tables.open_table(event, T0, seats=6)
    for seat, (name, amount) in enumerate((("Anna", 10_000), ("Csilla", 8_000),
                                           ("Dora", 6_000)), start=1):
        tables.sit(table, context.events.add_player(name, T0), amount, T0, seat=seat)
    tables.sit(other, context.events.add_player("Bence", T0), 7_000, T0, seat=1)
    draw_the_button(context, table)
    page = tables_page(qtbot, tmp_path, context, event, language)
    window = page.window()
    click(qtbot, page.deal_button)
    panel = window.pages.currentWidget()  # type: ignore[attr-defined]
    assert isinstance(panel, DealerPanel)
    next_until_a_bet(qtbot, panel)  # the blinds posted, the cards dealt: Anna is in
    assert 1 in panel.session.seats and not panel.session.is_complete
    return ledger_in_front(qtbot, window, event), event, table


def ledger_in_front(qtbot: QtBot, window: QWidget, event: int) -> CashView:
    """The game's ledger page brought to the front from the Windows menu."""
    assert isinstance(window, MainWindow)
    show_window(qtbot, window, f"cash_{event}")
    ledger = window.pages.currentWidget()
    assert isinstance(ledger, CashView)
    return ledger


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_7_the_ledger_refuses_a_cash_out_in_the_hand_before_naming_money(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    ledger, event, _table = _ledger_while_anna_plays(qtbot, tmp_path, context, language)
    type_name(qtbot, ledger.player, "Anna")
    click(qtbot, ledger.buttons["cashOut"])
    QApplication.processEvents()
    assert not any(d.isVisible() for d in ledger.findChildren(MoneyDialog)), \
        "a payout was named for a player who cannot leave"
    assert ledger.message.error and ledger.message.text() == WORDS[language]["in hand"]
    assert CashGameService(context.db).ledger(event).money_out == 0


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_6_the_money_dialogs_name_the_table_in_the_language(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    words, cash = WORDS[language], CashGameService(context.db)
    ledger, event, table = _ledger_while_anna_plays(qtbot, tmp_path, context, language)
    type_name(qtbot, ledger.player, "Anna")
    # Her top-up goes behind the stack; the dialog names her table in the language.
    type_amount(qtbot, ledger.amount, 2_000)
    click(qtbot, ledger.buttons["topUp"])
    assert answer(qtbot).note == words["behind"]
    anna = next(s for s in CashTableService(context.db).table(table).seats
                if s.player == "Anna")
    assert anna.behind == 2_000 and cash.ledger(event).money_in == 33_000

    # Bence at Table 2 (dealt on the felt) cashes out what he counts: no hand was
    # dealt there yet, so his 7,000 bought (more would be chips created, R-8.7).
    type_name(qtbot, ledger.player, "Bence")
    click(qtbot, ledger.buttons["cashOut"])
    asked = answer(qtbot, 7_000)
    assert asked.note == words["felt"]
    assert cash.ledger(event).money_out == 7_000
