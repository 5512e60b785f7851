"""Backups while an event runs (issue: state that survives anything).

The program calls ``EventService.backup_if_due(now)`` on its clock tick: a
backup at the start of each event day, then every 15 minutes while an event
runs, and the newest 20 kept.
"""

from __future__ import annotations

import threading
from datetime import timedelta
from pathlib import Path

import pytest

from director.services.events.event_service import EventService
from director.store import server_backup
from director.store.db import Database
from tests.services.test_event_service import SETTINGS, T0


@pytest.fixture(autouse=True)
def _club_backups_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A club server's pg_dump archives go to this test's folder."""
    monkeypatch.setattr(server_backup, "default_folder", lambda url: tmp_path / "club")


def test_first_backup_of_the_day_then_every_15_minutes_while_running(db: Database) -> None:
    events = EventService(db)
    event = events.create_event("tournament", "Sunday", SETTINGS, T0)
    first = events.backup_if_due(T0)
    assert first is not None and first.exists(), "the start of an event day gets a backup"
    assert events.backup_if_due(T0 + timedelta(minutes=20)) is None, "no event is running yet"
    events.set_status(event, "running")
    assert events.backup_if_due(T0 + timedelta(minutes=10)) is None
    assert events.backup_if_due(T0 + timedelta(minutes=16)) is not None
    assert events.backup_if_due(T0 + timedelta(minutes=25)) is None
    assert events.backup_if_due(T0 + timedelta(minutes=32)) is not None
    backups = events.backups()
    assert backups is not None and len(backups.list()) == 3
    assert backups.newest_good() is not None  # a whole copy (a pg_dump archive on a server)


def test_only_the_newest_twenty_backups_are_kept(db: Database) -> None:
    events = EventService(db)
    event = events.create_event("tournament", "Sunday", SETTINGS, T0)
    events.set_status(event, "running")
    made = [events.backup_if_due(T0 + timedelta(minutes=16 * k)) for k in range(25)]
    assert all(path is not None for path in made)
    backups = events.backups()
    assert backups is not None
    kept = [path for _, path in backups.list()]
    assert len(kept) == 20
    assert kept[-1] == made[-1] and made[0] not in kept


@pytest.mark.pg
def test_a_club_backup_waits_for_no_lock_and_no_answer_for_ever(
        pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A change holding a table's lock while the 15-minute backup runs: pg_dump waited
    for it as long as it was held (every later backup of the station with it); now the
    backup fails in words within its lock wait (here 1 s) and nothing partial is kept.
    A server that does not answer within the whole copy's time is stopped the same way
    (here 1 s, the lock held). The lock is ended after 15 s whatever happens, so the
    code before the fix ends this test too (its backups then succeed, late)."""
    from sqlalchemy import create_engine, text

    from director.engine.messages import render
    from director.store.db import open_database
    from director.store.errors import StoreError

    db = open_database(pg_url)
    holder, killer = create_engine(db.engine.url), create_engine(db.engine.url)
    backups = server_backup.ServerBackups(pg_url, tmp_path / "club")
    try:
        with holder.connect() as conn:
            conn.execute(text("BEGIN"))
            conn.execute(text("LOCK TABLE entry IN ACCESS EXCLUSIVE MODE"))
            pid = conn.execute(text("SELECT pg_backend_pid()")).scalar()

            def end_the_lock() -> None:
                with killer.connect() as other:
                    other.execute(text("SELECT pg_terminate_backend(:p)"), {"p": pid})
            timer = threading.Timer(15, end_the_lock)
            timer.start()
            monkeypatch.setattr(server_backup, "LOCK_WAIT", "1s")
            with pytest.raises(StoreError) as waited:
                backups.backup_now(T0)
            assert "lock" in render(waited.value.message, "en").lower()
            monkeypatch.setattr(server_backup, "LOCK_WAIT", "60s")
            monkeypatch.setattr(server_backup, "TIMEOUT", 1.0)
            with pytest.raises(StoreError) as stopped:
                backups.backup_now(T0)
            assert render(stopped.value.message, "en").endswith(
                "got no answer from the server within 1 second and was stopped; the next "
                "one is tried on schedule")
            timer.cancel()
            conn.execute(text("ROLLBACK"))
        assert list((tmp_path / "club").iterdir()) == []
        monkeypatch.setattr(server_backup, "TIMEOUT", 600.0)
        assert backups.backup_now(T0).exists()  # the lock gone: backed up
    finally:
        holder.dispose()
        killer.dispose()
        db.close()
