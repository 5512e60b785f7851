"""The fixtures of the club station's tests (File → Connect to a club server, the
look at the server's tables), shared by their files: the windows in English, the
settings of a computer of their own, a main window on a new database."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.template_db import new_database
from tests.ui.club_station.connect_dialog import T0


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> None:
    install_translator("en")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, settings: Settings) -> Iterator[MainWindow]:
    database = new_database(tmp_path / "home.sqlite3")
    main = MainWindow(settings, AppContext(database, now=lambda: T0))
    qtbot.addWidget(main)
    main.show()
    yield main
    database.close()
