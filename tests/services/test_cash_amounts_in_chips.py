"""R-8.7: every buy-in, top-up and cash-out at a cash table is paid in the table's
chips. A table whose smallest chip is 125,000 cannot pay 1,300,000 (the audit: it
was accepted); each is refused in words, in English and Hungarian, and nothing
changes: no ledger line, no chips at the seat."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from director.engine.event.cash_tables import Stakes
from director.engine.messages import render
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.store.db import Database

T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
BIG = Stakes("holdem", "no limit", 125_000, 250_000)


def _table(db: Database) -> tuple[CashTableService, int, int, int]:
    events = EventService(db)
    event = events.create_event("cash", "High stakes", {
        "small_blind": 125_000, "big_blind": 250_000, "min_buy_in": 1_000_000,
        "max_buy_in": 10_000_000}, T0)
    tables = CashTableService(db, random.Random(7))
    table = tables.open_table(event, T0, stakes=BIG, smallest_chip=125_000)
    return tables, event, table, events.add_player("Ann", T0)


def test_R_8_7_a_buy_in_the_tables_chips_cannot_pay_is_refused_in_words(db: Database) -> None:
    tables, event, table, ann = _table(db)
    with pytest.raises(ServiceError) as refused:
        tables.sit(table, ann, 1_300_000, T0, seat=1)
    assert render(refused.value.message, "en") == (
        "a buy-in of 1,300,000 cannot be paid in this table's chips: the smallest chip is"
        " 125,000, so it must be a multiple of it (the nearest: 1,250,000 or 1,375,000)")
    assert render(refused.value.message, "hu").replace("\xa0", " ").startswith(
        "beszálló: 1 300 000; ez nem fizethető ki az asztal zsetonjaiból: a legkisebb"
        " zseton 125 000")
    assert tables.table(table).seats == () and CashGameService(db).ledger(event).lines == ()
    tables.sit(table, ann, 1_250_000, T0, seat=1)  # ten chips of 125,000
    assert tables.table(table).seats[0].stack == 1_250_000


def test_R_8_7_a_top_up_or_cash_out_the_tables_chips_cannot_pay_is_refused(
        db: Database) -> None:
    tables, event, table, ann = _table(db)
    tables.sit(table, ann, 1_250_000, T0, seat=1)
    ledger = CashGameService(db)
    lines = ledger.ledger(event).lines
    for command, words in (
            (lambda: tables.top_up(table, 1, 130_000, T0), "a top-up of 130,000 cannot"),
            (lambda: ledger.top_up(event, ann, 130_000, T0), "a top-up of 130,000 cannot"),
            (lambda: tables.leave(table, 1, T0, amount=1_300_000),
             "a cash-out of 1,300,000 cannot"),
            (lambda: ledger.cash_out(event, ann, 1_300_000, T0),
             "a cash-out of 1,300,000 cannot")):
        with pytest.raises(ServiceError) as refused:
            command()
        assert render(refused.value.message, "en").startswith(words)
    assert ledger.ledger(event).lines == lines
    assert tables.table(table).seats[0].stack == 1_250_000
    tables.top_up(table, 1, 125_000, T0)
    assert tables.leave(table, 1, T0, amount=1_375_000) == 1_375_000
