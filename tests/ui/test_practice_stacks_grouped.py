"""The practice table's "Seats and stacks" row reads each stack as every amount field
reads one, its digits grouped or not (LOOK.md: "10 000" in Hungarian). Windows →
Training in the real main window, Practice table…, clicks and keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.practice.scenario_dialog import ScenarioDialog
from director.ui.practice.training_view import TrainingView
from director.ui.shell.app import install_translator
from tests.ui.home_driver import context
from tests.ui.test_practice_amounts_typed import _type, practice_dialog

__all__ = ["context"]


def _dialog(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str, menu: Qt.Key
            ) -> tuple[TrainingView, ScenarioDialog]:
    view, dialog = practice_dialog(qtbot, tmp_path, context, language, menu)
    _type(qtbot, dialog.hole, "")  # no cards fixed: any seats
    return view, dialog


@pytest.mark.parametrize(("language", "menu", "stacks"), [
    ("en", Qt.Key.Key_W, "1=10,000 2=10,000 4=350"),
    ("en", Qt.Key.Key_W, "1=10,000, 2=10,000, 4=350"),
    ("hu", Qt.Key.Key_A, "1=10 000 2=10 000 4=350")])
def test_R_5_4_stacks_typed_grouped_deal_a_table_of_10000_10000_and_350(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str, menu: Qt.Key,
        stacks: str) -> None:
    """Pot limit Omaha, seats 1, 2, 4 with 10,000, 10,000 and 350, the button on 1:
    dealt. Before: "1=10,000 …" was refused as "A scenario needs at least two seats,
    each with chips", and the Hungarian "1=10 000 …" as "seats: „000” nem
    széksorszám (1–10)"."""
    try:
        view, dialog = _dialog(qtbot, tmp_path, context, language, menu)
        _type(qtbot, dialog.stacks, stacks)
        _type(qtbot, dialog.button_seat, "1")
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)
        assert not dialog.isVisible(), dialog.message.text()
        scenario = view.session.scenario
        assert scenario is not None
        assert dict(scenario.stacks) == {1: 10_000, 2: 10_000, 4: 350}
    finally:
        install_translator("en")


def test_a_stack_typed_with_a_decimal_comma_is_refused_as_no_amount_in_hungarian(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """In Hungarian "1=10,5" is ten and a half chips: refused naming what was typed,
    the dialog stays open (it read "at least two seats, each with chips")."""
    try:
        _view, dialog = _dialog(qtbot, tmp_path, context, "hu", Qt.Key.Key_A)
        _type(qtbot, dialog.stacks, "1=10,5 2=1000")
        _type(qtbot, dialog.button_seat, "2")
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)
        assert dialog.isVisible()
        assert dialog.message.text().startswith("⚠ Nem összeg: 10,5;"), dialog.message.text()
    finally:
        install_translator("en")
