"""R-8.3 in the real main window: the 25s came off at the break, then the director
opens a table on the seating page (late entries are coming). The color-up, opened
again from the console, offered the 25s once more, chosen as the break's own, as if
the new table still had them; it offers the 100s alone now, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.color_up import ColorUpDialog
from director.ui.console.console import ConsolePage
from director.ui.console.seating import SeatingPage
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import (
    FakeTime,
    colour_up_at_the_break,
    context,
    time,
    tournament,
)
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key

__all__ = ["context", "time"]

CHIPS = {"en": ["100 (black)"], "hu": ["100 (fekete)"]}


@pytest.mark.parametrize("language", sorted(CHIPS))
def test_R_8_3_a_table_opened_after_the_color_up_is_offered_no_chip_colored_up(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    install_translator(language)
    try:
        event, _entries = tournament(context, players=8, tables=2, seed=3)
        colour_up_at_the_break(context, time, event)
        window = open_main_window(qtbot, tmp_path, context, language, sound=False, clock=time)
        resume_event(qtbot, window, event)
        key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        seating = window.pages.currentWidget()
        assert isinstance(seating, SeatingPage)
        qtbot.mouseClick(seating.open_button, Qt.MouseButton.LeftButton)  # one table
        assert len(q.tables(context.db, event)) == 3
        key(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
        console = window.pages.currentWidget()
        assert isinstance(console, ConsolePage)
        qtbot.mouseClick(console.buttons["colorUp"], Qt.MouseButton.LeftButton)
        dialog = console.last_dialog
        assert isinstance(dialog, ColorUpDialog) and dialog.isVisible()
        offered = [dialog.removed.itemText(i) for i in range(dialog.removed.count())]
        assert offered == CHIPS[language]
        dialog.reject()
    finally:
        install_translator("en")
