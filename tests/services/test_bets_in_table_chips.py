"""TDA 20 (RULES.md: amounts are counted in the smallest chip in play): at a table
whose smallest chip is 25 a bet, raise or completion of 113 cannot be put on the
felt. The dealer panel's raise is refused in words naming the chip and the nearest
amounts, nothing changes; 125 is taken, and so is an all-in of any size (the whole
stack, whatever it is). A tournament's table pays in its chips in play after the
color-ups; a table with no chips known (a practice table) takes any amount."""

from __future__ import annotations

import random

import pytest

from director.engine.event.cash_tables import Stakes
from director.engine.hand.facts.events import BetRaise
from director.engine.messages import render
from director.services.tables.dealer_session import (
    USUAL_GAMES,
    DealerError,
    DealerSession,
)
from director.services.tables.table_service import TableService
from director.services.tournament.color_ups import ColorUpService
from director.store.db import Database
from tests.services.night import MIN, Night
from tests.services.night import T0 as NIGHT_T0
from tests.services.test_cash_one_record import T0, night, play_to_end, session

BREAK = NIGHT_T0 + 41 * MIN  # the break after level 2, whose color-up takes the 25s off
GAME = {"small_blind": 25, "big_blind": 50, "min_buy_in": 1_000, "max_buy_in": 10_000}
STAKES = Stakes("holdem", "no limit", 25, 50)


def _table_of_25s(db: Database, ann: int = 1_000) -> DealerSession:
    """A cash table of 25s, blinds 25/50: Ann (seat 1, the button and small blind
    heads-up) to act first with ``ann`` chips, Ben 2,000."""
    _cash, tables, event, p = night(db, GAME)
    table = tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=25,
                              min_buy_in=1_000)
    tables.sit(table, p["Ann"], ann, T0, seat=1)
    tables.sit(table, p["Ben"], 2_000, T0, seat=2)
    hand = session(db, tables, table)
    while hand.legal() is None:  # the blinds posted, Ann to act
        hand.advance()
    return hand


def test_TDA_20_a_raise_to_113_at_a_table_of_25s_is_refused_in_words(db: Database) -> None:
    hand = _table_of_25s(db)
    seat = hand.to_act().seat
    before = hand.state
    with pytest.raises(DealerError) as refused:
        hand.bet_raise(113)
    assert render(refused.value.message, "en") == (
        "a raise to 113 cannot be put in with this table's chips: the smallest chip in play"
        " is 25, so it must be a multiple of it (the nearest: 100 or 125; an all-in is the"
        " whole stack) (TDA 20)")
    assert render(refused.value.message, "hu") == (
        "az emelés 113-ig nem rakható be az asztal zsetonjaiból: a legkisebb játékban lévő"
        " zseton 25, ennek többszörösének kell lennie (a legközelebbiek: 100 és 125;"
        " all-innél a teljes stack mehet) (TDA 20)")
    # nothing changed: the same seat is to act, nothing stored
    assert hand.state == before and hand.to_act().seat == seat
    assert TableService(db).current_hand(hand.table_id or 0) is not None
    hand.bet_raise(125)  # a multiple of 25 is taken
    hand.check_call()
    play_to_end(hand)
    assert sorted(hand.stacks_by_seat().values()) == [875, 2_125]


def test_TDA_20_an_all_in_of_887_at_a_table_of_25s_is_taken(db: Database) -> None:
    """A stack no chips make (887, recorded before bets were checked) goes all-in whole:
    typed as the raise to 887 or with the all-in button."""
    hand = _table_of_25s(db)
    hand.apply(BetRaise(hand.to_act().seat, 113))  # a hand stored before this check
    play_to_end(hand)
    hand.next_hand()
    while hand.legal() is None:
        hand.advance()
    legal = hand.to_act()
    stacks = hand.stacks_by_seat()
    odd = next(seat for seat, chips in stacks.items() if chips % 25)
    while legal.seat != odd:  # Ben calls or checks until Ann, 887, is to act
        hand.check_call()
        legal = hand.to_act()
    assert legal.all_in_to % 25 != 0
    hand.bet_raise(legal.all_in_to)  # the whole stack, whatever it is
    assert hand.stacks_by_seat()[odd] == 0


def test_TDA_20_a_bet_of_113_at_a_practice_table_is_taken() -> None:
    """No chips known (a practice table in memory): any amount, as before."""
    hand = DealerSession.in_memory(USUAL_GAMES["holdem"], {1: 1_000, 2: 2_000}, 1)
    while hand.legal() is None:
        hand.advance()
    call = hand.to_act().call_to
    hand.bet_raise(call + 113)
    assert hand.to_act().call_to == call + 113


def test_R_5_4_the_pot_limit_range_offered_is_in_the_tables_chips(db: Database) -> None:
    """Pot limit, blinds 25/50, a table of 25s, three players: the range the panel
    offers is payable. The first raise may go to 100-175 (R-5.3, R-5.4: 50 + 75 + 50),
    both multiples of 25. After a raise to 113 stored before bets were checked, the
    small blind's pot-limit most is 113 + (25 + 50 + 113 + 88) = 389 and the least
    113 + 63 = 176; the panel offers 200-375, the chips' amounts inside the limit."""
    _cash, tables, event, p = night(db, GAME)
    table = tables.open_table(event, T0, seats=6, stakes=Stakes("holdem", "pot limit", 25, 50),
                              smallest_chip=25, min_buy_in=1_000)
    for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
        tables.sit(table, p[name], 2_000, T0, seat=seat)
    hand = session(db, tables, table)
    while hand.legal() is None:
        hand.advance()
    legal = hand.to_act()
    assert (legal.raise_min, legal.raise_max) == (100, 175)
    hand.apply(BetRaise(legal.seat, 113))  # a hand stored before this check
    legal = hand.to_act()
    assert legal.call == 88
    engine = hand.deal.legal()
    assert engine is not None and (engine.raise_min, engine.raise_max) == (176, 389)
    assert (legal.raise_min, legal.raise_max) == (200, 375)
    hand.bet_raise(375)  # the most offered is taken
    assert hand.to_act().call_to == 375


def test_TDA_20_a_tournament_table_takes_bets_in_its_chips_in_play(db: Database) -> None:
    """A tournament whose smallest chip at the start is the 25 (blinds 25/50): a raise
    to 113 is refused naming the 25, a raise to 125 taken. After the break's color-up
    takes the 25s off (R-8.3) the table's smallest chip is the 100."""
    night = Night(db, 6)
    night.events.start_clock(night.event, NIGHT_T0)
    [table] = night.table_ids
    assert TableService(db).smallest_chip(table) == 25
    hand = night.panel(table)
    while hand.legal() is None:
        hand.advance()
    with pytest.raises(DealerError) as refused:
        hand.bet_raise(113)
    assert "the nearest: 100 or 125" in render(refused.value.message, "en")
    hand.bet_raise(125)
    assert hand.to_act().call_to == 125
    play_to_end(hand)
    night.events.go_to_level(night.event, BREAK, 2)
    colors = ColorUpService(db)
    plan = colors.plan(night.event, BREAK)
    night.do(lambda: colors.color_up(night.event, 25, {s.entry_id: s.chips for s in plan.seats},
                                     BREAK, random.Random(5)))
    assert TableService(db).smallest_chip(table) == 100
