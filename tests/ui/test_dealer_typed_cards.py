"""Cards typed into the dealer panel that are not cards are refused in words, and
nothing is dealt (R-1.1, R-4.4). Before, at the flop's burn (where the dealer may
type the burn card, or the three flop cards, or nothing) a token that is no card
("1h", "asd") was dropped without a word and Enter burned an unknown card, the text
gone; and the flop typed without spaces ("AsKdQh", which R-1.1's text form reads as
three cards) was dropped the same way, the flop left undealt."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.cards import parse_cards
from director.engine.hand.facts.events import Burn, DealBoard
from director.engine.hand.rules.steps import StepKind
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.home_driver import resume_event
from tests.ui.keys_driver import dealer_panel_by_keys, key, type_text
from tests.ui.test_real_night_keys import open_window

__all__ = ["context", "time"]


def _at_the_flops_burn(qtbot: QtBot, tmp_path: Path, context: AppContext
                       ) -> tuple[DealerPanel, object]:
    event_id, _ = tournament(context, players=4, tables=1, seed=3)
    window = open_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event_id)
    panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
    while panel.session.step().kind is StepKind.ACT:
        key(qtbot, window, Qt.Key.Key_C)
    assert panel.session.step().kind is StepKind.BURN
    return panel, window


@pytest.mark.parametrize("typed", ["1h", "asd", "As Kd 1h", "Ah K"])
def test_R_1_1_a_token_that_is_no_card_is_refused_at_the_burn_and_nothing_is_dealt(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime, typed: str) -> None:
    panel, window = _at_the_flops_burn(qtbot, tmp_path, context)
    log = panel.session.hand.log
    type_text(qtbot, window, typed)
    key(qtbot, window, Qt.Key.Key_Return)
    said = panel.error_label.text()
    assert "is not a card" in said and "like As or 10h" in said, said
    assert panel.session.hand.log == log, "nothing burned nor dealt"
    assert panel.cards.entry.text() == typed, "what was typed stays, to be mended"


def test_R_4_4_the_flop_typed_without_spaces_at_its_burn_is_dealt(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    panel, window = _at_the_flops_burn(qtbot, tmp_path, context)
    type_text(qtbot, window, "AsKdQh")
    key(qtbot, window, Qt.Key.Key_Return)
    assert panel.error_label.text() == ""
    assert panel.session.hand.log[-2:] == (Burn(None), DealBoard(parse_cards("As Kd Qh")))
