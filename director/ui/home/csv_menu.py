"""File > Import players from CSV / Export players as CSV (``services.csv_files``:
UTF-8 with a byte-order mark, read with or without one).

A file with a bad row is refused whole; the message names the rows and nothing
is imported. The players window is refreshed after an import.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from director.engine.messages import MessageError, msg, render
from director.services.papers import csv_files
from director.ui.common.context import EventWindow
from director.ui.common.language import current_language as language
from director.ui.common.language import refusal


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlayersCsv", text)


def import_players(window: QWidget) -> int | None:
    """Players from a CSV file into the player database; how many were new, or None
    (the caller shows the players again)."""
    assert isinstance(window, EventWindow)
    name, _ = QFileDialog.getOpenFileName(window, _tr("Import players from CSV"), "",
                                          _tr("CSV (*.csv)"))
    if not name:
        return None
    try:
        data = csv_files.read(Path(name))
        added = csv_files.import_players(window.context.db, data, datetime.now(UTC))
    except (OSError, UnicodeDecodeError):
        QMessageBox.warning(window, _tr("Import players from CSV"),
                            _tr("The file cannot be read as UTF-8 text."))
        return None
    except MessageError as exc:
        QMessageBox.warning(window, _tr("Import players from CSV"),
                            refusal(exc))
        return None
    window.statusBar().showMessage(
        render(msg("win-players-imported", count=added), language()), 8000)
    return added


def export_players(window: QWidget) -> None:
    assert isinstance(window, EventWindow)
    name, _ = QFileDialog.getSaveFileName(window, _tr("Export players as CSV"),
                                          "players.csv", _tr("CSV (*.csv)"))
    if name:
        csv_files.save(Path(name), csv_files.players_csv(window.context.db))
        window.statusBar().showMessage(_tr("Players saved"), 5000)
