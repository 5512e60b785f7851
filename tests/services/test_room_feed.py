"""The room's view kept current without Qt (issue 32): ``RoomFeed`` publishes at
its start, after a commit the room sees (once for a burst), not after a dealer's
action inside a hand, at the running level's end instant with no commit at all
(issue 28: the page's clock moves on then), and nothing after ``stop``."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from datetime import datetime, timedelta

import pytest

from director.services.core import commits
from director.services.events.event_service import EventService
from director.services.room.feed import RoomFeed
from director.services.room.view import DirectorView
from director.store.db import Database
from tests.services.room_night import T0, night


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


class Published:
    """Stands where the room server is: keeps each view it is handed."""

    def __init__(self) -> None:
        self.views: list[DirectorView] = []
        self.arrived = threading.Condition()

    def __call__(self, view: DirectorView) -> None:
        with self.arrived:
            self.views.append(view)
            self.arrived.notify_all()

    def wait_for(self, count: int, seconds: float = 3.0) -> bool:
        with self.arrived:
            return self.arrived.wait_for(lambda: len(self.views) >= count, seconds)


@pytest.fixture
def feed(db: Database) -> Iterator[tuple[RoomFeed, Published, Clock, int]]:
    event_id, _ = night(db)
    clock, published = Clock(T0), Published()
    room = RoomFeed(db, lambda: event_id, clock, published, currency=lambda: "EUR")
    yield room, published, clock, event_id
    room.stop()


BURST_DEBOUNCE = 1.5  # wider than the default so that a loaded machine's ten commits
# (PostgreSQL, load average 13: more than the default 0.25 s) still fall in one window


def test_the_feed_publishes_at_start_and_after_each_burst_of_commits(db: Database) -> None:
    event_id, _ = night(db)
    published = Published()
    room = RoomFeed(db, lambda: event_id, Clock(T0), published, currency=lambda: "EUR",
                    debounce=BURST_DEBOUNCE)
    try:
        _publishes_once_a_burst(db, room, published, event_id)
    finally:
        room.stop()


def _publishes_once_a_burst(db: Database, room: RoomFeed, published: Published,
                            event_id: int) -> None:
    room.start()
    assert len(published.views) == 1, "published at once"
    first = published.views[0].room
    assert first.event is not None and first.event.currency == "EUR"
    events = EventService(db)
    for i in range(10):  # a burst: ten commits within the debounce
        events.add_player(f"Walk-in {i}", T0)
    assert published.wait_for(2, seconds=3 * BURST_DEBOUNCE)
    time.sleep(BURST_DEBOUNCE + 0.2)
    assert len(published.views) == 2, "one publish for the burst"
    events.start_clock(event_id, T0)
    assert published.wait_for(3, seconds=3 * BURST_DEBOUNCE)
    clock = published.views[-1].room.clock
    assert clock is not None and clock.running


def test_a_dealers_action_inside_a_hand_publishes_nothing(
        db: Database, feed: tuple[RoomFeed, Published, Clock, int]) -> None:
    room, published, _, _ = feed
    room.start()
    commits.committed(db, frozenset({"hand_event", "hand"}))
    time.sleep(0.6)
    assert len(published.views) == 1


def test_the_feed_publishes_at_the_levels_end_with_no_commit(
        db: Database, feed: tuple[RoomFeed, Published, Clock, int]) -> None:
    """Level 1 (20 minutes) started at 19:00; at 19:19:59.7 the feed starts: it
    publishes again when the level's end comes, though nothing was written."""
    room, published, clock, event_id = feed
    EventService(db).start_clock(event_id, T0)
    clock.now = T0 + timedelta(minutes=20) - timedelta(milliseconds=300)
    room.start()
    assert published.views[0].room.clock is not None
    clock.now = T0 + timedelta(minutes=20, milliseconds=100)  # the program's clock goes on
    assert published.wait_for(2, 2.0), "the level's end is published"
    level_2 = published.views[1].room.clock
    assert level_2 is not None and level_2.stakes is not None and level_2.stakes.level == 2


def test_the_last_level_run_out_is_not_published_over_and_over(
        db: Database, feed: tuple[RoomFeed, Published, Clock, int]) -> None:
    """The last level's time run out, the clock stays at zero (R-8.2): nothing ends
    any more, so nothing is published until something changes."""
    room, published, clock, event_id = feed
    EventService(db).start_clock(event_id, T0, level_index=3)  # the last level, 20 minutes
    clock.now = T0 + timedelta(hours=2)
    room.start()
    last = published.views[0].room.clock
    assert last is not None and last.is_last_level and last.remaining_ms == 0
    time.sleep(0.6)
    assert len(published.views) == 1


def test_nothing_is_published_after_stop(
        db: Database, feed: tuple[RoomFeed, Published, Clock, int]) -> None:
    room, published, _, _ = feed
    room.start()
    room.stop()
    EventService(db).add_player("Late", T0)
    time.sleep(0.6)
    assert len(published.views) == 1
    assert not room.running
