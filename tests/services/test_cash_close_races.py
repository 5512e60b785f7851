"""Two directors' stations of a club at the same instant: one closes the empty Table 2
while the other takes a seat-change request of Anna's to it, or seats Dora there
from the waiting list, each on a connection of its own, on the club's real server and
on SQLite. Whatever order the server gives them, no request and no player is left at
a closed table: the close takes the request asked before it off (said in words), or
the request is refused in words because the table was closed meanwhile; Dora sits at
an open table, or the close is refused because she sits there. The pattern is
tests/services/test_dead_pot_races.py's."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from director.engine.event.cash_tables import Stakes
from director.engine.messages import MessageError
from director.services.cash.cash_tables import CashTableService
from director.services.events.event_service import EventService
from director.store.db import Database, open_database
from tests.services.races import every_try_holds, race, stations

TRIES = int(os.environ.get("DIRECTOR_RACE_TRIES", "6"))
T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
NLH = Stakes("holdem", "no limit", 50, 100)


class Try:
    """A 50/100 game: Anna and Ben at Table 1, Table 2 empty, Dora waiting."""

    def __init__(self, url: str) -> None:
        self.director = open_database(url)
        events = EventService(self.director)
        self.event = events.create_event("cash", "Friday", {
            "small_blind": 50, "big_blind": 100, "min_buy_in": 4000, "max_buy_in": 20000}, T0)
        tables = CashTableService(self.director, random.Random(3))
        self.one = tables.open_table(self.event, T0, seats=6)
        self.two = tables.open_table(self.event, T0, seats=6)
        self.players = {n: events.add_player(n, T0) for n in ("Anna", "Ben", "Dora")}
        tables.sit(self.one, self.players["Anna"], 10_000, T0, seat=1)
        tables.sit(self.one, self.players["Ben"], 10_000, T0, seat=2)
        tables.add_waiting(self.event, self.players["Dora"], NLH, T0)

    def close(self, db: Database) -> Callable[[], object]:
        return lambda: CashTableService(db).close_table(self.two, T0)

    def ask(self, db: Database) -> Callable[[], object]:
        return lambda: CashTableService(db).request_change(self.one, 1, T0, to_table=self.two)

    def seat(self, db: Database) -> Callable[[], object]:
        return lambda: CashTableService(db, random.Random(5)).sit(
            self.two, self.players["Dora"], 10_000, T0)

    def problems(self, other: str, outcome: list[BaseException | None]) -> list[str]:
        found = []
        for refused in outcome:
            if refused is not None and not isinstance(refused, MessageError):
                found.append(f"refused otherwise: {refused!r}")
        closed, done = outcome
        if other == "seat" and (closed is None) == (done is None):
            found.append(f"both or neither went through: {outcome}")
        if other == "ask" and closed is not None:  # nobody sits there: it always closes
            found.append(f"the close refused: {closed!r}")
        tables = CashTableService(self.director)
        open_ids = [t.table_id for t in tables.tables(self.event)]
        if open_ids != ([self.one] if closed is None else [self.one, self.two]):
            found.append(f"open tables {open_ids}")
        waiting = tables.waiting(self.event)
        if any(w.kind == "change" and w.table_id not in open_ids for w in waiting):
            found.append(f"a request to a closed table: {waiting}")
        seated = {s.player for t in tables.tables(self.event) for s in t.seats}
        if other == "seat" and ("Dora" in seated) == (closed is None):
            found.append(f"Dora seated {'Dora' in seated} with the close {closed!r}")
        return found

    def end(self) -> None:
        self.director.close()


@pytest.mark.parametrize("other", ["ask", "seat"])
@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_a_table_closed_as_a_seat_change_to_it_is_asked_or_a_player_sits_there(
        backend: str, other: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    def one_try(url: str) -> list[str]:
        t = Try(url)
        try:
            with stations(url, 2) as (one, two):
                outcome = race(t.close(one), getattr(t, other)(two))
            return t.problems(other, outcome)
        finally:
            t.end()

    every_try_holds(backend, tmp_path, request, TRIES, one_try)
