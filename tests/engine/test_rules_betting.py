"""RULES.md section 5 (betting), scenarios with real amounts and cards."""

from __future__ import annotations

import pytest

from director.engine.hand.facts.events import BetRaise, CheckCall, Fold, PostBringIn
from director.engine.hand.facts.games import HOLDEM, STUD
from director.engine.hand.state import HandError, Phase
from tests.engine.test_rules_helpers import Betting, Hand, HandSetup, StepKind, table

HOLES = {1: "AsAd", 2: "KsKd", 3: "QsQd", 4: "JsJd", 5: "TsTd", 6: "9s9d"}
BOARD = "2c7d8h3s4c"


def holdem(betting: Betting, stacks: dict[int, int], button: int, sb: int, bb: int,
           **kw: object) -> Hand:
    setup: HandSetup = table(HOLDEM, betting, stacks, button, small_blind=sb, big_blind=bb, **kw)
    return Hand(setup, HOLES, BOARD)


def even(n: int, stack: int = 1000) -> dict[int, int]:
    return {seat: stack for seat in range(1, n + 1)}


# ------------------------------------------------------------------------


def test_R_5_1_fold_check_call_bet_raise_all_in() -> None:
    h = holdem(Betting.no_limit(10), {1: 1000, 2: 1000, 3: 400}, 3, 5, 10)
    h.advance()
    legal = h.legal()
    assert (legal.seat, legal.can_fold, legal.call, legal.raise_min) == (3, True, 10, 20)
    assert legal.all_in_to == 400
    h.do("s3 cc", "s1 cc")
    legal = h.legal()
    assert legal.seat == 2 and legal.can_check and legal.call == 0  # big blind checks
    h.do("s2 cc")  # flop
    assert h.legal().can_check
    h.do("s1 cc", "s2 cbr 40")  # check, bet
    h.do("s3 cbr 390")  # all-in raise (400 stack - 10 preflop)
    assert h.s.stacks_by_seat()[3] == 0
    h.do("s1 f")
    assert h.legal().call == 350
    h.do("s2 cc")
    assert h.s.folded[0] and h.s.stacks_by_seat()[2] == 600


def test_R_5_1_stud_bring_in_and_complete() -> None:
    setup = table(STUD, Betting.fixed_limit(10, 20), {1: 200, 2: 200, 3: 200}, 3,
                  ante=2, bring_in=5)
    h = Hand(setup, {1: "AsAd2c", 2: "KsKd9h", 3: "QsQdTh"})
    h.advance()
    step = h.s.next_step()
    assert step.kind is StepKind.POST_BRING_IN and step.seat == 1 and step.amount == 5
    legal = h.legal()
    assert legal.bring_in == 5 and legal.raise_min == 10
    h.do("s1 bi")
    legal = h.legal()
    assert legal.seat == 2 and legal.call == 5 and legal.raise_min == 10  # complete to 10
    h.do("s2 cbr 10")
    assert h.legal().raise_min == 20


# ------------------------------------------------------------------------


def test_R_5_2_preflop_first_left_of_big_blind_and_big_blind_option() -> None:
    h = holdem(Betting.no_limit(10), even(5), 5, 5, 10)
    h.advance()
    assert h.to_act_seat() == 3
    h.do("s3 cc", "s4 cc", "s5 cc", "s1 cc")
    legal = h.legal()
    assert legal.seat == 2  # the big blind acts last
    assert legal.call == 0 and legal.raise_min == 20  # option to raise after all called
    h.do("s2 cbr 40")
    assert h.to_act_seat() == 3  # the raise reopens the action
    h.do("s3 cc", "s4 cc", "s5 cc", "s1 cc")
    assert h.s.street == 1
    assert h.to_act_seat() == 1  # later rounds: first active player left of the button


def test_R_5_2_big_blind_checks_option_ends_preflop() -> None:
    h = holdem(Betting.no_limit(10), even(4), 4, 5, 10)
    h.do("s3 cc", "s4 cc", "s1 f", "s2 cc")
    assert h.s.street == 1 and h.s.board[:1] == (h.s.board[0],)
    assert h.to_act_seat() == 2  # small blind folded: next active left of the button


def test_R_5_2_round_ends_when_all_matched_or_all_in() -> None:
    h = holdem(Betting.no_limit(10), {1: 1000, 2: 1000, 3: 50, 4: 1000}, 4, 5, 10)
    h.do("s3 cbr 50")  # all-in
    h.do("s4 cc", "s1 cc", "s2 cc")
    assert h.s.street == 1
    h.do("s1 cc", "s2 cc", "s4 cc")
    assert h.s.street == 2  # the all-in player is skipped


def test_R_5_2_heads_up_button_acts_first_preflop_last_after() -> None:
    h = holdem(Betting.no_limit(10), {3: 1000, 6: 1000}, 3, 5, 10)
    h.advance()
    assert h.to_act_seat() == 3  # button = small blind acts first preflop
    h.do("s3 cc")
    assert h.to_act_seat() == 6  # big blind option
    h.do("s6 cc")
    assert h.to_act_seat() == 6  # and first after the flop
    h.do("s6 cc")
    assert h.to_act_seat() == 3


def test_R_5_2_acting_out_of_turn_is_refused() -> None:
    h = holdem(Betting.no_limit(10), even(4), 4, 5, 10)
    h.advance()
    with pytest.raises(HandError, match="seat 3"):
        h.s.apply(CheckCall(4))


# ------------------------------------------------------------------------


def test_R_5_3_no_limit_minimum_raise_is_the_largest_raise() -> None:
    h = holdem(Betting.no_limit(10), even(4), 4, 5, 10)
    h.advance()
    legal = h.legal()
    assert (legal.raise_min, legal.raise_max) == (20, 1000)
    h.do("s3 cbr 30")  # raise by 20
    assert (h.legal().raise_min, h.legal().raise_max) == (50, 1000)
    with pytest.raises(HandError):
        h.s.apply(BetRaise(4, 45))
    h.do("s4 cbr 100")  # raise by 70
    assert h.legal().raise_min == 170
    h.do("s1 f", "s2 f", "s3 cc")
    # flop: the smallest bet is the big blind
    assert h.legal().raise_min == 10
    with pytest.raises(HandError):
        h.s.apply(BetRaise(3, 5))
    h.do("s3 cbr 10")
    assert h.legal().raise_min == 20


def test_R_5_3_all_in_for_less_than_a_minimum_raise_is_allowed() -> None:
    h = holdem(Betting.no_limit(10), {1: 1000, 2: 1000, 3: 1000, 4: 45}, 4, 5, 10)
    h.do("s3 cbr 30")
    legal = h.legal()
    assert legal.all_in_to == 45
    h.do("s4 cbr 45")
    assert h.s.stacks_by_seat()[4] == 0


# ------------------------------------------------------------------------


def test_R_5_4_pot_limit_raises_35_120_410() -> None:
    h = holdem(Betting.pot_limit(10), even(5), 5, 5, 10)
    h.advance()
    assert h.legal().seat == 3 and h.legal().raise_max == 35
    h.do("s3 cbr 35")
    assert h.legal().seat == 4 and h.legal().raise_max == 120
    h.do("s4 cbr 120")
    assert h.legal().seat == 5 and h.legal().raise_max == 410
    with pytest.raises(HandError):
        h.s.apply(BetRaise(5, 411))
    h.do("s5 cbr 410")
    assert h.s.bets[h.s.player_at(5)] == 410


def test_R_5_4_pot_100_bet_20_two_calls_raise_by_180() -> None:
    h = holdem(Betting.pot_limit(10), even(4), 4, 5, 10)
    h.do("s3 cbr 25", "s4 cc", "s1 cc", "s2 cc")
    assert h.s.street == 1 and h.s.pot_total == 100
    h.do("s1 cbr 20", "s2 cc", "s3 cc")
    legal = h.legal()
    assert legal.seat == 4
    assert legal.raise_max - 20 == 180
    h.do("s4 cbr 200")


def test_R_5_4_pot_limit_short_big_blind_counts_as_full() -> None:
    h = holdem(Betting.pot_limit(10), {1: 1000, 2: 6, 3: 1000, 4: 1000, 5: 1000}, 5, 5, 10)
    h.advance()
    assert h.s.stacks_by_seat()[2] == 0
    assert h.legal().raise_max == 35


def test_R_5_4_pot_limit_minimum_as_no_limit() -> None:
    h = holdem(Betting.pot_limit(10), even(4), 4, 5, 10)
    h.advance()
    assert h.legal().raise_min == 20
    h.do("s3 cbr 35")
    assert h.legal().raise_min == 60


# ------------------------------------------------------------------------


def _fl_script(h: Hand, seats: list[int], sizes: list[int]) -> None:
    for seat, to in zip(seats, sizes, strict=True):
        legal = h.legal()
        assert legal.seat == seat
        assert (legal.raise_min, legal.raise_max) == (to, to)
        h.do(f"s{seat} cbr {to}")


def test_R_5_5_fixed_limit_1_2_bets_1_on_first_two_rounds_2_on_last_two() -> None:
    # A 1/2 table (big blind 1, no small blind): 1/2/3/4, then 2/4/6/8.
    h = holdem(Betting.fixed_limit(1, 2), even(5, 100), 5, 0, 1)
    h.advance()
    assert h.to_act_seat() == 3
    _fl_script(h, [3, 4, 5], [2, 3, 4])  # the big blind is the bet: bet + 3 raises
    assert h.legal().seat == 1 and h.legal().raise_min is None  # capped
    h.do("s1 cc", "s2 cc", "s3 cc", "s4 cc")
    assert h.s.street == 1
    _fl_script(h, [1, 2, 3, 4], [1, 2, 3, 4])
    assert h.legal().raise_min is None
    h.do("s5 cc", "s1 cc", "s2 cc", "s3 cc")
    assert h.s.street == 2
    with pytest.raises(HandError):
        h.s.apply(BetRaise(1, 1))
    _fl_script(h, [1, 2, 3, 4], [2, 4, 6, 8])
    assert h.legal().raise_min is None
    h.do("s5 cc", "s1 cc", "s2 cc", "s3 cc")
    assert h.s.street == 3
    _fl_script(h, [1, 2, 3, 4], [2, 4, 6, 8])
    assert h.legal().raise_min is None


def test_R_5_5_fixed_limit_wsop_bet_and_four_raises() -> None:
    h = holdem(Betting.fixed_limit(2, 4, max_raises=4), even(5, 100), 5, 1, 2)
    h.advance()
    _fl_script(h, [3, 4, 5, 1], [4, 6, 8, 10])
    assert h.legal().seat == 2 and h.legal().raise_min is None


def test_R_5_5_capped_heads_up_by_default() -> None:
    h = holdem(Betting.fixed_limit(2, 4), {1: 100, 2: 100}, 2, 1, 2)
    h.advance()
    _fl_script(h, [2, 1, 2], [4, 6, 8])
    assert h.legal().raise_min is None


def test_R_5_5_uncapped_heads_up_option() -> None:
    h = holdem(Betting.fixed_limit(2, 4, uncapped_heads_up=True), {1: 100, 2: 100}, 2, 1, 2)
    h.advance()
    _fl_script(h, [2, 1, 2, 1, 2], [4, 6, 8, 10, 12])
    assert h.legal().raise_min == 14


def test_R_5_5_uncapped_heads_up_only_when_two_start_the_round() -> None:
    # Three players start the preflop round: it stays capped even after one folds.
    h = holdem(Betting.fixed_limit(2, 4, uncapped_heads_up=True), even(3, 100), 3, 1, 2)
    h.do("s3 f")
    _fl_script(h, [1, 2, 1], [4, 6, 8])
    assert h.legal().seat == 2
    assert h.legal().raise_min is None


def test_R_5_5_uncapped_heads_up_on_a_later_round_started_by_two() -> None:
    h = holdem(Betting.fixed_limit(2, 4, uncapped_heads_up=True), even(3, 100), 3, 1, 2)
    h.do("s3 f", "s1 cc", "s2 cc")
    assert h.s.street == 1
    _fl_script(h, [1, 2, 1, 2, 1], [2, 4, 6, 8, 10])


# ------------------------------------------------------------------------


def test_R_5_6_spread_limit_between_big_blind_and_maximum_no_cap() -> None:
    h = holdem(Betting.spread_limit(2, 10), even(3, 500), 3, 1, 2)
    h.advance()
    legal = h.legal()
    assert (legal.raise_min, legal.raise_max) == (4, 12)
    h.do("s3 cc", "s1 cc", "s2 cc")
    legal = h.legal()
    assert (legal.raise_min, legal.raise_max) == (2, 10)
    for bad in (1, 11):
        with pytest.raises(HandError):
            h.s.apply(BetRaise(1, bad))
    h.do("s1 cbr 6")
    legal = h.legal()
    assert (legal.raise_min, legal.raise_max) == (12, 16)  # at least the previous bet
    with pytest.raises(HandError):
        h.s.apply(BetRaise(2, 10))
    h.do("s2 cbr 16", "s3 cbr 26", "s1 cbr 36", "s2 cbr 46", "s3 cbr 56")  # no cap
    assert h.legal().raise_min == 66


# ------------------------------------------------------------------------


def test_R_5_7_short_all_in_does_not_reopen_betting() -> None:
    h = holdem(Betting.no_limit(10), {1: 1000, 2: 160, 3: 1000, 4: 1000}, 4, 5, 10)
    h.do("s3 cc", "s4 cc", "s1 cc", "s2 cc")
    h.do("s1 cbr 100", "s2 cbr 150")  # all-in, 50 more: not a full raise
    assert h.legal().seat == 3
    assert h.legal().raise_min == 250  # not yet acted: may raise, minimum stays 100 more
    h.do("s3 cc", "s4 cc")
    legal = h.legal()
    assert legal.seat == 1 and legal.call == 50
    assert legal.raise_min is None
    with pytest.raises(HandError, match=r"R-5\.7"):
        h.s.apply(BetRaise(1, 400))


def test_R_5_7_two_short_all_ins_under_a_full_raise_do_not_reopen() -> None:
    h = holdem(Betting.no_limit(10), {1: 1000, 2: 140, 3: 170, 4: 1000}, 4, 5, 10)
    h.do("s3 cc", "s4 cc", "s1 cc", "s2 cc")
    h.do("s1 cbr 100", "s2 cbr 130", "s3 cbr 160")  # +30 and +30: 60 < 100
    h.do("s4 cc")
    legal = h.legal()
    assert legal.seat == 1 and legal.call == 60 and legal.raise_min is None


def test_R_5_7_short_all_ins_adding_to_a_full_raise_reopen() -> None:
    h = holdem(Betting.no_limit(10), {1: 1000, 2: 160, 3: 220, 4: 1000}, 4, 5, 10)
    h.do("s3 cc", "s4 cc", "s1 cc", "s2 cc")
    h.do("s1 cbr 100", "s2 cbr 150", "s3 cbr 210")  # +50 and +60: 110 >= 100
    assert h.legal().raise_min == 310
    h.do("s4 cc")
    legal = h.legal()
    assert legal.seat == 1 and legal.raise_min == 310


def test_R_5_7_pot_limit_short_all_in_does_not_reopen() -> None:
    h = holdem(Betting.pot_limit(10), {1: 1000, 2: 1000, 3: 1000, 4: 40}, 4, 5, 10)
    h.do("s3 cbr 30", "s4 cbr 40")  # all-in +10 of a 20 raise
    h.do("s1 cc", "s2 cc")
    legal = h.legal()
    assert legal.seat == 3 and legal.call == 10 and legal.raise_min is None


def test_R_5_7_fixed_limit_all_in_of_half_a_bet_reopens() -> None:
    h = holdem(Betting.fixed_limit(2, 4), {1: 100, 2: 8, 3: 100}, 3, 1, 2)
    h.do("s3 cc", "s1 cc", "s2 cc", "s1 cc", "s2 cc", "s3 cc")
    assert h.s.street == 2
    h.do("s1 cbr 4", "s2 cbr 6")  # all-in: 2 more is half the big bet
    h.do("s3 cc")
    legal = h.legal()
    assert legal.seat == 1 and legal.raise_min is not None


def test_R_5_7_fixed_limit_all_in_under_half_a_bet_does_not_reopen() -> None:
    h = holdem(Betting.fixed_limit(2, 4), {1: 100, 2: 7, 3: 100}, 3, 1, 2)
    h.do("s3 cc", "s1 cc", "s2 cc", "s1 cc", "s2 cc", "s3 cc")
    h.do("s1 cbr 4", "s2 cbr 5")  # all-in: 1 more, less than half of 4
    h.do("s3 cc")
    legal = h.legal()
    assert legal.seat == 1 and legal.call == 1 and legal.raise_min is None


# ------------------------------------------------------------------------


def test_R_5_8_uncalled_raise_returned_hand_ends_without_showdown() -> None:
    h = holdem(Betting.no_limit(10), even(3), 3, 5, 10)
    h.do("s3 cbr 30", "s1 f", "s2 f")
    assert h.s.phase is Phase.AWARDING
    assert h.s.returned == ((h.s.player_at(3), 20),)
    assert h.s.next_step().kind is StepKind.AWARD
    assert h.s.pots()[0].amount == 25
    h.do("award")
    assert h.s.is_complete
    assert h.s.stacks_by_seat() == {1: 995, 2: 990, 3: 1015}
    assert len(h.s.board) == 0


def test_R_5_8_uncalled_flop_bet_returned() -> None:
    h = holdem(Betting.no_limit(10), even(3), 3, 5, 10)
    h.do("s3 cc", "s1 cc", "s2 cc", "s1 cbr 20", "s2 f", "s3 f")
    assert h.s.phase is Phase.AWARDING
    h.do("award")
    assert h.s.stacks_by_seat() == {1: 1020, 2: 990, 3: 990}


def test_R_5_8_uncalled_part_of_an_all_in_returned() -> None:
    h = holdem(Betting.no_limit(10), {1: 1000, 2: 300, 3: 1000}, 3, 5, 10)
    h.do("s3 cbr 1000", "s1 f", "s2 cc")
    assert (h.s.player_at(3), 700) in h.s.returned
    assert sum(p.amount for p in h.s.pots()) == 605
    h.finish()
    # Q-Q (seat 3) against K-K (seat 2) on 2c7d8h3s4c: kings win
    assert h.s.stacks_by_seat() == {1: 995, 2: 605, 3: 700}


def test_R_5_8_bring_in_cannot_be_checked_through() -> None:
    setup = table(STUD, Betting.fixed_limit(10, 20), {1: 200, 2: 200}, 2, ante=2, bring_in=5)
    h = Hand(setup, {1: "AsAd2c", 2: "KsKd9h"})
    h.advance()
    with pytest.raises(HandError):
        h.s.apply(CheckCall(1))
    with pytest.raises(HandError):
        h.s.apply(PostBringIn(1, 4))
    with pytest.raises(HandError):
        h.s.apply(Fold(1))
