"""What every window is given: the opened database, the services on it, and
the one place the UI reads the time (DESIGN.md "Time": only the UI reads the
real clock; everything below takes ``now``). On a club's server that time is
the server's (``station_clock``, issue 17), so every station's
levels end at the same second whatever its own clock says.

Windows take an ``AppContext`` in their constructor; tests build one on a
temporary database with a fake ``now``. Each service is built (and its modules
imported) the first time a window asks for it, so the start pays only for what
the first page shows (issue 21). Likewise the database itself: the program
may start with a ``FirstLook`` (checked and locked, not opened with SQLAlchemy
yet), which ``db`` opens the first time a window needs it, or with the
database being opened on a thread of its own (``Opening``, issue 33), which on
the usual start waits for the first need: ``db`` then lets it go on and waits for
it. Home's first list is read from ``reader``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime
from functools import cached_property
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from director.services.core.database import FirstLook, Opening, station_clock

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from director.services.cash.cash_service import CashGameService
    from director.services.core.database import Database
    from director.services.events.event_service import EventService
    from director.services.seating.seating_service import SeatingService
    from director.services.tables.all_in_board import AllInBoard
    from director.services.tournament.tournament_service import TournamentService


def utc_now() -> datetime:
    return datetime.now(UTC)


class AppContext:
    """The database and its services, built once for the program's life."""

    def __init__(self, db: Database | FirstLook | Opening,
                 now: Callable[[], datetime] | None = None,
                 *, local: Callable[[], datetime] = utc_now) -> None:
        """``now``: the time source (tests give a fake one); by default the station's
        clock ``local`` on a file, the server's time read through it on a server."""
        # what plain reads of the first page use
        self.reader: Database | FirstLook | Opening = db
        if now is None and isinstance(db, Opening):
            now = _once_opened(db, local)
        elif now is None and not isinstance(db, (FirstLook, Opening)):  # a look: a file
            now = station_clock(db.engine, local)
        self.now = now if now is not None else local
        # set by the window that shows the opening (``ui/shell/opening``): the window's
        # thread waits there for the database, painting, while it is opened
        self.wait_for_opening: Callable[[], None] | None = None

    @property
    def db(self) -> Database:
        """The opened database (opened now when the program started with a first look,
        waited for while it is being opened)."""
        return self.open()

    def open(self) -> Database:
        """The database opened with SQLAlchemy; a ``StoreError`` when it cannot be yet.
        The first need of a database still to be opened (``Opening``) lets its opening
        go on; on the window's thread it is waited for while the window is painted,
        to its end: the part done ahead for the first need after the database is
        open (an event's pages' modules, ``ui/shell/opening``) included, else the
        window's thread would wait for it without painting (issue 33)."""
        reader = self.reader
        if isinstance(reader, Opening) and (reader.opened is None or not reader.ended) and \
                self.wait_for_opening is not None and \
                threading.current_thread() is threading.main_thread():
            self.wait_for_opening()
        return reader.open() if isinstance(reader, (FirstLook, Opening)) else reader

    @property
    def opened(self) -> Database | None:
        """The database when it is open with SQLAlchemy already, else None (waits for
        nothing, opens nothing)."""
        reader = self.reader
        return reader.opened if isinstance(reader, (FirstLook, Opening)) else reader

    @property
    def opening(self) -> bool:
        """True while the database is being opened (``Opening``) and nothing of it is
        known yet: no list of events can be read."""
        reader = self.reader
        return isinstance(reader, Opening) and reader.opened is None and \
            reader.looked is None

    @property
    def unopened(self) -> FirstLook | None:
        """The first look at a file not yet opened with SQLAlchemy (the usual start
        before its first need, issue 33), else None."""
        reader = self.reader
        looked = reader.looked if isinstance(reader, Opening) else reader
        if isinstance(looked, FirstLook) and looked.opened is None and \
                (not isinstance(reader, Opening) or reader.opened is None):
            return looked
        return None

    @property
    def where(self) -> str:
        """Where the database is, for messages and titles (opens nothing)."""
        return self.reader.where

    def close(self) -> None:
        self.reader.close()

    @cached_property
    def events(self) -> EventService:
        from director.services.events.event_service import EventService

        return EventService(self.db)

    @cached_property
    def tournaments(self) -> TournamentService:
        from director.services.tournament.tournament_service import TournamentService

        return TournamentService(self.db)

    @cached_property
    def seating(self) -> SeatingService:
        from director.services.seating.seating_service import SeatingService

        return SeatingService(self.db)

    @cached_property
    def cash(self) -> CashGameService:
        from director.services.cash.cash_service import CashGameService

        return CashGameService(self.db)

    @cached_property
    def all_in(self) -> AllInBoard:
        """The face-up all-ins the dealer panels count, for the clock and the room."""
        from director.services.tables.all_in_board import AllInBoard

        return AllInBoard()


def _once_opened(opening: Opening, local: Callable[[], datetime]) -> Callable[[], datetime]:
    """The station's clock of a database still being opened: ``local`` until it is open,
    then the server's time on a club's server."""
    chosen: list[Callable[[], datetime]] = []

    def now() -> datetime:
        if not chosen:
            if opening.opened is None:
                return local()
            chosen.append(station_clock(opening.opened.engine, local))
        return chosen[0]()

    return now


@runtime_checkable
class EventWindow(Protocol):
    """What a feature opened from the main window's menus is given, never the main
    window itself: the database and its services, the event open there, and the
    status line that says what was done."""

    context: AppContext
    current_event: int | None

    def event_on_screen(self) -> int | None:
        """The event whose page is on screen, else ``current_event``."""

    def statusBar(self) -> QStatusBar: ...
