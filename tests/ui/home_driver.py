"""Shared set-up for the Home, setup and players tests: a main window on a fresh database."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from director.store.db import open_database
from director.ui.app import Settings, install_translator
from director.ui.context import AppContext
from director.ui.event_setup_fields import AmountField
from director.ui.main_window import MainWindow

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


@pytest.fixture
def context(tmp_path: Path) -> Iterator[AppContext]:
    database = open_database(tmp_path / "night.sqlite3")
    yield AppContext(database, now=lambda: T0)
    database.close()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, context: AppContext, qapp: QApplication
           ) -> MainWindow:
    install_translator("en")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.language = "en"
    main = MainWindow(settings, context)
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    return main


def type_into(qtbot: QtBot, field: AmountField | QLineEdit, text: str) -> None:
    """Clear a field and type ``text`` key by key, as the director would."""
    edit = field.edit if isinstance(field, AmountField) else field
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    for ch in text:
        if ch.isascii():
            qtbot.keyClicks(edit, ch)
        else:  # QTest cannot synthesise keys outside ASCII; insert as an input method would
            edit.insert(ch)


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
