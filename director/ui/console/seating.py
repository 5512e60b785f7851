"""The seating window: the tables as ovals, the random seat draw (R-3.2), the draw for
the button (R-3.1), balancing and table breaks as instructions to confirm (R-8.4),
dragging a player to another seat, and the next hand at a table dealt on the felt
without the dealer panel (Next hand, Ctrl+H: the button moves on, R-3.3, and the
message line says what is posted: the blinds, R-3.4 and R-3.5, or in draw and stud
the antes and the bring-in, R-4.2, R-6.4, R-6.5; not offered while the table's hand
is dealt at a dealer panel).

Every button is a service command run by the page's ``ActionRunner``; the page
redraws from the read-only queries when the commit feed says something changed,
whoever changed it (this page, the console, a hand at the dealer panel). A
refusal is shown in the message line next to the buttons. Balancing's moves name
the player, the chips they carry, where from and where to, and the rule (R-8.4).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from director.engine.event import balancing as bal
from director.engine.messages import Message, msg
from director.services.core.collector import collector_paused
from director.services.core.message_data import table_label
from director.services.core.station_role import own_table_refusal
from director.services.core.validation import MAX_TABLES
from director.services.events import console_queries as q
from director.services.seating.felt_hands import FeltHand
from director.ui.club.station_feed import followed_changes
from director.ui.common.actions import ActionRunner, EventUndoPage
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import (
    EventChanges,
    MessageLabel,
    PageAmount,
    chips,
    table_name,
)
from director.ui.common.language import as_sentence, follow_language, in_language
from director.ui.console.button_draw import ButtonDrawDialog
from director.ui.console.seat_menu import SeatMenu
from director.ui.console.table_view import TableGraphic


class MovesDialog(QDialog):
    """Balancing moves and table breaks as instructions; applied only on OK (R-8.4)."""

    def __init__(self, lines: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("movesDialog")
        self.setWindowTitle(self.tr("Balance the tables"))
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("Make these moves (R-8.4), then confirm:"), self)
        layout.addWidget(self.heading)  # the rule cited once for the whole list
        self.moves = QListWidget(self)
        self.moves.setObjectName("moveList")
        # a long name's line wraps within the list: read whole, never scrolled sideways
        self.moves.setWordWrap(True)
        self.moves.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.moves.addItems(lines)
        self.moves.setMinimumWidth(520)
        layout.addWidget(self.moves)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                        QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)


class SeatingPage(EventUndoPage):
    def __init__(self, context: AppContext, event_id: int,
                 changes: EventChanges | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatingPage")
        self.context = context
        self.event_id = event_id
        self.changes = changes or followed_changes(context.db, self)
        self.rng_factory = random.SystemRandom  # tests put a seeded random.Random here
        self.graphics: dict[int, TableGraphic] = {}
        self._columns = 0  # the tables side by side (``_place_tables``)
        self.last_dialog: QDialog | None = None
        self.read_only = False  # a club's display station (set_read_only)
        self.own_table: int | None = None  # a club's dealer station's (set_dealer_station)
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        layout.addLayout(bar)
        # the count typed is the one opened, or refused in words by the command (a
        # spin box dropped the digit past its top: 60 typed opened 6 tables)
        self.table_count = PageAmount(self)  # Ctrl+Z, nothing typed: the director's undo
        self.table_count.setObjectName("tableCount")
        self.table_count.setRange(1, MAX_TABLES)
        self._offered = 0  # the count last offered from the store (``_offer_tables``)
        self.open_button = self._button(bar, "openTables", lambda: self.tr("Open tables"),
                                        self.open_tables)
        bar.insertWidget(0, self.table_count)
        # the count typed and Enter opens them, as the button beside it does
        edit = self.table_count.lineEdit()
        assert edit is not None
        edit.returnPressed.connect(self.open_tables)
        # the count named beside it (it stood bare at the bar's left end)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("tableCountLabel")
        follow_language(self).bind(self.count_label.setText, lambda: self.tr("Tables:"))
        self.count_label.setBuddy(self.table_count)
        bar.insertWidget(0, self.count_label)
        self.draw_button = self._button(bar, "drawSeats", lambda: self.tr("Draw seats"),
                                        self.draw_seats)
        self.table_choice = QComboBox(self)
        self.table_choice.setObjectName("buttonTable")
        self.table_choice.currentIndexChanged.connect(lambda _i: self._offer_hand())
        self._choices: list[tuple[str, int]] = []  # the tables as the choice lists them
        bar.addWidget(self.table_choice)
        self.button_draw_button = self._button(bar, "drawButton",
                                               lambda: self.tr("Draw for the button"),
                                               self.draw_for_button)
        # a hand dealt on the felt without the dealer panel (a home game, a club table
        # without a dealer station): one click or Ctrl+H for the table chosen
        self.hand_button = self._button(bar, "nextHand", lambda: self.tr("Next hand (Ctrl+H)"),
                                        self.next_hand)
        follow_language(self).bind(self.hand_button.setToolTip, lambda: self.tr(
            "A hand dealt on the felt without the dealer panel: the button moves on "
            "(R-3.3) and the line says what is posted: the blinds, or in draw and stud "
            "the antes and the bring-in (R-4.2, R-6.4, R-6.5)"))
        self.hand_shortcut = QShortcut(QKeySequence("Ctrl+H"), self, self.next_hand)
        self.hand_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._shown: dict[int, q.TableView] = {}  # the tables as last drawn
        self._open = True  # the tournament not finished, as last read (``_refresh``)
        self.balance_button = self._button(bar, "balance",
                                           lambda: self.tr("Balance / break tables"),
                                           self.balance)
        bar.addStretch(1)
        # why Next hand is not offered at the table chosen (its hand is at a panel)
        self.hand_note = QLabel(self)
        self.hand_note.setObjectName("nextHandNote")
        self.hand_note.setWordWrap(True)
        self.hand_note.hide()
        layout.addWidget(self.hand_note)
        self.message = MessageLabel(self)
        self.runner = ActionRunner(lambda: context.db, self.message, self)
        layout.addWidget(self.message)
        self.hint = QLabel(self)
        follow_language(self).bind(self.hint.setText, self._hint_text)
        self.hint.setObjectName("seatingHint")
        self.hint.setWordWrap(True)  # a long language at 1024x600 wraps, never widens
        layout.addWidget(self.hint)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.grid_host = QWidget(self.scroll_area)
        self.grid = QGridLayout(self.grid_host)
        self.scroll_area.setWidget(self.grid_host)
        self.scroll_area.viewport().installEventFilter(self)
        layout.addWidget(self.scroll_area, 1)
        self.changes.changed.connect(self.refresh)
        self.refresh()
        follow_language(self).on_change(self.refresh)

    def _button(self, bar: QHBoxLayout, name: str, text: Callable[[], str],
                slot: object) -> QPushButton:
        button = QPushButton(self)
        follow_language(self).bind(button.setText, text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        bar.addWidget(button)
        return button

    # ------------------------------------------------------------ drawing

    def refresh(self) -> None:
        """The tables again from the store, the collector paused as the console's
        ``refresh`` says why (a big field: issue 33)."""
        with collector_paused():
            self._refresh()

    def _refresh(self) -> None:
        tables = q.tables(self.context.db, self.event_id)
        ids = [t.table_id for t in tables]
        if list(self.graphics) != ids:
            for graphic in self.graphics.values():
                self.grid.removeWidget(graphic)
                graphic.deleteLater()
            self.graphics = {}
            for table in tables:
                graphic = TableGraphic(table, self.grid_host)
                graphic.seat_dropped.connect(self.move_player)
                graphic.seat_clicked.connect(self.seat_menu)
                graphic.table_clicked.connect(self.choose_table)
                self.graphics[table.table_id] = graphic
            self._columns = 0
            self._place_tables()
        for table in tables:
            self.graphics[table.table_id].show_table(table)
        self._shown = {table.table_id: table for table in tables}
        choices = [(table_name(table.name), table.table_id) for table in tables
                   if self.own_table in (None, table.table_id)]
        if choices != self._choices:  # written again only when the tables or words change
            self._choices = choices
            current = self.table_choice.currentData()
            self.table_choice.clear()
            for text, table_id in choices:
                self.table_choice.addItem(text, table_id)
            # the table chosen stays chosen: found in the choice's own list (a dealer
            # station lists its own table alone, so its place among all is no index)
            index = self.table_choice.findData(current)
            if index >= 0:
                self.table_choice.setCurrentIndex(index)
        # a finished tournament's seats are final until Ctrl+Z takes the finish back
        open_ = q.event_status(self.context.db, self.event_id) != "finished"
        if open_ != self._open:  # finished, or the finish taken back: said above the felt
            self._open = open_
            self.hint.setText(self._hint_text())
        self.table_count.setEnabled(open_)
        self.open_button.setEnabled(open_)
        self.draw_button.setEnabled(open_ and bool(tables))
        self.button_draw_button.setEnabled(open_ and bool(tables))
        self.balance_button.setEnabled(open_ and len(tables) > 1)
        self._offer_tables()
        self._offer_hand()

    def choose_table(self, table_id: int) -> None:
        """A click on a table's felt chooses it for Next hand and the button draw."""
        index = self.table_choice.findData(table_id)
        if index >= 0:
            self.table_choice.setCurrentIndex(index)

    def _offer_hand(self) -> None:
        """Next hand offered at the table chosen unless its hand is dealt at a dealer
        panel (the panel moves the button there): then the line below says so; none
        once the tournament is finished."""
        table = self._shown.get(self.table_choice.currentData())
        at_panel = table is not None and table.running_hand is not None
        self.hand_button.setEnabled(self._open and table is not None and not at_panel)
        self.hand_note.setVisible(at_panel and not self.read_only)
        if at_panel:
            assert table is not None
            self.hand_note.setText(as_sentence(self._at_panel(table)))

    def _offer_tables(self) -> None:
        """The table count as the store has it now (DESIGN.md "One record"): the
        tables the players without a seat need beyond the open tables' free seats,
        at least one. Written when that changes, so a count the director typed stays
        until the night changes it (the audit: after balancing broke tables the box
        still said 5, and Open tables added five)."""
        offered = q.tables_to_open(self.context.db, self.event_id)
        if offered != self._offered:
            self._offered = offered
            self.table_count.setValue(offered)

    def _place_tables(self) -> None:
        """As many tables side by side as the width holds at their readable size
        (``table_view.SMALLEST_SCALE``), the others below: the window scrolls down,
        never sideways (issue 29: seven tables were squeezed into tiny ovals)."""
        graphics = list(self.graphics.values())
        if not graphics:
            return
        room = self.scroll_area.viewport().width() - 2 * self.grid.contentsMargins().left()
        widest = max(g.minimumWidth() for g in graphics) + self.grid.horizontalSpacing()
        columns = max(1, min(len(graphics), room // max(widest, 1)))
        if columns == self._columns:
            return
        self._columns = columns
        for graphic in graphics:
            self.grid.removeWidget(graphic)
        for i, graphic in enumerate(graphics):
            self.grid.addWidget(graphic, i // columns, i % columns)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.scroll_area.viewport() and event.type() == QEvent.Type.Resize:
            self._place_tables()  # another width: as many tables side by side as fit
        return super().eventFilter(watched, event)

    def set_read_only(self) -> None:
        """A club's display station (issue 17): the seating shown, nothing offered
        that changes it; a drop on a seat is refused by the services with a message."""
        self.read_only = True
        for widget in (self.count_label, self.table_count, self.open_button,
                       self.draw_button, self.table_choice, self.button_draw_button,
                       self.balance_button, self.hand_button, self.hand_note, self.hint):
            widget.hide()

    def _hint_text(self) -> str:
        if not self._open:  # finished: nothing to move, bust or buy
            return self.tr("The tournament is finished: the seats stay as it ended "
                           "(Ctrl+Z takes Finish tournament back).")
        if self.own_table is not None:  # a dealer station: no moves, no counts
            return self.tr("Click a player of this table for Bust, Rebuy or Add-on.")
        return self.tr("Drag a player to an empty seat to move them.") + " " + self.tr(
            "Click a player for Bust, Count chips, Rebuy or Add-on.") + " " + self.tr(
            "Click a table to choose it.")

    def set_dealer_station(self, table_id: int | None) -> None:
        """A club's dealer station at ``table_id``: the seating shown, its own table's
        dealing on the felt offered (the button draw, Next hand), not the night's
        commands (open tables, draw seats, balance), which are the director's."""
        self.own_table = table_id
        for widget in (self.count_label, self.table_count, self.open_button,
                       self.draw_button, self.balance_button):
            widget.hide()
        self.hint.setText(self._hint_text())
        self._choices = []  # the choice written again with its own table alone
        self.refresh()

    def seat_menu(self, entry_id: int, where: QPoint) -> SeatMenu | None:
        """The clicked player's menu: Bust…, Rebuy, Add-on (issue 19); at a dealer
        station for its own table's players only (``station_role``)."""
        if self.read_only:
            self.message.show_error(self.tr("This station only shows the seating: busts, "
                                            "rebuys and moves are made at the director's "
                                            "station."))
            return None
        if self.own_table is not None:  # a dealer station: its own table's players alone
            at = next((t.table_id for t in self._shown.values()
                       if any(seat.entry_id == entry_id for seat in t.seats)), None)
            why = own_table_refusal(self.context.db, [at])
            if why is not None:  # said at the click, not after Bust…, Enter
                self.message.show_error(why)
                return None
        entries = q.entries(self.context.db, self.event_id)
        entry = next((e for e in entries if e.entry_id == entry_id), None)
        if entry is None:  # registration undone at another station since the page showed it
            name = next((s.player for t in self._shown.values() for s in t.seats
                         if s.entry_id == entry_id), "")
            self.message.show_error(msg("win-seat-entry-undone", name=name))
            return None
        menu = SeatMenu(self.context, self.event_id, entry, entries, self.runner, self)
        self.last_menu = menu
        menu.open_at(where)
        return menu

    # ------------------------------------------------------------ commands

    def open_tables(self) -> None:
        count = self.message.attempt(self.table_count.chosen)  # "1,5": refused in words
        if count is not None and self.runner.run(lambda: self.context.seating.open_tables(
                self.event_id, count, self.context.now())) is not None:
            # a message, said again in another language after a switch (issue 29)
            self.message.show_info(msg("win-tables-opened", count=count))

    def draw_seats(self) -> None:
        drawn = self.runner.run(lambda: self.context.seating.draw_seats(
            self.event_id, self.context.now(), self.rng_factory()))
        if drawn is not None:
            self.message.show_info(msg("win-players-seated", count=len(drawn)))

    def draw_for_button(self) -> ButtonDrawDialog | None:
        table_id = self.table_choice.currentData()
        if table_id is None:
            self.message.show_error(lambda: self.tr("Open the tables first"))
            return None
        # the table as the store has it after the draw: a table broken up at another
        # station since the page showed it is refused by the draw, in words
        name = self.table_choice.currentText()
        draw = self.runner.run(lambda: self.context.seating.draw_for_button(
            table_id, self.context.now(), self.rng_factory()),
            lambda done: self.tr("The button starts at seat %1 at %2")
            .replace("%1", str(done.button)).replace("%2", name))
        if draw is None:
            return None
        table = next((t for t in q.tables(self.context.db, self.event_id)
                      if t.table_id == table_id), None)
        names = {} if table is None else {s.number: s.player for s in table.seats}
        dialog = ButtonDrawDialog(draw, names, name, self)
        self.last_dialog = dialog
        dialog.open()
        dialog.start()
        return dialog

    @staticmethod
    def _at_panel(table: q.TableView) -> Message:
        return msg("win-felt-hand-at-panel", hand_number=table.running_hand or 0,
                   table_text=table_label(table.name))

    def next_hand(self) -> FeltHand | None:
        """Next hand at the table chosen, dealt on the felt (R-3.3 to R-3.5): the
        button and blinds move on, said with where they are now; every view follows
        the commit feed. The hands dealt there as this page last showed them go with
        it, so two directors recording the same hand move the button once (the
        second is refused in words). Ctrl+Z undoes it ("next hand")."""
        if self.read_only:
            return None
        table = self._shown.get(self.table_choice.currentData())
        if table is None:
            self.message.show_error(lambda: self.tr("Open the tables first"))
            return None
        if table.running_hand is not None:
            self.message.show_error(self._at_panel(table))
            return None
        done = self.runner.run(lambda: self.context.seating.next_hand(
            table.table_id, self.context.now(), table.hands_dealt))
        if done is not None:
            self.message.show_info(msg("win-felt-hand-dealt", hand_number=table.hands_dealt + 1,
                                       table_text=table_label(table.name),
                                       explanation_text=done.explanation))
        return done

    def describe(self, result: bal.Rebalance) -> list[str]:
        """Each move as an instruction naming people (R-8.4): who, with the chips they
        carry, from which table and seat to which. The rule is cited once, above the
        list (``MovesDialog``), not on every line."""
        tables = q.tables(self.context.db, self.event_id)
        names = {t.table_id: table_name(t.name) for t in tables}
        seats = {(t.table_id, s.number): s for t in tables for s in t.seats}
        lines = [self.tr("%1 breaks").replace("%1", names.get(int(t), str(t)))
                 for t in result.broken]
        for move in result.moves:
            seat = seats.get((int(move.from_table), move.from_seat))
            who = seat.player if seat is not None else ""
            carried = chips(seat.stack) if seat is not None and (
                seat.dealt or seat.counted_at) else self.tr("not tracked")
            lines.append(self.tr("%1 (%2): %3 seat %4 to %5 seat %6")
                         .replace("%1", who).replace("%2", carried)
                         .replace("%3", names.get(int(move.from_table), str(move.from_table)))
                         .replace("%4", str(move.from_seat))
                         .replace("%5", names.get(int(move.to_table), str(move.to_table)))
                         .replace("%6", str(move.to_seat)))
        if result.final_table is not None:
            lines.append(self.tr("Final table: %1").replace(
                "%1", names.get(int(result.final_table), "")))
        lines.extend(as_sentence(note) for note in result.notes)
        return lines

    def balance(self) -> MovesDialog | None:
        seed = random.SystemRandom().randrange(2**62)
        preview = self.runner.run(lambda: q.balance_preview(
            self.context.db, self.event_id, random.Random(seed)))
        if preview is None:
            return None
        if not preview.moves and not preview.broken:
            # why nobody moves; a short table may have to wait a hand. Said
            # again in the new language after a switch, a sentence with a capital.
            notes = preview.notes

            def why() -> str:
                words = "; ".join(in_language(n) for n in notes)
                return words[:1].upper() + words[1:] if words else \
                    self.tr("The tables are balanced; nobody moves.")

            self.message.show_info(why)
            return None
        dialog = MovesDialog(self.describe(preview), self)
        self.last_dialog = dialog
        dialog.accepted.connect(lambda: self._apply_balance(seed, preview))
        dialog.open()
        return dialog

    def _apply_balance(self, seed: int, shown: bal.Rebalance) -> None:
        """The moves confirmed, or none: refused in words when the tables changed
        since the dialog showed them (the player named is the one who moves)."""
        done = self.runner.run(lambda: self.context.seating.balance(
            self.event_id, self.context.now(), random.Random(seed), shown))
        if done is not None:
            self.message.show_info(msg("win-moves-made", count=len(done.moves)))

    def move_player(self, entry_id: int, table_id: int, seat: int) -> None:
        """A drop on a seat: move the player there through the services."""
        self.runner.run(lambda: self.context.seating.move_player(
            entry_id, table_id, seat, self.context.now()),
            lambda _none: self.tr("Player moved to seat %1").replace("%1", str(seat)))
