"""Low-level checks on an SQLite file that never change it."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

SQLITE_HEADER = b"SQLite format 3\x00"


def looks_like_sqlite(path: Path) -> bool:
    """Whether the file is empty or starts with the SQLite header."""
    with path.open("rb") as f:
        head = f.read(len(SQLITE_HEADER))
    return not head or head == SQLITE_HEADER


def read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection: opening a file to look at it never writes to it."""
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=10)


def quick_check(path: Path) -> str:
    """``"ok"`` or what ``PRAGMA quick_check`` (or opening the file) reports."""
    try:
        if not looks_like_sqlite(path):
            return "file is not a database"
        with closing(read_only(path)) as conn:
            rows = conn.execute("PRAGMA quick_check").fetchall()
    except (sqlite3.Error, OSError) as exc:
        return str(exc)
    problems = [str(r[0]) for r in rows if r[0] != "ok"]
    return "ok" if not problems else "; ".join(problems[:3])


def stored_revisions(path: Path) -> list[str]:
    """The Alembic revisions recorded in the file (empty for a new file)."""
    with closing(read_only(path)) as conn:
        has = conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name='alembic_version'"
        ).fetchone()
        if not has:
            return []
        return [str(r[0]) for r in conn.execute("SELECT version_num FROM alembic_version")]
