"""The cash money fields keep the amount the director typed (bad input gets a clear
message and changes nothing): Qt's spin boxes dropped the digit past their top
(10,000,000,000,000 typed in the buy-in confirmation became 1,000,000,000 and was
charged) and put back the value before at Enter (a smallest chip of 0, 13 seats);
now the command is given the amount typed and refuses one it cannot take in words.
At a table whose smallest chip is 125,000 a buy-in of 1,300,000 is refused: the
table's chips cannot pay it (R-8.7). The real main window, keys and clicks only."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from pytestqt.qtbot import QtBot

from director.engine.event.cash_tables import Stakes
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.events.event_service import EventService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from tests.ui.cash_driver import answer, money_dialog, tables_page, type_player
from tests.ui.home_driver import T0, click, context

__all__ = ["context"]


def _page(qtbot: QtBot, tmp_path: Path, context: AppContext,
          table: bool = True) -> tuple[CashTablesPage, int]:
    events = EventService(context.db)
    event = events.create_event("cash", "High stakes", {
        "small_blind": 125_000, "big_blind": 250_000, "min_buy_in": 1_000_000}, T0)
    if table:
        CashTableService(context.db).open_table(
            event, T0, stakes=Stakes("holdem", "no limit", 125_000, 250_000),
            smallest_chip=125_000)
    events.set_status(event, "running")
    return tables_page(qtbot, tmp_path, context, event), event


def _type(qtbot: QtBot, box: QSpinBox, value: int) -> None:
    """A click in the field, all of it selected, the amount typed, Tab."""
    edit = box.lineEdit()
    assert edit is not None
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, str(value))
    qtbot.keyClick(edit, Qt.Key.Key_Tab)


def test_R_8_7_a_buy_in_typed_is_the_one_charged_or_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    page, event = _page(qtbot, tmp_path, context)
    ledger = CashGameService(context.db)
    type_player(qtbot, page.player, "Anna")
    _type(qtbot, page.buy_in, 1_300_000)
    click(qtbot, page.seat_button)
    answer(qtbot)  # the amount shown, confirmed with Enter
    assert page.message.error
    assert page.message.text().startswith(
        "⚠ A buy-in of 1,300,000 cannot be paid in this table's chips: the smallest chip is "
        "125,000"), page.message.text()
    click(qtbot, page.seat_button)
    answer(qtbot, 10_000_000_000_000)  # past the field's top: kept, and refused
    assert page.message.error
    assert "must be at most 1,000,000,000,000, not 10,000,000,000,000" in page.message.text()
    assert ledger.ledger(event).lines == ()
    click(qtbot, page.seat_button)
    dialog = money_dialog(qtbot)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.amount)
    qtbot.keyClick(dialog.amount, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.amount, "3000000000")  # above a spin box's top, a fair amount
    assert dialog.confirm_button.text() == "Charge 3,000,000,000"
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert not page.message.error, page.message.text()
    assert ledger.ledger(event).money_in == 3_000_000_000


def test_a_smallest_chip_of_0_or_13_seats_typed_are_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Enter put back the chip before (0 is below the field's 1) and 13 seats lost
    the 3: the table opened with what nobody typed."""
    page, event = _page(qtbot, tmp_path, context, table=False)
    form = page.open_form
    _type(qtbot, form.chip, 0)
    click(qtbot, form.open_button)
    assert page.message.error
    assert "The smallest chip must be at least 1, not 0" in page.message.text()
    _type(qtbot, form.chip, 125_000)
    _type(qtbot, form.seats, 13)
    click(qtbot, form.open_button)
    assert page.message.error
    assert "The seats at the table must be at most 12, not 13" in page.message.text()
    assert CashTableService(context.db).tables(event) == []
    _type(qtbot, form.seats, 6)
    click(qtbot, form.open_button)
    assert page.message.text() == "Opened Table 1", page.message.text()
