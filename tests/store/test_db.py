"""Opening the database: where it is, how it is set up, and every way it can fail
with a message that says what happened and what to do, without losing data."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import event
from sqlmodel import Session, select

from director.store import db as dbmod
from director.store.backup import Backups
from director.store.db import (
    Damaged,
    DiskFull,
    NewerSchema,
    NotADatabase,
    ReadOnlyLocation,
    head_revision,
    open_database,
    resolve_location,
)
from director.store.models import Player

NOW = datetime(2024, 5, 1, 18, 0, tzinfo=UTC)


def _add_players(db: dbmod.Database, names: list[str]) -> None:
    with Session(db.engine) as s:
        for name in names:
            s.add(Player(name=name, created_at=NOW.isoformat()))
        s.commit()


def _names(path: Path) -> list[str]:
    with sqlite3.connect(path) as conn:
        return [r[0] for r in conn.execute("SELECT name FROM player ORDER BY id")]


def test_location_explicit_then_env_then_data_folder(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dbmod, "user_data_dir", lambda *a, **k: str(tmp_path / "data"))
    assert resolve_location(None, {}) == f"sqlite:///{tmp_path / 'data' / 'director.sqlite3'}"
    env = {"DIRECTOR_DB": str(tmp_path / "env.db")}
    assert resolve_location(None, env) == f"sqlite:///{tmp_path / 'env.db'}"
    assert resolve_location(tmp_path / "cli.db", env) == f"sqlite:///{tmp_path / 'cli.db'}"
    assert resolve_location("postgresql://host/db", env) == "postgresql://host/db"


def test_new_database_is_migrated_with_wal_and_foreign_keys(tmp_path: Path) -> None:
    db = open_database(tmp_path / "sub" / "night.sqlite3")
    with db.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() \
            == head_revision()
    db.close()


def test_foreign_keys_are_enforced(tmp_path: Path) -> None:
    from director.store.models import Seat

    db = open_database(tmp_path / "fk.sqlite3")
    with Session(db.engine) as s:
        s.add(Seat(table_id=999, number=1, stack=100))
        with pytest.raises(Exception, match="FOREIGN KEY"):
            s.commit()
    db.close()


def test_hand_events_cannot_be_rewritten(tmp_path: Path) -> None:
    db = open_database(tmp_path / "log.sqlite3")
    with db.engine.begin() as conn:
        conn.exec_driver_sql("INSERT INTO event (kind, name, settings, status, created_at) "
                             "VALUES ('cash', 'x', '{}', 'planned', '')")
        conn.exec_driver_sql("INSERT INTO poker_table (event_id, name, max_seats, closed) "
                             "VALUES (1, 't', 9, 0)")
        conn.exec_driver_sql("INSERT INTO hand (table_id, number, setup, status, started_at) "
                             "VALUES (1, 1, '{}', 'running', '')")
        conn.exec_driver_sql("INSERT INTO hand_event (hand_id, seq, payload) VALUES (1, 1, '{}')")
    with pytest.raises(Exception, match="append-only"), db.engine.begin() as conn:
        conn.exec_driver_sql("UPDATE hand_event SET payload = '[]'")
    db.close()


def test_a_file_that_is_not_a_database_is_refused_and_left_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    data = os.urandom(8192)
    path.write_bytes(data)
    with pytest.raises(NotADatabase) as info:
        open_database(path)
    assert "is not a Poker Director database" in str(info.value)
    assert "--db" in str(info.value)
    assert path.read_bytes() == data
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.sqlite3"]


def test_a_database_from_a_newer_version_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite3"
    open_database(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    before = path.read_bytes()
    with pytest.raises(NewerSchema) as info:
        open_database(path)
    assert "newer version of Poker Director" in str(info.value)
    assert "9999_from_the_future" in str(info.value)
    assert path.read_bytes() == before


def test_a_folder_that_cannot_be_created_is_a_read_only_location(tmp_path: Path) -> None:
    """Running as root, permissions do not stop us, so the folder is made
    impossible: its would-be parent is an ordinary file."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(ReadOnlyLocation) as info:
        open_database(blocker / "data" / "director.sqlite3")
    assert "cannot be written" in str(info.value)
    assert "DIRECTOR_DB" in str(info.value)
    assert blocker.read_text() == "not a folder"


def test_a_read_only_folder_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The permission check itself, simulated with ``os.access`` saying no."""
    path = tmp_path / "ro" / "director.sqlite3"
    open_database(path).close()
    real_access = os.access
    monkeypatch.setattr(dbmod.os, "access",
                        lambda p, mode: False if mode & os.W_OK else real_access(p, mode))
    with pytest.raises(ReadOnlyLocation):
        open_database(path)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="needs root to switch to an unprivileged user")
def test_a_really_read_only_folder_as_an_unprivileged_user(tmp_path: Path) -> None:
    """As root we can run a child as ``nobody``, for whom chmod does apply."""
    folder = tmp_path / "locked"
    folder.mkdir()
    os.chmod(tmp_path, 0o755)
    os.chmod(folder, 0o555)
    code = (
        "from director.store.db import open_database, ReadOnlyLocation\n"
        f"try:\n    open_database({str(folder / 'director.sqlite3')!r})\n"
        "except ReadOnlyLocation as e:\n    print('READONLY', e)\n"
    )
    try:
        result = subprocess.run([sys.executable, "-c", code], user="nobody",
                                 capture_output=True, text=True, timeout=60,
                                 cwd=Path(__file__).resolve().parents[2])
    except (PermissionError, OSError, KeyError) as exc:
        pytest.skip(f"cannot run as nobody here: {exc}")
    if "READONLY" not in result.stdout and "ModuleNotFoundError" in result.stderr:
        pytest.skip("the project is not readable by nobody")
    assert "READONLY" in result.stdout, result.stderr
    assert list(folder.iterdir()) == []


def test_a_full_disk_loses_only_the_command_that_did_not_fit(tmp_path: Path) -> None:
    """A full disk is simulated by capping the file's pages (PRAGMA max_page_count)."""
    from director.services.events.event_service import EventService

    path = tmp_path / "full.sqlite3"
    db = open_database(path)
    _add_players(db, ["Ann", "Bob"])
    with db.engine.connect() as conn:
        pages = conn.exec_driver_sql("PRAGMA page_count").scalar()
    db.engine.dispose()

    @event.listens_for(db.engine, "connect")
    def _cap(dbapi_connection: sqlite3.Connection, _record: object) -> None:
        dbapi_connection.execute(f"PRAGMA max_page_count = {pages}")

    service = EventService(db)
    with pytest.raises(DiskFull) as info:
        for i in range(10_000):
            service.add_player(f"Player {i} " + "x" * 150, NOW)
    assert "disk holding" in str(info.value) and "Free some disk space" in str(info.value)
    db.close()
    names = _names(path)
    assert names[:2] == ["Ann", "Bob"]
    reopened = open_database(path)
    with Session(reopened.engine) as s:
        assert len(s.exec(select(Player)).all()) == len(names)
    reopened.close()


def _damage(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = path.stat().st_size
    with path.open("r+b") as f:
        f.seek(4096)
        f.write(b"\xff" * (size - 4096))


def test_a_damaged_database_offers_the_newest_good_backup(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    _add_players(db, [f"P{i}" for i in range(200)])
    db.close()
    backups = Backups(path)
    good = backups.backup_now(NOW)
    newer = backups.backup_now(NOW.replace(minute=30))
    newer.write_bytes(b"truncated")  # the newest backup is itself bad
    _damage(path)
    damaged_bytes = path.read_bytes()
    with pytest.raises(Damaged) as info:
        open_database(path)
    assert info.value.backup == good
    assert str(good) in str(info.value) and "damaged" in str(info.value)
    assert path.read_bytes() == damaged_bytes
    kept = backups.restore(good, NOW.replace(hour=19))
    assert kept.read_bytes() == damaged_bytes
    restored = open_database(path)
    with Session(restored.engine) as s:
        assert len(s.exec(select(Player)).all()) == 200
    restored.close()
