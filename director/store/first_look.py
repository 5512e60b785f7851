"""The database as the program starts: checked, locked, read for the first page,
and opened with SQLAlchemy only when the program first needs it (issues 21, 33).

Importing SQLAlchemy and building its engine costs about half a second at
every start, and the first page (Home) needs only one plain read. So for an
SQLite file that is up to date the program first takes a ``FirstLook``: the
instance lock (which says how the last run ended) and the same checks
``open_database`` makes before it writes (``file_checks``: a database of ours,
not damaged, not missing, no newer schema, no ``-wal`` lost), all with the
standard library; Home's list is then read with
``sqlite3`` (read-only). ``open()`` finishes the opening exactly as
``open_database`` does (``db.open_checked``: the engine, the revision check,
the application id, the file permissions) when the program first needs the
database (a command, a page that reads it: issue 33). What that opening also does
without SQLAlchemy is done at the start as before (``tidy``), and the backups are
made with ``sqlite3`` until then (``backup_if_due``).

A new file (none there, or an empty one: a first start) is made first, with
``sqlite3`` from the schema the migrations make (``migrations.new_sqlite``, one
transaction), and then looked at as any other (issue 33): SQLAlchemy waits for
the first need on a first start too. Anything else takes the usual way
(``first_look`` answers ``None``): another backend's URL, a file whose
migrations are due or which does not carry our application id yet (opening it
writes).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit, urlunsplit

from director.store.errors import translate
from director.store.file_checks import (
    APP_NAME,
    DB_FILE,
    ENV_VAR,
    check_held,
    make_private,
    remember,
)
from director.store.instance import InstanceLock
from director.store.integrity import APPLICATION_ID, read_only, stored_revisions
from director.store.revisions import head_revision
from director.store.wal_watch import wal_id

if TYPE_CHECKING:
    from director.store.db import Database


class FirstLook:
    """A checked SQLite database of ours at the newest schema, held by this program."""

    # A file is one computer's, so its station directs (as ``Database``'s defaults).
    role = "director"
    role_table: int | None = None

    def __init__(self, path: Path, lock: InstanceLock) -> None:
        self.path = path
        self.lock = lock
        self.opened: Database | None = None

    @property
    def where(self) -> str:
        return str(self.path)

    def open(self) -> Database:
        """The database opened as ``open_database`` opens it (once); a ``StoreError``
        (another program holds a write lock, say) leaves it to be tried again."""
        if self.opened is None:
            from director.store.db import open_checked, sqlite_url

            self.lock.acquire()  # held, unless a failed opening let it go
            self.opened = open_checked(sqlite_url(self.path), self.path, self.lock)
        return self.opened

    def close(self) -> None:
        if self.opened is not None:
            self.opened.close()
        else:
            self.lock.release()

    def tidy(self) -> None:
        """What ``open_checked`` does besides SQLAlchemy, at the start as before (issue
        33): the file and its side files private (600), the mark that it was used,
        and what killed backups and restores left removed (the lock is held alone)."""
        from director.store.backup import Backups

        make_private(self.path)
        remember(self.path)
        Backups(self.path).clean_partials()

    def backup_if_due(self, now: datetime) -> Path | None:
        """``EventService.backup_if_due`` before the database is opened, with
        ``sqlite3``: a backup at the start of each event day and every 15 minutes
        while an event runs (``Backups``), the ``-wal`` checkpointed otherwise. The
        backup's own connection may be the file's last and remove its ``-wal``: the
        lock then notes the one there is, so a kill later is not taken for a lost
        ``-wal`` (``wal_watch``)."""
        from director.store.backup import Backups

        try:
            with read_only(self.path) as conn:
                running = conn.execute(
                    "SELECT COUNT(*) FROM event WHERE status = 'running'").fetchone()[0]
        except sqlite3.Error as exc:
            raise (translate(exc, self.where) or exc) from exc
        try:
            return Backups(self.path).maybe_backup(now, event_running=bool(running))
        finally:
            if self.opened is None:
                self.lock.mark_open(wal_id(self.path))


def first_look(location: str | os.PathLike[str] | None = None,
               environ: Mapping[str, str] | None = None, new: bool = False
               ) -> FirstLook | None:
    """The first look at the program's database (see the module), or ``None`` when
    it must be opened the usual way; a ``StoreError`` says why it cannot be used.
    No file there yet (or an empty one): the new database is made first, with
    ``sqlite3`` (``new``: even where one was used before, the person having chosen
    to start a new one; else ``Missing``, as ``open_database`` says)."""
    env = os.environ if environ is None else environ
    explicit = str(location) if location else env.get(ENV_VAR)
    if explicit and "://" in explicit:
        return None  # a URL: another backend, or options only SQLAlchemy reads
    default = _default_path()
    path = Path(explicit).expanduser().absolute() if explicit else default
    new_file = not path.is_file() or path.stat().st_size == 0
    if new_file and not _text(path):
        return None  # no file can have that name: open_database says so (NameNotText)
    lock = InstanceLock(path).acquire()  # first: it says how the last run ended
    try:
        check_held(path, lock, new, data_folder=path == default)  # makes a new file empty
        if not _up_to_date_and_ours(path) and not (_no_schema(path) and _made(path)):
            lock.release()  # migrations due (or a script behind them): open_database
            return None
    except BaseException:
        lock.release()
        raise
    lock.mark_open(wal_id(path))
    return FirstLook(path, lock)


def _text(path: Path) -> bool:
    try:
        str(path).encode("utf-8")
    except UnicodeEncodeError:  # bytes of a name the file system gave back as they were
        return False
    return True


def _no_schema(path: Path) -> bool:
    """Nothing made in the file yet: a new one (empty), or one whose making was stopped
    (a start killed then leaves its header alone: ``new_sqlite.make_file``)."""
    try:
        with read_only(path) as conn:
            return int(conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]) == 0
    except sqlite3.Error as exc:
        raise (translate(exc, str(path)) or exc) from exc


def _made(path: Path) -> bool:
    """A new database's schema made in the file with ``sqlite3`` (a first start, issue
    33: SQLAlchemy waits for the first need, as on the usual start)."""
    from director.store.migrations.new_sqlite import make_file

    try:
        return make_file(path)
    except sqlite3.Error as exc:
        raise (translate(exc, str(path)) or exc) from exc


def where(location: str | os.PathLike[str] | None = None,
          environ: Mapping[str, str] | None = None) -> str:
    """Where the program's database is, named before it is opened (without
    SQLAlchemy, issue 33), as ``Database.where`` names it once open: the file's
    path, or the URL with any password hidden."""
    env = os.environ if environ is None else environ
    explicit = str(location) if location else env.get(ENV_VAR)
    if explicit and "://" in explicit:
        parts = urlsplit(explicit)
        if parts.password is None:
            return explicit
        host = parts.netloc.rpartition("@")[2]
        return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))
    return str(Path(explicit).expanduser().absolute() if explicit else _default_path())


def _default_path() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False)) / DB_FILE


def _up_to_date_and_ours(path: Path) -> bool:
    """At the newest schema and marked ours: opening it would write nothing."""
    if stored_revisions(path) != [head_revision()]:
        return False
    with read_only(path) as conn:
        return int(conn.execute("PRAGMA application_id").fetchone()[0]) == APPLICATION_ID
