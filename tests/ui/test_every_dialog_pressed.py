"""Every dialog opened as a person opens it, its buttons pressed, and closed with its
own Close or Cancel button (or Esc) (issue 29: "every dialog and window reachable from
a menu, a button or a key is opened ..., its main buttons pressed, and closed").

The dialogs are reached by ``all_windows.open_dialogs`` through the real main window
(menus with the mouse, the pages' buttons). In each, every visible button that does
not commit the dialog (OK, Yes, Apply) is clicked, with the mouse: a dialog it opens
in turn is answered (a print preview paints every page, then Esc; a file chooser is
cancelled; a question gets Esc). The room view's Start, which opens a server, is
left to test_room_share. A Python error in any slot fails the test (pytest-qt).
Before the fix of item 1, Preview in File > Papers ended the run here."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QWidget,
)
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from tests.ui.all_windows import open_dialogs, open_pages
from tests.ui.event_fixtures import context, time
from tests.ui.home_driver import open_main_window
from tests.ui.preview_driver import paint_every_page

__all__ = ["context", "time"]

COMMITS = {QDialogButtonBox.ButtonRole.AcceptRole, QDialogButtonBox.ButtonRole.YesRole,
           QDialogButtonBox.ButtonRole.ApplyRole, QDialogButtonBox.ButtonRole.DestructiveRole}
CLOSES = {QDialogButtonBox.ButtonRole.RejectRole, QDialogButtonBox.ButtonRole.NoRole}
# The welcome: all_windows closes it with "Start empty" (test_welcome opens the samples).
LEFT_TO_THE_DRIVER = {"welcome"}
# The button that reaches outside the program: the room view's server (a club's
# Connect is its dialog's OK, a commit).
OUTSIDE = {"shareStart"}


def role(button: QAbstractButton) -> QDialogButtonBox.ButtonRole | None:
    box = button.parent()
    if isinstance(box, QDialogButtonBox):
        return box.buttonRole(button)
    return None


def own_buttons(dialog: QDialog) -> list[QAbstractButton]:
    return [b for b in dialog.findChildren(QAbstractButton)
            if b.window() is dialog and b.isVisible() and b.isEnabled()
            and not b.size().isEmpty()]


class Answerer:
    """While a button's click runs: a modal dialog that opens over ``dialog`` is
    answered (a print preview painted page by page, then closed; anything else Esc)."""

    def __init__(self, met: list[str]) -> None:
        self.met = met
        self.over: QDialog | None = None

    def look(self) -> None:
        if self.over is None:
            return  # the click is over: nothing more to answer
        other = QApplication.activeModalWidget()
        if other is not None and other is not self.over:
            self.met.append(type(other).__name__)
            if isinstance(other, QPrintPreviewDialog):
                paint_every_page(None, other)  # type: ignore[arg-type]
                other.close()
            else:
                QApplication.sendEvent(other, _escape())
        QTimer.singleShot(20, self.look)

    def click(self, qtbot: QtBot, dialog: QDialog, button: QAbstractButton) -> None:
        self.over = dialog
        QTimer.singleShot(0, self.look)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.wait(100)
        self.over = None


def _escape() -> object:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    return QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)


def test_every_dialog_has_its_buttons_pressed_and_is_closed_by_a_person(
        qtbot: QtBot, tmp_path: Path, context: AppContext,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    window = open_main_window(qtbot, tmp_path, context, sound=False)
    opened = open_pages(qtbot, window, context)
    pressed: dict[str, list[str]] = {}
    met: list[str] = []
    answer = Answerer(met)
    closed_by: dict[str, str] = {}

    def press(name: str, widget: QWidget) -> None:
        if not isinstance(widget, QDialog) or name in LEFT_TO_THE_DRIVER:
            return
        texts = pressed.setdefault(name, [])
        for button in own_buttons(widget):
            if role(button) in COMMITS | CLOSES or button.objectName() in OUTSIDE:
                continue
            if not (button.isVisible() and button.isEnabled()):
                continue  # an earlier press hid or disabled it
            texts.append(button.text() or button.objectName())
            answer.click(qtbot, widget, button)
            if not widget.isVisible():
                closed_by[name] = texts[-1]
                return
        closing = [b for b in own_buttons(widget) if role(b) in CLOSES]
        if closing:
            closed_by[name] = closing[0].text()
            qtbot.mouseClick(closing[0], Qt.MouseButton.LeftButton)
        else:
            closed_by[name] = "Esc"
            qtbot.keyClick(widget, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not widget.isVisible(), timeout=3000)

    open_dialogs(qtbot, opened, press)
    dialogs = set(pressed)
    assert {"bust", "countChips", "colorUp", "deal", "button_draw", "balance",
            "clock_designer", "share_with_room", "quick_clock", "connect_club", "shortcuts",
            "about", "papers", "leagues", "envelopes", "results"} <= dialogs
    assert set(closed_by) == dialogs
    # Papers: Preview painted its pages; the designer's picture choosers were answered
    assert "PaperPreview" in met and "QFileDialog" in met
    assert {"Pre&view and print...", "Save as P&DF..."} <= set(pressed["papers"])
    assert {"&Print standings...", "Save as &CSV..."} <= set(pressed["leagues"])
    assert QApplication.activeModalWidget() is None
