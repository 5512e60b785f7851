"""The club's server killed and restarted mid-night (issue 17, the storage issue's
kill test on PostgreSQL): two dealer stations, each a process of its own, play
hands at their tables; the server dies at once (``pg_ctl stop -m immediate``,
as a pulled plug) and comes back. Each station is told (its next action is
refused with the server's message, its listener says the server is gone), queues
nothing, reconnects by itself, reads its hand again from what is stored and
carries on; every action a station reported done is stored, once.

A station killed at random moments is ``test_crash_safety.py``'s test, which
runs on the server too.
"""

from __future__ import annotations

import multiprocessing
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import text

from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.services.tables.table_service import TableService
from director.store.db import open_database
from tests.pg import Server, wait_until
from tests.services import club_night

pytestmark = pytest.mark.pg
NOW = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)


def _answer(answers: Any, timeout: float = 120) -> tuple[str, Any]:
    name, value = answers.get(timeout=timeout)
    if isinstance(value, dict) and "error" in value:
        raise AssertionError(f"the {name} station failed:\n{value['error']}")
    return name, value


def _stored(url: str) -> list[tuple[int, int, str]]:
    db = open_database(url)
    try:
        with db.engine.connect() as conn:
            return [tuple(row) for row in conn.execute(text(  # type: ignore[misc]
                "SELECT hand_id, seq, payload FROM hand_event ORDER BY hand_id, seq")).all()]
    finally:
        db.close()


def _played(url: str) -> dict[int, int]:
    """The actions stored at each table (table -> count): of the tables played at."""
    db = open_database(url)
    try:
        with db.engine.connect() as conn:
            return {int(table): int(count) for table, count in conn.execute(text(
                "SELECT h.table_id, count(*) FROM hand_event e JOIN hand h"
                " ON h.id = e.hand_id GROUP BY h.table_id")).all()}
    finally:
        db.close()


def test_the_server_dies_mid_night_and_the_stations_carry_on() -> None:
    server = Server()  # a server of its own: the session's stays up for the other tests
    try:
        url = server.fresh_database()
        db = open_database(url)
        event_id = EventService(db).create_event("cash", "Friday", CashSettings(
            small_blind=5, big_blind=10), NOW)
        table_ids = [TableService(db).open_table(event_id, f"Table {n}",
                                                 {s: 20000 for s in range(1, 7)})
                     for n in (1, 2)]
        db.close()
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["tests.services.club_night"])
        answers = context.Queue()
        commands = [context.Queue() for _ in table_ids]
        stations = [context.Process(target=club_night.station_main,
                                    args=("restart dealer", url, commands[n], answers),
                                    daemon=True)
                    for n in range(len(table_ids))]
        for station in stations:
            station.start()
        try:
            for queue, table_id in zip(commands, table_ids, strict=True):
                queue.put(("table", event_id, table_id))
            assert [_answer(answers)[1] for _ in stations] == ["ready", "ready"]
            wait_until(lambda: len(_played(url)) == len(table_ids), 60)  # hands being played
            played_before = len(_stored(url))
            server.kill()
            # The stations find the server gone: each one's next action is refused.
            assert [_answer(answers)[1] for _ in stations] == ["refused", "refused"]
            server.start()
            at_restart = _played(url)
            # They come back and carry on: actions stored at each table since.
            wait_until(lambda: all(count > at_restart.get(table, 0)
                                   for table, count in _played(url).items()), 60)
            for queue in commands:
                queue.put(("report",))
            reports = dict(_answer(answers) for _ in stations)
        finally:
            for station in stations:
                station.join(timeout=20)
                if station.is_alive():
                    station.kill()
                    station.join()
        stored = _stored(url)
    finally:
        server.close()

    assert played_before > 0
    for name, report in reports.items():
        assert report["lost"], f"{name}'s listener did not say the server was gone"
        assert any("does not answer" in said and "not saved" in said
                   for said in report["refused"]), (name, report["refused"])
        assert report["after_back"] > 0, f"{name} did not carry on after the restart"
    done = [tuple(action) for report in reports.values() for action in report["done"]]
    assert len(done) == len(set(done))
    # Every action reported done is stored; at most one more per station: one the
    # server committed as it died, before the station heard it was.
    assert set(done) <= set(stored)
    assert len(set(stored) - set(done)) <= len(reports)
    by_hand: dict[int, list[int]] = {}
    for hand, seq, _ in stored:
        by_hand.setdefault(hand, []).append(seq)
    assert all(seqs == list(range(1, len(seqs) + 1)) for seqs in by_hand.values())
