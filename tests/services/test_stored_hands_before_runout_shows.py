"""Hands stored before the engine held a run-out's hands to be shown first (R-7.1,
2026-12-06): the engine took a muck from the hand with chips behind, and the dealer
panel offered it. Such a stored log no longer replays under the rules, and a table
whose last hand is one could not deal its next (the last hand is rebuilt from its
log). It is taken as it was played, as a record's shows and mucks are; a log that
is wrong otherwise is refused as before."""

from __future__ import annotations

import pytest

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import (
    Award,
    BetRaise,
    CheckCall,
    DealBoard,
    DealHole,
    Event,
    Muck,
    PostBlind,
)
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.state import HandError, HandState
from director.services.core.stored_hands import fold_stored
from director.store.codec import event_to_json, setup_to_json
from tests.engine.test_rules_helpers import cards

SETUP = HandSetup.at_table(HOLDEM, Betting.no_limit(10), {1: 1000, 2: 90}, 2,
                           small_blind=5, big_blind=10)

# Heads-up, seat 2 the button: both limp; on the flop seat 1 bets 100, seat 2 calls
# all-in for 80; seat 1 mucks (the old engine took it): the pot of 180 to seat 2.
OLD_LOG: list[Event] = [
    PostBlind(1, 10), PostBlind(2, 5), DealHole(1, cards("AsAd")), DealHole(2, cards("KsKd")),
    CheckCall(2), CheckCall(1), DealBoard(cards("2c7d9h")), BetRaise(1, 100), CheckCall(2),
    Muck(1), Award(),
]


def test_R_7_1_a_run_out_muck_stored_before_the_rule_was_held_replays_as_played() -> None:
    with pytest.raises(HandError, match="still in after the betting ended"):
        HandState.replay(SETUP, OLD_LOG)  # the rules now refuse the muck
    state = fold_stored(7, setup_to_json(SETUP), [event_to_json(e) for e in OLD_LOG])
    assert isinstance(state, HandState) and state.is_complete
    assert state.stacks_by_seat() == {1: 910, 2: 180}
    assert list(state.log) == OLD_LOG


def test_a_stored_log_wrong_otherwise_is_still_refused() -> None:
    wrong = [*OLD_LOG[:8], BetRaise(2, 5)]  # a raise below the bet: never a legal action
    with pytest.raises(HandError, match="event 9"):
        fold_stored(7, setup_to_json(SETUP), [event_to_json(e) for e in wrong])
