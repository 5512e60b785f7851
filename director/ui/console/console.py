"""The tournament director's console: the entries with table, seat, stack and status;
registration (after the seat draw, with a seat: R-3.2), busts (R-8.5), rebuys, add-ons
and re-entries (R-8.6), chip counts, the chips-in-play check, the color-up with its
chip race (R-8.3), the payouts and the final-table deal. Ctrl+Z undoes the director's
last action (``EventService.undo_last``), Ctrl+Shift+Z puts it back. Every action is
a service command run by the window's ``ActionRunner``: its refusal is shown in the
message line, and every page of the event redraws from the store through the commit
feed. The gestures are short (issue 28): a bust is select, Bust, Enter ("knocked out
by" when known); a rebuy or an add-on, for one player or everyone selected (Ctrl+A),
names them all and the money before Enter charges it, as one undo step. From the
keyboard alone each is as short: the console opens with the keyboard in the name
box (in the list where nobody registers: a dealer station, a finished event), Down
takes it to the list, the arrows or a name's first letters pick the row, and every
button has its Alt letter (Alt+B Bust, Alt+R Rebuy, Alt+M Move…; Hungarian Alt+K,
Alt+E, Alt+H), none on a menu's letter. A stack is shown as the program knows it:
dealt at the panel, counted (with the time), or not tracked."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.money.payouts import Finish
from director.services.core.collector import collector_paused
from director.services.core.documents import TournamentSettings
from director.services.core.message_data import finished_words, place_words
from director.services.events import console_queries as q
from director.services.tournament.bounties import bounties_in_results
from director.services.tournament.deals import DealService
from director.ui.club.station_feed import followed_changes
from director.ui.common.actions import ActionRunner, EventUndoPage
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import (
    EventChanges,
    MessageLabel,
    chips,
    make_heading,
    money,
    read_only_rows,
    table_name,
)
from director.ui.common.language import follow_language, in_language
from director.ui.common.payment_dialog import PaymentDialog, rebought
from director.ui.common.style import icon
from director.ui.console.color_up import ColorUpDialog
from director.ui.console.console_dialogs import (
    CountDialog,
    ResultsDialog,
    RowOnTab,
    ShownRows,
    keyboard_to_rows,
    select_rows,
)
from director.ui.console.console_payouts import PayoutsBox
from director.ui.console.console_registration import RegistrationRow
from director.ui.console.deal import DealDialog
from director.ui.console.hand_for_hand_bar import HandForHandBar
from director.ui.console.move_dialog import MoveDialog
from director.ui.console.night_dialogs import BustDialog, entry_name
from director.ui.console.payouts_dialog import PayoutsDialog
from director.ui.console.table_view import known_stack
from director.ui.console.undone_meanwhile import check_still_entered

T = TypeVar("T")

ICONS = {"register": "user-plus", "bust": "user-x", "rebuy": "repeat", "addOn": "plus-circle",
         "awardPrizes": "trophy", "countChips": "coins", "goSeating": "armchair",
         "goClock": "monitor", "goDealer": "hand"}

# What a club's dealer station reports of its own table's players (``set_dealer_station``).
DEALER_STATION_REPORTS = ("bust", "rebuy", "addOn", "countChips")
# What a finished tournament no longer takes (R-8.5: its results are final), greyed
# until Ctrl+Z takes the finish back; Chips in play and the pages stay.
CLOSED_BY_FINISH = ("register", "bust", "rebuy", "addOn", "reEntry", "countChips", "move",
                    "colorUp", "deal", "awardPrizes", "finish", "payouts")


class ConsolePage(EventUndoPage):
    # One click to the event's other windows (issue 28 "Flow"): "seating", "clock",
    # "dealer"; the main window opens them (the same as Ctrl+T, Ctrl+L, Ctrl+D).
    go_to = Signal(str)

    def __init__(self, context: AppContext, event_id: int,
                 changes: EventChanges | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("consolePage")
        self.context = context
        self.event_id = event_id
        self.changes = changes or followed_changes(context.db, self)
        self.rng_factory: Callable[[], random.Random] = random.SystemRandom
        self.last_dialog: QDialog | None = None
        _, name, settings = q.event_settings(context.db, event_id)
        assert isinstance(settings, TournamentSettings)
        self.settings = settings
        self.currency = settings.currency
        self.message = MessageLabel(self)
        self.runner = ActionRunner(lambda: context.db, self.message, self)
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        layout.addLayout(left, 3)
        self.event_name = name
        self.title = QLabel(name, self)
        self.title.setObjectName("eventName")
        make_heading(self.title)
        heading = QHBoxLayout()
        left.addLayout(heading)
        heading.addWidget(self.title, 1)
        texts = follow_language(self)
        self.buttons: dict[str, QPushButton] = {}
        flow: list[tuple[str, Callable[[], str]]] = [
            ("seating", lambda: self.tr("Seating (Ctrl+T)")),
            ("clock", lambda: self.tr("Clock (Ctrl+L)")),
            ("dealer", lambda: self.tr("Dealer panel (Ctrl+D)"))]
        for where, text in flow:
            self._button(heading, "go" + where.title(), text, partial(self.go_to.emit, where))
        # Registration by typing (issue 19), the row's first part
        self.registration = RegistrationRow(context, event_id, self.runner, self.message,
                                            lambda: self.rng_factory(), self._seat_text, self)
        left.addWidget(self.registration)
        self.register_name = self.registration.name
        self.player_choice = self.registration.choice
        self.buttons["register"] = self.registration.button
        self.registration.button.setIcon(icon(ICONS["register"], self.registration.button))
        # Hand for hand: turned on at the register row's end, followed in a bar
        # under the buttons while it is on
        self.hand_for_hand = HandForHandBar(lambda: context.db, event_id, self.runner,
                                            context.now, self)
        self.registration.row.addWidget(self.hand_for_hand.start_button)
        self.buttons["handForHand"] = self.hand_for_hand.start_button
        grid = QGridLayout()
        left.addLayout(grid)
        actions: list[tuple[str, Callable[[], str], Callable[[], object]]] = [
            ("bust", lambda: self.tr("&Bust"), self.bust),
            ("rebuy", lambda: self.tr("&Rebuy"), self.rebuy),
            ("addOn", lambda: self.tr("&Add-on"), self.add_on),
            ("reEntry", lambda: self.tr("Re-en&try"), self.re_entry),
            ("countChips", lambda: self.tr("C&ount chips"), self.count_chips),
            ("move", lambda: self.tr("&Move…"), self.move_player),
            ("chipsInPlay", lambda: self.tr("Chips in p&lay"), self.check_chips),
            ("colorUp", lambda: self.tr("Color-&up"), self.color_up),
            ("deal", lambda: self.tr("&Deal calculator"), self.deal_calculator),
            ("awardPrizes", lambda: self.tr("Award &prizes"), self.award_prizes),
            ("finish", lambda: self.tr("F&inish tournament"), self.finish),
            ("payouts", lambda: self.tr("Pa&youts…"), self.change_payouts)]
        for i, (key, text, slot) in enumerate(actions):
            button = QPushButton(self)
            texts.bind(button.setText, text)
            button.setObjectName(key)
            button.clicked.connect(slot)
            grid.addWidget(button, i // 6, i % 6)
            self.buttons[key] = button
            if key in ICONS:  # the main actions: an icon beside the words (LOOK.md)
                button.setIcon(icon(ICONS[key], button))
        left.addWidget(self.hand_for_hand)
        left.addWidget(self.message)
        self.entries = QTableWidget(self)
        self.entries.setObjectName("entries")
        self.entries.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.entries.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        read_only_rows(self.entries)  # rows, not cells: Tab leaves the list
        self.entries.verticalHeader().setVisible(False)
        left.addWidget(self.entries, 1)
        self.register_name.down_to_list.connect(lambda: keyboard_to_rows(self.entries))
        RowOnTab(self.entries)  # Tab into the list: its row selected, as Down does
        self.entry_rows = ShownRows(self.entries)
        self.money_box = PayoutsBox(context, event_id, settings, self)
        layout.addWidget(self.money_box, 1)
        self.pool, self.payouts = self.money_box.pool, self.money_box.payouts
        self.rows: list[q.EntryView] = []
        self._opened = False  # shown once: the keyboard then put where work starts
        self.entry_count = 0  # the event's entries (the rows: a dealer station's table's)
        self.own_table: int | None = None  # a club's dealer station's (set_dealer_station)
        self._nobody_seated = lambda: self.tr("Nobody is seated at this station's table")
        self.changes.changed.connect(self.refresh)
        self.refresh()
        texts.on_change(self.refresh)

    def _button(self, bar: QHBoxLayout, key: str, text: Callable[[], str],
                slot: Callable[[], object]) -> None:
        button = QPushButton(self)
        follow_language(self).bind(button.setText, text)
        button.setObjectName(key)
        button.clicked.connect(slot)
        bar.addWidget(button)
        self.buttons[key] = button
        if key in ICONS:
            button.setIcon(icon(ICONS[key], button))

    def set_dealer_station(self, table_id: int | None) -> None:
        """A club's dealer station at ``table_id`` (issue 17): its own table's players,
        with what it reports of them (``station_role.REPORT_WRITES``) and the way to its
        other pages; the rest is the director's, not offered (the services refuse it)."""
        self.own_table = table_id
        self.registration.hide()
        self.hand_for_hand.as_dealer_station()
        for key, button in self.buttons.items():
            if key not in DEALER_STATION_REPORTS and not key.startswith("go"):
                button.hide()
        self.refresh()

    # ------------------------------------------------------------ drawing

    def money(self, amount: int) -> str:
        """An amount in the event's currency (the program's default when it names none)."""
        return money(amount, self.currency)

    def status_text(self, e: q.EntryView) -> str:
        if e.playing:
            return self.tr("Playing")
        text = self.tr("Place %1").replace("%1", str(e.place))
        return f"{text} \u00b7 {self.money(e.prize)}" if e.prize else text

    def stack_text(self, e: q.EntryView) -> str:
        """The stack as the program knows it (issue 28): dealt at the dealer panel, the
        last count with its time, or not tracked at a table dealt on the felt."""
        if not e.playing:
            return ""
        return known_stack(e.stack + e.chips_behind, e.dealt, e.counted_at)

    def refresh(self) -> None:
        """Everything again from the store; on a big field only the cells, names and
        lists whose words changed are written (issue 33). The rows read and dropped
        meanwhile (tens of thousands at 1,000 entries) wait for no collection, and what
        the page keeps joins the old generation without a full sweep (60 ms of the
        window's 144,000 objects every few commits: ``collector_paused``)."""
        with collector_paused():
            self._refresh()

    def _refresh(self) -> None:
        selected = set(self.selected_ids())
        row = self.entries.currentRow()
        current = self.rows[row].entry_id if 0 <= row < len(self.rows) else None
        rows = q.entries(self.context.db, self.event_id)
        self.entry_count = len(rows)
        open_ = q.event_status(self.context.db, self.event_id) != "finished"
        for key in CLOSED_BY_FINISH:
            self.buttons[key].setEnabled(open_)
        self.registration.set_open(open_)
        self.hand_for_hand.refresh(open_)
        if self.own_table is not None:  # a dealer station: its own table's players
            rows = [e for e in rows if e.table_id == self.own_table]
        self.rows = rows
        if self.own_table is not None:  # said while nobody sits there (before the draw, an
            nobody = self._nobody_seated  # event the station's table is not in), not after
            if not rows and self.message.said is not nobody:
                self.message.show_info(nobody)
            elif rows and self.message.said is nobody:
                self.message.show_info("")
        headers = [self.tr("Player"), self.tr("Table"), self.tr("Seat"), self.tr("Stack"),
                   self.tr("Rebuys"), self.tr("Add-ons"), self.tr("Status")]
        bounties = bool(self.settings.bounty)
        if bounties:
            headers.append(self.tr("Bounties"))
        tables = {name: table_name(name) for name in {e.table for e in self.rows}}
        self.entry_rows.show(headers, [
            [entry_name(e), tables[e.table], "" if e.seat is None else str(e.seat),
             self.stack_text(e), str(e.rebuys), str(e.add_ons), self.status_text(e),
             *([self.money(e.bounties_won) if e.bounties_won else ""] if bounties else [])]
            for e in self.rows], amounts=(2, 3, 4, 5, 7))
        self.entries.setColumnHidden(1, self.own_table is not None)  # one table: said once,
        if self.own_table is not None and self.rows:  # beside the event's name
            self.title.setText(f"{self.event_name} \u00b7 {tables[self.rows[0].table]}")
        if self.isVisible():
            self._fit_figures()
        # the rows move: the same entries selected again, the keyboard on the same one
        select_rows(self.entries, [r for r, e in enumerate(self.rows) if e.entry_id in selected],
                    next((r for r, e in enumerate(self.rows) if e.entry_id == current), None))
        self.registration.show_players()
        self.money_box.show_money(self.entry_count)

    def _fit_figures(self) -> None:
        """The figures take the room they need (a stack with the time it was counted);
        the names and the status share the rest. Measured over every row at each
        change of the table's look: set once the console shows, not while it is put
        in the window (136 ms of the opening at 1,000 entries, issue 33)."""
        header = self.entries.horizontalHeader()
        for column in (2, 3, 4, 5):
            if header.sectionResizeMode(column) != QHeaderView.ResizeMode.ResizeToContents:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)

    def showEvent(self, event: QShowEvent) -> None:
        self._fit_figures()
        super().showEvent(event)
        if not self._opened:  # the first time on screen; after, the page's last focus
            self._opened = True
            self.keyboard_start()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """The page given the keyboard (Ctrl+E): it goes where work starts."""
        super().focusInEvent(event)
        self.keyboard_start()

    def keyboard_start(self) -> None:
        """The keyboard in the name box, one Down from the list; in the list, on a row
        selected, where nobody registers (a dealer station, a finished event)."""
        box = self.register_name
        if box.isEnabled() and box.isVisibleTo(self):
            box.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            keyboard_to_rows(self.entries)

    def selected_ids(self) -> list[int]:
        rows = sorted({i.row() for i in self.entries.selectedIndexes()})
        return [self.rows[r].entry_id for r in rows if r < len(self.rows)]

    def select(self, *names: str) -> None:
        """Select the entries of these players (tests and keyboard search)."""
        rows = [r for r, e in enumerate(self.rows) if e.player in names]
        select_rows(self.entries, rows, rows[-1] if rows else None)
        if rows:  # found: shown
            self.entries.scrollTo(self.entries.model().index(rows[-1], 0))

    def _selected(self, playing: bool | None = True) -> list[q.EntryView]:
        ids = self.selected_ids()
        chosen = [e for e in self.rows if e.entry_id in ids and
                  (playing is None or e.playing == playing)]
        if not chosen:
            self.message.show_error(self.tr("Select a player who is still playing first")
                                    if playing else self.tr("Select a busted player first"))
        return [] if self._undone_meanwhile(chosen) else chosen

    def _undone_meanwhile(self, chosen: list[q.EntryView]) -> bool:
        """Whether another station undid an entry of ``chosen`` since the page read it:
        said by the names the rows showed, and nothing is done (``check_still_entered``)."""
        return not self.runner.allowed(
            lambda: check_still_entered(self.context, self.event_id, chosen))

    def _run(self, command: Callable[[], T], done: Callable[[T], str]) -> T | None:
        """A service command through the runner; the time read once, now."""
        return self.runner.run(command, done)

    def _done(self, text: str) -> None:
        """Said here too: a dialog's command (color-up, deal) ran through its own runner."""
        self.message.show_info(text)

    # ------------------------------------------------------------ commands

    def _seat_text(self, table_id: int, seat: int) -> str:
        names = {t.table_id: table_name(t.name) for t in q.tables(self.context.db, self.event_id)}
        return self.tr("%1, seat %2").replace("%1", names[table_id]).replace("%2", str(seat))

    def bust(self) -> BustDialog | None:
        """Select, Bust, Enter (R-8.5): whatever the stack shows at a table dealt on
        the felt; "knocked out by" for the bounties; who had more where two or more
        went out in one hand the panel did not deal. A bust the service would refuse
        whatever the answers is refused before the dialog opens."""
        chosen = self._selected()
        if not chosen:
            return None
        # what would be refused is said at once, before who had more and who won the
        # pot are asked (a seat in a running hand: after the hand)
        ids = [e.entry_id for e in chosen]
        if not self.runner.allowed(
                lambda: self.context.tournaments.check_busts(self.event_id, ids)):
            return None
        others = [e for e in self.rows if e.playing and e not in chosen]
        dialog = BustDialog(chosen, others, self)
        self.last_dialog = dialog
        dialog.accepted.connect(lambda: self._bust(dialog.busts(), dialog.eliminators(),
                                                   chosen + others))
        dialog.open()
        return dialog

    def _bust(self, busts: dict[int, int], eliminators: list[int],
              shown: list[q.EntryView]) -> None:
        """``shown``: the rows the dialog named (the busted and who busted them)."""
        if self._undone_meanwhile([e for e in shown if e.entry_id in busts
                                   or e.entry_id in eliminators]):
            return
        names = {e.entry_id: e.player for e in shown}

        def said(done: tuple[Finish, ...]) -> str:
            # in hand for hand those out before in the same hand, whose place they share
            if any(int(str(p)) not in names for f in done for p in f.players):
                names.update((e.entry_id, e.player)
                             for e in q.entries(self.context.db, self.event_id))
            return "; ".join(in_language(place_words(
                [names.get(int(str(p)), "?") for p in f.players], f.best_place))
                for f in done)

        finishes = self._run(lambda: self.context.tournaments.bust(
            self.event_id, busts, self.context.now(), eliminators=eliminators), said)
        winner = [e.player for e in self.rows if e.place == 1]
        if finishes and winner and not any(e.playing for e in self.rows):
            self.message.show_info(self.message.text() + "\n" + self.tr(
                "%1 wins the tournament: Finish tournament awards the prizes, stops the "
                "clock and shows the results").replace("%1", winner[0]))

    def _pay(self, what: str, chosen: list[q.EntryView], price: int | None,
             command: Callable[[list[int]], T], done: str | Callable[[list[str], T], str],
             check: Callable[[list[int]], None] | None = None) -> PaymentDialog | None:
        """Name everyone and the money, then (Enter) one command for them all: one
        undo step. What would be refused is said at once, before any money is named
        (``check``); without a price (no rebuys in this event) the service says why.
        ``done``: what was done, a text with the names for %1, or made from the names
        and what the command returned."""
        ids = [e.entry_id for e in chosen]
        names = [entry_name(e) for e in chosen]

        def said(result: T) -> str:
            if isinstance(done, str):
                return done.replace("%1", ", ".join(names))
            return done(names, result)
        if price is None:
            self._run(lambda: command(ids), said)
            return None
        if check is not None and not self.runner.allowed(lambda: check(ids)):
            return None
        dialog = PaymentDialog(what, names, price, self.currency, self)
        self.last_dialog = dialog

        def pay() -> None:  # asked again at OK: undone elsewhere while the dialog was open
            if not self._undone_meanwhile(chosen):
                self._run(lambda: command(ids), said)
        dialog.accepted.connect(pay)
        dialog.open()
        return dialog

    def _buying(self) -> list[q.EntryView]:
        """Whom a rebuy is for: everyone selected still playing; one player selected
        who has just busted rebuys back in (R-8.6)."""
        ids = self.selected_ids()
        busted = [e for e in self.rows if len(ids) == 1 and e.entry_id == ids[0] and e.busted]
        if not busted:
            return self._selected()
        return [] if self._undone_meanwhile(busted) else busted

    def rebuy(self) -> PaymentDialog | None:
        chosen = self._buying()
        if not chosen:
            return None
        rule = self.settings.rules().rebuy
        t = self.context.tournaments
        return self._pay(self.tr("Rebuy"), chosen, rule.price if rule else None,
                         lambda ids: t.rebuys(ids, self.context.now()),
                         lambda names, taken: "; ".join(
                             rebought(name, one, self.currency)
                             for name, one in zip(names, taken, strict=True)),
                         lambda ids: t.check_rebuys(
                             ids, self.context.now()))

    def add_on(self) -> PaymentDialog | None:
        chosen = self._selected()
        if not chosen:
            return None
        rule = self.settings.rules().add_on
        t = self.context.tournaments
        return self._pay(self.tr("Add-on"), chosen, rule.price if rule else None,
                         lambda ids: t.add_ons(ids, self.context.now()),
                         self.tr("Add-on for %1"), lambda ids: t.check_add_ons(
                             ids, self.context.now()))

    def re_entry(self) -> PaymentDialog | None:
        """A busted player buys in again and takes a new seat: one command, one undo."""
        chosen = self._selected(False)[:1]
        if not chosen:
            return None
        player = chosen[0].player_id

        def enter(_ids: list[int]) -> tuple[int, int, int]:
            return self.context.seating.enter_and_seat(self.event_id, player,
                                                       self.context.now(), self.rng_factory())
        return self._pay(self.tr("Re-entry"), chosen, self.settings.buy_in, enter,
                         lambda names, done: self.tr("%1 re-enters and takes a new seat")
                         .replace("%1", names[0]) + ": " + self._seat_text(done[1], done[2]),
                         lambda _ids: self.context.seating.check_enter_and_seat(
                             self.event_id, player, self.context.now()))

    def count_chips(self) -> CountDialog | None:
        chosen = self._selected()
        if not chosen:
            return None
        dialog = CountDialog(chosen[0], self.settings.chip_set(), self)
        self.last_dialog = dialog
        # accepted once every count is an amount (``CountDialog.accept``); read by the
        # command all the same, so one that is none could only be refused in words
        dialog.accepted.connect(lambda: self._count(chosen[0], dialog.counts))
        dialog.open()
        return dialog

    def move_player(self) -> MoveDialog | None:
        """The row, Move…, Enter (``MoveDialog``): as a drag on the seating window."""
        chosen = self._selected()[:1]
        if not chosen:
            return None
        dialog = MoveDialog(chosen[0], q.tables(self.context.db, self.event_id), self)
        self.last_dialog = dialog
        dialog.accepted.connect(lambda: self._move(chosen[0], dialog.where()))
        dialog.open()
        return dialog

    def _move(self, entry: q.EntryView, where: tuple[int, int] | None) -> None:
        if where is not None and not self._undone_meanwhile([entry]):
            self._run(lambda: self.context.seating.move_player(
                entry.entry_id, *where, self.context.now()),
                lambda _: self.tr("%1 moved to %2").replace("%1", entry.player)
                .replace("%2", self._seat_text(*where)))

    def _count(self, entry: q.EntryView, counts: Callable[[], dict[int, int] | int]) -> None:
        if self._undone_meanwhile([entry]):
            return
        self._run(lambda: self.context.tournaments.count_chips(
            entry.entry_id, counts(), self.context.now()),
            lambda value: self.tr("%1 has %2 chips").replace("%1", entry.player)
            .replace("%2", chips(value)))

    def check_chips(self) -> None:
        """The stacks against the chips in play (R-8.6): a difference only where every
        stack is known; else who is still to count."""
        check = self.runner.run(lambda: self.context.tournaments.chips_in_play(
            self.event_id))
        if check is None:
            return
        text = in_language(check.describe())
        if check.comparable and check.difference:
            self.message.show_error(text)
        else:
            self.message.show_info(text)

    def color_up(self) -> ColorUpDialog | None:
        """The color-up of every table at once, pre-filled (``ui/console/color_up.py``)."""
        if not q.tables(self.context.db, self.event_id):
            self.message.show_error(
                lambda: self.tr("A color-up needs a chip set and seated tables"))
            return None
        dialog = ColorUpDialog(self.context, self.event_id, self.settings.chip_set(),
                               self.rng_factory, self)
        dialog.raced.connect(lambda races: self._done(self.tr("Color-up of %1 done").replace(
            "%1", chips(races[0].result.removed))))
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def deal_calculator(self) -> DealDialog | None:
        """ICM, chip chop or agreed amounts for the players left, recorded
        (``ui/console/deal.py``)."""
        proposal = self.runner.run(lambda: DealService(self.context.db).proposal(self.event_id))
        if proposal is None:
            return None
        dialog = DealDialog(self.context, self.event_id, proposal, self.currency, self)
        dialog.recorded.connect(lambda: self._done(self.tr(
            "Deal recorded: Finish tournament pays it")))
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def change_payouts(self) -> PayoutsDialog:
        """The payouts changed under way: a payout table and its rounding, or the prizes
        typed place by place (``ui/console/payouts_dialog.py``), from the settings as
        stored now."""
        settings = q.event_settings(self.context.db, self.event_id)[2]
        assert isinstance(settings, TournamentSettings)
        dialog = PayoutsDialog(self.context, self.event_id, settings, self)
        dialog.changed.connect(lambda: self._done(self.tr(
            "Payouts changed: Ctrl+Z takes the change back")))
        dialog.follow_commits(self.changes.changed)  # the pool as stored while it is open
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def award_prizes(self) -> None:
        self._run(lambda: self.context.tournaments.award_prizes(self.event_id,
                                                                self.context.now()),
                  lambda prizes: self.tr("Prizes awarded: %1").replace(
                      "%1", self.money(sum(prizes.values()))))

    def finish(self) -> ResultsDialog | None:
        """The end: every prize awarded, the clock stopped, the event finished, and the
        winner with the results shown."""
        results = self._run(lambda: self.context.tournaments.finish(
            self.event_id, self.context.now()),
            lambda done: in_language(finished_words([r.player for r in done if r.place == 1])))
        if results is None:
            return None
        dialog = ResultsDialog(self.title.text(), results, self.currency, self,
                               bounties=bounties_in_results(
                                   self.settings, (r.bounties_won for r in results)))
        self.last_dialog = dialog
        dialog.open()
        return dialog

