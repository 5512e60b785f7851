"""The look at a club server's open tables while the window answers (issue 17).

A dealer station's Connect dialog lists the server's open tables
(``station_tables.open_tables_at``); reaching a server may take the connect
timeout (5 s) and the store's first import seconds more, so the look runs on a
thread of its own, as the database's opening does (``core.database.Opening``: a
thread, a callback from it that the window turns into a queued signal, the result
read on the window's thread). This module is light: SQLAlchemy and the store are
imported on the look's thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from director.services.core.errors import ServiceError
from director.store.errors import StoreError

if TYPE_CHECKING:
    from director.services.club.station_tables import OpenTable


class TablesLook:
    """The look at the open tables of the club's server at ``url`` on a thread of its
    own, as the database's opening (``core.database.Opening``): the window answers
    meanwhile. ``start`` runs it and calls ``ended`` on that thread once it has ended;
    the window reads ``tables`` (the open tables) or ``failed`` (a ``ServiceError`` or
    ``StoreError`` that says why; anything else is the program's own error) on its
    own thread. ``drop``: the answer is no longer wanted (the look stopped, the
    address changed, the dialog closed); ``ended`` is not called after it returns, so
    nothing reaches a window that is gone. The server's connection cannot be cut
    short: the thread ends by itself within the connect timeout (``LOOK_TIMEOUT``)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.tables: list[OpenTable] | None = None
        self.failed: BaseException | None = None
        self._lock = threading.Lock()
        self._dropped = False

    def start(self, ended: Callable[[], None]) -> None:
        def run() -> None:
            try:
                from director.services.club.station_tables import open_tables_at

                self.tables = open_tables_at(self.url)
            except BaseException as exc:  # said on the window's thread (``failed``)
                self.failed = exc
            with self._lock:
                if not self._dropped:
                    ended()

        threading.Thread(target=run, name="looking at the club's tables", daemon=True).start()

    def drop(self) -> None:
        with self._lock:
            self._dropped = True

    @property
    def refused(self) -> ServiceError | StoreError | None:
        """Why the look found no tables, in words (None when it found them)."""
        failed = self.failed
        if failed is None or isinstance(failed, ServiceError | StoreError):
            return failed
        raise failed  # not the server's trouble: the program's own error


__all__ = ["TablesLook"]
