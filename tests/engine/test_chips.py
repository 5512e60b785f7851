"""Chip sets, starting stacks, chip counts and color-ups (R-8.3, R-8.6)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.chips import (
    ChipDenomination,
    ChipError,
    ChipSet,
    check_chips_in_play,
    color_up,
    count_value,
    exchange_at_equal_value,
    exchange_into_chips_in_play,
    starting_stack,
)

WHITE = ChipDenomination(25, "white", 200)
RED = ChipDenomination(100, "red", 200)
GREEN = ChipDenomination(500, "green", 100)
BLACK = ChipDenomination(1_000, "black", 50)
HOME_SET = ChipSet((BLACK, WHITE, GREEN, RED))  # any order in, smallest first out


def test_chip_set_is_ordered_by_value() -> None:
    assert [d.color for d in HOME_SET] == ["white", "red", "green", "black"]
    assert HOME_SET.next_above(25) is RED
    assert HOME_SET.without(25).lowest is RED


def test_starting_stack_10000_for_10_players_about_20_chips() -> None:
    # Each smaller chip makes change for one of the next (4 white for a red, 5 red for
    # a green, 2 green for a black), the rest in the biggest chips the set has enough
    # of: 10 players may have 5 black each, so the greens make up the difference.
    plan = starting_stack(HOME_SET, 10_000, 10)
    assert plan.enough
    assert plan.per_player == ((WHITE, 4), (RED, 9), (GREEN, 8), (BLACK, 5))
    assert sum(n for _d, n in plan.per_player) == 26
    assert str(plan.describe()) == (
        "Each of 10 players gets 4 × white (25), 9 × red (100), 8 × green (500), "
        "5 × black (1000) = 10000."
    )


def test_starting_stack_small_set_uses_what_each_player_can_have() -> None:
    # 40 players: only 5 white, 5 red, 2 green and 1 black per player.
    plan = starting_stack(HOME_SET, 2_000, 40)
    assert plan.enough
    assert plan.per_player == ((WHITE, 4), (RED, 4), (GREEN, 1), (BLACK, 1))


def test_starting_stack_set_too_small_says_what_is_missing() -> None:
    plan = starting_stack(HOME_SET, 20_000, 10)
    assert not plan.enough
    # Keep the small chips the set has, make up the rest in black.
    assert plan.per_player == ((WHITE, 20), (RED, 20), (GREEN, 9), (BLACK, 13))
    assert plan.missing == ((BLACK, 80),)
    assert str(plan.describe()).endswith("The set is short by 80 black.")


def test_starting_stack_that_no_chips_can_make_is_refused() -> None:
    with pytest.raises(ChipError, match="use a multiple of 25"):
        starting_stack(HOME_SET, 10_010, 9)


def test_count_by_color_value_or_total() -> None:
    assert count_value(HOME_SET, {"white": 7, "Red": 12, "black": 3}) == 7 * 25 + 1_200 + 3_000
    assert count_value(HOME_SET, {25: 7, 1_000: 3}) == 3_175
    assert count_value(HOME_SET, 15_025) == 15_025


def test_negative_chip_count_is_refused_with_a_message() -> None:
    with pytest.raises(ChipError, match="-3 red chips: a count must be 0 or more"):
        count_value(HOME_SET, {"red": -3})
    with pytest.raises(ChipError, match="counts must be 0 or more"):
        count_value(HOME_SET, -100)
    with pytest.raises(ChipError, match="-1 white chips owned"):
        ChipDenomination(25, "white", -1)


def test_unknown_color_and_odd_total_are_refused() -> None:
    with pytest.raises(ChipError, match="no chip 'blue' in this set"):
        count_value(HOME_SET, {"blue": 1})
    with pytest.raises(ChipError, match="not a whole number of the smallest chip"):
        count_value(HOME_SET, 1_010)


def test_R_8_6_chips_in_play_against_buy_ins_rebuys_and_add_ons() -> None:
    # 20 entries × 10 000 + 6 rebuys × 10 000 + 12 add-ons × 15 000 = 440 000.
    check = check_chips_in_play(439_900, 20, 10_000, 6, 10_000, 12, 15_000)
    assert check.expected == 440_000
    assert check.difference == -100
    assert str(check.describe()) == (
        "Counted 439900 chips, expected 440000: 100 fewer than the buy-ins put in play."
    )
    assert check_chips_in_play(440_000, 20, 10_000, 6, 10_000, 12, 15_000).difference == 0


def test_R_8_3_color_up_exchanges_at_equal_value_and_leaves_odd_chips() -> None:
    up = color_up(HOME_SET, 25, 11)
    assert (up.into, up.exchanged, up.odd_chips) == (RED, 2, 3)


def test_R_8_3_color_up_needs_a_whole_number_of_removed_chips() -> None:
    with pytest.raises(ChipError, match="whole number"):
        exchange_at_equal_value(3, 25, 60)


def test_R_8_3_the_25s_colored_up_with_smaller_chips_in_play_change_into_them() -> None:
    """7 x 25 (175) with the 100s and the 5s in play: one 100 and fifteen 5s, nothing
    left to race; with the 10s instead, seven 10s and 5 that no chip in play makes;
    with the 1s and 5s, the 5s first (largest first)."""
    assert exchange_into_chips_in_play(7, 25, 100, (5,)) == (1, ((5, 15),), 0)
    assert exchange_into_chips_in_play(3, 25, 100, (10,)) == (0, ((10, 7),), 5)
    assert exchange_into_chips_in_play(1, 25, 100, (1, 5)) == (0, ((5, 5),), 0)
    assert exchange_into_chips_in_play(11, 25, 100) == (2, (), 75)  # the odd chips'
    assert exchange_into_chips_in_play(8, 25, 100, (5,)) == (2, (), 0)
    with pytest.raises(ChipError, match="smaller chips of 25"):
        exchange_into_chips_in_play(1, 25, 100, (25,))


VALUES = st.lists(st.sampled_from([1, 5, 25, 100, 500, 1_000, 5_000]), min_size=1,
                  max_size=5, unique=True)


@settings(deadline=None)
@given(VALUES, st.lists(st.integers(0, 500), min_size=5, max_size=5),
       st.integers(1, 400), st.integers(1, 12))
def test_starting_stack_adds_up_and_fits_the_set_when_enough(
    values: list[int], owned: list[int], multiple: int, players: int
) -> None:
    chip_set = ChipSet(tuple(
        ChipDenomination(v, f"c{v}", n) for v, n in zip(values, owned, strict=False)
    ))
    stack = multiple * chip_set.lowest.value
    plan = starting_stack(chip_set, stack, players)
    assert sum(d.value * n for d, n in plan.per_player) == stack
    for d, n in plan.per_player:
        short = dict(plan.missing).get(d, 0)
        assert n * players == min(n * players, d.count_owned) + short
