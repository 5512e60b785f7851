"""The payouts part of the setup window (R-8.5): a percentage table from the
templates in resources/payouts, the rounding unit, and what it pays for the
players expected."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.entries import TournamentRules, prize_pool
from director.engine.event.money.payouts import PercentageTable, load_payout_templates, payouts
from director.engine.messages import Amount, msg
from director.resources import resource_dir
from director.services.core.documents import PayoutRow, PayoutTable
from director.ui.common.director_widgets import chips
from director.ui.common.event_setup_names import payout_name
from director.ui.common.language import in_language, refusal
from director.ui.setup.event_setup_fields import AmountField, MessageLabel, tr

OPEN_ENDED = 10_000  # the stored table's last row for "and more" entries


def template_document(table: PercentageTable) -> PayoutTable:
    """A template as the settings document (an open-ended last row up to OPEN_ENDED)."""
    return PayoutTable(name=table.name, rows=[
        PayoutRow(min_entries=r.min_entries,
                  max_entries=r.max_entries if r.max_entries is not None
                  else max(OPEN_ENDED, r.min_entries),
                  percents=[float(p) for p in r.percentages])
        for r in table.rows])


class PayoutsEditor(QWidget):
    """Choose the table and rounding; the preview follows the buy-in and players as typed."""

    changed = Signal()

    def __init__(self, preview_inputs: Callable[[], tuple[TournamentRules | None, int | None]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("payoutsEditor")
        self._inputs = preview_inputs
        self.templates = load_payout_templates(resource_dir())
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.template = QComboBox(self)
        self.template.setObjectName("payoutTemplate")
        self.template.addItem("", "")
        for key, table in self.templates.items():
            self.template.addItem(table.name, key)
        self.template.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.rounding = AmountField("roundingUnit", minimum=1, value=1)
        self.rounding.changed.connect(self.changed.emit)
        self.template_label, self.rounding_label = QLabel(self), QLabel(self)
        form.addRow(self.template_label, self.template)
        form.addRow(self.rounding_label, self.rounding)
        layout.addLayout(form)
        self.summary = QLabel(self)
        self.summary.setObjectName("payoutSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.preview = QTableWidget(0, 3, self)
        self.preview.setObjectName("payoutPreview")
        self.preview.verticalHeader().setVisible(False)
        self.preview.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.preview, 1)
        self.message = MessageLabel(self)
        self.message.setObjectName("payoutMessage")
        layout.addWidget(self.message)
        self.retranslate()

    def retranslate(self) -> None:
        self.template.setItemText(0, tr("No payout table yet"))
        for i in range(1, self.template.count()):  # each table named in the language
            key = str(self.template.itemData(i))
            self.template.setItemText(i, payout_name(key, self.templates[key].name))
        self.template_label.setText(tr("Payout table"))
        self.rounding_label.setText(tr("Round prizes to"))
        self.preview.setHorizontalHeaderLabels([tr("Place"), tr("Share"), tr("Prize")])

    def choose(self, key_or_name: str) -> None:
        """The table by its key, or by the name stored with an event (its file's name,
        whatever the language shows)."""
        for i in range(self.template.count()):
            key = str(self.template.itemData(i) or "")
            stored = self.templates[key].name if key else ""
            if key_or_name in (key, stored, self.template.itemText(i)):
                self.template.setCurrentIndex(i)
                return

    def document(self) -> PayoutTable | None:
        key = str(self.template.currentData() or "")
        return template_document(self.templates[key]) if key else None

    def refresh(self) -> None:
        """Redraw the preview for the players expected with the rules as typed."""
        self.preview.setRowCount(0)
        self.summary.setText("")
        key = str(self.template.currentData() or "")
        rules, players = self._inputs()
        unit = self.rounding.value()
        if not key or rules is None or not players or unit is None:
            return
        table = self.templates[key]
        pool = prize_pool(rules, players).prize_pool
        try:
            prizes = payouts(pool, players, table, unit)
        except ValueError as exc:
            self.message.show_message(refusal(exc))
            return
        self.summary.setText(in_language(msg(  # "1 place is paid", by plural
            "win-payout-summary", entry_count=players, prize_pool=Amount(pool),
            places=len(prizes))))
        row = table.row_for(players)
        self.preview.setRowCount(len(prizes))
        for i, (share, prize) in enumerate(zip(row.percentages, prizes, strict=False)):
            for col, text in enumerate((str(i + 1), f"{share} %", chips(prize))):
                self.preview.setItem(i, col, QTableWidgetItem(text))
