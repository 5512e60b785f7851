"""Equal blinds (the small blind as large as the big: 100/100 passes the structure
check, some home games and the first levels of some turbos play it): the seat left
of the button still posts the small blind and the next the big blind (R-4.1), the
first player left of the big blind acts first before the flop and the big blind
acts last with its option (R-5.2). The engine took the first seat posting the
largest blind for the big blind: at 10/10 it named both posts "the big blind",
asked the big blind to act first and gave the small blind the closing option."""

from __future__ import annotations

from director.engine.event.button import first_hand, hand_setup_for, next_hand
from director.engine.hand.facts.games import HOLDEM
from tests.engine.test_rules_changes_2026_12 import TextHand, even, post_texts
from tests.engine.test_rules_helpers import Betting, table

NL10 = Betting.no_limit(10)


def test_R_4_1_R_5_2_four_handed_at_10_10_the_big_blind_acts_last() -> None:
    """Button seat 4: seat 1 posts the small blind of 10, seat 2 the big blind of 10;
    seat 3 acts first; when all call, seat 2 has the option to check or raise."""
    h = TextHand(table(HOLDEM, NL10, even(1, 2, 3, 4), 4, small_blind=10, big_blind=10))
    h.advance()
    assert post_texts(h) == ["Seat 1 posts the small blind of 10",
                             "Seat 2 posts the big blind of 10"]
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (3, 10, 20)
    h.do("s3 cc", "s4 cc")
    legal = h.legal()
    assert (legal.seat, legal.call) == (1, 0)  # the small blind has matched already
    h.do("s1 cc")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (2, 0, 20)  # the option
    h.do("s2 cbr 40")
    assert h.legal().seat == 3  # the raise goes round again
    h.do("s3 f", "s4 f", "s1 f", "award")
    assert h.s.is_complete and h.stacks()[2] == 1000 + 30


def test_R_3_5_heads_up_at_10_10_the_button_posts_the_small_blind_and_acts_first() -> None:
    h = TextHand(table(HOLDEM, NL10, even(1, 2), 1, small_blind=10, big_blind=10))
    h.advance()
    assert sorted(post_texts(h)) == ["Seat 1 posts the small blind of 10",
                                     "Seat 2 posts the big blind of 10"]
    assert h.legal().seat == 1
    h.do("s1 cc")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (2, 0, 20)


def test_R_4_1_a_tournament_level_of_100_100_is_played_from_the_big_blind() -> None:
    """The event's path (``first_hand``, ``hand_setup_for``), then the next hand: the
    button, the blinds and the first to act each move one seat."""
    stacks = even(1, 2, 3, 4, stack=5000)
    hand = first_hand(4, stacks)
    for small, big, first in ((1, 2, 3), (2, 3, 4)):
        h = TextHand(hand_setup_for(hand, HOLDEM, Betting.no_limit(100), stacks,
                                    small_blind=100, big_blind=100))
        h.advance()
        assert post_texts(h) == [f"Seat {small} posts the small blind of 100",
                                 f"Seat {big} posts the big blind of 100"]
        assert h.legal().seat == first
        hand = next_hand(hand.table, stacks)
