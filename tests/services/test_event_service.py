"""An event with its players, seats and clock; restored after a restart (R-8.2)."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest
from sqlmodel import Session

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import PostBlind
from director.engine.hand.facts.games import HOLDEM
from director.services.cash.cash_service import CashGameService
from director.services.core.documents import DocumentError
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from director.store.models import Player

MIN = timedelta(minutes=1)

T0 = datetime(2024, 5, 1, 19, 0, tzinfo=UTC)
LEVELS = {"levels": [
    {"small_blind": 25, "big_blind": 50, "minutes": 20},
    {"small_blind": 50, "big_blind": 100, "minutes": 20},
    {"minutes": 10, "is_break": True},
    {"small_blind": 100, "big_blind": 200, "minutes": 20},
]}
SETTINGS = {"starting_stack": 10000, "buy_in": 30, "re_entries": 1, "blinds": LEVELS}


def _tournament(db: Database) -> tuple[EventService, int]:
    events = EventService(db)
    return events, events.create_event("tournament", "Sunday", SETTINGS, T0)


def test_settings_are_validated_before_anything_is_stored(db: Database) -> None:
    events = EventService(db)
    with pytest.raises(DocumentError, match="starting_stack"):
        events.create_event("tournament", "Bad", {"blinds": LEVELS}, T0)
    assert events.running_events() == []


def test_players_register_re_enter_and_take_seats(db: Database) -> None:
    events, event_id = _tournament(db)
    tournament, seating = TournamentService(db), SeatingService(db)
    ann = events.add_player("Ann", T0, nickname="The Rock")
    entry = tournament.register(event_id, ann, T0)
    with pytest.raises(ServiceError, match=r"^Ann is registered and still playing: a re-entry "
                       r"needs a bust first$"):
        tournament.register(event_id, ann, T0)
    for name in ("Bob", "Cy"):
        tournament.register(event_id, events.add_player(name, T0), T0)
    [table] = seating.open_tables(event_id, 1, T0)
    seating.draw_seats(event_id, T0, random.Random(1))
    assert list(events.tables.seat_stacks(table).values()) == [10000] * 3
    tournament.count_chips(entry, 0, T0)  # a player busts with no chips left
    tournament.bust(event_id, {entry: 10000}, T0)
    again = tournament.register(event_id, ann, T0 + timedelta(minutes=5))
    seating.seat_late_entry(again, T0 + timedelta(minutes=5), random.Random(2))
    tournament.count_chips(again, 0, T0 + timedelta(minutes=6))
    tournament.bust(event_id, {again: 10000}, T0 + timedelta(minutes=6))
    with pytest.raises(ServiceError, match="re-entr"):
        tournament.register(event_id, ann, T0 + timedelta(minutes=7))


def test_clock_runs_pauses_and_resumes_from_stored_instants(db: Database) -> None:
    events, event_id = _tournament(db)
    view = events.start_clock(event_id, T0)
    assert (view.index, view.remaining, view.running) == (0, 20 * MIN, True)
    later = events.clock(event_id, T0 + timedelta(minutes=25))
    assert later is not None and (later.index, later.remaining) == (1, 15 * MIN)
    paused = events.pause_clock(event_id, T0 + timedelta(minutes=25))
    assert (paused.index, paused.remaining, paused.running) == (1, 15 * MIN, False)
    still = events.clock(event_id, T0 + timedelta(hours=3))
    assert still is not None and still.remaining == 15 * MIN
    resumed = events.resume_clock(event_id, T0 + timedelta(hours=3))
    assert resumed.running
    on_break = events.clock(event_id, T0 + timedelta(hours=3, minutes=16))
    assert on_break is not None and on_break.is_break and on_break.index == 2
    added = events.add_time(event_id, T0 + timedelta(hours=3, minutes=16), 60)
    assert on_break.remaining == 9 * MIN
    assert added.remaining == 10 * MIN
    moved = events.go_to_level(event_id, T0 + timedelta(hours=3, minutes=17), 3)
    assert (moved.index, moved.remaining) == (3, 20 * MIN)
    done = events.clock(event_id, T0 + timedelta(hours=5))
    assert done is not None and done.finished and done.remaining == timedelta(0)


def test_R_8_2_next_previous_level_and_remove_time(db: Database) -> None:
    events, event_id = _tournament(db)
    events.start_clock(event_id, T0)
    removed = events.remove_time(event_id, T0 + 2 * MIN, 300)
    assert (removed.index, removed.remaining) == (0, 13 * MIN)
    nxt = events.next_level(event_id, T0 + 3 * MIN)
    assert (nxt.index, nxt.remaining, nxt.running) == (1, 20 * MIN, True)
    back = events.previous_level(event_id, T0 + 4 * MIN)
    assert (back.index, back.remaining) == (0, 20 * MIN)
    with pytest.raises(ServiceError, match="first level; there is no previous one"):
        events.previous_level(event_id, T0 + 5 * MIN)
    gone = events.remove_time(event_id, T0 + 5 * MIN, 3600)
    assert (gone.index, gone.remaining) == (1, 20 * MIN), "a running level ends and the next starts"
    events.pause_clock(event_id, T0 + 6 * MIN)
    with pytest.raises(ServiceError, match="already paused"):
        events.pause_clock(event_id, T0 + 7 * MIN)
    shown = events.clock(event_id, T0 + 7 * MIN)
    assert shown is not None and (shown.index, shown.remaining) == (1, 19 * MIN)


def test_R_8_2_a_clock_change_is_undone(db: Database) -> None:
    events, event_id = _tournament(db)
    events.start_clock(event_id, T0)
    events.next_level(event_id, T0 + 5 * MIN)
    undone = events.undo_last(event_id, T0 + 6 * MIN)
    assert undone.kind == "next level"
    shown = events.clock(event_id, T0 + 6 * MIN)
    assert shown is not None and (shown.index, shown.remaining) == (0, 14 * MIN)
    events.undo_last(event_id, T0 + 6 * MIN)
    assert events.clock(event_id, T0 + 6 * MIN) is None, "undoing the start removes the clock"


def test_cash_games_have_a_ledger_but_no_clock(db: Database) -> None:
    events = EventService(db)
    cash = events.create_event("cash", "Thursday", {"small_blind": 1, "big_blind": 2}, T0)
    ledger = CashGameService(db)
    ledger.buy_in(cash, events.add_player("Ann", T0), 200, T0)
    with pytest.raises(ServiceError, match="amounts are above 0"):
        ledger.buy_in(cash, events.add_player("Bob", T0), -5, T0)
    with pytest.raises(ServiceError, match="only tournaments"):
        events.start_clock(cash, T0)


def test_restore_after_a_restart_brings_back_everything(db: Database) -> None:
    """R-8.2: a running clock has kept running; seats, stacks and the hand come back."""
    events, event_id = _tournament(db)
    events.set_status(event_id, "running")
    tournament, seating = TournamentService(db), SeatingService(db)
    [table] = seating.open_tables(event_id, 1, T0)
    for name in ("Ann", "Bob", "Cy"):
        tournament.register(event_id, events.add_player(name, T0), T0)
    drawn = seating.draw_seats(event_id, T0, random.Random(2))
    seats = sorted(seat for _, seat in drawn.values())
    events.start_clock(event_id, T0)
    setup = events.tables.next_setup(table, HOLDEM, Betting.no_limit(50), seats[-1],
                                     small_blind=25, big_blind=50)
    hand_id = events.tables.start_hand(table, setup, T0)
    events.tables.apply(hand_id, PostBlind(seats[0], 25))
    db.close()

    reopened = open_database(db.url)
    again = EventService(reopened)
    assert again.running_events() == [event_id]
    snap = again.restore(event_id, T0 + timedelta(minutes=30))
    assert snap.name == "Sunday" and snap.status == "running"
    assert snap.clock is not None
    assert (snap.clock.index, snap.clock.remaining) == (1, 10 * MIN)
    [t] = snap.tables
    assert {k: v[1] for k, v in t.seats.items()} == dict.fromkeys(seats, 10000)
    assert t.button_seat == seats[-1]
    assert t.hand is not None and t.hand[0] == hand_id
    assert t.hand[1].log == (PostBlind(seats[0], 25),)
    reopened.close()


def test_a_player_is_renamed_and_a_blank_name_is_refused(db: Database) -> None:
    events = EventService(db)
    ann = events.add_player("Ann", T0)
    events.rename_player(ann, "  Anna ")
    with pytest.raises(ServiceError, match="needs a name"):
        events.rename_player(ann, "   ")
    with pytest.raises(ServiceError, match="no player 999"):
        events.rename_player(999, "Bob")
    with Session(db.engine) as s:
        player = s.get(Player, ann)
        assert player is not None and player.name == "Anna"


def test_R_8_2_an_undone_clock_move_into_a_break_names_the_break_once(db: Database) -> None:
    """R-8.2, undo of a clock command: N from level 2 into the 10-minute break before
    level 3 was described "Clock: next level (level break before level 3)"; it reads
    "(break before level 3)", and level 2 still "(level 2)", in both languages."""
    from director.engine.messages import render

    events, event_id = _tournament(db)
    events.start_clock(event_id, T0)
    events.next_level(event_id, T0 + 5 * MIN)
    events.next_level(event_id, T0 + 6 * MIN)
    into_break = events.undo_last(event_id, T0 + 7 * MIN)
    assert render(into_break.description) == "Clock: next level (break before level 3)"
    assert render(into_break.description, "hu") == \
        "Óra: következő szint (szünet a 3. szint előtt)"
    to_level = events.undo_last(event_id, T0 + 7 * MIN)
    assert render(to_level.description) == "Clock: next level (level 2)"
    assert render(to_level.description, "hu") == "Óra: következő szint (2. szint)"
