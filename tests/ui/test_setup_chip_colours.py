"""The chip set's colours set up in Hungarian: the usual colours are kept by their
English key and named in the language the program speaks, in the setup and after it
(before, "zöld" and "fekete" were stored as shown and stayed Hungarian in English)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from director.services.core.documents import TournamentSettings
from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.home_driver import click, context, open_main_window
from tests.ui.test_blind_structure_grouped import blinds_tab

__all__ = ["context"]


def test_a_tournament_set_up_in_hungarian_names_its_chips_in_english_after(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    window = open_main_window(qtbot, tmp_path, context, "hu")
    try:
        setup = blinds_tab(qtbot, window, "chips")
        table = setup.chip_editor.table
        assert [table.item(r, 1).text() for r in range(table.rowCount())] == \
            ["zöld", "fekete", "lila", "sárga"]
        # the last chip retyped by the director, "piros" (red), as the one they own
        cell = table.visualItemRect(table.item(3, 1)).center()
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
        qtbot.keyClick(table, Qt.Key.Key_F2)
        editor = table.viewport().findChild(QLineEdit)  # the cell's editor, open
        assert isinstance(editor, QLineEdit), editor
        editor.selectAll()
        qtbot.keyClicks(editor, "piros")
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: table.item(3, 1).text() == "piros")  # committed queued
        click(qtbot, setup.save_button)
        [event] = Queries(context.db).list_events()
        _kind, _name, stored = Queries(context.db).event_settings(event.event_id)
        assert isinstance(stored, TournamentSettings)
        assert [c.color for c in stored.chips] == ["green", "black", "purple", "red"]
        # the copy, in English: the same chips named in English, and the composition too
        install_translator("en")
        QApplication.processEvents()
        window.home.select(event.event_id)
        click(qtbot, window.home.duplicate_button)
        assert [table.item(r, 1).text() for r in range(table.rowCount())] == \
            ["green", "black", "purple", "red"]
        assert "(green)" in setup.chip_editor.composition.text()
        # and back in Hungarian while the form is open: the cells follow the language
        install_translator("hu")
        QApplication.processEvents()
        assert [table.item(r, 1).text() for r in range(table.rowCount())] == \
            ["zöld", "fekete", "lila", "piros"]
    finally:
        install_translator("en")
        QApplication.processEvents()
