"""TDA 20 at the dealer panel of the main window: a no-limit hold'em cash table of
25s (blinds 25/50). The dealer types a raise to 113 in the amount field and presses
Enter: refused in words naming the chip and the nearest amounts (100 or 125),
nothing recorded; 125 typed and Enter raises to 125."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.hand.facts.events import BetRaise
from director.engine.hand.rules.steps import StepKind
from director.services.core.documents import CashSettings
from director.ui.common.context import AppContext
from tests.ui.cash_deal_driver import dealt_at_cash_table, seated_cash_game
from tests.ui.home_driver import context
from tests.ui.keys_driver import key, type_text

__all__ = ["context"]


def test_TDA_20_a_raise_to_113_typed_at_a_table_of_25s_is_refused(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    event = seated_cash_game(context, "Friday", CashSettings(
        game="holdem", limit="no limit", small_blind=25, big_blind=50, min_buy_in=1_000),
        (1_000, 2_000, 1_500), smallest_chip=25)
    panel = dealt_at_cash_table(qtbot, tmp_path, context, event)
    window = panel.window()
    s = panel.session
    while s.step().kind is not StepKind.ACT:  # the blinds, the cards: N
        key(qtbot, window, Qt.Key.Key_N)
    seat, before = s.to_act().seat, s.state.log
    field = panel.actions_bar.amount

    def type_amount(amount: str) -> None:
        qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
        key(qtbot, window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        type_text(qtbot, window, amount)
        key(qtbot, window, Qt.Key.Key_Return)

    type_amount("113")
    assert s.state.log == before
    assert panel.error_label.text().endswith(
        "raise to 113 cannot be put in with this table's chips: the smallest chip in play"
        " is 25, so it must be a multiple of it (the nearest: 100 or 125; an all-in is the"
        " whole stack) (TDA 20)")
    type_amount("125")
    assert s.state.log[-1] == BetRaise(seat, 125)
    assert not panel.error_label.text()
