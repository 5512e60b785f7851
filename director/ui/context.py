"""What every window is given: the opened database, the services on it, and
the one place the UI reads the time (DESIGN.md "Time": only the UI reads the
real clock; everything below takes ``now``). On a club's server that time is
the server's (``director.store.server_time``, issue 17), so every station's
levels end at the same second whatever its own clock says.

Windows take an ``AppContext`` in their constructor; tests build one on a
temporary database with a fake ``now``. Each service is built (and its modules
imported) the first time a window asks for it, so the start pays only for what
the first page shows (issue 21).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from functools import cached_property
from typing import TYPE_CHECKING

from director.store.db import Database

if TYPE_CHECKING:
    from director.services.cash_service import CashGameService
    from director.services.event_service import EventService
    from director.services.seating_service import SeatingService
    from director.services.tournament_service import TournamentService


def utc_now() -> datetime:
    return datetime.now(UTC)


class AppContext:
    """The database and its services, built once for the program's life."""

    def __init__(self, db: Database, now: Callable[[], datetime] | None = None, *,
                 local: Callable[[], datetime] = utc_now) -> None:
        """``now``: the time source (tests give a fake one); by default the station's
        clock ``local`` on a file, the server's time read through it on a server."""
        from director.store.server_time import station_clock

        self.db = db
        self.now = now if now is not None else station_clock(db.engine, local)

    @cached_property
    def events(self) -> EventService:
        from director.services.event_service import EventService

        return EventService(self.db)

    @cached_property
    def tournaments(self) -> TournamentService:
        from director.services.tournament_service import TournamentService

        return TournamentService(self.db)

    @cached_property
    def seating(self) -> SeatingService:
        from director.services.seating_service import SeatingService

        return SeatingService(self.db)

    @cached_property
    def cash(self) -> CashGameService:
        from director.services.cash_service import CashGameService

        return CashGameService(self.db)
