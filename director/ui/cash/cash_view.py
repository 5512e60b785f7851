"""The cash-game ledger: buy-ins, top-ups, cash-outs and rake as ledger lines, the
running check (chips on the table against money in minus out minus rake) and the
settlement with the fewest payments (R-8.7). Each button is one
``CashGameService`` command run by the page's ``ActionRunner`` (its refusal shown
on the page's message line); Ctrl+Z undoes the last one.

The ledger and the tables are one record: a buy-in or top-up of a seated player
reaches their seat, a cash-out takes them off the table, pre-filled from the stack
the table tracks; each money line is confirmed with its amount first
(``money_dialog``). Each player's row says where their chips are now. Settle ends
the game: the tables close and Home says it is finished. The page reads the store
whenever it draws and follows the commit feed (``followed_changes``), as every
other view of the game does."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.cash import LineKind, Settlement
from director.engine.messages import Message, msg
from director.services.cash.cash_service import CashBook, PlayerMoney, Settled
from director.services.cash.cash_tables import CashTableService
from director.services.core.documents import CashSettings
from director.services.core.message_data import table_label
from director.services.events import console_queries as q
from director.ui.cash.cash_table_form import stakes_text
from director.ui.cash.money_dialog import (
    MoneyDialog,
    charge_dialog,
    confirm_money,
    payout_dialog,
    rake_dialog,
    spot_text,
)
from director.ui.club.station_feed import followed_changes
from director.ui.common.actions import ActionRunner, EventUndoPage
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import (
    EventChanges,
    MessageLabel,
    PageAmount,
    make_heading,
    money,
    read_only_rows,
    table_name,
    typed_player,
)
from director.ui.common.language import follow_language, in_language
from director.ui.console.console_dialogs import BIG, fill_table


class CashView(EventUndoPage):
    def __init__(self, context: AppContext, event_id: int,
                 changes: EventChanges | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cashView")
        self.context = context
        self.event_id = event_id
        self.changes = changes or followed_changes(context.db, self)
        _, name, settings = q.event_settings(context.db, event_id)
        assert isinstance(settings, CashSettings)
        self.settings = settings
        self.currency = settings.currency
        self.event_name = name
        self.tables = CashTableService(context.db)  # the rake's question names the table
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        layout.addLayout(left, 3)
        texts = follow_language(self)
        title = QLabel(self)
        title.setObjectName("eventName")
        stakes = settings.stakes()
        texts.bind(title.setText, lambda: name + " \u00b7 " + stakes_text(stakes))  # issue 29
        make_heading(title)
        title.setWordWrap(True)  # a stud game's stakes run long: two lines, not a wider window
        left.addWidget(title)
        bar = QHBoxLayout()
        left.addLayout(bar)
        self.player = QComboBox(self)
        self.player.setObjectName("cashPlayer")
        self.player.setEditable(True)
        self.player.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)  # known names only
        self.player.setMinimumWidth(200)
        editor = self.player.lineEdit()
        assert editor is not None  # the combo box is editable
        texts.bind(editor.setPlaceholderText, lambda: self.tr("Player"))
        bar.addWidget(self.player)
        # the amount typed, in bounds or not; Ctrl+Z with nothing typed: the ledger's undo
        self.amount = PageAmount(self)
        self.amount.setObjectName("cashAmount")
        self.amount.setRange(0, BIG)
        self.amount.setValue(max(settings.min_buy_in, settings.stakes().unit * 100))
        bar.addWidget(self.amount)
        bar.addStretch(1)
        self.where = QLabel(self)
        self.where.setObjectName("cashPlayerWhere")
        self.where.setWordWrap(True)
        left.addWidget(self.where)
        self.player.currentTextChanged.connect(lambda _t: self._show_where())
        # The commands on a line of their own: the ledger fits a 1024x600 screen.
        bar = QHBoxLayout()
        left.addLayout(bar)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, kind in (("buyIn", lambda: self.tr("Buy-in"), LineKind.BUY_IN),
                                ("topUp", lambda: self.tr("Top-up"), LineKind.TOP_UP),
                                ("cashOut", lambda: self.tr("Cash-out"), LineKind.CASH_OUT),
                                ("rake", lambda: self.tr("Rake"), LineKind.RAKE)):
            button = QPushButton(self)
            texts.bind(button.setText, text)
            button.setObjectName(key)
            button.clicked.connect(lambda _=False, kind=kind: self.record(kind))
            bar.addWidget(button)
            self.buttons[key] = button
        bar.addStretch(1)
        self.message = MessageLabel(self)
        left.addWidget(self.message)
        self.runner = ActionRunner(lambda: context.db, self.message, self)
        self.table = QTableWidget(self)
        self.table.setObjectName("ledgerTable")
        self.table.verticalHeader().setVisible(False)
        read_only_rows(self.table)
        left.addWidget(self.table, 1)
        self.totals = QLabel(self)
        self.totals.setObjectName("ledgerTotals")
        self.totals.setWordWrap(True)
        left.addWidget(self.totals)
        side = QVBoxLayout()
        layout.addLayout(side, 2)
        check_box = QGroupBox(self)
        texts.bind(check_box.setTitle, lambda: self.tr("Running check"))
        side.addWidget(check_box)
        check_layout = QVBoxLayout(check_box)
        row = QVBoxLayout()
        check_layout.addLayout(row)
        counted_label = QLabel(check_box)
        texts.bind(counted_label.setText, lambda: self.tr("Chips on the table (counted):"))
        counted_label.setWordWrap(True)
        row.addWidget(counted_label)
        self.counted = PageAmount(check_box)  # the count typed, in bounds or not
        self.counted.setObjectName("chipsOnTable")
        self.counted.setRange(0, BIG)
        self.counted.changed.connect(lambda _v: self.show_check())
        row.addWidget(self.counted)
        # The check shows once the chips are counted: before that a count of
        # 0 would read as everything missing.
        self.was_counted = False
        self._count_refused = False  # the message line says the count is no amount
        self.check_button = QPushButton(check_box)
        texts.bind(self.check_button.setText, lambda: self.tr("Running check"))
        self.check_button.setObjectName("runningCheck")
        self.check_button.clicked.connect(self.run_check)
        check_layout.addWidget(self.check_button)
        self.check = QLabel(check_box)
        self.check.setObjectName("tableCheck")
        self.check.setWordWrap(True)
        check_layout.addWidget(self.check)
        settle_box = QGroupBox(self)
        texts.bind(settle_box.setTitle, lambda: self.tr("Settlement"))
        side.addWidget(settle_box, 1)
        settle_layout = QVBoxLayout(settle_box)
        self.settle_button = QPushButton(settle_box)
        texts.bind(self.settle_button.setText, lambda: self.tr("Settle"))
        self.settle_button.setObjectName("settle")
        self.settle_button.clicked.connect(self.settle)
        settle_layout.addWidget(self.settle_button)
        self.settle_message = MessageLabel(settle_box, "settleMessage")
        # What this page's Settle said of dead pots given back, said again when
        # the settlement is drawn again from the store (a redraw, a change of language).
        self.given_back: tuple[Message, ...] = ()
        settle_layout.addWidget(self.settle_message)
        self.settle_runner = ActionRunner(lambda: context.db, self.settle_message, self)
        self.payments = QListWidget(settle_box)
        self.payments.setObjectName("payments")
        settle_layout.addWidget(self.payments, 1)
        self.book: CashBook | None = None
        self.money_dialog: MoneyDialog | None = None  # the confirmation open, if any
        self.changes.changed.connect(self.refresh)
        self.refresh()
        texts.on_change(self.refresh)

    # ------------------------------------------------------------ drawing

    def money(self, amount: int) -> str:
        """An amount in the game's currency (the program's default when it names none)."""
        return money(amount, self.currency)

    def refresh(self) -> None:
        """Everything again from the store: the lines, each player's money and seat,
        the totals, the settlement once settled."""
        book = self.book = self.context.cash.book(self.event_id)
        rows = [[p.name, self.money(p.buy_ins), self.money(p.top_ups),
                 self.tr("playing") if p.cashed_out is None else self.money(p.cashed_out),
                 "" if p.result is None else self.money(p.result), self._where_text(p)]
                for p in book.players]
        fill_table(self.table, [self.tr("Player"), self.tr("Buy-ins"), self.tr("Top-ups"),
                                self.tr("Cash-out"), self.tr("Result"), self.tr("At the table")],
                   rows, amounts=range(1, 5))
        header = self.table.horizontalHeader()
        for c in range(5):  # the amounts as wide as they are; where the chips are, the rest
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        ledger = book.ledger
        self.totals.setText(self.tr("In: %1 \u00b7 out: %2 \u00b7 rake: %3 \u00b7 "
                                    "on the table by the ledger: %4")
                            .replace("%1", self.money(ledger.money_in))
                            .replace("%2", self.money(ledger.money_out))
                            .replace("%3", self.money(ledger.rake))
                            .replace("%4", self.money(ledger.on_table)))
        current = self.player.currentText()
        self.player.blockSignals(True)
        self.player.clear()
        for pid, name in q.players(self.context.db):
            self.player.addItem(name, pid)
        self.player.setEditText(current)
        self.player.blockSignals(False)
        for button in self.buttons.values():
            button.setEnabled(not book.settled)
        self.settle_button.setEnabled(not book.settled)
        if book.settlement is not None:
            self._show_settlement(book.settlement)
        elif self.payments.count() and not self.settle_message.error:
            self.payments.clear()  # the settlement was taken back
            self.settle_message.clear()
        self._show_where()
        self.show_check()

    def _where_text(self, p: PlayerMoney) -> str:
        if p.spot is not None:
            return spot_text(p.spot, self.money)
        if p.held:
            return self.tr("not seated, holds %1").replace("%1", self.money(p.held))
        return "" if p.cashed_out is not None else self.tr("not seated")

    def _chosen(self) -> PlayerMoney | None:
        """The player typed or chosen, when they have a line in the ledger."""
        name = self.player.currentText().strip().casefold()
        return next((p for p in (self.book.players if self.book else ())
                     if p.name.casefold() == name), None)

    def _show_where(self) -> None:
        """Where the chosen player's chips are: what a cash-out is pre-filled from."""
        chosen = self._chosen()
        self.where.setText("" if chosen is None else
                           f"{chosen.name}: {self._where_text(chosen) or self.tr('cashed out')}")

    def run_check(self) -> None:
        """The running check with the count typed in (the "Running check" button)."""
        self.was_counted = True
        self.show_check()

    def show_check(self) -> None:
        if not self.was_counted:
            self.check.setText(self.tr("Count the chips on the table, type the total and "
                                       "press Running check."))
            return
        counted = self.counted.amount()
        if counted is None:  # "1,5", or "1,50" on the way to "1,500": said, no result
            self.check.setText("")
            self._count_refused = self.message.attempt(self.counted.chosen) is None
            return
        if self._count_refused:  # typed on to an amount: the refusal said goes
            self._count_refused = False
            self.message.clear()
        check = self.message.attempt(lambda: self.context.cash.check(self.event_id, counted))
        if check is None:
            return
        if check.difference == 0:
            text = self.tr("The table has %1, as the ledger says.").replace(
                "%1", self.money(check.counted))
        else:
            word = self.tr("%1 more") if check.difference > 0 else self.tr("%1 missing")
            text = self.tr("The table has %1 but the ledger says %2: %3.") \
                .replace("%1", self.money(check.counted)) \
                .replace("%2", self.money(check.expected)) \
                .replace("%3", word.replace("%1", self.money(abs(check.difference))))
        if check.held:  # bought at no table: the chips are in those players' hands
            text += " " + self.tr("Players with no seat hold %1 more.").replace(
                "%1", self.money(check.held))
        self.check.setText(text)

    # ------------------------------------------------------------ commands

    def player_id(self) -> int | str | None:
        """The player chosen, or a new player's name typed (added by the command)."""
        return typed_player(self.player, self.message, self.tr("Choose or type a player first"))

    def record(self, kind: LineKind) -> None:
        """A money line after its amount is confirmed: the rake naming the table it is
        taken from (a stray click is a question, never a line); a buy-in, top-up or
        cash-out (the cash-out pre-filled from the stack the table tracks; refused at
        once, before a payout is named, for a seat in the hand being dealt). An amount
        typed that is no amount ("1,5") is refused in words, nothing done."""
        amount = self.message.attempt(self.amount.chosen)
        if amount is None:
            return
        if kind is LineKind.RAKE:  # asked first: the field holds a buy-in's amount
            dialog = rake_dialog(self, self._rake_from(), amount, self.money)
            self.money_dialog = dialog
            confirm_money(dialog, self._rake)
            return
        pid = self.player_id()
        if pid is None:
            return
        who = self.player.currentText().strip()
        known = pid if isinstance(pid, int) else None  # a new name: no seat, no chips
        spot = None if known is None else self.message.attempt(
            lambda: self.context.cash.seat_of(self.event_id, known))
        if kind is LineKind.CASH_OUT and spot is not None and spot.in_hand:
            # refused before any payout is named, as the tables page's Leave (issue 28)
            self.message.show_error(msg("svc-seat-in-hand-being-dealt", seat=spot.seat,
                                        table_text=table_label(spot.table)))
            return
        if kind is LineKind.CASH_OUT:
            held = 0 if spot is not None or known is None else self.context.cash.held(
                self.event_id, known)
            dialog = payout_dialog(self, who, spot, amount, self.money, held)
        else:
            dialog = charge_dialog(self, kind, who, amount, spot, self.money)
        self.money_dialog = dialog
        confirm_money(dialog, lambda amount: self._charge(kind, pid, who, amount))

    def _rake_from(self) -> str:
        """Where the rake is taken from, in words: the game's one open table by its
        name, else the game (the ledger's rake is the game's, not a table's)."""
        tables = self.message.attempt(lambda: self.tables.tables(self.event_id)) or []
        if len(tables) == 1:
            return table_name(tables[0].name)
        return self.event_name

    def _rake(self, amount: int) -> None:
        now = self.context.now()
        self.runner.run(lambda: self.context.cash.rake(self.event_id, amount, now),
                        lambda _line: self._said(LineKind.RAKE, self.tr("the house"), amount))

    def _charge(self, kind: LineKind, pid: int | str, who: str, amount: int) -> None:
        cash, now = self.context.cash, self.context.now()
        command = {LineKind.BUY_IN: cash.buy_in, LineKind.TOP_UP: cash.top_up,
                   LineKind.CASH_OUT: cash.cash_out}[kind]
        self.runner.run(lambda: command(self.event_id, pid, amount, now),
                        lambda _line: self._said(kind, who, amount))

    def _said(self, kind: LineKind, who: str, amount: int) -> str:
        what = {LineKind.BUY_IN: self.tr("Buy-in"), LineKind.TOP_UP: self.tr("Top-up"),
                LineKind.CASH_OUT: self.tr("Cash-out"), LineKind.RAKE: self.tr("Rake")}[kind]
        return f"{what}: {who} {self.money(amount)}"

    def settle(self) -> None:
        """Settle (R-8.7): the tables close, the dealing stops, the game is finished."""
        settlement = self.settle_runner.run(
            lambda: self.context.cash.finish(self.event_id, self.context.now()))
        if settlement is not None:
            self.given_back = settlement.given_back
            self._show_settlement(settlement)

    def _show_settlement(self, settlement: Settlement) -> None:
        self.payments.clear()
        house = self.tr("the house")
        for p in settlement.payments:
            payer = house if p.payer == "house" else p.payer
            payee = house if p.payee == "house" else p.payee
            self.payments.addItem(self.tr("%1 pays %2 %3").replace("%1", payer)
                                  .replace("%2", payee).replace("%3", self.money(p.amount)))
        def said() -> str:  # said again after a change of language
            how = self.tr("the fewest payments possible") if settlement.fewest else \
                self.tr("a short list (not proven the fewest)")
            words = in_language(msg("win-settled", count=len(settlement.payments),
                                    how_text=how))
            # a dead pot nobody was left to deal again went back to its players
            given = settlement.given_back if isinstance(settlement, Settled) \
                else self.given_back
            return ". ".join([words, *(in_language(m) for m in given)])

        self.settle_message.show_info(said)
