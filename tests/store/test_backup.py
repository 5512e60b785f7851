"""Backups: the SQLite online backup API, on a timetable, rotated, checked."""

from __future__ import annotations

import io
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlmodel import Session

from director import cli
from director.store.backup import Backups
from director.store.db import open_database
from director.store.errors import StoreError
from director.store.integrity import quick_check
from director.store.models import Player

START = datetime(2024, 5, 1, 18, 0, tzinfo=UTC)


def _db_with_player(path: Path) -> None:
    db = open_database(path)
    with Session(db.engine) as s:
        s.add(Player(name="Ann", created_at=START.isoformat()))
        s.commit()
    db.close()


def test_a_backup_holds_committed_data_even_from_the_wal(tmp_path: Path) -> None:
    path = tmp_path / "d.sqlite3"
    db = open_database(path)
    with Session(db.engine) as s:
        s.add(Player(name="Bea", created_at=""))
        s.commit()
    backup = Backups(path).backup_now(START)  # the live engine still holds the WAL
    db.close()
    assert backup.parent == tmp_path / "backups"
    assert backup.name == "director-20240501T180000000000Z.sqlite3"
    assert quick_check(backup) == "ok"
    with sqlite3.connect(backup) as conn:
        assert conn.execute("SELECT name FROM player").fetchall() == [("Bea",)]


def test_backups_at_the_start_of_a_day_and_every_15_minutes_while_running(
        tmp_path: Path) -> None:
    path = tmp_path / "d.sqlite3"
    _db_with_player(path)
    b = Backups(path)
    assert b.maybe_backup(START, event_running=False) is not None  # first of the day
    assert b.maybe_backup(START + timedelta(minutes=20), event_running=False) is None
    assert b.maybe_backup(START + timedelta(minutes=14), event_running=True) is None
    assert b.maybe_backup(START + timedelta(minutes=15), event_running=True) is not None
    assert b.maybe_backup(START + timedelta(minutes=29), event_running=True) is None
    next_day = START.astimezone() + timedelta(days=1)
    assert b.maybe_backup(next_day, event_running=False) is not None
    assert len(b.list()) == 3


def test_only_the_last_20_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "d.sqlite3"
    _db_with_player(path)
    b = Backups(path)
    made = [b.backup_now(START + timedelta(minutes=15 * i)) for i in range(25)]
    assert [p for _, p in b.list()] == made[5:]


def test_newest_good_skips_bad_backups(tmp_path: Path) -> None:
    path = tmp_path / "d.sqlite3"
    _db_with_player(path)
    b = Backups(path)
    good = b.backup_now(START)
    bad = b.backup_now(START + timedelta(minutes=15))
    bad.write_bytes(b"\0" * 100)
    assert b.newest_good() == good
    assert Backups(tmp_path / "nothing" / "x.sqlite3").newest_good() is None


def test_a_damaged_database_never_pushes_the_good_backups_out(tmp_path: Path) -> None:
    """A page of the database goes bad in the middle of a long night, in a part the
    program does not read again (an old hand): every 15 minutes the backup copied the
    damage, and after 20 of them (five hours) the rotation had removed every good
    backup, so the damaged file could no longer be restored from one. Now a copy
    that fails its check is no backup: it is refused with a message that says the
    database is damaged, and the good backups stay."""
    path = tmp_path / "d.sqlite3"
    _db_with_player(path)
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE old_hands (log BLOB)")
        conn.executemany("INSERT INTO old_hands VALUES (randomblob(3000))",
                         [()] * 300)
    b = Backups(path)
    good = [b.backup_now(START + timedelta(minutes=15 * i)) for i in range(3)]
    size = path.stat().st_size
    with path.open("r+b") as file:  # a page near the end: old_hands', no table read at start
        file.seek(size - 4096 * 10)
        file.write(b"\xff" * 4096)
    for i in range(3, 25):
        with pytest.raises(StoreError) as refused:
            b.backup_now(START + timedelta(minutes=15 * i))
        assert str(refused.value).startswith(f"The database {path} is damaged (")
    assert [p for _, p in b.list()] == good
    assert b.newest_good(START + timedelta(days=1)) == good[-1]
    assert not list(b.folder.glob("*.partial*"))


def test_a_backups_folder_linked_to_another_disk_keeps_the_schedule_and_the_rotation(
        tmp_path: Path) -> None:
    """The director points ``backups`` at a USB stick (a symbolic link to a folder
    there): backups are still made every 15 minutes, the newest 20 kept, and the newest
    good one found for a restore. Before, the linked folder was written into but never
    listed: a backup every minute, none ever removed until the stick was full, and
    "No good backup was found" when one was needed."""
    path = tmp_path / "d.sqlite3"
    _db_with_player(path)
    stick = tmp_path / "usb" / "director-backups"
    stick.mkdir(parents=True)
    (tmp_path / "backups").symlink_to(stick)
    b = Backups(path)
    made = [b.maybe_backup(START + timedelta(minutes=i), event_running=True)
            for i in range(30)]
    assert len([m for m in made if m is not None]) == 2  # at 18:00 and 18:15
    assert len(list(stick.iterdir())) == 2
    for i in range(2, 25):
        b.backup_now(START + timedelta(minutes=15 * i))
    assert len(list(stick.iterdir())) == 20
    newest = stick / "director-20240502T000000000000Z.sqlite3"  # 18:00 + 24 quarters
    assert b.newest_good(START + timedelta(days=1)) == tmp_path / "backups" / newest.name
    out = io.StringIO()
    assert cli.restore_backup(str(path), None, out) == 0, out.getvalue()
    assert newest.name in out.getvalue()
