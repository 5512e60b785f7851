"""R-7.1: once a player is all-in and no further betting is possible, every hand
still in is turned face up before the remaining cards are dealt. The dealer's step
said so, but the engine took a muck from the hand that called with chips behind
(the pot went to the all-in hand) and took the turn and river before any hand was
shown, after which the bettor was offered to muck at the showdown. Both are now
refused with the rule's words; a record (PHH) is still replayed as it was played
(tests/engine/test_replay_variants.py)."""

from __future__ import annotations

import pytest

from director.engine.hand.facts.events import Burn, DealBoard, DealHole, Muck
from director.engine.hand.facts.games import HOLDEM, STUD
from director.engine.hand.state import HandError, Phase
from tests.engine.test_rules_games_stud import check_around, stud
from tests.engine.test_rules_helpers import Betting, Hand, StepKind, cards, table


def flop_all_in() -> Hand:
    """Heads-up, blinds 5/10, seat 2 the button: both limp; on the flop seat 1 bets 100
    and seat 2 calls all-in for 80 (the 20 uncalled goes back)."""
    h = Hand(table(HOLDEM, Betting.no_limit(10), {1: 1000, 2: 90}, 2, small_blind=5,
                   big_blind=10), {1: "AsAd", 2: "KsKd"}, "2c7d9hJc3s")
    h.do("s2 cc", "s1 cc", "s1 cbr 100", "s2 cc")
    return h


def test_R_7_1_the_hand_with_chips_behind_is_shown_not_mucked() -> None:
    h = flop_all_in()
    step = h.s.next_step()
    assert (step.kind, step.seat) == (StepKind.SHOW, 1)
    assert step.text == ("No more betting: seat 1 turns their hand face up before the rest "
                         "is dealt (R-7.1)")
    with pytest.raises(HandError, match="seat 1 is still in after the betting ended: every "
                                        r"hand still in is turned face up \(R-7.1\)"):
        h.s.apply(Muck(1))
    with pytest.raises(HandError, match="seat 2 is all-in and must show"):
        h.s.apply(Muck(2))


def test_R_7_1_nothing_more_is_dealt_while_a_hand_is_face_down() -> None:
    h = flop_all_in()
    for event in (Burn(None), DealBoard(cards("Jc"))):
        with pytest.raises(HandError, match="the hands first: seat 1 turns their hand face "
                                            r"up before the rest is dealt \(R-7.1\)"):
            h.s.apply(event)
    h.do("s1 sm")
    with pytest.raises(HandError, match="the hands first: seat 2"):
        h.s.apply(Burn(None))
    h.do("s2 sm")  # both face up: the turn and river come
    assert len(h.s.board) == 5 and h.s.phase is Phase.AWARDING
    h.do("award")
    assert h.stacks() == {1: 1090, 2: 0}  # aces hold: 910 behind + the pot of 180


def test_R_7_1_stud_later_streets_wait_for_the_hands() -> None:
    """Seven-card stud, fixed limit 10/20, antes 2, bring-in 5: seat 1 (2c up) brings
    in and seat 2 calls; on 4th street seat 2 (8c 9c up) bets its last 10 and seat 1
    calls: both hands are turned up before 5th street's cards are dealt."""
    h = stud(STUD, {1: "AsAd2c3h4h5h6h", 2: "KsKd8c9cTcJc7s"}, stacks={1: 500, 2: 17},
             button=2)
    h.advance()
    check_around(h)  # 3rd street: the bring-in and a call
    h.do("s2 cbr 10", "s1 cc")
    assert h.stacks() == {1: 483, 2: 0}
    step = h.s.next_step()
    assert step.kind is StepKind.SHOW
    with pytest.raises(HandError, match="the hands first"):
        h.s.apply(DealHole(1, cards("4h")))
    h.show_all()  # both turned up, then 5th to 7th street dealt
    assert [len(cards_) for cards_ in h.s.hole] == [7, 7]
    assert h.s.phase is Phase.AWARDING
