"""Backups while an event runs (issue: state that survives anything).

The program calls ``EventService.backup_if_due(now)`` on its clock tick: a
backup at the start of each event day, then every 15 minutes while an event
runs, and the newest 20 kept.
"""

from __future__ import annotations

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
