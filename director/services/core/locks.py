"""The order in which a command takes its locks (issue 31; docs/concurrency.md).

Every command that reads seats or a running hand and then writes takes, before it
reads any of them, the locks it needs in one order:

1. the **event** (``lock_event``): every director command that seats, moves,
   places or pays the event's players (a move, a balancing, a seat draw, a bust,
   a rebuy, an add-on, a chip count, a color-up, an undo);
2. then the **tables** it reads or writes, in ascending id (``lock_tables``): the
   poker table's row stands for its seats and its hands;
3. then it reads and writes the **seats** and the **hands**: no one changes a seat
   or a hand's status without holding its table's lock.

A dealer's station takes only its table's lock, when it starts a hand
(``hand_start``) or ends one (``hand_log``: the same statement). An action inside
a hand writes only the hand's row and its log, under the hand's revision, and
needs no lock. Taken in this one order, two commands never wait for each other
in a circle, and the second reads what the first wrote.

On a club's PostgreSQL server (``READ COMMITTED``) each statement reads the rows
committed when it starts: a lock taken first makes every later read of the
command see whatever the command it waited for wrote. The event's lock is an
advisory lock (``pg_advisory_xact_lock``: a dealer station's login may lock
without the right to change the event's row); a table's is its row, ``FOR NO
KEY UPDATE`` (the lock a change of the row takes: two commands at one table wait
for each other, while a new seat's or hand's check of its table does not). Both
last until the command commits or rolls back. On SQLite a
command holds the file's write lock from its first statement (``BEGIN
IMMEDIATE``), which is every lock at once, and these calls do nothing.

A command must take its locks before it loads the rows they guard into its
session: a row loaded before is the snapshot of its own statement.

The player database belongs to no event: a command that adds players only where
no player of that name is known yet (the players' CSV import, and a command given a
typed new name, ``event_service.player_in``, after its event's lock) takes the
**players'** lock (``lock_players``, advisory too) before it reads the names.
"""

from __future__ import annotations

from collections.abc import Iterable

import sqlalchemy as sa
from sqlmodel import Session

# pg_advisory_xact_lock(EVENT_SPACE, event id): "PD" (Poker Director), events.
EVENT_SPACE = 0x5044
# pg_advisory_xact_lock(PLAYERS_SPACE, 0): "PP", the player database.
PLAYERS_SPACE = 0x5050

_EVENT = sa.text("SELECT pg_advisory_xact_lock(:space, :event_id)")
_TABLES = sa.text(
    "SELECT id FROM poker_table WHERE id = ANY(:ids) ORDER BY id FOR NO KEY UPDATE")
_ENTRIES_EVENTS = sa.text("SELECT DISTINCT event_id FROM entry WHERE id = ANY(:ids)")
_ENTRIES_TABLES = sa.text("SELECT DISTINCT table_id FROM seat WHERE entry_id IN :ids"
                          ).bindparams(sa.bindparam("ids", expanding=True))
_HAND_TABLE = sa.text("SELECT table_id FROM hand WHERE id = :hand_id")
_TABLES_EVENTS = sa.text("SELECT DISTINCT event_id FROM poker_table WHERE id = ANY(:ids)")


def on_server(s: Session) -> bool:
    return s.connection().dialect.name == "postgresql"


def lock_event(s: Session, event_id: int) -> None:
    """The event's lock, first of all (one command that seats, moves, places or pays
    its players at a time)."""
    if on_server(s):
        s.connection().execute(_EVENT, {"space": EVENT_SPACE, "event_id": event_id})


def lock_players(s: Session) -> None:
    """The player database's lock: one command at a time adds players by name."""
    if on_server(s):
        s.connection().execute(_EVENT, {"space": PLAYERS_SPACE, "event_id": 0})


def lock_tables(s: Session, table_ids: Iterable[int | None]) -> None:
    """The tables' locks, in ascending id, after the event's."""
    ids = sorted({int(t) for t in table_ids if t is not None})
    if ids and on_server(s):
        s.connection().execute(_TABLES, {"ids": ids})


def tables_of_entries(s: Session, entry_ids: Iterable[int]) -> list[int]:
    """The tables where these entries sit (read after their event's lock: only a
    command holding it moves a player)."""
    ids = sorted(set(entry_ids))
    if not ids:
        return []
    return list(s.connection().execute(_ENTRIES_TABLES, {"ids": ids}).scalars())


def lock_entries(s: Session, entry_ids: Iterable[int], tables: Iterable[int] = ()) -> None:
    """The locks a command about these entries needs: their event's, then the tables
    they sit at and ``tables`` (where it seats them), in one ascending order."""
    ids = sorted(set(entry_ids))
    if not on_server(s):
        return
    if ids:
        for event_id in sorted(s.connection().execute(_ENTRIES_EVENTS, {"ids": ids}).scalars()):
            lock_event(s, event_id)
    lock_tables(s, [*tables_of_entries(s, ids), *tables])


def lock_table_of_event(s: Session, *table_ids: int) -> None:
    """A director's command at these tables: their event's lock, then theirs."""
    if not on_server(s):
        return
    events = s.connection().execute(_TABLES_EVENTS, {"ids": list(table_ids)}).scalars()
    for event_id in sorted(events):
        lock_event(s, event_id)
    lock_tables(s, table_ids)


def lock_hand_table(s: Session, hand_id: int) -> None:
    """The lock of the table a hand is played at (a dealer's undo, an action stored
    the long way: either may end or reopen the hand and write its seats)."""
    if on_server(s):
        lock_tables(s, [s.connection().execute(_HAND_TABLE, {"hand_id": hand_id}).scalar()])


__all__ = ["EVENT_SPACE", "PLAYERS_SPACE", "lock_entries", "lock_event", "lock_hand_table",
           "lock_players", "lock_table_of_event", "lock_tables", "tables_of_entries"]
