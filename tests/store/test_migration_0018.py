"""Migration 0018 gives each cash table an ante, a bring-in and a small and big bet
(issue 28: stud, draw and guts at cash tables); a table opened before keeps its
blinds and has none of them, and the migration goes back down."""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa

from director.services.core.documents import CashSettings
from director.store.db import make_engine, migrate
from tests.store.test_migration_0012 import migrate_down


def test_upgrade_from_0017_keeps_the_cash_tables_with_no_antes(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'old.sqlite3'}")
    migrate(engine, "0017")
    with engine.begin() as conn:
        conn.execute(sa.text("INSERT INTO event (kind, name, settings, status, created_at, "
                             "archived) VALUES ('cash', 'Friday', '{}', 'running', "
                             "'2026-01-09', 0)"))
        conn.execute(sa.text("INSERT INTO poker_table (event_id, name, max_seats, closed, "
                             "button_seat, hands_dealt) VALUES (1, 'Table 1', 9, 0, 1, 0)"))
        conn.execute(sa.text("INSERT INTO cash_table (table_id, game, \"limit\", small_blind, "
                             "big_blind) VALUES (1, 'holdem', 'no limit', 50, 100)"))
    migrate(engine, "0018")
    with engine.begin() as conn:
        row = conn.execute(sa.text("SELECT small_blind, big_blind, ante, bring_in, small_bet, "
                                   "big_bet FROM cash_table")).one()
        assert tuple(row) == (50, 100, 0, 0, 0, 0)
    migrate_down(engine, "0017")
    with engine.begin() as conn:
        columns = {c["name"] for c in sa.inspect(conn).get_columns("cash_table")}
        assert "ante" not in columns and "big_blind" in columns
    engine.dispose()


def test_a_stud_game_saved_with_blinds_reads_as_antes_and_bets() -> None:
    """A cash game saved as stud before it had its own forced bets (only blinds)."""
    old = CashSettings.model_validate({"game": "stud", "limit": "no limit",
                                       "small_blind": 50, "big_blind": 100})
    assert old.stakes().text == "Seven-card stud, fixed limit 100/200, ante 10, bring-in 30"
