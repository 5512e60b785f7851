"""R-7.2, R-7.3: at the showdown a hand may be mucked unless it is the last live hand
in a pot it contests; then it wins that pot and cannot be mucked."""

from __future__ import annotations

import pytest

from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.state import HandError
from tests.engine.test_rules_helpers import Betting, Hand, table


def _side_pot_showdown() -> Hand:
    """Seat 1 all-in for 300 before the flop; seats 2 and 3 bet 100 more on the
    flop: a main pot of 900 for all three, side pot 1 of 200 for seats 2 and 3."""
    h = Hand(table(HOLDEM, Betting.no_limit(10), {1: 300, 2: 1000, 3: 1000}, 3,
                   small_blind=5, big_blind=10),
             {1: "AsAd", 2: "KsKd", 3: "QsQd"}, "2c7d9hTc3s")
    h.do("s3 cc", "s1 cbr 300", "s2 cc", "s3 cc", "s2 cbr 100", "s3 cc",
         "s2 cc", "s3 cc", "s2 cc", "s3 cc")
    return h


def test_R_7_3_a_hand_matched_by_another_live_hand_may_be_mucked() -> None:
    h = _side_pot_showdown()
    h.do("s2 mk")  # seat 3 put in as much: it contests both pots seat 2 did
    assert h.s.mucked[h.s.player_at(2)]


def test_R_7_3_the_last_hand_in_the_side_pot_cannot_be_mucked() -> None:
    h = _side_pot_showdown()
    h.do("s2 mk")
    with pytest.raises(HandError, match="seat 3 holds the last hand in side pot 1"):
        h.do("s3 mk")

