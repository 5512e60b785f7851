"""Whether a club station hears its server, shown at once (issue 17).

The commit listener (``commits.hear_other_stations``) says on its own thread the
moment the server stops answering and when it answers again; ``StationStatus``
brings both to the Qt thread. While the server is lost the main window shows a
banner across its top (``ServerBanner``): every command that writes is refused
by the store with its message (``ServerLost``), nothing is queued. The listener
reconnects by itself; once back, the connections of the dead server are
dropped, the banner goes, and every window reads again what is stored (the
listener's ``{"*"}`` after ``on_back``), so the station catches up with what
the others did meanwhile.

A window that meets ``ServerLost`` itself (a redraw, a key at the dealer panel)
calls ``server_lost`` too, so the banner never waits for the listener.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QToolBar, QWidget

from director.services.core import commits
from director.services.core.database import ServerLost
from director.ui.common.language import follow_language

if TYPE_CHECKING:
    from director.services.core.database import Database


class StationStatus(QObject):
    """Lost or not, for one station's database; ``changed(lost)`` on the Qt thread."""

    changed = Signal(bool)
    _heard_lost = Signal()
    _heard_back = Signal()

    def __init__(self, db: Database) -> None:
        super().__init__()
        self.db = db
        self.lost = False
        queued = Qt.ConnectionType.QueuedConnection
        self._heard_lost.connect(self.mark_lost, queued)
        self._heard_back.connect(self.mark_back, queued)

    def hear_other_stations(self) -> Callable[[], None]:
        """Start hearing the other stations' commits and the server's loss and return;
        returns the call that stops it (a no-op on a file)."""
        return commits.hear_other_stations(self.db, self._heard_lost.emit,
                                           self._heard_back.emit)

    def mark_lost(self) -> None:
        if not self.lost:
            self.lost = True
            self.changed.emit(True)

    def mark_back(self) -> None:
        # The pool's connections went with the server: new ones for the next command.
        self.db.engine.dispose()
        if self.lost:
            self.lost = False
            self.changed.emit(False)


_statuses: dict[int, StationStatus] = {}


def status_of(db: Database) -> StationStatus:
    """The one status of ``db`` (made the first time it is asked for)."""
    key = id(db)
    status = _statuses.get(key)
    if status is None or status.db is not db:
        status = _statuses[key] = StationStatus(db)
        weakref.finalize(db, _statuses.pop, key, None)
    return status


def server_lost(db: Database, error: BaseException) -> bool:
    """Tell ``db``'s status when ``error`` says its server is lost; True then."""
    if isinstance(error, ServerLost):
        status_of(db).mark_lost()
        return True
    return False


def banner_says(error: BaseException) -> bool:
    """A ``ServerLost`` that reached no window (a redraw's): True when a station's
    banner now says it, so no message box need pile up over it."""
    said = False
    if isinstance(error, ServerLost):
        for status in list(_statuses.values()):
            if status.db.where == error.path:
                status.mark_lost()
                said = True
    return said


class ServerBanner(QToolBar):
    """A band across the top of the main window while the server is lost."""

    def __init__(self, status: StationStatus, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("serverBanner")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)
        self.status = status
        self.label = QLabel(self)
        self.label.setObjectName("serverLost")
        self.label.setWordWrap(True)
        self.label.setStyleSheet("QLabel#serverLost { background: #b00020; color: white; "
                                 "font-weight: bold; padding: 6px; }")
        self.addWidget(self.label)
        texts = follow_language(self)
        texts.bind(self.label.setText, self._text)
        status.changed.connect(self._show)
        self._show(status.lost)

    def _text(self) -> str:
        return self.tr("The club's server (%1) does not answer: changes are refused until it "
                       "is back, and nothing is kept to be sent later. This station "
                       "reconnects by itself.").replace("%1", self.status.db.where)

    def _show(self, lost: bool) -> None:
        self.label.setText(self._text())
        self.setVisible(lost)


def install(window: QWidget, db: Database) -> ServerBanner | None:
    """The banner in ``window`` (a main window) when ``db`` is a club's server."""
    if not db.is_server or not isinstance(window, QMainWindow):
        return None
    banner = ServerBanner(status_of(db), window)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, banner)
    banner.setVisible(status_of(db).lost)
    return banner
