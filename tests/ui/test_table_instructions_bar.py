"""A dealer station shows what balancing asks of its table (issue 17, R-8.4): the
director balances at his station, the line above the dealer panel at the
other station reads "seat N moves to table T, seat S", in its language."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from director.services.core import commits
from director.services.core.station_role import Role, set_role
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from director.ui.dealer.table_instructions_bar import InstructionsLabel, with_instructions
from director.ui.shell.app import install_translator
from tests.services.test_table_instructions import FLAT, T0, _seats

pytestmark = pytest.mark.pg


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    install_translator("en")
    yield
    install_translator("en")


def test_the_dealer_station_reads_the_move_the_director_made(
        pg_url: str, qtbot: QtBot) -> None:
    director: Database = open_database(pg_url)
    events, tournament, seating = (EventService(director), TournamentService(director),
                                   SeatingService(director))
    event = events.create_event("tournament", "Club night", FLAT, T0)
    entries = [tournament.register(event, events.add_player(f"P{i}", T0), T0)
               for i in range(1, 13)]
    first, second = seating.open_tables(event, 2, T0, seats=6)
    seating.draw_seats(event, T0, random.Random(5))

    dealer = open_database(pg_url)  # the dealer station of the second table
    set_role(dealer, Role.DEALER, second)
    stop = commits.hear_other_stations(dealer)
    panel = QLabel("the dealer panel")
    page = with_instructions(dealer, second, panel)
    qtbot.addWidget(page)
    page.show()
    line = page.findChild(InstructionsLabel, "tableInstructions")
    assert line is not None and not line.isVisible()  # nothing to do yet
    assert page.focusProxy() is panel

    where = _seats(seating, director, event)
    out = [e for e in entries if where[e][0] == first][:2]
    for e in out:
        tournament.count_chips(e, 0, T0)
    tournament.bust(event, {out[0]: 10000, out[1]: 5000}, T0)
    [move] = seating.balance(event, T0, random.Random(6)).moves
    assert int(move.from_table) == second
    qtbot.waitUntil(lambda: line.isVisible(), timeout=5000)
    # the move names the player and the chips carried (issue 28 item 10)
    assert line.text().endswith(f" gets up from seat {move.from_seat} and moves to Table "
                                f"{first}, seat {move.to_seat}")
    assert line.text().startswith("Balancing (R-8.4): make these moves\n")  # once

    install_translator("hu")
    line.refresh()
    assert "székről, és átül" in line.text()
    for label in page.findChildren(InstructionsLabel):
        label.stop()
    stop()
    dealer.close()
    director.close()
