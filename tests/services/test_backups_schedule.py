"""Backups while an event runs (issue: state that survives anything).

The program calls ``EventService.backup_if_due(now)`` on its clock tick: a
backup at the start of each event day, then every 15 minutes while an event
runs, and the newest 20 kept.
"""

from __future__ import annotations

from datetime import timedelta

from director.services.event_service import EventService
from director.store.backup import Backups
from director.store.db import Database
from tests.services.test_event_service import SETTINGS, T0


def test_first_backup_of_the_day_then_every_15_minutes_while_running(db: Database) -> None:
    events = EventService(db)
    event = events.create_event("tournament", "Sunday", SETTINGS, T0)
    assert db.path is not None
    first = events.backup_if_due(T0)
    assert first is not None and first.exists(), "the start of an event day gets a backup"
    assert events.backup_if_due(T0 + timedelta(minutes=20)) is None, "no event is running yet"
    events.set_status(event, "running")
    assert events.backup_if_due(T0 + timedelta(minutes=10)) is None
    assert events.backup_if_due(T0 + timedelta(minutes=16)) is not None
    assert events.backup_if_due(T0 + timedelta(minutes=25)) is None
    assert events.backup_if_due(T0 + timedelta(minutes=32)) is not None
    assert len(Backups(db.path).list()) == 3


def test_only_the_newest_twenty_backups_are_kept(db: Database) -> None:
    events = EventService(db)
    event = events.create_event("tournament", "Sunday", SETTINGS, T0)
    events.set_status(event, "running")
    made = [events.backup_if_due(T0 + timedelta(minutes=16 * k)) for k in range(25)]
    assert all(path is not None for path in made)
    assert db.path is not None
    kept = [path for _, path in Backups(db.path).list()]
    assert len(kept) == 20
    assert kept[-1] == made[-1] and made[0] not in kept
