"""The dealer panel commits each gesture while it redraws (issue 21: the fsync of
``synchronous=FULL`` overlaps the paint). What a dealer and the rules rely on
stays: the next key is applied only after the last gesture is on disk, a commit
that fails shows the storage message and takes the gesture back, and the hand
log holds every action once, in order."""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from sqlalchemy import event

from director.engine.hand.facts.events import CheckCall, PostBlind
from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.services.tables.table_service import TableService
from director.store.db import Database
from director.store.errors import DiskFull, DiskIOError
from director.ui.common.language import refusal
from director.ui.dealer.panel import DealerPanel
from director.ui.rules.rule_links import link_rules
from director.ui.shell.app import install_translator
from tests.template_db import new_database
from tests.ui.dealer_driver import play_out, press


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = new_database(tmp_path / "table.sqlite3")
    yield database
    database.close()


def _panel(qtbot: QtBot, db: Database) -> DealerPanel:
    install_translator("en")
    event_id = EventService(db).create_event(
        "cash", "Behind", CashSettings(small_blind=50, big_blind=100),
        datetime(2026, 11, 29, 20, 0, tzinfo=UTC))
    service = TableService(db)
    table = service.open_table(event_id, "Table 1", dict.fromkeys(range(1, 5), 10_000))
    panel = DealerPanel(DealerSession.at_table(service, table, USUAL_GAMES["holdem"], 1))
    qtbot.addWidget(panel)
    panel.resize(1280, 800)
    panel.show()
    panel.setFocus()
    return panel


def _stored_log(db: Database) -> list[str]:
    """The hand log as a second program reading the file sees it."""
    assert db.path is not None
    with sqlite3.connect(db.path) as conn:
        return [r[0] for r in conn.execute("SELECT payload FROM hand_event ORDER BY hand_id, seq")]


def _commit_patched(monkeypatch: pytest.MonkeyPatch, db: Database, worker: Any) -> None:
    """The driver's commit on the panel's commit thread goes through ``worker``."""
    dialect = db.engine.dialect
    real = dialect.do_commit

    def do_commit(driver: Any) -> None:
        if threading.current_thread().name.startswith("director-commit"):
            worker(real, driver)
        else:
            real(driver)

    monkeypatch.setattr(dialect, "do_commit", do_commit)


def test_a_commit_that_fails_on_a_full_disk_is_shown_and_the_call_taken_back(
        qtbot: QtBot, db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    panel = _panel(qtbot, db)
    s = panel.session
    press(qtbot, panel, Qt.Key.Key_N)  # small blind
    press(qtbot, panel, Qt.Key.Key_N)  # big blind
    QApplication.processEvents()
    assert [type(e) for e in s.state.log] == [PostBlind, PostBlind]
    before = _stored_log(db)
    failures = [sqlite3.OperationalError("database or disk is full")]

    def full(real: Any, driver: Any) -> None:
        if failures:
            raise failures.pop()
        real(driver)

    _commit_patched(monkeypatch, db, full)
    press(qtbot, panel, Qt.Key.Key_N)  # the hole cards (not entered)
    QApplication.processEvents()  # painted, then the commit waited for: it failed
    assert panel.error_label.isVisible()
    assert panel.error_label.text() == link_rules("\u26a0 " + refusal(DiskFull(db.where)))
    assert [type(e) for e in s.state.log] == [PostBlind, PostBlind]  # taken back
    assert _stored_log(db) == before
    assert panel.undo_button.isEnabled()
    press(qtbot, panel, Qt.Key.Key_N)  # the disk has room again: dealt and stored
    QApplication.processEvents()
    assert not panel.error_label.isVisible()
    assert len(_stored_log(db)) > len(before)
    assert len(s.state.log) == len(_stored_log(db))  # what the panel shows is stored


def test_the_next_key_waits_for_the_last_commit_and_every_call_is_stored_once(
        qtbot: QtBot, db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    panel = _panel(qtbot, db)
    s = panel.session
    for _ in range(3):  # the blinds, the hole cards
        press(qtbot, panel, Qt.Key.Key_N)
    QApplication.processEvents()
    order: list[str] = []

    def slow(real: Any, driver: Any) -> None:
        order.append("commit starts")
        time.sleep(0.05)  # a slow disk
        real(driver)
        order.append("commit done")

    def statement(_conn: Any, _cursor: Any, text: str, *_args: Any) -> None:
        if text.startswith("UPDATE hand"):
            order.append("next action written")

    _commit_patched(monkeypatch, db, slow)
    event.listen(db.engine, "before_cursor_execute", statement)
    try:
        for _ in range(3):  # three calls as fast as keys go: no event processed between
            press(qtbot, panel, Qt.Key.Key_C)
    finally:
        event.remove(db.engine, "before_cursor_execute", statement)
    assert order[:7] == ["next action written", "commit starts", "commit done",
                         "next action written", "commit starts", "commit done",
                         "next action written"]
    QApplication.processEvents()
    assert not s.unsettled
    calls = [e for e in s.state.log if isinstance(e, CheckCall)]
    assert len(calls) == 3
    assert len(_stored_log(db)) == len(s.state.log)  # each once, none lost


def test_a_next_hand_whose_commit_fails_shows_the_finished_hand_again(
        qtbot: QtBot, db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    panel = _panel(qtbot, db)
    s = panel.session
    play_out(qtbot, panel)
    QApplication.processEvents()
    finished, number, button = s.state, s.hand_number, s.button_seat
    failures = [sqlite3.OperationalError("disk I/O error")]

    def broken(real: Any, driver: Any) -> None:
        if failures:
            raise failures.pop()
        real(driver)

    _commit_patched(monkeypatch, db, broken)
    press(qtbot, panel, Qt.Key.Key_N)  # the next hand: its commit fails
    QApplication.processEvents()
    assert panel.error_label.text() == link_rules("\u26a0 " + refusal(DiskIOError(db.where)))
    assert s.state is finished and s.hand_number == number
    assert _hands(db) == [number]
    press(qtbot, panel, Qt.Key.Key_N)  # again: dealt and stored, the button moved on
    QApplication.processEvents()
    assert not panel.error_label.isVisible()
    assert s.hand_number == number + 1 and not s.is_complete
    assert s.button_seat != button
    assert _hands(db) == [number, number + 1]


def _hands(db: Database) -> list[int]:
    assert db.path is not None
    with sqlite3.connect(db.path) as conn:
        return [r[0] for r in conn.execute("SELECT number FROM hand ORDER BY number")]
