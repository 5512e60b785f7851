"""Two players out in one hand with the same stack tie for a place (R-8.5): the
console says so as a person would, "Anna and Bence tie for 5th place" ("Anna és Bence
holtversenyben az 5. helyen végez"), where it read "Anna = Bence finishes in place 7".
The real main window: two rows clicked (the second with Ctrl), Bust, "The same: they
tie", OK. Tied for a paid place, they share the prizes of the places their tie covers
on the clock's results too, before Finish tournament awards them."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QRadioButton
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.services.tables.dealer_session import DealerSession
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.night_dialogs import BustDialog
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.services.night import HOLDEM_25_50, fold_to_big_blind
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.keys_driver import key
from tests.ui.one_record_views import disagreements
from tests.ui.test_tournament_end import bust, click_row, left_click, open_console

__all__ = ["context", "time"]


def _tie(qtbot: QtBot, console: ConsolePage, first: str, second: str) -> str:
    click_row(qtbot, console.entries, first)
    click_row(qtbot, console.entries, second, also=True)
    left_click(qtbot, console.buttons["bust"])
    dialog = console.last_dialog
    assert isinstance(dialog, BustDialog) and dialog.isVisible()
    same = dialog.findChild(QRadioButton, "hadMore_2")
    assert same is not None
    # on its round button, where a person clicks (the row is wider than its words)
    qtbot.mouseClick(same, Qt.MouseButton.LeftButton, pos=QPoint(8, same.height() // 2))
    assert same.isChecked()
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    left_click(qtbot, ok)
    return console.message.text()


@pytest.mark.parametrize(("language", "said", "undone"), [
    ("en", "Bence and Anna tie for 5th place",
     "Undone: Bust: Bence and Anna (tied for place 5)"),
    ("hu", "Bence és Anna holtversenyben az 5. helyen végez",
     "Visszavonva: Kiesés: Bence és Anna (holtverseny, 5. hely)"),
])
def test_R_8_5_two_out_with_the_same_stack_tie_for_a_place_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str, said: str, undone: str) -> None:
    install_translator(language)
    try:
        tournament(context, players=6, tables=1, seed=3)
        console = open_console(qtbot, tmp_path, context)
        assert _tie(qtbot, console, "Anna", "Bence") == said
        places = {e.player: e.place for e in console.rows}
        assert places["Anna"] == places["Bence"] == 5
        console.entries.setFocus()  # one Ctrl+Z says what it takes back in the same words
        key(qtbot, console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert console.message.text() == undone
    finally:
        install_translator("en")


def test_R_8_5_the_clock_pays_a_tie_for_2nd_its_share_and_the_night_check_agrees(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Found by a club night in CI: two players tied for a paid place before the prizes
    were awarded, the clock rightly showed each their share and the whole-night check
    (``one_record_views``) wanted each the whole place's prize. Four of 3,000 less 300:
    10,800, paid 70/30 to the 100 (7,600 and 3,200). Dávid out 4th; Bence and Csilla out
    in one hand with the same stack tie for 2nd and share 2nd's 3,200 and 3rd's
    nothing, 1,600 each; Anna wins 7,600. The clock's results say so before Finish
    tournament awards them, and every open view agrees with the store."""
    install_translator("en")
    event, _ = tournament(context, players=4, tables=1, seed=3)
    context.events.start_clock(event, time.now)
    console = open_console(qtbot, tmp_path, context)
    window = console.window()
    assert isinstance(window, MainWindow)
    assert bust(qtbot, console, "Dávid") == "Dávid finishes in place 4"
    assert _tie(qtbot, console, "Csilla", "Bence").split("\n") == [
        "Csilla and Bence tie for 2nd place", "Anna wins the tournament: Finish tournament "
        "awards the prizes, stops the clock and shows the results"]
    clock = window.clock_window
    assert clock is not None
    wanted = ["1.\u2002Anna · $7,600", "2.\u2002Bence · $1,600", "2.\u2002Csilla · $1,600",
              "4.\u2002Dávid"]
    qtbot.waitUntil(lambda: clock.labels["payouts"].text().split("\n") == wanted)
    assert disagreements(window, context, event, time.now) == []


def test_R_8_5_two_out_in_a_felt_hand_after_the_panel_are_asked_who_had_more(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Hand 1 dealt at the dealer panel, hand 2 on the felt; Anna and Bence out in it.
    The panel did not deal that hand, so the Bust dialog asks who had more chips when
    it began (before: it said the hand dealt at Table 1 orders them, and the panel's
    hand 1, where both began with 10,000, tied them). Bence had more: Anna is 4th and
    Bence 3rd."""
    install_translator("en")
    event, _ = tournament(context, players=4, tables=1, seed=3)
    [table] = [t.table_id for t in q.tables(context.db, event)]
    context.seating.draw_for_button(table, T0, random.Random(2))
    fold_to_big_blind(DealerSession.at_table(context.events.tables, table, HOLDEM_25_50, 1))
    context.seating.next_hand(table, T0, 1)  # hand 2, on the felt
    console = open_console(qtbot, tmp_path, context)
    click_row(qtbot, console.entries, "Anna")
    click_row(qtbot, console.entries, "Bence", also=True)
    left_click(qtbot, console.buttons["bust"])
    dialog = console.last_dialog
    assert isinstance(dialog, BustDialog) and dialog.isVisible()
    bence = next(r for r in dialog.findChildren(QRadioButton) if r.text() == "Bence")
    qtbot.mouseClick(bence, Qt.MouseButton.LeftButton, pos=QPoint(8, bence.height() // 2))
    assert bence.isChecked()
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    left_click(qtbot, ok)
    places = {e.player: e.place for e in console.rows}
    assert (places["Anna"], places["Bence"]) == (4, 3), console.message.text()
