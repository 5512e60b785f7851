"""The cash ledger's refusals and the check in Hungarian amounts (R-8.7)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.ui.cash.cash_view import CashView
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui import event_fixtures
from tests.ui.cash_driver import answer
from tests.ui.event_fixtures import cash_game

context = event_fixtures.context
time = event_fixtures.time


def test_hungarian_ledger_shows_forints(qtbot: QtBot, context: AppContext) -> None:
    install_translator("hu")
    try:
        view = CashView(context, cash_game(context, currency="Ft"))
        qtbot.addWidget(view)
        view.player.setEditText("Anna")
        view.amount.setValue(10_000)
        view.show()
        view.buttons["buyIn"].click()
        asked = answer(qtbot)
        assert asked.button == "10\u00a0000\u00a0Ft terhelése"
        assert view.table.item(0, 1).text() == "10\u00a0000\u00a0Ft"
        view.counted.setValue(10_000)
        view.check_button.click()
        assert view.check.text() == "Az asztalon 10\u00a0000\u00a0Ft van, ahogy a napló mondja."
        view.player.setEditText("")
        view.buttons["topUp"].click()
        assert view.message.error
    finally:
        install_translator("en")


def test_R_8_7_a_busted_player_cashes_out_0(qtbot: QtBot, context: AppContext) -> None:
    """A player who lost every chip leaves with a cash-out of 0: a ledger line, no
    refusal; the check is quiet until the chips are counted."""
    install_translator("en")
    view = CashView(context, cash_game(context))
    qtbot.addWidget(view)
    view.show()
    for name in ("Anna", "Bence"):
        view.player.setEditText(name)
        view.amount.setValue(10_000)
        qtbot.mouseClick(view.buttons["buyIn"], Qt.MouseButton.LeftButton)
        answer(qtbot)
    assert "missing" not in view.check.text()
    # Anna lost everything to Bence: she cashes out 0.
    view.player.setEditText("Anna")
    view.amount.setValue(0)
    qtbot.mouseClick(view.buttons["cashOut"], Qt.MouseButton.LeftButton)
    assert answer(qtbot).note == "Anna is not seated: count the chips."
    assert not view.message.error, view.message.text()
    assert view.message.text() == "Cash-out: Anna $0"
    assert [view.table.item(0, c).text() for c in (3, 4)] == ["$0", "-$10,000"]
    assert view.table.item(1, 3).text() == "playing"
    view.counted.setValue(20_000)
    qtbot.mouseClick(view.check_button, Qt.MouseButton.LeftButton)
    assert view.check.text() == "The table has $20,000, as the ledger says."


def test_a_cut_cell_of_the_ledger_shows_its_whole_words_when_pointed_at(
        qtbot: QtBot, context: AppContext) -> None:
    """Two players seated at an untracked table, the ledger 600 pixels wide in Hungarian:
    "At the table" ends "(a vásárolt vagy …" (the note that the stack is not tracked was
    cut, with no way to read it). The mouse resting on the cell shows its whole words;
    a cell that fits shows no tip."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    from director.services.core.documents import CashSettings
    from tests.ui.cash_deal_driver import seated_cash_game

    install_translator("hu")
    event = seated_cash_game(context, "Keddi kp", CashSettings(small_blind=50, big_blind=100),
                             [10_000, 12_000])
    view = CashView(context, event)
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    qtbot.waitExposed(view)
    table = view.table

    def tip_over(row: int, column: int) -> str:
        QToolTip.hideText()
        qtbot.waitUntil(lambda: not QToolTip.isVisible())
        centre = table.visualItemRect(table.item(row, column)).center()
        QApplication.sendEvent(table.viewport(), QHelpEvent(
            QEvent.Type.ToolTip, centre, table.viewport().mapToGlobal(centre)))
        return QToolTip.text() if QToolTip.isVisible() else ""

    where = table.item(0, 5).text()
    assert "(a vásárolt vagy megszámolt" in where  # the whole words, in the model
    assert table.visualItemRect(table.item(0, 5)).width() < \
        table.fontMetrics().horizontalAdvance(where)  # drawn cut
    assert tip_over(0, 5) == where
    assert tip_over(0, 0) == ""  # "Player 1" fits: no tip
