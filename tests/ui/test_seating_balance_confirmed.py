"""R-8.4: the player the balancing dialog tells to move is the one the program moves.
The moves are shown, the director reads them out, then presses OK; a hand recorded at
the giving table meanwhile (another station, the felt) makes someone else due the big
blind: OK is refused in words and nobody moves, rather than moving a player nobody
told to get up."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.seating import MovesDialog, SeatingPage
from director.ui.shell.app import install_translator
from tests.ui import event_fixtures
from tests.ui.event_fixtures import SETTINGS, T0

context = event_fixtures.context
time = event_fixtures.time


def _nine_and_six(context: AppContext) -> int:
    """Two tables of nine seats, 18 players, a hand dealt at each, then three busts at
    Table 2: 9 against 6, one player moves from Table 1 (R-8.4)."""
    event = context.events.create_event("tournament", "Friday 18", {
        **SETTINGS, "seats_per_table": 9}, T0)
    for i in range(18):
        context.tournaments.register(event, context.events.add_player(f"Player {i}", T0), T0)
    context.seating.open_tables(event, 2, T0)
    context.seating.draw_seats(event, T0, random.Random(1))
    for table in q.tables(context.db, event):
        context.seating.draw_for_button(table.table_id, T0, random.Random(2))
        context.seating.next_hand(table.table_id, T0, 0)
    short = q.tables(context.db, event)[1]
    context.tournaments.bust(event, {s.entry_id or 0: 2500 * n for n, s in
                                     enumerate(short.seats[:3], 1)}, T0)
    return event


def test_R_8_4_moves_confirmed_after_a_hand_meanwhile_are_refused_not_others_made(
        qtbot: QtBot, context: AppContext) -> None:
    install_translator("en")
    event = _nine_and_six(context)
    page = SeatingPage(context, event)
    qtbot.addWidget(page)
    page.show()
    qtbot.mouseClick(page.balance_button, Qt.MouseButton.LeftButton)
    dialog = page.last_dialog
    assert isinstance(dialog, MovesDialog)
    [line] = [dialog.moves.item(i).text() for i in range(dialog.moves.count())]
    full = q.tables(context.db, event)[0]
    due = full.seat(full.big_blind % 9 + 1)  # the next seat: everyone is still there
    assert due is not None and line.startswith(f"{due.player} (")
    # another station records Table 1's next hand: the big blind passes to the next seat
    context.seating.next_hand(full.table_id, T0, full.hands_dealt)
    before = [(s.number, s.player) for t in q.tables(context.db, event) for s in t.seats]
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    after = [(s.number, s.player) for t in q.tables(context.db, event) for s in t.seats]
    assert after == before  # nobody moved whom the dialog did not name
    assert page.message.error and "changed since these moves were shown" in \
        page.message.text()
    # Balance again: the moves as they stand, and OK makes them
    qtbot.mouseClick(page.balance_button, Qt.MouseButton.LeftButton)
    dialog = page.last_dialog
    assert isinstance(dialog, MovesDialog)
    [line] = [dialog.moves.item(i).text() for i in range(dialog.moves.count())]
    full = q.tables(context.db, event)[0]
    due = full.seat(full.big_blind % 9 + 1)
    assert due is not None and line.startswith(f"{due.player} (")
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert not page.message.error
    assert sorted(t.players for t in q.tables(context.db, event)) == [7, 8]
    assert due.player in {s.player for s in q.tables(context.db, event)[1].seats}
