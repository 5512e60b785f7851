"""The dealer panel's straddle between hands at a cash table that plays it (R-3.7).

The player left of the big blind announces a straddle to the dealer before the deal:
between hands the panel offers "Straddle next hand (S)", a box the dealer ticks (or
S) for the next hand only, as the tables page's box of the same name
(``CashTableService.straddle_next``: one record, a club's dealer station's own
table's too, ``station_role.STRADDLE_WRITES``). The next hand dealt (N) then posts it.
The box reads the table as stored at each redraw of the panel and of the commit
feed: a straddle asked at the tables page or at another station shows here.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QWidget

from director.services.cash.cash_tables import CashTableService
from director.services.tables.dealer_session import DealerSession
from director.ui.common.actions import ActionRunner
from director.ui.common.director_widgets import warned
from director.ui.common.keys import PageKey
from director.ui.common.language import follow_language
from director.ui.common.named import named

if TYPE_CHECKING:
    from director.services.core.database import Database


class StraddleBar(QWidget):
    """"Straddle next hand (S)" between hands, and why a tick was refused."""

    def __init__(self, db: Database, table_id: int, session: DealerSession,
                 now: Callable[[], datetime], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("straddleBar")
        self.db, self.table_id, self.session, self.now = db, table_id, session, now
        self.box = named(QCheckBox(), "straddleNextHand")
        self.box.setMinimumHeight(32)
        self.label = named(QLabel(), "straddleRefused")
        self.label.setWordWrap(True)
        texts = follow_language(self)
        texts.bind(self.box.setText, lambda: self.tr("Straddle next hand (S)"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.box)
        row.addWidget(self.label, 1)
        self.box.clicked.connect(self.ask)
        self.runner = ActionRunner(lambda: db, self, self)
        session.subscribe(self.refresh)
        self.refresh()

    @property
    def offered(self) -> bool:
        """Between hands, at a cash table that plays the straddle (R-3.7)."""
        s = self.session
        return s.cash is not None and s.game.options.straddle and s.is_complete

    def attach_key(self, panel: QWidget) -> None:
        """S ticks the box (or clears it) while the focus is inside ``panel`` (and not in
        a field that takes letters), as the panel's own single keys do."""
        PageKey(panel, Qt.Key.Key_S, self.box)

    def refresh(self) -> None:
        offered = self.offered
        if not offered:
            self.label.clear()
        cash = self.session.cash
        self.box.setChecked(offered and cash is not None and cash.straddle_next())
        self.setVisible(offered)

    def ask(self, on: bool) -> None:
        """The straddle asked for the next hand (or no longer); refused, the box shows
        the table as stored and the line says why."""
        self.label.clear()
        self.runner.run(lambda: CashTableService(self.db).straddle_next(
            self.table_id, on, self.now()))
        self.refresh()

    # Why a tick was refused, on the bar's line (the runner's ``Said``).
    def show_info(self, text: str) -> None:
        self.label.setText(text)

    def show_error(self, text: str) -> None:
        self.label.setText(warned(text))
