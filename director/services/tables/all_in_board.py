"""The all-in odds the room may see (issue 21, R-7.1): each dealer panel puts its
table's odds here once every live hand is face up, and takes them away when the
hand moves on; the clock screen and the room view read the newest all-in.

Plain Python, no Qt: the windows listen with ``subscribe``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import field

from director.engine.frozen import frozen_record
from director.services.tables.odds_view import OddsView


@frozen_record
class TableAllIn:
    """One table's all-in: ``table`` is its name, ``None`` on a one-table night
    (the screens then say no table); ``names`` who sits in each seat."""

    table: str | None
    odds: OddsView
    names: Mapping[int, str] = field(default_factory=dict)


class AllInBoard:
    """The face-up all-ins in progress, one per table, newest last."""

    def __init__(self) -> None:
        self._tables: dict[int, TableAllIn] = {}
        self._listeners: list[Callable[[], None]] = []

    def subscribe(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener`` at every change; returns what stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def show(self, table_id: int, all_in: TableAllIn | None) -> None:
        """The table's odds now (``None``: no face-up all-in there any more). Odds of
        hands not yet turned face up are never shown to the room (R-7.1)."""
        if all_in is not None and not all_in.odds.face_up:
            all_in = None
        if all_in is None:
            if self._tables.pop(table_id, None) is None:
                return
        else:
            if self._tables.get(table_id) == all_in:
                return
            self._tables.pop(table_id, None)
            self._tables[table_id] = all_in  # the newest all-in is shown first
        for listener in list(self._listeners):
            listener()

    def newest(self) -> TableAllIn | None:
        """The all-in the clock screen shows: the last one that changed."""
        return next(reversed(self._tables.values()), None)

    def all(self) -> list[TableAllIn]:
        return list(reversed(self._tables.values()))

