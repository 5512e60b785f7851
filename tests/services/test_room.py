"""What the room view may see (issue 18), as the typed view read in one transaction
(issue 32): the clock board with the instant the level ends (issue 28), the
seating list, the results, and nothing private; a finished tournament shows its
winner and results and no clock; every committed command is announced."""

from __future__ import annotations

import json
from dataclasses import asdict
from datetime import timedelta

import pytest
from sqlalchemy import event

from director.engine.messages import render
from director.services.core import commits
from director.services.events.event_service import EventService
from director.services.papers.papers import PaperService
from director.services.room import read_room
from director.services.room.build import epoch_ms
from director.services.room.night_rows import table_number
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from director.web.encode import director_json
from tests.services.room_night import T0, bust, night


def test_the_room_sees_the_clock_with_blinds_time_left_and_the_prize_pool(db: Database) -> None:
    """R-8.1, R-8.2: 4 entries x (3,000 buy-in - 300 fee) = 10,800 in the pool, paid
    70/30 = 7,560 and 3,240; 40,000 chips over 4 players = 10,000 average, 200 big
    blinds of 50."""
    event_id, _ = night(db)
    EventService(db).start_clock(event_id, T0)
    clock = read_room(db, event_id, T0 + timedelta(minutes=5)).room.clock
    assert clock is not None
    assert clock.running and clock.state == "running"
    assert clock.remaining_ms == 15 * 60 * 1000
    assert clock.stakes is not None and (clock.stakes.small_blind, clock.stakes.big_blind) == (
        25, 50)
    assert clock.next_stakes is not None and clock.next_stakes.big_blind == 100
    assert clock.time_to_break_ms == 35 * 60 * 1000
    assert (clock.players_left, clock.entries) == (4, 4)
    assert clock.average_stack == 10_000 and clock.average_in_big_blinds == 200.0
    assert clock.prize_pool == 10_800
    assert clock.payouts == ((1, 7_560), (2, 3_240))


def test_the_average_in_big_blinds_is_the_figure_the_clock_display_shows(db: Database) -> None:
    """Found in the audit of a club night: the TV's room page said "182,500 · 456.2 BB"
    (wrapped over two lines at 1366x768) where the clock display beside it said
    "182,500 (456 BB)". Three players left of four: 40,000 / 3 = 13,333 chips, 266.67
    big blinds of 50: both say 267."""
    event_id, entries = night(db)
    EventService(db).start_clock(event_id, T0)
    bust(db, event_id, entries["Dávid"], T0 + timedelta(minutes=1))
    clock = read_room(db, event_id, T0 + timedelta(minutes=2)).room.clock
    assert clock is not None
    assert clock.average_stack == 13_333 and clock.average_in_big_blinds == 267
    assert isinstance(clock.average_in_big_blinds, int)


def test_a_running_level_is_served_as_the_instant_it_ends(db: Database) -> None:
    """Issue 28 item 12 (DESIGN.md "Time"): the view read at 19:05 and the one read at
    19:17 name the same end, 19:20:00, the instant the store holds; paused, the time
    left is the stored one and there is no end."""
    event_id, _ = night(db)
    EventService(db).start_clock(event_id, T0)
    early = read_room(db, event_id, T0 + timedelta(minutes=5)).room.clock
    late = read_room(db, event_id, T0 + timedelta(minutes=17, seconds=30)).room.clock
    level_end = epoch_ms(T0 + timedelta(minutes=20))
    assert early is not None and late is not None
    assert early.ends_at_ms == late.ends_at_ms == level_end
    assert early.break_at_ms == epoch_ms(T0 + timedelta(minutes=40))
    assert late.remaining_ms == 150_000
    EventService(db).pause_clock(event_id, T0 + timedelta(minutes=17, seconds=30))
    paused = read_room(db, event_id, T0 + timedelta(hours=2)).room.clock
    assert paused is not None and not paused.running
    assert (paused.remaining_ms, paused.ends_at_ms, paused.break_at_ms) == (150_000, None, None)


def test_the_room_view_is_read_in_one_transaction(db: Database) -> None:
    """Issue 32: a publish opened about nine transactions and read the entries three
    times; now one, so the seating and the results come from one snapshot."""
    event_id, entries = night(db)
    EventService(db).start_clock(event_id, T0)
    bust(db, event_id, entries["Dávid"], T0)
    begun: list[object] = []
    listen = lambda *_args: begun.append(1)  # noqa: E731
    event.listen(db.engine, "begin", listen)
    try:
        view = read_room(db, event_id, T0 + timedelta(minutes=1))
    finally:
        event.remove(db.engine, "begin", listen)
    assert len(begun) == 1
    assert len(view.room.seating) == 3 and len(view.playing) == 3
    assert [r.player for r in view.room.results] == ["Dávid"]


def test_find_my_seat_lists_every_seated_player_by_name(db: Database) -> None:
    event_id, _ = night(db)
    seating = read_room(db, event_id, T0).room.seating
    assert [row.player for row in seating] == ["Anna", "Bence", "Csilla", "Dávid"]
    assert {(row.table, row.table_number) for row in seating} == {("Table 1", 1)}, \
        "a table the program named: its number, for the page's language (1. asztal)"
    seats = [row.seat for row in seating]
    assert len(set(seats)) == 4 and all(1 <= s <= 6 for s in seats)


def test_a_table_the_director_named_keeps_its_name() -> None:
    assert [table_number(n) for n in ("Table 1", "Table 12", "High roller", "Table 01")] == [
        1, 12, None, None]


def test_results_list_places_and_prizes(db: Database) -> None:
    """R-8.5: the smaller stack busting first finishes 4th."""
    event_id, entries = night(db)
    bust(db, event_id, entries["Dávid"], T0)
    view = read_room(db, event_id, T0).room
    assert [(r.place, r.player, r.prize) for r in view.results] == [(4, "Dávid", 0)]
    assert view.clock is not None and view.clock.players_left == 3


def test_a_finished_tournament_shows_its_winner_and_results_and_no_clock(db: Database) -> None:
    """Issue 28 item 13: no clock counting down once one player is left; the winner
    and every place with its prize (R-8.5: 7,560 and 3,240 of 10,800)."""
    event_id, entries = night(db)
    EventService(db).start_clock(event_id, T0)
    for i, name in enumerate(("Dávid", "Csilla", "Bence")):
        bust(db, event_id, entries[name], T0 + timedelta(minutes=i + 1))
    view = read_room(db, event_id, T0 + timedelta(minutes=30)).room
    assert view.clock is None
    assert view.winners == ("Anna",)
    assert [(r.place, r.player) for r in view.results] == [
        (1, "Anna"), (2, "Bence"), (3, "Csilla"), (4, "Dávid")]
    TournamentService(db).finish(event_id, T0 + timedelta(minutes=31))  # prizes awarded
    view = read_room(db, event_id, T0 + timedelta(minutes=32)).room
    assert view.clock is None and view.winners == ("Anna",)
    assert [r.prize for r in view.results] == [7_560, 3_240, 0, 0]


def test_R_8_5_a_paid_place_shows_its_prize_before_the_award_as_to_be_paid(
        db: Database) -> None:
    """Found in the audit of a club night: 9th place showed no prize on the room's
    Results page until Award prizes, while the clock already listed what 9th pays.
    Here 2nd pays 3,240 of 10,800 (70/30): once Bence finishes 2nd the page shows
    3,240, to be paid, as the clock's payouts list it; awarded, it is paid."""
    event_id, entries = night(db)
    EventService(db).start_clock(event_id, T0)
    for i, name in enumerate(("Dávid", "Csilla", "Bence")):
        bust(db, event_id, entries[name], T0 + timedelta(minutes=i + 1))
        if name == "Csilla":
            view = read_room(db, event_id, T0 + timedelta(minutes=5)).room
            assert view.clock is not None and (2, 3_240) in view.clock.payouts
    view = read_room(db, event_id, T0 + timedelta(minutes=30)).room
    assert [(r.place, r.prize, r.paid) for r in view.results] == [
        (1, 7_560, False), (2, 3_240, False), (3, 0, True), (4, 0, True)]
    paper = PaperService(db).paper("results", event_id, T0 + timedelta(minutes=30))
    prizes = [row[2] for row in paper.blocks[0].rows]  # the results paper says the same
    assert [render(p, "en") for p in prizes] == [
        "7,560 (to be paid)", "3,240 (to be paid)", "", ""]
    assert [render(p, "hu") for p in prizes[:2]] == [
        "7560 (kifizetendő)", "3240 (kifizetendő)"]
    TournamentService(db).finish(event_id, T0 + timedelta(minutes=31))
    view = read_room(db, event_id, T0 + timedelta(minutes=32)).room
    assert [(r.place, r.prize, r.paid) for r in view.results] == [
        (1, 7_560, True), (2, 3_240, True), (3, 0, True), (4, 0, True)]
    paper = PaperService(db).paper("results", event_id, T0 + timedelta(minutes=32))
    assert [render(row[2], "en") for row in paper.blocks[0].rows] == ["7,560", "3,240", "", ""]


def test_nothing_private_reaches_the_room(db: Database) -> None:
    event_id, _ = night(db)
    director = read_room(db, event_id, T0)
    public = json.dumps(asdict(director.room), ensure_ascii=False)
    for private in ("@example.org", "nick0", "entry", "ledger", "notes"):
        assert private not in public
    assert all(set(asdict(row)) == {"player", "table", "table_number", "seat"}
               for row in director.room.seating), "no stacks in the room's seating"
    assert {row.stack for row in director.playing} == {10_000}
    assert "@example.org" not in director_json(director), "nor to the director's phone"


def test_every_commit_is_announced_and_reads_and_refusals_are_not(db: Database) -> None:
    event_id, _ = night(db)
    heard: list[str] = []
    tables: list[frozenset[str]] = []
    stop = commits.subscribe(db, lambda written: (heard.append("commit"), tables.append(written)))
    read_room(db, event_id, T0)
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
    event_id = events.create_event(
        "cash", "Tuesday cash", {"small_blind": 50, "big_blind": 100, "min_buy_in": 5000}, T0)
    tables = CashTableService(db)
    low = Stakes("holdem", "no limit", 50, 100)
    high = Stakes("holdem", "no limit", 100, 200)
    for name, stakes in (("Gábor", low), ("Hajni", high), ("Ildi", low)):
        tables.add_waiting(event_id, events.add_player(name, T0), stakes, T0)
    view = read_room(db, event_id, T0).room
    assert view.clock is None and view.winners == ()
    assert [(w.stakes, w.players) for w in view.waiting] == [
        (low, ("Gábor", "Ildi")), (high, ("Hajni",))]


def test_a_stud_a_draw_and_a_guts_waiting_list_reach_the_room_with_their_stakes_whole(
        db: Database) -> None:
    """Found in the audit of the room view: a list's stakes reached the room as small
    and big blind only, so the Waiting list page headed a stud list "Seven-card stud,
    Fixed limit 0/0", the same for two stud lists at different stakes. Each list now
    carries its stakes whole: ante, bring-in and bets."""
    from director.engine.event.cash_tables import Stakes
    from director.services.cash.cash_tables import CashTableService

    events = EventService(db)
    event_id = events.create_event("cash", "Thursday mixed games", {
        "game": "stud", "limit": "fixed limit", "ante": 10, "bring_in": 30, "small_bet": 100,
        "big_bet": 200, "min_buy_in": 2000}, T0)
    lists = [Stakes("stud", "fixed limit", ante=10, bring_in=30, small_bet=100, big_bet=200),
             Stakes("stud", "fixed limit", ante=25, bring_in=50, small_bet=200, big_bet=400),
             Stakes("draw", "no limit", ante=25, small_bet=100),
             Stakes("guts-monte-carlo", "fixed limit", ante=50)]
    tables = CashTableService(db)
    for name, stakes in zip(("Gábor", "Hajni", "Ildi", "János"), lists, strict=True):
        tables.add_waiting(event_id, events.add_player(name, T0), stakes, T0)
    view = read_room(db, event_id, T0).room
    assert [w.stakes for w in view.waiting] == lists
    assert [str(w.stakes.message) for w in view.waiting] == [
        "Seven-card stud, fixed limit 100/200, ante 10, bring-in 30",
        "Seven-card stud, fixed limit 200/400, ante 25, bring-in 50",
        "Five-card draw, no limit, ante 25, smallest bet 100",
        "Guts (Monte Carlo), ante 50"]



def test_the_remote_lists_the_players_by_table_in_the_order_the_room_lists_the_tables(
        db: Database) -> None:
    """Found in the audit of the room view: a 24-player tournament on 12 tables, and
    the director's remote listed Table 1, Table 10, Table 11, Table 12, Table 2...
    (the names sorted as text); now Table 1 to Table 12, as the room's tables list
    them, and by seat within a table."""
    import random

    from director.services.seating.seating_service import SeatingService
    from tests.services.room_night import SETTINGS

    events, tournaments = EventService(db), TournamentService(db)
    event_id = events.create_event("tournament", "Saturday Deepstack", {
        **SETTINGS, "payouts": {"rows": [{"min_entries": 2, "max_entries": 100,
                                          "percents": [70, 30]}]}}, T0)
    for name in ("Anna", "Bence", "Csilla", "Dávid", "Emese", "Ferenc", "Gábor", "Hajni",
                 "Ildikó", "János", "Katalin", "László", "Márta", "Norbert", "Orsolya",
                 "Péter", "Réka", "Sándor", "Tímea", "Ubul", "Vilma", "Zoltán", "Zsófia",
                 "Ágnes"):
        tournaments.register(event_id, events.add_player(name, T0), T0)
    SeatingService(db).open_tables(event_id, 12, T0)
    SeatingService(db).draw_seats(event_id, T0, random.Random(4))
    view = read_room(db, event_id, T0)
    tables = [table.name for table in view.room.tables]
    assert tables == [f"Table {n}" for n in range(1, 13)]
    assert list(dict.fromkeys(p.table for p in view.playing)) == tables
    listed = [(tables.index(p.table), p.seat) for p in view.playing]
    assert listed == sorted(listed) and len(listed) == 24


def test_R_8_6_a_re_entered_players_two_finishes_are_named_apart_as_on_the_clock(
        db: Database) -> None:
    """Found in the audit of the room view: Anna busts, re-enters and finishes again;
    the clock window's results said "Anna (2)" for her re-entry and the room's Results
    page said "Anna" twice. Both now name each entry by one function."""
    import random

    from director.services.room import tournament_numbers
    from director.services.seating.seating_service import SeatingService
    from tests.services.room_night import SETTINGS

    events, tournaments, seating = EventService(db), TournamentService(db), SeatingService(db)
    event_id = events.create_event("tournament", "Friday Re-entry", {
        **SETTINGS, "rebuys": False, "rebuy": None, "re_entries": 1,
        "late_registration_until_level": 2}, T0)
    players = {name: events.add_player(name, T0) for name in ("Anna", "Bence", "Csilla")}
    entries = {name: tournaments.register(event_id, player, T0)
               for name, player in players.items()}
    seating.open_tables(event_id, 1, T0)
    seating.draw_seats(event_id, T0, random.Random(4))
    events.start_clock(event_id, T0)
    bust(db, event_id, entries["Anna"], T0 + timedelta(minutes=1))
    again, _table, _seat = seating.enter_and_seat(event_id, players["Anna"],
                                                  T0 + timedelta(minutes=2))
    bust(db, event_id, entries["Csilla"], T0 + timedelta(minutes=3))
    bust(db, event_id, again, T0 + timedelta(minutes=4))
    room = read_room(db, event_id, T0 + timedelta(minutes=5)).room
    shown = sorted((r.place, r.player, r.prize) for r in room.results)
    assert shown == sorted(tournament_numbers(db, event_id).results)
    assert sorted(r.player for r in room.results) == ["Anna", "Anna (2)", "Bence", "Csilla"]
