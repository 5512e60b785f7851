"""``director --db PATH check`` and ``restore-backup``: the start-up checks from
the command line, with clear messages and nothing changed on a bad file."""

from __future__ import annotations

import io
import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from director import cli
from director.store.backup import Backups
from director.store.db import open_database


def test_check_opens_a_new_database_where_db_says(tmp_path: Path) -> None:
    out = io.StringIO()
    assert cli.check_database(str(tmp_path / "night.sqlite3"), out) == 0
    assert "night.sqlite3 (checked, up to date)" in out.getvalue()


def test_director_db_environment_variable_chooses_the_file(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DIRECTOR_DB", str(tmp_path / "env.sqlite3"))
    out = io.StringIO()
    assert cli.check_database(None, out) == 0
    assert (tmp_path / "env.sqlite3").exists()


def test_a_file_that_is_not_a_database_gets_a_message_and_stays_unchanged(tmp_path: Path) -> None:
    bad = tmp_path / "photo.sqlite3"
    data = os.urandom(4096)
    bad.write_bytes(data)
    out = io.StringIO()
    assert cli.check_database(str(bad), out) == 2
    assert "is not a Poker Director database" in out.getvalue()
    assert "Traceback" not in out.getvalue()
    assert bad.read_bytes() == data


def test_restore_backup_keeps_the_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    backup = Backups(path).backup_now(datetime(2026, 11, 29, 20, 0, tzinfo=UTC))
    path.write_bytes(b"garbage" * 100)
    out = io.StringIO()
    assert cli.restore_backup(str(path), None, out) == 0
    assert str(backup) in out.getvalue()
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert kept and kept[0].read_bytes() == b"garbage" * 100
    assert cli.check_database(str(path), io.StringIO()) == 0


def test_restore_without_any_backup_says_so(tmp_path: Path) -> None:
    out = io.StringIO()
    assert cli.restore_backup(str(tmp_path / "none.sqlite3"), None, out) == 2
    assert "No good backup was found" in out.getvalue()
