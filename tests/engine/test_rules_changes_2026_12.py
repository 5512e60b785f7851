"""RULES.md "Changes" of 2026-12-01, forced bets and betting: R-3.6, R-3.7,
R-4.1, R-5.4 and R-5.7, each as a hand with amounts worked out by hand.

The audit's defects are here too: a short big blind lowered the bet in fixed
limit (R-4.1); a post to enter or to return moved the action (R-3.6); pot
limit left the small blind nobody posts under the dead button out (R-5.4).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.button import first_hand, hand_setup_for, next_hand
from director.engine.hand.facts.events import BetRaise
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.facts.setup import SetupError
from director.engine.hand.state import HandError, Phase
from director.store.codec import setup_from_json, setup_to_json
from tests.engine.test_rules_helpers import Betting, Hand, HandOptions, HandSetup, StepKind, table

HOLES = {1: "AsAd", 2: "KsKd", 3: "QsQd", 4: "JsJd", 5: "TsTd", 6: "9s9d"}
BOARD = "2c7d8h3s4c"
NL10 = Betting.no_limit(10)
PL10 = Betting.pot_limit(10)
FL10 = Betting.fixed_limit(10, 20)
STRADDLE = HandOptions(straddle=True)


def holdem(betting: Betting, stacks: dict[int, int], button: int, sb: int = 5, bb: int = 10,
           **kw: object) -> Hand:
    return Hand(table(HOLDEM, betting, stacks, button, small_blind=sb, big_blind=bb, **kw),
                HOLES, BOARD)


def even(*seats: int, stack: int = 1000) -> dict[int, int]:
    return dict.fromkeys(seats, stack)


def post_texts(h: Hand) -> list[str]:
    return [text for kind, text in h.step_texts if kind is StepKind.POST_BLIND]


class TextHand(Hand):
    """A ``Hand`` that keeps the dealer's step texts it followed."""

    def __init__(self, setup: HandSetup) -> None:
        super().__init__(setup, HOLES, BOARD)
        self.step_texts: list[tuple[StepKind, str]] = []

    def auto_event(self):  # type: ignore[no-untyped-def]
        step = self.state.next_step()
        self.step_texts.append((step.kind, step.text))
        return super().auto_event()


# ------------------------------------------------------------------------


def test_R_4_1_fixed_limit_short_big_blind_others_call_the_full_blind() -> None:
    """The audit's hand: fixed limit 10/20, the big blind (seat 2) is all-in for
    6 of its 10. The next player calls 10, not 6; the shortfall is a side pot."""
    h = holdem(FL10, {1: 500, 2: 6, 3: 500, 4: 500}, 4)
    h.advance()
    legal = h.legal()
    assert legal.seat == 3
    assert legal.call == 10  # the full big blind, not the 6 posted
    assert (legal.raise_min, legal.raise_max) == (20, 20)  # raised from the full blind: 10 + 10
    h.do("s3 cc", "s4 cbr 20", "s1 cc", "s3 cc")
    # Seat 2: 6. Seats 1, 3, 4: 20 each. Main pot 6 x 4 = 24 for everyone; the
    # blind's shortfall makes the side pot (20 - 6) x 3 = 42 for seats 1, 3, 4.
    pots = h.s.pots()
    assert [p.amount for p in pots] == [24, 42]
    assert [h.s.seats[i] for i in pots[1].eligible] == [1, 3, 4]
    assert h.s.street == 1


def test_R_4_1_no_limit_short_big_blind_raise_from_the_full_blind() -> None:
    """No limit, blinds 5/10, the big blind all-in for 4: the call is 10 and the
    smallest raise is to 20 (10 + a full big blind), as if the blind were full."""
    h = holdem(NL10, {1: 1000, 2: 4, 3: 1000}, 3)
    h.advance()
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (3, 10, 20)
    h.do("s3 cc", "s1 cc")  # the small blind completes 5 more to 10
    # Main pot 4 x 3 = 12; side pot (10 - 4) x 2 = 12 for seats 1 and 3.
    assert [p.amount for p in h.s.pots()] == [12, 12]
    assert h.s.street == 1


def test_R_4_1_heads_up_small_blind_covering_a_short_big_blind_need_not_act() -> None:
    """Heads-up, small blind 5 (the button), big blind all-in for 3: the small
    blind already covers the blind's chips and nobody is left to bet against,
    so the cards are run out; the 2 nobody can call go back (R-5.8)."""
    h = holdem(NL10, {1: 3, 2: 1000}, 2)
    h.advance()  # the blinds and the hole cards; then both hands are turned up
    assert h.s.next_step().kind is StepKind.SHOW and h.s.to_act is None
    assert h.s.returned == ((h.s.player_at(2), 2),)  # 5 posted - 3 covered
    assert [p.amount for p in h.s.pots()] == [6]  # 3 + 3
    h.finish()
    assert h.stacks() == {1: 6, 2: 997}  # aces win 6; the button keeps 1000 - 3


# ------------------------------------------------------------------------


def test_R_3_6_post_to_enter_does_not_move_the_action_and_gets_the_option() -> None:
    """A new player at seat 5 posts a big blind of 50 to enter. The first player
    left of the real big blind (seat 4) acts first, seat 6, not the seat left of
    the poster; the poster acts in turn and, nobody having raised, may check or
    raise (the option)."""
    everyone = even(1, 2, 3, 4, 5, 6, stack=5_000)
    hand = first_hand(1, even(1, 2, 3, 4, 6, stack=5_000), "cash")
    hand = next_hand(hand.table, everyone, kind="cash", posting=[5])
    assert (hand.button, hand.small_blind, hand.big_blind) == (2, 3, 4)
    setup = hand_setup_for(hand, HOLDEM, Betting.no_limit(50), everyone,
                           small_blind=25, big_blind=50)
    h = Hand(setup, HOLES, BOARD)
    h.advance()
    # Seat order from the button: 3 (small blind), 4 (big blind), 5 (post), 6, 1, 2.
    assert h.to_act_seat() == 5  # the poster is the first player left of the big blind
    legal = h.legal()
    assert (legal.call, legal.raise_min) == (0, 100)  # live post: check, or raise to 50 + 50
    h.do("s5 cc")
    assert h.to_act_seat() == 6
    h.do("s6 cc", "s1 cc", "s2 cc", "s3 cc")
    assert h.to_act_seat() == 4 and h.legal().call == 0  # the big blind's option
    h.do("s4 cc")
    assert h.s.street == 1 and h.s.pot_total == 6 * 50


def test_R_3_6_returning_player_posts_dead_small_and_live_big_acts_in_turn() -> None:
    """Seat 5 returns after missing both blinds: dead small blind 25 and live big
    blind 50. Blinds: seat 1 small, seat 2 big. Seat 3, left of the big blind,
    acts first (not seat 6, left of the poster); seat 5 has the option when
    nobody raised."""
    everyone = even(1, 2, 3, 4, 5, 6, stack=5_000)
    hand = first_hand(1, everyone, "cash")
    hand = next_hand(hand.table, everyone, kind="cash", sitting_out=[5])
    hand = next_hand(hand.table, everyone, kind="cash", sitting_out=[5])
    hand = next_hand(hand.table, everyone, kind="cash", posting=[5])
    hand = next_hand(hand.table, everyone, kind="cash", posting=[5])
    assert (hand.button, hand.small_blind, hand.big_blind) == (6, 1, 2)
    setup = hand_setup_for(hand, HOLDEM, Betting.no_limit(50), everyone,
                           small_blind=25, big_blind=50)
    h = Hand(setup, HOLES, BOARD)
    h.advance()
    assert h.to_act_seat() == 3
    h.do("s3 cc", "s4 cc")
    assert h.to_act_seat() == 5 and h.legal().call == 0  # posted live: nothing to call
    h.do("s5 cc", "s6 cc", "s1 cc", "s2 cc")
    # 6 players x 50, plus the dead small blind 25: 325.
    assert h.s.street == 1 and h.s.pot_total == 325


def test_R_3_6_poster_facing_a_raise_calls_the_difference() -> None:
    """The poster's live 50 counts: after a raise to 150 they call 100 more."""
    setup = HandSetup(game=HOLDEM, betting=Betting.no_limit(50), seats=(3, 4, 5, 6, 1, 2),
                      stacks=(5_000,) * 6, blinds=(25, 50, 0, 50, 0, 0), button=2)
    h = Hand(setup, HOLES, BOARD)
    h.advance()
    assert h.to_act_seat() == 5  # left of the big blind (seat 4), not of the poster (seat 6)
    h.do("s5 cbr 150")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (6, 100, 250)


def test_R_3_6_nobody_posts_between_the_small_blind_and_the_button() -> None:
    """Seat 3 arrives between the button (seat 2) and the small blind (seat 4,
    seat 3 being empty until now): even posting, they wait for the button to pass."""
    first = first_hand(1, even(1, 2, 4, 5, 6), "cash")  # button 1, blinds 2 and 4
    hand = next_hand(first.table, even(1, 2, 3, 4, 5, 6), kind="cash", posting=[3])
    assert (hand.button, hand.small_blind, hand.big_blind) == (2, 4, 5)
    assert 3 not in hand.dealt_in and 3 in hand.waiting
    assert hand.entry_posts == ()


# ------------------------------------------------------------------------


@pytest.mark.parametrize("small", [5, 10])
def test_R_3_7_live_straddle_is_the_bet_and_the_straddler_acts_last(small: int) -> None:
    """Blinds 5/10, seat 3 (left of the big blind) straddles 20: seat 4 acts
    first and calls 20 or raises to at least 40 (twice the straddle); when
    everyone calls, the straddler has the option. The same at equal blinds of 10/10
    (R-4.1: the second blind is the big blind; the straddle was refused as "not the
    seat left of the big blind", tests/engine/test_equal_blinds.py)."""
    h = TextHand(table(HOLDEM, NL10, even(1, 2, 3, 4, 5), 5, small_blind=small,
                       big_blind=10, straddle=True, options=STRADDLE))
    h.advance()
    assert post_texts(h) == [f"Seat 1 posts the small blind of {small}",
                             "Seat 2 posts the big blind of 10",
                             "Seat 3 posts the straddle of 20"]
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (4, 20, 40)
    h.do("s4 cc", "s5 cc", "s1 cc", "s2 cc")  # the blinds add 15 and 10
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (3, 0, 40)  # the straddler's option
    h.do("s3 cc")
    assert h.s.street == 1 and h.s.pot_total == 5 * 20


def test_R_3_7_three_handed_the_button_may_straddle() -> None:
    """Three-handed: seat 1 small blind, seat 2 big blind, seat 3 (the button)
    straddles 20; the small blind acts first, calling 15 more."""
    h = holdem(NL10, even(1, 2, 3), 3, straddle=True, options=STRADDLE)
    h.advance()
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (1, 15, 40)


def test_R_3_7_pot_limit_short_straddle_counts_as_full() -> None:
    """Pot limit 5/10, seat 3 straddles all-in for 15 of the 20. Seat 4 calls
    the full 20 and may raise to 20 + (5 + 10 + 20) + 20 = 75: the 5 missing
    from the straddle counts as posted (like a short blind, R-5.4)."""
    h = holdem(PL10, {1: 1000, 2: 1000, 3: 15, 4: 1000, 5: 1000}, 5,
               straddle=True, options=STRADDLE)
    h.advance()
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min, legal.raise_max) == (4, 20, 40, 75)


def test_R_3_7_straddle_is_a_table_option_never_heads_up_nor_fixed_limit() -> None:
    with pytest.raises(SetupError, match=r"R-3\.7"):
        table(HOLDEM, NL10, even(1, 2, 3), 3, small_blind=5, big_blind=10, straddle=True)
    with pytest.raises(SetupError, match=r"heads-up \(R-3\.7\)"):
        table(HOLDEM, NL10, even(1, 2), 2, small_blind=5, big_blind=10, straddle=True,
              options=STRADDLE)
    with pytest.raises(SetupError, match=r"R-3\.7"):
        table(HOLDEM, FL10, even(1, 2, 3), 3, small_blind=5, big_blind=10, straddle=True,
              options=STRADDLE)
    with pytest.raises(SetupError, match=r"twice the big blind: 20"):
        HandSetup(game=HOLDEM, betting=NL10, seats=(1, 2, 3), stacks=(100,) * 3,
                  blinds=(5, 10, 30), straddler=2, options=STRADDLE)
    with pytest.raises(SetupError, match=r"first player left of the big blind"):
        HandSetup(game=HOLDEM, betting=NL10, seats=(1, 2, 3, 4), stacks=(100,) * 4,
                  blinds=(5, 10, 0, 20), straddler=3, options=STRADDLE)


def test_R_3_7_cash_table_straddle_through_hand_setup_for_and_storage() -> None:
    """The cash table's path: ``hand_setup_for(..., straddle=True)`` puts 100 on
    the seat left of the big blind (blinds 25/50); the setup is stored and read
    back with its straddler."""
    everyone = even(1, 2, 3, 4, 5, stack=5_000)
    hand = first_hand(5, everyone, "cash")  # button 5: blinds 1 and 2
    setup = hand_setup_for(hand, HOLDEM, Betting.no_limit(50), everyone, small_blind=25,
                           big_blind=50, straddle=True, options=STRADDLE)
    assert setup.blinds == (25, 50, 100, 0, 0) and setup.straddler == 2
    assert setup_from_json(setup_to_json(setup)) == setup
    h = Hand(setup, HOLES, BOARD)
    h.advance()
    assert (h.to_act_seat(), h.legal().call, h.legal().raise_min) == (4, 100, 200)


# ------------------------------------------------------------------------


def _dead_button_without_small_blind() -> HandSetup:
    """Seat 3 had the big blind and busts: next hand the small blind would be
    seat 3's, so there is none (R-3.4); seat 4 posts the big blind of 10,
    the button is seat 2."""
    first = first_hand(1, even(1, 2, 3, 4, 5))  # button 1, blinds 2 and 3
    hand = next_hand(first.table, even(1, 2, 4, 5), busted_this_hand=[3])
    assert (hand.button, hand.small_blind, hand.big_blind) == (2, None, 4)
    return hand_setup_for(hand, HOLDEM, PL10, even(1, 2, 4, 5), small_blind=5, big_blind=10)


def test_R_5_4_pot_limit_small_blind_nobody_posts_counts_as_full() -> None:
    """Pot limit 5/10, dead button, no small blind: the first raise is to at most
    10 + (10 + 5 counted) + 10 = 35, then 35 + (10 + 35 + 5) + 35 = 120, then
    120 + (10 + 35 + 120 + 5) + 120 = 410: the 35, 120, 410 of the rule."""
    setup = _dead_button_without_small_blind()
    assert setup.missing_small_blind == 5
    assert setup_from_json(setup_to_json(setup)) == setup
    h = Hand(setup, HOLES, BOARD)
    h.advance()
    assert (h.to_act_seat(), h.legal().raise_max) == (5, 35)
    h.do("s5 cbr 35")
    assert (h.to_act_seat(), h.legal().raise_max) == (1, 120)
    h.do("s1 cbr 120")
    assert (h.to_act_seat(), h.legal().raise_max) == (2, 410)
    h.do("s2 f", "s4 f", "s5 f")
    # Nobody calls seat 1's 120: 120 - 35 = 85 goes back (R-5.8). Only real chips
    # were ever in the pot: 10 + 35 + 35 = 80 (the 5 counted was never posted).
    assert h.s.returned == ((h.s.player_at(1), 85),)
    assert h.s.pot_total == 80


def test_R_5_4_missing_small_blind_counts_only_before_the_flop() -> None:
    """After the flop the pot is the chips really in it: 4 x 10 = 40; the first
    bet is at most 40."""
    h = Hand(_dead_button_without_small_blind(), HOLES, BOARD)
    h.do("s5 cc", "s1 cc", "s2 cc", "s4 cc")
    assert h.s.street == 1 and h.s.pot_total == 40
    assert (h.to_act_seat(), h.legal().raise_max) == (4, 40)


# ------------------------------------------------------------------------


def _flop_after_limps(betting: Betting, stacks: dict[int, int], button: int) -> Hand:
    """Blinds 5/10 (fixed limit 10/20: the same), everyone calls 10, the big
    blind checks: on the flop the first seat left of the button acts."""
    h = holdem(betting, stacks, button)
    h.advance()
    while h.s.street == 0 and h.s.phase is Phase.BETTING:
        h.do(f"s{h.to_act_seat()} cc")
    assert h.s.street == 1
    return h


def test_R_5_7_no_limit_check_counts_as_acted_call_or_fold_only() -> None:
    """RR: big blind 10, an opening all-in for 6, a raise to at least 16. Seat 1
    checks; seat 2 goes all-in for 6 (short of the 10 minimum bet); seat 3, yet
    to act, may raise to 6 + 10 = 16; seat 1, who checked, may only call or fold."""
    h = _flop_after_limps(NL10, {1: 1000, 2: 16, 3: 1000}, 3)
    h.do("s1 cc", "s2 cbr 6")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (3, 6, 16)
    h.do("s3 cc")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (1, 6, None)
    with pytest.raises(HandError, match=r"R-5\.7"):
        h.s.apply(BetRaise(1, 16))


def test_R_5_7_no_limit_bet_100_all_in_140_raise_to_240() -> None:
    """RR: a bet of 100, an all-in for 140, a raise to at least 140 + 100 = 240
    for a player yet to act; the bettor, facing only the short 40, calls or folds."""
    h = _flop_after_limps(NL10, {1: 1000, 2: 150, 3: 1000, 4: 1000}, 4)
    h.do("s1 cbr 100", "s2 cbr 140")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (3, 140, 240)
    h.do("s3 cc", "s4 cc")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (1, 40, None)


def test_R_5_7_pot_limit_player_yet_to_act_raises_over_a_short_all_in() -> None:
    """Pot limit: pot 40 after the limps; seat 1 bets 20, seat 2 all-in for 25.
    Seat 3 may raise to at least 25 + 20 = 45, at most 25 + (40 + 20 + 25) + 25 = 135."""
    h = _flop_after_limps(PL10, {1: 1000, 2: 35, 3: 1000, 4: 1000}, 4)
    h.do("s1 cbr 20", "s2 cbr 25")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min, legal.raise_max) == (3, 25, 45, 135)


def test_R_5_7_fixed_limit_half_bet_all_in_reopens_counts_and_sets_the_next_raise() -> None:
    """Fixed limit 10/20, flop bet 10. Seat 1 bets 10, seat 2 calls, seat 3 goes
    all-in for 15: 5 more is half a bet, so it counts as a raise (the 2nd bet of
    the cap of a bet and three raises); the next raise is 15 + 10 = 25. Seat 4
    raises to 25 (3rd); seat 1, reopened, raises to 35 (4th: the cap), so seat 2
    may only call 25 more."""
    h = _flop_after_limps(FL10, {1: 500, 2: 500, 3: 25, 4: 500}, 4)
    h.do("s1 cbr 10", "s2 cc", "s3 cbr 15")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min, legal.raise_max) == (4, 15, 25, 25)
    h.do("s4 cbr 25")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (1, 15, 35)  # reopened
    h.do("s1 cbr 35")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (2, 25, None)  # capped


def test_R_5_7_fixed_limit_under_half_bet_all_in_reopens_nothing_nor_counts() -> None:
    """Fixed limit 10/20. Seat 1 bets 10, seat 2 calls, seat 3 all-in for 14 (4
    more: under half a bet). Seat 4 calls 14 or raises one bet over the last full
    bet, to 20. When seat 4 calls, seats 1 and 2 may only call the 4."""
    h = _flop_after_limps(FL10, {1: 500, 2: 500, 3: 24, 4: 500}, 4)
    h.do("s1 cbr 10", "s2 cc", "s3 cbr 14")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min, legal.raise_max) == (4, 14, 20, 20)
    h.do("s4 cc")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (1, 4, None)
    h.do("s1 cc")
    assert (h.legal().seat, h.legal().raise_min) == (2, None)


def test_R_5_7_fixed_limit_under_half_opening_all_in_is_completed_and_not_counted() -> None:
    """Fixed limit 10/20. Seat 1 checks, seat 2 opens all-in for 4 (under half of
    10): seat 3 calls 4 or completes to a full bet of 10. The all-in is not a bet
    of the cap: the completion (1), then raises to 20 (2), 30 (3) and 40 (4) are
    all allowed before the cap; seat 1, who checked, is reopened by the completion."""
    h = _flop_after_limps(FL10, {1: 500, 2: 14, 3: 500, 4: 500}, 4)
    h.do("s1 cc", "s2 cbr 4")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min, legal.raise_max) == (3, 4, 10, 10)
    h.do("s3 cbr 10", "s4 cbr 20")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (1, 20, 30)  # the check reopened
    h.do("s1 cbr 30", "s3 cbr 40")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (4, 20, None)  # a bet and 3 raises


def test_R_5_7_fixed_limit_half_bet_all_in_reopens_only_for_who_faces_half_a_bet_more() -> None:
    """Fixed limit 10/20. Seat 1 bets 10, seat 2 all-in for 14 (under half: no
    raise), seat 3 calls 14, seat 4 all-in for 16: 6 over the last full bet of
    10 is at least half a bet, so it is a raise: it reopens the betting for seat 1,
    who faces 6 more than the 10 it bet (a raise to 16 + 10 = 26), but not for
    seat 3, who faces only 2 over the 14 it called (the 2026-12-02 reading: short
    all-ins reopen for a player when they make a full raise over the bet that player
    last faced; an earlier test let seat 3 raise). Seat 1's raise to 26 then
    reopens for seat 3 too."""
    h = _flop_after_limps(FL10, {1: 500, 2: 24, 3: 500, 4: 26}, 4)
    h.do("s1 cbr 10", "s2 cbr 14", "s3 cc", "s4 cbr 16")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (1, 6, 26)
    h.do("s1 cc")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (3, 2, None)  # call or fold
    with pytest.raises(HandError):
        h.do("s3 cbr 26")
    h = _flop_after_limps(FL10, {1: 500, 2: 24, 3: 500, 4: 26}, 4)
    h.do("s1 cbr 10", "s2 cbr 14", "s3 cc", "s4 cbr 16", "s1 cbr 26")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (3, 12, 36)


def test_R_5_7_fixed_limit_short_all_ins_together_half_a_bet_over_a_call_reopen() -> None:
    """Fixed limit 10/20. Seat 1 bets 10, seat 2 all-in for 12 (short), seat 3 calls
    12, seat 4 all-in for 17 (7 over the full bet of 10: a raise). Seat 3 faces 5
    over the 12 it called, half a bet: the betting is reopened for it (raise to 27)."""
    h = _flop_after_limps(FL10, {1: 500, 2: 22, 3: 500, 4: 27, 5: 500}, 5)
    h.do("s1 cbr 10", "s2 cbr 12", "s3 cc", "s4 cbr 17", "s5 cc", "s1 cc")
    legal = h.legal()
    assert (legal.seat, legal.call, legal.raise_min) == (3, 5, 27)


@settings(max_examples=60, deadline=None)
@given(short=st.integers(1, 9), players=st.integers(3, 6),
       limit=st.sampled_from(["no", "pot", "fixed"]))
def test_R_4_1_property_short_big_blind_never_lowers_the_call(short: int, players: int,
                                                             limit: str) -> None:
    """R-4.1 for any short big blind (1 to 9 of 10): the first player to act
    calls the full 10; when everyone calls, the main pot is short x players and
    the side pot (10 - short) x (players - 1)."""
    betting = {"no": NL10, "pot": PL10, "fixed": FL10}[limit]
    stacks = dict.fromkeys(range(1, players + 1), 500)
    stacks[2] = short  # the button is the last seat: seat 1 small blind, seat 2 big blind
    h = holdem(betting, stacks, players)
    h.advance()
    assert h.legal().call == 10
    while h.s.street == 0 and h.s.phase is Phase.BETTING:
        h.do(f"s{h.to_act_seat()} cc")
    assert [p.amount for p in h.s.pots()] == [short * players, (10 - short) * (players - 1)]
    assert h.s.chips_in_play() == 500 * (players - 1) + short
