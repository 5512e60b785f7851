"""Final-table deals: chip chop and ICM (Malmuth-Harville)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.money.deal import (
    DealError,
    below_next_place,
    check_typed_deal,
    chip_chop,
    icm_deal,
    icm_equities,
)

STACKS = {"Anna": 5_000, "Bela": 3_000, "Cili": 2_000}
PRIZES = [50_000, 30_000, 20_000]  # $500, $300, $200 in cents


def test_icm_three_players_matches_the_hand_computation() -> None:
    # P(Anna 1st) = 1/2; P(Anna 2nd) = .3·5/7 + .2·5/8 = 19/56; P(Anna 3rd) = 9/56
    # Anna = 500·1/2 + 300·19/56 + 200·9/56 = $383.93; Bela = 150 + 112.50 + 65 = $327.50;
    # Cili = 100 + 300·2/7 + 200·18/35 = $288.57.
    equities = icm_equities(STACKS, PRIZES)
    assert equities == {
        "Anna": Fraction(268_750, 7), "Bela": Fraction(32_750), "Cili": Fraction(202_000, 7),
    }
    assert sum(equities.values()) == sum(PRIZES)


def test_icm_deal_rounded_to_whole_dollars_by_largest_remainder() -> None:
    # 383.93 → 384, 327.50 → 327, 288.57 → 289: the two spare dollars go to the
    # largest fractions (.93 and .57), not to .50.
    assert icm_deal(STACKS, PRIZES, unit=100) == {"Anna": 38_400, "Bela": 32_700, "Cili": 28_900}


def test_chip_chop_proportional_to_stacks() -> None:
    assert chip_chop(STACKS, PRIZES, unit=100) == {"Anna": 50_000, "Bela": 30_000, "Cili": 20_000}


def test_chip_chop_after_guaranteeing_the_lowest_remaining_prize() -> None:
    # Each takes $200 first; the other $400 goes 50/30/20.
    assert chip_chop(STACKS, PRIZES, unit=100, guarantee_lowest_prize=True) == {
        "Anna": 40_000, "Bela": 32_000, "Cili": 28_000,
    }


def test_chip_chop_rounding_keeps_the_total() -> None:
    shares = chip_chop({"A": 1, "B": 1, "C": 1}, [10_000, 5_000, 1_000], unit=500)
    assert sum(shares.values()) == 16_000
    assert sorted(shares.values()) == [5_000, 5_500, 5_500]


def test_more_players_than_paid_places_get_a_zero_place() -> None:
    equal = icm_deal({"A": 100, "B": 100, "C": 100, "D": 100}, [60_000, 40_000])
    assert equal == {"A": 25_000, "B": 25_000, "C": 25_000, "D": 25_000}


def test_heads_up_icm_is_the_chip_chop_of_the_difference() -> None:
    # Heads-up ICM: the loser's prize each, plus the difference by chips.
    assert icm_deal({"A": 7_500, "B": 2_500}, [70_000, 30_000]) == {"A": 60_000, "B": 40_000}


def test_bad_deals_are_refused() -> None:
    with pytest.raises(DealError, match="must have chips"):
        icm_deal({"A": 100, "B": 0}, [100, 50])
    with pytest.raises(DealError, match="3 prizes for 2 players"):
        chip_chop({"A": 100, "B": 50}, [100, 50, 25])
    with pytest.raises(DealError, match="at most 10 players"):
        icm_equities({n: 100 for n in range(11)}, [100])
    with pytest.raises(DealError, match="negative"):
        chip_chop({"A": 100, "B": 50}, [100, -5])


STACK_LISTS = st.lists(st.integers(1, 10**6), min_size=2, max_size=6)


@settings(deadline=None, max_examples=60)
@given(STACK_LISTS, st.data())
def test_icm_equities_sum_to_the_prize_money(stacks: list[int], data: st.DataObject) -> None:
    prizes = data.draw(st.lists(st.integers(0, 10**7), min_size=1, max_size=len(stacks)))
    by_seat = dict(enumerate(stacks))
    equities = icm_equities(by_seat, prizes)
    assert sum(equities.values()) == sum(prizes)
    unit = data.draw(st.sampled_from([1, 100, 1_000]))
    assert sum(icm_deal(by_seat, prizes, unit).values()) == sum(prizes)
    # More chips never means less equity.
    ordered = sorted(by_seat, key=lambda s: by_seat[s])
    assert all(equities[a] <= equities[b] for a, b in itertools.pairwise(ordered))


@settings(deadline=None)
@given(STACK_LISTS, st.data(), st.booleans())
def test_chip_chop_sums_to_the_prize_money(
    stacks: list[int], data: st.DataObject, floor: bool
) -> None:
    prizes = data.draw(st.lists(st.integers(0, 10**7), min_size=1, max_size=len(stacks)))
    unit = data.draw(st.sampled_from([1, 100, 1_000]))
    shares = chip_chop(dict(enumerate(stacks)), prizes, unit, floor)
    assert sum(shares.values()) == sum(prizes)
    assert all(s >= 0 for s in shares.values())


def test_a_chip_chop_below_the_next_place_is_named() -> None:
    """Issue 28: 36,000 : 18,000 : 6,000 chopping 8,200 + 4,800 + 3,200 gives the short
    stack 1,620, less than the 3,200 of finishing third."""
    stacks = {"Anna": 36_000, "Bela": 18_000, "Cili": 6_000}
    chop = chip_chop(stacks, [8_200, 4_800, 3_200])
    assert below_next_place(chop, [8_200, 4_800, 3_200]) == {"Cili": 1_620}
    assert below_next_place(icm_deal(stacks, [8_200, 4_800, 3_200]),
                            [8_200, 4_800, 3_200]) == {}
    # four players, three places paid: the next one out wins nothing, no warning
    assert below_next_place({"A": 0, "B": 1, "C": 2, "D": 3}, [3, 2, 1]) == {}


def test_amounts_typed_add_up_to_the_prizes_left() -> None:
    check_typed_deal({"Anna": 8_000, "Bela": 5_000, "Cili": 3_200}, [8_200, 4_800, 3_200])
    with pytest.raises(DealError, match=r"add up to 16400.*16200: 200 too much"):
        check_typed_deal({"Anna": 8_200, "Bela": 5_000, "Cili": 3_200}, [8_200, 4_800, 3_200])
    with pytest.raises(DealError, match="cannot be below 0"):
        check_typed_deal({"Anna": 16_300, "Bela": -100}, [10_000, 6_200])
