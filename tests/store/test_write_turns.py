"""The threads of one process take turns to write one SQLite file
(``director.store.write_turns``): a station's command waits for another thread's
however long a pause inside it lasts, instead of being refused after SQLite's own
wait as if another program were writing; another program is still waited for at
most ``BUSY_TIMEOUT``; and no way a write transaction ends leaves the turn held.

Found in a clean CI run (e4eb71a8): two stations pressed N at the same instant on one
file and the second was told "another program is writing" instead of "the clock
has moved": a full sweep of the garbage collector inside the first station's
command had outlasted SQLite's 2-second wait."""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, text

import director.store.db as store_db
from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.store.db import READS_ONLY, Database, Locked, open_database
from director.store.write_turns import TURN_WAIT, held_turns, turn_for
from tests.services.night import MIN, T0, Night

NOW = datetime(2026, 12, 7, 19, 0, tzinfo=UTC)
SQLITE_WAIT = 0.2  # SQLite's own wait for a lock in these tests (the program's: 2 s)
PAUSE = 3 * SQLITE_WAIT  # a pause inside a command, longer than SQLite's wait


@pytest.fixture
def short_sqlite_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLite waits ``SQLITE_WAIT`` for another's lock, so a pause past it is short."""
    monkeypatch.setattr(store_db, "BUSY_TIMEOUT", SQLITE_WAIT)


def _names(path: Path) -> list[str]:
    with closing(sqlite3.connect(path)) as conn:
        return [r[0] for r in conn.execute("SELECT name FROM player ORDER BY id")]


@contextmanager
def paused_inside(db: Database, statement: str) -> Iterator[threading.Event]:
    """``db``'s next ``statement`` (its first words) pauses ``PAUSE`` seconds after it
    runs, inside its command's transaction, as a full collection on a busy machine
    does; the event is set when the pause begins."""
    inside = threading.Event()

    def pause(_conn: Any, _cursor: Any, sql: str, *_args: Any) -> None:
        if sql.lstrip().upper().startswith(statement) and not inside.is_set():
            inside.set()
            time.sleep(PAUSE)

    event.listen(db.engine, "after_cursor_execute", pause)
    try:
        yield inside
    finally:
        event.remove(db.engine, "after_cursor_execute", pause)


def _in_thread(command: Any) -> tuple[threading.Thread, list[BaseException]]:
    errors: list[BaseException] = []

    def run() -> None:
        try:
            command()
        except BaseException as exc:  # told to the test below
            errors.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    return thread, errors


@pytest.mark.usefixtures("short_sqlite_wait")
def test_a_station_waits_for_another_threads_command_past_sqlites_own_wait(
        tmp_path: Path) -> None:
    """One station adds a player and its command pauses inside its transaction for
    three times SQLite's wait; another station, on a thread of its own, adds another
    meanwhile: it waits for the first's command and is stored after it, not refused
    as "another program is writing". Before, it was refused after SQLite's wait."""
    path = tmp_path / "night.sqlite3"
    first, second = open_database(path), open_database(path)
    EventService(first).add_player("Kovács Anna", NOW)
    with paused_inside(first, "INSERT") as inside:
        thread, errors = _in_thread(lambda: EventService(first).add_player("Tóth Béla", NOW))
        assert inside.wait(5)
        started = time.monotonic()
        EventService(second).add_player("Nagy Csaba", NOW)
        waited = time.monotonic() - started
        thread.join()
    assert errors == []
    assert waited > SQLITE_WAIT, "it waited for the first, past SQLite's own wait"
    assert _names(path) == ["Kovács Anna", "Tóth Béla", "Nagy Csaba"]
    first.close()
    second.close()


@pytest.mark.usefixtures("short_sqlite_wait")
def test_R_8_2_a_press_waiting_for_a_paused_press_is_told_the_clock_moved(
        tmp_path: Path) -> None:
    """R-8.2: one station's N pauses inside its command for three times SQLite's
    wait; another station's N from a screen showing level 1, pressed meanwhile,
    waits and is told in words that the clock is at level 2 now: the clock moved one
    level. Before, the second was told another program was writing."""
    url = str(tmp_path / "night.sqlite3")
    night = Night(open_database(url), 4, seed=1)
    night.events.start_clock(night.event, T0)
    first, second = open_database(url), open_database(url)
    with paused_inside(first, "UPDATE") as inside:
        thread, errors = _in_thread(
            lambda: EventService(first).next_level(night.event, T0 + MIN, 0))
        assert inside.wait(5)
        with pytest.raises(ServiceError) as refused:
            EventService(second).next_level(night.event, T0 + MIN, 0)
        thread.join()
    assert errors == []
    assert render(refused.value.message, "en").endswith(
        "it is at level 2 now; press again to move on from there")
    clock = night.events.clock(night.event, T0 + MIN)
    assert clock is not None and clock.index == 1
    for db in (first, second, night.db):
        db.close()


@pytest.mark.usefixtures("short_sqlite_wait")
def test_another_program_is_still_waited_for_only_sqlites_wait(tmp_path: Path) -> None:
    """Another program (a sqlite3 shell) holding the write lock is not the program's
    own station: a command waits SQLite's wait for it, then is refused in words and
    changes nothing; the turn it took is given back, so another station's next
    command does not wait for it."""
    path = tmp_path / "night.sqlite3"
    first, second = open_database(path), open_database(path)
    shell = sqlite3.connect(path, isolation_level=None)
    shell.execute("BEGIN IMMEDIATE")
    started = time.monotonic()
    with pytest.raises(Locked):
        EventService(first).add_player("Kovács Anna", NOW)
    assert SQLITE_WAIT <= time.monotonic() - started < TURN_WAIT
    assert held_turns() == []
    shell.execute("ROLLBACK")
    shell.close()
    EventService(second).add_player("Tóth Béla", NOW)
    assert _names(path) == ["Tóth Béla"]
    first.close()
    second.close()


@pytest.mark.usefixtures("short_sqlite_wait")
def test_a_thread_writing_twice_at_once_does_not_wait_for_itself(tmp_path: Path) -> None:
    """A thread that begins a second write while its first is still open asks SQLite,
    as without turns: refused after SQLite's wait (its own first write holds the
    lock), never a wait of ``TURN_WAIT`` for itself."""
    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    started = time.monotonic()
    with db.engine.begin() as first:
        first.execute(text("CREATE TABLE scratch (x)"))
        with pytest.raises(Locked):
            EventService(db).add_player("Kovács Anna", NOW)
    assert time.monotonic() - started < TURN_WAIT
    assert held_turns() == []
    db.close()


def test_every_end_of_a_write_gives_the_turn_back(tmp_path: Path) -> None:
    """A command stored, a command refused in words (its transaction rolled back), an
    error inside a transaction, a transaction left open when its connection is
    closed, a dealer's action committed behind the panel's redraw: after each the
    file's turn is free, and a look takes none."""
    url = str(tmp_path / "night.sqlite3")
    night = Night(open_database(url), 4, seed=1)
    turn = turn_for(url)
    night.events.start_clock(night.event, T0)
    assert not turn.held
    with pytest.raises(ServiceError):
        night.events.next_level(night.event, T0 + MIN, 5)  # a screen showing level 6
    assert not turn.held
    with pytest.raises(RuntimeError), night.db.engine.begin() as conn:
        conn.execute(text("CREATE TABLE scratch (x)"))
        assert turn.held
        raise RuntimeError("a bug inside a command")
    assert not turn.held
    conn = night.db.engine.connect()
    conn.begin()
    conn.execute(text("CREATE TABLE scratch (x)"))
    assert turn.held
    conn.close()
    assert not turn.held
    [table] = night.table_ids
    panel = night.panel(table)
    panel.store_behind = True
    panel.advance()  # the first blind, committed on the commit thread
    panel.settled()
    assert not turn.held
    with night.db.engine.connect().execution_options(**{READS_ONLY: True}) as look, \
            look.begin():
        look.execute(text("SELECT 1"))
        assert not turn.held
    night.db.close()
