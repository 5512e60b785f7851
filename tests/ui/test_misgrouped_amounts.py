"""Digits grouped as no number is written are no amount (``grouped_amounts``): in
English "1,5" was read as 15, as Qt's own spin box reads it, though the person who
typed it meant one and a half or slipped, a money error without a word. Now the
setup's fields refuse it beside the field and a spin box keeps it as typed, its
command refusing it in words (``win-not-an-amount``) with nothing changed. Every
valid form still reads: "1300000", "1 300 000", "1,300,000", "1'300'000"; in
Hungarian the comma stays the decimal mark, a space or no-break space groups.

The reading first, then the real main window with real keys: a cash buy-in typed
on the tables page and in its confirmation, and the setup's buy-in, in both
languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.engine.messages import render
from director.services.cash.cash_service import CashGameService
from director.services.core.typed_numbers import misgrouped, whole_number
from director.services.events.event_service import EventService
from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.common.grouped_amounts import (
    grouped_list,
    misgrouped_amount,
    not_an_amount,
    read_amount,
    read_amounts,
)
from director.ui.shell.main_window import MainWindow
from tests.ui.cash_driver import money_dialog, tables_page, type_player
from tests.ui.home_driver import T0, click, context, open_main_window
from tests.ui.keys_driver import activate

__all__ = ["context"]

NBSP = "\u00a0"
EN = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
HU = QLocale(QLocale.Language.Hungarian, QLocale.Country.Hungary)

#: The refusal as each language words it (the example grouped its way).
REFUSED = {
    "en": "\u26a0 Not an amount: {}; type a whole number, its digits grouped by three "
          "(15,000) or not grouped (15000)",
    "hu": "\u26a0 Nem összeg: {}; egész számot írj, a számjegyeket hármasával tagolva "
          f"(15{NBSP}000) vagy tagolás nélkül (15000)",
}
#: What each language's person types that is misgrouped (a Hungarian comma is a
#: decimal mark, which the spin box drops as it is typed: a space there).
MISGROUPED = {"en": "1,5", "hu": "1 5"}


# ------------------------------------------------------------------ the reading

@pytest.mark.parametrize("text", ["1,5", "1,50,0", "15,00", "1,", "1,,000", "1000,000",
                                  ",500", "1,300,00", "1 30 000"])
def test_digits_grouped_as_no_number_is_written_are_no_whole_number(text: str) -> None:
    assert misgrouped(text, (",",))
    assert whole_number(text, (",",)) is None


@pytest.mark.parametrize(("text", "value"), [
    ("1300000", 1_300_000), ("1,300,000", 1_300_000), ("1 300 000", 1_300_000),
    ("1'300'000", 1_300_000), (f"1{NBSP}300{NBSP}000", 1_300_000), ("1 300,000", 1_300_000),
    ("15", 15), ("999", 999), ("1,000", 1000), (" 25,000 ", 25_000),
])
def test_every_valid_form_of_an_amount_still_reads(text: str, value: int) -> None:
    assert not misgrouped(text, (",", "'"))
    assert whole_number(text, (",", "'")) == value


@pytest.mark.parametrize(("locale", "text", "value", "misgrouped_text"), [
    (EN, "1,5", None, True), (EN, "1,50,0", None, True), (EN, "1,500", 1500, False),
    (EN, "1'300'000", 1_300_000, False), (EN, "1 300 000", 1_300_000, False),
    (EN, "abc", None, False), (EN, "1.5", None, False),
    (HU, "1 5", None, True), (HU, "1 300 000", 1_300_000, False),
    (HU, f"1{NBSP}300{NBSP}000", 1_300_000, False), (HU, "1'300'000", 1_300_000, False),
    (HU, "1,5", None, False),  # one and a half: no whole number, not a grouping
    (HU, "1,500", None, False),
])
def test_an_amount_typed_is_read_the_languages_way(
        locale: QLocale, text: str, value: int | None, misgrouped_text: bool) -> None:
    assert read_amount(text, locale) == value
    assert misgrouped_amount(text, locale) is misgrouped_text


def test_the_refusal_says_both_ways_to_type_an_amount_in_both_languages() -> None:
    message = not_an_amount(" 1,5 ")
    assert render(message, "en") == ("not an amount: 1,5; type a whole number, its digits "
                                     "grouped by three (15,000) or not grouped (15000)")
    assert render(message, "hu") == ("nem összeg: 1,5; egész számot írj, a számjegyeket "
                                     f"hármasával tagolva (15{NBSP}000) vagy tagolás "
                                     "nélkül (15000)")


@pytest.mark.parametrize(("locale", "text", "values"), [
    (EN, "25, 100", [25, 100]),  # an old comma list reads as it did
    (EN, "25,100", [25, 100]),
    (EN, "1,000, 5,000", [1000, 5000]),  # grouped amounts, a comma and a space between
    (EN, "1,000; 5,000", [1000, 5000]),
    (EN, "1000;5000", [1000, 5000]),
    (EN, "1,000", [1000]),
    (EN, "25,000, 100,000", [25_000, 100_000]),
    (EN, "", []),
    (EN, "25, 0", None), (EN, "1,5; 100", None), (EN, "25; x", None),
    (HU, "1 000; 5 000", [1000, 5000]),
    (HU, "25,100", [25, 100]),  # a Hungarian comma never groups
    (HU, "25 000, 100 000", [25_000, 100_000]),
    (HU, f"25{NBSP}000; 100{NBSP}000", [25_000, 100_000]),
    (HU, "1 5; 100", None),
])
def test_a_list_of_chip_values_reads_every_form_a_person_types(
        locale: QLocale, text: str, values: list[int] | None) -> None:
    assert read_amounts(text, locale) == values


def test_a_list_of_chip_values_is_shown_grouped_with_semicolons() -> None:
    assert grouped_list([1000, 5000], EN) == "1,000; 5,000"
    assert grouped_list([25, 100], EN) == "25; 100"
    assert grouped_list([25_000, 100_000], HU) == f"25{NBSP}000; 100{NBSP}000"
    assert read_amounts(grouped_list([1000, 25_000], EN), EN) == [1000, 25_000]
    assert read_amounts(grouped_list([1000, 25_000], HU), HU) == [1000, 25_000]


# ------------------------------------------------------------------ a spin box

def _type_focused(qtbot: QtBot, widget: object, typed: str) -> str:
    """A click in the field, all of it selected, ``typed`` key by key on the focused
    widget; what it shows, then Tab."""
    from PySide6.QtWidgets import QAbstractSpinBox

    assert isinstance(widget, QAbstractSpinBox)
    edit = widget.lineEdit()
    assert edit is not None
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    focus = QApplication.focusWidget()
    assert focus is widget
    qtbot.keyClick(focus, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(focus, typed)
    shown = widget.text()
    qtbot.keyClick(focus, Qt.Key.Key_Tab)
    return shown


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_7_a_misgrouped_buy_in_is_refused_in_words_and_nothing_is_charged(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    """A cash table open at 1,000/2,000 (a 1,000 chip); Anna's buy-in typed "1,5"
    (Hungarian: "1 5") stays as typed once the focus leaves, and Sit down says it is
    no amount: no confirmation, no player added, no money in. Typed "1,500,000" she
    sits down; in the confirmation "1,5" over it is refused there as typed, its
    button greyed out, Enter confirms nothing, and "1,600,000" is the buy-in charged."""
    events = EventService(context.db)
    event = events.create_event("cash", "Friday cash", {
        "small_blind": 1000, "big_blind": 2000, "min_buy_in": 100_000}, T0)
    events.set_status(event, "running")
    page = tables_page(qtbot, tmp_path, context, event, language)
    click(qtbot, page.open_form.open_button)
    assert not page.message.error, page.message.text()
    ledger = CashGameService(context.db)
    players = len(Queries(context.db).list_players())

    bad = MISGROUPED[language]
    type_player(qtbot, page.player, "Anna")
    assert _type_focused(qtbot, page.buy_in, bad) == bad
    assert page.buy_in.text() == bad  # kept as typed: Qt put back the value before
    click(qtbot, page.seat_button)
    assert page.message.error
    assert page.message.text() == REFUSED[language].format(bad)
    assert QApplication.activeModalWidget() is None  # no confirmation asked
    assert len(Queries(context.db).list_players()) == players  # no player added
    assert ledger.ledger(event).money_in == 0

    group = "," if language == "en" else " "
    assert _type_focused(qtbot, page.buy_in, f"1{group}500{group}000") == \
        f"1{group}500{group}000"
    click(qtbot, page.seat_button)
    dialog = money_dialog(qtbot)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.amount)
    focus = QApplication.focusWidget()
    assert focus is dialog.amount
    qtbot.keyClick(focus, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(focus, bad)
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    assert dialog.isVisible()  # refused here: the dialog waits for an amount
    assert dialog.refused.text() == REFUSED[language].format(bad)
    assert not dialog.confirm_button.isEnabled()
    assert ledger.ledger(event).money_in == 0
    qtbot.keyClick(focus, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(focus, f"1{group}600{group}000")
    assert dialog.refused.text() == ""
    assert dialog.confirm_button.isEnabled()
    window = page.window()
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert not page.message.error, page.message.text()
    assert ledger.ledger(event).money_in == 1_600_000


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_6_a_misgrouped_top_up_is_refused_in_words_and_the_stack_is_unchanged(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    """Anna sits at a cash table with 100,000. A top-up typed "1,5" (Hungarian "1 5")
    on the Player tab: Top up says it is no amount, no confirmation, no money in, her
    stack unchanged; "50,000" typed with its groups is confirmed and charged."""
    events = EventService(context.db)
    event = events.create_event("cash", "Friday cash", {
        "small_blind": 1000, "big_blind": 2000, "min_buy_in": 100_000}, T0)
    events.set_status(event, "running")
    anna = events.add_player("Anna", T0)
    ledger = CashGameService(context.db)
    page = tables_page(qtbot, tmp_path, context, event, language)
    click(qtbot, page.open_form.open_button)
    table = page.current()
    assert table is not None
    page.service.sit(table.table_id, anna, 100_000, T0, seat=1)
    qtbot.waitUntil(lambda: page.seated.count() == 1)
    bar = page.controls.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(page.controls.indexOf(page.player_tab)).center())
    assert page.controls.currentWidget() is page.player_tab
    money_in = ledger.ledger(event).money_in

    bad = MISGROUPED[language]
    assert _type_focused(qtbot, page.top_up_amount, bad) == bad
    click(qtbot, page.top_up_button)
    assert page.message.error
    assert page.message.text() == REFUSED[language].format(bad)
    assert QApplication.activeModalWidget() is None  # no confirmation asked
    assert ledger.ledger(event).money_in == money_in

    group = "," if language == "en" else " "
    _type_focused(qtbot, page.top_up_amount, f"50{group}000")
    click(qtbot, page.top_up_button)
    dialog = money_dialog(qtbot)
    assert dialog.amount.value() == 50_000
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.amount)
    window = page.window()
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert not page.message.error, page.message.text()
    assert ledger.ledger(event).money_in == money_in + 50_000


# ------------------------------------------------------------------ a setup field

@pytest.mark.parametrize(("language", "bad"), [
    ("en", "1,5"), ("hu", "1 5"),
    ("en", "1.5"), ("hu", "1,5"),  # one and a half, with the language's decimal mark
])
def test_the_setups_buy_in_refuses_a_misgrouped_amount_beside_the_field(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str, bad: str) -> None:
    """Home → New tournament: a buy-in typed "1,5" (Hungarian "1 5"), or one and a half
    ("1.5", Hungarian "1,5"), is no amount: the refusal beside the field, the text as
    typed, Save held back; typed with its groups it is read and shown grouped, and
    the message goes."""
    window: MainWindow = open_main_window(qtbot, tmp_path, context, language)
    activate(qtbot, window)
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    qtbot.mouseClick(setup.name, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is setup.name
    qtbot.keyClicks(setup.name, "Friday freezeout")
    edit = setup.buy_in.edit
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    focus = QApplication.focusWidget()
    assert focus is edit
    qtbot.keyClick(focus, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(focus, bad)
    qtbot.keyClick(focus, Qt.Key.Key_Tab)
    assert edit.text() == bad
    assert setup.buy_in.message.text() == REFUSED[language].format(bad)
    assert setup.buy_in.value() is None
    assert not setup.save_button.isEnabled()

    group, shown = (",", ",") if language == "en" else (" ", NBSP)
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, f"15{group}000")
    qtbot.keyClick(edit, Qt.Key.Key_Tab)
    assert edit.text() == f"15{shown}000"
    assert setup.buy_in.message.text() == ""
    assert setup.buy_in.value() == 15_000
