"""R-8.6 at the console: Anna busted and re-entered; the director clicks her first,
busted row and Rebuy. It was taken, and Anna had two entries playing at once; it is
refused in words before any money is named, nothing changed (en, hu)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.test_tournament_end import click_row, left_click, open_console

__all__ = ["context", "time"]

SAID = {"en": "\u26a0 Anna has re-entered since: only the latest entry, Anna (2), can "
              "rebuy back in after a bust",
        "hu": "\u26a0 Anna azóta újranevezett: kiesés után csak a legutóbbi nevezése "
              "(Anna (2)) térhet vissza rebuyjal"}


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_6_rebuy_on_a_busted_row_re_entered_since_is_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    install_translator(language)
    try:
        event, entries = tournament(context, players=4, tables=1, seed=3)
        context.tournaments.bust(event, {entries["Anna"]: 0}, T0)
        [anna] = [pid for pid, name in q.players(context.db) if name == "Anna"]
        context.seating.enter_and_seat(event, anna, T0)
        console = open_console(qtbot, tmp_path, context)
        before = [(e.player, e.number, e.playing, e.rebuys) for e in q.entries(context.db, event)]
        click_row(qtbot, console.entries, "Anna")  # her first entry, busted
        left_click(qtbot, console.buttons["rebuy"])
        assert console.message.text() == SAID[language]
        assert console.last_dialog is None or not console.last_dialog.isVisible()
        assert [(e.player, e.number, e.playing, e.rebuys)
                for e in q.entries(context.db, event)] == before
    finally:
        install_translator("en")
