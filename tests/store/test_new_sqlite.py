"""A new SQLite database is made from the schema the migrations make, without Alembic
(director/store/migrations/new_sqlite.py, issue 33): the same tables, columns,
defaults, indexes, trigger and revision as a file the migrations made. A first
start makes it with ``sqlite3`` alone (``first_look``: no SQLAlchemy), in one
transaction: a file the same as one made through SQLAlchemy, never half made."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from director.store.db import head_revision, make_engine, migrate, open_database, sqlite_url
from director.store.errors import Missing
from director.store.file_checks import seen_mark
from director.store.first_look import first_look
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


HEADER = ("application_id", "journal_mode", "user_version", "page_size", "encoding",
          "auto_vacuum", "schema_version")


def _header(path: Path) -> dict[str, object]:
    """What the file says of itself beside its schema (its header's fields)."""
    with sqlite3.connect(path) as conn:
        said = {name: conn.execute(f"PRAGMA {name}").fetchone()[0] for name in HEADER}
    conn.close()
    return said


def _made_the_old_way(path: Path) -> Path:
    """A new file made as the first start made it before issue 33's last step: through
    SQLAlchemy (``open_database``: the script run on its connection)."""
    open_database(path).close()
    return path


def _made_at_first_start(path: Path) -> Path:
    """A new file made as a first start makes it: the first look, with ``sqlite3``."""
    look = first_look(path)
    assert look is not None and look.opened is None  # not opened with SQLAlchemy
    look.close()
    return path


def test_a_first_starts_file_is_the_one_made_through_sqlalchemy(tmp_path: Path) -> None:
    first = _made_at_first_start(tmp_path / "first.sqlite3")
    old = _made_the_old_way(tmp_path / "old.sqlite3")
    migrated = _migrated(tmp_path / "migrated.sqlite3")
    assert _schema(first) == _schema(old) == _schema(migrated)
    assert _header(first) == _header(old)
    assert _header(first)["application_id"] == 0x50444952  # ours
    assert _header(first)["journal_mode"] == "wal"
    assert not (tmp_path / "first.sqlite3-wal").exists()  # its connection closed cleanly


def test_a_first_starts_file_opens_at_the_head_without_the_migrations(tmp_path: Path) -> None:
    """Made by the first look, the file is then opened as any up-to-date one: nothing is
    migrated, and its revision is the head's."""
    path = _made_at_first_start(tmp_path / "first.sqlite3")
    look = first_look(path)
    assert look is not None
    db = look.open()
    with db.engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").all() == [
            (head_revision(),)]
    look.close()
    assert _schema(path) == _schema(_migrated(tmp_path / "migrated.sqlite3"))


def test_a_new_file_stopped_half_made_is_left_with_no_table_and_made_whole_next_time(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Data safety: SQLite refuses a statement halfway through the script (as a full disk
    would): nothing of it stays in the file, which is never taken for a database at
    the head; the next start makes it whole."""
    good = new_sqlite.SCRIPT.read_text(encoding="utf-8")
    halfway = good.index("CREATE TABLE seat")
    broken = tmp_path / "broken.sql"
    broken.write_text(good[:halfway] + "CREATE TABLE player (id INTEGER);\n" + good[halfway:],
                      encoding="utf-8")
    monkeypatch.setattr(new_sqlite, "SCRIPT", broken)
    path = tmp_path / "first.sqlite3"
    with pytest.raises(Exception, match="already exists"):
        first_look(path)
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT count(*) FROM sqlite_master").fetchone() == (0,)
        assert conn.execute("PRAGMA application_id").fetchone() == (0,)
    conn.close()
    monkeypatch.setattr(new_sqlite, "SCRIPT", Path(new_sqlite.__file__).with_name(
        "new_sqlite.sql"))
    _made_at_first_start(path)
    assert _schema(path) == _schema(_migrated(tmp_path / "migrated.sqlite3"))


def test_a_database_used_before_and_gone_is_not_made_again_unasked(tmp_path: Path) -> None:
    """A file used before has gone missing: the first look says so (its backup offered
    by the start-up dialog) and makes nothing; asked to start a new one, it makes it."""
    path = tmp_path / "night.sqlite3"
    seen_mark(path).write_text("used", encoding="utf-8")
    with pytest.raises(Missing):
        first_look(path)
    assert not path.exists() or path.stat().st_size == 0
    look = first_look(path, new=True)
    assert look is not None
    look.close()
    assert _schema(path) == _schema(_migrated(tmp_path / "migrated.sqlite3"))


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


KILLED_WHILE_MAKING = """
import sys
from pathlib import Path
from director.store.first_look import first_look
from director.store.migrations import new_sqlite
text = new_sqlite.SCRIPT.read_text(encoding="utf-8")
halfway = text.index("CREATE TABLE seat")
never_ends = ("SELECT count(*) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL "
              "SELECT x + 1 FROM c) SELECT x FROM c);\\n")
script = Path(sys.argv[2])
script.write_text(text[:halfway] + never_ends + text[halfway:], encoding="utf-8")
new_sqlite.SCRIPT = script
print("making", flush=True)
first_look(Path(sys.argv[1]))
"""


def test_a_first_start_killed_while_making_its_file_leaves_no_table(tmp_path: Path) -> None:
    """Data safety (issue 33): the program killed halfway through making its new file
    (here held on a statement that never ends, half the tables made): the file has no
    table, is not taken for a database, and the next start makes it whole."""
    import os
    import signal
    import subprocess
    import sys
    import time

    path = tmp_path / "first.sqlite3"
    root = Path(__file__).resolve().parents[2]
    making = subprocess.Popen([sys.executable, "-c", KILLED_WHILE_MAKING, str(path),
                               str(tmp_path / "held.sql")], cwd=root, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert making.stdout is not None and making.stdout.readline() == "making\n"
        deadline = time.monotonic() + 30
        while not path.with_name(path.name + "-wal").exists():  # the tables being made
            assert time.monotonic() < deadline and making.poll() is None
            time.sleep(0.05)
        time.sleep(0.3)
    finally:
        os.kill(making.pid, signal.SIGKILL)
        making.communicate()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT count(*) FROM sqlite_master").fetchone() == (0,)
    conn.close()
    _made_at_first_start(path)
    assert _schema(path) == _schema(_migrated(tmp_path / "migrated.sqlite3"))
