"""A real PostgreSQL server for the tests (issue 17), started once per test session
and pytest-xdist worker (at the first test there that needs one).

``initdb`` and ``pg_ctl`` from Debian's ``postgresql`` package run as an
unprivileged user (``initdb`` refuses root: under root, the server runs as
``nobody`` through ``setpriv``), with ``fsync=off`` for speed (a commit still
reaches the server's WAL before it is reported: ``synchronous_commit`` stays on,
so a killed server loses nothing reported done), on a free port of
127.0.0.1 and trust authentication (a throwaway cluster, in RAM where there is room).
Each test gets a fresh database, copied from a template that was migrated once
(``CREATE DATABASE ... TEMPLATE``: a file copy), so a test never sees another's rows.
The copy is made file by file (``STRATEGY FILE_COPY``: 11 ms of processor time in RAM,
where PostgreSQL's default since 15, ``WAL_LOG``, writes the template's blocks through
the server's log, 13-17 ms), in a cluster kept in RAM where there is room
(``cluster_folder``: on the disk, each copy cost 330 ms). It still takes the server up
to 0.9 s on a loaded machine (issue 33), so the next test's copy is made on a thread
while a test runs: ``fresh_database`` hands out the one made meanwhile (made at once
when that one failed, as when a test stopped the server). The server is stopped when
the session ends. A test that kills or stops a server starts one of its own: each
server is a copy of one cluster (``initdb``, the template migrated, stopped cleanly),
started on a port of its own, not a new ``initdb`` (issue 33); that cluster is made
once for every process of the user and the migrations (kept in ``cluster_folder``: the
workers of a run and the runs after it copy it). Each process holds the one it copies
until it ends (a shared lock on its ``.use`` file); the process that makes a new one
(a migration or this file changed) removes the stale ones, of other hashes, that
nobody holds nor makes at that instant (``remove_stale``): they no longer pile up,
about 47 MB each.

Without ``pg_ctl`` a test that needs the server fails with a message saying how
to install it; ``-m 'not pg'`` deselects those tests explicitly.
"""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import hashlib
import itertools
import os
import re
import shutil
import socket
import stat
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

BIN_DIRS = ("/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin",
            "/usr/lib/postgresql/15/bin")
INSTALL_HINT = ("PostgreSQL's server programs (initdb, pg_ctl) were not found: install "
                "them with 'apt-get install postgresql' (Debian, Ubuntu), or deselect the "
                "club-mode tests with -m 'not pg'")
USER = "director"
TEMPLATE = "director_template"


def bin_dir() -> Path | None:
    """The folder of ``initdb``, ``pg_ctl`` and ``postgres``; None when not installed."""
    for folder in BIN_DIRS:
        if (Path(folder) / "pg_ctl").exists():
            return Path(folder)
    found = shutil.which("pg_ctl")
    return Path(found).resolve().parent if found else None


#: The least room a RAM file system must have left to hold the test clusters
#: (``cluster_folder``): a worker's server is about 60 MB, the pristine cluster 47 MB.
RAM_ROOM = 2 * 1024**3


def cluster_folder() -> Path:
    """Where the test clusters live: the RAM file system ``/dev/shm`` where it has room
    (``RAM_ROOM``; a container's is often 64 MB), else the system's temporary folder.
    Each test's database is a copy of the template's 300 files, dropped after the
    test; on ext4, a file made soon after many were removed makes the kernel look
    through the inodes removed lately (``recently_deleted``): 330 ms of processor time,
    in the kernel, for each copy made after a drop, against 11 ms in RAM (this machine,
    2026-12-06; about 200 s of the suite's processor time, issue 33). The clusters are
    throwaways: a pulled plug of a test kills the server, never the machine."""
    shm = Path("/dev/shm")
    with contextlib.suppress(OSError):
        room = os.statvfs(shm)
        if shm.is_dir() and not shm.is_symlink() and os.access(shm, os.W_OK | os.X_OK) \
                and room.f_bavail * room.f_frsize >= RAM_ROOM:
            return shm
    return Path(tempfile.gettempdir())


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _as_server_user(args: list[str]) -> list[str]:
    """Run a server program as ``nobody`` when we are root (initdb refuses root)."""
    if os.geteuid() != 0:
        return args
    return ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", *args]


_pristine: list[Path] = []  # this process's cluster to copy, once made


def _pristine_data() -> Path:
    """The data folder of the pristine cluster this process copies (found at the
    first call): ``initdb``'s, with the template migrated, stopped cleanly. A new
    server is a copy of it (issue 33: ``initdb`` and the template's migrations took
    3-5 s of each server of its own). It is made once for every process of this
    user and these migrations (``_shared``): the suite's workers and the processes
    its tests start copy the one the first of them made."""
    if not _pristine:
        _pristine.append(_shared() or _own())
    return _pristine[0]


def _own() -> Path:
    """A pristine cluster of this process's own, removed at its exit."""
    cluster = Server(pristine=True)
    atexit.register(shutil.rmtree, cluster.root, ignore_errors=True)
    return cluster.data


def _shared() -> Path | None:
    """The pristine cluster kept under the system's temporary folder for this user,
    this PostgreSQL and these migrations (named by a hash of ``tests/pg.py`` and
    ``director/store/migrations``: a changed migration gets a cluster of its own), made
    by the first process that needs it while the others wait (a lock file); None where
    the folder is not this user's own (then each process makes its own, as before).
    The one who makes it removes the stale ones, of other hashes (``remove_stale``)."""
    programs = bin_dir()
    if programs is None:
        return None
    key = hashlib.sha256(str(programs).encode())
    here = Path(__file__).resolve()
    migrations = here.parents[1] / "director" / "store" / "migrations"
    for path in [here, *sorted(migrations.rglob("*"))]:
        if path.is_file() and "__pycache__" not in path.parts:
            key.update(str(path.relative_to(here.parents[1])).encode())
            key.update(path.read_bytes())
    owner = 65534 if os.geteuid() == 0 else os.getuid()  # Server's root: the server's user
    return shared_cluster(cluster_folder(), key.hexdigest()[:16],
                          lambda: Server(pristine=True).root, owner,
                          formerly=Path(tempfile.gettempdir()))


PRISTINE = "director-pg-pristine-{uid}-"
KEY = re.compile(r"[0-9a-f]{16}")
#: A cluster made before its users said so (no ``.use`` file) is old enough to remove
#: once nothing has read it for this long (``remove_stale``).
LEGACY_AGE = 2 * 24 * 3600.0
_in_use: list[IO[str]] = []  # this process's hold on the cluster it copies (``.use``)
HELD = "held-while-used"  # in a cluster whose users hold it (``_held_while_used``)


@contextmanager
def _flocked(path: Path, how: int) -> Iterator[IO[str]]:
    """``path`` (a lock file, made if need be) locked ``how`` (``fcntl.LOCK_*``), the
    file itself: a lock file removed and made again meanwhile is locked again (the
    lock is the file the name names now). ``BlockingIOError`` with ``LOCK_NB`` when
    it is held."""
    while True:
        lock = open(path, "a")  # noqa: SIM115  (closed below, or by the caller's hold)
        try:
            fcntl.flock(lock, how)
            with contextlib.suppress(FileNotFoundError):
                if os.fstat(lock.fileno()).st_ino == os.stat(path).st_ino:
                    break
        except BaseException:
            lock.close()
            raise
        lock.close()
    try:
        yield lock
    finally:
        lock.close()


def _trusted(folder: Path, owner: int) -> bool:
    """``folder`` was made by this user's tests: not a link, the server's user's own,
    open to nobody else."""
    made = folder.lstat()
    return not (stat.S_ISLNK(made.st_mode) or made.st_uid != owner or made.st_mode & 0o077)


def shared_cluster(where: Path, key: str, make: Callable[[], Path], owner: int,
                   formerly: Path | None = None) -> Path | None:
    """The data folder of the pristine cluster ``key`` under ``where``, made by ``make``
    (the new cluster's root) when there is none, under the cluster's lock (``.lock``)
    so the processes starting at once make it once; None when it is not trusted.
    This process holds it in use (``.use``, shared) until it exits: nobody removes
    it meanwhile. Made here, the stale clusters (other keys) are removed, under
    ``where`` and under ``formerly`` (where clusters were kept before: the temporary
    folder, once they moved to RAM)."""
    folder = where / f"{PRISTINE.format(uid=os.getuid())}{key}"
    made_here = False
    with _flocked(Path(f"{folder}.lock"), fcntl.LOCK_EX):
        if folder.is_dir() and not all((folder / "data" / part).is_file() for part in (
                "PG_VERSION", "global/pg_control", "postgresql.conf")):
            shutil.rmtree(folder, ignore_errors=True)  # thinned by a cleaner of old files
        if not folder.exists():
            root = make()
            (root / HELD).touch()
            try:
                root.rename(folder)
            except OSError:
                shutil.rmtree(root, ignore_errors=True)
                return None
            made_here = True
        if not _trusted(folder, owner):
            return None  # not made by this user's tests: not trusted
        # in use from now until this process ends: taken before the making lock goes,
        # so a cleaner never finds it unused between the two
        hold = open(f"{folder}.use", "a")  # noqa: SIM115  (held until the process ends)
        fcntl.flock(hold, fcntl.LOCK_SH)
        _in_use.append(hold)
    if made_here:
        for place in dict.fromkeys([where] if formerly is None else [where, formerly]):
            remove_stale(place, keep=folder, owner=owner)
    return folder / "data"


def remove_stale(where: Path, keep: Path, owner: int, now: float | None = None) -> list[Path]:
    """Remove this user's pristine clusters under ``where`` other than ``keep`` (other
    migrations, another PostgreSQL, an older ``tests/pg.py``: about 47 MB each), and
    their lock files; the ones removed. Never one in use: a cluster is removed only
    with its making lock and its use lock both taken at once without waiting (no
    process making it, none holding it, ``shared_cluster``), and one made before its
    users held it (no ``.use`` file) only once nothing read it for ``LEGACY_AGE``
    (its files' access times). Another user's, or one not trusted, stays."""
    prefix = PRISTINE.format(uid=os.getuid())
    now = time.time() if now is None else now
    removed = []
    for folder in sorted(where.glob(f"{prefix}*")):
        name = folder.name.removeprefix(prefix)
        if folder == keep or not KEY.fullmatch(name):
            continue  # its lock files are seen through the folder's name
        if _remove(folder, owner, now):
            removed.append(folder)
    for lock in sorted(where.glob(f"{prefix}*.lock")):  # a lock file left without its folder
        folder = lock.with_suffix("")
        if folder != keep and KEY.fullmatch(folder.name.removeprefix(prefix)) \
                and not folder.exists():
            _remove(folder, owner, now)
    return removed


def _remove(folder: Path, owner: int, now: float) -> bool:
    """``folder`` and its lock files removed when nobody makes nor holds it (locks
    taken without waiting) and it is this user's; whether it was."""
    try:
        with _flocked(Path(f"{folder}.lock"), fcntl.LOCK_EX | fcntl.LOCK_NB):
            if folder.exists() or folder.is_symlink():
                if not _trusted(folder, owner):
                    return False
                if not _held_while_used(folder) and now - _last_read(folder) < LEGACY_AGE:
                    return False  # its users do not say so: read lately, it may be in use
            with _flocked(Path(f"{folder}.use"), fcntl.LOCK_EX | fcntl.LOCK_NB):
                shutil.rmtree(folder, ignore_errors=True)
                for suffix in (".use", ".lock"):  # under their locks: a waiter locks again
                    Path(f"{folder}{suffix}").unlink(missing_ok=True)
            return not folder.exists()
    except BlockingIOError:
        return False  # being made or in use


def _held_while_used(folder: Path) -> bool:
    """Made by a ``tests/pg.py`` whose processes hold the cluster they use (the marker
    ``shared_cluster`` leaves in it); a cluster's name hashes the ``tests/pg.py`` that
    made it, so every user of one that has it holds it."""
    return (folder / HELD).is_file()


def _last_read(folder: Path) -> float:
    """When the cluster was last read (a copy reads these files) or changed, as far as
    the file system says: under ``relatime`` a file's access time is at most a day
    behind its last read."""
    times = [folder.lstat().st_mtime]
    for part in ("data/PG_VERSION", "data/global/pg_control", "data/postgresql.conf"):
        with contextlib.suppress(OSError):
            seen = (folder / part).stat()
            times += [seen.st_atime, seen.st_mtime]
    return max(times)


class Server:
    """One PostgreSQL cluster in a temporary folder, stopped by ``stop``: a copy
    of this process's pristine cluster (``_pristine_data``), or that one itself
    (``pristine``: made with ``initdb``, its template migrated, left stopped)."""

    def __init__(self, pristine: bool = False) -> None:
        folder = bin_dir()
        if folder is None:
            raise RuntimeError(INSTALL_HINT)
        self.bin = folder
        self.root = Path(tempfile.mkdtemp(prefix="director-pg-", dir=cluster_folder()))
        self.data = self.root / "data"
        self.port = free_port()
        self._names = itertools.count(1)
        self._template_ready = False
        self._making: threading.Thread | None = None  # the next test's copy, being made
        self._made: list[str] = []  # its name, once made
        if os.geteuid() == 0:
            os.chown(self.root, 65534, 65534)
        self.root.chmod(0o700)
        if pristine:
            self._run(["initdb", "-D", str(self.data), "-U", USER, "-A", "trust", "-E",
                       "UTF8", "--locale=C.UTF-8", "--no-sync"])
        else:
            copied = subprocess.run(_as_server_user(
                ["cp", "-a", str(_pristine_data()), str(self.data)]),
                capture_output=True, text=True)
            if copied.returncode != 0:
                raise RuntimeError(f"copying the cluster failed: {copied.stderr}")
            self._template_ready = True
        with open(self.data / "postgresql.conf", "a") as conf:  # the last setting counts
            conf.write("\n# tests (tests/pg.py)\nfsync = off\n"
                       "full_page_writes = off\nmax_connections = 300\n"
                       f"listen_addresses = '127.0.0.1'\nport = {self.port}\n"
                       f"unix_socket_directories = '{self.root}'\n")
        self.start()
        if pristine:
            self._template()
            self.stop()

    def _run(self, args: list[str], check: bool = True) -> subprocess.CompletedProcess[str]:
        cmd = _as_server_user([str(self.bin / args[0]), *args[1:]])
        done = subprocess.run(cmd, capture_output=True, text=True, cwd=self.root)
        if check and done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {done.stdout}{done.stderr}")
        return done

    def start(self) -> None:
        self._run(["pg_ctl", "-D", str(self.data), "-l", str(self.root / "log"), "-w",
                   "-t", "60", "start"])

    def stop(self, mode: str = "fast") -> None:
        self._wait_for_copy()
        self._run(["pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop"], check=False)

    def kill(self) -> None:
        """The server dies at once (``immediate``: no checkpoint, as a pulled plug)."""
        self.stop("immediate")

    def url(self, database: str) -> str:
        return f"postgresql+psycopg://{USER}@127.0.0.1:{self.port}/{database}"

    def admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(host="127.0.0.1", port=self.port, user=USER, dbname="postgres",
                             autocommit=True) as conn:
            conn.execute(sql)  # type: ignore[arg-type]

    def _template(self) -> None:
        if self._template_ready:
            return
        from director.store.db import open_database

        self.admin(f"CREATE DATABASE {TEMPLATE}")
        open_database(self.url(TEMPLATE)).close()
        self._template_ready = True

    def fresh_database(self, migrated: bool = True) -> str:
        """The URL of a new, empty database: migrated to the head (a copy of the
        template) or without any table (``migrated=False``)."""
        if not migrated:
            name = self._name()
            self.admin(f"CREATE DATABASE {name}")
            return self.url(name)
        self._template()
        self._wait_for_copy()
        name = self._made.pop() if self._made else self._copy()
        self._making = threading.Thread(target=self._copy_ahead, daemon=True)
        self._making.start()
        return self.url(name)

    def _name(self) -> str:
        return f"test_{os.getpid()}_{next(self._names)}"

    def _copy(self) -> str:
        name = self._name()
        self.admin(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE} STRATEGY FILE_COPY")
        return name

    def _copy_ahead(self) -> None:
        """The next test's copy (on the making thread); a failure leaves none made."""
        with contextlib.suppress(Exception):  # the server stopped: made at once later
            self._made.append(self._copy())

    def _wait_for_copy(self) -> None:
        making, self._making = self._making, None
        if making is not None:
            making.join()

    def drop(self, url: str) -> None:
        name = url.rsplit("/", 1)[1]
        self.admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.root, ignore_errors=True)


@contextmanager
def server() -> Iterator[Server]:
    started = Server()
    try:
        yield started
    finally:
        started.close()


def wait_until(check: object, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise AssertionError("waited in vain")
        time.sleep(0.01)


# ------------------------------------------------------------------ pytest fixtures

import pytest  # noqa: E402


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Server]:
    """The session's PostgreSQL server (started at the first test that needs it)."""
    if bin_dir() is None:
        pytest.fail(INSTALL_HINT, pytrace=False)
    with server() as started:
        yield started


@pytest.fixture
def pg_url(pg_server: Server) -> Iterator[str]:
    """A fresh database on the session's server, migrated to the head."""
    url = pg_server.fresh_database()
    yield url
    pg_server.drop(url)
