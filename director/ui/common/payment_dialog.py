"""A payment before it is charged (issue 28): what, for whom (everyone named, the
count), and the money; Enter confirms, Escape changes nothing. The console's
rebuys, add-ons and re-entries, the seat menu's and the dealer panel's rebuy;
``rebought``, what the three places that take a rebuy say once it is taken."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from director.engine.event.entries import Rebuy
from director.engine.messages import Amount, msg
from director.ui.common.director_widgets import make_heading, money
from director.ui.common.language import in_language


def ok_cancel(dialog: QDialog, layout: QVBoxLayout) -> QDialogButtonBox:
    """OK (the default: Enter) and Cancel."""
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                           QDialogButtonBox.StandardButton.Cancel, dialog)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    ok.setDefault(True)
    ok.setAutoDefault(True)
    layout.addWidget(box)
    return box


def rebought(player: str, rebuy: Rebuy, currency: str) -> str:
    """What a rebuy taken did, with its amounts (R-8.6), in the windows' language:
    "Csilla rebought: 10,000 chips for $3,000" (the console, a seat's menu and the
    dealer panel said "Rebuy for Csilla", the button's words)."""
    return in_language(msg("win-rebought", player=player, chips=Amount(rebuy.chips),
                           value_text=money(rebuy.price, currency)))


class PaymentDialog(QDialog):
    """A payment before it is charged: what, for whom (everyone named), and the money."""

    def __init__(self, what: str, names: Sequence[str], price: int, currency: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("paymentDialog")
        self.setWindowTitle(what)
        layout = QVBoxLayout(self)
        head = QLabel(in_language(msg("win-payment-for", what_text=what, count=len(names))),
                      self)
        head.setObjectName("paymentTitle")
        make_heading(head)
        layout.addWidget(head)
        who = QLabel(", ".join(names), self)
        who.setObjectName("paymentNames")
        who.setWordWrap(True)
        layout.addWidget(who)
        total = QLabel(self._total(len(names), price, currency), self)
        total.setObjectName("paymentTotal")
        make_heading(total)
        layout.addWidget(total)
        ok_cancel(self, layout)

    def _total(self, count: int, price: int, currency: str) -> str:
        if count == 1:
            return self.tr("Take %1").replace("%1", money(price, currency))
        return self.tr("Take %1 × %2 = %3").replace("%1", str(count)).replace(
            "%2", money(price, currency)).replace("%3", money(count * price, currency))
