"""The clock display's keys as a director uses them, from the real main window with
real key presses (R-8.2): redo in the clock display as in the main window, and the
level-up sound of a level started with N as of one the clock ran into, at this
station or at another one of a club."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from director.engine.event.clock import ClockEventKind
from director.ui.clock.clock_window import ClockWindow
from director.ui.common.context import AppContext
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import (
    FakeTime,
    colour_up_at_the_break,
    context,
    time,
    tournament,
)
from tests.ui.home_driver import click, open_main_window, resume_event
from tests.ui.keys_driver import activate, click_menu_item, key, open_menu
from tests.ui.test_clock_window import played
from tests.ui.test_real_night_keys import open_window

__all__ = ["context", "played", "time"]

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
REDO_KEYS = ((Qt.Key.Key_Z, CTRL | SHIFT), (Qt.Key.Key_Y, CTRL))


def level_title(window: MainWindow) -> str:
    clock = window.clock_window
    assert clock is not None
    return clock.labels["title"].text().split(" \u00b7 ")[0]  # without the game


def display_notice(window: MainWindow) -> str:
    clock = window.clock_window
    assert clock is not None
    return clock.labels["notice"].text()


def clock_display(qtbot: QtBot, window: MainWindow) -> ClockWindow:
    """Clock → Show the clock display (Ctrl+Shift+L): the display, with the keyboard."""
    key(qtbot, window, Qt.Key.Key_L, CTRL | SHIFT)
    clock = window.clock_window
    assert clock is not None and clock.isVisible()
    return clock


def test_R_8_2_redo_in_the_clock_display_puts_back_the_level_taken_back(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """R-8.2: the director presses N on the clock display for level 2, takes it back
    with Ctrl+Z, then wants it after all: Ctrl+Shift+Z (or Ctrl+Y), as in the main
    window, did nothing on the display. Now each puts level 2 back."""
    event, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    key(qtbot, window, Qt.Key.Key_Space)  # the clock runs
    display = clock_display(qtbot, window)
    for redo in REDO_KEYS:
        key(qtbot, display, Qt.Key.Key_N)
        assert level_title(window) == "Level 2"
        key(qtbot, display, Qt.Key.Key_Z, CTRL)
        assert level_title(window) == "Level 1"
        key(qtbot, display, *redo)
        assert level_title(window) == "Level 2", display.labels["notice"].text()
        key(qtbot, display, Qt.Key.Key_P)  # back to level 1 for the other key
        assert level_title(window) == "Level 1"


def test_R_8_2_a_quick_clocks_redo_in_the_display_and_on_the_clock_page(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """A home game's quick clock (no tournament): N, Ctrl+Z, then Ctrl+Shift+Z put the
    level back on the display, and on the main window's clock page, where redo said
    "Resume an event first" though Ctrl+Z had just taken the level back there."""
    window = open_window(qtbot, tmp_path, context)

    def choose_first_template() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None and dialog.objectName() == "quickClockDialog"
        QTest.keyClick(dialog, Qt.Key.Key_Return)

    QTimer.singleShot(100, choose_first_template)
    click(qtbot, window.home.quick_button)
    display = window.clock_window
    assert display is not None
    key(qtbot, display, Qt.Key.Key_Space)
    for redo in REDO_KEYS:
        key(qtbot, display, Qt.Key.Key_N)
        key(qtbot, display, Qt.Key.Key_Z, CTRL)
        assert level_title(window) == "Level 1"
        key(qtbot, display, *redo)
        assert level_title(window) == "Level 2", display.labels["notice"].text()
        key(qtbot, display, Qt.Key.Key_P)
    key(qtbot, window, Qt.Key.Key_L, CTRL)  # the clock page, whose hint names both keys
    hint = window.pages.currentWidget().findChild(QLabel, "clockPageHint")
    assert hint is not None and hint.isVisible() and "Ctrl+Shift+Z puts it back" in hint.text()
    for redo in REDO_KEYS:
        key(qtbot, window, Qt.Key.Key_N)
        key(qtbot, window, Qt.Key.Key_Z, CTRL)
        assert level_title(window) == "Level 1"
        key(qtbot, window, *redo)
        assert level_title(window) == "Level 2", window.statusBar().currentMessage()
        key(qtbot, window, Qt.Key.Key_P)


@pytest.mark.parametrize("where", ["clock page", "clock display"])
def test_R_8_2_the_next_level_pressed_with_N_is_announced_as_one_run_into(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        played: list[str], where: str) -> None:
    """R-8.2: the director presses N to start level 2: the room heard nothing, where a
    level the clock runs into plays the level-up sound. N now plays it (the break's
    sound for a break); P, a level taken back, stays quiet, and so do Ctrl+Z and a
    paused clock's N, as a paused clock's levels are."""
    event, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context, sound=True)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    key(qtbot, window, Qt.Key.Key_Space)
    target = window
    if where == "clock display":
        target = clock_display(qtbot, window)
    key(qtbot, target, Qt.Key.Key_N)
    assert level_title(window) == "Level 2"
    assert played == ["level_up.wav"]
    key(qtbot, target, Qt.Key.Key_P)
    key(qtbot, target, Qt.Key.Key_Z, CTRL)
    assert level_title(window) == "Level 2"
    assert played == ["level_up.wav"]
    key(qtbot, target, Qt.Key.Key_N)  # the break after level 2: its own sound
    assert level_title(window) == "Break"
    assert played == ["level_up.wav", "break.wav"]
    key(qtbot, target, Qt.Key.Key_Space)  # paused: N moves the level, silently
    key(qtbot, target, Qt.Key.Key_N)
    assert level_title(window) == "Level 3"
    assert window.announcer.played == [ClockEventKind.LEVEL_UP, ClockEventKind.BREAK]


def test_R_8_2_no_sound_for_N_with_clock_sounds_off(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        played: list[str]) -> None:
    """Settings → Clock sounds off: N starts the next level in silence on the clock
    page, the clock display and a second clock screen (Clock → Another clock window)."""
    event, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context, sound=False)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    key(qtbot, window, Qt.Key.Key_Space)
    key(qtbot, window, Qt.Key.Key_N)
    key(qtbot, clock_display(qtbot, window), Qt.Key.Key_N)
    click_menu_item(qtbot, open_menu(qtbot, window, Qt.Key.Key_C), window.a_more_clock)
    [second] = window.more_clocks
    qtbot.waitExposed(second)
    key(qtbot, second, Qt.Key.Key_N)
    view = context.events.clock(event, time())
    assert view is not None and view.index == 3  # level 2, the break, level 3 started
    assert played == []


def test_R_8_2_a_level_another_station_started_with_N_is_heard_here_too(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        played: list[str]) -> None:
    """At a club the director presses N at their own station: the room's clock screen,
    another station following the stored clock, heard nothing (only the station where
    N was pressed played the sound). Now it plays the level-up sound once, as for a
    level it ran into; this station's own N is heard once too, not again at the next
    ticks, and another station's P or Ctrl+Z stays quiet."""
    event, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context, sound=True)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    key(qtbot, window, Qt.Key.Key_Space)  # the clock runs

    def tick_on(seconds: float = 1) -> None:
        """The time moves on and the clock screen ticks (it reads the stored clock)."""
        clock = window.clock_window
        assert clock is not None
        time.now += timedelta(seconds=seconds)
        qtbot.waitUntil(lambda: clock._last_tick == time.now)

    tick_on()
    context.events.next_level(event, time())  # another station's N
    tick_on()
    assert level_title(window) == "Level 2"
    assert played == ["level_up.wav"]
    tick_on()
    assert played == ["level_up.wav"]
    context.events.previous_level(event, time())  # another station's P, and its undo
    tick_on()
    context.events.undo_last(event, time())
    tick_on()
    assert level_title(window) == "Level 2" and played == ["level_up.wav"]
    key(qtbot, window, Qt.Key.Key_N)  # this station's N: the break, heard once
    tick_on()
    tick_on()
    assert level_title(window) == "Break"
    assert played == ["level_up.wav", "break.wav"]


SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots" / "clock_back"
SAID_BACK = {"en": "The clock cannot go back to level 2 (50/100)",
             "hu": "Az óra nem mehet vissza a 2. szintre (50/100)"}
SAID_HOW = {"en": "take the color-up back first (Ctrl+Z)",
            "hu": "előbb vond vissza a zsetoncserét (Ctrl+Z)"}


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize("where", ["clock page", "clock display"])
def test_R_8_3_P_after_the_breaks_color_up_is_refused_in_words_and_the_break_stays(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime, where: str,
        language: str) -> None:
    """The break's color-up took the 25s off every table. P on the clock page or the
    clock display would take the clock back to level 2 (50/100), which the 100s left
    cannot pay: the director reads why, and how to go back (take the color-up back),
    and the clock stays on the break. Before, level 2 came back and the dealer panel
    dealt a small blind of 50 at a table of 100s. Shots at 1920x1080, 1366x768 and
    1024x600 in build/screenshots/clock_back/."""
    event, _entries = tournament(context, players=4, tables=1, seed=3)
    colour_up_at_the_break(context, time, event)  # the 25s off
    window = open_main_window(qtbot, tmp_path, context, language, clock=time, sound=False)
    activate(qtbot, window)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    target = clock_display(qtbot, window) if where == "clock display" else window
    title = level_title(window)
    key(qtbot, target, Qt.Key.Key_P)

    def shown() -> str:
        return display_notice(window) if where == "clock display" else \
            window.statusBar().currentMessage()

    assert SAID_BACK[language] in shown() and SAID_HOW[language] in shown(), shown()
    # the clock page says it whole: the status line cuts it short on a small screen
    page = window.clock_page.message.text()
    assert SAID_BACK[language] in page and SAID_HOW[language] in page, page
    assert level_title(window) == title
    view = context.events.clock(event, time.now)
    assert view is not None and view.index == 2
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in ((1920, 1080), (1366, 768), (1024, 600)):
        target.resize(width, height - 72)  # a taskbar and a title bar
        QApplication.processEvents()
        assert target.grab().save(str(
            SHOTS / f"{where.replace(' ', '_')}_{language}_{width}x{height}.png"))
        assert SAID_BACK[language] in shown()
        if where == "clock display":  # wrapped, readable (one line of it was 6 pixels)
            assert window.clock_window is not None
            notice = window.clock_window.labels["notice"]
            assert notice.wordWrap() and notice.font().pixelSize() >= 0.02 * target.height()
            assert notice.geometry().bottom() < target.height()
    if where == "clock page":  # the next command here clears it: N, to level 3
        key(qtbot, window, Qt.Key.Key_N)
        assert window.clock_page.message.text() == ""
