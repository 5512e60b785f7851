"""``director restore-backup`` (issue 15): atomic, refused while the program runs,
refused for the database itself, a symlink, another program's file or a newer
version's, and whole when the backup's newest data is in its ``-wal``. A start
that finds no database where one was says so."""

from __future__ import annotations

import errno
import io
import os
import shutil
import sqlite3
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from director import cli
from director.services.events.event_service import EventService
from director.store import backup as backup_module
from director.store.backup import Backups
from director.store.db import Missing, open_database

NOW = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


def _names(path: Path) -> list[str]:
    with closing(sqlite3.connect(f"{path.absolute().as_uri()}?immutable=1", uri=True)) as c:
        return [r[0] for r in c.execute("SELECT name FROM player ORDER BY id")]


def _night(path: Path, names: list[str]) -> Path:
    """A database with ``names`` and a backup of it; more players added afterwards."""
    db = open_database(path)
    events = EventService(db)
    for name in names:
        events.add_player(name, NOW)
    made = Backups(path).backup_now(NOW)
    events.add_player("After the backup", NOW)
    db.close()
    return made


def _kept(folder: Path) -> list[Path]:
    """The files a restore kept beside the database, under either name."""
    return [p for p in folder.iterdir() if p.suffix != ".seen" and
            (".damaged-" in p.name or ".before-restore-" in p.name)]


def test_restore_puts_the_backup_in_place_and_keeps_the_old_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The healthy file a restore replaces (the director went back to an earlier
    backup by choice) is kept as ``night.sqlite3.before-restore-<time>``, not called
    damaged, and the message says "the previous file"."""
    path = tmp_path / "night.sqlite3"
    made = _night(path, ["Kovács Anna", "Tóth Béla"])
    out = io.StringIO()
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert cli.restore_backup(str(path), None, out) == 0, out.getvalue()
    assert _names(path) == ["Kovács Anna", "Tóth Béla"]
    kept = _kept(tmp_path)
    assert len(kept) == 1 and _names(kept[0]) == ["Kovács Anna", "Tóth Béla",
                                                  "After the backup"]
    assert kept[0].name.startswith("night.sqlite3.before-restore-")
    assert not (tmp_path / "night.sqlite3.restoring").exists()
    assert out.getvalue() == f"Restored {made} to {path}; the previous file is kept as " \
                             f"{kept[0]}.\n"
    assert cli.check_database(str(path), io.StringIO()) == 0


def test_restore_is_refused_while_the_program_has_the_database_open(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    _night(path, ["Kovács Anna"])
    running = open_database(path, exclusive=True)
    EventService(running).add_player("Saved while running", NOW)
    out = io.StringIO()
    assert cli.restore_backup(str(path), None, out) == 2
    assert "already open in another Poker Director window" in out.getvalue()
    EventService(running).add_player("Saved after the refusal", NOW)
    running.close()
    assert _names(path)[-2:] == ["Saved while running", "Saved after the refusal"]
    assert not _kept(tmp_path)


def test_restoring_the_database_onto_itself_or_through_a_symlink_is_refused(
        tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    _night(path, ["Kovács Anna"])
    before = path.read_bytes()
    link = tmp_path / "link.sqlite3"
    link.symlink_to(path)
    for chosen in (path, link):
        out = io.StringIO()
        assert cli.restore_backup(str(path), str(chosen), out) == 2
        assert "The backup was not restored" in out.getvalue()
    assert path.read_bytes() == before
    assert _names(path) == ["Kovács Anna", "After the backup"]


def test_a_symlink_planted_in_the_backups_folder_is_not_followed(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    made = _night(path, ["Kovács Anna"])
    elsewhere = tmp_path / "elsewhere.sqlite3"
    shutil.copyfile(made, elsewhere)
    planted = made.with_name("director-20991231T000000000000Z.sqlite3")
    planted.symlink_to(elsewhere)
    newer = made.with_name("director-20261129T200000000000Z.sqlite3")
    newer.symlink_to(elsewhere)
    backups = Backups(path)
    assert [p for _, p in backups.list()] == [made]
    assert backups.newest_good(NOW + timedelta(hours=2)) == made
    out = io.StringIO()
    assert cli.restore_backup(str(path), str(newer), out) == 2
    assert "is a symbolic link, not a backup file" in out.getvalue()


def test_another_programs_file_or_a_newer_versions_backup_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    made = _night(path, ["Kovács Anna"])
    before = path.read_bytes()
    foreign = tmp_path / "places.sqlite"
    with closing(sqlite3.connect(foreign)) as conn:
        conn.execute("CREATE TABLE moz_places (url TEXT)")
        conn.commit()
    newer = tmp_path / "newer.sqlite3"
    shutil.copyfile(made, newer)
    with closing(sqlite3.connect(newer)) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
        conn.commit()
    for chosen, why in ((foreign, "is not a Poker Director backup"),
                        (newer, "was written by a newer version of Poker Director")):
        out = io.StringIO()
        assert cli.restore_backup(str(path), str(chosen), out) == 2
        assert why in out.getvalue()
    assert path.read_bytes() == before


def test_a_backup_whose_newest_data_is_in_its_wal_is_restored_whole(tmp_path: Path) -> None:
    """A backup copied by hand while open: its last player is only in its -wal."""
    path = tmp_path / "night.sqlite3"
    made = _night(path, ["Kovács Anna"])
    copy = tmp_path / "by-hand.sqlite3"
    shutil.copyfile(made, copy)
    writer = sqlite3.connect(copy)
    writer.execute("PRAGMA journal_mode=WAL")
    writer.execute("PRAGMA wal_autocheckpoint=0")
    writer.execute("INSERT INTO player (name, created_at) VALUES ('Only in the WAL', '')")
    writer.commit()
    assert (tmp_path / "by-hand.sqlite3-wal").stat().st_size > 0
    snapshot = tmp_path / "snapshot"
    snapshot.mkdir()
    for suffix in ("", "-wal"):  # what a copy of the folder holds (the writer keeps it open)
        shutil.copyfile(f"{copy}{suffix}", snapshot / f"by-hand.sqlite3{suffix}")
    writer.close()
    out = io.StringIO()
    assert cli.restore_backup(str(path), str(snapshot / "by-hand.sqlite3"), out) == 0, \
        out.getvalue()
    assert _names(path) == ["Kovács Anna", "Only in the WAL"]


def test_a_restore_killed_at_any_step_leaves_a_database_in_place(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every step of the restore, interrupted: the database file is there
    throughout, either the old one or the restored one, never nothing."""
    path = tmp_path / "night.sqlite3"
    _night(path, ["Kovács Anna"])
    seen: list[bool] = []
    real_replace, real_unlink, real_link = os.replace, os.unlink, os.link

    def watch(real):  # type: ignore[no-untyped-def]
        def call(*args, **kwargs):  # type: ignore[no-untyped-def]
            seen.append(path.exists())
            return real(*args, **kwargs)
        return call

    monkeypatch.setattr(os, "replace", watch(real_replace))
    monkeypatch.setattr(os, "unlink", watch(real_unlink))
    monkeypatch.setattr(os, "link", watch(real_link))
    assert cli.restore_backup(str(path), None, io.StringIO()) == 0
    assert seen and all(seen)

    class Killed(BaseException):
        pass

    def killed(*_args: object, **_kwargs: object) -> None:
        raise Killed

    monkeypatch.setattr(os, "replace", killed)  # killed just before the rename
    with pytest.raises(Killed):
        cli.restore_backup(str(path), None, io.StringIO())
    monkeypatch.undo()
    assert _names(path) == ["Kovács Anna"]
    assert not (tmp_path / "night.sqlite3.restoring").exists()


def test_a_missing_database_that_existed_is_reported_not_replaced(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    made = _night(path, ["Kovács Anna"])
    path.unlink()
    with pytest.raises(Missing) as info:
        open_database(path)
    assert "is missing, although Poker Director used it before" in str(info.value)
    assert str(made) in str(info.value)
    assert not path.exists()
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 2 and "is missing" in out.getvalue()
    assert cli.restore_backup(str(path), None, io.StringIO()) == 0
    assert _names(path) == ["Kovács Anna"]
    path.unlink()
    open_database(path, new=True).close()  # the person chose a new, empty one
    assert _names(path) == []


def test_a_killed_backup_leaves_no_partial_file_behind(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    made = _night(path, ["Kovács Anna"])
    leftover = made.with_name("director-20261129T183000000000Z.sqlite3.partial")
    leftover.write_bytes(b"\0" * 100_000)
    Backups(path).backup_now(NOW + timedelta(minutes=15))
    assert not leftover.exists()
    assert not list(made.parent.glob("*.partial"))


def test_a_backup_failing_on_a_full_disk_says_so_and_leaves_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk is simulated by capping the backup file's pages."""
    from director.store.db import DiskFull

    path = tmp_path / "night.sqlite3"
    made = _night(path, ["Kovács Anna"])

    def tiny(target: Path) -> sqlite3.Connection:
        conn = backup_module._target(target)
        conn.execute("PRAGMA max_page_count = 2")
        return conn

    monkeypatch.setattr(backup_module, "_open_target", tiny)
    with pytest.raises(DiskFull) as info:
        Backups(path).backup_now(NOW + timedelta(minutes=15))
    assert "is full" in str(info.value)
    assert [p.name for p in made.parent.iterdir()] == [made.name]


def test_a_database_reached_through_a_symlink_has_one_lock_and_is_restored_in_place(
        tmp_path: Path) -> None:
    real = tmp_path / "night.sqlite3"
    _night(real, ["Kovács Anna"])
    link = tmp_path / "link.sqlite3"
    link.symlink_to(real)
    running = open_database(real, exclusive=True)
    out = io.StringIO()
    assert cli.restore_backup(str(link), str(next((tmp_path / "backups").iterdir())), out) == 2
    assert "already open in another Poker Director window" in out.getvalue()
    running.close()
    backup = next((tmp_path / "backups").iterdir())
    assert cli.restore_backup(str(link), str(backup), io.StringIO()) == 0
    assert link.is_symlink(), "the link is kept; the file it points to is restored"
    assert _names(real) == ["Kovács Anna"]


def test_restores_killed_at_random_moments_always_leave_a_database(tmp_path: Path) -> None:
    """The issue's timed kills: ``director restore-backup`` killed (SIGKILL) at moments
    spread over its run. Every time, the database file is there and opens, holding
    either the players before the restore or the backup's."""
    import random
    import signal
    import subprocess
    import sys
    import time

    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    events = EventService(db)
    for k in range(300):
        events.add_player(f"Player {k} " + "x" * 150, NOW)
    Backups(path).backup_now(NOW)
    events.add_player("After the backup", NOW)
    db.close()
    command = [sys.executable, "-m", "director", "--db", str(path), "restore-backup"]
    root = Path(__file__).resolve().parents[2]
    started = time.monotonic()
    subprocess.run(command, cwd=root, check=True, capture_output=True, timeout=120)
    whole_run = time.monotonic() - started
    backup_names = _names(path)
    assert backup_names[-1].startswith("Player 299 ")
    rng = random.Random(15)
    for round_ in range(8):
        db = open_database(path)
        EventService(db).add_player(f"Round {round_}", NOW)  # the night goes on
        db.close()
        old_names = _names(path)
        child = subprocess.Popen(command, cwd=root, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.3, 1.1) * whole_run)
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=60)
        assert path.exists(), "a database is always in place"
        names = _names(path)
        assert names in (old_names, backup_names), "the night before, or the backup"
        assert cli.check_database(str(path), io.StringIO()) == 0
        left = [p.name for p in tmp_path.iterdir() if ".restoring" in p.name]
        assert not left, f"the opening removes what a killed restore left: {left}"


def test_restore_backup_passes_over_a_backup_a_newer_version_wrote(tmp_path: Path) -> None:
    """The director tried a newer version for a night, went back to this one, and the
    file is damaged: ``director restore-backup`` (and the start-up dialog, which offers
    the same backup) restores the newest backup this version can read, not the newer
    version's, which it would refuse with every good backup behind it left unused."""
    path = tmp_path / "night.sqlite3"
    made = _night(path, ["Kovács Anna"])
    newer = made.with_name("director-20261129T200000000000Z.sqlite3")
    shutil.copyfile(made, newer)
    with closing(sqlite3.connect(newer)) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
        conn.commit()
    assert Backups(path).newest_good(NOW + timedelta(hours=2)) == made
    out = io.StringIO()
    assert cli.restore_backup(str(path), None, out) == 0, out.getvalue()
    assert out.getvalue().startswith(f"Restored {made} to {path}")
    assert _names(path) == ["Kovács Anna"]


def test_ctrl_c_during_a_restore_says_stopped_in_words_not_a_traceback(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
        ) -> None:
    """The director presses Ctrl+C while ``director restore-backup`` copies a big
    backup: one line on the error stream in the command line's language (Hungarian
    here) and exit status 130, as a shell reports Ctrl+C; before, Python's traceback
    ending in ``KeyboardInterrupt``. The database is the one that was there, and no
    half copy is left beside it."""
    path = tmp_path / "night.sqlite3"
    _night(path, ["Kovács Anna"])

    def ctrl_c(_target: Path) -> sqlite3.Connection:
        raise KeyboardInterrupt

    monkeypatch.setattr(backup_module, "_open_target", ctrl_c)
    monkeypatch.setenv("LANG", "hu_HU.UTF-8")
    try:
        code = cli.main(["restore-backup", "--db", str(path)])
    except KeyboardInterrupt:
        pytest.fail("Ctrl+C reached the person as Python's traceback")
    assert code == 130
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err == "Leállítva (Ctrl+C), mielőtt a parancs végzett. Az adatbázis minden " \
                       "változást egészben őriz meg, vagy sehogy: semmi sem maradt félkészen.\n"
    assert _names(path) == ["Kovács Anna", "After the backup"]
    assert not _kept(tmp_path)
    assert not (tmp_path / "night.sqlite3.restoring").exists()


class _FullDisk(io.StringIO):
    """A standard output on a full disk (``director restore-backup > /dev/full``)."""

    def write(self, _text: str, /) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_restore_whose_answer_cannot_be_written_says_it_was_done_and_exits_0(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
        ) -> None:
    """``director restore-backup > restore.log`` on a full disk: the backup is in place,
    so the status is 0 and the answer ("Restored ...") is said on the error stream.
    Before, the status was 1 with "The answer could not be written ... give the command
    again": a script took the restore for failed, and giving it again restored a
    second time."""
    path = tmp_path / "night.sqlite3"
    made = _night(path, ["Kovács Anna"])
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    monkeypatch.setattr("sys.stdout", _FullDisk())
    assert cli.main(["restore-backup", "--db", str(path)]) == 0
    said = capsys.readouterr().err
    assert said.startswith(f"Restored {made} to {path}; the previous file is kept as ")
    assert "give the command again" not in said
    assert _names(path) == ["Kovács Anna"]
    assert len(_kept(tmp_path)) == 1


def test_restoring_a_file_that_is_no_database_is_refused_all_in_hungarian(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Hungarian director names the players' CSV instead of a backup: the refusal
    says in Hungarian that it is not an SQLite file. Before, SQLite's English "file is
    not a database" stood in the middle of the Hungarian sentence."""
    path = tmp_path / "night.sqlite3"
    _night(path, ["Kovács Anna"])
    before = path.read_bytes()
    players = tmp_path / "játékosok.csv"
    players.write_text("name,nickname,email\nKovács Anna,,\n", encoding="utf-8")
    monkeypatch.setenv("LANG", "hu_HU.UTF-8")
    out = io.StringIO()
    assert cli.restore_backup(str(path), str(players), out) == 2
    assert out.getvalue() == f"A mentés nem lett visszaállítva: A {players} nem Poker " \
                             "Director-mentés (nem SQLite-fájl); az adatbázis nem változott.\n"
    assert path.read_bytes() == before
