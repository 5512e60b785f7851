"""A player moved (balancing, or the director's move) from a table dealt on the felt
before their chips there were counted (R-8.4: the player keeps their chips; R-8.6):
the stack stored for them is not what they carry, so the table they move to counts
it before dealing them a hand.

A table's hands dealt on the felt (the seating's Next hand, ``felt_hands``) move
chips nobody recorded: the seats keep the stacks as they were last known (the panel's
last hand, the chips bought, or a count). A player who sat through such a hand and
has not been counted since carries an unknown stack. The move names them
(``to_count`` in the move's record: ``uncounted``), and at the table they sit down
at ``stacks_to_count`` lists their seat, with the stack as stored as the count's
pre-fill, until a count names them (``count_moved``, the console's chip count of the
player, or a count of the whole table, ``felt_count.count_stacks``). The dealer
panel asks that count before its next hand (``ui/dealer/felt_count.ask_count``).
A player moved on again uncounted stays to count at the next table. One undo takes
a move back, and with it the need to count; one undo takes a count back, and the
need comes again (read from the recorded actions not undone).

Chips are never created or lost: a stack counted other than stored is a "chip
count", as the console's and the felt's counts are, which the event's chips balance
counts as a correction (``chips_balance``) and the chips-in-play check compares.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlmodel import Session, col, select

from director.engine.messages import Amount, msg
from director.services.core import validation as v
from director.services.core.action_log import Recorder
from director.services.core.hand_guard import running_hand, table_between_hands
from director.services.core.message_data import table_label
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.seating.counted_chips import check_counted
from director.store.db import Database
from director.store.models import DirectorAction, Hand, Player, Seat, TableRow

#: The recorded actions that seat a player: a move (which may carry an uncounted
#: stack), or a seat taken with the chips bought (late entry, re-entry).
MOVES = ("seat move", "balance")
SEATED = ("seat", "entry", "re-entry")


@dataclass(frozen=True, slots=True)
class MovedToCount:
    """A seat whose player moved in uncounted: who, and the stack as stored."""

    seat: int
    player: str
    stack: int
    entry_id: int


class _Log:
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


def _log(s: Session, event_id: int, seated: bool = True) -> _Log:
    """The moves, with the seatings (``seated``: asked whether a player sat down after
    a hand; a moved player is not seated again by an entry), and the counts."""
    return _Log(_rows(s, event_id, (*MOVES, *SEATED) if seated else MOVES),
                [(number, did) for number, _, did in _rows(s, event_id, ("chip count",))])


def _last_felt_hands(s: Session, event_id: int, tables: Iterable[TableRow]) -> dict[int, int]:
    """By table: the recorded action of its last hand dealt on the felt, for the tables
    whose last hand was dealt there (not at the panel since). Read newest first,
    stopping once each is found (a night's felt hands are many)."""
    wanted: set[int] = set()
    for table in tables:
        newest = s.exec(select(sa.func.max(Hand.number)).where(Hand.table_id == table.id)).one()
        if table.hands_dealt > (newest or 0):
            wanted.add(table.id or 0)
    found: dict[int, int] = {}
    if not wanted:
        return found
    rows = s.connection().execute(
        sa.select(col(DirectorAction.id), col(DirectorAction.did))
        .where(col(DirectorAction.event_id) == event_id, col(DirectorAction.kind) == "next hand",
               col(DirectorAction.undone_by).is_(None), col(DirectorAction.undoes).is_(None))
        .order_by(col(DirectorAction.id).desc()))
    for number, did in rows:
        table_id = json.loads(did or "{}").get("table_id")
        if table_id in wanted and table_id not in found:
            found[table_id] = number or 0
            if len(found) == len(wanted):
                break
    return found


def uncounted(s: Session, event_id: int, leaving: Iterable[tuple[TableRow, int]]) -> set[int]:
    """Of the entries about to leave their tables (``(table, entry id)``), those whose
    stack is not known: they sat through a hand dealt on the felt there and were not
    counted since (a count of the player or of the table), or they moved in
    uncounted and were not counted since. Read before the moves are written."""
    leaving = list(leaving)
    if not leaving:
        return set()
    log = _log(s, event_id)
    felt = _last_felt_hands(s, event_id, {t.id: t for t, _ in leaving}.values())
    found: set[int] = set()
    for table, entry in leaving:
        table_id = table.id or 0
        if log.still_to_count(entry, table_id):
            found.add(entry)
            continue
        last_felt = felt.get(table_id)
        if last_felt is None or log.last_seated(entry)[0] > last_felt:
            continue  # no felt hand since the panel's, or seated after it
        if not log.counted_since(entry, table_id, last_felt):
            found.add(entry)
    return found


def _due(s: Session, table: TableRow) -> list[MovedToCount]:
    rows = s.exec(select(Seat, Player).join(Player, col(Player.id) == Seat.player_id)
                  .where(Seat.table_id == table.id, col(Seat.entry_id).is_not(None))
                  .order_by(col(Seat.number))).all()
    if not rows:
        return []
    log = _log(s, table.event_id, seated=False)
    return [MovedToCount(seat.number, player.name, seat.stack, seat.entry_id or 0)
            for seat, player in rows if log.still_to_count(seat.entry_id or 0, table.id or 0)]


def stacks_to_count(db: Database, table_id: int, between_hands: bool = False
                    ) -> list[MovedToCount]:
    """The seats of ``table_id`` whose players moved in uncounted, by seat, each with
    the stack as stored (the count's pre-fill); empty when none, and (``between_hands``)
    while a hand runs there (they are dealt in from the next one)."""
    v.ident(table_id, "the table")
    with UnitOfWork(db, reads_only=True) as uow:
        table = uow.session.get(TableRow, table_id)
        if table is None or (between_hands and running_hand(uow.session, table_id)):
            return []
        return _due(uow.session, table)


def count_moved(db: Database, table_id: int, counts: Mapping[int, int], now: datetime) -> int:
    """The chips counted of the players moved in uncounted (``{seat: chips}``, each such
    seat), between hands; the total counted. The seats counted other than stored are
    one "chip count" action (a correction the chips balance counts: R-8.6); each count
    is paid in the chips on the table (TDA 20), else refused and nothing changes."""
    v.ident(table_id, "the table")
    with UnitOfWork(db) as uow:
        s = uow.session
        table = table_between_hands(s, table_id, "svc-felt-count-between-hands")
        due = {moved.seat: moved for moved in _due(s, table)}
        if set(counts) != set(due):
            raise ServiceError(msg("svc-moved-count-seats", table_text=table_label(table.name),
                                   seats=tuple(sorted(due)), count=len(due)))
        for number, chips in counts.items():
            v.whole(chips, f"the chips counted at seat {number}", 0, 10**12)
        for number, chips in sorted(counts.items()):  # in the chips on the table (TDA 20)
            check_counted(s, table, chips, due[number].player)
        seats = {seat.number: seat for seat in s.exec(select(Seat).where(
            Seat.table_id == table_id, col(Seat.number).in_(list(due))))}
        rec = Recorder(s)
        changed = []
        for number, seat in sorted(seats.items()):
            if seat.stack != counts[number]:
                rec.touch(seat)
                seat.stack = counts[number]
                s.add(seat)
                changed.append(seat.entry_id or 0)
        held, total = sum(m.stack for m in due.values()), sum(counts.values())
        rec.record(table.event_id, "chip count",
                   msg("undo-moved-count", table_text=table_label(table.name),
                       total=Amount(total), table_amount=Amount(held), count=len(due)),
                   {"table_id": table_id, "entry_ids": sorted(changed),
                    "counted": sorted(m.entry_id for m in due.values())}, now)
        return total
