"""The cash pages' amounts read as the setup's do (``grouped_amounts``): typed with
the groups or without them, shown grouped the chosen language's way once typed
("2,500,000"; in Hungarian "2 500 000", LOOK.md "Words in Hungarian"). In
Hungarian the fields took the typed space out as it was typed ("2 500 000" read
"2500000" while typing, a comma was refused), since Qt groups Hungarian digits with
a no-break space no keyboard types. The real main window; clicks and keys on the
focused field only: a table opened with its smallest chip and buy-ins typed, a
buy-in, its confirmation, a top-up and a cash-out (R-8.7)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from pytestqt.qtbot import QtBot

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.events.event_service import EventService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from director.ui.shell.main_window import MainWindow
from tests.ui.cash_driver import money_dialog, tables_page, type_player
from tests.ui.home_driver import T0, click, context

__all__ = ["context"]

NBSP = "\u00a0"  # Qt groups Hungarian digits with a no-break space

# language: (how the director types groups, how the program shows them)
GROUPS = {"en": (",", ","), "hu": (" ", NBSP)}


def _page(qtbot: QtBot, tmp_path: Path, context: AppContext,
          language: str) -> tuple[CashTablesPage, int]:
    """A high-stakes cash game resumed at its tables page, no table open yet."""
    events = EventService(context.db)
    event = events.create_event("cash", "High stakes", {
        "small_blind": 100_000, "big_blind": 200_000, "min_buy_in": 1_000_000}, T0)
    events.set_status(event, "running")
    return tables_page(qtbot, tmp_path, context, event, language), event


def _type(qtbot: QtBot, box: QSpinBox, typed: str) -> str:
    """A click in the field, all of it selected, ``typed`` key by key; what the field
    shows while typing, then Tab."""
    edit = box.lineEdit()
    assert edit is not None
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is box  # the spin box, its text behind it
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, typed)
    while_typing = box.text()
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    return while_typing


def _confirm(qtbot: QtBot, typed: str) -> str:
    """The open money confirmation: ``typed`` over its amount, by keys on the focused
    field; what the field showed, then Enter."""
    dialog = money_dialog(qtbot)
    window = dialog.parentWidget().window()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.amount)
    focus = dialog.amount
    qtbot.keyClick(focus, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(focus, typed)
    shown = dialog.amount.text()
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # the keys back there
    return shown


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_7_cash_amounts_typed_with_or_without_groups_are_shown_grouped(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    typed, shown = GROUPS[language]
    page, event = _page(qtbot, tmp_path, context, language)
    ledger = CashGameService(context.db)

    # The table: its smallest chip typed with groups, its smallest buy-in without.
    form = page.open_form
    assert _type(qtbot, form.chip, f"100{typed}000") == f"100{typed}000"  # kept as typed
    assert form.chip.text() == f"100{shown}000" and form.chip.value() == 100_000
    assert _type(qtbot, form.min_buy_in, "2000000") == "2000000"
    assert form.min_buy_in.text() == f"2{shown}000{shown}000"
    click(qtbot, form.open_button)
    assert not page.message.error, page.message.text()
    [table] = CashTableService(context.db).tables(event)
    assert (table.smallest_chip, table.min_buy_in) == (100_000, 2_000_000)

    # Anna's buy-in typed with groups; 2,600,000 typed over it in the confirmation.
    type_player(qtbot, page.player, "Anna")
    assert _type(qtbot, page.buy_in, f"2{typed}500{typed}000") == f"2{typed}500{typed}000"
    assert page.buy_in.text() == f"2{shown}500{shown}000" and page.buy_in.value() == 2_500_000
    click(qtbot, page.seat_button)
    assert _confirm(qtbot, f"2{typed}600{typed}000") == f"2{typed}600{typed}000"
    assert not page.message.error, page.message.text()
    assert ledger.ledger(event).money_in == 2_600_000

    # A top-up of 1,000,000 typed with groups.
    bar = page.controls.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(page.controls.indexOf(page.player_tab)).center())
    assert page.controls.currentWidget() is page.player_tab
    assert _type(qtbot, page.top_up_amount, f"1{typed}000{typed}000") == \
        f"1{typed}000{typed}000"
    assert page.top_up_amount.text() == f"1{shown}000{shown}000"
    click(qtbot, page.top_up_button)
    assert _confirm(qtbot, "1000000") == "1000000"
    assert not page.message.error, page.message.text()
    assert ledger.ledger(event).money_in == 3_600_000

    # She leaves: the cash-out typed with groups is the one paid.
    click(qtbot, page.leave_button)
    assert _confirm(qtbot, f"3{typed}600{typed}000") == f"3{typed}600{typed}000"
    assert not page.message.error, page.message.text()
    assert ledger.ledger(event).money_out == 3_600_000
    assert ledger.check(event).difference == 0


def test_a_hungarian_amount_typed_with_an_apostrophe_is_read_as_grouped_a_comma_never(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """As the setup reads them: "2'500'000" is 2 500 000 in Hungarian too, shown with its
    own groups. A comma is Hungarian's decimal mark: "1,5" is one and a half, never read
    as 15, neither while the field shows "1,5" (it did) nor with the comma dropped as it
    was typed (it did next, showing "15"): kept as typed, it is no amount, which Open
    the table refuses in words (``no_amount``)."""
    page, _event = _page(qtbot, tmp_path, context, "hu")
    form = page.open_form
    assert _type(qtbot, form.min_buy_in, "2'500'000") == "2'500'000"
    assert form.min_buy_in.value() == 2_500_000
    assert form.min_buy_in.text() == f"2{NBSP}500{NBSP}000"
    assert _type(qtbot, form.min_buy_in, "1,5") == "1,5"
    assert form.min_buy_in.text() == "1,5"  # kept as typed once the field is left
    assert form.min_buy_in.amount() is None
    click(qtbot, form.open_button)
    assert page.message.text().startswith("\u26a0 Nem összeg: 1,5;"), page.message.text()
    assert CashTableService(context.db).tables(_event) == []  # no table opened at 15


def _menu_language(qtbot: QtBot, page: CashTablesPage, code: str) -> None:
    """Settings → Language → the language, with the mouse."""
    window = page.window()
    assert isinstance(window, MainWindow)
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(window.settings_menu.menuAction()).center())
    menu = QApplication.activePopupWidget()
    assert menu is window.settings_menu
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton,
                     pos=menu.actionGeometry(window.language_menu.menuAction()).center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.language_menu)
    languages = window.language_menu
    qtbot.mouseClick(languages, Qt.MouseButton.LeftButton,
                     pos=languages.actionGeometry(window.language_actions[code]).center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def test_a_change_of_language_groups_the_amounts_the_new_languages_way(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Settings → Language → Magyar: the buy-in typed in English ("2,500,000") reads
    "2 500 000", as the setup's fields do; back in English, "2,500,000" again."""
    page, _event = _page(qtbot, tmp_path, context, "en")
    _type(qtbot, page.buy_in, "2500000")
    assert page.buy_in.text() == "2,500,000"
    _menu_language(qtbot, page, "hu")
    qtbot.waitUntil(lambda: page.buy_in.text() == f"2{NBSP}500{NBSP}000")
    assert page.buy_in.value() == 2_500_000
    _menu_language(qtbot, page, "en")
    qtbot.waitUntil(lambda: page.buy_in.text() == "2,500,000")
