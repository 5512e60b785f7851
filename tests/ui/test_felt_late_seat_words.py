"""R-3.2 at a tournament table dealt on the felt: a late entry seated between the small
blind and the button is not dealt in until the button has passed, and the seating's
Next hand says so; it said "seat 5 waits for the big blind, not dealt in (R-3.6)",
the cash game's rule, and the director kept the player out until their big blind."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.messages import msg, render
from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.seating import SeatingPage
from director.ui.shell.app import install_translator
from tests.ui import event_fixtures
from tests.ui.event_fixtures import SETTINGS, T0

context = event_fixtures.context
time = event_fixtures.time


def _after(seat: int, k: int) -> int:
    return (seat - 1 + k) % 9 + 1


def test_R_3_2_a_late_entry_between_the_blind_and_the_button_is_dealt_in_after_it(
        qtbot: QtBot, context: AppContext) -> None:
    install_translator("en")
    event = context.events.create_event("tournament", "Friday 18", {
        **SETTINGS, "seats_per_table": 9}, T0)
    for i in range(18):
        context.tournaments.register(event, context.events.add_player(f"Player {i}", T0), T0)
    context.seating.open_tables(event, 2, T0)
    context.seating.draw_seats(event, T0, random.Random(1))
    table = q.tables(context.db, event)[0]
    button = context.seating.draw_for_button(table.table_id, T0, random.Random(2)).button
    # the player two seats left of the button busts before the first hand: the first
    # hand's small blind is next to the button and its big blind three seats along
    gone = table.seat(_after(button, 2))
    assert gone is not None and gone.entry_id is not None
    context.tournaments.bust(event, {gone.entry_id: 10000}, T0)
    page = SeatingPage(context, event)
    qtbot.addWidget(page)
    page.show()
    qtbot.mouseClick(page.hand_button, Qt.MouseButton.LeftButton)
    assert page.message.text().startswith(
        f"Table 1, hand 1 dealt on the felt: Button at seat {button}; "
        f"seat {_after(button, 1)} posts the small blind; "
        f"seat {_after(button, 3)} posts the big blind")
    # a late entry takes the only free seat: between hand 2's button and small blind
    late = context.events.add_player("Late Lili", T0)
    _, _, seat = context.seating.enter_and_seat(event, late, T0)
    assert seat == _after(button, 2)
    qtbot.mouseClick(page.hand_button, Qt.MouseButton.LeftButton)
    said = page.message.text()
    assert "waits for the big blind" not in said and "R-3.6" not in said
    assert said.endswith(
        f"seat {seat} sits between the small blind and the button: not dealt in this "
        'hand, dealt in once the button has passed (<a href="rule:R-3.2">R-3.2</a>)'), said
    # hand 3: the button has passed; Late Lili is dealt in, nobody is said to wait
    qtbot.mouseClick(page.hand_button, Qt.MouseButton.LeftButton)
    assert "not dealt in" not in page.message.text()


def test_R_3_2_the_words_in_hungarian() -> None:
    said = msg("svc-forced-dealt-after-button", seat_numbers=(5,), count=1)
    assert render(said, "hu") == (
        "a kisvak és az osztógomb között ül, ebben a leosztásban nem kap lapot, az "
        "osztógomb elhaladta után igen: 5. szék (R-3.2)")
