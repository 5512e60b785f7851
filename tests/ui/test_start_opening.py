"""The program's start as a person meets it (issue 33): the main window is painted and
answers while the database is opened on a thread of its own; Home lists the events
from the first look, says while it knows nothing yet that the database is being
opened, and a problem of the opening still reaches the start-up dialog, whose
choice is followed (try again, quit). The figures (first paint, responsive, memory)
are measured by ``python -m benchmarks startup``, never asserted here."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from director import cli
from director.store import db as store_db
from director.store.db import Database, open_database
from director.store.instance import InstanceLock
from director.store.migrations import new_sqlite
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import when_modal
from tests.ui.opening_driver import NOW, english_settings, night_file

__all__ = ["english_settings"]  # the windows in English, not a first start


def _main_window() -> MainWindow:
    [window] = [w for w in QApplication.topLevelWidgets()
                if isinstance(w, MainWindow) and w.isVisible()]  # this start's
    return window


def _shown_opened(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until the window has shown the end of the start's opening (its status line
    clear): the database open, or on the usual start its first look checked and
    tidied, SQLAlchemy waiting for the first need (issue 33)."""
    qtbot.waitUntil(lambda: (window.context.opened is not None
                             or window.context.unopened is not None)
                    and window.statusBar().currentMessage() == "")


def _running(monkeypatch: pytest.MonkeyPatch, night: Callable[[MainWindow], None]) -> None:
    """The program's event loop is ``night``, run on the shown main window."""
    def run(_app: object = None) -> int:
        night(_main_window())
        return 0

    monkeypatch.setattr(QApplication, "exec", run)


def test_the_database_opens_off_the_window_thread_while_the_window_answers(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = night_file(tmp_path / "night.sqlite3")
    held, opened_on = threading.Event(), []
    open_checked = store_db.open_checked

    def slow(url: str, file: Path | None, lock: InstanceLock | None) -> Database:
        opened_on.append(threading.current_thread())
        held.wait(30)  # SQLAlchemy's part takes its time: the window goes on meanwhile
        return open_checked(url, file, lock)

    monkeypatch.setattr(store_db, "open_checked", slow)
    seen: dict[str, object] = {}

    def during() -> None:
        """The window's thread, while it waits for the database at its first need."""
        qtbot.waitUntil(lambda: bool(opened_on))  # the opening has reached SQLAlchemy
        seen["status"] = window.statusBar().currentMessage()
        seen["open while held"] = window.context.opened is not None
        held.set()

    def night(shown: MainWindow) -> None:
        nonlocal window
        window = shown
        # the first look's news reaches the window's thread in its own time (a slow
        # machine paints first): Home lists with no SQLAlchemy at all (issue 33)
        qtbot.waitUntil(lambda: bool(window.home.events))
        _shown_opened(qtbot, window)
        seen["listed"] = [e.name for e in window.home.events]  # from the first look
        seen["SQLAlchemy before a need"] = bool(opened_on)
        shortcuts = when_modal(lambda d: None, lambda d: d.close())
        qtbot.keyClick(window, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
        seen["answered"] = list(shortcuts)  # a key a person pressed, answered at once
        # the first need: the window's thread waits, its timers and paint going on
        QTimer.singleShot(0, during)
        seen["database"] = window.context.db.where
        seen["status after"] = window.statusBar().currentMessage()

    window: MainWindow | None = None

    _running(monkeypatch, night)
    assert cli.main(["--db", str(path)]) == 0
    assert opened_on and opened_on[0] is not threading.main_thread()
    assert seen == {"listed": ["Tuesday cash", "Home game"],
                    "SQLAlchemy before a need": False, "answered": ["ShortcutDialog"],
                    "status": "Opening the database…", "open while held": False,
                    "database": str(path), "status after": ""}


def test_home_says_the_database_is_being_opened_until_it_knows_the_events(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A first start: the new database is made on the opening's thread (with sqlite3,
    issue 33) while the window is painted: until then Home says it is being opened,
    not that there are no events."""
    held = threading.Event()
    make_file = new_sqlite.make_file

    def slow(path: Path) -> bool:
        held.wait(5)
        return make_file(path)

    monkeypatch.setattr(new_sqlite, "make_file", slow)
    said: list[str] = []

    def night(window: MainWindow) -> None:
        empty = window.home.findChild(QWidget, "noEvents")
        qtbot.waitUntil(empty.isVisible)
        said.append(empty.text())  # type: ignore[attr-defined]
        held.set()
        _shown_opened(qtbot, window)
        said.append(empty.text())  # type: ignore[attr-defined]

    _running(monkeypatch, night)
    assert cli.main(["--db", str(tmp_path / "new.sqlite3")]) == 0
    assert said == ["Opening the database…",
                    "No events yet: start with a new tournament or cash game."]


def _answer_the_dialog(monkeypatch: pytest.MonkeyPatch, button: str,
                       before: Callable[[], None] = lambda: None) -> list[str]:
    """The start-up dialog shows its text; the person presses ``button``."""
    shown: list[str] = []

    def look(box: QMessageBox) -> int:
        shown.append(box.text())
        before()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", look)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: next(
        b for b in box.buttons() if b.text() == button))
    return shown


def test_a_problem_of_the_opening_reaches_the_start_up_dialog_and_try_again_opens(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another program holds the database (R: never lose data): the dialog says so
    over the painted window; once it has let go, Try again opens it."""
    path = night_file(tmp_path / "night.sqlite3")
    other = InstanceLock(path).acquire()  # another program has the database open
    shown = _answer_the_dialog(monkeypatch, "Try again", before=other.release)
    listed: list[str] = []

    def night(window: MainWindow) -> None:
        _shown_opened(qtbot, window)
        listed.extend(e.name for e in window.home.events)

    _running(monkeypatch, night)
    assert cli.main(["--db", str(path)]) == 0
    assert len(shown) == 1 and str(path) in shown[0]
    assert listed == ["Tuesday cash", "Home game"]


QUIT_AT_THE_DIALOG = """
import sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from director import cli
from director.ui.common import settings
kept = QSettings(sys.argv[2], QSettings.Format.IniFormat)
kept.setValue("welcome_shown", True)
settings.Settings.__init__ = lambda self, store=None: setattr(self, "store", kept)
shown = []
QMessageBox.exec = lambda box: (shown.append(box.text()), 0)[1]
QMessageBox.clickedButton = lambda box: next(
    b for b in box.buttons() if b.text() == "Quit")
code = cli.main(["--db", sys.argv[1]])
print("dialogs shown:", len(shown))
sys.exit(code)
"""


def test_quit_at_the_start_up_dialog_ends_the_program_with_status_2(tmp_path: Path) -> None:
    """Another program holds the database; the person presses Quit at the dialog that
    comes over the painted window: the program ends with status 2. Run as a program
    of its own, with its real event loop (the exit it asks for ends that loop; in
    this test process it would end every later test's waits)."""
    path = night_file(tmp_path / "night.sqlite3")
    other = InstanceLock(path).acquire()  # another program has the database open
    try:
        done = subprocess.run(
            [sys.executable, "-c", QUIT_AT_THE_DIALOG, str(path), str(tmp_path / "s.ini")],
            capture_output=True, text=True, timeout=120,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "en"},
            cwd=Path(__file__).resolve().parents[2])
    finally:
        other.release()
    assert done.returncode == 2, done.stderr
    assert "dialogs shown: 1" in done.stdout, done.stdout + done.stderr


def test_home_follows_the_commit_feed_once_the_opening_has_ended(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Started as a person starts it: Home lists the night from the first look while
    SQLAlchemy's part is still under way, and once the database is open it follows
    every commit, so an event made by another window's command (here the services on
    the opened database) is listed while Home stays on screen."""
    path = night_file(tmp_path / "night.sqlite3")
    held = threading.Event()
    open_checked = store_db.open_checked

    def slow(url: str, file: Path | None, lock: InstanceLock | None) -> Database:
        held.wait(30)
        return open_checked(url, file, lock)

    monkeypatch.setattr(store_db, "open_checked", slow)
    listed: list[list[str]] = []

    def night(window: MainWindow) -> None:
        home = window.home
        qtbot.waitUntil(lambda: bool(home.events))  # from the first look
        assert window.context.opened is None
        listed.append([e.name for e in home.events])
        held.set()
        _shown_opened(qtbot, window)
        assert window.pages.currentWidget() is home
        window.context.events.create_event(
            "cash", "Friday 100/200", {"small_blind": 100, "big_blind": 200}, NOW)
        qtbot.waitUntil(lambda: len(home.events) == 3, timeout=3000)
        listed.append([home.table.item(r, 0).text() for r in range(home.table.rowCount())])

    _running(monkeypatch, night)
    assert cli.main(["--db", str(path)]) == 0
    assert listed[0] == ["Tuesday cash", "Home game"]
    assert sorted(listed[1]) == ["Friday 100/200", "Home game", "Tuesday cash"]


def test_the_program_quitting_during_the_opening_waits_for_its_last_word(
        tmp_path: Path) -> None:
    """Closed during the opening, the program waits (``close``) until the opening's
    thread has said its end (``ended``, a signal to the window's receiver), before
    it frees that receiver: it set its end first and said it after, so a program
    quitting at once freed the receiver while the thread still emitted on it, and
    the process crashed (a station started and quit at once, 2026-12-03)."""
    from director.services.core.database import Opening

    path = night_file(tmp_path / "night.sqlite3")
    opening = Opening(str(path))
    said = threading.Event()
    still_saying = threading.Event()

    def ended() -> None:
        still_saying.set()
        threading.Event().wait(0.3)  # the window's receiver, reached from the thread
        said.set()

    opening.start(lambda o: open_database(path), ended)
    opening.close()  # the program quits: the window's receiver is freed after this
    assert still_saying.is_set() and said.is_set()
