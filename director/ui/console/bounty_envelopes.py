"""File > Mystery bounty envelopes: the prize list of a mystery-bounty tournament
(``services.bounties.set_envelopes``). The director types the envelopes' amounts,
separated by semicolons (``50,000; 20,000``: the comma, in Hungarian the space,
groups the digits), each read as every amount field reads one; their total
must be the bounty pool, shown above the field, and once they are set nobody can
register. The envelopes are set through the dialog's action
runner: a refusal is said on its line (again after a change of language),
nothing changed. The pool shown follows the commit feed (a late registration at
another station changes it while the dialog is open).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from director.engine.messages import Amount, msg, render
from director.services.core.typed_numbers import AMOUNTS_SEPARATOR, whole_number
from director.services.tournament import bounties
from director.services.tournament.tournament_service import TournamentService
from director.ui.club.station_feed import followed_changes
from director.ui.common.actions import ActionRunner
from director.ui.common.context import EventWindow
from director.ui.common.director_widgets import MessageLabel
from director.ui.common.language import current_language as language
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
        self.message = MessageLabel(None, "envelopesMessage")
        self.runner = ActionRunner(lambda: db, self.message, self)
        self.amounts = named(QLineEdit(), "envelopesAmounts")
        self.hint = named(QLabel(self.tr("The envelopes' amounts, separated by semicolons:")),
                          "envelopesHint")
        self.hint.setBuddy(self.amounts)
        self.amounts.setPlaceholderText(self.tr("e.g. %1").replace("%1", self._example()))
        self.save_button = named(QPushButton(self.tr("&Set the envelopes")), "envelopesSave")
        close = named(QPushButton(self.tr("Close")), "envelopesClose")
        self.save_button.clicked.connect(self.save)
        self.show_pool()  # a cash game has no bounties: the reason, no field
        close.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Each bust draws one envelope at random for the "
                                        "eliminator; the envelopes left go to the winner.")))
        layout.addWidget(self.pool)
        layout.addWidget(self.hint)
        layout.addWidget(self.amounts)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.changes = followed_changes(db, self)
        self.changes.changed.connect(self.show_pool)

    def show_pool(self) -> None:
        """The bounty pool the envelopes must hold, read again after every commit."""
        pool = self.runner.run(lambda: TournamentService(self.db).prize_pool(
            self.event_id).bounties)  # a read: a refusal said, nothing written
        self.amounts.setEnabled(pool is not None)
        self.save_button.setEnabled(pool is not None)
        if pool is not None:
            self.pool.setText(self.tr("Bounty pool: %1").replace(
                "%1", render(msg("paper-amount", amount=Amount(pool)), language())))

    @staticmethod
    def _example() -> str:
        """Four envelopes as they are typed: 50,000; 20,000; 10,000; 10,000."""
        return "; ".join(QLocale().toString(a) for a in (50000, 20000, 10000, 10000))

    def _fit(self) -> None:
        """As tall as what it says: a refusal of two lines was cut to one."""
        self.resize(self.width(), max(self.height(), self.sizeHint().height()))

    def save(self) -> None:
        """The amounts typed, separated by semicolons, each a whole number grouped as
        the screen's language groups digits; one that is not is named in the refusal
        (``50,000, 20,000`` was once read as 50, 0, 20 and 0), nothing set."""
        words = [w.strip() for w in self.amounts.text().split(AMOUNTS_SEPARATOR) if w.strip()]
        if not words:
            self.message.show_error(lambda: self.tr(
                "Type the envelopes' amounts, separated by semicolons: %1").replace(
                    "%1", self._example()))
            self._fit()
            return
        read = [whole_number(w, (QLocale().groupSeparator(),)) for w in words]
        wrong = next((w for w, a in zip(words, read, strict=True) if a is None), None)
        if wrong is not None:
            self.message.show_error(lambda: self.tr(
                "“%1” is not a whole amount: type the envelopes' amounts separated by "
                "semicolons, e.g. %2").replace("%1", wrong).replace("%2", self._example()))
            self._fit()
            return
        amounts = [a for a in read if a is not None]
        self.runner.run(lambda: bounties.set_envelopes(self.db, self.event_id, amounts,
                                                       datetime.now(UTC)),
                        lambda _none: self.tr("%1 envelopes set").replace(
                            "%1", str(len(amounts))))
        self._fit()


def open_envelopes(window: QWidget) -> EnvelopesDialog | None:
    """The envelopes of the event on screen (File → Mystery bounty envelopes)."""
    assert isinstance(window, EventWindow)
    event_id = window.event_on_screen()
    if event_id is None:
        window.statusBar().showMessage(
            QCoreApplication.translate("PapersDialog", "Resume an event first"), 5000)
        return None
    dialog = EnvelopesDialog(window.context.db, event_id, window)
    dialog.open()
    return dialog
