"""File → Connect to a club server, and what a station's role hides (issue 17).

The dialog asks for the server's URL and the station's role (director, dealer
at a table, display); the URL is remembered per computer (``QSettings``) with
the role. A password is never taken nor stored by the program: a URL with one
is refused with a word on libpq's own ways (``~/.pgpass``, ``PGPASSFILE``,
``PGPASSWORD``). The program then opens the server in place of the file: the
main window closes with the choice in ``reconnect_to`` and ``director.cli``
opens a new one on it.

``apply_role`` is the rail in the windows: a display has no command that
changes anything (clock commands and the clock page's buttons, quick clock, the
clock's designer, dealer panel, leagues, mystery envelopes, the players' import,
the home page's new, duplicate, archive and delete; no director's console: its
event opens on the seating, read only), a dealer station no clock commands; the
services refuse the same (``station_role``), so a clock key pressed at a display
is refused with their message.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from director.ui.common.director_widgets import TypedAmount
from director.ui.common.style import set_tone

ROLES = ("director", "dealer", "display")
KEY_URL, KEY_ROLE, KEY_TABLE = "club/url", "club/role", "club/table"


@dataclass(frozen=True, slots=True)
class ClubChoice:
    """Where the station connects and as what."""

    url: str
    role: str = "director"
    table: int | None = None


def remembered(store: QSettings) -> ClubChoice | None:
    """The club server this computer connected to last, if any."""
    url = str(store.value(KEY_URL, "") or "")
    if not url:
        return None
    role = str(store.value(KEY_ROLE, "director"))
    table = str(store.value(KEY_TABLE, "") or "")
    return ClubChoice(url, role if role in ROLES else "director",
                      int(table) if role == "dealer" and table.isdigit() else None)


def remember(store: QSettings, choice: ClubChoice) -> None:
    store.setValue(KEY_URL, choice.url)
    store.setValue(KEY_ROLE, choice.role)
    store.setValue(KEY_TABLE, "" if choice.table is None else choice.table)


class ConnectDialog(QDialog):
    """The server's URL and this station's role; OK only with a URL that can be used."""

    def __init__(self, store: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("connectDialog")
        self.store = store
        self.choice: ClubChoice | None = None
        self.url = QLineEdit(self)
        self.url.setObjectName("clubUrl")
        self.url.setPlaceholderText("postgresql+psycopg://director@server/club")
        self.role = QComboBox(self)
        self.role.setObjectName("stationRole")
        # the table typed is the one taken, or refused in words (``_accept``): a spin
        # box dropped the digit past its top of 999 (1234 typed was table 123)
        self.table = TypedAmount(self)
        self.table.setObjectName("stationTable")
        self.table.setGroupSeparatorShown(False)  # a table's number, not an amount
        self.table.setRange(1, 2**31 - 1)  # the arrows; the services' bound at OK
        self.problem = QLabel(self)
        self.problem.setObjectName("connectProblem")
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        self.url_label, self.role_label, self.table_label = (QLabel(self) for _ in range(3))
        form.addRow(self.url_label, self.url)
        form.addRow(self.role_label, self.role)
        form.addRow(self.table_label, self.table)
        form.addRow(self.problem)
        form.addRow(self.buttons)
        self.setWindowTitle(self.tr("Connect to a club server"))
        self.url_label.setText(self.tr("Server &URL:"))
        self.role_label.setText(self.tr("This station is the:"))
        self.table_label.setText(self.tr("Dealer at &table:"))
        self.url_label.setBuddy(self.url)
        self.table_label.setBuddy(self.table)
        for role, text in zip(ROLES, (self.tr("director's station"), self.tr("dealer station"),
                                      self.tr("display (clock and seating)")), strict=True):
            self.role.addItem(text, role)
        self.role.currentIndexChanged.connect(self._role_changed)
        last = remembered(store)
        if last is not None:
            self.url.setText(last.url)
            self.role.setCurrentIndex(ROLES.index(last.role))
            if last.table is not None:
                self.table.setValue(last.table)
        self._role_changed()

    def _refuse(self, text: str) -> None:
        """A refusal beside OK in the error colour, the dialog as tall as it is: the
        table's bound written out takes three lines and was cut to two."""
        set_tone(self.problem, "error")
        self.problem.setText(text)
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.width(), max(self.height(), self.heightForWidth(self.width()),
                                      self.sizeHint().height()))

    def _role_changed(self) -> None:
        self.table.setEnabled(self.role.currentData() == "dealer")

    def _accept(self) -> None:
        text = self.url.text().strip()
        from sqlalchemy.engine import make_url  # not at start: the first paint needs no SQLAlchemy
        from sqlalchemy.exc import ArgumentError

        try:
            url = make_url(text)
        except ArgumentError:
            url = None
        if url is None or url.get_backend_name() != "postgresql" or not url.host:
            self._refuse(self.tr(
                "Give the club server's address as postgresql+psycopg://user@server/club."))
            return
        if url.password:
            self._refuse(self.tr(
                "The program does not keep passwords: remove it from the address and put it "
                "in the file ~/.pgpass (or the one PGPASSFILE names), as PostgreSQL reads it."))
            return
        role = str(self.role.currentData())
        table = None
        if role == "dealer":
            from director.services.core import validation as v  # a document: not at start
            from director.services.core.unit_of_work import ServiceError
            from director.ui.common.language import refusal

            try:
                table = v.ident(self.table.chosen(), "the table")
            except ServiceError as exc:  # nothing remembered, the dialog stays
                self._refuse(refusal(exc))
                return
        self.choice = ClubChoice(text, role, table)
        remember(self.store, self.choice)
        self.accept()


# What a display (clock and seating, read only) does not offer besides the clock's
# commands: the dealer panel, the leagues, the mystery envelopes and the players' import
# (they write).
DISPLAY_HIDES = ("a_dealer", "a_leagues", "a_envelopes", "a_import_players")
DISPLAY_PAGES_HIDDEN = ("page_setup", "page_cashSetup", "page_players")
HOME_COMMANDS = ("new_tournament_button", "new_cash_button", "duplicate_button",
                 "archive_button", "delete_button", "players_button", "quick_button")


def apply_role(window: object, role: str) -> None:
    """Hide from ``window`` (the main window) what the station's role may not do."""
    if role == "director":
        return
    for action in getattr(window, "command_actions", {}).values():
        action.setEnabled(False)
        action.setVisible(False)
    hidden = ("a_quick", "a_share", "a_design", "a_welcome")  # the welcome: its samples
    for name in hidden + (DISPLAY_HIDES if role == "display" else ()):
        action = getattr(window, name, None)
        if action is not None:
            action.setEnabled(False)
            action.setVisible(False)
    if role == "display":  # events and players are made and changed elsewhere
        menu = getattr(window, "windows_menu", None)
        for action in menu.actions() if menu is not None else ():
            if action.objectName() in DISPLAY_PAGES_HIDDEN:
                action.setEnabled(False)
                action.setVisible(False)
        home = getattr(window, "home", None)
        for name in HOME_COMMANDS:
            button = getattr(home, name, None)
            if button is not None:
                button.setEnabled(False)
                button.setVisible(False)
    # The clock page shows the clock; its keys reach the services, which refuse them
    # with a message (``station_role``); only the full screen stays a button.
    page = getattr(window, "clock_page", None)
    for name, button in getattr(page, "buttons", {}).items():
        if name != "full_screen":
            button.hide()
