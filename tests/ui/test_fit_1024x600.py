"""Every window and dialog fits a 1024x600 screen and can be used on it, in English
and in Hungarian (issue 13; LOOK.md "At 1024x600 everything still fits").

The windows are opened the way a person opens them (tests/ui/all_windows.py), on a
1024x600 screen less a 40-pixel taskbar: Qt's offscreen platform with
tests/ui/netbook_screen.json, a 1024x560 screen (offscreen screens have no taskbar of
their own). When the test session runs on another screen size, the test runs itself
again in a fresh process on that screen. For each window: its smallest possible
size, the size it opens at and the place of each visible button are within the
screen, less a window manager's title bar.
"""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, QSize
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.setup.event_setup import TournamentSetup
from director.ui.setup.event_setup_cash import CashSetup
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import open_dialogs, open_pages, undiscovered, visible_buttons
from tests.ui.event_fixtures import context, time

__all__ = ["context", "time"]

TITLE_BAR = 32  # a window manager's title bar above each window
ROOT = Path(__file__).resolve().parents[2]
NETBOOK = Path(__file__).with_name("netbook_screen.json")
TASKBAR = 40
SCREEN = QSize(1024, 600 - TASKBAR)


def on_netbook(app: QApplication) -> bool:
    screen = app.primaryScreen()
    return screen is not None and screen.size() == SCREEN


def problems_of(name: str, widget: QWidget) -> list[str]:
    """What does not fit: the window's smallest size, its size, its place, its buttons."""
    top = widget.window()
    screen = top.screen().availableGeometry()
    room = QRect(screen.x(), screen.y(), screen.width(), screen.height() - TITLE_BAR)
    found = []
    smallest = top.minimumSizeHint()
    if smallest.width() > room.width() or smallest.height() > room.height():
        found.append(f"{name}: cannot be smaller than {smallest.width()}x{smallest.height()}")
    if top.width() > room.width() or top.height() > room.height():
        found.append(f"{name}: opens at {top.width()}x{top.height()}")
    if not screen.contains(top.frameGeometry()):
        found.append(f"{name}: placed at {top.frameGeometry()} outside {screen}")
    for button in visible_buttons(widget):
        # A button in a scroll area is reached by scrolling: the area must be on screen.
        holder: QWidget = button
        parent = button.parentWidget()
        while parent is not None and parent is not top:
            if isinstance(parent, QScrollArea):
                holder = parent
            parent = parent.parentWidget()
        corner = holder.mapToGlobal(holder.rect().topLeft())
        where = QRect(corner, holder.size())
        if not screen.contains(where):
            found.append(f"{name}: button {button.objectName() or button.text()!r} at "
                         f"{where} is off the screen {screen}")
    return found


@pytest.fixture(scope="module")
def on_a_netbook(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """This file's tests run once in a fresh process on the netbook screen: for each
    test's id, "" when it passed, else what failed (from the run's JUnit report); in
    one process (-n 0: the file's two tests need no workers of their own)."""
    report = tmp_path_factory.mktemp("netbook") / "report.xml"
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={NETBOOK}"}
    run = subprocess.run([sys.executable, "-m", "pytest", str(Path(__file__).relative_to(ROOT)),
                          "-q", "-p", "no:cacheprovider", "-n", "0", f"--junitxml={report}"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=900,
                         check=False)
    assert report.is_file(), run.stdout[-6000:] + run.stderr[-3000:]
    results = {}
    for case in ET.parse(report).getroot().iter("testcase"):
        failed = case.find("failure") if case.find("failure") is not None else case.find("error")
        results[case.get("name", "")] = "" if failed is None else \
            failed.get("message", "")[:4000] + "\n" + (failed.text or "")[-2000:]
    return results


@pytest.mark.parametrize("language", ["en", "hu"])
def test_every_window_fits_1024x600(qtbot: QtBot, qapp: QApplication, tmp_path: Path,
                                    context: AppContext, language: str,
                                    request: pytest.FixtureRequest) -> None:
    if not on_netbook(qapp):
        results = request.getfixturevalue("on_a_netbook")
        name = f"test_every_window_fits_1024x600[{language}]"
        assert name in results, results
        assert not results[name], results[name]
        return
    install_translator(language)
    try:
        settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        settings.language = language
        window = MainWindow(settings, context)
        qtbot.addWidget(window)
        window.show()
        problems: list[str] = []
        checked: list[str] = []

        def check(name: str, widget: QWidget) -> None:
            QApplication.processEvents()
            checked.append(name)
            problems.extend(problems_of(name, widget))

        opened = open_pages(qtbot, window, context, check)
        for key, page in opened.pages.items():
            window.pages.setCurrentWidget(page)
            check(key, page)
            if key in ("setup", "cashSetup"):  # each tab of the setup windows
                assert isinstance(page, (TournamentSetup, CashSetup))
                tabs = page.tabs
                for index in range(tabs.count()):
                    tabs.setCurrentIndex(index)
                    check(f"{key} tab {index}", page)
        for name, other in opened.windows.items():  # the clock display, the rulebook
            check(name, other)
        open_dialogs(qtbot, opened, check)
        assert not undiscovered(opened), "open these in tests/ui/all_windows.py"
        assert len(checked) >= 20, checked
        assert not problems, "\n".join(problems)
    finally:
        install_translator("en")
