"""R-8.3 on the clock display: the break that colors up the 25s asks for it, and says
it is done once the director's color-up took them out of play (it went on asking
"Color up: the 25 chips leave play" after the chips were raced); Ctrl+Z at the
console takes the color-up back and the clock asks again. In the real main window,
by keys and clicks, in English and Hungarian. A break's spoken announcement asks for
no color-up made before it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.ui.clock.clock_texts import board_texts
from director.ui.common.context import AppContext
from director.ui.console.color_up import ColorUpDialog
from director.ui.console.console import ConsolePage
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.home_driver import click, open_main_window, resume_event
from tests.ui.keys_driver import activate, key

__all__ = ["context", "time"]

SAID = {
    "en": ("CHIP-UP: the 25 chips leave play", "COLORED UP: the 25 chips are out of play",
           "Colored up: the 25 chips are out of play"),
    "hu": ("ZSETONCSERE: 25 értékű zsetonok kikerülnek a játékból",
           "ZSETONCSERE KÉSZ: 25 értékű zsetonok kikerültek a játékból",
           "Zsetoncsere kész: 25 értékű zsetonok kikerültek a játékból"),
}


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_3_the_clock_says_the_breaks_color_up_is_done_and_asks_again_after_undo(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    to_do, done, done_line = SAID[language]
    event_id, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_main_window(qtbot, tmp_path, context, language, sound=False)
    try:
        window.resize(1024, 600)
        activate(qtbot, window)
        resume_event(qtbot, window, event_id)
        console = window.pages.currentWidget()
        assert isinstance(console, ConsolePage)
        ctrl = Qt.KeyboardModifier.ControlModifier
        key(qtbot, window, Qt.Key.Key_L, ctrl)  # the clock page; Space, then to the break
        for k in (Qt.Key.Key_Space, Qt.Key.Key_N, Qt.Key.Key_N):
            key(qtbot, window, k)
        clock = window.clock_window
        assert clock is not None and clock.board is not None and clock.board.is_break
        chip_up = clock.labels["chip_up"]
        assert chip_up.text() == to_do and chip_up.isVisible()

        key(qtbot, window, Qt.Key.Key_E, ctrl)  # back to the console
        assert window.pages.currentWidget() is console
        click(qtbot, console.buttons["colorUp"])
        dialog = console.last_dialog
        assert isinstance(dialog, ColorUpDialog) and dialog.isVisible()
        dialog.rng_factory = lambda: random.Random(4)  # the race's decks, if any
        key(qtbot, dialog, Qt.Key.Key_Return)  # the plan shown: exchanged and raced
        assert dialog.results.rowCount() == 4, dialog.message.text()
        key(qtbot, dialog, Qt.Key.Key_Return)  # the result read: closed
        assert not dialog.isVisible()
        qtbot.waitUntil(lambda: chip_up.text() == done, timeout=3000)
        board = clock.board
        assert board is not None and board.color_up == () and board.colored_up == (25,)
        # a layout without the notice says it under the break's title
        assert board_texts(board, False, {"chip_up"})["next_level"] == done_line

        console.entries.setFocus()
        key(qtbot, console, Qt.Key.Key_Z, ctrl)  # the color-up taken back
        qtbot.waitUntil(lambda: chip_up.text() == to_do, timeout=3000)
        assert clock.board is not None and clock.board.colored_up == ()
    finally:
        install_translator("en")


def test_R_8_3_the_break_announced_asks_no_color_up_made_early(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Blinds of 100/200 and 200/400 need no 25s: the director colored them up during
    level 2, before the break that names them (the color-up takes the smallest chip
    nothing to come needs, at any time). N on the clock then started the break, whose
    announcement said "Break: 15 minutes. Color up the 25 chips" though they were raced
    already; it says the break's minutes only now. Before the color-up the same N asks
    for them."""
    import random

    from director.services.tournament.color_ups import ColorUpService
    from tests.ui.event_fixtures import SETTINGS, T0

    levels = [{"small_blind": 100, "big_blind": 200, "minutes": 20},
              {"small_blind": 200, "big_blind": 400, "minutes": 20},
              {"minutes": 15, "is_break": True, "color_up": [25]},
              {"small_blind": 300, "big_blind": 600, "minutes": 20}]
    event_id = context.events.create_event("tournament", "Deep Friday", {
        **SETTINGS, "blinds": {"levels": levels, "chips": [25, 100, 500]}}, T0)
    for name in ("Anna", "Bence", "Csilla", "Dávid"):
        context.tournaments.register(event_id, context.events.add_player(name, T0), T0)
    context.seating.open_tables(event_id, 1, T0)
    context.seating.draw_seats(event_id, T0, random.Random(3))
    window = open_main_window(qtbot, tmp_path, context, "en", sound=False, clock=time)
    activate(qtbot, window)
    resume_event(qtbot, window, event_id)
    key(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    for k in (Qt.Key.Key_Space, Qt.Key.Key_N):  # the clock started, then level 2
        key(qtbot, window, k)
    clock = window.clock_window
    assert clock is not None
    said: list[str] = []
    clock.announcer.announce = (  # type: ignore[method-assign]
        lambda event, color_up=None: said.append(clock.announcer.spoken_text(event, color_up)))
    key(qtbot, window, Qt.Key.Key_N)  # the break: its 25s still in play
    assert said == ["Break: 15 minutes. Color up the 25 chips"]
    key(qtbot, window, Qt.Key.Key_P)  # back to level 2
    colors = ColorUpService(context.db)  # the director's color-up, made early
    plan = colors.plan(event_id, time.now)
    colors.color_up(event_id, 25, {s.entry_id: s.chips for s in plan.seats}, time.now,
                    random.Random(3))
    qtbot.waitUntil(lambda: clock.board is not None and not clock.board.is_break)
    key(qtbot, window, Qt.Key.Key_N)
    assert said[1:] == ["Break: 15 minutes"]
