"""The practice table's number fields keep what was typed: Qt's spin boxes dropped the
digit past their top, so blinds of 100,000,000/200,000,000 were dealt as
100,000,000/20,000,000 and a button typed on seat 12 sat on seat 1, without a word.
Now the scenario gets the numbers typed and deals them, or refuses them in words.
Windows → Training in the real main window, Practice table…, clicks and keys."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.practice.scenario_dialog import ScenarioDialog
from director.ui.practice.training_view import TrainingView
from tests.ui.home_driver import context, open_main_window
from tests.ui.keys_driver import click_menu_item, open_menu
from tests.ui.test_practice_table import choose_example

__all__ = ["context"]


def _type(qtbot: QtBot, field: QWidget, text: str) -> None:
    """A click in the field, all of it selected, ``text`` typed, Tab."""
    edit = getattr(field, "lineEdit", lambda: field)()
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Tab)


def practice_dialog(qtbot: QtBot, tmp_path: Path, context: AppContext, language: str = "en",
                    menu: Qt.Key = Qt.Key.Key_W) -> tuple[TrainingView, ScenarioDialog]:
    """The real main window in ``language``, Windows (its menu letter ``menu``) →
    Training, Practice table… clicked, the example of R-5.4's Omaha pot-limit maximum
    chosen: the training page and the open dialog."""
    window = open_main_window(qtbot, tmp_path, context, language)
    click_menu_item(qtbot, open_menu(qtbot, window, menu), window.a_training)
    view = window.pages.currentWidget()
    assert isinstance(view, TrainingView)
    qtbot.mouseClick(view.practice, Qt.MouseButton.LeftButton)
    dialog = view.scenario_dialog
    assert dialog is not None and dialog.isVisible()
    choose_example(qtbot, dialog, "r5-4-omaha-pot-limit-maximum")
    return view, dialog


def test_the_blinds_and_button_typed_are_the_ones_dealt_or_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    view, dialog = practice_dialog(qtbot, tmp_path, context)
    _type(qtbot, dialog.small_blind, "100000000")
    _type(qtbot, dialog.big_blind, "200000000")
    _type(qtbot, dialog.stacks, "1=20000000000 2=20000000000 3=20000000000")
    _type(qtbot, dialog.button_seat, "12")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.message.text() == \
        "\u26a0 The button must be on a seat of the table, not on seat 12"
    _type(qtbot, dialog.button_seat, "2")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.message.text()
    state = view.session.state
    assert state is not None
    assert sorted(state.setup.blinds)[-2:] == [100_000_000, 200_000_000]
    assert view.session.scenario is not None and view.session.scenario.button == 2
