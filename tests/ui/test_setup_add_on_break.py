"""An add-on at a break the blind structure does not have is refused beside its break
number as it is set up (TDA 27: the add-on is taken at its break); before, it was
saved and refused only on the night, when the director pressed Add-on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.home_driver import click, context, open_main_window, type_into

__all__ = ["context"]


@pytest.mark.parametrize(("language", "refused"), [
    ("en", "\u26a0 The add-on is at break 9, but the structure has 3 breaks"),
    ("hu", "\u26a0 Az add-on a 9. szünetben van, de a struktúrában csak 3 szünet van"),
])
def test_an_add_on_at_a_break_the_levels_do_not_have_is_refused_at_setup(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str,
        refused: str) -> None:
    window = open_main_window(qtbot, tmp_path, context, language)
    try:
        click(qtbot, window.home.new_tournament_button)
        setup = window.tournament_setup
        type_into(qtbot, setup.name, "Add-on night")
        type_into(qtbot, setup.buy_in, "5000")
        setup.add_on_box.setFocus()
        qtbot.keyClick(setup.add_on_box, Qt.Key.Key_Space)  # the Add-on box ticked
        assert setup.add_on_box.isChecked()
        type_into(qtbot, setup.add_on_price, "5000")
        type_into(qtbot, setup.add_on_chips, "10000")
        type_into(qtbot, setup.add_on_break, "9")
        assert setup.add_on_break.message.text() == refused
        assert not setup.save_button.isEnabled()
        type_into(qtbot, setup.add_on_break, "3")  # the home game's last break
        assert setup.add_on_break.message.text() == ""
        assert setup.save_button.isEnabled(), setup.summary.text()
    finally:
        install_translator("en")
        QApplication.processEvents()
