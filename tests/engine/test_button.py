"""RULES.md R-3.3 to R-3.6: the button and the blinds from hand to hand."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.button import (
    ButtonError,
    EntryPost,
    HandPositions,
    MissedBlind,
    blinds_for_setup,
    first_hand,
    hand_setup_for,
    next_hand,
)
from director.engine.event.seating import clockwise_between
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import PostBlind
from director.engine.hand.facts.games import HOLDEM, STUD
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandState


def chips(*seats: int) -> dict[int, int]:
    return dict.fromkeys(seats, 5_000)


def where(hand: HandPositions) -> tuple[int, int | None, int]:
    return (hand.button, hand.small_blind, hand.big_blind)


# -----------------------------------------------------------------


def test_R_3_3_first_hand_blinds_left_of_the_button() -> None:
    hand = first_hand(3, chips(1, 2, 3, 5, 6))
    assert where(hand) == (3, 5, 6)
    assert hand.dealt_in == (5, 6, 1, 2, 3)
    assert not hand.dead_button
    assert str(hand.explanation) == (
        "Button at seat 3; seat 5 posts the small blind; seat 6 posts the big blind"
    )


def test_R_3_3_button_moves_one_seat_left_each_hand() -> None:
    hand = first_hand(1, chips(1, 2, 3, 4))
    seen = []
    for _ in range(5):
        hand = next_hand(hand.table, chips(1, 2, 3, 4))
        seen.append(where(hand))
    assert seen == [(2, 3, 4), (3, 4, 1), (4, 1, 2), (1, 2, 3), (2, 3, 4)]


def test_R_3_4_dead_button_through_a_run_of_busts() -> None:
    """Six players; the big blind moves one player on every hand whoever busts."""
    hand = first_hand(1, chips(1, 2, 3, 4, 5, 6))
    assert where(hand) == (1, 2, 3)

    # The big blind (seat 3) busts: no small blind, the big blind moves to seat 4.
    hand = next_hand(hand.table, chips(1, 2, 4, 5, 6), busted_this_hand=[3])
    assert where(hand) == (2, None, 4)
    assert not hand.dead_button
    assert str(hand.explanation) == (
        "Button at seat 2; no small blind this hand (seat 3 is empty); "
        "seat 4 posts the big blind"
    )
    forced = blinds_for_setup(hand, 50, 100)
    assert forced.seats == (4, 5, 6, 1, 2)  # nobody in seat 3, so no small blind at all
    assert forced.blinds == (100, 0, 0, 0, 0)

    # The button (seat 2) busts: the button stays dead in front of empty seat 3.
    hand = next_hand(hand.table, chips(1, 4, 5, 6), busted_this_hand=[2])
    assert where(hand) == (3, 4, 5)
    assert hand.dead_button
    assert hand.dealt_in == (4, 5, 6, 1)

    hand = next_hand(hand.table, chips(1, 4, 5, 6))
    assert where(hand) == (4, 5, 6)
    assert not hand.dead_button

    # Small blind and big blind bust together: heads-up, seat 1 has not had the
    # big blind, so seat 1 posts it and seat 4 is button and small blind.
    hand = next_hand(hand.table, chips(1, 4), busted_this_hand=[5, 6])
    assert where(hand) == (4, 4, 1)
    assert hand.heads_up

    hand = next_hand(hand.table, chips(1, 4))
    assert where(hand) == (1, 1, 4)


def test_R_3_4_small_blind_busts_gives_a_dead_button() -> None:
    hand = first_hand(10, chips(*range(1, 11)))
    hand = next_hand(hand.table, chips(*[s for s in range(1, 11) if s != 1]), [1])
    assert where(hand) == (1, 2, 3)
    assert hand.dead_button
    assert "dead button" in str(hand.explanation)


def _check_blinds_moved(prev: HandPositions, hand: HandPositions, stayed: set[int]) -> None:
    """Nobody posts the big blind twice running and nobody skips it."""
    assert hand.big_blind != prev.big_blind
    skipped = [s for s in stayed if clockwise_between(s, prev.big_blind, hand.big_blind)]
    assert skipped == []


@settings(deadline=None, max_examples=150)
@given(seed=st.integers(0, 2**32), seats=st.integers(3, 10))
def test_R_3_4_property_big_blind_never_twice_never_skipped(seed: int, seats: int) -> None:
    rng = random.Random(seed)
    players = set(range(1, seats + 1))
    hand = first_hand(rng.choice(sorted(players)), chips(*players))
    while len(players) > 2:
        busted = {s for s in players if rng.random() < 0.2}
        if len(players - busted) < 2:
            busted = set()
        players -= busted
        prev, hand = hand, next_hand(hand.table, chips(*players), busted)
        _check_blinds_moved(prev, hand, players)
        if not hand.heads_up:
            assert hand.button == prev.table.small_blind  # button follows the small blind
            expected_sb = prev.big_blind if prev.big_blind in players else None
            assert hand.small_blind == expected_sb
        assert set(hand.dealt_in) == players  # tournament: every player is dealt in


# ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("busted", "expected"),
    [
        (3, (2, 2, 1)),  # the big blind busts: seat 1 posts the big blind next
        (2, (3, 3, 1)),  # the small blind busts: seat 3 had the big blind, so seat 1
        (1, (3, 3, 2)),  # the button busts: seat 2 moves up from small to big blind
    ],
)
def test_R_3_5_becoming_heads_up_nobody_has_the_big_blind_twice(
    busted: int, expected: tuple[int, int, int]
) -> None:
    hand = first_hand(1, chips(1, 2, 3))
    assert where(hand) == (1, 2, 3)
    left = {1, 2, 3} - {busted}
    hand = next_hand(hand.table, chips(*left), [busted])
    assert where(hand) == expected
    assert hand.big_blind != 3
    assert hand.dealt_in[-1] == hand.button  # the button acts last after the flop


def test_R_3_5_heads_up_from_the_start_button_posts_small_blind() -> None:
    hand = first_hand(7, chips(2, 7))
    assert where(hand) == (7, 7, 2)
    setup = hand_setup_for(hand, HOLDEM, Betting.no_limit(200), chips(2, 7),
                           small_blind=100, big_blind=200)
    assert setup.seats == (2, 7)
    assert setup.blinds == (200, 100)


# ------------------------------------------------------ in a tournament


def test_R_3_2_tournament_newcomer_may_take_the_big_blind() -> None:
    hand = first_hand(1, chips(1, 2, 3, 5, 6))
    hand = next_hand(hand.table, chips(1, 2, 3, 4, 5, 6))  # a player from a broken table
    assert where(hand) == (2, 3, 4)
    assert 4 in hand.dealt_in


def test_R_3_2_tournament_newcomer_between_small_blind_and_button_waits() -> None:
    hand = first_hand(1, chips(1, 2, 4, 5, 6))  # seat 3 empty
    assert where(hand) == (1, 2, 4)
    hand = next_hand(hand.table, chips(1, 2, 3, 4, 5, 6))  # a late entry in seat 3
    assert where(hand) == (2, 4, 5)
    assert hand.waiting == (3,)
    assert 3 not in hand.dealt_in
    hand = next_hand(hand.table, chips(1, 2, 3, 4, 5, 6))
    assert where(hand) == (4, 5, 6)
    assert 3 in hand.dealt_in


def test_R_3_5_heads_up_with_a_newcomer_in_the_waiting_seats_deals_them_in() -> None:
    """Heads-up, seat 4 (big blind) busts and a player moved from a broken table
    sits in seat 9, between the button (5) and the dead small blind (4), where a
    newcomer usually waits (R-3.2). Waiting would leave seat 5 alone: the newcomer
    plays at once, seat 5 takes the big blind it is due (R-3.4) and seat 9 has
    the button and the small blind (R-3.5). (Found by the knockout property test:
    the dealer panel tried to deal a hand to one player.)"""
    hand = first_hand(5, chips(4, 5))
    assert where(hand) == (5, 5, 4)
    hand = next_hand(hand.table, chips(5, 9), busted_this_hand=[4])
    assert where(hand) == (9, 9, 5)
    assert set(hand.dealt_in) == {5, 9} and hand.waiting == ()


def test_R_3_6_heads_up_cash_newcomer_takes_the_big_blind_at_once() -> None:
    """The same in a cash game: the big blind the newcomer waits for comes to them."""
    hand = first_hand(5, chips(4, 5), "cash")
    hand = next_hand(hand.table, chips(5, 9), busted_this_hand=[4], kind="cash")
    assert where(hand) == (5, 5, 9)
    assert set(hand.dealt_in) == {5, 9} and hand.entry_posts == ()


def test_R_3_4_tournament_players_cannot_sit_out() -> None:
    hand = first_hand(1, chips(1, 2, 3))
    with pytest.raises(ButtonError, match="dealt in and blinded"):
        next_hand(hand.table, chips(1, 2, 3), sitting_out=[2])


# ------------------------------------------------------------------------


def test_R_3_6_new_cash_player_waits_for_the_big_blind() -> None:
    hand = first_hand(1, chips(1, 2, 3, 4, 6), "cash")
    hand = next_hand(hand.table, chips(1, 2, 3, 4, 5, 6), kind="cash")
    assert where(hand) == (2, 3, 4)
    assert hand.waiting == (5,)
    hand = next_hand(hand.table, chips(1, 2, 3, 4, 5, 6), kind="cash")
    assert where(hand) == (3, 4, 5)  # the big blind reaches seat 5: dealt in
    assert 5 in hand.dealt_in
    assert hand.entry_posts == ()


def test_R_3_6_new_cash_player_may_post_a_big_blind_to_enter() -> None:
    hand = first_hand(1, chips(1, 2, 3, 4, 6), "cash")
    hand = next_hand(hand.table, chips(1, 2, 3, 4, 5, 6), kind="cash", posting=[5])
    assert where(hand) == (2, 3, 4)
    assert hand.entry_posts == (EntryPost(5, live_big_blind=True, dead_small_blind=False),)
    forced = blinds_for_setup(hand, 25, 50)
    assert forced.seats == (3, 4, 5, 6, 1, 2)
    assert forced.blinds == (25, 50, 50, 0, 0, 0)
    assert forced.dead == (0,) * 6


def test_R_3_6_missed_blinds_posted_on_return_dead_small_live_big() -> None:
    everyone = chips(1, 2, 3, 4, 5, 6)
    hand = first_hand(1, everyone, "cash")
    hand = next_hand(hand.table, everyone, kind="cash", sitting_out=[5])
    assert where(hand) == (2, 3, 4)
    assert hand.table.missed == ()
    hand = next_hand(hand.table, everyone, kind="cash", sitting_out=[5])
    assert where(hand) == (3, 4, 6)  # the big blind passes seat 5
    assert hand.table.missed_by(5) is MissedBlind.BOTH
    # Back, but between the small blind (seat 6) and the button (seat 4): must wait.
    hand = next_hand(hand.table, everyone, kind="cash", posting=[5])
    assert where(hand) == (4, 6, 1)
    assert 5 not in hand.dealt_in
    hand = next_hand(hand.table, everyone, kind="cash", posting=[5])
    assert where(hand) == (6, 1, 2)
    assert hand.entry_posts == (EntryPost(5, live_big_blind=True, dead_small_blind=True),)
    assert hand.table.missed == ()
    setup = hand_setup_for(hand, HOLDEM, Betting.no_limit(50), everyone,
                           small_blind=25, big_blind=50)
    assert setup.seats == (1, 2, 3, 4, 5, 6)
    assert setup.blinds == (25, 50, 0, 0, 50, 0)
    assert setup.dead_blinds == (0, 0, 0, 0, 25, 0)  # the small blind goes in dead
    state = HandState.start(setup)
    while state.next_step().kind is StepKind.POST_BLIND:
        step = state.next_step()
        assert step.seat is not None
        state = state.apply(PostBlind(step.seat, step.amount))
    assert "Seat 5 posts the dead small blind of 25" in _post_texts(setup)
    assert state.bets[4] == 50 and state.stacks[4] == 5_000 - 75  # live 50 + dead 25
    assert state.pot_total == 25 + 50 + 50 + 25 and state.dead == 25


def _post_texts(setup: HandSetup) -> list[str]:
    state, texts = HandState.start(setup), []
    while state.next_step().kind is StepKind.POST_BLIND:
        step = state.next_step()
        texts.append(step.text)
        assert step.seat is not None
        state = state.apply(PostBlind(step.seat, step.amount))
    return texts


def test_R_3_6_missed_small_blind_only_is_posted_dead() -> None:
    everyone = chips(1, 2, 3, 4, 5, 6)
    hand = first_hand(1, everyone, "cash")
    hand = next_hand(hand.table, everyone, kind="cash", sitting_out=[3])  # had the big blind
    assert where(hand) == (2, None, 4)
    assert hand.table.missed_by(3) is MissedBlind.SMALL
    hand = next_hand(hand.table, everyone, kind="cash", posting=[3])
    assert where(hand) == (3, 4, 5)
    assert hand.entry_posts == (EntryPost(3, live_big_blind=False, dead_small_blind=True),)


def test_R_3_6_waiting_for_the_big_blind_instead_of_posting_settles_the_debt() -> None:
    everyone = chips(1, 2, 3, 4)
    hand = first_hand(1, everyone, "cash")  # 1 2 3
    hand = next_hand(hand.table, everyone, kind="cash", sitting_out=[4])
    assert where(hand) == (2, 3, 1)
    assert hand.table.missed_by(4) is MissedBlind.BOTH
    hand = next_hand(hand.table, everyone, kind="cash")  # back, not posting
    assert 4 not in hand.dealt_in
    hand = next_hand(hand.table, everyone, kind="cash")
    hand = next_hand(hand.table, everyone, kind="cash")
    assert hand.big_blind == 4
    assert hand.entry_posts == ()
    assert hand.table.missed == ()


def test_R_3_4_cash_option_moving_button() -> None:
    hand = first_hand(1, chips(1, 2, 3, 4, 5, 6), "cash")
    dead = next_hand(hand.table, chips(1, 3, 4, 5, 6), [2], kind="cash")
    moving = next_hand(hand.table, chips(1, 3, 4, 5, 6), [2], kind="cash", moving_button=True)
    assert where(dead) == (2, 3, 4) and dead.dead_button
    assert where(moving) == (3, 4, 5) and not moving.dead_button


def test_R_3_6_moving_button_a_player_away_in_the_small_blinds_turn_owes_it() -> None:
    """Seats 1-5, the moving button (R-3.4): seat 3 had the big blind and steps away;
    the small blind skips it to seat 4. Seat 3 owed nothing on return and sat in at
    once, and the blinds stayed on seats 4 and 5 a second hand running. Now seat 3
    owes the small blind it missed (as under the dead button), posts it dead on
    return, and the button and blinds move on one seat each."""
    everyone = chips(1, 2, 3, 4, 5)
    hand = first_hand(1, everyone, "cash")
    hand = next_hand(hand.table, everyone, kind="cash", moving_button=True, sitting_out=[3])
    assert where(hand) == (2, 4, 5)
    assert hand.table.missed == ((3, MissedBlind.SMALL),)
    hand = next_hand(hand.table, everyone, kind="cash", moving_button=True, posting=[3])
    assert where(hand) == (4, 5, 1)  # nobody posts a blind twice running
    assert hand.entry_posts == (EntryPost(3, live_big_blind=False, dead_small_blind=True),)
    assert hand.table.missed == ()


def test_R_3_5_moving_button_heads_up_the_big_blind_alternates() -> None:
    """R-3.5 with the cash option ``moving button`` (R-3.4): heads-up the button
    moves every hand and nobody posts the big blind twice in a row, also when
    play becomes heads-up (seats 1, 2, 3; seat 2 busts after posting the small
    blind: seat 3 had the big blind, so seat 1 posts it)."""
    hand = first_hand(1, chips(1, 2, 3), "cash")
    assert where(hand) == (1, 2, 3)
    hand = next_hand(hand.table, chips(1, 3), [2], kind="cash", moving_button=True)
    assert where(hand) == (3, 3, 1)
    seen = [where(hand)]
    for _ in range(3):
        hand = next_hand(hand.table, chips(1, 3), kind="cash", moving_button=True)
        seen.append(where(hand))
    assert seen == [(3, 3, 1), (1, 1, 3), (3, 3, 1), (1, 1, 3)]


# ---------------------------------------------------------------- to HandSetup


def test_R_4_2_setup_for_a_dead_small_blind_with_big_blind_ante() -> None:
    hand = first_hand(1, chips(1, 2, 3, 4))
    hand = next_hand(hand.table, chips(1, 2, 4), [3])
    setup = hand_setup_for(hand, HOLDEM, Betting.no_limit(400), chips(1, 2, 4),
                           small_blind=200, big_blind=400, ante=400, big_blind_ante=True)
    assert setup.seats == (4, 1, 2)
    assert setup.blinds == (400, 0, 0)  # no small blind this hand
    assert setup.antes == (400, 0, 0)
    assert setup.button_seat == 2
    HandState.start(setup)


def test_setup_needs_a_blind_game_and_every_stack() -> None:
    hand = first_hand(1, chips(1, 2, 3))
    with pytest.raises(ButtonError, match="no blinds"):
        hand_setup_for(hand, STUD, Betting.fixed_limit(10, 20), chips(1, 2, 3),
                       small_blind=5, big_blind=10)
    with pytest.raises(ButtonError, match=r"no stack given for dealt-in seats \[1\]"):
        hand_setup_for(hand, HOLDEM, Betting.no_limit(10), chips(2, 3),
                       small_blind=5, big_blind=10)


def test_bad_positions_input_is_refused() -> None:
    hand = first_hand(1, chips(1, 2, 3))
    with pytest.raises(ButtonError, match="no chips"):
        next_hand(hand.table, {1: 100, 2: 0, 3: 100})
    with pytest.raises(ButtonError, match="at least two players"):
        next_hand(hand.table, chips(1), [2, 3])
    with pytest.raises(ButtonError, match="cash-game options"):
        next_hand(hand.table, chips(1, 2, 3), moving_button=True)


def test_R_3_6_new_player_who_sits_out_at_once_still_waits_for_the_big_blind() -> None:
    seats = chips(1, 2, 3, 4, 6)
    hand = first_hand(1, chips(1, 2, 3, 4), "cash")
    hand = next_hand(hand.table, seats, kind="cash", sitting_out=[6])
    hand = next_hand(hand.table, seats, kind="cash", sitting_out=[6])  # the big blind passes 6
    assert where(hand) == (3, 4, 1)
    assert hand.table.waiting == (6,) and hand.table.missed == ()
    hand = next_hand(hand.table, seats, kind="cash")  # back, not posting: not dealt in yet
    assert where(hand) == (4, 1, 2)
    assert 6 not in hand.dealt_in
    hand = next_hand(hand.table, seats, kind="cash")
    hand = next_hand(hand.table, seats, kind="cash")
    assert where(hand) == (2, 3, 4)
    hand = next_hand(hand.table, seats, kind="cash")
    assert where(hand) == (3, 4, 6)  # the big blind reaches seat 6: dealt in, nothing owed
    assert 6 in hand.dealt_in and hand.entry_posts == () and hand.table.waiting == ()
