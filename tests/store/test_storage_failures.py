"""Storage failures reach the person (issue 15): another program holding the write
lock, a full disk, a disk error, a second Poker Director on the same file. Each
gives a clear message, the command is not applied and the program goes on."""

from __future__ import annotations

import io
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from datetime import UTC, datetime
from pathlib import Path

import pytest

from director import cli
from director.services.events.event_service import EventService
from director.store.db import (
    BUSY_TIMEOUT,
    AlreadyOpen,
    Locked,
    StoreError,
    open_database,
)
from director.store.errors import DiskIOError, translate

NOW = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


def _names(path: Path) -> list[str]:
    with closing(sqlite3.connect(path)) as conn:
        return [r[0] for r in conn.execute("SELECT name FROM player ORDER BY id")]


@contextmanager
def another_program_writing(path: Path, how: str = "IMMEDIATE") -> Iterator[None]:
    """A second SQLite connection (another program) in the middle of a write."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"BEGIN {how}")
    conn.execute("CREATE TABLE IF NOT EXISTS other_program (x)")
    try:
        yield
    finally:
        conn.execute("ROLLBACK")
        conn.close()


@pytest.mark.parametrize("how", ["IMMEDIATE", "EXCLUSIVE"])
def test_a_write_lock_held_by_another_program_is_a_short_wait_and_a_clear_message(
        tmp_path: Path, how: str) -> None:
    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    events = EventService(db)
    events.add_player("Kovács Anna", NOW)
    with another_program_writing(path, how):
        started = time.monotonic()
        with pytest.raises(Locked) as info:
            events.add_player("Tóth Béla", NOW)
        waited = time.monotonic() - started
    assert waited < BUSY_TIMEOUT + 2, "no 15-second freeze"
    message = str(info.value)
    assert "is busy: another program is writing to it" in message
    assert "The last command was not saved" in message
    assert "database is locked" not in message
    assert isinstance(info.value, ValueError), "the windows' refusal handling catches it"
    # the command was not applied, and the program goes on once the other one is done
    assert _names(path) == ["Kovács Anna"]
    events.add_player("Tóth Béla", NOW)
    assert _names(path) == ["Kovács Anna", "Tóth Béla"]
    db.close()


def test_a_database_locked_at_start_is_a_message_not_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    with another_program_writing(path):
        with pytest.raises(Locked):
            open_database(path)
        out = io.StringIO()
        assert cli.check_database(str(path), out) == 2
    assert "is busy: another program is writing to it" in out.getvalue()
    assert "Traceback" not in out.getvalue()
    open_database(path).close()  # and it opens once the other program is done


def test_a_disk_error_is_explained() -> None:
    error = translate(sqlite3.OperationalError("disk I/O error"), "/data/night.sqlite3")
    assert isinstance(error, DiskIOError)
    assert str(error).startswith("The disk holding /data/night.sqlite3 reported a read or "
                                 "write error. The last command was not saved.")
    assert "director check" in str(error)


def test_a_second_instance_on_the_same_database_is_told_at_start(tmp_path: Path) -> None:
    """The running program holds the instance lock; a second start is refused with a
    message and changes nothing; once the first closes, the file opens again."""
    path = tmp_path / "night.sqlite3"
    first = open_database(path, exclusive=True)
    EventService(first).add_player("Kovács Anna", NOW)
    before = path.read_bytes()
    with pytest.raises(AlreadyOpen) as info:
        open_database(path, exclusive=True)
    assert "already open in another Poker Director window" in str(info.value)
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 2
    assert "already open in another Poker Director window" in out.getvalue()
    assert path.read_bytes() == before
    first.close()
    second = open_database(path, exclusive=True)
    second.close()


def test_the_instance_lock_is_held_by_another_process_too(tmp_path: Path) -> None:
    """A real second program: a child process holds the database open."""
    import subprocess
    import sys

    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    child = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time\n"
         "from director.store.db import open_database\n"
         f"db = open_database({str(path)!r}, exclusive=True)\n"
         "print('open', flush=True)\n"
         "sys.stdin.read()\n"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        cwd=Path(__file__).resolve().parents[2])
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "open"
        with pytest.raises(AlreadyOpen):
            open_database(path, exclusive=True)
    finally:
        child.communicate("", timeout=30)
    open_database(path, exclusive=True).close()


def test_every_store_error_is_a_value_error_like_a_service_refusal() -> None:
    from director.services.core.unit_of_work import ServiceError

    assert issubclass(StoreError, ValueError) and issubclass(ServiceError, ValueError)


def test_looking_at_the_players_does_not_wait_for_another_programs_write_lock(
        tmp_path: Path) -> None:
    """Windows that only read (the player list, the console's tables) go on showing
    what is saved while another program holds the write lock; only a command that
    writes waits (briefly) and is refused."""
    from director.services.events.queries import Queries

    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    EventService(db).add_player("Kovács Anna", NOW)
    with another_program_writing(path):
        started = time.monotonic()
        shown = [p.name for p in Queries(db).list_players("")]
        assert time.monotonic() - started < 1
    assert shown == ["Kovács Anna"]
    db.close()


def test_a_real_disk_write_error_is_explained_and_nothing_half_saved(tmp_path: Path) -> None:
    """A write the operating system refuses (a file size limit: EFBIG, which SQLite
    reports as "disk I/O error"), in a process of its own."""
    import subprocess
    import sys

    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    script = (
        "import resource, signal\n"
        "from datetime import UTC, datetime\n"
        "from director.services.events.event_service import EventService\n"
        "from director.store.db import open_database\n"
        "from director.store.errors import StoreError\n"
        "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
        f"db = open_database({str(path)!r})\n"
        "events = EventService(db)\n"
        f"LIMIT = {path.stat().st_size + 16_384}\n"
        "resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))\n"
        "try:\n"
        "    for k in range(100_000):\n"
        "        events.add_player(f'Player {k} ' + 'x' * 150, datetime.now(UTC))\n"
        "except StoreError as exc:\n"
        "    print(type(exc).__name__, k)\n"
        "    print(exc)\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=300, cwd=Path(__file__).resolve().parents[2])
    assert "Traceback" not in result.stderr, result.stderr
    kind, failed_at = result.stdout.splitlines()[0].split()
    assert kind in ("DiskIOError", "DiskFull")
    if kind == "DiskIOError":
        assert "reported a read or write error. The last command was not saved" in \
            result.stdout
    names = _names(path)
    assert len(names) == int(failed_at), "every command before the failure, none after"


def test_a_backup_is_taken_while_another_program_holds_the_write_lock(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    db = open_database(path)
    events = EventService(db)
    events.add_player("Kovács Anna", NOW)
    with another_program_writing(path):
        started = time.monotonic()
        made = events.backup_if_due(NOW)
        assert time.monotonic() - started < BUSY_TIMEOUT + 2
    assert made is not None and _names(made) == ["Kovács Anna"]
    db.close()


@pytest.mark.skipif(os.name != "posix", reason="symbolic links anyone can make are POSIX's")
@pytest.mark.parametrize("planted", ["a link", "a folder"])
def test_a_lock_file_that_is_a_link_or_a_folder_is_refused_and_nothing_written(
        tmp_path: Path, planted: str) -> None:
    """``night.sqlite3.lock`` planted as a link to another file (in a shared folder
    anyone can make one) or made a folder: the opening is refused in words naming
    the lock file, in English and Hungarian, and the file the link points to is not
    written (the lock's mark would have replaced its content)."""
    from director.engine.messages import render
    from director.store.errors import StoreError

    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    victim = tmp_path / "notes.txt"
    victim.write_text("the club's bank details\n", encoding="utf-8")
    lock = tmp_path / "night.sqlite3.lock"
    if planted == "a link":
        lock.symlink_to(victim)
    else:
        lock.mkdir()
    with pytest.raises(StoreError) as refused:
        open_database(path, exclusive=True)
    en, hu = render(refused.value.message, "en"), render(refused.value.message, "hu")
    assert en.startswith(f"{lock} is not a plain file"), en
    assert "Remove it" in en and f"{lock}" in hu and "Töröld" in hu, hu
    assert victim.read_text(encoding="utf-8") == "the club's bank details\n"
