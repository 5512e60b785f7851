"""The database as the windows see it (DESIGN.md "Layers": the windows import
nothing of the store): the handle every service takes (``Database``, named in the
windows' annotations only, so it is here for the type checker), the file
checked and locked before it is opened (``FirstLook``), the database being
opened on a thread of its own while the window is painted and answers
(``Opening``, issue 33), the errors a command can meet (``StoreError``; on a
club's server ``ServerLost``) and the clock a station reads (``station_clock``:
the server's time on a club's server).

Importing this module costs the start nothing (issue 21): the SQLAlchemy side of
the store is loaded with the database itself, or when a window first asks for the
server's time.
"""

from __future__ import annotations

import contextlib
import gc
import sys
import threading
import time
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from director.store.errors import ServerLost, StoreError
from director.store.first_look import FirstLook

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from director.store.db import Database as Database

__all__ = ["Closed", "FirstLook", "NotOpened", "Opening", "ServerLost", "StoreError",
           "station_clock"]


def station_clock(engine: Engine, local: Callable[[], datetime]) -> Callable[[], datetime]:
    """The clock a station reads: the server's on a club's server, ``local`` on a file."""
    from director.store.server_time import station_clock as clock  # SQLAlchemy: not at start

    return clock(engine, local)


class Opening:
    """The program's database while it is opened on a thread of its own (issue 33):
    the window is painted and answers meanwhile. ``start`` runs the opening (the
    lock, the file's checks, the migrations, SQLAlchemy); it may take a first look
    (``looked``: Home lists the events from it at once), then waits for ``go``
    (the window's first paint) before the slower part. ``opened`` is the database
    once open; ``failed`` what stopped the opening (a ``StoreError`` says why, and
    the start-up dialog offers what can be done: ``start`` again tries again).
    On the usual start (a first look) the work then rests (``rest``): SQLAlchemy
    is imported and the database opened only when the program first needs it
    (``need``; issue 33: about 21 MB the start no longer holds). Whoever needs the
    database before the end (a command, a page that reads it) waits for it
    (``open``; the window's thread waits answering: ``ui/shell/opening``); a
    program closed before any need opens nothing (``close``)."""

    def __init__(self, where: str, role: str | None = None, table: int | None = None) -> None:
        self.where = where  # where it is, for the window's title and Home (opens nothing)
        self.role = role or "director"  # the station's role given at start (a file directs)
        self.role_table = table if role == "dealer" else None
        self.looked: FirstLook | None = None
        self.opened: Database | None = None
        self.failed: BaseException | None = None
        self._ended = threading.Event()
        self._go = threading.Event()
        self._needed = threading.Event()
        self._closing = False
        self._looked: Callable[[], None] = lambda: None
        self._rested: Callable[[], None] = lambda: None
        self._ahead: Callable[[], None] = lambda: None  # ``need(ahead=…)``
        # the opening thread's processor time from the need (or its start) to its end,
        # SQLAlchemy and the ahead part: measured by ``benchmarks startup``
        self.need_cpu: float | None = None
        self._needed_cpu = 0.0
        self._paused = False  # Python's full collections, from the need to the end

    def start(self, work: Callable[[Opening], Database], ended: Callable[[], None],
              looked: Callable[[], None] = lambda: None,
              rested: Callable[[], None] = lambda: None) -> None:
        """Run ``work`` on its thread; ``ended`` is called there when it has ended,
        ``looked`` when it has taken a first look (``look``), ``rested`` when the
        start's part is done and SQLAlchemy's waits for the first need (``rest``)."""
        self.release_look()
        self.opened, self.failed = None, None
        self._ended.clear()
        self._looked, self._rested = looked, rested

        def run() -> None:
            self._needed_cpu = time.thread_time()
            self._paused = False
            try:
                self.opened = work(self)
                self.where = self.opened.where
                with contextlib.suppress(Exception):  # else raised where it is needed
                    self._ahead()
                self.need_cpu = time.thread_time() - self._needed_cpu
                _give_back_memory()
            except BaseException as exc:  # said on the window's thread (``failed``)
                self.failed = exc
            finally:
                if self._paused:
                    _resume_collections()
                # ``ended`` first: whoever waits for the end (``close`` as the program
                # quits) may then free what ``ended`` reaches (the window's receiver of
                # the end: emitting on it freed crashed the process)
                try:
                    ended()
                finally:
                    self._ended.set()

        threading.Thread(target=run, name="opening the database", daemon=True).start()

    def look(self, looked: FirstLook) -> None:
        """Called by the opening's work: the first look is taken (Home can list)."""
        self.looked = looked
        self._looked()

    def hold(self) -> None:
        """Called by the opening's work: wait for ``go`` before the slow part."""
        self._go.wait()

    def go(self) -> None:
        """Let the opening go on to its slow part (SQLAlchemy, the migrations)."""
        self._go.set()

    def rest(self) -> None:
        """Called by the opening's work on the usual start (a first look, issue 33):
        the start's part is done (``rested`` is told); wait for the first need
        (``need``) before SQLAlchemy. ``Closed`` when the program ends first."""
        self._rested()
        self._needed.wait()
        self._needed_cpu = time.thread_time()
        self._paused = _pause_collections()  # till the end (SQLAlchemy, the ahead part)
        if self._closing:
            raise Closed

    def need(self, ahead: Callable[[], None] | None = None) -> None:
        """The program needs the database: the opening goes on to SQLAlchemy (at once,
        or when the window is painted), without waiting for it. ``ahead``: what the
        need will want next, done on the opening's thread once the database is open,
        before the end (the modules of an event's pages, at a first click on Home's
        list: ``ui/shell/opening``); whoever waits for the end waits for it too."""
        if ahead is not None and not self._needed.is_set():
            self._ahead = ahead
        self._needed.set()
        self._go.set()

    @property
    def needed(self) -> bool:
        return self._needed.is_set()

    @property
    def ended(self) -> bool:
        return self._ended.is_set()

    def open(self) -> Database:
        """The database, once the opening has ended (it goes on at once if held or
        resting); what stopped the opening is raised again."""
        self.need()
        self._ended.wait()
        if self.opened is None:
            raise self.failed or RuntimeError("the database was not opened")
        return self.opened

    def release_look(self) -> None:
        """A first look left by an opening that failed lets its lock go."""
        looked, self.looked = self.looked, None
        if looked is not None and looked.opened is None:
            looked.close()

    def close(self) -> None:
        """The program ends: a database never needed is not opened now (its first
        look lets the lock go, a clean close)."""
        if not self._needed.is_set():
            self._closing = True
        self.need()
        self._ended.wait()
        if self.opened is not None:
            self.opened.close()
        self.release_look()


def models_ready() -> None:
    """The store's models imported and mapped for their first query (SQLAlchemy's
    mappers configured), on the opening's thread ahead of an event's first open."""
    from director.store.models import configure_models

    configure_models()


class NotOpened(StoreError):
    """A command that needed the database when its opening failed: the start-up
    dialog has said why and offered what can be done, so the command stops with
    nothing changed and says nothing more (the action runner and the storage
    errors' box leave it unsaid)."""

    said = True


class Closed(Exception):
    """The program ended while its database waited for its first need (``rest``)."""


def _pause_collections() -> bool:
    """Python's collections of reference cycles are paused while the opening's thread
    imports SQLAlchemy and the pages' modules at the first need (issue 33), about a
    second: a full collection runs over every object of the program (0.1-0.2 s,
    measured, the GIL held throughout), and one fell within those imports, stalling
    the window's thread that long. True when paused here (they were on)."""
    if not gc.isenabled():
        return False
    gc.disable()
    return True


def _resume_collections() -> None:
    """After those imports: what the program holds so far (the modules, classes and
    tables imported) is set aside from later collections (``gc.freeze``, as
    long-running programs do after their start), so none of them runs over it again;
    then collections go on as before."""
    gc.freeze()
    gc.enable()


def _give_back_memory() -> None:
    """Hand the memory the opening's imports used and freed back to the system when
    they compiled modules from source, no bytecode being kept (``sys.dont_write_bytecode``;
    glibc keeps about 4 MB in the process otherwise, issue 33). An installed program,
    the bundle and a checkout after its first run import bytecode: nothing is left to
    give back, and ctypes alone would cost 0.3 MB, so it does nothing then, nor
    elsewhere than glibc's Linux. The call runs without the GIL, so the window's
    thread goes on meanwhile."""
    if not sys.dont_write_bytecode or not sys.platform.startswith("linux"):
        return
    import ctypes

    with contextlib.suppress(OSError, AttributeError):  # another C library (musl): none
        ctypes.CDLL("libc.so.6").malloc_trim(0)
