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
event opens on the seating, read only), a dealer station no clock commands and none
of those but the dealer panel (its console lists its own table's players with what
it reports of them, ``ConsolePage.set_dealer_station``, and its seating offers its
own table's dealing alone, ``SeatingPage.set_dealer_station``); the
services refuse the same (``station_role``), so a clock key pressed at a display
is refused with their message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

from director.engine.frozen import frozen_record
from director.ui.common.director_widgets import show_refusal
from director.ui.common.style import set_tone

if TYPE_CHECKING:
    from director.services.club.station_tables import OpenTable
    from director.services.club.tables_look import TablesLook
    from director.services.core.database import Database

ROLES = ("director", "dealer", "display")
KEY_URL, KEY_ROLE, KEY_TABLE = "club/url", "club/role", "club/table"
KEY_TABLE_NAME = "club/table-name"  # the table as it was listed, shown until looked again


@frozen_record
class ClubChoice:
    """Where the station connects and as what (a dealer's table: its record, as chosen
    from the open tables by its name)."""

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


def remember(store: QSettings, choice: ClubChoice, table_name: str = "") -> None:
    store.setValue(KEY_URL, choice.url)
    store.setValue(KEY_ROLE, choice.role)
    store.setValue(KEY_TABLE, "" if choice.table is None else choice.table)
    store.setValue(KEY_TABLE_NAME, table_name if choice.table is not None else "")


class ConnectDialog(QDialog):
    """The server's URL and this station's role; OK only with a URL that can be used.
    A dealer station's table is one of the server's open tables, listed by its event
    and its name as the seating shows it ("Friday Deepstack — Table 5"), chosen from
    the list or typed by its number (``station_tables``); the list is read from the
    server once its address is given (the role turned to dealer, the address
    left, "Find the tables", or OK)."""

    _looked = Signal()  # emitted on the look's thread, received on the window's

    def __init__(self, store: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("connectDialog")
        self.store = store
        self.choice: ClubChoice | None = None
        self.tables: list[OpenTable] | None = None  # the open tables of ``looked_at``
        self.looked_at = ""
        self.looking: TablesLook | None = None  # the look at the server under way
        self.ok_waits = False  # OK was pressed during the look: taken at its answer
        self.closing = False  # done: the address field left as it closes looks at nothing
        self._looked.connect(self._look_ended, Qt.ConnectionType.QueuedConnection)
        self.url = QLineEdit(self)
        self.url.setObjectName("clubUrl")
        self.url.setPlaceholderText("postgresql+psycopg://director@server/club")
        self.role = QComboBox(self)
        self.role.setObjectName("stationRole")
        self.table = QComboBox(self)  # the open tables; a number typed is looked up at OK
        self.table.setObjectName("stationTable")
        self.table.setEditable(True)
        self.table.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.table.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.table.setMinimumContentsLength(24)
        self.find_button = QPushButton(self)
        self.find_button.setObjectName("findTables")
        self.find_button.setAutoDefault(False)
        self.find_button.clicked.connect(self._find_clicked)
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
        row = QHBoxLayout()
        row.addWidget(self.table, 1)
        row.addWidget(self.find_button)
        form.addRow(self.table_label, row)
        form.addRow(self.problem)
        form.addRow(self.buttons)
        self.setWindowTitle(self.tr("Connect to a club server"))
        self.url_label.setText(self.tr("Server &URL:"))
        self.role_label.setText(self.tr("This station is the:"))
        self.table_label.setText(self.tr("Dealer at &table:"))
        self.find_button.setText(self.tr("&Find the tables"))
        typing = self.table.lineEdit()
        if typing is not None:
            typing.setPlaceholderText(self.tr("its number, or choose from the list"))
        self.url_label.setBuddy(self.url)
        self.table_label.setBuddy(self.table)
        for role, text in zip(ROLES, (self.tr("director's station"), self.tr("dealer station"),
                                      self.tr("display (clock and seating)")), strict=True):
            self.role.addItem(text, role)
        last = remembered(store)
        if last is not None:
            self.url.setText(last.url)
            self.role.setCurrentIndex(ROLES.index(last.role))
            name = str(store.value(KEY_TABLE_NAME, "") or "")
            if last.table is not None and name:  # as listed then: looked again at OK
                self.table.addItem(name, last.table)
        self.role.currentIndexChanged.connect(self._role_changed)
        self.url.editingFinished.connect(self._url_given)
        self.url.textChanged.connect(self._address_edited)
        self.url.installEventFilter(self)
        self._role_changed(look=False)

    def _say(self, text: str, tone: str = "error") -> None:
        """A refusal beside OK, said as every refusal is ("" clears it; ``muted``: a
        note, such as the look under way), the dialog as tall as it needs: a refusal of
        three lines was cut to two under the buttons."""
        if tone == "error":
            show_refusal(self.problem, text)
        else:
            set_tone(self.problem, tone)
            self.problem.setText(text)
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.width(), max(self.height(), self.heightForWidth(self.width()),
                                      self.sizeHint().height()))

    def _dealer(self) -> bool:
        return bool(self.role.currentData() == "dealer")

    def _role_changed(self, _index: int = 0, look: bool = True) -> None:
        self.table.setEnabled(self._dealer())
        self.find_button.setEnabled(self._dealer())
        if look and self._dealer():
            self._url_given()

    def _url_given(self) -> bool:
        """Look at the address typed, unless its tables are listed or being looked at
        (True then, and when a look starts)."""
        text = self.url.text().strip()
        if self.closing or not self._dealer() or text == self.looked_at or \
                (self.looking is not None and self.looking.url == text):
            return True
        return self._server_url(quiet=True) is not None and self._look()

    def _server_url(self, quiet: bool = False) -> str | None:
        """The address typed, if a club server's without a password; else None, said
        beside the fields (unless ``quiet``)."""
        text = self.url.text().strip()
        from sqlalchemy.engine import make_url  # not at start: the first paint needs no SQLAlchemy
        from sqlalchemy.exc import ArgumentError

        try:
            url = make_url(text)
        except ArgumentError:
            url = None
        if url is None or url.get_backend_name() != "postgresql" or not url.host:
            problem = self.tr(
                "Give the club server's address as postgresql+psycopg://user@server/club.")
        elif url.password:
            problem = self.tr(
                "The program does not keep passwords: remove it from the address and put it "
                "in the file ~/.pgpass (or the one PGPASSFILE names), as PostgreSQL reads it.")
        else:
            return text
        if not quiet:
            self._say(problem)
        return None

    def _look(self, then_ok: bool = False) -> bool:
        """Start reading the server's open tables into the list, on a thread of its
        own (``TablesLook``): the dialog answers and says that it is looking, its
        button stops the look. ``then_ok``: OK was pressed, and is taken again once
        the tables are read. False (said) when the address cannot be used."""
        text = self._server_url()
        if text is None:
            return False
        from director.services.club.tables_look import TablesLook  # light: the store is
        # imported on the look's thread

        self._drop_look()
        self.looking = TablesLook(text)
        self.ok_waits = then_ok
        self.looking.start(self._looked.emit)
        self._say(self.tr("Looking for the open tables at %1…").replace("%1", text), "muted")
        self.find_button.setText(self.tr("&Stop looking"))
        self.setCursor(Qt.CursorShape.BusyCursor)
        return True

    def _drop_look(self) -> None:
        """The look under way, if any, is no longer wanted: its answer is ignored."""
        look, self.looking = self.looking, None
        if look is None:
            return
        look.drop()
        self.ok_waits = False
        self.find_button.setText(self.tr("&Find the tables"))
        self.unsetCursor()
        if self.problem.property("tone") == "muted":
            self._say("")

    def _find_clicked(self) -> None:
        if self.looking is not None:
            self._drop_look()
        else:
            self._look()

    def _address_edited(self, text: str) -> None:
        """A look at another address than the one typed now is stale: dropped."""
        if self.looking is not None and self.looking.url != text.strip():
            self._drop_look()

    def _look_ended(self) -> None:
        """The look's answer, on the window's thread: the tables listed, or why not said."""
        look = self.looking
        if look is None or look.url != self.url.text().strip():
            return  # stopped, or the address changed meanwhile: a stale answer
        ok_waits = self.ok_waits
        self.looking = None
        self.ok_waits = False
        self.find_button.setText(self.tr("&Find the tables"))
        self.unsetCursor()
        refused = look.refused
        if refused is not None:
            from director.ui.common.language import refusal

            self._say(refusal(refused))
            return
        assert look.tables is not None
        self._list_tables(look.url, look.tables)
        if ok_waits and self.isVisible():
            self._accept()

    def _list_tables(self, text: str, tables: list[OpenTable]) -> None:
        from director.engine.messages import msg
        from director.services.core.unit_of_work import ServiceError
        from director.ui.common.language import in_language, refusal

        typed = self.table.currentText()
        chosen = self.table.currentData() if typed == self.table.itemText(
            self.table.currentIndex()) else None
        self.tables, self.looked_at = tables, text
        self.table.clear()
        for table in tables:
            self.table.addItem(in_language(table.label), table.table_id)
        at = self.table.findData(chosen) if chosen is not None else -1
        self.table.setCurrentIndex(at)
        if at < 0:
            self.table.setEditText(typed if chosen is None else "")
        self._say("" if tables else refusal(ServiceError(
            msg("svc-station-no-open-tables"))))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the address field of a dealer station looks at its tables (once
        for an address: then Enter is OK, as elsewhere in the dialog)."""
        if watched is self.url and event.type() == QEvent.Type.KeyPress and \
                isinstance(event, QKeyEvent) and \
                event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                self._dealer() and self.url.text().strip() != self.looked_at:
            return self._url_given()  # an address that cannot be used: OK says why
        return super().eventFilter(watched, event)

    def done(self, result: int) -> None:
        """Closed (OK, Cancel, Escape, the window's close): a look under way is
        dropped; its thread ends by itself, its answer reaches nothing. The address
        field left as the dialog closes starts none."""
        self.closing = True
        self._drop_look()
        super().done(result)

    def showEvent(self, event: QShowEvent) -> None:
        self.closing = False
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.closing = True  # hidden without done (the program quits): nothing more
        self._drop_look()
        super().hideEvent(event)

    def _chosen_table(self) -> tuple[int, str] | None:
        """The table chosen or typed, from the server's open tables (looked again if
        the address changed): its record and its name as listed; None, said, when
        it is not one of them."""
        if self.looked_at != self.url.text().strip():
            if self.looking is None or self.looking.url != self.url.text().strip():
                self._look(then_ok=True)
            else:
                self.ok_waits = True  # the look under way answers, then OK goes on
            return None
        from director.services.club.station_tables import table_typed
        from director.services.core.unit_of_work import ServiceError
        from director.ui.common.language import in_language, refusal

        assert self.tables is not None
        typed = self.table.currentText()
        index = self.table.currentIndex()
        if index >= 0 and typed == self.table.itemText(index):
            return int(self.table.itemData(index)), typed
        try:
            table = table_typed(self.tables, typed)
        except ServiceError as exc:  # nothing remembered, the dialog stays
            self._say(refusal(exc))
            return None
        return table.table_id, in_language(table.label)

    def _accept(self) -> None:
        text = self._server_url()
        if text is None:
            return
        role = str(self.role.currentData())
        table, name = None, ""
        if role == "dealer":
            chosen = self._chosen_table()
            if chosen is None:
                return
            table, name = chosen
        self.choice = ClubChoice(text, role, table)
        remember(self.store, self.choice, name)
        self.accept()


def say_if_table_gone(window: QWidget, database: Database) -> QMessageBox | None:
    """At connection: a dealer station's table broken up or closed since it was chosen
    is said over the window, with what to do (choose it again: File → Connect to a
    club server; for a login the server gives its table, at the director's station:
    ``director stations``); the station opens meanwhile, its other pages as they are."""
    from director.services.club.station_tables import table_gone
    from director.ui.common.language import as_sentence

    gone = table_gone(database, int(database.role_table or 0), by_login=database.server_role)
    if gone is None:
        return None
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate(
        "ConnectDialog", "This station's table"),
                      as_sentence(gone), QMessageBox.StandardButton.Ok, window)
    box.setObjectName("stationTableGone")
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box


# What a dealer station and a display do not offer besides the clock's commands: the
# leagues, the mystery envelopes, the players' import, the event's and the players'
# pages and Home's commands (they change what the director's station keeps); a display
# not the dealer panel either.
STATION_HIDES = ("a_leagues", "a_envelopes", "a_import_players")
DISPLAY_HIDES = ("a_dealer",)
STATION_PAGES_HIDDEN = ("page_setup", "page_cashSetup", "page_players")
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
    for name in hidden + STATION_HIDES + (DISPLAY_HIDES if role == "display" else ()):
        action = getattr(window, name, None)
        if action is not None:
            action.setEnabled(False)
            action.setVisible(False)
    menu = getattr(window, "windows_menu", None)  # events and players are made and
    for action in menu.actions() if menu is not None else ():  # changed elsewhere
        if action.objectName() in STATION_PAGES_HIDDEN:
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
