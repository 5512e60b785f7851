"""R-8.7: a cash game's ledger, the running check and the settlement; undo of a line."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from director.services.cash.cash_service import CashGameService
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.store.db import Database

T0 = datetime(2024, 6, 7, 20, 0, tzinfo=UTC)


def test_R_8_7_cash_game_from_buy_ins_to_the_settlement(db: Database) -> None:
    events, cash = EventService(db), CashGameService(db)
    game = events.create_event("cash", "Friday", {"small_blind": 1, "big_blind": 2}, T0)
    ann, bob, cy = (events.add_player(n, T0) for n in ("Ann", "Bob", "Cy"))
    with pytest.raises(ServiceError, match="has not bought in"):
        cash.top_up(game, ann, 100, T0)
    cash.buy_in(game, ann, 200, T0)
    cash.buy_in(game, bob, 200, T0)
    cash.buy_in(game, cy, 100, T0)
    cash.top_up(game, cy, 100, T0)
    cash.rake(game, 20, T0)
    assert cash.check(game, 580).difference == 0
    assert str(cash.check(game, 560).describe()) == (
        "The table has 560 but the ledger says 580: 20 less.")
    with pytest.raises(ServiceError, match="still on the table"):
        cash.settle(game)
    cash.cash_out(game, ann, 390, T0)
    cash.cash_out(game, bob, 50, T0)
    cash.cash_out(game, cy, 140, T0)
    assert cash.check(game, 0).difference == 0
    settlement = cash.settle(game)
    assert dict(settlement.balances) == {"Ann": 190, "Bob": -150, "Cy": -60, "house": 20}
    assert settlement.fewest and len(settlement.payments) == 3
    paid: dict[str, int] = {}
    for p in settlement.payments:
        paid[p.payer] = paid.get(p.payer, 0) - p.amount
        paid[p.payee] = paid.get(p.payee, 0) + p.amount
    assert paid == {"Ann": 190, "Bob": -150, "Cy": -60, "house": 20}


def test_a_ledger_line_is_undone_and_bad_lines_change_nothing(db: Database) -> None:
    events, cash = EventService(db), CashGameService(db)
    game = events.create_event("cash", "Friday", {"small_blind": 1, "big_blind": 2}, T0)
    ann = events.add_player("Ann", T0)
    cash.buy_in(game, ann, 200, T0)
    cash.cash_out(game, ann, 150, T0)
    assert events.undo_last(game, T0).kind == "cash-out"
    assert cash.ledger(game).on_table == 200
    with pytest.raises(ServiceError, match="above 0"):
        cash.cash_out(game, ann, -5, T0)
    assert len(cash.ledger(game).lines) == 1
    tournament = events.create_event("tournament", "Sat", {
        "starting_stack": 100, "blinds": {"levels": [{"small_blind": 1, "big_blind": 2,
                                                      "minutes": 20}]}}, T0)
    with pytest.raises(ServiceError, match="belong to cash games"):
        cash.buy_in(tournament, ann, 100, T0)
