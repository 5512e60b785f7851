"""The dealer panel's card field takes the keyboard where the step's gesture is
typing cards (DESIGN.md "Keyboard first"): the board's streets and the burns before
them (R-4.4, R-4.5), cards the rules need. In the real main window with real keys
(each to the widget that has the focus), every input of a street counted: the flop
is typed at its burn with the cards and Enter (was a click, the cards, Enter); the
turn and the river take N, the card and Enter (were N, a click, the card, Enter).

The panel's keys work wherever the focus is in the panel (the card field and the
amount field pass on every letter they do not type); a card's letters typed in the
field are never a command, and N, U, F... are never typed into it. The field never
takes the keys of another page (the console), another window (the clock) or
another dealer panel open in the same window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from director.engine.cards import parse_cards
from director.engine.hand.facts.events import BetRaise, Burn, CheckCall, DealBoard
from director.engine.hand.rules.steps import StepKind
from director.services.events import console_queries as q
from director.ui.clock.hand_timer import HandTimerWidget
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import Opened, choose_from_menu, modal
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.home_driver import resume_event
from tests.ui.keys_driver import activate, dealer_panel_by_keys, key, type_text
from tests.ui.test_real_night_keys import ClockSeen, open_window, pick_from_windows_menu

__all__ = ["context", "time"]


class Dealer:
    """The dealer at the main window: each key and each typing to the widget with the
    focus, counted."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot, self.window = qtbot, window
        self.inputs: list[str] = []

    def key(self, k: Qt.Key) -> QWidget:
        self.inputs.append(Qt.Key(k).name)
        return key(self.qtbot, self.window, k)

    def type(self, text: str) -> QWidget:
        self.inputs.append(f"type {text}")
        return type_text(self.qtbot, self.window, text)

    def checks_to_the_burn(self, panel: DealerPanel) -> None:
        """C for every seat to act (a call or a check) until the next street's burn."""
        s = panel.session
        while s.step().kind is StepKind.ACT:
            assert QApplication.focusWidget() is panel  # a betting step: the panel's keys
            self.key(Qt.Key.Key_C)
        assert s.step().kind is StepKind.BURN, s.step().text


def board(panel: DealerPanel) -> list[str]:
    return [str(c) for c in panel.session.hand.board]


def focus_is(widget: QWidget) -> bool:
    return QApplication.focusWidget() is widget


def test_R_4_4_each_street_of_the_board_is_typed_with_no_click(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event_id, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event_id)
    panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
    s, entry, dealer = panel.session, panel.cards.entry, Dealer(qtbot, window)
    dealer.checks_to_the_burn(panel)

    # the flop, at its burn: the cards and Enter burn an unknown card and deal them
    assert focus_is(entry) and not entry.text()
    dealer.inputs.clear()
    before = len(s.hand.log)
    assert dealer.type("2h 7c 9s") is entry
    dealer.key(Qt.Key.Key_Return)
    assert s.hand.log[before:] == (Burn(None), DealBoard(tuple(parse_cards("2h 7c 9s"))))
    assert dealer.inputs == ["type 2h 7c 9s", "Key_Return"]  # was a click, the cards, Enter
    assert not panel.error_label.text(), panel.error_label.text()
    assert focus_is(panel)  # the flop's betting: C checks, A is all-in, never an ace

    # the turn and the river: N burns, the card and Enter deal it
    for card, street in (("Qs", 4), ("3d", 5)):
        dealer.checks_to_the_burn(panel)
        assert focus_is(entry)
        dealer.inputs.clear()
        assert dealer.key(Qt.Key.Key_N) is entry  # passed on: burned, never typed
        assert s.hand.log[-1] == Burn(None) and s.step().kind is StepKind.DEAL_BOARD
        assert focus_is(entry) and not entry.text()
        dealer.type(card)
        dealer.key(Qt.Key.Key_Return)
        assert len(board(panel)) == street and board(panel)[-1] == card
        assert dealer.inputs == ["Key_N", f"type {card}", "Key_Return"]  # was 4: a click
        assert focus_is(panel)
    assert board(panel) == ["2h", "7c", "9s", "Qs", "3d"]


def test_R_4_4_after_the_amount_field_had_the_focus_n_burns_the_card_typed_at_the_turn(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The case that once did nothing: another field of the panel (the amount) had the
    keyboard, a card was typed at the turn's burn, then N. The amount field passes
    its letters on (R raises to the total typed, R-5.3; C calls); at the burn the
    card field has the keys, and N burns the card typed (R-4.4)."""
    event_id, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event_id)
    panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
    s, entry, dealer = panel.session, panel.cards.entry, Dealer(qtbot, window)
    dealer.checks_to_the_burn(panel)
    dealer.type("2h 7c 9s")
    dealer.key(Qt.Key.Key_Return)
    field = panel.actions_bar.amount
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    assert focus_is(field)
    raiser = s.step().seat
    key(qtbot, window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, window, "300")
    assert key(qtbot, window, Qt.Key.Key_R) is field
    assert s.hand.log[-1] == BetRaise(raiser, 300), panel.error_label.text()
    assert focus_is(field)  # still the amount field's keyboard: C calls from there
    caller = s.step().seat
    assert key(qtbot, window, Qt.Key.Key_C) is field
    assert s.hand.log[-1] == CheckCall(caller)
    while s.step().kind is StepKind.ACT:
        key(qtbot, window, Qt.Key.Key_C)
    assert s.step().kind is StepKind.BURN and focus_is(entry)
    assert type_text(qtbot, window, "4s") is entry
    assert key(qtbot, window, Qt.Key.Key_N) is entry
    assert s.hand.log[-1] == Burn(parse_cards("4s")[0]), panel.error_label.text()
    assert s.step().kind is StepKind.DEAL_BOARD and focus_is(entry) and not entry.text()
    type_text(qtbot, window, "Qs")
    key(qtbot, window, Qt.Key.Key_Return)
    assert board(panel) == ["2h", "7c", "9s", "Qs"]


def test_a_letter_of_a_card_is_typed_and_the_panels_letters_never_are(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """In the card field with the flop half typed: A, C, K, D are a card's (not all-in,
    not a call) and T a ten's (not the hand timer's start); E extends the hand timer
    and U undoes the panel's last step, and neither is typed; Ctrl+Z in the empty
    field undoes too."""
    event_id, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event_id)
    panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
    s, entry, dealer = panel.session, panel.cards.entry, Dealer(qtbot, window)
    timer = panel.findChild(HandTimerWidget)
    assert timer is not None
    dealer.key(Qt.Key.Key_T)  # the panel's: the hand timer starts
    started = timer.count.text()
    dealer.checks_to_the_burn(panel)
    log = s.hand.log
    assert dealer.type("Ac Kd") is entry
    assert entry.text() == "Ac Kd" and s.hand.log == log
    dealer.key(Qt.Key.Key_T)
    assert entry.text() == "Ac Kdt" and timer.count.text() == started
    dealer.key(Qt.Key.Key_Backspace)
    dealer.key(Qt.Key.Key_E)  # the hand timer's extension, not a letter typed
    assert entry.text() == "Ac Kd" and timer.count.text() != started, timer.count.text()
    dealer.key(Qt.Key.Key_U)  # the panel's undo: the last check taken back
    assert s.hand.log == log[:-1] and s.step().kind is StepKind.ACT
    assert "u" not in entry.text().casefold() and focus_is(panel)
    dealer.key(Qt.Key.Key_C)  # checked again: the burn, the empty field has the keys
    assert s.hand.log == log and focus_is(entry) and not entry.text()
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert s.hand.log == log[:-1]  # nothing of the field's to undo: the hand's step


def choose_table(down: int) -> Callable[[QWidget], None]:
    """The table chooser (Ctrl+D with more than one table): Down ``down`` times in
    its list, then OK, as a person does."""

    def choose(dialog: QWidget) -> None:
        assert isinstance(dialog, QDialog)
        combo = dialog.findChild(QComboBox)
        assert combo is not None
        for _ in range(down):
            QTest.keyClick(combo, Qt.Key.Key_Down)
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        QTest.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    return choose


def open_panel_by_keys(qtbot: QtBot, window: MainWindow, down: int) -> DealerPanel:
    modal(qtbot, Opened(window), "choose_table", lambda _n, _w: None,
          lambda: key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier),
          close=choose_table(down))
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel), window.statusBar().currentMessage()
    activate(qtbot, window)  # the chooser closed: the main window's keys again
    return panel


def test_two_panels_the_console_and_the_clock_keep_their_own_keys(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Two tables' panels open in one window, each at its flop's burn: each panel's
    card field has the keys only while its panel is on screen; a redraw of every
    panel (the language changed) gives none of them the keys of the panel on screen,
    of the console's field, or of the clock's window."""
    event_id, _ = tournament(context, players=8, tables=2, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event_id)
    table_1, table_2 = (t.table_id for t in q.tables(context.db, event_id))
    first = open_panel_by_keys(qtbot, window, 0)
    dealer = Dealer(qtbot, window)
    assert first.session.table_id == table_1
    while first.session.step().kind is not StepKind.ACT:
        dealer.key(Qt.Key.Key_N)
    dealer.checks_to_the_burn(first)
    assert focus_is(first.cards.entry)
    kept = first.session.hand.log

    second = open_panel_by_keys(qtbot, window, 1)
    assert second.session.table_id == table_2 and second is not first
    assert focus_is(second)  # its blinds: N is the second table's
    while second.session.step().kind is not StepKind.ACT:
        dealer.key(Qt.Key.Key_N)
    dealer.checks_to_the_burn(second)
    assert focus_is(second.cards.entry) and first.session.hand.log == kept

    # back to the first table's panel: its card field has the keys again
    pick_from_windows_menu(qtbot, window, f"dealer_{table_1}")
    assert focus_is(first.cards.entry)
    waiting = second.session.hand.log
    dealer.type("2h 7c 9s")
    dealer.key(Qt.Key.Key_Return)
    assert board(first) == ["2h", "7c", "9s"] and second.session.hand.log == waiting
    assert focus_is(first)  # the first table's flop betting

    # every panel drawn again in Hungarian: the second, at its burn, takes no keys
    choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
    activate(qtbot, window)
    assert focus_is(first) and first.actions_bar.fold.text() == "Dobás (F)"
    seat = first.session.step().seat
    dealer.key(Qt.Key.Key_C)
    assert first.session.hand.log[-1] == CheckCall(seat) and second.session.hand.log == waiting

    # the console's field keeps its keys while the panels are drawn again
    choose_from_menu(qtbot, window, window.windows_menu, f"page_console_{event_id}")
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    qtbot.mouseClick(console.register_name, Qt.MouseButton.LeftButton)
    choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_en")
    activate(qtbot, window)  # (a closed sub-menu may stay the active window offscreen)
    assert focus_is(console.register_name)
    dealer.type("Nora")
    assert console.register_name.text() == "Nora"
    assert second.session.hand.log == waiting and first.session.hand.log[-1] == CheckCall(seat)

    # the clock's window has its own keys while the second panel waits at its burn
    choose_from_menu(qtbot, window, window.windows_menu, f"page_dealer_{table_2}")
    activate(qtbot, window)
    assert focus_is(second.cards.entry)
    clock = window.clock_window
    assert clock is not None and clock.isVisible()
    level = ClockSeen.of(window).level
    activate(qtbot, clock)
    key(qtbot, clock, Qt.Key.Key_N)
    assert ClockSeen.of(window).level == level + 1
    assert second.session.hand.log == waiting and not second.cards.entry.text()
    activate(qtbot, window)
    assert focus_is(second.cards.entry)
    dealer.key(Qt.Key.Key_N)  # the second table's flop burned, unknown: its flop next
    assert second.session.hand.log[-1] == Burn(None) and ClockSeen.of(window).level == level + 1
