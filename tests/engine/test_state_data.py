"""A hand's state snapshot (``director.engine.hand.state_data``): restoring a running
hand from its snapshot gives exactly the state replaying its log gives, at every
step of random hands in every game and betting structure, and the hand goes on
from it as it would have (the log stays the hand, DESIGN.md "The engine").
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.engine.cards import Card
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.data import HandData
from director.engine.hand.facts.events import (
    BetRaise,
    CheckCall,
    DealBoard,
    DealHole,
    Event,
    PostBlind,
)
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.state import HandError, HandState
from director.engine.hand.state_data import (
    SLOTS,
    SNAPSHOT_SLOTS,
    SnapshotError,
    state_from_data,
    state_to_data,
)
from tests.engine.strategies import HandSpec, hand_specs, iter_hand
from tests.engine.test_draw_guts_properties import DrawDriver, draw_setups
from tests.engine.test_hand_properties import FIELDS

PROPERTY = settings(max_examples=120, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def slots(state: HandState) -> dict[str, tuple[type, Any]]:
    """Every slot with its type: a tuple where the engine keeps a tuple, a list
    where it keeps a list (the rules code relies on both)."""
    return {name: (type(getattr(state, name)), getattr(state, name)) for name in FIELDS}


def through_storage(state: HandState) -> HandState:
    """The state written as JSON text and read back, as the store does."""
    text = json.dumps(state_to_data(state))
    return state_from_data(state.setup, state.log, json.loads(text))


def test_every_slot_of_a_hand_state_is_in_the_snapshot() -> None:
    """A new slot in HandState without a way to store it fails here, not at a table."""
    assert set(HandData.__slots__) == SNAPSHOT_SLOTS


@PROPERTY
@given(hand_specs())
def test_snapshot_at_every_step_equals_the_replayed_state(spec: HandSpec) -> None:
    """R-4 to R-7 in every flop and stud game and structure: at each step the
    snapshot restores the same state, and the next event leads to the same state
    from both (the restored hand goes on exactly as the original)."""
    setup, rng = spec.setup_and_rng()
    for before, event, after in iter_hand(rng, setup):
        restored = through_storage(before)
        assert slots(restored) == slots(before)
        assert slots(restored.apply(event)) == slots(after)
    assert slots(through_storage(after)) == slots(after)


@settings(max_examples=80, deadline=None, derandomize=True)
@given(draw_setups(), st.randoms(use_true_random=False))
def test_snapshot_of_draw_hands_with_openers_and_replacements(
        setup: HandSetup, rnd: random.Random) -> None:
    """R-6.5: discards, cards to replace, the opener, the dead deal and the
    reshuffled stub all survive the snapshot at every step of a draw hand."""
    final = DrawDriver(setup, rnd).play()
    for k in range(len(final.log) + 1):
        state = HandState.replay(setup, final.log[:k])
        assert slots(through_storage(state)) == slots(state)


def _hand_on_the_flop() -> HandState:
    setup = HandSetup.at_table(HOLDEM, Betting.no_limit(20), {1: 1000, 3: 640, 6: 1500}, 6,
                               small_blind=10, big_blind=20)
    state = HandState.start(setup)
    for event in (PostBlind(1, 10), PostBlind(3, 20),
                  DealHole(1, (Card.parse("As"), Card.parse("Kd"))),
                  DealHole(3, (None, None)),
                  DealHole(6, (Card.parse("7c"), Card.parse("7h"))),
                  BetRaise(6, 60), CheckCall(1), CheckCall(3)):
        state = state.apply(event)
    return state


def test_a_log_read_when_first_needed_is_read_once() -> None:
    """A restored state may take its log as a function (the store's events): the
    state is whole without it, and the log is read once, when first asked for."""
    state = _hand_on_the_flop()
    reads: list[int] = []

    def stored_log() -> tuple[Event, ...]:
        reads.append(1)
        return state.log

    restored = state_from_data(state.setup, stored_log, state_to_data(state))
    assert restored.pot_total == 180 and restored.next_step().text == state.next_step().text
    assert reads == []
    after = restored.apply(DealBoard((Card.parse("2d"), Card.parse("3d"), Card.parse("4d"))))
    assert reads == [1]
    assert after.log == (*state.log, after.log[-1]) and restored.log == state.log
    assert reads == [1]
    assert slots(restored.undo()) == slots(state.undo())


def test_a_restored_hand_refuses_a_card_already_dealt() -> None:
    """R-1.4 after a restore: the cards seen so far are part of the snapshot."""
    state = through_storage(_hand_on_the_flop())
    with pytest.raises(HandError, match="As is in seat 1's hand"):
        state.apply(DealBoard((Card.parse("As"), Card.parse("2d"), Card.parse("3d"))))
    assert state.pot_total == 180


def _position(slot: str) -> int:
    return SLOTS.index(slot) + 1


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.pop(), "not a hand's state in format 2"),
    (lambda d: d.__setitem__(0, 99), "not a hand's state in format 2"),
    (lambda d: d.__setitem__(_position("stacks"), [1000, 940]), "stacks is not for 3 players"),
    (lambda d: d.__setitem__(_position("stacks"), [1000, "940", 1480]),
     "'940' where a number belongs"),
    (lambda d: d.__setitem__(_position("known"), [["Zz", "dealt to seat 1"]]), "cannot be read"),
    (lambda d: d.__setitem__(_position("phase"), "lunch"), "cannot be read"),
    (lambda d: d.__setitem__(_position("hole"), ["AsK", "????", "7c7h"]), "cannot be read"),
    (lambda d: d.__setitem__(_position("to_act"), "seat 6"), "'seat 6' where a number belongs"),
    (lambda d: d.__setitem__(_position("highest"), None), "None where a number belongs"),
    (lambda d: d.__setitem__(_position("bets"), [10, None, 0]), "None where a number belongs"),
    (lambda d: d.__setitem__(_position("folded"), "01x"), "'01x' where flags belong"),
    (lambda d: d.__setitem__(_position("dead_deal"), 0), "0 where a yes or no belongs"),
])
def test_a_snapshot_that_does_not_fit_the_hand_is_refused(change: Any, message: str) -> None:
    """Damaged snapshot data is refused with what is wrong, so the caller replays
    the log instead of trusting it."""
    state = _hand_on_the_flop()
    data = json.loads(json.dumps(state_to_data(state)))
    assert state_from_data(state.setup, state.log, data).pot_total == 180
    change(data)
    with pytest.raises(SnapshotError, match=message):
        state_from_data(state.setup, state.log, data)
    with pytest.raises(SnapshotError):
        state_from_data(state.setup, state.log, {"not": "a snapshot"})


#: Format 1's slots in the order it wrote them (director/engine/hand/state_data.py
#: before issue 16), to build a state an older version of the program kept.
FORMAT_1_SLOTS = (
    "phase", "stacks", "bets", "totals", "acted_level", "folded", "mucked", "shown", "acted",
    "hole", "discarded", "to_replace", "board", "burned", "known", "posts", "returned",
    "awards", "open_to", "dead", "blind_shortfall", "street", "street_dealt",
    "round_players", "highest", "full_level", "last_raise", "bets_made", "reshuffled",
    "street_burned", "community_card", "openers_shown", "dead_deal", "to_act",
    "bring_in_due", "first_actor", "last_aggressor", "final_aggressor", "opener",
)


def format_1(state: HandState) -> list[Any]:
    """The snapshot an older version kept: format 1, its slots in their old order."""
    now = dict(zip(SLOTS, state_to_data(state)[1:], strict=True))
    return [1, *(now[name] for name in FORMAT_1_SLOTS)]


def test_the_snapshot_writes_every_field_in_the_order_it_is_defined() -> None:
    """The fields are defined once (``HandData``); the snapshot follows them."""
    assert tuple(f.name for f in HandData.FIELDS) == SLOTS
    assert set(SLOTS) == set(FORMAT_1_SLOTS)


def test_a_state_kept_by_an_older_version_is_refused() -> None:
    """Format 1 is not read (its fields are in another order): the caller replays
    the log (tests/services/test_table_service.py shows the store doing it)."""
    state = _hand_on_the_flop()
    with pytest.raises(SnapshotError, match="not a hand's state in format 2"):
        state_from_data(state.setup, state.log, json.loads(json.dumps(format_1(state))))
