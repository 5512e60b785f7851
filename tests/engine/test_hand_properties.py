"""Properties of whole hands, over random hands in every game and betting structure.

Each hypothesis example is a ``HandSpec`` (game, structure, seed); the hand is
played by the random driver in ``tests.engine.strategies`` through the dealer's
step loop, and the properties are checked at every transition. The rule ids
(RULES.md sections 4, 5 and 7) are named in each test's docstring.

The last group of tests are regressions for engine bugs these properties found
(each reproduced by hand).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings

from director.engine.cards import Card, CardError, parse_cards
from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.data import HandData
from director.engine.hand.facts.events import (
    Award,
    BetRaise,
    Burn,
    CheckCall,
    DealBoard,
    DealHole,
    Event,
    Fold,
    Muck,
    PostAnte,
    PostBlind,
    PostBringIn,
    Show,
    from_dict,
    to_dict,
)
from director.engine.hand.facts.games import HOLDEM, OMAHA, STUD
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandError, HandState, Phase
from tests.engine.strategies import (
    CONFIGS,
    Config,
    HandSpec,
    Policy,
    hand_specs,
    iter_hand,
    play_hand,
)

PROPERTY = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
POLICY = Policy(hidden_down=0.1)


# Every field of a state by its public name (the log is read through ``log``).
FIELDS = tuple("log" if name == "_log" else name
               for name in HandData.__slots__ if name != "_pending_log")


def snapshot(state: HandState) -> dict[str, Any]:
    """Every field of a state, frozen, for before/after comparisons."""
    out: dict[str, Any] = {}
    for name in FIELDS:
        value = getattr(state, name)
        if isinstance(value, list):
            value = tuple(value)
        elif isinstance(value, dict):
            value = tuple(sorted((str(k), v) for k, v in value.items()))
        out[name] = value
    return out


def outcome(state: HandState) -> tuple[Any, ...]:
    return (tuple(state.stacks), state.pots(), state.phase, state.awards, state.payouts())


def transitions(spec: HandSpec, policy: Policy = POLICY
                ) -> tuple[HandSetup, list[tuple[HandState, Event, HandState]]]:
    setup, rng = spec.setup_and_rng()
    return setup, list(iter_hand(rng, setup, policy))


# ------------------------------------------------------------------ chips


@PROPERTY
@given(hand_specs())
def test_chips_conserved_and_pots_paid_out(spec: HandSpec) -> None:
    """R-4.1, R-4.2, R-5.8, R-7.3, R-7.4, R-7.5: chips are conserved at every step
    (stacks + pots == the starting total), no stack goes negative, the award pays
    out exactly the pots built by R-7.3, each award's shares sum to its pot, and
    after the award the stacks hold every chip again."""
    setup, steps = transitions(spec)
    total = sum(setup.stacks)
    for before, event, after in steps:
        assert after.chips_in_play() == total, (event, after)
        assert sum(after.stacks) + sum(p.amount for p in after.pots()) == total, event
        assert min(after.stacks) >= 0, event
        if isinstance(event, Award):
            pots = before.pots()
            assert len(after.awards) == len(pots)
            for award in after.awards:
                assert sum(chips for _, chips in award.shares) == award.amount, str(award.text)
                assert award.amount == pots[award.pot_index].amount
                assert all(p in award.eligible for p, _ in award.shares)
                assert str(award.text)
            assert sum(after.payouts().values()) == before.pot_total
    final = steps[-1][2]
    assert final.is_complete
    assert sum(final.stacks) == total
    assert final.pot_total == 0


# ----------------------------------------------------------- illegal events


def _illegal_events(state: HandState, rng: random.Random) -> list[Event]:
    """Events the rules refuse in this state, each for a named reason."""
    step = state.next_step()
    seats = state.setup.seats
    bad: list[Event] = []
    known = [c for c in state.known if isinstance(c, Card)]
    if state.phase is not Phase.AWARDING:
        bad.append(Award())  # the pots are not ready
    if step.kind in (StepKind.POST_ANTE, StepKind.POST_BLIND):
        assert step.seat is not None
        cls = PostAnte if step.kind is StepKind.POST_ANTE else PostBlind
        bad.append(cls(step.seat, step.amount + 1))  # exactly the forced bet
        other = [s for s in seats if s != step.seat]
        bad.append(cls(rng.choice(other), step.amount))  # posting order
        bad.append(Fold(step.seat))
    if step.kind in (StepKind.DEAL_HOLE, StepKind.DEAL_BOARD, StepKind.BURN) and known:
        card = rng.choice(known)  # a card already dealt, burned or shown
        if step.kind is StepKind.BURN:
            bad.append(Burn(card))
        elif step.kind is StepKind.DEAL_BOARD:
            bad.append(DealBoard((card,) * step.up))
        else:
            assert step.seat is not None
            bad.append(DealHole(step.seat, (card,) + (None,) * (step.down + step.up - 1)))
    if step.kind is StepKind.DEAL_HOLE:
        assert step.seat is not None
        other = [s for s in seats if s != step.seat]
        bad.append(DealHole(rng.choice(other), (None,) * (step.down + step.up)))
        bad.append(DealHole(step.seat, (None,) * (step.down + step.up + 1)))
    if step.kind is StepKind.POST_BRING_IN:
        assert step.seat is not None
        bring_in = state.legal_actions()
        if bring_in is not None and not bring_in.can_fold:
            # the low card brings in and may not fold (a player the duty passed
            # on to, the low card all-in from the ante, may: TDA RP-10-E).
            bad.append(Fold(step.seat))
        bad.append(CheckCall(step.seat))
        bad.append(PostBringIn(step.seat, step.amount + 1))
    legal = state.legal_actions()
    if step.kind in (StepKind.ACT, StepKind.POST_BRING_IN) and legal is not None:
        i = state.player_at(legal.seat)
        others = [seats[j] for j in state.live_players() if j != i]
        out_of_turn = rng.choice(others)  # only the player to act acts
        bad += [Fold(out_of_turn), CheckCall(out_of_turn),
                BetRaise(out_of_turn, state.highest + state.setup.betting.small_bet)]
        # a "raise" to the current bet is a check or call, not a raise.
        bad.append(BetRaise(legal.seat, state.highest))
        if legal.raise_min is None:
            bad.append(BetRaise(legal.seat, state.highest + state.setup.betting.small_bet))
        else:
            assert legal.raise_max is not None
            below = legal.raise_min - 1  # below the minimum
            if below > state.highest and below != legal.all_in_to:
                bad.append(BetRaise(legal.seat, below))
            bad.append(BetRaise(legal.seat, legal.raise_max + 1))  # above the maximum
        bad.append(BetRaise(legal.seat, legal.all_in_to + 1))  # more than they have
    if step.kind is StepKind.SHOW:
        assert step.seat is not None
        bad.append(Fold(step.seat))
        bad.append(BetRaise(step.seat, 10**9))
    if step.kind is StepKind.AWARD:
        bad.append(CheckCall(seats[0]))
        bad.append(DealBoard((None,)))
    bad.append(Fold(max(seats) + 100))  # a seat not in the hand
    return bad


@PROPERTY
@given(hand_specs())
def test_only_legal_events_are_accepted(spec: HandSpec) -> None:
    """R-1.4, R-4.1, R-4.3, R-5.1 to R-5.6, R-6.4: at every step, events the rules
    do not allow (posting the wrong amount or out of order, dealing to the wrong
    seat or a card already seen, acting out of turn, raising below the minimum or
    above the maximum other than all-in, raising when raising is closed, a raise
    to the current bet, the bring-in player folding or checking, awarding early)
    raise ``HandError`` (``CardError`` for a card) and leave the state unchanged."""
    _, steps = transitions(spec)
    rng = random.Random(spec.seed ^ 0x5EED)
    checked = 0
    for before, _, _ in steps:
        frozen = snapshot(before)
        for bad in _illegal_events(before, rng):
            with pytest.raises((HandError, CardError)):
                before.apply(bad)
                pytest.fail(f"accepted {bad!r} at: {before.next_step().text}")
            checked += 1
        assert snapshot(before) == frozen
    assert checked > 0


# ------------------------------------------------------- replay, undo, events


@PROPERTY
@given(hand_specs())
def test_log_replays_to_the_same_state(spec: HandSpec) -> None:
    """R-7.3, R-7.4: the event log is the hand: replaying it from the start gives
    the same stacks, pots, phase and awards (and every other field)."""
    setup, rng = spec.setup_and_rng()
    final = play_hand(rng, setup, POLICY)
    again = HandState.replay(setup, final.log)
    assert outcome(again) == outcome(final)
    assert snapshot(again) == snapshot(final)


@PROPERTY
@given(hand_specs())
def test_undo_then_reapply_is_the_same_state(spec: HandSpec) -> None:
    """Undo drops exactly the last event: undo then re-apply gives the same state,
    and undo gives the state before the event (at a sample of steps)."""
    setup, steps = transitions(spec)
    rng = random.Random(spec.seed)
    picks = [*rng.sample(range(len(steps)), min(6, len(steps))), len(steps) - 1]
    for k in picks:
        before, event, after = steps[k]
        undone = after.undo()
        assert snapshot(undone) == snapshot(before)
        assert snapshot(undone.apply(event)) == snapshot(after)
    with pytest.raises(HandError):
        HandState.start(setup).undo()


@PROPERTY
@given(hand_specs())
def test_events_round_trip_through_dicts(spec: HandSpec) -> None:
    """Every event survives ``to_dict``/``from_dict`` and JSON, and the rebuilt
    log replays to the same state."""
    setup, rng = spec.setup_and_rng()
    final = play_hand(rng, setup, POLICY)
    rebuilt = []
    for event in final.log:
        data = json.loads(json.dumps(to_dict(event)))
        back = from_dict(data)
        assert back == event
        assert type(back) is type(event)
        rebuilt.append(back)
    assert outcome(HandState.replay(setup, rebuilt)) == outcome(final)


# ---------------------------------------------------------------- betting


POT_LIMIT_CONFIGS = tuple(c for c in CONFIGS if c.limit is Limit.POT_LIMIT)
FIXED_CONFIGS = tuple(c for c in CONFIGS if c.limit is Limit.FIXED_LIMIT)


@PROPERTY
@given(hand_specs(POT_LIMIT_CONFIGS))
def test_pot_limit_raise_follows_the_pot_formula(spec: HandSpec) -> None:
    """R-5.4: the largest raise makes the total ``highest bet + (all chips in the
    middle and on the table + the amount to call)``, short or missing blinds
    counting as full before the flop, capped by the player's chips; no accepted
    raise exceeds it."""
    setup, steps = transitions(spec)
    total = sum(setup.stacks)
    for before, event, _ in steps:
        legal = before.legal_actions()
        if legal is None or legal.raise_max is None:
            continue
        i = before.player_at(legal.seat)
        bets = list(before.bets)
        if before.street == 0 and setup.game.opening.value == "blinds":
            # before the flop short or dead blinds count as full blinds.
            bets = [max(b, setup.blind_of(j)) for j, b in enumerate(bets)]
        phantom = sum(bets) - sum(before.bets)
        highest = max(bets)
        middle = total - sum(before.stacks) + phantom
        formula = highest + middle + (highest - bets[i])
        # "minimums as R-5.3": the smallest bet is allowed even above the pot.
        allowed = max(formula, legal.raise_min if legal.raise_min is not None else 0)
        assert legal.raise_max == min(allowed, legal.all_in_to), before.next_step().text
        if isinstance(event, BetRaise):
            assert event.to <= min(allowed, legal.all_in_to)


@PROPERTY
@given(hand_specs(FIXED_CONFIGS))
@example(HandSpec(Config(STUD, Limit.FIXED_LIMIT), 749))  # a small raise after a small
def test_fixed_limit_sizes_and_cap(spec: HandSpec) -> None:  # bet with an open pair
    """R-5.5: every fixed-limit bet or raise is one bet size (small bet on the
    first rounds, big bet later) above the last full level, and a round has at
    most a bet and ``max_raises`` raises (the big blind or the stud completion
    is the bet), except uncapped heads-up. R-6.4: with an open pair on 4th
    street (stud high option) the opening bet may be the small or the big bet."""
    setup, steps = transitions(spec)
    betting = setup.betting
    full_bets: dict[int, int] = {}
    for before, event, after in steps:
        if not isinstance(event, BetRaise):
            continue
        legal = before.legal_actions()
        assert legal is not None and legal.raise_min is not None
        # R-6.4 (settled 2026-12-01): with an open pair on 4th street the opening bet,
        # and every raise until a big one, may be small or big.
        open_pair = before.open_pair_option() and before.last_raise < betting.big_bet
        assert (legal.raise_min == legal.raise_max or legal.raise_max == legal.all_in_to
                or open_pair)
        size = event.to - before.full_level
        assert size in (betting.small_bet, betting.big_bet) or event.to == legal.all_in_to
        if not open_pair:
            assert event.to in (legal.raise_min, legal.all_in_to)
        street = before.street
        if after.bets_made > before.bets_made:
            opened = 1 if street == 0 and setup.game.opening.value == "blinds" else 0
            full_bets[street] = full_bets.get(street, opened) + 1
        heads_up = betting.uncapped_heads_up and len(before.live_players()) == 2
        if betting.max_raises is not None and not heads_up:
            assert full_bets.get(street, 0) <= 1 + betting.max_raises


@PROPERTY
@given(hand_specs())
def test_raise_range_is_never_empty(spec: HandSpec) -> None:
    """R-5.3 to R-5.6: when a raise is offered, the smallest allowed raise is at
    most the largest, unless the player is short (then all-in is the raise)."""
    _, steps = transitions(spec)
    for before, _, _ in steps:
        legal = before.legal_actions()
        if legal is None or legal.raise_min is None:
            continue
        assert legal.raise_max is not None
        assert legal.raise_min <= legal.raise_max or legal.raise_max == legal.all_in_to, (
            before.next_step().text)


@PROPERTY
@given(hand_specs())
def test_showdown_steps_name_live_hands_and_all_in_players_show(spec: HandSpec) -> None:
    """R-7.1, R-7.2: when betting is over with two or more hands in, the dealer's
    show steps name hands still in that have not been shown; all-in players show."""
    _, steps = transitions(spec)
    for before, event, _ in steps:
        if isinstance(event, Muck):
            i = before.player_at(event.seat)
            assert before.stacks[i] > 0, "the driver never mucks an all-in hand"
        step = before.next_step()
        if step.kind is StepKind.SHOW and not any(before.mucked):
            assert step.seat is not None
            i = before.player_at(step.seat)
            assert before.is_live(i) and not before.shown[i]


# ---------------------------------------------- rule seeds (deterministic)


def _holdem(stacks: dict[int, int], betting: Betting, sb: int, bb: int,
            button: int) -> HandState:
    setup = HandSetup.at_table(HOLDEM, betting, stacks, button, small_blind=sb, big_blind=bb)
    state = HandState.start(setup)
    deck = iter(parse_cards("AsKsQsJsTs9s8s7s6s5s4s3s2sAhKhQhJhThAdKd"))
    while state.phase in (Phase.POSTING, Phase.DEALING):
        step = state.next_step()
        assert step.seat is not None or step.kind is not StepKind.POST_BLIND
        if step.kind is StepKind.POST_BLIND:
            state = state.apply(PostBlind(step.seat, step.amount))  # type: ignore[arg-type]
        elif step.kind is StepKind.DEAL_HOLE:
            state = state.apply(DealHole(step.seat,  # type: ignore[arg-type]
                                         (next(deck), next(deck))))
        else:
            raise AssertionError(step)
    return state


def test_pot_limit_seed_three_raises() -> None:
    """R-5.4 seed: blinds 5/10, three raises in a row are to 35, 120, 410."""
    state = _holdem({1: 5000, 2: 5000, 3: 5000, 4: 5000, 5: 5000}, Betting.pot_limit(10),
                    5, 10, 5)
    for expected in (35, 120, 410):
        legal = state.legal_actions()
        assert legal is not None and legal.raise_max == expected
        state = state.apply(BetRaise(legal.seat, expected))
    legal = state.legal_actions()
    assert legal is not None
    with pytest.raises(HandError):
        state.apply(BetRaise(legal.seat, legal.raise_max + 1))  # type: ignore[operator]


def test_no_limit_short_all_in_does_not_reopen() -> None:
    """R-5.7: an all-in for less than a full raise does not reopen the betting
    for a player who already acted."""
    state = _holdem({1: 1000, 2: 1000, 3: 130}, Betting.no_limit(10), 5, 10, 3)
    # Players: seat 1 small blind, seat 2 big blind, seat 3 button acts first.
    state = state.apply(BetRaise(3, 100))  # raise to 100 (full raise of 90)
    state = state.apply(CheckCall(1))
    state = state.apply(CheckCall(2))
    # Flop: seat 1 bets 10... skip to a short all-in on the flop is complex; check preflop:
    assert state.phase is Phase.DEALING
    state = _holdem({1: 1000, 2: 1000, 3: 150}, Betting.no_limit(10), 5, 10, 3)
    state = state.apply(CheckCall(3))
    state = state.apply(BetRaise(1, 100))  # seat 1 raises to 100
    state = state.apply(CheckCall(2))
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 3
    state = state.apply(BetRaise(3, 150))  # all-in, 50 more: less than a full raise of 90
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 1
    assert legal.raise_min is None, "a short all-in does not reopen the betting (R-5.7)"


# ------------------------------------- regressions for engine bugs found here


def _play_to_bring_in(setup: HandSetup, cards: str) -> HandState:
    state = HandState.start(setup)
    deck = iter(parse_cards(cards))
    while state.phase in (Phase.POSTING, Phase.DEALING):
        step = state.next_step()
        if step.kind is StepKind.POST_ANTE:
            state = state.apply(PostAnte(step.seat, step.amount))  # type: ignore[arg-type]
        else:
            assert step.kind is StepKind.DEAL_HOLE, step
            state = state.apply(DealHole(step.seat,  # type: ignore[arg-type]
                                         tuple(next(deck) for _ in range(3))))
    return state


def test_pot_limit_stud_range_never_empty() -> None:
    """R-5.4 ("minimums as R-5.3"): in pot limit the minimum bet is always
    allowed, even when the pot is smaller. Pot-limit stud, no antes, bring-in 1,
    small bet 10: after the bring-in, the next player must be able to complete
    or raise; the engine offers raise_min 11 > raise_max 3 and refuses both."""
    setup = HandSetup.at_table(STUD, Betting.pot_limit(10), {1: 500, 2: 500, 3: 500}, 3,
                               bring_in=1)
    state = _play_to_bring_in(setup, "AsKsQs AhKhJh Ad2c3d")  # seat 3 shows 3d? door = 3rd card
    step = state.next_step()
    assert step.kind is StepKind.POST_BRING_IN and step.seat is not None
    state = state.apply(PostBringIn(step.seat, 1))
    legal = state.legal_actions()
    assert legal is not None and legal.raise_min is not None and legal.raise_max is not None
    assert legal.raise_min <= legal.raise_max
    state.apply(BetRaise(legal.seat, legal.raise_min))


def test_showing_order_skips_mucked_hands() -> None:
    """R-7.2: after a player mucks, the next show step names a hand still in."""
    state = _holdem({1: 1000, 2: 1000, 3: 1000}, Betting.no_limit(10), 5, 10, 3)
    for seat in (3, 1, 2):
        state = state.apply(CheckCall(seat))
    for board in ("2d3d4c", "7h", "9c"):
        state = state.apply(DealBoard(parse_cards(board)))
        for seat in (1, 2, 3):
            state = state.apply(CheckCall(seat))
    assert state.phase is Phase.SHOWDOWN
    assert state.next_step().seat == 1
    state = state.apply(Show(1))
    state = state.apply(Muck(2))
    step = state.next_step()
    assert step.kind is StepKind.SHOW
    assert step.seat == 3, step.text
    assert state.showing_order() == [1, 3]


def test_award_after_last_contender_of_side_pot_mucks() -> None:
    """R-7.3: a side pot always has a winner. Seat 3 is all-in for 100; seats 1
    and 2 build a side pot, then both muck at showdown after seat 3 shows. The
    engine must either refuse the last muck of the side pot (HandError) or award
    it; it must not crash with a bare ValueError at Award."""
    state = _holdem({1: 1000, 2: 1000, 3: 100}, Betting.no_limit(10), 5, 10, 3)
    state = state.apply(BetRaise(3, 100))
    state = state.apply(BetRaise(1, 300))
    state = state.apply(CheckCall(2))
    for board in ("2d3d4c", "7h", "9c"):
        state = state.apply(DealBoard(parse_cards(board)))
        for seat in (1, 2):
            state = state.apply(CheckCall(seat))
    state = state.apply(Show(3))
    state = state.apply(Muck(1))
    try:
        state = state.apply(Muck(2))
    except HandError:
        return  # refusing the last muck of a pot is also correct
    final = state.apply(Award())
    assert sum(final.stacks) == 2100


def test_stud_short_deck_scrambles_burns() -> None:
    """R-6.4 (TDA RP-10-H): seven players reach 7th street; the stub (6 cards
    after the 7th-street burn) is short, the stub plus burns is enough, so the
    dealer scrambles the burns in (the engine's own step text says so) and deals.
    A card burned earlier with ``Burn(card)`` must then be dealable."""
    rng = random.Random(7)
    deck = list(STUD.deck)
    rng.shuffle(deck)
    seats = {s: 10_000 for s in range(1, 8)}
    setup = HandSetup.at_table(STUD, Betting.fixed_limit(10, 20), seats, 7, ante=1, bring_in=5)
    state = HandState.start(setup)
    burned: list[Card] = []
    while state.phase is not Phase.SHOWDOWN:
        step = state.next_step()
        if step.kind is StepKind.POST_ANTE:
            state = state.apply(PostAnte(step.seat, step.amount))  # type: ignore[arg-type]
        elif step.kind is StepKind.BURN:
            burned.append(deck.pop())
            state = state.apply(Burn(burned[-1]))
        elif step.kind is StepKind.DEAL_HOLE:
            n = step.down + step.up
            if len(deck) < n:
                deck = burned[:-1] + deck  # scramble the earlier burns in
                burned = burned[-1:]
            cards = tuple(deck.pop() for _ in range(n))
            state = state.apply(DealHole(step.seat, cards))  # type: ignore[arg-type]
        elif step.kind is StepKind.POST_BRING_IN:
            state = state.apply(PostBringIn(step.seat, step.amount))  # type: ignore[arg-type]
        elif step.kind is StepKind.ACT:
            state = state.apply(CheckCall(step.seat))  # type: ignore[arg-type]
        else:
            raise AssertionError(step)
    assert state.phase is Phase.SHOWDOWN


def test_bring_in_equal_to_small_bet() -> None:
    """R-5.5, R-6.4: fixed-limit stud, small bet 2, bring-in 2 (allowed: it does
    not exceed the small bet). After the bring-in the next player may call 2 or
    raise to 4; a "raise" to 2 puts in no more than a call and must be refused."""
    setup = HandSetup.at_table(STUD, Betting.fixed_limit(2, 4), {6: 39, 7: 40}, 6, bring_in=2)
    state = _play_to_bring_in(setup, "9d4s9c Jc4d7d")
    state = state.apply(PostBringIn(6, 2))
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 7
    assert legal.raise_min == 4
    with pytest.raises(HandError):
        state.apply(BetRaise(7, 2))


def test_open_pair_option_leaves_no_limit_alone() -> None:
    """R-6.4: the open-pair big bet is a fixed-limit option. In no-limit stud
    with the option on and an open pair on 4th street, the largest bet is still
    the player's stack (R-5.3); the engine offers raise_max 0."""
    from director.engine.hand.facts.setup import HandOptions

    setup = HandSetup.at_table(STUD, Betting.no_limit(8), {5: 430, 6: 959, 10: 962}, 6,
                               ante=3, bring_in=1, options=HandOptions(open_pair_big_bet=True))
    state = _play_to_bring_in(setup, "2c3c4c 5d6dKd 7h8hKh")  # seat 10 shows 4c: brings in
    state = state.apply(PostBringIn(10, 1))
    state = state.apply(CheckCall(5))
    state = state.apply(CheckCall(6))
    for seat, card in ((10, "9s"), (5, "Ks"), (6, "Tc")):  # seat 5: Kd Ks open pair
        state = state.apply(DealHole(seat, parse_cards(card)))
    legal = state.legal_actions()
    assert legal is not None and legal.raise_min is not None
    assert legal.raise_max == legal.all_in_to, legal


def test_configs_cover_every_game_and_structure() -> None:
    """The random hands cover every game, both pineapple discard options and
    every betting structure (fixed limit with caps and uncapped heads-up)."""
    games = {c.game.key for c in CONFIGS}
    assert games == {"holdem", "omaha", "omaha-hilo", "pineapple", "stud", "stud-hilo", "razz"}
    assert {c.limit for c in CONFIGS} == set(Limit)
    assert {c.discard_before_flop for c in CONFIGS if c.game.key == "pineapple"} == {False, True}
    caps = set()
    for seed in range(40):
        spec = HandSpec(Config(OMAHA, Limit.FIXED_LIMIT), seed)
        setup, _ = spec.setup_and_rng()
        caps.add((setup.betting.max_raises, setup.betting.uncapped_heads_up))
    assert {(3, False), (3, True), (4, False), (None, False)} <= caps
