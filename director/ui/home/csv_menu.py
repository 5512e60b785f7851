"""File > Import players from CSV / Export players as CSV (``services.csv_files``:
UTF-8 with a byte-order mark, read with or without one).

The import runs through an action runner on the main window's status line: a
file with a bad row is refused whole, the refusal (naming the rows) said there
as the other windows say one, and nothing is imported. The players page follows
the commit feed; nothing here redraws it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMainWindow, QWidget

from director.engine.messages import msg, render
from director.services.papers import csv_files
from director.ui.common.actions import ActionRunner, StatusLine
from director.ui.common.context import EventWindow
from director.ui.common.language import current_language as language


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlayersCsv", text)


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
    return ActionRunner(lambda: db, StatusLine(window)).run(
        lambda: csv_files.import_players(db, csv_files.read(Path(name)), datetime.now(UTC)),
        lambda added: render(msg("win-players-imported", count=added), language()))


def export_players(window: QWidget) -> None:
    assert isinstance(window, EventWindow)
    name, _ = QFileDialog.getSaveFileName(window, _tr("Export players as CSV"),
                                          "players.csv", _tr("CSV (*.csv)"))
    if name:  # a file that cannot be written is said on the status line
        assert isinstance(window, QMainWindow)
        db = window.context.db
        ActionRunner(lambda: db, StatusLine(window)).run(
            lambda: csv_files.save(Path(name), csv_files.players_csv(db)),
            lambda _none: _tr("Players saved"))
