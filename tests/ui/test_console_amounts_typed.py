"""The console's number fields keep what the director typed (bad input gets a clear
message and changes nothing): Qt's spin boxes dropped every digit past their top of
2,000,000,000, so a count of 3,000,000,000 chips was stored as 300,000,000 without a
word. Now the command is given the number typed and stores it, or refuses it in
words. The real main window, clicks and keys only."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.console.color_up import CHECK, COUNT, ColorUpDialog
from director.ui.console.console import ConsolePage
from director.ui.console.console_dialogs import CountDialog
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import (
    T0,
    FakeTime,
    colour_up_at_the_break,
    context,
    time,
    tournament,
)
from tests.ui.keys_driver import key, type_text
from tests.ui.test_deal_window import _deal, _three_left, type_agreed
from tests.ui.test_tournament_end import click_row, left_click, open_console

__all__ = ["context", "time"]


def _count(qtbot: QtBot, console: ConsolePage, player: str, typed: str) -> None:
    """The player's row, Count chips, the total selected and typed over, Enter."""
    click_row(qtbot, console.entries, player)
    left_click(qtbot, console.buttons["countChips"])
    dialog = console.last_dialog
    assert isinstance(dialog, CountDialog)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    spin = dialog.findChild(QSpinBox, "countTotal")
    assert spin is not None and QApplication.focusWidget() is spin  # selected
    type_text(qtbot, dialog, typed)
    key(qtbot, dialog, Qt.Key.Key_Return)


def test_a_chip_count_past_two_billion_is_the_count_stored_or_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    install_translator("en")
    tournament(context, players=4, tables=1, seed=3)
    console = open_console(qtbot, tmp_path, context)
    _count(qtbot, console, "Anna", "3000000000")
    assert console.message.text() == "Anna has 3,000,000,000 chips"
    _count(qtbot, console, "Anna", "10000000000000")
    assert console.message.error
    assert "must be at most 1,000,000,000,000" in console.message.text(), \
        console.message.text()
    stacks = {e.player: e.stack for e in console.rows}
    assert stacks["Anna"] == 3_000_000_000  # the refused count changed nothing


def test_an_agreed_amount_past_two_billion_is_the_one_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The deal calculator: 30,000,000,000 typed for Anna was 300,000,000 in the field
    and in the refusal; the amounts typed are the ones added up and refused, and,
    typed again right, the ones recorded."""
    _three_left(context, T0)
    console = open_console(qtbot, tmp_path, context)
    dialog = _deal(qtbot, console)
    left_click(qtbot, dialog.method_buttons["typed"])
    for row, amount in enumerate(("30000000000", "7000", "3600")):
        type_agreed(qtbot, dialog, row, amount)
    assert dialog.warning.text().endswith("Typed: $30,000,010,600 of $21,600")
    left_click(qtbot, dialog.record_button)
    assert dialog.confirm is None
    assert dialog.message.text().startswith(
        "\u26a0 The amounts add up to 30,000,010,600, but the prizes left are 21,600"), \
        dialog.message.text()
    type_agreed(qtbot, dialog, 0, "11000")
    left_click(qtbot, dialog.record_button)
    assert dialog.confirm is not None
    assert "Anna: $11,000\nBence: $7,000\nCsilla: $3,600" in dialog.confirm.text()


def test_R_8_3_a_color_up_count_past_two_billion_is_the_count_checked(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The color-up of the 25s: 30,000,000,000 greens typed for Anna were checked (and
    would have been handed in) as 300,000,000; the count typed is the one checked
    against her 56,050 and refused in words, and nothing is raced."""
    install_translator("en")
    event, entries = tournament(context, players=8, tables=2, seed=3)
    context.events.start_clock(event, T0)
    context.tournaments.count_chips(entries["Anna"], 56_050, T0 + timedelta(minutes=5))
    time.now = T0 + timedelta(minutes=41)
    context.events.go_to_level(event, time.now, 2)  # the break that colors up the 25s
    console = open_console(qtbot, tmp_path, context)
    before = {e.player: e.stack for e in console.rows}
    left_click(qtbot, console.buttons["colorUp"])
    dialog = console.last_dialog
    assert isinstance(dialog, ColorUpDialog) and dialog.isVisible()
    [row] = [r for r in range(dialog.counts.rowCount())
             if dialog.counts.item(r, 2).text() == "Anna"]
    spin = dialog.counts.cellWidget(row, COUNT)
    assert isinstance(spin, QSpinBox)
    qtbot.mouseClick(spin.lineEdit(), Qt.MouseButton.LeftButton)
    key(qtbot, dialog, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, dialog, "30000000000")
    check = dialog.counts.item(row, CHECK).text()
    assert check == ("Anna: 30,000,000,000 chips of 25 are worth more than the stack of "
                     "56,050; 2, 6, 10 would fit"), \
        check
    left_click(qtbot, dialog.race_button)
    assert dialog.message.text() == "\u26a0 Correct the counts marked in red first"
    assert {e.player: e.stack for e in console.rows} == before


def test_R_8_3_after_the_color_up_a_count_the_chips_in_play_cannot_make_is_refused(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """TDA 20: the break's color-up took the 25s off, so a total of 9,950 (no stack in
    100s) typed in the console's Count chips is refused in words naming the 100, and
    Anna's stack is not changed; 9,900 is taken. The console took 9,950 before (it
    checked the chip set's 25)."""
    install_translator("en")
    event, _entries = tournament(context, players=4, tables=1, seed=3)
    colour_up_at_the_break(context, time, event)  # the 25s off
    console = open_console(qtbot, tmp_path, context)
    before = {e.player: e.stack for e in console.rows}
    _count(qtbot, console, "Anna", "9950")
    assert console.message.error
    assert console.message.text().startswith(
        "\u26a0 The count of Anna's stack of 9,950 cannot be paid in the chips in play: the "
        "smallest chip is 100, so it must be a multiple of it (the nearest: 9,900 or "
        "10,000)"), console.message.text()
    assert {e.player: e.stack for e in console.rows} == before
    _count(qtbot, console, "Anna", "9900")
    assert console.message.text() == "Anna has 9,900 chips"
