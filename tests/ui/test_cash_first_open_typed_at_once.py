"""A person's first open of a cash game from Home, typing at once (issue 33: its tables
are painted first, the controls beside them built in the turn after, so the window
never stalls 50 ms): the keys typed right after Enter reach the New table form as
they did when the page was built in one call, the table asked for is opened (R-8.7)
and the page shows the store's tables.

Keys a person gives while the controls are built wait in Qt's queue
(``event_pages.after_first_paint``) and are taken once Enter's open has returned: here
``QTest.keyClick`` on the focused widget right after Enter's. Both ways are run
(``IN_STEPS`` off: the page built whole before its first paint) and must end the same."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStackedWidget, QWidget
from pytestqt.qtbot import QtBot

from director.services.cash.cash_tables import CashTableService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.shell import event_pages
from director.ui.shell.main_window import MainWindow
from tests.ui.opening_driver import click_row, english_settings, night_file, run_program, started

__all__ = ["english_settings"]  # the windows in English, not a first start

#: Tab from the page's first button to the New table form's name: the page's buttons
#: (the sample's table has drawn its button, R-3.1, and dealt no hand: the draw is
#: still offered), the tables' tabs and the controls' tabs (the controls' scroll area
#: and the table's picture take no Tab stop: they did, two keys more)
KEYS_TO_THE_NAME = ["drawButton", "dealHere", "nextHand", "qt_tabwidget_tabbar",
                    "qt_tabwidget_tabbar"]


def _focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "no widget has the keyboard"
    return widget


class _FirstPaint(QObject):
    """How many control tabs the cash tables page had when it was first painted."""

    def __init__(self, stack: QStackedWidget) -> None:
        super().__init__(stack)
        self.stack = stack
        self.tabs: int | None = None
        stack.currentChanged.connect(self._shown)

    def _shown(self, _index: int) -> None:
        page = self.stack.currentWidget()
        if isinstance(page, CashTablesPage):
            page.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, CashTablesPage) \
                and self.tabs is None:
            self.tabs = watched.controls.count()
        return False


def _typed_at_once(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                   in_steps: bool) -> dict[str, object]:
    """Home's row clicked, Enter, then at once Tab to the New table form's name, "Rail"
    typed there, Tab on to its Open button and Space, each key on the widget that has
    the keyboard then."""
    monkeypatch.setattr(event_pages, "IN_STEPS", in_steps)
    path = night_file(tmp_path / "night.sqlite3")
    seen: dict[str, object] = {}

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        first_paint = _FirstPaint(window.pages)
        click_row(qtbot, window, "Tuesday cash")
        QTest.keyClick(_focused(), Qt.Key.Key_Return)  # Enter on the row: the open
        page = window.pages.currentWidget()
        assert isinstance(page, CashTablesPage)
        qtbot.waitUntil(lambda: first_paint.tabs is not None)  # in one call: painted now
        seen["painted_with_tabs"] = first_paint.tabs
        keys: list[str] = []
        while _focused().objectName() != "tableName" and len(keys) < 20:
            keys.append(_focused().objectName())
            QTest.keyClick(_focused(), Qt.Key.Key_Tab)
        QTest.keyClicks(_focused(), "Rail")
        while _focused().objectName() != "openTableButton" and len(keys) < 60:
            QTest.keyClick(_focused(), Qt.Key.Key_Tab)
        QTest.keyClick(_focused(), Qt.Key.Key_Space)
        stored = CashTableService(window.context.db).tables(page.event_id)
        seen.update(
            keys=keys, message=page.message.text(),
            stored=[t.name for t in stored],
            shown=[page.tables.tabText(i) for i in range(page.tables.count())],
            current=page.tables.tabText(page.tables.currentIndex()),
            tabs=[page.controls.tabText(i) for i in range(page.controls.count())])

    assert run_program(monkeypatch, path, night) == 0
    return seen


@pytest.mark.parametrize("in_steps", [True, False], ids=["in steps", "in one call"])
def test_the_cash_tables_are_painted_before_their_controls_are_built(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, in_steps: bool) -> None:
    """In steps the first paint shows the tables alone, the controls follow a turn
    later; either way the keys typed at once reach them and the night ends the same."""
    seen = _typed_at_once(qtbot, tmp_path, monkeypatch, in_steps)
    assert seen["painted_with_tabs"] == (0 if in_steps else 4)
    # the keys reached the New table form: Tab from the page's first button to its
    # name, "Rail" typed there, its Open button pressed: the table opened and shown
    # beside the sample's, and in front
    assert seen["keys"] == KEYS_TO_THE_NAME
    assert seen["tabs"] == ["New table", "Seat", "Seated", "Waiting list"]
    assert seen["stored"] == seen["shown"] == ["Table 1", "Rail"]
    assert seen["current"] == "Rail"
    assert seen["message"] == "Opened Rail"
