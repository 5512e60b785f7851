"""Money is confirmed before it moves (issue 28): a buy-in or top-up says whom it
charges, how much and where the chips go (a seat, or behind the stack while the
hand is dealt, R-8.6); a cash-out is pre-filled from the stack the table tracks
and says whether that stack is known. Enter confirms the amount shown, Esc
cancels; the command runs only after the confirmation (``confirm_money``). The rake
is asked the same way, naming where it is taken from (``rake_dialog``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.cash import LineKind
from director.engine.messages import Amount, msg
from director.services.cash.cash_table_views import SeatSpot
from director.services.core.message_data import table_label
from director.ui.common.director_widgets import (
    MessageLabel,
    TypedAmount,
    chips,
    make_heading,
    table_name,
)
from director.ui.common.language import in_language
from director.ui.console.console_dialogs import BIG

Money = Callable[[int], str]
"""An amount as the page writes it (the ledger with its currency, the tables in chips)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("MoneyDialog", text)


class MoneyDialog(QDialog):
    """Who, the amount (pre-filled, editable) and what happens; ``confirm`` names
    the button with the amount ("Charge 10,000", "Pay out 12,400")."""

    def __init__(self, parent: QWidget, title: str, question: str, amount: int, note: str,
                 confirm: Callable[[int], str]) -> None:
        super().__init__(parent)
        self.setObjectName("moneyDialog")
        self.setWindowTitle(title)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumWidth(440)  # the note reads in two or three lines
        layout = QVBoxLayout(self)
        heading = make_heading(QLabel(question, self))
        heading.setObjectName("moneyQuestion")
        heading.setWordWrap(True)
        layout.addWidget(heading)
        # the amount typed is the one charged or paid, in the field's bounds or not:
        # the command refuses one it cannot take in words (``TypedAmount``)
        self.amount = TypedAmount(self)
        self.amount.setObjectName("moneyAmount")
        self.amount.setRange(0, BIG)
        self.amount.setValue(amount)
        layout.addWidget(self.amount)
        self.note = QLabel(note, self)
        self.note.setObjectName("moneyNote")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.refused = MessageLabel(self, "moneyRefused")  # an amount typed that is none
        layout.addWidget(self.refused)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.confirm_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.confirm_button.setObjectName("moneyConfirm")
        self.confirm_button.setDefault(True)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("moneyCancel")
        self.cancel_button.setText(self.tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.amount.changed.connect(lambda value: self._typed(value, confirm))
        self.confirm_button.setText(confirm(amount))
        self.amount.selectAll()
        self.amount.setFocus()

    def _typed(self, value: int | None, confirm: Callable[[int], str]) -> None:
        """The button names the amount typed. While the text is no amount ("1,5") the
        dialog says so as it is typed, as the setup's fields do, and the button is
        greyed out, so Enter confirms nothing; both go once an amount is typed."""
        self.confirm_button.setEnabled(value is not None)
        if value is None:
            self.refused.attempt(self.amount.chosen)
            return
        self.confirm_button.setText(confirm(value))
        self.refused.clear()

    def accept(self) -> None:
        """Confirmed with an amount; what is no amount ("1,5", which Qt read as 15) is
        refused in words here, and the dialog waits for an amount."""
        if self.refused.attempt(self.amount.chosen) is not None:
            super().accept()


def confirm_money(dialog: MoneyDialog, then: Callable[[int], None]) -> None:
    """Open ``dialog`` without waiting for it (window modal: the event loop goes on)
    and run ``then`` with the amount once it is confirmed; nothing on Cancel."""
    page = dialog.parentWidget()
    assert page is not None  # made with the page it asks for
    dialog.accepted.connect(lambda: then(dialog.amount.chosen()))
    dialog.finished.connect(dialog.deleteLater)
    dialog.finished.connect(lambda _r: page.activateWindow())  # the keys go back to it
    dialog.open()


def spot_text(spot: SeatSpot, money: Money = chips) -> str:
    """"Table 1, seat 3: 12,400", with the chips behind the stack (R-8.6), whether the
    stack is tracked at the dealer panel, and whether the player is away."""
    text = _tr("%1, seat %2: %3").replace("%1", table_name(spot.table)).replace(
        "%2", str(spot.seat)).replace("%3", money(spot.stack))
    if spot.behind:
        text += _tr(" + %1 behind").replace("%1", money(spot.behind))
    if spot.count_due:
        text += " " + in_language(msg("win-spot-felt-since"))
    elif not spot.tracked:
        text += _tr(" (bought or counted; the stack is not tracked)")
    if spot.away:
        text += _tr(", away")
    return text


def charge_dialog(parent: QWidget, kind: LineKind, player: str, amount: int,
                  spot: SeatSpot | None, money: Money = chips, note: str = "",
                  held: int = 0) -> MoneyDialog:
    """A buy-in or top-up asked before it is charged, saying where the chips go
    (``note``: where a player sitting down sits; ``held``: the chips they hold, bought
    before a seat, which sit down with them, R-8.7)."""
    buy_in = kind is LineKind.BUY_IN
    question = (_tr("Charge %1 for a buy-in?") if buy_in else
                _tr("Charge %1 for a top-up?")).replace("%1", player)
    said = note or _chips_go(player, spot, money)
    if held:
        said += " " + _tr("%1 also brings the %2 in chips they hold, bought before a seat: "
                          "type 0 to charge nothing more.").replace("%1", player).replace(
            "%2", money(held))
    return MoneyDialog(parent, _tr("Buy-in") if buy_in else _tr("Top-up"), question, amount,
                       said, lambda a: _tr("Charge %1").replace("%1", money(a)))


def _chips_go(player: str, spot: SeatSpot | None, money: Money) -> str:
    """Where a buy-in's or top-up's chips go: the seat, or behind its stack (R-8.6)."""
    if spot is None:
        return _tr("%1 is not seated: the chips stay with the player until they sit "
                   "down.").replace("%1", player)
    if spot.in_hand:
        return _tr("The hand at %1 is being dealt: the chips go behind %2's stack and play "
                   "from the next hand (R-8.6).").replace("%1", table_name(spot.table)).replace(
            "%2", player)
    return _tr("The chips go to %1's seat: %2.").replace("%1", player).replace(
        "%2", spot_text(spot, money))


def payout_dialog(parent: QWidget, player: str, spot: SeatSpot | None, amount: int,
                  money: Money = chips, held: int = 0) -> MoneyDialog:
    """A cash-out pre-filled from the stack the table tracks (with the chips behind
    it); a stack the dealer panel did not deal is not known and is counted; a player
    with no seat, from the chips they hold, bought before a seat (``held``)."""
    if spot is None and held:
        amount = held
        note = _tr("%1 holds %2 in chips, bought before a seat: count the chips.").replace(
            "%1", player).replace("%2", money(held))
    elif spot is None:
        note = _tr("%1 is not seated: count the chips.").replace("%1", player)
    elif spot.count_due:
        amount = spot.chips
        note = in_language(msg("win-payout-note-felt-since", player=player,
                               table_text=table_label(spot.table)))
    elif spot.tracked:
        amount = spot.chips
        note = _tr("%1's chips as the dealer panel dealt them: %2. %1 leaves the "
                   "table.").replace("%1", player).replace("%2", spot_text(spot, money))
    else:
        amount = spot.chips
        note = _tr("No hand at %1 was dealt at the dealer panel, so %2's stack is not "
                   "known: count the chips. %2 leaves the table.").replace(
            "%1", table_name(spot.table)).replace("%2", player)
    return MoneyDialog(parent, _tr("Cash-out"), _tr("Cash out %1?").replace("%1", player),
                       amount, note, lambda a: _tr("Pay out %1").replace("%1", money(a)))


def rake_dialog(parent: QWidget, where: str, amount: int, money: Money = chips) -> MoneyDialog:
    """The rake asked before it is taken (R-8.7), naming where from (``where``: the
    game's table, or the game) and the amount, pre-filled from the ledger's amount
    field, which holds a buy-in's until another is typed: one stray click on Rake is
    a question, never a line (Esc or Cancel takes nothing)."""
    return MoneyDialog(parent, _tr("Rake"),
                       _tr("Take a rake from %1 for the house?").replace("%1", where), amount,
                       _tr("The chips go from the table to the house, a line of the ledger "
                           "(R-8.7). Type the rake taken if it is not this amount."),
                       lambda a: _tr("Take %1 rake").replace("%1", money(a)))


def count_dialog(parent: QWidget, player: str, table: str, to_table: str,
                 bought: int, fresh: bool = False, felt_since: bool = False) -> MoneyDialog:
    """The chips a player brings from ``table`` (dealt on the felt: only what they
    bought is known; ``felt_since``: dealt at the panel and on the felt since, the
    panel's stack from before those hands) to ``to_table`` (dealt at the dealer
    panel, or ``fresh``: no hand dealt there yet), counted: pre-filled with the stack
    as stored, what they bought as the ledger has it, or the panel's (R-8.7)."""
    note = "win-move-count-note-felt-since" if felt_since else \
        "win-move-count-note-fresh" if fresh else "win-move-count-note"
    return MoneyDialog(
        parent, in_language(msg("win-move-count-title")),
        in_language(msg("win-move-count-question", player=player)), bought,
        in_language(msg(note,
                        player=player, table_text=table_label(table),
                        to_table_text=table_label(to_table), amount=Amount(bought))),
        lambda a: in_language(msg("win-move-count-confirm", amount=Amount(a))))
