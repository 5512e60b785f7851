"""The usual start opens the database with SQLAlchemy only at the program's first need
of it (issue 33: about 21 MB the start no longer holds). Started as a person starts
it, on an existing file of ours: Home lists the events and follows the file without
SQLAlchemy; a person's first open of an event (Enter or a double-click on its row)
opens the database, the window's status line saying so meanwhile, and shows the
event; an opening that fails then brings the start-up dialog and changes nothing;
the backups are made meanwhile with ``sqlite3``."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from director.store import db as store_db
from director.store.backup import Backups
from director.store.db import Database
from director.store.errors import AlreadyOpen
from director.store.instance import InstanceLock
from director.ui.shell.main_window import MainWindow
from tests.ui.opening_driver import (
    click_row,
    english_settings,
    night_file,
    run_program,
    started,
)

__all__ = ["english_settings"]  # the windows in English, not a first start


def _opened_with_sqlalchemy(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each opening with SQLAlchemy (``open_checked``), named by its thread."""
    calls: list[str] = []
    open_checked = store_db.open_checked

    def counted(url: str, file: Path | None, lock: InstanceLock | None) -> Database:
        calls.append(threading.current_thread().name)
        return open_checked(url, file, lock)

    monkeypatch.setattr(store_db, "open_checked", counted)
    return calls


def test_enter_on_an_event_opens_the_database_at_that_first_need_and_shows_the_event(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing opens the database while a person reads Home; their click on the row
    lets the opening go on, off the window's thread (``OPEN_AT_FIRST_INPUT``), and
    Enter waits for it, the window painted and its status line saying so meanwhile,
    then shows the tournament's console."""
    path = night_file(tmp_path / "night.sqlite3")
    calls = _opened_with_sqlalchemy(monkeypatch)
    open_checked = store_db.open_checked
    held = threading.Event()

    reached: list[str] = []

    def slow(url: str, file: Path | None, lock: InstanceLock | None) -> Database:
        reached.append(threading.current_thread().name)
        held.wait(30)  # SQLAlchemy's part takes its time
        return open_checked(url, file, lock)

    monkeypatch.setattr(store_db, "open_checked", slow)
    seen: dict[str, object] = {}

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        qtbot.wait(300)  # a person reads Home: nothing opens the database meanwhile
        seen["before"] = (list(calls), window.context.opened is None)
        table = window.home.table
        click_row(qtbot, window, "Home game")
        focused = QApplication.focusWidget()
        assert focused is table

        def while_opening() -> None:  # the window's thread, during the first need's wait
            qtbot.waitUntil(lambda: bool(reached))  # the click let the opening go on
            seen["while"] = (window.statusBar().currentMessage(), window.pages.current_key(),
                             reached[0] != threading.main_thread().name)
            held.set()

        QTimer.singleShot(0, while_opening)
        qtbot.keyClick(focused, Qt.Key.Key_Return)
        seen["page"] = window.pages.current_key()
        seen["after"] = (len(calls), window.context.opened is not None,
                         window.statusBar().currentMessage())

    assert run_program(monkeypatch, path, night) == 0
    assert seen["before"] == ([], True)
    assert seen["while"] == ("Opening the database…", "home", True)
    assert str(seen["page"]).startswith("console_")  # the tournament's console
    assert seen["after"] == (1, True, "")


def test_a_click_on_homes_list_opens_the_database_behind_the_window(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The person's first click on Home's list lets the opening go on: the database is
    opened while Home stays as it is, nothing waiting for it."""
    path = night_file(tmp_path / "night.sqlite3")
    seen: dict[str, object] = {}

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        click_row(qtbot, window, "Tuesday cash")
        qtbot.waitUntil(lambda: window.context.opened is not None)
        qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "")
        seen["page"] = window.pages.current_key()
        seen["chosen"] = window.home.selected().name  # type: ignore[union-attr]

    assert run_program(monkeypatch, path, night) == 0
    assert seen == {"page": "home", "chosen": "Tuesday cash"}


def test_a_double_click_on_a_cash_game_opens_it_at_the_first_need(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = night_file(tmp_path / "night.sqlite3")
    pages: list[str] = []

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        click_row(qtbot, window, "Tuesday cash", double=True)
        pages.append(window.pages.current_key())

    assert run_program(monkeypatch, path, night) == 0
    assert pages[0].startswith("cashTables_")


def test_an_opening_that_fails_at_the_first_need_says_why_and_changes_nothing(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another program has the file locked when the person first opens an event (R:
    never lose data): the start-up dialog says so; the event is not opened, Home
    stays as it was. Try again opens the database; the next Enter shows the event."""
    path = night_file(tmp_path / "night.sqlite3")
    open_checked = store_db.open_checked
    tries: list[int] = []

    def refused_once(url: str, file: Path | None, lock: InstanceLock | None) -> Database:
        tries.append(1)
        if len(tries) == 1:
            if lock is not None:
                lock.release()  # as open_checked does when it fails
            raise AlreadyOpen(path)
        return open_checked(url, file, lock)

    monkeypatch.setattr(store_db, "open_checked", refused_once)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: next(
        b for b in box.buttons() if b.text() == "Try again"))
    seen: dict[str, object] = {}

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        table = window.home.table
        click_row(qtbot, window, "Home game")
        qtbot.keyClick(table, Qt.Key.Key_Return)
        seen["failed"] = (window.pages.current_key(), window.current_event,
                          [e.name for e in window.home.events], list(shown))
        qtbot.waitUntil(lambda: window.context.opened is not None)  # tried again
        qtbot.keyClick(table, Qt.Key.Key_Return)
        seen["page"] = window.pages.current_key()

    assert run_program(monkeypatch, path, night) == 0
    page, event, listed, said = seen["failed"]  # type: ignore[misc]
    assert (page, event, listed) == ("home", None, ["Tuesday cash", "Home game"])
    assert len(said) == 1 and str(path) in said[0]  # the start-up dialog, once
    assert str(seen["page"]).startswith("console_")


def test_home_follows_a_commit_made_by_another_connection_before_the_first_need(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One record: an event renamed in the file by another connection (another
    program's ``sqlite3``) is listed under its new name while Home is on screen, and
    the database is still not opened with SQLAlchemy."""
    path = night_file(tmp_path / "night.sqlite3")
    seen: dict[str, object] = {}

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        with sqlite3.connect(path) as other:
            other.execute("UPDATE event SET name = 'Friday deepstack' WHERE name = 'Home game'")
        home = window.home
        qtbot.waitUntil(lambda: "Friday deepstack" in
                        [home.table.item(r, 0).text() for r in range(home.table.rowCount())],
                        timeout=5000)
        seen["opened"] = window.context.opened is not None

    assert run_program(monkeypatch, path, night) == 0
    assert seen == {"opened": False}


def test_a_backup_before_the_first_need_is_made_with_sqlite3(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The minute's backup check backs the file up (the first of the day) without
    opening the database with SQLAlchemy; the lock still says the program has it."""
    path = night_file(tmp_path / "night.sqlite3")
    seen: dict[str, object] = {}

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        window.backup_if_due()  # what the window's minute timer calls
        qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Backup saved"))
        seen["backups"] = len(Backups(path).list())
        seen["opened"] = window.context.opened is not None
        with pytest.raises(AlreadyOpen):
            InstanceLock(path, shared=True).acquire()

    assert run_program(monkeypatch, path, night) == 0
    assert seen == {"backups": 1, "opened": False}


def test_a_program_closed_before_any_need_never_opens_and_ends_cleanly(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Started and closed without a need: SQLAlchemy never opens the file, the lock is
    held until the end, and the end is a clean one (the lock file removed: the next
    start makes no full check and finds no lost ``-wal``)."""
    path = night_file(tmp_path / "night.sqlite3")
    calls = _opened_with_sqlalchemy(monkeypatch)
    held: list[bool] = []

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        try:
            InstanceLock(path, shared=True).acquire().release()
        except AlreadyOpen:
            held.append(True)  # another program is refused while this one runs
        window.close()

    assert run_program(monkeypatch, path, night) == 0
    assert calls == [] and held == [True]
    assert not (tmp_path / "night.sqlite3.lock").exists()
    again = InstanceLock(path).acquire()
    try:
        assert not again.unclean
    finally:
        again.release()
