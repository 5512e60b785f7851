"""Payout tables, rounding, ties and simultaneous busts (R-8.5)."""

from __future__ import annotations

import itertools
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.money.payouts import (
    Bust,
    Finish,
    FixedPayouts,
    PayoutError,
    PayoutRow,
    PayoutTemplate,
    PercentageTable,
    load_payout_templates,
    order_simultaneous_busts,
    parse_payout_table,
    payouts,
    prizes_by_place,
    tied_prizes,
)

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
TEMPLATES = load_payout_templates(RESOURCES)
STANDARD = TEMPLATES["standard"]


def test_every_shipped_template_loads() -> None:
    assert set(TEMPLATES) == {t.value for t in PayoutTemplate}
    assert TEMPLATES["winner_takes_all"].row_for(150).percentages == (Decimal(100),)


def test_standard_8_entries_round_to_5_dollars_remainder_to_first() -> None:
    # 8 × $20 = $160 (16 000 cents); 50/30/20 % rounded down to $5, remainder to first.
    assert payouts(16_000, 8, STANDARD, rounding_unit=500) == (8_500, 4_500, 3_000)


def test_standard_23_entries_round_to_10_dollars() -> None:
    # 23 × $30 = $690; 38/24/16/12/10 % = 262.2, 165.6, 110.4, 82.8, 69 → down to $10.
    assert payouts(69_000, 23, STANDARD, rounding_unit=1_000) == (
        28_000, 16_000, 11_000, 8_000, 6_000,
    )


def test_standard_60_entries_with_a_half_percent_place() -> None:
    result = payouts(60_000, 60, STANDARD, rounding_unit=500)
    assert result == (17_500, 9_500, 6_500, 5_000, 4_500, 4_000, 3_500, 3_500, 3_000, 3_000)
    assert sum(result) == 60_000


def test_rounding_unit_1_pays_exact_percentages() -> None:
    assert payouts(60_000, 60, STANDARD, rounding_unit=1)[:3] == (15_000, 9_600, 6_900)


def test_winner_takes_all_with_a_single_entry() -> None:
    assert payouts(5_000, 1, TEMPLATES["winner_takes_all"], 100) == (5_000,)


def test_prize_pool_not_a_multiple_of_the_unit_first_place_takes_the_odd_cents() -> None:
    assert payouts(10_050, 9, STANDARD, rounding_unit=1_000) == (5_050, 3_000, 2_000)


def test_custom_fixed_amounts_must_match_the_pool() -> None:
    table = FixedPayouts("club night", (30_000, 15_000, 5_000))
    assert payouts(50_000, 12, table) == (30_000, 15_000, 5_000)
    with pytest.raises(PayoutError, match="add up to 50000 but the prize pool is 48000"):
        payouts(48_000, 12, table)


def test_table_not_summing_to_100_percent_is_refused_with_a_message() -> None:
    with pytest.raises(PayoutError, match=r"add up to 90 % \(50 \+ 30 \+ 10\).*must add up to 100"):
        PayoutRow(3, 10, (Decimal(50), Decimal(30), Decimal(10)))


def test_json_table_not_summing_to_100_percent_is_refused() -> None:
    data = {"name": "bad", "rows": [{"min_entries": 2, "max_entries": None,
                                     "percentages": ["60", "30.5"]}]}
    with pytest.raises(PayoutError, match=r"90\.5 %"):
        parse_payout_table(data)


def test_other_bad_tables_are_refused() -> None:
    with pytest.raises(PayoutError, match="may not pay more than the place above"):
        PayoutRow(5, 9, (Decimal(40), Decimal(60)))
    with pytest.raises(PayoutError, match="pays 3 places but may have only 2 entries"):
        PayoutRow(2, 9, (Decimal(50), Decimal(30), Decimal(20)))
    with pytest.raises(PayoutError, match="overlap"):
        PercentageTable("t", (PayoutRow(2, 10, (Decimal(100),)),
                              PayoutRow(8, None, (Decimal(100),))))
    with pytest.raises(PayoutError, match="no row for 1 entries; rows cover 2-6"):
        payouts(1_000, 1, STANDARD)
    with pytest.raises(PayoutError, match="negative"):
        payouts(-1, 10, STANDARD)


# --- R-8.5 ---------------------------------------------------------------------------------------


def test_R_8_5_same_table_more_chips_at_start_finishes_higher() -> None:
    busts = [Bust("Bela", 1, 2_000), Bust("Anna", 1, 5_000)]
    assert order_simultaneous_busts(busts, players_before_hand=7) == (
        Finish(6, ("Anna",)), Finish(7, ("Bela",)),
    )


def test_R_8_5_same_table_equal_stacks_tie() -> None:
    busts = [Bust("Anna", 1, 3_000), Bust("Bela", 1, 3_000)]
    assert order_simultaneous_busts(busts, 10) == (Finish(9, ("Anna", "Bela")),)


def test_R_8_5_hand_for_hand_busts_at_different_tables_tie_and_share() -> None:
    # 12 entries, $600 pool: 45/27/17/11 % rounded to $10 → 280, 160, 100, 60.
    amounts = payouts(60_000, 12, STANDARD, rounding_unit=1_000)
    assert amounts == (28_000, 16_000, 10_000, 6_000)
    (finish,) = order_simultaneous_busts(
        [Bust("Anna", 1, 900), Bust("Cili", 2, 4_000)], players_before_hand=5
    )
    assert finish.places == range(4, 6)
    # 4th and 5th pay 60 + 0: each gets 30.
    assert tied_prizes(amounts, finish, ["Cili", "Anna"], 1_000) == {"Cili": 3_000, "Anna": 3_000}


def test_R_8_5_tie_odd_unit_goes_first_in_the_given_order() -> None:
    amounts = (28_000, 16_000, 10_000, 6_000)
    finish = Finish(3, ("Anna", "Bela", "Cili"))
    # 100 + 60 + 0 = 160 dollars in $10 units: 16 / 3 = 5 each, one odd unit.
    shares = tied_prizes(amounts, finish, ["Bela", "Anna", "Cili"], 1_000)
    assert shares == {"Bela": 6_000, "Anna": 5_000, "Cili": 5_000}
    assert sum(shares.values()) == 16_000


def test_R_8_5_hand_for_hand_mixed_tables_rank_within_table_then_tie() -> None:
    busts = [Bust("A", 1, 5_000), Bust("B", 1, 2_000), Bust("C", 2, 300)]
    assert order_simultaneous_busts(busts, 9) == (Finish(7, ("A", "C")), Finish(9, ("B",)))


def test_R_8_5_busts_must_leave_someone_in() -> None:
    with pytest.raises(PayoutError, match="someone must be left"):
        order_simultaneous_busts([Bust("A", 1, 5), Bust("B", 2, 5)], 2)


# --- properties ----------------------------------------------------------------------------------


@st.composite
def percentage_tables(draw: st.DrawFn) -> PercentageTable:
    weights = draw(st.lists(st.integers(1, 100), min_size=1, max_size=20))
    points = [w * 10_000 // sum(weights) for w in weights]
    points[0] += 10_000 - sum(points)
    percentages = tuple(Decimal(p) / 100 for p in sorted(points, reverse=True))
    return PercentageTable("drawn", (PayoutRow(len(percentages), None, percentages),))


UNITS = st.sampled_from([1, 5, 10, 25, 100, 500, 1_000, 10_000])


@settings(deadline=None)
@given(percentage_tables(), st.integers(0, 10**9), st.integers(0, 50), UNITS)
def test_payouts_sum_to_the_pool_and_never_increase(
    table: PercentageTable, pool: int, extra_entries: int, unit: int
) -> None:
    entries = table.rows[0].min_entries + extra_entries
    result = payouts(pool, entries, table, unit)
    assert sum(result) == pool
    assert all(a >= b for a, b in itertools.pairwise(result))
    assert all(a % unit == 0 for a in result[1:])


@settings(deadline=None)
@given(st.sampled_from(sorted(TEMPLATES)), st.integers(2, 400), st.integers(0, 10**8), UNITS)
def test_templates_pay_the_whole_pool_in_order(
    name: str, entries: int, pool: int, unit: int
) -> None:
    result = payouts(pool, entries, TEMPLATES[name], unit)
    assert sum(result) == pool
    assert len(result) <= entries
    assert list(result) == sorted(result, reverse=True)


@settings(deadline=None)
@given(
    st.lists(st.integers(0, 10**6), min_size=1, max_size=10),
    st.integers(1, 6),
    st.integers(1, 12),
    UNITS,
)
def test_tied_prizes_share_exactly_what_the_places_pay(
    amounts: list[int], size: int, place: int, unit: int
) -> None:
    amounts.sort(reverse=True)
    players = [f"p{i}" for i in range(size)]
    finish = Finish(place, tuple(players))
    shares = tied_prizes(amounts, finish, players, unit)
    covered = sum(amounts[p - 1] for p in finish.places if p <= len(amounts))
    assert sum(shares.values()) == covered
    assert max(shares.values()) - min(shares.values()) < 2 * unit


def test_R_8_5_prizes_by_place_shares_each_tied_place_among_its_players() -> None:
    """70/30 of 10,800 (7,560 and 3,240): two tied 2nd of four share 2nd's and 3rd's
    prizes, 1,620 each; three tied 2nd of five with 50/30/20 of 1,000 share 300 +
    200 + 0, the odd unit to the first in order."""
    assert prizes_by_place([7_560, 3_240], {"A": 1, "B": 2, "C": 2, "D": 4}) == {
        "A": 7_560, "B": 1_620, "C": 1_620, "D": 0}
    assert prizes_by_place([500, 300, 200], {"A": 1, "B": 2, "C": 2, "D": 2, "E": 5}) == {
        "A": 500, "B": 167, "C": 167, "D": 166, "E": 0}
    assert prizes_by_place([500, 300, 200], {"B": 2, "C": 2}, rounding_unit=100) == {
        "B": 300, "C": 200}
