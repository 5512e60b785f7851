"""Long names at the seating (LOOK.md: nothing important hidden): a balancing line
naming "Dávid Tóth Bartholomew-Wolfeschlegel" ran past the dialog's edge, its
destination ("to Table 4 seat 6") behind a sideways scroll bar; and a seat cut the name
short ("Csilla Horváth…" for two players) with nothing to show it whole."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.seating import MovesDialog, SeatingPage
from director.ui.shell.app import install_translator
from tests.ui import event_fixtures
from tests.ui.event_fixtures import SETTINGS, T0

context = event_fixtures.context
time = event_fixtures.time

LONG = "Dávid Tóth Bartholomew-Wolfeschlegel 39 (not tracked): Table 6 seat 8 to Table 4 seat 6"


def test_R_8_4_a_move_with_a_long_name_is_read_whole_without_scrolling(qtbot: QtBot) -> None:
    install_translator("en")
    dialog = MovesDialog(["Table 6 breaks", LONG,
                          "Csilla Kiss 2 (not tracked): Table 6 seat 5 to Table 4 seat 8"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    moves = dialog.moves
    assert moves.horizontalScrollBar().maximum() == 0
    line = moves.visualItemRect(moves.item(1))
    assert line.right() <= moves.viewport().width()
    assert line.height() >= 2 * moves.fontMetrics().lineSpacing()  # wrapped, all of it


def test_a_seat_cut_short_shows_the_whole_name_in_its_tip(qtbot: QtBot,
                                                          context: AppContext) -> None:
    install_translator("en")
    event = context.events.create_event("tournament", "Friday", SETTINGS, T0)
    for name in ("Csilla Horváth-Bartholomew Wolfeschlegel", "Csilla Horváth-Bartholomew Kiss"):
        context.tournaments.register(event, context.events.add_player(name, T0), T0)
    context.seating.open_tables(event, 1, T0)
    context.seating.draw_seats(event, T0, random.Random(1))
    page = SeatingPage(context, event)
    qtbot.addWidget(page)
    [graphic] = page.graphics.values()
    tips = sorted(item.toolTip() for item in graphic.seats.values() if item.entry_id)
    assert tips == ["Csilla Horváth-Bartholomew Kiss\nnot tracked",
                    "Csilla Horváth-Bartholomew Wolfeschlegel\nnot tracked"]
    assert len(q.tables(context.db, event)[0].seats) == 2
