"""R-8.5, a bounty tournament of a dozen players at two tables: the console's Bust asks
who won the pot. Its list named every player still in, in the console's order, so the
winner at the busted player's table could be ten Downs away (hundreds at a big field).
The players at that table now come first, by seat, then a line, then everyone else;
one Down picks the first of them. In the real main window, by keys and clicks."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.night_dialogs import BustDialog
from tests.ui.event_fixtures import SETTINGS, T0, FakeTime, context, time
from tests.ui.home_driver import click
from tests.ui.keys_driver import key, type_text
from tests.ui.test_console_alt_letters import opened_console, shown_dialog

__all__ = ["context", "time"]

NAMES = ("Anna", "Bence", "Csilla", "Dávid", "Emese", "Ferenc", "Gábor", "Hajni", "Ildi",
         "János", "Kata", "Laci")


def test_R_8_5_who_won_the_pot_lists_the_busted_players_table_first(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event = context.events.create_event("tournament", "Bounty night",
                                        {**SETTINGS, "bounty": 500}, T0)
    for name in NAMES:
        context.tournaments.register(event, context.events.add_player(name, T0), T0)
    context.seating.open_tables(event, 2, T0)
    context.seating.draw_seats(event, T0, random.Random(7))
    rows = q.entries(context.db, event)
    laci = next(e for e in rows if e.player == "Laci")
    mates = sorted((e for e in rows if e.table == laci.table and e is not laci),
                   key=lambda e: e.seat or 0)
    others = [e for e in rows if e.table != laci.table]
    window, console = opened_console(qtbot, tmp_path, context, time, "en", event)
    key(qtbot, window, Qt.Key.Key_Down)
    type_text(qtbot, window, "Laci")
    assert console.selected_ids() == [laci.entry_id]
    click(qtbot, console.buttons["bust"])
    dialog = shown_dialog(qtbot, console, BustDialog)
    assert isinstance(dialog, BustDialog)
    listed = [dialog.busted_by.itemText(i) for i in range(dialog.busted_by.count())]
    assert listed == (["choose who won the pot"] + [e.player for e in mates] + [""]
                      + [e.player for e in others])
    qtbot.waitUntil(dialog.busted_by.hasFocus)
    qtbot.keyClick(dialog.busted_by, Qt.Key.Key_Down)
    assert dialog.busted_by.currentText() == mates[0].player
    qtbot.keyClick(dialog.busted_by, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    rows = {e.player: e for e in q.entries(context.db, event)}
    assert rows["Laci"].place == 12 and rows[mates[0].player].bounties_won == 500
