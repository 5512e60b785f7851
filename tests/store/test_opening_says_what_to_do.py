"""Opening a database the director cannot use says what is wrong with it and what to
do, and changes nothing.

A database file that is read-only in a folder that can be written (copied from a
CD or a read-only share, ``chmod 444``): the message names the file, not the
folder, so the director gives the right thing write permission. Before, both said
"the folder cannot be written to" and asked for the folder's permission, which it
had. Running as root, permissions do not stop us: ``os.access`` is made to say no
for the file only, as it does for an unprivileged user. Also a folder named as the
database, and a damaged file with no backup."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from director import cli
from director.engine.messages import render
from director.store import file_checks
from director.store.db import ReadOnlyLocation, open_database
from director.store.errors import said_by_sqlite


def _file_read_only(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_access = os.access

    def access(where: object, mode: int) -> bool:
        if Path(str(where)) == path and mode & os.W_OK:
            return False
        return real_access(where, mode)  # type: ignore[arg-type]

    monkeypatch.setattr(file_checks.os, "access", access)


@pytest.mark.parametrize("language", ["en_US.UTF-8", "hu_HU.UTF-8"])
def test_check_on_a_read_only_file_names_the_file_and_changes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        language: str) -> None:
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    before = path.read_bytes()
    _file_read_only(path, monkeypatch)
    monkeypatch.setenv("LC_ALL", language)
    assert cli.main(["--db", str(path), "check"]) == 2
    said = capsys.readouterr().out
    if language.startswith("hu"):
        assert "maga a fájl csak olvasható" in said and "Adj írási jogot a fájlra" in said
        assert "mappába" not in said
    else:
        assert "the file itself is read-only" in said and "Give the file write permission" in said
        assert "folder cannot be written" not in said
    assert path.read_bytes() == before


def test_a_read_only_folder_is_still_said_as_the_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    _file_read_only(path.parent, monkeypatch)
    with pytest.raises(ReadOnlyLocation) as info:
        open_database(path)
    assert "the folder cannot be written to" in render(info.value.message, "en")


def test_a_file_made_read_only_while_the_program_runs_is_named_at_the_next_command(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLite's "attempt to write a readonly database" at a command's commit."""
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    _file_read_only(path, monkeypatch)
    error = said_by_sqlite("attempt to write a readonly database", str(path))
    assert isinstance(error, ReadOnlyLocation)
    assert "the file itself is read-only" in render(error.message, "en")
    assert "Nothing was saved by the last command" in render(error.message, "en")


@pytest.mark.parametrize("language", ["en_US.UTF-8", "hu_HU.UTF-8"])
def test_a_folder_named_as_the_database_is_said_as_a_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        language: str) -> None:
    """``--db`` naming a folder (the data folder, not the file in it): the message says
    it is a folder and to name a file in it; before, it said the folder was no SQLite
    file and to "move this one away", which would move the director's folder."""
    folder = tmp_path / "poker"
    folder.mkdir()
    (folder / "notes.txt").write_text("keep me")
    monkeypatch.setenv("LC_ALL", language)
    assert cli.main(["--db", str(folder), "check"]) == 2
    said = capsys.readouterr().out
    if language.startswith("hu"):
        assert "mappa, nem adatbázisfájl" in said and str(folder / "director.sqlite3") in said
    else:
        assert "is a folder, not a database file" in said, said
        assert str(folder / "director.sqlite3") in said
    assert "move this one away" not in said and "tedd el" not in said
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt"]


@pytest.mark.parametrize("language", ["en_US.UTF-8", "hu_HU.UTF-8"])
def test_a_damaged_database_without_a_backup_says_what_to_do(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        language: str) -> None:
    """A damaged file and no backup: before, the message ended "No good backup was
    found." and left the director with nothing to do; now it says to keep the file
    (what is readable can still be saved from it) and to start on another file."""
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    data = bytearray(path.read_bytes())
    data[4096:] = b"\xff" * (len(data) - 4096)
    path.write_bytes(bytes(data))
    monkeypatch.setenv("LC_ALL", language)
    assert cli.main(["--db", str(path), "check"]) == 2
    said = capsys.readouterr().out
    if language.startswith("hu"):
        assert "Ép mentés nem található" in said and "Őrizd meg a fájlt" in said, said
        assert "--db" in said
    else:
        assert "No good backup was found" in said and "Keep the file" in said, said
        assert "--db" in said
    assert path.read_bytes() == bytes(data)


def test_restore_while_another_program_writes_is_refused_and_changes_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A sqlite3 shell holding a write transaction on the database: ``director
    restore-backup`` says the database is busy and changes nothing. Before, it took
    the file's -wal from under that program and put the backup in place; what the
    program then committed went into the file kept beside, not the one restored."""
    import sqlite3
    from contextlib import closing
    from datetime import UTC, datetime

    from director.services.events.event_service import EventService
    from director.store.backup import Backups

    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    EventService(db).add_player("Kovács Anna", datetime(2026, 11, 29, 19, tzinfo=UTC))
    db.close()
    Backups(path).backup_now(datetime(2026, 11, 29, 20, tzinfo=UTC))
    with closing(sqlite3.connect(path, isolation_level=None)) as shell:
        shell.execute("BEGIN IMMEDIATE")
        shell.execute("UPDATE player SET name = 'Kovács Anna Mária'")
        before = sorted(p.name for p in tmp_path.iterdir())
        assert cli.main(["--db", str(path), "restore-backup"]) == 2
        said = capsys.readouterr().out
        assert "is busy: another program is writing to it" in said, said
        assert sorted(p.name for p in tmp_path.iterdir()) == before
        shell.execute("COMMIT")
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT name FROM player").fetchall() == [("Kovács Anna Mária",)]
    assert cli.main(["--db", str(path), "restore-backup"]) == 0  # the other program done
