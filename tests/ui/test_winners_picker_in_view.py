"""Omaha hi/lo at a cash table (blinds 50/100, fixed limit) dealt on a 1024x600
screen in Hungarian, by keys only: nobody's cards typed, everyone checks to the
showdown, so the pots are awarded by picking the winners (R-7.4: a high and a low
winner for each pot). The picker's buttons are in view, under the step's three lines
of words and the action history, without scrolling (LOOK.md: at 1024x600 nothing
important hides below the fold)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.cash.cash_tables import CashTableService
from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from tests.ui.home_driver import T0, click, context, open_main_window, resume_event
from tests.ui.keys_driver import key

__all__ = ["context"]


def _hidden(buttons: list[QPushButton]) -> list[str]:
    return [b.text() for b in buttons if b.visibleRegion().isEmpty()]


def test_R_7_4_the_hi_lo_winners_picker_is_in_view_at_1024x600(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The picker was under the history, below the side column's fold: its seats and
    its Award button were out of sight until the dealer scrolled."""
    events, tables = EventService(context.db), CashTableService(context.db)
    event = events.create_event("cash", "PLO8", CashSettings(
        game="omaha-hilo", limit="fixed limit", small_blind=50, big_blind=100,
        min_buy_in=1_000), T0)
    table = tables.open_table(event, T0, name="Table 1", seats=4)
    for seat in (1, 2, 3, 4):
        tables.sit(table, events.add_player(f"Player {seat}", T0), 4_000, T0, seat=seat)
    events.set_status(event, "running")
    try:
        window = open_main_window(qtbot, tmp_path, context, "hu")
        window.resize(1024, 600)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        resume_event(qtbot, window, event)
        page = window.pages.currentWidget()
        assert isinstance(page, CashTablesPage)
        click(qtbot, page.deal_button)
        panel = window.pages.currentWidget()
        assert isinstance(panel, DealerPanel)
        s = panel.session
        for _ in range(60):  # blinds, cards, burns and board N; every player C
            kind = s.step().kind
            if kind is StepKind.AWARD:
                break
            key(qtbot, window, Qt.Key.Key_C if kind is StepKind.ACT else Qt.Key.Key_N)
        assert s.step().kind is StepKind.AWARD and s.cards_missing()
        buttons = [b for b in panel.picker.findChildren(QPushButton) if b.isVisible()]
        assert panel.picker.award in buttons and len(buttons) == 9  # 4 high, 4 low, Award
        qtbot.waitUntil(lambda: _hidden(buttons) == [])
        # each half's line starts with a capital, as a label does (LOOK.md): it read
        # "a főkassza, high (magas)"
        labels = [label.text() for label in panel.picker.findChildren(QLabel)
                  if "kassza" in label.text()]
        assert labels == ["A főkassza, high (magas)", "A főkassza, low (alacsony)"]
    finally:
        install_translator("en")
