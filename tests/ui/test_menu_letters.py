"""The main window's menus, in English and in Hungarian, underline one letter per item
and no letter twice in one menu (a clash makes Alt and the letter only move between
the items, pressing none). Found when the Hungarian Clock menu's "Megosztás a
&teremmel" (Share with the room) would not open: three of its items were on T, three
on K and two on L; the English Clock menu had four such pairs (Clock page and
Previous level on P, ...) and File had Quick clock and Quit on Q."""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.mnemonics import mnemonic
from tests.ui.room_driver import night, open_share_dialog, resume_first_event

__all__ = ["night"]


def _clashes(menu: QMenu, where: str) -> dict[str, list[str]]:
    """Letter -> the items of ``menu`` (and of its submenus, each on its own) that
    share it."""
    items = [a for a in menu.actions() if a.isVisible() and not a.isSeparator()]
    found: dict[str, list[str]] = {}
    letters: defaultdict[str, list[str]] = defaultdict(list)
    for action in items:
        if letter := mnemonic(action.text()):
            letters[letter].append(action.text())
        if isinstance(sub := action.menu(), QMenu):
            found |= _clashes(sub, f"{where} > {action.text()}")
    found |= {f"{where}: {letter}": texts for letter, texts in letters.items()
              if len(texts) > 1}
    return found


@pytest.mark.parametrize("language", ["en", "hu"])
def test_every_menu_item_has_a_letter_of_its_own(
        qtbot: QtBot, night: tuple[MainWindow, int], language: str) -> None:
    window, _event = night
    install_translator(language)
    try:
        resume_first_event(qtbot, window)  # a tournament open: every clock item shown
        QApplication.processEvents()  # the menus retitled in the language chosen
        tops = [a for a in window.menuBar().actions() if a.isVisible()]
        bar = defaultdict(list)
        for action in tops:
            bar[mnemonic(action.text())].append(action.text())
        assert {k: v for k, v in bar.items() if len(v) > 1} == {}
        found: dict[str, list[str]] = {}
        for action in tops:
            menu = action.menu()
            assert isinstance(menu, QMenu)
            found |= _clashes(menu, action.text())
        assert found == {}

        # a person reads the letters and uses them: Clock, then Share with the room
        dialog = open_share_dialog(qtbot, window)
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # and closes it as a person does
        qtbot.waitUntil(lambda: not dialog.isVisible())
    finally:
        install_translator("en")
