"""The database file itself (issue 15): another program's SQLite file is refused
unchanged, checks leave no ``-wal``/``-shm`` behind, a name is taken literally,
the files are private, a backup dated in the future changes nothing, and a lost
``-wal`` loses at most the last minute's commands."""

from __future__ import annotations

import io
import os
import shutil
import sqlite3
import stat
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from director import cli
from director.services.events.event_service import EventService
from director.store import db as dbmod
from director.store.backup import Backups
from director.store.db import NotOurs, open_database, resolve_location, sqlite_file
from director.store.integrity import APPLICATION_ID, quick_check

NOW = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


def _side_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*") if p.name.endswith(("-wal", "-shm")))


def _foreign(path: Path, with_player: bool) -> bytes:
    with closing(sqlite3.connect(path)) as conn:
        if with_player:
            conn.execute("CREATE TABLE player (id INTEGER PRIMARY KEY, nick TEXT)")
            conn.execute("INSERT INTO player (nick) VALUES ('someone else''s')")
        conn.execute("CREATE TABLE moz_places (url TEXT)")
        conn.commit()
    return path.read_bytes()


@pytest.mark.parametrize("with_player", [False, True])
def test_another_programs_sqlite_file_is_refused_unchanged(tmp_path: Path,
                                                           with_player: bool) -> None:
    path = tmp_path / "places.sqlite"
    before = _foreign(path, with_player)
    with pytest.raises(NotOurs) as info:
        open_database(path)
    assert "moz_places" in str(info.value) and "nothing was changed" in str(info.value)
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 2
    assert "is an SQLite database of another program" in out.getvalue()
    assert "Traceback" not in out.getvalue()
    assert path.read_bytes() == before, "no tables added, not switched to WAL"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["places.sqlite"], \
        "nothing beside it either (no WAL files, no lock file)"


def test_another_application_id_is_refused_and_ours_is_set(tmp_path: Path) -> None:
    other = tmp_path / "other.sqlite3"
    with closing(sqlite3.connect(other)) as conn:
        conn.execute("PRAGMA application_id = 1234")
        conn.commit()
    with pytest.raises(NotOurs, match="application id is 0x4d2"):
        open_database(other)
    ours = tmp_path / "night.sqlite3"
    open_database(ours).close()
    with closing(sqlite3.connect(ours)) as conn:
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        # a database of ours from before the id: the id is added at the next start
        conn.execute("PRAGMA application_id = 0")
        conn.commit()
    open_database(ours).close()
    with closing(sqlite3.connect(ours)) as conn:
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


def test_checking_a_damaged_database_or_a_backup_leaves_no_wal_files(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    EventService(db).add_player("Kovács Anna", NOW)
    made = Backups(path).backup_now(NOW)
    db.close()
    assert _side_files(tmp_path) == []
    assert quick_check(made) == "ok"
    assert Backups(path).newest_good(NOW) == made
    assert _side_files(tmp_path) == []
    size = path.stat().st_size
    with path.open("r+b") as f:
        f.seek(4096)
        f.write(b"\xff" * (size - 4096))
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 2
    assert "is damaged" in out.getvalue() and "It was not changed" in out.getvalue()
    assert _side_files(tmp_path) == []


@pytest.mark.parametrize("name", ["night?.sqlite3", "night%41.sqlite3", "night#1.sqlite3"])
def test_a_database_name_is_taken_literally(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    url = resolve_location(str(path))
    assert sqlite_file(url) == path
    db = open_database(str(path))
    EventService(db).add_player("Kovács Anna", NOW)
    db.close()
    assert path.exists()
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".sqlite3") == [name]


def test_the_data_folder_database_and_backups_are_private(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """700 for the folders, 600 for the files: they hold names and e-mail addresses."""
    monkeypatch.setattr(dbmod, "user_data_dir", lambda *a, **k: str(tmp_path / "data"))
    monkeypatch.delenv("DIRECTOR_DB", raising=False)
    previous = os.umask(0o022)  # the usual mask, under which files come out 644
    try:
        db = open_database(None, environ={})
    finally:
        os.umask(previous)
    assert db.path == tmp_path / "data" / "director.sqlite3"
    EventService(db).add_player("Kovács Anna", NOW)
    made = Backups(db.path).backup_now(NOW)
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in (tmp_path / "data").rglob("*")}
    db.close()
    assert stat.S_IMODE((tmp_path / "data").stat().st_mode) == 0o700
    assert modes.pop("backups") == 0o700
    assert modes[made.name] == 0o600
    assert modes["director.sqlite3"] == 0o600
    assert set(modes.values()) == {0o600}, modes


def test_an_existing_world_readable_database_is_made_private(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    path.chmod(0o644)
    open_database(path).close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_backup_dated_in_the_future_changes_nothing(tmp_path: Path) -> None:
    """The clock was wrong once: that backup is not the newest, does not make a
    backup every minute and does not rotate the real history away."""
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    backups = Backups(path, keep=3)
    real = [backups.backup_now(NOW + timedelta(minutes=15 * k)) for k in range(3)]
    future = backups.backup_now(NOW + timedelta(days=400))
    now = NOW + timedelta(minutes=31)
    assert backups.maybe_backup(now, event_running=True) is None, "the last was 1 minute ago"
    assert backups.maybe_backup(now + timedelta(minutes=1), event_running=True) is None
    assert backups.newest_good(now) == real[-1]
    later = backups.maybe_backup(NOW + timedelta(minutes=45), event_running=True)
    assert later is not None
    kept = [p for _, p in backups.list()]
    assert kept == [*real[1:], later, future], "three real ones kept, the future one aside"


def test_a_lost_wal_loses_at_most_the_last_minutes_commands(tmp_path: Path) -> None:
    """40 commands, then the minute tick (the backup check): a copy of the main
    file alone (the -wal deleted, then a crash) holds all 40."""
    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    events = EventService(db)
    for k in range(40):
        events.add_player(f"Player {k}", NOW)
    events.backup_if_due(NOW)  # the minute tick: a backup (or not) and a checkpoint
    events.add_player("After the tick", NOW)
    alone = tmp_path / "alone"
    alone.mkdir()
    shutil.copyfile(path, alone / "night.sqlite3")
    db.close()
    with closing(sqlite3.connect(alone / "night.sqlite3")) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM player ORDER BY id")]
    assert names[:40] == [f"Player {k}" for k in range(40)]
