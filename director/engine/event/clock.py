"""The level clock as stored instants (DESIGN.md "Time", R-8.1, R-8.2).

A running clock stores the instant its current item (level or break) ends; a
paused one stores the time remaining. What is shown is derived from those and
``now``, which every operation is given and none reads, so the clock cannot
drift and survives a restart: a running clock has kept running (and moved
through the levels that ran out meanwhile), a paused one has not.

When a running item's time runs out the next item starts at that exact
instant, not when somebody looks, so level changes do not accumulate delays.
The last level never runs out into nothing: the clock stays on it at zero.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from director.engine.event.structures import Break, Item, Level, Structure
from director.engine.frozen import frozen_record
from director.engine.messages import MessageError, msg

ONE_MINUTE = timedelta(minutes=1)
_ZERO = timedelta()


class ClockError(MessageError):
    """An operation the clock cannot do in its state; the message says why."""


def _check_now(now: datetime, what: str = "now") -> None:
    """``what``: ``now``, ``level-end`` or ``earlier`` (the time a message names)."""
    if not isinstance(now, datetime) or now.tzinfo is None or now.utcoffset() is None:
        raise ClockError(msg("event-clock-needs-aware-time",
                             field_text=msg(f"event-clock-time-{what}"), text=repr(now)))


class ClockEventKind(enum.Enum):
    ONE_MINUTE_LEFT = "one minute left"  # in a level or a break
    LEVEL_UP = "level up"  # a new level starts
    BREAK = "break"  # a break starts


@frozen_record
class ClockEvent:
    """Something the display announces (a sound, a spoken line): what, when, which item."""

    kind: ClockEventKind
    at: datetime
    index: int
    item: Item


def item_starts(structure: Structure, index: int, at: datetime) -> ClockEvent:
    """The announcement of item ``index`` starting at ``at``: a break's, else a new
    level's; run into as time runs out (``ClockState.events_between``) or started by
    the director's next level (the clock display's N)."""
    item = structure.items[index]
    kind = ClockEventKind.BREAK if isinstance(item, Break) else ClockEventKind.LEVEL_UP
    return ClockEvent(kind, at, index, item)


#: How far apart two stations' clocks may be when one reads another's N (a club's
#: stations keep the server's time, ``store.server_time``, to within a second or so).
STATIONS_APART = timedelta(seconds=2)


def next_level_started(before_state: ClockState, state: ClockState, before: datetime,
                       now: datetime, structure: Structure) -> ClockEvent | None:
    """The announcement of the director's next level (N) found in the clock as stored:
    ``state`` runs the item after the one ``before_state`` showed at ``before``, begun
    at its full length between ``before`` and ``now`` (give or take
    ``STATIONS_APART``). A clock display that reads the stored clock at each tick
    hears another station's N so (R-8.2); a level run into as time ran out, P, a
    jump to a chosen level, a restart, a paused clock's N and an undo putting back an
    item begun long ago are not one."""
    if not state.running or state.ends_at is None or state == before_state:
        return None
    if state.level_index != before_state.advance(before, structure).level_index + 1:
        return None
    begun = state.ends_at - structure.items[state.level_index].duration
    if not before - STATIONS_APART <= begun <= now + STATIONS_APART:
        return None
    return item_starts(structure, state.level_index, begun)


@frozen_record
class ClockView:
    """What the clock display shows at one instant (R-8.2)."""

    index: int
    item: Item
    remaining: timedelta
    running: bool
    next_level: Level | None
    time_to_next_break: timedelta | None
    is_last_level: bool

    @property
    def is_break(self) -> bool:
        return isinstance(self.item, Break)

    @property
    def paused(self) -> bool:
        return not self.running

    @property
    def finished(self) -> bool:
        """The last level's time has run out; play goes on at its blinds."""
        return self.is_last_level and self.remaining == _ZERO


@frozen_record
class ClockState:
    """What is stored (R-8.2): the item, and either when it ends or the time left.

    ``running`` stores ``ends_at`` (UTC); paused stores ``remaining`` (None: the
    item's full length, a clock not started yet). Operations return new states.
    """

    level_index: int = 0
    running: bool = False
    ends_at: datetime | None = None
    remaining: timedelta | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.level_index, int) or self.level_index < 0:
            raise ClockError(msg("event-clock-index-negative", text=repr(self.level_index)))
        if self.running:
            if self.ends_at is None or self.remaining is not None:
                raise ClockError(msg("event-clock-running-stores-end"))
            _check_now(self.ends_at, "level-end")
            object.__setattr__(self, "ends_at", self.ends_at.astimezone(UTC))
        else:
            if self.ends_at is not None:
                raise ClockError(msg("event-clock-paused-stores-remaining"))
            if self.remaining is not None and self.remaining < _ZERO:
                raise ClockError(msg("event-clock-remaining-negative", text=str(self.remaining)))

    # ------------------------------------------------------------ operations

    def start(self, now: datetime, structure: Structure) -> ClockState:
        """Start (or restart) the item shown at ``now`` from its full length, running (R-8.2)."""
        index = self.advance(now, structure).level_index
        return ClockState(index, True, now + structure.items[index].duration)

    def pause(self, now: datetime, structure: Structure) -> ClockState:
        """Stop the clock and keep the time remaining (R-8.2)."""
        state = self.advance(now, structure)
        if not state.running:
            raise ClockError(msg("event-clock-already-paused"))
        assert state.ends_at is not None
        return ClockState(state.level_index, False, None, max(state.ends_at - now, _ZERO))

    def resume(self, now: datetime, structure: Structure) -> ClockState:
        """Run on from the time remaining (a clock not started starts its item in full)."""
        _check_now(now)
        if self.running:
            raise ClockError(msg("event-clock-already-running"))
        item = _item(structure, self.level_index)
        left = item.duration if self.remaining is None else self.remaining
        return ClockState(self.level_index, True, now + left).advance(now, structure)

    def add_time(self, delta: timedelta, now: datetime, structure: Structure) -> ClockState:
        """Add (or with a negative ``delta`` remove) time; the remaining never goes below zero.

        A running level whose time is removed down to zero ends now and the next
        item starts; a paused one waits at zero.
        """
        if not isinstance(delta, timedelta):
            raise ClockError(msg("event-clock-delta-not-timedelta", text=repr(delta)))
        state = self.advance(now, structure)
        if state.running:
            assert state.ends_at is not None
            ends = max(max(state.ends_at, now) + delta, now)
            return replace(state, ends_at=ends).advance(now, structure)
        left = _item(structure, state.level_index).duration if state.remaining is None \
            else state.remaining
        return replace(state, remaining=max(left + delta, _ZERO))

    def remove_time(self, delta: timedelta, now: datetime, structure: Structure) -> ClockState:
        """Remove time (R-8.2), never below zero."""
        return self.add_time(-delta, now, structure)

    def next_level(self, now: datetime, structure: Structure) -> ClockState:
        """Move to the next item (level or break) at its full length; running stays running."""
        state = self.advance(now, structure)
        if state.level_index + 1 >= len(structure.items):
            raise ClockError(msg("event-clock-on-last-level"))
        return state._go_to(state.level_index + 1, now, structure)

    def previous_level(self, now: datetime, structure: Structure) -> ClockState:
        """Move back to the previous item at its full length; running stays running."""
        state = self.advance(now, structure)
        if state.level_index == 0:
            raise ClockError(msg("event-clock-on-first-level"))
        return state._go_to(state.level_index - 1, now, structure)

    def go_to(self, index: int, now: datetime, structure: Structure) -> ClockState:
        """Move to item ``index`` at its full length; running stays running."""
        _item(structure, index)
        return self.advance(now, structure)._go_to(index, now, structure)

    def _go_to(self, index: int, now: datetime, structure: Structure) -> ClockState:
        duration = structure.items[index].duration
        if self.running:
            return ClockState(index, True, now + duration)
        return ClockState(index, False, None, duration)

    # ------------------------------------------------------------ reading

    def advance(self, now: datetime, structure: Structure) -> ClockState:
        """The same clock with every item that ran out by ``now`` left behind.

        The next item starts when the last one ended (not at ``now``); the last
        item keeps its end in the past and shows zero.
        """
        _check_now(now)
        _item(structure, self.level_index)
        if not self.running:
            return self
        assert self.ends_at is not None
        index, ends = self.level_index, self.ends_at
        while ends <= now and index + 1 < len(structure.items):
            index += 1
            ends += structure.items[index].duration
        return self if index == self.level_index else ClockState(index, True, ends)

    def remaining_at(self, now: datetime, structure: Structure) -> timedelta:
        state = self.advance(now, structure)
        if state.running:
            assert state.ends_at is not None
            return max(state.ends_at - now, _ZERO)
        if state.remaining is None:
            return structure.items[state.level_index].duration
        return state.remaining

    def view(self, now: datetime, structure: Structure) -> ClockView:
        """What the display shows at ``now`` (R-8.2)."""
        state = self.advance(now, structure)
        index = state.level_index
        remaining = state.remaining_at(now, structure)
        return ClockView(
            index=index, item=structure.items[index], remaining=remaining,
            running=state.running, next_level=structure.next_level(index),
            time_to_next_break=structure.time_to_next_break(index, remaining),
            is_last_level=structure.is_last_level(index),
        )

    def level_at(self, now: datetime, structure: Structure) -> Level:
        """The level a hand starting at ``now`` plays (R-8.1, TDA 23).

        Ask at the hand's first riffle and keep the answer for the whole hand: a
        level that starts during the hand applies to the next one. A hand
        dealt during a break plays the level after the break.
        """
        state = self.advance(now, structure)
        item = structure.items[state.level_index]
        if isinstance(item, Level):
            return item
        following = structure.next_level(state.level_index)
        assert following is not None  # a break always sits between levels
        return following

    def events_between(self, prev_now: datetime, now: datetime,
                       structure: Structure) -> Iterator[ClockEvent]:
        """Announcements due in ``(prev_now, now]`` for a clock left untouched meanwhile.

        A new level gives ``LEVEL_UP``, a break ``BREAK``; a minute before any
        item ends, ``ONE_MINUTE_LEFT`` (the last level too). A paused clock
        announces nothing.
        """
        _check_now(prev_now, "earlier")
        _check_now(now)
        if now < prev_now:
            raise ClockError(msg("event-clock-earlier-after-now", text=str(prev_now),
                                 now_text=str(now)))
        state = self.advance(prev_now, structure)
        if not state.running:
            return
        assert state.ends_at is not None
        index, ends = state.level_index, state.ends_at
        starts: datetime | None = None
        while True:
            item = structure.items[index]
            warn = ends - ONE_MINUTE
            if prev_now < warn <= now and (starts is None or warn > starts):
                yield ClockEvent(ClockEventKind.ONE_MINUTE_LEFT, warn, index, item)
            if ends > now or index + 1 >= len(structure.items):
                return
            index += 1
            starts, ends = ends, ends + structure.items[index].duration
            yield item_starts(structure, index, starts)

    # ------------------------------------------------------------ storage

    def to_dict(self) -> dict[str, Any]:
        """Plain data: ISO UTC instants and seconds, restored exactly by ``from_dict``."""
        return {
            "level_index": self.level_index,
            "running": self.running,
            "ends_at": self.ends_at.isoformat() if self.ends_at else None,
            "remaining_seconds": None if self.remaining is None
            else self.remaining.total_seconds(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ClockState:
        allowed = ("level_index", "running", "ends_at", "remaining_seconds")
        unknown = [k for k in data if k not in allowed]
        if unknown:
            raise ClockError(msg("event-clock-unknown-field", text=repr(unknown[0]),
                                 names_text=", ".join(allowed)))
        index, running = data.get("level_index", 0), data.get("running", False)
        if not isinstance(index, int) or isinstance(index, bool) or not isinstance(running, bool):
            raise ClockError(msg("event-clock-stored-index-running"))
        ends_raw, seconds = data.get("ends_at"), data.get("remaining_seconds")
        try:
            ends = None if ends_raw is None else datetime.fromisoformat(ends_raw)
        except (TypeError, ValueError):
            raise ClockError(msg("event-clock-stored-ends-at", text=repr(ends_raw))) from None
        if seconds is not None and (not isinstance(seconds, int | float)
                                    or isinstance(seconds, bool)):
            raise ClockError(msg("event-clock-stored-remaining", text=repr(seconds)))
        remaining = None if seconds is None else timedelta(seconds=seconds)
        return cls(index, running, ends, remaining)


def _item(structure: Structure, index: int) -> Item:
    if not 0 <= index < len(structure.items):
        raise ClockError(msg("event-clock-item-out-of-range", index=index,
                             last_index=len(structure.items) - 1))
    return structure.items[index]
