"""A cash game's tables, as a card room runs them (R-3.6, R-8.7).

The tables are drawn as ovals (the seating window's drawing), one tab each,
with the players' names and stacks in their seats and the button and blinds of
the last hand; a click on a seat chooses it beside them. There: open a table;
seat a player in a chosen seat or a drawn one with a buy-in; the waiting list
and seat-change requests; and what a seated player does (top up, step away and
come back, change seats, leave with a cash-out). "Draw for the button" deals the
first button by cards (R-3.1) and shows them; "Deal at this table" opens the
dealer panel there; "Next hand" (Ctrl+H) records a hand dealt on the felt without
it, planned as the panel plans it (R-3.3 to R-3.7). Every button is one service
command run by the page's ``ActionRunner``; Ctrl+Z undoes the last one. The page reads the store
whenever it draws and follows the commit feed (``followed_changes``): a command
of this page or the ledger, the dealer panel's hand, another station.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QMouseEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from director.engine.hand.facts.games import Opening
from director.services.cash.cash_table_views import CashSeatView, CashTableView, next_in_line
from director.services.cash.cash_tables import CashTableService
from director.services.core.documents import CashSettings
from director.services.events import console_queries as q
from director.ui.cash.cash_table_commands import CashTableCommands
from director.ui.cash.cash_table_form import OpenTableForm, spin, stakes_text
from director.ui.cash.money_dialog import spot_text
from director.ui.club.station_feed import followed_changes
from director.ui.common.actions import ActionRunner
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import (
    EventChanges,
    MessageLabel,
    chips,
    make_heading,
    scrolled,
    table_name,
)
from director.ui.console.console_dialogs import BIG
from director.ui.console.table_view import SeatItem, TableGraphic

T = TypeVar("T")


def _table_view(t: CashTableView, away: str) -> q.TableView:
    """The seating window's table picture for a cash table (the player's id stands
    where a tournament entry would, for dragging a player to another seat)."""
    return q.TableView(t.table_id, t.name, t.max_seats, t.button, t.small_blind_seat,
                       t.big_blind_seat, tuple(
                           q.SeatView(s.number, s.player_id,
                                      s.player + (f" ({away})" if s.away else ""), s.stack)
                           for s in t.seats))


class CashTablesPage(CashTableCommands):
    """The tables of one cash game: the table pictures, the controls and what they
    show; what each button does is ``CashTableCommands``'s."""

    def __init__(self, context: AppContext, event_id: int,
                 changes: EventChanges | None = None, parent: QWidget | None = None,
                 controls_later: bool = False) -> None:
        """``controls_later``: the controls beside the tables are built by a call of
        ``build_controls`` (an event's first open: after the page's first paint)."""
        super().__init__(parent)
        self.setObjectName("cashTables")
        self.context = context
        self.event_id = event_id
        self.changes = changes or followed_changes(context.db, self)
        self.service = CashTableService(context.db)  # tests put a seeded source in .rng
        _, self.event_name, settings = q.event_settings(context.db, event_id)
        assert isinstance(settings, CashSettings)
        self.settings = settings
        self.views: list[CashTableView] = []
        self.settled = False  # Settle closed the tables
        self.graphics: dict[int, TableGraphic] = {}
        self.own_table: int | None = None  # a club's dealer station's (set_dealer_station)

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        layout.addLayout(top)
        self.title = make_heading(QLabel(self))
        self.title.setObjectName("eventName")
        top.addWidget(self.title, 1)
        self.straddle_next = QCheckBox(self)
        self.straddle_next.setObjectName("straddleNext")
        self.straddle_next.clicked.connect(self._straddle)
        top.addWidget(self.straddle_next)
        # the first button drawn by cards at the table in front, until a hand
        # places it (then it moves on, R-3.3) and again once everyone has left
        self.rng_factory = random.SystemRandom  # tests put a seeded random.Random here
        self.button_draw_button = QPushButton(self)
        self.button_draw_button.setObjectName("drawButton")
        self.button_draw_button.clicked.connect(lambda _=False: self._draw_for_button())
        top.addWidget(self.button_draw_button)
        self.deal_button = QPushButton(self)
        self.deal_button.setObjectName("dealHere")
        self.deal_button.clicked.connect(self._deal)
        top.addWidget(self.deal_button)
        # a hand dealt on the felt without the dealer panel, at the table in front
        self.hand_button = QPushButton(self)
        self.hand_button.setObjectName("nextHand")
        self.hand_button.clicked.connect(lambda _=False: self._next_hand())
        top.addWidget(self.hand_button)
        # an empty table closed (undone with Ctrl+Z): shown only for a table nobody sits at
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("closeTable")
        self.close_button.clicked.connect(lambda _=False: self._close_table())
        top.addWidget(self.close_button)
        self.hand_shortcut = QShortcut(QKeySequence("Ctrl+H"), self, self._next_hand)
        self.hand_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        body = QHBoxLayout()
        layout.addLayout(body, 1)
        self.tables = QTabWidget(self)
        self.tables.setObjectName("cashTableTabs")
        self.tables.setUsesScrollButtons(True)  # many tables' tabs scroll, never widen it
        self.tables.currentChanged.connect(lambda _i: self._fill_controls())
        body.addWidget(self.tables, 3)
        self.empty = QLabel(self)
        self.empty.setObjectName("noTables")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        body.addWidget(self.empty, 3)
        self.controls = QTabWidget(self)
        self.controls.setObjectName("cashTableControls")
        self.controls.setMaximumWidth(420)
        self.controls.setUsesScrollButtons(True)  # long tab names (Hungarian) scroll
        # on a narrow screen (1024x600 in Hungarian) the controls scroll rather than
        # push the page wider than the window
        controls_area = scrolled(self.controls, "cashTableControlsScroll")
        controls_area.setMaximumWidth(440)
        controls_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # no stop of its own for Tab (its fields are; it scrolls to the one with the keyboard)
        controls_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        body.addWidget(controls_area, 2)
        self.controls_area = controls_area
        self.message = MessageLabel(self)
        layout.addWidget(self.message)
        self.runner = ActionRunner(lambda: context.db, self.message, self)

        self.controls_built = False
        if not controls_later:
            self._make_controls()  # their texts and contents with the page's, below
        self.changes.changed.connect(self.refresh)
        self._fresh = True  # drawn from the store just now: the first show draws no more
        self.retranslate()  # the texts, and the tables drawn from the store

    # ------------------------------------------------------------ building

    def build_controls(self) -> None:
        """The controls beside the tables (new table, seat, seated, waiting list), their
        texts and what they offer. At an event's first open they are built after the
        page's first paint, in a turn of their own (``after_first_paint``; the person's
        keys and clicks wait for them): the tables are on screen sooner and the window
        never stalls 50 ms (issue 33: built with the page, the cash game's open stalled
        it 53 ms, its slowest start 69)."""
        if self.controls_built:
            return
        self._make_controls()
        self._retranslate_controls()
        self._fill_players()
        self._fill_controls()

    def _make_controls(self) -> None:
        self.open_form = OpenTableForm(self.settings, self)
        self.open_form.open_clicked.connect(self._open_table)
        self._build_seat_tab()
        self._build_player_tab()
        self._build_waiting_tab()
        self.controls.addTab(self.open_form, "")
        for tab in (self.seat_tab, self.player_tab, self.waiting_tab):
            self.controls.addTab(tab, "")
        self.controls_built = True

    def _button(self, name: str, slot: Callable[[], None], parent: QWidget) -> QPushButton:
        button = QPushButton(parent)
        button.setObjectName(name)
        button.clicked.connect(lambda _=False: slot())
        return button

    def _build_seat_tab(self) -> None:
        tab = self.seat_tab = QWidget(self)
        tab.setObjectName("seatTab")
        grid = QGridLayout(tab)
        self.player = QComboBox(tab)
        self.player.setObjectName("seatPlayerName")
        self.player.setEditable(True)
        self.player.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)  # known names only
        self.buy_in = spin("seatBuyIn", 0, BIG, max(self.settings.min_buy_in,
                                                    self.settings.stakes().unit * 100), tab)
        self.seat_choice = QComboBox(tab)
        self.seat_choice.setObjectName("seatChoice")
        self.post = QCheckBox(tab)
        self.post.setObjectName("seatPost")
        self.seat_labels = [QLabel(tab) for _ in range(3)]
        for row, (label, field) in enumerate(zip(self.seat_labels, (
                self.player, self.buy_in, self.seat_choice), strict=True)):
            grid.addWidget(label, row, 0)
            grid.addWidget(field, row, 1)
        grid.addWidget(self.post, 3, 0, 1, 2)
        self.seat_button = self._button("seatButton", self._sit, tab)
        self.wait_button = self._button("waitButton", self._add_waiting, tab)
        grid.addWidget(self.seat_button, 4, 0, 1, 2)
        grid.addWidget(self.wait_button, 5, 0, 1, 2)
        grid.setRowStretch(6, 1)

    def _build_player_tab(self) -> None:
        tab = self.player_tab = QWidget(self)
        tab.setObjectName("playerTab")
        grid = QGridLayout(tab)
        self.seated = QComboBox(tab)
        self.seated.setObjectName("seatedChooser")
        self.seated.currentIndexChanged.connect(lambda _i: self._show_seated())
        grid.addWidget(self.seated, 0, 0, 1, 2)
        self.seated_state = QLabel(tab)
        self.seated_state.setObjectName("seatedState")
        self.seated_state.setWordWrap(True)
        grid.addWidget(self.seated_state, 1, 0, 1, 2)
        self.top_up_amount = spin("topUpAmount", 0, BIG, self.settings.stakes().unit * 50, tab)
        self.top_up_button = self._button("topUpButton", self._top_up, tab)
        grid.addWidget(self.top_up_amount, 2, 0)
        grid.addWidget(self.top_up_button, 2, 1)
        self.leave_button = self._button("leaveButton", self._leave, tab)
        self.away_button = self._button("awayButton", lambda: self._away(None), tab)
        self.back_post_button = self._button("backPostButton", lambda: self._away(True), tab)
        self.back_wait_button = self._button("backWaitButton", lambda: self._away(False), tab)
        self.change_button = self._button("changeRequestButton", self._request_change, tab)
        grid.addWidget(self.leave_button, 3, 0, 1, 2)
        grid.addWidget(self.away_button, 4, 0, 1, 2)
        # one a row: the Hungarian texts are long, and the column is narrow at 1024x600
        grid.addWidget(self.back_post_button, 5, 0, 1, 2)
        grid.addWidget(self.back_wait_button, 6, 0, 1, 2)
        grid.addWidget(self.change_button, 7, 0, 1, 2)
        self.move_label = QLabel(tab)
        grid.addWidget(self.move_label, 8, 0, 1, 2)
        self.move_table = QComboBox(tab)
        self.move_table.setObjectName("moveTable")
        self.move_table.currentIndexChanged.connect(lambda _i: self._fill_move_seats())
        self.move_seat = QComboBox(tab)
        self.move_seat.setObjectName("moveSeat")
        grid.addWidget(self.move_table, 9, 0)
        grid.addWidget(self.move_seat, 9, 1)
        self.move_button = self._button("moveButton", self._move, tab)
        grid.addWidget(self.move_button, 10, 0, 1, 2)
        grid.setRowStretch(11, 1)

    def _build_waiting_tab(self) -> None:
        tab = self.waiting_tab = QWidget(self)
        tab.setObjectName("waitingTab")
        box = QVBoxLayout(tab)
        self.next_label = QLabel(tab)
        self.next_label.setObjectName("nextForTable")
        self.next_label.setWordWrap(True)
        box.addWidget(self.next_label)
        self.waiting = QListWidget(tab)
        self.waiting.setObjectName("waitingList")
        self.waiting.setWordWrap(True)  # a long line (where a name plays now) wraps at
        self.waiting.setHorizontalScrollBarPolicy(  # 1024x600, read whole
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        box.addWidget(self.waiting, 1)
        row = QHBoxLayout()
        box.addLayout(row)
        self.waiting_buy_in = spin("waitingBuyIn", 0, BIG, self.buy_in.value(), tab)
        row.addWidget(self.waiting_buy_in)
        self.seat_waiting_button = self._button("seatWaitingButton", self._seat_waiting, tab)
        row.addWidget(self.seat_waiting_button)
        self.remove_waiting_button = self._button("removeWaitingButton", self._remove_waiting,
                                                  tab)
        box.addWidget(self.remove_waiting_button)

    def retranslate(self) -> None:
        self.title.setText(self.tr("%1 · tables").replace("%1", self.event_name))
        self.button_draw_button.setText(self.tr("Draw for the button"))
        self.button_draw_button.setToolTip(self.tr(
            "R-3.1: one card face up to each player with chips who is not away; the "
            "highest card wins the button. Before the table's first hand, and again once "
            "everyone has left the table."))
        self.deal_button.setText(self.tr("Deal at this table"))
        self.hand_button.setText(self.tr("Next hand (Ctrl+H)"))
        self.close_button.setText(self.tr("Close this table"))
        self.close_button.setToolTip(self.tr(
            "The table in front is empty: close it. Its tab goes, and the seat changes "
            "asked to it are taken off. Ctrl+Z opens it again."))
        self.hand_button.setToolTip(self.tr(
            "A hand dealt on the felt without the dealer panel: the button and the blinds "
            "move on; who is away misses them, who posts to enter or to return posts "
            "(R-3.3, R-3.6)"))
        self.straddle_next.setText(self.tr("Straddle next hand (R-3.7)"))
        if self.controls_built:
            self._retranslate_controls()
        self.refresh()

    def _retranslate_controls(self) -> None:
        for i, text in enumerate((self.tr("New table"), self.tr("Seat"), self.tr("Seated"),
                                  self.tr("Waiting list"))):
            self.controls.setTabText(i, text)
        for label, text in zip(self.seat_labels, (self.tr("Player:"), self.tr("Buy-in:"),
                                                  self.tr("Seat:")), strict=True):
            label.setText(text)
        edit = self.player.lineEdit()
        if edit is not None:
            edit.setPlaceholderText(self.tr("Choose or type a name"))
        self.post.setText(self.tr("Posts a big blind to enter (else waits for it)"))
        self.seat_button.setText(self.tr("Seat the player"))
        self.wait_button.setText(self.tr("Put on the waiting list"))
        self.top_up_button.setText(self.tr("Top up"))
        self.leave_button.setText(self.tr("Leave and cash out"))
        self.away_button.setText(self.tr("Step away"))
        self.back_post_button.setText(self.tr("Back, posts now"))
        self.change_button.setText(self.tr("Ask for a seat change"))
        self.move_label.setText(self.tr("Move to a free seat:"))
        self.move_button.setText(self.tr("Move the player"))
        self.seat_waiting_button.setText(self.tr("Seat the chosen player"))
        self.remove_waiting_button.setText(self.tr("Take off the list"))

    def showEvent(self, event: QShowEvent) -> None:
        """Hands dealt in the dealer panel changed the stacks and the button: redraw
        (not at the first show, drawn as it was built: a cash game's first open drew
        its tables three times, issue 33; a commit meanwhile redraws by the feed)."""
        super().showEvent(event)
        if self._fresh:
            self._fresh = False
        else:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "controls_built"):
            self.retranslate()

    def set_dealer_station(self, table_id: int | None) -> None:
        """A club's dealer station at ``table_id`` (issue 17): its own table alone, with
        what the station does there (Draw for the button, R-3.1, Deal at this table,
        Next hand: ``station_role.DEAL_WRITES``, ``FELT_WRITES``; where the table has
        the option, the straddle a player announces for the next hand, R-3.7,
        ``STRADDLE_WRITES``); opening tables, seating, top-ups, cash-outs and the
        waiting list are the director's, not offered (the services would refuse them
        with the station's message)."""
        self.own_table = table_id
        self.controls_area.hide()
        self.refresh()

    # ------------------------------------------------------------ drawing

    def refresh(self) -> None:
        """Everything again from the store (after a command, the commit feed, a show)."""
        views = self.service.tables(self.event_id)
        if self.own_table is not None:  # a dealer station: its own table
            views = [t for t in views if t.table_id == self.own_table]
        self.views = views
        self.settled = self.service.settled(self.event_id)
        ids = [t.table_id for t in self.views]
        if ids != list(self.graphics):
            keep = self.current()
            self.tables.blockSignals(True)
            self.tables.clear()
            for g in self.graphics.values():
                g.deleteLater()
            self.graphics = {}
            for t in self.views:
                g = TableGraphic(_table_view(t, self.tr("away")), self.tables)
                g.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a picture for the mouse: no Tab stop
                g.seat_dropped.connect(self._dropped)
                g.viewport().installEventFilter(self)
                self.graphics[t.table_id] = g
                self.tables.addTab(g, table_name(t.name))
            if keep is not None and keep.table_id in ids:
                self.tables.setCurrentIndex(ids.index(keep.table_id))
            self.tables.blockSignals(False)
        for index, t in enumerate(self.views):
            self.tables.setTabText(index, table_name(t.name))  # in the language now
            graphic = self.graphics[t.table_id]
            graphic.show_table(_table_view(t, self.tr("away")))
            graphic.subtitle = stakes_text(t.stakes)  # the seats show how many play
            graphic.oval.update()
        self.tables.setVisible(bool(self.views))
        self.empty.setVisible(not self.views)
        self.empty.setText(self.tr("The game is settled: its tables are closed and no hand is "
                                   "dealt (R-8.7). Ctrl+Z takes the settlement back.")
                           if self.settled else self.tr(
                               "No table is open yet: open one with the form on the right.")
                           if self.own_table is None else self.tr(
                               "This station's table is not open in this game."))
        self.deal_button.setEnabled(bool(self.views))
        self.controls.setEnabled(not self.settled)
        if self.controls_built:
            self._fill_players()
        self._fill_controls()

    def _fill_players(self) -> None:
        """The players known, for the Seat tab's name box (what was typed kept)."""
        current = self.player.currentText()
        self.player.clear()
        for pid, name in q.players(self.context.db):
            self.player.addItem(name, pid)
        self.player.setEditText(current)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on a seat in the picture: a player's seat chooses them on the
        Seated tab, an empty seat is chosen for the next player on the Seat tab."""
        if event.type() == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent):
            graphic = next((g for g in self.graphics.values() if g.viewport() is watched),
                           None)
            if graphic is not None:
                item = graphic.itemAt(event.position().toPoint())
                while item is not None and not isinstance(item, SeatItem):
                    item = item.parentItem()
                if isinstance(item, SeatItem):
                    self._seat_clicked(item.number, item.entry_id is not None)
        return super().eventFilter(watched, event)

    def _seat_clicked(self, number: int, taken: bool) -> None:
        combo, tab = (self.seated, self.player_tab) if taken else (self.seat_choice,
                                                                    self.seat_tab)
        index = combo.findData(number)
        if index >= 0:
            combo.setCurrentIndex(index)
            self.controls.setCurrentWidget(tab)

    def _fill_controls(self) -> None:
        t = self.current()
        # not while the table's hand is dealt at a dealer panel (the panel moves the
        # button there), nor once the game is settled
        self.hand_button.setEnabled(t is not None and not t.hand_running and not self.settled)
        self.button_draw_button.setVisible(t is not None and not t.placed)
        self.button_draw_button.setEnabled(t is not None and not t.hand_running
                                           and not self.settled)
        self.close_button.setVisible(t is not None and not t.seats and not self.settled
                                     and self.own_table is None)  # the director's
        self.close_button.setEnabled(t is not None and not t.hand_running)
        self.straddle_next.setVisible(t is not None and t.straddle)  # a dealer station's too
        self.straddle_next.setChecked(t is not None and t.straddle_next)
        if not self.controls_built:  # ``build_controls`` fills them
            return
        blinds = t is None or t.stakes.opening is Opening.BLINDS
        self.post.setVisible(blinds)  # a post to enter is a big blind
        self.post.setChecked(self.post.isChecked() and blinds)
        self.seat_choice.clear()
        self.seat_choice.addItem(self.tr("Draw a seat"), None)
        taken = {s.number for s in t.seats} if t else set()
        for n in range(1, (t.max_seats if t else 0) + 1):
            if n not in taken:
                self.seat_choice.addItem(self.tr("Seat %1").replace("%1", str(n)), n)
        keep = self.seated.currentData()
        self.seated.blockSignals(True)
        self.seated.clear()
        for s in t.seats if t else ():
            self.seated.addItem(self.tr("Seat %1: %2, %3").replace("%1", str(s.number))
                                .replace("%2", s.player).replace("%3", chips(s.stack)),
                                s.number)
        index = self.seated.findData(keep)
        self.seated.setCurrentIndex(index if index >= 0 else 0)
        self.seated.blockSignals(False)
        self._show_seated()
        keep_table = self.move_table.currentData()
        self.move_table.blockSignals(True)
        self.move_table.clear()
        for v in self.views:
            if t is not None and v.stakes == t.stakes:
                self.move_table.addItem(table_name(v.name), v.table_id)
        index = self.move_table.findData(keep_table if keep_table is not None else
                                         (t.table_id if t else None))
        self.move_table.setCurrentIndex(max(0, index))
        self.move_table.blockSignals(False)
        self._fill_move_seats()
        self._fill_waiting()

    def _fill_move_seats(self) -> None:
        self.move_seat.clear()
        self.move_seat.addItem(self.tr("Draw a seat"), None)
        target = next((v for v in self.views if v.table_id == self.move_table.currentData()),
                      None)
        if target is None:
            return
        taken = {s.number for s in target.seats}
        for n in range(1, target.max_seats + 1):
            if n not in taken:
                self.move_seat.addItem(self.tr("Seat %1").replace("%1", str(n)), n)

    def _seat_state(self, s: CashSeatView) -> str:
        parts = []
        if s.away:
            parts.append(self.tr("away"))
        if s.owed.total:
            if s.owed.dead and s.owed.live:
                owes = self.tr("owes a big blind (%1) and a dead small blind (%2)")
            elif s.owed.dead:
                owes = self.tr("owes a dead small blind (%2)")
            else:
                owes = self.tr("owes a big blind (%1) to be dealt in")
            parts.append(owes.replace("%1", chips(s.owed.live)).replace(
                "%2", chips(s.owed.dead)))
        if s.posting:
            parts.append(self.tr("posts at the next hand"))
        elif s.waiting_for_big_blind:
            parts.append(self.tr("waits for the big blind"))
        return "; ".join(parts) or self.tr("playing")

    def _show_seated(self) -> None:
        s, t = self._selected_seat(), self.current()
        self.seated_state.setText(
            f"{spot_text(t.spot(s))}\n{self._seat_state(s)}" if s and t
            else self.tr("Nobody is seated."))
        for b in (self.top_up_button, self.leave_button, self.away_button,
                  self.back_post_button, self.back_wait_button, self.change_button,
                  self.move_button):
            b.setEnabled(s is not None)
        blinds = t is None or t.stakes.opening is Opening.BLINDS
        self.back_wait_button.setText(self.tr("Back, waits for the big blind") if blinds
                                      else self.tr("Back, dealt in at the next hand"))
        if s is not None:
            self.away_button.setVisible(not s.away)
            self.back_post_button.setVisible(s.away and blinds)  # blinds only
            self.back_wait_button.setVisible(s.away)

    def _fill_waiting(self) -> None:
        t = self.current()
        keep = self.waiting.currentItem().data(Qt.ItemDataRole.UserRole) \
            if self.waiting.currentItem() else None
        self.waiting.clear()
        names = {v.table_id: table_name(v.name) for v in self.views}  # in the language now
        waiting = self.service.waiting(self.event_id)
        for w in waiting:
            if w.kind == "change":
                text = self.tr("Seat change: %1 (%2, seat %3) to %4").replace("%1", w.player) \
                    .replace("%2", names.get(w.from_table or 0, "")) \
                    .replace("%3", str(w.from_seat)) \
                    .replace("%4", names.get(w.table_id or 0, self.tr("any table")))
            elif w.from_table is not None:  # seated in another game meanwhile
                text = self.tr("%1 waits for %2, playing at %3 now").replace(
                    "%1", w.player).replace("%2", stakes_text(w.stakes)).replace(
                    "%3", names.get(w.from_table, ""))
            else:
                text = self.tr("%1 waits for %2").replace("%1", w.player).replace(
                    "%2", stakes_text(w.stakes))
            item = QListWidgetItem(text, self.waiting)
            item.setData(Qt.ItemDataRole.UserRole, w.waiting_id)
            if w.waiting_id == keep:
                self.waiting.setCurrentItem(item)
        nxt = next_in_line(t, waiting) if t else None  # the table as drawn, not read again
        if t is None or nxt is None:
            self.next_label.setText(self.tr("Nobody is waiting for a seat at this table."))
        else:
            who = nxt.player
            if nxt.kind == "wait" and nxt.from_table is not None:  # in another game now
                who = self.tr("%1, playing at %2 now").replace("%1", who).replace(
                    "%2", names.get(nxt.from_table, ""))
            self.next_label.setText(self.tr("Next for %1: %2").replace(
                "%1", table_name(t.name)).replace("%2", who))
        if nxt is not None:  # the one a free seat goes to, chosen until another is
            for i in range(self.waiting.count()):
                if self.waiting.item(i).data(Qt.ItemDataRole.UserRole) == nxt.waiting_id:
                    self.waiting.setCurrentRow(i)
