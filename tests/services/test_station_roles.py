"""A club station's role is a safety rail (issue 17): a dealer station records its
own table's hands only, a display changes nothing, the director everything. A
refused command says why and stores nothing; on SQLite and on the server."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy import text

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import PostBlind
from director.engine.hand.facts.games import HOLDEM
from director.engine.messages import render
from director.services.cash.cash_tables import CashTableService
from director.services.core import hand_log
from director.services.core.action_log import history
from director.services.core.documents import CashSettings
from director.services.core.station_role import Role, set_role
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.table_service import TableService
from director.services.tournament.tournament_service import TournamentService
from director.store.codec import event_to_json
from director.store.db import Database, open_database
from tests.services.night import Night
from tests.services.test_cash_felt_hands import AceToTheFirstSeat
from tests.services.test_cash_tables import game

NOW = datetime(2024, 5, 1, 19, 0, tzinfo=UTC)


def _club(db: Database) -> tuple[int, int, int]:
    """The director opens a cash game with two tables; a hand starts at the first."""
    event_id = EventService(db).create_event("cash", "Friday", CashSettings(
        small_blind=5, big_blind=10), NOW)
    tables = TableService(db)
    first = tables.open_table(event_id, "Table 1", {1: 500, 3: 800, 6: 200})
    second = tables.open_table(event_id, "Table 2", {2: 400, 5: 400})
    return event_id, first, second


def _setup(tables: TableService, table_id: int) -> object:
    return tables.next_setup(table_id, HOLDEM, Betting.no_limit(10), 6,
                             small_blind=5, big_blind=10)


def test_a_dealer_station_records_its_own_tables_hands_only(db: Database) -> None:
    event_id, first, second = _club(db)
    dealer = open_database(db.url)
    set_role(dealer, Role.DEALER, first)
    at_dealer = TableService(dealer)
    hand_id = at_dealer.start_hand(first, _setup(at_dealer, first), NOW)  # type: ignore[arg-type]
    at_dealer.apply(hand_id, PostBlind(1, 5))
    assert TableService(db).hand_log(hand_id) == [{"type": "PostBlind", "seat": 1,
                                                   "amount": 5}]

    with pytest.raises(ServiceError) as refused:
        at_dealer.start_hand(second, _setup(at_dealer, second), NOW)  # type: ignore[arg-type]
    assert render(refused.value.message, "en") == (
        "this is the dealer station of Table 1: it records that table's hands "
        "and reports the busts, rebuys and add-ons of its own players only; do this at "
        "the director's station")
    assert TableService(db).current_hand(second) is None  # nothing stored

    other_hand = TableService(db).start_hand(second, _setup(TableService(db), second), NOW)  # type: ignore[arg-type]
    with pytest.raises(ServiceError, match="dealer station of Table"):
        at_dealer.apply(other_hand, PostBlind(2, 10))
    assert TableService(db).hand_log(other_hand) == []
    with pytest.raises(ServiceError, match="dealer station of Table"):
        EventService(dealer).add_player("Ann", NOW)
    with pytest.raises(ServiceError, match="dealer station of Table"):
        EventService(dealer).create_event("cash", "Saturday", CashSettings(
            small_blind=5, big_blind=10), NOW)
    with db.engine.connect() as conn:
        assert conn.execute(text("SELECT id FROM event")).scalars().all() == [event_id]
        assert conn.execute(text("SELECT count(*) FROM player")).scalar_one() == 0
    dealer.close()


def test_a_display_changes_nothing_and_the_director_everything(db: Database) -> None:
    _event_id, first, _second = _club(db)
    display = open_database(db.url)
    set_role(display, Role.DISPLAY)
    at_display = TableService(display)
    with pytest.raises(ServiceError) as refused:
        at_display.start_hand(first, _setup(at_display, first), NOW)  # type: ignore[arg-type]
    assert render(refused.value.message, "hu") == (
        "ez az állomás kijelző: az órát és az ültetést mutatja, és semmit sem változtat; "
        "ezt a versenyigazgató állomásán tedd meg")
    assert at_display.current_hand(first) is None  # reading is what a display does
    hand_id = TableService(db).start_hand(first, _setup(TableService(db), first), NOW)  # type: ignore[arg-type]
    with pytest.raises(ServiceError, match="display"):
        at_display.apply(hand_id, PostBlind(1, 5))
    assert TableService(db).hand_log(hand_id) == []
    display.close()


def test_a_dealer_station_needs_its_table() -> None:
    with pytest.raises(ValueError, match="table"):
        set_role(Database("sqlite://", None, None), Role.DEALER)  # type: ignore[arg-type]


def test_a_dealer_station_cannot_write_into_another_tables_hand_by_naming_its_own(
        db: Database) -> None:
    """Issue 31 (item 9): the dealer's one-statement path checked the table the
    station named, not the hand's own: a dealer station at table 1 ended table 2's
    hand and set its seats' stacks. The hand's own table is checked now: nothing
    is written (the caller then reads the hand the ordinary way, and is refused)."""
    _event_id, first, second = _club(db)
    other = TableService(db).start_hand(second, _setup(TableService(db), second), NOW)  # type: ignore[arg-type]
    dealer = open_database(db.url)
    set_role(dealer, Role.DEALER, first)
    step = hand_log.Append(other, seen=1, first_seq=1,
                           payloads=[event_to_json(PostBlind(2, 10))], state=None,
                           state_seq=None, stacks={2: 0, 5: 800}, table_id=first)
    assert hand_log.append(dealer, step) is False
    assert TableService(db).hand_log(other) == []
    assert TableService(db).seat_stacks(second) == {2: 400, 5: 400}
    with pytest.raises(ServiceError, match="dealer station of Table"):
        TableService(dealer).apply(other, PostBlind(2, 10))
    dealer.close()


def test_R_3_3_a_dealer_station_records_its_own_tables_hand_on_the_felt(db: Database) -> None:
    """A club's dealer station presses Next hand on the felt at its own table (without
    the dealer panel): the button and blinds move on as at the panel (R-3.3), the posts
    it used are marked (R-3.6), and the hand goes on the director's undo list, where
    the director sees it and takes it back, as a dealer station's report does. At
    another table it is refused with the station's own table named, nothing stored."""
    events, tables, event_id, p = game(db)
    first, second = (tables.open_table(event_id, NOW, seats=6) for _ in range(2))
    for seat, name in ((1, "Ann"), (3, "Ben"), (6, "Cy")):
        tables.sit(first, p[name], 10_000, NOW, seat=seat)
    for seat, name in ((2, "Dora"), (5, "Eve")):
        tables.sit(second, p[name], 10_000, NOW, seat=seat)
    dealer = open_database(db.url)
    set_role(dealer, Role.DEALER, first)
    at_dealer = SeatingService(dealer)
    at_dealer.draw_for_button(first, NOW, AceToTheFirstSeat())  # seat 1
    hand = at_dealer.next_hand(first, NOW, 0)
    assert (hand.number, hand.button, hand.small_blind, hand.big_blind) == (1, 1, 3, 6)
    assert render(hand.explanation, "en") == (
        "Button at seat 1; seat 3 posts the small blind; seat 6 posts the big blind")
    state = TableService(db).running_state(first)
    assert (state.hands_dealt, state.button) == (1, 1)
    second_hand = at_dealer.next_hand(first, NOW, 1)
    assert (second_hand.number, second_hand.button) == (2, 3)

    with pytest.raises(ServiceError) as refused:
        at_dealer.next_hand(second, NOW, 0)
    assert render(refused.value.message, "en").startswith(
        "this is the dealer station of Table 1: it records that table's hands")
    assert TableService(db).running_state(second).hands_dealt == 0  # nothing stored

    # the director's Ctrl+Z takes the dealer's hands back, then its draw
    assert events.undo_last(event_id, NOW).kind == "next hand"
    assert TableService(db).running_state(first).button == 1
    assert events.undo_last(event_id, NOW).kind == "next hand"
    assert TableService(db).running_state(first).hands_dealt == 0
    assert events.undo_last(event_id, NOW).kind == "button draw"
    assert TableService(db).running_state(first).button is None
    dealer.close()


def test_R_3_7_a_dealer_station_marks_the_straddle_its_own_player_announces(
        db: Database) -> None:
    """The player left of the big blind tells the dealer they straddle: the dealer
    station marks it for its own table's next hand, on the director's undo list, and
    the hand dealt on the felt then has the straddle posted (twice the big blind,
    R-3.7). At another table it is refused with the station's own table named,
    nothing stored."""
    _, tables, event_id, p = game(db)
    first, second = (tables.open_table(event_id, NOW, seats=6, straddle=True)
                     for _ in range(2))
    for seat, name in ((1, "Ann"), (3, "Ben"), (4, "Cy"), (6, "Dora")):
        tables.sit(first, p[name], 10_000, NOW, seat=seat)
    tables.sit(second, p["Eve"], 10_000, NOW, seat=2)
    dealer = open_database(db.url)
    set_role(dealer, Role.DEALER, first)
    at_dealer = CashTableService(dealer)
    try:
        at_dealer.straddle_next(first, True, NOW)
        assert tables.table(first).straddle_next
        with pytest.raises(ServiceError) as refused:
            at_dealer.straddle_next(second, True, NOW)
        assert render(refused.value.message, "en").startswith(
            "this is the dealer station of Table 1: it records that table's hands")
        assert not tables.table(second).straddle_next  # nothing stored

        SeatingService(dealer).draw_for_button(first, NOW, AceToTheFirstSeat())  # seat 1
        hand = SeatingService(dealer).next_hand(first, NOW, 0)
        assert (hand.button, hand.small_blind, hand.big_blind) == (1, 3, 4)
        assert render(hand.explanation, "en") == (
            "Button at seat 1; seat 3 posts the small blind; seat 4 posts the big blind; "
            "seat 6 straddles 200 (R-3.7)")
        assert not tables.table(first).straddle_next  # asked for one hand at a time
        kinds = [a.kind for a in history(db, event_id)]
        assert kinds[-3:] == ["straddle", "button draw", "next hand"]
    finally:
        dealer.close()


def test_R_8_6_a_dealer_station_counts_its_own_tables_players_only(db: Database) -> None:
    """A chip count at the table, at the dealer station of the first table: its own
    player's stack set, on the director's undo list (where the director takes it
    back); a player of the other table refused with the station's table named."""
    night = Night(db, 12, tables=2)
    first, second = night.table_ids
    dealer = open_database(db.url)
    set_role(dealer, Role.DEALER, first)
    try:
        here, there = (min(n for n, (e, _s, _b) in night.seat_rows(t).items() if e)
                       for t in (first, second))
        mine, theirs = night.entry_at(first, here), night.entry_at(second, there)
        assert TournamentService(dealer).count_chips(mine, 12_500, NOW) == 12_500
        with pytest.raises(ServiceError) as refused:
            TournamentService(dealer).count_chips(theirs, 12_500, NOW)
        assert render(refused.value.message, "en").startswith(
            "this is the dealer station of Table 1")
        assert night.seat_rows(first)[here][1] == 12_500
        assert night.seat_rows(second)[there][1] == 10_000  # nothing stored
        assert EventService(db).undo_last(night.event, NOW).kind == "chip count"
        assert night.seat_rows(first)[here][1] == 10_000
    finally:
        dealer.close()
