"""The club's clock is the server's (issue 17, R-8.2, DESIGN.md "Time").

A running level is stored as the instant it ends; every station derives what
it shows from that instant and its own ``now``. On a club's server each
station's ``now`` is the server's ``now()``: the station measures how far its
own clock is from the server's (half the round trip counted, as NTP does) and
adds that to its own clock. So a station whose clock is minutes off still
starts levels at the server's instant and shows the same second as every
other screen. On a file (one computer) the station's clock is the clock.

The difference is measured at the first reading and again every
``REMEASURE_SECONDS`` (a station's clock may be corrected meanwhile). A server
that does not answer keeps the last difference and is asked again at the next
interval: reading the time never fails, the commands that write say the server
is lost.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError

REMEASURE_SECONDS = 60.0


def local_now() -> datetime:
    """This computer's own clock (UTC)."""
    return datetime.now(UTC)


class ServerTime:
    """``now()`` of the server, read at this station: its own clock plus the difference.

    ``local`` is this station's clock (tests give a skewed one), ``monotonic``
    the interval timer used to decide when to measure again.
    """

    def __init__(self, engine: Engine, local: Callable[[], datetime] = local_now, *,
                 monotonic: Callable[[], float] = time.monotonic,
                 remeasure_seconds: float = REMEASURE_SECONDS) -> None:
        self.engine = engine
        self.local = local
        self.monotonic = monotonic
        self.remeasure_seconds = remeasure_seconds
        self.offset = timedelta()  # server minus station
        self.measured = False
        self._asked_at: float | None = None

    def measure(self) -> timedelta:
        """Ask the server for its ``now()`` and keep the difference to this station's clock.

        Half the round trip is counted (the server answered about half way);
        a server that does not answer keeps the previous difference.
        """
        self._asked_at = self.monotonic()
        try:
            with self.engine.connect() as conn:
                before = self.local()
                server = conn.execute(text("SELECT now()")).scalar_one()
                after = self.local()
        except DBAPIError:
            return self.offset
        self.offset = server - (before + (after - before) / 2)
        self.measured = True
        return self.offset

    def __call__(self) -> datetime:
        """The server's time now, as this station reckons it."""
        asked = self._asked_at
        if asked is None or self.monotonic() - asked >= self.remeasure_seconds:
            self.measure()
        return (self.local() + self.offset).astimezone(UTC)


def station_clock(engine: Engine, local: Callable[[], datetime] = local_now
                  ) -> Callable[[], datetime]:
    """The clock a station reads: the server's on a club's server, its own on a file."""
    if engine.dialect.name == "postgresql":
        return ServerTime(engine, local)
    return local
