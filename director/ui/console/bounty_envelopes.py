"""File > Mystery bounty envelopes: the prize list of a mystery-bounty tournament
(``services.bounties.set_envelopes``). The director types the envelopes' amounts;
their total must be the bounty pool, shown above the field, and once they are
set nobody can register. A refusal is shown in the dialog, nothing changed.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from director.engine.messages import Amount, MessageError, msg, render
from director.services.tournament import bounties
from director.services.tournament.tournament_service import TournamentService
from director.ui.common.context import EventWindow
from director.ui.common.language import current_language as language
from director.ui.common.language import refusal
from director.ui.common.named import named

if TYPE_CHECKING:
    from director.services.core.database import Database


class EnvelopesDialog(QDialog):
    def __init__(self, db: Database, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("envelopesDialog")
        self.setWindowTitle(self.tr("Mystery bounty envelopes"))
        self.db, self.event_id = db, event_id
        self.pool = named(QLabel(), "envelopesPool")
        self.message = named(QLabel(), "envelopesMessage")
        self.message.setWordWrap(True)
        self.amounts = named(QLineEdit(), "envelopesAmounts")
        try:
            pool = TournamentService(db).prize_pool(event_id).bounties
        except MessageError as exc:  # a cash game has no bounties: the reason, no field
            self.message.setText(refusal(exc))
            self.amounts.setEnabled(False)
        else:
            self.pool.setText(self.tr("Bounty pool: %1").replace(
                "%1", render(msg("paper-amount", amount=Amount(pool)), language())))
        self.amounts.setPlaceholderText(self.tr("Amounts, e.g. 50000 20000 10000 10000"))
        self.save_button = named(QPushButton(self.tr("&Set the envelopes")), "envelopesSave")
        close = named(QPushButton(self.tr("Close")), "envelopesClose")
        self.save_button.clicked.connect(self.save)
        self.save_button.setEnabled(self.amounts.isEnabled())
        close.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Each bust draws one envelope at random for the "
                                        "eliminator; the envelopes left go to the winner.")))
        layout.addWidget(self.pool)
        layout.addWidget(self.amounts)
        layout.addWidget(self.message)
        layout.addLayout(buttons)

    def save(self) -> None:
        words = [w for w in re.split(r"[\s,;]+", self.amounts.text()) if w]
        if not words or not all(w.isdigit() for w in words):
            self.message.setText(self.tr("Type the envelopes' amounts as whole numbers"))
            return
        try:
            bounties.set_envelopes(self.db, self.event_id, [int(w) for w in words],
                                   datetime.now(UTC))
        except MessageError as exc:
            self.message.setText(refusal(exc))
            return
        self.message.setText(self.tr("%1 envelopes set").replace("%1", str(len(words))))


def open_envelopes(window: QWidget) -> EnvelopesDialog | None:
    assert isinstance(window, EventWindow)
    if window.current_event is None:
        window.statusBar().showMessage(
            QCoreApplication.translate("PapersDialog", "Resume an event first"), 5000)
        return None
    dialog = EnvelopesDialog(window.context.db, window.current_event, window)
    dialog.open()
    return dialog
