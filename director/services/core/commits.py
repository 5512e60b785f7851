"""Who hears that a command was committed.

Every ``UnitOfWork`` that commits a write tells the feed of its database, after
the commit, on the thread that committed. Listeners (the room view's publisher
today, other stations in club mode later) learn only *that* something changed
and in which tables, and read what they need themselves, so a listener can never see a change that
was rolled back. A failing listener is logged and never undoes a command.
"""

from __future__ import annotations

import logging
import threading
import weakref
from collections.abc import Callable

from sqlalchemy.engine import make_url

from director.store import notify
from director.store.db import Database

Listener = Callable[[frozenset[str]], None]
"""Called with the names of the tables the command wrote."""

_log = logging.getLogger(__name__)
_lock = threading.Lock()
_listeners: dict[int, list[Listener]] = {}  # by id() of the open database


def _forget(key: int) -> None:
    with _lock:
        _listeners.pop(key, None)


def subscribe(db: Database, listener: Listener) -> Callable[[], None]:
    """Call ``listener(tables)`` after every commit on ``db`` that wrote rows, with the
    tables it wrote; returns the unsubscribe call."""
    key = id(db)
    with _lock:
        if key not in _listeners:
            weakref.finalize(db, _forget, key)
        _listeners.setdefault(key, []).append(listener)

    def unsubscribe() -> None:
        with _lock:
            items = _listeners.get(key, [])
            if listener in items:
                items.remove(listener)

    return unsubscribe


def committed(db: Database, tables: frozenset[str]) -> None:
    """Tell the listeners of ``db`` that a command writing ``tables`` was committed."""
    with _lock:
        items = list(_listeners.get(id(db), ()))
    for listener in items:
        try:
            listener(tables)
        except Exception:  # a listener's fault never reaches the command that committed
            _log.exception("a commit listener failed")


def hear_other_stations(db: Database, on_lost: Callable[[], None] = lambda: None,
                        on_back: Callable[[], None] = lambda: None) -> Callable[[], None]:
    """On a club's server (issue 17): every other station's commit reaches this
    database's listeners too, as if committed here (``director.store.notify``),
    so what refreshes after a local command refreshes after a remote one. After
    the server was lost and is back, the listeners hear ``{"*"}``: read
    everything again. Returns the call that stops listening; nothing to do (and
    a no-op returned) for a file."""
    if not db.is_server:
        return lambda: None
    libpq = make_url(db.url).set(drivername="postgresql").render_as_string(hide_password=False)
    listener = notify.Listener(libpq, db.station, lambda tables: committed(db, tables),
                               on_lost, on_back).start()
    return listener.stop
