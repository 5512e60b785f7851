"""Pot-limit Omaha at a cash table, blinds 50,000/100,000 and the stacks of a real
WSOP 2023 hand (tests/data/phh/wsop-2023/wsop_2023_43_5_27_01_18_22.phh), dealt at
the panel of the main window: the first player to act may raise to 200,000-350,000
(R-5.4). The dealer types the amount in the field and presses Enter. An amount
outside the range is refused in words naming the range, and nothing is recorded;
the field's bounds never turn a typed 400,000 into another raise."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.hand.facts.events import BetRaise
from director.engine.hand.rules.steps import StepKind
from director.services.core.documents import CashSettings
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from tests.ui.cash_deal_driver import dealt_at_cash_table, seated_cash_game
from tests.ui.home_driver import context
from tests.ui.keys_driver import key, type_text

__all__ = ["context"]

STACKS = (4_100_000, 5_550_000, 3_075_000, 10_125_000, 6_850_000)  # the hand's stacks


def _omaha_panel(qtbot: QtBot, tmp_path: Path, context: AppContext) -> DealerPanel:
    event = seated_cash_game(context, "PLO", CashSettings(
        game="omaha", limit="pot limit", small_blind=50_000, big_blind=100_000,
        min_buy_in=1_000_000), STACKS, smallest_chip=25_000)  # the stacks are in 25,000 chips
    panel = dealt_at_cash_table(qtbot, tmp_path, context, event)
    window = panel.window()
    while panel.session.step().kind is not StepKind.ACT:  # the blinds, the cards: N
        key(qtbot, window, Qt.Key.Key_N)
    return panel


def _type_amount(qtbot: QtBot, panel: DealerPanel, amount: str) -> None:
    """Click the amount field, select what it holds, type ``amount``, press Enter."""
    field = panel.actions_bar.amount
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    window = panel.window()
    key(qtbot, window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, window, amount)
    key(qtbot, window, Qt.Key.Key_Return)


def test_R_5_4_a_raise_typed_above_the_pot_or_below_the_minimum_is_refused(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The field held 200,000-350,000: 400,000 typed kept 40,000 (the last 0 dropped)
    and Enter raised to 200,000, the value before; 150,000 typed raised to 200,000 too.
    Neither said a word."""
    panel = _omaha_panel(qtbot, tmp_path, context)
    s = panel.session
    legal = s.legal()
    assert legal is not None and (legal.call, legal.raise_min, legal.raise_max) == (
        100_000, 200_000, 350_000)
    seat, before = legal.seat, s.state.log
    for typed in ("400000", "150000", "99999999999"):  # the last past a C int too
        _type_amount(qtbot, panel, typed)
        assert s.state.log == before, typed
        assert panel.actions_bar.amount.text() == typed  # the number as typed
        assert panel.error_label.text().endswith(
            f"may bet or raise to between 200,000 and 350,000, not to {int(typed):,} "
            f"(all-in is {dict(zip(range(1, 6), STACKS, strict=True))[seat]:,})")
    _type_amount(qtbot, panel, "350000")
    assert s.state.log[-1] == BetRaise(seat, 350_000)
    assert not panel.error_label.text()
