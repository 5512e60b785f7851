"""File > Import players from CSV refused on a small screen, in Hungarian: the whole
refusal is read in a warning over the window until it is answered (before, it ran on
the status line past a 1024x600 window's edge, what to do cut off, and went after 8
seconds)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.home_driver import click, context, open_main_window, open_menu_item

__all__ = ["context"]


def test_a_spreadsheet_saved_in_the_windows_code_page_is_refused_in_full_in_hungarian(
        qtbot: QtBot, tmp_path: Path, context: AppContext,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_main_window(qtbot, tmp_path, context, "hu")
    try:
        window.resize(1024, 600)
        folder = tmp_path / "Dokumentumok" / "Klub játékosai 2026"
        folder.mkdir(parents=True)
        path = folder / "játékosok listája.csv"
        path.write_bytes("name\nSzőke Árpád\n".encode("cp1250"))  # Excel's "CSV" in Hungary
        monkeypatch.setattr(QFileDialog, "getOpenFileName",
                            lambda *args, **kw: (str(path), "CSV (*.csv)"))
        open_menu_item(qtbot, window, window.file_menu, "importPlayers")
        qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(
            QMessageBox, "playersFileRefused")), timeout=3000)
        [box] = window.findChildren(QMessageBox, "playersFileRefused")
        assert box.windowTitle() == "Játékosok beolvasása CSV-ből"
        assert box.text() == (f"A {path} nem UTF-8 szöveg: mentsd el a táblázatkezelőből "
                              "„CSV UTF-8” formában; semmi sem került be")
        assert box.width() <= 1024  # its words wrapped on the screen, not run off it
        assert window.statusBar().currentMessage() == ""
        click(qtbot, box.button(QMessageBox.StandardButton.Ok))
        assert not box.isVisible()
        assert Queries(context.db).list_players() == []
    finally:
        install_translator("en")
        QApplication.processEvents()
