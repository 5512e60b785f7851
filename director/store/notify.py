"""Commit notifications between the stations of a club (PostgreSQL LISTEN/NOTIFY).

Every transaction that writes on the club's server sends ``pg_notify`` on the
channel ``director`` inside the transaction, so the server delivers it when,
and only if, it commits. The note names the station that wrote (so a station
does not answer its own changes) and the tables written, never a row's content:
a listening station reads what it needs itself.

``Listener`` is one thread per station with a connection of its own: it calls
``on_change(tables)`` for every other station's commit, ``on_lost()`` at once
when the server stops answering, and, once it is back (it tries again by
itself), ``on_back()`` and ``on_change`` with every table, so the station
catches up from what is stored. Nothing is queued while the server is gone. The
first ``LISTEN`` is followed by ``on_change`` with every table too: a commit another
station made after this one read its pages and before it listened was notified to
nobody here, and is read then (without it, the station showed the old state until
the next commit anywhere).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable
from typing import Any

from sqlalchemy import text

CHANNEL = "director"
EVERYTHING = frozenset({"*"})
RETRY_SECONDS = 0.5

_log = logging.getLogger(__name__)


def note(tables: Iterable[str], station: str = "") -> str:
    """The text of a notification: the writing station, then the tables it wrote."""
    return f"{station} {','.join(sorted(tables))}"


def read_note(text: str) -> tuple[str, frozenset[str]]:
    station, _, tables = text.partition(" ")
    return station, frozenset(t for t in tables.split(",") if t)


def send(connection: Any, tables: Iterable[str], station: str) -> None:
    """Notify inside the caller's transaction (delivered when it commits)."""
    connection.execute(text("SELECT pg_notify(:channel, :note)"),
                       {"channel": CHANNEL, "note": note(tables, station)})


class Listener:
    """Hears the other stations' commits on ``url`` (a libpq URL) in a thread."""

    def __init__(self, url: str, station: str, on_change: Callable[[frozenset[str]], None],
                 on_lost: Callable[[], None] = lambda: None,
                 on_back: Callable[[], None] = lambda: None) -> None:
        self.url = url
        self.station = station
        self.on_change = on_change
        self.on_lost = on_lost
        self.on_back = on_back
        self.connected = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="director-listener",
                                        daemon=True)

    def start(self) -> Listener:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _run(self) -> None:
        import psycopg

        first = True
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True, connect_timeout=3) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self.connected.set()
                    if not first:
                        self.on_back()
                    first = False
                    # catch up from the stored state: what was committed before this
                    # LISTEN (at the start, or while the server was away) was heard by
                    # nobody here
                    self._tell(EVERYTHING)
                    while not self._stop.is_set():
                        # Woken by the socket (psycopg waits on the connection's fd):
                        # a note is handed on the moment it arrives; the timeout only
                        # bounds how long a silent server goes unchecked.
                        for item in conn.notifies(timeout=0.5):
                            self.heard(*read_note(item.payload))
                        conn.execute("SELECT 1")  # a server gone quiet is noticed here
            except psycopg.OperationalError:
                if self.connected.is_set() or first:
                    self.connected.clear()
                    first = False
                    self.on_lost()
                self._stop.wait(RETRY_SECONDS)

    def heard(self, station: str, tables: frozenset[str]) -> None:
        """One note as it arrived: another station's is handed to ``on_change``."""
        if station != self.station:
            self._tell(tables)

    def _tell(self, tables: frozenset[str]) -> None:
        try:
            self.on_change(tables)
        except Exception:  # a listener's fault never stops the station hearing others
            _log.exception("a change listener failed")
