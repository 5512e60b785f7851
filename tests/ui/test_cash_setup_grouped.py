"""The cash game setup's amounts read as every amount of the program does: the
digits grouped the chosen language's way ("1,300,000"; in Hungarian "1 300 000",
LOOK.md "Words in Hungarian"), whether the program filled the field or the
director typed it with or without the groups; the amount saved is the one typed.
The real main window, clicks and keys on the focused field only."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from tests.ui.home_driver import click, context, open_main_window
from tests.ui.keys_driver import activate

__all__ = ["context"]

NBSP = "\u00a0"  # Hungarian groups its digits with a no-break space


def type_in(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """A click in the field, all of it selected, ``text`` typed key by key, Tab."""
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is edit
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Tab)


@pytest.mark.parametrize(("language", "grouped", "typed_grouped"), [
    ("en", ["20,000", "1,300,000", "2,600,000", "125,000", "250,000"], "2,600,000"),
    ("hu", [f"20{NBSP}000", f"1{NBSP}300{NBSP}000", f"2{NBSP}600{NBSP}000",
            f"125{NBSP}000", f"250{NBSP}000"], "2 600 000"),
])
def test_the_cash_setups_amounts_are_grouped_and_typed_with_or_without_groups(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str,
        grouped: list[str], typed_grouped: str) -> None:
    """A high-stakes cash game set up from Home: the largest buy-in the form offers
    (20,000) is shown grouped; 1300000 typed without groups, 2 600 000 typed with a
    space in Hungarian (a comma in English) and 125000 / 250000 blinds each read
    grouped once typed, and the game is saved with those amounts (R-8.7's buy-in
    limits)."""
    window = open_main_window(qtbot, tmp_path, context, language)
    activate(qtbot, window)
    click(qtbot, window.home.new_cash_button)
    setup = window.cash_setup
    assert setup.max_buy_in.edit.text() == grouped[0]
    qtbot.mouseClick(setup.name, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(setup.name, "High stakes")
    type_in(qtbot, setup.min_buy_in.edit, "1300000")
    type_in(qtbot, setup.max_buy_in.edit, typed_grouped)
    type_in(qtbot, setup.small_blind.edit, "125000")
    type_in(qtbot, setup.big_blind.edit, "250000")
    assert [setup.min_buy_in.edit.text(), setup.max_buy_in.edit.text(),
            setup.small_blind.edit.text(), setup.big_blind.edit.text()] == grouped[1:]
    assert setup.save_button.isEnabled(), setup.summary.text()
    click(qtbot, setup.save_button)
    _, _, settings = window.home.queries.event_settings(window.home.selected_id() or 0)
    assert (settings.min_buy_in, settings.max_buy_in) == (1_300_000, 2_600_000)
    assert (settings.small_blind, settings.big_blind) == (125_000, 250_000)


def test_an_amount_refused_stays_as_typed_beside_its_message(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """In Hungarian "12x00" is no amount: it is not regrouped nor changed, and the
    refusal beside it says why; nothing can be saved."""
    window = open_main_window(qtbot, tmp_path, context, "hu")
    activate(qtbot, window)
    click(qtbot, window.home.new_cash_button)
    setup = window.cash_setup
    type_in(qtbot, setup.min_buy_in.edit, "12x00")
    assert setup.min_buy_in.edit.text() == "12x00"
    assert "12x00" in setup.min_buy_in.message.text()
    assert not setup.save_button.isEnabled()
