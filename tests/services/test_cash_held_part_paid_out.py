"""R-8.7: chips sold at the cage to a player with no seat "stay with the player until
they sit down" (``held_chips``). A cash-out of part of them paid that part and forgot
the rest: Dan bought 2,000, handed 500 back, and the ledger said he held nothing, the
running check said 1,500 were missing from the table, his row said he had cashed
out, and he could sit down with a new buy-in while the 1,500 in his hands were in no
record. Now the cash-out is paid out of what he holds and the rest stays his."""

from __future__ import annotations

from datetime import UTC, datetime

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.events.event_service import EventService
from director.store.db import Database

T0 = datetime(2024, 6, 7, 20, 0, tzinfo=UTC)


def _anna_seated_dan_not(db: Database) -> tuple[int, int, int]:
    """A 50/100 game, Anna seated at Table 1 with 10,000, Dan in the player database
    with no seat: the game, the table and Dan."""
    events, tables = EventService(db), CashTableService(db)
    game = events.create_event("cash", "Friday", {"small_blind": 50, "big_blind": 100,
                                                  "min_buy_in": 1_000}, T0)
    table = tables.open_table(game, T0, name="Table 1")
    anna, dan = events.add_player("Anna", T0), events.add_player("Dan", T0)
    tables.sit(table, anna, 10_000, T0, seat=1)
    return game, table, dan


def test_R_8_7_a_cash_out_at_no_seat_pays_out_of_the_chips_held_and_keeps_the_rest(
        db: Database) -> None:
    events, cash, tables = EventService(db), CashGameService(db), CashTableService(db)
    game, table, dan = _anna_seated_dan_not(db)
    cash.buy_in(game, dan, 2_000, T0)  # at the cage, no seat yet
    cash.cash_out(game, dan, 500, T0)  # he hands 500 back
    assert cash.held(game, dan) == 1_500
    check = cash.check(game)
    assert (check.difference, check.held) == (0, 1_500)
    row = next(p for p in cash.book(game).players if p.name == "Dan")
    assert (row.held, row.cashed_out) == (1_500, None)  # still his, not cashed out
    # He sits down with the 1,500 and a buy-in of 0: the chips in his hands, no more.
    tables.sit(table, dan, 0, T0, seat=2)
    assert next(s for s in tables.table(table).seats if s.player == "Dan").stack == 1_500
    assert cash.ledger(game).money_in == 12_000 and cash.check(game).difference == 0
    # Undone, the sit and the cash-out: he holds the 2,000 again.
    events.undo_last(game, T0)
    events.undo_last(game, T0)
    assert cash.held(game, dan) == 2_000 and cash.check(game).held == 2_000


def test_R_8_7_a_cash_out_at_no_seat_of_everything_held_and_the_game_settles(
        db: Database) -> None:
    """Two cash-outs at no seat of 1,000 and 1,000 pay out the 2,000 Dan held; then he
    holds nothing and the game settles with money in equal to money out."""
    cash, tables = CashGameService(db), CashTableService(db)
    game, table, dan = _anna_seated_dan_not(db)
    cash.buy_in(game, dan, 2_000, T0)
    cash.cash_out(game, dan, 1_000, T0)
    assert cash.held(game, dan) == 1_000
    cash.cash_out(game, dan, 1_000, T0)
    assert cash.held(game, dan) == 0
    row = next(p for p in cash.book(game).players if p.name == "Dan")
    assert (row.held, row.cashed_out, row.result) == (0, 2_000, 0)
    tables.leave(table, 1, T0)
    settled = cash.finish(game, T0)
    assert dict(settled.balances) == {"Anna": 0, "Dan": 0} and settled.payments == ()
