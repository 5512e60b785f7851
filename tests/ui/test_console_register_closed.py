"""R-8.6: a new player's name typed at the console after late registration closed. The
registration is refused in words, and the name is not left behind in the player
database: before, the player was added first and the entry refused after, so every
refused try left a player of that name (a typo tried twice, two of them). In the
real main window, by keys, in English and Hungarian."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.core.action_log import history
from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.home_driver import click
from tests.ui.keys_driver import activate
from tests.ui.test_console_alt_letters import opened_console

__all__ = ["context", "time"]

CLOSED = {"en": "Registration closed at the end of level 2",
          "hu": "2. szint végén"}


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_6_a_new_name_typed_after_registration_closed_adds_nobody(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    event, _ = tournament(context, players=4, tables=1, seed=3)
    context.events.start_clock(event, T0)
    time.now = T0 + timedelta(minutes=41)
    context.events.go_to_level(event, time.now, 3)  # level 3: registration closed after 2
    try:
        window, console = opened_console(qtbot, tmp_path, context, time, language, event)
        players, done = q.players(context.db), len(history(context.db, event))
        box = console.register_name
        activate(qtbot, window)
        click(qtbot, box)
        for _ in range(2):  # tried twice, as a director does who thinks it a slip
            qtbot.keyClicks(box, "Zoltan")
            qtbot.keyClick(box, Qt.Key.Key_Return)
            assert console.message.error and CLOSED[language] in console.message.text(), \
                console.message.text()
            box.selectAll()
        assert q.players(context.db) == players, "nobody added to the player database"
        assert len(history(context.db, event)) == done
        assert all(e.player != "Zoltan" for e in q.entries(context.db, event))
    finally:
        install_translator("en")
