"""The Connect dialog as a person uses it, for the club station's tests: the
address and the table typed with real keys, OK clicked, the look at the server
waited for."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
URL = "postgresql+psycopg://director@club.local/club"


def type_url(dialog: QWidget, text: str) -> None:
    field = dialog.findChild(QWidget, "clubUrl")
    field.setFocus()
    QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(field, Qt.Key.Key_Delete)
    QTest.keyClicks(field, text)


def ok(qtbot: QtBot, dialog: QWidget) -> None:
    box = dialog.findChild(QDialogButtonBox)
    qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def looking(dialog: QWidget) -> bool:
    """The dialog shows that it is looking at the server: its button stops the look."""
    return dialog.findChild(QPushButton, "findTables").text() == "&Stop looking"


def wait_for_the_look(qtbot: QtBot, dialog: QWidget, seconds: float = 15) -> None:
    qtbot.waitUntil(lambda: not looking(dialog), timeout=int(seconds * 1000))


def closed_if_open(dialog: QWidget) -> None:
    """A check that failed halfway leaves no dialog open (the test then fails)."""
    if dialog.isVisible():
        dialog.reject()  # type: ignore[attr-defined]


def type_table(dialog: QWidget, text: str) -> None:
    table = dialog.findChild(QComboBox, "stationTable")
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(table, Qt.Key.Key_Delete)
    QTest.keyClicks(table, text)
