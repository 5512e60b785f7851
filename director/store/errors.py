"""Store errors whose message tells the user what happened and what to do.

Every failure a person can meet when the program opens or writes its database
has its own class, so the UI can offer the right way out (choose another
file, restore a backup, free disk space) without reading SQL error text.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from director.engine.messages import Message, MessageError, msg, text


class StoreError(MessageError):
    """A storage problem; ``.message`` tells the user what happened (``str()``: English).

    A ``ValueError`` like the services' refusals (``ServiceError``), so every window
    that shows a refused command's message shows a storage failure the same way:
    the command was not applied and the program goes on."""


class Locked(StoreError):
    def __init__(self, path: str) -> None:
        self.path = path
        super().__init__(msg("store-locked", path=str(path)))


class DiskIOError(StoreError):
    def __init__(self, path: str) -> None:
        self.path = path
        super().__init__(msg("store-disk-io-error", path=str(path)))


class AlreadyOpen(StoreError):
    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(msg("store-already-open", path=str(path)))


class NotOurs(StoreError):
    def __init__(self, path: Path, reason: Message | str) -> None:
        self.path = path
        self.reason = reason if isinstance(reason, Message) else text(reason)
        super().__init__(msg("store-not-ours", path=str(path), reason_text=self.reason))


class Missing(StoreError):
    def __init__(self, path: Path, backup: Path | None) -> None:
        self.path = path
        self.backup = backup
        super().__init__(
            msg("store-missing-backup", path=str(path), backup_path=str(backup))
            if backup is not None else msg("store-missing-no-backup", path=str(path)))


class NoDatabase(StoreError):
    """No database at the path (no file, or an empty one) where nothing may be made:
    ``director check`` makes none, so a mistyped ``--db`` is said, not created."""

    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(msg("store-no-database", path=str(path)))


class NotADatabase(StoreError):
    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(msg("store-not-a-database", path=str(path)))


class FolderNotFile(NotADatabase):
    """``--db`` (or ``DIRECTOR_DB``) naming a folder: a file in it is meant."""

    def __init__(self, path: Path) -> None:
        self.path = path
        StoreError.__init__(self, msg("store-folder-not-file", path=str(path),
                                      file_path=str(path / "director.sqlite3")))


class NewerSchema(StoreError):
    def __init__(self, path: str, revision: str) -> None:
        self.path = path
        self.revision = revision
        super().__init__(msg("store-newer-schema", path=str(path), text=repr(revision)))


class ReadOnlyLocation(StoreError):
    def __init__(self, path: Path, reason: Message | str = "") -> None:
        self.path = path
        detail = reason if isinstance(reason, Message) else text(reason) if reason else None
        super().__init__(
            msg("store-read-only-because", path=str(path), reason_text=detail)
            if detail is not None else msg("store-read-only", path=str(path)))


class ReadOnlyFile(ReadOnlyLocation):
    """The database file itself is read-only in a folder that can be written (copied
    from a read-only share, ``chmod 444``): the file is named, not the folder, so
    the person gives the right one write permission."""

    def __init__(self, path: Path) -> None:
        self.path = path
        StoreError.__init__(self, msg("store-file-read-only", path=str(path)))


def not_writable(path: Path) -> ReadOnlyLocation:
    """What cannot be written at ``path``: the file itself, when its folder can be
    written and the file cannot, else the folder."""
    folder = os.access(path.parent, os.W_OK | os.X_OK)
    if folder and path.exists() and not os.access(path, os.W_OK):
        return ReadOnlyFile(path)
    return ReadOnlyLocation(path, msg("store-permission-denied"))


class BadLocation(StoreError):
    """``--db`` (or ``DIRECTOR_DB``) an address of no kind the program opens: not a
    file's path, an ``sqlite://`` or a PostgreSQL URL, or one that cannot be read."""

    def __init__(self, location: str) -> None:
        self.location = location
        super().__init__(msg("store-bad-location", text=location))


class EmptyLocation(StoreError):
    """``--db ""``: an empty name, which named the usual database before (a script
    whose variable was not set restored a backup over the director's own file)."""

    def __init__(self) -> None:
        super().__init__(msg("store-empty-location"))


class FileOptions(StoreError):
    """``--db`` (or ``DIRECTOR_DB``) an SQLite URL with options after "?"
    (``sqlite:///night.sqlite3?mode=ro``): the program opens its file for reading and
    writing, by its path alone, so it takes none (SQLAlchemy would warn and ignore
    ``mode=ro``, then open the file for writing all the same)."""

    def __init__(self, location: str) -> None:
        self.location = location
        super().__init__(msg("store-file-options", text=location,
                             options_text=location.partition("?")[2]))


class NameNotText(StoreError):
    """``--db`` (or ``DIRECTOR_DB``) a file name that is not UTF-8 text: SQLite opens
    files by UTF-8 names, so no database can be opened or made by this one."""

    def __init__(self, location: str) -> None:
        self.location = location
        shown = os.fsencode(location).decode("utf-8", "backslashreplace")
        super().__init__(msg("store-name-not-text", path=shown))


class LockNotAFile(StoreError):
    """The lock file beside the database (``<database>.lock``) is a link or a folder:
    the lock is never taken through a link (one planted in a shared folder would have
    its target written over)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(msg("store-lock-not-a-file", path=str(path)))


class DiskFull(StoreError):
    def __init__(self, path: str) -> None:
        self.path = path
        super().__init__(msg("store-disk-full", path=str(path)))


class BackupDiskFull(DiskFull):
    """A backup that did not fit on its disk: only the copy failed, the database and
    every command in it are untouched (the window tries again at the next minute)."""

    def __init__(self, path: str) -> None:
        self.path = path
        StoreError.__init__(self, msg("store-backup-disk-full", path=str(path)))


class Damaged(StoreError):
    def __init__(self, path: Path, problem: str, backup: Path | None) -> None:
        self.path = path
        self.problem = problem
        self.backup = backup
        super().__init__(
            msg("store-damaged-backup", path=str(path), text=problem, backup_path=str(backup))
            if backup is not None else msg("store-damaged-no-backup", path=str(path),
                                           text=problem))


class NoVersionRecord(StoreError):
    """Our tables without the one record of the schema they are at (``alembic_version``
    emptied): migrating would guess, so the file is refused untouched."""

    def __init__(self, path: Path, backup: Path | None) -> None:
        self.path = path
        self.backup = backup
        super().__init__(
            msg("store-version-record-lost-backup", path=str(path), backup_path=str(backup))
            if backup is not None else msg("store-version-record-lost-no-backup",
                                           path=str(path)))


class WalLost(StoreError):
    """The last run ended uncleanly and the ``-wal`` it was writing into is gone:
    the commands only that file held are lost (``director.store.wal_watch``)."""

    def __init__(self, path: Path, backup: Path | None) -> None:
        self.path = path
        self.backup = backup
        wal = str(path.with_name(path.name + "-wal"))
        super().__init__(
            msg("store-wal-lost-backup", path=str(path), wal_path=wal, backup_path=str(backup))
            if backup is not None else msg("store-wal-lost-no-backup", path=str(path),
                                           wal_path=wal))


class ServerLost(StoreError):
    """The club's server does not answer (issue 17): nothing was done, nothing is
    queued; the station reconnects by itself."""

    def __init__(self, where: str) -> None:
        self.path = where
        super().__init__(msg("store-server-lost", path=where))


class ChangedElsewhere(StoreError):
    """Another station changed the same thing in the same moment; it won."""

    def __init__(self, where: str) -> None:
        self.path = where
        super().__init__(msg("store-changed-elsewhere", path=where))


class NotAllowed(StoreError):
    """The club's server refused a change this station's login may not make (issue
    31: the server enforces each station's role, ``director.store.server_roles``)."""

    def __init__(self, where: str) -> None:
        self.path = where
        super().__init__(msg("store-not-allowed", path=where))


def _server_error(original: BaseException, where: str) -> StoreError | None:
    """PostgreSQL's errors (psycopg, imported only when one is met)."""
    import psycopg

    if isinstance(original, psycopg.errors.UniqueViolation | psycopg.errors.SerializationFailure
                  | psycopg.errors.DeadlockDetected):
        return ChangedElsewhere(where)
    if isinstance(original, psycopg.errors.InsufficientPrivilege):
        return NotAllowed(where)
    if isinstance(original, psycopg.OperationalError):
        return ServerLost(where)
    return None


def translate(exc: BaseException, where: str) -> StoreError | None:
    """The ``StoreError`` for a low-level database error, or ``None`` when it is
    not one the user can act on (a bug: let it surface as it is)."""
    original: BaseException | None = exc
    if type(exc).__module__.startswith("sqlalchemy"):
        # Imported only here: the start reads its first page without SQLAlchemy (issue 21).
        from sqlalchemy.exc import DBAPIError

        if isinstance(exc, DBAPIError):
            original = exc.orig
    if original is not None and type(original).__module__.startswith("psycopg"):
        return _server_error(original, where)
    if not isinstance(original, sqlite3.Error):
        return None
    return said_by_sqlite(str(original), where)


#: Free space under which a disk that refuses a write is taken as full: SQLite says
#: "disk I/O error", not "disk is full", of a WAL index (``-shm``) it cannot grow.
NEARLY_FULL = 1 << 20


def _nearly_full(where: str) -> bool:
    import shutil

    try:
        return shutil.disk_usage(Path(where).parent).free < NEARLY_FULL
    except (OSError, ValueError):
        return False


def said_by_sqlite(problem: str, where: str) -> StoreError | None:
    """The ``StoreError`` for what SQLite said of the database at ``where`` (an
    error's text, or what its check reported), or ``None`` when it is no such one."""
    text = problem.lower()
    if "disk is full" in text:
        return DiskFull(where)
    if "is locked" in text or "database is busy" in text:
        return Locked(where)
    if "disk i/o error" in text:
        return DiskFull(where) if _nearly_full(where) else DiskIOError(where)
    if "readonly" in text or "read-only" in text or "unable to open database" in text:
        located = not_writable(Path(where))
        return located if isinstance(located, ReadOnlyFile) else ReadOnlyLocation(
            Path(where), problem)
    if "file is not a database" in text:
        return NotADatabase(Path(where))
    if "malformed" in text:
        return Damaged(Path(where), problem, None)
    return None
