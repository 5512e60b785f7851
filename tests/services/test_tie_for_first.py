"""A deal's players who finish with equal stacks share 1st place (R-8.5,
``place_dealt_players``): every view names them in words, "P1 and P2 tie for 1st
place" ("P1 és P2 ... holtversenyben az 1. helyen"), where they read "P1 = P2", and
each is paid their share of the deal."""

from __future__ import annotations

from pathlib import Path

import pytest

from director.engine.messages import render
from director.services.core.action_log import history
from director.services.room import read_room, tournament_numbers
from director.services.tournament.deals import DealService
from director.store.db import Database, open_database
from tests.services.night import MIN, T0
from tests.services.test_deals import POOL, three_left


@pytest.fixture
def db(tmp_path: Path) -> Database:
    return open_database(tmp_path / "night.sqlite3")


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Tournament finished: P1 and P2 tie for 1st place"),
    ("hu", "A verseny véget ért, holtversenyben az 1. helyen: P1 és P2"),
])
def test_R_8_5_a_chop_with_equal_stacks_finishes_two_players_tied_for_1st(
        db: Database, language: str, said: str) -> None:
    """Three left with 24,000, 24,000 and 12,000 chop the 16,200 by chips: 6,500,
    6,500 and 3,200. Finish places P1 and P2 1st together (places 1 and 2) and P3
    3rd; the undo list says who won in words, and the clock's and the room's
    results give each their share."""
    night, (p1, p2, p3) = three_left(db, (24_000, 24_000, 12_000))
    deal = night.do(lambda: DealService(db).record(night.event, "chip chop", T0 + 10 * MIN))
    assert deal.amounts == {p1: 6_500, p2: 6_500, p3: 3_200}
    results = night.do(lambda: night.tournament.finish(night.event, T0 + 11 * MIN))
    assert [(r.place, r.player, r.prize) for r in results[:3]] == [
        (1, "P1", 6_500), (1, "P2", 6_500), (3, "P3", 3_200)]
    assert sum(r.prize for r in results) == POOL
    finish = history(db, night.event)[-1]
    assert finish.kind == "finish"
    assert render(finish.description, language) == said
    numbers = tournament_numbers(db, night.event)
    assert numbers.winners == ("P1", "P2")
    assert numbers.results[:3] == ((1, "P1", 6_500), (1, "P2", 6_500), (3, "P3", 3_200))
    room = read_room(db, night.event, T0 + 12 * MIN).room
    assert room.clock is None and room.winners == ("P1", "P2")
    undone = night.do(lambda: night.events.undo_last(night.event, T0 + 13 * MIN))
    assert render(undone.description, language) == said
