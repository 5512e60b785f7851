"""A chip set that fits the starting stack and level 1, and the chips in play at the
start (issue 28, item 8; R-8.3: only chips in play are colored up)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.chips import (
    STANDARD_CHIPS,
    ChipDenomination,
    ChipError,
    ChipSet,
    chips_at_start,
    default_chip_set,
    smallest_chip_needed,
    starting_stack,
)

OLD_DEFAULT = ChipSet((ChipDenomination(25, "green", 150), ChipDenomination(100, "black", 150),
                       ChipDenomination(500, "purple", 100), ChipDenomination(1000, "yellow", 50),
                       ChipDenomination(5000, "orange", 50)))
"""The 500-chip home set the setup offered whatever the stack (before issue 28)."""


def _chips(plan_rows: tuple[tuple[ChipDenomination, int], ...]) -> dict[int, int]:
    return {d.value: n for d, n in plan_rows if n}


def test_issue_28_a_20000_stack_at_100_200_for_60_players_is_not_4_orange() -> None:
    """Seen: 20,000 built from 4 × 5,000 while level 1 is 100/200 ("add 190 orange").
    The default set for that night starts at the 100 (it pays the small blind) and
    hands each player about 20 chips, and the host owns enough for 60 players."""
    chip_set = default_chip_set(20_000, (100, 200), 60)
    assert chip_set.lowest.value == 100
    plan = starting_stack(chip_set, 20_000, 60, (100, 200))
    assert plan.enough
    assert _chips(plan.per_player) == {100: 5, 500: 3, 1000: 8, 5000: 2}
    assert sum(n for _d, n in plan.per_player) == 18
    # whole barrels of 20: 300 blacks for the stacks; 180 purples and 60 more to
    # exchange the blacks at their color-up; 480 + 90 yellows (570: 580); 120 + 96
    # oranges (216: 220)
    assert [(d.value, d.color, d.count_owned) for d in chip_set] == [
        (100, "black", 300), (500, "purple", 240), (1000, "yellow", 580),
        (5000, "orange", 220)]


def test_issue_28_the_old_home_set_hands_out_no_25s_when_level_1_is_100_200() -> None:
    """R-8.3: a 25 no blind of level 1 needs is not in play, so no stack holds it and
    no color-up removes it."""
    assert chips_at_start([25, 100, 500, 1000, 5000], 20_000, (100, 200)) == (
        100, 500, 1000, 5000)
    plan = starting_stack(OLD_DEFAULT, 20_000, 9, (100, 200))
    assert 25 not in _chips(plan.per_player)
    assert sum(d.value * n for d, n in plan.per_player) == 20_000


def test_the_smallest_chip_in_play_divides_every_amount_of_level_1() -> None:
    values = [25, 100, 500, 1000]
    assert smallest_chip_needed(values, 10_000, (25, 50)) == 25
    assert smallest_chip_needed(values, 10_000, (50, 100)) == 25  # no 50 chip
    assert smallest_chip_needed(values, 20_000, (100, 200, 200)) == 100  # BB ante
    assert smallest_chip_needed(values, 20_050, (100, 200)) == 25  # the stack needs a 25
    assert smallest_chip_needed(values, 10_000, ()) == 25  # level 1 not known: all chips
    # stud: ante 25, bring-in 25, bets 100/200
    assert smallest_chip_needed(values, 10_000, (25, 25, 100, 200)) == 25


def test_a_home_game_of_10000_at_25_50_gets_the_usual_four_colors() -> None:
    chip_set = default_chip_set(10_000, (25, 50), 8)
    assert [(d.value, d.color) for d in chip_set] == [
        (25, "green"), (100, "black"), (500, "purple"), (1000, "yellow")]
    plan = starting_stack(chip_set, 10_000, 8, (25, 50))
    assert plan.enough and _chips(plan.per_player) == {25: 4, 100: 9, 500: 2, 1000: 8}


@settings(deadline=None, max_examples=300)
@given(smallest=st.sampled_from([v for v, _c in STANDARD_CHIPS if v <= 1000]),
       small_blind_chips=st.integers(1, 4), big_blinds=st.integers(20, 500),
       ante=st.booleans(), players=st.integers(2, 500))
def test_the_default_set_fits_any_sensible_stack_and_level_1(
        smallest: int, small_blind_chips: int, big_blinds: int, ante: bool,
        players: int) -> None:
    """Any stack of 20 to 500 big blinds, level 1 a small blind of 1 to 4 of a usual
    chip up to 1,000 (a big-blind ante or none): the smallest chip divides every amount of
    level 1, the biggest is worth at most a third of the stack, each player gets about
    20 chips (10 to 40), and the set the host owns is enough for every player."""
    small_blind = smallest * small_blind_chips
    level_one = (small_blind, 2 * small_blind, 2 * small_blind if ante else 0)
    stack = 2 * small_blind * big_blinds
    chip_set = default_chip_set(stack, level_one, players)
    assert all(a % chip_set.lowest.value == 0 for a in level_one)
    assert all(d.value <= stack // 3 for d in chip_set.denominations[1:])
    plan = starting_stack(chip_set, stack, players, level_one)
    assert plan.enough
    assert sum(d.value * n for d, n in plan.per_player) == stack
    assert 10 <= sum(n for _d, n in plan.per_player) <= 40
    assert all(n > 0 for _d, n in plan.per_player)  # every color of the set is handed out


def test_a_stack_level_1_s_chips_cannot_make_gets_no_set_of_smaller_chips() -> None:
    """10,010 at 25/50 is a slip of the keys: the default set is not made of 5s."""
    with pytest.raises(ChipError, match="use a multiple of 25"):
        default_chip_set(10_010, (25, 50), 20)
    # level 1 not known: a small blind of about 1/200 of the stack
    assert default_chip_set(10_000, (), 9).lowest.value == 25
