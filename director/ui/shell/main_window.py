"""The application shell: menus, a status bar and a stack of pages (DESIGN.md "The windows").

The home, setup, seating and console windows are pages of its ``PageStack``
(director.ui.shell.pages); the clock display is its own top-level window, opened for a
loaded tournament (``set_clock``) or stand-alone from a template ("Quick
clock"). The clock page (Ctrl+L) drives the clock on the TV from the laptop with
the same single keys; they act on that page only, so typing in the console or
keying a hand in the dealer panel never moves the clock. F1 lists every shortcut.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime
from functools import cached_property
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from director.engine.messages import Message, msg
from director.ui.club.club_station import ConnectDialog, apply_role
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import fit_to_screen, set_default_currency
from director.ui.common.language import in_language
from director.ui.common.settings import Settings
from director.ui.home.home import HomePage
from director.ui.shell.app import install_translator
from director.ui.shell.backup_thread import keeps_backups
from director.ui.shell.clock_screens import ClockScreens
from director.ui.shell.main_menus import MenuBar, ShortcutDialog, build_menus, retranslate_menus
from director.ui.shell.pages import PageStack

if TYPE_CHECKING:
    # Start-up imports only what the first page needs (issue 21): the other pages,
    # the clock, its sounds and the services behind them are imported when first used.
    from PySide6.QtCore import QThread
    from PySide6.QtGui import QCloseEvent

    from director.services.core.action_log import ActionRecord
    from director.ui.clock.clock_page import ClockPage
    from director.ui.clock.clock_window import ClockWindow
    from director.ui.clock.sounds import Announcer
    from director.ui.common.actions import ActionRunner
    from director.ui.home.players import PlayersPage
    from director.ui.room.share import RoomShare
    from director.ui.setup.event_setup import TournamentSetup
    from director.ui.setup.event_setup_cash import CashSetup


class MainWindow(MenuBar, ClockScreens, QMainWindow):
    """The shell every other window lives in."""

    def __init__(self, settings: Settings, context: AppContext,
                 clock: Callable[[], datetime] | None = None) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings
        set_default_currency(settings.currency)
        self.context = context
        self.database_location = context.where
        self._clock = clock or context.now
        self.current_event: int | None = None
        # Called with the event id when the director resumes an event (Home's Resume).
        self.event_opened: list[Callable[[int], None]] = []
        self.clock_window: ClockWindow | None = None
        self.room_share: RoomShare | None = None
        self.share_dialog: QDialog | None = None
        self.reconnect_to: object = None  # the club server chosen (director.cli opens it)
        build_menus(self)  # director.ui.shell.main_menus
        self.pages = PageStack(self.windows_menu, self)
        self.setCentralWidget(self.pages)
        self._build_home()
        self.status_clock = QLabel(self)
        self.status_clock.setObjectName("statusClock")
        self.statusBar().addPermanentWidget(self.status_clock)
        self._event_pages: dict[int, object] = {}
        self._dealer_events: dict[str, int] = {}  # a dealer panel's page: its event
        self.event_opened.append(self._open_event_pages)
        self.home.is_open = lambda event_id: event_id in self._event_pages
        self._backup_thread: QThread | None = None
        self._backup_timer = QTimer(self)
        self._backup_timer.setInterval(60_000)
        self._backup_timer.timeout.connect(self.backup_if_due)
        if keeps_backups(context.reader.role):
            self._backup_timer.start()
        self._retranslate()
        fit_to_screen(self, 1100, 700)
        apply_role(self, context.reader.role)  # a club station's role (issue 17)
        opened = context.opened  # a database still being opened: director.ui.shell.opening
        if opened is not None:
            from director.ui.club.station_status import install, status_of

            # a backup that failed while the server was away is tried again once it is back
            status_of(opened).changed.connect(self.server_lost_or_back)
            if opened.is_server:
                install(self, opened)  # the server lost, said at once (issue 17)

    # ------------------------------------------------------------ event windows

    def _open_event_pages(self, event_id: int) -> None:
        """The event's seating, console and clock (or its cash ledger), once."""
        from director.ui.shell.event_pages import install_event_pages

        if event_id in self._event_pages:
            for key in (f"console_{event_id}", f"cashTables_{event_id}", f"seating_{event_id}"):
                if key in self.pages.page_keys():  # a club's display has no console: its
                    self.pages.show_page(key)  # seating
                    break
            return
        pages = install_event_pages(self, self.context, event_id)
        self._event_pages[event_id] = pages
        pages.changes.gone.connect(lambda: self._event_deleted(event_id, pages.name))

    def _event_deleted(self, event_id: int, name: str) -> None:
        """The event was deleted at another station (the commit feed's ``gone``): its
        pages, its tables' dealer panels and its clock's window close, Home shows
        and says why. Nothing of it is read again."""
        self._event_pages.pop(event_id, None)
        if self.current_event == event_id:
            self.current_event = None
        for key in [k for k in self.pages.page_keys() if self._event_of(k) == event_id]:
            self._dealer_events.pop(key, None)
            self.pages.close_page(key, self.show_home)
        self.drop_clock(event_id)
        if self.room_share is not None and self.room_share.running:  # the room's screens
            self.room_share.event_changed(event_id)  # show nothing of it, not its last view
        self.show_home()
        self.home.message.show_error(msg("win-event-deleted-elsewhere", event=name))

    def _event_of(self, key: str) -> int | None:
        """The event a page belongs to: its console, seating, cash tables or ledger
        (by the page's key), or a dealer panel at one of its tables; None for the
        program's own pages."""
        if key in self._dealer_events:
            return self._dealer_events[key]
        kind, _, number = key.rpartition("_")
        if kind in ("console", "seating", "cashTables", "cash") and number.isdigit():
            return int(number)
        return None

    def event_on_screen(self) -> int | None:
        """The event whose page is on screen: its console, seating, cash tables or
        ledger, a dealer panel at one of its tables, the clock page showing its clock;
        else (Home, the players, training) the event resumed last. Ctrl+E, Ctrl+T,
        Ctrl+D, Ctrl+L, Ctrl+P, Ctrl+Z, Ctrl+Shift+Z and the mystery envelopes act on
        it, as the buttons on that page do."""
        key = self.pages.current_key()
        of_page = self._event_of(key)
        if of_page is not None:
            return of_page
        if key == "clock" and self.clock_window is not None:
            shown = getattr(self.clock_window.controller, "event_id", None)
            if isinstance(shown, int):
                return shown
        return self.current_event

    def open_dealer_panel(self, event_id: int | None = None) -> None:
        """The dealer panel for a table of ``event_id`` (its console's button), else of
        the event on screen (Ctrl+D)."""
        from director.ui.dealer.dealer_pages import table_to_deal

        event_id = self.event_on_screen() if event_id is None else event_id
        if event_id is None:
            self.statusBar().showMessage(self.tr("Resume an event first"), 5000)
            return

        def table() -> int | None:
            return table_to_deal(self, self.context, event_id, self.pages.page_keys())

        # a refusal (no table, fewer than two seated) said on the status line
        table_id = self._runner.run(table)
        if table_id is not None:
            self.open_dealer_at(table_id, event_id)

    def open_dealer_at(self, table_id: int, event_id: int | None = None) -> None:
        """The dealer panel for one table of ``event_id`` (a cash table's "Deal": the
        page's own game, though another event was resumed after it), else of the event
        on screen."""
        from director.ui.dealer.dealer_pages import dealer_panel, dealer_title
        from director.ui.dealer.panel import DealerPanel

        event_id = self.event_on_screen() if event_id is None else event_id
        if event_id is None:
            return

        def opened() -> None:
            key = f"dealer_{table_id}"
            self._dealer_events[key] = event_id
            if key not in self.pages.page_keys():
                panel: QWidget = dealer_panel(self.context, event_id, table_id)
                if self.context.db.is_server:  # balancing's instructions (issue 17)
                    from director.ui.dealer.table_instructions_bar import with_instructions

                    panel = with_instructions(self.context.db, table_id, panel)
                self.pages.add_page(key, panel,
                                    dealer_title(self.context, event_id, table_id))
                dealer = panel if isinstance(panel, DealerPanel) else \
                    panel.findChild(DealerPanel)
                if dealer is not None:  # a table broken up: its panel closed, and its entry
                    dealer.leave.connect(lambda: self.pages.close_page(
                        key, lambda: self._instead_of_dealer(event_id)))
            self.pages.show_page(key)
            self.pages.page(key).setFocus()

        self._runner.run(opened)  # a refusal said on the status line

    def _instead_of_dealer(self, event_id: int) -> None:
        """A closed dealer panel's place on screen: its event's console, else Home."""
        closed = self.pages.currentWidget()
        self.show_event_page("console", event_id)
        if self.pages.currentWidget() is closed:
            self.show_home()

    def open_training(self) -> None:
        """The training mode: virtual hands, the dealer's questions, a score."""
        from director.services.training import JsonScoreHistory, TrainingSession
        from director.ui.practice.training_view import TrainingView

        if "training" not in self.pages.page_keys():
            session = TrainingSession(random.Random(), "all", history=JsonScoreHistory())
            self.pages.add_page("training", TrainingView(session), lambda: self.tr("Training"))
        self.pages.show_page("training")
        self.pages.page("training").setFocus()

    def show_welcome(self) -> None:
        from director.ui.shell.welcome import show_welcome

        show_welcome(self, self.context, self.settings, force=True)

    # ------------------------------------------------------------ backups

    def backup_if_due(self) -> None:
        """Every minute: a backup when one is due (start of the event day, then every
        15 minutes while an event runs), made in a thread so the window never waits;
        only at the director's station (a dealer's or a display's backs up nothing)."""
        if self._backup_thread is not None and self._backup_thread.isRunning():
            return
        if not keeps_backups(self.context.reader.role):
            return
        from director.ui.shell.backup_thread import BackupThread

        thread = BackupThread(self.context, self._clock(), self)
        thread.done.connect(self._backup_done)
        self._backup_thread = thread
        self.statusBar().showMessage(self.tr("Checking backups…"), 2000)
        thread.start()

    def server_lost_or_back(self, lost: bool) -> None:
        if not lost:
            self.backup_if_due()  # its answer replaces a "Backup failed" said while away

    def _backup_done(self, where: str | Message) -> None:
        if isinstance(where, Message):
            self.statusBar().showMessage(  # stays until the next message: it must be seen
                self.tr("Backup failed: %1").replace("%1", in_language(where)))
        elif where:
            self.statusBar().showMessage(self.tr("Backup saved: %1").replace("%1", where), 5000)

    # ------------------------------------------------------------ pages

    def _build_home(self) -> None:
        self.home = HomePage(self.context, self)
        self.quick_button = self.home.quick_button
        self.database_label = self.home.database_label
        self.home.new_tournament.connect(self.new_tournament)
        self.home.new_cash_game.connect(self.new_cash_game)
        self.home.resume.connect(self.open_event)
        self.home.duplicate.connect(self.duplicate_event)
        self.home.players.connect(lambda: self.pages.show_page("players"))
        self.home.quick_clock.connect(self.choose_quick_clock)
        self.pages.add_page("home", self.home, "")
        self.pages.add_page_later("setup", self._make_tournament_setup, "")
        self.pages.add_page_later("cashSetup", self._make_cash_setup, "")
        self.pages.add_page_later("players", self._make_players_page, "")
        self.pages.add_page_later("clock", self._make_clock_page, "")

    def _make_tournament_setup(self) -> QWidget:
        from director.ui.setup.event_setup import TournamentSetup

        page = TournamentSetup(self.context, self)
        page.saved.connect(self._event_saved)
        page.cancelled.connect(self.show_home)
        return page

    def _make_cash_setup(self) -> QWidget:
        from director.ui.setup.event_setup_cash import CashSetup

        page = CashSetup(self.context, self)
        page.saved.connect(self._event_saved)
        page.cancelled.connect(self.show_home)
        return page

    def _make_players_page(self) -> QWidget:
        from director.ui.home.players import PlayersPage

        page = PlayersPage(self.context, self)
        page.back_button.clicked.connect(self.show_home)
        return page

    def _make_clock_page(self) -> QWidget:
        from director.ui.clock.clock_page import ClockPage

        return ClockPage(self._clock_page_command, self)

    @property
    def tournament_setup(self) -> TournamentSetup:
        return cast("TournamentSetup", self.pages.page("setup"))

    @property
    def cash_setup(self) -> CashSetup:
        return cast("CashSetup", self.pages.page("cashSetup"))

    @property
    def players_page(self) -> PlayersPage:
        return cast("PlayersPage", self.pages.page("players"))

    @property
    def clock_page(self) -> ClockPage:
        return cast("ClockPage", self.pages.page("clock"))

    @cached_property
    def announcer(self) -> Announcer:
        """Plays the clock's sounds; Qt Multimedia is loaded when a sound is first due."""
        from director.ui.clock.sounds import Announcer

        return Announcer(self, sound=self.settings.sound, speech=self.settings.speech)

    @cached_property
    def _runner(self) -> ActionRunner:
        """The action runner of the main window's own commands (undo, redo, the dealer
        panel opened): a refusal said on the status line as a warning."""
        from director.ui.common.actions import ActionRunner, StatusLine

        return ActionRunner(lambda: self.context.db, StatusLine(self), self)

    # ------------------------------------------------------------ events

    def show_home(self) -> None:
        self.home.refresh()
        self.pages.show_page("home")

    def new_tournament(self) -> None:
        self.tournament_setup.new()
        self.pages.show_page("setup")
        self.tournament_setup.name.setFocus()

    def new_cash_game(self) -> None:
        self.cash_setup.new()
        self.pages.show_page("cashSetup")
        self.cash_setup.name.setFocus()

    def duplicate_event(self, event_id: int) -> None:
        """A new setup filled with an old event's settings (Home's Duplicate)."""
        from director.services.core.documents import CashSettings, TournamentSettings
        from director.services.events.queries import Queries

        read = self.home.unless_deleted(  # deleted at another station since Home read it
            event_id, lambda: Queries(self.context.db).event_settings(event_id))
        if read is None:
            return
        _kind, name, settings = read[0]
        copy_name = self.tr("%1 (copy)").replace("%1", name)
        if isinstance(settings, TournamentSettings):
            self.tournament_setup.load(copy_name, settings)
            self.pages.show_page("setup")
        elif isinstance(settings, CashSettings):
            self.cash_setup.load(copy_name, settings)
            self.pages.show_page("cashSetup")

    def _event_saved(self, event_id: int) -> None:
        """A saved event opens at once: a tournament's console, a cash game's tables
        (issue 28 "Flow"); Home lists it for next time."""
        self.home.refresh(select_id=event_id)
        self.open_event(event_id)
        self.statusBar().showMessage(self.tr("The event is saved"), 5000)

    def open_papers(self) -> None:
        """The open event's papers: print with a preview, or save as PDF (Ctrl+P)."""
        from director.ui.papers.papers import open_papers

        open_papers(self)

    def _players_csv(self, way: str) -> None:
        from director.ui.home.csv_menu import export_players, import_players

        if way == "import":
            import_players(self)  # the players page follows the commit feed
        else:
            export_players(self)

    def open_envelopes(self) -> None:
        from director.ui.console.bounty_envelopes import open_envelopes

        open_envelopes(self)

    def open_leagues(self) -> None:
        from director.ui.home.leagues import open_leagues

        open_leagues(self)

    def open_event(self, event_id: int) -> None:
        """Resume an event: every window listening on ``event_opened`` loads it (the
        seating, console and clock pages subscribe with ``event_opened.append``). The
        database first (opened now at the program's first need, issue 33): an opening
        that fails leaves the event not resumed."""
        self.context.open()
        self.current_event = event_id
        if not self.event_opened:
            self.statusBar().showMessage(self.tr("The event's windows are not available yet"),
                                         5000)
        # deleted elsewhere since Home read it; or its settings damaged (a row edited by
        # hand): refused in words on Home, nothing opened (a traceback before)
        if self.home.message.attempt(lambda: self.home.unless_deleted(event_id, lambda: [
                listener(event_id) for listener in list(self.event_opened)])) is None:
            self.current_event = None

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Poker Director"))
        retranslate_menus(self)
        if self.clock_window is None:
            self.status_clock.setText(self.tr("No clock running"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()

    def show_event_page(self, which: str, event_id: int | None = None) -> None:
        """The ``"console"`` or ``"seating"`` of ``event_id`` (its console's button),
        else of the event on screen (Ctrl+E, Ctrl+T), focused."""
        event_id = self.event_on_screen() if event_id is None else event_id
        if event_id is None:
            self.statusBar().showMessage(self.tr("Resume an event first"), 5000)
            return
        key = f"{which}_{event_id}"
        if which == "console" and key not in self.pages.page_keys():
            key = f"cashTables_{event_id}"  # a cash game's first page
        if key in self.pages.page_keys():
            self.pages.show_page(key)
            self.pages.page(key).setFocus()

    def go_to(self, where: str, event_id: int | None = None) -> None:
        """The console's buttons: the seating, the clock or the dealer panel, one click;
        the seating and the dealer panel of the console's own event (``event_id``),
        though another event was resumed after it."""
        if where == "seating":
            self.show_event_page("seating", event_id)
        elif where == "clock":
            self.show_event_clock(event_id)
        elif where == "dealer":
            self.open_dealer_panel(event_id)

    def show_event_clock(self, event_id: int | None = None) -> None:
        """The clock page (Ctrl+L, a console's Clock button) with the clock of
        ``event_id``, else of the event on screen: a tournament's clock is put on the
        display when another tournament's was shown (two tournaments open); a quick
        clock started by hand stays."""
        from director.ui.clock.tournament_clock import TournamentClock

        event_id = self.event_on_screen() if event_id is None else event_id
        pages = self._event_pages.get(event_id) if event_id is not None else None
        clock = getattr(pages, "clock", None)
        shown = None if self.clock_window is None else \
            getattr(self.clock_window.controller, "event_id", None)
        if isinstance(clock, TournamentClock) and shown is not None and shown != event_id:
            self.set_clock(clock, clock.board, clock.events_between)
        self.show_clock_page()

    # ------------------------------------------------------------ undo and redo

    def undo(self) -> None:
        """Ctrl+Z: the page's own undo where it has one (the console's, the dealer
        panel's last step, the ledger's last entry); on the clock page the last
        command of the clock shown (a quick clock's too); else the director's last
        action in the event on screen (``event_on_screen``)."""
        self._take_back("undo", self.context.events.undo_last, self.tr("Undone: %1"))

    def redo(self) -> None:
        """Ctrl+Shift+Z: the page's own redo where it has one; on the clock page the
        clock's command just undone (a quick clock's too), as the clock display's own
        Ctrl+Shift+Z does; else the director's action just undone in the event on
        screen, done again."""
        self._take_back("redo", self.context.events.redo_last, self.tr("Done again: %1"))

    def _take_back(self, name: str, in_event: Callable[[int, datetime], ActionRecord],
                   said: str) -> None:
        """Undo or redo (``name``): the page's own, else the clock's on the clock page
        or with no event on screen, else ``in_event`` in the event on screen."""
        own = getattr(self.pages.currentWidget(), name, None)
        if callable(own):
            own()
        elif self.pages.current_key() == "clock" or self.event_on_screen() is None:
            self.clock_command(name)
        else:
            self._in_event_on_screen(in_event, said)

    def _in_event_on_screen(self, command: Callable[[int, datetime], ActionRecord],
                            said: str) -> None:
        """Undo or redo in the event on screen; ``said`` with the action's words."""
        event_id = self.event_on_screen()
        if event_id is None:
            self.statusBar().showMessage(self.tr("Resume an event first"), 5000)
            return
        self._runner.run(lambda: command(event_id, self._clock()),
                         lambda record: said.replace("%1", in_language(record.description)))

    # ------------------------------------------------------------ settings, help

    def set_language(self, code: str) -> None:
        self.settings.language = code
        install_translator(code)

    def choose_currency(self) -> None:
        """The currency new events get ("Ft", "$", "EUR"...); each event keeps its own.
        An event that names none (a sample, one made before currencies) counts in this
        one: every open window writes its money again at once, as at a change of
        language (the clock screen kept "$" until its figures changed)."""
        dialog = QInputDialog(self)
        dialog.setObjectName("currencyDialog")
        dialog.setWindowTitle(self.tr("Default currency"))
        dialog.setLabelText(self.tr("The currency of new events, shown the same in every "
                                    "language (for example Ft, $, € or EUR):"))
        dialog.setTextValue(self.settings.currency)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            self.settings.currency = dialog.textValue()
        except ValueError:
            self.statusBar().showMessage(self.tr(
                "A currency is up to 8 letters or signs, without digits or spaces"), 8000)
            return
        set_default_currency(self.settings.currency)
        for window in QApplication.topLevelWidgets():  # posted, as Qt's own is delivered
            QApplication.postEvent(window, QEvent(QEvent.Type.LanguageChange))
        self.statusBar().showMessage(self.tr("New events will count in %1").replace(
            "%1", self.settings.currency), 5000)

    def _toggle_sound(self) -> None:
        self.settings.sound = self.announcer.sound_enabled = self.a_sound.isChecked()

    def _toggle_speech(self) -> None:
        self.settings.speech = self.announcer.speech_enabled = self.a_speech.isChecked()
        if self.a_speech.isChecked() and not self.announcer.speech_available:
            self.statusBar().showMessage(self.tr("No speech engine was found on this system"),
                                         5000)

    def show_rules(self) -> None:
        """The rulebook (docs/rules) in the UI's language (Help → Rules, F1)."""
        from director.ui.rules.rulebook import open_rulebook

        open_rulebook(None, self)

    def show_shortcuts(self) -> None:
        ShortcutDialog(self).exec()

    # ------------------------------------------------------------ the room view

    def share_with_room(self) -> None:
        """Clock → Share with the room: the room view's dialog (issue 18)."""
        from director.ui.room.dialog import ShareDialog
        from director.ui.room.share import RoomShare

        if self.room_share is None:
            self.room_share = RoomShare(self)
            self.event_opened.append(self.room_share.event_changed)
        self.share_dialog = ShareDialog(self.room_share, self.settings.store, self)
        self.share_dialog.open()

    def _about(self) -> None:
        QMessageBox.about(self, self.tr("About Poker Director"), self.tr(
            "Poker Director runs live poker: tournament clock, seating, stacks, money and a "
            "dealer-assist panel."))

    def connect_to_club(self) -> None:
        """File → Connect to a club server: the URL and role, then the program reopens
        on the server (issue 17)."""
        dialog = ConnectDialog(self.settings.store, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.choice is not None:
            self.reconnect_to = dialog.choice
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.room_share is not None:
            self.room_share.stop()
        # its clock's windows go with it, deleted (they are windows of their own: after
        # File → Connect they and their tables' views lived on, hidden, for good)
        self._close_clock_windows()
        super().closeEvent(event)
