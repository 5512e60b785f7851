"""The player database: every player the club has seen, shared by all events.
List, search as typed, add and rename. Adding and renaming run through the page's
action runner (a refusal said on the page's line); the list follows the commit
feed, whoever added or renamed a player (a CSV import, the cash ledger)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from director.engine.messages import msg
from director.services.events.queries import PlayerSummary, Queries
from director.ui.club.station_feed import followed_changes
from director.ui.common.actions import ActionRunner
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import MessageLabel, make_heading, read_only_rows
from director.ui.common.language import by_name, in_language


class PlayersPage(QWidget):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players")
        self.context = context
        self.queries = Queries(context.db)
        self.shown: list[PlayerSummary] = []
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        make_heading(self.heading)
        layout.addWidget(self.heading)
        self.search = QLineEdit(self)
        self.search.setObjectName("playerSearch")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _t: self.refresh())
        layout.addWidget(self.search)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("playerTable")
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        read_only_rows(self.table)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._selected)
        layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.name_label = QLabel(self)
        self.name = QLineEdit(self)
        self.name.setObjectName("playerName")
        self.name.returnPressed.connect(self.add)
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("addPlayerButton")
        self.add_button.clicked.connect(self.add)
        self.rename_button = QPushButton(self)
        self.rename_button.setObjectName("renamePlayerButton")
        self.rename_button.clicked.connect(self.rename)
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("playersBackButton")
        row.addWidget(self.name_label)
        row.addWidget(self.name, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.rename_button)
        row.addStretch(0)
        row.addWidget(self.back_button)
        layout.addLayout(row)
        self.message = MessageLabel(self, "playerMessage")
        layout.addWidget(self.message)
        self.runner = ActionRunner(lambda: context.db, self.message, self)
        self.status = QLabel(self)
        self.status.setObjectName("playerStatus")
        layout.addWidget(self.status)
        self.retranslate()
        self.refresh()
        self._stale = False
        self.changes = followed_changes(context.db, self)
        self.changes.changed.connect(self._follow)

    def _follow(self) -> None:
        """A commit (here or elsewhere): the list read again, the selection kept; a
        page not in front reads it when it is shown (a night's commands do not read
        the club's whole list each time)."""
        if self.isVisible():
            self.refresh(select_id=self.selected_id())
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self._stale = False
            self.refresh(select_id=self.selected_id())

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Players"))
        self.search.setPlaceholderText(self.tr("Search by name or nickname"))
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Nickname"),
                                              self.tr("Events played")])
        self.name_label.setText(self.tr("Name"))
        self.add_button.setText(self.tr("Add a player"))
        self.rename_button.setText(self.tr("Rename the selected player"))
        self.back_button.setText(self.tr("Back to the events"))
        self._show_count()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh(select_id=self.selected_id())  # in the new language's order

    def refresh(self, select_id: int | None = None) -> None:
        """The players as the language orders names (``by_name``; one name twice in
        the order they were added), the search kept."""
        self.shown = by_name(self.queries.list_players(self.search.text()),
                             lambda p: p.name)
        self.table.setRowCount(len(self.shown))
        for row, p in enumerate(self.shown):
            for col, text in enumerate((p.name, p.nickname or "", str(p.events))):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, p.player_id)
                if col == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
            if p.player_id == select_id:
                self.table.selectRow(row)
        self._selected()
        self._show_count()

    def _show_count(self) -> None:
        if not hasattr(self, "shown"):
            return
        self.status.setText(in_language(msg("win-players-shown", players=len(self.shown))))

    def selected_id(self) -> int | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.shown[rows[0].row()].player_id if rows else None

    def _selected(self) -> None:
        self.rename_button.setEnabled(self.selected_id() is not None)

    def add(self) -> int | None:
        name = self.name.text().strip()
        if not name:
            self.message.show_error(lambda: self.tr("Type the player's name first"))
            return None
        self.message.clear()

        def added() -> tuple[int, bool]:
            """The new player, and whether one of that name was already listed."""
            same = self._named(name)
            return self.context.events.add_player(name, self.context.now()), same

        outcome = self.runner.run(added)
        if outcome is None:
            return None  # refused (or the store failed): said on the page's line
        player_id, same = outcome
        if same:
            self.status.setText(self.tr("Note: a player named %1 was already in the list")
                                .replace("%1", name))
        self.name.clear()
        self._select(player_id)  # the list was read again from the feed
        return player_id

    def rename(self) -> None:
        player_id = self.selected_id()
        name = self.name.text().strip()
        if player_id is None:
            return
        if not name:
            self.message.show_error(lambda: self.tr("Type the new name first"))
            return
        self.message.clear()

        def renamed() -> bool:
            """Renamed; whether another player of that name was already listed."""
            same = self._named(name, besides=player_id)
            self.context.events.rename_player(player_id, name)
            return same

        same = self.runner.run(renamed)  # the list follows the feed; a refusal is said
        if same is not None:
            self.name.clear()
        if same:  # two people may share a name: said, as when a player is added
            self.status.setText(self.tr("Note: a player named %1 was already in the list")
                                .replace("%1", name))

    def _named(self, name: str, besides: int | None = None) -> bool:
        """Whether a player (other than ``besides``) is called ``name`` already: two
        people may share a name, which the page says."""
        return any(p.name.casefold() == name.casefold() and p.player_id != besides
                   for p in self.queries.list_players(name))

    def _select(self, player_id: int) -> None:
        for row, p in enumerate(self.shown):
            if p.player_id == player_id:
                self.table.selectRow(row)
