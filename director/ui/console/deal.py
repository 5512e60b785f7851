"""The final-table deal calculator: what an ICM deal and a chip chop pay each
player left."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTableWidget, QVBoxLayout, QWidget

from director.ui.common.director_widgets import chips, fit_to_screen, money
from director.ui.console.console_dialogs import fill_table


class DealDialog(QDialog):
    """What an ICM deal and a chip chop pay each player left at the final table."""

    def __init__(self, rows: Sequence[tuple[str, int, int | None, int | None]],
                 parent: QWidget | None = None, currency: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("dealDialog")
        self.setWindowTitle(self.tr("Deal calculator"))
        layout = QVBoxLayout(self)
        self.table = QTableWidget(self)
        self.table.setObjectName("dealTable")
        fill_table(self.table, [self.tr("Player"), self.tr("Chips"), self.tr("ICM"),
                                self.tr("Chip chop")],
                   [[name, chips(stack), "" if icm is None else money(icm, currency),
                     "" if chop is None else money(chop, currency)]
                    for name, stack, icm, chop in rows])
        layout.addWidget(self.table)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.accept)
        layout.addWidget(close)
        fit_to_screen(self, 620, 360)
