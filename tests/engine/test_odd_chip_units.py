"""R-7.5 (TDA 20): splits in whole units of the smallest chip in play."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from director.engine.hand.facts.odd_chips import split_evenly, split_high_low


def test_R_7_5_three_ways_in_50s_the_odd_50_goes_first() -> None:
    assert split_evenly(21_050, [3, 5, 7], unit=50) == {3: 7_050, 5: 7_000, 7: 7_000}
    assert split_evenly(21_050, [3, 5, 7]) == {3: 7_017, 5: 7_017, 7: 7_016}


def test_R_7_5_hi_lo_halves_in_25s_the_odd_25_to_the_high_half() -> None:
    # 1,075 is 43 chips of 25: 22 to the high half (550), 21 to the low (525)
    assert split_high_low(1_075, unit=25) == (550, 525)
    assert split_high_low(1_075) == (538, 537)


def test_R_7_5_chips_below_the_unit_go_with_the_first_share() -> None:
    # a pot of 1,030 in 50s (an ante of 30 from before a color-up): 20 chips of 50
    # split 10/10, the loose 30 to the first winner
    assert split_evenly(1_030, [2, 4], unit=50) == {2: 530, 4: 500}


@given(amount=st.integers(0, 10_000_000), unit=st.sampled_from([1, 5, 25, 50, 100, 500]),
       winners=st.integers(1, 9))
def test_R_7_5_a_split_keeps_every_chip_and_differs_by_at_most_one_unit(
        amount: int, unit: int, winners: int) -> None:
    shares = split_evenly(amount, list(range(winners)), unit)
    assert sum(shares.values()) == amount
    whole = [s - (amount % unit if p == 0 else 0) for p, s in shares.items()]
    assert all(w % unit == 0 for w in whole)
    assert max(whole) - min(whole) <= unit
    high, low = split_high_low(amount, unit)
    assert high + low == amount and low % unit == 0 and 0 <= high - low <= unit + amount % unit
