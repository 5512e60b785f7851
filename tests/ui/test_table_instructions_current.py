"""A dealer station's instructions do not pile up (issue 29, item 8; R-8.4, R-3.2).

The bar above the dealer panel shows the current instructions only: a second
balancing does not add to lines already done, the table's next hand clears them
(the moves are made between hands), the dealer's Done clears them at once, and a
table break's many moves neither widen the window nor push the panel off it. The
director's station and the dealer's share one database file here (the commit feed
is the same on a file as on a server)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.games import HOLDEM
from director.services.core.station_role import Role, set_role
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.table_service import TableService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from director.ui.dealer.table_instructions_bar import (
    LINES_SHOWN,
    InstructionsBar,
    InstructionsLabel,
    with_instructions,
)
from director.ui.shell.app import install_translator
from tests.services.test_table_instructions import FLAT, T0, _seats

pytestmark = pytest.mark.usefixtures("english")


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "club.sqlite3")
    yield database
    database.close()


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    install_translator("en")
    yield
    install_translator("en")


def bust(db: Database, event: int, entries: list[int], table: int, count: int) -> None:
    tournament, seating = TournamentService(db), SeatingService(db)
    where = _seats(seating, db, event)
    out = [e for e in entries if e in where and where[e][0] == table][:count]
    for e in out:
        tournament.count_chips(e, 0, T0)
    tournament.bust(event, {e: 1000 * (n + 1) for n, e in enumerate(out)}, T0)


def deal_next_hand(db: Database, event: int, table: int) -> None:
    hands = TableService(db)
    seats = sorted(seat for _e, (t, seat) in _seats(SeatingService(db), db, event).items()
                   if t == table)
    hands.start_hand(table, hands.next_setup(table, HOLDEM, Betting.no_limit(10), seats[0],
                                             small_blind=5, big_blind=10), T0)


def test_R_8_4_the_dealer_sees_the_current_moves_only(qtbot: QtBot, db: Database) -> None:
    events, tournament, seating = EventService(db), TournamentService(db), SeatingService(db)
    event = events.create_event("tournament", "Club night", FLAT, T0)
    entries = [tournament.register(event, events.add_player(f"P{i}", T0), T0)
               for i in range(1, 16)]
    tables = seating.open_tables(event, 3, T0, seats=6)
    seating.draw_seats(event, T0, random.Random(5))
    set_role(db, Role.DIRECTOR)

    station: dict[int, tuple[InstructionsLabel, InstructionsBar]] = {}
    pages = []
    for table in tables:
        panel = QLabel("the dealer panel")
        panel.setMinimumWidth(400)
        page = with_instructions(db, table, panel)
        qtbot.addWidget(page)
        page.resize(1024, 600)
        page.show()
        bar = page.findChild(InstructionsBar)
        label = page.findChild(InstructionsLabel, "tableInstructions")
        assert bar is not None and label is not None and not bar.isVisible()
        station[table] = (label, bar)
        pages.append(page)
    widest = max(p.minimumSizeHint().width() for p in pages)

    # Two bust at the first table: one player moves there.
    bust(db, event, entries, tables[0], 2)
    [move] = seating.balance(event, T0, random.Random(6)).moves
    source, target = int(move.from_table), int(move.to_table)
    label, bar = station[source]
    qtbot.waitUntil(bar.isVisible, timeout=3000)
    assert label.text().endswith(f" gets up from seat {move.from_seat} and moves to Table "
                                 f"{target}, seat {move.to_seat}")  # issue 28 item 10
    label, bar = station[target]
    done_line = label.text()
    assert bar.isVisible() and done_line.endswith(
        f" comes from Table {source}, seat {move.from_seat}, and takes seat {move.to_seat}")
    # The dealer there says Done: gone at once.
    qtbot.mouseClick(bar.done_button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible()

    # Busts enough for a table to break: its dealer reads every move, in a few lines
    # at most (the rest scroll); no window grows wider, the panel keeps its room.
    for table in tables[1:]:
        bust(db, event, entries, table, 2)
    result = seating.balance(event, T0, random.Random(8))
    assert result.broken
    broken = int(result.broken[0])
    label, bar = station[broken]
    qtbot.waitUntil(bar.isVisible, timeout=3000)
    lines = label.text().split("\n")
    # the rule's line, the table's break, then each move
    assert len(lines) == len([m for m in result.moves if int(m.from_table) == broken]) + 2
    assert lines[0] == "Balancing (R-8.4): make these moves"
    assert not any("R-8.4" in line for line in lines[1:])
    assert "this table breaks: every player moves to the seat the director gives" in lines
    assert len(lines) > LINES_SHOWN
    assert bar.height() <= bar.fontMetrics().lineSpacing() * (LINES_SHOWN + 1) + 16
    assert max(p.minimumSizeHint().width() for p in pages) <= widest
    assert all(p.width() == 1024 for p in pages)
    assert done_line not in station[target][0].text()  # Done stays done

    # A table that deals its next hand made its moves before it: its lines go.
    receiving = next(t for t in tables if t != broken and station[t][1].isVisible())
    deal_next_hand(db, event, receiving)
    qtbot.waitUntil(lambda: not station[receiving][1].isVisible(), timeout=3000)
    assert station[broken][1].isVisible()

    # In Hungarian at once, without a new commit.
    install_translator("hu")
    qtbot.waitUntil(lambda: "asztal" in station[broken][0].text(), timeout=3000)
    for label, _ in station.values():
        label.stop()
