"""RULES.md section 4 (forced bets and dealing) and R-1.4, as scenarios with real
amounts and cards."""

from __future__ import annotations

import pytest

from director.engine.cards import Card
from director.engine.hand.facts.events import Burn, DealBoard, DealHole, PostAnte, PostBlind
from director.engine.hand.facts.games import HOLDEM, OMAHA, PINEAPPLE, RAZZ, STUD, STUD_HILO
from director.engine.hand.facts.setup import SetupError
from director.engine.hand.state import HandError, Phase
from tests.engine.test_rules_helpers import (
    Betting,
    CheckCall,
    Hand,
    HandOptions,
    HandSetup,
    HandState,
    StepKind,
    table,
)

NL10 = Betting.no_limit(10)


def nl_table(stacks: dict[int, int], button: int, **kw: object) -> HandSetup:
    return table(HOLDEM, NL10, stacks, button, small_blind=5, big_blind=10, **kw)


# ------------------------------------------------------------------------


def test_R_4_1_small_blind_left_of_button_then_big_blind() -> None:
    setup = nl_table({2: 500, 4: 500, 7: 500, 9: 500}, button=7)
    s = HandState.start(setup)
    step = s.next_step()
    assert (step.kind, step.seat, step.amount) == (StepKind.POST_BLIND, 9, 5)
    assert "small blind" in step.text
    s = s.apply(PostBlind(9, 5))
    step = s.next_step()
    assert (step.kind, step.seat, step.amount) == (StepKind.POST_BLIND, 2, 10)
    assert "big blind" in step.text
    s = s.apply(PostBlind(2, 10))
    assert s.stacks_by_seat() == {9: 495, 2: 490, 4: 500, 7: 500}
    assert s.phase is Phase.DEALING


def test_R_4_1_wrong_blind_is_refused() -> None:
    s = HandState.start(nl_table({1: 500, 2: 500, 3: 500}, button=3))
    with pytest.raises(HandError, match="seat 1"):
        s.apply(PostBlind(2, 10))
    with pytest.raises(HandError):
        s.apply(PostBlind(1, 10))


def test_R_4_1_short_big_blind_posts_what_it_has_and_is_all_in() -> None:
    h = Hand(nl_table({1: 300, 2: 7, 3: 300, 4: 300}, button=4), {1: "AsKs", 2: "2c2d"})
    s = h.state.apply(PostBlind(1, 5))
    step = s.next_step()
    assert (step.kind, step.seat, step.amount) == (StepKind.POST_BLIND, 2, 7)
    assert "all-in" in step.text
    with pytest.raises(HandError):
        s.apply(PostBlind(2, 10))
    s = s.apply(PostBlind(2, 7))
    assert s.stacks_by_seat()[2] == 0
    assert s.totals[1] == 7
    h.state = s
    h.advance()
    # the all-in big blind never acts: seat 3, 4, 1 act and the round ends
    assert h.to_act_seat() == 3
    h.do("s3 cc", "s4 cc", "s1 cc")
    assert h.s.street == 1
    assert h.to_act_seat() == 1


def test_R_4_1_short_small_blind_is_all_in() -> None:
    s = HandState.start(nl_table({1: 3, 2: 300, 3: 300}, button=3))
    step = s.next_step()
    assert (step.seat, step.amount) == (1, 3)
    assert "all-in" in step.text
    s = s.apply(PostBlind(1, 3)).apply(PostBlind(2, 10))
    assert s.stacks_by_seat() == {1: 0, 2: 290, 3: 300}
    assert s.totals == [3, 10, 0]


# ------------------------------------------------------------------------


def test_R_4_2_stud_antes_posted_by_every_player_before_the_deal() -> None:
    setup = table(STUD, Betting.fixed_limit(10, 20), {1: 200, 2: 200, 3: 200, 4: 200}, 4,
                  ante=2, bring_in=5)
    h = Hand(setup)
    h.advance()
    kinds = [k for k, _ in h.steps]
    assert kinds[:4] == [StepKind.POST_ANTE] * 4
    assert [seat for _, seat in h.steps[:4]] == [1, 2, 3, 4]
    assert StepKind.DEAL_HOLE not in kinds[:4]
    assert h.stacks() == {1: 198, 2: 198, 3: 198, 4: 198}
    assert sum(p.amount for p in h.s.pots()) == 8


def test_R_4_2_holdem_antes_posted_before_blinds() -> None:
    setup = nl_table({1: 500, 2: 500, 3: 500}, button=3, ante=2)
    h = Hand(setup)
    h.advance()
    assert [k for k, _ in h.steps[:5]] == [StepKind.POST_ANTE] * 3 + [StepKind.POST_BLIND] * 2
    assert h.stacks() == {1: 493, 2: 488, 3: 498}


def test_R_4_2_big_blind_ante_blind_first_then_ante() -> None:
    setup = nl_table({1: 500, 2: 500, 3: 500, 4: 500}, button=4, ante=10, big_blind_ante=True)
    h = Hand(setup)
    h.advance()
    posts = [(k, seat) for k, seat in h.steps if k in (StepKind.POST_ANTE, StepKind.POST_BLIND)]
    assert posts == [(StepKind.POST_BLIND, 1), (StepKind.POST_BLIND, 2), (StepKind.POST_ANTE, 2)]
    assert h.stacks() == {1: 495, 2: 480, 3: 500, 4: 500}


def test_R_4_2_short_big_blind_covers_the_blind_before_the_ante() -> None:
    setup = nl_table({1: 500, 2: 12, 3: 500}, button=3, ante=10, big_blind_ante=True)
    s = HandState.start(setup).apply(PostBlind(1, 5))
    step = s.next_step()
    assert (step.kind, step.seat, step.amount) == (StepKind.POST_BLIND, 2, 10)
    s = s.apply(PostBlind(2, 10))
    step = s.next_step()
    assert (step.kind, step.seat, step.amount) == (StepKind.POST_ANTE, 2, 2)
    s = s.apply(PostAnte(2, 2))
    assert s.stacks_by_seat()[2] == 0
    assert s.bets[s.player_at(2)] == 10  # the whole blind is live


def test_R_4_2_big_blind_ante_is_dead_money_in_the_main_pot() -> None:
    # Seat 2 (BB) has 20: blind 10 then ante 10, all-in. Seats 3 and 1 go to 100.
    setup = nl_table({1: 1000, 2: 20, 3: 1000}, button=3, ante=10, big_blind_ante=True)
    h = Hand(setup, {1: "AsAd", 2: "KsKd", 3: "QsQd"}, "2c7d9hJc3s")
    h.do("s3 cbr 100", "s1 cc")
    pots = h.s.pots()
    # main pot: 10 from each of three players + the 10 dead ante
    assert [p.amount for p in pots] == [40, 180]
    assert [tuple(h.s.seats[i] for i in p.eligible) for p in pots] == [(1, 2, 3), (1, 3)]


def test_R_4_2_ordinary_antes_count_towards_the_contribution() -> None:
    # Button (seat 3) has only 3 chips: all-in on the ante of 5. With live antes
    # it still contests a main pot of 3 x 3 = 9.
    setup = nl_table({1: 500, 2: 500, 3: 3}, button=3, ante=5)
    h = Hand(setup, {1: "7c2d", 2: "8h3s", 3: "AsAd"}, "KcKdQh9s4c")
    h.do("s1 cc", "s2 cc")
    pots = h.s.pots()
    assert pots[0].amount == 9
    assert h.s.player_at(3) in pots[0].eligible
    assert sum(p.amount for p in pots) == 33
    h.do("s1 cc", "s2 cc", "s1 cc", "s2 cc", "s1 cc", "s2 cc")
    h.finish()
    assert h.s.payouts()[3] == 9


# ------------------------------------------------------------------------


def test_R_4_3_deal_order_starts_left_of_the_button_button_last() -> None:
    h = Hand(nl_table({2: 500, 4: 500, 7: 500, 9: 500}, button=7))
    h.advance()
    deals = [seat for k, seat in h.steps if k is StepKind.DEAL_HOLE]
    assert deals == [9, 2, 4, 7]
    assert h.s.setup.seats[-1] == 7


def test_R_4_3_out_of_order_deal_is_refused() -> None:
    s = HandState.start(nl_table({1: 500, 2: 500, 3: 500}, button=2))
    s = s.apply(PostBlind(3, 5)).apply(PostBlind(1, 10))
    assert s.next_step().seat == 3
    with pytest.raises(HandError, match="seat 3"):
        s.apply(DealHole(1, (Card.parse("As"), Card.parse("Ad"))))


def test_R_4_3_stud_deal_starts_left_of_the_dealer() -> None:
    setup = table(STUD, Betting.fixed_limit(10, 20), {1: 200, 3: 200, 5: 200, 6: 200}, 3,
                  ante=2, bring_in=5)
    h = Hand(setup)
    h.advance()
    assert [seat for k, seat in h.steps if k is StepKind.DEAL_HOLE] == [5, 6, 1, 3]


def test_R_4_3_heads_up_button_gets_the_last_card() -> None:
    # via at_table: the button posts the small blind and is dealt last.
    h = Hand(nl_table({3: 500, 6: 500}, button=3))
    h.advance()
    assert sorted(seat for k, seat in h.steps if k is StepKind.POST_BLIND) == [3, 6]
    assert h.s.stacks_by_seat() == {6: 490, 3: 495}
    assert [seat for k, seat in h.steps if k is StepKind.DEAL_HOLE] == [6, 3]


# ------------------------------------------------------------------------


def test_R_4_4_holdem_burns_before_flop_turn_river_only() -> None:
    h = Hand(nl_table({1: 500, 2: 500, 3: 500}, button=3), {1: "AsKs", 2: "QhQd", 3: "7c2d"},
             "2s5h9dTcJh")
    h.do("s3 cc", "s1 cc", "s2 cc", "s1 cc", "s2 cc", "s3 cc", "s1 cc", "s2 cc", "s3 cc")
    kinds = [k for k, _ in h.steps if k in (StepKind.BURN, StepKind.DEAL_BOARD,
                                             StepKind.DEAL_HOLE)]
    assert kinds == [StepKind.DEAL_HOLE] * 3 + [
        StepKind.BURN, StepKind.DEAL_BOARD, StepKind.BURN, StepKind.DEAL_BOARD,
        StepKind.BURN, StepKind.DEAL_BOARD]
    assert len(h.s.burned) == 3
    assert [len(h.s.board)] == [5]


def test_R_4_4_stud_burns_before_4th_to_7th_street() -> None:
    setup = table(STUD, Betting.fixed_limit(10, 20), {1: 200, 2: 200}, 2, ante=2, bring_in=5)
    h = Hand(setup, {1: "AsAd2c3h4h5h6h", 2: "KsKd8c9cTcJc7s"})
    h.do("s1 bi", "s2 cc")
    for _ in range(4):
        first = h.to_act_seat()
        other = 2 if first == 1 else 1
        h.do(f"s{first} cc", f"s{other} cc")
    kinds = [k for k, _ in h.steps if k in (StepKind.BURN, StepKind.DEAL_HOLE)]
    d = StepKind.DEAL_HOLE
    b = StepKind.BURN
    assert kinds == [d, d, b, d, d, b, d, d, b, d, d, b, d, d]
    assert len(h.s.burned) == 4


def test_R_4_4_no_burn_option_skips_burns() -> None:
    setup = nl_table({1: 500, 2: 500}, button=2, options=HandOptions(burns=False))
    h = Hand(setup)
    h.do("s2 cc", "s1 cc", "s1 cc", "s2 cc", "s1 cc", "s2 cc", "s1 cc", "s2 cc")
    assert StepKind.BURN not in [k for k, _ in h.steps]


def test_R_4_4_explicit_burn_card_recorded_and_only_when_due() -> None:
    h = Hand(nl_table({1: 500, 2: 500}, button=2), {1: "AsKs", 2: "QhQd"})
    h.advance()
    with pytest.raises(HandError):
        h.s.apply(Burn(Card.parse("2c")))  # preflop betting: no burn due
    h.do("s2 cc")
    h.apply(CheckCall(1))
    assert h.s.next_step().kind is StepKind.BURN
    s = h.s.apply(Burn(Card.parse("2c")))
    assert s.burned == (Card.parse("2c"),)
    with pytest.raises(HandError):
        s.apply(Burn(Card.parse("3c")))  # only one burn per round


# ------------------------------------------------------------------------


def _setup(game, n: int, options: HandOptions | None = None) -> HandSetup:
    stacks = {seat: 100 for seat in range(1, n + 1)}
    if game.is_stud:
        return table(game, Betting.fixed_limit(10, 20), stacks, n, ante=1, bring_in=5,
                     options=options)
    return table(game, NL10, stacks, n, small_blind=5, big_blind=10, options=options)


@pytest.mark.parametrize(("game", "limit", "options"), [
    (HOLDEM, 22, None),
    (HOLDEM, 23, HandOptions(burns=False)),
    (PINEAPPLE, 14, None),
    (OMAHA, 11, None),
    (STUD, 8, None),
    (STUD_HILO, 8, None),
    (RAZZ, 8, None),
])
def test_R_4_5_player_limits_refused_with_a_message_naming_the_limit(game, limit, options) -> None:
    assert _setup(game, limit, options).player_count == limit
    with pytest.raises(SetupError) as err:
        _setup(game, limit + 1, options)
    assert str(limit) in str(err.value)
    assert "at most" in str(err.value) or "limit" in str(err.value)


def test_R_4_5_game_player_limit_values() -> None:
    assert HOLDEM.player_limit(True) == 22
    assert HOLDEM.player_limit(False) == 23
    assert PINEAPPLE.player_limit() == 14
    assert OMAHA.player_limit() == 11
    assert STUD.player_limit() == 8


# ------------------------------------------------------------------------


def test_R_1_4_duplicate_hole_card_refused_naming_where_it_is() -> None:
    h = Hand(nl_table({1: 500, 2: 500, 3: 500}, button=3), {1: "AsKs"})
    h.until(StepKind.DEAL_HOLE, 2)
    with pytest.raises(HandError, match="is in seat 1's hand"):
        h.s.apply(DealHole(2, (Card.parse("As"), Card.parse("Qd"))))


def test_R_1_4_duplicate_board_card_refused_naming_the_board() -> None:
    h = Hand(nl_table({1: 500, 2: 500}, button=2), {1: "AsKs", 2: "QhQd"}, "2c3c4c")
    h.do("s2 cc", "s1 cc", "s1 cc")
    h.apply(CheckCall(2))
    h.until(StepKind.DEAL_BOARD)
    with pytest.raises(HandError, match="on the board"):
        h.s.apply(DealBoard((Card.parse("3c"),)))
    with pytest.raises(HandError, match="is in seat 2's hand"):
        h.s.apply(DealBoard((Card.parse("Qh"),)))


def test_R_1_4_burned_card_cannot_be_dealt() -> None:
    h = Hand(nl_table({1: 500, 2: 500}, button=2), {1: "AsKs", 2: "QhQd"})
    h.do("s2 cc")
    h.apply(CheckCall(1))
    s = h.s.apply(Burn(Card.parse("9h")))
    with pytest.raises(HandError, match="burned"):
        s.apply(DealBoard((Card.parse("9h"), Card.parse("2c"), Card.parse("3c"))))


def test_R_1_4_same_card_twice_in_one_deal_refused() -> None:
    h = Hand(nl_table({1: 500, 2: 500}, button=2))
    h.until(StepKind.DEAL_HOLE, 1)
    with pytest.raises(HandError, match=r"R-1\.4"):
        h.s.apply(DealHole(1, (Card.parse("As"), Card.parse("As"))))


# ------------------------------------------- all posts at once


def _posted_one_at_a_time(setup: HandSetup) -> HandState:
    from director.engine.hand.rules.transitions import post_due

    s = HandState.start(setup)
    while s.phase is Phase.POSTING:
        post_due(s)
    return s


@pytest.mark.parametrize("setup", [
    nl_table({1: 500, 2: 400, 3: 300}, button=3, ante=2),  # blinds and live antes
    nl_table({1: 500, 2: 400, 3: 300}, button=3, ante=10, big_blind_ante=True),
    nl_table({1: 500, 2: 400}, button=2),  # heads-up: the button's small blind
    HandSetup(game=HOLDEM, betting=NL10, seats=(1, 2, 3), stacks=(500, 500, 500),
              blinds=(5, 10, 0), dead_blinds=(0, 0, 5)),  # a dead small blind
    HandSetup(game=STUD, betting=Betting.fixed_limit(20, 40), seats=(1, 2, 3),
              stacks=(500, 500, 500), antes=(5, 5, 5), bring_in=5, antes_dead=True),
], ids=["blinds-antes", "big-blind-ante", "heads-up", "dead-blind", "dead-antes"])
def test_all_posts_at_once_leave_the_hand_one_post_at_a_time_leaves(setup: HandSetup) -> None:
    """Issue 33 (``post_all_due``, a replay's posts): when every player covers their
    posts, posting them all at once leaves every field as posting each in turn."""
    from director.engine.hand.rules.transitions import post_all_due

    at_once = HandState.start(setup)
    assert post_all_due(at_once) == setup_posts(setup)
    one_by_one = _posted_one_at_a_time(setup)
    for field in HandState.FIELDS:
        assert getattr(at_once, field.name) == getattr(one_by_one, field.name), field.name
    assert at_once.phase is Phase.DEALING and sum(at_once.totals) + at_once.dead > 0


def setup_posts(setup: HandSetup) -> tuple[tuple[int, str, int], ...]:
    return HandState.start(setup).posts


def test_a_short_post_leaves_the_posts_to_be_made_one_at_a_time() -> None:
    """R-4.1: a big blind short of chips posts all-in, its shortfall kept (R-5.4): the
    posts are not made at once, and nothing is changed."""
    from director.engine.hand.rules.transitions import post_all_due

    s = HandState.start(nl_table({1: 500, 2: 6, 3: 300}, button=3))
    assert post_all_due(s) == () and s.phase is Phase.POSTING and s.stacks == [500, 6, 300]
    assert _posted_one_at_a_time(s.setup).blind_shortfall == 4
