"""The club's clock is the server's (issue 17, R-8.2): levels end at an instant in
the server's time, so a station whose own clock is off still shows the same
second as the others. The stations' clocks are injected, skewed by minutes."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import text

from director.services.events.event_service import EventService
from director.store.db import Database, make_engine, open_database
from director.store.server_time import ServerTime, station_clock
from director.ui.common.context import AppContext
from tests.pg import free_port

pytestmark = pytest.mark.pg

SECOND = timedelta(seconds=1)
LEVELS = {"levels": [
    {"small_blind": 25, "big_blind": 50, "minutes": 20},
    {"small_blind": 50, "big_blind": 100, "minutes": 20},
]}
SETTINGS = {"starting_stack": 10000, "buy_in": 30, "blinds": LEVELS}


def skewed(by: timedelta) -> Callable[[], datetime]:
    """A station's clock that is ``by`` off the real time."""
    return lambda: datetime.now(UTC) + by


def server_now(db: Database) -> datetime:
    with db.engine.connect() as conn:
        value: datetime = conn.execute(text("SELECT now()")).scalar_one()
    return value


@pytest.fixture
def stations(pg_url: str) -> Iterator[tuple[Database, Database, Database]]:
    """The director's, a dealer's and a display's connection to one server."""
    opened = (open_database(pg_url), open_database(pg_url), open_database(pg_url))
    yield opened
    for db in opened:
        db.close()


def test_a_station_seven_minutes_fast_reads_the_servers_time(
        stations: tuple[Database, ...]) -> None:
    db = stations[0]
    clock = ServerTime(db.engine, skewed(timedelta(minutes=7)))
    read = clock()
    assert abs(read - server_now(db)) < SECOND
    assert abs(clock.offset + timedelta(minutes=7)) < SECOND


def test_every_station_shows_the_same_second_whatever_its_own_clock(
        stations: tuple[Database, Database, Database]) -> None:
    """The director (right clock) starts level 1; the display is 3 min 20 s slow
    and the dealer 10 minutes fast: both show the director's remaining time,
    where their own clocks would show 23:20 and 10:00 left."""
    director, dealer, display = stations
    director_now = ServerTime(director.engine)
    dealer_now = ServerTime(dealer.engine, skewed(timedelta(minutes=10)))
    display_now = ServerTime(display.engine, skewed(-timedelta(minutes=3, seconds=20)))
    event_id = EventService(director).create_event("tournament", "Club night", SETTINGS,
                                                   director_now())
    started = EventService(director).start_clock(event_id, director_now())
    assert started.remaining == timedelta(minutes=20)
    with director.engine.connect() as conn:
        stored = conn.execute(text("SELECT ends_at FROM clockstate")).scalar_one()
    assert abs(datetime.fromisoformat(stored) - (server_now(director) + timedelta(minutes=20))) \
        < SECOND  # the level ends at an instant of the server's time

    shown = {name: EventService(db).clock(event_id, now())
             for name, db, now in (("director", director, director_now),
                                   ("dealer", dealer, dealer_now),
                                   ("display", display, display_now))}
    seconds = {name: round(view.remaining.total_seconds()) for name, view in shown.items()
               if view is not None}
    assert max(seconds.values()) - min(seconds.values()) <= 1, seconds
    assert 19 * 60 + 55 <= seconds["display"] <= 20 * 60
    # Their own clocks would have shown something else entirely:
    own = EventService(display).clock(event_id, display_now.local())
    assert own is not None and own.remaining > timedelta(minutes=23)

    # The fast dealer pauses: the time kept is the server's, not 10 minutes less.
    paused = EventService(dealer).pause_clock(event_id, dealer_now())
    assert timedelta(minutes=19, seconds=50) < paused.remaining <= timedelta(minutes=20)


def test_the_difference_is_measured_again_and_survives_a_lost_server(
        stations: tuple[Database, ...]) -> None:
    """A station whose clock is corrected during the night follows at the next
    measure; a server that does not answer keeps the last difference, and
    reading the time never fails."""
    skew = [timedelta(minutes=5)]
    ticks = [0.0]
    clock = ServerTime(stations[0].engine, lambda: datetime.now(UTC) + skew[0],
                       monotonic=lambda: ticks[0], remeasure_seconds=60)
    assert abs(clock() - server_now(stations[0])) < SECOND
    skew[0] = timedelta()  # the station's clock set right
    ticks[0] = 30.0
    assert clock() - server_now(stations[0]) < -timedelta(minutes=4)  # not measured yet
    ticks[0] = 61.0
    assert abs(clock() - server_now(stations[0])) < SECOND

    gone = make_engine(f"postgresql+psycopg://nobody@127.0.0.1:{free_port()}/club"
                       "?connect_timeout=2")
    lost = ServerTime(gone, lambda: datetime.now(UTC) + timedelta(minutes=2))
    lost.offset = timedelta(minutes=-2)  # what it measured before the server went
    assert abs(lost() - datetime.now(UTC)) < SECOND
    assert not lost.measured
    gone.dispose()


def test_the_programs_context_reads_the_servers_time_on_a_server_only(
        stations: tuple[Database, ...], tmp_path: Path) -> None:
    fast = skewed(timedelta(minutes=12))
    on_server = AppContext(stations[0], local=fast)
    assert abs(on_server.now() - server_now(stations[0])) < SECOND
    home = open_database(tmp_path / "home.sqlite3")
    assert station_clock(home.engine, fast) is fast
    assert AppContext(home, local=fast).now() - datetime.now(UTC) > timedelta(minutes=11)
    home.close()
