"""The room view's all-in odds (issue 21, R-7.1): what the program publishes to
the room page while a dealer panel's all-in is face up, played with the dealer's
keys in the real main window, and nothing once the hand is over. The room's feed
(services, no Qt) follows the panel's odds on its own thread."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.services.room.feed import RoomFeed
from director.services.room.view import AllInSeat, DirectorView, RoomView
from director.services.tables.equity import TableOdds
from director.ui.common.context import AppContext
from tests.ui.dealer_driver import press, type_cards
from tests.ui.event_fixtures import context, time, tournament
from tests.ui.test_dealer_panel_table import dealer_panel

__all__ = ["context", "time"]


class Published:
    """Stands where the room server is: keeps the newest view it is handed."""

    def __init__(self) -> None:
        self.room = RoomView(event=None)

    def publish(self, view: DirectorView) -> None:
        self.room = view.room


def test_the_room_view_gets_the_face_up_all_in_odds(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    event, _ = tournament(context, players=2, tables=1, seed=4)
    [table] = q.tables(context.db, event)
    names = {s.number: s.player for s in table.seats}
    panel = dealer_panel(qtbot, tmp_path, context, event)
    server = Published()
    feed = RoomFeed(context.db, lambda: event, context.now, server.publish,
                    all_in=context.all_in)
    feed.start()
    assert server.room.all_in == ()
    for _ in range(3):
        press(qtbot, panel, Qt.Key.Key_N)
    press(qtbot, panel, Qt.Key.Key_A)
    press(qtbot, panel, Qt.Key.Key_C)
    for hand in ("As Ad", "Kc Kh"):
        type_cards(qtbot, panel, hand)
        press(qtbot, panel, Qt.Key.Key_N)
    type_cards(qtbot, panel, "3s")
    press(qtbot, panel, Qt.Key.Key_N)
    type_cards(qtbot, panel, "2c 7d 9h")
    press(qtbot, panel, Qt.Key.Key_N)
    assert not panel.error_label.text(), panel.error_label.text()
    qtbot.waitUntil(lambda: bool(server.room.all_in) and server.room.all_in[0].exact)
    [odds] = server.room.all_in
    exact = TableOdds(panel.session.hand, random.Random(0)).current()
    assert exact is not None
    assert odds.table is None and odds.margin == 0 and odds.deals == 946
    assert odds.seats == tuple(
        AllInSeat(s.seat, names[s.seat], round(s.win, 1), round(s.tie, 1), round(s.share, 1))
        for s in exact.seats)
    assert sorted(s.win for s in odds.seats) == [8.6, 91.4]  # 865 of 946
    assert server.room.event is not None
    assert server.room.event.name == "Friday Freezeout"  # the rest as before
    for cards in ("4s", "Jd", "5s", "Qc"):
        type_cards(qtbot, panel, cards)
        press(qtbot, panel, Qt.Key.Key_N)
    for _ in range(10):  # the showdown and the award: a key that does nothing fails here
        if panel.session.is_complete:
            break
        press(qtbot, panel, Qt.Key.Key_N)
    assert panel.session.is_complete, panel.step_label.text()
    qtbot.waitUntil(lambda: server.room.all_in == ())
    feed.stop()
