"""A backup that cannot be made says what happened to the backup, not to a command.

The main window shows it as "Backup failed: ..." and tries again at the next minute.
Before, a full disk said "The last command was not saved" (every command was: only
the copy failed), and a backups folder that could not be made ("backups" an
ordinary file, a folder without permission) said Python's "[Errno 17] File exists"."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from director.engine.messages import render
from director.services.events.event_service import EventService
from director.store import backup as backup_module
from director.store.backup import Backups
from director.store.db import DiskFull, StoreError, open_database

NOW = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


def _night(path: Path) -> None:
    db = open_database(path)
    EventService(db).add_player("Kovács Anna", NOW)
    db.close()


def test_a_backup_on_a_full_disk_says_the_commands_are_safe(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk is simulated by capping the backup file's pages."""
    path = tmp_path / "night.sqlite3"
    _night(path)

    def tiny(target: Path) -> sqlite3.Connection:
        conn = backup_module._target(target)
        conn.execute("PRAGMA max_page_count = 2")
        return conn

    monkeypatch.setattr(backup_module, "_open_target", tiny)
    with pytest.raises(DiskFull) as info:
        Backups(path).backup_now(NOW)
    en, hu = render(info.value.message, "en"), render(info.value.message, "hu")
    assert "is full" in en and "every command saved in it is safe" in en, en
    assert "Free some disk space" in en and "tried again every minute" in en
    assert "The last command was not saved" not in en
    assert "Megtelt a lemez" in hu and "minden parancs biztonságban van" in hu, hu
    assert "Az utolsó parancs nem lett mentve" not in hu
    assert list((tmp_path / "backups").iterdir()) == []


def test_a_backups_folder_that_cannot_be_made_is_said_in_words(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    _night(path)
    (tmp_path / "backups").write_text("a file where the backups folder goes")
    with pytest.raises(StoreError) as info:
        Backups(path).backup_now(NOW)
    en, hu = render(info.value.message, "en"), render(info.value.message, "hu")
    assert en.startswith(f"No backup could be written to {tmp_path / 'backups'}"), en
    assert "every command saved in it is safe" in en and "can be written" in en
    assert "[Errno" not in en + hu
    assert "minden parancs biztonságban van" in hu, hu
    assert (tmp_path / "backups").read_text() == "a file where the backups folder goes"
