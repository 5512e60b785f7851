"""Two players of a deal who finish with equal stacks share 1st place (R-8.5): the
console's line at Finish tournament, the results dialog's heading, the clock display
and the status line say so in words, "Anna and Bence tie for 1st place" ("Anna és
Bence ... holtversenyben az 1. helyen"), where they read "Anna = Bence wins". The
real main window: Csilla busted in the console's list, the players' chip chop
recorded, then Finish tournament clicked. Screenshots at 1024x600:
build/screenshots/tie_for_first_<language>_1024x600.png."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from director.services.tournament.deals import DealService
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.console.console import ConsolePage
from director.ui.console.console_dialogs import ResultsDialog
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.keys_driver import activate
from tests.ui.test_tournament_end import bust, click_row, left_click

__all__ = ["context", "time"]

OUT = Path(__file__).resolve().parents[2] / "build" / "screenshots"

WORDS = {
    "en": {"bust": "Csilla finishes in place 3",
           "finished": "Tournament finished: Anna and Bence tie for 1st place",
           "heading": "Anna and Bence tie for 1st place in Friday Freezeout",
           "title": "Tie for 1st place", "names": "Anna and Bence",
           "status": "Finished: Anna and Bence tie for 1st place",
           "rows": [["1", "Anna", "$4,100"], ["1", "Bence", "$4,000"], ["3", "Csilla", ""]]},
    "hu": {"bust": "Csilla: 3. hely",
           "finished": "A verseny véget ért, holtversenyben az 1. helyen: Anna és Bence",
           "heading": "Anna és Bence holtversenyben az 1. helyen végzett: Friday Freezeout",
           "title": "Holtverseny az 1. helyen", "names": "Anna és Bence",
           "status": "Vége: Anna és Bence holtversenyben az 1. helyen",
           "rows": [["1", "Anna", "$4100"], ["1", "Bence", "$4000"], ["3", "Csilla", ""]]},
}


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_5_a_chop_with_equal_stacks_ends_in_a_tie_for_1st_said_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """Three of 3,000 less 300: 8,100, paid 70/30. Csilla out 3rd (unpaid); Anna and
    Bence, 10,000 chips each, chop the 8,100 by chips to the 100 (the rounding
    unit): 4,100 and 4,000, and are paid so."""
    words = WORDS[language]
    install_translator(language)
    try:
        event, entries = tournament(context, players=3, tables=1, seed=5)
        context.events.start_clock(event, T0)
        settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        window = MainWindow(settings, context)
        qtbot.addWidget(window)
        window.resize(1024, 600)
        window.show()
        activate(qtbot, window)
        click_row(qtbot, window.home.table, "Friday Freezeout")
        left_click(qtbot, window.home.resume_button)
        console = window.pages.currentWidget()
        assert isinstance(console, ConsolePage)
        assert bust(qtbot, console, "Csilla") == words["bust"]
        deal = DealService(context.db).record(event, "chip chop", T0)
        assert deal.amounts == {entries["Anna"]: 4_100, entries["Bence"]: 4_000}

        left_click(qtbot, console.buttons["finish"])
        assert console.message.text() == words["finished"]
        results = console.last_dialog
        assert isinstance(results, ResultsDialog) and results.isVisible()
        assert results.winner.text() == words["heading"]
        assert [[results.table.item(r, c).text() for c in range(3)]
                for r in range(results.table.rowCount())] == words["rows"]
        OUT.mkdir(parents=True, exist_ok=True)
        results.grab().save(str(OUT / f"tie_for_first_results_{language}.png"))

        clock = window.clock_window
        assert clock is not None
        qtbot.waitUntil(lambda: clock.labels["title"].text() == words["title"],
                        timeout=5_000)
        assert clock.labels["blinds"].text() == words["names"]
        assert window.status_clock.text() == words["status"]
        clock.resize(1024, 600)
        clock.grab().save(str(OUT / f"tie_for_first_clock_{language}_1024x600.png"))
        window.grab().save(str(OUT / f"tie_for_first_{language}_1024x600.png"))
    finally:
        install_translator("en")
