"""The ledger page's money dialogs for players at tables (R-8.6, R-8.7), through
the real main window in both languages, keys and clicks only.

Anna sits at Table 1 and is in the hand the dealer panel is dealing. At the ledger
page her top-up goes behind her stack, the dialog naming her table in the page's
language: in Hungarian it said "Table 1" inside the Hungarian sentence ("Ennél az
asztalnál (Table 1) most osztanak"), and so did Bence's cash-out at Table 2, whose
hands are dealt on the felt."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.ui.cash.cash_view import CashView
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from tests.ui.cash_deal_driver import draw_the_button
from tests.ui.cash_driver import answer, tables_page
from tests.ui.event_fixtures import T0, cash_game
from tests.ui.home_driver import click, context
from tests.ui.test_cash_game_night import next_until_a_bet, type_amount, type_name
from tests.ui.test_cash_one_record_night import show_window

__all__ = ["context"]

WORDS = {
    "en": {"behind": "The hand at Table 1 is being dealt: the chips go behind Anna's stack "
                     "and play from the next hand (R-8.6).",
           "felt": "No hand at Table 2 was dealt at the dealer panel, so Bence's stack is not "
                   "known: count the chips. Bence leaves the table."},
    "hu": {"behind": "Ennél az asztalnál (1. asztal) most osztanak: a zseton Anna stackje "
                     "mögé kerül, és a következő leosztástól játszik (R-8.6).",
           "felt": "Ennél az asztalnál (2. asztal) egy leosztás sem ment az osztópanelen, így "
                   "Bence stackje nem ismert: számold meg a zsetonjait. Bence feláll az "
                   "asztaltól."},
}


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_6_the_money_dialogs_name_the_table_in_the_language(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    words = WORDS[language]
    event = cash_game(context)  # 50/100, buy-ins from 5,000
    tables, cash = CashTableService(context.db), CashGameService(context.db)
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

    show_window(qtbot, window, f"cash_{event}")  # type: ignore[arg-type]
    ledger = window.pages.currentWidget()  # type: ignore[attr-defined]
    assert isinstance(ledger, CashView)
    type_name(qtbot, ledger.player, "Anna")
    # Her top-up goes behind the stack; the dialog names her table in the language.
    type_amount(qtbot, ledger.amount, 2_000)
    click(qtbot, ledger.buttons["topUp"])
    assert answer(qtbot).note == words["behind"]
    anna = next(s for s in tables.table(table).seats if s.player == "Anna")
    assert anna.behind == 2_000 and cash.ledger(event).money_in == 33_000

    # Bence at Table 2 (dealt on the felt) cashes out what he counts.
    type_name(qtbot, ledger.player, "Bence")
    click(qtbot, ledger.buttons["cashOut"])
    asked = answer(qtbot, 9_000)
    assert asked.note == words["felt"]
    assert cash.ledger(event).money_out == 9_000
