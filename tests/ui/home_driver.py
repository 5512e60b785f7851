"""Shared set-up for the Home, setup and players tests: a main window on a fresh database."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QMenu, QWidget
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.console.bounty_envelopes import EnvelopesDialog
from director.ui.setup.event_setup_fields import AmountField
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.template_db import new_database

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


@pytest.fixture
def context(tmp_path: Path) -> Iterator[AppContext]:
    database = new_database(tmp_path / "night.sqlite3")
    yield AppContext(database, now=lambda: T0)
    database.close()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, context: AppContext, qapp: QApplication
           ) -> MainWindow:
    return open_main_window(qtbot, tmp_path, context)


def open_main_window(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str = "en",
                     clock: Callable[[], datetime] | None = None, sound: bool = True
                     ) -> MainWindow:
    """The real main window on ``context``, in ``language``, with settings of its own
    (``sound=False``: no clock sounds, as on a test machine without any)."""
    install_translator(language)
    settings = Settings(QSettings(str(tmp_path / f"{language}.ini"),
                                  QSettings.Format.IniFormat))
    settings.language = language
    if not sound:
        settings.sound = False
    main = MainWindow(settings, context, clock=clock)
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    return main


def resume_event(qtbot: QtBot, window: MainWindow, event_id: int | None = None,
                 name: str | None = None) -> None:
    """Home: click the event's row (by id, by name, else the first), then Resume."""
    table = window.home.table
    if event_id is not None:
        row = next(r for r, e in enumerate(window.home.events) if e.event_id == event_id)
    elif name is not None:
        [row] = [r for r in range(table.rowCount()) if table.item(r, 0).text() == name]
    else:
        row = 0
    rect = table.visualItemRect(table.item(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    click(qtbot, window.home.resume_button)


def open_menu_item(qtbot: QtBot, window: MainWindow, menu: QMenu, name: str) -> None:
    """Open a menu of the menu bar with the mouse and click one of its items."""
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    [action] = [a for a in menu.actions() if a.objectName() == name]
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def open_envelopes(qtbot: QtBot, window: MainWindow) -> EnvelopesDialog:
    """File > Mystery envelopes with the mouse: the dialog, shown."""
    open_menu_item(qtbot, window, window.file_menu, "envelopes")
    qtbot.waitUntil(lambda: window.findChild(EnvelopesDialog) is not None, timeout=2000)
    dialog = window.findChild(EnvelopesDialog)
    assert isinstance(dialog, EnvelopesDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    return dialog


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
