"""Issue 16: no English sentence in the database of a night played in Hungarian.

A tournament and a cash game are played through the services with Hungarian
names (the director types them), then every text column of every table of the
SQLite file is read: what the program wrote for a person to read is message
data (ids and arguments), never a sentence. A word of the English catalogues
(resources/messages/en) that Hungarian does not share, found anywhere but in a
message's id, a JSON key, a code value (an event's kind, a game's key...) or a
table's name, fails the test with where it was found.
"""

from __future__ import annotations

import json
import random
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from sqlmodel import Session, select

from director.engine.event.cash_tables import Stakes
from director.engine.messages import catalogue_folder
from director.services.cash.cash_service import CashGameService as CashService
from director.services.cash.cash_tables import CashTableService
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from director.store.models import Seat
from tests.services import night
from tests.services.night import (
    HOLDEM_25_50,
    MIN,
    T0,
    all_in_and_win,
    fold_to_big_blind,
)

NAMES = ["Kovács Anna", "Szabó Bence", "Tóth Csilla", "Nagy Dénes", "Horváth Emese",
         "Varga Ferenc", "Kiss Gábor", "Molnár Hajnalka"]
CHIPS = [{"value": 25, "color": "zöld", "count": 800},
         {"value": 100, "color": "fekete", "count": 800},
         {"value": 500, "color": "lila", "count": 400},
         {"value": 1000, "color": "sárga", "count": 400}]
# The usual night (tests/services/night.py) with Hungarian chip colours and payout name.
SETTINGS = {**night.SETTINGS, "chips": CHIPS, "currency": "Ft",
            "payouts": {**night.SETTINGS["payouts"], "name": "Szombati"}}

# Values that are code, not words for a person: what kind of row, the state it is in,
# a game's key, a limit's key, a command's name; a message's id; a table's name (the
# program numbers tables "Table 1", "Table 2"... and shows them as "az 1. asztal").
CODE_COLUMNS = {("event", "kind"), ("event", "status"), ("hand", "status"),
                ("ledgerline", "kind"), ("director_action", "kind"), ("cash_waiting", "kind"),
                ("cash_waiting", "stakes"), ("cash_table", "game"), ("cash_table", "limit"),
                ("poker_table", "name"), ("alembic_version", "version_num")}
CODE_KEYS = {"kind", "status", "game", "limit", "stakes", "type", "table", "name_key",
             "bounty_kind",  # fixed | progressive | mystery, a key like "kind"
             "button_tie_break"}  # the house rule's suit | redraw, a key too
TABLE_NAME = re.compile(r"Table \d+")


def _words(language: str) -> set[str]:
    """The words of a language's catalogues: message texts without their
    placeables, ids, attributes' names or comments."""
    found: set[str] = set()
    for path in catalogue_folder(language).glob("*.ftl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.lstrip().startswith("#") or not line.strip():
                continue
            text = line.split("=", 1)[1] if "=" in line and not line.startswith(" ") else line
            text = re.sub(r"\{[^{}]*\}", " ", text)
            text = re.sub(r"\[[a-z]+\]", " ", text)
            found |= {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{2,}", text)}
    return found


ENGLISH = _words("en") - _words("hu")


def _leaves(value: object, key: str = "") -> Iterator[tuple[str, str]]:
    """The strings of a JSON value a person could read, with the key they stand under:
    a message's id and the values of code keys are left out."""
    if isinstance(value, dict):
        is_message = isinstance(value.get("id"), str) and "args" in value
        for k, v in value.items():
            if (is_message and k == "id") or k in CODE_KEYS:
                continue
            yield from _leaves(v, str(k))
    elif isinstance(value, list):
        for item in value:
            yield from _leaves(item, key)
    elif isinstance(value, str):
        decoded = _json(value)
        if decoded is not None:
            yield from _leaves(decoded, key)
        else:
            yield key, value


def _json(text: str) -> object | None:
    if text[:1] not in ("{", "["):
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def english_in(path: Path) -> list[str]:
    """Each English word found, with its table, column and the text it is in."""
    found = []
    with sqlite3.connect(path) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master "
                                             "WHERE type = 'table'")]
        for table in tables:
            columns = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
            for row in conn.execute(f"SELECT * FROM {table}"):
                for column, value in zip(columns, row, strict=True):
                    if not isinstance(value, str) or (table, column) in CODE_COLUMNS:
                        continue
                    for key, text in _leaves(value, column):
                        text = TABLE_NAME.sub(" ", text)
                        words = {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]{2,}", text)}
                        if words & ENGLISH:
                            found.append(f"{table}.{column} [{key}]: {sorted(words & ENGLISH)} "
                                         f"in {text!r}")
    return found


def _tournament_night(db: Database) -> None:
    """Entries, seats, the button, hands dealt and won, a bust with its bounty, a chip
    count and its undo, a rebuy, the clock and balancing (R-3.1, R-8.1 to R-8.6)."""
    events, tournament = EventService(db), TournamentService(db)
    seating, service = SeatingService(db), TableService(db)
    event = events.create_event("tournament", "Szombati verseny", SETTINGS, T0)
    entries = [tournament.register(event, events.add_player(name, T0), T0) for name in NAMES]
    tables = seating.open_tables(event, 2, T0, seats=9)
    seating.draw_seats(event, T0, random.Random(3))
    for table in tables:
        seating.draw_for_button(table, T0, random.Random(table))
    events.start_clock(event, T0)
    button = service.running_state(tables[0]).button or 1
    panel = DealerSession.at_table(service, tables[0], HOLDEM_25_50, button)
    fold_to_big_blind(panel)
    panel.next_hand()
    winner_seat, loser_seat = panel.seats[0], panel.seats[1]
    all_in_and_win(panel, winner_seat, loser_seat)
    at = {(t, n): e for e, (t, n) in _seated(db).items()}
    loser, winner = at[(tables[0], loser_seat)], at[(tables[0], winner_seat)]
    tournament.bust(event, {loser: 10_000}, T0 + 5 * MIN, eliminators=(winner,))
    other = next(e for e in entries if e not in (loser, winner))
    tournament.count_chips(other, 9_000, T0 + 6 * MIN)
    events.undo_last(event, T0 + 7 * MIN)
    tournament.rebuy(other, T0 + 8 * MIN)
    events.pause_clock(event, T0 + 9 * MIN)
    events.resume_clock(event, T0 + 10 * MIN)
    events.next_level(event, T0 + 11 * MIN)
    seating.balance(event, T0 + 12 * MIN, random.Random(5))


def _seated(db: Database) -> dict[int, tuple[int, int]]:
    """entry -> (table, seat)"""
    with Session(db.engine) as s:
        return {seat.entry_id: (seat.table_id, seat.number) for seat in s.exec(select(Seat))
                if seat.entry_id is not None}


def _cash_night(db: Database) -> None:
    """A cash table: buy-ins, a top-up, a player away and back, the waiting list,
    a straddle, a player leaving with a cash-out, the rake (R-3.6, R-3.7, R-8.7)."""
    events = EventService(db)
    event = events.create_event("cash", "Pénteki készpénzes", {
        "small_blind": 50, "big_blind": 100, "min_buy_in": 4000, "max_buy_in": 20000,
        "currency": "Ft"}, T0)
    players = [events.add_player(name, T0) for name in NAMES[:5]]
    tables = CashTableService(db, random.Random(7))
    table = tables.open_table(event, T0, straddle=True)
    for n, player in enumerate(players[:3], start=1):
        tables.sit(table, player, 10_000, T0 + n * MIN, seat=n)
    tables.top_up(table, 2, 5_000, T0 + 5 * MIN)
    tables.step_away(table, 3, T0 + 6 * MIN)
    tables.come_back(table, 3, T0 + 7 * MIN, post=False)
    tables.add_waiting(event, players[3], Stakes("holdem", "no limit", 50, 100), T0 + 8 * MIN)
    tables.straddle_next(table, True, T0 + 9 * MIN)
    tables.leave(table, 1, T0 + 10 * MIN)
    CashService(db).rake(event, 500, T0 + 11 * MIN, note="a ház része")
    CashService(db).buy_in(event, players[4], 8_000, T0 + 12 * MIN)


def test_a_night_played_in_hungarian_stores_no_english_sentence(tmp_path: Path) -> None:
    path = tmp_path / "szombat.sqlite3"
    db = open_database(path)
    try:
        _tournament_night(db)
        _cash_night(db)
    finally:
        db.close()
    assert english_in(path) == []


def test_the_scan_finds_an_english_sentence(tmp_path: Path) -> None:
    """The scan is not blind: an old English undo description is found where it sits."""
    path = tmp_path / "regi.sqlite3"
    db = open_database(path)
    try:
        events = EventService(db)
        event = events.create_event("cash", "Péntek", {"small_blind": 50, "big_blind": 100}, T0)
        events.add_player("Kovács Anna", T0)
    finally:
        db.close()
    with sqlite3.connect(path) as conn:
        conn.execute("INSERT INTO director_action (event_id, kind, description, did, undo, at) "
                     "VALUES (?, 'rebuy', 'Rebuy: Kovács Anna, 5000 chips', '{}', '[]', '')",
                     (event,))
    [found] = english_in(path)
    assert found.startswith("director_action.description") and "chips" in found
