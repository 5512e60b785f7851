"""A station that loses the club's server says so at once, refuses, reconnects by
itself and catches up from the stored log (issue 17).

The real server of the test session is stopped the hard way (``pg_ctl stop -m
immediate``, a pulled plug) under a dealer station's real main window: the
banner across the top says the server is lost, a redraw asked for then changes
nothing and raises nothing, the dealer's key is refused with the message and
nothing is kept to be sent later. The server is started again: the station
reconnects without anybody touching it, the banner goes, the panel shows the
hand as stored (with what another station did meanwhile) and the next key is
stored once.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from director.engine.messages import msg, render
from director.services.core import commits
from director.services.core.station_role import Role
from director.services.events.table_games import table_game
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.ui.shell.app import install_translator
from tests.pg import Server
from tests.ui.club_stations import Club, banner, english, open_dealer_panel, open_station
from tests.ui.event_fixtures import T0

pytestmark = [pytest.mark.pg, pytest.mark.usefixtures("english")]
__all__ = ["english"]  # the fixture


@pytest.fixture
def club(qtbot: QtBot, tmp_path: Path, pg_url: str) -> Iterator[Club]:
    yield from open_station(qtbot, tmp_path, pg_url, Role.DEALER)


def test_the_server_stopped_and_started_under_a_dealer_station(
        qtbot: QtBot, club: Club, pg_server: Server) -> None:
    window = club.window
    panel = open_dealer_panel(qtbot, club)
    session = panel.session
    qtbot.keyClick(panel, Qt.Key.Key_N)  # the small blind, stored
    assert len(session.state.log) == 1 and not banner(window).isVisible()
    hand_id = session.hand_id
    assert hand_id is not None
    entries = window.findChild(QTableWidget, "entries")
    assert entries is not None
    shown = entries.rowCount()
    step_in_english = panel.step_label.text()

    install_translator("hu")  # this station speaks Hungarian
    qtbot.waitUntil(lambda: "kis vak" not in panel.step_label.text()
                    and panel.step_label.text() != step_in_english)
    pg_server.kill()
    try:
        # Said at once, across the window's top, without a key pressed.
        qtbot.waitUntil(lambda: banner(window).isVisible(), timeout=3000)
        assert banner(window).text().startswith(
            f"A klub szervere ({club.here.where}) nem válaszol")

        # A note heard just before the server went asks for a redraw: the pages keep
        # what they showed, nothing raises (pytest-qt fails the test on a traceback).
        commits.committed(club.here, frozenset({"seat", "entry"}))
        qtbot.wait(300)
        assert entries.rowCount() == shown and banner(window).isVisible()

        # The dealer's key: refused with the message, nothing kept to be sent later.
        panel.setFocus()
        qtbot.keyClick(panel, Qt.Key.Key_N)
        assert panel.error_label.isVisible()
        assert panel.error_label.text() == "\u26a0 " + render(
            msg("store-server-lost", path=club.here.where), "hu")
        assert len(session.state.log) == 1
    finally:
        pg_server.start()

    # The other dealer station at this table is back first and posts the big blind.
    club.other.db.engine.dispose()  # its connections went with the server
    there = DealerSession.at_table(TableService(club.other.db), club.table_id,
                                   table_game(club.other.db, club.event, T0),
                                   session.button_seat)
    assert there.hand_id == hand_id and len(there.state.log) == 1  # the refused N: not stored
    there.advance()

    # This station reconnects by itself and shows the hand as stored.
    qtbot.waitUntil(lambda: not banner(window).isVisible(), timeout=5000)
    install_translator("en")
    qtbot.waitUntil(lambda: session.state.log == there.state.log, timeout=3000)
    assert "big blind" not in panel.step_label.text()

    # The next key is stored once, after the two blinds.
    qtbot.keyClick(panel, Qt.Key.Key_N)
    assert not panel.error_label.isVisible(), panel.error_label.text()
    stored = TableService(club.other.db).hand_log(hand_id)
    assert len(stored) == len(session.state.log) > 2
