"""R-6.5 at a club: a dealer station deals the deal again of a dead deal (five-card
draw, jacks or better to open, nobody opened, its 75 waiting in the pot) while the
director's station draws for the button at that table, at the same instant, on the
club's real server and on SQLite.

Each try is a fresh tournament of three players at one table with the dead deal's pot
waiting (``night.dead_deal_of_75``). Two threads, each with a connection of its own,
wait at a barrier: one deals the next hand at the dealer panel, the other draws for
the button. Whatever order the server gives them, the deal again is dealt from the
same button with the 75 carried, the draw is refused in words (the pot waits, or the
hand is being played), the table keeps its button and the event's chips balance.
Before the draw was refused while the pot waited, a draw first gave the deal again a
new button and no pot. The pattern is test_felt_count_races.py's."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from director.engine.hand.state import HandState
from director.engine.messages import MessageError
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.store.db import Database, open_database
from tests.services.night import MIN, T0, dead_deal_of_75
from tests.services.races import every_try_holds, race, stations, unbalanced

TRIES = int(os.environ.get("DIRECTOR_RACE_TRIES", "6"))
REFUSED = {"svc-draw-button-dead-pot", "svc-draw-button-between-hands"}


class Try:
    def __init__(self, url: str) -> None:
        self.director = open_database(url)
        self.night, self.table, panel, self.button = dead_deal_of_75(self.director)
        self.game = panel.game

    def deal_again(self, db: Database) -> Callable[[], object]:
        """The dealer station's panel opened at the table: it deals the next hand."""
        return lambda: DealerSession.at_table(TableService(db), self.table, self.game,
                                              self.button)

    def draw(self, db: Database) -> Callable[[], object]:
        return lambda: SeatingService(db).draw_for_button(self.table, T0 + MIN,
                                                          random.Random(7))

    def problems(self, outcome: list[BaseException | None]) -> list[str]:
        found = []
        dealt, drawn = outcome
        if dealt is not None:
            found.append(f"the deal again refused: {dealt!r}")
        if drawn is None:
            found.append("the button was drawn while the dead pot waited")
        elif not isinstance(drawn, MessageError) or drawn.message.id not in REFUSED:
            found.append(f"the draw refused otherwise: {drawn!r}")
        tables = TableService(self.director)
        current = tables.current_hand(self.table)
        if current is None or not isinstance(current[1], HandState):
            found.append(f"no deal again running: {current}")
        else:
            setup = current[1].setup
            if (setup.button, setup.carried_pot) != (self.button, 75):
                found.append(f"dealt from {setup.button} carrying {setup.carried_pot}")
        if tables.running_state(self.table).button != self.button:
            found.append(f"the table's button is {tables.running_state(self.table).button}")
        found += unbalanced(self.director, self.night.event)
        return found

    def close(self) -> None:
        self.director.close()


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_R_6_5_the_deal_again_and_a_draw_for_the_button_at_once_keep_the_pot_and_button(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    def one_try(url: str) -> list[str]:
        t = Try(url)
        try:
            with stations(url, 2) as (one, two):
                outcome = race(t.deal_again(one), t.draw(two))
            return t.problems(outcome)
        finally:
            t.close()

    every_try_holds(backend, tmp_path, request, TRIES, one_try)
