"""RULES.md section 7 (showdown and pots), scenarios with real cards and amounts."""

from __future__ import annotations

import dataclasses

import pytest

from director.engine.hand.facts.events import Muck, PostBringIn, Show
from director.engine.hand.facts.games import HOLDEM, OMAHA_HILO, RAZZ, STUD, STUD_HILO
from director.engine.hand.state import HandError, Phase
from tests.engine.test_rules_helpers import (
    Betting,
    CheckCall,
    Hand,
    HandOptions,
    HandSetup,
    StepKind,
    table,
)

NL10 = Betting.no_limit(10)
FL10 = Betting.fixed_limit(10, 20)


def holdem(stacks: dict[int, int], button: int, hole: dict[int, str], board: str,
           game=HOLDEM) -> Hand:
    return Hand(table(game, NL10, stacks, button, small_blind=5, big_blind=10), hole, board)


def stud(game, hole: dict[int, str], button: int, ante: int = 2,
         options: HandOptions | None = None) -> Hand:
    setup = table(game, FL10, {seat: 500 for seat in hole}, button, ante=ante, bring_in=5,
                  options=options)
    return Hand(setup, hole)


def check_down(h: Hand) -> None:
    """Everyone checks (bring-in posted, called) to the showdown."""
    h.advance()
    while h.s.phase is Phase.BETTING:
        legal = h.legal()
        if legal.bring_in is not None:
            h.apply(PostBringIn(legal.seat, legal.bring_in))
        else:
            h.apply(CheckCall(legal.seat))
        h.advance()


def seats_of(h: Hand, players) -> tuple[int, ...]:
    return tuple(h.s.seats[i] for i in players)


# ------------------------------------------------------------------------


def test_R_7_1_all_in_hands_turned_face_up_before_the_run_out() -> None:
    h = holdem({1: 1000, 2: 1000, 3: 200}, 3, {1: "AsAd", 2: "KsKd", 3: "QsQd"}, "2c7d8h3s4c")
    h.do("s3 cbr 200", "s1 cc", "s2 f")
    step = h.s.next_step()
    assert step.kind is StepKind.SHOW
    assert "R-7.1" in step.text
    assert len(h.s.board) == 0
    shown = []
    while h.s.next_step().kind is StepKind.SHOW:
        seat = h.s.next_step().seat
        shown.append(seat)
        h.apply(Show(seat, h.s.hole[h.s.player_at(seat)]))
    assert sorted(shown) == [1, 3]
    h.advance()
    assert len(h.s.board) == 5
    h.do("award")
    assert h.s.stacks_by_seat() == {1: 1210, 2: 990, 3: 0}


def test_R_7_1_all_in_hand_may_not_be_mucked_before_the_run_out() -> None:
    h = holdem({1: 1000, 2: 1000, 3: 200}, 3, {1: "AsAd", 2: "KsKd", 3: "QsQd"}, "2c7d8h3s4c")
    h.do("s3 cbr 200", "s1 cc", "s2 f")
    with pytest.raises(HandError):
        h.s.apply(Muck(3))


# ------------------------------------------------------------------------


def _to_river(h: Hand) -> None:
    h.do("s3 cc", "s1 cc", "s2 cc", "s1 cbr 20", "s2 cc", "s3 cc", "s1 cc", "s2 cc", "s3 cc")
    assert h.s.street == 3


def test_R_7_2_last_aggressor_on_the_river_shows_first() -> None:
    h = holdem({1: 1000, 2: 1000, 3: 1000}, 3, {1: "AsAd", 2: "KsKd", 3: "QsQd"}, "2c7d8h3s4c")
    _to_river(h)
    h.do("s1 cc", "s2 cbr 50", "s3 cc", "s1 cc")
    assert h.s.phase is Phase.SHOWDOWN
    assert h.s.showing_order() == [2, 3, 1]
    step = h.s.next_step()
    assert step.kind is StepKind.SHOW and step.seat == 2


def test_R_7_2_nobody_bet_on_the_river_first_left_of_the_button() -> None:
    # Seat 1 bet the flop, but the river was checked: seat 1 (left of button) first.
    h = holdem({1: 1000, 2: 1000, 3: 1000, 4: 1000}, 2,
               {1: "AsAd", 2: "KsKd", 3: "QsQd", 4: "JsJd"}, "2c7d8h3s4c")
    # button 2: order 3, 4, 1, 2; seat 3 small blind, seat 4 big blind
    h.do("s1 cc", "s2 cc", "s3 cc", "s4 cc")
    h.do("s3 f", "s4 cbr 10", "s1 cc", "s2 cc")
    h.do("s4 cc", "s1 cc", "s2 cc", "s4 cc", "s1 cc", "s2 cc")
    assert h.s.phase is Phase.SHOWDOWN
    assert h.s.showing_order() == [4, 1, 2]
    assert h.s.next_step().seat == 4


def test_R_7_2_beaten_player_may_muck() -> None:
    h = holdem({1: 1000, 2: 1000, 3: 1000}, 3, {1: "AsAd", 2: "KsKd", 3: "QsQd"}, "2c7d8h3s4c")
    _to_river(h)
    h.do("s1 cbr 50", "s2 cc", "s3 cc")
    h.do("s1 sm", "s2 mk", "s3 mk")
    h.do("award")
    assert h.s.payouts() == {1: 240}


def test_R_7_2_stud_nobody_bet_highest_showing_hand_shows_first() -> None:
    h = stud(STUD, {1: "2s3s4d9hTd8cJc", 2: "5s6s7dKhKd2h3h", 3: "8s9sQcQh4c5h6h"}, 3)
    check_down(h)
    assert h.s.phase is Phase.SHOWDOWN
    assert h.s.showing_order()[0] == 2  # K-K showing beats Q-Q and T-9


def test_R_7_2_razz_nobody_bet_lowest_showing_hand_shows_first() -> None:
    h = stud(RAZZ, {1: "2s3s4d9hTd8cJc", 2: "5s6s7dKhKd2h3h", 3: "8s9sAc2d4c5h6h"}, 3)
    check_down(h)
    assert h.s.phase is Phase.SHOWDOWN
    assert h.s.showing_order()[0] == 3  # 4-2-A showing is the lowest


def _check_down_unknown_ups(h: Hand) -> None:
    """Everyone checks to the showdown; where up cards are not entered, the first
    of the players the rules may name acts (a record's order, ``open_to``)."""
    h.advance()
    while h.s.phase is Phase.BETTING:
        legal = h.s.legal_actions()
        seat = legal.seat if legal is not None else h.s.seats[h.s.open_to[0]]
        if h.s.street == 0 and h.s.highest == 0:
            h.apply(PostBringIn(seat, 5))
        else:
            h.apply(CheckCall(seat))
        h.advance()


def test_R_7_2_stud_showing_order_with_up_cards_not_entered() -> None:
    """R-7.2: the highest showing hand shows first. Seat 2's up cards were never
    entered (a record, or a hand dealt without typing them): the showing order is
    found from the up cards that are known (seat 1's K-K), not a ValueError from
    ranking an empty showing hand."""
    setup = table(STUD, FL10, {1: 500, 2: 500}, 2, ante=2, bring_in=5)
    h = Hand(setup, {1: "2s3sKhKd4d5d6c"})
    _check_down_unknown_ups(h)
    assert h.s.phase is Phase.SHOWDOWN
    assert h.s.showing_order() == [1, 2]
    step = h.s.next_step()
    assert (step.kind, step.seat) == (StepKind.SHOW, 1)


def test_R_7_2_stud_showing_order_with_no_up_card_entered() -> None:
    """R-7.2 with no up card of any hand entered: nothing ranks the hands, so the
    order is clockwise from the first seat left of the dealer (seat 1 of 1-3,
    dealer at seat 3), not a ValueError."""
    setup = table(STUD, FL10, {1: 500, 2: 500, 3: 500}, 3, ante=2, bring_in=5)
    h = Hand(setup, {})
    _check_down_unknown_ups(h)
    assert h.s.phase is Phase.SHOWDOWN
    assert h.s.showing_order() == [1, 2, 3]
    assert h.s.next_step().seat == 1


def test_R_7_2_all_in_player_always_shows_at_showdown() -> None:
    h = holdem({1: 1000, 2: 1000, 3: 1000}, 3, {1: "AsAd", 2: "KsKd", 3: "QsQd"}, "2c7d8h3s4c")
    _to_river(h)
    h.do("s1 cbr 970", "s2 cc", "s3 f")  # seat 1 all-in on the river, seat 2 calls
    assert h.s.phase is Phase.SHOWDOWN
    assert h.s.showing_order()[0] == 1
    with pytest.raises(HandError):
        h.s.apply(Muck(1))


# ------------------------------------------------------------------------


def test_R_7_3_call_10_one_has_6_main_18_side_8() -> None:
    h = holdem({1: 1000, 2: 1000, 3: 6}, 3, {1: "AsAd", 2: "KsKd", 3: "QsQd"}, "2c7d8h3s4c")
    h.do("s3 cc", "s1 cc", "s2 cc")
    pots = h.s.pots()
    assert [p.amount for p in pots] == [18, 8]
    assert [seats_of(h, p.eligible) for p in pots] == [(1, 2, 3), (1, 2)]


def test_R_7_3_folded_players_chips_stay_in_but_win_nothing() -> None:
    h = holdem({1: 1000, 2: 1000, 3: 1000}, 3, {1: "AsAd", 2: "KsKd", 3: "QsQd"}, "2c7d8h3s4c")
    h.do("s3 cbr 40", "s1 cc", "s2 f")
    pots = h.s.pots()
    assert [p.amount for p in pots] == [90]
    assert seats_of(h, pots[0].eligible) == (1, 3)


def test_R_7_3_side_pots_awarded_last_created_first() -> None:
    h = holdem({1: 50, 2: 100, 3: 200, 4: 1000}, 4,
               {1: "AsAd", 2: "KsKd", 3: "QsQd", 4: "JsJd"}, "2c7d8h3s4c")
    h.do("s3 cbr 200", "s4 cbr 1000", "s1 cc", "s2 cc")
    pots = h.s.pots()
    assert [p.amount for p in pots] == [200, 150, 200]
    h.finish()
    assert [a.pot_index for a in h.s.awards] == [2, 1, 0]
    assert "side pot 2" in str(h.s.awards[0].text).lower()
    assert "main pot" in str(h.s.awards[-1].text).lower()
    assert h.s.stacks_by_seat() == {1: 200, 2: 150, 3: 200, 4: 800}


def test_R_7_3_R_4_2_all_in_from_a_dead_ante_contests_the_dead_money() -> None:
    """A record with dead antes (a PHH file's ``ante_trimming_status = false``): antes
    of 25 are dead money in the main pot (R-4.2). Seat 3 has 20, all-in from the
    ante, and holds the best hand: it still contests the main pot, the 95 of antes
    (R-7.3); the 300 the others put in over it is a side pot seat 3 cannot win."""
    setup = HandSetup.at_table(HOLDEM, Betting.no_limit(100),
                               {1: 5000, 2: 5000, 3: 20, 4: 5000}, 4, small_blind=50,
                               big_blind=100, ante=25)
    setup = dataclasses.replace(setup, antes_dead=True)
    h = Hand(setup, {1: "KsKd", 2: "QsQd", 3: "AsAd", 4: "JsJd"}, "2c7d8h3s4c")
    h.do("s4 cc", "s1 cc", "s2 cc")  # seat 3 is all-in: the ante took its last chip
    pots = h.s.pots()
    assert [p.amount for p in pots] == [95, 300]
    assert [seats_of(h, p.eligible) for p in pots] == [(1, 2, 3, 4), (1, 2, 4)]
    check_down(h)
    h.finish()
    assert h.s.stacks_by_seat() == {1: 5175, 2: 4875, 3: 95, 4: 4875}


# ------------------------------------------------------------------------


def test_R_7_4_each_pot_split_separately() -> None:
    # Seats 1 and 2 tie with the board's straight for the main pot; seat 3 loses.
    h = holdem({1: 100, 2: 300, 3: 300}, 3, {1: "2c2d", 2: "3c3d", 3: "4h4s"}, "9sTdJhQcKc")
    h.do("s3 cbr 300", "s1 cc", "s2 cc")
    h.finish()
    main = next(a for a in h.s.awards if a.pot_index == 0)
    side = next(a for a in h.s.awards if a.pot_index == 1)
    assert main.amount == 300 and dict(main.shares) == {0: 100, 1: 100, 2: 100}
    assert side.amount == 400 and dict(side.shares) == {1: 200, 2: 200}


def test_R_7_4_hilo_halves_high_and_low() -> None:
    h = holdem({1: 500, 2: 500}, 2, {1: "Ac2dKhKs", 2: "QcQd9s9c"}, "3h4d7cQsJh", OMAHA_HILO)
    h.do("s2 cc", "s1 cc", *["s1 cc", "s2 cc"] * 3)
    h.finish()
    assert h.s.payouts() == {1: 10, 2: 10}


def test_R_7_4_hilo_no_qualifying_low_high_takes_all() -> None:
    h = holdem({1: 500, 2: 500}, 2, {1: "Ac2dKhKs", 2: "QcQd9s9c"}, "9hTdJcQsKd", OMAHA_HILO)
    h.do("s2 cc", "s1 cc", *["s1 cc", "s2 cc"] * 3)
    h.finish()
    award = h.s.awards[0]
    assert award.low_winners == ()
    assert sum(chips for _, chips in award.shares) == 20
    assert "no qualifying low" in str(award.text)


def test_R_7_4_hilo_scoop_both_halves() -> None:
    # Seat 1: wheel A-2-3-4-5 is both the best high (a straight) and the best low.
    h = holdem({1: 500, 2: 500}, 2, {1: "Ac2dKhKs", 2: "7c8dQsQh"}, "3h4d5cJsTh", OMAHA_HILO)
    h.do("s2 cc", "s1 cc", *["s1 cc", "s2 cc"] * 3)
    h.finish()
    assert h.s.payouts() == {1: 20}


def test_R_7_4_stud_hilo_no_qualifying_low_high_scoops() -> None:
    h = stud(STUD_HILO, {1: "As9s3c4hThKdQc", 2: "KsKhQdQhJcTc9d"}, 2)
    check_down(h)
    h.finish()
    assert h.s.payouts() == {2: 14}


# ------------------------------------------------------------------------


def _split_25_hand(game=HOLDEM, hole=None, board="5s6s7s8s9s") -> Hand:
    # Button seat 2: order 3 (SB), 4 (BB), 1, 2. Seat 1 calls, 2 and 3 fold, 4 checks: 25.
    hole = hole or {1: "2c3d", 2: "4c4d", 3: "5c5d", 4: "2h3h"}
    h = holdem({1: 500, 2: 500, 3: 500, 4: 500}, 2, hole, board, game)
    h.do("s1 cc", "s2 f", "s3 f", "s4 cc")
    h.do(*["s4 cc", "s1 cc"] * 3)
    return h


def test_R_7_5_odd_chip_to_first_winner_left_of_the_button() -> None:
    h = _split_25_hand()
    h.finish()
    assert h.s.payouts() == {4: 13, 1: 12}
    assert h.s.awards[0].odd_chips_to == (h.s.player_at(4),)


def test_R_7_5_hilo_odd_chip_to_the_high_half() -> None:
    hole = {1: "QcQd9s9c", 2: "4c4d5d6d", 3: "5c5hTdTh", 4: "Ac2dKhKs"}
    h = _split_25_hand(OMAHA_HILO, hole, "3h4s7cQsJh")
    h.finish()
    # seat 1 high (trip queens) gets 13, seat 4 low (7-4-3-2-A) gets 12
    assert h.s.payouts() == {1: 13, 4: 12}


def test_R_7_5_stud_odd_chip_to_highest_card_by_suit() -> None:
    # Both make A-K-Q-J-T; seat 1's As outranks seat 2's Ah. Seat 3 folds: pot 13.
    hole = {1: "AsKdQcJhTc2d3c", 2: "AhKcQdJsTd4d5c", 3: "9s8sKh"}
    h = stud(STUD, hole, 1, ante=1)
    h.advance()
    assert h.s.next_step().seat == 1  # Qc is the lowest door card
    h.do("s1 bi", "s2 cc", "s3 f")
    check_down(h)
    h.finish()
    assert h.s.payouts() == {1: 7, 2: 6}
    award = h.s.awards[0]
    assert award.odd_chips_to == (h.s.player_at(1),)
    assert "highest card by suit" in str(award.text)


# ------------------------------------------------------------------------


def test_R_7_6_award_explained_in_words() -> None:
    h = _split_25_hand()
    h.finish()
    text = str(h.s.awards[0].text)
    assert "main pot" in text.lower()
    assert "25" in text
    assert "seat 4" in text and "seat 1" in text
    assert "Straight flush" in text
    assert "13" in text and "12" in text
    assert "odd chip" in text and "left of the button" in text


def test_R_7_6_side_pot_explained_with_contestants() -> None:
    h = holdem({1: 1000, 2: 1000, 3: 6}, 3, {1: "AsAd", 2: "KsKd", 3: "QsQd"}, "2c7d8h3s4c")
    h.do("s3 cc", "s1 cc", "s2 cc", *["s1 cc", "s2 cc"] * 3)
    h.finish()
    side, main = h.s.awards
    assert "side pot 1" in str(side.text).lower() and "8" in str(side.text)
    assert "seat 1" in str(side.text) and "seat 2" in str(side.text)
    assert "main pot" in str(main.text).lower() and "18" in str(main.text)
    assert "pair, aces" in str(main.text).lower()
    assert "seat 3" in str(main.text)
    assert h.s.stacks_by_seat() == {1: 1016, 2: 990, 3: 0}


def test_R_7_6_hilo_award_names_both_halves() -> None:
    h = holdem({1: 500, 2: 500}, 2, {1: "Ac2dKhKs", 2: "QcQd9s9c"}, "3h4d7cQsJh", OMAHA_HILO)
    h.do("s2 cc", "s1 cc", *["s1 cc", "s2 cc"] * 3)
    h.finish()
    text = str(h.s.awards[0].text)
    assert "high" in text and "low" in text
    assert "Three of a kind, queens" in text
    assert "7-4-3-2-A" in text or "7-4" in text or "seven" in text.lower()
