"""R-7.5 (TDA 20): odd chips are split in units of the smallest chip in play: the
tournament's chips less those the night's color-ups took off, a cash table's setting."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from director.engine.cards import parse_cards
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.setup import HandOptions
from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.services.events.table_games import cash_table_game, table_game
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import DealerSession, TableGame
from director.services.tables.table_service import TableService
from director.services.tournament.color_ups import ColorUpService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database

T0 = datetime(2026, 5, 1, 20, 0, tzinfo=UTC)
SETTINGS = {
    "starting_stack": 10_000,
    "blinds": {"chips": [50, 100, 500], "levels": [
        {"small_blind": 50, "big_blind": 100, "minutes": 20},
        {"minutes": 10, "is_break": True, "color_up": [50]},
        {"small_blind": 100, "big_blind": 200, "minutes": 20}]},
}


def test_R_7_5_the_unit_is_the_smallest_chip_in_play_the_50s_until_their_color_up(
        db: Database) -> None:
    """The break colors up the 50s: the unit is the 100 once the director has made
    that color-up at the tables, and the 50 until then, the break passed or not (the
    50s are still on the tables: the counts and the bets take them too)."""
    events = EventService(db)
    event = events.create_event("tournament", "Friday", SETTINGS, T0)
    for name in ("Anna", "Bence", "Csilla"):
        TournamentService(db).register(event, events.add_player(name, T0), T0)
    seating = SeatingService(db)
    [table] = seating.open_tables(event, 1, T0)
    seating.draw_seats(event, T0, random.Random(1))
    events.start_clock(event, T0)
    assert table_game(db, event, T0).options.chip_unit == 50
    at_break = T0 + timedelta(minutes=21)
    events.go_to_level(event, at_break, 1)
    assert table_game(db, event, at_break).options.chip_unit == 50
    events.go_to_level(event, T0 + timedelta(minutes=31), 2)  # the 50s not colored up yet
    assert table_game(db, event, T0 + timedelta(minutes=31)).options.chip_unit == 50
    events.go_to_level(event, at_break, 1)
    colors = ColorUpService(db)
    plan = colors.plan(event, at_break)
    colors.color_up(event, 50, {s.entry_id: s.chips for s in plan.seats}, at_break,
                    random.Random(3))
    assert table_game(db, event, at_break).options.chip_unit == 100
    assert TableService(db).smallest_chip(table) == 100  # one record: the panel's bets
    events.go_to_level(event, T0 + timedelta(minutes=31), 2)
    assert table_game(db, event, T0 + timedelta(minutes=31)).options.chip_unit == 100


def test_R_7_5_a_cash_table_splits_in_the_unit_it_is_given(db: Database) -> None:
    event = EventService(db).create_event(
        "cash", "Cash", CashSettings(small_blind=50, big_blind=100), T0)
    assert cash_table_game(db, event, chip_unit=50).options.chip_unit == 50
    assert table_game(db, event, T0, chip_unit=25).options.chip_unit == 25


def _three_way_split(game: TableGame) -> DealerSession:
    """Button seat 1, blinds 50/100 from seats 2 and 3. Seat 4 raises to 7,000,
    seat 1 calls, the small blind folds (its 50 stays in), seat 3 calls: a pot of
    3 × 7,000 + 50 = 21,050. The board is a royal flush: the three hands split."""
    s = DealerSession.in_memory(game, {1: 10_000, 2: 10_000, 3: 10_000, 4: 10_000}, button=1)
    s.advance()  # small blind 50
    s.advance()  # big blind 100
    for seat, hole in ((2, "2c 3d"), (3, "4c 5d"), (4, "6c 7d"), (1, "8c 9d")):
        assert s.step().seat == seat
        s.advance(parse_cards(hole))
    s.bet_raise(7_000)
    s.check_call()
    s.fold()
    s.check_call()
    for board in ("As Ks Qs", "Js", "Ts"):
        s.advance()  # burn
        s.advance(parse_cards(board))
        while s.legal() is not None:
            s.check_call()
    while not s.is_complete:
        s.advance()
    return s


def test_R_7_5_a_50_100_split_pot_goes_out_in_50s(db: Database) -> None:
    game = table_game(db, EventService(db).create_event("tournament", "Friday", SETTINGS, T0),
                      T0)
    s = _three_way_split(game)
    # 21,050 is 421 chips of 50: 140 each and one odd 50 to the first winner left of
    # the button (seat 3; seat 2 folded): 7,050 / 7,000 / 7,000, never 7,017/7,017/7,016.
    [award] = s.hand.awards
    assert dict((s.hand.seats[p], c) for p, c in award.shares) == {3: 7_050, 4: 7_000,
                                                                   1: 7_000}
    assert s.stacks_by_seat() == {1: 10_000, 2: 9_950, 3: 10_050, 4: 10_000}
    assert "odd chip to seat 3" in str(award.text)


def test_R_7_5_without_a_unit_the_split_is_in_single_chips() -> None:
    plain = TableGame("holdem", Betting.no_limit(100), small_blind=50, big_blind=100,
                      options=HandOptions())
    [award] = _three_way_split(plain).hand.awards
    assert sorted(c for _, c in award.shares) == [7_016, 7_017, 7_017]


def test_R_7_5_a_stored_hand_keeps_its_unit() -> None:
    from director.store.codec import setup_from_dict, setup_to_dict

    s = DealerSession.in_memory(TableGame("holdem", Betting.no_limit(100), small_blind=50,
                                          big_blind=100, options=HandOptions(chip_unit=50)),
                                {1: 1_000, 2: 1_000}, button=1)
    again = setup_from_dict(setup_to_dict(s.hand.setup))
    assert again.options.chip_unit == 50 and again == s.hand.setup
