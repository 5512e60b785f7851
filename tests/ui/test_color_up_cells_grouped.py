"""A break's color-up in the blind structure (R-8.3): the chip values removed, each
grouped the chosen language's way and separated by semicolons ("1,000; 5,000"; in
Hungarian "25 000; 100 000"). They were listed with commas ungrouped ("25, 100"),
and a comma list of grouped values, "1,000, 5,000", is ambiguous in English. What a
person types reads back in every form: semicolons, the old comma lists ("25, 100",
"25,100": 25 and 100), grouped values with a comma and a space between; a bad one
stays as typed, refused at the end of its row in words. The real main window: a
click on the cell, F2 and keys typed into the cell's own editor."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.engine.event.structures import Break
from director.services.core.documents import TournamentSettings
from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.setup.event_setup import TournamentSetup
from director.ui.setup.event_setup_structure import COL
from tests.ui.all_windows import choose_from_menu
from tests.ui.home_driver import click, context, open_main_window
from tests.ui.test_blind_structure_grouped import blinds_tab, type_in_cell

__all__ = ["context"]

NBSP = "\u00a0"


def break_rows(setup: TournamentSetup) -> list[int]:
    table = setup.structure.table
    return [r for r in range(table.rowCount())
            if table.item(r, 0).data(Qt.ItemDataRole.UserRole)]


def stored_color_ups(context: AppContext) -> list[tuple[int, ...]]:
    [event] = Queries(context.db).list_events()
    _, _, stored = Queries(context.db).event_settings(event.event_id)
    assert isinstance(stored, TournamentSettings)
    return [it.color_up for it in stored.structure().items if isinstance(it, Break)]


@pytest.mark.parametrize(("language", "cases", "refused"), [
    ("en", [("1,000, 5,000", "1,000; 5,000"), ("25, 100", "25; 100"),
            ("25,100", "25; 100"), ("1000;5000", "1,000; 5,000"),
            ("25,000; 100,000", "25,000; 100,000"), ("1,000", "1,000")],
     "\u26a0 Color-up: chip values separated by semicolons (1,000; 5,000)"),
    ("hu", [("1 000; 5 000", "1000; 5000"), ("25, 100", "25; 100"),
            ("25,100", "25; 100"), ("25 000, 100 000", f"25{NBSP}000; 100{NBSP}000"),
            ("25000;100000", f"25{NBSP}000; 100{NBSP}000")],
     "\u26a0 Zsetoncsere: zsetonértékek pontosvesszővel elválasztva (1000; 5000)"),
])
def test_R_8_3_a_breaks_color_up_is_shown_grouped_and_read_in_every_form(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str,
        cases: list[tuple[str, str]], refused: str) -> None:
    """The home game's second break colors up its 25s: each form typed into it reads
    grouped with semicolons once typed, with nothing refused in its row; "1,5; 100"
    (1 5 in Hungarian) is no list of chips: kept as typed, the row says why, Save
    held back. "25, 100" typed last reads 25 and 100; typed "25" again, and "100;"
    at the third break, the event is saved coloring up the 25s, then the 100s."""
    window = open_main_window(qtbot, tmp_path, context, language)
    setup = blinds_tab(qtbot, window)
    table = setup.structure.table
    row = break_rows(setup)[1]
    assert table.item(row, COL["color_up"]).text() == "25"
    for typed, shown in cases:
        assert type_in_cell(qtbot, setup, row, "color_up", typed) == shown, typed
        assert table.item(row, COL["problem"]).text() == ""

    bad = "1,5; 100" if language == "en" else "1 5; 100"
    assert type_in_cell(qtbot, setup, row, "color_up", bad) == bad
    assert table.item(row, COL["problem"]).text() == refused
    assert not setup.save_button.isEnabled()

    assert type_in_cell(qtbot, setup, row, "color_up", "25, 100") == "25; 100"
    assert table.item(row, COL["problem"]).text() == ""
    levels = setup.structure.levels()
    assert levels is not None and levels[row]["color_up"] == [25, 100]
    assert type_in_cell(qtbot, setup, row, "color_up", "25") == "25"
    assert type_in_cell(qtbot, setup, break_rows(setup)[2], "color_up", "100;") == "100"
    assert setup.save_button.isEnabled(), setup.summary.text()
    click(qtbot, setup.save_button)
    assert stored_color_ups(context) == [(), (25,), (100,)]


def test_a_change_of_language_regroups_the_color_ups(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Settings → Language → Magyar: a color-up typed "25,000; 100,000" in English
    reads "25 000; 100 000", read in English, the language it was written in (a
    Hungarian comma groups nothing); back in English it reads as typed again."""
    window = open_main_window(qtbot, tmp_path, context, "en")
    setup = blinds_tab(qtbot, window)
    table = setup.structure.table
    row = break_rows(setup)[1]
    assert type_in_cell(qtbot, setup, row, "color_up", "25000, 100000") == "25,000; 100,000"
    choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
    assert table.item(row, COL["color_up"]).text() == f"25{NBSP}000; 100{NBSP}000"
    assert table.item(row, COL["problem"]).text() == ""
    choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_en")
    assert table.item(row, COL["color_up"]).text() == "25,000; 100,000"
