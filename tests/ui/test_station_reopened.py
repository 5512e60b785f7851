"""File → Connect ends the station's run and opens the program again on the server
chosen (``cli._gui``): the old station's main window and its clock's window are
deleted as its run ends, with what they followed. Before, they lived on hidden for
the rest of the program (the clock's window still ticking when the main window was
quit from elsewhere), each later change of language or style walking them too.

The first run is ended as ``MainWindow.connect_to_club`` ends it once its dialog is
accepted (the choice kept, the window closed): the dialog's own keys are tested in
``tests/ui/club_station``."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from director import cli
from director.ui.club.club_station import ClubChoice
from director.ui.shell.main_window import MainWindow
from tests.ui.opening_driver import click_row, english_settings, night_file, started

__all__ = ["english_settings"]  # the windows in English, not a first start


def test_file_connect_opens_the_program_again_and_the_old_stations_windows_are_gone(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = night_file(tmp_path / "first.sqlite3"), night_file(tmp_path / "second.sqlite3")
    stations: list[MainWindow] = []
    old: list[QWidget] = []

    def run(_app: object = None) -> int:
        [window] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, MainWindow) and w.isVisible()]
        stations.append(window)
        if len(stations) == 1:
            started(qtbot, window)  # the tournament opened with its clock, then Connect
            click_row(qtbot, window, "Home game")
            qtbot.keyClick(window.home.table, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: window.clock_window is not None)
            old.extend([window, window.clock_window])  # type: ignore[list-item]
            window.reconnect_to = ClubChoice(str(second))
            window.close()
        else:  # a club's station: opened at once, no first look
            qtbot.waitUntil(lambda: bool(window.home.events))
            # the old station's windows deleted, the clock's timer with them
            qtbot.waitUntil(lambda: not any(shiboken6.isValid(w) for w in old))
            assert window.context.where.endswith("second.sqlite3")
            window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", run)
    assert cli.main(["--db", str(first)]) == 0
    assert len(stations) == 2
    assert not any(shiboken6.isValid(w) for w in old)
