"""The level clock as stored instants (DESIGN.md "Time", R-8.2).

A running level is stored as the instant it ends, a paused one as the seconds
left; what the screen shows is derived from those and ``now``, which every
function here is given and none reads. So the clock cannot drift, and after a
restart a running clock has kept running and a paused one has not.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from director.store.documents import BlindLevel, BlindStructure


@dataclass(frozen=True, slots=True)
class Clock:
    """What is stored: the level, and either when it ends or the time left."""

    level_index: int = 0
    running: bool = False
    ends_at: datetime | None = None
    remaining_seconds: float | None = None


@dataclass(frozen=True, slots=True)
class ClockView:
    """What is shown at ``now``."""

    level_index: int
    level: BlindLevel
    remaining_seconds: float
    running: bool
    finished: bool  # the last level has run out


def _check_now(now: datetime) -> None:
    if now.tzinfo is None:
        raise ValueError("the clock needs an aware time (with a time zone), not a naive one")


def start(structure: BlindStructure, now: datetime, level_index: int = 0) -> Clock:
    """Start ``level_index`` from its full length (R-8.2)."""
    _check_now(now)
    _check_index(structure, level_index)
    return Clock(level_index, True, now + timedelta(seconds=structure.seconds(level_index)))


def view(clock: Clock, structure: BlindStructure, now: datetime) -> ClockView:
    """The level and time left at ``now``; a running clock moves on through levels."""
    _check_now(now)
    index = clock.level_index
    if not clock.running or clock.ends_at is None:
        left = structure.seconds(index) if clock.remaining_seconds is None \
            else clock.remaining_seconds
        return ClockView(index, structure.levels[index], left, False, False)
    left = (clock.ends_at - now).total_seconds()
    while left <= 0 and index + 1 < len(structure.levels):
        index += 1
        left += structure.seconds(index)
    finished = left <= 0
    return ClockView(index, structure.levels[index], max(left, 0.0), not finished, finished)


def normalize(clock: Clock, structure: BlindStructure, now: datetime) -> Clock:
    """The same clock stored against its current level (levels passed are folded in)."""
    if not clock.running or clock.ends_at is None:
        return clock
    shown = view(clock, structure, now)
    ends = now + timedelta(seconds=shown.remaining_seconds)
    return Clock(shown.level_index, shown.running, ends if shown.running else None,
                 None if shown.running else 0.0)


def pause(clock: Clock, structure: BlindStructure, now: datetime) -> Clock:
    if not clock.running:
        return clock
    shown = view(clock, structure, now)
    return Clock(shown.level_index, False, None, shown.remaining_seconds)


def resume(clock: Clock, structure: BlindStructure, now: datetime) -> Clock:
    _check_now(now)
    if clock.running:
        return clock
    left = view(clock, structure, now).remaining_seconds
    return Clock(clock.level_index, True, now + timedelta(seconds=left), None)


def add_time(clock: Clock, structure: BlindStructure, now: datetime, seconds: float) -> Clock:
    """R-8.2: add (or with a negative amount remove) time from the current level."""
    clock = normalize(clock, structure, now)
    if clock.running and clock.ends_at is not None:
        return replace(clock, ends_at=max(now, clock.ends_at + timedelta(seconds=seconds)))
    left = view(clock, structure, now).remaining_seconds
    return replace(clock, remaining_seconds=max(0.0, left + seconds))


def go_to_level(clock: Clock, structure: BlindStructure, now: datetime, index: int) -> Clock:
    """R-8.2: move to another level, which starts from its full length."""
    _check_index(structure, index)
    if clock.running:
        return start(structure, now, index)
    return Clock(index, False, None, structure.seconds(index))


def _check_index(structure: BlindStructure, index: int) -> None:
    if not 0 <= index < len(structure.levels):
        raise ValueError(f"there is no level {index + 1}; the structure has "
                         f"{len(structure.levels)} levels")


ClockChange = Callable[[Clock, BlindStructure], Clock]
