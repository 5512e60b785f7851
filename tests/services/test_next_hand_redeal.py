"""The deal again after a dead deal of draw with openers (R-6.5), as the dealer
panel plans it (``next_hand_setup.plan_next_hand``): the same button, the pot
carried, and each seat's antes in it counted as its own."""

from __future__ import annotations

from director.engine.event.button import GameKind
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.setup import HandOptions, HandSetup
from director.services.tables.dealer_cash import Between
from director.services.tables.next_hand_setup import Carried, plan_next_hand
from director.services.tables.table_game import TableGame

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
