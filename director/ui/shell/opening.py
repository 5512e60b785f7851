"""The window's side of the database's opening (issue 33).

The database is opened on a thread of its own (``services.core.database.Opening``;
what is done there is ``director.cli``'s): the lock, the file's checks and a first
look first, so Home lists the events as soon as it is painted. On the usual start
(an up-to-date file of ours) and on a first start (a new file, made there with
``sqlite3``: ``store/migrations/new_sqlite``) the start's part then ends at the
first paint without SQLAlchemy (``rested``): Home follows the file
(``HomePage.follow_the_file``), the backups are made with ``sqlite3``, the welcome
opens on a first start, and SQLAlchemy (about 21 MB with the modules it imports)
is imported and the database opened only when the program first needs it: the
person's first key or click on Home's list lets it go on (``OPEN_AT_FIRST_INPUT``),
and ``wait``, on the window's thread, lets it go on and waits for its end
while the window is painted and its status line says the database is being
opened; keys and clicks given meanwhile are taken after it, in order (not during:
the same event opened twice). Anything else (a file whose migrations are due, a
club's server) is opened at the first paint as before. When the opening has ended,
here on the window's thread: a club's server gets its banner and its listener, the
station's role from the server is applied, Home shows where the database is and
follows the commit feed. An opening that failed brings the
start-up dialog (``problem``: restore a backup, try again, start empty, open as it
is, or quit), and the opening is tried again as chosen; a command that was waiting
for it stops with nothing changed (``NotOpened``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Qt, Signal
from PySide6.QtGui import QMouseEvent

from director.services.core.database import (
    Closed,
    NotOpened,
    Opening,
    StoreError,
    models_ready,
)
from director.ui.common.language import current_language, refusal
from director.ui.common.settings import Settings
from director.ui.shell import smoke
from director.ui.shell.qt_types_made_here import made_on_window_thread, window_thread_ready

if TYPE_CHECKING:
    from director.services.core.database import Database
    from director.ui.shell.main_window import MainWindow

#: The usual start's opening goes on at the person's first key or mouse press on Home's
#: list of events (issue 33): the open of an event that follows (Enter, a double-click)
#: waits less for it. A filter on Home's list alone: one on the whole application
#: would run Python for every event of the program.
OPEN_AT_FIRST_INPUT = True
_FIRST_INPUT = (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress,
                QEvent.Type.MouseButtonDblClick)

#: What the opening runs on its thread, made for a new try: ``work(new, as_it_is)``.
Work = Callable[[bool, bool], Callable[[Opening], "Database"]]


class EventPagesAhead:
    """On the opening's thread, after the database's opening at the person's first
    input on Home's list: the modules the chosen event's first page needs, while the
    person goes from the row to Enter (issue 33); an open of the event waits for the
    opening's end (``MainWindow.open_event``), then finds them imported. Every event's
    part first (the models, imported and mapped, the settings documents, the console's
    reads: about 0.4 s of processor time), then the kind's: a cash game's tables and
    ledger with the message catalogue of the windows' language (its tables say their
    stakes in words), or a tournament's console and clock (its seating, shown later,
    is imported once the console is painted: ``ui/shell/event_pages``). Then the
    reads that page makes as it is built, for the event chosen
    (``services.events.reads_ahead``): SQLAlchemy compiles their statements here, not
    on the window's thread at the open (10-15 ms). ``kind`` and ``event_id`` are
    those of the event chosen on Home's list ("cash" or "tournament"), kept up to
    date on the window's thread while the person chooses (``chose``) and read here
    once the common part is imported. These modules make no Qt object when imported:
    widgets are made on the window's thread only (tests/ui/test_pages_ahead.py), and
    so are the PySide6 classes they import (``qt_types_made_here``: made on two
    threads at once they crashed the program).
    ``imported`` is told the kind once its pages' modules are imported, before the
    reads: the window's thread then warms a tournament's console meanwhile
    (``DatabaseOpening._warm``)."""

    def __init__(self, kind: str | None, language: str = "en", event_id: int | None = None,
                 database: Callable[[], Database | None] = lambda: None,
                 imported: Callable[[str], None] = lambda _kind: None) -> None:
        self.kind = kind
        self.event_id = event_id
        self.language = language  # the windows' ("en" or "hu")
        self.database = database  # the opened database (read on the opening's thread)
        self.imported: list[str] = []  # the kinds whose pages were imported (for tests)
        self.read: list[int] = []  # the events whose first reads were made (for tests)
        self.told = imported  # told the kind once its pages' modules are imported
        window_thread_ready()  # made here, on the window's thread

    def chose(self, kind: str | None, event_id: int | None = None) -> None:
        """On the window's thread: the person chose an event of this kind on Home."""
        if kind is not None:
            self.kind, self.event_id = kind, event_id

    def __call__(self) -> None:
        with made_on_window_thread():  # PySide6's classes made on the window's thread
            kind = self._import_pages()
        self.imported.append(kind)
        self.told(kind)  # the window's thread may warm the first page meanwhile
        event_id, database = self.event_id, self.database()
        if event_id is not None and database is not None:
            from director.services.events.reads_ahead import read_ahead

            read_ahead(database, event_id)  # its statements compiled here
            self.read.append(event_id)

    def _import_pages(self) -> str:
        """The modules of every event's pages and of the chosen kind's; the kind."""
        # every event's: the console's reads, the models, the settings documents
        import director.ui.shell.event_pages

        models_ready()  # the models mapped (else at the open's first query)
        kind = "cash" if self.kind == "cash" else "tournament"
        if kind == "cash":
            import director.ui.cash.cash_tables
            import director.ui.cash.cash_view
            from director.engine.messages.render import prepare

            prepare(self.language)
        else:
            # the console, the clock's window and page the open shows (``set_clock``)
            import PySide6.QtSvg  # noqa: F401  (the console's icons)

            import director.services.clock.clock_layouts
            import director.ui.clock.clock_odds
            import director.ui.clock.clock_page
            import director.ui.clock.clock_window
            import director.ui.clock.hand_timer
            import director.ui.clock.tournament_clock
            import director.ui.console.console  # noqa: F401
        return kind


class DatabaseOpening(QObject):
    """Starts the opening, lets it go on at the window's first paint (to SQLAlchemy,
    or on the usual start to its rest until the first need), and shows its end in
    the window (``code``: 2 when the person chose to quit at a problem)."""

    _ended = Signal(int)  # emitted on the opening's thread with its try, received here
    _looked = Signal()
    _rested = Signal()
    _pages_imported = Signal(str)  # the kind whose pages the ahead part imported

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
        self._try = 0  # each start is a try; an end is taken once (``_handled``)
        self._handled = False
        self._ready = False  # the start's part said (the welcome, the smoke test's word)
        self._waits: list[tuple[QEventLoop, list[BaseException | None]]] = []
        self._listening: tuple[QObject, ...] = ()  # Home's list, until its first input
        self._welcome: tuple[QObject, ...] = ()  # the welcome's samples, likewise
        self._rested_early = False
        self.ahead: EventPagesAhead | None = None  # what the first need imports ahead
        queued = Qt.ConnectionType.QueuedConnection
        self._ended.connect(self._opening_ended, queued)
        self._looked.connect(self._first_look, queued)
        self._rested.connect(self._start_done, queued)
        self._pages_imported.connect(self._warm, queued)

    def start(self, new: bool = False, as_it_is: bool = False) -> None:
        """Start (or try again) the opening on its thread."""
        self._try += 1
        self._handled = False
        number = self._try
        self._say_opening()
        self.opening.start(self.work(new, as_it_is), lambda: self._ended.emit(number),
                           self._looked.emit, self._rested.emit)

    def attach(self, window: MainWindow) -> None:
        """Follow the opening in ``window``; its first paint lets the opening go on;
        the window's first need of the database waits here (``wait``)."""
        self.window = window
        window.context.wait_for_opening = self.wait
        window.installEventFilter(self)
        self._say_opening()
        if self._rested_early:
            self._rested_early = False
            self._start_done()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window and kind == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self.opening.go()
        elif watched in self._welcome and (kind in _FIRST_INPUT or (
                kind == QEvent.Type.Enter and watched is not self._welcome[0])):
            for widget in self._welcome:
                widget.removeEventFilter(self)
            self._welcome = ()
            self.opening.need()  # goes on, on its thread: a sample made then waits less
        elif kind in _FIRST_INPUT and watched in self._listening:
            for widget in self._listening:
                widget.removeEventFilter(self)
            self._listening = ()
            # goes on, on its thread (nothing waits for it here), and imports the chosen
            # event's pages' modules there once the database is open: an open of the
            # event (Enter, a double-click, Resume) then finds them imported, and the
            # statements of its first reads compiled
            chosen_kind, event_id = self._event_at(watched, event)
            opening = self.opening
            ahead = EventPagesAhead(chosen_kind, current_language(), event_id,
                                    lambda: opening.opened, self._pages_imported.emit)
            self.ahead = ahead
            if self.window is not None:  # the choice followed until the modules are read
                home = self.window.home

                def chose() -> None:
                    chosen = home.selected()
                    if chosen is not None:
                        ahead.chose(chosen.kind, chosen.event_id)

                home.table.itemSelectionChanged.connect(chose)
            self.opening.need(ahead=ahead)
        return False

    def _event_at(self, watched: QObject, event: QEvent) -> tuple[str | None, int | None]:
        """The kind and id of the event on Home's row pressed (the current row's for a
        key); ``None`` for both off the rows."""
        if self.window is None:
            return None, None
        home = self.window.home
        table = home.table
        row = table.currentRow()
        if isinstance(event, QMouseEvent) and watched is table.viewport():
            row = table.indexAt(event.position().toPoint()).row()
        if not 0 <= row < len(home.events):
            return None, None
        chosen = home.events[row]
        return chosen.kind, chosen.event_id

    def wait(self) -> None:
        """The program needs the database now, on the window's thread: the opening
        goes on, the status line says so, and the window is painted meanwhile (a
        loop that leaves the person's input for after); returns once its end is
        shown. ``NotOpened`` when it failed (the start-up dialog has said why)."""
        if self._handled:
            return  # ended and shown: opened, or ``Opening.open`` raises what failed
        self.opening.need()
        self._say_opening()
        loop, outcome = QEventLoop(), list[BaseException | None]()
        self._waits.append((loop, outcome))
        try:
            if self.opening.ended:  # its end not yet taken on this thread: taken now
                self._opening_ended(self._try)
            if not outcome:
                loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        finally:
            self._waits = [w for w in self._waits if w[0] is not loop]
        failed = outcome[0] if outcome else None
        if failed is not None:
            raise NotOpened(failed.message if isinstance(failed, StoreError)
                            else str(failed)) from failed

    def _say_opening(self) -> None:
        if self.window is not None:
            self.window.statusBar().showMessage(
                QCoreApplication.translate("Startup", "Opening the database…"))

    def _said_opened(self) -> None:
        """The status line no longer says the database is being opened (a message said
        since, "Backup saved", stays: an opening started by a click ends unannounced)."""
        if self.window is not None:
            bar = self.window.statusBar()
            if bar.currentMessage() == QCoreApplication.translate("Startup",
                                                                 "Opening the database…"):
                bar.clearMessage()

    def _first_look(self) -> None:
        """Home lists the events from the first look (it may have been built before)."""
        if self.window is not None:
            self.window.home.refresh()

    def _start_done(self) -> None:
        """The usual start's part is done without SQLAlchemy (``Opening.rest``)."""
        window = self.window
        if window is None:
            self._rested_early = True  # said once the window is attached
            return
        if self.opening.opened is not None or self._handled:
            return
        if not self.opening.needed:  # else a command waits for the opening: it says so
            self._said_opened()
        window.home.follow_the_feed()  # the file, until the database is open
        if OPEN_AT_FIRST_INPUT:  # the person's first key or click on Home's list
            self._listening = (window.home.table, window.home.table.viewport())
            for widget in self._listening:
                widget.installEventFilter(self)
        self._say_ready()

    def _opening_ended(self, number: int) -> None:
        if number != self._try or self._handled:
            return  # a try before this one, or an end a waiting command has shown
        self._handled = True
        failed = self.opening.failed
        for loop, outcome in self._waits:  # each command waiting for it goes on (or stops)
            outcome.append(None if isinstance(failed, Closed) else failed)
            loop.quit()
        if failed is None:
            self._opened(self.opening.open())
        elif isinstance(failed, Closed):
            return  # the program ended before it needed the database
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

        self._said_opened()
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
        self._say_ready()

    def _warm(self, kind: str) -> None:
        """The ahead part has imported a tournament's pages (its reads go on there):
        while the person is still on Home, or waits at Enter for the opening's end,
        what a first console costs only the first time is made here, a step an
        event-loop turn (``event_pages.warm_console``; a director's console only)."""
        window, database = self.window, self.opening.opened
        if kind != "tournament" or window is None or database is None or \
                database.role != "director" or window.pages.current_key() != "home":
            return
        from director.ui.shell.event_pages import warm_console

        warm_console(lambda: window.pages.current_key() == "home")

    def _say_ready(self) -> None:
        """Once: the welcome on a first start, and the smoke test's word."""
        window = self.window
        if self._ready or window is None:
            return
        self._ready = True
        welcome = None
        if not smoke.quiet():
            from director.ui.shell.welcome import show_welcome

            welcome = show_welcome(window, window.context, self.settings)
        if welcome is not None and OPEN_AT_FIRST_INPUT and self.opening.opened is None \
                and not self.opening.needed:
            # the pointer on a sample's button, or a key or click on the welcome: the
            # opening goes on (SQLAlchemy, on its thread) while the person chooses
            # (a sample's choice needs the database, issue 33); its first is the welcome
            self._welcome = (welcome, welcome.tournament_button, welcome.cash_button)
            for widget in self._welcome:
                widget.installEventFilter(self)
        smoke.database_opened(self.opening.where, welcome)

    def stop(self) -> None:
        """The program ends: stop hearing the other stations."""
        self._stop_hearing()
