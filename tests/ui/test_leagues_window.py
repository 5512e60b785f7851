"""The Leagues window through the File menu: a league with a typed formula, three
finished nights added, the standings shown as worked out by hand; a malicious
formula refused with its message."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.home.leagues import LeaguesWindow
from tests.services.test_leagues import FORMULA, night
from tests.ui.home_driver import click, context, open_main_window, open_menu_item, type_into  # noqa: F401


def test_a_league_in_the_window(qtbot: QtBot, tmp_path: Path,
                                context: AppContext) -> None:  # noqa: F811
    ids: dict[str, int] = {}
    db = context.db
    night(db, "Night 1", 0, ["Anna", "Bela", "Cili", "Dani"], ids)
    night(db, "Night 2", 7, ["Bela", "Emma", "Anna", "Feri", "Cili"], ids)
    night(db, "Night 3", 14, ["Cili", "Dani", "Emma", "Anna"], ids)
    window = open_main_window(qtbot, tmp_path, context)
    open_menu_item(qtbot, window, window.file_menu, "leagues")
    qtbot.waitUntil(lambda: window.findChild(LeaguesWindow) is not None, timeout=2000)
    leagues = window.findChild(LeaguesWindow)
    qtbot.waitUntil(leagues.isVisible, timeout=2000)
    type_into(qtbot, leagues.name, "Winter 2026")
    edit = leagues.formula.lineEdit()
    type_into(qtbot, edit, "__import__('os')")
    click(qtbot, leagues.create_button)
    assert leagues.message.text().startswith(
        "\u26a0 “__import__('os')” is not allowed in a formula")
    assert leagues.league.count() == 0
    type_into(qtbot, edit, FORMULA)
    leagues.best.setFocus()
    qtbot.keyClick(leagues.best, Qt.Key.Key_Up)
    qtbot.keyClick(leagues.best, Qt.Key.Key_Up)
    assert leagues.best.value() == 2
    click(qtbot, leagues.create_button)
    assert leagues.league.currentText() == "Winter 2026"
    for name in ("Night 1", "Night 2", "Night 3"):
        leagues.event_choice.setFocus()
        qtbot.keyClick(leagues.event_choice, Qt.Key.Key_Home)
        for _ in range(leagues.event_choice.count()):
            if leagues.event_choice.currentText().startswith(name):
                break
            qtbot.keyClick(leagues.event_choice, Qt.Key.Key_Down)
        assert leagues.event_choice.currentText().startswith(name)
        click(qtbot, leagues.add_button)
    rows = [[leagues.table.item(r, c).text() for c in range(5)]
            for r in range(leagues.table.rowCount())]
    assert rows == [["1", "Bela", "22.50", "2", "1"], ["2", "Anna", "21.00", "2", "1"],
                    ["3", "Cili", "20.00", "2", "1"], ["4", "Emma", "13.00", "2", "0"],
                    ["5", "Dani", "10.00", "2", "0"], ["6", "Feri", "4.00", "1", "0"]]
    header = leagues.table.horizontalHeader()  # the columns fill the table's width
    assert header.length() == leagues.table.viewport().width()
    assert header.sectionSize(1) == max(header.sectionSize(c) for c in range(5))  # names
    rect = leagues.table.visualItemRect(leagues.table.item(1, 1))
    qtbot.mouseClick(leagues.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert leagues.history.text() == ("Anna: Night 1: place 1 of 4, 15.00 points; "
                                      "Night 2: place 3 of 5, 6.00 points; "
                                      "Night 3: place 4 of 4, 2.50 points")
