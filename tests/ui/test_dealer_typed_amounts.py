"""The bet typed into the dealer panel's amount field is the bet made, or refused in
words with nothing changed (R-5.3). Before, the field was a spin box held to the
round's range: "5" typed where the minimum raise is to 200 stayed on screen while R
raised to 200, and "6000" typed against a stack of 5,000 kept only "600" (the last
zero refused without a word) and R raised to 600; Enter did the same."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.hand.facts.events import BetRaise
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.home_driver import resume_event
from tests.ui.keys_driver import dealer_panel_by_keys, key, type_text
from tests.ui.test_real_night_keys import open_window

__all__ = ["context", "time"]


def _typed(qtbot: QtBot, tmp_path: Path, context: AppContext, amount: str,
           done_with: Qt.Key) -> tuple[DealerPanel, int, int, int, int]:
    """The first player to act at the main window's dealer panel: the amount field
    clicked, its text chosen (Ctrl+A), ``amount`` typed (``{below}`` under the least
    raise, ``{between}`` between the least and the most, ``{high}`` the most), then R
    or Enter. The panel, the seat, the amount typed, the least and the most."""
    event_id, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event_id)
    panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
    legal = panel.session.state.legal_actions()
    assert legal is not None and legal.raise_min is not None and legal.raise_max is not None
    low, high = legal.raise_min, legal.raise_max
    typed = amount.format(below=low - 1, between=(low + high) // 2, high=high)
    qtbot.mouseClick(panel.actions_bar.amount, Qt.MouseButton.LeftButton)
    key(qtbot, window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, window, typed)
    key(qtbot, window, done_with)
    return panel, legal.seat, int(typed), low, high


@pytest.mark.parametrize("done_with", [Qt.Key.Key_R, Qt.Key.Key_Return])
@pytest.mark.parametrize("typed", ["5", "0", "{below}", "{high}0"])
def test_R_5_3_an_amount_outside_the_raise_range_is_refused_and_nothing_changes(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime, typed: str,
        done_with: Qt.Key) -> None:
    """Below the least raise, and above the stack (a zero typed too many)."""
    panel, seat, amount, low, high = _typed(qtbot, tmp_path, context, typed, done_with)
    assert not low <= amount <= high
    assert panel.error_label.text() == (
        f"\u26a0 Seat {seat} may bet or raise to between {low:,} and {high:,}, not to {amount:,}")
    assert not any(isinstance(e, BetRaise) for e in panel.session.hand.log)
    assert panel.actions_bar.amount.text().replace(",", "") == str(amount), "what was typed"


@pytest.mark.parametrize("done_with", [Qt.Key.Key_R, Qt.Key.Key_Return])
def test_R_5_3_an_amount_inside_the_range_raises_to_exactly_that(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        done_with: Qt.Key) -> None:
    panel, seat, amount, low, high = _typed(qtbot, tmp_path, context, "{between}", done_with)
    assert low < amount < high
    assert panel.error_label.text() == ""
    assert panel.session.hand.log[-1] == BetRaise(seat, amount)


@pytest.mark.parametrize("done_with", [Qt.Key.Key_R, Qt.Key.Key_Return])
@pytest.mark.parametrize("slip", ["2,50", "2.50"])
def test_R_5_3_digits_grouped_as_no_number_is_written_are_refused_not_read_as_one(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        done_with: Qt.Key, slip: str) -> None:
    """"2,50" typed (a slip for 250 or 2,500, which Qt's spin box read as 250), or
    "2.50" (its point dropped as it was typed: 250 again): R or Enter raises to
    nothing; the panel says it is no amount and the hand is as it was, the text
    still as typed."""
    event_id, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event_id)
    panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
    log = list(panel.session.hand.log)
    qtbot.mouseClick(panel.actions_bar.amount, Qt.MouseButton.LeftButton)
    key(qtbot, window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, window, slip)
    key(qtbot, window, done_with)
    assert panel.error_label.text() == (
        f"\u26a0 Not an amount: {slip}; type a whole number, its digits grouped by three "
        "(15,000) or not grouped (15000)")
    assert list(panel.session.hand.log) == log
    assert panel.actions_bar.amount.text() == slip
