"""The dealer panel's line for the table's busts (issue 17, R-8.5): once a hand has
left players of a tournament table with no chips, it names them with a button,
Report busts (O), that reports them to the director (``table_reports``): their
finishing places are stored, their seats freed, and every view (the director's
console in this program, the director's station on a club's server) follows the
commit feed. Beside it, a Rebuy button for each of them takes a rebuy instead
(R-8.6), its money named before Enter takes it (issue 28). Both run through the
action runner; a refusal (a rebuy after the rebuy period, say) shows its message."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from director.services.club.table_reports import (
    OutOfChips,
    check_rebuy,
    out_of_chips,
    report_busts,
    report_rebuy,
)
from director.services.core.unit_of_work import ServiceError
from director.services.tables.dealer_session import DealerSession
from director.ui.common.actions import ActionRunner
from director.ui.common.keys import PageKey
from director.ui.common.language import follow_language
from director.ui.common.named import named
from director.ui.common.payment_dialog import PaymentDialog, rebought

if TYPE_CHECKING:
    from director.services.core.database import Database


class BustReportBar(QWidget):
    """Who is out of chips at the table, and the button that reports them."""

    def __init__(self, db: Database, table_id: int, session: DealerSession,
                 now: Callable[[], datetime], parent: QWidget | None = None,
                 price: tuple[int, str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bustReportBar")
        self.db, self.table_id, self.session, self.now = db, table_id, session, now
        self.price = price  # a rebuy's (amount, currency); None: no rebuys here
        self.last_dialog: PaymentDialog | None = None
        self.label = named(QLabel(), "bustReportLabel")
        self.label.setWordWrap(True)
        self.button = named(QPushButton(), "reportBustsButton")
        self.button.setMinimumHeight(40)
        texts = follow_language(self)
        texts.bind(self.button.setText, lambda: self.tr("Report busts (O)"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label, 1)
        self._rebuy_row = QHBoxLayout()  # a rebuy instead, for each player out
        row.addLayout(self._rebuy_row)
        self.rebuys: dict[int, QPushButton] = {}
        row.addWidget(self.button)
        self.button.clicked.connect(self.report)
        self.runner = ActionRunner(lambda: db, self, self)
        session.subscribe(self.refresh)
        texts.on_change(self.refresh)
        self._said = ""
        self.refresh()

    def attach_key(self, panel: QWidget) -> None:
        """O reports the busts while the focus is inside ``panel`` (and not in a
        field that takes letters), as the panel's own single keys do."""
        PageKey(panel, Qt.Key.Key_O, self.button)

    def refresh(self) -> None:
        if not self.session.is_complete:
            self._said = ""  # the next hand is on: what was reported is done with
        out = out_of_chips(self.db, self.table_id) if self.session.is_complete else []
        self._show_rebuys(out)
        self.button.setVisible(bool(out))
        lines = [self._said] if self._said else []
        if out:
            names = ", ".join(self.tr("%1 (seat %2)").replace("%1", o.player).replace(
                "%2", str(o.seat)) for o in out)
            lines.append(self.tr("Out of chips: %1").replace("%1", names))
        self.label.setText("\n".join(lines))
        self.setVisible(bool(out) or bool(self._said))

    def _show_rebuys(self, out: list[OutOfChips]) -> None:
        for button in self.rebuys.values():
            button.hide()
            button.deleteLater()
        self.rebuys = {}
        for o in out:
            if not self._may_rebuy(o):
                continue
            button = named(QPushButton(self.tr("Rebuy: %1").replace("%1", o.player)),
                           f"rebuySeat{o.seat}")
            button.setMinimumHeight(40)
            button.clicked.connect(
                lambda _=False, s=o.seat, p=o.player, e=o.entry_id: self.rebuy(s, p, e))
            self._rebuy_row.addWidget(button)
            self.rebuys[o.seat] = button

    def _may_rebuy(self, out: OutOfChips) -> bool:
        """Whether a rebuy would be taken for ``out`` now (R-8.6): no Rebuy button in an
        event without rebuys, after they closed, or past the most a player may take
        (each said "Rebuy: Anna" under every bust, and each press was refused)."""
        try:
            check_rebuy(self.db, self.table_id, out.seat, self.now(), out.entry_id)
        except ServiceError:
            return False
        return True

    # What a command did or why it was refused, on the bar's line (the runner's ``Said``).
    def show_info(self, text: str) -> None:
        self._said = text

    def show_error(self, text: str) -> None:
        self._said = text

    def rebuy(self, seat: int, player: str, entry_id: int | None = None
              ) -> PaymentDialog | None:
        """A rebuy for the player in ``seat`` (``entry_id``, as the bar showed them)
        instead of a bust (TDA 27, R-8.6): the money named first, Enter takes it (issue
        28); a rebuy that would be refused (rebuys closed, the most taken, the seat
        changed at another station meanwhile) and one without a price (no rebuys in
        this event) are said at once, before any money is named."""
        def run() -> None:
            self.runner.run(lambda: report_rebuy(self.db, self.table_id, seat, self.now(),
                                                 entry_id),
                            lambda taken: rebought(player, taken,
                                                   self.price[1] if self.price else ""))
            self.refresh()
        if self.price is None:
            run()
            return None
        if not self.runner.allowed(lambda: check_rebuy(self.db, self.table_id, seat,
                                                       self.now(), entry_id)):
            self.refresh()  # why, on the bar's line, before any money is named
            return None
        dialog = PaymentDialog(self.tr("Rebuy"), [player], self.price[0], self.price[1], self)
        self.last_dialog = dialog
        dialog.accepted.connect(run)
        dialog.open()
        return dialog

    def report(self) -> None:
        out = {o.entry_id: o.player for o in out_of_chips(self.db, self.table_id)}
        self.runner.run(lambda: report_busts(self.db, self.table_id, self.now()),
                        lambda finishes: "; ".join(
                            self.tr("%1 finishes in place %2")
                            .replace("%1", out.get(int(str(p)), ""))
                            .replace("%2", str(f.best_place))
                            for f in finishes for p in f.players
                            if int(str(p)) in out))  # its own (R-8.5: others' tie too)
        self.refresh()
