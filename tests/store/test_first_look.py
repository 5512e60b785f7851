"""The first look at the database as the program starts (issue 21): the same checks
as ``open_database`` with the standard library, Home's list read with sqlite3, and
the SQLAlchemy opening left for after the first paint; anything that needs a write
(migrations due, no application id yet, a new file) takes the usual way."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from director.services.events.event_list import list_events
from director.services.samples import create_sample_cash_game, create_sample_tournament
from director.store.db import default_db_path, open_database
from director.store.errors import AlreadyOpen, Damaged, Locked, NewerSchema, NotOurs
from director.store.first_look import FirstLook, first_look
from director.store.revisions import head_revision, revision_graph
from director.ui.common.context import AppContext

NOW = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)


def _night(path: Path) -> Path:
    db = open_database(path)
    create_sample_tournament(db, NOW, name="Home game")
    create_sample_cash_game(db, NOW, name="Tuesday cash")
    db.close()
    return path


def test_an_up_to_date_database_is_listed_before_it_is_opened(tmp_path: Path) -> None:
    path = _night(tmp_path / "night.sqlite3")
    with sqlite3.connect(path) as conn:  # one event archived: the filter is the same SQL
        conn.execute("UPDATE event SET archived = 1 WHERE name = 'Tuesday cash'")
    look = first_look(path)
    assert isinstance(look, FirstLook) and look.opened is None
    context = AppContext(look, now=lambda: NOW)
    plain = list_events(context.reader)
    plain_all = list_events(context.reader, archived=True)
    assert look.opened is None  # the plain read opened nothing
    assert [(e.name, e.players) for e in plain] == [("Home game", 8)]
    assert {(e.name, e.archived) for e in plain_all} == {("Home game", False),
                                                         ("Tuesday cash", True)}
    assert context.where == str(path)
    opened = context.db  # the first command opens it, as open_database would
    assert look.opened is opened and opened.lock is look.lock and opened.lock.held
    assert list_events(opened) == plain and list_events(opened, archived=True) == plain_all
    assert list_events(context.reader) == plain  # now through the opened engine
    context.close()
    assert not look.lock.held


def test_the_first_look_holds_the_program_lock(tmp_path: Path) -> None:
    path = _night(tmp_path / "night.sqlite3")
    look = first_look(path)
    assert look is not None
    with pytest.raises(AlreadyOpen):
        first_look(path)
    with pytest.raises(AlreadyOpen):
        open_database(path, exclusive=True)
    look.close()
    again = first_look(path)
    assert again is not None
    again.close()


def test_a_newer_schema_is_refused_untouched(tmp_path: Path) -> None:
    path = _night(tmp_path / "future.sqlite3")
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    before = path.read_bytes()
    with pytest.raises(NewerSchema) as info:
        first_look(path)
    assert "newer version of Poker Director" in str(info.value)
    assert path.read_bytes() == before


def test_a_damaged_database_is_refused(tmp_path: Path) -> None:
    path = _night(tmp_path / "night.sqlite3")
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = path.stat().st_size
    with path.open("r+b") as f:
        f.seek(4096)
        f.write(b"\xff" * (size - 4096))
    with pytest.raises(Damaged):
        first_look(path)


def test_another_programs_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    with pytest.raises(NotOurs):
        first_look(path)


def test_a_new_file_is_made_with_sqlite3_and_listed_before_it_is_opened(
        tmp_path: Path) -> None:
    """A first start (issue 33): the new database is made by the first look, without
    SQLAlchemy, and Home lists it (no events) before it is opened."""
    look = first_look(tmp_path / "new.sqlite3")
    assert isinstance(look, FirstLook) and look.opened is None and look.lock.held
    context = AppContext(look, now=lambda: NOW)
    assert list_events(context.reader) == []
    assert look.opened is None
    context.close()
    assert not look.lock.held


def test_what_needs_a_write_is_opened_the_usual_way(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert first_look("postgresql://host/club") is None
    from director.store.migrations import new_sqlite

    behind = tmp_path / "behind.sql"  # a migration added since the new file's script
    behind.write_text(new_sqlite.SCRIPT.read_text(encoding="utf-8").replace(
        f"-- revision: {head_revision()}", "-- revision: 0001"), encoding="utf-8")
    with monkeypatch.context() as patch:
        patch.setattr(new_sqlite, "SCRIPT", behind)
        new = tmp_path / "new.sqlite3"
        assert first_look(new) is None and new.stat().st_size == 0  # open_database makes it
    due = _night(tmp_path / "due.sqlite3")
    older = revision_graph()[head_revision()]
    with sqlite3.connect(due) as conn:  # a migration is due
        conn.execute("UPDATE alembic_version SET version_num = ?", (older,))
    assert first_look(due) is None
    unmarked = _night(tmp_path / "unmarked.sqlite3")
    with sqlite3.connect(unmarked) as conn:  # from before the application id was set
        conn.execute("PRAGMA application_id = 0")
    assert first_look(unmarked) is None


def test_the_default_location_is_the_stores(tmp_path: Path) -> None:
    from director.store import first_look as module

    assert module._default_path() == default_db_path()


def test_an_opening_refused_after_the_first_look_can_be_tried_again(tmp_path: Path) -> None:
    path = _night(tmp_path / "night.sqlite3")
    look = first_look(path)
    assert look is not None
    context = AppContext(look, now=lambda: NOW)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program writes for longer than we wait
    try:
        assert [e.name for e in list_events(context.reader)] == ["Tuesday cash", "Home game"]
        with pytest.raises(Locked) as info:
            context.open()
        assert str(path) in str(info.value)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert context.db.lock is look.lock and look.lock.held  # the lock is ours again
    with pytest.raises(AlreadyOpen):
        open_database(path, exclusive=True)
    context.close()
