"""One transaction per service command.

``with UnitOfWork(db) as uow:`` opens a session on a fresh transaction; the
block commits as a whole when it ends normally and rolls back as a whole when
it raises, so a command is either entirely stored or not at all. Low-level
database failures come out as ``StoreError`` messages (disk full, read-only
folder) rather than SQL text. Listeners run only after a successful commit, and
a commit that wrote rows is announced to the database's commit feed
(``director.services.core.commits``); a unit of work that only read is not. On a
club's server the other stations hear of it too (``director.store.notify``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import TracebackType

from sqlalchemy import event
from sqlalchemy.exc import DBAPIError
from sqlmodel import Session

from director.services.core import commits, hand_log
from director.services.core.errors import ServiceError
from director.services.core.station_role import (
    DEALER_WRITES,
    FELT_WRITES,
    REPORT_WRITES,
    STRADDLE_WRITES,
    own_table_refusal,
    refusal,
)
from director.store import notify
from director.store.db import READS_ONLY, Database
from director.store.models import Hand

#: ``ServiceError`` lives in ``errors`` (the dealer's delayed commit raises it too) and is
#: named here as well, beside the unit of work whose commands raise it.
__all__ = ["DESK", "ServiceError", "UnitOfWork"]

_WROTE = "director_wrote"
#: The session's ``info`` key of the desk its commands record at (``Database.desk``).
DESK = "director_desk"
_PLACES = "director_places"


@event.listens_for(Session, "after_flush")
def _flushed(session: Session, _context: object) -> None:
    """A flush that wrote rows marks its unit of work as one to announce, with the
    tables it wrote."""
    written = session.info.setdefault(_WROTE, set())
    places = session.info.setdefault(_PLACES, set())
    for row in (*session.new, *session.dirty, *session.deleted):
        name = getattr(row, "__tablename__", type(row).__name__.lower())
        written.add(name)
        # Which poker table the row belongs to, for a dealer station's rail.
        if name == "poker_table":
            places.add(("table", row.id))
        elif name == "hand_event":
            places.add(("hand", row.hand_id))
        elif hasattr(row, "table_id"):
            places.add(("table", row.table_id))


class UnitOfWork:
    def __init__(self, db: Database, reads_only: bool = False) -> None:
        self.db = db
        self.reads_only = reads_only  # a look: never waits for another program's write lock
        self._session: Session | None = None
        self._after_commit: list[Callable[[], None]] = []
        self._allowed = DEALER_WRITES  # at a dealer station's own table (``station_role``)

    @property
    def session(self) -> Session:
        if self._session is None:
            raise RuntimeError("the unit of work is used outside its 'with' block")
        return self._session

    def after_commit(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the command is committed (to notify listeners)."""
        self._after_commit.append(callback)

    def wrote(self, table: str, poker_tables: Iterable[int]) -> None:
        """Rows of ``table`` written in plain SQL (not through the session's rows),
        at ``poker_tables``: announced and checked against the role as a flush's are."""
        self.session.info.setdefault(_WROTE, set()).add(table)
        self.session.info.setdefault(_PLACES, set()).update(
            ("table", table_id) for table_id in poker_tables)

    def table_report(self, table_ids: Iterable[int | None]) -> None:
        """This command reports players seated at ``table_ids`` (a bust, a rebuy, an
        add-on, a chip count): a dealer station may store it for its own table (``station_role``),
        any other is refused now, before anything is written."""
        self._at_own_table(table_ids, REPORT_WRITES)

    def felt_dealing(self, table_id: int) -> None:
        """This command records the dealing of table ``table_id`` on the felt (the
        button drawn, a hand dealt without the panel): a dealer station may store it
        for its own table, with its record on the director's undo list
        (``FELT_WRITES``), any other is refused now, before anything is written."""
        self._at_own_table((table_id,), FELT_WRITES)

    def straddle_asked(self, table_id: int) -> None:
        """This command marks the straddle of cash table ``table_id``'s next hand
        (R-3.7): a dealer station may store it for its own table, with its record on
        the director's undo list (``STRADDLE_WRITES``), any other is refused now."""
        self._at_own_table((table_id,), STRADDLE_WRITES)

    def _at_own_table(self, table_ids: Iterable[int | None], allowed: frozenset[str]) -> None:
        """Refuse now a command a dealer station may do at its own table only, when
        ``table_ids`` are not that table; else let it write ``allowed`` there."""
        why = own_table_refusal(self.db, table_ids)
        if why is not None:
            raise ServiceError(why)
        self._allowed = allowed

    def __enter__(self) -> UnitOfWork:
        hand_log.settle(self.db)  # a dealer's action still being committed (hand_log)
        bind = self.db.engine.execution_options(**{READS_ONLY: True}) if self.reads_only \
            else self.db.engine
        self._session = Session(bind, expire_on_commit=False)
        self._session.info[DESK] = self.db.desk  # on each action it records (``Recorder``)
        self._after_commit = []
        self._allowed = DEALER_WRITES
        return self

    def _check_role(self, wrote: frozenset[str]) -> None:
        """Refuse (before anything is committed) what this station's role may not do."""
        tables: list[int | None] = []
        for kind, key in self.session.info.get(_PLACES, ()):
            if kind == "hand":
                hand = self.session.get(Hand, key)
                tables.append(None if hand is None else hand.table_id)
            else:
                tables.append(key)
        why = refusal(self.db, wrote, tables, self._allowed)
        if why is not None:
            raise ServiceError(why)

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        session = self.session
        wrote: frozenset[str] = frozenset()
        try:
            if exc is None:
                try:
                    session.flush()
                    wrote = frozenset(session.info.get(_WROTE, ()))
                    if wrote and self.db.role != "director":
                        self._check_role(wrote)
                    if wrote and self.db.is_server:  # heard by the other stations on commit
                        notify.send(session.connection(), wrote, self.db.station)
                    session.commit()
                except DBAPIError as error:
                    session.rollback()
                    translated = self.db.error(error)
                    if translated is not None:
                        raise translated from error
                    raise
            else:
                session.rollback()
                if isinstance(exc, DBAPIError):
                    translated = self.db.error(exc)
                    if translated is not None:
                        raise translated from exc
        finally:
            session.close()
            self._session = None
        if exc is None:
            for callback in self._after_commit:
                callback()
            if wrote:
                commits.committed(self.db, wrote)
