"""A person's first start (issue 33): no database yet, no settings. The new database
is made with ``sqlite3`` on the opening's thread while the window is painted, Home
says there are no events, the welcome opens over it, and SQLAlchemy waits for the
program's first need, as on the usual start: the sample the person then chooses
opens the database and is made and shown. The figures (memory, responsive) are
measured by ``python -m benchmarks startup``, never asserted here."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from director.store.revisions import head_revision
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from director.ui.shell.welcome import WelcomeDialog
from tests.ui.keys_driver import shown_child
from tests.ui.opening_driver import run_program


@pytest.fixture(autouse=True)
def first_settings(qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                   ) -> QSettings:
    """The windows in English, settings of the test's own with nothing in them yet."""
    install_translator("en")
    kept = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    monkeypatch.setattr("director.ui.common.settings.Settings.__init__",
                        lambda self, store=None: setattr(self, "store", kept))
    return kept


def test_a_first_start_makes_the_database_without_sqlalchemy_and_the_welcome_works(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        first_settings: QSettings) -> None:
    path = tmp_path / "data" / "director.sqlite3"  # its folder not made yet either
    seen: dict[str, object] = {}

    def night(window: MainWindow) -> None:
        welcome = shown_child(qtbot, window, WelcomeDialog, "welcomeDialog")
        empty = window.home.findChild(QWidget, "noEvents")
        seen["home"] = empty.text()  # type: ignore[attr-defined]
        # made and looked at, not opened: SQLAlchemy waits for the first need
        seen["opened before a need"] = window.context.opened is not None
        seen["looked"] = window.context.unopened is not None
        with sqlite3.connect(path) as conn:
            seen["revision"] = conn.execute(
                "SELECT version_num FROM alembic_version").fetchall()
        conn.close()
        # the person chooses the sample tournament: the database is opened for it
        button = welcome.findChild(QPushButton, "sampleTournamentButton")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.clock_window is not None, timeout=10000)
        clock = window.clock_window
        assert clock is not None
        seen["opened after"] = window.context.opened is not None
        seen["clock shown"] = clock.isVisible()
        qtbot.waitUntil(lambda: bool(window.home.events))
        seen["listed"] = [e.name for e in window.home.events]
        clock.timer.stop()
        clock.close()

    assert run_program(monkeypatch, path, night) == 0
    assert seen == {"home": "No events yet: start with a new tournament or cash game.",
                    "opened before a need": False, "looked": True,
                    "revision": [(head_revision(),)], "opened after": True, "clock shown": True,
                    "listed": ["Sample home tournament"]}
    assert first_settings.value("welcome_shown") in (True, "true")


def test_the_pointer_on_a_sample_lets_the_opening_go_on_before_the_choice(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A person moves the pointer onto "Sample cash game": the database is opened
    with SQLAlchemy behind the welcome (its thread), nothing chosen yet, so the
    choice that follows waits less for it (issue 33); the click then makes the
    sample and shows its dealer panel."""
    path = tmp_path / "data" / "director.sqlite3"
    seen: dict[str, object] = {}

    def night(window: MainWindow) -> None:
        qtbot.waitUntil(lambda: isinstance(window.findChild(WelcomeDialog, "welcomeDialog"),
                                           WelcomeDialog))
        welcome = window.findChild(WelcomeDialog, "welcomeDialog")
        assert welcome is not None
        qtbot.waitUntil(welcome.isVisible)
        qtbot.wait(300)  # the person reads the welcome: nothing opens meanwhile
        seen["before"] = window.context.opened is not None
        button = welcome.findChild(QPushButton, "sampleCashButton")
        # the pointer moved over the welcome, then onto the sample's button (moves of
        # the window system's pointer: Qt says Enter to the button), no click yet
        screen = welcome.windowHandle()
        QTest.mouseMove(screen, QPoint(2, 2))
        QTest.mouseMove(screen, button.mapTo(welcome, button.rect().center()))
        qtbot.waitUntil(lambda: window.context.opened is not None, timeout=10000)
        seen["meanwhile"] = (welcome.isVisible(), window.pages.current_key(),
                             [e.name for e in window.home.events])
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.pages.current_key().startswith("dealer"),
                        timeout=10000)
        qtbot.waitUntil(lambda: bool(window.home.events))
        seen["listed"] = [e.name for e in window.home.events]

    assert run_program(monkeypatch, path, night) == 0
    assert seen == {"before": False, "meanwhile": (True, "home", []),
                    "listed": ["Sample cash game"]}
