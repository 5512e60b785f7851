"""What the player to act may do, as the dealer panel must show it (issue 30 item 1):
the most the limit lets them put in (R-5.3 to R-5.5), whether that is the whole stack
(only then is "all-in" a choice), and each choice as the event it records.

The issue's two hands: stud hi/lo 100/200 with a bring-in of 30, where "All-in 1,990"
recorded a call of 30 although the most is completing to 100 (R-5.5); Omaha pot limit
50/100 with 10,000 behind, where "All-in 10,000" recorded a call although the most is
a raise to 350 (R-5.4).
"""

from __future__ import annotations

import pytest

from director.engine.hand.facts.events import (
    BetRaise,
    CheckCall,
    DealHole,
    Fold,
    PostAnte,
    PostBringIn,
)
from director.engine.hand.facts.games import OMAHA, STUD_HILO
from director.engine.hand.rules.steps import LegalActions, RaiseKind, StepKind
from director.engine.hand.state import HandError, HandState
from director.engine.messages import render
from tests.engine.test_rules_draw import THREE, deal
from tests.engine.test_rules_draw import table as draw_table
from tests.engine.test_rules_helpers import Betting, Hand, table

FL100 = Betting.fixed_limit(100, 200)


def _stud_hilo_facing_the_bring_in() -> Hand:
    """Stud hi/lo 100/200, ante 10, bring-in 30. Seat 2's 2c is the lowest door card
    and brings in for 30; seat 5 (door 2d, 2,000 less the ante: 1,990) is next."""
    h = Hand(table(STUD_HILO, FL100, {2: 2000, 5: 2000, 7: 2000}, 7, ante=10, bring_in=30),
             {2: "AhKh2c", 5: "QsQd2d", 7: "JcJd9c"})
    h.do("s2 bi")
    return h


def test_R_5_5_stud_hi_lo_facing_the_bring_in_the_most_is_complete_to_100() -> None:
    """Issue 30, item 1: seat 5 may call 30 or complete to 100; its 1,990 is far more
    than the most, so all-in is no choice and the largest button is "Complete to 100"."""
    legal = _stud_hilo_facing_the_bring_in().legal()
    assert (legal.seat, legal.call, legal.call_to, legal.all_in_to) == (5, 30, 30, 1990)
    assert (legal.raise_min, legal.raise_max, legal.raise_kind) == (100, 100, RaiseKind.COMPLETE)
    assert legal.most == 100 and not legal.most_is_all_in
    assert legal.fixed_sizes and legal.raise_amounts() == (100,)
    assert str(legal.describe()) == "Seat 5 may call 30, complete to 100 or fold"
    assert render(legal.describe(), "hu") == (
        "Az 5. szék lehetőségei: megadás (30), kiegészítés 100 összegre vagy dobás")
    with pytest.raises(HandError) as refused:
        legal.all_in_event()
    assert str(refused.value) == (
        "seat 5 cannot put all 1990 in: the most now is complete to 100 (R-5.5)")
    assert render(refused.value.message, "hu") == (
        "az 5. szék nem mehet all-inbe (1990): most legfeljebb kiegészítés 100 összegre "
        "lehetséges (R-5.5)")
    assert legal.offered() == (Fold(5), CheckCall(5), BetRaise(5, 100))


def test_R_6_4_the_bring_in_player_completes_to_the_small_bet() -> None:
    """Before the bring-in: seat 2 brings in for 30 or completes to 100, never folds."""
    h = Hand(table(STUD_HILO, FL100, {2: 2000, 5: 2000, 7: 2000}, 7, ante=10, bring_in=30),
             {2: "AhKh2c", 5: "QsQd2d", 7: "JcJd9c"})
    h.advance()
    legal = h.legal()
    assert (legal.seat, legal.bring_in, legal.raise_kind, legal.most) == (
        2, 30, RaiseKind.COMPLETE, 100)
    assert str(h.s.next_step()) == "Seat 2 brings in for 30 or completes to 100 (R-6.4)"
    assert legal.offered() == (PostBringIn(2, 30), BetRaise(2, 100))


def _omaha_pot_limit(stack: int) -> Hand:
    """Omaha pot limit 50/100, four players; the button is seat 4, so seat 1 posts
    50, seat 2 100, and seat 3 acts first before the flop."""
    return Hand(table(OMAHA, Betting.pot_limit(100), {1: 10_000, 2: 10_000, 3: stack, 4: 10_000},
                      4, small_blind=50, big_blind=100))


def test_R_5_4_omaha_pot_limit_the_most_is_the_pot_sized_raise_to_350() -> None:
    """Issue 30, item 1: 100 to call, the pot 150 + the call 100 = 250 on top of the
    100: the most is a raise to 350, not the 10,000 stack."""
    h = _omaha_pot_limit(10_000)
    h.advance()
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min, legal.raise_max) == (3, 100, 200, 350)
    assert legal.most == 350 and not legal.most_is_all_in
    assert legal.raise_kind is RaiseKind.RAISE and not legal.fixed_sizes
    assert legal.rule == "R-5.4"
    with pytest.raises(HandError, match=r"the most now is raise to 350 \(R-5\.4\)"):
        legal.all_in_event()
    h.do("s3 cc")
    # 50 + 100 + 100 = 250 in; seat 4 calls 100 and adds 350: a raise to 450.
    assert (h.legal().seat, h.legal().raise_max) == (4, 450)


def test_R_5_4_a_stack_within_the_pot_limit_may_go_all_in() -> None:
    """Seat 3 has 300, less than the 350 pot limit: the most is the stack, and
    all-in is the raise to 300."""
    h = _omaha_pot_limit(300)
    h.advance()
    legal = h.legal()
    assert (legal.raise_min, legal.raise_max, legal.all_in_to) == (200, 300, 300)
    assert legal.most_is_all_in
    assert legal.all_in_event() == BetRaise(3, 300)
    assert str(legal.describe()) == "Seat 3 may call 100, raise to 200-300 (300 is all-in) or fold"


def test_R_5_7_a_call_that_takes_the_whole_stack_is_the_all_in() -> None:
    """No limit 5/10: seat 1 raises to 400, seat 2 (the big blind, 10 in front, 150
    behind) can only call all-in: the call is 150 (to 160), and all-in records it."""
    h = Hand(table(betting=Betting.no_limit(10), stacks={1: 1000, 2: 160, 3: 1000}, button=3,
                   small_blind=5, big_blind=10))
    h.do("s3 f", "s1 cbr 400")
    legal = h.legal()
    assert (legal.seat, legal.bet, legal.call, legal.call_to, legal.raise_min) == (
        2, 10, 150, 160, None)
    assert legal.most_is_all_in and legal.all_in_event() == CheckCall(2)
    assert str(legal.describe()) == "Seat 2 may call 150 all-in (to 160) or fold"


def test_R_5_1_a_call_says_the_total_when_chips_are_in_front() -> None:
    """The small blind (5 in front) calls 5 to make 10; the big blind's option is a
    raise, not a bet: a bet is made only when nothing is in this round."""
    h = Hand(table(betting=Betting.no_limit(10), stacks={1: 1000, 2: 1000, 3: 1000}, button=3,
                   small_blind=5, big_blind=10))
    h.do("s3 cc")
    legal = h.legal()
    assert str(legal.describe()) == (
        "Seat 1 may call 5 (to 10), raise to 20-1000 (1000 is all-in) or fold")
    assert render(legal.describe(), "hu") == (
        "Az 1. szék lehetőségei: megadás (5, összesen 10), emelés 20–1000 összegre (az 1000 "
        "már all-in) vagy dobás")
    h.do("s1 cc")
    assert (h.legal().seat, h.legal().call, h.legal().raise_kind) == (2, 0, RaiseKind.RAISE)
    h.do("s2 cc")
    assert h.legal().raise_kind is RaiseKind.BET  # the flop: nothing in yet


def test_R_5_7_fixed_limit_an_all_in_under_half_a_bet_is_completed() -> None:
    """Fixed limit 10/20 on the flop: seat 1 opens all-in for 4, under half a bet;
    seat 2 calls 4 or completes to 10 (R-5.7), not "raises"."""
    h = Hand(table(betting=Betting.fixed_limit(10, 20), stacks={1: 14, 2: 500, 3: 500},
                   button=3, small_blind=5, big_blind=10))
    h.do("s3 cc", "s1 cc", "s2 cc", "s1 cbr 4")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min, legal.raise_kind) == (
        2, 4, 10, RaiseKind.COMPLETE)
    assert str(legal.describe()) == "Seat 2 may call 4, complete to 10 or fold"


def test_the_old_positional_form_still_describes_itself() -> None:
    """Services and tests build ``LegalActions`` by position; the new fields default."""
    legal = LegalActions(3, False, 0, 20, 400, 400, raise_kind=RaiseKind.BET)
    assert str(legal.describe()) == "Seat 3 may check or bet to 20-400 (400 is all-in)"


def test_R_6_5_no_bet_is_offered_to_a_known_hand_without_openers() -> None:
    """Jacks or better, antes 5: seat 2's known hand (tens) cannot open, so the
    legal actions offer a check only, not a bet the engine would refuse (found by
    the legal-actions property test); a hand with unknown cards may still bet."""
    setup = draw_table(THREE, button=1, ante=5, openers=True)
    s = deal(setup, {2: "Th Td 4c 7s 9d", 3: "Jh Jd 6h 8h Qs", 1: "As Kc 3d 8c 5d"})
    legal = s.legal_actions()
    assert legal is not None and (legal.seat, legal.raise_min, legal.rule) == (2, None, "R-6.5")
    assert str(legal.describe()) == "Seat 2 may check or fold"
    with pytest.raises(HandError, match=r"jacks or better is needed to open.*R-6\.5"):
        s.apply(BetRaise(2, 10))
    s = s.apply(CheckCall(2))
    assert s.legal_actions().raise_min == 10  # seat 3's jacks open
    hidden = HandState.start(setup)
    while hidden.legal_actions() is None:  # the antes, then five unknown cards each
        step = hidden.next_step()
        hidden = hidden.apply(PostAnte(step.seat or 0, step.amount) if step.kind is
                              StepKind.POST_ANTE else DealHole(step.seat or 0, (None,) * 5))
    assert hidden.legal_actions().raise_min == 10  # unknown cards: checked at the show


def test_R_6_4_the_open_pairs_two_sizes_are_said_as_two_amounts_not_a_range() -> None:
    """Fixed limit has no amount between its sizes: "bet to 100 or 200" (issue 30)."""
    legal = LegalActions(1, True, 0, 100, 200, 1960, raise_kind=RaiseKind.BET, fixed_sizes=True,
                         rule="R-6.4")
    assert render(legal.describe(), "en") == "Seat 1 may check, bet to 100 or 200 or fold"
    assert "100 vagy 200 összegre" in render(legal.describe(), "hu")


def test_R_5_8_facing_an_all_in_with_nobody_else_behind_the_player_may_call_but_not_raise(
) -> None:
    """No limit 5/10, three players. Seat 1 (the button, 300) folds; seat 2 (small
    blind, 100) raises all-in to 100; seat 3 (big blind, 1,000) is the only one left
    with chips: nobody could call a raise, so seat 3 may call 90 or fold (R-5.8).
    With seat 1 still in and chips behind, seat 3 could raise (the count of players
    who can bet skips only the all-in and the folded)."""
    h = Hand(table(stacks={1: 300, 2: 100, 3: 1000}, button=1, small_blind=5, big_blind=10),
             {1: "2c3d", 2: "AhAd", 3: "KsKd"})
    h.do("s1 f", "s2 cbr 100")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min, legal.raise_max) == (3, 90, None, None)
    assert str(legal.describe()) == "Seat 3 may call 90 (to 100) or fold"
    with pytest.raises(HandError):
        h.do("s3 cbr 200")

    h = Hand(table(stacks={1: 300, 2: 100, 3: 1000}, button=1, small_blind=5, big_blind=10),
             {1: "2c3d", 2: "AhAd", 3: "KsKd"})
    h.do("s1 cc", "s2 cbr 100")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min, legal.raise_max) == (3, 90, 190, 1000)


def test_R_6_4_a_bring_in_the_chips_cannot_pay_is_not_offered_and_said() -> None:
    """TDA 20: ``bring_in_unpayable`` takes the bring-in off the choices (the low card
    may still complete) and the words ask the director for a bring-in the chips make;
    with no completion left, that nothing can be posted; a bring-in that is the whole
    stack stays (all-in)."""
    from director.engine.hand.facts.events import BetRaise
    from director.engine.hand.rules.steps import LegalActions, RaiseKind
    from director.engine.messages import render

    legal = LegalActions(seat=3, can_fold=False, call=0, raise_min=100, raise_max=100,
                         all_in_to=2_000, bring_in=15, raise_kind=RaiseKind.COMPLETE,
                         fixed_sizes=True, rule="R-6.4")
    unpaid = legal.bring_in_unpayable()
    assert not unpaid.bring_in_payable and unpaid.offered() == (BetRaise(3, 100),)
    assert render(unpaid.describe(), "en") == (
        "Seat 3's bring-in of 15 cannot be paid in this table's chips, so it is not offered:"
        " ask the director to set a bring-in the chips make (R-6.4). Seat 3 may complete"
        " to 100")
    none = LegalActions(seat=3, can_fold=False, call=0, raise_min=None, raise_max=None,
                        all_in_to=2_000, bring_in=15).bring_in_unpayable()
    assert none.offered() == ()
    assert render(none.describe(), "en").endswith("nothing can be posted here until then")
    assert render(none.describe(), "hu").endswith("addig itt semmit sem lehet betenni")
    short = LegalActions(seat=3, can_fold=False, call=0, raise_min=None, raise_max=None,
                         all_in_to=15, bring_in=15)
    assert short.bring_in_unpayable() is short  # all-in: the chips in front pay it
