"""The window's side of the database's opening (issue 33).

The database is opened on a thread of its own (``services.core.database.Opening``;
what is done there is ``director.cli``'s): the lock, the file's checks and a first
look first, so Home lists the events as soon as it is painted; then, once the
window is painted, SQLAlchemy and the migrations. Meanwhile the window answers,
and its status line says that the database is being opened. When the opening has
ended, here on the window's thread: a club's server gets its banner and its
listener, the station's role from the server is applied, Home shows where the
database is, and on a first start the welcome opens. An opening that failed
brings the start-up dialog (``problem``: restore a backup, try again, start
empty, open as it is, or quit), and the opening is tried again as chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal

from director.services.core.database import Opening, StoreError
from director.ui.common.language import refusal
from director.ui.common.settings import Settings
from director.ui.shell import smoke

if TYPE_CHECKING:
    from director.services.core.database import Database
    from director.ui.shell.main_window import MainWindow

#: What the opening runs on its thread, made for a new try: ``work(new, as_it_is)``.
Work = Callable[[bool, bool], Callable[[Opening], "Database"]]


class DatabaseOpening(QObject):
    """Starts the opening, lets it go on at the window's first paint, and shows its
    end in the window (``code``: 2 when the person chose to quit at a problem)."""

    _ended = Signal()  # emitted on the opening's thread, received on the window's
    _looked = Signal()

    def __init__(self, opening: Opening, work: Work, problem: Callable[[StoreError], str],
                 settings: Settings) -> None:
        super().__init__()
        self.opening = opening
        self.work = work
        self.problem = problem
        self.settings = settings
        self.window: MainWindow | None = None
        self.code: int | None = None
        self._stop_hearing: Callable[[], None] = lambda: None
        queued = Qt.ConnectionType.QueuedConnection
        self._ended.connect(self._opening_ended, queued)
        self._looked.connect(self._first_look, queued)

    def start(self, new: bool = False, as_it_is: bool = False) -> None:
        """Start (or try again) the opening on its thread."""
        self._say_opening()
        self.opening.start(self.work(new, as_it_is), self._ended.emit, self._looked.emit)

    def attach(self, window: MainWindow) -> None:
        """Follow the opening in ``window``; its first paint lets the opening go on."""
        self.window = window
        window.installEventFilter(self)
        self._say_opening()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self.opening.go()
        return False

    def _say_opening(self) -> None:
        if self.window is not None:
            self.window.statusBar().showMessage(
                QCoreApplication.translate("Startup", "Opening the database…"))

    def _first_look(self) -> None:
        """Home lists the events from the first look (it may have been built before)."""
        if self.window is not None:
            self.window.home.refresh()

    def _opening_ended(self) -> None:
        failed = self.opening.failed
        if failed is None:
            self._opened(self.opening.open())
        elif not isinstance(failed, StoreError):
            raise failed  # not a problem of the database: the program's own error
        elif smoke.quiet():
            smoke.database_failed(refusal(failed))
        else:
            choice = self.problem(failed)
            if choice == "quit":
                self.code = 2
                QCoreApplication.exit(2)
            else:
                self.start(new=choice == "new", as_it_is=choice == "as it is")

    def _opened(self, database: Database) -> None:
        window = self.window
        if window is None:
            return
        from director.ui.club.club_station import apply_role

        window.statusBar().clearMessage()
        window.database_location = database.where
        apply_role(window, database.role)  # a login's role on the club's server (issue 31)
        from director.ui.club.station_status import install, status_of

        # a backup that failed while the server was away is tried again once it is back
        status_of(database).changed.connect(window.server_lost_or_back)
        if database.is_server:
            install(window, database)  # the server lost, said at once (issue 17)
            # the other stations' commits reach this one's feed (issue 17)
            self._stop_hearing = status_of(database).hear_other_stations()
        if database.role == "dealer" and database.role_table is not None:
            from director.ui.club.club_station import say_if_table_gone

            say_if_table_gone(window, database)  # broken up or closed since it was chosen
        if self.opening.looked is None:  # Home has listed nothing yet: it reads now
            window.home.retranslate()  # where the database is, and the events from it
        window.home.follow_the_feed()  # every station's new or changed event listed
        welcome = None
        if not smoke.quiet():
            from director.ui.shell.welcome import show_welcome

            welcome = show_welcome(window, window.context, self.settings)
        smoke.database_opened(database.where, welcome)

    def stop(self) -> None:
        """The program ends: stop hearing the other stations."""
        self._stop_hearing()
