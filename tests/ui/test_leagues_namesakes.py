"""Two people of one name in a league (the player database allows it, saying so):
each has a line of their own in the standings and a history of their own (before,
their results were put on one line, and one's points of a night they both played
written over by the other's)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.tournament.tournament_service import TournamentService
from director.ui.common.context import AppContext
from tests.services.test_leagues import SETTINGS, T0
from tests.ui.home_driver import click, context, type_into
from tests.ui.test_leagues_names import open_leagues

__all__ = ["context"]


def test_two_players_of_one_name_each_have_their_own_line_and_history(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    events, tournament = context.events, TournamentService(context.db)
    first, second = (events.add_player("Kovács Anna", T0) for _ in range(2))
    bela = events.add_player("Tóth Béla", T0)
    night = events.create_event("tournament", "Monday", SETTINGS, T0)
    entries = [tournament.register(night, p, T0) for p in (first, bela, second)]
    later = T0 + timedelta(hours=2)
    for loser in (entries[2], entries[1]):  # the second Anna out first, then Béla
        tournament.bust(night, {loser: 0}, later, eliminators=[entries[0]])
    tournament.finish(night, later)
    leagues = open_leagues(qtbot, tmp_path, context, "en")
    type_into(qtbot, leagues.name, "Spring")
    type_into(qtbot, leagues.formula.lineEdit(), "players - place + 1")
    click(qtbot, leagues.create_button)
    click(qtbot, leagues.add_button)
    table = leagues.table
    rows = [[table.item(r, c).text() for c in range(4)] for r in range(table.rowCount())]
    assert rows == [["1", "Kovács Anna", "3.00", "1"], ["2", "Tóth Béla", "2.00", "1"],
                    ["3", "Kovács Anna", "1.00", "1"]]
    # the third line's history is the second Anna's: third of three
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(table.item(2, 1)).center())
    assert leagues.history.text() == "Kovács Anna: Monday: place 3 of 3, 1.00 points"
