"""Five-card draw at a cash table whose house rules allow at most three cards drawn,
four keeping and showing an ace (R-6.5), antes 25 and bets 100/200, dealt by keys at
the main window's panel: the draw offers standing pat and drawing one to four, never
five; 5 pressed all the same is refused in words and changes nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.core.documents import CashSettings, HouseRules
from director.ui.common.context import AppContext
from tests.ui.cash_deal_driver import dealt_at_cash_table, seated_cash_game
from tests.ui.home_driver import context
from tests.ui.keys_driver import key

__all__ = ["context"]


def test_R_6_5_at_most_three_cards_the_draw_offers_no_five(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The draw showed Draw 4 and Draw 5 under the three-card rule: Draw 5 is never
    allowed there (four only keeping a shown ace)."""
    event = seated_cash_game(context, "Draw", CashSettings(
        game="draw", limit="fixed limit", ante=25, small_bet=100, big_bet=200,
        min_buy_in=1_000, house_rules=HouseRules(draw_at_most_three=True)), (3_000,) * 3)
    panel = dealt_at_cash_table(qtbot, tmp_path, context, event)
    window = panel.window()
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
