"""Screenshots of every window and dialog (tests/ui/all_windows.py) on the three screens
of issue 13 (1920x1080, 1366x768, 1024x600), English and Hungarian, into
build/screenshots/windows/ (or the folder SCREENSHOTS_OUT names) for a person to look
at. Each window is the size it would be maximised on that screen (less a taskbar and a
title bar); the clock display fills the screen as in full screen; a dialog is shot at
the size it opens at."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.director_widgets import TITLE_BAR
from director.ui.common.settings import Settings
from director.ui.common.style import apply_style
from director.ui.setup.event_setup import TournamentSetup
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import open_dialogs, open_pages
from tests.ui.event_fixtures import context, time

__all__ = ["context", "time"]

OUT = Path(os.environ.get("SCREENSHOTS_OUT") or
           Path(__file__).resolve().parents[2] / "build" / "screenshots" / "windows")
SCREENS = ((1920, 1080), (1366, 768), (1024, 600))
TASKBAR = 40


#: Qt's PNG quality 80: zlib's fastest compression (level 1), not its default (6): a
#: 1920x1008 shot in 55 ms of processor time instead of 75, 17% larger (issue 33).
FAST_PNG = 80


def save(widget: QWidget, name: str) -> Path:
    path = OUT / f"{name}.png"
    assert widget.grab().save(str(path), "PNG", FAST_PNG), path
    return path


@pytest.mark.parametrize("language", ["en", "hu"])
def test_every_window_on_three_screens(qtbot: QtBot, qapp: QApplication, tmp_path: Path,
                                       context: AppContext, language: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    apply_style(qapp)  # the program's stylesheet and font, as a person sees them
    install_translator(language)
    try:
        settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        settings.language = language
        window = MainWindow(settings, context)
        qtbot.addWidget(window)
        window.show()
        written: list[Path] = []

        def shoot(name: str, dialog: QWidget) -> None:
            QApplication.processEvents()
            written.append(save(dialog, f"dialog_{name}_{language}"))

        opened = open_pages(qtbot, window, context, shoot)
        for width, height in SCREENS:
            screen = f"{language}_{width}x{height}"
            window.resize(width, height - TASKBAR - TITLE_BAR)
            for key, page in opened.pages.items():
                window.pages.setCurrentWidget(page)
                QApplication.processEvents()
                written.append(save(window, f"{key}_{screen}"))
                if isinstance(page, TournamentSetup):
                    for index in range(1, page.tabs.count()):
                        page.tabs.setCurrentIndex(index)
                        QApplication.processEvents()
                        written.append(save(window, f"{key}_tab{index}_{screen}"))
                    page.tabs.setCurrentIndex(0)
            for name, other in opened.windows.items():  # the clock fills its screen
                other.resize(width, height if name == "clock_display" else
                             height - TASKBAR - TITLE_BAR)
                QApplication.processEvents()
                written.append(save(other, f"{name}_{screen}"))

        open_dialogs(qtbot, opened, shoot)
        assert all(p.stat().st_size > 2_000 for p in written)
    finally:
        install_translator("en")
        qapp.setStyleSheet("")
