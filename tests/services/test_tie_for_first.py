"""Ties for a place (R-8.5). A deal's players who finish with equal stacks share 1st
place (``place_dealt_players``): every view names them in words, "P1 and P2 tie for
1st place" ("P1 és P2 ... holtversenyben az 1. helyen"), where they read "P1 = P2",
and each is paid their share of the deal. Players out in one hand with equal stacks
share the prizes of the places their tie covers, before the award as after it."""

from __future__ import annotations

from pathlib import Path

import pytest

from director.engine.messages import render
from director.services.core.action_log import history
from director.services.papers.papers import PaperService
from director.services.room import read_room, tournament_numbers
from director.services.tournament.deals import DealService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from tests.services.night import MIN, T0
from tests.services.room_night import T0 as AT_NIGHT
from tests.services.room_night import bust, night
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


@pytest.mark.parametrize(("language", "busted", "due"), [
    ("en", "Bust: Bence and Csilla (tied for place 2)", "1,620 (to be paid)"),
    ("hu", "Kiesés: Bence és Csilla (holtverseny, 2. hely)", "1620 (kifizetendő)"),
])
def test_R_8_5_two_tied_for_2nd_are_to_be_paid_half_of_2nd_and_3rd_each(
        db: Database, language: str, busted: str, due: str) -> None:
    """Four of 3,000 less 300: 10,800, paid 70/30 (7,560 and 3,240). Dávid out 4th,
    then Bence and Csilla out in one hand with 10,000 each: they tie for 2nd and
    share 2nd's and 3rd's prizes, 1,620 each (R-8.5), as Finish pays them. Before
    Finish the clock's results, the room's Results page and the Results paper said
    3,240 each, 14,040 in all from a pool of 10,800."""
    event, entries = night(db)
    bust(db, event, entries["Dávid"], AT_NIGHT + MIN)
    tournaments = TournamentService(db)
    for name in ("Bence", "Csilla"):
        tournaments.count_chips(entries[name], 0, AT_NIGHT + 2 * MIN)
    tournaments.bust(event, {entries["Bence"]: 10_000, entries["Csilla"]: 10_000},
                     AT_NIGHT + 3 * MIN)
    assert render(history(db, event)[-1].description, language) == busted
    places = ((1, "Anna", 7_560), (2, "Bence", 1_620), (2, "Csilla", 1_620), (4, "Dávid", 0))
    assert tournament_numbers(db, event).results == places  # the clock's results
    room = read_room(db, event, AT_NIGHT + 4 * MIN).room
    assert [(r.place, r.player, r.prize, r.paid) for r in room.results] == [
        (1, "Anna", 7_560, False), (2, "Bence", 1_620, False), (2, "Csilla", 1_620, False),
        (4, "Dávid", 0, True)]
    paper = PaperService(db).paper("results", event, AT_NIGHT + 4 * MIN)
    rows = [[render(cell, language).replace("\u00a0", " ") for cell in row]
            for row in paper.blocks[0].rows]
    assert [row[:2] for row in rows] == [["1", "Anna"], ["2", "Bence"], ["2", "Csilla"],
                                         ["4", "Dávid"]]
    assert [row[2] for row in rows[1:]] == [due, due, ""]
    results = tournaments.finish(event, AT_NIGHT + 5 * MIN)
    assert [(r.place, r.player, r.prize) for r in results] == list(places)
    assert sum(r.prize for r in results) == 10_800
