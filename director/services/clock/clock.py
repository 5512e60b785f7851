"""The stored clock row to and from the engine clock (``director.engine.event.clock``, R-8.2).

The arithmetic is the engine's; this only maps the columns.
"""

from __future__ import annotations

from director.engine.event.clock import ClockState
from director.store.models import ClockState as ClockRow


def clock_from_row(row: ClockRow) -> ClockState:
    """The engine clock from its stored row (R-8.2)."""
    return ClockState.from_dict({"level_index": row.level_index, "running": row.running,
                                 "ends_at": row.ends_at,
                                 "remaining_seconds": row.remaining_seconds})


def clock_to_row(clock: ClockState, row: ClockRow) -> None:
    data = clock.to_dict()
    row.level_index, row.running = data["level_index"], data["running"]
    row.ends_at, row.remaining_seconds = data["ends_at"], data["remaining_seconds"]
