"""Screenshots of the main window and the clock display in every look, English and
Hungarian, at two sizes, into build/screenshots/ for a person to look at."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from director.engine.event.clock import ClockState
from director.engine.event.structures import load_template
from director.services.clock.clock_board import build_board
from director.ui.clock.clock_window import ClockWindow
from director.ui.clock.sounds import Announcer
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.template_db import new_database

OUT = Path(__file__).resolve().parents[2] / "build" / "screenshots"
T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
SIZES = ((800, 450), (1920, 1080))


@pytest.fixture(autouse=True)
def output(qapp: QApplication) -> None:
    OUT.mkdir(parents=True, exist_ok=True)


def looks() -> dict[str, ClockState]:
    s = load_template("regular")
    last = len(s.items) - 1
    brk = next(i for i, it in enumerate(s.items) if not hasattr(it, "big_blind")
               and it.color_up) if any(getattr(it, "color_up", ()) for it in s.items) else \
        next(i for i, it in enumerate(s.items) if not hasattr(it, "big_blind"))
    return {
        "running": ClockState(6, True, T0 + timedelta(minutes=12, seconds=34)),
        "paused": ClockState(6, False, None, timedelta(minutes=7, seconds=5)),
        "break": ClockState(brk, True, T0 + timedelta(minutes=9, seconds=41)),
        "last_level": ClockState(last, True, T0 + timedelta(minutes=3, seconds=2)),
    }


@pytest.mark.parametrize("language", ["en", "hu"])
def test_clock_window_screenshots(qtbot: QtBot, language: str) -> None:
    structure = load_template("regular")
    install_translator(language)
    try:
        for look, state in looks().items():
            board = build_board(structure, state, T0, players_left=27, entries=64,
                                chips_in_play=64 * structure.starting_stack,
                                prize_pool=640_000,
                                payouts=[(1, 192_000), (2, 121_600), (3, 89_600), (4, 70_400),
                                         (5, 57_600), (6, 44_800), (7, 35_200), (8, 28_800)])
            window = ClockWindow(lambda _now, board=board: board,
                                 announcer=Announcer(sound=False))
            qtbot.addWidget(window)
            window.show()
            for width, height in SIZES:
                window.resize(width, height)
                window.update_board(T0)
                qtbot.wait(1)
                path = OUT / f"clock_{look}_{language}_{width}x{height}.png"
                assert window.grab().save(str(path))
                for label in window.findChildren(QLabel):
                    if label.isVisible() and label.text():
                        hint = label.sizeHint()
                        assert hint.width() <= label.width(), (path.name, label.objectName())
                        assert hint.height() <= label.height(), (path.name, label.objectName())
            window.close()
    finally:
        install_translator("en")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_main_window_screenshots(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    install_translator(language)
    try:
        settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        database = new_database(tmp_path / "director.sqlite3")
        window = MainWindow(settings, AppContext(database))
        qtbot.addWidget(window)
        window.show()
        for width, height in ((1100, 700), (800, 600)):
            window.resize(width, height)
            qtbot.wait(1)
            assert window.grab().save(str(OUT / f"main_{language}_{width}x{height}.png"))
        window.close()
        database.close()
    finally:
        install_translator("en")
