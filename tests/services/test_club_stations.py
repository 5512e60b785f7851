"""Several stations on one database (issue 17): each station is its own
``Database`` and services, as each computer of a club is; on PostgreSQL they
hear each other's commits (LISTEN/NOTIFY) and survive the server's restart."""

from __future__ import annotations

import threading
from datetime import UTC, datetime

import pytest
from sqlalchemy import text

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import PostBlind
from director.engine.hand.facts.games import HOLDEM
from director.services.core import commits
from director.services.core.documents import CashSettings
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.tables.table_service import TableService
from director.store.db import Database, open_database
from director.store.errors import ServerLost
from director.store.notify import EVERYTHING, Listener
from tests.pg import Server, wait_until

NOW = datetime(2024, 5, 1, 19, 0, tzinfo=UTC)


def _hand(db: Database) -> tuple[int, int]:
    event_id = EventService(db).create_event("cash", "Friday", CashSettings(
        small_blind=5, big_blind=10), NOW)
    tables = TableService(db)
    table_id = tables.open_table(event_id, "Table 1", {1: 500, 3: 800, 6: 200})
    setup = tables.next_setup(table_id, HOLDEM, Betting.no_limit(10), 6,
                              small_blind=5, big_blind=10)
    return table_id, tables.start_hand(table_id, setup, NOW)


def test_two_dealers_at_one_table_one_wins_the_other_is_told(db: Database) -> None:
    """Both stations show the hand waiting for seat 1's small blind; station A's
    post is stored, station B's (a moment later, from the view before it) is
    refused with a message, and B then sees A's post: the log holds it once."""
    table_id, hand_id = _hand(db)
    station_b = open_database(db.url)
    a, b = TableService(db), TableService(station_b)
    assert a.current_hands([table_id])[table_id][1].log == ()
    assert b.current_hands([table_id])[table_id][1].log == ()
    a.apply(hand_id, PostBlind(1, 5))
    with pytest.raises(ServiceError, match=r"changed at another station.*not recorded"):
        b.apply(hand_id, PostBlind(1, 5))
    now = b.current_hand(table_id)
    assert now is not None and now[1].log == (PostBlind(1, 5),)
    b.apply(hand_id, PostBlind(3, 10))  # from the refreshed view it goes on
    assert a.hand_log(hand_id) == [{"type": "PostBlind", "seat": 1, "amount": 5},
                                   {"type": "PostBlind", "seat": 3, "amount": 10}]
    station_b.close()


def test_the_log_stays_append_only_on_the_server_too(db: Database) -> None:
    _table_id, hand_id = _hand(db)
    TableService(db).apply(hand_id, PostBlind(1, 5))
    with pytest.raises(Exception, match="append-only"), db.engine.begin() as conn:
        conn.execute(text("UPDATE hand_event SET payload = '{}' WHERE hand_id = :id"),
                     {"id": hand_id})


@pytest.mark.pg
def test_a_commit_at_one_station_is_heard_at_the_others_not_at_its_own(pg_url: str) -> None:
    director, dealer = open_database(pg_url), open_database(pg_url)
    heard: list[frozenset[str]] = []
    own: list[frozenset[str]] = []
    at_director = Listener(pg_url.replace("+psycopg", ""), director.station,
                           heard.append).start()
    at_dealer = Listener(pg_url.replace("+psycopg", ""), dealer.station, own.append).start()
    assert at_director.connected.wait(10) and at_dealer.connected.wait(10)
    _table_id, hand_id = _hand(dealer)
    TableService(dealer).apply(hand_id, PostBlind(1, 5))
    wait_until(lambda: any("hand_event" in tables for tables in heard))
    assert any("poker_table" in tables for tables in heard)  # the table opened
    at_dealer.stop()
    at_director.stop()
    # a station does not answer its own changes: it heard only the catch-up that
    # follows its first LISTEN
    assert own == [EVERYTHING]
    director.close()
    dealer.close()


@pytest.mark.pg
def test_the_server_killed_mid_night_stations_say_so_and_carry_on(pg_server: Server) -> None:
    """The server dies (immediate stop, as a pulled plug): the station's listener
    reports it at once, a dealer's action is refused with the server message
    (nothing queued), and once the server is back the station reconnects by
    itself, hears that it should catch up, and every action reported done is
    still stored."""
    server = Server()  # a server of its own: the session's stays up for other tests
    try:
        url = server.fresh_database()
        db = open_database(url)
        table_id, hand_id = _hand(db)
        tables = TableService(db)
        tables.apply(hand_id, PostBlind(1, 5))
        lost, back = threading.Event(), threading.Event()
        caught_up: list[frozenset[str]] = []
        listener = Listener(url.replace("+psycopg", ""), db.station, caught_up.append,
                            lost.set, back.set).start()
        assert listener.connected.wait(10)
        wait_until(lambda: caught_up == [EVERYTHING])  # the first LISTEN's catch-up
        server.kill()
        assert lost.wait(10)
        with pytest.raises(ServerLost, match=r"does not answer.*not saved"):
            tables.apply(hand_id, PostBlind(3, 10))
        server.start()
        assert back.wait(20)
        wait_until(lambda: caught_up == [EVERYTHING, EVERYTHING])  # and once back
        again = TableService(db).current_hand(table_id)
        assert again is not None and again[1].log == (PostBlind(1, 5),)
        TableService(db).apply(hand_id, PostBlind(3, 10))
        listener.stop()
        db.close()
    finally:
        server.close()


@pytest.mark.pg
def test_what_refreshes_after_a_local_command_refreshes_after_a_remote_one(
        pg_url: str) -> None:
    """The director's station subscribes to its commit feed as the room view does;
    a dealer station's action reaches that feed through the server."""
    director, dealer = open_database(pg_url), open_database(pg_url)
    heard: list[frozenset[str]] = []
    commits.subscribe(director, heard.append)
    stop = commits.hear_other_stations(director)
    try:
        wait_until(lambda: heard == [EVERYTHING])  # listening: its catch-up read heard
        _table_id, hand_id = _hand(dealer)
        TableService(dealer).apply(hand_id, PostBlind(1, 5))
        wait_until(lambda: any("hand_event" in tables for tables in heard))
    finally:  # a failure here leaves no listener nor connection to a later test
        stop()
        director.close()
        dealer.close()


@pytest.mark.pg
def test_a_commit_made_before_the_station_listens_is_read_when_it_starts_listening(
        pg_url: str) -> None:
    """A station reads its pages, then starts hearing the others (``LISTEN``, on a
    thread of its own); a dealer station's blind committed in between is notified
    to nobody there. The first LISTEN is followed by a read of everything, so the
    station's views show that blind at once and not at the next commit anywhere
    (before, the director's feed heard nothing of it: CI of dc9c620a)."""
    director, dealer = open_database(pg_url), open_database(pg_url)
    heard: list[frozenset[str]] = []
    commits.subscribe(director, heard.append)
    _table_id, hand_id = _hand(dealer)
    TableService(dealer).apply(hand_id, PostBlind(1, 5))  # before the director listens
    stop = commits.hear_other_stations(director)
    try:
        wait_until(lambda: heard == [EVERYTHING])  # read everything again
    finally:
        stop()
        director.close()
        dealer.close()
