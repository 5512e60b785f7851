"""File > Import players from CSV / Export players as CSV (``services.csv_files``:
UTF-8 with a byte-order mark, read with or without one).

The import runs through an action runner: how many players were new is said on
the main window's status line; a file refused (a bad row, the rows named; not
UTF-8, with what to do; a file that cannot be read or written, its path named) is
said in a message box over the window, whole and until it is answered
(``FileOutcome``): on the status line such a refusal ran past a 1024-pixel window's
edge and went after 8 seconds. The players page follows the commit feed; nothing
here redraws it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from director.engine.messages import msg, render
from director.services.papers import csv_files
from director.ui.common.actions import ActionRunner, StatusLine
from director.ui.common.context import EventWindow
from director.ui.common.language import current_language as language


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlayersCsv", text)


class FileOutcome:
    """Where a players file's command says what it did (``actions.Said``): done, on the
    window's status line; refused, in a warning box over the window, all its words
    wrapped, until OK."""

    def __init__(self, window: QMainWindow, title: str) -> None:
        self.window, self.title = window, title
        self.box: QMessageBox | None = None

    def show_info(self, text: str) -> None:
        StatusLine(self.window).show_info(text)

    def show_error(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.title, text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("playersFileRefused")
        self.box = box
        box.open()


def import_players(window: QWidget) -> int | None:
    """Players from a CSV file into the player database; how many were new, or None
    (nothing chosen, or refused and said)."""
    assert isinstance(window, EventWindow)
    name, _ = QFileDialog.getOpenFileName(window, _tr("Import players from CSV"), "",
                                          _tr("CSV (*.csv)"))
    if not name:
        return None
    assert isinstance(window, QMainWindow)  # its status line says the outcome
    db = window.context.db
    # A file that cannot be read (gone, too large, not UTF-8) is refused as a bad row is.
    said = FileOutcome(window, _tr("Import players from CSV"))
    return ActionRunner(lambda: db, said).run(
        lambda: csv_files.import_players(db, csv_files.read(Path(name)), datetime.now(UTC)),
        lambda added: render(msg("win-players-imported", count=added), language()))


def export_players(window: QWidget) -> None:
    assert isinstance(window, EventWindow)
    name, _ = QFileDialog.getSaveFileName(window, _tr("Export players as CSV"),
                                          "players.csv", _tr("CSV (*.csv)"))
    if name:  # a file that cannot be written is said over the window
        assert isinstance(window, QMainWindow)
        db = window.context.db
        ActionRunner(lambda: db, FileOutcome(window, _tr("Export players as CSV"))).run(
            lambda: csv_files.save(Path(name), csv_files.players_csv(db)),
            lambda _none: _tr("Players saved"))
