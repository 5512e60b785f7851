"""Whose stack is to count after a move from a table dealt on the felt, read from the
event's recorded actions not undone (``seating.moved_stacks`` writes and asks them;
``tournament.chips_known`` says such a stack is not known until counted): the moves
and seatings say where each player last sat down and whether they carried a stack
the felt moved uncounted (``to_count``), the counts say since when each player, or
each table's every stack, is known; ``last_felt_hands`` says each table's last hand
dealt on the felt. Read as plain rows, indexed once."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import sqlalchemy as sa
from sqlmodel import Session, col

from director.store.models import DirectorAction, Hand, TableRow

#: The recorded actions that seat a player: a move (which may carry an uncounted
#: stack), or a seat taken with the chips bought (late entry, re-entry).
MOVES = ("seat move", "balance")
SEATED = ("seat", "entry", "re-entry")


class MovedLog:
    """The event's recorded actions that say where a stack was last known, indexed
    once (a night's field of 1,000 players: one pass each): the last action that
    seated each entry and the counts after which each entry, or each table's every
    stack, is known."""

    def __init__(self, seatings: list[tuple[int, str, dict[str, Any]]],
                 counts: list[tuple[int, dict[str, Any]]]) -> None:
        # entry -> (action id, the table it seated them at or None, a stack to count)
        self.seated: dict[int, tuple[int, int | None, bool]] = {}
        for number, kind, did in seatings:  # oldest first: the last one stays
            if kind == "balance":
                flagged = set(did.get("to_count", ()))
                for move in did.get("seat_moves", ()):
                    if len(move) > 4:
                        self.seated[move[4]] = (number, move[2], move[4] in flagged)
            elif did.get("entry_id") is not None:
                moved = kind == "seat move"
                self.seated[did["entry_id"]] = (
                    number, did.get("table_id") if moved else None,
                    moved and bool(did.get("to_count")))
        self.entry_counted: dict[int, int] = {}  # entry -> the last count naming it
        self.table_counted: dict[int, int] = {}  # table -> its last count of every stack
        for number, did in counts:
            for entry in [did.get("entry_id"), *did.get("counted", ())]:
                if entry is not None:
                    self.entry_counted[entry] = number
            if did.get("table_id") is not None and "counted" not in did:
                self.table_counted[did["table_id"]] = number  # recorded before "counted"

    def last_seated(self, entry: int) -> tuple[int, int | None, bool]:
        """The last action that seated ``entry``: its id, the table it seated them at
        (None: not said), and whether the move carried a stack to count; (0, None,
        False) when none did (the draw of the seats)."""
        return self.seated.get(entry, (0, None, False))

    def counted_since(self, entry: int, table_id: int, since: int) -> bool:
        """A count after action ``since`` named ``entry``, or counted every stack at
        ``table_id`` (a table's count recorded before counts named everyone)."""
        return max(self.entry_counted.get(entry, 0), self.table_counted.get(table_id, 0)) \
            > since

    def still_to_count(self, entry: int, table_id: int) -> bool:
        """``entry`` seated at ``table_id`` by a move that carried an uncounted stack,
        and not counted since."""
        number, at, to_count = self.last_seated(entry)
        return to_count and at in (None, table_id) and \
            not self.counted_since(entry, table_id, number)


def _rows(s: Session, event_id: int, kinds: Iterable[str]) -> list[tuple[int, str, dict[str, Any]]]:
    """The event's recorded actions of ``kinds``, not undone, oldest first."""
    found = s.connection().execute(
        sa.select(col(DirectorAction.id), col(DirectorAction.kind), col(DirectorAction.did))
        .where(col(DirectorAction.event_id) == event_id,
               col(DirectorAction.kind).in_(list(kinds)),
               col(DirectorAction.undone_by).is_(None), col(DirectorAction.undoes).is_(None))
        .order_by(col(DirectorAction.id))).all()
    return [(number or 0, kind, json.loads(did or "{}")) for number, kind, did in found]


def read_log(s: Session, event_id: int, seated: bool = True) -> MovedLog:
    """The moves, with the seatings (``seated``: asked whether a player sat down after
    a hand; a moved player is not seated again by an entry), and the counts."""
    return MovedLog(_rows(s, event_id, (*MOVES, *SEATED) if seated else MOVES),
                [(number, did) for number, _, did in _rows(s, event_id, ("chip count",))])


def newest_panel_hands(s: Session, table_ids: Iterable[int]) -> dict[int, int]:
    """By table: the number of the newest hand the dealer panel dealt there (a stored
    hand); tables it never dealt at are left out."""
    return {t: n or 0 for t, n in s.connection().execute(
        sa.select(col(Hand.table_id), sa.func.max(Hand.number))
        .where(col(Hand.table_id).in_(list(table_ids))).group_by(col(Hand.table_id))).all()}


def last_felt_hands(s: Session, event_id: int, tables: Iterable[TableRow]) -> dict[int, int]:
    """By table: the recorded action of its last hand dealt on the felt, for the tables
    whose last hand was dealt there (not at the panel since). Read newest first,
    stopping once each is found (a night's felt hands are many)."""
    dealt = {table.id or 0: table.hands_dealt for table in tables}
    newest = newest_panel_hands(s, dealt)
    wanted = {t for t, hands in dealt.items() if hands > newest.get(t, 0)}
    found: dict[int, int] = {}
    if not wanted:
        return found
    rows = s.connection().execute(
        sa.select(col(DirectorAction.id), col(DirectorAction.did))
        .where(col(DirectorAction.event_id) == event_id, col(DirectorAction.kind) == "next hand",
               col(DirectorAction.undone_by).is_(None), col(DirectorAction.undoes).is_(None))
        .order_by(col(DirectorAction.id).desc()))
    try:
        for number, did in rows:
            table_id = json.loads(did or "{}").get("table_id")
            if table_id in wanted and table_id not in found:
                found[table_id] = number or 0
                if len(found) == len(wanted):
                    break
    finally:
        rows.close()
    return found
