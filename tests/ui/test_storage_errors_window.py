"""Storage failures in front of the director (issue 15): a full disk and another
program's write lock when adding a player by hand, a backup failing in its
thread, a database that cannot be opened at start. Each shows a clear message,
saves nothing, and the program goes on."""

from __future__ import annotations

import sqlite3
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from sqlalchemy import event

from director import cli
from director.store import backup as backup_module
from director.store.db import open_database
from director.store.errors import AlreadyOpen, DiskFull, Locked, ServerLost
from director.ui.common.context import AppContext
from director.ui.shell.app import report_storage_errors
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import T0, click, context, type_into, window

__all__ = ["context", "window"]


def _names(context: AppContext) -> list[str]:
    assert context.db.path is not None
    with sqlite3.connect(context.db.path) as conn:
        return [r[0] for r in conn.execute("SELECT name FROM player ORDER BY id")]


def _add_by_hand(qtbot: QtBot, window: MainWindow, name: str) -> str:
    page = window.players_page
    type_into(qtbot, page.name, name)
    click(qtbot, page.add_button)
    return page.message.text()


def test_adding_a_player_on_a_full_disk_says_so_and_saves_nothing(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.players_button)
    assert _add_by_hand(qtbot, window, "Kovács Anna") == ""
    engine = context.db.engine
    with engine.connect() as conn:
        pages = conn.exec_driver_sql("PRAGMA page_count").scalar()
    engine.dispose()

    def cap(dbapi_connection: sqlite3.Connection, _record: object) -> None:
        dbapi_connection.execute(f"PRAGMA max_page_count = {pages}")

    event.listen(engine, "connect", cap)
    message = ""
    for k in range(1000):  # fill the last free page, then one more player does not fit
        message = _add_by_hand(qtbot, window, f"Player {k} " + "x" * 150)
        if message:
            break
    assert message.startswith("\u26a0 The disk holding ") and "is full" in message
    assert "The last command was not saved" in message
    saved = _names(context)
    assert f"Player {k} " + "x" * 150 not in saved
    event.remove(engine, "connect", cap)
    engine.dispose()
    assert _add_by_hand(qtbot, window, "Tóth Béla") == "", "the program goes on"
    assert _names(context) == [*saved, "Tóth Béla"]


def test_adding_a_player_while_another_program_writes_is_a_short_wait_and_a_message(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.players_button)
    assert context.db.path is not None
    other = sqlite3.connect(context.db.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    started = time.monotonic()
    message = _add_by_hand(qtbot, window, "Kovács Anna")
    assert time.monotonic() - started < 5, "no 15-second freeze"
    other.execute("ROLLBACK")
    other.close()
    assert "is busy: another program is writing to it" in message
    assert "database is locked" not in message
    assert _names(context) == []
    assert _add_by_hand(qtbot, window, "Kovács Anna") == ""
    assert _names(context) == ["Kovács Anna"]


def test_the_message_is_hungarian_in_a_hungarian_window(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    from director.ui.shell.app import install_translator

    install_translator("hu")
    try:
        click(qtbot, window.home.players_button)
        assert context.db.path is not None
        other = sqlite3.connect(context.db.path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        message = _add_by_hand(qtbot, window, "Kovács Anna")
        other.execute("ROLLBACK")
        other.close()
    finally:
        install_translator("en")
    assert "adatbázis foglalt: egy másik program ír bele" in message


def test_a_backup_failing_in_its_thread_on_a_full_disk_is_reported_in_the_window(
        qtbot: QtBot, window: MainWindow, context: AppContext,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The minute timer's backup runs in a thread; the full disk (the backup file's
    pages capped) reaches the status line and leaves no partial file."""
    context.events.add_player("Kovács Anna", T0)

    def tiny(target: Path) -> sqlite3.Connection:
        conn = backup_module._target(target)
        conn.execute("PRAGMA max_page_count = 2")
        return conn

    monkeypatch.setattr(backup_module, "_open_target", tiny)
    window._backup_timer.timeout.emit()  # the minute tick
    qtbot.waitUntil(lambda: "Backup failed" in window.statusBar().currentMessage(),
                    timeout=10_000)
    assert "is full" in window.statusBar().currentMessage()
    assert context.db.path is not None
    assert not list((context.db.path.parent / "backups").glob("*"))
    monkeypatch.undo()
    window._backup_timer.timeout.emit()
    qtbot.waitUntil(lambda: "Backup saved" in window.statusBar().currentMessage(),
                    timeout=10_000)


def test_a_storage_failure_no_window_catches_gets_a_message_box(qtbot: QtBot,
                                                                 qapp: QApplication) -> None:
    previous = sys.excepthook
    try:
        report_storage_errors()
        error = DiskFull("/data/night.sqlite3")
        sys.excepthook(type(error), error, None)
        boxes = [w for w in qapp.topLevelWidgets()
                 if isinstance(w, QMessageBox) and w.objectName() == "storageError"]
        assert boxes and boxes[-1].text() == str(error)
        again = Locked("/data/night.sqlite3")
        for _ in range(5):  # a window reading every few seconds: still one box
            sys.excepthook(type(again), again, None)
        boxes = [w for w in qapp.topLevelWidgets() if isinstance(w, QMessageBox)
                 and w.objectName() == "storageError" and w.isVisible()]
        assert len(boxes) == 1 and boxes[0].text() == str(again)
        for box in boxes:
            box.close()
    finally:
        sys.excepthook = previous


def answering(qtbot: QtBot, qapp: QApplication, choice: str, or_else: str | None = None
              ) -> list[str]:
    """The start's "database cannot be opened" box, once it shows, answered with a click
    on ``choice`` (``or_else`` where it has no such button); what it said, then its
    buttons' words, sorted, are put in the list returned."""
    seen: list[str] = []

    def answer() -> None:
        # the box this start shows (a box another test left behind, hidden, is not it)
        box = next((w for w in qapp.topLevelWidgets()
                    if isinstance(w, QMessageBox) and w.objectName() == "databaseError"
                    and w.isVisible()), None)
        if box is None:
            QTimer.singleShot(10, answer)
            return
        seen.append(box.text())
        buttons = {b.text(): b for b in box.findChildren(QPushButton)}
        seen.extend(sorted(buttons))
        click(qtbot, buttons[choice] if choice in buttons or or_else is None
              else buttons[or_else])

    QTimer.singleShot(0, answer)
    return seen


@pytest.mark.parametrize("already_open", [False, True])
@pytest.mark.parametrize(("choice", "expected"), [("Try again", "retry"), ("Quit", "quit")])
def test_a_database_locked_or_open_elsewhere_at_start_offers_to_try_again(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path, choice: str, expected: str,
        already_open: bool) -> None:
    """Another program writing, or a second Poker Director on the same file: a
    message (no traceback), Try again or Quit."""
    seen = answering(qtbot, qapp, choice)
    path = tmp_path / "night.sqlite3"
    if already_open:
        first = open_database(path, exclusive=True)
        with pytest.raises(AlreadyOpen) as info:
            open_database(path, exclusive=True)
        first.close()
        error: Exception = info.value
    else:
        error = Locked(str(path))
    assert cli._startup_problem(str(path), error) == expected
    assert ("already open in another Poker Director window" if already_open
            else "is busy: another program is writing to it") in seen[0]
    assert "Try again" in seen and "Restore the backup" not in seen


def test_a_club_server_silent_at_start_offers_to_try_again_and_promises_no_retry(
        qtbot: QtBot, qapp: QApplication) -> None:
    """A dealer station started while the club's server is still booting (or its cable
    is out): the message says the server does not answer and offers Try again. Before,
    it said "This station tries again by itself and catches up once the server is
    back" (what a running station does) with Quit as the only button: nothing tried
    again, and the station stayed closed until someone started it anew."""
    seen = answering(qtbot, qapp, "Try again", or_else="Quit")
    url = "postgresql+psycopg://table_one@192.0.2.7/club"
    assert cli._startup_problem(url, ServerLost(url)) == "retry"
    assert seen[0] == (f"The club's server {url} does not answer. Nothing was changed. "
                       "Check the network and that the server is running, then try again.")
    assert seen[1:] == ["Quit", "Try again"]
