"""The tests' shared PostgreSQL clusters (``tests/pg.py``): one pristine cluster a
user, PostgreSQL and migrations, kept in RAM where there is room, else under the
temporary folder (about 47 MB).
A new one made (a migration changed) removes the stale ones, of other hashes, so
they do not pile up; never one in use (a process of a run holds the one it copies
until it ends), nor one being made, nor another user's; one made before its users
held it only once nobody read it for two days. Several workers starting at once
make the new one once. Fake clusters here: no server is started."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests import pg

ROOT = Path(__file__).resolve().parents[1]
PREFIX = pg.PRISTINE.format(uid=os.getuid())
NEW, OLD, HELD, MAKING, LEGACY, RECENT = (f"{n:016x}" for n in range(1, 7))


def _cluster(root: Path, held: bool = True) -> Path:
    """A fake cluster as ``Server(pristine=True)`` leaves one (the files checked)."""
    for part in ("data/PG_VERSION", "data/global/pg_control", "data/postgresql.conf"):
        (root / part).parent.mkdir(parents=True, exist_ok=True)
        (root / part).write_text("17\n")
    root.chmod(0o700)
    if held:
        (root / pg.HELD).touch()
    return root


def _made(where: Path, key: str, held: bool = True) -> Path:
    folder = _cluster(where / f"{PREFIX}{key}", held)
    Path(f"{folder}.lock").touch()
    return folder


HOLD = """
import fcntl, sys, time
lock = open(sys.argv[1], "a")
fcntl.flock(lock, fcntl.LOCK_SH if sys.argv[2] == "use" else fcntl.LOCK_EX)
print("held", flush=True)
time.sleep(120)
"""


@pytest.fixture
def holders() -> Iterator[list[subprocess.Popen[str]]]:
    """Processes holding a lock file (another run's worker), ended afterwards."""
    started: list[subprocess.Popen[str]] = []
    yield started
    for process in started:
        process.kill()
        process.wait()
        if process.stdout is not None:
            process.stdout.close()


@pytest.fixture(autouse=True)
def holds_let_go() -> Iterator[None]:
    """The holds this process takes in a test are let go after it (as at its exit)."""
    before = len(pg._in_use)
    yield
    while len(pg._in_use) > before:
        pg._in_use.pop().close()


def _hold(holders: list[subprocess.Popen[str]], path: str, how: str) -> None:
    process = subprocess.Popen([sys.executable, "-c", HOLD, path, how],
                               stdout=subprocess.PIPE, text=True)
    holders.append(process)
    assert process.stdout is not None and process.stdout.readline() == "held\n"


def test_a_new_cluster_removes_the_stale_ones_never_one_in_use_or_being_made(
        tmp_path: Path, holders: list[subprocess.Popen[str]]) -> None:
    old = _made(tmp_path, OLD)  # another hash, nobody holds it: removed, lock files too
    held = _made(tmp_path, HELD)  # a worker of another run copies it: kept
    _hold(holders, f"{held}.use", "use")
    making = _made(tmp_path, MAKING)  # being made (its lock taken): kept
    _hold(holders, f"{making}.lock", "make")
    legacy = _made(tmp_path, LEGACY, held=False)  # made before users held it, read 3 days
    recent = _made(tmp_path, RECENT, held=False)  # ago: removed; read today: kept
    days_ago = time.time() - 3 * 24 * 3600
    for path in [legacy, *legacy.rglob("*")]:
        os.utime(path, (days_ago, days_ago))
    orphan = tmp_path / f"{PREFIX}{'7' * 16}.lock"  # a lock file left alone: removed
    orphan.touch()
    others = tmp_path / f"director-pg-pristine-{os.getuid() + 1}-{OLD}"  # another user's
    _cluster(others)
    made = []

    def make() -> Path:
        made.append(1)
        return _cluster(tmp_path / "director-pg-new", held=False)

    data = pg.shared_cluster(tmp_path, NEW, make, os.getuid())
    assert data == tmp_path / f"{PREFIX}{NEW}" / "data" and made == [1]
    assert (data.parent / pg.HELD).is_file()
    assert not old.exists() and not Path(f"{old}.lock").exists() \
        and not Path(f"{old}.use").exists()
    assert held.is_dir() and making.is_dir() and recent.is_dir() and others.is_dir()
    assert not legacy.exists() and not orphan.exists()
    assert not Path(f"{recent}.use").exists()  # a legacy cluster's users do not hold it
    # the next process finds it made, holds it too, and removes nothing more
    assert pg.shared_cluster(tmp_path, NEW, make, os.getuid()) == data and made == [1]
    assert held.is_dir() and making.is_dir()


def test_a_new_cluster_in_ram_removes_the_stale_ones_left_in_the_temporary_folder(
        tmp_path: Path, holders: list[subprocess.Popen[str]]) -> None:
    """Issue 33: the clusters moved from the temporary folder to RAM (``/dev/shm``);
    the new one made there removes the stale ones left where they were kept before
    (``formerly``), never one in use there (a run of an older checkout copying it)."""
    ram, temporary = tmp_path / "shm", tmp_path / "tmp"
    ram.mkdir()
    temporary.mkdir()
    old = _made(temporary, OLD)
    held = _made(temporary, HELD)
    _hold(holders, f"{held}.use", "use")
    data = pg.shared_cluster(ram, NEW, lambda: _cluster(ram / "director-pg-new", held=False),
                             os.getuid(), formerly=temporary)
    assert data == ram / f"{PREFIX}{NEW}" / "data"
    assert not old.exists() and not Path(f"{old}.lock").exists()
    assert held.is_dir()


def test_a_cluster_in_use_is_not_removed_by_another_runs_new_one(tmp_path: Path) -> None:
    """This process holds the cluster it got (until it ends): another hash's new
    cluster leaves it; once nobody holds it, the next new one removes it."""
    first = pg.shared_cluster(tmp_path, OLD, lambda: _cluster(tmp_path / "a"), os.getuid())
    assert first is not None
    assert pg.remove_stale(tmp_path, keep=tmp_path / f"{PREFIX}{NEW}", owner=os.getuid()) == []
    assert first.is_dir()
    pg._in_use.pop().close()  # this process no longer holds it (as at its exit)
    assert pg.remove_stale(tmp_path, keep=tmp_path / f"{PREFIX}{NEW}", owner=os.getuid()) \
        == [first.parent]
    assert not first.parent.exists()


WORKER = """
import sys, time
from pathlib import Path
from tests import pg

where = Path(sys.argv[1])

def make():
    with open(where / "made", "a") as made:
        made.write("1")
    time.sleep(0.5)  # initdb and the migrations take a while
    root = where / f"new-{sys.argv[2]}"
    for part in ("data/PG_VERSION", "data/global/pg_control", "data/postgresql.conf"):
        (root / part).parent.mkdir(parents=True, exist_ok=True)
        (root / part).write_text("17")
    root.chmod(0o700)
    return root

print(pg.shared_cluster(where, sys.argv[3], make, int(sys.argv[4])), flush=True)
time.sleep(float(sys.argv[5]))
"""


def test_workers_starting_at_once_make_the_new_cluster_once_and_keep_it(
        tmp_path: Path) -> None:
    """Four workers of a run start at once: one makes the cluster while the others
    wait, all copy the same one, and the stale one goes once; a fifth worker of a run
    with other migrations, started while they hold theirs, does not remove it."""
    old = _made(tmp_path, OLD)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    workers = [subprocess.Popen([sys.executable, "-c", WORKER, str(tmp_path), str(n), NEW,
                                 str(os.getuid()), "3"],
                                stdout=subprocess.PIPE, text=True, env=env)
               for n in range(4)]
    try:
        said = [w.stdout.readline().strip() for w in workers if w.stdout is not None]
        assert said == [str(tmp_path / f"{PREFIX}{NEW}" / "data")] * 4
        assert (tmp_path / "made").read_text() == "1"
        assert not old.exists()
        other = subprocess.run([sys.executable, "-c", WORKER, str(tmp_path), "9", MAKING,
                                str(os.getuid()), "0"],
                               capture_output=True, text=True, env=env, check=True)
        assert other.stdout.strip() == str(tmp_path / f"{PREFIX}{MAKING}" / "data")
        assert (tmp_path / f"{PREFIX}{NEW}" / "data").is_dir()  # held by the four
    finally:
        for worker in workers:
            worker.kill()
            worker.wait()
            if worker.stdout is not None:
                worker.stdout.close()


def test_the_clusters_live_in_ram_only_where_it_has_room(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """Issue 33: the clusters are kept in ``/dev/shm`` when it has room for them (a test
    database's copy after a drop cost the kernel 330 ms on ext4, 11 ms in RAM); a
    container's 64 MB ``/dev/shm`` is not used: the system's temporary folder is."""
    real = os.statvfs

    def room(free: int) -> object:
        def statvfs(path: object) -> os.statvfs_result:
            seen = real(path)  # type: ignore[arg-type]
            if str(path) != "/dev/shm":
                return seen
            return os.statvfs_result((seen.f_bsize, 4096, seen.f_blocks, free // 4096,
                                      free // 4096, *tuple(seen)[5:]))
        return statvfs

    if not Path("/dev/shm").is_dir():
        pytest.skip("this system has no /dev/shm")
    monkeypatch.setattr(pg.os, "statvfs", room(64 * 1024**2))
    assert pg.cluster_folder() == Path(pg.tempfile.gettempdir())
    monkeypatch.setattr(pg.os, "statvfs", room(pg.RAM_ROOM))
    if os.access("/dev/shm", os.W_OK | os.X_OK):
        assert pg.cluster_folder() == Path("/dev/shm")
