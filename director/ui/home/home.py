"""The Home window: the events (tournaments and cash games) with their status,
date and players, and the ways on: a new tournament or cash game, resume,
duplicate an old event's settings, archive (hidden from the list until "Show
archived" is ticked) or delete an event, the player database, a quick clock.

Home follows the commit feed as the event's pages do (docs/architecture.md "One
record"): an event made, renamed, started, finished or archived anywhere (another
window of this program, another station on a club's server) is listed at once
while Home is on screen; a hidden Home reads the list again when it is shown."""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from director.engine.messages import msg
from director.services.core.errors import ServiceError
from director.services.events.event_list import EventSummary, list_events
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import MessageLabel, read_only_rows
from director.ui.common.event_setup_names import HORSE_KEY, game_name, kind_name, status_name

if TYPE_CHECKING:
    from pathlib import Path

    from director.services.events.queries import Queries


T = TypeVar("T")

FILE_WATCH_MS = 1000  # Home looks at a file not opened yet this often (issue 33)


def _file_state(path: Path) -> tuple[tuple[int, int, int] | None, ...]:
    """What changes when any connection commits to the file: the file's and its
    ``-wal``'s inode, size and time of change (``-shm`` changes at every read)."""
    states: list[tuple[int, int, int] | None] = []
    for name in (path.name, path.name + "-wal"):
        try:
            st = os.stat(path.with_name(name))
        except OSError:
            states.append(None)
        else:
            states.append((st.st_ino, st.st_size, st.st_mtime_ns))
    return tuple(states)


def event_day(iso: str) -> str:
    """The day of a stored UTC time on this machine's clock, written out in the
    windows' language as the papers write a day ("November 29, 2026", "2026.
    november 29."; ``papers.local_day``): Qt's month names with the language's
    order, so Home needs no message catalogue at the start (tests/test_startup_imports.py).
    A time that cannot be read is shown as stored."""
    moment = QDateTime.fromString(iso, Qt.DateFormat.ISODateWithMs)
    if not moment.isValid():
        moment = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return iso
    # Qt's date format: the translator gives the language's order ("yyyy. MMMM d.")
    order = QCoreApplication.translate("HomePage", "MMMM d, yyyy")
    return QLocale().toString(moment.toLocalTime().date(), order)


class HomePage(QWidget):
    new_tournament = Signal()
    new_cash_game = Signal()
    resume = Signal(int)
    duplicate = Signal(int)
    players = Signal()
    quick_clock = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home")
        self.context = context
        self.events: list[EventSummary] = []
        # Whether an event's windows are open in the program (set by the main window):
        # such an event is not deleted from under them.
        self.is_open: Callable[[int], bool] = lambda _event_id: False
        self.confirm: QMessageBox | None = None
        self._following = False
        self._file_timer: QTimer | None = None
        self._file_seen: object = None
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setObjectName("homeTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel(self)
        self.text.setObjectName("homeText")
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        body = QHBoxLayout()
        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("eventsTable")
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        read_only_rows(self.table)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        # Enter on a row, or a double-click (Qt says both as ``activated``): Resume
        self.table.activated.connect(lambda _i: self._resume())
        body.addWidget(self.table, 1)
        buttons = QVBoxLayout()
        self.new_tournament_button = self._button("newTournamentButton", self.new_tournament.emit)
        self.new_cash_button = self._button("newCashGameButton", self.new_cash_game.emit)
        self.resume_button = self._button("resumeButton", self._resume)
        self.duplicate_button = self._button("duplicateButton", self._duplicate)
        self.archive_button = self._button("archiveButton", self._archive)
        self.delete_button = self._button("deleteButton", self.delete)
        self.show_archived = QCheckBox(self)
        self.show_archived.setObjectName("showArchived")
        self.show_archived.toggled.connect(lambda _on: self.refresh())
        self.players_button = self._button("playersButton", self.players.emit)
        self.quick_button = self._button("quickClockButton", self.quick_clock.emit)
        for b in (self.new_tournament_button, self.new_cash_button):
            buttons.addWidget(b)
        buttons.addSpacing(16)
        for b in (self.resume_button, self.duplicate_button, self.archive_button,
                  self.delete_button):
            buttons.addWidget(b)
        buttons.addWidget(self.show_archived)
        buttons.addSpacing(16)
        buttons.addWidget(self.players_button)
        buttons.addWidget(self.quick_button)
        buttons.addStretch(1)
        body.addLayout(buttons)
        layout.addLayout(body, 1)
        self.empty = QLabel(self)
        self.empty.setObjectName("noEvents")
        layout.addWidget(self.empty)
        self.message = MessageLabel(self, "homeMessage")  # what Archive or Delete did
        layout.addWidget(self.message)
        self.database_label = QLabel(self)
        self.database_label.setObjectName("databaseLabel")
        self.database_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.database_label)
        self.retranslate()

    def _button(self, name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setMinimumWidth(190)
        button.clicked.connect(lambda _c=False: slot())
        return button

    def retranslate(self) -> None:
        self.title.setText(self.tr("Poker Director"))
        self.text.setText(self.tr(
            "Run live poker: the clock, the seats, the stacks and the money."))
        self.table.setHorizontalHeaderLabels([
            self.tr("Event"), self.tr("Kind"), self.tr("Game"), self.tr("Status"),
            self.tr("Created"), self.tr("Players")])
        self.new_tournament_button.setText(self.tr("New tournament..."))
        self.new_cash_button.setText(self.tr("New cash game..."))
        self.resume_button.setText(self.tr("Resume"))
        self.duplicate_button.setText(self.tr("Duplicate settings..."))
        self.players_button.setText(self.tr("Players..."))
        self.quick_button.setText(self.tr("Quick clock..."))
        self.delete_button.setText(self.tr("Delete..."))
        self.show_archived.setText(self.tr("Show archived"))
        self.database_label.setText(self.tr("Database: %1").replace(
            "%1", self.context.where))
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        """Each time Home comes up (the Windows menu too) it reads the events again:
        a tournament finished in the console shows as finished."""
        super().showEvent(event)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def follow_the_feed(self) -> None:
        """Once the database is open, redraw on every commit that changed more than a
        hand in progress, whoever made it (``station_feed``: not while a club's server
        is lost; its catch-up redraws). Before that nothing can be committed here, and
        the other stations are heard only once it is open; a file not yet opened
        with SQLAlchemy (the usual start, issue 33) is followed as a file
        (``follow_the_file``)."""
        if self._following:
            return
        db = self.context.opened
        if db is None:
            self.follow_the_file()
            return
        from director.ui.club.station_feed import followed_changes

        self._following = True
        if self._file_timer is not None:
            self._file_timer.stop()
        followed_changes(db, self).changed.connect(self._committed)

    def follow_the_file(self) -> None:
        """Until the database is opened with SQLAlchemy, its file and ``-wal`` are
        looked at every second (``os.stat``: a commit by any connection, another
        program's too, changes one of them), and the list is read again when one has
        changed; the commit feed takes over once the database is open."""
        look = self.context.unopened
        if look is None or self._file_timer is not None:
            return
        path = look.path
        self._file_seen = _file_state(path)
        self._file_timer = QTimer(self)
        self._file_timer.setObjectName("homeFileWatch")
        self._file_timer.setInterval(FILE_WATCH_MS)
        self._file_timer.timeout.connect(lambda: self._file_looked_at(path))
        self._file_timer.start()

    def _file_looked_at(self, path: Path) -> None:
        if self.context.opened is not None:
            self.follow_the_feed()  # the commit feed from now on (this timer stops)
            return
        now = _file_state(path)
        if now != self._file_seen:
            self._committed()
            self._file_seen = _file_state(path)  # after its own read

    def _committed(self) -> None:
        if self.isVisible():  # hidden, it reads the list again when shown
            self.refresh()

    def refresh(self, select_id: int | None = None) -> None:
        """Read the events again (after a save, on showing the page, after a commit)."""
        self.follow_the_feed()
        keep = select_id if select_id is not None else self.selected_id()
        self.events = list_events(self.context.reader, archived=self.show_archived.isChecked())
        self.table.setRowCount(len(self.events))
        for row, e in enumerate(self.events):
            status = status_name(e.status)
            if e.archived:
                status = self.tr("%1, archived").replace("%1", status)
            texts = (e.name, kind_name(e.kind), game_name(HORSE_KEY if e.mixed else e.game),
                     status, event_day(e.created_at), str(e.players))
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if col == 5:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
            if e.event_id == keep:
                self.table.selectRow(row)
        self.empty.setText(self.tr("Opening the database…") if self.context.opening else
                           self.tr("No events yet: start with a new tournament or cash game."))
        self.empty.setVisible(not self.events)
        self._selection_changed()

    @cached_property
    def queries(self) -> Queries:
        """The read-only queries of events and players, imported when first asked for:
        the list itself is a plain read (``event_list``), so the start needs no ORM."""
        from director.services.events.queries import Queries

        return Queries(self.context.db)

    def selected_id(self) -> int | None:
        model = self.table.selectionModel()
        rows = model.selectedRows() if model is not None else []
        return self.events[rows[0].row()].event_id if rows and self.events else None

    def select(self, event_id: int) -> None:
        for row, e in enumerate(self.events):
            if e.event_id == event_id:
                self.table.selectRow(row)

    def selected(self) -> EventSummary | None:
        event_id = self.selected_id()
        return next((e for e in self.events if e.event_id == event_id), None)

    def _selection_changed(self) -> None:
        chosen = self.selected()
        for button in (self.resume_button, self.duplicate_button, self.archive_button,
                       self.delete_button):
            button.setEnabled(chosen is not None)
        self.archive_button.setText(self.tr("Bring back") if chosen and chosen.archived
                                    else self.tr("Archive"))

    def deleted_meanwhile(self, event_id: int) -> None:
        """The event chosen was deleted at another station since this list was read
        (its Resume, Duplicate or Archive found it gone): said, nothing done with it,
        and the list read again."""
        name = next((e.name for e in self.events if e.event_id == event_id), str(event_id))
        self.refresh()
        self.message.show_error(msg("win-event-deleted-meanwhile", event=name))

    def unless_deleted(self, event_id: int, act: Callable[[], T]) -> tuple[T] | None:
        """``act`` for an event this list showed, its result in a tuple; one deleted at
        another station since (the service's "there is no event") is said here
        (``deleted_meanwhile``) and None returned (Resume, Duplicate, Archive)."""
        try:
            return (act(),)
        except ServiceError as refused:
            if refused.message.id != "svc-no-event":
                raise  # any other refusal is said where it is run
            self.deleted_meanwhile(event_id)
            return None

    def _archive(self) -> None:
        """Archive the chosen event (or bring an archived one back to the list): what
        the button said, though another station did the same meanwhile."""
        chosen = self.selected()
        if chosen is None:
            return
        if self.message.attempt(lambda: self.unless_deleted(
                chosen.event_id, lambda: self.context.events.set_archived(
                    chosen.event_id, not chosen.archived))) is not None:
            self.refresh(select_id=chosen.event_id)

    def delete(self) -> QMessageBox | None:
        """Ask, then delete the chosen event with everything of it (players stay)."""
        chosen = self.selected()
        if chosen is None:
            return None
        if self.is_open(chosen.event_id):
            self.message.show_error(self.tr("%1 is open in this window; it can be deleted "
                                            "after a restart of the program")
                                    .replace("%1", chosen.name))
            return None
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Delete an event"), self.tr(
            "Delete %1 with its tables, entries, hands, ledger and clock? This cannot be "
            "undone; the players stay in the player database.").replace("%1", chosen.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("deleteConfirm")
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Delete"))
        box.button(QMessageBox.StandardButton.Cancel).setText(self.tr("Keep it"))
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(lambda _result: self._delete_answered(box, chosen))
        self.confirm = box
        box.open()
        return box

    def _delete_answered(self, box: QMessageBox, chosen: EventSummary) -> None:
        """Deleted once confirmed; an event gone meanwhile (deleted at another station,
        or by another question of this one) is said in words, the list read again."""
        if box.clickedButton() is not box.button(QMessageBox.StandardButton.Yes):
            return
        def delete() -> bool:
            try:
                self.context.events.delete_event(chosen.event_id)
            except ServiceError as refused:
                if refused.message.id != "svc-no-event":
                    raise  # any other refusal is said as the service words it
                return False
            return True

        deleted = self.message.attempt(delete)
        self.refresh()
        if deleted:
            self.message.show_info(self.tr("%1 was deleted").replace("%1", chosen.name))
        elif deleted is False:
            self.message.show_error(self.tr(
                "%1 was already deleted, at another station or by another question here")
                .replace("%1", chosen.name))

    def _resume(self) -> None:
        event_id = self.selected_id()
        if event_id is not None:
            self.resume.emit(event_id)

    def _duplicate(self) -> None:
        event_id = self.selected_id()
        if event_id is not None:
            self.duplicate.emit(event_id)
