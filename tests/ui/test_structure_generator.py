"""The structure generator in the setup window takes the hours typed in (issue 13:
PySide's ``QLocale.toDouble`` answers ``(value, ok)``, and the hours became ``True``:
20 players, 4 h, 20-minute levels gave 5 levels)."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.setup.event_setup_structure import COL, parse_hours
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import click, context, type_into, window

__all__ = ["context", "window"]


def generated_rows(qtbot: QtBot, window: MainWindow, hours: str) -> list[tuple[str, int]]:
    """Type the generator's inputs as the director would and press Generate; the rows
    of the table as (item, minutes)."""
    setup = window.tournament_setup
    structure = setup.structure
    type_into(qtbot, setup.stack, "10000")
    type_into(qtbot, setup.players.edit, "20")
    type_into(qtbot, structure.level_minutes, "20")
    type_into(qtbot, structure.target_hours, hours)
    click(qtbot, structure.generate_button)
    assert structure.generator_message.text() == ""
    table = structure.table
    return [(table.item(r, COL["item"]).text(), int(table.item(r, COL["minutes"]).text()))
            for r in range(table.rowCount())]


def test_R_8_1_four_hours_of_twenty_minute_levels_last_about_four_hours(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    """R-8.1: the endgame level runs at the fourth hour. 4 h = 240 min of 20-minute
    levels with a 10-minute break after every 4th: levels 1-4 (80) + break (10) +
    levels 5-8 (80) + break (10) = 180 min, levels 9-11 take it to 240 min; the
    generator adds two levels in case the night runs long: 13 levels."""
    click(qtbot, window.home.new_tournament_button)
    rows = generated_rows(qtbot, window, "4")
    levels = [minutes for item, minutes in rows if item.startswith("Level")]
    assert all(m == 20 for m in levels)
    assert 12 <= len(levels) <= 14, rows
    # the time before the two spare levels is about four hours (within one level)
    playing = sum(minutes for _item, minutes in rows) - 2 * 20
    assert 220 <= playing <= 260, rows


def test_the_hours_change_the_number_of_levels(qtbot: QtBot, window: MainWindow,
                                               context: AppContext) -> None:
    """Two hours give fewer levels than six (the bug gave the same for any hours)."""
    click(qtbot, window.home.new_tournament_button)
    short = [r for r in generated_rows(qtbot, window, "2") if r[0].startswith("Level")]
    long = [r for r in generated_rows(qtbot, window, "6") if r[0].startswith("Level")]
    assert len(short) + 4 <= len(long), (short, long)


def test_a_wrong_number_of_hours_is_refused_with_a_message(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_tournament_button)
    structure = window.tournament_setup.structure
    before = structure.table.rowCount()
    type_into(qtbot, structure.target_hours, "four")
    click(qtbot, structure.generate_button)
    assert structure.generator_message.text() == "\u26a0 Check the generator's fields"
    assert structure.table.rowCount() == before


def test_hours_are_read_in_the_language_s_way_and_with_a_point(qapp: object) -> None:
    saved = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Hungarian, QLocale.Country.Hungary))
        assert parse_hours("3,5") == 3.5
        assert parse_hours(" 3.5 ") == 3.5
        assert parse_hours("4") == 4.0
        assert parse_hours("négy") is None
    finally:
        QLocale.setDefault(saved)
