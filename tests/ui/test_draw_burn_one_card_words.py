"""Five-card draw at a cash table (antes 25, bets 100/200), dealt at the main window's
panel by keys: the first player draws one, and the burn before the replacement
cards takes one card (R-4.4, R-6.5). Three cards typed there are refused in words
that fit one card, in English and in Hungarian."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.core.documents import CashSettings
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.cash_deal_driver import dealt_at_cash_table, seated_cash_game
from tests.ui.home_driver import context
from tests.ui.keys_driver import key

__all__ = ["context"]


@pytest.mark.parametrize(("language", "said"), [
    ("en", "This step takes one card: 3 typed"),
    ("hu", "Ehhez a lépéshez egy lap kell; 3 lapot írtál be")])
def test_R_4_4_three_cards_typed_at_the_draws_burn_are_one_too_many_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str, said: str) -> None:
    """The refusal read "This step takes at most 1 cards: 3 typed"."""
    event = seated_cash_game(context, "Draw", CashSettings(
        game="draw", limit="fixed limit", ante=25, small_bet=100, big_bet=200,
        min_buy_in=1_000), (3_000,) * 3)
    try:
        panel = dealt_at_cash_table(qtbot, tmp_path, context, event, language)
        window = panel.window()
        s = panel.session
        for _ in range(20):  # antes and cards N, everyone checks (C), the first draws 1
            kind = s.step().kind
            if kind is StepKind.BURN:
                break
            key(qtbot, window, {StepKind.ACT: Qt.Key.Key_C,
                                StepKind.DISCARD: Qt.Key.Key_1}.get(kind, Qt.Key.Key_N))
        assert s.step().kind is StepKind.BURN
        before = s.state.log
        qtbot.mouseClick(panel.cards.entry, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(panel.cards.entry, "As Kd 7c")
        assert panel.cards.problem.text() == said
        key(qtbot, window, Qt.Key.Key_Return)
        assert s.state.log == before
    finally:
        install_translator("en")
