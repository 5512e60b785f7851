"""The Leagues window (File > Leagues): a season's events, its formula, the
standings, a player's history; standings printed (``ui.papers``) or saved as CSV.

A new league takes a name, a formula (one offered by name, or the club's own
expression, checked by the service with a message when it cannot be used),
how many best results count and the tie rule.

Each command (a new league, an event added) runs through the window's action
runner: a refusal is said on its line (again after a change of language), and
the window follows the commit feed (a result recorded while it is open, a league
made at another station).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGroupBox,
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

from director.engine.event.money.formula import NAMED
from director.engine.event.money.league import MOST_BEST
from director.engine.messages import render
from director.services.events.queries import Queries
from director.services.papers import csv_files
from director.services.papers.papers import points, standings_paper
from director.services.tournament.leagues import LeagueService
from director.ui.club.station_feed import followed_changes
from director.ui.common.actions import ActionRunner
from director.ui.common.context import EventWindow
from director.ui.common.director_widgets import (
    MessageLabel,
    TypedAmount,
    fit_to_screen,
    scrolled,
)
from director.ui.common.language import current_language as language
from director.ui.common.named import named
from director.ui.papers.papers import open_preview

if TYPE_CHECKING:
    from director.services.core.database import Database


class LeaguesWindow(QDialog):
    def __init__(self, db: Database, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("leaguesWindow")
        self.setWindowTitle(self.tr("Leagues"))
        self.db = db
        self.service = LeagueService(db)
        self.league = named(QComboBox(), "leagueChoice")
        self.league.currentIndexChanged.connect(self.refresh)
        # A new league
        new = QGroupBox(self.tr("New league"))
        self.name = named(QLineEdit(), "leagueName")
        self.formula = named(QComboBox(), "leagueFormula")
        self.formula.setEditable(True)  # a named formula, or the club's own expression
        names = {"field": self.tr("Field: players - place + 1"),
                 "square-root": self.tr("Square root: 10 * sqrt(players) / sqrt(place)"),
                 "buy-in": self.tr("Buy-in: the square root formula * (1 + log(buyin + 0.25))")}
        for key in NAMED:
            self.formula.addItem(names[key], key)
        # the number typed is the one the league counts, or refused in words by the
        # service (a spin box dropped the digit past 99: 150 typed counted 15)
        self.best = named(TypedAmount(), "leagueBest")
        self.best.setRange(0, MOST_BEST)
        self.best.setSpecialValueText(self.tr("all"))
        self.ties = named(QComboBox(), "leagueTies")
        for key, name in (("shared", self.tr("equal totals share the place")),
                          ("most-wins", self.tr("more wins ahead")),
                          ("best-finish", self.tr("better best finish ahead"))):
            self.ties.addItem(name, key)
        self.create_button = named(QPushButton(self.tr("&Create league")), "leagueCreate")
        self.create_button.clicked.connect(self.create_league)
        form = QFormLayout(new)
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Formula:"), self.formula)
        values = QLabel(self.tr("Values: place, players, buyin, rebuys, addons, bounties, "
                                "prize; sqrt, log, min, max, abs, round"))
        values.setWordWrap(True)  # the window stays narrow in every language (issue 29)
        form.addRow(values)
        form.addRow(self.tr("&Best results counted:"), self.best)
        form.addRow(self.tr("&Ties:"), self.ties)
        form.addRow(self.create_button)
        # long formulas and event names do not widen the window past its buttons
        for combo in (self.formula, self.ties):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(24)
        # Events of the league
        self.event_choice = named(QComboBox(), "leagueEventChoice")
        self.event_choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.event_choice.setMinimumContentsLength(24)
        self.add_button = named(QPushButton(self.tr("&Add event")), "leagueAddEvent")
        self.add_button.clicked.connect(self.add_event)
        self.events_label = named(QLabel(), "leagueEvents")
        self.events_label.setWordWrap(True)
        # Standings and history
        self.table = named(QTableWidget(0, 5), "leagueStandings")
        self.table.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Player"),
                                              self.tr("Points"), self.tr("Counted"),
                                              self.tr("Wins")])
        # the names take the width the numbers leave (the header stopped short of it)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self.show_history)
        self.history = named(QLabel(), "leagueHistory")
        self.history.setWordWrap(True)
        self.message = MessageLabel(None, "leagueMessage")
        self.runner = ActionRunner(lambda: db, self.message, self)
        self.print_button = named(QPushButton(self.tr("&Print standings...")), "leaguePrint")
        self.csv_button = named(QPushButton(self.tr("Save as &CSV...")), "leagueCsv")
        self.print_button.clicked.connect(self.print_standings)
        self.csv_button.clicked.connect(self.save_csv)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("League:")))
        top.addWidget(self.league, 1)
        adding = QHBoxLayout()
        adding.addWidget(self.event_choice, 1)
        adding.addWidget(self.add_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.csv_button)
        content = QWidget(self)  # scrolls on a small screen; message, buttons stay in view
        layout = QVBoxLayout(content)
        layout.addWidget(new)
        layout.addLayout(top)
        layout.addLayout(adding)
        layout.addWidget(self.events_label)
        self.table.setMinimumHeight(160)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.history)
        outer = QVBoxLayout(self)
        outer.addWidget(scrolled(content, "leaguesScroll"), 1)
        # outside the scrolled part: at 1024x600 a refusal at its foot was cut in half
        outer.addWidget(self.message)
        outer.addLayout(buttons)
        fit_to_screen(self, 760, 720)
        self.fill()
        self.changes = followed_changes(db, self)
        self.changes.changed.connect(lambda: self.fill(select=self.current()))

    def fill(self, select: int | None = None) -> None:
        self.league.blockSignals(True)
        self.league.clear()
        for league in self.service.leagues():
            self.league.addItem(league.name, league.id)
        if select is not None:
            self.league.setCurrentIndex(self.league.findData(select))
        self.league.blockSignals(False)
        chosen = self.event_choice.currentData()  # kept when the feed reads them again
        self.event_choice.clear()
        for e in Queries(self.db).list_events():
            if e.kind == "tournament":
                self.event_choice.addItem(f"{e.name} ({e.created_at[:10]})", e.event_id)
        if chosen is not None and self.event_choice.findData(chosen) >= 0:
            self.event_choice.setCurrentIndex(self.event_choice.findData(chosen))
        self.refresh()

    def current(self) -> int | None:
        data = self.league.currentData()
        return int(data) if data is not None else None

    def create_league(self) -> None:
        league = self.runner.run(  # the best results read here: "1,5" is refused in words
            lambda: self.service.create(self.name.text(), self.chosen_formula(),
                                        datetime.now(UTC), self.best.chosen() or None,
                                        str(self.ties.currentData())),
            lambda _league: self.tr("League created"))
        if league is not None:  # the feed has read the leagues again: the new one shown
            self.league.setCurrentIndex(self.league.findData(league))

    def chosen_formula(self) -> str:
        """A named formula's key when one is chosen from the list, else the typed text."""
        index = self.formula.currentIndex()
        if index >= 0 and self.formula.currentText() == self.formula.itemText(index):
            return str(self.formula.itemData(index))
        return self.formula.currentText()

    def add_event(self) -> None:
        league = self.current()
        if league is None:
            self.message.show_error(lambda: self.tr("Create a league first"))
            return
        if self.event_choice.currentData() is None:  # a league, but no tournament yet
            self.message.show_error(lambda: self.tr(
                "There is no tournament to add yet: a league counts tournaments"))
            return
        event = int(self.event_choice.currentData())
        self.message.clear()
        self.runner.run(lambda: self.service.add_event(league, event))  # the feed redraws

    def refresh(self) -> None:
        self.table.setRowCount(0)
        self.history.clear()
        league = self.current()
        if league is None:
            self.events_label.clear()
            return
        names = [e.name for e in self.service.events(league)]
        self.events_label.setText(self.tr("Events: %1").replace("%1", ", ".join(names) or "-"))
        # a read: a formula the results cannot be counted with is said, nothing written
        table = self.runner.run(lambda: self.service.standings(league))
        if table is None:
            return
        lang = language()
        self.table.setRowCount(len(table))
        for row, r in enumerate(table):
            for column, value in enumerate((str(r.place), r.player, render(points(r.points), lang),
                                            str(r.counted), str(r.wins))):
                item = QTableWidgetItem(value)
                item.setData(Qt.ItemDataRole.UserRole, r.player_id)  # two of one name apart
                self.table.setItem(row, column, item)

    def show_history(self) -> None:
        league, rows = self.current(), self.table.selectedItems()
        if league is None or not rows:
            return
        name = self.table.item(rows[0].row(), 1)
        assert name is not None  # refresh put an item in every cell
        player = name.text()
        player_id = int(name.data(Qt.ItemDataRole.UserRole))
        lang = language()
        lines = [self.tr("%1: place %2 of %3, %4 points").replace("%1", h.event)
                 .replace("%2", str(h.place)).replace("%3", str(h.players))
                 .replace("%4", render(points(h.points), lang))
                 for h in self.service.history(league, player, player_id)]
        self.history.setText(f"{player}: " + "; ".join(lines))

    def print_standings(self) -> None:
        league = self.current()
        if league is None:
            return
        paper = self.runner.run(lambda: standings_paper(self.db, league, datetime.now(UTC)))
        if paper is None:
            return  # refused: said on the window's line
        open_preview(paper, "a4", self)

    def save_csv(self) -> None:
        league = self.current()
        if league is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save as CSV"), "standings.csv",
                                              self.tr("CSV (*.csv)"))
        if name:  # a formula that cannot be counted, or a file not written: said
            self.runner.run(lambda: csv_files.save(
                Path(name), csv_files.standings_csv(self.service.standings(league))),
                lambda _none: self.tr("Saved"))


def open_leagues(window: QWidget) -> LeaguesWindow:
    assert isinstance(window, EventWindow)
    dialog = LeaguesWindow(window.context.db, window)
    dialog.setWindowTitle(QCoreApplication.translate("LeaguesWindow", "Leagues"))
    dialog.open()
    return dialog
