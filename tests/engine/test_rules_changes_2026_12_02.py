"""RULES.md "Changes" of 2026-12-02, each as a hand with amounts worked out by hand:
R-3.7 (straddles in no limit and pot limit only; a short straddle in no limit is an
incomplete raise), R-6.4 (the open-pair option follows the event), R-5.7 (short
all-ins that together make a full raise reopen the betting) and R-7.2 (a player not
beaten may still muck, except the all-in players and the last aggressor when called).
"""

from __future__ import annotations

import pytest

from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.events import BetRaise, Muck
from director.engine.hand.facts.games import HOLDEM, RAZZ, STUD, STUD_HILO, Game
from director.engine.hand.facts.setup import SetupError, straddle_refusal
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandError, HandState
from director.engine.messages import render
from tests.engine.test_rules_changes_2026_12 import NL10, PL10, STRADDLE, holdem
from tests.engine.test_rules_changes_2026_12_games import open_pair_fourth_street
from tests.engine.test_rules_helpers import Betting, Hand, HandOptions, HandSetup, table

FL10 = Betting.fixed_limit(10, 20)


# ------------------------------------------------------------------------


def test_R_3_7_no_limit_short_straddle_is_an_incomplete_raise() -> None:
    """No limit 5/10, seat 3 straddles all-in for 15 of the 20. The bet to call is
    15, not 20; the smallest raise is to 15 + 10 (the big blind) = 25; the action
    starts left of the straddle (seat 4), as for a full one."""
    h = holdem(NL10, {1: 1000, 2: 1000, 3: 15, 4: 1000, 5: 1000}, 5, straddle=True,
               options=STRADDLE)
    h.advance()
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (4, 15, 25)
    h.do("s4 cc", "s5 cbr 25")
    # a full raise of 10 over 15: the next raise adds 10 again
    assert (h.legal().seat, h.legal().call, h.legal().raise_min) == (1, 20, 35)


def test_R_3_7_no_limit_short_straddle_below_the_big_blind_leaves_the_big_blind() -> None:
    """Seat 3 has only 8 for the straddle: the bet stays the big blind of 10, the
    raise is to 20; seat 3 is all-in for 8 (R-4.1's short blind, a side pot)."""
    h = holdem(NL10, {1: 1000, 2: 1000, 3: 8, 4: 1000, 5: 1000}, 5, straddle=True,
               options=STRADDLE)
    h.advance()
    assert (h.legal().seat, h.legal().call, h.legal().raise_min) == (4, 10, 20)


def test_R_3_7_pot_limit_short_straddle_still_counts_as_full() -> None:
    """Unchanged in pot limit: the 15 of 20 counts as 20 (call 20, raise to 75)."""
    h = holdem(PL10, {1: 1000, 2: 1000, 3: 15, 4: 1000, 5: 1000}, 5, straddle=True,
               options=STRADDLE)
    h.advance()
    legal = h.legal()
    assert (legal.call, legal.raise_min, legal.raise_max) == (20, 40, 75)


@pytest.mark.parametrize("betting", [Betting.fixed_limit(10, 20), Betting.spread_limit(10, 50)])
def test_R_3_7_a_fixed_or_spread_limit_table_refuses_the_straddle_option(betting: Betting
                                                                         ) -> None:
    """The option itself is refused, straddle this hand or not, with a message."""
    with pytest.raises(SetupError, match=r"R-3\.7") as refused:
        table(HOLDEM, betting, {1: 100, 2: 100, 3: 100}, 3, small_blind=5, big_blind=10,
              options=STRADDLE)
    assert refused.value.message == straddle_refusal(betting.limit)
    assert render(refused.value.message, "hu").endswith("(R-3.7)")
    assert straddle_refusal(Limit.NO_LIMIT) is None and straddle_refusal(Limit.POT_LIMIT) is None
    HandSetup(game=HOLDEM, betting=betting, seats=(1, 2, 3), stacks=(100,) * 3,
              blinds=(5, 10, 0))  # without the option the table deals


def test_R_3_7_fixed_limit_words() -> None:
    assert str(straddle_refusal(Limit.FIXED_LIMIT)) == (
        "the straddle is played in no limit and pot limit only, not at a fixed-limit table "
        "(R-3.7)")
    assert str(straddle_refusal(Limit.SPREAD_LIMIT)) == (
        "the straddle is played in no limit and pot limit only, not at a spread-limit table "
        "(R-3.7)")


# ------------------------------------------------------------------------


def test_R_6_4_open_pair_follows_the_event_on_at_cash_tables_off_at_tournaments() -> None:
    """The same 4th street: at a cash table the opener may bet 10 or 20; at a
    tournament table 10 only (TDA RP-10-F). The setup carries which applies, and
    the panel says it in words."""
    cash = HandOptions.for_event(True, Limit.FIXED_LIMIT)
    tournament = HandOptions.for_event(False, Limit.FIXED_LIMIT)
    assert cash.open_pair_big_bet and not tournament.open_pair_big_bet
    at_cash, at_tournament = open_pair_fourth_street(cash), open_pair_fourth_street(tournament)
    assert (at_cash.legal().raise_min, at_cash.legal().raise_max) == (10, 20)
    assert (at_tournament.legal().raise_min, at_tournament.legal().raise_max) == (10, 10)
    assert at_cash.s.setup.options.open_pair_big_bet
    on, off = at_cash.s.open_pair_note(), at_tournament.s.open_pair_note()
    assert on is not None and off is not None
    assert str(on) == "Open pair on 4th street: the opener may bet 10 or 20 (cash table, R-6.4)"
    assert str(off) == "Open pair on 4th street: the bet stays 10 (tournament, R-6.4)"
    assert render(on, "hu") == ("Nyitott pár a 4. utcán: a nyitó 10 vagy 20 tétet tehet "
                                "(készpénzes asztal, R-6.4)")
    assert render(off, "hu") == "Nyitott pár a 4. utcán: a tét 10 marad (verseny, R-6.4)"


@pytest.mark.parametrize(("game", "betting"), [(STUD_HILO, FL10), (RAZZ, FL10),
                                               (STUD, Betting.no_limit(10)), (HOLDEM, FL10)])
def test_R_6_4_no_open_pair_words_where_the_rule_never_applies(game: Game,
                                                                betting: Betting) -> None:
    """Stud high in fixed limit only: never hi/lo, razz, another limit or a flop game."""
    kw: dict[str, object] = ({"small_blind": 5, "big_blind": 10} if game is HOLDEM
                             else {"ante": 2, "bring_in": 5})
    setup = table(game, betting, {1: 500, 2: 500}, 2,
                  options=HandOptions.for_event(True, betting.limit), **kw)
    assert HandState.start(setup).open_pair_note() is None


def test_R_3_7_the_event_keeps_the_straddle_to_cash_tables_of_no_limit_and_pot_limit() -> None:
    assert HandOptions.for_event(True, Limit.NO_LIMIT, straddle=True).straddle
    assert HandOptions.for_event(True, Limit.POT_LIMIT, straddle=True).straddle
    assert not HandOptions.for_event(True, Limit.FIXED_LIMIT, straddle=True).straddle
    assert not HandOptions.for_event(False, Limit.NO_LIMIT, straddle=True).straddle


# ------------------------------------------------------------------------


def _flop(stacks: dict[int, int], button: int) -> Hand:
    """No limit 5/10, everyone calls 10 before the flop (the big blind checks)."""
    h = holdem(NL10, stacks, button)
    h.advance()
    while h.s.street == 0:
        h.do(f"s{h.to_act_seat()} cc")
    return h


def test_R_5_7_two_short_all_ins_that_together_make_a_full_raise_reopen() -> None:
    """Seat 1 bets 100, seat 2 calls. Seat 3 is all-in for 150 (50 more: short),
    seat 4 all-in for 210 (60 more: short). Together 110 over the 100 seats 1 and 2
    last faced, at least the full 100: the betting reopens for them. Seat 1 may
    raise to 210 + 100 = 310."""
    h = _flop({1: 1000, 2: 1000, 3: 160, 4: 220, 5: 1000}, 5)
    h.do("s1 cbr 100", "s2 cc", "s3 cbr 150", "s4 cbr 210", "s5 f")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (1, 110, 310)
    h.do("s1 cc")
    assert (h.legal().seat, h.legal().raise_min) == (2, 310)


def test_R_5_7_short_all_ins_under_a_full_raise_together_do_not_reopen() -> None:
    """The same with seat 4 all-in for 190: 90 over the 100 faced, less than a full
    raise: seats 1 and 2 may only call or fold."""
    h = _flop({1: 1000, 2: 1000, 3: 160, 4: 200, 5: 1000}, 5)
    h.do("s1 cbr 100", "s2 cc", "s3 cbr 150", "s4 cbr 190", "s5 f")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (1, 90, None)
    with pytest.raises(HandError, match=r"R-5\.7"):
        h.s.apply(BetRaise(1, 290))


def test_R_5_7_after_a_check_two_short_all_ins_making_a_full_bet_reopen() -> None:
    """Seat 1 checks; seat 2 is all-in for 6, seat 3 for 12 (each short of the 10
    minimum over what came before it); 12 over the 0 seat 1 faced is a full bet:
    seat 1 may raise, to 12 + 10 = 22."""
    h = _flop({1: 1000, 2: 16, 3: 22, 4: 1000}, 4)
    h.do("s1 cc", "s2 cbr 6", "s3 cbr 12", "s4 cc")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (1, 12, 22)


# ------------------------------------------------------------------------


def _river_bet_called(stacks: dict[int, int]) -> Hand:
    """Hold'em 5/10, button seat 3: everyone checks to the river, where seat 1 bets
    50 and seats 2 and 3 call. Seat 1 holds 7-2, seat 2 aces, seat 3 kings; board
    Qs Jh 4c 9d 3s."""
    h = Hand(table(HOLDEM, NL10, stacks, 3, small_blind=5, big_blind=10),
             {1: "7c2d", 2: "AhAd", 3: "KhKd"}, "QsJh4c9d3s")
    h.do("s3 cc", "s1 cc", "s2 cc")
    for _ in range(3):  # flop, turn, river
        if h.s.street == 3:
            break
        h.do("s1 cc", "s2 cc", "s3 cc")
    h.do("s1 cbr 50", "s2 cc", "s3 cc")
    return h


def test_R_7_2_the_last_aggressor_called_on_the_river_must_show() -> None:
    h = _river_bet_called({1: 1000, 2: 1000, 3: 1000})
    step = h.s.next_step()
    assert (step.kind, step.seat) == (StepKind.SHOW, 1)
    assert step.text == "Seat 1 bet last and was called: shows first (R-7.2)"
    with pytest.raises(HandError, match=r"made the last bet or raise and was called.*R-7\.2"):
        h.s.apply(Muck(1))


def test_R_7_2_a_player_not_beaten_may_still_muck_and_forfeit() -> None:
    """After seat 1's 7-2 is shown, seat 2's aces are not beaten; seat 2 may still
    muck, giving up the pot: seat 3's kings win the 180 (3 x 60)."""
    h = _river_bet_called({1: 1000, 2: 1000, 3: 1000})
    h.do("s1 sm")
    assert h.s.next_step().text == "Seat 2 shows, or mucks and gives up the pot (R-7.2)"
    h.do("s2 mk", "s3 sm", "award")
    assert h.stacks() == {1: 940, 2: 940, 3: 1120}


def test_R_7_2_an_all_in_player_still_always_shows() -> None:
    """Seat 2 is all-in for 60 after calling the river bet: its aces are shown."""
    h = _river_bet_called({1: 1000, 2: 60, 3: 1000})
    h.do("s1 sm")
    assert h.s.next_step().text == "Seat 2 is all-in and shows (R-7.2)"
    with pytest.raises(HandError, match=r"all-in and must show"):
        h.s.apply(Muck(2))
