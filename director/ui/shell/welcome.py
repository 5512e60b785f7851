"""The first start: a short welcome that offers a sample to look at.

"Sample home tournament" creates eight players at one table with seats and the
button drawn, and opens its clock display (paused at level 1: Space starts it).
"Sample cash game" creates six players bought in at a no-limit hold'em table and
opens the dealer panel on the first hand. "Start empty" just closes the welcome.
Whatever is chosen, the welcome is not shown again (a ``QSettings`` flag); the
Help menu can open it again with ``show_welcome(..., force=True)``. A club's
dealer or display station is offered no sample (it could not create one): the
welcome does not open there and Help does not list it (``apply_role``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar, cast

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from director.ui.common.context import AppContext
from director.ui.common.director_widgets import fit_to_screen
from director.ui.common.settings import Settings

if TYPE_CHECKING:  # the samples' services are imported when a sample is chosen (issue 21)
    from director.services.samples import SampleCashGame, SampleTournament

WELCOME_KEY = "welcome_shown"
TOURNAMENT, CASH, EMPTY = "tournament", "cash", "empty"


def first_start(settings: Settings) -> bool:
    """True until the welcome has been shown once."""
    value = settings.store.value(WELCOME_KEY, False)
    if isinstance(value, str):
        return value.lower() not in ("true", "1", "yes")
    return not bool(value)


def mark_welcome_shown(settings: Settings) -> None:
    settings.store.setValue(WELCOME_KEY, True)
    settings.store.sync()


def offers_samples(role: str) -> bool:
    """Whether a station of ``role`` offers the samples (only the director's may create
    events; ``station_role.Role`` values)."""
    return role == "director"


W = TypeVar("W", bound=QWidget)


def _named(widget: W, name: str) -> W:
    widget.setObjectName(name)
    return widget


class WelcomeDialog(QDialog):
    """Three choices; ``choice`` is ``"tournament"``, ``"cash"`` or ``"empty"``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomeDialog")
        self.choice = EMPTY
        self.title = _named(QLabel(self), "welcomeTitle")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.intro = _named(QLabel(self), "welcomeIntro")
        self.intro.setWordWrap(True)
        self.tournament_button = _named(QPushButton(self), "sampleTournamentButton")
        self.tournament_text = _named(QLabel(self), "sampleTournamentText")
        self.cash_button = _named(QPushButton(self), "sampleCashButton")
        self.cash_text = _named(QLabel(self), "sampleCashText")
        self.empty_button = _named(QPushButton(self), "startEmptyButton")
        self.empty_text = _named(QLabel(self), "startEmptyText")
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(12)
        rows = ((self.tournament_button, self.tournament_text, TOURNAMENT),
                (self.cash_button, self.cash_text, CASH),
                (self.empty_button, self.empty_text, EMPTY))
        for row, (button, text, choice) in enumerate(rows):
            button.setMinimumHeight(44)
            button.setMinimumWidth(220)
            button.clicked.connect(lambda _checked=False, c=choice: self.choose(c))
            text.setWordWrap(True)
            text.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(button, row, 0)
            grid.addWidget(text, row, 1)
        grid.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(14)
        layout.addWidget(self.title)
        layout.addWidget(self.intro)
        layout.addLayout(grid)
        layout.addStretch(1)
        self.tournament_button.setDefault(True)
        self._retranslate()
        fit_to_screen(self, 640, 340)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Welcome"))
        self.title.setText(self.tr("Welcome to Poker Director"))
        self.intro.setText(self.tr(
            "Try it on a sample first: it takes a minute, and the sample is an ordinary "
            "event in the list of events. Or start with an empty program."))
        self.tournament_button.setText(self.tr("Sample home tournament"))
        self.tournament_text.setText(self.tr(
            "Eight players at one table, seats and the button drawn; the clock display "
            "opens at level 1. Press Space to start the clock."))
        self.cash_button.setText(self.tr("Sample cash game"))
        self.cash_text.setText(self.tr(
            "Six players bought in at a no-limit hold'em table, 50/100; the dealer panel "
            "opens on the first hand."))
        self.empty_button.setText(self.tr("Start empty"))
        self.empty_text.setText(self.tr(
            "Create your own tournament or cash game from the home window."))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()

    def choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()


def _opened(window: QMainWindow, event_id: int) -> None:
    """Let the main window's pages load the new event and the home list show it."""
    home = getattr(window, "home", None)
    refresh = getattr(home, "refresh", None)
    if callable(refresh):
        refresh()
    open_event = getattr(window, "open_event", None)
    if callable(open_event):
        open_event(event_id)


def open_sample_tournament(window: QMainWindow, context: AppContext) -> SampleTournament:
    """Create the sample tournament and open its clock display (paused at level 1)."""
    from director.services.samples import create_sample_tournament
    from director.ui.clock.tournament_clock import TournamentClock

    name = QCoreApplication.translate("WelcomeDialog", "Sample home tournament")
    sample = create_sample_tournament(context.db, context.now(), name=name)
    before = getattr(window, "clock_window", None)
    _opened(window, sample.event_id)
    if getattr(window, "clock_window", None) is before:  # no page opened the clock
        clock = TournamentClock(context, sample.event_id)
        set_clock = getattr(window, "set_clock", None)
        if callable(set_clock):
            set_clock(clock, clock.board, clock.events_between)
    return sample


class _DealsAtTables(Protocol):
    """The main window as the welcome uses it (not imported: it imports the welcome)."""

    def open_dealer_at(self, table_id: int, event_id: int | None = None) -> None: ...


def open_sample_cash_game(window: QMainWindow, context: AppContext) -> SampleCashGame:
    """Create the sample cash game and show the dealer panel on its first hand: the
    main window's panel for the table (``open_dealer_at``), as the tables page's Deal
    opens it, following the commit feed with its hand timer."""
    from director.services.samples import create_sample_cash_game

    name = QCoreApplication.translate("WelcomeDialog", "Sample cash game")
    sample = create_sample_cash_game(context.db, context.now(), name=name)
    _opened(window, sample.event_id)
    cast(_DealsAtTables, window).open_dealer_at(sample.table_id, sample.event_id)
    return sample


def show_welcome(window: QMainWindow, context: AppContext, settings: Settings, *,
                 force: bool = False,
                 on_done: Callable[[str], None] | None = None) -> WelcomeDialog | None:
    """On the first start (or when ``force``), open the welcome over ``window`` without
    blocking; the chosen sample is created and opened when the user picks it."""
    if not force and not first_start(settings):
        return None
    if not offers_samples(context.reader.role):
        return None  # a club's dealer or display station: a sample would be refused
    dialog = WelcomeDialog(window)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)

    def finished(_result: int) -> None:
        from director.ui.common.actions import ActionRunner, StatusLine  # not at start

        mark_welcome_shown(settings)
        # the sample made and opened through the action runner: a refusal (a club's
        # station that may not create events, a full disk) said on the status line
        runner = ActionRunner(lambda: context.db, StatusLine(window))
        if dialog.choice == TOURNAMENT:
            runner.run(lambda: open_sample_tournament(window, context))
        elif dialog.choice == CASH:
            runner.run(lambda: open_sample_cash_game(window, context))
        if on_done is not None:
            on_done(dialog.choice)
        dialog.deleteLater()

    dialog.finished.connect(finished)
    dialog.open()
    return dialog
