"""The cash-game ledger and the settlement (R-8.7)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.cash import (
    HOUSE,
    CashError,
    CashLedger,
    LedgerLine,
    LineKind,
    Payment,
    largest_first_payments,
    settle,
)

BUY_IN, TOP_UP, CASH_OUT, RAKE = LineKind.BUY_IN, LineKind.TOP_UP, LineKind.CASH_OUT, LineKind.RAKE


def ledger(*lines: tuple[LineKind, str, int]) -> CashLedger:
    result = CashLedger()
    for kind, player, amount in lines:
        result = result.add(LedgerLine(kind, player, amount))
    return result


def squares(balances: dict[str, int], payments: tuple[Payment, ...]) -> bool:
    left = dict(balances)
    for p in payments:
        left[p.payer] += p.amount
        left[p.payee] -= p.amount
    return all(v == 0 for v in left.values())


def test_R_8_7_running_check_of_chips_on_the_table() -> None:
    game = ledger(
        (BUY_IN, "Anna", 10_000), (BUY_IN, "Bela", 10_000), (BUY_IN, "Cili", 20_000),
        (TOP_UP, "Bela", 5_000), (RAKE, "", 700), (CASH_OUT, "Anna", 12_000),
    )
    assert (game.money_in, game.money_out, game.rake) == (45_000, 12_000, 700)
    assert game.on_table == 32_300
    check = game.check(32_000)
    assert check.difference == -300
    assert str(check.describe()) == "The table has 32000 but the ledger says 32300: 300 less."
    assert game.check(32_300).difference == 0


def test_R_8_7_settlement_with_rake_squares_everyone() -> None:
    game = ledger(
        (BUY_IN, "Anna", 10_000), (BUY_IN, "Bela", 10_000), (BUY_IN, "Cili", 20_000),
        (TOP_UP, "Bela", 5_000), (BUY_IN, "Dani", 10_000), (RAKE, "", 1_000),
        (CASH_OUT, "Anna", 24_000), (CASH_OUT, "Bela", 0), (CASH_OUT, "Cili", 22_000),
        (CASH_OUT, "Dani", 8_000),
    )
    balances = game.balances()
    assert balances == {"Anna": 14_000, "Bela": -15_000, "Cili": 2_000, "Dani": -2_000,
                        HOUSE: 1_000}
    result = game.settle()
    assert squares(balances, result.payments)
    # Two groups square on their own: {Cili, Dani} and {Anna, Bela, house}: 1 + 2 payments.
    assert len(result.payments) == 3
    assert result.fewest
    assert set(result.payments) == {
        Payment("Bela", "Anna", 14_000), Payment("Bela", HOUSE, 1_000),
        Payment("Dani", "Cili", 2_000),
    }


def test_R_8_7_six_players_exact_beats_largest_first_matching() -> None:
    balances = {"Anna": -9_000, "Bela": -6_000, "Cili": 2_000, "Dani": -8_000,
                "Erik": 9_000, "Feri": 12_000}
    # Largest first alone: Anna pays Feri first and needs 5 payments.
    assert len(largest_first_payments(balances)) == 5
    result = settle(balances)
    # Anna → Erik squares a pair; the other four need three payments: 4 in all.
    assert len(result.payments) == 4
    assert Payment("Anna", "Erik", 9_000) in result.payments
    assert squares(balances, result.payments)
    assert "the fewest payments possible" in str(result.describe()[0])


def test_negative_amount_is_refused_with_a_message() -> None:
    with pytest.raises(CashError, match="amounts must be 0 or more"):
        LedgerLine(CASH_OUT, "Anna", -500)


def test_bad_ledger_lines_and_settlements_are_refused() -> None:
    with pytest.raises(CashError, match="Anna has not bought in"):
        CashLedger().add(LedgerLine(TOP_UP, "Anna", 5_000))
    with pytest.raises(CashError, match="needs a player's name"):
        LedgerLine(BUY_IN, " ", 5_000)
    with pytest.raises(CashError, match="10000 is still on the table"):
        ledger((BUY_IN, "Anna", 10_000)).settle()
    with pytest.raises(CashError, match="add up to 5, not 0"):
        settle({"Anna": 10, "Bela": -5})
    with pytest.raises(CashError, match="counts must be 0 or more"):
        CashLedger().check(-1)


def test_a_line_added_returns_a_new_ledger() -> None:
    empty = CashLedger()
    one = empty.add(LedgerLine(BUY_IN, "Anna", 5_000))
    assert empty.lines == ()
    assert one.money_in == 5_000


@st.composite
def balance_sheets(draw: st.DrawFn, max_players: int) -> dict[str, int]:
    amounts = draw(st.lists(st.integers(-50, 50).map(lambda n: n * 500),
                            min_size=1, max_size=max_players - 1))
    amounts.append(-sum(amounts))
    return {f"p{i}": a for i, a in enumerate(amounts)}


@settings(deadline=None, max_examples=80)
@given(balance_sheets(12))
def test_settlement_squares_every_balance_with_fewer_payments_than_players(
    balances: dict[str, int],
) -> None:
    result = settle(balances)
    assert squares(balances, result.payments)
    assert all(p.amount > 0 and p.payer != p.payee for p in result.payments)
    assert all(balances[p.payer] < 0 < balances[p.payee] for p in result.payments)
    owing = sum(1 for b in balances.values() if b)
    assert len(result.payments) <= max(owing - 1, 0)
    assert result.fewest
    assert len(result.payments) <= len(largest_first_payments(balances))


@settings(deadline=None, max_examples=20)
@given(balance_sheets(30))
def test_large_settlements_fall_back_to_the_heuristic_and_still_square(
    balances: dict[str, int],
) -> None:
    result = settle(balances)
    assert squares(balances, result.payments)


def fewest_payments(amounts: list[int]) -> int:
    """The oracle: n less the most groups adding up to 0, by trying every group
    that holds the first balance left (small sheets only)."""
    from itertools import combinations

    def most_groups(left: tuple[int, ...]) -> int:
        if not left:
            return 0
        first, rest = left[0], left[1:]
        best = 0
        for size in range(1, len(rest) + 1):
            for others in combinations(range(len(rest)), size):
                if first + sum(rest[i] for i in others) == 0:
                    remaining = tuple(v for i, v in enumerate(rest) if i not in others)
                    best = max(best, 1 + most_groups(remaining))
        return best

    owing = tuple(a for a in amounts if a)
    return max(len(owing) - most_groups(owing), 0)


@settings(deadline=None, max_examples=60)
@given(balance_sheets(9))
def test_R_8_7_the_settlement_is_the_fewest_the_oracle_finds(balances: dict[str, int]) -> None:
    """R-8.7: "the settlement lists the fewest payments that square everyone": the
    count is the oracle's, which tries every split into groups adding up to 0."""
    result = settle(balances)
    assert squares(balances, result.payments)
    assert result.fewest
    assert len(result.payments) == fewest_payments(list(balances.values()))


def test_R_8_7_eighteen_players_in_six_groups_of_three_are_settled_in_twelve() -> None:
    """R-8.7 at a big cash night: 18 players whose balances square in six groups of
    three (no two cancel): 12 payments, proven the fewest (each group needs two;
    no group has fewer than three players). Matching the largest amounts first
    takes more."""
    groups = [(-7_000, 2_000, 5_000), (-9_500, 4_500, 5_000), (-12_000, 7_500, 4_500),
              (-3_000, 1_000, 2_000), (-8_500, 8_000, 500), (-11_000, 6_500, 4_500)]
    amounts = [a for group in groups for a in group]
    assert all(sum(g) == 0 for g in groups) and len(set(amounts)) < len(amounts)
    balances = {f"Player {i + 1}": a for i, a in enumerate(amounts)}
    assert len(largest_first_payments(balances)) > 12
    result = settle(balances)
    assert squares(balances, result.payments)
    assert len(result.payments) == 12
    assert result.fewest
    assert "the fewest payments possible" in str(result.describe()[0])


def test_R_8_7_forty_players_who_cancel_in_pairs_pay_twenty_proven_the_fewest() -> None:
    """R-8.7: balances that cancel (+2,500 and -2,500) are always one payment of a
    fewest list; 40 players in 20 such pairs: 20 payments, each to the partner."""
    balances: dict[str, int] = {}
    for i in range(20):
        balances[f"Winner {i + 1}"] = 500 * (i + 1)
        balances[f"Loser {i + 1}"] = -500 * (i + 1)
    result = settle(balances)
    assert len(result.payments) == 20
    assert result.fewest
    assert {(p.payer, p.payee) for p in result.payments} == {
        (f"Loser {i + 1}", f"Winner {i + 1}") for i in range(20)}


def test_R_8_7_thirty_players_in_triples_beyond_the_exact_search_still_pay_twenty() -> None:
    """R-8.7 beyond the exact search (30 players, no two balances cancel): groups of
    three that add up to 0 are taken first, 20 payments (no fewer can do: no group
    has fewer than three), and the settlement says it is not proven the fewest.
    Matching the largest amounts first over all 30 takes more."""
    groups = [(2_000, 1_900, -3_900), (3_700, 1_000, -4_700), (1_700, 1_500, -3_200),
              (5_200, 3_100, -8_300), (3_000, 5_700, -8_700), (2_200, 5_800, -8_000),
              (300, 5_100, -5_400), (5_900, 5_600, -11_500), (600, 4_300, -4_900),
              (5_500, 1_200, -6_700)]
    amounts = [a for group in groups for a in group]
    assert len({abs(a) for a in amounts}) == 30  # no pair cancels
    balances = {f"Player {i + 1}": a for i, a in enumerate(amounts)}
    assert len(largest_first_payments(balances)) == 25
    result = settle(balances)
    assert squares(balances, result.payments)
    assert len(result.payments) == 20
    assert not result.fewest
    assert "not proven the fewest" in str(result.describe()[0])
