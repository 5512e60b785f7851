"""A club's dealer station at Table 3: its seating lists its own table alone for the
button draw and Next hand. After the language was switched the choice was empty (the
table's place among all the tables, 3rd, was used as its place in a list of one), and
Next hand said "Open the tables first" at a table with twelve players."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.seating import SeatingPage
from director.ui.shell.app import install_translator
from tests.ui import event_fixtures
from tests.ui.event_fixtures import T0, tournament

context = event_fixtures.context
time = event_fixtures.time


def test_dealer_station_table_3_keeps_its_table_after_the_language_switch(
        qtbot: QtBot, context: AppContext) -> None:
    install_translator("en")
    event, _ = tournament(context, players=8, tables=3, seed=1)
    third = q.tables(context.db, event)[2]
    context.seating.draw_for_button(third.table_id, T0, random.Random(2))
    page = SeatingPage(context, event)
    qtbot.addWidget(page)
    page.show()
    page.set_dealer_station(third.table_id)
    assert page.table_choice.currentText() == "Table 3"
    install_translator("hu")
    try:
        qtbot.waitUntil(lambda: page.table_choice.currentText() == "3. asztal", timeout=2000)
        qtbot.mouseClick(page.hand_button, Qt.MouseButton.LeftButton)
        assert not page.message.error, page.message.text()
        assert page.message.text().startswith("3. asztal, 1. leosztás osztósegéd nélkül")
    finally:
        install_translator("en")
