"""Issue 31 items 3, 7, 8 and 9 (the store's part), driven as a person meets them:
``director restore-backup`` and ``director check`` run as commands beside a real
program process that is killed (SIGKILL) where the issue's attack killed it.

- a restore while a program has the database open is refused (exit 2), changes
  nothing, and the program's later commands stay in the database;
- killed backups leave no ``.partial`` or ``.partial-journal`` files;
- scribbled pages, an emptied ``alembic_version``, and a ``-wal`` lost after a kill
  each get a message (English, or Hungarian in a Hungarian locale) and change
  nothing: the file's bytes are the same and no lock file is left where there
  was none;
- a ``-wal`` deleted while the program runs loses no reported command.
"""

from __future__ import annotations

import hashlib
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

import pytest

from director.store.backup import Backups
from director.store.db import NoVersionRecord, open_database
from director.store.integrity import read_only

ROOT = Path(__file__).resolve().parents[2]
NOW = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)

# A stand-in for the program: opens the database as the desktop program does (the
# instance lock held alone), saves one player a line of standard input asks for,
# and says "done <name>" after each commit.
PROGRAM = """
import sys
from datetime import UTC, datetime
from director.services.events.event_service import EventService
from director.store.db import NoVersionRecord, open_database
from director.store.integrity import read_only
db = open_database(sys.argv[1], exclusive=True)
events = EventService(db)
print("open", flush=True)
for line in sys.stdin:
    for name in line.split():
        events.add_player(name, datetime(2026, 11, 29, tzinfo=UTC))
        print("done", name, flush=True)
"""


def director(*args: str, lang: str = "C.UTF-8") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, LANG=lang, LC_ALL="", LC_MESSAGES="")
    return subprocess.run([sys.executable, "-m", "director", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def names(path: Path) -> list[str]:
    """The players saved, committed ``-wal`` content included (read only)."""
    with read_only(path) as conn:
        return [r[0] for r in conn.execute("SELECT name FROM player ORDER BY id")]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def beside(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir())


def night(path: Path, players: int, width: int = 150) -> None:
    """A database of ours holding ``players`` players (names ``width`` long)."""
    open_database(path).close()
    with closing(sqlite3.connect(path)) as conn:
        conn.executemany(
            "INSERT INTO player (name, created_at) VALUES (?, ?)",
            ((f"Player {k:06d} " + "x" * width, NOW.isoformat()) for k in range(players)))
        conn.commit()
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


class Program:
    """The stand-in program as a child process."""

    def __init__(self, path: Path) -> None:
        self.child = subprocess.Popen([sys.executable, "-c", PROGRAM, str(path)], cwd=ROOT,
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.read() == "open"

    def read(self) -> str:
        assert self.child.stdout is not None
        return self.child.stdout.readline().strip()

    def save(self, *players: str) -> None:
        """Save the players, one command each; returns when all are reported."""
        assert self.child.stdin is not None
        self.child.stdin.write(" ".join(players) + "\n")
        self.child.stdin.flush()
        for name in players:
            assert self.read() == f"done {name}"

    def kill(self) -> None:
        self.child.send_signal(signal.SIGKILL)
        self.child.wait(timeout=30)
        for stream in (self.child.stdin, self.child.stdout):
            if stream is not None:
                stream.close()


def test_restore_while_the_program_has_the_database_open_is_refused(tmp_path: Path) -> None:
    """Item 3: the issue's attack restored under a running program, which went on
    writing into the renamed file. Now the lock says no: exit 2, a message, nothing
    renamed, and what the program saves afterwards is in the database."""
    path = tmp_path / "night.sqlite3"
    night(path, 3)
    db = open_database(path)
    Backups(path).backup_now(NOW)
    db.close()
    for how in ("exclusive=True", "exclusive=False"):  # the program, and a script on it
        child = Program(path) if how == "exclusive=True" else _script(path)
        try:
            child.save("Kovács_Anna")
            done = director("--db", str(path), "restore-backup")
            assert done.returncode == 2, done.stdout + done.stderr
            assert "already open in another Poker Director window" in done.stdout
            assert "Traceback" not in done.stderr
            child.save("Tóth_Béla")
        finally:
            child.kill()
        assert names(path)[-2:] == ["Kovács_Anna", "Tóth_Béla"]
        assert not [p for p in tmp_path.iterdir()
                    if ".damaged-" in p.name or ".before-restore-" in p.name]
    done = director("--db", str(path), "restore-backup")
    assert done.returncode == 0, done.stdout  # with the program gone it is done


def _script(path: Path) -> Program:
    """A program on the services that opens the file the ordinary way (shared)."""
    program = Program.__new__(Program)
    code = PROGRAM.replace("exclusive=True", "exclusive=False")
    program.child = subprocess.Popen([sys.executable, "-c", code, str(path)], cwd=ROOT,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert program.read() == "open"
    return program


def test_killed_backups_leave_nothing_behind(tmp_path: Path) -> None:
    """Item 9 (and 3): 15 backups killed at random moments left 26 MB of
    ``.partial-journal`` files. Now a killed backup leaves at most its ``.partial``,
    which the program's next opening (here ``director check``) removes."""
    path = tmp_path / "night.sqlite3"
    night(path, 30_000)  # about 6 MB: a backup takes long enough to be killed in
    loop = ("import sys\nfrom datetime import UTC, datetime, timedelta\n"
            "from director.store.backup import Backups\n"
            "b = Backups(__import__('pathlib').Path(sys.argv[1]))\n"
            "now = datetime(2026, 11, 29, tzinfo=UTC)\nprint('go', flush=True)\n"
            "for k in range(10_000):\n    b.backup_now(now + timedelta(minutes=15 * k))\n")
    rng = random.Random(31)
    for _ in range(15):
        child = subprocess.Popen([sys.executable, "-c", loop, str(path)], cwd=ROOT,
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None and child.stdout.readline().strip() == "go"
        time.sleep(rng.uniform(0.05, 0.4))
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
    folder = tmp_path / "backups"
    assert not list(folder.glob("*-journal")), "a killed backup wrote no journal"
    done = director("--db", str(path), "check")
    assert done.returncode == 0, done.stdout + done.stderr
    assert not list(folder.glob("*.partial*")), sorted(p.name for p in folder.iterdir())
    assert all(p.name.endswith(".sqlite3") for p in folder.iterdir())
    for whole in folder.iterdir():  # each finished copy is one rollback-mode file
        with closing(sqlite3.connect(whole)) as copy:
            assert copy.execute("PRAGMA journal_mode").fetchone() == ("delete",)
            assert copy.execute("PRAGMA quick_check").fetchone() == ("ok",)


def _scribble(path: Path) -> None:
    """Garbage in the first free-block pointer of every page of the player table."""
    with closing(sqlite3.connect(f"{path.absolute().as_uri()}?immutable=1", uri=True)) as c:
        pages = [r[0] for r in c.execute(
            "SELECT pageno FROM dbstat WHERE name = 'player' AND pagetype = 'leaf'")]
    data = bytearray(path.read_bytes())
    for page in pages:
        data[(page - 1) * 4096 + 1:(page - 1) * 4096 + 3] = b"\x00\x09"
    path.write_bytes(bytes(data))


def test_check_names_scribbled_pages_in_a_message(tmp_path: Path) -> None:
    """Item 7: SQLite's report of many damaged pages was longer than a message
    argument may be, so ``director check`` printed "{???}". Now it names the first
    problems and how many more, in the user's language, and changes nothing."""
    path = tmp_path / "night.sqlite3"
    night(path, 3_000)
    _scribble(path)
    before, files = digest(path), beside(path)
    done = director("--db", str(path), "check")
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "{???}" not in done.stdout
    assert f"The database {path} is damaged (Page " in done.stdout
    assert "free space corruption" in done.stdout and " more)" in done.stdout
    assert len(done.stdout) < 1000
    assert digest(path) == before and beside(path) == files, "nothing changed, no lock file"
    hungarian = director("--db", str(path), "check", lang="hu_HU.UTF-8")
    assert hungarian.returncode == 2
    assert f"{path} adatbázis sérült (Page " in hungarian.stdout
    assert digest(path) == before and beside(path) == files


def test_check_refuses_a_database_whose_version_record_was_emptied(tmp_path: Path) -> None:
    """Item 7: after ``DELETE FROM alembic_version`` the check tried to make every
    table again ("table player already exists"), a traceback, and left a lock file."""
    path = tmp_path / "night.sqlite3"
    night(path, 5)
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("DELETE FROM alembic_version")
        conn.commit()
    before, files = digest(path), beside(path)
    done = director("--db", str(path), "check")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr and "already exists" not in done.stdout
    assert "has lost its record of which version of Poker Director wrote it" in done.stdout
    assert digest(path) == before and beside(path) == files, "nothing changed, no lock file"
    hungarian = director("--db", str(path), "check", lang="hu_HU")
    assert "eltűnt a jelölés" in hungarian.stdout and hungarian.returncode == 2
    with pytest.raises(NoVersionRecord):
        open_database(path)  # the program's opening refuses it the same way
    assert beside(path) == files


def test_a_wal_deleted_while_the_program_runs_loses_no_reported_command(
        tmp_path: Path) -> None:
    """Item 8, the issue's way: 10 players saved, the ``-wal`` deleted under the
    running program, 30 more saved, then a kill. The issue lost 8 of 40 reported
    players and ``director check`` said "up to date". Now every reported player is
    there (the program copies a ``-wal`` that lost its name into the database file
    at its next commit)."""
    path = tmp_path / "night.sqlite3"
    night(path, 0)
    program = Program(path)
    try:
        program.save(*(f"First_{k}" for k in range(10)))
        (tmp_path / "night.sqlite3-wal").unlink()
        program.save(*(f"Second_{k}" for k in range(30)))
    finally:
        program.kill()
    reported = [f"First_{k}" for k in range(10)] + [f"Second_{k}" for k in range(30)]
    done = director("--db", str(path), "check")
    assert done.returncode == 0, done.stdout + done.stderr
    assert names(path) == reported


def test_a_wal_lost_after_a_kill_is_reported_at_opening(tmp_path: Path) -> None:
    """Item 8 at opening: the program killed with commands only in its ``-wal``, the
    ``-wal`` then deleted. ``director check`` used to say "up to date" with them gone;
    now it says what was lost and offers the newest good backup, changing nothing,
    until the person opens the file as it is."""
    path = tmp_path / "night.sqlite3"
    night(path, 2)
    db = open_database(path)
    made = Backups(path).backup_now(NOW)
    db.close()
    program = Program(path)
    try:
        program.save(*(f"Player_{k}" for k in range(40)))
    finally:
        program.kill()
    (tmp_path / "night.sqlite3-wal").unlink()
    before, files = digest(path), beside(path)
    lock = (tmp_path / "night.sqlite3.lock").read_bytes()
    done = director("--db", str(path), "check")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "up to date" not in done.stdout and "Traceback" not in done.stderr
    assert f"its write-ahead file {path}-wal has gone missing" in done.stdout
    assert f"The newest good backup is {made}" in done.stdout
    assert digest(path) == before and beside(path) == files
    assert (tmp_path / "night.sqlite3.lock").read_bytes() == lock, "the mark is kept"
    hungarian = director("--db", str(path), "check", lang="hu_HU.UTF-8")
    assert "eltűnt mellőle a naplófájlja" in hungarian.stdout
    assert director("--db", str(path), "check", "--as-it-is").returncode == 0
    done = director("--db", str(path), "check")
    assert done.returncode == 0 and "up to date" in done.stdout, done.stdout
    assert not (tmp_path / "night.sqlite3.lock").exists(), "a clean close removes the lock"
