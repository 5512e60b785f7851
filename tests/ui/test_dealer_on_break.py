"""A tournament's break on the clock, said at the dealer panel (R-8.1: a new level
applies to the next hand). While the clock is on a break the panel still deals (a
table finishing its hand, a hand the director wants dealt), but between hands its
step line says that the next hand is dealt at the level after the break, with that
level's blinds, so no dealer starts one at new blinds without a word."""

from __future__ import annotations

import html
import re
from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import choose_from_menu
from tests.ui.dealer_driver import press, to_the_end
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key

__all__ = ["context", "time"]

BREAK = ("On a break: the next hand is dealt at the stakes of the level after it "
         "(level 3, blinds 100/200;")


def open_panel(qtbot: QtBot, window: MainWindow, event: int) -> DealerPanel:
    """Ctrl+D at the resumed tournament's one table: its dealer panel, focused."""
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    panel.setFocus()
    return panel


def test_R_8_1_on_a_break_the_panel_says_the_next_hand_is_dealt_at_the_next_level(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    window, event = clock_started(qtbot, tmp_path, context, time)
    time.now = T0 + timedelta(minutes=30)  # level 2: nothing said
    panel = open_panel(qtbot, window, event)
    assert "break" not in panel.step_label.text()
    assert "blinds 50/100" in panel.header.text()
    to_the_end(qtbot, panel)
    assert "break" not in panel.step_label.text()

    # Hand 2 is dealt on level 2's blinds; the clock goes on a break meanwhile.
    press(qtbot, panel, Qt.Key.Key_N)
    time.now = T0 + timedelta(minutes=45)
    to_the_end(qtbot, panel)
    said = panel.step_label.text()
    assert said.startswith(BREAK), said
    assert panel.actions_bar.next.isVisible()  # the dealer may still deal

    press(qtbot, panel, Qt.Key.Key_N)  # hand 3, at level 3's blinds, said before it starts
    assert "blinds 100/200" in panel.header.text()
    assert panel.step_label.text().startswith(BREAK), panel.step_label.text()
    press(qtbot, panel, Qt.Key.Key_N)  # a blind posted: the hand is under way
    assert not panel.step_label.text().startswith("On a break")

    # In Hungarian too.
    to_the_end(qtbot, panel)
    choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
    try:
        assert panel.step_label.text().startswith(
            "Szünet van: a következő leosztás a szünet utáni szint tétjeivel megy "
            "(3. szint, vakok 100/200;"), panel.step_label.text()
    finally:
        choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_en")

    # After the break: nothing said.
    time.now = T0 + timedelta(minutes=60)
    press(qtbot, panel, Qt.Key.Key_N)
    assert not panel.step_label.text().startswith("On a break"), panel.step_label.text()


def test_R_8_1_a_level_that_begins_after_the_hand_ends_applies_to_the_next_hand(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Hand 1 ends on level 1 (25/50); level 2 (50/100) begins while the panel waits
    between hands (its time runs out, or another station moves the clock on): the
    dealer's N deals hand 2 at 50/100, the level in force when it starts. Seen: the
    panel had fixed the next hand's level as the last hand ended, and dealt 25/50."""
    window, event = clock_started(qtbot, tmp_path, context, time)
    time.now = T0 + timedelta(minutes=19)
    panel = open_panel(qtbot, window, event)
    assert "blinds 25/50" in panel.header.text()
    to_the_end(qtbot, panel)
    time.now = T0 + timedelta(minutes=21)  # level 2 by the clock, between the hands
    press(qtbot, panel, Qt.Key.Key_N)
    assert "blinds 50/100" in panel.header.text(), panel.header.text()
    assert panel.session.game.big_blind == 100
    to_the_end(qtbot, panel)
    context.events.next_level(event, T0 + timedelta(minutes=22))  # the director's station
    press(qtbot, panel, Qt.Key.Key_N)
    assert "blinds 100/200" in panel.header.text(), panel.header.text()
    assert panel.session.game.big_blind == 200


def clock_started(qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime
                  ) -> tuple[MainWindow, int]:
    """Four players at one table, the clock started at ``T0`` (25/50 and 50/100, 20
    minutes each, then 15 off, coloring the 25s up), resumed in the real main window,
    the clock display hidden."""
    event, _entries = tournament(context, players=4, tables=1, seed=3)
    context.events.start_clock(event, T0)
    window = open_main_window(qtbot, tmp_path, context, clock=time, sound=False)
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: window.current_event == event)
    if window.clock_window is not None:
        window.clock_window.hide()
    return window, event


def words(panel: DealerPanel) -> str:
    """The step line as read: without the links its rule ids are, the spaces and
    hyphens kept from breaking read as spaces and hyphens."""
    text = html.unescape(re.sub(r"<[^>]+>", "", panel.step_label.text()))
    return text.replace("\u2011", "-").replace("\u00a0", " ")


def test_R_8_3_the_panel_names_the_breaks_color_up_and_says_when_it_is_done(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The break after level 2 colors up the 25s (R-8.3): between hands the panel's
    break line says which chips leave play, the odd ones raced off, so the dealer
    knows before the director comes round; once the director's color-up is made, it
    says they are out of play (in English and Hungarian), as the clock display does."""
    import random

    from director.services.tournament.color_ups import ColorUpService

    window, event = clock_started(qtbot, tmp_path, context, time)
    time.now = T0 + timedelta(minutes=39)
    panel = open_panel(qtbot, window, event)
    assert "Color" not in panel.step_label.text()
    time.now = T0 + timedelta(minutes=41)  # the break, as the hand is played out
    to_the_end(qtbot, panel)
    said = words(panel)
    assert said.startswith(BREAK), said
    assert "Color-up at this break: the 25 chips leave play, the odd ones raced off " \
           "(R-8.3)." in said, said

    colors = ColorUpService(context.db)  # the director's color-up, at the console
    plan = colors.plan(event, time.now)
    colors.color_up(event, 25, {s.entry_id: s.chips for s in plan.seats}, time.now,
                    random.Random(3))
    press(qtbot, panel, Qt.Key.Key_N)  # the next hand, said before it starts
    said = words(panel)
    assert said.startswith(BREAK), said
    assert "Colored up: the 25 chips are out of play (R-8.3)." in said, said
    assert "leave play" not in said
    choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
    try:
        assert "Zsetoncsere kész: 25 értékű zsetonok kikerültek a játékból (R-8.3)." in \
            words(panel), words(panel)
    finally:
        choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_en")
