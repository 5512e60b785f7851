"""The director console: refusals shown next to the actions, the chips-in-play check,
re-entry and the deal calculator."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.deal import DealDialog
from director.ui.shell.app import install_translator
from tests.ui import event_fixtures
from tests.ui.event_fixtures import T0, tournament

context = event_fixtures.context
time = event_fixtures.time


def test_refusals_are_messages_and_checks_read_plainly(qtbot: QtBot,
                                                       context: AppContext) -> None:
    install_translator("en")
    event, entries = tournament(context, players=4, tables=1, seed=1)
    page = ConsolePage(context, event)
    qtbot.addWidget(page)
    qtbot.mouseClick(page.buttons["rebuy"], Qt.MouseButton.LeftButton)
    assert page.message.text() == "\u26a0 Select a player who is still playing first"
    page.select("Anna")
    qtbot.mouseClick(page.buttons["addOn"], Qt.MouseButton.LeftButton)
    assert page.message.error  # the add-on is at the first break, not in level 1
    qtbot.mouseClick(page.buttons["chipsInPlay"], Qt.MouseButton.LeftButton)
    assert page.message.text() == "Chips in play match the buy-ins: 40,000."
    context.tournaments.bust(event, {entries["Anna"]: 10_000}, T0)  # on the felt: no count
    page.refresh()
    page.rng_factory = lambda: random.Random(2)
    page.select("Anna")
    qtbot.mouseClick(page.buttons["reEntry"], Qt.MouseButton.LeftButton)
    payment = page.last_dialog
    assert payment is not None and payment.isVisible()
    qtbot.keyClick(payment, Qt.Key.Key_Return)  # the buy-in named: Enter takes it
    [again] = [e for e in page.rows if e.player == "Anna" and e.playing]
    assert page.message.text() == \
        f"Anna re-enters and takes a new seat: {again.table}, seat {again.seat}"
    dialog = page.deal_calculator()
    assert isinstance(dialog, DealDialog)
    assert dialog.table.rowCount() == 4
