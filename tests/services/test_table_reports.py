"""A table reports its busts and rebuys to the director (issue 17, R-8.5, R-8.6): a
dealer station reports its own players only, the director's station sees the
finishing places and the freed seats and may undo them; on SQLite and on the
server (the parametrised ``db`` fixture)."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import NamedTuple

import pytest
from sqlmodel import Session, select

from director.engine.cards import STANDARD_DECK
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import BetRaise, CheckCall, Fold
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandState
from director.engine.hand.virtual_dealer import next_event
from director.engine.messages import render
from director.services.club.table_reports import (
    check_rebuy,
    out_of_chips,
    report_busts,
    report_rebuy,
)
from director.services.core.action_log import history
from director.services.core.station_role import Role, set_role
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.table_service import TableService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from director.store.models import Entry

NOW = datetime(2024, 5, 1, 19, 0, tzinfo=UTC)
TOURNAMENT = {"buy_in": 50, "starting_stack": 1000, "rebuys": True,
              "rebuy": {"until_level": 1, "stack_threshold": 1000},
              "blinds": {"levels": [{"small_blind": 50, "big_blind": 100, "minutes": 20}]}}


def _night(db: Database) -> tuple[int, list[int]]:
    """Eight players drawn over two tables of five seats (1000 chips each)."""
    events, tournament = EventService(db), TournamentService(db)
    event_id = events.create_event("tournament", "Club night", TOURNAMENT, NOW)
    for n in range(8):
        tournament.register(event_id, events.add_player(f"Player {n + 1}", NOW), NOW)
    seating = SeatingService(db)
    tables = seating.open_tables(event_id, 2, NOW, seats=5)
    seating.draw_seats(event_id, NOW, random.Random(3))
    return event_id, tables


def _all_in_and_call(tables: TableService, table_id: int) -> None:
    """Hands at the table (stored as a dealer station stores them) in which the first
    player to act moves all in, the next calls and the others fold, until a hand
    leaves a player with no chips (a tie splits the pot: the next hand then)."""
    for seed in range(50):
        stacks = {s: c for s, c in tables.next_stacks(table_id).items() if c > 0}
        setup = tables.next_setup(table_id, HOLDEM, Betting.no_limit(100),
                                  sorted(stacks)[seed % len(stacks)],
                                  small_blind=50, big_blind=100)
        hand_id = tables.start_hand(table_id, setup, NOW)
        state = tables.hand_state(hand_id)
        deck = list(STANDARD_DECK)
        random.Random(seed).shuffle(deck)
        shoved = called = False
        while not state.is_complete:
            assert isinstance(state, HandState)
            legal = state.legal_actions() if state.next_step().kind is StepKind.ACT else None
            if legal is None:
                event = next_event(state, random.Random(seed), deck)
            elif not shoved and legal.raise_max is not None:
                event, shoved = BetRaise(legal.seat, legal.raise_max), True
            elif not called or not legal.call or not legal.can_fold:
                event, called = CheckCall(legal.seat), True
            else:
                event = Fold(legal.seat)
            state = tables.apply(hand_id, event)
        if 0 in tables.next_stacks(table_id).values():
            return
    raise AssertionError("no hand left a player without chips")


def _dealer(db: Database, table_id: int) -> Database:
    station = open_database(db.url)
    set_role(station, Role.DEALER, table_id)
    return station


def test_the_dealer_reports_a_bust_and_the_director_sees_place_and_free_seat(
        db: Database) -> None:
    event_id, (first, _second) = _night(db)
    dealer = _dealer(db, first)
    _all_in_and_call(TableService(dealer), first)
    [out] = out_of_chips(dealer, first)
    seated_before = q.seat_players(db, first)
    assert seated_before[out.seat] == out.player

    finishes = report_busts(dealer, first, NOW)
    assert [(f.best_place, f.players) for f in finishes] == [(8, (out.entry_id,))]
    # At the director's station: the place, the seat free, the bust on the undo list.
    [entry] = [e for e in q.entries(db, event_id) if e.entry_id == out.entry_id]
    assert entry.place == 8 and entry.seat is None
    assert out.seat not in q.seat_players(db, first)
    assert history(db, event_id)[-1].kind == "bust"
    assert out_of_chips(dealer, first) == []
    # The director undoes it (a wrong report): the player is back in the seat.
    EventService(db).undo_last(event_id, NOW)
    assert q.seat_players(db, first) == seated_before
    dealer.close()


def test_a_dealer_station_reports_a_rebuy_for_its_seat(db: Database) -> None:
    event_id, (first, _second) = _night(db)
    dealer = _dealer(db, first)
    _all_in_and_call(TableService(dealer), first)
    [out] = out_of_chips(dealer, first)
    rebuy = report_rebuy(dealer, first, out.seat, NOW)
    assert rebuy.chips == 1000 and not rebuy.chips_behind
    [entry] = [e for e in q.entries(db, event_id) if e.entry_id == out.entry_id]
    assert (entry.rebuys, entry.stack, entry.place) == (1, 1000, None)
    assert out_of_chips(db, first) == []
    dealer.close()


def test_R_8_6_a_rebuy_for_a_seat_changed_at_the_directors_station_is_refused_by_name(
        db: Database) -> None:
    """The dealer station's bar offers "Rebuy: X" for the seat X went broke in; before
    the dealer presses it the director busts X and moves a player of the other table
    into that seat. The rebuy names the entry the bar showed and is refused by X's
    name, nothing stored: it had charged the player moved in a rebuy (1,000 chips at
    the threshold, so the rebuy was allowed)."""
    event_id, (first, second) = _night(db)
    dealer = _dealer(db, first)
    _all_in_and_call(TableService(dealer), first)
    [out] = out_of_chips(dealer, first)
    tournament, seating = TournamentService(db), SeatingService(db)
    tournament.bust(event_id, {out.entry_id: out.started_with}, NOW)
    mover = next(e for e in q.entries(db, event_id) if e.table_id == second and e.playing)
    seating.move_player(mover.entry_id, first, out.seat, NOW)
    actions, before = len(history(db, event_id)), q.entries(db, event_id)
    said = (f"{out.player} no longer sits in seat {out.seat} at Table 1 (changed at another "
            "station): nothing was done")
    for refused_command in (lambda: check_rebuy(dealer, first, out.seat, NOW, out.entry_id),
                            lambda: report_rebuy(dealer, first, out.seat, NOW, out.entry_id)):
        with pytest.raises(ServiceError) as refused:
            refused_command()
        assert render(refused.value.message, "en") == said
    assert (len(history(db, event_id)), q.entries(db, event_id)) == (actions, before)
    dealer.close()


def test_a_dealer_station_reports_its_own_table_only_a_display_nothing(
        db: Database) -> None:
    """Table 1's dealer station cannot bust or rebuy table 2's players, nor take a
    chip count: each is refused with the message and nothing is stored."""
    event_id, (first, second) = _night(db)
    _all_in_and_call(TableService(db), second)
    [out] = out_of_chips(db, second)
    dealer = _dealer(db, first)
    actions = len(history(db, event_id))
    own_table = ("this is the dealer station of Table 1: it records that table's "
                 "hands and reports the busts, rebuys and add-ons of its own players only; "
                 "do this at the director's station")
    for refused_command in (lambda: report_busts(dealer, second, NOW),
                            lambda: report_rebuy(dealer, second, out.seat, NOW),
                            lambda: TournamentService(dealer).bust(
                                event_id, {out.entry_id: out.started_with}, NOW),
                            lambda: TournamentService(dealer).count_chips(
                                out.entry_id, 500, NOW)):
        with pytest.raises(ServiceError) as refused:
            refused_command()
        assert render(refused.value.message, "en") == own_table
    display = open_database(db.url)
    set_role(display, Role.DISPLAY)
    with pytest.raises(ServiceError) as refused:
        report_busts(display, second, NOW)
    assert render(refused.value.message, "en").startswith("this station is a display")
    assert len(history(db, event_id)) == actions
    assert out_of_chips(db, second) == [out]  # still to be reported, at its own table
    dealer.close()
    display.close()


def test_nobody_out_or_an_empty_seat_is_said_plainly(db: Database) -> None:
    _event_id, (first, _second) = _night(db)
    dealer = _dealer(db, first)
    with pytest.raises(ServiceError) as refused:
        report_busts(dealer, first, NOW)
    assert render(refused.value.message, "en") == (
        "nobody at Table 1 is out of chips after the last hand: there is no bust to report")
    assert render(refused.value.message, "hu") == (
        "az 1. asztalnál az utolsó leosztás után senkinek sem fogyott el a zsetonja: nincs "
        "jelentendő kiesés")
    empty = next(n for n in range(1, 6) if n not in q.seat_players(db, first))
    with pytest.raises(ServiceError, match=f"nobody sits in seat {empty} at Table 1"):
        report_rebuy(dealer, first, empty, NOW)
    dealer.close()


def test_a_knockout_bust_reported_from_the_table_pays_who_won_the_pot(db: Database) -> None:
    """In a progressive knockout event the dealer's report names no one, yet the
    bounty reaches the player who won the busted player's chips (read from the
    hand's awards): half of the 100 paid, half onto their head. Before, the report
    was refused with "a bust needs whoever won the pot: one player or more"."""
    settings = {**TOURNAMENT, "buy_in": 150, "bounty": 100, "bounty_kind": "progressive"}
    events, tournament = EventService(db), TournamentService(db)
    event_id = events.create_event("tournament", "Knockout night", settings, NOW)
    for n in range(8):
        tournament.register(event_id, events.add_player(f"Player {n + 1}", NOW), NOW)
    seating = SeatingService(db)
    first, _second = seating.open_tables(event_id, 2, NOW, seats=5)
    seating.draw_seats(event_id, NOW, random.Random(3))
    dealer = _dealer(db, first)
    before = {e.entry_id: e.stack for e in q.entries(db, event_id)}
    _all_in_and_call(TableService(dealer), first)
    [out] = out_of_chips(dealer, first)
    after = {e.entry_id: e.stack for e in q.entries(db, event_id)}
    [winner] = [e for e in after if after[e] > before[e]]  # the one who won the shove

    [finish] = report_busts(dealer, first, NOW)
    assert (finish.best_place, finish.players) == (8, (out.entry_id,))
    won = {e.entry_id: (e.bounties_won, e.bounty) for e in _bounties(db, event_id)}
    assert won[winner] == (50, 150)
    assert sum(paid for paid, _ in won.values()) == 50
    EventService(db).undo_last(event_id, NOW)  # the director takes the report back
    assert {e.entry_id: (e.bounties_won, e.bounty) for e in _bounties(db, event_id)
            }[winner] == (0, 100)
    dealer.close()


def _bounties(db: Database, event_id: int) -> list[EntryBounty]:
    with Session(db.engine) as s:
        return [EntryBounty(e.id or 0, e.bounties_won, e.bounty)
                for e in s.exec(select(Entry).where(Entry.event_id == event_id))]


class EntryBounty(NamedTuple):
    entry_id: int
    bounties_won: int
    bounty: int


def test_the_last_bust_with_the_clock_running_is_sent_to_the_directors_station(
        db: Database) -> None:
    """Two players left at a dealer station's table, the clock running: the hand
    leaves one of them without chips. The station's report would name the winner
    and stop the tournament's clock, which is the director's station's to change:
    refused in those words, nothing stored; the director's station reports it
    (places 2 and 1, the clock stopped). Before, the refusal said the station
    reports its own players only, though both were its own."""
    events, tournament = EventService(db), TournamentService(db)
    event_id = events.create_event("tournament", "Heads-up", TOURNAMENT, NOW)
    for n in range(2):
        tournament.register(event_id, events.add_player(f"Player {n + 1}", NOW), NOW)
    seating = SeatingService(db)
    [table] = seating.open_tables(event_id, 1, NOW, seats=5)
    seating.draw_seats(event_id, NOW, random.Random(3))
    events.start_clock(event_id, NOW)
    dealer = _dealer(db, table)
    _all_in_and_call(TableService(dealer), table)
    [out] = out_of_chips(dealer, table)
    with pytest.raises(ServiceError) as refused:
        report_busts(dealer, table, NOW)
    assert render(refused.value.message) == (
        "This bust leaves one player: it names the winner and stops the tournament's "
        "clock, which only the director's station may do. Report it there.")
    assert all(e.place is None for e in q.entries(db, event_id))
    report_busts(db, table, NOW)
    places = {e.entry_id: e.place for e in q.entries(db, event_id)}
    assert places[out.entry_id] == 2 and sorted(places.values()) == [1, 2]
    clock = events.clock(event_id, NOW)
    assert clock is not None and not clock.running
    dealer.close()
