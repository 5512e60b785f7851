"""A new SQLite database made from the schema its migrations make, without Alembic
(issue 33).

A first start used to run every migration on the new, empty file: Alembic, with
Mako and every SQL dialect it knows, cost the start about 13 MB of memory and
0.3 s of processor time. ``new_sqlite.sql`` (beside this module) holds
instead the statements of a file migrated to the head revision: each table, index
and trigger as SQLite stores it (``sqlite_master``, in the order made), then the
revision in ``alembic_version``. Run on an empty file in one transaction they
make the same database; ``make`` leaves the work to the migrations when the
script is of another revision than the head (a migration added since it was
written). ``python -m director.store.migrations.write_new_sqlite`` writes the
script again from the migrations; ``tests/store/test_new_sqlite.py`` checks that
it is theirs. A club's server (PostgreSQL) is migrated as before.

A first start makes its file with ``make_file`` and the standard library's
``sqlite3`` alone (issue 33): SQLAlchemy, about 21 MB with what it imports, then
waits for the program's first need of the database, as on the usual start
(``director.store.first_look``). ``make`` does the same on a connection of
SQLAlchemy's (``open_database`` on a new file).
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

from director.store.file_checks import BUSY_TIMEOUT
from director.store.integrity import APPLICATION_ID
from director.store.revisions import head_revision

SCRIPT = Path(__file__).resolve().parent / "new_sqlite.sql"
_REVISION = re.compile(r"^-- revision: (\S+)$", re.MULTILINE)
_HEADER = """\
-- A new SQLite database at the revision below: the statements of a file the
-- migrations made (sqlite_master, in the order made), run on an empty file in one
-- transaction (director/store/migrations/new_sqlite.py, issue 33). Do not edit:
-- written by `python -m director.store.migrations.write_new_sqlite`, checked by
-- tests/store/test_new_sqlite.py.
-- revision: {revision}
"""

def read(text: str) -> tuple[str | None, list[str]]:
    """The script's revision and its statements (each ends with its semicolon)."""
    found = _REVISION.search(text)
    statements, pending = [], ""
    for line in text.splitlines(keepends=True):
        if not pending and (line.startswith("--") or not line.strip()):
            continue
        pending += line
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    return (found[1] if found else None), statements


def written(connection: sqlite3.Connection) -> str:
    """The script for the database on ``connection``: its schema and revision."""
    revision = connection.execute("SELECT version_num FROM alembic_version").fetchone()[0]
    made = connection.execute(
        "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%'"
        " ESCAPE '\\' ORDER BY rowid").fetchall()
    body = "".join(f"{sql};\n" for (sql,) in made)
    return (_HEADER.format(revision=revision) + body
            + f"INSERT INTO alembic_version (version_num) VALUES ('{revision}');\n")


def make_file(path: Path) -> bool:
    """Make the head revision's schema in the new, empty SQLite file ``path`` with
    ``sqlite3`` (no SQLAlchemy), marked ours (``APPLICATION_ID``) and in WAL mode as
    ``db.make_engine``'s connections leave a file: all in one transaction, so a start
    killed meanwhile leaves the file with no table (made again at the next start),
    never half made. False, having written nothing, when the script is not at the
    head revision or the file holds anything already: the file is then left to
    ``open_database`` (the migrations). ``sqlite3.Error`` when SQLite refuses (a full
    disk): rolled back, nothing made."""
    revision, statements = read(SCRIPT.read_text(encoding="utf-8"))
    if revision != head_revision():
        return False
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode=WAL")  # as make_engine's connections set it
        conn.execute("PRAGMA synchronous=FULL")  # the commit on the disk, as theirs
        conn.execute("BEGIN IMMEDIATE")
        try:
            if conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                conn.execute("ROLLBACK")
                return False
            for statement in statements:
                conn.execute(statement)
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    finally:
        conn.close()
    return True


def is_empty(conn: Any) -> bool:
    """True when ``conn`` (SQLAlchemy) is on an SQLite database with nothing in it yet."""
    if conn.dialect.name != "sqlite":
        return False
    return int(conn.exec_driver_sql("SELECT count(*) FROM sqlite_master").scalar()) == 0


def make(conn: Any) -> bool:
    """Make the head revision's schema on ``conn`` (SQLAlchemy, in a transaction, on an
    empty SQLite database: ``is_empty``); False, having done nothing, when the
    script is not at the head revision (the migrations make the schema then)."""
    revision, statements = read(SCRIPT.read_text(encoding="utf-8"))
    if revision != head_revision():
        return False
    for statement in statements:
        conn.exec_driver_sql(statement)
    return True
