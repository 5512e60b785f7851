"""The console's payouts box: the prize pool, the entries, the players left, the
chips in play and the average stack, with the places paid and a deal recorded (issue
28). The figures are the ones every clock screen shows (``tournament_numbers``), so
the console and the clock never disagree; where no place is paid yet it says why."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from director.engine.messages import Message
from director.services.core.documents import TournamentSettings
from director.services.events import console_queries as q
from director.services.room import tournament_numbers
from director.services.tournament.deals import DealService
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import chips, money, read_only_rows
from director.ui.common.language import as_sentence, follow_language
from director.ui.console.console_dialogs import ShownRows


class PayoutsBox(QGroupBox):
    """The money beside the entries: ``pool`` the figures in lines, ``payouts`` the
    places the deal does not pay; ``show`` reads them again from the store."""

    def __init__(self, context: AppContext, event_id: int, settings: TournamentSettings,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("payoutsBox")
        self.context = context
        self.event_id = event_id
        self.settings = settings
        follow_language(self).bind(self.setTitle, lambda: self.tr("Payouts"))
        column = QVBoxLayout(self)
        self.pool = QLabel(self)
        self.pool.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.pool.setObjectName("prizePool")
        self.pool.setWordWrap(True)
        column.addWidget(self.pool)
        self.payouts = QTableWidget(self)
        self.payouts.setObjectName("payouts")
        self.payouts.verticalHeader().setVisible(False)
        read_only_rows(self.payouts)
        column.addWidget(self.payouts, 1)
        self.payout_rows = ShownRows(self.payouts)

    def money(self, amount: int) -> str:
        return money(amount, self.settings.currency)

    def show_money(self, entry_count: int) -> None:
        """The figures and the places paid from the store; ``entry_count``: the
        event's entries, for why nothing is paid yet."""
        numbers = tournament_numbers(self.context.db, self.event_id)
        lines = [self.tr("Prize pool: %1").replace("%1", self.money(numbers.prize_pool)),
                 self.tr("Entries: %1 \u00b7 players left: %2")
                 .replace("%1", str(numbers.entries)).replace("%2", str(numbers.players_left)),
                 self.tr("Chips in play: %1").replace("%1", chips(numbers.chips_in_play))]
        if numbers.players_left:
            lines.append(self.tr("Average stack: %1").replace(
                "%1", chips(numbers.chips_in_play // numbers.players_left)))
        deal = DealService(self.context.db).recorded(self.event_id)
        if not numbers.payouts and deal is None and numbers.no_payouts is not None:
            lines.append(self._no_payouts(entry_count, numbers.no_payouts))  # say why
        if deal is not None:  # what Finish pays the players of the deal (issue 28)
            lines.append(self.tr("Deal: %1").replace("%1", " \u00b7 ".join(
                f"{player} {self.money(amount)}" for _e, player, amount in deal.shares)))
        self.pool.setText("\n".join(lines))
        # the places the deal does not pay, as every clock screen lists them
        self.payout_rows.show([self.tr("Place"), self.tr("Prize")],
                              [[str(place), self.money(prize)]
                               for place, prize in numbers.payouts], amounts=(1,))

    def _no_payouts(self, entries: int, why: Message) -> str:
        """Why there are no payouts to show yet, in words a director reads at a glance
        (from the payouts as stored: Payouts… may have changed them since the console
        opened; read only here, not at every redraw)."""
        settings = q.event_settings(self.context.db, self.event_id)[2]
        if isinstance(settings, TournamentSettings):
            self.settings = settings
        table = self.settings.payouts
        if table is None and self.settings.fixed_payouts is None:
            return self.tr("No payout table yet: choose one in the tournament setup")
        if entries == 0:
            return self.tr("No payouts yet: they are worked out as players enter")
        smallest = min((r.min_entries for r in table.rows), default=0) if table else 0
        if entries < smallest:
            return self.tr("No payouts yet: the payout table starts at %1 entries").replace(
                "%1", str(smallest))
        return as_sentence(why)
