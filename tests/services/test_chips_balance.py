"""The event's chips balance (R-8.3, R-8.6): what entries, rebuys, add-ons, counts
and color-ups put in play against what is in front of the seats, behind them and
in the running hands; ``director check`` reports every difference in words and
exits 1."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from sqlmodel import Session, select

from director.cli import check_database
from director.engine.hand.rules.steps import StepKind
from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.events.table_games import table_game
from director.services.seating.seating_service import SeatingService
from director.services.tournament.chips_balance import chips_balance
from director.services.tournament.color_ups import ColorUpService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import open_database
from director.store.models import Seat
from tests.services.night import (
    DRAW_OPENERS,
    MIN,
    SETTINGS,
    T0,
    Night,
    dead_deal_of_75,
    dealer_turn,
    fold_to_big_blind,
    snapshot,
)
from tests.template_db import new_database


def _set_stack(night: Night, table: int, number: int, stack: int) -> None:
    """Another program (or an old bug) writes a seat row directly."""
    with Session(night.db.engine) as s:
        seat = s.exec(select(Seat).where(Seat.table_id == table,
                                         Seat.number == number)).one()
        seat.stack = stack
        s.add(seat)
        s.commit()


def test_a_night_with_rebuys_counts_a_color_up_and_hands_balances(tmp_path: Path) -> None:
    """4 × 10,000 + a rebuy of 10,000 = 50,000; a count of 12,000 where the stack
    was 9,975 (the small blind lost) adds 2,025; then the color-up of the 25s
    changes it by what the chip race rounds."""
    db = new_database(tmp_path / "night.sqlite3")
    night = Night(db, 4)
    [table] = night.table_ids
    night.events.start_clock(night.event, T0)
    panel = night.panel(table)
    night.do(lambda: night.tournament.rebuy(night.entries[0], T0 + MIN))
    fold_to_big_blind(panel)
    small_blind = night.entry_at(table, panel.hand.setup.seats[0])
    assert night.seats()[small_blind][2] == 9_975
    night.do(lambda: night.tournament.count_chips(small_blind, 12_000, T0 + 2 * MIN))
    balance = chips_balance(db, night.event)
    assert (balance.expected, balance.counted) == (52_025, 52_025)
    night.events.go_to_level(night.event, T0 + 40 * MIN, 2)
    stacks = {n: stack for n, (_, stack, _) in night.seat_rows(table).items() if stack}
    greens = {n: (stack // 25) % 4 for n, stack in stacks.items()}
    [table_race] = night.do(lambda: ColorUpService(db).color_up(
        night.event, 25, {night.entry_at(table, n): c for n, c in greens.items()}, T0 + 41 * MIN,
        random.Random(3)))
    race = table_race.result
    rounded = sum(race.new_stacks.values()) - sum(stacks[n] for n in race.new_stacks)
    assert rounded % 25 == 0 and rounded != 0, "the race rounds the odd 25s to 100s"
    after = chips_balance(db, night.event)
    assert after.balanced and after.counted == 52_025 + rounded
    out = io.StringIO()
    db.close()
    assert check_database(str(tmp_path / "night.sqlite3"), out) == 0, out.getvalue()


def test_director_check_reports_a_stack_changed_behind_the_hands_back(tmp_path: Path) -> None:
    """The issue's case: a move during the hand left 9,950 on the empty seat and
    10,000 on the new one: 50,000 at a table of 40,000."""
    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    night = Night(db, 4)
    [table] = night.table_ids
    panel = night.panel(table)
    seat = panel.hand.setup.seats[0]
    _set_stack(night, table, seat, 9_950)
    problems = [render(p, "en") for p in chips_balance(db, night.event).problems]
    assert (f"seat {seat} at Table 1 holds 9,950 chips, but hand 1 was dealt with 10,000 "
            "there: its stack changed behind the hand's back") in problems
    fold_to_big_blind(panel)
    free = min(set(range(1, 10)) - set(night.seat_rows(table)))
    with Session(db.engine) as s:
        s.add(Seat(table_id=table, number=free, stack=9_950))
        s.commit()
    db.close()
    out = io.StringIO()
    assert check_database(str(path), out) == 1
    text = out.getvalue()
    assert "Saturday: the chips do not balance" in text
    assert f"seat {free} at Table 1 holds 9,950 chips but nobody sits there" in text
    assert "chips are in play, but the entries, rebuys, add-ons, chip counts and color-ups " \
           "put 40,000 in play" in text


def test_director_check_of_a_tournament_whose_running_hand_cannot_be_read(
        tmp_path: Path) -> None:
    """A tournament's running hand whose stored setup is damaged: ``check`` names the
    hand and says the chips cannot be counted until it is put right (exit status 1),
    instead of a traceback from the chips' balance."""
    import sqlite3

    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    night = Night(db, 4)
    [table] = night.table_ids
    night.panel(table)  # a hand dealt and running
    db.close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE hand SET setup = '[]'")
    out = io.StringIO()
    assert check_database(str(path), out) == 1
    text = out.getvalue()
    assert "Hand 1 at table 1: its log cannot be replayed: a stored hand's setup cannot be " \
           "read" in text, text
    assert "Saturday: the chips do not balance\n    the chips cannot be counted while a " \
           "running hand cannot be read: a stored hand's setup cannot be read" in text, text


def test_R_6_5_a_dead_deals_antes_stay_in_the_tournaments_chips_balance(
        tmp_path: Path) -> None:
    """Draw with openers, antes 25, three players of 10,000 at one table: nobody opens,
    the deal is dead and its 75 stays in the pot, in no seat. The balance still
    counts 30,000 (it said 75 were missing), and again once the same button deals
    again with the 75 carried and everyone antes 25 more."""
    db = new_database(tmp_path / "night.sqlite3")
    night, table, panel, button = dead_deal_of_75(db)
    assert sum(stack for _, stack, _ in night.seat_rows(table).values()) == 29_925
    balance = chips_balance(db, night.event)
    assert (balance.expected, balance.counted, balance.problems) == (30_000, 30_000, ())
    panel.next_hand()
    assert (panel.hand.setup.carried_pot, panel.button_seat) == (75, button)
    while panel.step().kind is StepKind.POST_ANTE:
        panel.advance()
    assert panel.hand.pot_total == 150
    assert chips_balance(db, night.event).counted == 30_000


def test_R_6_5_all_in_on_a_dead_deals_ante_is_dealt_again_and_cannot_bust_before(
        tmp_path: Path) -> None:
    """Draw with openers, antes 25: one player is counted down to 25 and antes all of
    it; nobody opens, the 75 stays in the pot. That player may neither bust nor move
    (their 25 is in the pot; the refusals name them and the pot) and is dealt into the deal again
    with no chips, all-in for the main pot of 75; the two new antes are a side pot
    of the others. The balance counts every chip throughout."""
    db = new_database(tmp_path / "night.sqlite3")
    night = Night(db, 3, settings=DRAW_OPENERS)
    [table] = night.table_ids
    night.events.start_clock(night.event, T0)
    short_seat = min(night.seat_rows(table))
    short = night.entry_at(table, short_seat)
    night.tournament.count_chips(short, 25, T0)
    panel = night.panel(table, table_game(db, night.event, T0))
    dealer_turn(panel, "pass", 0)
    assert panel.hand.dead_deal and panel.hand.carried_out == 75
    assert night.seat_rows(table)[short_seat][1] == 0
    before = snapshot(night)
    with pytest.raises(ServiceError) as refused:
        night.tournament.bust(night.event, {short: 25}, T0)
    assert render(refused.value.message, "en") == (
        "P2 cannot bust yet: their ante of 25 is in the pot of 75 that nobody opened at "
        "Table 1; deal there again: they are dealt in all-in and play for it (R-6.5)")
    assert snapshot(night) == before
    free = min(set(range(1, 10)) - set(night.seat_rows(table)))
    with pytest.raises(ServiceError) as refused:
        night.seating.move_player(short, table, free, T0)
    assert render(refused.value.message, "en") == (
        "P2 cannot move yet: their ante of 25 is in the pot of 75 that nobody opened at "
        "Table 1; deal there again: they are dealt in all-in and play for it (R-6.5)")
    assert snapshot(night) == before
    assert chips_balance(db, night.event).balanced
    panel.next_hand()
    setup = panel.hand.setup
    assert short_seat in setup.seats and setup.carried_pot == 75
    assert setup.stacks[setup.seats.index(short_seat)] == 0
    assert setup.carried_antes[setup.seats.index(short_seat)] == 25
    while panel.step().kind is StepKind.POST_ANTE:
        panel.advance()
    assert panel.hand.pot_total == 125  # the 75 carried, two antes of 25
    assert [p.amount for p in panel.hand.pots()] == [75, 50]
    assert chips_balance(db, night.event).balanced


def test_R_8_5_a_home_game_whose_seats_were_never_drawn_balances_after_its_busts(
        tmp_path: Path) -> None:
    """A home game run on the clock alone: four players registered, no seats drawn,
    one busted (R-8.5). His 10,000 went to players the program does not follow, as a
    seated player's stack does when the director busts it: the balance expects
    30,000 and finds 30,000 with the three waiting (it said "10,000 missing", and
    ``director check`` exited 1, for every such night: found by a random-input run).
    The bust undone, 40,000 again; then the seats drawn and a seated player busted,
    20,000."""
    db = new_database(tmp_path / "home.sqlite3")
    events, tournament = EventService(db), TournamentService(db)
    event = events.create_event("tournament", "Home", SETTINGS, T0)
    entries = [tournament.register(event, events.add_player(name, T0), T0)
               for name in ("Anna", "Bence", "Csilla", "Dávid")]
    tournament.bust(event, {entries[0]: 10_000}, T0 + MIN)
    balance = chips_balance(db, event)
    assert balance.balanced, [render(p) for p in balance.problems]
    assert (balance.expected, balance.counted) == (30_000, 30_000)
    events.undo_last(event, T0 + 2 * MIN)
    assert (chips_balance(db, event).expected, chips_balance(db, event).counted) == (
        40_000, 40_000)
    seating = SeatingService(db)
    seating.open_tables(event, 1, T0, seats=9)
    seating.draw_seats(event, T0 + 3 * MIN, random.Random(2))
    tournament.bust(event, {entries[1]: 10_000}, T0 + 4 * MIN)
    tournament.bust(event, {entries[2]: 10_000}, T0 + 5 * MIN)
    after = chips_balance(db, event)
    assert after.balanced and (after.expected, after.counted) == (20_000, 20_000)
    db.close()
    out = io.StringIO()
    assert check_database(str(tmp_path / "home.sqlite3"), out) == 0, out.getvalue()
