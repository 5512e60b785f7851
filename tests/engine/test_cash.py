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
