"""A number too large for the settings typed into the blind structure or the chip set:
refused in its own row, naming the column, the bound grouped the language's way
(before, a lone "at most 1000000000000" stood under the table, naming no row nor
column, its digits ungrouped). The real main window, the cells' own editors."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.setup.event_setup import TournamentSetup
from director.ui.setup.event_setup_structure import COL
from director.ui.shell.app import install_translator
from tests.ui.home_driver import context, open_main_window
from tests.ui.test_blind_structure_grouped import (
    blinds_tab,
    edit_cell,
    level_row,
    type_in_cell,
)

__all__ = ["context"]

NBSP = "\u00a0"


@pytest.mark.parametrize(("language", "big_blind", "minutes", "count"), [
    ("en", "\u26a0 Big blind: at most 1,000,000,000,000", "\u26a0 Minutes: at most 1,440",
     "\u26a0 Row 2: the count is at most 1,000,000,000,000"),
    ("hu", f"\u26a0 Nagyvak: legfeljebb 1{NBSP}000{NBSP}000{NBSP}000{NBSP}000",
     "\u26a0 Perc: legfeljebb 1440",
     f"\u26a0 2. sor: a darabszám legfeljebb 1{NBSP}000{NBSP}000{NBSP}000{NBSP}000"),
])
def test_a_blind_or_a_chip_count_too_large_is_refused_in_its_own_row(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str, big_blind: str,
        minutes: str, count: str) -> None:
    window = open_main_window(qtbot, tmp_path, context, language)
    try:
        setup = blinds_tab(qtbot, window)
        table, structure = setup.structure.table, setup.structure
        row = level_row(setup, 3)
        before = table.item(row, COL["big_blind"]).text()
        type_in_cell(qtbot, setup, row, "big_blind", str(2**70))
        assert table.item(row, COL["problem"]).text() == big_blind
        assert structure.message.text() == ""
        assert not setup.save_button.isEnabled()
        type_in_cell(qtbot, setup, row, "big_blind", before)
        type_in_cell(qtbot, setup, row, "minutes", "100000")
        assert table.item(row, COL["problem"]).text() == minutes
        type_in_cell(qtbot, setup, row, "minutes", "20")
        assert table.item(row, COL["problem"]).text() == ""
        assert setup.save_button.isEnabled(), setup.summary.text()
        type_chip_count(qtbot, setup, 1, "5000000000000")
        assert setup.chip_editor.message.text() == count
        assert not setup.save_button.isEnabled()
    finally:
        install_translator("en")
        QApplication.processEvents()


def type_chip_count(qtbot: QtBot, setup: TournamentSetup, row: int, text: str) -> None:
    """The chips tab clicked, the row's count cell clicked, F2, ``text`` typed, Enter."""
    bar = setup.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    table = setup.chip_editor.table
    edit_cell(qtbot, table, table.item(row, 2), text)
    qtbot.waitUntil(lambda: table.item(row, 2).text() == text)
