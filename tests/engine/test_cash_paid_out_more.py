"""R-8.7: at the end money in equals money out plus any rake. A ledger that paid out
more than came in (a cash-out typed as 500 for 300) cannot be settled, and the
refusal said "-200 is still on the table by the ledger; record every cash-out (or
the missing rake) before settling": a negative amount, and advice that makes it
worse. It now says the cash-outs and rake are 200 over the buy-ins and top-ups, and
to check them."""

from __future__ import annotations

import pytest

from director.engine.event.cash import CashError, CashLedger, LedgerLine, LineKind
from director.engine.messages import render


def test_R_8_7_a_ledger_that_paid_out_more_than_came_in_says_so_at_settle() -> None:
    ledger = CashLedger()
    for line in (LedgerLine(LineKind.BUY_IN, "Ann", 200), LedgerLine(LineKind.BUY_IN, "Bob", 200),
                 LedgerLine(LineKind.CASH_OUT, "Ann", 500),  # 300 was meant
                 LedgerLine(LineKind.CASH_OUT, "Bob", 100)):
        ledger = ledger.add(line)
    assert ledger.on_table == -200
    with pytest.raises(CashError) as refused:
        ledger.settle()
    assert render(refused.value.message, "en") == (
        "the cash-outs and the rake come to 200 more than the buy-ins and top-ups; check "
        "them before settling")
    assert render(refused.value.message, "hu") == (
        "a kifizetések és a rake együtt 200 összeggel meghaladják a beszállókat és a "
        "feltöltéseket; elszámolás előtt ellenőrizd őket")


def test_R_8_7_chips_still_on_the_table_are_said_as_before() -> None:
    ledger = CashLedger().add(LedgerLine(LineKind.BUY_IN, "Ann", 200))
    with pytest.raises(CashError) as refused:
        ledger.settle()
    assert render(refused.value.message, "en") == (
        "200 is still on the table by the ledger; record every cash-out (or the missing "
        "rake) before settling")
