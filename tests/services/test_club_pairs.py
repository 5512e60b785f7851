"""Pairs of stations acting at the same instant that tests/services/test_club_races.py
(a command against the next hand's start) and the property of
test_club_concurrency_property.py do not meet head on (issue 31): two clock
commands at once, two redos at once.

Each try is a fresh night; two threads, each with a connection (a station) of its
own, wait at a barrier (``races.race``) and act. Afterwards the test checks what a
director would: the clock reads, the chips balance (R-8.3, R-8.6), nobody sits
twice, the hand logs replay to their stored states, and the command that lost got
a message (``race`` raises anything else). ``TRIES`` per pair.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlmodel import Session

from director.services.core import action_log
from director.services.core.action_log import history
from director.services.events.event_service import EventService
from director.store.db import Database, open_database
from director.store.models import DirectorAction
from tests.services.night import MIN, T0, Night
from tests.services.races import databases, race

TRIES = int(os.environ.get("DIRECTOR_RACE_TRIES", "6")) // 2 or 1
BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)]


def each_try(backend: str, tmp_path: Path, request: pytest.FixtureRequest,
             one_try: Callable[[str, int], None]) -> None:
    """``one_try(url, n)`` on a fresh database, ``TRIES`` times."""
    with databases(backend, tmp_path, request) as fresh:
        for n in range(TRIES):
            one_try(fresh(), n)


@contextmanager
def stations(url: str, count: int) -> Iterator[list[Database]]:
    """``count`` stations on the database, each connected before the race."""
    opened = [open_database(url) for _ in range(count)]
    try:
        for db in opened:
            with db.engine.connect() as conn:
                conn.execute(text("SELECT 1"))
        yield opened
    finally:
        for db in opened:
            db.close()


# ------------------------------------------------------------------ the clock

CLOCK_PAIRS: dict[str, tuple[Callable[[EventService, int], object],
                             Callable[[EventService, int], object]]] = {
    "pause and a minute more": (
        lambda ev, event: ev.pause_clock(event, T0 + MIN),
        lambda ev, event: ev.add_time(event, T0 + MIN, 60)),
    "next level and pause": (
        lambda ev, event: ev.next_level(event, T0 + MIN),
        lambda ev, event: ev.pause_clock(event, T0 + MIN)),
}


@pytest.mark.parametrize("pair", list(CLOCK_PAIRS))
@pytest.mark.parametrize("backend", BACKENDS)
def test_R_8_2_two_stations_at_the_clock_at_once_both_count_and_the_clock_still_reads(
        pair: str, backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """The director pauses at the console while the remote adds a minute (or moves
    to the next level) at the same instant: the clock shows both, whatever their
    order, paused with 20:00 on the level (level 1 paused at 19:00 left, plus a
    minute; level 2 from its start), and the history lists both. Before the fix
    the server wrote half of each (a paused clock with an end: every station's
    clock failed to read) or lost the minute."""
    first, second = CLOCK_PAIRS[pair]
    level = 1 if pair == "next level and pause" else 0

    def one_try(url: str, n: int) -> None:
        night = Night(open_database(url), 4, seed=n + 1)
        night.events.start_clock(night.event, T0)
        with stations(url, 2) as (a, b):
            race(lambda: first(EventService(a), night.event),
                 lambda: second(EventService(b), night.event))
        clock = night.events.clock(night.event, T0 + 5 * MIN)
        assert clock is not None
        assert (clock.index, clock.running, clock.remaining) == (
            level, False, timedelta(minutes=20)), f"try {n}: {clock}"
        kinds = [a.kind for a in history(night.db, night.event)]
        assert sorted(kinds[-2:]) == sorted(
            ["pause clock", "add time" if level == 0 else "next level"])
        night.db.close()

    each_try(backend, tmp_path, request, one_try)


# ------------------------------------------------------------------ redo (Edit > Redo)

def test_two_stations_redo_at_once_one_puts_the_action_back_the_other_is_told(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """The director's console and a second director's station both press Redo after
    the pause was undone: the pause is put back once, the other station is told
    there is nothing to redo, and the history holds one redo. The first redo
    lingers after reading what to redo (up to a second, until the second is done):
    before the fix the second read the same undo meanwhile, and both were told
    done."""
    night = Night(db, 4)
    night.events.start_clock(night.event, T0)
    night.events.pause_clock(night.event, T0 + MIN)
    night.events.undo_last(night.event, T0 + MIN)
    read_first, second_done = threading.Event(), threading.Event()
    redoable = action_log._redoable

    def lingering(s: Session, event_id: int) -> DirectorAction | None:
        found = redoable(s, event_id)
        if not read_first.is_set():
            read_first.set()
            second_done.wait(1.0)
        return found

    def second() -> None:
        read_first.wait(5)
        try:
            EventService(b).redo_last(night.event, T0 + MIN)
        finally:
            second_done.set()

    monkeypatch.setattr(action_log, "_redoable", lingering)
    with stations(db.url, 2) as (a, b):
        outcome = race(lambda: EventService(a).redo_last(night.event, T0 + MIN), second)
    assert [None if o is None else str(o) for o in outcome] == [
        None, "there is nothing to redo: only an action just undone can be done again"]
    kinds = [(h.kind, h.undone) for h in history(db, night.event)]
    assert kinds[-3:] == [("pause clock", False), ("undo", True), ("redo", False)]
    clock = night.events.clock(night.event, T0 + 2 * MIN)
    assert clock is not None and not clock.running
