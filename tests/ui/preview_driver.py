"""A person at Qt's print preview (issue 29, item 1): the preview of a paper is waited
for, every page is painted (page by page, then the overview of all pages), each
button of its tool bar is clicked, the dialogs two of them open (page setup, print)
are answered, and the preview is closed with Esc.

On a machine without a printer (as the tests' is) Page setup opens nothing (Qt: "cannot
be used on non-native printers") and Print opens Qt's print dialog on "Print to File
(PDF)": ``print_to`` types a file name into it and presses Enter, so the printed PDF
can be read back.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLineEdit,
    QToolBar,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

# The preview's tool buttons in the order Qt puts them in its tool bar (their texts
# are Qt's and translated, the order is the same in every language).
TOOL_BAR = ("fit width", "fit page", "zoom out", "zoom in", "portrait", "landscape",
            "first page", "previous page", "next page", "last page", "single page",
            "facing pages", "all pages", "page setup", "print")
# The buttons pressed, in this order; Page setup and Print open a dialog of their own
# (answered by ``answer_next_dialog``).
BUTTONS = ("fit width", "fit page", "zoom in", "zoom out", "landscape", "portrait",
           "last page", "first page", "next page", "previous page", "facing pages",
           "all pages", "single page")


def wait_for_preview(qtbot: QtBot, owner: QWidget) -> QPrintPreviewDialog:
    """The print preview opened over ``owner``, once it is shown with its pages."""
    def found() -> QPrintPreviewDialog | None:
        for dialog in owner.findChildren(QPrintPreviewDialog):
            if dialog.isVisible():
                return dialog
        return None

    qtbot.waitUntil(lambda: found() is not None, timeout=5000)
    dialog = found()
    assert dialog is not None
    pages = dialog.findChild(QPrintPreviewWidget)
    assert pages is not None
    qtbot.waitUntil(lambda: pages.pageCount() > 0, timeout=5000)
    return dialog


def tool_button(dialog: QPrintPreviewDialog, name: str) -> QToolButton:
    """The preview's tool bar button ``name`` (one of ``TOOL_BAR``)."""
    bar = dialog.findChild(QToolBar)
    assert bar is not None
    buttons = [b for b in map(bar.widgetForAction, bar.actions()) if isinstance(b, QToolButton)]
    assert len(buttons) == len(TOOL_BAR), [b.text() for b in buttons]
    return buttons[TOOL_BAR.index(name)]


def paint_every_page(qtbot: QtBot, dialog: QPrintPreviewDialog) -> int:
    """Show each page in turn and the overview, drawing the preview each time (the
    paper is laid out and painted again for every view); the number of pages."""
    pages = dialog.findChild(QPrintPreviewWidget)
    assert pages is not None
    count = pages.pageCount()
    for number in range(1, count + 1):
        pages.setCurrentPage(number)
        pages.grab()  # painted now, as the screen would paint it
    pages.setViewMode(QPrintPreviewWidget.ViewMode.AllPagesView)
    pages.grab()
    pages.setViewMode(QPrintPreviewWidget.ViewMode.SinglePageView)
    QApplication.processEvents()
    return count


def answer_next_dialog(answer: Callable[[QDialog], None], tries: int = 50) -> list[str]:
    """If a modal dialog opens over the preview within ``tries`` looks (20 ms apart),
    ``answer`` it; the list gets its class name (the dialog is run with ``exec``, so
    the click that opened it waits for the answer)."""
    seen: list[str] = []

    def look(left: int) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or isinstance(dialog, QPrintPreviewDialog):
            if left:
                QTimer.singleShot(20, lambda: look(left - 1))
            return
        seen.append(type(dialog).__name__)
        answer(dialog)

    QTimer.singleShot(0, lambda: look(tries))
    return seen


def print_to(path: Path) -> Callable[[QDialog], None]:
    """Type ``path`` into the print dialog's file name (Print to File) and press Enter."""
    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, QPrintDialog), type(dialog).__name__
        name = dialog.findChild(QLineEdit, "filename")
        assert name is not None and name.isVisible()
        name.setFocus()
        name.selectAll()
        QTest.keyClicks(name, str(path))
        QTest.keyClick(name, Qt.Key.Key_Return)

    return answer


def cancel(dialog: QDialog) -> None:
    QTest.keyClick(dialog, Qt.Key.Key_Escape)


def press_every_button(qtbot: QtBot, dialog: QPrintPreviewDialog, printed: Path) -> list[str]:
    """Click each button of the preview's tool bar, answer Page setup (Esc) and Print
    (the file ``printed``), then close the preview with Esc. The dialogs met on the way."""
    met: list[str] = []
    for name in BUTTONS:
        qtbot.mouseClick(tool_button(dialog, name), Qt.MouseButton.LeftButton)
        QApplication.processEvents()
    paint_every_page(qtbot, dialog)
    seen = answer_next_dialog(cancel, tries=10)
    qtbot.mouseClick(tool_button(dialog, "page setup"), Qt.MouseButton.LeftButton)
    qtbot.wait(300)
    met += seen
    seen = answer_next_dialog(print_to(printed))
    qtbot.mouseClick(tool_button(dialog, "print"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    met += seen
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)  # printed: it closes
    return met
