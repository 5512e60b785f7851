"""What the clock keys do (R-8.2): the controller interface and a stand-alone clock.

The clock window and the main window turn Space, N, P, +, -, Ctrl+Z and
Ctrl+Shift+Z (Ctrl+Y) into calls on a ``ClockController``; the tournament service
implements it for a loaded event. ``LocalClock`` is the in-memory one for a home
host's quick clock from a template: the engine's ``ClockState`` over a
``Structure``, with undo and redo.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Protocol

from director.engine.event.clock import ONE_MINUTE, ClockError, ClockEvent, ClockState
from director.engine.event.structures import Structure
from director.engine.messages import msg
from director.services.clock.clock_board import ClockBoard, build_board


class ClockController(Protocol):
    """The director's clock commands; each takes the instant the UI read. ``structure``:
    the levels and breaks the clock runs through."""

    structure: Structure

    def start_pause(self, now: datetime) -> None: ...
    def next_level(self, now: datetime) -> None: ...
    def previous_level(self, now: datetime) -> None: ...
    def add_minute(self, now: datetime) -> None: ...
    def remove_minute(self, now: datetime) -> None: ...
    def undo(self, now: datetime) -> None: ...
    def redo(self, now: datetime) -> None: ...


class LocalClock:
    """A clock kept in memory only (no tournament loaded); every command can be undone."""

    def __init__(self, structure: Structure, state: ClockState | None = None) -> None:
        self.structure = structure
        self.state = state or ClockState()
        self._history: list[ClockState] = []
        self._undone: list[ClockState] = []  # taken back, latest last: what redo puts back

    def _set(self, state: ClockState) -> None:
        self._history.append(self.state)
        self._undone.clear()  # a new command: what was undone is no longer redone
        self.state = state

    def start_pause(self, now: datetime) -> None:
        """Start a clock not started yet, pause a running one, resume a paused one (R-8.2)."""
        current = self.state.advance(now, self.structure)
        if current.running:
            self._set(current.pause(now, self.structure))
        else:
            self._set(current.resume(now, self.structure))

    def next_level(self, now: datetime) -> None:
        self._set(self.state.next_level(now, self.structure))

    def previous_level(self, now: datetime) -> None:
        self._set(self.state.previous_level(now, self.structure))

    def add_minute(self, now: datetime) -> None:
        self._set(self.state.add_time(ONE_MINUTE, now, self.structure))

    def remove_minute(self, now: datetime) -> None:
        self._set(self.state.remove_time(ONE_MINUTE, now, self.structure))

    def undo(self, now: datetime) -> None:
        """Put back the clock as it was before the last command."""
        if not self._history:
            raise ClockError(msg("event-clock-nothing-to-undo"))
        self._undone.append(self.state)
        self.state = self._history.pop()

    def redo(self, now: datetime) -> None:
        """Put back the command just undone (Ctrl+Shift+Z, Ctrl+Y)."""
        if not self._undone:
            raise ClockError(msg("event-clock-nothing-to-redo"))
        self._history.append(self.state)
        self.state = self._undone.pop()

    def board(self, now: datetime) -> ClockBoard:
        """The provider for the clock window: ``LocalClock(...).board``."""
        return build_board(self.structure, self.state, now)

    def events_between(self, before: datetime, now: datetime) -> Iterator[ClockEvent]:
        """Announcements due since the last tick (sounds, speech)."""
        return self.state.events_between(before, now, self.structure)
