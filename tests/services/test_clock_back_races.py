"""R-8.3 and R-8.2 at a club: the director's station colors up the 25s at the break
while another station presses P (back to level 2, 50/100) at the same instant, on the
club's real server and on SQLite.

Each try is a fresh tournament of six players at one table, its clock on the break
after level 2 (``night.BREAK_AFTER_LEVEL_2``). Two threads, each with a connection of
its own, wait at a barrier (every other try P waits 10 ms after it, so that both
orders are served). Both commands take the event's lock first (issue 31), so
whichever the server serves second sees the other's: the color-up made, the clock
cannot go back to 50/100 (``svc-clock-back-colored-up``); the clock gone back to level
2, the 25s are still needed there (``svc-color-up-needed-level``). Never both: a level
the chips in play cannot pay. The pattern is test_dead_pot_races.py's."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from director.engine.messages import MessageError
from director.services.events.event_service import EventService
from director.services.tables.table_service import TableService
from director.services.tournament.color_ups import ColorUpService
from director.store.db import Database, open_database
from tests.services.night import BREAK_AFTER_LEVEL_2, MIN, T0, Night
from tests.services.races import every_try_holds, race, stations, unbalanced

TRIES = int(os.environ.get("DIRECTOR_RACE_TRIES", "6"))
NOW = BREAK_AFTER_LEVEL_2 + MIN
REFUSED = {"svc-clock-back-colored-up", "svc-color-up-needed-level"}


class Try:
    def __init__(self, url: str) -> None:
        self.director = open_database(url)
        self.night = Night(self.director, 6, tables=1)
        self.night.events.start_clock(self.night.event, T0)
        self.night.events.go_to_level(self.night.event, BREAK_AFTER_LEVEL_2, 2)
        plan = ColorUpService(self.director).plan(self.night.event, NOW)
        self.counts = {s.entry_id: s.chips for s in plan.seats}

    def color_up(self, db: Database) -> Callable[[], object]:
        return lambda: ColorUpService(db).color_up(self.night.event, 25, self.counts, NOW,
                                                   random.Random(3))

    def back(self, db: Database) -> Callable[[], object]:
        return lambda: EventService(db).previous_level(self.night.event, NOW, 2)

    def problems(self, outcome: list[BaseException | None]) -> list[str]:
        found = []
        refused = [x for x in outcome if x is not None]
        if len(refused) != 1:
            found.append(f"not exactly one refused: {outcome!r}")
        found += [f"refused otherwise: {x!r}" for x in refused
                  if not isinstance(x, MessageError) or x.message.id not in REFUSED]
        [table] = self.night.table_ids
        colored = TableService(self.director).smallest_chip(table) == 100  # the 25s off
        view = self.night.events.clock(self.night.event, NOW)
        index = None if view is None else view.index
        if (colored, index) not in ((True, 2), (False, 1)):
            found.append(f"colored up {colored}, the clock at item {index}")
        found += unbalanced(self.director, self.night.event)
        return found

    def close(self) -> None:
        self.director.close()


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_R_8_3_a_color_up_and_the_clock_back_at_once_never_leave_a_level_unpaid(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    tries = iter(range(TRIES))

    def one_try(url: str) -> list[str]:
        t = Try(url)
        try:
            with stations(url, 2) as (one, two):
                if next(tries) % 2:  # P a moment late: the color-up served first
                    outcome = race(t.back(two), t.color_up(one), first_waits=0.01)[::-1]
                else:
                    outcome = race(t.color_up(one), t.back(two))
            return t.problems(outcome)
        finally:
            t.close()

    every_try_holds(backend, tmp_path, request, TRIES, one_try)
