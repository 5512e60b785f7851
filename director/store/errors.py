"""Store errors whose message tells the user what happened and what to do.

Every failure a person can meet when the program opens or writes its database
has its own class, so the UI can offer the right way out (choose another
file, restore a backup, free disk space) without reading SQL error text.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlalchemy.exc import DBAPIError


class StoreError(Exception):
    """A storage problem; ``str(error)`` is a message meant for the user."""


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
    if "readonly" in text or "read-only" in text or "unable to open database" in text:
        return ReadOnlyLocation(Path(where), str(original))
    if "file is not a database" in text:
        return NotADatabase(Path(where))
    if "malformed" in text:
        return Damaged(Path(where), str(original), None)
    return None
