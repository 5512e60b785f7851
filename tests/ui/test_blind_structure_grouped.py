"""The blind structure's amounts read as every amount of the program does: small
blind, big blind, ante and bets grouped the chosen language's way ("1,000"; in
Hungarian "1 000", LOOK.md "Words in Hungarian"), whether a template put them there
or the director typed them with or without the groups; a bad one stays as typed,
refused at the end of its row in the one style of every refusal (``show_refusal``:
"⚠ ", bold, the error colour). The real main window: clicks on the tab and the
cells, F2 and keys typed into the cell's own editor."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from director.services.core.documents import TournamentSettings
from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.common.style import colour
from director.ui.setup.event_setup import TABS, TournamentSetup
from director.ui.setup.event_setup_structure import COL
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import choose_from_menu
from tests.ui.home_driver import click, context, open_main_window, type_into
from tests.ui.keys_driver import activate

__all__ = ["context"]

NBSP = "\u00a0"  # Hungarian groups its digits with a no-break space


def blinds_tab(qtbot: QtBot, window: MainWindow, tab: str = "blinds") -> TournamentSetup:
    """Home → New tournament, a name and a buy-in typed, then a click on the ``tab``
    (``event_setup.TABS``), the blinds by default."""
    activate(qtbot, window)
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "High roller")
    type_into(qtbot, setup.buy_in, "50000")
    bar = setup.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(TABS.index(tab)).center())
    assert setup.tabs.currentIndex() == TABS.index(tab)
    return setup


def type_in_cell(qtbot: QtBot, setup: TournamentSetup, row: int, column: str,
                 text: str) -> str:
    """A click on the cell, F2, all of it selected, ``text`` typed key by key, Enter;
    what the cell reads then."""
    table = setup.structure.table
    edit_cell(qtbot, table, table.item(row, COL[column]), text)
    return table.item(row, COL[column]).text()


def edit_cell(qtbot: QtBot, table: QTableWidget, item: QTableWidgetItem, text: str) -> None:
    """A click on the cell, F2, all of it selected, ``text`` typed key by key, Enter."""
    table.scrollToItem(item)  # as the director scrolls the table to the row
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(item).center())
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit), editor
    qtbot.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not editor)  # committed


def level_row(setup: TournamentSetup, number: int) -> int:
    """The table's row of level ``number`` (breaks between the levels)."""
    table = setup.structure.table
    levels = [r for r in range(table.rowCount())
              if not table.item(r, 0).data(Qt.ItemDataRole.UserRole)]
    return levels[number - 1]


@pytest.mark.parametrize(("language", "typed", "shown", "refused"), [
    ("en", ("15000", "30,000"), ("1,000", "2,000", "15,000", "30,000"),
     "\u26a0 Big blind: enter a whole number"),
    ("hu", ("15000", "30 000"),
     ("1000", "2000", f"15{NBSP}000", f"30{NBSP}000"),  # grouped from five digits
     "\u26a0 Nagyvak: adj meg egy egész számot"),
])
def test_R_8_1_the_levels_amounts_are_grouped_and_typed_with_or_without_groups(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str,
        typed: tuple[str, str], shown: tuple[str, ...], refused: str) -> None:
    """The home game template's level 9 (500/1,000) and level 12 (1,000/2,000) read
    grouped in English (Hungarian groups from five digits: 1000, 2000). At its last
    level the director types a small blind of 15000 without groups and a big blind
    of 30,000 (30 000 in Hungarian) with them: both read grouped once typed, and the
    event is saved with 15,000/30,000. "3o,000" is no amount: it stays as typed, the
    row says why, and nothing can be saved."""
    window = open_main_window(qtbot, tmp_path, context, language)
    setup = blinds_tab(qtbot, window)
    table = setup.structure.table
    assert table.item(level_row(setup, 9), COL["big_blind"]).text() == shown[0]
    assert table.item(level_row(setup, 12), COL["big_blind"]).text() == shown[1]
    assert table.item(level_row(setup, 9), COL["big_blind"]).textAlignment() == int(
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    last = level_row(setup, sum(1 for lv in range(table.rowCount())
                                if not table.item(lv, 0).data(Qt.ItemDataRole.UserRole)))
    assert type_in_cell(qtbot, setup, last, "small_blind", typed[0]) == shown[2]
    assert type_in_cell(qtbot, setup, last, "big_blind", typed[1]) == shown[3]
    assert table.item(last, COL["problem"]).text() == ""
    assert setup.save_button.isEnabled(), setup.summary.text()

    assert type_in_cell(qtbot, setup, last, "big_blind", "3o,000") == "3o,000"
    problem = table.item(last, COL["problem"])
    assert problem.text() == refused
    assert problem.font().bold()
    assert problem.foreground().color() == colour("error", table)
    assert not setup.save_button.isEnabled()
    assert setup.tabs.tabText(TABS.index("blinds")).endswith("(!)")

    assert type_in_cell(qtbot, setup, last, "big_blind", typed[1]) == shown[3]
    assert table.item(last, COL["problem"]).text() == ""
    assert not problem.font().bold()  # plain again, as a field whose refusal is gone
    assert setup.save_button.isEnabled(), setup.summary.text()
    click(qtbot, setup.save_button)
    [event] = Queries(context.db).list_events()
    _, _, stored = Queries(context.db).event_settings(event.event_id)
    assert isinstance(stored, TournamentSettings)
    top = stored.structure().levels[-1]
    assert (top.small_blind, top.big_blind) == (15_000, 30_000)


def test_a_change_of_language_regroups_the_levels(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Settings → Language → Magyar with the setup open: level 9's big blind, 1,000,
    reads 1000 (Hungarian groups from five digits), and an ante typed 25000 in
    English, 25,000, reads 25 000."""
    window = open_main_window(qtbot, tmp_path, context, "en")
    setup = blinds_tab(qtbot, window)
    table = setup.structure.table
    row = level_row(setup, 9)
    assert type_in_cell(qtbot, setup, row, "ante", "25000") == "25,000"
    choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
    assert table.item(row, 0).text() == "9. szint"
    assert (table.item(row, COL["big_blind"]).text(), table.item(row, COL["ante"]).text()
            ) == ("1000", f"25{NBSP}000")
    assert table.item(row, COL["problem"]).text() == ""


def test_a_change_of_language_reads_the_fields_as_written_before(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """The setup's buy-in 1,500 and stack 25000, typed in English, read 1500 and
    25 000 in Hungarian with no refusal: a Hungarian comma is a decimal mark, so the
    English text is read in English, the language it was written in."""
    window = open_main_window(qtbot, tmp_path, context, "en")
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.buy_in, "1,500")
    type_into(qtbot, setup.stack, "25000")
    assert (setup.buy_in.edit.text(), setup.stack.edit.text()) == ("1,500", "25000")
    choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
    assert (setup.buy_in.edit.text(), setup.stack.edit.text()) == ("1500", "25\u00a0000")
    assert setup.buy_in.message.text() == setup.stack.message.text() == ""
    assert setup.buy_in.parse() == (1500, "") and setup.stack.parse() == (25_000, "")
