"""A tournament from planned to running to finished, prizes only for finished places,
undo texts that name players, and events archived or deleted from Home."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest
from sqlmodel import Session, select

from director.services.core import commits
from director.services.core.action_log import history
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.events.event_service import EventService
from director.services.events.queries import Queries
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.services.tournament.tournament_service import Result, TournamentService
from director.store.db import Database, open_database
from director.store.models import (
    ClockState,
    DirectorAction,
    Entry,
    Event,
    Hand,
    HandEvent,
    Player,
    Seat,
    TableRow,
)
from director.store.notify import EVERYTHING
from tests.pg import wait_until

T0 = datetime(2026, 6, 1, 18, 0, tzinfo=UTC)
MIN = timedelta(minutes=1)
SETTINGS = {
    "buy_in": 5000, "starting_stack": 10000, "re_entries": 1,
    "blinds": {"levels": [{"small_blind": 50, "big_blind": 100, "minutes": 20},
                          {"small_blind": 100, "big_blind": 200, "minutes": 20}]},
    "payouts": {"name": "Standard", "rows": [
        {"min_entries": 2, "max_entries": 4, "percents": [70, 30]},
        {"min_entries": 5, "max_entries": 9, "percents": [50, 30, 20]}]},
}
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve"]


class Night:
    def __init__(self, db: Database) -> None:
        self.db = db
        self.events = EventService(db)
        self.t = TournamentService(db)
        self.seating = SeatingService(db)
        self.queries = Queries(db)
        self.event = self.events.create_event("tournament", "Friday", SETTINGS, T0)
        self.entries = {n: self.t.register(self.event, self.events.add_player(n, T0), T0)
                        for n in NAMES}

    def status(self) -> str:
        [summary] = [e for e in self.queries.list_events(archived=True)
                     if e.event_id == self.event]
        return summary.status


def test_R_8_2_the_first_clock_start_makes_a_planned_event_running(db: Database) -> None:
    n = Night(db)
    assert n.status() == "planned"
    n.events.start_clock(n.event, T0)
    assert n.status() == "running"
    assert n.events.running_events() == [n.event]


def test_awarding_prizes_with_three_players_left_pays_nobody_and_says_why(
        db: Database) -> None:
    n = Night(db)
    n.t.bust(n.event, {n.entries["Eve"]: 3000}, T0 + MIN)
    n.t.bust(n.event, {n.entries["Dan"]: 3000}, T0 + 2 * MIN)
    # 5 × 5,000 = 25,000 pays 12,500 / 7,500 / 5,000 to places 1-3, none finished yet
    with pytest.raises(ServiceError, match="no paid place is finished yet: places 1 to 3 "
                                           "are paid and 3 players are still playing"):
        n.t.award_prizes(n.event, T0 + 3 * MIN)
    with Session(db.engine) as s:
        assert all(e.prize is None for e in s.exec(select(Entry)))
    n.t.bust(n.event, {n.entries["Cat"]: 3000}, T0 + 4 * MIN)
    assert n.t.award_prizes(n.event, T0 + 5 * MIN) == {n.entries["Cat"]: 5_000}


def test_the_last_bust_then_finish_names_the_winner_stops_the_clock_and_ends_it(
        db: Database) -> None:
    n = Night(db)
    n.events.start_clock(n.event, T0)
    for i, name in enumerate(("Eve", "Dan", "Cat"), start=1):
        n.t.bust(n.event, {n.entries[name]: 1000}, T0 + i * MIN)
    with pytest.raises(ServiceError, match="2 players are still playing"):
        n.t.finish(n.event, T0 + 4 * MIN)
    assert n.status() == "running"
    n.t.bust(n.event, {n.entries["Ben"]: 1000}, T0 + 5 * MIN)
    assert n.status() == "won"  # the winner known, Finish not pressed yet
    results = n.t.finish(n.event, T0 + 6 * MIN)
    assert results == (Result(1, "Ann", 12_500, 0), Result(2, "Ben", 7_500, 0),
                       Result(3, "Cat", 5_000, 0), Result(4, "Dan", 0, 0),
                       Result(5, "Eve", 0, 0))
    assert n.status() == "finished"
    clock = n.events.clock(n.event, T0 + 30 * MIN)
    assert clock is not None and not clock.running
    # paused when the last bust left one player (issue 28: a tournament with its
    # winner counts nothing down): 20 - 5 = 15 minutes of level 1 left, however long after
    assert clock.remaining == timedelta(minutes=15)
    with pytest.raises(ServiceError, match="the tournament is finished"):
        n.events.resume_clock(n.event, T0 + 31 * MIN)
    with pytest.raises(ServiceError, match="Friday is already finished"):
        n.t.finish(n.event, T0 + 31 * MIN)
    with pytest.raises(ServiceError, match="Friday is finished; nobody can enter"):
        n.t.register(n.event, n.events.add_player("Late", T0), T0 + 32 * MIN)
    assert str(history(db, n.event)[-1].description) == "Tournament finished: Ann wins"
    # undo brings back the running tournament with its winner (the clock still
    # paused), a second undo the last bust and the clock running again
    n.events.undo_last(n.event, T0 + 33 * MIN)
    assert n.status() == "won"
    clock = n.events.clock(n.event, T0 + 33 * MIN)
    assert clock is not None and not clock.running
    n.events.undo_last(n.event, T0 + 34 * MIN)
    assert n.status() == "running"
    clock = n.events.clock(n.event, T0 + 34 * MIN)
    assert clock is not None and clock.running


def test_undo_names_the_busted_players_not_their_entry_ids(db: Database) -> None:
    n = Night(db)
    n.t.bust(n.event, {n.entries["Dan"]: 4000, n.entries["Eve"]: 2000}, T0 + MIN)
    assert str(history(db, n.event)[-1].description) == "Bust: Dan (place 4), Eve (place 5)"
    record = n.events.undo_last(n.event, T0 + 2 * MIN)
    assert str(record.description) == "Bust: Dan (place 4), Eve (place 5)"


def test_undo_names_the_player_moved_or_seated_late(db: Database) -> None:
    n = Night(db)
    [table] = n.seating.open_tables(n.event, 1, T0, seats=9)
    n.seating.draw_seats(n.event, T0, random.Random(3))
    taken = {seat.number for seat in q.tables(db, n.event)[0].seats}
    free = min(set(range(1, 10)) - taken)
    n.seating.move_player(n.entries["Cat"], table, free, T0 + MIN)
    assert str(history(db, n.event)[-1].description) == f"Cat moved to Table 1 seat {free}"
    n.t.count_chips(n.entries["Eve"], 0, T0 + 2 * MIN)  # a bust needs zero chips
    n.t.bust(n.event, {n.entries["Eve"]: 0}, T0 + 2 * MIN)
    again = n.t.register(n.event, 5, T0 + 3 * MIN)  # Eve re-enters (entry number 2)
    _, seat = n.seating.seat_late_entry(again, T0 + 3 * MIN, random.Random(1))
    assert str(history(db, n.event)[-1].description) == f"Eve (2) seated at Table 1 seat {seat}"


def test_an_archived_event_leaves_home_and_comes_back_with_the_filter(db: Database) -> None:
    n = Night(db)
    other = n.events.create_event("tournament", "Saturday", SETTINGS, T0 + MIN)
    n.events.set_archived(n.event)
    assert [e.name for e in n.queries.list_events()] == ["Saturday"]
    shown = n.queries.list_events(archived=True)
    assert [(e.name, e.archived) for e in shown] == [("Saturday", False), ("Friday", True)]
    n.events.set_archived(n.event, False)
    assert {e.event_id for e in n.queries.list_events()} == {n.event, other}


def test_deleting_an_event_removes_everything_of_it_and_keeps_the_players(
        db: Database) -> None:
    n = Night(db)
    keep = n.events.create_event("tournament", "Saturday", SETTINGS, T0)
    n.t.register(keep, 1, T0)
    n.events.start_clock(n.event, T0)
    [table] = n.seating.open_tables(n.event, 1, T0, seats=9)
    n.seating.draw_seats(n.event, T0, random.Random(3))
    n.seating.draw_for_button(table, T0, random.Random(4))
    button = min(n.events.tables.seat_stacks(table))
    DealerSession.at_table(n.events.tables, table, USUAL_GAMES["holdem"], button).advance()
    assert n.events.delete_event(n.event) == "Friday"
    with Session(db.engine) as s:
        assert s.get(Event, n.event) is None
        for model in (TableRow, Seat, Hand, HandEvent, ClockState, DirectorAction):
            rows = s.exec(select(model)).all()
            assert all(getattr(r, "event_id", keep) == keep for r in rows), model
        assert s.exec(select(Hand)).all() == [] and s.exec(select(HandEvent)).all() == []
        assert s.exec(select(TableRow)).all() == [] and s.exec(select(Seat)).all() == []
        assert [e.event_id for e in s.exec(select(Entry))] == [keep]
        assert len(s.exec(select(Player)).all()) == 5
    assert [e.name for e in n.queries.list_events()] == ["Saturday"]


def test_a_deleted_event_is_heard_by_every_listener(db: Database) -> None:
    """Deleting an event writes in plain SQL, which the session's flush does not see:
    nothing was announced, so another station's Home and the event's pages open there
    never heard it was gone. The tables it deleted from are announced now."""
    n = Night(db)
    n.events.start_clock(n.event, T0)
    [table] = n.seating.open_tables(n.event, 1, T0, seats=9)
    n.seating.draw_seats(n.event, T0, random.Random(3))
    heard: list[frozenset[str]] = []
    stop = commits.subscribe(db, heard.append)
    try:
        n.events.delete_event(n.event)
    finally:
        stop()
    [tables] = heard
    assert {"event", "entry", "poker_table", "seat", "clockstate"} <= tables, tables
    del table


@pytest.mark.pg
def test_a_deleted_event_is_heard_at_another_station(pg_url: str) -> None:
    """At a club, the station that did not delete it hears it through the server."""
    here, there = open_database(pg_url), open_database(pg_url)
    try:
        n = Night(there)
        heard: list[frozenset[str]] = []
        commits.subscribe(here, heard.append)
        stop = commits.hear_other_stations(here)
        wait_until(lambda: heard == [EVERYTHING])  # listening: its catch-up read heard
        n.events.delete_event(n.event)
        wait_until(lambda: any("event" in tables for tables in heard))
        stop()
    finally:
        here.close()
        there.close()
