"""The tournament setup says every amount its chips cannot pay at once (R-8.6): a
starting stack, a rebuy and an add-on typed wrong together are each refused beside
their own field, not one after another as each is corrected. Each refusal fits
beside its field at 1024x600 in Hungarian (it wrapped to 8 lines there). Typed in
the real main window; shots of the page at 1920x1080, 1366x768 and 1024x600 in
English and Hungarian go to build/screenshots/setup_chips/ for a person to look at."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QGroupBox, QLabel
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.director_widgets import TITLE_BAR
from director.ui.common.style import apply_style
from director.ui.setup.event_setup import TournamentSetup
from director.ui.shell.main_window import MainWindow
from tests.ui.home_driver import click, context, open_main_window, type_into

__all__ = ["context"]

OUT = Path(os.environ.get("SCREENSHOTS_OUT") or
           Path(__file__).resolve().parents[2] / "build" / "screenshots") / "setup_chips"
SCREENS = ((1920, 1080), (1366, 768), (1024, 600))
TASKBAR = 40


def _switch_on(qtbot: QtBot, box: QGroupBox) -> None:
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert box.isChecked()


def _all_wrong(qtbot: QtBot, window: MainWindow) -> TournamentSetup:
    """A tournament at 25/50 (25s the smallest chip) whose stack, rebuy and add-on
    are each a few chips off: each a slip of the keys."""
    click(qtbot, window.home.new_tournament_button)
    setup = window.tournament_setup
    type_into(qtbot, setup.name, "Friday")
    type_into(qtbot, setup.buy_in, "5000")
    type_into(qtbot, setup.players.edit, "20")
    type_into(qtbot, setup.stack, "10000")
    _switch_on(qtbot, setup.rebuy_box)
    type_into(qtbot, setup.rebuy_chips, "10010")
    _switch_on(qtbot, setup.add_on_box)
    type_into(qtbot, setup.add_on_price, "2000")
    type_into(qtbot, setup.add_on_chips, "5010")
    setup.stack.edit.setFocus()  # a 5 too many at the end of the stack: 100,005
    setup.stack.edit.end(False)
    qtbot.keyClicks(setup.stack.edit, "5")
    return setup


def _lines(label: QLabel) -> int:
    """The lines a word-wrapped label takes at its width."""
    height = label.heightForWidth(label.width())
    return max(1, round(height / label.fontMetrics().lineSpacing()))


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_6_the_stack_rebuy_and_add_on_refusals_are_said_at_once(
        qtbot: QtBot, tmp_path: Path, context: AppContext, qapp: QApplication,
        language: str) -> None:
    QLocale.setDefault(QLocale(QLocale.Language.Hungarian if language == "hu"
                               else QLocale.Language.English))
    apply_style(qapp)
    window = open_main_window(qtbot, tmp_path, context, language)
    setup = _all_wrong(qtbot, window)
    said = [setup.stack.message.text(), setup.rebuy_chips.message.text(),
            setup.add_on_chips.message.text()]
    assert all(said), (said, setup.summary.text(), setup.structure.message.text(),
                       setup.chip_editor.message.text())
    if language == "en":
        # the field names the amount: said beside it (as every refusal, after a ⚠), the
        # chips and the nearest amounts
        assert said == [
            "\u26a0 Cannot be paid in the chips in play after the color-up of the break after level"
            " 8: the smallest chip is 100 (the nearest: 100,000 or 100,100)",
            "\u26a0 Cannot be paid in the chips in play after the color-up of the break after level"
            " 8: the smallest chip is 100 (the nearest: 10,000 or 10,100)",
            "\u26a0 Cannot be paid in the chips in play at the start: the smallest chip is 25 (the"
            " nearest: 5,000 or 5,025)"]
    assert not setup.save_button.isEnabled()
    OUT.mkdir(parents=True, exist_ok=True)
    for width, height in SCREENS:
        window.resize(width, height - TASKBAR - TITLE_BAR)
        QApplication.processEvents()
        assert window.grab().save(str(OUT / f"setup_chips_{language}_{width}x{height}.png"))
        if (width, height) == (1024, 600):
            lines = [_lines(f.message) for f in (setup.stack, setup.rebuy_chips,
                                                 setup.add_on_chips)]
            assert max(lines) <= 4, lines
