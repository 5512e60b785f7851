"""The Home window's list of events, read with plain SQL.

Home is the first page the program shows, so this read needs neither the ORM
(SQLModel, pydantic, the store's models) nor the settings documents (issue 21).
Before the first paint the database is only a ``FirstLook`` (SQLAlchemy is not
imported yet): the same SQL is then run with ``sqlite3`` on a read-only
connection, and its errors are the same ``StoreError``s. While the database is
still being opened on its own thread (``Opening``, issue 33) the list is read from
its first look, or is empty until something of it is known. Of an event's settings it reads the
two things the list shows, the game and whether the blinds rotate games; the
document was written whole by ``settings_json``, so both are there.
"""

from __future__ import annotations

import json
import sqlite3
from typing import TYPE_CHECKING, Any

from director.engine.frozen import frozen_record
from director.services.core.database import Opening
from director.store.errors import translate
from director.store.first_look import FirstLook
from director.store.integrity import read_only

if TYPE_CHECKING:
    from director.store.db import Database


@frozen_record
class EventSummary:
    """One line of the Home window's events list."""

    event_id: int
    kind: str  # "tournament" | "cash"
    name: str
    status: str  # planned | running | won (the winner known, Finish not pressed) | finished
    created_at: str  # UTC ISO-8601
    game: str  # a key of engine GAMES (the first game of a mixed rotation)
    mixed: bool
    players: int  # different players who entered (tournament) or bought in (cash)
    archived: bool = False


# Events with a started clock, a hand dealt or a cash buy-in are under way.
_UNDER_WAY = (
    "SELECT event_id FROM clockstate WHERE running = :yes OR ends_at IS NOT NULL "
    "UNION SELECT poker_table.event_id FROM poker_table "
    "JOIN hand ON hand.table_id = poker_table.id "
    "UNION SELECT event_id FROM ledgerline")
# Tournaments with their winner known: every entry has a place, one of them the first
# (the last bust gives it, R-8.5), until Finish tournament marks the event finished.
_WON = (
    "SELECT event_id FROM entry GROUP BY event_id "
    "HAVING SUM(CASE WHEN place IS NULL THEN 1 ELSE 0 END) = 0 "
    "AND SUM(CASE WHEN place = 1 THEN 1 ELSE 0 END) > 0")
_ENTRANTS = (
    "SELECT event_id, COUNT(DISTINCT player_id) FROM entry GROUP BY event_id")
_CASH_PLAYERS = (
    "SELECT event_id, COUNT(DISTINCT player_id) FROM ledgerline "
    "WHERE kind = 'buy-in' GROUP BY event_id")
_EVENTS = ("SELECT id, kind, name, status, created_at, settings, archived FROM event "
           "{where}ORDER BY created_at DESC, id DESC")


def list_events(db: Database | FirstLook | Opening, archived: bool = False
                ) -> list[EventSummary]:
    """The events, newest first; the archived ones too with ``archived``.

    The status shown is the event's real one: finished when it was finished;
    won when a tournament's last bust left one player, its winner known, and
    Finish tournament has not been pressed (the clock already names the winner);
    running once its clock was started or a hand or a cash buy-in shows it
    under way (a tournament's entries alone do not: registration is before the
    start), else planned (older databases never marked events running)."""
    if isinstance(db, Opening):
        known = db.opened or db.looked
        if known is None:
            return []  # nothing read yet (Home says the database is being opened)
        db = known
    where = "" if archived else "WHERE archived = :no "
    params: dict[str, Any] = {} if archived else {"no": False}
    if isinstance(db, FirstLook) and db.opened is None:
        rows, under_way, won, entrants, cash = _read_plain(db, _EVENTS.format(where=where),
                                                           params)
    else:
        opened = db.open() if isinstance(db, FirstLook) else db
        rows, under_way, won, entrants, cash = _read(opened, _EVENTS.format(where=where),
                                                     params)
    out = []
    for event_id, kind, name, status, created_at, settings, is_archived in rows:
        game, mixed = _game(kind, settings)
        players = entrants.get(event_id, 0) if kind == "tournament" else cash.get(event_id, 0)
        if status == "planned" and event_id in under_way:
            status = "running"
        if status != "finished" and kind == "tournament" and event_id in won:
            status = "won"
        out.append(EventSummary(int(event_id), kind, name, status, created_at, game, mixed,
                                players, bool(is_archived)))
    return out


_Read = tuple[list[Any], set[int], set[int], dict[int, int], dict[int, int]]


def _read(db: Database, events: str, params: dict[str, Any]) -> _Read:
    """The rows through the opened database's engine (a transaction that only reads)."""
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError

    from director.store.db import READS_ONLY

    engine = db.engine.execution_options(**{READS_ONLY: True})
    try:
        with engine.connect() as connection:
            under_way = {int(i) for (i,) in connection.execute(text(_UNDER_WAY), {"yes": True})}
            won = {int(i) for (i,) in connection.execute(text(_WON))}
            entrants = {int(e): int(n) for e, n in connection.execute(text(_ENTRANTS))}
            cash = {int(e): int(n) for e, n in connection.execute(text(_CASH_PLAYERS))}
            rows = list(connection.execute(text(events), params).all())
    except DBAPIError as error:
        translated = db.error(error)
        if translated is not None:
            raise translated from error
        raise
    return rows, under_way, won, entrants, cash


def _read_plain(look: FirstLook, events: str, params: dict[str, Any]) -> _Read:
    """The same rows with ``sqlite3`` before SQLAlchemy is imported (one snapshot)."""
    try:
        with read_only(look.path) as connection:
            connection.execute("BEGIN")
            under_way = {int(i) for (i,) in connection.execute(_UNDER_WAY, {"yes": True})}
            won = {int(i) for (i,) in connection.execute(_WON)}
            entrants = {int(e): int(n) for e, n in connection.execute(_ENTRANTS)}
            cash = {int(e): int(n) for e, n in connection.execute(_CASH_PLAYERS)}
            rows = connection.execute(events, params).fetchall()
            connection.execute("COMMIT")
    except sqlite3.Error as error:
        translated = translate(error, look.where)
        if translated is not None:
            raise translated from error
        raise
    return rows, under_way, won, entrants, cash


def _game(kind: str, settings: str) -> tuple[str, bool]:
    """(the game, whether the blinds rotate games) of a stored settings document; no
    game for a document that cannot be read (a damaged row is listed, and refused in
    words when it is opened, ``load_settings``; it stopped the program's start)."""
    try:
        data = json.loads(settings)
    except (ValueError, TypeError, RecursionError):
        return "", False
    if not isinstance(data, dict):
        return "", False
    blinds = data.get("blinds")
    mixed = kind == "tournament" and isinstance(blinds, dict) and \
        blinds.get("rotation") is not None
    return str(data.get("game", "holdem")), mixed
