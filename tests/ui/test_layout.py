"""Every window as a person sees it on three screens (issue 29): the main window's
pages, the clock display, the rulebook and every dialog, opened the way a person
opens them (tests/ui/all_windows.py), at 1024x600, 1366x768 and 1920x1080 (less a
taskbar and a title bar; the clock display full screen), in English and in
Hungarian, with the program's stylesheet and font. Nothing may be cut by its
window or hidden under another widget, no text cut in its label, button or column
header, no two labels overlap, no form scrolls sideways, and the words read at
WCAG AA (4.5:1, 3:1 for large text; checked at one size, it does not depend on
it). The dealer panel's table is checked with its geometry (tests/ui/felt_checks).

One main window per language serves the three sizes (the suite's time is tight);
the English one is then switched to Hungarian (Settings > Language) and its pages
checked again: what was sized for English words must grow for Hungarian ones."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.common.style import apply_style
from director.ui.dealer.panel import DealerPanel
from director.ui.setup.event_setup import TournamentSetup
from director.ui.setup.event_setup_cash import CashSetup
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import choose_from_menu, open_dialogs, open_pages
from tests.ui.event_fixtures import context, time
from tests.ui.felt_checks import felt_problems
from tests.ui.layout_checks import layout_problems

__all__ = ["context", "time"]

SCREENS = ((1024, 600), (1366, 768), (1920, 1080))
CONTRAST_ON = (1366, 768)
TASKBAR, TITLE_BAR = 40, 32


def room(width: int, height: int) -> QRect:
    """What a window gets of a screen: less a taskbar and its title bar."""
    return QRect(0, 0, width, height - TASKBAR - TITLE_BAR)


@pytest.mark.parametrize("language", ["en", "hu"])
def test_every_window_at_three_screen_sizes(qtbot: QtBot, qapp: QApplication, tmp_path: Path,
                                            context: AppContext, language: str) -> None:
    apply_style(qapp)
    install_translator(language)
    problems: list[str] = []
    try:
        settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        settings.language = language
        window = MainWindow(settings, context)
        qtbot.addWidget(window)
        window.show()

        def check(name: str, widget: QWidget) -> None:
            """A dialog as it opens on each screen (as large as the screen allows)."""
            top = widget.window()
            opened_at = top.size()
            for width, height in SCREENS:
                space = room(width, height)
                top.resize(opened_at.boundedTo(space.size()))
                QApplication.processEvents()
                problems.extend(layout_problems(f"{name} at {width}x{height}", top, space,
                                                (width, height) == CONTRAST_ON))
            top.resize(opened_at)

        opened = open_pages(qtbot, window, context, check)
        for width, height in SCREENS:
            space, at = room(width, height), f"at {width}x{height}"
            contrast = (width, height) == CONTRAST_ON
            window.resize(space.size())
            for key, page in opened.pages.items():
                window.pages.setCurrentWidget(page)
                QApplication.processEvents()
                problems.extend(layout_problems(f"{key} {at}", window, space, contrast))
                if isinstance(page, DealerPanel):
                    problems.extend(felt_problems(page.felt.felt_layout(), f"dealer {at}"))
                if isinstance(page, (TournamentSetup, CashSetup)):  # each tab
                    for index in range(1, page.tabs.count()):
                        page.tabs.setCurrentIndex(index)
                        QApplication.processEvents()
                        problems.extend(layout_problems(f"{key} tab {index} {at}", window,
                                                        space, contrast))
                    page.tabs.setCurrentIndex(0)
            for name, other in opened.windows.items():
                full = name == "clock_display"  # full screen on its screen
                other.resize((QRect(0, 0, width, height) if full else space).size())
                QApplication.processEvents()
                problems.extend(layout_problems(
                    f"{name} {at}", other, QRect(0, 0, width, height) if full else space,
                    contrast))
        window.resize(room(1366, 768).size())
        open_dialogs(qtbot, opened, check)
        if language == "en":  # and after Settings > Language > Magyar, sized anew
            window.pages.setCurrentWidget(opened.pages["training"])  # switched in view
            choose_from_menu(qtbot, window, window.settings_menu, "languageMenu",
                             "language_hu")
            for key, page in opened.pages.items():
                window.pages.setCurrentWidget(page)
                QApplication.processEvents()
                problems.extend(layout_problems(f"{key} switched to Hungarian", window,
                                                room(1366, 768)))
    finally:
        install_translator("en")
        qapp.setStyleSheet("")
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:80])
