"""R-8.7: a cash command may name a new player by name, added in the command's own
transaction: a buy-in, a seat or a name on the waiting list refused adds nobody to
the player database, one taken adds them once (the pages typed names used to be added
first, and every refused try left a player behind)."""

from __future__ import annotations

import pytest

from director.engine.event.cash_tables import Stakes
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.events.event_service import EventService
from director.store.db import Database
from tests.services.night import T0

STAKES = Stakes("holdem", "no limit", 25, 50)


def _game(db: Database) -> tuple[int, int]:
    events = EventService(db)
    event = events.create_event("cash", "Tuesday cash", {
        "small_blind": 25, "big_blind": 50, "min_buy_in": 2000, "max_buy_in": 10_000}, T0)
    table = CashTableService(db).open_table(event, T0, stakes=STAKES)
    events.set_status(event, "running")
    return event, table


def _named(db: Database, name: str) -> int:
    return [n for _, n in q.players(db)].count(name)


def test_R_8_7_a_refused_sit_buy_in_or_waiting_name_adds_nobody(db: Database) -> None:
    event, table = _game(db)
    tables, cash = CashTableService(db), CashGameService(db)
    with pytest.raises(ServiceError, match="below this table's smallest buy-in"):
        tables.sit(table, "Kata", 500, T0)
    with pytest.raises(ServiceError):
        cash.cash_out(event, "Kata", 500, T0)  # a new player has nothing to cash out
    with pytest.raises(ServiceError, match="a player needs a name"):
        tables.sit(table, "   ", 2000, T0)
    assert _named(db, "Kata") == 0
    seat = tables.sit(table, "Kata", 2000, T0)
    assert _named(db, "Kata") == 1
    assert [(s.number, s.player) for s in tables.table(table).seats] == [(seat, "Kata")]
    cash.buy_in(event, "Lili", 3000, T0)  # chips bought before a seat
    assert _named(db, "Lili") == 1
    tables.add_waiting(event, "Mari", STAKES, T0)
    assert _named(db, "Mari") == 1 and [w.player for w in tables.waiting(event)] == ["Mari"]
