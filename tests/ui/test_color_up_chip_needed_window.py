"""The color-up dialog, opened from the console of the real main window with clicks,
refuses a chip a later level still needs (R-8.3, TDA 20): at the break after level 2,
which colors nothing up, the 25s would leave level 3's 75/150 unpaid. The refusal is
said beside the choice as the dialog opens, and again when Exchange and race is
pressed; the count typed and the chip chosen stay, and no stack changes. Shots of
the dialog at 1920x1080, 1366x768 and 1024x600 in English and Hungarian go to
build/screenshots/color_up_needed/ for a person to look at."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.director_widgets import TITLE_BAR
from director.ui.common.style import apply_style
from director.ui.console.color_up import COUNT, ColorUpDialog
from director.ui.console.console import ConsolePage
from tests.services.test_color_up_chip_needed import LEVELS
from tests.ui.event_fixtures import NAMES, SETTINGS, T0, FakeTime, context, time
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key
from tests.ui.test_tournament_end import left_click

__all__ = ["context", "time"]

OUT = Path(os.environ.get("SCREENSHOTS_OUT") or
           Path(__file__).resolve().parents[2] / "build" / "screenshots") / "color_up_needed"
SCREENS = ((1920, 1080), (1366, 768), (1024, 600))
TASKBAR = 40
SAID = {
    "en": "\u26a0 The 25 chips cannot come off now: level 3 (75/150) still needs them: 75,"
          " 150 cannot be paid once the smallest chip is 100 (TDA 20); nothing was colored up",
    "hu": "\u26a0 A 25 értékű zsetonok most nem vehetők le: a 3. szintnek (75/150) még"
          " szüksége van rájuk: 75, 150 nem fizethető ki, ha a legkisebb zseton 100 (TDA"
          " 20); semmi sem lett felváltva",
}


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_3_TDA_20_the_25s_a_break_early_are_refused_beside_the_choice(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        qapp: QApplication, language: str) -> None:
    QLocale.setDefault(QLocale(QLocale.Language.Hungarian if language == "hu"
                               else QLocale.Language.English))
    apply_style(qapp)
    event = context.events.create_event("tournament", "Friday Freezeout", {
        **SETTINGS, "add_on": {"price": 2000, "chips": 5000, "at_break": 2},
        "blinds": {"levels": LEVELS, "chips": [25, 100, 500]}}, T0)
    for name in NAMES[:6]:
        context.tournaments.register(event, context.events.add_player(name, T0), T0)
    context.seating.open_tables(event, 1, T0)
    context.seating.draw_seats(event, T0)
    context.events.start_clock(event, T0)
    time.now = T0 + timedelta(minutes=41)
    context.events.go_to_level(event, time.now, 2)  # the break after level 2
    window = open_main_window(qtbot, tmp_path, context, language, clock=time)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    stacks = {e.player: e.stack for e in console.rows if e.playing}

    left_click(qtbot, console.buttons["colorUp"])
    dialog = console.last_dialog
    assert isinstance(dialog, ColorUpDialog) and dialog.isVisible()
    assert dialog.removed.currentData() == 25  # both chips are needed: the smallest
    assert dialog.needed.isVisible() and dialog.needed.text() == SAID[language]
    # the director counts Anna's greens anyway: 4 typed
    [anna] = [r for r in range(dialog.counts.rowCount())
              if dialog.counts.item(r, 2).text() == "Anna"]
    spin = dialog.counts.cellWidget(anna, COUNT)
    assert isinstance(spin, QSpinBox)
    qtbot.mouseClick(spin.lineEdit(), Qt.MouseButton.LeftButton)
    key(qtbot, dialog, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, dialog, Qt.Key.Key_4)
    left_click(qtbot, dialog.race_button)
    assert dialog.message.text() == SAID[language]  # the exchange refuses it too
    assert dialog.needed.text() == SAID[language]
    assert spin.value() == 4 and dialog.removed.currentData() == 25  # kept as typed
    assert {e.player: e.stack for e in console.rows if e.playing} == stacks
    OUT.mkdir(parents=True, exist_ok=True)
    for width, height in SCREENS:  # as ``fit_to_screen`` sizes it on such a screen
        dialog.resize(min(820, width), min(620, height - TASKBAR - TITLE_BAR))
        QApplication.processEvents()
        assert dialog.grab().save(str(OUT / f"color_up_needed_{language}_{width}x{height}.png"))
        assert dialog.needed.isVisible()
        assert dialog.race_button.isVisible()
    # the 100s: once the break after level 4 takes the 25s, level 5's 200/400 needs them
    dialog.removed.setFocus()
    key(qtbot, dialog.removed, Qt.Key.Key_Down)
    assert dialog.removed.currentData() == 100
    assert "level 5" in dialog.needed.text() or "5. szint" in dialog.needed.text()
    key(qtbot, dialog.removed, Qt.Key.Key_Up)
    assert dialog.needed.text() == SAID[language]
