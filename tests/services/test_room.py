"""What the room view may see (issue 18): the clock board, the seating list, the
results, and nothing private; and that every committed command is announced."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta

import pytest

from director.services.core import commits
from director.services.events.event_service import EventService
from director.services.room import director_view, room_view
from director.services.seating.seating_service import SeatingService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database

T0 = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)
SETTINGS = {
    "buy_in": 3000, "fee": 300, "starting_stack": 10000,
    "blinds": {"levels": [{"small_blind": 25, "big_blind": 50, "minutes": 20},
                          {"small_blind": 50, "big_blind": 100, "minutes": 20},
                          {"minutes": 10, "is_break": True},
                          {"small_blind": 100, "big_blind": 200, "minutes": 20}]},
    "payouts": {"rows": [{"min_entries": 2, "max_entries": 10, "percents": [70, 30]}]},
    "seats_per_table": 6,
}


def night(db: Database) -> tuple[int, dict[str, int]]:
    events, tournaments = EventService(db), TournamentService(db)
    event = events.create_event("tournament", "Friday Freezeout", SETTINGS, T0)
    entries = {}
    for i, name in enumerate(["Anna", "Bence", "Csilla", "Dávid"]):
        player = events.add_player(name, T0, nickname=f"nick{i}", email=f"p{i}@example.org")
        entries[name] = tournaments.register(event, player, T0)
    SeatingService(db).open_tables(event, 1, T0)
    SeatingService(db).draw_seats(event, T0, random.Random(4))
    return event, entries


def test_the_room_sees_the_clock_with_blinds_time_left_and_the_prize_pool(db: Database) -> None:
    """R-8.1, R-8.2: 4 entries x (3,000 buy-in - 300 fee) = 10,800 in the pool, paid
    70/30 = 7,560 and 3,240; 40,000 chips over 4 players = 10,000 average, 200 big
    blinds of 50."""
    event, _ = night(db)
    EventService(db).start_clock(event, T0)
    view = room_view(db, event, T0 + timedelta(minutes=5))
    clock = view["clock"]
    assert clock["running"] and clock["state"] == "running"
    assert clock["remaining_ms"] == 15 * 60 * 1000
    assert clock["stakes"]["small_blind"] == 25 and clock["stakes"]["big_blind"] == 50
    assert clock["next_stakes"]["big_blind"] == 100
    assert clock["time_to_break_ms"] == 35 * 60 * 1000
    assert (clock["players_left"], clock["entries"]) == (4, 4)
    assert clock["average_stack"] == 10_000 and clock["average_in_big_blinds"] == 200.0
    assert clock["prize_pool"] == 10_800
    assert clock["payouts"] == [[1, 7_560], [2, 3_240]]
    assert view["refresh_after_ms"] == 15 * 60 * 1000, "the level's end is a change to push"


def test_find_my_seat_lists_every_seated_player_by_name(db: Database) -> None:
    event, _ = night(db)
    view = room_view(db, event, T0)
    assert [row["player"] for row in view["seating"]] == ["Anna", "Bence", "Csilla", "Dávid"]
    assert {row["table"] for row in view["seating"]} == {"Table 1"}
    seats = [row["seat"] for row in view["seating"]]
    assert len(set(seats)) == 4 and all(1 <= s <= 6 for s in seats)


def test_results_list_places_and_prizes(db: Database) -> None:
    """R-8.5: the smaller stack busting first finishes 4th."""
    event, entries = night(db)
    TournamentService(db).count_chips(entries["Dávid"], 0, T0)  # a bust needs zero chips
    TournamentService(db).bust(event, {entries["Dávid"]: 0}, T0)
    view = room_view(db, event, T0)
    assert view["results"] == [{"place": 4, "player": "Dávid", "prize": 0}]
    assert view["clock"]["players_left"] == 3


def test_nothing_private_reaches_the_room(db: Database) -> None:
    event, _ = night(db)
    view = room_view(db, event, T0)
    public = json.dumps(view, ensure_ascii=False)
    for private in ("@example.org", "nick0", "entry", "ledger", "notes"):
        assert private not in public
    assert all(set(row) == {"player", "table", "seat"} for row in view["seating"])
    assert all(set(seat) == {"seat", "player"} for t in view["tables"] for seat in t["seats"])
    remote = director_view(db, event, T0)
    assert {row["stack"] for row in remote["playing"]} == {10_000}
    assert "@example.org" not in json.dumps(remote)


def test_every_commit_is_announced_and_reads_and_refusals_are_not(db: Database) -> None:
    event, _ = night(db)
    heard: list[str] = []
    tables: list[frozenset[str]] = []
    stop = commits.subscribe(db, lambda written: (heard.append("commit"), tables.append(written)))
    room_view(db, event, T0)
    assert heard == [], "reading commits nothing worth announcing"
    events = EventService(db)
    events.add_player("Emese", T0)
    assert heard == ["commit"] and tables == [frozenset({"player"})]
    with pytest.raises(ValueError, match="999"):
        TournamentService(db).register(999, 1, T0)  # fails inside its transaction
    assert heard == ["commit"], "a refused command commits nothing and announces nothing"
    stop()
    events.add_player("Ferenc", T0)
    assert heard == ["commit"]


def test_the_cash_games_waiting_lists_reach_the_room_in_order(db: Database) -> None:
    """Names in the order they asked, one list per game and stakes; no clock."""
    from director.engine.event.cash_tables import Stakes
    from director.services.cash.cash_tables import CashTableService

    events = EventService(db)
    event = events.create_event(
        "cash", "Tuesday cash", {"small_blind": 50, "big_blind": 100, "min_buy_in": 5000}, T0)
    tables = CashTableService(db)
    low = Stakes("holdem", "no limit", 50, 100)
    high = Stakes("holdem", "no limit", 100, 200)
    for name, stakes in (("Gábor", low), ("Hajni", high), ("Ildi", low)):
        tables.add_waiting(event, events.add_player(name, T0), stakes, T0)
    view = room_view(db, event, T0)
    assert view["clock"] is None
    assert view["waiting"] == [
        {"game": "holdem", "limit": "no limit", "small_blind": 50, "big_blind": 100,
         "players": ["Gábor", "Ildi"]},
        {"game": "holdem", "limit": "no limit", "small_blind": 100, "big_blind": 200,
         "players": ["Hajni"]}]
