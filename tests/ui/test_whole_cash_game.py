"""A cash game through the ledger window (R-8.7): buy-ins, a top-up, cash-outs (each
confirmed with its amount), the running check and the settlement with the fewest
payments, which ends the game until Ctrl+Z takes it back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.ui.cash.cash_view import CashView
from director.ui.cash.money_dialog import MoneyDialog
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui import event_fixtures
from tests.ui.cash_driver import answer
from tests.ui.event_fixtures import cash_game

context = event_fixtures.context
time = event_fixtures.time


def line(view: CashView, qtbot: QtBot, button: str, player: str, amount: int) -> str:
    """A money line; a buy-in, top-up or cash-out is confirmed with Enter."""
    view.player.setEditText(player)
    view.amount.setValue(amount)
    qtbot.mouseClick(view.buttons[button], Qt.MouseButton.LeftButton)
    if isinstance(QApplication.activeModalWidget(), MoneyDialog):
        answer(qtbot, amount)
    return view.message.text()


def test_a_whole_cash_game(qtbot: QtBot, context: AppContext) -> None:
    install_translator("en")
    view = CashView(context, cash_game(context))
    qtbot.addWidget(view)
    view.show()
    assert line(view, qtbot, "buyIn", "Anna", 10_000) == "Buy-in: Anna $10,000"
    line(view, qtbot, "buyIn", "Bence", 10_000)
    line(view, qtbot, "buyIn", "Csilla", 5_000)
    assert line(view, qtbot, "topUp", "Csilla", 5_000) == "Top-up: Csilla $5,000"
    # A top-up before a buy-in is refused next to the buttons, nothing recorded.
    assert "has not bought in" in line(view, qtbot, "topUp", "Dóra", 5_000)
    assert view.message.error
    assert view.table.rowCount() == 3
    assert [view.table.item(2, c).text() for c in range(4)] == \
        ["Csilla", "$5,000", "$5,000", "playing"]
    # The running check: nothing is said until the chips are counted; then 30,000
    # should be on the table.
    assert "missing" not in view.check.text()
    assert view.check.text().startswith("Count the chips on the table")
    view.counted.setValue(29_900)
    assert "missing" not in view.check.text()
    qtbot.mouseClick(view.check_button, Qt.MouseButton.LeftButton)
    assert view.check.text() == \
        "The table has $29,900 but the ledger says $30,000: $100 missing."
    view.counted.setValue(30_000)
    assert view.check.text() == "The table has $30,000, as the ledger says."
    # Settling before everyone has cashed out is refused with the reason.
    qtbot.mouseClick(view.settle_button, Qt.MouseButton.LeftButton)
    assert "still on the table" in view.settle_message.text()
    line(view, qtbot, "cashOut", "Anna", 17_000)
    line(view, qtbot, "cashOut", "Bence", 3_000)
    line(view, qtbot, "cashOut", "Csilla", 9_500)
    line(view, qtbot, "rake", "", 500)
    assert view.totals.text() == ("In: $30,000 \u00b7 out: $29,500 \u00b7 rake: $500 \u00b7 "
                                  "on the table by the ledger: $0")
    assert view.table.item(0, 4).text() == "$7,000"
    qtbot.mouseClick(view.settle_button, Qt.MouseButton.LeftButton)
    payments = [view.payments.item(i).text() for i in range(view.payments.count())]
    assert sorted(payments) == ["Bence pays Anna $7,000", "Csilla pays the house $500"]
    assert "fewest payments possible" in view.settle_message.text()
    # Settled: no more money moves until Ctrl+Z takes the settlement back, and a
    # second Ctrl+Z the last line (the rake).
    assert view.settle_message.text().startswith("Settled: the tables are closed.")
    assert not view.buttons["buyIn"].isEnabled() and not view.settle_button.isEnabled()
    qtbot.keyClick(view.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.message.text() == "Undone: Cash game settled: 2 payments"
    assert view.buttons["buyIn"].isEnabled() and view.payments.count() == 0
    qtbot.keyClick(view.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.message.text().startswith("Undone: Rake")


def test_a_buy_in_taken_back_and_put_back_in_hungarian(qtbot: QtBot, context: AppContext) -> None:
    """Ctrl+Z takes Anna's buy-in back, Ctrl+Shift+Z puts it back, each said in the
    window's language (the ledger had no redo: the keys did nothing)."""
    install_translator("hu")
    try:
        view = CashView(context, cash_game(context))
        qtbot.addWidget(view)
        view.show()
        line(view, qtbot, "buyIn", "Anna", 10_000)
        qtbot.keyClick(view.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert view.message.text().startswith("Visszavonva: ")
        assert view.table.rowCount() == 0
        qtbot.keyClick(view.table, Qt.Key.Key_Z,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert view.message.text().startswith("Újra megtéve: ")
        assert [view.table.item(0, c).text() for c in range(2)] == ["Anna", "$10\u00a0000"]
    finally:
        install_translator("en")
