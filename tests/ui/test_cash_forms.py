"""Issue 28, items 6 and 7, as a person sees them in the cash pages: the setup and the
new-table form offer every game of RULES.md section 6 and ask each only for its
forced bets and limits (R-4.1, R-6.4 to R-6.6); a game saved as stud opens its
table as stud; the straddle is a no-limit and pot-limit option (R-3.7); money is
confirmed before it is charged and a cash-out is pre-filled from the tracked stack
(R-8.7). Each test failed on the code before the change."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.tables.dealer_session import DealerSession
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.cash.cash_view import CashView
from director.ui.cash.money_dialog import MoneyDialog
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.services.test_cash_one_record import play_to_end
from tests.ui import event_fixtures
from tests.ui.cash_driver import answer
from tests.ui.event_fixtures import T0, cash_game
from tests.ui.home_driver import click, window
from tests.ui.test_cash_game_night import choose, type_name

context = event_fixtures.context
time = event_fixtures.time
__all__ = ["window"]

EVERY_GAME = ["Texas hold'em", "Omaha", "Omaha hi/lo", "Pineapple", "Seven-card stud",
              "Seven-card stud hi/lo", "Razz", "Five-card draw", "Five-card draw, piquet deck",
              "Guts (Monte Carlo)", "Guts (survivor)"]


def shown_rows(form: object, fields: dict[str, object]) -> list[str]:
    return [k for k, f in fields.items() if form.isRowVisible(f)]  # type: ignore[attr-defined]


def test_the_setup_asks_each_game_only_for_its_forced_bets_and_limits(
        qtbot: QtBot, window: MainWindow) -> None:
    """Seen: the setup asked stud for blinds and "no limit"."""
    click(qtbot, window.home.new_cash_button)
    setup = window.cash_setup
    assert [setup.game.itemText(i) for i in range(setup.game.count())] == EVERY_GAME
    amounts = {k: setup.amount(k) for k in ("small_blind", "big_blind", "ante", "bring_in",
                                            "small_bet", "big_bet")}
    asked = {}
    for game in ("Texas hold'em", "Seven-card stud", "Razz", "Five-card draw",
                 "Guts (survivor)"):
        choose(qtbot, setup.game, game)
        asked[game] = (shown_rows(setup.form, amounts),
                       [setup.limit.itemText(i) for i in range(setup.limit.count())]
                       if setup.form.isRowVisible(setup.limit) else [])
    fixed = ["Fixed limit"]
    every = ["No limit", "Pot limit", "Fixed limit", "Spread limit"]
    assert asked == {
        "Texas hold'em": (["small_blind", "big_blind"], every),
        "Seven-card stud": (["ante", "bring_in", "small_bet", "big_bet"], fixed),
        "Razz": (["ante", "bring_in", "small_bet", "big_bet"], fixed),
        "Five-card draw": (["ante", "small_bet", "big_bet"], every),
        "Guts (survivor)": (["ante"], []),
    }
    # Draw in no limit: an ante and the smallest bet, no big bet.
    choose(qtbot, setup.game, "Five-card draw")
    choose(qtbot, setup.limit, "No limit")
    assert shown_rows(setup.form, amounts) == ["ante", "small_bet"]
    assert setup.labels["small_bet"].text() == "Smallest bet"


def test_the_tab_that_stops_saving_is_marked_as_in_the_tournament_setup(
        qtbot: QtBot, window: MainWindow) -> None:
    """A new cash game without a name, looked at on its House rules tab: the line by
    Save said "Fix the marked fields before saving" and no tab was marked. Now the
    Game and stakes tab wears (!) and the line names it; the name typed, both go."""
    click(qtbot, window.home.new_cash_button)
    setup = window.cash_setup
    bar = setup.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert setup.tabs.currentIndex() == 1
    assert [setup.tabs.tabText(i) for i in range(2)] == ["Game and stakes (!)", "House rules"]
    assert setup.summary.text() == "\u26a0 Fix the marked fields before saving (Game and stakes)"
    assert not setup.save_button.isEnabled()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(0).center())
    qtbot.keyClicks(setup.name, "Thursday hold'em")
    assert [setup.tabs.tabText(i) for i in range(2)] == ["Game and stakes", "House rules"]
    assert setup.summary.text() == "" and setup.save_button.isEnabled()
    install_translator("hu")  # the mark follows a change of language
    qtbot.waitUntil(lambda: setup.tabs.tabText(0) == "Játék és tétek")
    qtbot.keyClick(setup.name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(setup.name, Qt.Key.Key_Backspace)
    assert setup.tabs.tabText(0) == "Játék és tétek (!)"


def test_a_stakes_refusal_under_the_form_reads_as_a_sentence(
        qtbot: QtBot, window: MainWindow) -> None:
    """Five-card draw at fixed limit with a big bet of 0: the line by Save began with a
    small letter ("bets of 100/0: ..."); it is a sentence, as every other refusal."""
    from tests.ui.home_driver import type_into

    click(qtbot, window.home.new_cash_button)
    setup = window.cash_setup
    type_into(qtbot, setup.name, "Draw night")
    choose(qtbot, setup.game, "Five-card draw")
    choose(qtbot, setup.limit, "Fixed limit")
    type_into(qtbot, setup.small_bet, "100")
    type_into(qtbot, setup.big_bet, "0")
    assert setup.summary.text() == ("\u26a0 Bets of 100/0: the small bet is above 0 and the "
                                    "big bet at least the small bet")
    assert not setup.save_button.isEnabled()


def test_the_new_table_form_offers_every_game_and_a_stud_game_opens_as_stud(
        qtbot: QtBot, context: AppContext) -> None:
    """Seen: a game saved as seven-card stud opened its table as "Texas hold'em, no
    limit 50/100", and the form offered only flop games."""
    install_translator("en")
    event = context.events.create_event(  # saved before stud had its own forced bets
        "cash", "Stud night", {"game": "stud", "small_blind": 50, "big_blind": 100}, T0)
    page = CashTablesPage(context, event)
    qtbot.addWidget(page)
    page.show()
    form = page.open_form
    assert [form.game.itemText(i) for i in range(form.game.count())] == EVERY_GAME
    assert (form.game.currentText(), form.limit.currentText()) == \
        ("Seven-card stud", "Fixed limit")
    assert [form.amount(k).value() for k in ("ante", "bring_in", "small_bet", "big_bet")] == \
        [10, 30, 100, 200]
    assert not form.form.isRowVisible(form.small_blind)
    click(qtbot, form.open_button)
    assert page.message.text() == "Opened Table 1"
    assert page.current().stakes.text == \
        "Seven-card stud, fixed limit 100/200, ante 10, bring-in 30"  # type: ignore[union-attr]


def test_R_3_7_the_form_offers_the_straddle_in_no_limit_and_says_why_not_in_fixed_limit(
        qtbot: QtBot, context: AppContext) -> None:
    install_translator("en")
    page = CashTablesPage(context, cash_game(context))
    qtbot.addWidget(page)
    page.show()
    form = page.open_form
    assert form.straddle.isEnabled()
    choose(qtbot, form.limit, "Fixed limit")
    assert not form.straddle.isEnabled()
    assert form.straddle_note.isVisible() and form.straddle_note.text() == \
        "The straddle is played in no limit and pot limit only, not at a fixed-limit table " \
        "(R-3.7)"
    choose(qtbot, form.game, "Razz")
    assert not form.straddle.isVisible()  # no blinds, no straddle


def test_a_buy_in_is_charged_only_once_its_amount_is_confirmed(
        qtbot: QtBot, context: AppContext) -> None:
    """Seen: top-ups charged money with one click and no confirmation."""
    install_translator("en")
    event = cash_game(context)
    view = CashView(context, event)
    qtbot.addWidget(view)
    view.show()
    type_name(qtbot, view.player, "Anna")
    view.amount.setValue(10_000)
    qtbot.mouseClick(view.buttons["buyIn"], Qt.MouseButton.LeftButton)
    assert isinstance(QApplication.activeModalWidget(), MoneyDialog)
    assert CashGameService(context.db).ledger(event).lines == ()  # nothing charged yet
    asked = answer(qtbot, cancel=True)
    assert asked.button == "Charge $10,000"
    assert CashGameService(context.db).ledger(event).lines == ()
    qtbot.mouseClick(view.buttons["buyIn"], Qt.MouseButton.LeftButton)
    answer(qtbot, 12_000)  # another amount typed over the one shown
    assert CashGameService(context.db).ledger(event).money_in == 12_000
    assert view.message.text() == "Buy-in: Anna $12,000"


def test_R_8_7_a_cash_out_is_pre_filled_from_the_tracked_stack_and_takes_the_seat(
        qtbot: QtBot, context: AppContext) -> None:
    """Seen: cash-outs were typed though the table knew each stack, and the player
    stayed seated."""
    install_translator("en")
    event = cash_game(context)
    tables = CashTableService(context.db, random.Random(1))
    t = tables.open_table(event, T0, seats=6)
    anna, ben = (context.events.add_player(n, T0) for n in ("Anna", "Ben"))
    tables.sit(t, anna, 6_000, T0, seat=1)
    tables.sit(t, ben, 6_000, T0, seat=2)
    dealing = tables.dealing(t)
    play_to_end(DealerSession.at_table(context.events.tables, t, dealing.table_game(), 1,
                                       cash=dealing))
    stack = tables.table(t).seat(1).stack  # type: ignore[union-attr]
    assert stack != 6_000
    view = CashView(context, event)
    qtbot.addWidget(view)
    view.show()
    type_name(qtbot, view.player, "Anna")
    qtbot.mouseClick(view.buttons["cashOut"], Qt.MouseButton.LeftButton)
    assert [s.player for s in tables.table(t).seats] == ["Anna", "Ben"]  # not yet
    asked = answer(qtbot)
    assert (asked.amount, asked.button) == (stack, f"Pay out ${stack:,}")
    assert [s.player for s in tables.table(t).seats] == ["Ben"]
    type_name(qtbot, view.player, "Ben")
    assert view.where.text() == f"Ben: Table 1, seat 2: ${12_000 - stack:,}"
    assert view.table.item(0, 3).text() == f"${stack:,}"
    assert view.table.item(1, 5).text() == f"Table 1, seat 2: ${12_000 - stack:,}"
