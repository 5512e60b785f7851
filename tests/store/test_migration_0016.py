"""Migration 0016 (issue 31): one running hand per table is a rule of the schema,
on SQLite and on PostgreSQL. A database written before it may hold two running
hands at a table (the fault it closes): the newest, the one the program showed
and continued, stays running; the older is kept, log and all, as ``void``. On
PostgreSQL it adds the stations' table and the row checks (``server_roles``);
it goes back down."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from director.services.tables.hand_start import second_hand
from director.store.db import make_engine, migrate
from tests.pg import Server
from tests.store.test_migration_0012 import migrate_down


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def old_engine(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[sa.Engine]:
    """An empty database migrated to 0014, the revision before."""
    server: Server | None = None
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    else:
        server = request.getfixturevalue("pg_server")
        url = server.fresh_database(migrated=False)
    engine = make_engine(url)
    migrate(engine, "0014")
    yield engine
    engine.dispose()
    if server is not None:
        server.drop(url)


def _hand(conn: sa.Connection, number: int, status: str) -> None:
    conn.execute(sa.text(
        "INSERT INTO hand (table_id, number, setup, status, started_at, revision) "
        "VALUES (1, :n, '{}', :s, '', 1)"), {"n": number, "s": status})


def _statuses(conn: sa.Connection) -> list[tuple[int, str]]:
    return [tuple(r) for r in conn.execute(sa.text(  # type: ignore[misc]
        "SELECT number, status FROM hand ORDER BY number"))]


def _table(conn: sa.Connection) -> None:
    conn.execute(sa.text("INSERT INTO event (kind, name, settings, status, created_at, "
                         "archived) VALUES ('tournament', 'Friday', '{}', 'running', "
                         "'2026-01-09', false)"))
    conn.execute(sa.text("INSERT INTO poker_table (event_id, name, max_seats, closed, "
                         "hands_dealt) VALUES (1, 'Table 1', 9, false, 3)"))


def test_two_running_hands_become_one_and_a_third_is_refused(old_engine: sa.Engine) -> None:
    with old_engine.begin() as conn:
        _table(conn)
        _hand(conn, 1, "complete")
        _hand(conn, 2, "running")
        _hand(conn, 3, "running")  # stored by two stations at once, before 0016
        conn.execute(sa.text("INSERT INTO hand_event (hand_id, seq, payload) "
                             "VALUES (2, 1, '{}')"))
    migrate(old_engine)
    with old_engine.begin() as conn:
        assert _statuses(conn) == [(1, "complete"), (2, "void"), (3, "running")]
        assert conn.execute(sa.text("SELECT count(*) FROM hand_event")).scalar() == 1
    with pytest.raises(IntegrityError) as refused, old_engine.begin() as conn:
        _hand(conn, 4, "running")
    said = second_hand(refused.value, "Table 1")  # the services' message for it
    assert said is not None and "another station dealt the next hand at Table 1" in str(said)
    with old_engine.begin() as conn:
        conn.execute(sa.text("UPDATE hand SET status = 'complete' WHERE number = 3"))
        _hand(conn, 4, "running")  # once the hand is over, the next may run
        assert _statuses(conn)[-2:] == [(3, "complete"), (4, "running")]
    migrate_down(old_engine, "0014")
    with old_engine.begin() as conn:
        _hand(conn, 5, "running")  # no index any more
        assert "station" not in sa.inspect(conn).get_table_names()


def test_another_integrity_error_is_not_taken_for_a_second_hand(old_engine: sa.Engine) -> None:
    migrate(old_engine)
    with old_engine.begin() as conn:
        _table(conn)
        _hand(conn, 1, "complete")
    with pytest.raises(IntegrityError) as refused, old_engine.begin() as conn:
        _hand(conn, 1, "complete")  # the same number twice: another rule
    assert second_hand(refused.value, "Table 1") is None
