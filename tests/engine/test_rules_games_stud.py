"""RULES.md R-6.1 to R-6.4 (hold'em, Omaha, pineapple, seven-card stud family),
scenarios with real cards and amounts."""

from __future__ import annotations

import random
from itertools import compress

import pytest

from director.engine.cards import STANDARD_DECK, Card
from director.engine.hand.facts.data import up_flags, up_run
from director.engine.hand.facts.events import BetRaise, DealBoard, Discard, Fold, PostBringIn, Show
from director.engine.hand.facts.games import (
    GAMES,
    HOLDEM,
    OMAHA,
    OMAHA_HILO,
    PINEAPPLE,
    RAZZ,
    STUD,
    STUD_HILO,
)
from director.engine.hand.state import HandError, Phase
from tests.engine.test_rules_helpers import (
    Betting,
    CheckCall,
    Hand,
    HandOptions,
    HandSetup,
    StepKind,
    cards,
    table,
)

NL10 = Betting.no_limit(10)
FL10 = Betting.fixed_limit(10, 20)


def flop_game(game, stacks: dict[int, int], button: int, hole: dict[int, str], board: str,
              **kw: object) -> Hand:
    setup = table(game, NL10, stacks, button, small_blind=5, big_blind=10, **kw)
    return Hand(setup, hole, board)


def stud(game, hole: dict[int, str], stacks: dict[int, int] | None = None,
         button: int | None = None, betting: Betting = FL10, ante: int = 2, bring_in: int = 5,
         options: HandOptions | None = None) -> Hand:
    stacks = stacks or {seat: 500 for seat in hole}
    setup = table(game, betting, stacks, max(stacks) if button is None else button,
                  ante=ante, bring_in=bring_in, options=options)
    return Hand(setup, hole)


def check_around(h: Hand) -> None:
    """Every player checks (or the bring-in posts and everyone calls) this round."""
    street = h.s.street
    while not h.s.is_complete and h.s.street == street and h.s.phase is Phase.BETTING:
        legal = h.legal()
        if legal.bring_in is not None:
            h.apply(PostBringIn(legal.seat, legal.bring_in))
        else:
            h.apply(CheckCall(legal.seat))
        h.advance()


def winners_text(h: Hand) -> str:
    return " | ".join(str(a.text) for a in h.s.awards)


# ------------------------------------------------------------------------


def test_R_6_1_holdem_two_hole_cards_flop_turn_river() -> None:
    h = flop_game(HOLDEM, {1: 500, 2: 500, 3: 500}, 3,
                  {1: "AhKh", 2: "QcQd", 3: "7s2d"}, "KdQs9h4c2c")
    h.do("s3 cc", "s1 cc", "s2 cc")
    deals = [(k, seat) for k, seat in h.steps if k in (StepKind.DEAL_HOLE, StepKind.DEAL_BOARD)]
    assert deals[:3] == [(StepKind.DEAL_HOLE, 1), (StepKind.DEAL_HOLE, 2), (StepKind.DEAL_HOLE, 3)]
    assert all(len(h.s.hole[i]) == 2 for i in range(3))
    assert len(h.s.board) == 3
    h.do("s1 cc", "s2 cc", "s3 cc")
    assert len(h.s.board) == 4
    h.do("s1 cc", "s2 cc", "s3 cc")
    assert len(h.s.board) == 5
    h.do("s1 cc", "s2 cc", "s3 cc")
    h.finish()
    assert h.s.payouts() == {2: 30}
    assert "Three of a kind, queens" in winners_text(h)


def test_R_6_1_holdem_hole_card_count_enforced() -> None:
    h = flop_game(HOLDEM, {1: 500, 2: 500}, 2, {}, "")
    h.until(StepKind.DEAL_HOLE, 1)
    from director.engine.hand.facts.events import DealHole
    with pytest.raises(HandError, match="2 card"):
        h.s.apply(DealHole(1, cards("AsKsQs")))


def test_R_6_1_holdem_board_plays_split() -> None:
    h = flop_game(HOLDEM, {1: 500, 2: 500}, 2, {1: "2c3d", 2: "2h3s"}, "AsKsQsJsTs")
    h.do("s2 cc", "s1 cc", *["s1 cc", "s2 cc"] * 3)
    h.finish()
    assert h.s.payouts() == {1: 10, 2: 10}


# ------------------------------------------------------------------------


def test_R_6_2_omaha_four_hole_cards_exactly_two_used() -> None:
    # Seat 1 has one heart: with four hearts on board it has no flush in Omaha.
    h = flop_game(OMAHA, {1: 500, 2: 500}, 2, {1: "Ah6c6d6s", 2: "Th2hKdKs"}, "QhJh9h4h5s")
    h.advance()
    assert len(h.s.hole[0]) == 4
    h.do("s2 cc", "s1 cc", *["s1 cc", "s2 cc"] * 3)
    h.finish()
    assert h.s.payouts() == {2: 20}
    assert "Flush" in winners_text(h)


def test_R_6_2_omaha_hilo_splits_high_and_low() -> None:
    h = flop_game(OMAHA_HILO, {1: 500, 2: 500}, 2, {1: "Ac2dKhKs", 2: "QcQd8s9s"},
                  "3h4d7cQsJh")
    h.do("s2 cc", "s1 cc", *["s1 cc", "s2 cc"] * 3)
    h.finish()
    assert h.s.payouts() == {1: 10, 2: 10}
    award = h.s.awards[0]
    assert award.high_winners == (h.s.player_at(2),)
    assert award.low_winners == (h.s.player_at(1),)


# ------------------------------------------------------------------------


def test_R_6_3_pineapple_three_cards_discard_after_flop_betting() -> None:
    h = flop_game(PINEAPPLE, {1: 500, 2: 500}, 2, {1: "AsAdAc", 2: "KsKdQc"}, "Ah2c7d9sKh")
    h.do("s2 cc", "s1 cc")
    assert len(h.s.hole[0]) == 3 and len(h.s.board) == 3
    assert h.s.next_step().kind is StepKind.ACT  # flop betting comes first
    h.do("s1 cc", "s2 cc")
    step = h.s.next_step()
    assert step.kind is StepKind.DISCARD
    h.do("s1 d Ac", "s2 d Qc")
    assert len(h.s.hole[0]) == 2 and len(h.s.hole[1]) == 2
    h.do("s1 cc", "s2 cc", "s1 cc", "s2 cc")
    h.finish()
    # The discarded ace is out of play: three aces, not four.
    assert h.s.payouts() == {1: 20}
    assert "Three of a kind, aces" in winners_text(h)
    assert "Four" not in winners_text(h)


def test_R_6_3_pineapple_discard_before_the_flop_option() -> None:
    h = flop_game(PINEAPPLE, {1: 500, 2: 500}, 2, {1: "AsAdAc", 2: "KsKdQc"}, "Ah2c7d9sKh",
                  options=HandOptions(pineapple_discard_before_flop=True))
    h.do("s2 cc", "s1 cc")
    assert h.s.next_step().kind is StepKind.DISCARD
    assert len(h.s.board) == 0
    h.do("s1 d Ac", "s2 d Qc")
    assert len(h.s.board) == 3
    assert len(h.s.hole[0]) == 2


def test_R_6_3_discard_must_be_held_and_is_out_of_play() -> None:
    h = flop_game(PINEAPPLE, {1: 500, 2: 500}, 2, {1: "AsAdAc", 2: "KsKdQc"}, "",
                  options=HandOptions(pineapple_discard_before_flop=True))
    h.do("s2 cc")
    h.apply(CheckCall(1))
    with pytest.raises(HandError):
        h.s.apply(Discard(1, cards("Kd")))
    with pytest.raises(HandError):
        h.s.apply(Discard(1, cards("AsAd")))
    h.apply(Discard(1, cards("Ac")))
    with pytest.raises(HandError):
        h.s.apply(Discard(1, cards("As")))
    h.apply(Discard(2, cards("Qc")))
    # The discarded Ac cannot come up on the board.
    h.until(StepKind.DEAL_BOARD)
    with pytest.raises(HandError, match="discarded"):
        h.s.apply(DealBoard(cards("AcKh9s")))


# ------------------------------------------------------------------------


def test_R_6_4_stud_streets_two_down_one_up_then_up_up_up_down() -> None:
    h = stud(STUD, {1: "AsAd2c3h4h5h6h", 2: "KsKd8c9cTcJc7s"}, button=2)
    h.until(StepKind.DEAL_HOLE)
    step = h.s.next_step()
    assert (step.down, step.up) == (2, 1)
    sizes = []
    for _ in range(5):
        h.advance()
        sizes.append((len(h.s.hole[0]), len(h.s.up_cards(0))))
        check_around(h)
    assert sizes == [(3, 1), (4, 2), (5, 3), (6, 4), (7, 4)]
    shapes = [k for k, _ in h.steps if k in (StepKind.DEAL_HOLE, StepKind.BURN)]
    assert len(shapes) == 14
    assert h.s.up_cards(0) == list(cards("2c3h4h5h"))
    assert len(h.s.hole[0]) == 7


@pytest.mark.parametrize("key", sorted(GAMES))
def test_R_6_4_up_cards_read_as_one_run_are_the_cards_dealt_face_up(key: str) -> None:
    # ``up_run`` (the first actor's up cards, read by a slice) gives each hole, at every
    # size it has during the hand, the cards ``up_flags`` marks face up.
    stud_game = GAMES[key].stud_order is not None
    setup = HandSetup(game=GAMES[key], betting=FL10, seats=(1, 2), stacks=(100, 100),
                      antes=(1, 1), blinds=() if stud_game else (10, 5),
                      bring_in=5 if stud_game else 0)
    flags, run = up_flags(setup), up_run(setup)
    dealt = tuple(STANDARD_DECK[:len(flags)])
    for size in range(len(dealt) + 1):
        hole = dealt[:size]
        assert hole[run] == tuple(compress(hole, flags))
    if stud_game:
        assert dealt[run] == dealt[2:6]  # third to sixth: the door card and three more


@pytest.mark.parametrize("game", [STUD, STUD_HILO])
def test_R_6_4_lowest_door_card_brings_in_two_clubs_before_two_diamonds(game) -> None:
    h = stud(game, {1: "AsAd2d", 2: "KsKd2c", 3: "QsQdKh"})
    h.advance()
    step = h.s.next_step()
    assert step.kind is StepKind.POST_BRING_IN and step.seat == 2 and step.amount == 5


def test_R_6_4_stud_ace_is_high_for_the_bring_in() -> None:
    h = stud(STUD, {1: "KsKdAc", 2: "QsQd3d"})
    h.advance()
    assert h.s.next_step().seat == 2


def test_R_6_4_razz_highest_door_card_brings_in_king_of_spades() -> None:
    h = stud(RAZZ, {1: "AsAdKh", 2: "2s2dKs", 3: "3s3d5c", 4: "4s4dAc"})
    h.advance()
    step = h.s.next_step()
    assert step.kind is StepKind.POST_BRING_IN and step.seat == 2


def test_R_6_4_razz_ace_is_low_for_the_bring_in() -> None:
    h = stud(RAZZ, {1: "KsKdAh", 2: "2s2dQc"})
    h.advance()
    assert h.s.next_step().seat == 2


def test_R_6_4_bring_in_may_not_fold_may_complete_action_to_the_left() -> None:
    h = stud(STUD, {1: "AsAdKh", 2: "KsKd2c", 3: "QsQd9h", 4: "JsJdTh"})
    h.advance()
    with pytest.raises(HandError, match=r"R-6\.4"):
        h.s.apply(Fold(2))
    completed = h.s.apply(BetRaise(2, 10))  # completes to the small bet
    assert completed.to_act == completed.player_at(3)
    h.do("s2 bi")
    assert h.s.stacks_by_seat()[2] == 493
    assert h.to_act_seat() == 3  # action continues to the left
    legal = h.legal()
    assert legal.call == 5 and legal.raise_min == 10


def test_R_6_4_bring_in_all_in_from_the_ante_betting_starts_to_the_left() -> None:
    # Seat 2 has the 2c but only the ante: all-in before the bring-in.
    h = stud(STUD, {1: "AsAdKh", 2: "KsKd2c", 3: "QsQd9h", 4: "JsJdTh"},
             stacks={1: 500, 2: 2, 3: 500, 4: 500})
    h.advance()
    assert h.s.stacks_by_seat()[2] == 0
    step = h.s.next_step()
    assert step.seat == 3
    assert step.kind in (StepKind.POST_BRING_IN, StepKind.ACT)
    with pytest.raises(HandError):
        h.s.apply(PostBringIn(2, 0))


def test_R_6_4_bring_in_passed_on_by_an_all_in_ante_may_fold_but_not_check() -> None:
    """TDA RP-10-E: the 2c (seat 2) is all-in from the ante, so seat 3 opens the
    betting: they may bring in for 5, complete to 10 or fold, not check; the offered
    actions say the same as the engine accepts."""
    h = stud(STUD, {1: "AsAdKh", 2: "KsKd2c", 3: "QsQd9h", 4: "JsJdTh"},
             stacks={1: 500, 2: 2, 3: 500, 4: 500})
    h.advance()
    legal = h.legal()
    assert (legal.seat, legal.bring_in, legal.can_fold) == (3, 5, True)
    assert Fold(3) in legal.offered()
    with pytest.raises(HandError, match=r"R-6\.4"):
        h.s.apply(CheckCall(3))
    folded = h.s.apply(Fold(3))
    assert folded.folded[folded.player_at(3)]
    assert folded.to_act == folded.player_at(4)


def test_R_6_4_a_record_whose_first_act_is_a_fold_before_any_door_card_is_entered() -> None:
    """R-6.4: the bring-in may not fold, but with no door card entered nobody can
    be named the bring-in: a record (the up cards not entered) whose first action
    on 3rd street is seat 2's fold is taken, and seat 3 acts next; it raised
    ValueError from looking for the lowest of no door cards."""
    setup: HandSetup = table(STUD, FL10, {1: 500, 2: 500, 3: 500}, 3, ante=2, bring_in=5)
    h = Hand(setup)
    h.advance()
    assert h.s.open_to == (0, 1, 2)
    after = h.apply(Fold(2))
    assert after.folded[after.player_at(2)]
    assert after.seats[after.to_act] == 3


def test_R_6_4_the_low_card_with_chips_is_not_offered_a_fold() -> None:
    h = stud(STUD, {1: "AsAdKh", 2: "KsKd2c", 3: "QsQd9h", 4: "JsJdTh"})
    h.advance()
    legal = h.legal()
    assert (legal.seat, legal.can_fold) == (2, False)
    assert not any(isinstance(event, Fold) for event in legal.offered())


def test_R_6_4_fourth_street_highest_showing_hand_acts_first() -> None:
    h = stud(STUD, {1: "2s3s8c9d", 2: "4s5s2c7h", 3: "6s7sJdJh"}, button=3)
    h.advance()
    check_around(h)
    assert h.s.street == 1
    assert h.to_act_seat() == 3  # J-J showing beats 9-8 and 7-2


def test_R_6_4_fourth_street_equal_showing_highest_card_by_suit() -> None:
    h = stud(STUD, {1: "2s3sKh7c", 2: "4s5sKs7d", 3: "6s8s2c9c"}, button=3)
    h.advance()
    check_around(h)
    assert h.to_act_seat() == 2  # K-7 against K-7: the king of spades acts first


def test_R_6_4_fourth_street_equal_showing_position_option() -> None:
    h = stud(STUD, {1: "2s3sKh7c", 2: "4s5sKs7d", 3: "6s8s2c9c"}, button=3,
             options=HandOptions(stud_ties_by_position=True))
    h.advance()
    check_around(h)
    assert h.to_act_seat() == 1


def test_R_6_4_razz_lowest_showing_hand_acts_first() -> None:
    h = stud(RAZZ, {1: "KsQs8c9d", 2: "JsTs2c7h", 3: "6s7sAdAh"}, button=3)
    h.advance()
    check_around(h)
    assert h.to_act_seat() == 2  # 7-2 is the lowest; A-A is a pair


def test_R_6_4_stud_small_bet_on_3rd_and_4th_big_bet_from_5th() -> None:
    h = stud(STUD, {1: "2s3s8c9dTd", 2: "4s5s2c7hJs"}, button=2)
    h.advance()
    check_around(h)
    assert (h.legal().raise_min, h.legal().raise_max) == (10, 10)
    check_around(h)
    assert h.s.street == 2
    assert (h.legal().raise_min, h.legal().raise_max) == (20, 20)


def test_R_6_4_open_pair_on_fourth_street_big_bet_option() -> None:
    hole = {1: "2s3s8c8d", 2: "4s5s2c7h"}
    on = stud(STUD, hole, button=2, options=HandOptions(open_pair_big_bet=True))
    on.advance()
    check_around(on)
    assert on.to_act_seat() == 1
    assert on.legal().raise_max == 20
    on.s.apply(BetRaise(1, 20))
    on.s.apply(BetRaise(1, 10))  # "may": the small bet stays allowed
    off = stud(STUD, hole, button=2)
    off.advance()
    check_around(off)
    assert (off.legal().raise_min, off.legal().raise_max) == (10, 10)


@pytest.mark.parametrize("game", [STUD_HILO, RAZZ])
def test_R_6_4_open_pair_never_in_hilo_or_razz(game) -> None:
    h = stud(game, {1: "2s3s8c8d", 2: "4s5sKcQh"}, button=2,
             options=HandOptions(open_pair_big_bet=True))
    h.advance()
    check_around(h)
    assert h.legal().raise_max == 10


def test_R_6_4_eight_players_all_in_short_deck_seventh_street_community_card() -> None:
    deck = list(STANDARD_DECK)
    random.Random(2024).shuffle(deck)
    hole = {seat: "".join(str(c) for c in deck[6 * (seat - 1): 6 * seat]) for seat in range(1, 9)}
    community = deck[48]
    setup = table(STUD, Betting.fixed_limit(2, 4), {seat: 5 for seat in range(1, 9)}, 8,
                  ante=1, bring_in=1)
    h = Hand(setup, hole, str(community))
    h.advance()
    while h.s.phase is Phase.BETTING:
        legal = h.legal()
        if legal.bring_in is not None:
            h.apply(PostBringIn(legal.seat, legal.bring_in))
        elif h.s.highest < 4 and legal.raise_min is not None:
            h.apply(BetRaise(legal.seat, legal.raise_min))
        else:
            h.apply(CheckCall(legal.seat))
        h.advance()
    assert all(stack == 0 for stack in h.s.stacks)
    assert h.s.next_step().kind is StepKind.SHOW
    while h.s.next_step().kind is StepKind.SHOW:
        seat = h.s.next_step().seat
        h.apply(Show(seat, h.s.hole[h.s.player_at(seat)]))
    assert all(h.s.shown)
    h.until(StepKind.DEAL_BOARD)
    assert h.s.street == 4
    step = h.s.next_step()
    assert step.kind is StepKind.DEAL_BOARD and step.up == 1
    assert "community" in step.text
    h.advance()
    assert h.s.board == (community,)
    assert all(len(cards_) == 6 for cards_ in h.s.hole)
    h.finish()
    assert sum(h.s.payouts().values()) == 40
    assert h.s.chips_in_play() == 40


def test_R_6_4_stud_hilo_high_and_low_split() -> None:
    h = stud(STUD_HILO, {1: "As2d3c4h7cKdQc", 2: "KsKhQdQhJcTc9d"}, button=2)
    h.advance()
    for _ in range(5):
        check_around(h)
    h.finish()
    # pot: antes 4 + bring-in 5 + call 5 = 14: 7 high (kings up), 7 low (7-4-3-2-A)
    assert h.s.payouts() == {1: 7, 2: 7}


def test_R_6_4_razz_lowest_hand_takes_the_whole_pot() -> None:
    h = stud(RAZZ, {1: "As2d3c4h7cKdQc", 2: "6s7h8dJhJcTc9d"}, button=2)
    h.advance()
    for _ in range(5):
        check_around(h)
    h.finish()
    assert h.s.payouts() == {1: 14}


def test_R_6_4_stud_up_card_needed_for_the_bring_in() -> None:
    setup: HandSetup = table(STUD, FL10, {1: 500, 2: 500}, 2, ante=2, bring_in=5)
    h = Hand(setup, {1: "AsAd2c"})  # seat 2's cards are not entered
    h.advance()
    assert h.s.legal_actions() is None
    assert "2" in h.s.next_step().text


def test_R_6_4_card_check_card_object() -> None:
    assert Card.parse("2c") < Card.parse("2d")
