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

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QDialogButtonBox,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.events.queries import Queries
from director.services.tables.table_service import TableService
from director.services.tournament.deals import DealService
from director.services.tournament.leagues import LeagueService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.cash.cash_view import CashView
from director.ui.common.context import AppContext
from director.ui.console.color_up import CHECK, COUNT, ColorUpDialog
from director.ui.console.console import ConsolePage
from director.ui.console.console_dialogs import CountDialog
from director.ui.console.deal import AGREED
from director.ui.console.seating import SeatingPage
from director.ui.dealer.felt_count import StacksCountDialog
from director.ui.dealer.panel import DealerPanel
from director.ui.home.leagues import LeaguesWindow
from director.ui.practice.training_view import TrainingView
from director.ui.shell.main_window import MainWindow
from tests.ui.cash_deal_driver import draw_the_button
from tests.ui.cash_driver import answer
from tests.ui.dealer_driver import play_out
from tests.ui.event_fixtures import T0, FakeTime, cash_game, context, time, tournament
from tests.ui.home_driver import (
    click,
    open_main_window,
    open_menu_item,
    resume_event,
    type_into,
)
from tests.ui.keys_driver import activate, click_menu_item, key, open_menu
from tests.ui.room_driver import free_port, open_share_dialog
from tests.ui.test_cash_game_night import open_tab, show_window, type_name
from tests.ui.test_deal_window import _deal, _three_left
from tests.ui.test_house_rules_setup import choose, seen, stored
from tests.ui.test_house_rules_setup import open_tab as open_setup_tab
from tests.ui.test_misgrouped_amounts import MISGROUPED, REFUSED
from tests.ui.test_practice_table import choose_example
from tests.ui.test_tournament_end import click_row

__all__ = ["context", "time"]

GROUP = {"en": ",", "hu": " "}


def type_over(qtbot: QtBot, field: QAbstractSpinBox, typed: str) -> None:
    """A click in the field, all of it selected, ``typed`` key by key on the focused
    widget, then Tab (the focus leaves, as before a click on a button)."""
    edit = field.lineEdit()
    assert edit is not None
    activate(qtbot, field)  # its window in front, as a person's click brings it
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
    #: the refusal where it is said, of the text typed (the message line's by default)
    refusal: Callable[[str], str] | None = None
    good: str | None = None  # the good amount typed: as the field showed it, if None


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
                lambda: len(ledger.ledger(event).lines) == lines + 1,
                answer=True)  # the rake is asked first, naming its amount


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
#: The good amount each command is given, grouped ("12,000"; "2": no groups); the
#: rake within the ledger's 10,000 on the table (R-8.7).
GOOD = {"rake": "2{}000", "cash_out": "10{}000", "running_check": "10{}000",
        "table_count": "2", "waiting_buy_in": "12{}000"}


@pytest.mark.parametrize(("command", "language", "typed"), [
    ("rake", "en", ""), ("cash_out", "en", ""), ("running_check", "en", ""),
    ("running_check", "hu", ""), ("table_count", "en", ""), ("table_count", "hu", ""),
    ("waiting_buy_in", "en", ""),
    ("rake", "en", "1.5"), ("table_count", "hu", "1,5"),  # a decimal mark: not 15
])
def test_a_misgrouped_amount_is_refused_in_words_by_the_command_and_nothing_changes(
        qtbot: QtBot, tmp_path: Path, context: AppContext, command: str,
        language: str, typed: str) -> None:
    """R-8.7 (the ledger, the running check), R-3.1 (the tables opened): "1,5" typed
    (Hungarian "1 5"), or one and a half ("1.5", Hungarian "1,5", which Qt read as 15
    dropping the mark), stays as typed, the button says it is no amount, nothing
    changes and nothing is asked; typed right, with its groups, the command runs."""
    case = CASES[command](qtbot, tmp_path, context, language)
    before = case.state()
    bad = typed or MISGROUPED[language]
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
    refused = dialog.refused  # seen whole: the dialog grew to its lines
    assert refused.isVisible() and refused.height() >= refused.heightForWidth(refused.width())
    assert total.text() == bad
    assert _stacks(console) == before

    qtbot.keyClick(focus, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(focus, f"12{GROUP[language]}000")
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert not console.message.error, console.message.text()
    assert _stacks(console) == {**before, "Anna": 12_000}


@pytest.mark.parametrize("field", ["countTotal", "count_100"])
def test_the_count_dialogs_refusal_goes_as_soon_as_a_count_is_typed_again(
        qtbot: QtBot, tmp_path: Path, context: AppContext, field: str) -> None:
    """Count chips: "1,5" confirmed is refused in the dialog; one key typed in the
    total (Backspace) or in a denomination's count takes the refusal away at once, as
    the money dialog's, not only at the next OK; the count then typed is stored."""
    event, _entries = tournament(context, players=4, tables=1, seed=3)
    window = _window(qtbot, tmp_path, context, "en", event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    click_row(qtbot, console.entries, "Anna")
    click(qtbot, console.buttons["countChips"])
    dialog = console.last_dialog
    assert isinstance(dialog, CountDialog)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    total = QApplication.focusWidget()
    assert total is dialog.findChild(QSpinBox, "countTotal")
    qtbot.keyClicks(total, MISGROUPED["en"])
    qtbot.keyClick(total, Qt.Key.Key_Return)
    assert dialog.refused.text() == REFUSED["en"].format(MISGROUPED["en"])
    if field == "countTotal":
        qtbot.keyClick(total, Qt.Key.Key_Backspace)
    else:  # counted by denomination instead: 120 black chips
        hundreds = dialog.findChild(QSpinBox, field)
        assert hundreds is not None
        qtbot.mouseClick(hundreds.lineEdit(), Qt.MouseButton.LeftButton)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_A,
                       Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(QApplication.focusWidget(), "120")
    assert dialog.refused.text() == "" and not dialog.refused.error
    assert dialog.isVisible()
    if field == "countTotal":
        qtbot.keyClick(total, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(total, "12000")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert _stacks(console)["Anna"] == 12_000, console.message.text()


# ------------------------------------------------------------ numbers and dialogs

def _not_an(language: str, before: str) -> Callable[[str], str]:
    """The refusal said after ``before`` ("Not started:"), as a clause."""
    def said(bad: str) -> str:
        sentence = REFUSED[language].format(bad).removeprefix("\u26a0 ")
        return f"\u26a0 {before} {sentence[:1].lower()}{sentence[1:]}"
    return said


def port(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> Case:
    """Clock → Share with the room, this computer only: the port typed "80,80"."""
    event, _entries = tournament(context, players=6, tables=1, seed=4)
    window = _window(qtbot, tmp_path, context, language, event)
    dialog = open_share_dialog(qtbot, window)
    dialog.networks.setFocus()
    qtbot.keyClick(dialog.networks, Qt.Key.Key_End)  # this computer only

    def running() -> bool:
        share = window.room_share
        qtbot.waitUntil(lambda: share is not None and share.running)
        assert share is not None
        share.stop()
        return True
    return Case(dialog.port, dialog.start_button, dialog.message.text,
                lambda: (dialog.settings.value("room/port"),
                         window.room_share is not None and window.room_share.running),
                running, refusal=_not_an(language, "Not started:"), good=str(free_port()))


def league_best(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> Case:
    """File → Leagues, a new league: its best results typed."""
    window = open_main_window(qtbot, tmp_path, context, language)
    open_menu_item(qtbot, window, window.file_menu, "leagues")
    qtbot.waitUntil(lambda: window.findChild(LeaguesWindow) is not None, timeout=2000)
    leagues = window.findChild(LeaguesWindow)
    assert isinstance(leagues, LeaguesWindow)
    qtbot.waitUntil(leagues.isVisible, timeout=2000)
    type_into(qtbot, leagues.name, "Winter 2026")
    service = LeagueService(context.db)
    return Case(leagues.best, leagues.create_button, leagues.message.text,
                service.leagues, lambda: [lg.best for lg in service.leagues()] == [12],
                good="12")


def table_buy_in(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> Case:
    """The cash tables page's Open a table: its smallest buy-in typed."""
    event = cash_game(context)
    context.events.set_status(event, "running")
    window = _window(qtbot, tmp_path, context, language, event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    service = CashTableService(context.db)
    return Case(page.open_form.min_buy_in, page.open_form.open_button, page.message.text,
                lambda: service.tables(event),
                lambda: [t.min_buy_in for t in service.tables(event)] == [10_000],
                good=f"10{GROUP[language]}000")


def table_blind(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> Case:
    """The cash tables page's Open a table: its big blind typed (the stakes, read
    before anything else)."""
    case = table_buy_in(qtbot, tmp_path, context, language)
    page = case.button.window().findChild(CashTablesPage)
    assert isinstance(page, CashTablesPage)
    service = CashTableService(context.db)
    return Case(page.open_form.big_blind, case.button, case.said, case.state,
                lambda: [t.stakes.big_blind for t in service.tables(page.event_id)]
                == [1000], good=f"1{GROUP[language]}000")


def scenario_blind(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str
                   ) -> Case:
    """Windows → Training, Practice table: a scenario's big blind typed; OK."""
    window = open_main_window(qtbot, tmp_path, context, language)
    activate(qtbot, window)
    click_menu_item(qtbot, open_menu(qtbot, window, Qt.Key.Key_W), window.a_training)
    view = window.pages.currentWidget()
    assert isinstance(view, TrainingView)
    click(qtbot, view.practice)
    dialog = view.scenario_dialog
    assert dialog is not None and dialog.isVisible()
    choose_example(qtbot, dialog, "r5-4-omaha-pot-limit-maximum")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    return Case(dialog.big_blind, ok, dialog.message.text,
                lambda: (dialog.isVisible(), view.session.scenario),
                lambda: not dialog.isVisible() and view.session.scenario is not None)


def deal_amount(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> Case:
    """The console's Deal calculator, Amounts agreed: Anna's amount typed; Record."""
    _three_left(context, T0)
    event = Queries(context.db).list_events()[0].event_id
    window = _window(qtbot, tmp_path, context, language, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    dialog = _deal(qtbot, console)
    click(qtbot, dialog.method_buttons["typed"])
    spin = dialog.table.cellWidget(0, AGREED)
    assert isinstance(spin, QSpinBox)
    service = DealService(context.db)
    return Case(spin, dialog.record_button, dialog.message.text,
                lambda: (service.recorded(event), dialog.confirm),
                lambda: dialog.confirm is not None and dialog.confirm.isVisible())


def color_up_count(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str
                   ) -> Case:
    """The break's color-up of the 25s (R-8.3): Anna's count of 25s typed; Exchange
    and race. The row says why, the message line to correct the rows in red."""
    event, _entries = tournament(context, players=8, tables=2, seed=3)
    context.events.start_clock(event, T0)
    clock = context.now
    assert isinstance(clock, FakeTime)
    clock.now = T0 + timedelta(minutes=41)
    context.events.go_to_level(event, clock.now, 2)  # the break that colors up the 25s
    window = _window(qtbot, tmp_path, context, language, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    click(qtbot, console.buttons["colorUp"])
    dialog = console.last_dialog
    assert isinstance(dialog, ColorUpDialog) and dialog.isVisible()
    [row] = [r for r in range(dialog.counts.rowCount())
             if dialog.counts.item(r, 2).text() == "Anna"]
    spin = dialog.counts.cellWidget(row, COUNT)
    assert isinstance(spin, QSpinBox)

    def said() -> str:
        return f"{dialog.counts.item(row, CHECK).text()} / {dialog.message.text()}"
    return Case(spin, dialog.race_button, said, lambda: _stacks(console),
                lambda: dialog.pages.currentIndex() == 1,
                refusal=lambda bad: REFUSED[language].format(bad).removeprefix("\u26a0 ")
                + f" / {RED[language]}")


def house_rules_raises(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str
                       ) -> Case:
    """Home → New tournament, H.O.R.S.E. (all fixed limit), House rules: the raises
    after the bet (R-5.5) typed; Save, greyed out while they are no amount."""
    window = open_main_window(qtbot, tmp_path, context, language)
    activate(qtbot, window)
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "Limit Friday")
    type_into(qtbot, setup.buy_in, "10000")
    open_setup_tab(qtbot, setup.tabs, 2)
    choose(qtbot, setup.structure.template, "horse")
    click(qtbot, setup.structure.use_template)
    open_setup_tab(qtbot, setup.tabs, 4)
    page = setup.house_rules
    seen(page.raises)
    return Case(page.raises, setup.save_button, page.raises_message.text,
                lambda: Queries(context.db).list_events(),
                lambda: stored(context, "Limit Friday").raises == 4,
                refusal=lambda bad: _not_an(language, page.raises_label.text())(bad),
                good="4")


def felt_count(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> Case:
    """A cash table's hand 1 at its dealer panel, hand 2 on the felt (Ctrl+H on the
    tables page); N at the panel asks for the stacks counted first (R-8.7): the first
    seat's count typed, Count and deal."""
    event = cash_game(context)
    window = open_main_window(qtbot, tmp_path, context, language, sound=False,
                              clock=context.now)
    activate(qtbot, window)
    resume_event(qtbot, window, event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    page.service.rng = random.Random(2)
    t = page.service.open_table(event, T0, name="Table 1", seats=6)
    for seat, name in enumerate(("Anna", "Bence", "Csilla", "Dávid"), start=1):
        page.service.sit(t, context.events.add_player(name, T0), 10_000, T0, seat=seat)
    draw_the_button(context, t)
    qtbot.waitUntil(lambda: page.deal_button.isEnabled() and page.current() is not None
                    and page.current().button is not None, timeout=2000)
    click(qtbot, page.deal_button)  # hand 1 at the panel
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    play_out(qtbot, panel)
    show_window(qtbot, window, f"cashTables_{event}")
    qtbot.waitUntil(lambda: page.hand_button.isEnabled(), timeout=2000)  # hand 1 is over
    key(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # hand 2, felt
    show_window(qtbot, window, f"dealer_{t}")
    key(qtbot, window, Qt.Key.Key_N)
    count = panel.last_count
    assert isinstance(count, StacksCountDialog)
    qtbot.waitUntil(count.isVisible, timeout=2000)
    tables = TableService(context.db)
    ok = count.buttons.button(QDialogButtonBox.StandardButton.Ok)
    return Case(next(iter(count.amounts.values())), ok, count.refused.text,
                lambda: (tables.running_state(t).hands_dealt, tables.next_stacks(t),
                         count.isVisible()),
                lambda: not count.isVisible() and tables.running_state(t).hands_dealt == 3)


RED = {"en": "\u26a0 Correct the counts marked in red first"}
MORE = {"house_rules_raises": house_rules_raises, "felt_count": felt_count, "port": port,
        "league_best": league_best, "table_buy_in": table_buy_in,
        "table_blind": table_blind, "scenario_blind": scenario_blind,
        "deal_amount": deal_amount, "color_up_count": color_up_count}


@pytest.mark.parametrize(("command", "language"), [
    ("port", "en"), ("league_best", "en"), ("table_buy_in", "en"), ("table_buy_in", "hu"),
    ("table_blind", "en"), ("scenario_blind", "en"), ("deal_amount", "en"),
    ("color_up_count", "en"), ("house_rules_raises", "en"), ("house_rules_raises", "hu"),
    ("felt_count", "en"), ("felt_count", "hu"),
])
def test_a_misgrouped_number_in_a_dialog_or_form_is_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, command: str,
        language: str) -> None:
    """The room's port, a league's best results, a cash table's stakes and buy-in, a
    practice scenario's blind, an agreed deal, a color-up count (R-8.3): "1,5" typed
    (Hungarian "1 5") is refused in words where the command says what it did,
    nothing changes; typed right the command runs."""
    case = MORE[command](qtbot, tmp_path, context, language)
    before = case.state()
    good = case.good if case.good is not None else case.field.text()
    bad = MISGROUPED[language]
    type_over(qtbot, case.field, bad)
    assert case.field.text() == bad
    click(qtbot, case.button)
    refusal = case.refusal or REFUSED[language].format
    assert case.said() == refusal(bad)
    assert case.state() == before

    type_over(qtbot, case.field, good)
    click(qtbot, case.button)
    assert case.done(), case.said()
