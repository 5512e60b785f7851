"""R-8.7: a cash player moved to a table whose chips cannot pay their stack is told
what to do at the cage: cash out here and buy in there for the amount below, or top
up here to the one above. What is paid out or topped up is paid here, in this
table's chips, so both amounts differ from the stack by a whole number of this
table's smallest chip, whatever the new table's is: from 25s to 10s a stack of
1,825 is 1,800 (25 paid out) or 1,850 (25 more), not 1,820 or 1,830 (5 that 25s
cannot pay, which the top-up then refused). The advice followed moves the player."""

from __future__ import annotations

import pytest

from director.engine.event.cash_tables import Stakes
from director.engine.event.chips import payable_around
from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.store.db import Database
from tests.services.test_cash_one_record import T0, night, play_to_end, session

GAME = {"small_blind": 100, "big_blind": 200, "min_buy_in": 2_000, "max_buy_in": 10_000}
STAKES = Stakes("holdem", "no limit", 100, 200)


@pytest.mark.parametrize(("here", "there", "buy", "stack", "lower", "upper"), [
    (25, 10, 2_025, 1_825, 1_800, 1_850),  # 10 no multiple of 25: the advice was 1,820 or 1,830
    (25, 100, 2_025, 1_825, 1_800, 1_900),
    (5, 25, 2_005, 1_805, 1_800, 1_825),
])
def test_R_8_7_the_cage_advice_for_a_move_is_paid_in_the_chips_of_both_tables(
        db: Database, here: int, there: int, buy: int, stack: int, lower: int,
        upper: int) -> None:
    cash, tables, event, p = night(db, GAME)
    old = tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=here,
                            min_buy_in=2_000)
    new = tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=there,
                            min_buy_in=2_000)
    tables.sit(old, p["Ann"], buy, T0, seat=1)
    tables.sit(old, p["Ben"], 4_000, T0, seat=2)
    play_to_end(session(db, tables, old))  # dealt at the panel: her stack is known
    assert tables.table(old).seat(1).stack == stack  # type: ignore[union-attr]
    with pytest.raises(ServiceError) as refused:
        tables.move(old, 1, new, T0)
    said = render(refused.value.message, "en")
    assert said.endswith(
        f"change up at the cage first: cash out here and buy in at Table 2 for {lower:,}"
        f" ({stack - lower:,} paid out), or top up here to {upper:,}; the player stays in"
        " their seat"), said
    assert f"{lower} beszállóval ({stack - lower} kifizetve), vagy töltsd fel itt a stackjét" \
        f" ennyire: {upper}" in render(refused.value.message, "hu")
    assert tables.table(new).seats == ()
    # the advice followed: topped up here, in this table's chips, then moved
    tables.top_up(old, 1, upper - stack, T0)
    number = tables.move(old, 1, new, T0)
    moved = tables.table(new).seat(number)
    assert moved is not None and (moved.player, moved.stack) == ("Ann", upper)
    assert cash.check(event).difference == 0


def test_R_8_7_a_stack_below_the_new_chip_tops_up_to_an_amount_both_chips_pay() -> None:
    """From 10s to 25s a stack of 10 tops up to 50 (40 more in 10s), not to 25 (15
    more, which 10s cannot pay)."""
    assert payable_around(10, 25, paid_in=10) == (0, 50)
    assert payable_around(10, 25) == (0, 25)  # a bet or a buy-in: the new chips alone
    assert payable_around(1_825, 10, paid_in=25) == (1_800, 1_850)
    assert payable_around(1_825, 10) == (1_820, 1_830)
    assert payable_around(1_800, 10, paid_in=25) == (1_800, 1_800)  # paid as it is
    assert payable_around(1_805, 25, paid_in=5) == (1_800, 1_825)
    # a stack its own chips cannot make (a bet stored before the panel refused such
    # bets): the nearest amounts in the new chips
    assert payable_around(1_003, 10, paid_in=25) == (1_000, 1_010)
