"""The practice table (issue 30 item 8): the stand-alone panel deals a scenario from
a file or the small dialog; every shipped example is played to the end with keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from director.services.practice.scenario import read_scenario, shipped_scenarios, usual_scenario
from director.ui.practice.practice_window import PracticeWindow
from director.ui.practice.scenario_dialog import ScenarioDialog
from tests.ui.dealer_driver import dealer_key, play_by_keys

SHIPPED = shipped_scenarios()


def practice(qtbot: QtBot, name: str) -> PracticeWindow:
    window = PracticeWindow(read_scenario(SHIPPED[name]))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.panel.setFocus()
    return window


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_every_shipped_scenario_plays_to_the_end_with_keys(qtbot: QtBot, name: str) -> None:
    window = practice(qtbot, name)
    panel = window.panel
    scenario = window.scenario
    chips = sum(scenario.stacks.values())
    play_by_keys(qtbot, panel)
    assert panel.session.is_complete
    assert sum(panel.session.stacks_by_seat().values()) == chips  # no chip made or lost
    assert panel.pots.awards.text(), "the award is explained in words (R-7.6)"
    assert scenario.title in window.title.text()


def test_the_scenarios_cards_are_offered_in_the_card_field(qtbot: QtBot) -> None:
    window = practice(qtbot, "r7-3-side-pots")
    panel = window.panel
    dealer_key(qtbot, panel, Qt.Key.Key_N)  # small blind
    dealer_key(qtbot, panel, Qt.Key.Key_N)  # big blind
    assert panel.cards.entry.text() == "3s 4d"  # seat 1's, as the scenario fixes them
    dealer_key(qtbot, panel, Qt.Key.Key_N)
    assert panel.session.hand.hole[0] == tuple(read_scenario(SHIPPED["r7-3-side-pots"]).hole[1])
    assert panel.cards.entry.text() == "5s 6d"  # seat 2's next


def test_ctrl_o_opens_the_dialog_and_a_new_table_deals_its_scenario(qtbot: QtBot) -> None:
    window = PracticeWindow(usual_scenario("holdem"))
    qtbot.addWidget(window)
    window.show()
    window.panel.setFocus()
    dealer_key(qtbot, window.panel, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, ScenarioDialog) and dialog.isVisible()
    dialog.game.setCurrentIndex(dialog.game.findData("draw-piquet"))
    dialog.limit.setCurrentIndex(dialog.limit.findData("fixed limit"))
    dialog.ante.setValue(25)
    dialog.small_bet.setValue(100)
    dialog.big_bet.setValue(200)
    dialog.stacks.clear()
    qtbot.keyClicks(dialog.stacks, "1=2000 3=2000 6=150")
    dialog.button_seat.setValue(3)
    dialog.hole.clear()
    dialog.board.clear()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.message.text()
    session = window.panel.session
    assert session.hand.setup.game.key == "draw-piquet" and len(session.hand.setup.game.deck) == 32
    assert session.stacks_by_seat() == {1: 2000, 3: 2000, 6: 150}
    assert "32" in window.panel.header.text() or "piquet" in window.panel.header.text().lower()


def test_R_3_7_the_dialog_refuses_a_straddle_at_a_fixed_limit_table(qtbot: QtBot) -> None:
    dialog = ScenarioDialog(usual_scenario("holdem"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.limit.setCurrentIndex(dialog.limit.findData("fixed limit"))
    dialog.cash.setChecked(True)
    dialog.straddle.setFocus()
    qtbot.keyClick(dialog.straddle, Qt.Key.Key_Space)
    assert dialog.straddle.isChecked()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.scenario is None  # nothing dealt
    assert "R-3.7" in dialog.message.text() and "straddle" in dialog.message.text().lower()


def test_a_shipped_example_chosen_in_the_dialog_fills_its_fields(qtbot: QtBot) -> None:
    dialog = ScenarioDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    index = dialog.examples.findData("r5-4-pot-limit-three-raises")
    dialog.examples.setCurrentIndex(index)
    dialog.examples.activated.emit(index)
    assert dialog.limit.currentData() == "pot limit"
    assert (dialog.small_blind.value(), dialog.big_blind.value()) == (5, 10)
