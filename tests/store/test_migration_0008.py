"""Migration 0008: events stored before it are not archived and have no finishing time."""

from __future__ import annotations

from pathlib import Path

from sqlmodel import Session, select

from director.store.db import make_engine, migrate, open_database
from director.store.models import Event


def test_events_before_0008_are_kept_not_archived_and_unfinished(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    engine = make_engine(f"sqlite:///{path}")
    migrate(engine, "0004")
    with engine.begin() as conn:
        conn.exec_driver_sql("INSERT INTO event (kind, name, settings, status, created_at) "
                             "VALUES ('cash', 'Friday', '{}', 'finished', '2026')")
        conn.exec_driver_sql("INSERT INTO poker_table (event_id, name, max_seats, closed) "
                             "VALUES (1, 'Table 1', 9, 0)")
    engine.dispose()
    db = open_database(path)
    with Session(db.engine) as s:
        event = s.exec(select(Event)).one()
        assert (event.name, event.status, event.archived, event.finished_at) == \
            ("Friday", "finished", False, None)
        event.archived = True
        s.add(event)
        s.commit()
        assert s.exec(select(Event)).one().archived is True
    db.close()
