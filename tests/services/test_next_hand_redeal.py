"""The deal again after a dead deal of draw with openers (R-6.5), as the dealer
panel plans it (``next_hand_setup.plan_next_hand``): the same button, the pot
carried, and each seat's antes in it counted as its own."""

from __future__ import annotations

import random

import pytest

from director.engine.event.button import GameKind
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.games import GAMES
from director.engine.hand.facts.setup import HandOptions, HandSetup
from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.services.events.table_games import table_game
from director.services.tables.dealer_cash import Between
from director.services.tables.next_hand_setup import Carried, plan_next_hand
from director.services.tables.table_game import TableGame
from director.store.db import Database
from tests.services.night import (
    DRAW_OPENERS,
    MIN,
    T0,
    Night,
    dead_deal_of_75,
    dealer_turn,
    snapshot,
)

DRAW = TableGame("draw", Betting.fixed_limit(100, 200), ante=10,
                 options=HandOptions(openers=True))
POT = Carried(25, {1: 10, 2: 5, 3: 10})  # seat 2 antes its last 5


def _plan(between: Between, refilled: tuple[int, ...] = ()) -> HandSetup:
    setup = plan_next_hand(DRAW, {1: 990, 2: 0, 3: 990}, 1, False, refilled, between,
                           None, GameKind.CASH, POT).setup
    assert isinstance(setup, HandSetup)
    return setup


def test_R_6_5_all_in_on_the_ante_is_dealt_again_even_when_away() -> None:
    """Seat 2 went all-in on its ante of 5 and then stepped away: it has no decision
    to make, so it is dealt in again (its 5 at stake) with the same button; the
    players with chips ante 10 again."""
    for between in (Between(), Between(away=frozenset({2}))):
        setup = _plan(between)
        assert (setup.seats, setup.stacks, setup.button) == ((2, 3, 1), (0, 990, 990), 1)
        assert (setup.carried_pot, setup.carried_antes) == (25, (5, 10, 10))


def test_R_6_5_a_seat_filled_since_the_dead_deal_has_no_antes_in_it() -> None:
    """Seat 2's player left and a new one sat down with 2,000: the 5 stays in the
    pot as dead money, not the newcomer's (R-6.5)."""
    setup = plan_next_hand(DRAW, {1: 990, 2: 2_000, 3: 990}, 1, False, (2,), Between(),
                           None, GameKind.CASH, POT.for_seats((2,))).setup
    assert isinstance(setup, HandSetup)
    assert (setup.seats, setup.carried_pot, setup.carried_antes) == ((2, 3, 1), 25,
                                                                     (0, 10, 10))


def test_R_6_5_next_setup_deals_again_as_the_panel_does(db: Database) -> None:
    """``TableService.next_setup`` after a dead deal at a stored table, as the dealer
    panel's next hand (it dealt only seats with chips, and lost the pot): antes 25,
    P2 counted down to 25 antes all of it, nobody opens. The deal again carries the
    75, deals P2 in with no chips (their 25 at stake) and keeps every chip."""
    night = Night(db, 3, settings=DRAW_OPENERS)
    [table] = night.table_ids
    night.events.start_clock(night.event, T0)
    short_seat = min(night.seat_rows(table))
    night.tournament.count_chips(night.entry_at(table, short_seat), 25, T0)
    panel = night.panel(table, table_game(db, night.event, T0))
    button = panel.button_seat
    dealer_turn(panel, "pass", 0)
    assert panel.hand.dead_deal and panel.hand.carried_out == 75
    chips = night.tables.table_chips(table)
    setup = night.tables.next_setup(table, GAMES["draw"], Betting.fixed_limit(100, 200),
                                    button, ante=25, options=HandOptions(openers=True))
    planned = plan_next_hand(panel.game, night.tables.next_stacks(table), button, False, (),
                             Between(), None, GameKind.TOURNAMENT,
                             Carried(75, panel.hand.carried_by_seat())).setup
    assert isinstance(planned, HandSetup)
    assert (setup.seats, setup.stacks, setup.carried_pot, setup.carried_antes) == (
        planned.seats, planned.stacks, planned.carried_pot, planned.carried_antes)
    assert setup.stacks[setup.seats.index(short_seat)] == 0
    assert setup.carried_antes[setup.seats.index(short_seat)] == 25
    night.tables.start_hand(table, setup, T0)
    assert night.tables.table_chips(table) == chips == 20_025  # 10,000 twice and 25


def test_R_6_5_no_draw_for_the_button_while_a_dead_deals_pot_waits(db: Database) -> None:
    """Antes 25, three players, nobody opens: the 75 waits for the deal again by the
    same button. A draw for the button there was taken: the table's button drawn anew,
    the deal again carried no pot and the 75 was gone (the chips balance found 75
    missing). Now the draw is refused in words, naming the hand and the pot, nothing
    changed; the deal again carries the 75 from the same button."""
    night, table, panel, button = dead_deal_of_75(db)
    before = snapshot(night)
    with pytest.raises(ServiceError) as refused:
        night.seating.draw_for_button(table, T0 + MIN, random.Random(4))
    assert refused.value.message.id == "svc-draw-button-dead-pot"
    assert render(refused.value.message) == (
        "nobody opened hand 1 at Table 1: its pot of 75 waits for the deal again by the "
        "same button; deal that hand at the table's dealer panel (R-6.5), then draw for "
        "the button if it is still needed")
    assert snapshot(night) == before
    panel.next_hand()
    assert (panel.button_seat, panel.hand.setup.carried_pot) == (button, 75)
    night.check()
