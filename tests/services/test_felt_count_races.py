"""Two stations send the stacks counted at one table at the same instant (the felt
count the dealer panel asks before its first hand after hands on the felt,
``felt_count.count_stacks``), on the club's real server and on SQLite.

Each try is a fresh tournament of four players at one table: hand 1 dealt at the
panel (folded to the big blind), hand 2 recorded on the felt. Two threads, each with
a connection (a station) of its own, wait at a barrier and send their count: one
the stacks as stored, the other with 500 moved from one player to another.
Whatever order the server gives them: exactly one count is recorded (one "chip
count" action for the table, the stacks those of that count), the other station is
told in words that the stacks were counted at another station, the event's chips
balance (R-8.6) and no count is due any more.

The table's lock (``hand_guard.table_between_hands``: ``locks.lock_table_of_event``)
is what makes the second wait and read the first's count: with it removed, both
read no count and both are recorded on PostgreSQL (SQLite's ``BEGIN IMMEDIATE``
serialises every command anyway). The pattern is test_cash_felt_races.py's:
``TRIES`` tries, the failures counted and reported together.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import text

from director.engine.messages import MessageError, render
from director.services.seating.felt_count import count_due, count_stacks, stacks_to_count
from director.store.db import Database, open_database
from tests.services.night import MIN, T0, Night, fold_to_big_blind
from tests.services.races import databases, every_try_holds, race, stations, unbalanced

TRIES = int(os.environ.get("DIRECTOR_RACE_TRIES", "6"))


class Try:
    """Hand 1 at the panel, hand 2 on the felt: the stacks are due a count; or
    (``felt_only``) both on the felt at a table the panel has not dealt yet, its
    stacks what was bought."""

    def __init__(self, url: str, felt_only: bool = False) -> None:
        self.director = open_database(url)
        self.night = Night(self.director, 4)
        [self.table] = self.night.table_ids
        if felt_only:
            self.night.seating.next_hand(self.table, T0, 0)
        else:
            fold_to_big_blind(self.night.panel(self.table))
        self.night.seating.next_hand(self.table, T0 + MIN, 1)
        assert count_due(self.director, self.table) == 2
        self.stored = {s.seat: s.stack for s in stacks_to_count(self.director, self.table)}
        low, high = sorted(self.stored)[:2]
        self.counts = (self.stored,
                       {**self.stored, low: self.stored[low] - 500,
                        high: self.stored[high] + 500})

    def send(self, db: Database, counts: dict[int, int]) -> Callable[[], object]:
        return lambda: count_stacks(db, self.table, counts, T0 + 2 * MIN)

    def problems(self, outcome: list[BaseException | None]) -> list[str]:
        found = []
        done = [i for i, o in enumerate(outcome) if o is None]
        if len(done) != 1:
            found.append(f"{len(done)} stations recorded their count: {outcome}")
        for refused in (o for o in outcome if o is not None):
            if not isinstance(refused, MessageError) \
                    or refused.message.id != "svc-felt-count-made-since":
                found.append(f"refused otherwise: {refused!r}")
            elif render(refused.message, "en") != (
                    "the stacks at Table 1 were already counted after hand 2, at another "
                    "station: this count was not recorded; press N to deal from that count"):
                found.append(f"refused in other words: {render(refused.message, 'en')}")
        with self.director.engine.connect() as conn:
            counts = [json.loads(did) for did in conn.execute(text(
                "SELECT did FROM director_action WHERE kind = 'chip count' "
                "AND undone_by IS NULL AND undoes IS NULL")).scalars()]
        if len([c for c in counts if c.get("table_id") == self.table]) != 1:
            found.append(f"{len(counts)} counts recorded, not 1")
        stacks = {s.seat: s.stack for s in stacks_to_count(self.director, self.table)}
        if len(done) == 1 and stacks != self.counts[done[0]]:
            found.append(f"the stacks are not the count recorded: {stacks}")
        found += unbalanced(self.director, self.night.event)
        if count_due(self.director, self.table) is not None:
            found.append("a count is still due")
        return found

    def close(self) -> None:
        self.director.close()


def _sent_at_once(backend: str, tmp_path: Path, request: pytest.FixtureRequest,
                  tries: int, felt_only: bool = False) -> None:
    def one_try(url: str) -> list[str]:
        t = Try(url, felt_only)
        try:
            with stations(url, 2) as (one, two):
                outcome = race(t.send(one, t.counts[0]), t.send(two, t.counts[1]))
            return t.problems(outcome)
        finally:
            t.close()

    every_try_holds(backend, tmp_path, request, tries, one_try)


def test_one_station_alone_records_its_count_and_a_second_count_is_refused_in_words(
        tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """The race's reference: one count taken; the same table counted again after the
    same hands (the other station, later) is refused in words in both languages, and
    nothing changes."""
    with databases("sqlite", tmp_path, request) as fresh:
        t = Try(fresh())
        try:
            t.send(t.director, t.counts[0])()
            with pytest.raises(MessageError) as refused:
                t.send(t.director, t.counts[1])()
            assert render(refused.value.message, "hu").startswith(
                "az 1. asztalnál a stackeket a 2. leosztás után már megszámolták")
            assert t.problems([None, refused.value]) == []
        finally:
            t.close()


@pytest.mark.parametrize("felt_only", [False, True], ids=["after the panel", "felt only"])
@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_two_stations_counting_one_table_at_once_record_one_count(
        backend: str, felt_only: bool, tmp_path: Path, request: pytest.FixtureRequest
        ) -> None:
    """R-8.6: one count recorded, the other station told in words, the chips balanced;
    at a table dealt only on the felt so far too (its first panel hand's count)."""
    _sent_at_once(backend, tmp_path, request, TRIES, felt_only)
