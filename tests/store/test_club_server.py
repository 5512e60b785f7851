"""The store on a club's PostgreSQL server (issue 17): the same migrations as on
a file, a newer schema refused, ``director check`` on the server, the password
of a URL never shown, and migration 0013 from 0012 on both databases."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from sqlalchemy import create_engine, inspect, text

from director.cli import check_database
from director.store.db import NewerSchema, make_engine, migrate, open_database
from director.store.errors import ServerLost
from director.store.revisions import head_revision
from tests.pg import Server

pytestmark = pytest.mark.pg


def test_the_schema_comes_up_on_the_server_as_on_a_file(pg_server: Server) -> None:
    url = pg_server.fresh_database(migrated=False)
    db = open_database(url)
    with db.engine.connect() as conn:
        version = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
        assert "revision" in {c["name"] for c in inspect(conn).get_columns("hand")}
    assert version == head_revision()
    db.close()


def test_a_schema_newer_than_the_program_is_refused_unchanged(pg_url: str) -> None:
    engine = create_engine(pg_url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '0999'"))
    with pytest.raises(NewerSchema, match="0999"):
        open_database(pg_url)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == "0999"
    engine.dispose()


def test_director_check_on_the_server(pg_url: str) -> None:
    out = io.StringIO()
    assert check_database(pg_url, out) == 0, out.getvalue()
    assert "checked, up to date" in out.getvalue()


def test_a_password_in_the_url_is_never_shown(pg_server: Server) -> None:
    """A server that is down: the message names the server, never the password."""
    url = f"postgresql+psycopg://director:s3cret@127.0.0.1:{pg_server.port + 1}/club"
    with pytest.raises(ServerLost) as refused:
        open_database(url)
    assert "s3cret" not in str(refused.value) and "127.0.0.1" in str(refused.value)
    out = io.StringIO()
    assert check_database(url, out) == 2
    assert "s3cret" not in out.getvalue() and "does not answer" in out.getvalue()


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_migration_0013_from_0012_gives_every_hand_a_revision(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    if backend == "sqlite":
        url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    else:
        url = request.getfixturevalue("pg_server").fresh_database(migrated=False)
    engine = make_engine(url)
    migrate(engine, "0012")
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO event (kind, name, settings, status, created_at, "
                          "archived) VALUES ('cash', 'Friday', '{}', 'running', '', false)"))
        conn.execute(text("INSERT INTO poker_table (event_id, name, max_seats, closed) "
                          "SELECT id, 'Table 1', 9, false FROM event"))
        conn.execute(text("INSERT INTO hand (table_id, number, setup, status, started_at) "
                          "SELECT id, 1, '{}', 'running', '' FROM poker_table"))
    migrate(engine)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT revision FROM hand")).scalar() == 1
    engine.dispose()
