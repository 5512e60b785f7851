"""The cash tables page's tables and lists through the real main window, in English
and Hungarian: Close this table at a table nobody sits at, closed by a click (its tab
goes) and opened again with Ctrl+Z, the key pressed where the focus is; a player
seated in one game keeps her place on another's waiting list."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.event.cash_tables import Stakes
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.cash_deal_driver import four_at_a_cash_table
from tests.ui.cash_driver import answer
from tests.ui.event_fixtures import FakeTime, context, time
from tests.ui.home_driver import T0
from tests.ui.keys_driver import key
from tests.ui.test_cash_game_night import open_tab, type_name
from tests.ui.test_cash_one_record_night import Night

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
    night = Night(qtbot, window, context, page.event_id)  # every open view as stored
    night.check()
    assert not page.close_button.isVisible()  # Table 1: four players
    qtbot.mouseClick(page.tables.tabBar(), Qt.MouseButton.LeftButton,
                     pos=page.tables.tabBar().tabRect(1).center())
    assert page.close_button.isVisible() and page.close_button.text() == button
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    assert not page.message.error and page.message.text() == closed
    night.check()
    assert [t.table_id for t in page.service.tables(page.event_id)] == [first]
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.message.text() == undone, page.message.text()
    night.check()
    assert [t.table_id for t in page.service.tables(page.event_id)] == [first, second]


PLAYING_ELSEWHERE = {  # Emese's line, who is next at Table 2, the refusal to seat her
    "en": ("Emese waits for Omaha, pot limit 100/200, playing at Table 1 now",
           "Next for Table 2: Emese, playing at Table 1 now",
           "\u26a0 Emese plays at Table 1 now: press Leave and cash out there first, then "
           "seat Emese here"),
    "hu": ("Emese vár: Omaha, pot limit 100/200 (addig itt játszik: 1. asztal)",
           "Következő ide (2. asztal): Emese (addig itt játszik: 1. asztal)",
           "\u26a0 Emese most itt játszik: 1. asztal. Előbb ott nyomd meg a Feláll és "
           "kifizetés gombot, aztán ültesd le ide")}


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_player_seated_in_one_game_keeps_her_place_on_the_others_list(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """In the real main window, by clicks and typing: Emese puts her name down for
    Table 1's hold'em and for Table 2's Omaha, takes the seat Table 1 offers her from
    the list, and is still on the Omaha list, with where she plays; Table 2's seat is
    refused until she leaves Table 1, before any buy-in is asked."""
    _window, page, _first = four_at_a_cash_table(qtbot, tmp_path, context, time, language)
    line, next_there, refusal = PLAYING_ELSEWHERE[language]
    page.service.open_table(page.event_id, T0, name="Table 2", seats=6,
                            stakes=Stakes("omaha", "pot limit", 100, 200))
    qtbot.waitUntil(lambda: page.tables.count() == 2, timeout=2000)  # the feed
    for tab in (0, 1):
        qtbot.mouseClick(page.tables.tabBar(), Qt.MouseButton.LeftButton,
                         pos=page.tables.tabBar().tabRect(tab).center())
        open_tab(qtbot, page.controls, page.seat_tab)
        type_name(qtbot, page.player, "Emese")
        qtbot.mouseClick(page.wait_button, Qt.MouseButton.LeftButton)
        assert not page.message.error, page.message.text()
    qtbot.mouseClick(page.tables.tabBar(), Qt.MouseButton.LeftButton,
                     pos=page.tables.tabBar().tabRect(0).center())
    open_tab(qtbot, page.controls, page.waiting_tab)
    assert page.next_label.text().endswith(": Emese")  # Table 1's game first
    qtbot.mouseClick(page.seat_waiting_button, Qt.MouseButton.LeftButton)
    answer(qtbot)  # her buy-in
    qtbot.waitUntil(lambda: page.current() is not None and len(page.current().seats) == 5,
                    timeout=2000)
    assert [page.waiting.item(i).text() for i in range(page.waiting.count())] == [line]
    qtbot.mouseClick(page.tables.tabBar(), Qt.MouseButton.LeftButton,
                     pos=page.tables.tabBar().tabRect(1).center())
    assert page.next_label.text() == next_there
    qtbot.mouseClick(page.seat_waiting_button, Qt.MouseButton.LeftButton)
    assert page.message.error and page.message.text() == refusal
    assert page.current() is not None and page.current().seats == ()
