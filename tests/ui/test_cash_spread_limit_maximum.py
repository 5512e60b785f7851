"""R-5.6 in the cash pages, as a host sees them: a spread-limit hold'em game asks for
its table maximum ("every bet and raise is between the big blind and the table's
maximum"), beside the blinds, refuses it in words when it is missing or below the big
blind, and its tables open at it. Before, the setup had no such field and the game was
dealt up to twice the big blind without a word. Driven by clicks on visible widgets
and keys typed into the focused field only; it failed on the code before the change."""

from __future__ import annotations

import html
import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from director.ui.cash.cash_tables import CashTablesPage
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import click, context, window
from tests.ui.test_cash_game_night import choose, type_amount

__all__ = ["context", "window"]


def plain(text: str) -> str:
    """A refusal's words without the links its rule ids are."""
    return html.unescape(re.sub(r"<[^>]+>", "", text))


def type_over(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Click into the field, select what it holds and type ``text`` over it."""
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    assert edit.hasFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, text)


def test_R_5_6_a_spread_limit_cash_game_asks_for_its_table_maximum(
        qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(window.isActiveWindow)  # a click into a field gives it the keys
    click(qtbot, window.home.new_cash_button)
    setup = window.cash_setup
    type_over(qtbot, setup.name, "Spread 50/100")
    assert not setup.form.isRowVisible(setup.big_bet)  # no limit: no maximum
    choose(qtbot, setup.limit, "Spread limit")
    assert setup.form.isRowVisible(setup.big_bet) and setup.big_bet.isVisible()
    assert setup.labels["big_bet"].text() == "Table maximum"
    assert plain(setup.big_bet.message.text()) == (
        "\u26a0 A spread-limit table needs its table maximum, the largest bet or raise: at "
        "least the big blind (100) (R-5.6)")
    assert not setup.save_button.isEnabled()
    assert setup.tabs.tabText(0) == "Game and stakes (!)"
    type_over(qtbot, setup.big_bet.edit, "60")
    assert plain(setup.big_bet.message.text()) == (
        "\u26a0 A table maximum of 60 is below the big blind (100): in spread limit every bet "
        "and raise is between the big blind and the table maximum (R-5.6)")
    assert not setup.save_button.isEnabled()
    type_over(qtbot, setup.big_bet.edit, "1000")
    assert setup.big_bet.message.text() == "" and setup.save_button.isEnabled()
    click(qtbot, setup.save_button)

    # The game opens at its tables page; the new table starts at the game's maximum.
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    page.service.rng = random.Random(11)
    form = page.open_form
    assert form.form.isRowVisible(form.big_bet) and form.big_bet.isVisible()
    assert form.labels["big_bet"].text() == "Table maximum:"
    assert form.big_bet.value() == 1000
    type_amount(qtbot, form.big_bet, 0)  # a table of its own, without a maximum: refused
    click(qtbot, form.open_button)
    assert plain(page.message.text()) == (
        "\u26a0 A spread-limit table needs its table maximum, the largest bet or raise: at "
        "least the big blind (100) (R-5.6)")
    assert page.current() is None
    type_amount(qtbot, form.big_bet, 800)
    click(qtbot, form.open_button)
    assert page.message.text() == "Opened Table 1", page.message.text()
    current = page.current()
    assert current is not None
    assert current.stakes.text == "Texas hold'em, spread limit 50/100, table maximum 800"
    table = page.service.dealing(current.table_id).table_game()
    assert (table.betting.small_bet, table.betting.big_bet) == (100, 800)


@pytest.mark.parametrize(("language", "said"), [
    ("en", "blinds 50/100, bets 100 to 800"), ("hu", "vakok 50/100, tét 100–800")])
def test_R_5_6_the_dealer_panels_header_names_the_spread_of_the_bets(
        qapp: object, language: str, said: str) -> None:
    """A spread-limit table's header gave the blinds alone: the dealer could not see
    how much a bet may be. It names the bets' spread, big blind to table maximum."""
    from director.engine.hand.facts.betting import Betting
    from director.services.tables.table_game import TableGame
    from director.ui.common.stakes_words import level_text
    from director.ui.shell.app import install_translator

    install_translator(language)
    try:
        assert level_text(TableGame("holdem", Betting.spread_limit(100, 800),
                                    small_blind=50, big_blind=100)) == said
    finally:
        install_translator("en")
