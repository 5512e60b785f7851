"""A database made by the first schema is upgraded at start with its data intact."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlmodel import Session, select

from director.store.db import head_revision, make_engine, migrate, open_database
from director.store.models import Hand, HandEvent, Player


def _first_schema_database(path: Path) -> None:
    engine = make_engine(f"sqlite:///{path}")
    migrate(engine, "0001")
    with engine.begin() as conn:
        conn.exec_driver_sql(
            "INSERT INTO player (name, email, created_at) VALUES ('Ann', 'ann@x', '2024')")
        conn.exec_driver_sql("INSERT INTO event (kind, name, settings, status, created_at) "
                             "VALUES ('cash', 'Friday', '{}', 'running', '')")
        conn.exec_driver_sql("INSERT INTO poker_table (event_id, name, max_seats, closed) "
                             "VALUES (1, 'Table 1', 9, 0)")
        conn.exec_driver_sql("INSERT INTO hand (table_id, number, setup, status, started_at) "
                             "VALUES (1, 1, '{\"game\": \"holdem\"}', 'running', '')")
        conn.exec_driver_sql("INSERT INTO hand_event (hand_id, seq, payload) "
                             "VALUES (1, 1, '{\"type\": \"Burn\", \"card\": null}')")
    engine.dispose()


def test_first_schema_has_no_nickname(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    _first_schema_database(path)
    with sqlite3.connect(path) as conn:
        columns = [r[1] for r in conn.execute("PRAGMA table_info(player)")]
        assert "nickname" not in columns
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == ("0001",)


def test_upgrade_from_the_first_schema_keeps_the_data(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    _first_schema_database(path)
    db = open_database(path)  # applies the migrations at start
    with Session(db.engine) as s:
        player = s.exec(select(Player)).one()
        assert (player.name, player.email, player.nickname) == ("Ann", "ann@x", None)
        player.nickname = "Annie"
        s.add(player)
        s.commit()
        assert s.exec(select(Hand)).one().setup == '{"game": "holdem"}'
        assert s.exec(select(HandEvent)).one().payload == '{"type": "Burn", "card": null}'
    with db.engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() \
            == head_revision()
        triggers = conn.exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE type = 'trigger'").scalars().all()
        assert triggers == ["hand_event_append_only"]
    db.close()


def test_opening_twice_does_not_migrate_again(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    open_database(path).close()
    before = path.read_bytes()
    open_database(path).close()
    assert sqlite3.connect(path).execute("SELECT count(*) FROM alembic_version").fetchone() \
        == (1,)
    assert len(path.read_bytes()) == len(before)


def test_upgrade_to_the_action_log_keeps_seats_and_adds_chips_behind(tmp_path: Path) -> None:
    path = tmp_path / "second.sqlite3"
    engine = make_engine(f"sqlite:///{path}")
    migrate(engine, "0002")
    with engine.begin() as conn:
        conn.exec_driver_sql("INSERT INTO event (kind, name, settings, status, created_at) "
                             "VALUES ('cash', 'Friday', '{}', 'running', '')")
        conn.exec_driver_sql("INSERT INTO poker_table (event_id, name, max_seats, closed) "
                             "VALUES (1, 'Table 1', 9, 0)")
        conn.exec_driver_sql("INSERT INTO seat (table_id, number, stack) VALUES (1, 4, 800)")
    engine.dispose()
    db = open_database(path)
    with db.engine.connect() as conn:
        assert conn.exec_driver_sql(
            "SELECT number, stack, chips_behind FROM seat").one() == (4, 800, 0)
        assert conn.exec_driver_sql("SELECT positions FROM poker_table").scalar() is None
        assert conn.exec_driver_sql("SELECT count(*) FROM director_action").scalar() == 0
    db.close()


def test_upgrade_keeps_a_running_hand_without_a_kept_state(tmp_path: Path) -> None:
    """Revision 0004: hands stored before it get no kept state (``state`` empty),
    so restoring them replays their logs as before."""
    path = tmp_path / "old.sqlite3"
    _first_schema_database(path)
    db = open_database(path)
    with Session(db.engine) as s:
        hand = s.exec(select(Hand)).one()
        assert (hand.status, hand.state, hand.state_seq) == ("running", None, None)
    db.close()


def test_upgrade_counts_the_hands_each_table_has_dealt(tmp_path: Path) -> None:
    """Revision 0005: a table's running state continues from its last hand (hand 1
    dealt, so the next panel deals hand 2); old director actions know no hand."""
    from director.store.models import TableRow

    path = tmp_path / "old.sqlite3"
    _first_schema_database(path)
    db = open_database(path)
    with Session(db.engine) as s:
        table = s.exec(select(TableRow)).one()
        assert table.hands_dealt == 1
    db.close()


def test_the_migrations_build_exactly_the_tables_the_models_describe(tmp_path: Path) -> None:
    """Every model change has its migration: Alembic finds no difference between
    a database migrated to the head and the models."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlmodel import SQLModel

    engine = make_engine(f"sqlite:///{tmp_path / 'new.sqlite3'}")
    migrate(engine, head_revision())  # the migrations themselves (a new file's script is
    with engine.connect() as conn:  # checked against them: tests/store/test_new_sqlite.py)
        differences = compare_metadata(MigrationContext.configure(conn), SQLModel.metadata)
    engine.dispose()
    assert differences == []
