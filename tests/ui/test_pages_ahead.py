"""A first open of an event finds its pages' modules imported (issue 33): the person's
first click on Home's list lets the database's opening go on, and the opening's thread
imports the modules of the chosen event's pages once the database is open (a cash
game's tables and ledger, or a tournament's console and clock), while the person goes
from the row to Enter; a tournament's seating (shown later) is imported on a thread of
its own once the console is painted. Those modules make no Qt object when imported:
every widget is made on the window's thread. How long the open takes, and that the
window never stalls meanwhile, is measured by ``python -m benchmarks startup``."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from benchmarks import bench_startup as startup
from director.store import db as store_db
from director.store.db import Database
from director.store.instance import InstanceLock
from director.ui.console.console import ConsolePage
from director.ui.shell import event_pages
from director.ui.shell.main_window import MainWindow
from director.ui.shell.opening import EventPagesAhead
from tests.ui.opening_driver import (
    click_row,
    english_settings,
    night_file,
    row,
    run_program,
    started,
)

__all__ = ["english_settings"]  # the windows in English, not a first start

ROOT = Path(__file__).resolve().parents[2]


def _ahead_seen(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Each import of an event's pages ahead: the kind imported and the thread."""
    seen: list[tuple[str, str]] = []
    run = EventPagesAhead.__call__

    def noted(self: EventPagesAhead) -> None:
        run(self)
        seen.append((self.imported[-1], threading.current_thread().name))

    monkeypatch.setattr(EventPagesAhead, "__call__", noted)
    return seen


def _held_open(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """SQLAlchemy's part of the opening waits for the event returned (a slow machine)."""
    open_checked = store_db.open_checked
    held = threading.Event()

    def slow(url: str, file: Path | None, lock: InstanceLock | None) -> Database:
        held.wait(30)
        return open_checked(url, file, lock)

    monkeypatch.setattr(store_db, "open_checked", slow)
    return held


def test_a_click_on_a_cash_game_then_enter_finds_the_cash_pages_imported_ahead(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The click on the cash game's row: the opening's thread imports the cash pages
    (not the tournament's console and clock) and makes the message catalogue of the
    windows' language (the tables say their stakes in words); Enter then shows them."""
    path = night_file(tmp_path / "night.sqlite3")
    seen = _ahead_seen(monkeypatch)
    catalogues: list[tuple[str, str]] = []
    render = sys.modules["director.engine.messages.render"]  # the module, not its function
    monkeypatch.setattr(render, "prepare", lambda language: catalogues.append(
        (language, threading.current_thread().name)))
    pages: list[str] = []

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        click_row(qtbot, window, "Tuesday cash")
        focused = QApplication.focusWidget()
        assert focused is window.home.table
        qtbot.keyClick(focused, Qt.Key.Key_Return)
        pages.append(window.pages.current_key())

    assert run_program(monkeypatch, path, night) == 0
    assert seen == [("cash", "opening the database")]
    assert catalogues == [("en", "opening the database")]
    assert pages[0].startswith("cashTables_")


def test_the_event_chosen_with_the_keys_before_the_database_is_open_is_the_one_imported(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A click on the cash game, then the arrow key down to the tournament while the
    database is still being opened: the tournament's pages are imported ahead, and
    Enter shows its console."""
    path = night_file(tmp_path / "night.sqlite3")
    seen = _ahead_seen(monkeypatch)
    held = _held_open(monkeypatch)
    pages: list[str] = []

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        table = window.home.table
        assert row(window, "Tuesday cash") + 1 == row(window, "Home game")
        click_row(qtbot, window, "Tuesday cash")
        qtbot.keyClick(table, Qt.Key.Key_Down)
        assert window.home.selected().name == "Home game"  # type: ignore[union-attr]
        held.set()
        qtbot.keyClick(table, Qt.Key.Key_Return)
        pages.append(window.pages.current_key())

    assert run_program(monkeypatch, path, night) == 0
    assert seen == [("tournament", "opening the database")]
    assert pages[0].startswith("console_")


@pytest.mark.parametrize(("name", "first_page"), [("Home game", "console_"),
                                                  ("Tuesday cash", "cashTables_")])
def test_the_first_reads_of_the_event_chosen_are_compiled_on_the_openings_thread(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str,
        first_page: str) -> None:
    """The click on the event's row: once the database is open, the opening's thread
    makes the reads the event's first page makes (``services.events.reads_ahead``), so
    SQLAlchemy compiles their statements there; Enter then builds the page on the
    window's thread with every statement compiled already (10-15 ms it no longer
    spends there)."""
    from sqlalchemy import event
    from sqlalchemy.engine import Engine
    from sqlalchemy.engine.interfaces import CacheStats

    path = night_file(tmp_path / "night.sqlite3")
    compiled: list[tuple[str, str]] = []  # (thread, the statement's first words)
    entering = threading.Event()

    def executed(_conn: object, _cursor: object, statement: str, _params: object,
                 context: object, _many: bool) -> None:
        missed = getattr(context, "cache_hit", None) is CacheStats.CACHE_MISS
        if missed:
            thread = threading.current_thread().name
            compiled.append(("at the open" if entering.is_set() and thread == "MainThread"
                             else thread, statement[:40]))

    event.listen(Engine, "before_cursor_execute", executed)
    pages: list[str] = []

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        click_row(qtbot, window, name)
        chosen = window.home.selected()
        assert chosen is not None and chosen.name == name
        window.context.open()  # the opening's end (the reads ahead made), as Enter waits
        entering.set()
        qtbot.keyClick(window.home.table, Qt.Key.Key_Return)
        pages.append(window.pages.current_key())

    try:
        assert run_program(monkeypatch, path, night) == 0
    finally:
        event.remove(Engine, "before_cursor_execute", executed)
    assert pages[0].startswith(first_page)
    assert [s for thread, s in compiled if thread == "at the open"] == []
    assert any(thread == "opening the database" for thread, _ in compiled)


def test_the_seating_is_imported_off_the_windows_thread_once_the_console_is_painted(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A double-click on the tournament shows its console; the seating page's modules
    are then imported on a thread of their own, not on the window's, once the console
    has been painted (the rest of the open is made meanwhile: its clock's window)."""
    path = night_file(tmp_path / "night.sqlite3")
    imported: list[tuple[str, str, bool]] = []
    painted: list[QWidget] = []

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and isinstance(watched, ConsolePage):
                painted.append(watched)
            return False

    monkeypatch.setattr(event_pages, "_import_quietly", lambda module: imported.append(
        (module, threading.current_thread().name, bool(painted))))
    monkeypatch.delitem(sys.modules, event_pages.SEATING_MODULE, raising=False)  # not yet
    seen: dict[str, object] = {}
    paints = Paints()

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        QApplication.instance().installEventFilter(paints)  # type: ignore[union-attr]
        click_row(qtbot, window, "Home game", double=True)
        seen["page"] = window.pages.current_key()
        qtbot.waitUntil(lambda: bool(imported))
        QApplication.instance().removeEventFilter(paints)  # type: ignore[union-attr]

    assert run_program(monkeypatch, path, night) == 0
    assert str(seen["page"]).startswith("console_")
    assert imported == [(event_pages.SEATING_MODULE,
                         f"importing {event_pages.SEATING_MODULE}", True)]


#: In a fresh interpreter with what the start has imported: the modules of each kind's
#: pages (and the seating) imported on another thread, as the opening's thread does,
#: and the Qt objects (Shiboken wrappers) that appeared meanwhile named.
_IMPORTED_AHEAD = """
import gc, importlib, sys, threading
import shiboken6
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
import director.store.db
import director.ui.shell.main_window
from director.ui.shell.opening import EventPagesAhead
from director.ui.shell.qt_types_made_here import window_thread_ready, window_thread_waits
SEATING_MODULE = "director.ui.console.seating"
window_thread_ready()  # as the window does before any import ahead: on its own thread

def qt_objects():
    gc.collect()
    return {id(o): o for o in gc.get_objects() if isinstance(o, shiboken6.Shiboken.Object)}

before, count = qt_objects(), len(sys.modules)
for work in (EventPagesAhead("cash"), EventPagesAhead("tournament"),
             lambda: importlib.import_module(SEATING_MODULE)):
    thread = threading.Thread(target=work)
    with window_thread_waits():  # no event loop here: the thread makes its classes
        thread.start()
        thread.join()
made = sorted({type(o).__name__ for i, o in qt_objects().items() if i not in before})
print(len(sys.modules) - count, SEATING_MODULE in sys.modules, made)
"""


def test_the_pages_modules_imported_off_the_windows_thread_make_no_qt_object() -> None:
    """Qt's widgets, pixmaps and fonts belong to the window's thread: importing the
    pages' modules on another thread makes none (only the classes' meta-objects)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", _IMPORTED_AHEAD], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    count, seating, made = done.stdout.strip().splitlines()[-1].split(" ", 2)
    assert int(count) > 200 and seating == "True"
    assert made in ("[]", "['QMetaObject']"), made


#: The window's thread importing the same modules while the opening's thread imports
#: them (a page opened at once, another's command): Python's import locks make one
#: wait for the other; a deadlock would hang (faulthandler ends the process then).
_BOTH_AT_ONCE = """
import faulthandler, sys, threading
faulthandler.dump_traceback_later(120, exit=True)
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
import director.store.db
import director.ui.shell.main_window
from director.ui.shell.opening import EventPagesAhead
from director.ui.shell.qt_types_made_here import window_thread_waits
failed = []
ahead = EventPagesAhead(sys.argv[1])
def run():
    try:
        ahead()
    except BaseException as exc:
        failed.append(repr(exc))
thread = threading.Thread(target=run)
thread.start()
import director.ui.shell.event_pages
import director.ui.cash.cash_tables
import director.ui.console.console
import director.ui.console.seating
with window_thread_waits():  # no event loop here: the thread makes what is left
    thread.join()
print(ahead.imported, failed)
"""


@pytest.mark.parametrize("kind", ["tournament", "cash"])
def test_the_windows_thread_importing_the_same_modules_at_once_waits_no_deadlock(
        kind: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", _BOTH_AT_ONCE, kind], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().splitlines()[-1] == f"['{kind}'] []"


#: The program as a person starts it (``director --db``) in a fresh interpreter, no
#: page's module imported yet: a click on the event's row, then the program quits at
#: once, while the opening's thread opens the database and imports the pages ahead.
#: The window's thread waits for it without its event loop; a wait of the thread
#: for the window's thread to make a class would last ``WAIT_SECONDS`` (600 here).
_QUIT_AFTER_THE_CLICK = """
import sys, time
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from director import cli
from director.ui.shell import qt_types_made_here as here
from director.ui.shell.main_window import MainWindow
from director.ui.shell.opening import EventPagesAhead
here.WAIT_SECONDS = 600.0
ahead = []
run_ahead = EventPagesAhead.__call__

def noted(self):
    run_ahead(self)
    ahead.append((self.imported, len(here.made_there)))

EventPagesAhead.__call__ = noted

def started(window):  # the start's part done: Home listed, its list heard
    return window.context.unopened is not None and bool(window.home.events) \\
        and window.statusBar().currentMessage() == ""

def night(_app=None):
    [window] = [w for w in QApplication.topLevelWidgets()
                if isinstance(w, MainWindow) and w.isVisible()]
    listed = time.monotonic() + 60
    while not started(window) and time.monotonic() < listed:
        QApplication.processEvents()
        time.sleep(0.01)
    table = window.home.table
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == sys.argv[2])
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(table.item(row, 0)).center())
    return 0

QApplication.exec = night
code = cli.main(["--db", sys.argv[1]])
print(code, ahead, "director.ui.console.console" in sys.modules)
"""


def test_the_program_quitting_as_the_pages_are_imported_ahead_ends_at_once(
        tmp_path: Path) -> None:
    """The person clicks the tournament's row and quits at once: the program's end waits
    for the opening's thread, which is importing the console's modules ahead; it says
    so (``window_thread_waits``), so that thread makes PySide6's classes itself at once
    (the window's thread makes none meanwhile) and the program ends, the pages' modules
    imported and nothing made on the window's thread. (Before, the thread waited a
    second, then made every class after it itself; with the wait 600 s here,
    the program would not end within the two minutes given.)"""
    path = night_file(tmp_path / "night.sqlite3")
    env = dict(os.environ, **startup._environment(tmp_path, mode=""))  # not a smoke test
    seen = tmp_path / "config" / startup.WELCOME_SEEN[0]  # not a first start
    seen.parent.mkdir(parents=True)
    seen.write_text(startup.WELCOME_SEEN[1], encoding="utf-8")
    try:
        done = subprocess.run([sys.executable, "-c", _QUIT_AFTER_THE_CLICK, str(path),
                               "Home game"], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=120)
    except subprocess.TimeoutExpired as hung:
        raise AssertionError(f"the program did not end: {hung.stderr!r}") from hung
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().splitlines()[-1] == "0 [(['tournament'], 0)] True"
