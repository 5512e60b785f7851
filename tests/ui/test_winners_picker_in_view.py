"""Omaha hi/lo at a cash table (blinds 50/100, fixed limit) dealt on a 1024x600
screen in Hungarian, by keys only: nobody's cards typed, everyone checks to the
showdown, so the pots are awarded by picking the winners (R-7.4: a high and a low
winner for each pot). The picker's buttons are in view, under the step's three lines
of words and the action history, without scrolling (LOOK.md: at 1024x600 nothing
important hides below the fold)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.core.documents import CashSettings
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.cash_deal_driver import dealt_at_cash_table, seated_cash_game
from tests.ui.home_driver import context
from tests.ui.keys_driver import key

__all__ = ["context"]


def _hidden(buttons: list[QPushButton]) -> list[str]:
    return [b.text() for b in buttons if b.visibleRegion().isEmpty()]


def test_R_7_4_the_hi_lo_winners_picker_is_in_view_at_1024x600(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The picker was under the history, below the side column's fold: its seats and
    its Award button were out of sight until the dealer scrolled."""
    event = seated_cash_game(context, "PLO8", CashSettings(
        game="omaha-hilo", limit="fixed limit", small_blind=50, big_blind=100,
        min_buy_in=1_000), (4_000,) * 4)
    try:
        panel = dealt_at_cash_table(qtbot, tmp_path, context, event, "hu", size=(1024, 600))
        window = panel.window()
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
