"""A whole tournament night in the real main window, with the keys and clicks a
director and a dealer use (issue 13: the tests called actions directly and never
met the keys leaking between windows). Every key asserts what it did and what it
did not do: names typed in the console never move the clock, the dealer panel's
F, C, R, A, N, U act on the hand and leave the clock's level and state alone.

Only real input: ``QTest.keyClick``/``keyClicks`` to the widget with the focus,
mouse clicks on the buttons and menu items a person sees, menus opened with their
Alt mnemonics. The night runs from Home (players typed in, the tournament set up
by typing) through registration, the seat and button draw, the clock, a hand at
the table, busts, a level change and the prizes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.clock.clock_board import ClockBoard
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.console.button_draw import ButtonDrawDialog
from director.ui.console.console import ConsolePage
from director.ui.console.console_dialogs import ResultsDialog
from director.ui.console.night_dialogs import BustDialog
from director.ui.console.seating import SeatingPage
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.dealer_driver import play_out
from tests.ui.event_fixtures import FakeTime, context, time
from tests.ui.home_driver import click, resume_event, type_into
from tests.ui.keys_driver import (
    activate,
    click_menu_item,
    dealer_panel_by_keys,
    key,
    open_menu,
    type_text,
)
from tests.ui.one_record_views import home_disagreements

__all__ = ["context", "time"]

PLAYERS = ("Ann", "Ben", "Cid", "Dot", "Eve", "Fay")
BUY_IN = 2000


@dataclass(frozen=True)
class ClockSeen:
    """What the room sees of the clock: level, running or not, time left."""

    level: int | None
    is_break: bool
    running: bool
    remaining: int

    @staticmethod
    def of(window: MainWindow) -> ClockSeen:
        assert window.clock_window is not None
        board: ClockBoard | None = window.clock_window.board
        assert board is not None
        return ClockSeen(None if board.stakes is None else board.stakes.level_number,
                         board.is_break, board.running, board.remaining_seconds)


def open_window(qtbot: QtBot, tmp_path: Path, context: AppContext, sound: bool = False
                ) -> MainWindow:
    install_translator("en")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.language = "en"
    settings.sound = sound
    window = MainWindow(settings, context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    activate(qtbot, window)
    return window


def pick_from_windows_menu(qtbot: QtBot, window: MainWindow, page_key: str) -> QWidget:
    """Alt+W opens the Windows menu; the page's item is clicked."""
    menu = open_menu(qtbot, window, Qt.Key.Key_W)
    assert menu is window.windows_menu
    click_menu_item(qtbot, menu, window.pages.menu_entry(page_key))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
    page = window.pages.currentWidget()
    assert page is window.pages.page(page_key)
    return page


def press_ok(qtbot: QtBot, dialog: QDialog) -> None:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    ok = box.button(QDialogButtonBox.StandardButton.Ok) or box.buttons()[0]
    click(qtbot, ok)


def choose_in_box(qtbot: QtBot, window: MainWindow, box: QComboBox, text: str) -> None:
    """Click the list (it opens), Escape (it closes, the focus stays), type the first
    letters: the list jumps to the name, as a director picks a player."""
    click(qtbot, box)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=2000)
    popup = QApplication.activePopupWidget()
    assert popup is not None
    QTest.keyClick(QApplication.focusWidget() or popup, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
    assert QApplication.focusWidget() is box
    qtbot.wait(QApplication.keyboardInputInterval() + 50)  # a new search, not "AnnBen"
    type_text(qtbot, window, text)


def test_a_whole_night_with_the_keys(qtbot: QtBot, tmp_path: Path, context: AppContext,
                                     time: FakeTime) -> None:
    window = open_window(qtbot, tmp_path, context)

    # ---------------------------------------------------------------- players
    click(qtbot, window.home.players_button)
    players = window.players_page
    assert window.pages.currentWidget() is players
    for name in PLAYERS:
        type_into(qtbot, players.name, name)
        qtbot.keyClick(players.name, Qt.Key.Key_Return)
    assert players.table.rowCount() == len(PLAYERS)
    click(qtbot, players.back_button)

    # ---------------------------------------------------------------- set-up
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "Friday night")
    type_into(qtbot, setup.buy_in, str(BUY_IN))
    assert setup.save_button.isEnabled(), setup.summary.text()
    click(qtbot, setup.save_button)
    event_id = window.home.selected_id()
    assert event_id is not None
    assert home_disagreements(window, context, event_id) == []  # planned, nobody entered
    click(qtbot, window.home.resume_button)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    before = ClockSeen.of(window)
    assert before.level == 1 and not before.running

    # ------------------------------------------------ registration by typing names
    for name in PLAYERS:
        choose_in_box(qtbot, window, console.player_choice, name)
        assert console.player_choice.currentText() == name
        assert ClockSeen.of(window) == before, f"typing {name!r} moved the clock"
        click(qtbot, console.buttons["register"])
        assert console.message.text() == f"{name} registered"
    assert sum(e.playing for e in console.rows) == len(PLAYERS)
    assert ClockSeen.of(window) == before

    # ------------------------------------------------ seats and the button
    seating = pick_from_windows_menu(qtbot, window, f"seating_{event_id}")
    assert isinstance(seating, SeatingPage)
    seating.rng_factory = lambda: random.Random(5)  # the draw the test expects
    type_into(qtbot, seating.table_count.lineEdit(), "1")
    click(qtbot, seating.open_button)
    click(qtbot, seating.draw_button)
    assert seating.message.text() == f"{len(PLAYERS)} players seated at random"
    click(qtbot, seating.button_draw_button)
    draw = seating.last_dialog
    assert isinstance(draw, ButtonDrawDialog)
    assert seating.message.text().startswith("The button starts at seat ")
    press_ok(qtbot, draw)
    assert ClockSeen.of(window) == before

    # ------------------------------------------------ the clock page: Space, N, P, +, -
    key(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    page = window.clock_page
    assert window.pages.currentWidget() is page
    assert QApplication.focusWidget() is page
    clock_keys(qtbot, window, before)
    running = ClockSeen.of(window)
    assert running.running and running.level == 1

    # ------------------------------------------------ the dealer panel: one hand by keys
    panel = dealer_panel_by_keys(qtbot, window)
    focus = QApplication.focusWidget()
    assert focus is panel or panel.isAncestorOf(focus)
    deal_a_hand_by_keys(qtbot, window, panel, running)
    stored = context.events.tables.seat_stacks(panel.session.table_id or 0)
    assert stored == panel.session.stacks_by_seat()
    assert sum(stored.values()) == len(PLAYERS) * starting_stack(setup)
    assert ClockSeen.of(window) == running

    # ------------------------------------------------ busts in the console
    console = pick_from_windows_menu(qtbot, window, f"console_{event_id}")
    assert isinstance(console, ConsolePage)
    for place in range(len(PLAYERS), 1, -1):
        loser = min((e for e in console.rows if e.playing), key=lambda e: (e.stack, e.player))
        bust_by_clicks(qtbot, console, loser.player)
        first_line, *winner = console.message.text().split("\n")
        assert first_line == f"{loser.player} finishes in place {place}"
        # the last bust names the winner (and how the night ends)
        assert bool(winner) == (place == 2)
        assert ClockSeen.of(window).level == 1
    places = {e.player: console.status_text(e) for e in console.rows}
    assert sorted(places.values()) == [f"Place {n}" for n in range(1, len(PLAYERS) + 1)]
    assert places[max(PLAYERS, key=lambda p: (stored_stack(console, p), p))] == "Place 1"

    # ------------------------------------------------ the winner: the clock stops
    # (issue 28 item 13): time goes by, no level changes and nothing counts down
    time.now += timedelta(minutes=21)
    qtbot.waitUntil(lambda: window.status_clock.text().startswith("Finished: "),
                    timeout=3000)
    seen = ClockSeen.of(window)
    assert seen.level == 1 and not seen.running and seen.remaining == 0
    assert page.status.text() == window.status_clock.text()

    # ------------------------------------------------ the prizes
    click(qtbot, console.buttons["awardPrizes"])
    pool = len(PLAYERS) * BUY_IN  # no fee: every chip of money goes to the prize pool
    # the currency sign is the event's (issue 13, its own part): the amount is checked
    message = console.message.text()
    assert message.startswith("Prizes awarded: ") and f"{pool:,}" in message, message
    after_the_prizes(qtbot, window, event_id)
    # Home on screen shows the night as the store holds it: finished, six players
    assert home_disagreements(window, context, event_id) == []


def after_the_prizes(qtbot: QtBot, window: MainWindow, event_id: int) -> None:
    """What the program shows once the prizes are paid, then the tournament's end:
    the winner and the results shown, the clock stopped, the event finished on Home."""
    seen = ClockSeen.of(window)
    assert seen.level == 1 and not seen.running
    assert window.clock_window is not None and window.clock_window.board is not None
    board = window.clock_window.board
    # 6 entries of 2,000: a pool of 12,000 paid 70/30 ("Standard", 2-6 entries)
    assert board.prize_pool == len(PLAYERS) * BUY_IN == 12_000
    assert board.payouts == ((1, 8_400), (2, 3_600))
    # one player left: the clock display names the winner for the room
    [winner] = board.winners
    assert winner and window.clock_window.labels["title"].text() == "Winner"
    # the end: Finish tournament shows the winner and the results, stops the clock and
    # marks the event finished (Home says so)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    click(qtbot, console.buttons["finish"])
    assert console.message.text() == f"Tournament finished: {winner} wins"
    results = console.last_dialog
    assert isinstance(results, ResultsDialog) and results.isVisible()
    assert results.winner.text().startswith(f"{winner} wins ")
    assert [results.table.item(r, 0).text() for r in range(results.table.rowCount())] == \
        [str(n) for n in range(1, len(PLAYERS) + 1)]
    assert results.table.item(0, 2).text().endswith("8,400")
    qtbot.waitUntil(lambda: not ClockSeen.of(window).running, timeout=3000)
    box = results.findChild(QDialogButtonBox)
    click(qtbot, box.button(QDialogButtonBox.StandardButton.Close))
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(window.windows_menu.menuAction()).center())
    qtbot.waitUntil(window.windows_menu.isVisible)
    [home] = [a for a in window.windows_menu.actions() if a.objectName() == "page_home"]
    qtbot.mouseClick(window.windows_menu, Qt.MouseButton.LeftButton,
                     pos=window.windows_menu.actionGeometry(home).center())
    assert window.pages.currentWidget() is window.home
    [event] = [e for e in window.home.events if e.event_id == event_id]
    assert event.status == "finished"


def clock_keys(qtbot: QtBot, window: MainWindow, before: ClockSeen) -> None:
    """Space starts, N and P move a level, + and - a minute; each key only that."""
    key(qtbot, window, Qt.Key.Key_Space)
    now = ClockSeen.of(window)
    assert now.running and now.level == before.level == 1
    key(qtbot, window, Qt.Key.Key_N)
    after_n = ClockSeen.of(window)
    assert after_n.level == 2 and after_n.running
    key(qtbot, window, Qt.Key.Key_P)
    after_p = ClockSeen.of(window)
    assert after_p.level == 1 and after_p.running
    key(qtbot, window, Qt.Key.Key_Plus)
    plus = ClockSeen.of(window)
    assert plus.remaining == after_p.remaining + 60 and plus.level == 1 and plus.running
    key(qtbot, window, Qt.Key.Key_Minus)
    minus = ClockSeen.of(window)
    assert minus.remaining == after_p.remaining and minus.level == 1 and minus.running
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert ClockSeen.of(window) == plus  # the director's last action (the minute) undone
    key(qtbot, window, Qt.Key.Key_Minus)
    assert ClockSeen.of(window) == minus
    assert window.clock_window is not None and not window.clock_window.isFullScreen()


def deal_a_hand_by_keys(qtbot: QtBot, window: MainWindow, panel: DealerPanel,
                        clock: ClockSeen) -> None:
    """The blinds and the deal with N, then F, C, R, U (undo), Ctrl+Z (undo), A; the rest
    of the hand with N and C. After each key: the hand moved, the clock did not."""
    s = panel.session

    def press(k: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
              ) -> None:
        key(qtbot, window, k, modifier)
        assert not panel.error_label.text(), panel.error_label.text()
        assert ClockSeen.of(window) == clock, f"{k} moved the clock"
        assert window.clock_window is not None and not window.clock_window.isFullScreen()
        assert window.pages.currentWidget() is panel

    while s.step().kind is not StepKind.ACT:
        steps, dealing = len(s.state.log), s.step().kind is StepKind.DEAL_HOLE
        press(Qt.Key.Key_N)
        # one key, one step: the hole cards go to every seat at once
        assert len(s.state.log) == steps + (len(s.seats) if dealing else 1)
    first = s.step().seat
    press(Qt.Key.Key_F)
    assert "folded" in row_of(panel, first)
    caller = s.step().seat
    owed = s.legal().call  # type: ignore[union-attr]
    stack = s.stacks_by_seat()[caller]
    press(Qt.Key.Key_C)
    assert s.stacks_by_seat()[caller] == stack - owed
    raiser = s.step().seat
    minimum = s.legal().raise_min  # type: ignore[union-attr]
    press(Qt.Key.Key_R)
    assert bet_of(panel, raiser) == minimum
    press(Qt.Key.Key_U)
    assert bet_of(panel, raiser) != minimum and s.step().seat == raiser
    press(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert s.step().seat == caller and s.stacks_by_seat()[caller] == stack
    press(Qt.Key.Key_C)
    all_in = s.step().seat
    press(Qt.Key.Key_A)
    assert s.stacks_by_seat()[all_in] == 0 and "all-in" in row_of(panel, all_in)
    play_out(qtbot, panel)
    assert s.is_complete
    assert ClockSeen.of(window) == clock


def stored_stack(console: ConsolePage, name: str) -> int:
    return next(e.stack for e in console.rows if e.player == name)


def row_of(panel: DealerPanel, seat: int | None) -> str:
    table = panel.seats
    row = next(r for r in range(table.rowCount())  # the seat and its player: "3 · Anna"
               if table.item(r, 0).text().split(" ")[0] == str(seat))
    return table.item(row, 5).text()


def bet_of(panel: DealerPanel, seat: int | None) -> int:
    table = panel.seats
    row = next(r for r in range(table.rowCount())  # the seat and its player: "3 · Anna"
               if table.item(r, 0).text().split(" ")[0] == str(seat))
    text = table.item(row, 2).text().replace(",", "").replace("\u00a0", "")
    return int(text) if text else 0


def bust_by_clicks(qtbot: QtBot, console: ConsolePage, name: str) -> None:
    """Click the player's row, Bust, Enter in the dialog (issue 28: three inputs, no
    count to zero first; the chips went on the felt, R-8.5)."""
    table = console.entries
    row = next(r for r, e in enumerate(console.rows) if e.player == name)
    rect = table.visualItemRect(table.item(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert console.selected_ids() == [console.rows[row].entry_id]
    click(qtbot, console.buttons["bust"])
    dialog = console.last_dialog
    assert isinstance(dialog, BustDialog)
    key(qtbot, dialog, Qt.Key.Key_Return)


def starting_stack(setup: object) -> int:
    from director.ui.setup.event_setup import TournamentSetup

    assert isinstance(setup, TournamentSetup)
    value = setup.stack.value()
    assert value is not None
    return value


def test_the_sample_tournament_from_the_help_menu_keeps_each_key_in_its_place(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Help (Alt+H) → Welcome and samples → the sample tournament: its players are
    seated and the button drawn. The clock keys work on the clock page only; the
    dealer panel's keys (N, F, C, U) move the hand, never the clock nor its display;
    Ctrl+Z there takes back the dealer's step, not the director's last action."""
    from director.ui.shell.welcome import WelcomeDialog

    window = open_window(qtbot, tmp_path, context)
    menu = open_menu(qtbot, window, Qt.Key.Key_H)
    assert menu is window.help_menu
    click_menu_item(qtbot, menu, window.a_welcome)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(WelcomeDialog)),
                    timeout=2000)
    welcome = next(d for d in window.findChildren(WelcomeDialog) if d.isVisible())
    click(qtbot, welcome.tournament_button)
    qtbot.waitUntil(lambda: window.clock_window is not None, timeout=2000)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    stopped = ClockSeen.of(window)
    assert stopped.level == 1 and not stopped.running

    # Space and N on the console: nothing happens to the clock
    for k in (Qt.Key.Key_Space, Qt.Key.Key_N, Qt.Key.Key_F, Qt.Key.Key_Plus):
        key(qtbot, window, k)
        assert ClockSeen.of(window) == stopped, k
    # on the clock page they work
    if QApplication.activePopupWidget() is not None:  # Space opened the player list
        key(qtbot, window, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
    key(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentWidget() is window.clock_page
    key(qtbot, window, Qt.Key.Key_Space)
    running = ClockSeen.of(window)
    assert running.running and running.level == 1

    panel = dealer_panel_by_keys(qtbot, window)
    s = panel.session
    log_before = len(s.state.log)
    key(qtbot, window, Qt.Key.Key_N)  # the small blind is posted; the level stays
    assert len(s.state.log) == log_before + 1
    assert ClockSeen.of(window) == running
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(s.state.log) == log_before  # the dealer's step, taken back
    assert ClockSeen.of(window) == running  # the clock's start stays (not undone)
    key(qtbot, window, Qt.Key.Key_Space)  # Space in the panel is its Next, not the clock
    assert len(s.state.log) == log_before + 1
    assert ClockSeen.of(window) == running
    key(qtbot, window, Qt.Key.Key_F)  # no fold while blinds are posted; no full screen
    assert window.clock_window is not None and not window.clock_window.isFullScreen()
    assert ClockSeen.of(window) == running
    key(qtbot, window, Qt.Key.Key_N)  # the big blind
    assert s.step().kind is StepKind.DEAL_HOLE
    # the dealer clicks into the card field and types: the letters are cards (A is an
    # ace, not all-in; D a suit), and the clock stays
    click(qtbot, panel.cards.entry)
    steps = len(s.state.log)
    type_text(qtbot, window, "Ah Kd")
    assert panel.cards.entry.text() == "Ah Kd"
    assert len(s.state.log) == steps and s.step().kind is StepKind.DEAL_HOLE
    assert ClockSeen.of(window) == running
    # the clock window on the TV has its own keys: N there moves the clock, not the hand
    clock_window = window.clock_window
    assert clock_window is not None
    key(qtbot, clock_window, Qt.Key.Key_N)
    assert ClockSeen.of(window).level == 2
    assert len(s.state.log) == steps and panel.cards.entry.text() == "Ah Kd"
    key(qtbot, clock_window, Qt.Key.Key_P)
    assert ClockSeen.of(window).level == 1
    # back in the main window the card field has the focus, and the panel's keys work
    # there: U is no card's letter, so it is never typed into the field, it undoes
    activate(qtbot, window)  # back to the laptop's main window: the card field has the focus
    assert QApplication.focusWidget() is panel.cards.entry
    key(qtbot, window, Qt.Key.Key_U)
    assert len(s.state.log) == steps - 1 and s.step().kind is StepKind.POST_BLIND
    assert "u" not in panel.cards.entry.text().casefold()
    assert QApplication.focusWidget() is panel  # the big blind's step takes no cards
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(s.state.log) == steps - 2  # the dealer's step, not the director's
    assert ClockSeen.of(window).level == 1


def test_R_5_3_the_total_typed_in_the_amount_field_and_enter_raise_to_it(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The dealer panel (Ctrl+D) at a no-limit table: the dealer clicks the amount
    field, types the total, 300, and presses Enter: the seat raises to 300 (Enter did
    nothing: only a click on the Raise button took the amount), and the single keys
    are the panel's again, so C calls the 300 for the next seat."""
    from director.engine.hand.facts.events import BetRaise, CheckCall
    from tests.ui.event_fixtures import tournament

    event_id, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event_id)
    panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
    s = panel.session
    raiser = s.step().seat
    assert raiser is not None
    field = panel.actions_bar.amount
    assert field.isVisible() and field.minimum() == 100  # blinds 25/50
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    edit = field.lineEdit()
    assert edit is not None and QApplication.focusWidget() in (field, edit)
    key(qtbot, window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, window, "300")
    key(qtbot, window, Qt.Key.Key_Return)
    assert s.state.log[-1] == BetRaise(raiser, 300)
    assert not panel.error_label.text()
    caller = s.step().seat
    assert caller is not None and caller != raiser
    key(qtbot, window, Qt.Key.Key_C)
    assert s.state.log[-1] == CheckCall(caller)
    assert s.stacks_by_seat()[caller] == 10_000 - 300


def test_R_8_6_a_refused_re_entry_is_said_before_the_buy_in_is_named(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Anna busts and re-enters (the buy-in named, Enter takes it); she busts again.
    The event allows one re-entry a player: her row clicked, Re-entry says so at once,
    with no payment dialog naming the 3,000 first (it asked for the money, and only
    after Enter refused it, as Rebuy and Add-on never did)."""
    from director.ui.common.payment_dialog import PaymentDialog
    from tests.ui.event_fixtures import T0, tournament

    event_id, entries = tournament(context, players=4, tables=1, seed=3)
    context.tournaments.bust(event_id, {entries["Anna"]: 0}, T0)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event_id)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)

    def re_entry_for_anna() -> None:
        table = console.entries
        row = next(r for r, e in enumerate(console.rows) if e.player == "Anna")
        rect = table.visualItemRect(table.item(row, 0))
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        click(qtbot, console.buttons["reEntry"])

    re_entry_for_anna()
    payment = console.last_dialog
    assert isinstance(payment, PaymentDialog) and payment.isVisible()
    key(qtbot, payment, Qt.Key.Key_Return)
    [again] = [e for e in console.rows if e.player == "Anna" and e.playing]
    assert console.message.text() == \
        f"Anna re-enters and takes a new seat: {again.table}, seat {again.seat}"
    context.tournaments.bust(event_id, {again.entry_id: 0}, T0)
    qtbot.waitUntil(lambda: not any(e.player == "Anna" and e.playing for e in console.rows))
    re_entry_for_anna()
    assert console.last_dialog is payment and not payment.isVisible()
    assert console.message.text() == \
        "\u26a0 This event allows 1 re-entry per player; the player has used 1"
    assert sum(e.player == "Anna" for e in console.rows) == 2  # nothing written


def test_chips_counted_by_colour_are_the_count_stored(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Anna's row clicked, Count chips: the director clicks the 500 (purple) field,
    types 30 and presses Enter. Her count is 15,000 (30 x 500), by colour: the dialog
    opened with Total chosen, and the colours typed were dropped, her old 10,000
    stored as the count. Typing in Total again counts the total."""
    from PySide6.QtWidgets import QSpinBox

    from director.ui.console.console_dialogs import CountDialog
    from tests.ui.event_fixtures import tournament

    event_id, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event_id)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)

    def count(field: str, typed: str) -> None:
        table = console.entries
        row = next(r for r, e in enumerate(console.rows) if e.player == "Anna")
        rect = table.visualItemRect(table.item(row, 0))
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        click(qtbot, console.buttons["countChips"])
        dialog = console.last_dialog
        assert isinstance(dialog, CountDialog)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
        spin = dialog.findChild(QSpinBox, field)
        assert spin is not None and spin.lineEdit() is not None
        qtbot.mouseClick(spin.lineEdit(), Qt.MouseButton.LeftButton)
        key(qtbot, dialog, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        type_text(qtbot, dialog, typed)
        key(qtbot, dialog, Qt.Key.Key_Return)

    count("count_500", "30")
    assert console.message.text() == "Anna has 15,000 chips"
    count("countTotal", "12000")
    assert console.message.text() == "Anna has 12,000 chips"


def two_tournaments_the_second_resumed_last(
        qtbot: QtBot, tmp_path: Path, context: AppContext,
        first: Callable[[AppContext], int] | None = None
) -> tuple[MainWindow, ConsolePage, int, int]:
    """Friday's tournament (4 players at one table; else the one ``first`` makes)
    resumed, then Home, then a second tournament resumed: the event resumed last is
    the second; the first one's console stays."""
    from tests.ui.event_fixtures import SETTINGS, T0, tournament

    friday = first(context) if first else tournament(context, players=4, tables=1, seed=3)[0]
    second = context.events.create_event("tournament", "Second", SETTINGS, T0)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, friday)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage) and console.event_id == friday
    pick_from_windows_menu(qtbot, window, "home")
    resume_event(qtbot, window, second)
    assert window.current_event == second
    return window, console, friday, second


def test_a_consoles_buttons_open_its_own_events_seating_and_dealer_panel(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The tournament resumed, then a second tournament. Back on the first one's
    console (Windows menu), its Seating (Ctrl+T) and Dealer panel (Ctrl+D) buttons open
    the first tournament's seating and table: they opened the second's (the event
    resumed last), whose seating has no table."""
    from director.ui.console.seating import SeatingPage

    window, console, friday, _second = two_tournaments_the_second_resumed_last(
        qtbot, tmp_path, context)
    assert pick_from_windows_menu(qtbot, window, f"console_{friday}") is console
    click(qtbot, console.buttons["goSeating"])
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage) and seating.event_id == friday
    assert pick_from_windows_menu(qtbot, window, f"console_{friday}") is console
    click(qtbot, console.buttons["goDealer"])
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel), window.statusBar().currentMessage()
    [table] = q_tables(context, friday)
    assert panel.session.table_id == table


def q_tables(context: AppContext, event_id: int) -> list[int]:
    from director.services.events import console_queries as q

    return [t.table_id for t in q.tables(context.db, event_id)]


def test_the_event_keys_act_on_the_event_on_screen(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Two tournaments open, the second resumed last. On the first one's console,
    Ctrl+T, Ctrl+D, Ctrl+L and Ctrl+P act on the first tournament, as the console's
    buttons labelled with those keys do (they acted on the second, the event resumed
    last); from its dealer panel Ctrl+T is its seating again. On Home, a page of no
    event, the keys act on the event resumed last."""
    from director.ui.console.seating import SeatingPage
    from director.ui.papers.papers import PapersDialog

    window, console, friday, second = two_tournaments_the_second_resumed_last(
        qtbot, tmp_path, context)
    ctrl = Qt.KeyboardModifier.ControlModifier

    def on_friday_console() -> None:
        assert pick_from_windows_menu(qtbot, window, f"console_{friday}") is console

    on_friday_console()
    key(qtbot, window, Qt.Key.Key_T, ctrl)
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage) and seating.event_id == friday
    on_friday_console()
    key(qtbot, window, Qt.Key.Key_D, ctrl)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel), window.statusBar().currentMessage()
    assert panel.session.table_id == q_tables(context, friday)[0]
    key(qtbot, window, Qt.Key.Key_T, ctrl)  # from the first tournament's dealer panel
    assert window.pages.currentWidget() is seating
    on_friday_console()
    key(qtbot, window, Qt.Key.Key_L, ctrl)
    assert window.pages.currentWidget() is window.clock_page
    assert window.clock_window is not None
    assert getattr(window.clock_window.controller, "event_id", None) == friday
    on_friday_console()
    key(qtbot, window, Qt.Key.Key_P, ctrl)
    papers = window.papers_dialog  # type: ignore[attr-defined]
    assert isinstance(papers, PapersDialog) and papers.event_id == friday
    qtbot.waitUntil(papers.isVisible)
    key(qtbot, papers, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not papers.isVisible())

    # Home belongs to no event: the event resumed last
    pick_from_windows_menu(qtbot, window, "home")
    key(qtbot, window, Qt.Key.Key_T, ctrl)
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage) and seating.event_id == second


def test_a_renamed_player_shows_the_new_name_in_the_open_dealer_panel(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """One record: the dealer panel open at the table, the director renames Anna on
    the Players page; the panel shows "Anna Kovacs" after the rename's commit, in the
    hand on the felt (it kept "Anna" until the next hand)."""
    from director.ui.home.players import PlayersPage
    from tests.ui.event_fixtures import tournament
    from tests.ui.one_record_views import agree

    friday, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, friday)
    panel = dealer_panel_by_keys(qtbot, window)
    seat_texts = [panel.seats.item(r, 0).text() for r in range(panel.seats.rowCount())]
    assert any(t.endswith(" \u00b7 Anna") for t in seat_texts), seat_texts
    agree(qtbot, window, context, friday, time.now, "the dealer panel opened")

    pick_from_windows_menu(qtbot, window, "home")
    click(qtbot, window.home.players_button)
    players = window.pages.currentWidget()
    assert isinstance(players, PlayersPage)
    [row] = [r for r in range(players.table.rowCount())
             if players.table.item(r, 0).text() == "Anna"]
    qtbot.mouseClick(players.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=players.table.visualItemRect(players.table.item(row, 0)).center())
    click(qtbot, players.name)
    type_text(qtbot, window, "Anna Kovacs")
    click(qtbot, players.rename_button)
    agree(qtbot, window, context, friday, time.now, "Anna renamed")
    assert pick_from_windows_menu(qtbot, window, f"dealer_{panel.session.table_id}") is panel
    seat_texts = [panel.seats.item(r, 0).text() for r in range(panel.seats.rowCount())]
    assert any(t.endswith(" \u00b7 Anna Kovacs") for t in seat_texts), seat_texts


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Nobody is to act: "), ("hu", "Most senki sem következik; a következő lépés: ")])
def test_a_with_no_all_in_on_offer_says_why(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime, language: str,
        said: str) -> None:
    """The dealer panel before anyone is to act (the cards to deal): the all-in button
    is hidden, and A said nothing; now the error line says why, in the panel's
    language, and the hand is unchanged."""
    from tests.ui.event_fixtures import tournament
    from tests.ui.home_driver import open_main_window

    friday, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_main_window(qtbot, tmp_path, context, language, sound=False)
    try:
        activate(qtbot, window)
        resume_event(qtbot, window, friday)
        key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
        panel = window.pages.currentWidget()
        assert isinstance(panel, DealerPanel), window.statusBar().currentMessage()
        assert not panel.actions_bar.all_in.isVisible()
        step = panel.step_label.text()
        log = len(panel.session.state.log)
        assert key(qtbot, window, Qt.Key.Key_A) in (panel, *panel.findChildren(QWidget))
        qtbot.waitUntil(panel.error_label.isVisible)
        assert panel.error_label.text().startswith("\u26a0 " + said), panel.error_label.text()
        assert panel.step_label.text() == step and len(panel.session.state.log) == log
    finally:
        install_translator("en")
