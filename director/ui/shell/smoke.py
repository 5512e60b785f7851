"""A start-up check and measure of the real program: open the main window, see it
painted and the database opened, quit.

With ``DIRECTOR_SMOKE_TEST=1`` in the environment, ``arm(window)`` makes the program print
``main window shown (...)`` once the main window has been painted the first time;
when the start path then reports the database opened (``database_opened``, from
``director.cli``, where the opening runs on a thread of its own) it prints ``database
opened (...)`` and quits with status 0. An opening that failed prints ``database not
opened: ...`` (no dialog is shown) and quits with status 1, as does a start that has
not got that far within ``DIRECTOR_SMOKE_TIMEOUT`` seconds (default 30): it prints
``main window not shown`` or ``database not opened: timed out``. The bundle test
(tests/packaging/test_bundle.py) runs the built program this way, offscreen; without
the variable ``arm`` does nothing. With ``DIRECTOR_SMOKE_MODULES=FILE`` as well, the
names of the modules imported by the first paint are written to FILE. On the usual
start (an up-to-date file of ours) "database opened" is said once the start's part of
the opening is done: the first look checked, Home listed, the backups' leftovers
cleaned up; SQLAlchemy waits for the program's first need of the database (issue 33),
which a smoke test never has.

``DIRECTOR_SMOKE_TEST=measure`` is a person's start (the welcome opens on a first
start), measured for ``benchmarks startup`` (issue 33): from the window's ``show`` a
5 ms timer ticks; once the database is opened (and the welcome, when one opened, is
painted) and another ``SETTLE`` seconds have passed, the program prints one line
``startup {...}`` (JSON) and quits. It holds instants of ``time.monotonic()`` (the
clock every process of the machine shares, so the caller subtracts its own launch):
``shown``, ``painted`` (the first paint), ``opened``, ``welcome`` (its first paint, or
null), ``responsive`` (the first instant after the first paint from which the timer
never waited more than ``STALL`` seconds until the end), ``longest_stall`` (seconds,
after the first paint), ``stalls`` (each wait over ``STALL`` after the first paint,
from and to), and the process's memory at the end, ``rss_kb``, its peak ``peak_kb``
and at the first paint ``painted_rss_kb``. A bare PySide6 window measures itself the same way
(``benchmarks/bench_startup.py``). With ``DIRECTOR_SMOKE_FIRST_OPEN=1`` as well, a
person's first open of an event follows those figures: a click on Home's first row
(or, with the variable set to an event's name, that event's row) and, ``PERSON_GAP``
later, Enter; ``first_open`` the seconds from the key to the first paint of the page it
shows (the database opened at that need on the usual start), ``opened_rss_kb`` the
memory then, ``gap_stall`` the timer's longest wait from the click to Enter (the
opening's thread works meanwhile: the window must not stall, issue 33) and
``open_stall`` its longest wait from Enter to that paint (the pages are built on the
window's thread then), ``after_stall`` from that paint to ``SETTLE`` seconds later (the
rest of the open: the clock's window, the seating's modules) and ``open_stall_cpu`` the
window's thread's most processor time between two ticks over both; ``open_cpu`` the
window's thread's processor time from Enter to that paint and ``need_cpu`` the
opening thread's from the click to its end
(SQLAlchemy, the pages' modules imported ahead): less moved by other programs' load.
"""

from __future__ import annotations

import json
import os
import sys
import time
from itertools import pairwise
from typing import TextIO

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QStackedWidget, QWidget

ENVIRONMENT_VARIABLE = "DIRECTOR_SMOKE_TEST"
TIMEOUT_VARIABLE = "DIRECTOR_SMOKE_TIMEOUT"
MODULES_VARIABLE = "DIRECTOR_SMOKE_MODULES"
FIRST_OPEN_VARIABLE = "DIRECTOR_SMOKE_FIRST_OPEN"
MEASURE = "measure"
SHOWN = "main window shown"
NOT_SHOWN = "main window not shown"
OPENED = "database opened"
NOT_OPENED = "database not opened"
STARTUP = "startup"
TICK_MS = 5  # the probe's timer
STALL = 0.050  # a wait longer than this between two ticks is a stall (issue 33)
SETTLE = 1.0  # seconds watched after the last thing the start does
PERSON_GAP = 0.3  # seconds from a click on Home's row to Enter (a first open, measured)


def active() -> bool:
    """True when this run is a smoke test or a measure (``measuring``)."""
    return os.environ.get(ENVIRONMENT_VARIABLE, "") not in ("", "0")


def measuring() -> bool:
    """True when the start is measured as a person's: the welcome is shown as usual."""
    return os.environ.get(ENVIRONMENT_VARIABLE, "") == MEASURE


def quiet() -> bool:
    """True when the start shows no dialog (a smoke test, not a measure)."""
    return active() and not measuring()


class _Probe(QObject):
    """Watches the window's first paint, the opening and the timer's ticks."""

    def __init__(self, window: QWidget, out: TextIO) -> None:
        super().__init__(window)
        self.window = window
        self.out = out
        self.marks: dict[str, float | None] = {"shown": time.monotonic(), "painted": None,
                                               "opened": None, "welcome": None}
        self.where: str | None = None
        self.painted_kb: int | None = None
        self.welcome: QWidget | None = None
        self.finished = False
        self.ticks: list[float] = []
        self.cpu: list[float] = []  # the window's thread's processor time at each tick
        window.installEventFilter(self)
        if measuring():
            self.timer = QTimer(self)
            self.timer.setTimerType(Qt.TimerType.PreciseTimer)
            self.timer.setInterval(TICK_MS)
            self.timer.timeout.connect(self._tick)
            self.timer.start()
        try:
            seconds = float(os.environ.get(TIMEOUT_VARIABLE, "30"))
        except ValueError:
            seconds = 30.0
        QTimer.singleShot(int(seconds * 1000), self._timed_out)

    def _tick(self) -> None:
        self.ticks.append(time.monotonic())
        self.cpu.append(time.thread_time())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            if watched is self.window and self.marks["painted"] is None:
                self.marks["painted"] = time.monotonic()
                self.painted_kb = _memory()["rss_kb"]
                _list_modules()
                QTimer.singleShot(0, self._painted)  # after the paint, from the event loop
            elif watched is self.welcome and self.marks["welcome"] is None:
                self.marks["welcome"] = time.monotonic()
                QTimer.singleShot(0, self._next)
        return False

    def _painted(self) -> None:
        size = self.window.size()
        print(f"{SHOWN} ({self.window.windowTitle()}, {size.width()}x{size.height()})",
              file=self.out, flush=True)
        self._next()

    def opened(self, where: str, welcome: QWidget | None) -> None:
        self.marks["opened"] = time.monotonic()
        self.where = where
        self.welcome = welcome
        if welcome is not None:
            welcome.installEventFilter(self)
        self._next()

    def _next(self) -> None:
        """Quit when everything awaited has come (a measure watches a while longer)."""
        if self.finished or self.marks["painted"] is None or self.marks["opened"] is None:
            return
        if self.welcome is not None and self.marks["welcome"] is None:
            return
        if not measuring():
            self._finish(f"{OPENED} ({self.where})", 0)
            return
        self.finished = True
        QTimer.singleShot(int(SETTLE * 1000), self._measured)

    def _measured(self) -> None:
        figures = dict(self.marks, **self._responsive(), **_memory(),
                       painted_rss_kb=self.painted_kb)
        if os.environ.get(FIRST_OPEN_VARIABLE):
            self._open_first_event(figures)
            return
        print(f"{STARTUP} {json.dumps(figures)}", file=self.out, flush=True)
        QCoreApplication.exit(0)

    def _open_first_event(self, figures: dict[str, object]) -> None:
        """``DIRECTOR_SMOKE_FIRST_OPEN=1``: after the start's figures, the person's first
        open of an event: Enter on Home's first row (``first_open``: seconds from the
        key to the first paint of the page it shows; ``opened_rss_kb``: memory then)."""
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QTableWidget

        table = self.window.findChild(QTableWidget, "eventsTable")
        stack = self.window.findChild(QStackedWidget)
        name = os.environ.get(FIRST_OPEN_VARIABLE, "1")
        items = [table.item(r, 0) for r in range(table.rowCount())] if table else []
        item = next((i for i in items if i is not None and name in ("1", i.text())), None)
        home = stack.currentWidget() if stack is not None else None
        if table is None or stack is None or item is None or home is None:
            figures["first_open"] = None
            print(f"{STARTUP} {json.dumps(figures)}", file=self.out, flush=True)
            QCoreApplication.exit(0)
            return
        row = table.visualItemRect(item).center()
        clicked = time.monotonic()
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=row)  # the row
        watcher = _PageShown(stack, home)

        def enter() -> None:  # a person's Enter, ``PERSON_GAP`` after choosing the row
            watcher.watch()
            watcher.started = time.monotonic()
            watcher.cpu = time.thread_time()
            figures["gap_stall"] = self._longest_stall(clicked, watcher.started)
            QTest.keyClick(table, Qt.Key.Key_Return)

        QTimer.singleShot(int(PERSON_GAP * 1000), enter)

        def shown() -> None:
            watcher.stop()
            painted = watcher.painted or time.monotonic()
            figures["first_open"] = painted - watcher.started
            figures["open_stall"] = self._longest_stall(watcher.started, painted)
            figures["open_cpu"] = time.thread_time() - watcher.cpu
            reader = getattr(getattr(self.window, "context", None), "reader", None)
            figures["need_cpu"] = getattr(reader, "need_cpu", None)
            figures["opened_rss_kb"] = _memory()["rss_kb"]

            def watched() -> None:  # the rest of the open (the clock's window, the
                now = time.monotonic()  # seating's modules) watched ``SETTLE`` more
                figures["after_stall"] = self._longest_stall(painted, now)
                figures["open_stall_cpu"] = self._longest_cpu(watcher.started, watcher.cpu,
                                                              now)
                print(f"{STARTUP} {json.dumps(figures)}", file=self.out, flush=True)
                QCoreApplication.exit(0)

            QTimer.singleShot(int(SETTLE * 1000), watched)

        watcher.done = shown

    def _longest_stall(self, since: float, until: float) -> float:
        """The timer's longest wait between ``since`` and ``until``."""
        instants = [since, *(t for t in self.ticks if since < t < until), until]
        return max(b - a for a, b in pairwise(instants))

    def _longest_cpu(self, since: float, cpu: float, until: float) -> float:
        """The window's thread's most processor time between two ticks from ``since``
        (when it had spent ``cpu``) to ``until``: the longest stall as the load of
        other programs moves it least."""
        spent = [cpu, *(c for t, c in zip(self.ticks, self.cpu, strict=True)
                        if since < t < until)]
        return max((b - a for a, b in pairwise(spent)), default=0.0)

    def _responsive(self) -> dict[str, object]:
        painted = self.marks["painted"]
        assert painted is not None
        responsive, longest, stalls = painted, 0.0, []
        for before, after in zip(self.ticks, self.ticks[1:], strict=False):
            if after <= painted:
                continue
            waited = after - max(before, painted)
            longest = max(longest, waited)
            if waited > STALL:
                responsive = after
                stalls.append((max(before, painted), after))
        return {"responsive": responsive, "longest_stall": longest, "stalls": stalls}

    def _finish(self, text: str, code: int) -> None:
        self.finished = True
        print(text, file=self.out, flush=True)
        QCoreApplication.exit(code)

    def failed(self, why: str) -> None:
        if not self.finished:
            self._finish(f"{NOT_OPENED}: {why}", 1)

    def _timed_out(self) -> None:
        if self.finished:
            return
        if self.marks["painted"] is None:
            self._finish(NOT_SHOWN, 1)
        else:
            self._finish(f"{NOT_OPENED}: timed out", 1)


class _PageShown(QObject):
    """Notes the first paint of the page shown in place of ``home`` in ``stack``: the
    stack says which page it shows (``currentChanged``) and that page alone is
    watched (Qt paints a page before its children). Not a filter on the whole
    application: every event of every object would pass through Python, and the
    first for an object of a class PySide does not wrap (a table's own model) makes
    PySide create the Python types of all of Qt's classes it has not made yet, 68
    enumerations, about 25 ms: the probe would add to the stall it measures (before
    2026-12-04 afternoon it did, issue 33)."""

    def __init__(self, stack: QStackedWidget, home: QWidget) -> None:
        super().__init__(stack)
        self.stack, self.home = stack, home
        self.started = 0.0
        self.cpu = 0.0  # the window's thread's processor time at Enter
        self.painted: float | None = None
        self.done: object = None
        self.page: QWidget | None = None

    def watch(self) -> None:
        """From Enter on: the page the stack shows next is watched."""
        self.stack.currentChanged.connect(self._shown)

    def _shown(self, _index: int) -> None:
        page = self.stack.currentWidget()
        if self.page is None and page is not None and page is not self.home:
            self.page = page
            page.installEventFilter(self)

    def stop(self) -> None:
        if self.page is not None:
            self.page.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.painted is None and watched is self.page and \
                event.type() == QEvent.Type.Paint:
            self.painted = time.monotonic()
            QTimer.singleShot(0, lambda: self.done() if callable(self.done) else None)
        return False


def _list_modules() -> None:
    """``DIRECTOR_SMOKE_MODULES=FILE``: the modules imported by the first paint, one
    name a line (tests/test_startup_imports.py). The probe's filter is installed
    last, so it sees the paint before the opening is let go on."""
    listing = os.environ.get(MODULES_VARIABLE)
    if listing:
        with open(listing, "w", encoding="utf-8") as out:
            out.write("\n".join(sorted(sys.modules)))


def _memory() -> dict[str, int | None]:
    """The process's resident memory now and at its peak, in kB (Linux's /proc)."""
    found: dict[str, int | None] = {"rss_kb": None, "peak_kb": None}
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    found["rss_kb"] = int(line.split()[1])
                elif line.startswith("VmHWM:"):
                    found["peak_kb"] = int(line.split()[1])
    except OSError:
        pass
    return found


_probe: list[_Probe] = []  # the armed window's (a reconnect arms the new window)


def arm(window: QWidget, out: TextIO | None = None) -> bool:
    """In a smoke test, report the window's first paint and quit once the database is
    opened (``database_opened``); True when armed. Arming twice is harmless."""
    if not active():
        return False
    if not window.property("smokeTestArmed"):
        window.setProperty("smokeTestArmed", True)
        _probe[:] = [_Probe(window, out or sys.stdout)]
    return True


def database_opened(where: str, welcome: QWidget | None = None) -> None:
    """The start path's word: the database is open (``welcome``: the welcome opened)."""
    for probe in _probe:
        probe.opened(where, welcome)


def database_failed(why: str) -> None:
    """The start path's word: the opening failed (a smoke test quits saying why)."""
    for probe in _probe:
        probe.failed(why)
