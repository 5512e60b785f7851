"""The clock screen read across a room (issue 29, items 5 and 6): the tables' hand
timers whole on the screen, the LAST MINUTE banner's words readable at every
moment of its pulse, the figures still AAA while paused (the high-contrast theme
not fading at all), the prize pool and payouts in the event's currency as the
console writes them, and a finished tournament shows its winner, not a leftover
time."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from director.engine.event.clock import ClockState
from director.engine.event.structures import Structure, load_template
from director.services.clock.clock_board import ClockBoard, build_board
from director.services.clock.clock_layouts import THEMES, ClockLayout
from director.ui.clock.clock_pulse import PERIOD_MS
from director.ui.clock.clock_window import ClockWindow
from director.ui.clock.hand_timer import HandTimers, attach_to_clock_window
from director.ui.clock.sounds import Announcer
from director.ui.common.style import apply_style, clock_theme
from director.ui.shell.app import install_translator
from tests.ui.contrast import AAA, needed, ratio, words_and_ground

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


@pytest.fixture
def styled(qapp: QApplication) -> Iterator[QApplication]:
    """The program's stylesheet and font, as it starts."""
    apply_style(qapp)
    install_translator("en")
    try:
        yield qapp
    finally:
        qapp.setStyleSheet("")


@pytest.fixture
def home_game() -> Structure:
    return load_template("home-game")


def clock_on(qtbot: QtBot, board: ClockBoard, size: tuple[int, int],
             theme: str = "club_dark") -> ClockWindow:
    window = ClockWindow(lambda _now: board, clock=lambda: T0,
                         announcer=Announcer(sound=False))
    qtbot.addWidget(window)
    window.set_layout(ClockLayout(theme=theme))
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.update_board(T0)
    QApplication.processEvents()
    return window


def shown_labels(window: ClockWindow) -> list[QLabel]:
    return [label for label in window.findChildren(QLabel)
            if label.isVisible() and label.text() and label.objectName() != "handTimers"]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
def test_the_hand_timers_line_is_whole_on_the_clock_screen(
        qtbot: QtBot, styled: QApplication, home_game: Structure,
        size: tuple[int, int]) -> None:
    board = build_board(home_game, ClockState().start(T0, home_game), T0, players_left=8,
                        entries=8, chips_in_play=80_000, prize_pool=21_600,
                        payouts=[(1, 10_900), (2, 6_400), (3, 4_300)])
    window = clock_on(qtbot, board, size)
    timers = HandTimers(lambda: T0)
    for table, name in ((1, "Table 1"), (2, "Table 2")):
        timers.names[table] = name
        timers.start(table)
    line = attach_to_clock_window(window, timers)
    QApplication.processEvents()
    assert line.isVisible() and line.text() == "Table 1 0:30   Table 2 0:30"
    assert window.rect().contains(line.geometry()), line.geometry()
    wide = QFontMetrics(line.font()).horizontalAdvance(line.text())
    assert wide <= line.width(), f"{line.text()!r} needs {wide} px of {line.width()}"
    assert QFontMetrics(line.font()).height() >= size[1] * 0.03  # read from the room
    drawn = QRect(line.geometry().center().x() - wide // 2, line.y(), wide, line.height())
    over = [label.objectName() for label in shown_labels(window)
            if label.geometry().intersects(drawn)]
    assert not over, f"the hand timers cover {over}"


@pytest.mark.parametrize("theme", THEMES)
def test_last_minute_reads_at_every_moment_of_its_pulse(
        qtbot: QtBot, styled: QApplication, home_game: Structure, theme: str) -> None:
    state = ClockState().start(T0 - timedelta(minutes=19, seconds=15), home_game)
    board = build_board(home_game, state, T0)
    window = clock_on(qtbot, board, (1280, 720), theme)
    banner = window.labels["banner"]
    assert banner.text() == "LAST MINUTE" and window.pulse.running
    for moment in range(0, PERIOD_MS, PERIOD_MS // 8):
        window.pulse.animation.setCurrentTime(moment)
        QApplication.processEvents()
        words, ground, found = words_and_ground(window.grab(banner.geometry()).toImage())
        assert found >= needed(banner.font()), \
            f"{theme} at {moment} ms: {words.name()} on {ground.name()}, {found:.1f}:1"


@pytest.mark.parametrize("theme", THEMES)
def test_paused_figures_stay_aaa_and_high_contrast_does_not_fade(
        qtbot: QtBot, styled: QApplication, home_game: Structure, theme: str) -> None:
    board = build_board(home_game, ClockState(), T0)  # not started: paused
    window = clock_on(qtbot, board, (1280, 720), theme)
    assert window.labels["banner"].text() == "PAUSED"
    for name in ("time", "blinds"):
        label = window.labels[name]
        words, ground, found = words_and_ground(window.grab(label.geometry()).toImage())
        assert found >= AAA, f"{theme} {name}: {words.name()} on {ground.name()}"
    if theme == "high_contrast":
        words, _, _ = words_and_ground(window.grab(window.labels["time"].geometry()).toImage())
        assert ratio(words, clock_theme(theme)["text"]) < 1.05, "faded while paused"


def test_prize_pool_and_payouts_in_the_events_currency(
        qtbot: QtBot, home_game: Structure) -> None:
    install_translator("en")
    board = build_board(home_game, ClockState().start(T0, home_game), T0,
                        prize_pool=1_080_000, payouts=[(1, 540_000), (2, 324_000)],
                        currency="Ft")
    window = clock_on(qtbot, board, (1280, 720))
    assert window.labels["prize_pool"].text() == "1,080,000\u00a0Ft"  # as the console
    assert window.labels["payouts"].text().split("\n") == \
        ["1.\u2002540,000\u00a0Ft", "2.\u2002324,000\u00a0Ft"]
    install_translator("hu")
    try:
        window.update_board(T0)
        qtbot.waitUntil(lambda: window.labels["prize_pool"].text() == "1\u00a0080\u00a0000\u00a0Ft")
    finally:
        install_translator("en")


def test_a_finished_tournament_shows_its_winner_and_no_time_left(
        qtbot: QtBot, home_game: Structure) -> None:
    install_translator("en")
    running = ClockState().start(T0 - timedelta(minutes=10, seconds=27), home_game)
    board = build_board(home_game, running, T0, players_left=1, entries=8, winners=("Bence",))
    window = clock_on(qtbot, board, (1280, 720))
    labels = window.labels
    assert labels["banner"].text() == "FINISHED" and labels["blinds"].text() == "Bence"
    assert not labels["time"].isVisible() and not labels["next_break"].isVisible()
    shown = " ".join(label.text() for label in shown_labels(window))
    assert "9:33" not in shown and ":" not in labels["time"].text()
