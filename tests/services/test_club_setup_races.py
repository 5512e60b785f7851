"""Two stations setting up at once (issue 31's leftovers): a table opened by name, a
tournament added to a league, the players' file imported. The first command lingers
after the read its check rests on (``races.Linger``: up to a second, until the
second command is done), as a slow station would. Each command takes its lock
before that read (the event's; the player database's), so the second waits and
reads what the first wrote: one "Table 5", the night once in the league, each
player once. On SQLite and PostgreSQL (on SQLite the first command's write lock
already makes the second wait)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlmodel import Session, select

from director.engine.messages import MessageError, render
from director.services.events.event_service import EventService
from director.services.papers import csv_files
from director.services.tables import table_service
from director.services.tables.table_service import TableService
from director.services.tournament import leagues
from director.services.tournament.leagues import LeagueService
from director.store.db import Database
from director.store.models import LeagueEvent, Player, TableRow
from tests.services.night import T0, Night
from tests.services.races import Linger, race, stations

NOW = datetime(2026, 12, 4, 19, 0, tzinfo=UTC)


def test_two_stations_open_table_5_at_once_one_opens_it_the_other_is_told(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two stations open a table called Table 5 in the same cash game at once; the
    first lingers after reading the names of the tables open. One Table 5 is open,
    the other station is told a table of that name is open already. Before the fix
    both were opened: two tables called Table 5."""
    event = EventService(db).create_event("cash", "Friday", {
        "small_blind": 50, "big_blind": 100, "min_buy_in": 2_000}, NOW)
    linger = Linger(monkeypatch, table_service, "open_table_names")
    with stations(db.url, 2) as (a, b):
        outcome = race(
            lambda: TableService(a).open_table(event, "Table 5", {1: 3_000, 2: 3_000}),
            linger.then(lambda: TableService(b).open_table(event, "Table 5", {1: 3_000})))
    with Session(db.engine) as s:
        names = [t.name for t in s.exec(select(TableRow).where(TableRow.event_id == event))]
    assert names == ["Table 5"], outcome
    assert outcome[0] is None and isinstance(outcome[1], MessageError), outcome
    assert render(outcome[1].message, "en") == "a table named Table 5 is open already"
    assert render(outcome[1].message, "hu") == "már nyitva van egy „Table 5” nevű asztal"


def test_two_stations_add_the_same_night_to_a_league_at_once_it_counts_once(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """The league's page at two stations adds Saturday's tournament to the Spring
    league at once; the first lingers after looking whether it is in already. The
    night is in the league once, and the second station is told it is in already
    (the schema's unique constraint is not what answers: before the fix the server
    said another station "changed the same thing at the same moment")."""
    night = Night(db, 4)
    league = LeagueService(db).create("Spring", "10", T0)
    linger = Linger(monkeypatch, leagues, "in_league")
    with stations(db.url, 2) as (a, b):
        outcome = race(lambda: LeagueService(a).add_event(league, night.event),
                       linger.then(lambda: LeagueService(b).add_event(league, night.event)))
    with Session(db.engine) as s:
        rows = list(s.exec(select(LeagueEvent).where(LeagueEvent.league_id == league)))
    assert [r.event_id for r in rows] == [night.event], outcome
    assert outcome[0] is None and isinstance(outcome[1], MessageError), outcome
    assert render(outcome[1].message, "en") == "Saturday is already in Spring"
    assert render(outcome[1].message, "hu") == "Saturday már benne van ebben: Spring"


def test_two_stations_import_the_same_players_file_at_once_each_player_is_added_once(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two stations import the club's players file (Ann, Ben, Cy; Ben known already)
    at once; the first lingers after reading the names the database knows. Ann and
    Cy are added once: the first import adds 2, the second none. Before the fix
    both added them: Ann and Cy twice in the player database."""
    EventService(db).add_player("ben", NOW)  # known already, in another case
    data = "name,nickname\nAnn,\nBen,\nCy,the kid\n"
    linger = Linger(monkeypatch, csv_files, "known_names")
    added: list[int] = []
    with stations(db.url, 2) as (a, b):
        outcome = race(
            lambda: added.append(csv_files.import_players(a, data, NOW)),
            linger.then(lambda: added.append(csv_files.import_players(b, data, NOW))))
    assert outcome == [None, None]
    with Session(db.engine) as s:
        names = sorted(p.name for p in s.exec(select(Player)))
    assert names == ["Ann", "Cy", "ben"]
    assert sorted(added) == [0, 2]
