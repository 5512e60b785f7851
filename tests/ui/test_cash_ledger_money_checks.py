"""The ledger page's Rake and Cash-out through the real main window (R-8.7), clicks
and keys only.

- Rake asks first, naming the table and the amount: the amount field holds a
  buy-in's amount (10,000) until another is typed, and Rake recorded it at once, so
  one stray click took a buy-in-sized rake. Esc takes nothing; the rake typed in the
  question is the one recorded.
- A cash-out above the chips a player has where the program knows them (Anna's
  10,000 at Table 1, where no hand was dealt yet) is refused on the page's message
  line in words; she stays in her seat and nothing is paid (Settle said so only
  later, as money out above money in). So is one below them: the rest would have
  left the records for good, the running check short by it and Settle refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.ui.cash.cash_view import CashView
from director.ui.common.context import AppContext
from tests.ui.cash_driver import answer, tables_page
from tests.ui.event_fixtures import T0, cash_game
from tests.ui.home_driver import click, context
from tests.ui.test_cash_game_night import type_name
from tests.ui.test_cash_ledger_in_hand import ledger_in_front

__all__ = ["context"]

RULE = '<a href="rule:R-8.7">R-8.7</a>'  # the rule's words a link to it

WORDS = {
    "en": {"rake": "Take a rake from Table 1 for the house?",
           "take": "Take $10,000 rake", "taken": "Rake: the house $200",
           "refused": "\u26a0 A cash-out of 12,000 is more than Anna's chips at Table 1, "
                      "10,000 as brought to the seat: no hand was dealt there yet: chips are "
                      "never created (" + RULE + "); count the chips Anna hands in; "
                      "nothing was paid and Anna stays in the seat",
           "refused below": "\u26a0 A cash-out of 8,000 is less than Anna's chips at Table 1, "
                            "10,000 as brought to the seat: no hand was dealt there yet: every "
                            "chip Anna takes from the table is paid, or the rest would be "
                            "missing from the game (" + RULE + "); count the chips Anna hands "
                            "in; nothing was paid and Anna stays in the seat"},
    "hu": {"rake": "Rake levonása a háznak (1. asztal)?",
           "take": "$10\u00a0000 rake levétele", "taken": "Rake: a ház $200",
           "refused": "\u26a0 A 12\u00a0000 kifizetés több Anna zsetonjánál az 1. asztalnál, "
                      "ami 10\u00a0000, ahogy a helyére hozta: ott még nem osztottak: zseton "
                      "nem keletkezhet (" + RULE + "); számold meg, mennyi zsetont ad le Anna; "
                      "semmit sem fizettél ki, és Anna a helyén maradt",
           "refused below": "\u26a0 A 8000 kifizetés kevesebb Anna zsetonjánál az 1. "
                            "asztalnál, ami 10\u00a0000, ahogy a helyére hozta: ott még nem "
                            "osztottak: minden zsetont ki kell fizetni, amit Anna levisz az "
                            "asztalról, különben a maradék eltűnne a játékból (" + RULE + "); "
                            "számold meg, mennyi zsetont ad le Anna; semmit sem fizettél ki, "
                            "és Anna a helyén maradt"},
}


def _ledger(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str
            ) -> tuple[CashView, int, int]:
    """Anna at Table 1 with 10,000 (no hand dealt yet), the game's one table; the
    ledger page of the real main window in front: the page, the game, the table."""
    event = cash_game(context)  # 50/100, buy-ins from 5,000
    tables = CashTableService(context.db)
    table = tables.open_table(event, T0, seats=6)
    tables.sit(table, context.events.add_player("Anna", T0), 10_000, T0, seat=1)
    page = tables_page(qtbot, tmp_path, context, event, language)
    return ledger_in_front(qtbot, page.window(), event), event, table


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_7_rake_asks_naming_the_table_and_amount_before_it_is_taken(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    ledger, event, _ = _ledger(qtbot, tmp_path, context, language)
    cash = CashGameService(context.db)
    assert ledger.amount.value() == 10_000  # a buy-in's amount, as the page opens
    click(qtbot, ledger.buttons["rake"])  # a stray click
    asked = answer(qtbot, cancel=True)
    assert (asked.question, asked.button) == (WORDS[language]["rake"],
                                              WORDS[language]["take"])
    assert cash.ledger(event).rake == 0 and len(cash.ledger(event).lines) == 1
    click(qtbot, ledger.buttons["rake"])
    answer(qtbot, 200)  # the rake taken, typed over the amount shown
    assert ledger.message.text() == WORDS[language]["taken"]
    assert cash.ledger(event).rake == 200


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize(("typed", "words"), [(12_000, "refused"), (8_000, "refused below")])
def test_R_8_7_a_cash_out_other_than_the_known_stack_is_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str, typed: int,
        words: str) -> None:
    ledger, event, table = _ledger(qtbot, tmp_path, context, language)
    cash, tables = CashGameService(context.db), CashTableService(context.db)
    type_name(qtbot, ledger.player, "Anna")
    click(qtbot, ledger.buttons["cashOut"])
    assert answer(qtbot, typed).amount == 10_000  # pre-filled from her stack
    assert ledger.message.error and ledger.message.text() == WORDS[language][words]
    assert cash.ledger(event).money_out == 0
    anna = tables.table(table).seat(1)
    assert anna is not None and anna.chips == 10_000
