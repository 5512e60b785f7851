"""The generator colors up only chips in play (issue 28, item 8; R-8.3)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.chips import ChipDenomination, ChipSet, starting_stack
from director.engine.event.structure_generator import generate_structure
from director.engine.event.structures import Break

HOME = (25, 100, 500, 1000, 5000)


def test_issue_28_no_color_up_of_25s_no_stack_holds() -> None:
    """Seen: 60 players, 20,000 chips, 20-minute levels, 4 hours: level 1 is 100/200,
    no starting stack holds a 25, yet the first break colored up the 25s (and level 2,
    150/300, asked for them). Now the 25s are never in play."""
    s = generate_structure(60, 20_000, HOME, 20, 4)
    first = s.levels[0]
    assert (first.small_blind, first.big_blind) == (100, 200)
    assert s.chips == (100, 500, 1000, 5000)
    color_ups = [c for it in s.items if isinstance(it, Break) for c in it.color_up]
    assert 25 not in color_ups
    assert color_ups[0] == 100
    assert all(a % 100 == 0 for lv in s.levels for a in lv.amounts)
    held = ChipSet(tuple(ChipDenomination(v, f"c{v}", 10_000) for v in HOME))
    plan = starting_stack(held, 20_000, 60, first.amounts)
    handed = {d.value for d, n in plan.per_player if n}
    assert set(color_ups) <= handed


def test_a_25_50_start_keeps_its_25s_and_colors_them_up() -> None:
    s = generate_structure(9, 10_000, HOME, 20, 4.5)
    assert s.chips == HOME
    assert [c for it in s.items if isinstance(it, Break) for c in it.color_up][:1] == [25]


@settings(deadline=None, max_examples=80)
@given(players=st.integers(2, 300), stack_in_chips=st.integers(40, 2000),
       chips=st.sampled_from([(1, 5, 25, 100), (5, 25, 100, 500), HOME,
                              (100, 500, 1000, 5000, 25000)]),
       hours=st.floats(0.5, 14), ante_from=st.one_of(st.none(), st.integers(1, 8)))
def test_every_chip_colored_up_is_one_a_starting_stack_holds(
        players: int, stack_in_chips: int, chips: tuple[int, ...], hours: float,
        ante_from: int | None) -> None:
    """R-8.3: whatever the numbers, a color-up removes only a chip the starting stacks
    hold (the plan for level 1 hands it out), never one that was not in play."""
    stack = stack_in_chips * chips[0] * 5
    s = generate_structure(players, stack, chips, 20, hours, ante_from_level=ante_from)
    held = ChipSet(tuple(ChipDenomination(v, f"c{v}", 10**9) for v in chips))
    plan = starting_stack(held, stack, players, s.levels[0].amounts)
    handed = {d.value for d, n in plan.per_player if n}
    removed = [c for it in s.items if isinstance(it, Break) for c in it.color_up]
    assert set(removed) <= set(s.chips)
    assert set(removed) <= handed
