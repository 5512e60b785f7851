"""The room view's all-in odds (issue 21, R-7.1): what the program publishes to
the room page while a dealer panel's all-in is face up, played with the dealer's
keys in the real main window, and nothing once the hand is over."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services import console_queries as q
from director.services.equity import TableOdds
from director.ui.context import AppContext
from director.ui.room_share import RoomPublisher
from tests.ui.dealer_driver import press, type_cards
from tests.ui.event_fixtures import context, time, tournament
from tests.ui.test_dealer_panel_table import dealer_panel

__all__ = ["context", "time"]


class Published:
    """Stands where the room server is: keeps what the program hands it."""

    def __init__(self) -> None:
        self.public: dict[str, Any] = {}

    def publish(self, public: dict[str, Any], director: dict[str, Any]) -> None:
        self.public = public


def test_the_room_view_gets_the_face_up_all_in_odds(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    event, _ = tournament(context, players=2, tables=1, seed=4)
    [table] = q.tables(context.db, event)
    names = {s.number: s.player for s in table.seats}
    panel = dealer_panel(qtbot, tmp_path, context, event)
    server = Published()
    publisher = RoomPublisher(context.db, lambda: event, context.now, server,  # type: ignore[arg-type]
                              panel, context.all_in)
    publisher.start()
    assert server.public["all_in"] == []
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
    qtbot.waitUntil(lambda: bool(server.public.get("all_in"))
                    and server.public["all_in"][0]["deals"] == 946)  # the flop's count
    [odds] = server.public["all_in"]
    exact = TableOdds(panel.session.hand, random.Random(0)).current()
    assert exact is not None
    assert odds["table"] is None and odds["margin"] == 0 and odds["deals"] == 946
    assert odds["seats"] == [
        {"seat": s.seat, "player": names[s.seat], "win": round(s.win, 1),
         "tie": round(s.tie, 1), "share": round(s.share, 1)} for s in exact.seats]
    assert sorted(s["win"] for s in odds["seats"]) == [8.6, 91.4]  # 865 of 946
    assert server.public["event"]["name"] == "Friday Freezeout"  # the rest as before
    for cards in ("4s", "Jd", "5s", "Qc"):
        type_cards(qtbot, panel, cards)
        press(qtbot, panel, Qt.Key.Key_N)
    while not panel.session.is_complete:
        press(qtbot, panel, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: server.public["all_in"] == [])
    publisher.stop()
