"""Drawings kept to be drawn again (issue 29: one cache policy for drawings).

A window that keeps what it drew (a seat's picture, a card, a line of text, a
measured height) keys each drawing by what it shows, and the whole store by its
look: everything else the drawing depends on (the language and its way of
writing numbers, the palette, the font, the scale, the screen's pixel ratio).
When the look changes the store is emptied at once, so nothing drawn for the
old look is ever shown again; when it is full the oldest drawings go.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class Kept(Generic[V]):
    """At most ``limit`` values made by ``make`` and kept by their key, for one look."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.look: Hashable = None
        self._values: dict[Hashable, V] = {}

    def follow(self, look: Hashable) -> bool:
        """Keep drawings for ``look`` from now on: those of another look are dropped.
        True when they were."""
        if look == self.look:
            return False
        self.look = look
        self._values.clear()
        return True

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        """The value kept for ``key``, made (and kept) when there is none."""
        values = self._values
        found = values.get(key)
        if found is None:
            if len(values) >= self.limit:
                del values[next(iter(values))]  # the oldest
            found = values[key] = make()
        return found

    def clear(self) -> None:
        self._values.clear()

    def __len__(self) -> int:
        return len(self._values)
