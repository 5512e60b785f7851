"""A person answering the cash pages' money confirmation (issue 28): the dialog
comes up with the amount pre-filled; they read it, may type another amount, and
press Enter (or Esc). Keys on the focused widget only."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from director.ui.cash.money_dialog import MoneyDialog


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
