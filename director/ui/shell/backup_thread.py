"""The main window's backups, made off its thread (every minute it asks whether one
is due: ``MainWindow.backup_if_due``), at the director's station only: a club's
dealer and display stations change nothing of the night and copy nothing of it
(issue 29: a dealer station ran ``pg_dump`` of the club's server every quarter
of an hour). A file not yet opened with SQLAlchemy is backed up with ``sqlite3``
(``FirstLook.backup_if_due``, issue 33): a backup opens nothing."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import QWidget

from director.services.core.message_data import reason
from director.ui.common.context import AppContext


def keeps_backups(role: str) -> bool:
    """Whether a station of ``role`` makes backups (``station_role.Role`` values)."""
    return role == "director"


class BackupThread(QThread):
    """Runs ``EventService.backup_if_due`` off the window's thread; ``done`` carries
    the backup's path, "" when none was due, or the message saying why it failed."""

    done = Signal(object)

    def __init__(self, context: AppContext, now: datetime, parent: QWidget) -> None:
        super().__init__(parent)
        self.context = context
        self.now = now

    def run(self) -> None:
        try:
            look = self.context.unopened  # the usual start before its first need: sqlite3
            path = look.backup_if_due(self.now) if look is not None else \
                self.context.events.backup_if_due(self.now)
        except Exception as exc:  # whatever stops a backup must reach the window
            self.done.emit(reason(exc))
            return
        self.done.emit("" if path is None else str(path))
