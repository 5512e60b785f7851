"""R-8.7: the settlement pays the rake to "house". A player named House (Greg House
at the club) could not buy in ("'house' is kept for the rake in settlements"), and a
player renamed House in the player database after buying in made every read of the
game's ledger fail: the ledger page, the running check and Settle. The ledger now
names such a player with their number, as it names two players called Anna."""

from __future__ import annotations

from datetime import UTC, datetime

from director.services.cash.cash_service import CashGameService
from director.services.events.event_service import EventService
from director.store.db import Database

T0 = datetime(2024, 6, 7, 20, 0, tzinfo=UTC)


def test_R_8_7_a_player_named_house_buys_in_and_is_settled_apart_from_the_house(
        db: Database) -> None:
    events, cash = EventService(db), CashGameService(db)
    game = events.create_event("cash", "Friday", {"small_blind": 50, "big_blind": 100}, T0)
    greg, ann = events.add_player("House", T0), events.add_player("Ann", T0)
    cash.buy_in(game, greg, 10_000, T0)
    cash.buy_in(game, ann, 10_000, T0)
    events.rename_player(ann, "house")  # renamed in the player database meanwhile
    cash.rake(game, 500, T0)
    assert cash.check(game, 19_500).difference == 0
    cash.cash_out(game, greg, 14_000, T0)
    cash.cash_out(game, ann, 5_500, T0)
    settled = cash.finish(game, T0)
    assert dict(settled.balances) == {f"House #{greg}": 4_000, f"house #{ann}": -4_500,
                                      "house": 500}
    assert sorted((p.payer, p.payee, p.amount) for p in settled.payments) == [
        (f"house #{ann}", f"House #{greg}", 4_000), (f"house #{ann}", "house", 500)]
    assert [p.name for p in cash.book(game).players] == [f"House #{greg}", f"house #{ann}"]
