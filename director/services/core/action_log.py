"""Every director command is recorded with what undoes it; ``undo_last`` reverses it.

A command, inside its one transaction, tells a ``Recorder`` which rows it is
about to change (``touch``), which it created (``created``) and which it
deletes (``delete``); ``record`` then stores one ``DirectorAction`` row with the
command's name and arguments and, for each row, its image before and after.

A recorded command never changes the stack or the player of a seat in a running
hand (``hand_guard``: the stack belongs to the hand); each action remembers the
newest hand when it was recorded.

``undo_last`` reverses the newest action not yet undone, in one transaction
(under its event's lock, then those of the tables it changed: ``locks``):
it refuses when a later event depends on what it would take back (a hand dealt
since with a seat the action changed, running or over: that hand started from
those chips), or when a row no longer looks as the action left it (another
change); otherwise it puts the before-images back in reverse order (deleting
rows the action created), and records the undo itself as an action that points
at what it undid. ``redo_last`` (Edit > Redo) reverses the newest undo the same
way (under the same locks), while nothing but undos and redos came after it, and
the action it puts back can be undone again.

Each action keeps the desk that recorded it (``Database.desk``). At a club, where
two directors' stations share one event, the newest action may be the other's:
undo (and redo of the other's undo) then asks first (``AskFirst``) and is done
only for the action the person was asked about.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import inspect
from sqlmodel import Session, SQLModel, col, select

from director.engine.frozen import frozen_record
from director.engine.messages import Message, msg
from director.services.core.errors import AskFirst
from director.services.core.hand_guard import (
    check_seat_changes,
    dealt_since,
    newest_hand_id,
    table_name,
)
from director.services.core.locks import lock_event, lock_tables
from director.services.core.message_data import from_stored, stored
from director.services.core.station_role import refusal as station_refusal
from director.services.core.unit_of_work import DESK, ServiceError, UnitOfWork
from director.store.db import Database
from director.store.models import (
    CashTable,
    CashWaiting,
    ChipSet,
    ClockState,
    ColorUpRow,
    DealShare,
    DirectorAction,
    Entry,
    Event,
    Hand,
    LedgerLine,
    MysteryEnvelope,
    Seat,
    TableRow,
)

_MODELS: dict[str, type[SQLModel]] = {
    str(m.__tablename__): m
    for m in (Event, TableRow, Seat, Entry, ClockState, ChipSet, LedgerLine)
} | {str(m.__tablename__): m for m in (CashTable, CashWaiting)}  # cash-game tables
_MODELS["mystery_envelope"] = MysteryEnvelope
_MODELS |= {str(m.__tablename__): m for m in (ColorUpRow, DealShare)}  # issue 28
_MODELS["hand"] = Hand  # only its status: a dead deal's pot given back


def iso(now: datetime) -> str:
    if not isinstance(now, datetime) or now.tzinfo is None:
        raise ServiceError(msg("svc-time-not-aware"))
    return now.astimezone(UTC).isoformat()


def _table(row: SQLModel) -> str:
    name = str(type(row).__tablename__)
    if name not in _MODELS:
        raise RuntimeError(f"rows of {name} are not recorded for undo")
    return name


def _key(row: SQLModel) -> dict[str, Any]:
    mapper = inspect(type(row))
    key = {c.key: getattr(row, str(c.key)) for c in mapper.primary_key}
    if any(v is None for v in key.values()):
        raise RuntimeError("a row is recorded before it has its key; flush it first")
    return key


def _image(row: SQLModel) -> dict[str, Any]:
    return row.model_dump()


class Recorder:
    """Collects the rows one command changes, for its ``DirectorAction``."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self._order: list[tuple[str, str]] = []
        self._before: dict[tuple[str, str], dict[str, Any] | None] = {}
        self._rows: dict[tuple[str, str], SQLModel | None] = {}
        self._keys: dict[tuple[str, str], dict[str, Any]] = {}
        self._plain: dict[tuple[str, str], dict[str, Any]] = {}  # written without the ORM

    def _remember(self, row: SQLModel, before: dict[str, Any] | None) -> tuple[str, str]:
        key = _key(row)
        ident = (_table(row), json.dumps(key, sort_keys=True))
        if ident not in self._before:
            self._order.append(ident)
            self._before[ident] = before
            self._keys[ident] = key
        self._rows[ident] = row
        return ident

    def touch(self, row: SQLModel) -> None:
        """Call before changing an existing row."""
        self._remember(row, _image(row))

    def created(self, row: SQLModel) -> None:
        """Call after adding a new row (it is flushed here to get its key)."""
        self.session.add(row)
        self.session.flush()
        self._remember(row, None)

    def created_all(self, rows: list[SQLModel]) -> None:
        """``created`` for many new rows with one flush."""
        self.session.add_all(rows)
        self.session.flush()
        for row in rows:
            self._remember(row, None)

    def changed(self, table: str, before: dict[str, Any] | None, after: dict[str, Any]
                ) -> None:
        """A row the command wrote itself, in plain SQL (``seat_moves``): its images
        before (None: created) and after, as ``touch`` and ``created`` keep them."""
        if table not in _MODELS:
            raise RuntimeError(f"rows of {table} are not recorded for undo")
        key = {"id": after["id"]}
        ident = (table, json.dumps(key, sort_keys=True))
        if ident not in self._before:
            self._order.append(ident)
            self._before[ident] = None if before is None else dict(before)
            self._keys[ident] = key
        self._rows[ident] = None
        self._plain[ident] = dict(after)

    def delete(self, row: SQLModel) -> None:
        ident = self._remember(row, _image(row))
        self._rows[ident] = None
        self.session.delete(row)

    def record(self, event_id: int, kind: str, description: Message, did: dict[str, Any],
               now: datetime, undoes: int | None = None) -> DirectorAction:
        """Store the command as one ``DirectorAction``; ``description`` is what undo
        names it, kept as message data (``message_data.stored``)."""
        for row in self._rows.values():
            if row is not None:
                self.session.add(row)
        self.session.flush()
        changes = [
            {"table": ident[0], "key": self._keys[ident], "before": self._before[ident],
             "after": self._plain[ident] if ident in self._plain
             else None if self._rows[ident] is None else _image(self._rows[ident])}  # type: ignore[arg-type]
            for ident in self._order
        ]
        check_seat_changes(self.session, changes, description)
        action = DirectorAction(event_id=event_id, kind=kind, description=stored(description),
                                did=json.dumps(did, sort_keys=True, default=str),
                                undo=json.dumps(changes, sort_keys=True), at=iso(now),
                                undoes=undoes, last_hand_id=newest_hand_id(self.session),
                                desk=self.session.info.get(DESK))
        self.session.add(action)
        self.session.flush()
        return action


@frozen_record
class ActionRecord:
    """One line of the director's history; ``description`` is a message."""

    action_id: int
    kind: str
    description: Message
    at: str
    undone: bool
    undoes: int | None


def history(db: Database, event_id: int) -> list[ActionRecord]:
    with UnitOfWork(db) as uow:
        rows = uow.session.exec(select(DirectorAction).where(DirectorAction.event_id == event_id)
                                .order_by(col(DirectorAction.id)))
        return [ActionRecord(r.id or 0, r.kind, from_stored(r.description), r.at,
                             r.undone_by is not None, r.undoes) for r in rows]


def undo_last(db: Database, event_id: int, now: datetime, seen: int | None = None
              ) -> ActionRecord:
    """Reverse the newest action of the event not yet undone (one transaction).

    An action another desk recorded (``Database.desk``: another station of a club)
    is not taken back unasked: ``AskFirst`` asks "'Ben rebuys' was recorded at
    another station: undo it?", and its ``again`` undoes that action (``seen``),
    refused by name when the newest action is another by then."""
    _station_may_undo(db)
    with UnitOfWork(db) as uow:
        s = uow.session
        lock_event(s, event_id)  # then the tables it changed (``locks``), then their rows
        last = newest_undoable(s, event_id)
        if last is None:
            raise ServiceError(msg("svc-nothing-to-undo"))
        described = from_stored(last.description)
        last_id = last.id
        _asked(db, last, seen, described, "undo",
               lambda: undo_last(db, event_id, now, seen=last_id))
        recorder = _reverse(s, last, described)
        undo = recorder.record(event_id, "undo", msg("undo-undo", action_text=described),
                               {"undoes": last.id}, now, undoes=last.id)
        last.undone_by = undo.id
        s.add(last)
        assert last.id is not None
        return ActionRecord(last.id, last.kind, described, last.at, True, None)


def newest_undoable(s: Session, event_id: int) -> DirectorAction | None:
    """The action ``undo_last`` takes back: the event's newest not undone (and no undo
    itself); the director's remote names it under its Undo."""
    return s.exec(select(DirectorAction).where(
        DirectorAction.event_id == event_id, col(DirectorAction.undone_by).is_(None),
        col(DirectorAction.undoes).is_(None)).order_by(col(DirectorAction.id).desc())).first()


def redo_last(db: Database, event_id: int, now: datetime, seen: int | None = None
              ) -> ActionRecord:
    """Put back the action the newest undo took back (Edit > Redo), as long as no
    other action was taken since; again and again back through a run of undos. The
    action can then be undone again (one transaction). An undo another desk did is
    not done again unasked (``AskFirst``, as ``undo_last``; ``seen``: that undo)."""
    _station_may_undo(db)
    with UnitOfWork(db) as uow:
        s = uow.session
        lock_event(s, event_id)  # as undo: two stations' redos, one after the other
        undo = _redoable(s, event_id)
        if undo is None or undo.undoes is None:
            raise ServiceError(msg("svc-nothing-to-redo"))
        action = s.get(DirectorAction, undo.undoes)
        assert action is not None and action.id is not None
        described = from_stored(action.description)
        undo_id = undo.id
        _asked(db, undo, seen, described, "redo",
               lambda: redo_last(db, event_id, now, seen=undo_id))
        recorder = _reverse(s, undo, described, redo=True)
        redo = recorder.record(event_id, "redo", msg("undo-redo", action_text=described),
                               {"redoes": action.id}, now, undoes=undo.id)
        undo.undone_by, action.undone_by = redo.id, None
        s.add(undo)
        s.add(action)
        return ActionRecord(action.id, action.kind, described, action.at, False, None)


def _station_may_undo(db: Database) -> None:
    """A dealer station or a display takes back nothing of the director's list (its
    undo would write the list, ``station_role``): refused at once in the station's
    words, before any question about another desk's action."""
    why = station_refusal(db, {"director_action"})
    if why is not None:
        raise ServiceError(why)


def _asked(db: Database, newest: DirectorAction, seen: int | None, described: Message,
           verb: str, again: Callable[[], ActionRecord]) -> None:
    """Undo (``verb``) or redo ``newest``, the action (or the undo) it would take back,
    only as the person saw it: when they were asked about another (``seen``), refused
    naming the one there now; when another desk recorded it and they were not asked
    yet, ``AskFirst``."""
    if seen is not None and newest.id != seen:
        raise ServiceError(msg(f"svc-{verb}-newest-changed", action_text=described))
    if seen is None and newest.desk is not None and newest.desk != db.desk:
        raise AskFirst(msg(f"svc-{verb}-other-desk", action_text=described), again)


def _redoable(s: Session, event_id: int) -> DirectorAction | None:
    """The newest undo not redone yet, when only undos and redos came after it."""
    for action in s.exec(select(DirectorAction).where(DirectorAction.event_id == event_id)
                         .order_by(col(DirectorAction.id).desc())):
        if action.kind == "redo" or (action.kind == "undo" and action.undone_by is not None):
            continue
        return action if action.kind == "undo" else None
    return None


def _reverse(s: Session, action: DirectorAction, described: Message, redo: bool = False
             ) -> Recorder:
    """Put back the rows ``action`` changed as they were before it (refused when a hand
    was dealt since with a seat it changed, or a row changed since: "cannot undo",
    or for a ``redo`` "cannot redo"), on a new ``Recorder`` for the action that
    does it."""
    dealt_since_id, changed_id = (
        ("svc-redo-hand-dealt-since", "svc-redo-row-changed") if redo
        else ("svc-undo-hand-dealt-since", "svc-undo-row-changed"))
    changes: list[dict[str, Any]] = json.loads(action.undo)
    lock_tables(s, _tables_changed(changes))  # issue 31: before their seats are read
    later = dealt_since(s, changes, action.last_hand_id or 0)
    if later is not None:
        raise ServiceError(msg(dealt_since_id, action_text=described,
                               hand_number=later.number,
                               table_text=table_name(s, later.table_id)))
    rows = [_current(s, c) for c in changes]
    for change, row in zip(changes, rows, strict=True):
        now_image = None if row is None else _image(row)
        if now_image != change["after"]:
            raise ServiceError(msg(changed_id, action_text=described,
                                   row_text=msg(_ROW_WORDS.get(change["table"],
                                                               "svc-row-other"))))
    recorder = Recorder(s)
    for change, row in reversed(list(zip(changes, rows, strict=True))):
        before = change["before"]
        if before is None:
            assert row is not None
            recorder.delete(row)
            s.flush()
        elif row is None:
            recorder.created(_MODELS[change["table"]](**before))
        else:
            recorder.touch(row)
            for field, value in before.items():
                setattr(row, field, value)
            s.add(row)
            s.flush()
    return recorder


#: What undo calls the rows it restores ("the ledger line it changed has changed").
_ROW_WORDS = {"event": "svc-row-event", "poker_table": "svc-row-table", "seat": "svc-row-seat",
              "entry": "svc-row-entry", "clockstate": "svc-row-clock",
              "chipset": "svc-row-chip-set", "ledgerline": "svc-row-ledger-line",
              "cash_table": "svc-row-cash-table", "cash_waiting": "svc-row-waiting-list"}


def _tables_changed(changes: list[dict[str, Any]]) -> set[int]:
    """The poker tables whose rows, or whose seats, an action changed."""
    tables = set()
    for change in changes:
        image = change["after"] or change["before"] or {}
        if change["table"] == "seat":
            tables.add(int(image["table_id"]))
        elif change["table"] == TableRow.__tablename__:
            tables.add(int(change["key"]["id"]))
    return tables


def _current(s: Session, change: dict[str, Any]) -> SQLModel | None:
    model = _MODELS[change["table"]]
    key = change["key"]
    ident = key[next(iter(key))] if len(key) == 1 else tuple(key.values())
    return s.get(model, ident)
