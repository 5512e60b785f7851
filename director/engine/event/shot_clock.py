"""A hand timer (shot clock): the time a player has to act, per table.

Pure time arithmetic on given instants (``datetime``), like the tournament
clock: ``start`` (or reset) gives the player ``seconds``; ``extend`` adds one
extension of ``extension`` seconds to the running count; ``remaining(now)`` is
what is left, never below 0, and ``expired(now)`` says time is up.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from director.engine.frozen import frozen_record
from director.engine.messages import MessageError, msg

MAX_SECONDS = 600


class ShotClockError(MessageError):
    """A hand timer that cannot be set as asked."""


@frozen_record
class ShotClock:
    seconds: int = 30
    extension: int = 30
    started_at: datetime | None = None
    extensions: int = 0  # extensions added since the last start

    def __post_init__(self) -> None:
        for value in (self.seconds, self.extension):
            if not isinstance(value, int) or isinstance(value, bool) or \
                    not 1 <= value <= MAX_SECONDS:
                raise ShotClockError(msg("event-shot-clock-seconds", text=repr(value),
                                         seconds=MAX_SECONDS))

    @property
    def running(self) -> bool:
        return self.started_at is not None

    def start(self, now: datetime) -> ShotClock:
        """Start the count for the player to act, or start it again (a reset)."""
        return replace(self, started_at=now, extensions=0)

    def stop(self) -> ShotClock:
        return replace(self, started_at=None, extensions=0)

    def extend(self) -> ShotClock:
        """One extension (a time bank card); refused while the timer is not running."""
        if self.started_at is None:
            raise ShotClockError(msg("event-shot-clock-not-running"))
        return replace(self, extensions=self.extensions + 1)

    def remaining(self, now: datetime) -> float:
        if self.started_at is None:
            return float(self.seconds)
        total = timedelta(seconds=self.seconds + self.extensions * self.extension)
        return max((self.started_at + total - now).total_seconds(), 0.0)

    def expired(self, now: datetime) -> bool:
        return self.started_at is not None and self.remaining(now) <= 0
