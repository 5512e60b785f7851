"""A league of three nights with a formula the club typed: the program's standings
equal a table worked out by hand; a malicious or runaway formula is refused."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from director.engine.event.money.formula import parse
from director.engine.event.money.league import LeagueResult, standings
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.room import read_room
from director.services.tournament.leagues import LeagueService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database

T0 = datetime(2026, 1, 9, 19, 0, tzinfo=UTC)
SETTINGS = {"buy_in": 2000, "fee": 200, "starting_stack": 10000,
            "blinds": {"levels": [{"small_blind": 25, "big_blind": 50, "minutes": 20}]}}
FORMULA = "10 * (players - place + 1) / players + (5 if place == 1 else 0)"


def night(db: Database, name: str, day: int, order: list[str],
          ids: dict[str, int]) -> int:
    """A tournament whose players finish in ``order`` (the winner first)."""
    events, tournament = EventService(db), TournamentService(db)
    when = T0 + timedelta(days=day)
    event = events.create_event("tournament", name, SETTINGS, when)
    for player in order:
        if player not in ids:
            ids[player] = events.add_player(player, when)
    entries = {p: tournament.register(event, ids[p], when) for p in order}
    for loser in reversed(order[1:]):
        tournament.bust(event, {entries[loser]: 0}, when, eliminators=[entries[order[0]]])
    tournament.finish(event, when)
    return event


def test_three_nights_with_a_typed_formula_best_two_counted(db: Database) -> None:
    ids: dict[str, int] = {}
    leagues = LeagueService(db)
    league = leagues.create("Winter 2026", FORMULA, T0, best=2)
    events = []
    for event in (night(db, "Night 1", 0, ["Anna", "Bela", "Cili", "Dani"], ids),
                  night(db, "Night 2", 7, ["Bela", "Emma", "Anna", "Feri", "Cili"], ids),
                  night(db, "Night 3", 14, ["Cili", "Dani", "Emma", "Anna"], ids)):
        leagues.add_event(league, event)
        events.append(event)
    # By hand: 10 × (players − place + 1) / players, and 5 more for a win.
    #          night 1 (4)   night 2 (5)   night 3 (4)   best two
    # Anna     1st: 15       3rd: 6        4th: 2.5      21
    # Bela     2nd: 7.5      1st: 15                     22.5
    # Cili     3rd: 5        5th: 2        1st: 15       20
    # Dani     4th: 2.5                    2nd: 7.5      10
    # Emma                   2nd: 8        3rd: 5        13
    # Feri                   4th: 4                      4
    table = leagues.standings(league)
    assert [(r.place, r.player, r.points) for r in table] == [
        (1, "Bela", 2250), (2, "Anna", 2100), (3, "Cili", 2000), (4, "Emma", 1300),
        (5, "Dani", 1000), (6, "Feri", 400)]
    assert table[1].events == (1500, 600, 250) and table[1].counted == 2
    history = leagues.history(league, "Anna")
    assert [(h.event, h.place, h.players, h.points) for h in history] == [
        ("Night 1", 1, 4, 1500), ("Night 2", 3, 5, 600), ("Night 3", 4, 4, 250)]
    # Shared with the room: the standings under the night's results
    shared = read_room(db, events[2], T0 + timedelta(days=14)).room.standings
    assert [(s.league, [(r.place, r.player, r.points) for r in s.rows])
            for s in shared] == [("Winter 2026", [(r.place, r.player, r.points) for r in table])]


@pytest.mark.parametrize(("formula", "refusal"), [
    ("__import__('os')", "“__import__('os')” is not allowed in a formula"),
    ("9 ** 9 ** 9", "a power in a formula may have an exponent of at most 8"),
    ("place ** 99", "a power in a formula may have an exponent of at most 8"),
    ("99999999 * 99999999", "the formula gives a number too large for points"),
    ("1 + " * 60 + "1", "the formula is 241 characters long; at most 200 are allowed"),
    ("place.__class__", "“place.__class__” is not allowed in a formula"),
    ("open('x')", "“open('x')” is not allowed in a formula"),
    ("players / (place - 1)", "the formula divides by zero"),
    ("points * 2", "“points” is not a value a formula knows"),
])
def test_a_bad_formula_is_refused_with_a_message(db: Database, formula: str,
                                                 refusal: str) -> None:
    leagues = LeagueService(db)
    with pytest.raises(ServiceError) as refused:
        leagues.create("Bad", formula, T0)
    assert str(refused.value.message).startswith(refusal)
    assert leagues.leagues() == []


@pytest.mark.parametrize(("best", "refusal"), [
    (0, "the best 0 results: count at least one result, or all of them"),
    (100, "the best 100 results: count at most 99 results, or all of them"),
    (3_000_000_000, "the best 3000000000 results: count at most 99 results, or all of them"),
])
def test_a_best_results_count_past_its_bounds_is_refused_with_a_message(
        db: Database, best: int, refusal: str) -> None:
    """Nothing too large for the database (PostgreSQL's integer ends at 2,147,483,647)
    is stored; 99 best results is the most a league counts, else all of them."""
    leagues = LeagueService(db)
    with pytest.raises(ServiceError) as refused:
        leagues.create("Winter", "field", T0, best)
    assert str(refused.value.message) == refusal
    assert leagues.leagues() == []
    leagues.create("Winter", "field", T0, 99)
    assert [league.best for league in leagues.leagues()] == [99]


def test_named_formulas_and_tie_rules() -> None:
    results = [[LeagueResult("Anna", 1, 4), LeagueResult("Bela", 2, 4),
                LeagueResult("Cili", 3, 4), LeagueResult("Dani", 4, 4)],
               [LeagueResult("Bela", 1, 4), LeagueResult("Anna", 4, 4),
                LeagueResult("Cili", 2, 4), LeagueResult("Dani", 3, 4)]]
    field = parse("field")  # players − place + 1: Anna 4+1, Bela 3+4, Cili 2+3, Dani 1+2
    shared = standings(results, field)
    assert [(r.place, r.player, r.points) for r in shared] == [
        (1, "Bela", 700), (2, "Anna", 500), (2, "Cili", 500), (4, "Dani", 300)]
    wins = standings(results, field, ties="most-wins")  # Anna won a night, Cili did not
    assert [(r.place, r.player) for r in wins][:3] == [(1, "Bela"), (2, "Anna"), (3, "Cili")]
    # 10 × √4 / √1 = 20 for a win
    assert standings(results, parse("square-root"))[0].points == 2000 + 1414


def test_a_cash_game_or_an_event_deleted_meanwhile_is_refused_in_words(db: Database) -> None:
    """A league counts tournaments: a cash game is refused by its name, not "event 2";
    a night deleted at another station while the leagues window listed it is said so,
    not "event 1 is not a tournament". In English and Hungarian; nothing is added."""
    from director.engine.messages import render

    ids: dict[str, int] = {}
    friday = night(db, "Friday", 0, ["Anna", "Bence"], ids)
    events, leagues = EventService(db), LeagueService(db)
    cash = events.create_event("cash", "Tuesday cash", {"small_blind": 50, "big_blind": 100},
                               T0)
    league = leagues.create("Autumn", FORMULA, T0)
    events.delete_event(friday)  # another station's Home: Delete
    said = []
    for event in (cash, friday):
        with pytest.raises(ServiceError) as refused:
            leagues.add_event(league, event)
        said.append((render(refused.value.message, "en"), render(refused.value.message, "hu")))
    assert said == [
        ("Tuesday cash is not a tournament: a league counts tournaments",
         "Tuesday cash nem verseny: egy liga versenyeket számol"),
        ("the event chosen was deleted at another station: nothing was added to Autumn",
         "a választott eseményt közben egy másik állomáson törölték: nem került be ebbe: "
         "Autumn")]
    assert leagues.events(league) == []


def test_players_tied_in_a_league_are_listed_alphabetically_accents_and_all() -> None:
    """Three players tied on points share the place and are listed as a Hungarian (or
    any) reader expects: Ábel among the A's, Ödön among the O's; before, by the
    characters' codes, Ábel and Ödön came after Zsolt. Two players of one name are two
    lines, in the order of their records."""
    night = [LeagueResult("Zsolt", 1, 2, player_id=1), LeagueResult("Ödön", 1, 2, player_id=2),
             LeagueResult("Ábel", 1, 2, player_id=3), LeagueResult("Oszkár", 1, 2, player_id=4),
             LeagueResult("anna", 1, 2, player_id=6), LeagueResult("Anna", 1, 2, player_id=5)]
    table = standings([night], parse("field"))
    assert {r.place for r in table} == {1}
    assert [(r.player, r.player_id) for r in table] == [
        ("Ábel", 3), ("Anna", 5), ("anna", 6), ("Ödön", 2), ("Oszkár", 4), ("Zsolt", 1)]
