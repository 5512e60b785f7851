"""Low-level checks on an SQLite file that never change it.

Looking at a file leaves nothing behind: a file with no ``-wal`` beside it is
opened ``immutable`` (SQLite then writes no ``-wal``/``-shm``), one with a
``-wal`` read-only so its committed content is seen, and a ``-shm`` the look
itself made is removed again. The checks also tell a database of ours (our
``PRAGMA application_id``, or the tables an older version of ours made) from
another program's SQLite file.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from director.engine.messages import Message, msg

SQLITE_HEADER = b"SQLite format 3\x00"
APPLICATION_ID = 0x50444952  # "PDIR": set in every database of ours (PRAGMA application_id)
SIDE_FILES = ("-wal", "-shm", "-journal")


def looks_like_sqlite(path: Path) -> bool:
    """Whether the file is empty or starts with the SQLite header."""
    with path.open("rb") as f:
        head = f.read(len(SQLITE_HEADER))
    return not head or head == SQLITE_HEADER


def side_file(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


@contextmanager
def read_only(path: Path, immutable: bool = False) -> Iterator[sqlite3.Connection]:
    """A connection that only reads. ``immutable`` (a backup, or a file without a
    ``-wal``) makes SQLite touch nothing beside the file; otherwise any ``-wal`` or
    ``-shm`` the reading itself created is removed afterwards."""
    before = {s for s in SIDE_FILES if side_file(path, s).exists()}
    if "-wal" not in before:
        immutable = True
    mode = "immutable=1" if immutable else "mode=ro"
    conn = sqlite3.connect(f"{path.absolute().as_uri()}?{mode}", uri=True, timeout=2)
    try:
        yield conn
    finally:
        conn.close()
        for suffix in SIDE_FILES:
            extra = side_file(path, suffix)
            if suffix not in before and extra.exists():
                extra.unlink(missing_ok=True)


PROBLEMS_SHOWN = 3  # problems a message names (SQLite lists up to 100, one a line)
PROBLEM_LENGTH = 160  # characters of each: a message stays readable (and within Fluent's limit)


def quick_check(path: Path, immutable: bool = False, full: bool = True) -> str:
    """``"ok"`` or what the check (or opening the file) reports, at most
    ``PROBLEMS_SHOWN`` problems. ``full``: ``PRAGMA quick_check``, every page of the
    file read (time grows with the file); otherwise ``light_check``'s constant-time look."""
    try:
        if not path.is_file() or path.is_symlink():
            return "not a regular file"
        if not looks_like_sqlite(path):
            return "file is not a database"
        if not full:
            return light_check(path, immutable)
        with read_only(path, immutable) as conn:
            rows = conn.execute("PRAGMA quick_check").fetchall()
    except (sqlite3.Error, OSError) as exc:
        return str(exc)
    return summary(str(r[0]) for r in rows)


def summary(lines: Iterable[str]) -> str:
    """SQLite's report (rows, each maybe several lines) as a short text: ``"ok"``, or
    the first problems and how many more there are."""
    problems = [line.strip() for row in lines for line in row.splitlines()
                if line.strip() and line.strip() != "ok" and not line.startswith("***")]
    if not problems:
        return "ok"
    shown = [p if len(p) <= PROBLEM_LENGTH else p[:PROBLEM_LENGTH - 1] + "…"
             for p in problems[:PROBLEMS_SHOWN]]
    more = len(problems) - len(shown)
    return "; ".join(shown) + (f"; {more} more" if more else "")


def light_check(path: Path, immutable: bool = False) -> str:
    """The look at a file that closed cleanly, in time that does not grow with it:
    the header's page size and format, a size of whole pages, and the schema (the
    first pages) read. Damage further in is found when a page is read (SQLite's
    "malformed" then says so) or by the full check after an unclean end."""
    with path.open("rb") as f:
        header = f.read(100)
    if len(header) < 100:
        return "file is not a database" if header else "ok"
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1) or header[21:24] != b"\x40\x20\x20":
        return "database disk image is malformed (its header)"
    if path.stat().st_size % page_size:
        return "database disk image is malformed (not a whole number of pages)"
    with read_only(path, immutable) as conn:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    return "ok"


def stored_revisions(path: Path, immutable: bool = False) -> list[str]:
    """The Alembic revisions recorded in the file (empty for a new file)."""
    with read_only(path, immutable) as conn:
        has = conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name='alembic_version'"
        ).fetchone()
        if not has:
            return []
        return [str(r[0]) for r in conn.execute("SELECT version_num FROM alembic_version")]


def holds_tables(path: Path, immutable: bool = False) -> bool:
    """Whether the file holds any table besides Alembic's and SQLite's own."""
    with read_only(path, immutable) as conn:
        return conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name NOT IN "
            "('alembic_version', 'sqlite_sequence') AND name NOT LIKE 'sqlite_%'"
        ).fetchone() is not None


def our_tables() -> set[str]:
    """Every table a version of ours makes (the models' tables and Alembic's)."""
    from sqlmodel import SQLModel

    import director.store.models  # noqa: F401  (the tables register themselves)

    return set(SQLModel.metadata.tables) | {"alembic_version", "sqlite_sequence"}


def not_ours(path: Path, immutable: bool = False) -> Message | None:
    """Why the SQLite file at ``path`` is another program's, or ``None`` when it is
    ours or empty. Ours: our application id, or (a database from before the id was
    set) no id, an ``alembic_version`` table and only tables of ours."""
    with read_only(path, immutable) as conn:
        app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
        tables = {str(r[0]) for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type='table'")}
    if app_id == APPLICATION_ID:
        return None
    if app_id != 0:
        return msg("store-foreign-application-id", text=f"{app_id:#x}")
    if not tables:
        return None
    foreign = sorted(tables - our_tables())
    if foreign:
        return msg("store-foreign-tables", text=", ".join(foreign[:5]))
    if "alembic_version" not in tables:
        return msg("store-no-version-record")
    return None
