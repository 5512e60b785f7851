"""Stud is easy to set up (R-6.4): choosing seven-card stud, razz or stud hi/lo in the
tournament setup switches to stud levels (antes, bring-in, small and big bet), the
structure editor shows those columns, and the generator makes stud levels too."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.core.documents import TournamentSettings
from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.setup.event_setup import TournamentSetup
from director.ui.setup.event_setup_structure import COL
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import click, context, type_into, window

__all__ = ["context", "window"]


def choose_game(qtbot: QtBot, setup: TournamentSetup, key: str) -> None:
    """Pick a game with the arrow keys in the focused game box, as the director does."""
    setup.tabs.setCurrentIndex(0)
    combo = setup.game
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == key:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{key} is not in the game box")


def shown(setup: TournamentSetup, column: str) -> bool:
    return not setup.structure.table.isColumnHidden(COL[column])


def test_R_6_4_choosing_seven_card_stud_gives_stud_levels_and_saves_them(
        qtbot: QtBot, window: MainWindow, context: AppContext) -> None:
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "Stud night")
    type_into(qtbot, setup.buy_in, "3000")
    assert shown(setup, "big_blind") and not shown(setup, "bring_in")
    choose_game(qtbot, setup, "stud")
    table = setup.structure.table
    assert setup.limit.currentData() == "fixed limit"
    for column in ("ante", "bring_in", "small_bet", "big_bet"):
        assert shown(setup, column), column
    for column in ("small_blind", "big_blind", "big_blind_ante"):
        assert not shown(setup, column), column
    # the stud template's first level: ante 25, bring-in 25, bets 100/200
    assert [table.item(0, COL[c]).text() for c in ("ante", "bring_in", "small_bet",
                                                     "big_bet")] == ["25", "25", "100", "200"]
    assert table.item(0, COL["problem"]).text() == ""
    assert setup.save_button.isEnabled(), setup.summary.text()
    click(qtbot, setup.save_button)
    [event] = Queries(context.db).list_events()
    _, _, settings = Queries(context.db).event_settings(event.event_id)
    assert isinstance(settings, TournamentSettings)
    assert (settings.game, settings.limit) == ("stud", "fixed limit")
    first = settings.structure().levels[0]
    assert (first.ante, first.bring_in, first.small_bet, first.big_bet,
            first.small_blind, first.big_blind) == (25, 25, 100, 200, 0, 0)


def test_R_6_4_the_generator_makes_stud_levels_for_razz_and_back_to_blinds(
        qtbot: QtBot, window: MainWindow) -> None:
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "Razz")
    type_into(qtbot, setup.buy_in, "2000")
    choose_game(qtbot, setup, "razz")
    structure = setup.structure
    setup.tabs.setCurrentIndex(2)
    type_into(qtbot, structure.level_minutes, "20")
    type_into(qtbot, structure.target_hours, "4")
    click(qtbot, structure.generate_button)
    assert structure.generator_message.text() == ""
    table = structure.table
    levels = [r for r in range(table.rowCount()) if table.item(r, COL["item"]).text()
              .startswith("Level")]
    # 4 hours of 20-minute levels with a 10-minute break every 4: level 11 runs at the
    # end, and 2 more follow in case the night runs long
    assert len(levels) == 13
    # 20 players × 10,000: the first bets are 100/200 (a big bet of 1/50 of the stack)
    first = [table.item(levels[0], COL[c]).text() for c in ("ante", "bring_in", "small_bet",
                                                             "big_bet")]
    assert first == ["25", "25", "100", "200"]
    assert all(int(table.item(r, COL["bring_in"]).text().replace(",", "")) > 0
               for r in levels)  # grouped as every amount ("1,000")
    assert setup.save_button.isEnabled(), setup.summary.text()
    # back to hold'em: blind levels again
    choose_game(qtbot, setup, "holdem")
    assert not structure.has_bring_ins()
    assert shown(setup, "big_blind") and not shown(setup, "bring_in")
    assert table.item(0, COL["big_blind"]).text() == "50"
