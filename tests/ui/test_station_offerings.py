"""A station shows only what its role can do (issue 29, item 8).

A dealer station and a display station are offered no sample events (the welcome
does not open at their first start and Help has no "Welcome and samples"; a
sample would only be refused there), and make no backups (the director's station
backs up the club's night). When a station's server comes back, a "Backup
failed" said while it was away is not left standing: the backup is tried again.

The roles are given to a database file here, as ``director --role`` does.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.services.core.station_role import Role, set_role
from director.store.backup import Backups
from director.store.db import Database, open_database
from director.ui.club.station_status import status_of
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from director.ui.shell.welcome import WelcomeDialog, show_welcome
from tests.ui.event_fixtures import T0, tournament


@pytest.fixture
def database(tmp_path: Path) -> Iterator[Database]:
    db = open_database(tmp_path / "club.sqlite3")
    yield db
    db.close()


def station(qtbot: QtBot, tmp_path: Path, db: Database, role: Role) -> MainWindow:
    install_translator("en")
    tournament(AppContext(db, now=lambda: T0), players=6, tables=1, seed=2)
    table = 1 if role is Role.DEALER else None
    set_role(db, role, table)
    settings = Settings(QSettings(str(tmp_path / f"{role.value}.ini"),
                                  QSettings.Format.IniFormat))
    window = MainWindow(settings, AppContext(db, now=lambda: T0))
    qtbot.addWidget(window)
    window.show()
    return window


def help_items(qtbot: QtBot, window: MainWindow) -> list[str]:
    """The Help menu opened with the mouse: the items a person sees in it."""
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(window.help_menu.menuAction()).center())
    qtbot.waitUntil(window.help_menu.isVisible)
    seen = [a.objectName() for a in window.help_menu.actions()
            if a.isVisible() and not a.isSeparator()]
    window.help_menu.close()
    return seen


@pytest.mark.parametrize("role", [Role.DEALER, Role.DISPLAY])
def test_no_samples_offered_at_a_dealer_or_display_station(
        qtbot: QtBot, tmp_path: Path, database: Database, role: Role) -> None:
    window = station(qtbot, tmp_path, database, role)
    assert "welcome" not in help_items(qtbot, window)
    # the first start (director.cli shows the welcome then): nothing opens
    assert show_welcome(window, window.context, window.settings) is None
    QApplication.processEvents()
    assert not any(w.isVisible() for w in window.findChildren(WelcomeDialog))


def test_the_directors_station_offers_them(qtbot: QtBot, tmp_path: Path,
                                          database: Database) -> None:
    window = station(qtbot, tmp_path, database, Role.DIRECTOR)
    assert "welcome" in help_items(qtbot, window)
    dialog = show_welcome(window, window.context, window.settings)
    assert dialog is not None and dialog.isVisible()
    dialog.reject()


@pytest.mark.parametrize("role", [Role.DEALER, Role.DISPLAY])
def test_a_dealer_or_display_station_makes_no_backups(
        qtbot: QtBot, tmp_path: Path, database: Database, role: Role) -> None:
    window = station(qtbot, tmp_path, database, role)
    timer = window._backup_timer
    assert not timer.isActive()
    timer.timeout.emit()  # were it to tick: nothing is started
    QApplication.processEvents()
    assert window._backup_thread is None
    assert database.path is not None and Backups(database.path).list() == []
    assert "Backup" not in window.statusBar().currentMessage()


def test_a_failed_backup_is_tried_again_when_the_server_is_back(
        qtbot: QtBot, tmp_path: Path, database: Database) -> None:
    window = station(qtbot, tmp_path, database, Role.DIRECTOR)
    assert window._backup_timer.isActive()
    assert database.path is not None
    blocked = database.path.parent / "backups"
    blocked.write_text("not a folder")  # the backup cannot be written
    window._backup_timer.timeout.emit()  # the minute's tick
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Backup failed"),
                    timeout=10_000)
    blocked.unlink()
    status = status_of(database)
    status.mark_lost()
    status.mark_back()  # the server is back: the failure is not left standing
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Backup saved"),
                    timeout=10_000)
    assert len(Backups(database.path).list()) == 1
