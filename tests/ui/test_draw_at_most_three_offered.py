"""Five-card draw at a cash table whose house rules allow at most three cards drawn,
four keeping and showing an ace (R-6.5), antes 25 and bets 100/200, dealt by keys at
the main window's panel: the draw offers standing pat and drawing one to four, never
five; 5 pressed all the same is refused in words and changes nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.cash.cash_tables import CashTableService
from director.services.core.documents import CashSettings, HouseRules
from director.services.events.event_service import EventService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from tests.ui.home_driver import T0, click, context, open_main_window, resume_event
from tests.ui.keys_driver import key

__all__ = ["context"]


def test_R_6_5_at_most_three_cards_the_draw_offers_no_five(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The draw showed Draw 4 and Draw 5 under the three-card rule: Draw 5 is never
    allowed there (four only keeping a shown ace)."""
    events, tables = EventService(context.db), CashTableService(context.db)
    event = events.create_event("cash", "Draw", CashSettings(
        game="draw", limit="fixed limit", ante=25, small_bet=100, big_bet=200,
        min_buy_in=1_000, house_rules=HouseRules(draw_at_most_three=True)), T0)
    table = tables.open_table(event, T0, name="Table 1", seats=3)
    for seat in (1, 2, 3):
        tables.sit(table, events.add_player(f"Player {seat}", T0), 3_000, T0, seat=seat)
    events.set_status(event, "running")
    window = open_main_window(qtbot, tmp_path, context)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    resume_event(qtbot, window, event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    click(qtbot, page.deal_button)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    s = panel.session
    while s.step().kind is not StepKind.DISCARD:  # antes and cards N, everyone checks
        key(qtbot, window, Qt.Key.Key_C if s.step().kind is StepKind.ACT else Qt.Key.Key_N)
    offered = [b.text() for b in panel.actions_bar.draws if b.isVisible()]
    assert offered == ["Stand pat (0)", "Draw 1 (1)", "Draw 2 (2)", "Draw 3 (3)", "Draw 4 (4)"]
    before = s.state.log
    key(qtbot, window, Qt.Key.Key_5)
    assert s.state.log == before
    assert panel.error_label.text().startswith(
        "At most 3 cards may be drawn, 4 when the player keeps and shows an ace")
