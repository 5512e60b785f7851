"""Close this table at a cash table nobody sits at, through the real main window: a
second table opened for the late players, its last player gone, closed by a click;
its tab goes. Ctrl+Z opens it again, the key pressed where the focus is. In English
and Hungarian."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.cash_deal_driver import four_at_a_cash_table
from tests.ui.event_fixtures import FakeTime, context, time
from tests.ui.home_driver import T0
from tests.ui.keys_driver import key

__all__ = ["context", "time"]

TEXTS = {  # the button, what a click says, what Ctrl+Z says
    "en": ("Close this table", "Table 2 is closed", "Undone: Closed Table 2"),
    "hu": ("Asztal bezárása", "2. asztal bezárva", "Visszavonva: A 2. asztal bezárva")}


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    install_translator("en")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_an_empty_cash_table_closed_and_opened_again_with_ctrl_z(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    window, page, first = four_at_a_cash_table(qtbot, tmp_path, context, time, language)
    button, closed, undone = TEXTS[language]
    second = page.service.open_table(page.event_id, T0, name="Table 2", seats=6)
    qtbot.waitUntil(lambda: page.tables.count() == 2, timeout=2000)  # the feed
    assert not page.close_button.isVisible()  # Table 1: four players
    qtbot.mouseClick(page.tables.tabBar(), Qt.MouseButton.LeftButton,
                     pos=page.tables.tabBar().tabRect(1).center())
    assert page.close_button.isVisible() and page.close_button.text() == button
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    assert not page.message.error and page.message.text() == closed
    qtbot.waitUntil(lambda: page.tables.count() == 1, timeout=2000)
    assert [t.table_id for t in page.service.tables(page.event_id)] == [first]
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.message.text() == undone, page.message.text()
    qtbot.waitUntil(lambda: page.tables.count() == 2, timeout=2000)
    assert [t.table_id for t in page.service.tables(page.event_id)] == [first, second]
