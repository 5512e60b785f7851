"""A new SQLite database is made from the schema the migrations make, without Alembic
(director/store/migrations/new_sqlite.py, issue 33): the same tables, columns,
defaults, indexes, trigger and revision as a file the migrations made."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from director.store.db import head_revision, make_engine, migrate, open_database, sqlite_url
from director.store.migrations import new_sqlite


def _migrated(path: Path) -> Path:
    """A new file migrated by Alembic to the head (a named revision: the migrations)."""
    engine = make_engine(sqlite_url(path))
    migrate(engine, head_revision())
    engine.dispose()
    return path


def _schema(path: Path) -> tuple[list[tuple[str, ...]], list[tuple[str, ...]]]:
    with sqlite3.connect(path) as conn:
        made = sorted(conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master"),
                      key=repr)
        revision = conn.execute("SELECT version_num FROM alembic_version").fetchall()
    conn.close()
    return made, revision


def test_a_new_database_is_the_one_the_migrations_make(tmp_path: Path) -> None:
    new = open_database(tmp_path / "new.sqlite3")
    new.close()
    made, revision = _schema(tmp_path / "new.sqlite3")
    assert (made, revision) == _schema(_migrated(tmp_path / "migrated.sqlite3"))
    assert revision == [(head_revision(),)]
    assert ("trigger", "hand_event_append_only", "hand_event") in {m[:3] for m in made}


def test_the_script_is_written_from_the_migrations(tmp_path: Path) -> None:
    with sqlite3.connect(_migrated(tmp_path / "migrated.sqlite3")) as conn:
        expected = new_sqlite.written(conn)
    conn.close()
    assert new_sqlite.SCRIPT.read_text(encoding="utf-8") == expected, \
        "the migrations have changed: " \
        "run `python -m director.store.migrations.write_new_sqlite`"


def test_hand_events_stay_append_only_in_a_new_database(tmp_path: Path) -> None:
    """The trigger the first migration made is there (a dealt hand's history is kept)."""
    open_database(tmp_path / "new.sqlite3").close()
    with sqlite3.connect(tmp_path / "new.sqlite3") as conn:
        conn.execute("INSERT INTO event (kind, name, settings, status, created_at) "
                     "VALUES ('cash', 'Friday', '{}', 'running', '')")
        conn.execute("INSERT INTO poker_table (event_id, name, max_seats, closed) "
                     "VALUES (1, 'Table 1', 9, 0)")
        conn.execute("INSERT INTO hand (table_id, number, setup, status, started_at) "
                     "VALUES (1, 1, '{}', 'running', '')")
        conn.execute("INSERT INTO hand_event (hand_id, seq, payload) VALUES (1, 1, '{}')")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            conn.execute("UPDATE hand_event SET payload = '[]'")
    conn.close()


def test_a_script_behind_the_migrations_leaves_the_new_file_to_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A migration added since the script was written: the new file is still made at
    the head, by the migrations."""
    old = tmp_path / "old.sql"
    old.write_text(new_sqlite.SCRIPT.read_text(encoding="utf-8").replace(
        f"-- revision: {head_revision()}", "-- revision: 0001"), encoding="utf-8")
    monkeypatch.setattr(new_sqlite, "SCRIPT", old)
    open_database(tmp_path / "new.sqlite3").close()
    assert _schema(tmp_path / "new.sqlite3") == _schema(_migrated(tmp_path / "migrated.sqlite3"))


def test_the_script_reads_back_as_its_statements() -> None:
    revision, statements = new_sqlite.read(new_sqlite.SCRIPT.read_text(encoding="utf-8"))
    assert revision == head_revision()
    assert statements[-1] == \
        f"INSERT INTO alembic_version (version_num) VALUES ('{head_revision()}');"
    trigger = next(s for s in statements if s.startswith("CREATE TRIGGER"))
    assert trigger.endswith("END;") and trigger.count(";") == 2  # one statement, not two
