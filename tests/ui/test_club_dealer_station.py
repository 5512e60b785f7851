"""A dealer station follows the other stations on the club's server (issue 17).

This computer is the dealer station of table 1 (its real main window, Ctrl+D, the
dealer's keys); the other station is a second connection whose services stand
for the other computer: a second dealer station on the same table acting on the
hand (the conflict case), then the director moving and busting players. The
panel shows each change without anybody touching it; a key pressed at the panel
before it caught up gets the clear message, the hand as it stands now, and
nothing is stored twice.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from director.engine.messages import msg
from director.services.core.station_role import Role
from director.services.events import console_queries as q
from director.services.events.table_games import table_game
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.ui.common.language import as_sentence
from director.ui.console.console import ConsolePage
from director.ui.console.seating import SeatingPage
from director.ui.dealer.panel import DealerPanel
from director.ui.dealer.table_instructions_bar import InstructionsLabel
from tests.ui.club_stations import Club, english, open_dealer_panel, open_station
from tests.ui.dealer_driver import play_out
from tests.ui.event_fixtures import T0
from tests.ui.keys_driver import key
from tests.ui.one_record_views import agree

pytestmark = [pytest.mark.pg, pytest.mark.usefixtures("english")]
__all__ = ["english"]  # the fixture


@pytest.fixture
def club(qtbot: QtBot, tmp_path: Path, pg_url: str) -> Iterator[Club]:
    yield from open_station(qtbot, tmp_path, pg_url, Role.DEALER)


def felt_names(panel: DealerPanel) -> dict[int, str]:
    return {seat.seat: seat.name for seat in panel.felt.table.seats}


def stored_log(club: Club, hand_id: int) -> list[dict[str, object]]:
    return TableService(club.other.db).hand_log(hand_id)


def test_another_dealer_station_acts_on_this_tables_hand(qtbot: QtBot, club: Club) -> None:
    panel = open_dealer_panel(qtbot, club)
    session = panel.session
    assert session.hand_number == 1 and not session.state.log
    blinds = session.hand.setup
    # The second dealer station at the same table picks up the same hand.
    there = DealerSession.at_table(TableService(club.other.db), club.table_id,
                                   table_game(club.other.db, club.event, T0),
                                   blinds.button_seat)
    assert there.hand_id == session.hand_id
    hand_id = there.hand_id
    assert hand_id is not None

    # It posts the small blind: the panel shows it within a moment, untouched.
    there.advance()
    qtbot.waitUntil(lambda: len(session.state.log) == 1, timeout=3000)
    assert session.state.log == there.state.log
    assert "big blind" in panel.step_label.text()
    assert not panel.error_label.text()

    # It posts the big blind, and the dealer here presses N (post) at once, before
    # this panel heard of it: refused with the message, the hand shown as it is.
    there.advance()
    qtbot.keyClick(panel, Qt.Key.Key_N)
    assert panel.error_label.isVisible()
    assert panel.error_label.text() == "\u26a0 " + as_sentence(
        msg("svc-hand-changed-elsewhere", hand_number=1))
    assert session.state.log == there.state.log and len(session.state.log) == 2
    assert len(stored_log(club, hand_id)) == 2  # the big blind once, nothing of the refused N
    assert "big blind" not in panel.step_label.text()

    # The dealer goes on from there (N deals the hole cards): the message goes, the
    # deal is stored once after the two blinds, and the other station hears it.
    qtbot.keyClick(panel, Qt.Key.Key_N)
    assert not panel.error_label.isVisible()
    dealt = len(session.state.log)
    assert dealt > 2 and len(stored_log(club, hand_id)) == dealt
    play_out(qtbot, panel)
    assert session.is_complete
    assert len(stored_log(club, hand_id)) == len(session.state.log)
    assert there.reload() and there.state.log == session.state.log and there.is_complete


def test_the_directors_moves_and_busts_reach_the_dealer_panel(qtbot: QtBot, club: Club
                                                              ) -> None:
    panel = open_dealer_panel(qtbot, club)
    play_out(qtbot, panel)  # hand 1 is over: the director may move this table's players
    here = q.seat_players(club.other.db, club.table_id)
    assert {n for n in felt_names(panel).values() if n} == set(here.values())
    [second] = [t for t in q.tables(club.other.db, club.event) if t.table_id != club.table_id]
    empty_there = next(n for n in range(1, 7)
                       if n not in q.seat_players(club.other.db, second.table_id))
    leaving_seat, leaving = sorted(here.items())[0]
    club.other.seating.move_player(club.entries[leaving], second.table_id, empty_there, T0)
    # the finished hand still names whom it was dealt to (issue 28 item 11); the
    # next hand deals him no more (below)
    qtbot.wait(200)
    assert felt_names(panel)[leaving_seat] == leaving

    # The director busts another (his chips counted to nothing); the next hand deals him
    # no more.
    busted_seat, busted = sorted(here.items())[1]
    club.other.tournaments.count_chips(club.entries[busted], 0, T0)
    club.other.tournaments.bust(club.event, {club.entries[busted]: 0}, T0)

    # A player moved in from the other table, with a stack the director corrected:
    # the next hand (N) deals him in with it, and neither of the two who left.
    arriving = next(name for name in q.seat_players(club.other.db, second.table_id).values()
                    if name != leaving)
    free_here = next(n for n in range(1, 7)
                     if n not in q.seat_players(club.other.db, club.table_id))
    club.other.seating.move_player(club.entries[arriving], club.table_id, free_here, T0)
    club.other.tournaments.count_chips(club.entries[arriving], 12_350, T0)
    qtbot.keyClick(panel, Qt.Key.Key_N)
    assert not panel.error_label.text(), panel.error_label.text()
    assert panel.session.hand_number == 2
    seats = {seat.seat: seat for seat in panel.felt.table.seats}
    assert seats[free_here].name == arriving
    assert seats[free_here].stack + seats[free_here].bet == 12_350
    dealt_in = {seat.name for seat in seats.values()}
    assert leaving not in dealt_in and busted not in dealt_in
    assert busted_seat not in seats


def test_R_3_2_players_balanced_into_this_table_during_its_hand_are_told_at_once(
        qtbot: QtBot, club: Club) -> None:
    """The director balances while this table plays a hand: the players moving in
    take empty seats here (their own table was between hands, R-8.4), the
    dealer's instructions say so at once with "dealt in from the next hand", the
    hand on the felt goes on without them, and the next hand deals them in (R-3.2)."""
    director = club.other
    here = q.seat_players(director.db, club.table_id)
    [second] = [t for t in q.tables(director.db, club.event) if t.table_id != club.table_id]
    free_there = [n for n in range(1, second.max_seats + 1)
                  if n not in q.seat_players(director.db, second.table_id)]
    staying = dict(sorted(here.items())[2:])
    for (_, name), seat in zip(sorted(here.items())[:2], free_there, strict=False):
        director.seating.move_player(club.entries[name], second.table_id, seat, T0)
    panel = open_dealer_panel(qtbot, club)  # hand 1: the two players left here
    assert panel.session.hand_number == 1 and not panel.session.is_complete
    assert {n for n in felt_names(panel).values() if n} == set(staying.values())

    result = director.seating.balance(club.event, T0, random.Random(5))
    arriving = [m for m in result.moves if int(m.to_table) == club.table_id]
    assert len(arriving) == 2 and not result.broken
    label = panel.window().findChild(InstructionsLabel, "tableInstructions")
    assert label is not None
    # each arrival named, with where from and "dealt in from the next hand"
    expected = [f", seat {m.from_seat}, and takes seat {m.to_seat}: dealt in from the next "
                "hand" for m in arriving]
    # under one heading citing the rule for the list, a line a move
    heading = "Balancing (R-8.4): make these moves"
    qtbot.waitUntil(lambda: label.text().split("\n")[0] == heading
                    and len(label.text().split("\n")) == 1 + len(expected) and all(
        part in line for part, line in zip(expected, label.text().split("\n")[1:],
                                           strict=True)), timeout=3000)
    assert label.isVisible()
    assert "dealt in from the next hand" in label.text()
    # The hand in progress is not touched: the same players, nobody dealt in.
    assert {n for n in felt_names(panel).values() if n} == set(staying.values())
    assert not panel.error_label.text()

    play_out(qtbot, panel)
    qtbot.keyClick(panel, Qt.Key.Key_N)
    assert not panel.error_label.text(), panel.error_label.text()
    assert panel.session.hand_number == 2
    names = q.seat_players(director.db, club.table_id)
    dealt = {n for n in felt_names(panel).values() if n}
    assert {names[m.to_seat] for m in arriving} <= dealt


def test_R_3_3_the_dealer_station_records_its_own_tables_hand_on_the_felt(
        qtbot: QtBot, club: Club) -> None:
    """Ctrl+T, Ctrl+H at the dealer station of table 1 (its real main window, its own
    login's rail): the seating offers its own table's dealing alone (no Open tables,
    Draw seats or Balance, the director's; no other table to choose, a click on its
    felt chooses nothing), and hand 1 is dealt on the felt at the button the director
    drew, the message line says where the blinds are, and it is stored; every view
    open at this station then shows what the store holds."""
    first, second = (t.table_id for t in q.tables(club.other.db, club.event))
    for table in (first, second):
        club.other.seating.draw_for_button(table, T0, random.Random(2))
    running = TableService(club.other.db).running_state
    drawn = running(first).button
    window = club.window
    key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    page = window.pages.currentWidget()
    assert isinstance(page, SeatingPage)
    qtbot.waitUntil(lambda: page.table_choice.currentData() == first
                    and page.hand_button.isEnabled())
    assert [page.table_choice.itemData(i) for i in range(page.table_choice.count())] == [first]
    assert not any(button.isVisible() for button in (
        page.open_button, page.draw_button, page.balance_button, page.table_count))
    assert page.button_draw_button.isVisible() and page.hand_button.isVisible()
    QTest.keyClick(page.table_choice, Qt.Key.Key_Down)  # nothing else to choose
    other = page.graphics[second].viewport()  # a click on table 2's felt
    qtbot.mouseClick(other, Qt.MouseButton.LeftButton, pos=other.rect().center())
    assert page.table_choice.currentData() == first
    QTest.keyClick(page, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    state = running(first)
    assert (state.hands_dealt, state.button) == (1, drawn) and state.positions is not None
    assert not page.message.error
    assert page.message.text().startswith(
        f"Table 1, hand 1 dealt on the felt: Button at seat {drawn}; seat "
        f"{state.positions.small_blind} posts the small blind")
    assert running(second).hands_dealt == 0
    agree(qtbot, window, club.window.context, club.event, T0,  # every view, this station
          "hand 1 on the felt at the dealer station")


def test_R_8_5_table_reports_follow_the_directors_busts_and_undo(
        qtbot: QtBot, club: Club) -> None:
    """The station's console ("Table reports") lists its own table's players; the
    director's station busts all four of them in one hand: the rows go by themselves
    (the club's feed) and the page says nobody is seated there; the director's Ctrl+Z
    brings them back, and the words go. Every view open at the station shows what the
    store holds after each step."""
    window = club.window
    console = window.pages.page(f"console_{club.event}")
    assert isinstance(console, ConsolePage)
    [here] = [t for t in q.tables(club.other.db, club.event) if t.table_id == club.table_id]
    mine = sorted(s.player for s in here.seats if s.player)
    assert len(mine) == 4

    def listed() -> list[str]:
        return sorted(console.entries.item(r, 0).text()
                      for r in range(console.entries.rowCount()))

    qtbot.waitUntil(lambda: listed() == mine)
    club.other.tournaments.bust(club.event, {s.entry_id: 10_000 for s in here.seats
                                             if s.entry_id is not None}, T0)
    qtbot.waitUntil(lambda: listed() == [], timeout=5000)
    assert console.message.text() == "Nobody is seated at this station's table"
    agree(qtbot, window, window.context, club.event, T0, "the director's four busts")
    club.other.events.undo_last(club.event, T0)
    qtbot.waitUntil(lambda: listed() == mine, timeout=5000)
    assert console.message.text() == ""
    agree(qtbot, window, window.context, club.event, T0, "the director's undo")


def test_R_8_5_the_dealer_station_sees_hand_for_hand_without_the_directors_buttons(
        qtbot: QtBot, club: Club) -> None:
    """The director turns hand for hand on at the director's station: the dealer
    station's console shows the bar by itself (the club's feed), with the hand and each
    table's turn, and none of the director's buttons (on, next hand, end); its panel
    deals the table's hand-for-hand hand once and then waits, saying why; the director
    starts hand 2 and the panel deals again. Every open view agrees with the store."""
    from director.services.tournament.hand_for_hand import HandForHandService

    window = club.window
    console = window.pages.page(f"console_{club.event}")
    assert isinstance(console, ConsolePage)
    hfh = HandForHandService(club.other.db)
    hfh.start(club.event, T0)
    bar = console.hand_for_hand
    qtbot.waitUntil(lambda: bar.isVisibleTo(console), timeout=5000)
    assert bar.label.text().startswith("<b>Hand for hand</b>, hand 1 \u2014 Table 1: to deal")
    assert not any(b.isVisibleTo(console) for b in (bar.start_button, bar.next_button,
                                                    bar.end_button))
    panel = open_dealer_panel(qtbot, club)
    qtbot.waitUntil(lambda: "Table 1: playing" in bar.label.text(), timeout=5000)
    play_out(qtbot, panel)
    key(qtbot, window, Qt.Key.Key_N)
    qtbot.waitUntil(panel.error_label.isVisible)
    assert "has played hand-for-hand hand 1" in panel.error_label.text()
    hfh.next_hand(club.event, T0)
    qtbot.waitUntil(lambda: "hand 2" in bar.label.text(), timeout=5000)
    key(qtbot, window, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: panel.session.hand_number == 2 and not panel.session.is_complete)
    agree(qtbot, window, window.context, club.event, T0, "hand-for-hand hand 2 dealt")
