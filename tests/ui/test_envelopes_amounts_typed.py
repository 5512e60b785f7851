"""The mystery envelopes' amounts typed the way every amount field reads them, one
envelope from the next separated by semicolons, as the dialog's hint says: "6,000;
3,000; 3,000" in English, "6 000; 3 000; 3 000" in Hungarian. Before, the amounts
were split on commas and spaces, so "6,000" was 6 and 000 and the total check
refused the right envelopes with a sum that made no sense. What is no amount is
named in the refusal and nothing is set. File → Mystery bounty envelopes in the
real main window, the field clicked, the amounts typed where the focus is."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from sqlmodel import Session, col, select

from director.store.models import MysteryEnvelope
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import mystery_monday
from tests.ui.home_driver import click, context, open_envelopes, open_main_window, resume_event

__all__ = ["context"]


def _type(qtbot: QtBot, field: QWidget, text: str) -> None:
    """A click in the field, all of it selected, ``text`` typed where the focus is."""
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    focused = QApplication.focusWidget()
    assert focused is field
    qtbot.keyClick(focused, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(focused, text)


@pytest.mark.parametrize(("language", "hint", "example", "wrong", "refused", "typed", "set_"), [
    ("en", "The envelopes' amounts, separated by semicolons:",
     "e.g. 50,000; 20,000; 10,000; 10,000", "6,000, 3,000, 3,000",
     "\u26a0 “6,000, 3,000, 3,000” is not a whole amount: type the envelopes' amounts "
     "separated by semicolons, e.g. 50,000; 20,000; 10,000; 10,000",
     "6,000; 3,000; 3,000", "3 envelopes set"),
    ("hu", "A borítékok összegei pontosvesszővel elválasztva:",
     "pl. 50\u00a0000; 20\u00a0000; 10\u00a0000; 10\u00a0000", "6,000; 3 000; 3 000",
     "\u26a0 „6,000” nem egész összeg: a borítékok összegét pontosvesszővel elválasztva "
     "add meg, pl. 50\u00a0000; 20\u00a0000; 10\u00a0000; 10\u00a0000",
     "6 000; 3 000; 3 000", "3 boríték beállítva")])
def test_the_envelopes_typed_with_grouped_digits_are_set(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str, hint: str,
        example: str, wrong: str, refused: str, typed: str, set_: str) -> None:
    event = mystery_monday(context)  # three bounties of 4,000: a pool of 12,000

    def envelopes() -> list[int]:
        with Session(context.db.engine) as s:
            return [e.amount for e in s.exec(select(MysteryEnvelope).where(
                MysteryEnvelope.event_id == event).order_by(col(MysteryEnvelope.number)))]

    try:
        main = open_main_window(qtbot, tmp_path, context, language)
        resume_event(qtbot, main, event)
        dialog = open_envelopes(qtbot, main)
        dialog.activateWindow()  # as the window manager does with a dialog opened
        qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
        _type(qtbot, dialog.amounts, wrong)  # a comma in Hungarian groups nothing
        click(qtbot, dialog.save_button)
        assert dialog.message.text() == refused
        message = dialog.message  # its two lines shown whole, the dialog taller
        qtbot.waitUntil(lambda: message.height() >= message.heightForWidth(message.width()),
                        timeout=2000)
        assert envelopes() == []
        _type(qtbot, dialog.amounts, typed)
        click(qtbot, dialog.save_button)
        assert dialog.message.text() == set_
        assert envelopes() == [6000, 3000, 3000]
        # the dialog says how to type them
        assert dialog.hint.isVisible() and dialog.hint.text() == hint
        assert dialog.amounts.placeholderText() == example
    finally:
        install_translator("en")  # the next test's windows in English
