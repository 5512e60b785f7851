"""The checks on a database file that need no database library (issue 21).

Everything that can be learned about an SQLite file without writing to it:
the folder can be written, the file is an SQLite database of ours, not damaged
(every page read by ``PRAGMA quick_check`` when ``full``, else the constant-time
``integrity.light_check``), not gone missing since it was last used, with its
version record, and written by no newer version. ``director.store.db`` runs
these before it opens the file with SQLAlchemy; ``director.store.first_look``
runs them before the first page is painted, when SQLAlchemy is not imported yet.
"""

from __future__ import annotations

import os
from pathlib import Path

from director.engine.messages import msg
from director.store import wal_watch
from director.store.errors import (
    Damaged,
    DiskFull,
    DiskIOError,
    FolderNotFile,
    Locked,
    Missing,
    NewerSchema,
    NotADatabase,
    NotOurs,
    NoVersionRecord,
    ReadOnlyLocation,
    WalLost,
    not_writable,
    said_by_sqlite,
)
from director.store.instance import InstanceLock
from director.store.integrity import (
    holds_tables,
    looks_like_sqlite,
    not_ours,
    quick_check,
    stored_revisions,
)
from director.store.revisions import known_revisions

APP_NAME = "poker-director"
DB_FILE = "director.sqlite3"
ENV_VAR = "DIRECTOR_DB"
BUSY_TIMEOUT = 2.0  # seconds a command waits for another program's write lock


def seen_mark(path: Path) -> Path:
    """The mark beside a database that says it existed (see ``Missing``)."""
    return path.with_name(path.name + ".seen")


def make_private(path: Path) -> None:
    """The database and its WAL files readable by the user only (600)."""
    for suffix in ("", "-wal", "-shm", ".seen", ".lock"):
        extra = path.with_name(path.name + suffix)
        try:
            if extra.exists() and not extra.is_symlink():
                extra.chmod(0o600)
        except OSError:
            pass  # not the owner: the file keeps the permissions its owner gave it


def remember(path: Path) -> None:
    mark = seen_mark(path)
    if mark.exists():
        return
    try:
        fd = os.open(mark, os.O_WRONLY | os.O_CREAT, 0o600)
        os.write(fd, b"Poker Director used the database beside this file.\n")
        os.close(fd)
    except OSError:
        pass  # a read-only folder was reported already; the mark is only a help


def check_held(path: Path, lock: InstanceLock, new: bool = False, data_folder: bool = False,
               full: bool = False, as_it_is: bool = False) -> None:
    """``check_file`` for the holder of the instance lock: the full check after an
    unclean end (or when asked), and a ``-wal`` lost since refused unless the person
    chose to open the file ``as_it_is`` (issue 31 item 8)."""
    check_file(path, new, data_folder, full=full or lock.unclean)
    if not as_it_is and wal_watch.lost(path, lock):
        from director.store.backup import Backups

        raise WalLost(path, Backups(path).newest_good())


def check_file(path: Path, new: bool = False, data_folder: bool = False,
               full: bool = True) -> None:
    """Everything that can be learned about the file without writing to it; the
    ``data_folder`` (the default location's) is made private to the user. ``full``:
    every page read (``PRAGMA quick_check``); otherwise a look whose time does not
    grow with the file (``integrity.light_check``)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        if data_folder:
            path.parent.chmod(0o700)  # the data folder is ours alone
    except OSError as exc:
        raise ReadOnlyLocation(path, exc.strerror or str(exc)) from None
    if not path.parent.is_dir():
        raise ReadOnlyLocation(path, msg("store-not-a-folder", path=str(path.parent)))
    if not writable(path):
        raise not_writable(path)
    if path.is_dir():
        raise FolderNotFile(path)
    if path.exists() and not path.is_file():
        raise NotADatabase(path)
    if not path.exists() or path.stat().st_size == 0:
        if seen_mark(path).exists() and not new:
            from director.store.backup import Backups

            raise Missing(path, Backups(path).newest_good())
        create_private(path)
        return
    try:
        if not looks_like_sqlite(path):
            raise NotADatabase(path)
    except OSError as exc:
        raise ReadOnlyLocation(path, exc.strerror or str(exc)) from None
    problem = quick_check(path, full=full)
    if problem == "file is not a database":
        raise NotADatabase(path)
    if problem != "ok":
        passing = said_by_sqlite(problem, str(path))
        if isinstance(passing, (DiskFull, DiskIOError, Locked)):
            raise passing  # the disk or another program, not the file: Try again
        from director.store.backup import Backups

        raise Damaged(path, problem, Backups(path).newest_good())
    reason = not_ours(path)
    if reason is not None:
        raise NotOurs(path, reason)
    known = known_revisions()
    revisions = stored_revisions(path)
    for revision in revisions:
        if revision not in known:
            raise NewerSchema(str(path), revision)
    if len(revisions) != 1 and holds_tables(path):
        from director.store.backup import Backups

        raise NoVersionRecord(path, Backups(path).newest_good())


def create_private(path: Path) -> None:
    """An empty file with permissions 600 for SQLite to fill (its WAL files follow)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
    except OSError as exc:
        raise ReadOnlyLocation(path, exc.strerror or str(exc)) from None


def writable(path: Path) -> bool:
    """The folder (for the WAL files) and the file itself must be writable."""
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return False
    return not path.exists() or os.access(path, os.R_OK | os.W_OK)


