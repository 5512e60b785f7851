"""What the start's tests share (``test_start_opening``, ``test_opening_at_first_need``,
``test_pages_ahead``): the windows in English with a settings file of the test's own,
not a first start, an existing file of ours with a night on it (a tournament and a
cash game), and the program run as a person starts it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director import cli
from director.services.samples import create_sample_cash_game, create_sample_tournament
from director.store.db import open_database
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow

NOW = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def english_settings(qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                     ) -> None:
    install_translator("en")
    kept = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    kept.setValue("welcome_shown", True)  # not a first start: no welcome over the window
    monkeypatch.setattr("director.ui.common.settings.Settings.__init__",
                        lambda self, store=None: setattr(self, "store", kept))


def night_file(path: Path) -> Path:
    """``path`` made a database of ours with the "Home game" tournament and the
    "Tuesday cash" game."""
    db = open_database(path)
    try:
        create_sample_tournament(db, NOW, name="Home game")
        create_sample_cash_game(db, NOW, name="Tuesday cash")
    finally:
        db.close()
    return path


def run_program(monkeypatch: pytest.MonkeyPatch, path: Path,
                night: Callable[[MainWindow], None]) -> int:
    """``director --db path`` as a person starts it; its event loop is ``night``."""
    def run(_app: object = None) -> int:
        [window] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, MainWindow) and w.isVisible()]
        night(window)
        return 0

    monkeypatch.setattr(QApplication, "exec", run)
    return cli.main(["--db", str(path)])


def started(qtbot: QtBot, window: MainWindow) -> None:
    """The start's part done: Home listed from the first look, the status line clear."""
    qtbot.waitUntil(lambda: window.context.unopened is not None and bool(window.home.events)
                    and window.statusBar().currentMessage() == "")


def row(window: MainWindow, name: str) -> int:
    """The row of Home's list that names the event ``name``."""
    table = window.home.table
    return next(r for r in range(table.rowCount()) if table.item(r, 0).text() == name)


def click_row(qtbot: QtBot, window: MainWindow, name: str, double: bool = False) -> None:
    """A click with the mouse on Home's row that names the event ``name`` (then a
    double-click on it with ``double``, which opens the event)."""
    table = window.home.table
    rect = table.visualItemRect(table.item(row(window, name), 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    if double:
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
