"""The cash ledger's refusals and the check in Hungarian amounts (R-8.7)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from director.ui.app import install_translator
from director.ui.cash_view import CashView
from director.ui.context import AppContext
from tests.ui import event_fixtures
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
        view.buttons["buyIn"].click()
        assert view.table.item(0, 1).text() == "10\u00a0000\u00a0Ft"
        view.counted.setValue(10_000)
        assert view.check.text() == "Az asztalon 10\u00a0000\u00a0Ft van, ahogy a napló mondja."
        view.player.setEditText("")
        view.buttons["topUp"].click()
        assert view.message.error
    finally:
        install_translator("en")
