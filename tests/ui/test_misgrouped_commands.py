"""Every command that reads an amount spin box (``TypedAmount``) refuses digits
grouped as no number is written ("1,5" in English, "1 5" in Hungarian: Qt read
both as 15) in words, ``win-not-an-amount``, with nothing changed; the same field
typed with its groups right then does what it says. The real main window (or the
real dialog as a person opens it), a click in the field, keys on the focused
widget, a click on the visible button.

One table of cases: how the field is reached, the field, the button, where the
refusal is said and what must not change (the ledger's lines, the stacks, the
tables open); then the good amount and what it did."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.cash.cash_view import CashView
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.console_dialogs import CountDialog
from director.ui.console.seating import SeatingPage
from director.ui.shell.main_window import MainWindow
from tests.ui.cash_driver import answer
from tests.ui.event_fixtures import T0, cash_game, context, time, tournament
from tests.ui.home_driver import click, open_main_window, resume_event
from tests.ui.keys_driver import activate
from tests.ui.test_cash_game_night import open_tab, show_window, type_name
from tests.ui.test_misgrouped_amounts import MISGROUPED, REFUSED
from tests.ui.test_tournament_end import click_row

__all__ = ["context", "time"]

GROUP = {"en": ",", "hu": " "}


def type_over(qtbot: QtBot, field: QAbstractSpinBox, typed: str) -> None:
    """A click in the field, all of it selected, ``typed`` key by key on the focused
    widget, then Tab (the focus leaves, as before a click on a button)."""
    edit = field.lineEdit()
    assert edit is not None
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    focus = QApplication.focusWidget()
    assert focus is field
    qtbot.keyClick(focus, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(focus, typed)
    qtbot.keyClick(focus, Qt.Key.Key_Tab)


@dataclass
class Case:
    """A command reached as a person reaches it: its field, the button that runs it,
    where its refusal is said, what must not change, and what the good amount did."""

    field: QAbstractSpinBox
    button: QWidget
    said: Callable[[], str]
    state: Callable[[], object]
    done: Callable[[], bool]
    answer: bool = False  # a money confirmation follows the good amount


def _window(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str,
            event: int) -> MainWindow:
    window = open_main_window(qtbot, tmp_path, context, language)
    activate(qtbot, window)
    resume_event(qtbot, window, event)
    return window


def _ledger(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str
            ) -> tuple[CashView, CashGameService, int]:
    """A cash game with Anna bought in for 10,000; its ledger page from Windows."""
    event = cash_game(context)
    anna = context.events.add_player("Anna", T0)
    context.cash.buy_in(event, anna, 10_000, T0)
    window = _window(qtbot, tmp_path, context, language, event)
    show_window(qtbot, window, f"cash_{event}")
    view = window.pages.currentWidget()
    assert isinstance(view, CashView)
    return view, CashGameService(context.db), event


def rake(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> Case:
    view, ledger, event = _ledger(qtbot, tmp_path, context, language)
    lines = len(ledger.ledger(event).lines)
    return Case(view.amount, view.buttons["rake"], view.message.text,
                lambda: ledger.ledger(event).lines,
                lambda: len(ledger.ledger(event).lines) == lines + 1)


def cash_out(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> Case:
    view, ledger, event = _ledger(qtbot, tmp_path, context, language)
    type_name(qtbot, view.player, "Anna")
    lines = len(ledger.ledger(event).lines)
    return Case(view.amount, view.buttons["cashOut"], view.message.text,
                lambda: ledger.ledger(event).lines,
                lambda: len(ledger.ledger(event).lines) == lines + 1, answer=True)


def running_check(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> Case:
    """The running check (R-8.7): the table counted against the ledger's 10,000."""
    view, ledger, event = _ledger(qtbot, tmp_path, context, language)
    return Case(view.counted, view.check_button, view.message.text,
                lambda: ledger.ledger(event).lines,
                lambda: "10" in view.check.text())


def table_count(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> Case:
    """The seating's Open tables with the number of tables typed."""
    event, _entries = tournament(context, players=8)
    window = _window(qtbot, tmp_path, context, language, event)
    show_window(qtbot, window, f"seating_{event}")
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage)
    return Case(seating.table_count, seating.open_button, seating.message.text,
                lambda: len(seating.graphics), lambda: len(seating.graphics) == 2)


def waiting_buy_in(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str
                   ) -> Case:
    """Bence on the waiting list of an open table: Seat the chosen player with the
    buy-in typed on the Waiting tab."""
    event = cash_game(context)
    context.events.set_status(event, "running")
    window = _window(qtbot, tmp_path, context, language, event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    click(qtbot, page.open_form.open_button)
    table = page.current()
    assert table is not None
    bence = context.events.add_player("Bence", T0)
    CashTableService(context.db).add_waiting(event, bence, table.stakes, T0)
    qtbot.waitUntil(lambda: page.waiting.count() == 1)
    open_tab(qtbot, page.controls, page.waiting_tab)
    item = page.waiting.item(0)
    qtbot.mouseClick(page.waiting.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.waiting.visualItemRect(item).center())
    ledger = CashGameService(context.db)
    return Case(page.waiting_buy_in, page.seat_waiting_button, page.message.text,
                lambda: ledger.ledger(event).lines,
                lambda: ledger.ledger(event).money_in == 12_000, answer=True)


def _stacks(console: ConsolePage) -> dict[str, int]:
    return {e.player: e.stack for e in console.rows}


CASES = {"rake": rake, "cash_out": cash_out, "running_check": running_check,
         "table_count": table_count, "waiting_buy_in": waiting_buy_in}
#: The good amount each command is given, grouped ("12,000"; "2": no groups).
GOOD = {"rake": "12{}000", "cash_out": "10{}000", "running_check": "10{}000",
        "table_count": "2", "waiting_buy_in": "12{}000"}


@pytest.mark.parametrize(("command", "language"), [
    ("rake", "en"), ("cash_out", "en"), ("running_check", "en"), ("running_check", "hu"),
    ("table_count", "en"), ("table_count", "hu"), ("waiting_buy_in", "en"),
])
def test_a_misgrouped_amount_is_refused_in_words_by_the_command_and_nothing_changes(
        qtbot: QtBot, tmp_path: Path, context: AppContext, command: str,
        language: str) -> None:
    """R-8.7 (the ledger, the running check), R-3.1 (the tables opened): "1,5" typed
    (Hungarian "1 5") stays as typed, the button says it is no amount, nothing
    changes and nothing is asked; typed right, with its groups, the command runs."""
    case = CASES[command](qtbot, tmp_path, context, language)
    before = case.state()
    bad = MISGROUPED[language]
    type_over(qtbot, case.field, bad)
    assert case.field.text() == bad  # kept as typed: Qt put back the value before
    click(qtbot, case.button)
    assert case.said() == REFUSED[language].format(bad)
    assert QApplication.activeModalWidget() is None  # no confirmation asked
    assert case.state() == before

    type_over(qtbot, case.field, GOOD[command].format(GROUP[language]))
    click(qtbot, case.button)
    if case.answer:
        answer(qtbot)
    assert case.done(), case.said()
    assert not case.said().startswith("\u26a0"), case.said()


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_3_a_misgrouped_chip_count_is_refused_in_the_count_dialog(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    """The console's Count chips: a total of "1,5" (Hungarian "1 5") confirmed with
    Enter was taken by OK and raised out of the console's slot (a traceback, the
    dialog gone, nothing said). Now the dialog says it is no amount and waits with
    the count as typed, Anna's stack unchanged; "12,000" typed over it is stored."""
    event, _entries = tournament(context, players=4, tables=1, seed=3)
    window = _window(qtbot, tmp_path, context, language, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    before = _stacks(console)
    click_row(qtbot, console.entries, "Anna")
    click(qtbot, console.buttons["countChips"])
    dialog = console.last_dialog
    assert isinstance(dialog, CountDialog)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    total = dialog.findChild(QSpinBox, "countTotal")
    focus = QApplication.focusWidget()
    assert focus is total  # the total selected: typing replaces it
    bad = MISGROUPED[language]
    qtbot.keyClicks(focus, bad)
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    assert dialog.isVisible()  # refused here: the dialog waits for an amount
    assert dialog.refused.text() == REFUSED[language].format(bad)
    assert total.text() == bad
    assert _stacks(console) == before

    qtbot.keyClick(focus, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(focus, f"12{GROUP[language]}000")
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert not console.message.error, console.message.text()
    assert _stacks(console) == {**before, "Anna": 12_000}
