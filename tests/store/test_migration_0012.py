"""Migration 0012: the undo descriptions an older database holds in English become
message data, shown in the user's language; a text no pattern knows is kept and
shown as it was. A hand's kept state (pot awards in English) is dropped and rebuilt
from the log."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlmodel import Session, select

from director.engine.messages import render
from director.services.core.action_log import history
from director.services.events.event_service import EventService
from director.store.db import make_engine, migrate, open_database
from director.store.models import DirectorAction, Hand

NBSP = "\u00a0"
# An old text whose English the catalogue now words better (issue 29: no "(s)")
NOW = {"Opened 2 table(s)": "Opened 2 tables",
       "Clock: next level (level break before level 4)":
       "Clock: next level (break before level 4)"}

# (what an older program stored, its Hungarian now); the night of a tournament and a
# cash table, in the order a director's commands wrote them.
KNOWN = [
    ("Opened 2 table(s)", "2 asztal megnyitva"),
    ("Seat draw: 8 players", "Helysorsolás: 8 játékos"),
    ("Anna seated at Table 1 seat 3", "Anna leültetve az 1. asztal 3. székére"),
    ("Eve (2) moved to Table 2 seat 5", "Eve (2) átültetve a 2. asztal 5. székére"),
    ("Entry: Bence", "Nevezés: Bence"),
    ("Re-entry: Eve", "Újranevezés: Eve"),
    ("Rebuy: Anna, 5000 chips", "Rebuy: Anna, 5000 zseton"),
    ("Add-on: Bence, 2500 chips", "Add-on: Bence, 2500 zseton"),
    ("Clock: pause clock (level 3)", "Óra: óra megállítva (3. szint)"),
    ("Clock: next level (level break before level 4)",
     "Óra: következő szint (szünet a 4. szint előtt)"),
    ("Chip count: Csilla 12500", f"Zsetonszámlálás: Csilla, 12{NBSP}500"),
    ("Undo: Chip count: Csilla 12500", f"Visszavonva: Zsetonszámlálás: Csilla, 12{NBSP}500"),
    ("Color-up of 25 at Table 1", "25 értékű zsetonok cseréje az 1. asztalnál"),
    ("Bust: Dan (place 4), Eve = Feri (place 5)", "Kiesés: Dan (4. hely), Eve = Feri (5. hely)"),
    ("Tables balanced", "Asztalok kiegyenlítve"),
    ("Seat 1 at table 1 moves to table 2 seat 5; Seat 3 at table 1 moves to table 2 seat 6",
     "Az 1. asztal 1. széke átül a 2. asztal 5. székére; Az 1. asztal 3. széke átül a 2. asztal "
     "6. székére"),
    ("Table 2: Button at seat 3; seat 4 posts the small blind; seat 5 posts the big blind",
     "2. asztal: Osztógomb: 3. szék; a 4. szék teszi be a kisvakot; az 5. szék teszi be a "
     "nagyvakot"),
    ("Final: Button at seat 2 (dead button); no small blind this hand (seat 1 is empty); "
     "seat 3 posts the big blind",
     "Final: Osztógomb: 2. szék (holt osztógomb); ebben a leosztásban nincs "
     "kisvak (az 1. szék üres); a 3. szék teszi be a nagyvakot"),
    ("Opened Table 3 (Texas hold'em, no limit 50/100)",
     "A 3. asztal megnyitva (Texas hold'em, no limit 50/100)"),
    ("Gábor on the waiting list for Omaha, pot limit 100/200",
     "Gábor felkerült a várólistára: Omaha, pot limit 100/200"),
    ("Buy-in: Bence 10000", f"Beszálló: Bence, 10{NBSP}000"),
    ("Rake: the table 500", "Rake: asztal, 500"),
    ("Gábor chose seat 4 at Table 3 with 8000",
     "Gábor leült a 3. asztal 4. székére (választott szék) 8000 zsetonnal"),
    ("Gábor moved from Table 3 seat 4 to Final seat 1",
     "Gábor átült a 3. asztal 4. székéről a „Final” asztal 1. székére"),
    ("Gábor is away (seat 1, Final)", "Gábor szünetel (Final, 1. szék)"),
    ("Payout table changed", "Kifizetési táblázat módosítva"),
    ("Prizes awarded", "Díjak kiosztva"),
    ("Tournament finished: Anna wins", "A verseny véget ért, a győztes: Anna"),
]
# Written by an older or a foreign program, or a button draw's explanation: no pattern
# knows them, they are kept and shown as they were.
UNKNOWN = ["Imported from the club's spreadsheet", "Nevezési díj visszafizetve",
           "Seat 1 draws A♦, the highest card: the button starts at seat 1"]


@pytest.fixture
def old_night(tmp_path: Path) -> Path:
    """A database at the revision before 0012 with a night's English descriptions."""
    path = tmp_path / "night.sqlite3"
    engine = make_engine(f"sqlite:///{path}")
    migrate(engine, "0007")
    with engine.begin() as conn:
        conn.exec_driver_sql("INSERT INTO event (kind, name, settings, status, created_at) "
                             "VALUES ('cash', 'Friday', '{}', 'running', '2026')")
        conn.exec_driver_sql("INSERT INTO poker_table (event_id, name, max_seats, closed) "
                             "VALUES (1, 'Table 1', 9, 0)")
        conn.exec_driver_sql(
            "INSERT INTO hand (table_id, number, setup, status, started_at, state, state_seq) "
            "VALUES (1, 1, '{}', 'complete', '2026', ?, 7)",
            (json.dumps([1, "The main pot of 300, contested by seat 1 and seat 2: ..."]),))
        for n, text in enumerate([*(e for e, _ in KNOWN), *UNKNOWN], start=1):
            conn.exec_driver_sql(
                "INSERT INTO director_action (event_id, kind, description, did, undo, at) "
                "VALUES (1, 'old', ?, '{}', '[]', ?)", (text, f"2026-11-29T20:{n:02d}:00"))
    engine.dispose()
    return path


def test_old_descriptions_become_messages_in_both_languages(old_night: Path) -> None:
    db = open_database(old_night)
    try:
        records = history(db, 1)
        assert len(records) == len(KNOWN) + len(UNKNOWN)
        for record, (english, hungarian) in zip(records, KNOWN, strict=False):
            assert record.description.id != "text", english
            assert str(record.description) == NOW.get(english, english)
            assert render(record.description, "hu") == hungarian
        for record, english in zip(records[len(KNOWN):], UNKNOWN, strict=True):
            assert record.description.id == "text"
            assert render(record.description, "en") == english
            assert render(record.description, "hu") == english
        with Session(db.engine) as s:
            stored = [a.description for a in s.exec(select(DirectorAction))]
            assert all(json.loads(d)["id"] for d in stored), "every description is data"
            for data, (english, _) in zip(stored, KNOWN, strict=False):
                assert english not in data and " chips" not in data, data
            hand = s.exec(select(Hand)).one()
            assert (hand.state, hand.state_seq) == (None, None), "rebuilt from the log"
    finally:
        db.close()


def test_undo_of_a_converted_action_names_it_in_hungarian(old_night: Path) -> None:
    """The newest action (an unknown text) is undone first and named as it was; the
    one before it (converted) then reads in Hungarian, and so does its undo."""
    db = open_database(old_night)
    try:
        events = EventService(db)
        now = datetime(2026, 11, 29, 23, 0, tzinfo=UTC)
        for expected in reversed(UNKNOWN):
            undone = events.undo_last(1, now)
            assert render(undone.description, "hu") == expected
        undone = events.undo_last(1, now)
        assert render(undone.description, "hu") == "A verseny véget ért, a győztes: Anna"
        newest = history(db, 1)[-1]
        assert str(newest.description) == "Undo: Tournament finished: Anna wins"
        assert render(newest.description, "hu") == (
            "Visszavonva: A verseny véget ért, a győztes: Anna")
    finally:
        db.close()


def test_downgrade_gives_the_english_back(old_night: Path) -> None:
    engine = make_engine(f"sqlite:///{old_night}")
    migrate(engine, "0012")
    migrate_down(engine, "0007")
    with engine.connect() as conn:
        texts = [row[0] for row in conn.exec_driver_sql(
            "SELECT description FROM director_action ORDER BY id")]
    engine.dispose()
    assert texts == [*(NOW.get(e, e) for e, _ in KNOWN), *UNKNOWN]


def migrate_down(engine: object, revision: str) -> None:
    from alembic import command

    from director.store.db import _alembic_config

    with engine.begin() as conn:  # type: ignore[attr-defined]
        command.downgrade(_alembic_config(conn), revision)
