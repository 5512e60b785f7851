"""The main window's clock screens: the clock window of the loaded tournament or
quick clock, more windows of the same clock (one per screen, each with its own
layout), the screen chosen for full screen, and the clock commands of the menus.

``ClockScreens`` is a part of ``MainWindow`` (as ``MenuBar`` is): its texts keep the
translation context "MainWindow" they had before the split.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

from director.resources import resource_dir
from director.ui.common.director_widgets import warned

if TYPE_CHECKING:
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

    from director.engine.event.clock import ClockEvent
    from director.services.clock.clock_board import ClockBoard
    from director.ui.clock.clock_control import ClockController, LocalClock
    from director.ui.clock.clock_page import ClockPage
    from director.ui.clock.clock_window import ClockWindow
    from director.ui.clock.sounds import Announcer
    from director.ui.common.context import AppContext
    from director.ui.common.settings import Settings
    from director.ui.shell.pages import PageStack


class ClockScreens:
    """The clock windows of the main window (``MainWindow`` inherits these)."""

    clock_window: ClockWindow | None
    more_clocks: list[ClockWindow]
    settings: Settings
    context: AppContext
    status_clock: QLabel
    pages: PageStack
    _clock: Callable[[], datetime]

    if TYPE_CHECKING:
        @property
        def announcer(self) -> Announcer: ...
        @property
        def clock_page(self) -> ClockPage: ...
        def statusBar(self) -> QStatusBar: ...
        def show_shortcuts(self) -> None: ...

    def set_clock(self, controller: ClockController,
                  provider: Callable[[datetime], ClockBoard],
                  events: Callable[[datetime, datetime], Iterable[ClockEvent]] | None = None,
                  show: bool = True) -> ClockWindow:
        """Drive the clock display from ``controller``/``provider`` (a tournament or a quick
        clock); opens the display window (``show`` off: the caller shows it with
        ``show_clock_window``: an event's first open, as its steps end, issue 33)."""
        self._close_clock_windows()  # the other clock's windows go
        from director.ui.clock.clock_window import ClockWindow

        window = ClockWindow(provider, controller, events=events, announcer=self.announcer,
                             clock=self._clock)
        window.shortcut_listeners.append(self.show_shortcuts)
        window.failure_listeners.append(
            lambda text: self.statusBar().showMessage(warned(text), 5000))
        window.failure_listeners.append(lambda text: self.clock_page.show_refusal(text))
        window.board_listeners.append(self._show_status)
        from director.ui.clock.hand_timer import attach_to_clock_window, hand_timers

        attach_to_clock_window(window, hand_timers(self.context, self.context.now))
        self._show_all_in(window)
        self.clock_window = window
        self._keep_layouts(window, 0)
        window.start()
        if show:
            self.show_clock_window()
        return window

    def drop_clock(self, event_id: int) -> None:
        """The clock's windows of ``event_id`` closed (the event deleted at another
        station); a quick clock or another event's clock stays."""
        window = self.clock_window
        if window is None or getattr(window.controller, "event_id", None) != event_id:
            return
        self._close_clock_windows()
        self.status_clock.setText(QCoreApplication.translate("MainWindow", "No clock running"))

    def _close_clock_windows(self) -> None:
        """The clock's window and its others (more screens) closed, none left."""
        if self.clock_window is not None:
            self.clock_window.timer.stop()
            self.clock_window.close()
            self.clock_window.deleteLater()
            self.clock_window = None
        for extra in getattr(self, "more_clocks", []):
            extra.close()
        self.more_clocks = []

    def _keep_layouts(self, window: ClockWindow, screen: int) -> None:
        """A tournament's clock window keeps its design with the event (issue 19)."""
        event_id = getattr(window.controller, "event_id", None)
        context = getattr(window.controller, "context", None)
        if event_id is not None and context is not None:
            from director.services.clock.clock_layouts import ClockLayouts

            window.keep_layouts(ClockLayouts(context.db), event_id, screen)

    def _show_all_in(self, window: ClockWindow) -> None:
        """The clock screen shows a face-up all-in's odds (issue 21, R-7.1)."""
        from director.ui.clock.clock_odds import attach_clock_odds

        attach_clock_odds(window, self.context.all_in)

    def design_clock(self) -> None:
        if self.clock_window is None:
            self.show_clock_window()  # says to start a clock first
            return
        self.clock_window.open_designer()

    def another_clock(self) -> ClockWindow | None:
        """One more clock window of the same clock, with its own layout (another screen)."""
        main = self.clock_window
        if main is None:
            self.show_clock_window()
            return None
        from director.ui.clock.clock_window import ClockWindow

        self.more_clocks = [w for w in getattr(self, "more_clocks", []) if w.isVisible()]
        # the main window's announcer: N pressed on this screen is heard as the
        # director's sound settings say (this screen announces nothing else)
        window = ClockWindow(main.provider, main.controller, clock=self._clock,
                             announcer=self.announcer, parent=cast("QWidget", self))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # closed by the person:
        window.destroyed.connect(lambda *_: self._clock_closed(window))  # off the list
        self.more_clocks.append(window)
        self._show_all_in(window)
        self._keep_layouts(window, len(self.more_clocks))
        window.start()
        window.show()
        return window

    def _clock_closed(self, window: ClockWindow) -> None:
        """A second clock screen deleted once closed: no longer listed (asked whether it
        is shown, a deleted window raises)."""
        self.more_clocks = [w for w in self.more_clocks if w is not window]

    def open_quick_clock(self, template: str) -> LocalClock:
        from director.engine.event.structures import load_template
        from director.ui.clock.clock_control import LocalClock

        clock = LocalClock(load_template(template, resource_dir()))
        self.set_clock(clock, clock.board, clock.events_between)
        return clock

    def choose_quick_clock(self) -> None:
        from director.ui.home.quick_clock import QuickClockDialog

        dialog = QuickClockDialog(cast("QWidget", self))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.open_quick_clock(dialog.template())

    def show_clock_window(self, keyboard: bool = True) -> None:
        """The clock's window shown and raised. ``keyboard`` off (an event's open shows
        it for the room's screen): the window the person works in keeps the keyboard,
        so keys typed just after the open reach the console, not the clock, on a
        platform that activates every window it shows too (offscreen's does)."""
        window = self.clock_window
        if window is None:
            self.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "Start a quick clock or load a tournament first"), 5000)
            return
        main = cast("QWidget", self)
        kept = not keyboard and main.isActiveWindow()
        window.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, not keyboard)
        window.show()
        window.raise_()
        window.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, False)
        if kept:  # asked after the clock's own activation, so it is the last one
            main.activateWindow()

    def toggle_clock_full(self) -> None:
        if self.clock_window is not None:
            self.clock_window.screen_choice = self.chosen_screen()
            self.clock_window.toggle_full_screen()

    def clock_command(self, name: str) -> None:
        if self.clock_window is not None:
            self.clock_window.command(name)
        else:
            self.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "Start a quick clock or load a tournament first"), 5000)

    def _clock_page_command(self, name: str) -> None:
        if name == "full_screen":
            self.toggle_clock_full()
        else:
            self.clock_command(name)

    def show_clock_page(self) -> None:
        """The clock's page, focused so that its single keys work at once (Ctrl+L)."""
        self.pages.show_page("clock")
        self.clock_page.setFocus()

    def _show_status(self, board: ClockBoard) -> None:
        from director.ui.clock.clock_texts import format_clock

        if board.finished:  # the winner known: no time to show (issue 28)
            from director.engine.messages import msg
            from director.services.core.message_data import names_words
            from director.ui.common.language import in_language

            text = in_language(msg("win-clock-finished", players=len(board.winners),
                                   winners=names_words(board.winners)))
            self.status_clock.setText(text)
            self.clock_page.show_status(text)
            return
        if board.is_break or board.stakes is None:
            what = QCoreApplication.translate("MainWindow", "Break")
        else:
            what = QCoreApplication.translate("MainWindow", "Level %1").replace(
                "%1", str(board.stakes.level_number))
        paused = "" if board.running else \
            " \u00b7 " + QCoreApplication.translate("MainWindow", "paused")
        text = f"{what} \u00b7 {format_clock(board.remaining_seconds)}{paused}"
        self.status_clock.setText(text)
        self.clock_page.show_status(text)

    def chosen_screen(self) -> QScreen | None:
        name = self.settings.clock_screen
        screens = QGuiApplication.screens()
        return next((s for s in screens if s.name() == name), None)

    def choose_screen(self, name: str, _checked: bool = False) -> None:
        self.settings.clock_screen = name
        if self.clock_window is not None and self.clock_window.isFullScreen():
            self.clock_window.show_full_screen(self.chosen_screen())
