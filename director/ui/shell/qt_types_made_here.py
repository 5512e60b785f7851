"""PySide6's classes made on the window's thread while another thread imports pages.

PySide6 makes the Python class of a Qt type when the program first names it (its
lazy loading, PySide 6.7 and later: ``from PySide6.QtWidgets import QGraphicsView``
makes ``QGraphicsView`` then), and that making is not safe on two threads at once:
it keeps the types still to make in one table per module, which a making on another
thread changes under it. The program imports the modules of an event's pages on a
thread of their own so that the window stays responsive (``opening``'s ahead part,
``event_pages.ImportAfterPaint``), while the window's thread paints, and painting
makes classes too (the first ``QPaintEvent`` handed to a page's ``paintEvent``): a
tournament's first open crashed the program (a segmentation fault) in 2 of about 90
starts (2026-12-04, the first open ``benchmarks startup`` measures).

``made_on_window_thread()``: while it is in force on a thread, every PySide6 module
that thread imports, and every name it imports from one that PySide6 has not made
yet, is imported and made on the window's thread first (a queued call, which the
window's event loop runs within a turn: waiting for the database's opening turns it
too), and the import then goes on with everything made: the thread itself makes no
PySide6 class while the window's thread may make one. It makes them itself only
where the window's thread surely makes none meanwhile, because it is blocked:
waiting for a module whose import lock this thread holds (it shows a page whose
modules are still being imported ahead; it stays blocked until this thread has
imported that module, the making included), or waiting for this thread without its
event loop where it says so (``window_thread_waits``: the program's end waits for the
opening), and one such thread at a time. A window's thread that merely starts an
import of its own is not blocked (Python names every thread taking an import lock
as waiting for it, free or not, for an instant): taking that instant for a turn to
make classes crashed a first open again (2026-12-05). Only if the window's thread
runs no job for ``WAIT_SECONDS`` (blocked in a way not said here) does the thread
make the class itself, rather than hang. Names already made cost a dictionary
look-up each; a thread not in force is not looked at beyond one set look-up an
import.
"""

from __future__ import annotations

import builtins
import contextlib
import importlib
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal

#: How long a thread waits for the window's thread to make what it imports before it
#: makes it itself (a last resort: the window's thread is blocked in a way it did not
#: say, ``window_thread_waits``; else it runs the job within a turn of its loop).
WAIT_SECONDS = 10.0


class _WindowThread(QObject):
    """Runs the jobs it is sent on the thread it lives on (the window's)."""

    job = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.job.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def _run(self, job: Callable[[], None]) -> None:
        job()


_lock = threading.Lock()
_in_force: dict[int, int] = {}  # thread id -> how many ``made_on_window_thread`` deep
_window_thread: _WindowThread | None = None
_window_ident = threading.main_thread().ident  # the window's thread (``window_thread_ready``)
_window_waiting = 0  # how deep the window's thread is in ``window_thread_waits``
#: held by a thread that makes classes itself (one at a time), and by the window's
#: thread as it leaves ``window_thread_waits`` (it makes none while one is made)
_making_here = threading.RLock()
_import_before: Callable[..., Any] | None = None  # ``__import__`` as it was (PySide's hook)
made_there: list[str] = []  # what the window's thread made for another (for tests)


def window_thread_ready() -> None:
    """Called on the window's thread before another thread's ``made_on_window_thread``:
    the receiver of its jobs made there (else made by that thread and moved)."""
    global _window_ident
    receiver = _receiver()
    if receiver is not None and QThread.currentThread() is receiver.thread():
        _window_ident = threading.get_ident()


@contextlib.contextmanager
def window_thread_waits() -> Iterator[None]:
    """On the window's thread, around a wait without its event loop for a thread that
    may be importing with ``made_on_window_thread`` (the opening's, as the program
    ends): that thread makes its classes itself meanwhile, at once. The window's
    thread leaves once no class is being made by another thread."""
    global _window_waiting
    with _lock:
        _window_waiting += 1
    try:
        yield
    finally:
        with _making_here, _lock:
            _window_waiting -= 1


def _receiver() -> _WindowThread | None:
    """The window's thread's receiver of jobs (None without an application)."""
    global _window_thread
    app = QCoreApplication.instance()
    if app is None:
        return None
    with _lock:
        if _window_thread is None:
            receiver = _WindowThread()
            if receiver.thread() is not app.thread():
                receiver.moveToThread(app.thread())
            _window_thread = receiver
        return _window_thread


@contextlib.contextmanager
def made_on_window_thread() -> Iterator[None]:
    """On a thread other than the window's: its PySide6 imports made there (see the
    module's docstring). On the window's thread, or without an application, nothing."""
    receiver = _receiver()
    if receiver is None or QThread.currentThread() is receiver.thread():
        yield
        return
    me = threading.get_ident()
    global _import_before
    with _lock:
        if not _in_force:
            _import_before = builtins.__import__
            builtins.__import__ = _import
        _in_force[me] = _in_force.get(me, 0) + 1
    try:
        yield
    finally:
        with _lock:
            _in_force[me] -= 1
            if not _in_force[me]:
                del _in_force[me]
            if not _in_force and _import_before is not None:
                builtins.__import__ = _import_before
                _import_before = None


def _import(name: str, globals: Any = None, locals: Any = None,
            fromlist: Sequence[str] | None = (), level: int = 0) -> Any:
    before = _import_before or importlib.__import__
    if level == 0 and name.startswith("PySide6") and threading.get_ident() in _in_force \
            and not _make_there(name, tuple(fromlist or ())):
        try:  # the window's thread blocked: made here, one thread at a time
            return before(name, globals, locals, fromlist, level)
        finally:
            _making_here.release()  # taken by ``_make_there`` for this making
    return before(name, globals, locals, fromlist, level)


def _unmade(name: str, names: tuple[str, ...]) -> bool:
    """The module is not imported yet, or a name asked of it is not made yet (read from
    its dictionary: asking the module itself would make it here)."""
    module = sys.modules.get(name)
    if module is None:
        return True
    made = vars(module)
    return any(n != "*" and n not in made for n in names)


def _make_there(name: str, names: tuple[str, ...]) -> bool:
    """Whether the window's thread made what the import names (or nothing was left to
    make); False when this thread is to make it itself (``_import``), ``_making_here``
    then held by it: the window's thread cannot leave ``window_thread_waits`` before
    the making's end."""
    if not _unmade(name, names):
        return True
    receiver = _receiver()
    if receiver is None:
        return True
    done = threading.Event()
    claim: list[str] = []  # who makes them: "window" or "here", the first to claim

    def job() -> None:
        with _lock:
            if claim:
                return  # this thread made them itself meanwhile
            claim.append("window")
        try:
            with contextlib.suppress(Exception):  # else said by the thread's own import
                (_import_before or importlib.__import__)(name, None, None, names, 0)
                module = sys.modules[name]
                for asked in names:
                    if asked != "*":
                        getattr(module, asked, None)  # made now, on this thread
                made_there.append(name)
        finally:
            done.set()

    receiver.job.emit(job)
    give_up = time.monotonic() + WAIT_SECONDS
    while not done.wait(0.01):
        late = time.monotonic() > give_up
        if not (late or _window_waiting or _window_blocked_on_me()):
            continue
        _making_here.acquire()  # then looked at again: the window's thread stays blocked
        with _lock:
            if not claim and (late or _window_waiting or _window_blocked_on_me()):
                claim.append("here")  # the window's thread makes nothing meanwhile
                return False
            window_makes = bool(claim)
        _making_here.release()
        if window_makes:
            break  # the window's thread is making them now
    done.wait()
    return True


def _window_blocked_on_me() -> bool:
    """Whether the window's thread waits for a module's import lock this thread holds:
    it is blocked until this thread has imported that module (Python's import system
    keeps, for each thread taking a module's lock, the lock; since 3.12 a list). A
    lock nobody holds, or another thread's, is no such wait."""
    bootstrap = sys.modules.get("importlib._bootstrap")
    waiting = getattr(bootstrap, "_blocking_on", None)
    me = threading.get_ident()
    try:
        taken = waiting.get(_window_ident) if waiting is not None else None
        locks = taken if isinstance(taken, list) else [taken] if taken is not None else []
        return any(getattr(lock, "owner", None) == me for lock in list(locks))
    except Exception:  # another Python's shape of it: only ``WAIT_SECONDS`` then
        return False
