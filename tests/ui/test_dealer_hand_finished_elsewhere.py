"""The dealer panel reads again a hand finished elsewhere (issue 17): the hand on its
header is the hand it shows, whatever was dealt at the table since (a hand recorded
on the felt by the director, or dealt at another station), and N deals the hand
after the table's last (R-3.3: the button moves once a hand)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from tests.services.night import fold_to_big_blind
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key

__all__ = ["context", "time"]  # the fixtures


@pytest.mark.parametrize("hand_2", ["on the felt", "at the other station"])
def test_R_3_3_a_hand_finished_at_another_station_keeps_its_number_after_the_next(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        hand_2: str) -> None:
    """Four players at table 1; the panel shows hand 1 as it began. Another station
    plays hand 1 to its end (everyone folds to the big blind), then hand 2 is dealt:
    recorded by the director as dealt on the felt, or dealt and played at the other
    station. The dealer presses N at the panel: refused, the panel shows hand 1 over,
    its header as before (it said "hand 2" over hand 1's pots). N again deals hand 3,
    and the header says so."""
    friday, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_main_window(qtbot, tmp_path, context, sound=False)
    resume_event(qtbot, window, friday)
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel), window.statusBar().currentMessage()
    session = panel.session
    assert session.table_id is not None and not session.state.log
    header = panel.header.text()
    assert "hand 1," in header, header

    there = DealerSession.at_table(TableService(context.db), session.table_id, session.game,
                                   session.button_seat)
    fold_to_big_blind(there)
    there.settled()
    time.now += timedelta(minutes=1)
    if hand_2 == "on the felt":
        seen = TableService(context.db).running_state(session.table_id).hands_dealt
        context.seating.next_hand(session.table_id, time.now, seen)
    else:
        there.next_hand()
        fold_to_big_blind(there)
        there.settled()

    key(qtbot, window, Qt.Key.Key_N)
    qtbot.waitUntil(panel.error_label.isVisible)
    assert session.step().kind is StepKind.DONE
    assert panel.header.text() == header
    key(qtbot, window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: "hand 3," in panel.header.text())
    assert session.hand_number == 3 and not session.state.is_complete
