"""Migration 0019 keeps who sat in each seat a hand was dealt to (R-6.5: a dead
deal's antes go back to the players who put them in); a hand stored before has
none, the one running hand a table stays unique, and the migration goes back down."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa

from director.store.db import make_engine, migrate
from tests.store.test_migration_0012 import migrate_down


def test_upgrade_from_0018_gives_old_hands_no_players(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'old.sqlite3'}")
    migrate(engine, "0018")
    with engine.begin() as conn:
        conn.execute(sa.text("INSERT INTO event (kind, name, settings, status, created_at, "
                             "archived) VALUES ('cash', 'Friday', '{}', 'running', "
                             "'2026-01-09', 0)"))
        conn.execute(sa.text("INSERT INTO poker_table (event_id, name, max_seats, closed, "
                             "button_seat, hands_dealt) VALUES (1, 'Table 1', 9, 0, 1, 1)"))
        conn.execute(sa.text("INSERT INTO hand (table_id, number, setup, status, started_at, "
                             "revision) VALUES (1, 1, '{}', 'running', '', 1)"))
    migrate(engine, "0019")
    with engine.begin() as conn:
        assert conn.execute(sa.text("SELECT number, players FROM hand")).one() == (1, None)
        with pytest.raises(sa.exc.IntegrityError):  # still one running hand a table
            conn.execute(sa.text("INSERT INTO hand (table_id, number, setup, status, "
                                 "started_at, revision, players) VALUES "
                                 "(1, 2, '{}', 'running', '', 1, '{\"1\": 1}')"))
    migrate_down(engine, "0018")
    with engine.begin() as conn:
        columns = {c["name"] for c in sa.inspect(conn).get_columns("hand")}
        assert "players" not in columns and "setup" in columns
    engine.dispose()
