"""R-8.6 at the console of the real main window: Anna busts at a full table of eight,
a late entry takes her seat, and Anna wants to rebuy back in. Rebuy says at once, in
the message line, that every table is full and what to do, before any money is named,
and nothing changes. Shots at 1920x1080, 1366x768 and 1024x600 in both languages in
build/screenshots/rebuy_back_in_full/ for a person to look at."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.test_color_up_chip_needed_window import SCREENS, TASKBAR
from tests.ui.test_tournament_end import click_row, left_click

__all__ = ["context", "time"]

OUT = Path(os.environ.get("SCREENSHOTS_OUT") or
           Path(__file__).resolve().parents[2] / "build" / "screenshots") / "rebuy_back_in_full"
SAID = {"en": "\u26a0 Anna cannot rebuy back in: every open table is full; open a table on "
              "the seating page, then take the rebuy",
        "hu": "\u26a0 Anna nem vásárolhat vissza: minden nyitott asztal megtelt; nyiss egy "
              "asztalt az ültetésnél, utána vedd fel a rebuyt"}


@pytest.mark.parametrize("language", sorted(SAID))
def test_R_8_6_rebuy_back_in_at_a_full_table_is_said_before_any_money(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    install_translator(language)
    try:
        event, entries = tournament(context, players=8)
        context.seating.open_tables(event, 1, T0, seats=8)
        context.seating.draw_seats(event, T0, random.Random(2))
        context.tournaments.count_chips(entries["Anna"], 0, T0)
        context.tournaments.bust(event, {entries["Anna"]: 0}, T0)
        late = context.events.add_player("Ida", T0)
        context.seating.enter_and_seat(event, late, T0, random.Random(1))
        window = open_main_window(qtbot, tmp_path, context, language, sound=False, clock=time)
        resume_event(qtbot, window, event)
        console = window.pages.currentWidget()
        assert isinstance(console, ConsolePage)
        before = q.entries(context.db, event)
        click_row(qtbot, console.entries, "Anna")
        left_click(qtbot, console.buttons["rebuy"])
        assert console.message.text() == SAID[language]
        assert console.last_dialog is None  # no money named
        assert q.entries(context.db, event) == before
        OUT.mkdir(parents=True, exist_ok=True)
        for width, height in SCREENS:
            window.resize(width, height - TASKBAR)
            QApplication.processEvents()
            assert console.message.isVisible()
            assert window.grab().save(str(OUT / f"rebuy_{language}_{width}x{height}.png"))
    finally:
        install_translator("en")
