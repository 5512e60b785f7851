"""What the dealer panel shows, checked against what the engine accepts (issue 30),
over random hands of every game and betting structure (hold'em, Omaha, Omaha hi/lo,
pineapple, stud, stud hi/lo, razz and five-card draw, in no limit, pot limit, fixed
limit and spread limit), after every step:

- the legal actions agree with ``state.apply``: every choice offered is accepted
  (fold, check or call, the bring-in, each end of a bet or raise, an amount between
  where the limit has one, all-in when offered), and just outside is refused (one
  below the smallest raise, one above the most, all-in when the stack is more than
  the most, an amount between the two fixed-limit sizes) (R-5.1 to R-5.7, R-6.4);
- the pots sum to the chips put in, and a player stops contesting a later pot only
  by being all-in: pots are cut at all-in amounts only (R-7.3);
- chips are never created or lost.
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import pairwise

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.events import BetRaise, CheckCall, Event, PostBringIn
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.rules.steps import LegalActions, RaiseKind
from director.engine.hand.state import HandError, HandState, Phase
from tests.engine.strategies import HandSpec, Policy, hand_specs, iter_hand
from tests.engine.test_draw_guts_properties import DrawDriver, draw_setups

PROPERTY = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def accepted(state: HandState, event: Event) -> HandState:
    try:
        return state.apply(event)
    except HandError as refused:  # pragma: no cover - the failure names the step
        raise AssertionError(f"{event} offered but refused at {state.next_step().text!r}: "
                             f"{refused}") from None


def refused(state: HandState, event: Event) -> None:
    try:
        state.apply(event)
    except HandError:
        return
    raise AssertionError(f"{event} not offered but accepted at {state.next_step().text!r}")


def check_legal_actions(state: HandState, legal: LegalActions, rng: random.Random) -> None:
    """R-5.1 to R-5.7: the offered choices are accepted, their neighbours refused."""
    i = state.player_at(legal.seat)
    assert legal.all_in_to == state.stacks[i] + state.bets[i] and legal.bet == state.bets[i]
    assert legal.call_to <= legal.most <= legal.all_in_to or legal.bring_in is not None
    assert (legal.raise_kind is RaiseKind.BET) == (state.highest == 0 and legal.bring_in is None)
    for event in legal.offered():
        after = accepted(state, event)
        if isinstance(event, BetRaise):
            assert after.bets[i] == event.to or after.phase is not Phase.BETTING
    if legal.most_is_all_in:
        accepted(state, legal.all_in_event())
    else:
        try:
            legal.all_in_event()
        except HandError:
            pass
        else:  # pragma: no cover
            raise AssertionError(f"all-in offered beyond the most at {state.next_step().text!r}")
        refused(state, BetRaise(legal.seat, legal.all_in_to))
    if legal.bring_in is not None:
        refused(state, PostBringIn(legal.seat, legal.bring_in + 1))
    else:
        after = accepted(state, CheckCall(legal.seat))
        assert after.bets[i] == legal.call_to or after.phase is not Phase.BETTING
    if legal.raise_min is None or legal.raise_max is None:
        refused(state, BetRaise(legal.seat, legal.call_to + state.setup.betting.small_bet))
        return
    refused(state, BetRaise(legal.seat, legal.raise_min - 1))
    refused(state, BetRaise(legal.seat, legal.raise_max + 1))
    if legal.raise_max - legal.raise_min > 1:
        between = BetRaise(legal.seat, rng.randint(legal.raise_min + 1, legal.raise_max - 1))
        if legal.fixed_sizes:
            refused(state, between)  # the sizes only (R-6.4: small or big)
        else:
            accepted(state, between)
    assert legal.fixed_sizes == (state.setup.betting.limit is Limit.FIXED_LIMIT)


def check_pots(state: HandState) -> None:
    """R-7.3: the pots hold every chip put in; a player still in leaves a pot's
    contenders only by being all-in (the pots are cut at all-in amounts only)."""
    pots = state.pots()
    if state.pot_total:
        assert sum(p.amount for p in pots) == state.pot_total
    for before, after in pairwise(pots):
        for player in set(before.eligible) - set(after.eligible):
            assert state.stacks[player] == 0, (pots, state.next_step().text)
    if state.phase is Phase.BETTING:
        with_chips = {i for i in range(state.setup.player_count)
                      if not state.folded[i] and state.stacks[i] > 0}
        assert all(with_chips <= set(p.eligible) for p in pots), pots


def check_step(state: HandState, total: int, rng: random.Random) -> None:
    assert state.chips_in_play() == total  # chips never created or lost
    if state.is_complete:
        return
    check_pots(state)
    legal = state.legal_actions()
    if legal is not None:
        check_legal_actions(state, legal, rng)


def _total(setup: HandSetup) -> int:
    return sum(setup.stacks) + setup.carried_pot


def _with_straddle(setup: HandSetup, seed: int) -> HandSetup:
    """A third of the no-limit and pot-limit blind hands of three or more players
    get a live straddle (R-3.7), short ones included (a third of the stacks are
    short): in no limit an incomplete raise, in pot limit counted as full."""
    if (setup.betting.limit not in (Limit.NO_LIMIT, Limit.POT_LIMIT) or not setup.blinds
            or setup.player_count < 3 or random.Random(seed).random() > 1 / 3):
        return setup
    blinds = list(setup.blinds)
    blinds[2] = 2 * setup.blinds[1]
    return replace(setup, blinds=tuple(blinds), straddler=2,
                   options=replace(setup.options, straddle=True))


@PROPERTY
@given(hand_specs())
def test_legal_actions_and_pots_agree_with_the_engine_in_every_flop_and_stud_game(
        spec: HandSpec) -> None:
    """Hold'em, Omaha, Omaha hi/lo, pineapple, stud, stud hi/lo and razz, in every
    betting structure, with straddles in no limit and pot limit: checked after
    every event of a random hand."""
    setup, rng = spec.setup_and_rng()
    setup = _with_straddle(setup, spec.seed)
    check = random.Random(spec.seed ^ 0xA11)
    state = HandState.start(setup)
    for before, _, after in iter_hand(rng, setup, Policy(hidden_down=0.1)):
        check_step(before, _total(setup), check)
        state = after
    check_step(state, _total(setup), check)
    assert state.is_complete


@settings(max_examples=80, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(draw_setups(), st.randoms(use_true_random=False))
def test_legal_actions_and_pots_agree_with_the_engine_in_five_card_draw(
        setup: HandSetup, rnd: random.Random) -> None:
    """Five-card draw (standard and 32-card deck), every table option and structure."""
    driver = DrawDriver(setup, rnd)
    check = random.Random(0xD4A)
    for _ in range(400):
        if driver.state.is_complete:
            break
        check_step(driver.state, _total(setup), check)
        event = driver.event()
        if event is not None:
            driver.apply(event)
    assert driver.state.is_complete
    check_step(driver.state, _total(setup), check)
