"""Put an opened event's pages into the main window: for a tournament the seating
window and the director console, with the big-screen clock bound to the stored
clock; for a cash game its tables and the ledger. The director's seating page and a
cash game's ledger are built when first shown (the console, the cash tables are shown
first: a first open of an event builds and reads less, issue 33), and each kind
imports its own pages: only a cash game the cash pages, only a tournament the
console, the seating and the clock (the seating's modules when the page is first
built; ``ui/shell/opening`` imports them ahead, on the
opening's thread). A first open is made in steps (issue 33): the page the person
works on is built, shown and painted, then the rest (a tournament's clock) in turns of
the event loop, the person's input kept for after (``after_first_paint``). The pages
share one ``EventChanges``, which the commit feed emits (``StationFeed``) after every
commit on the database, whoever made it: a bust in the console, a hand at the dealer
panel, another station."""

from __future__ import annotations

import contextlib
import importlib
import sys
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QTimer
from PySide6.QtWidgets import QWidget

from director.services.events import console_queries as q
from director.ui.club.station_feed import followed_changes
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import EventChanges
from director.ui.shell.qt_types_made_here import made_on_window_thread, window_thread_ready

if TYPE_CHECKING:
    from director.engine.event.clock import ClockEvent
    from director.services.clock.clock_board import ClockBoard
    from director.ui.clock.clock_control import ClockController
    from director.ui.clock.tournament_clock import TournamentClock
    from director.ui.shell.pages import PageStack


class PageHost(Protocol):
    """What of the main window this needs (``MainWindow`` has it)."""

    @property
    def pages(self) -> PageStack: ...
    def set_clock(self, controller: ClockController,
                  provider: Callable[[datetime], ClockBoard],
                  events: Callable[[datetime, datetime], Iterable[ClockEvent]] | None = None,
                  show: bool = True) -> object: ...
    def show_clock_window(self, keyboard: bool = True) -> None: ...


@dataclass
class EventPages:
    event_id: int
    name: str
    changes: EventChanges
    pages: dict[str, QWidget] = field(default_factory=dict)
    clock: TournamentClock | None = None


#: The seating page's module: imported off the window's thread after a first open.
SEATING_MODULE = "director.ui.console.seating"


class ImportAfterPaint(QObject):
    """Imports ``module`` on a thread of its own once ``page`` has first been painted
    (issue 33): the modules of a page shown later (the seating, 0.15 s of processor
    time) are not imported while the person waits for the first page, nor on the
    window's thread when the later page is first shown. A module that fails to import
    here is imported again, and says why, where it is needed. The modules make no Qt
    object when imported (tests/ui/test_pages_ahead.py), and the PySide6 classes they
    import are made on the window's thread (``qt_types_made_here``)."""

    def __init__(self, page: QWidget, module: str) -> None:
        super().__init__(page)
        self.module = module
        self.importing: threading.Thread | None = None
        window_thread_ready()  # the PySide6 classes it imports are made here
        page.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._start)  # after the paint
        return False

    def _start(self) -> None:
        if self.module not in sys.modules:
            self.importing = threading.Thread(target=_import_quietly, args=(self.module,),
                                           name=f"importing {self.module}", daemon=True)
            self.importing.start()


def _import_quietly(module: str) -> None:
    with contextlib.suppress(Exception), made_on_window_thread():
        importlib.import_module(module)


def _tr(text: str) -> str:
    return QCoreApplication.translate("EventPages", text)


def install_event_pages(window: PageHost, context: AppContext, event_id: int) -> EventPages:
    """Add the event's pages to ``window`` and show the first; a tournament also gets its
    clock display (``window.set_clock``)."""
    kind, name, _ = q.event_settings(context.db, event_id)
    host = window if isinstance(window, QWidget) else None
    changes = followed_changes(context.db, host, event_id)  # ``gone``: the window closes
    result = EventPages(event_id, name, changes)  # them (``MainWindow``)
    if kind == "cash":  # a tournament's first open imports none of the cash pages
        from director.ui.cash.cash_tables import CashTablesPage

        tables = CashTablesPage(context, event_id, changes, controls_later=True)
        result.pages = {"tables": tables}

        def ledger() -> QWidget:  # built when first shown, as a tournament's seating
            from director.ui.cash.cash_view import CashView

            view = CashView(context, event_id, changes)
            result.pages["cash"] = view
            return view

        window.pages.add_page(f"cashTables_{event_id}", tables,
                              lambda: _tr("Cash tables: %1").replace("%1", name))
        if context.db.role == "dealer":  # its own table's dealing; the money is the
            tables.set_dealer_station(context.db.role_table)  # director's: no ledger
        else:
            window.pages.add_page_later(f"cash_{event_id}", ledger,
                                        lambda: _tr("Cash game: %1").replace("%1", name))
        deal = getattr(window, "open_dealer_at", None)
        if deal is not None:  # at this game's table, whichever event was resumed last
            tables.deal_requested.connect(lambda table_id: deal(table_id, event_id))
        window.pages.show_page(f"cashTables_{event_id}")
        after_first_paint(tables, [tables.build_controls])  # the tables painted first
        return result
    from director.ui.clock.tournament_clock import TournamentClock

    display = context.db.role == "display"

    def seating_title() -> str:
        return _tr("Seating: %1").replace("%1", name)

    if display:  # a club's display: the clock and the seating, read only (issue 17);
        from director.ui.console.seating import SeatingPage

        seating = SeatingPage(context, event_id, changes)  # the console's commands are
        seating.set_read_only()  # the director's, not here
        result.pages = {"seating": seating}
        window.pages.add_page(f"seating_{event_id}", seating, seating_title)
    else:
        from director.ui.console.console import ConsolePage

        console = ConsolePage(context, event_id, changes)
        go_to = getattr(window, "go_to", None)
        if go_to is not None:  # seating, clock and dealer panel one click away, of
            console.go_to.connect(lambda where: go_to(where, event_id))  # this event
        result.pages["console"] = console
        if context.db.role == "dealer":  # its own table's players, what it reports of them
            console.set_dealer_station(context.db.role_table)
            window.pages.add_page(f"console_{event_id}", console,
                                  lambda: _tr("Table reports: %1").replace("%1", name))
        else:
            window.pages.add_page(f"console_{event_id}", console,
                                  lambda: _tr("Director console: %1").replace("%1", name))

        def seating_page() -> QWidget:
            from director.ui.console.seating import SeatingPage

            seating = SeatingPage(context, event_id, changes)
            if context.db.role == "dealer":  # its own table's dealing, not the night's
                seating.set_dealer_station(context.db.role_table)
            result.pages["seating"] = seating
            return seating

        # the console is shown first: the seating page is built when first shown or
        # asked for (Ctrl+T, the console's button, the Windows menu), not at the open;
        # its modules are imported once the console is painted, on a thread of their own
        window.pages.add_page_later(f"seating_{event_id}", seating_page, seating_title)
        ImportAfterPaint(console, SEATING_MODULE)
    first = f"seating_{event_id}" if display else f"console_{event_id}"

    def the_clock() -> None:  # its window, on the TV, after the first page's paint
        clock = TournamentClock(context, event_id)
        result.clock = clock
        changes.changed.connect(clock.invalidate)
        window.set_clock(clock, clock.board, clock.events_between, show=False)

    window.pages.show_page(first)  # the page the person works on: painted first
    after_first_paint(window.pages.page(first), [the_clock])  # then the clock's window,
    # shown as the open ends (painted in a turn of its own): the person's keys given
    # meanwhile reach the page they typed on, and so do those after, since the main
    # window keeps the keyboard (the clock's window is for the room's screen)
    window.show_clock_window(keyboard=False)
    return result


#: The rest of an event's first open is made after its first page's paint (issue 33).
IN_STEPS = True
#: The longest wait for that paint (a window not shown is never painted).
PAINT_WAIT_MS = 500


def after_first_paint(page: QWidget, steps: list[Callable[[], None]]) -> None:
    """Run ``steps`` once ``page`` has been painted, one an event-loop turn, and return
    when they are done (issue 33: the open of an event is not one long call on the
    window's thread, which stalled the window 50-70 ms after its modules and reads were
    ready). Meanwhile the window is painted and its timers run; the person's keys and
    clicks wait, as Qt keeps them (``ExcludeUserInputEvents``), and are taken after the
    last step, in order, by the widgets they would have reached had the open been made
    in one call (``wait`` of ``ui/shell/opening`` does the same). A step that fails
    stops the rest and is raised here. Without a shown window, or with ``IN_STEPS``
    off, the steps run at once."""
    pending = list(steps)
    if IN_STEPS and page.isVisible() and threading.current_thread() is threading.main_thread():
        _in_turns(page, pending)
    while pending:  # left: at once (the program quit meanwhile)
        pending.pop(0)()


def _in_turns(page: QWidget, pending: list[Callable[[], None]]) -> None:
    loop = QEventLoop()
    failed: list[BaseException] = []

    def next_step() -> None:
        if not pending or failed:
            loop.quit()
            return
        step = pending.pop(0)
        try:
            step()
        except BaseException as exc:  # raised again after the loop, where it is awaited
            failed.append(exc)
        QTimer.singleShot(0, next_step)  # the next in a turn of its own, after paints

    painted = _FirstPaint(page, next_step)
    QTimer.singleShot(PAINT_WAIT_MS, painted.fire)
    loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
    page.removeEventFilter(painted)
    if failed:
        pending.clear()
        raise failed[0]


class _FirstPaint(QObject):
    """Calls ``then`` once, in the event-loop turn after ``page``'s first paint (or
    when ``fire`` is called first)."""

    def __init__(self, page: QWidget, then: Callable[[], None]) -> None:
        super().__init__(page)
        self.then: Callable[[], None] | None = then
        page.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.then is not None:
            QTimer.singleShot(0, self.fire)  # after the paint
        return False

    def fire(self) -> None:
        then, self.then = self.then, None
        if then is not None:
            then()


def warm_console(on_home: Callable[[], bool]) -> None:
    """While the person is still on Home after choosing a tournament (the database
    open, the console's modules imported on the opening's thread): what a first
    console costs only the first time, made on the window's thread, one thing an
    event-loop turn (a few ms each), and thrown away: the name box with its list of
    known players (a completer, 5 ms of processor time the first time) and the
    console's icons drawn (the SVG renderer's first use, 5 ms). The console's first
    build then takes about 17 ms of processor time instead of 28 (measured
    2026-12-04, issue 33). ``on_home``: False once the person has left Home (an event
    opened meanwhile: nothing more made)."""
    from PySide6.QtWidgets import QComboBox, QGroupBox, QTableWidget

    from director.ui.common.style import icon
    from director.ui.console.console import ICONS
    from director.ui.console.console_registration import RegisterBox

    holder = QWidget()  # never shown; deleted after the last step
    steps: list[Callable[[], object]] = [
        lambda: RegisterBox(holder),
        lambda: (QComboBox(holder), QGroupBox(holder), QTableWidget(holder)),
        *(partial(icon, name, holder) for name in ICONS.values())]

    def next_step() -> None:
        if steps and on_home():
            steps.pop(0)()
            QTimer.singleShot(0, next_step)
        else:
            holder.deleteLater()

    QTimer.singleShot(0, next_step)
