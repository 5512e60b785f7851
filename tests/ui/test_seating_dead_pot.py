"""R-6.5 on the seating page of the real main window: five-card draw, jacks or better to
open, and nobody opened the first hand at the table: its antes wait in the pot for
the deal again by the same button. Draw for the button there drew a new button and
the deal again was dealt with no pot: the antes were gone from the tournament. Now
the click is refused in words, as Next hand on the felt already was, and nothing
changes. Ctrl+T, the table chosen with Down, clicks on the buttons."""

from __future__ import annotations

import random
import re
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.core.action_log import history
from director.services.events import console_queries as q
from director.services.events.table_games import table_game
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.ui.common.context import AppContext
from director.ui.console.seating import SeatingPage
from director.ui.shell.app import install_translator
from tests.services.night import DRAW_OPENERS, dealer_turn
from tests.ui.event_fixtures import NAMES, T0, FakeTime, context, time
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key

__all__ = ["context", "time"]

SAID = {
    ("en", "button_draw_button"):
        "\u26a0 Nobody opened hand 1 at Table 2: its pot of 100 waits for the deal again by "
        "the same button; deal that hand at the table's dealer panel (R-6.5), then draw for "
        "the button if it is still needed",
    ("hu", "button_draw_button"):
        "\u26a0 A 2. asztalnál senki sem nyitott az 1. leosztásban: a kasszában lévő 100 "
        "zseton ugyanazzal az osztógombbal újraosztásra vár; ezt a leosztást az asztal "
        "osztósegédjében oszd ki (R-6.5), utána sorsold az osztógombot, ha még kell",
    ("en", "hand_button"):
        "\u26a0 Nobody opened hand 1 at Table 2: its pot of 100 waits for the deal again; "
        "deal that hand at the table's dealer panel, which carries the pot and keeps the "
        "button (R-6.5), then record the hands after it on the felt",
}


@pytest.mark.parametrize(("language", "button"), list(SAID))
def test_R_6_5_no_new_button_nor_felt_hand_while_a_dead_deals_pot_waits(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str, button: str) -> None:
    install_translator(language)
    try:
        event = context.events.create_event("tournament", "Draw Night", DRAW_OPENERS, T0)
        for name in NAMES:
            context.tournaments.register(event, context.events.add_player(name, T0), T0)
        first, second = context.seating.open_tables(event, 2, T0, seats=9)
        context.seating.draw_seats(event, T0, random.Random(1))
        for table in (first, second):
            context.seating.draw_for_button(table, T0, random.Random(table))
        context.events.start_clock(event, T0)
        tables = TableService(context.db)
        panel = DealerSession.at_table(tables, second, table_game(context.db, event, T0),
                                       tables.running_state(second).button or 1)
        dealer_turn(panel, "pass", 0)  # four players ante 25, everyone checks
        assert panel.state.dead_deal and panel.state.carried_out == 100
        button_before = tables.running_state(second).button
        time.now = T0 + timedelta(minutes=3)
        window = open_main_window(qtbot, tmp_path, context, language, sound=False, clock=time)
        resume_event(qtbot, window, event)
        key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        seating = window.pages.currentWidget()
        assert isinstance(seating, SeatingPage)
        seating.table_choice.setFocus()
        qtbot.keyClick(seating.table_choice, Qt.Key.Key_Down)
        assert seating.table_choice.currentData() == second
        seats, logged = q.tables(context.db, event), len(history(context.db, event))
        qtbot.mouseClick(getattr(seating, button), Qt.MouseButton.LeftButton)
        assert re.sub(r"<[^>]+>", "", seating.message.text()) == SAID[language, button]
        assert seating.last_dialog is None or not seating.last_dialog.isVisible()
        assert q.tables(context.db, event) == seats
        assert len(history(context.db, event)) == logged
        assert tables.running_state(second).button == button_before
        panel.next_hand()  # the deal again: the same button, the 100 carried
        assert (panel.button_seat, panel.hand.setup.carried_pot) == (button_before, 100)
    finally:
        install_translator("en")
