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
