"""Store errors whose message tells the user what happened and what to do.

Every failure a person can meet when the program opens or writes its database
has its own class, so the UI can offer the right way out (choose another
file, restore a backup, free disk space) without reading SQL error text.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlalchemy.exc import DBAPIError


class StoreError(ValueError):
    """A storage problem; ``str(error)`` is a message meant for the user.

    A ``ValueError`` like the services' refusals (``ServiceError``), so every window
    that shows a refused command's message shows a storage failure the same way:
    the command was not applied and the program goes on."""


class Locked(StoreError):
    def __init__(self, path: str) -> None:
        self.path = path
        super().__init__(
            f"The database {path} is busy: another program is writing to it. The last "
            "command was not saved; everything before it is safe. Close the other program "
            "(or wait for it to finish) and repeat the command."
        )


class DiskIOError(StoreError):
    def __init__(self, path: str) -> None:
        self.path = path
        super().__init__(
            f"The disk holding {path} reported a read or write error. The last command was "
            "not saved. The disk may be failing or was removed: check it, then run "
            "director check, and restore a backup if the check finds damage."
        )


class AlreadyOpen(StoreError):
    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(
            f"The database {path} is already open in another Poker Director window. "
            "Nothing was changed. Use that window, or close it and try again."
        )


class NotOurs(StoreError):
    def __init__(self, path: Path, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(
            f"{path} is an SQLite database of another program ({reason}). It was not "
            "opened and nothing was changed in it. Choose a Poker Director database with "
            "--db, or a new file name to start a new one."
        )


class Missing(StoreError):
    def __init__(self, path: Path, backup: Path | None) -> None:
        self.path = path
        self.backup = backup
        offer = (
            f"The newest good backup is {backup}."
            if backup is not None
            else "No backup was found beside it."
        )
        super().__init__(
            f"The database {path} is missing, although Poker Director used it before. "
            f"An empty one was not made in its place. {offer} Restore a backup with "
            "director restore-backup, put the file back, or start a new empty database."
        )


class NotADatabase(StoreError):
    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(
            f"{path} is not a Poker Director database (it is not an SQLite file). "
            "Nothing was changed in it. Choose another file with --db, or move this "
            "one away to start a new database."
        )


class NewerSchema(StoreError):
    def __init__(self, path: str, revision: str) -> None:
        self.path = path
        self.revision = revision
        super().__init__(
            f"{path} was written by a newer version of Poker Director (schema {revision!r}). "
            "It was left untouched. Install the newer version to open it, or choose "
            "another file with --db."
        )


class ReadOnlyLocation(StoreError):
    def __init__(self, path: Path, reason: str = "") -> None:
        self.path = path
        detail = f" ({reason})" if reason else ""
        super().__init__(
            f"Cannot write the database at {path}: the folder cannot be written to{detail}. "
            "Nothing was saved by the last command and no data was lost. Give the folder "
            "write permission, or choose another place with --db or DIRECTOR_DB."
        )


class DiskFull(StoreError):
    def __init__(self, path: str) -> None:
        self.path = path
        super().__init__(
            f"The disk holding {path} is full. The last command was not saved; everything "
            "before it is safe. Free some disk space and repeat the command."
        )


class Damaged(StoreError):
    def __init__(self, path: Path, problem: str, backup: Path | None) -> None:
        self.path = path
        self.problem = problem
        self.backup = backup
        offer = (
            f"The newest good backup is {backup}; restoring it keeps the damaged file "
            "beside it, renamed, and never overwrites it."
            if backup is not None
            else "No good backup was found."
        )
        super().__init__(
            f"The database {path} is damaged ({problem}). It was not changed. {offer}"
        )


def translate(exc: BaseException, where: str) -> StoreError | None:
    """The ``StoreError`` for a low-level database error, or ``None`` when it is
    not one the user can act on (a bug: let it surface as it is)."""
    original = exc.orig if isinstance(exc, DBAPIError) else exc
    if not isinstance(original, sqlite3.Error):
        return None
    text = str(original).lower()
    if "disk is full" in text:
        return DiskFull(where)
    if "is locked" in text or "database is busy" in text:
        return Locked(where)
    if "disk i/o error" in text:
        return DiskIOError(where)
    if "readonly" in text or "read-only" in text or "unable to open database" in text:
        return ReadOnlyLocation(Path(where), str(original))
    if "file is not a database" in text:
        return NotADatabase(Path(where))
    if "malformed" in text:
        return Damaged(Path(where), str(original), None)
    return None
