"""The console's selection kept across a redraw (``select_rows``): the same rows
selected whatever keys are held, and the view left where the director scrolled it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from director.ui.console.console_dialogs import select_rows


def _entries(qtbot: QtBot, rows: int) -> QTableWidget:
    table = QTableWidget(rows, 3)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
    for r in range(rows):
        table.setItem(r, 0, QTableWidgetItem(f"Player {r}"))
    qtbot.addWidget(table)
    table.resize(400, 300)
    table.show()
    qtbot.waitExposed(table)
    return table


def _selected(table: QTableWidget) -> list[int]:
    return sorted({i.row() for i in table.selectedIndexes()})


def test_the_rows_chosen_stay_chosen_with_ctrl_held_or_not(qtbot: QtBot) -> None:
    table = _entries(qtbot, 10)
    select_rows(table, [2, 3, 4, 8], 8)
    assert _selected(table) == [2, 3, 4, 8]
    assert table.currentRow() == 8
    # a commit's redraw while the director holds Ctrl for the next click
    qtbot.keyPress(table, Qt.Key.Key_Control)
    select_rows(table, [1, 2, 3, 7], 7)
    qtbot.keyRelease(table, Qt.Key.Key_Control)
    assert _selected(table) == [1, 2, 3, 7]
    assert table.currentRow() == 7
    select_rows(table, [], None)
    assert _selected(table) == []


def test_a_redraw_leaves_the_view_where_the_director_scrolled_it(qtbot: QtBot) -> None:
    table = _entries(qtbot, 500)
    select_rows(table, [3], 3)  # the keyboard's place near the top
    bar = table.verticalScrollBar()
    bar.setValue(bar.maximum())  # then scrolled to the bottom with the wheel
    select_rows(table, [2], 2)  # a bust above: the row one up, the view not moved
    assert table.currentRow() == 2
    assert bar.value() == bar.maximum()
