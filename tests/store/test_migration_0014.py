"""Migration 0014 adds the mystery-bounty envelopes and the leagues to a database at
0012 without touching what it holds, and goes back down."""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa

from director.store.db import make_engine, migrate
from tests.store.test_migration_0012 import migrate_down


def test_upgrade_from_0012_keeps_the_events_and_adds_the_tables(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'old.sqlite3'}")
    migrate(engine, "0012")
    with engine.begin() as conn:
        conn.execute(sa.text("INSERT INTO event (kind, name, settings, status, created_at, "
                             "archived) VALUES ('tournament', 'Friday', '{}', 'finished', "
                             "'2026-01-09', 0)"))
    migrate(engine, "0014")
    with engine.begin() as conn:
        tables = set(sa.inspect(conn).get_table_names())
        assert {"mystery_envelope", "league", "league_event"} <= tables
        assert conn.execute(sa.text("SELECT name FROM event")).scalars().all() == ["Friday"]
        conn.execute(sa.text("INSERT INTO league (name) VALUES ('Winter')"))
        league = conn.execute(sa.text("SELECT formula, best, ties FROM league")).one()
        assert tuple(league) == ("field", None, "shared")
        conn.execute(sa.text("INSERT INTO league_event (league_id, event_id) VALUES (1, 1)"))
        conn.execute(sa.text("INSERT INTO mystery_envelope (event_id, number, amount) "
                             "VALUES (1, 1, 5000)"))
    migrate_down(engine, "0012")
    with engine.begin() as conn:
        tables = set(sa.inspect(conn).get_table_names())
        assert not {"mystery_envelope", "league", "league_event"} & tables
    engine.dispose()
