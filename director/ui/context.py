"""What every window is given: the opened database, the services on it, and
the one place the UI reads the time (DESIGN.md "Time": only the UI reads the
real clock; everything below takes ``now``).

Windows take an ``AppContext`` in their constructor; tests build one on a
temporary database with a fake ``now``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from director.services.cash_service import CashGameService
from director.services.event_service import EventService
from director.services.seating_service import SeatingService
from director.services.tournament_service import TournamentService
from director.store.db import Database


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass
class AppContext:
    """The database and its services, built once for the program's life."""

    db: Database
    now: Callable[[], datetime] = utc_now
    events: EventService = field(init=False)
    tournaments: TournamentService = field(init=False)
    seating: SeatingService = field(init=False)
    cash: CashGameService = field(init=False)

    def __post_init__(self) -> None:
        self.events = EventService(self.db)
        self.tournaments = TournamentService(self.db)
        self.seating = SeatingService(self.db)
        self.cash = CashGameService(self.db)
