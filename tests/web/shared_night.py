"""A night shared with the room for the browser tests: its database, the room view's
feed and server on 127.0.0.1, the program's clock a fake one the test moves (no
sleeping), and, where a test signs in, the director's remote running the console's
own commands on a thread of their own (``ThreadedCommands``, as without Qt)."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from director.services.clock.clock_board import build_board
from director.services.core.documents import TournamentSettings
from director.services.events import console_queries as q
from director.services.room.feed import RoomFeed
from director.services.room.remote import RemoteCommands, ThreadedCommands
from director.store.db import Database, open_database
from director.web.server import RoomServer
from tests.services.room_night import PLAYERS, T0, night
from tests.web.client import Recorder, request


class FakeClock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@dataclass
class Shared:
    db: Database
    event_id: int
    entries: dict[str, int]
    clock: FakeClock
    server: RoomServer
    port: int

    def url(self, page: str, language: str = "en") -> str:
        return f"http://127.0.0.1:{self.port}/{page}?lang={language}"

    def published(self, check: Callable[[dict[str, object]], bool]) -> None:
        """Wait until the served data pass ``check``: published at all, 10 s at most (a
        loaded CI machine's four workers and Chromium once took the 3 s this waited
        before; how soon a change is published is ``benchmarks display``'s to measure,
        not a test's)."""
        deadline = time.monotonic() + 10
        while not check(json.loads(request(self.port, "GET", "/api/room")[2])):
            assert time.monotonic() < deadline, "the change was not published"
            time.sleep(0.05)

    def engine_seconds(self) -> int:
        """The time left the engine's clock model gives now (what the director sees)."""
        _, _, settings = q.event_settings(self.db, self.event_id)
        assert isinstance(settings, TournamentSettings)
        return build_board(settings.structure(), q.clock_state(self.db, self.event_id),
                           self.clock.now).remaining_seconds


Event = Callable[[Database, Sequence[str]], tuple[int, dict[str, int]]]


@contextlib.contextmanager
def sharing(tmp_path: Path, players: Sequence[str] = PLAYERS, *, event: Event = night,
            remote: bool = False) -> Iterator[Shared]:
    """The night ``event`` makes of ``players`` (a tournament at one table, by default)
    shared with the room on 127.0.0.1, its feed running; with ``remote`` the director's
    remote is allowed and runs the console's own commands, else a recorder keeps them."""
    db = open_database(tmp_path / "night.sqlite3")
    event_id, entries = event(db, players)
    clock = FakeClock(T0)
    feeds: list[RoomFeed] = []  # the room's view published as each command is answered
    commands = ThreadedCommands(RemoteCommands(db, lambda: event_id, clock),
                                lambda: [feed.publish_now() for feed in feeds]) if remote \
        else None
    server = RoomServer(commands or Recorder(), now=clock)
    port = server.start("127.0.0.1", 0, remote=remote).port
    feed = RoomFeed(db, lambda: event_id, clock, server.publish)
    feeds.append(feed)
    feed.start()
    try:
        yield Shared(db, event_id, entries, clock, server, port)
    finally:
        feed.stop()
        server.stop()
        if commands is not None:
            commands.close()
        db.close()
