"""A person answering the cash pages' money confirmation (issue 28): the dialog
comes up with the amount pre-filled; they read it, may type another amount, and
press Enter (or Esc). Keys on the focused widget only."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel
from pytestqt.qtbot import QtBot

from director.ui.cash.cash_tables import CashTablesPage
from director.ui.cash.money_dialog import MoneyDialog
from director.ui.common.context import AppContext
from tests.ui.home_driver import open_main_window, resume_event


@dataclass(frozen=True)
class Asked:
    """What the confirmation showed: its question, note, amount and button."""

    question: str
    note: str
    amount: int
    button: str


def money_dialog(qtbot: QtBot) -> MoneyDialog:
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), MoneyDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, MoneyDialog)
    return dialog


def answer(qtbot: QtBot, amount: int | None = None, cancel: bool = False) -> Asked:
    """Read the open money confirmation, type ``amount`` over the pre-filled one if
    given, and press Enter (Esc with ``cancel``)."""
    dialog = money_dialog(qtbot)
    question = dialog.findChild(QLabel, "moneyQuestion")
    assert question is not None
    asked = Asked(question.text(), dialog.note.text(), dialog.amount.value(),
                  dialog.confirm_button.text())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.amount)
    focus = dialog.amount  # the amount has the focus, its text selected
    if amount is not None:
        qtbot.keyClick(focus, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(focus, str(amount))
    page = dialog.parentWidget().window()
    qtbot.keyClick(focus, Qt.Key.Key_Escape if cancel else Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page)  # the keys are back there
    return asked


def tables_page(qtbot: QtBot, tmp_path: Path, context: AppContext, event: int,
                language: str = "en") -> CashTablesPage:
    """The real main window in ``language``, active, the cash game ``event`` resumed
    from Home: its tables page."""
    window = open_main_window(qtbot, tmp_path, context, language)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    resume_event(qtbot, window, event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    return page


def type_player(qtbot: QtBot, combo: QComboBox, name: str) -> None:
    """A click in the player's name, all of it selected, the name typed."""
    edit = combo.lineEdit()
    assert edit is not None
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    edit.selectAll()
    qtbot.keyClicks(edit, name)
