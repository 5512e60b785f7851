"""Hand for hand near the money (R-8.5, TDA RP-8).

The director turns it on (``start``) once every table is between hands; each table
then plays one hand and waits: a dealer panel, or a hand recorded on the felt,
deals the next only once the director started it (``next_hand``), and ``stop``
ends it. The players out in one hand-for-hand hand at different tables tie for the
place and share the prizes of the places they cover (``busts``: whichever station
reports them and whenever, before the busts of a later hand); at one table the
bigger starting stack still finishes higher.

The event's current hand is ``ClockState.hand_for_hand`` (None: off), the one a
table dealt last ``TableRow.hand_for_hand`` (``dealt_in``, kept by the three ways a
hand starts: ``hand_start``, ``TableService.start_hand``, ``felt_hands``), and the
one a player busted in ``Entry.hand_for_hand``. Numbers go on from one time it is
on to the next, so an old table's or bust's number is never the current one.

A player is dealt each hand-for-hand hand once: a move from a table that has played
the current hand to one that has not dealt it yet is refused in words, whether the
director moves the player or balancing or breaking a table would (``refuse_replay``);
the other way the player just misses that hand.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from datetime import datetime

import sqlalchemy as sa
from sqlmodel import Session, col, select

from director.engine.frozen import frozen_record
from director.engine.messages import Message, msg
from director.services.core.action_log import Recorder
from director.services.core.message_data import table_label
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.tournament.rows import (
    entry_name,
    entry_row,
    live_entries,
    lock_event,
    tournament_under_way,
)
from director.store.db import Database
from director.store.models import ClockState, DirectorAction, Entry, Hand, TableRow

WAITING, PLAYING, DONE = "waiting", "playing", "done"


@frozen_record
class TableTurn:
    """A table in the current hand-for-hand hand: ``waiting`` (not dealt yet; a table
    dealt on the felt whose hands the program is not told of stays so), ``playing``
    (its hand runs at the dealer panel) or ``done``."""

    table_id: int
    name: str
    turn: str


@frozen_record
class HandForHand:
    """The event's hand for hand: the current hand (None: off) and each open table's turn."""

    hand: int | None
    tables: tuple[TableTurn, ...] = ()


def current(s: Session, event_id: int) -> int | None:
    clock = s.get(ClockState, event_id)
    return None if clock is None else clock.hand_for_hand


def dealt_in(hand: int | None, table_dealt: int | None, table_name: str) -> int | None:
    """The table's hand-for-hand hand once its next hand is dealt: the current ``hand``
    (``None``: not hand for hand, or not a tournament's table: the table's own stays,
    ``table_dealt``); refused in words when the table has played it, or a later one
    (the director's start of that one taken back since)."""
    if hand is None:
        return table_dealt
    if table_dealt is None or table_dealt < hand:
        return hand
    raise ServiceError(msg("svc-hand-for-hand-wait", table_text=table_label(table_name),
                           hand_number=table_dealt))


def deal_at(s: Session, table: TableRow) -> None:
    """``dealt_in`` for a table row about to deal its next hand (the panel's ORM path
    and a hand recorded on the felt), its event's current hand read here."""
    table.hand_for_hand = dealt_in(current(s, table.event_id), table.hand_for_hand,
                                   table.name)


def replays(hand: int | None, from_table: TableRow, to_table: TableRow) -> bool:
    """Whether a player moved from ``from_table`` to ``to_table`` would be dealt
    hand-for-hand ``hand`` (None: off) twice: the first has played it, the other has
    not dealt it yet."""
    return (hand is not None and (from_table.hand_for_hand or 0) >= hand
            and (to_table.hand_for_hand or 0) < hand)


#: What a seat at a table still to deal the hand would be, refused (``refuse_replay``).
MOVE, BALANCE, REBUY = ("svc-hand-for-hand-move-twice", "svc-hand-for-hand-balance-twice",
                        "svc-hand-for-hand-rebuy-twice")


def refuse_replay(s: Session, event_id: int,
                  moves: Iterable[tuple[TableRow, TableRow, int]], said: str = MOVE) -> None:
    """R-8.5: refused in words when one of ``moves`` (the table left, the table sat
    at, the entry) would deal a player the event's current hand-for-hand hand a
    second time (``replays``), naming the player and both tables; ``said``: what the
    seat would be, the director's move (``MOVE``), balancing's or a table's break, the
    whole command refused (``BALANCE``), or a rebuy's seat (``REBUY``)."""
    hand = current(s, event_id)
    for from_table, to_table, entry_id in moves:
        if replays(hand, from_table, to_table):
            raise ServiceError(msg(
                said, player=entry_name(s, entry_row(s, entry_id)), hand_number=hand or 0,
                table_text=table_label(from_table.name),
                to_table_text=table_label(to_table.name)))


def bust_hand(s: Session, event_id: int, table: TableRow | None) -> int | None:
    """The hand-for-hand hand a player out at ``table`` busted in: the one the table
    dealt last, reported late too; the current one at a table that dealt none since it
    began (dealt on the felt without the program) or a player without a seat."""
    hand = current(s, event_id)
    if hand is None:
        return None
    return hand if table is None or table.hand_for_hand is None else table.hand_for_hand


def earlier_busts(s: Session, event_id: int, hand: int, now_out: Iterable[int]
                  ) -> dict[int, tuple[int, int]]:
    """The players already out in hand-for-hand ``hand`` (but ``now_out``), each with
    the table and the chips they began it with, as their bust recorded them."""
    skip = set(now_out)
    entries = [e for e in s.exec(select(Entry.id).where(
        Entry.event_id == event_id, Entry.hand_for_hand == hand,
        col(Entry.place).is_not(None))) if e is not None and e not in skip]
    if not entries:
        return {}
    found: dict[int, tuple[int, int]] = {}
    # each entry's newest bust names it last (one undone and redone is in force again)
    for row in s.exec(select(DirectorAction.did).where(
            DirectorAction.event_id == event_id, DirectorAction.kind == "bust",
            col(DirectorAction.undoes).is_(None)).order_by(col(DirectorAction.id))):
        did = json.loads(row)
        if did.get("hand_for_hand") != hand:
            continue
        tables, busts = did.get("tables", {}), did.get("busts", {})
        for entry_id in entries:
            key = str(entry_id)
            if key in busts:
                found[entry_id] = (int(tables.get(key, 0)), int(busts[key]))
    return found


def later_busts(s: Session, event_id: int, hand: int) -> int | None:
    """The latest hand-for-hand hand after ``hand`` with players out in it, if any."""
    later = s.exec(select(sa.func.max(Entry.hand_for_hand)).where(
        Entry.event_id == event_id, col(Entry.hand_for_hand) > hand,
        col(Entry.place).is_not(None))).one()
    return None if later is None else int(later)


def _running(s: Session, tables: list[TableRow]) -> dict[int, int]:
    """The number of the hand running at each of ``tables`` that has one."""
    ids = [t.id for t in tables]
    return {int(h.table_id): h.number for h in s.exec(select(Hand).where(
        col(Hand.table_id).in_(ids), Hand.status == "running"))}


def _tables(s: Session, event_id: int) -> list[TableRow]:
    return list(s.exec(select(TableRow).where(TableRow.event_id == event_id,
                                              col(TableRow.closed).is_(False))
                       .order_by(col(TableRow.id))))


def _refuse_while_playing(s: Session, tables: list[TableRow],
                          which: Callable[[TableRow], bool]) -> None:
    """Refused in words while a hand runs at one of ``tables`` that ``which`` names."""
    running = _running(s, tables)
    for table in tables:
        if table.id in running and which(table):
            raise ServiceError(msg("svc-hand-still-being-played",
                                   hand_number=running[table.id],
                                   table_text=table_label(table.name)))


class HandForHandService:
    """The director's commands: on, the next hand, off; and what the console shows."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def status(self, event_id: int) -> HandForHand:
        with UnitOfWork(self.db, reads_only=True) as uow:
            s = uow.session
            hand = current(s, event_id)
            if hand is None:
                return HandForHand(None)
            tables = _tables(s, event_id)
            running = _running(s, tables)
            return HandForHand(hand, tuple(
                TableTurn(t.id or 0, t.name,
                          WAITING if (t.hand_for_hand or 0) < hand else
                          PLAYING if (t.id or 0) in running else DONE) for t in tables))

    def start(self, event_id: int, now: datetime) -> int:
        """Hand for hand on, between hands everywhere: its first hand's number."""
        with UnitOfWork(self.db) as uow:
            rec, clock, tables = self._begin(uow, event_id)
            s = rec.session
            if clock.hand_for_hand is not None:
                raise ServiceError(msg("svc-hand-for-hand-already",
                                       hand_number=clock.hand_for_hand))
            if len(live_entries(s, event_id)) < 2:  # the winner is named: nothing to wait for
                raise ServiceError(msg("svc-hand-for-hand-one-left"))
            _refuse_while_playing(s, tables, lambda t: True)  # it begins between hands
            before = [t.hand_for_hand for t in tables] + [s.exec(select(sa.func.max(
                Entry.hand_for_hand)).where(Entry.event_id == event_id)).one()]
            hand = max((h for h in before if h is not None), default=0) + 1
            for table in tables:  # none has dealt a hand of this hand for hand yet
                if table.hand_for_hand is not None:
                    rec.touch(table)
                    table.hand_for_hand = None
                    s.add(table)
            return self._set(rec, clock, hand, msg("undo-hand-for-hand-on", hand_number=hand), now)

    def next_hand(self, event_id: int, now: datetime) -> int:
        """The next hand-for-hand hand, once no table still plays the current one."""
        with UnitOfWork(self.db) as uow:
            rec, clock, tables = self._begin(uow, event_id)
            hand = self._on(clock)
            _refuse_while_playing(rec.session, tables,
                                  lambda t: (t.hand_for_hand or 0) >= hand)
            return self._set(rec, clock, hand + 1,
                             msg("undo-hand-for-hand-next", hand_number=hand + 1), now)

    def stop(self, event_id: int, now: datetime) -> None:
        """Hand for hand off: every table deals at its own pace again."""
        with UnitOfWork(self.db) as uow:
            rec, clock, tables = self._begin(uow, event_id)
            hand = self._on(clock)
            _refuse_while_playing(rec.session, tables,
                                  lambda t: (t.hand_for_hand or 0) >= hand)
            self._set(rec, clock, None, msg("undo-hand-for-hand-off", hand_number=hand), now)

    def _begin(self, uow: UnitOfWork, event_id: int
               ) -> tuple[Recorder, ClockState, list[TableRow]]:
        s = uow.session
        lock_event(s, event_id)
        tournament_under_way(s, event_id)
        rec = Recorder(s)
        clock = s.get(ClockState, event_id)
        if clock is None:
            clock = ClockState(event_id=event_id)
            rec.created(clock)
        return rec, clock, _tables(s, event_id)

    @staticmethod
    def _on(clock: ClockState) -> int:
        if clock.hand_for_hand is None:
            raise ServiceError(msg("svc-hand-for-hand-off"))
        return clock.hand_for_hand

    @staticmethod
    def _set(rec: Recorder, clock: ClockState, hand: int | None, said: Message,
             now: datetime) -> int:
        rec.touch(clock)
        clock.hand_for_hand = hand
        rec.session.add(clock)
        rec.record(clock.event_id, "hand for hand", said, {"hand": hand}, now)
        return hand or 0


__all__ = ["BALANCE", "DONE", "MOVE", "PLAYING", "REBUY", "WAITING", "HandForHand",
           "HandForHandService", "TableTurn", "bust_hand", "current", "deal_at", "dealt_in",
           "earlier_busts", "later_busts", "refuse_replay", "replays"]
