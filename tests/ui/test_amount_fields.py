"""Amounts typed into the setup windows (issue 15, "Bad input"): only the digits
0-9 make a number, and every amount has an upper bound, with the message next
to the field and Save held back."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from director.services.core.documents import MAX_AMOUNT
from director.ui.common.context import AppContext
from director.ui.common.grouped_amounts import read_amount
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import click, context, type_into, window

__all__ = ["context", "window"]


@pytest.mark.parametrize("text", ["5²", "٥٠", "５", "1e3", "-5", "5.0", "½"])
def test_only_the_digits_0_to_9_make_a_whole_number(text: str) -> None:
    assert read_amount(text) is None



@pytest.mark.parametrize(("language", "text", "read"), [
    ("en", "1,500", 1500), ("en", "1'500", 1500), ("hu", "1'500", 1500),
    ("hu", "1 500", 1500), ("hu", "1\u00a0500", 1500),
    ("hu", "1,5", None), ("hu", "1,500", None),  # Hungarian's decimal mark: not 15
])
def test_a_comma_groups_thousands_only_where_it_is_not_the_decimal_mark(
        language: str, text: str, read: int | None) -> None:
    from PySide6.QtCore import QLocale

    locale = QLocale(QLocale.Language.Hungarian if language == "hu"
                     else QLocale.Language.English, QLocale.Country.AnyCountry)
    assert read_amount(text, locale) == read

def test_a_superscript_or_a_huge_buy_in_gets_a_message_not_an_error(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "Friday freezeout")
    type_into(qtbot, setup.buy_in, "5²")
    assert setup.buy_in.message.text() == "\u26a0 Not a whole number: 5²"
    assert not setup.save_button.isEnabled()
    type_into(qtbot, setup.stack, "1" + "0" * 30)  # 10**30 chips
    assert setup.stack.message.text() == "\u26a0 At most 1,000,000,000,000"
    type_into(qtbot, setup.buy_in, str(MAX_AMOUNT + 1))
    assert setup.buy_in.message.text() == "\u26a0 At most 1,000,000,000,000"
    assert not setup.save_button.isEnabled()
    type_into(qtbot, setup.seats, "13")
    assert setup.seats.message.text() == "\u26a0 At most 12"
    type_into(qtbot, setup.seats, "9")
    type_into(qtbot, setup.buy_in, "5000")
    type_into(qtbot, setup.stack, "10000")
    assert setup.buy_in.message.text() == setup.stack.message.text() == ""
    assert setup.seats.message.text() == ""
