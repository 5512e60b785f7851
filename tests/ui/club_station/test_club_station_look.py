"""File → Connect to a club server, a dealer station: the look at the server's open
tables runs on a thread of its own (``TablesLook``), so the dialog answers while it
looks, says that it is looking, can stop the look or be closed meanwhile, ignores
an answer for an address no longer typed, and says a server that does not answer.
Enter in the address starts the look (a person's real key; leaving the field does
too, but offscreen tests cannot move the focus between windows)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from director.engine.messages import msg
from director.store.db import open_database
from director.ui.club.club_station import ClubChoice, remembered
from director.ui.common.language import in_language
from director.ui.common.settings import Settings
from director.ui.shell.main_window import MainWindow
from tests.services.test_station_tables import _club_history
from tests.ui.all_windows import choose_from_menu, when_modal
from tests.ui.club_station.connect_dialog import closed_if_open, looking, type_table, type_url

LOOKS = "looking at the club's tables"  # the look's thread, by its name


@pytest.fixture
def window(qtbot: QtBot, window: MainWindow) -> Iterator[MainWindow]:
    """The conftest's main window, and no look left behind when the test ends."""
    yield window
    qtbot.waitUntil(lambda: not _looks_running(), timeout=15_000)


@pytest.fixture
def silent_url() -> Iterator[str]:
    """A server that takes the connection and never answers (a machine hung, a
    firewall that swallows the packets): the look waits for it the connect timeout
    the address names, 2 s (the program's own is 5 s)."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        port = listener.getsockname()[1]
        yield f"postgresql+psycopg://director@127.0.0.1:{port}/club?connect_timeout=2"


def _looks_running() -> bool:
    return any(t.name == LOOKS for t in threading.enumerate())


def _dealer_station(dialog: QWidget) -> None:
    role = dialog.findChild(QWidget, "stationRole")
    role.setFocus()
    QTest.keyClick(role, Qt.Key.Key_Down)  # director's station → dealer station


def _enter_the_address(dialog: QWidget, text: str) -> None:
    type_url(dialog, text)
    QTest.keyClick(dialog.findChild(QWidget, "clubUrl"), Qt.Key.Key_Return)


def _said(dialog: QWidget) -> str:
    return str(dialog.findChild(QLabel, "connectProblem").text())


def test_a_silent_server_is_looked_at_while_the_window_answers_and_then_said(
        qtbot: QtBot, window: MainWindow, settings: Settings, silent_url: str) -> None:
    """The dealer station's address, Enter: the dialog says it is looking; a timer of
    the window ticks every 50 ms all through the look (it stood still for the
    connect timeout before, the look on the window's thread), the table's number is
    typed meanwhile; then the server's silence is said and nothing is kept."""
    # the catalogues loaded, as by the program's first words (their first load takes
    # the window's thread about a second, whatever is said: not the look's doing)
    in_language(msg("svc-station-no-open-tables"))
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(50)
    seen: list[object] = []

    def fill(dialog: QWidget) -> None:
        _dealer_station(dialog)
        started = time.monotonic()
        _enter_the_address(dialog, silent_url)
        seen.append((looking(dialog), _said(dialog), dialog.isVisible()))
        type_table(dialog, "5")  # the dialog takes keys while it looks
        seen.append(dialog.findChild(QComboBox, "stationTable").currentText())
        qtbot.waitUntil(lambda: not _looks_running(), timeout=15_000)
        ended = time.monotonic()  # the server given up (then the words are rendered)
        qtbot.waitUntil(lambda: not looking(dialog))
        during = [t for t in ticks if started < t < ended]
        seen.append((ended - started, len(during),
                     max(b - a for a, b in zip([started, *during], [*during, ended],
                                               strict=True))))
        seen.append(_said(dialog))
        assert dialog.isVisible() and remembered(settings.store) is None
        QTest.keyClick(dialog, Qt.Key.Key_Escape)  # the address field, left as it closes,
        QApplication.processEvents()  # looked again (one more wait) and its answer
        seen.append([t.name for t in threading.enumerate()].count(LOOKS))  # hit nothing

    when_modal(fill, closed_if_open)
    choose_from_menu(qtbot, window, window.file_menu, "connectClub")
    timer.stop()
    shown, typed, (took, ticked, longest_still), failed, looks_after = seen
    assert shown == (True, f"Looking for the open tables at {silent_url}…", True)
    assert typed == "5"
    assert took >= 1.5  # the connect timeout, 2 s: the server was waited for
    # the window's 50 ms timer went on ticking (a window frozen in the look ticks at most
    # once, after it): bounds a busy machine keeps, far from a frozen window's figures
    assert ticked >= 5 and longest_still < took / 2, (took, ticked, longest_still)
    assert failed == f"\u26a0 The club's server {silent_url} does not answer: check its address, " \
        "the network and that the server is running, then look again"
    assert looks_after == 0
    assert window.isVisible() and window.reconnect_to is None


def test_a_look_is_stopped_and_the_dialog_closed_while_it_looks(
        qtbot: QtBot, window: MainWindow, settings: Settings, silent_url: str) -> None:
    """"Stop looking" ends the wait at once (the answer, later, says nothing); Cancel
    while it looks closes the dialog at once, and the look's end reaches nothing."""
    seen: list[object] = []

    def fill(dialog: QWidget) -> None:
        _dealer_station(dialog)
        _enter_the_address(dialog, silent_url)
        assert looking(dialog)
        button = dialog.findChild(QPushButton, "findTables")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # Stop looking
        seen.append((looking(dialog), button.text(), _said(dialog)))
        qtbot.waitUntil(lambda: not _looks_running(), timeout=15_000)
        QApplication.processEvents()
        seen.append((looking(dialog), _said(dialog)))  # the stopped look's answer: ignored
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # Find the tables again
        assert looking(dialog) and _looks_running()
        seen.append(time.monotonic())
        QTest.keyClick(dialog, Qt.Key.Key_Escape)  # closed while it looks

    when_modal(fill, lambda d: None)
    choose_from_menu(qtbot, window, window.file_menu, "connectClub")
    closed = time.monotonic()
    stopped, after, pressed = seen
    assert stopped == (False, "&Find the tables", "")
    assert after == (False, "")
    assert isinstance(pressed, float) and closed - pressed < 1.0  # not the 2 s of the look
    # its thread ends by itself, and nothing is said anywhere; the address field, left
    # as the dialog closed, started no other look
    assert [t.name for t in threading.enumerate()].count(LOOKS) == 1
    qtbot.waitUntil(lambda: not _looks_running(), timeout=15_000)
    QApplication.processEvents()
    assert window.isVisible() and window.reconnect_to is None
    assert remembered(settings.store) is None


@pytest.mark.pg
def test_an_answer_for_an_address_changed_meanwhile_is_ignored(
        qtbot: QtBot, window: MainWindow, settings: Settings, silent_url: str,
        pg_url: str) -> None:
    """A mistyped address is being looked at; the dealer types the club's real one
    and presses Enter: its tables are listed, Enter again is OK (table 5), and the
    first address's answer, later, changes nothing."""
    club = open_database(pg_url)
    first, _ = _club_history(club)
    club.close()
    seen: list[object] = []

    def fill(dialog: QWidget) -> None:
        _dealer_station(dialog)
        _enter_the_address(dialog, silent_url)
        assert looking(dialog)
        _enter_the_address(dialog, pg_url)
        qtbot.waitUntil(lambda: not looking(dialog), timeout=15_000)
        table = dialog.findChild(QComboBox, "stationTable")
        seen.append((table.count(), _said(dialog), dialog.isVisible()))
        qtbot.waitUntil(lambda: not _looks_running(), timeout=15_000)  # the silent one
        QApplication.processEvents()
        seen.append((table.count(), _said(dialog)))
        type_table(dialog, "5")
        QTest.keyClick(dialog.findChild(QWidget, "clubUrl"), Qt.Key.Key_Return)  # OK now

    when_modal(fill, closed_if_open)
    choose_from_menu(qtbot, window, window.file_menu, "connectClub")
    qtbot.waitUntil(lambda: not window.isVisible())
    assert seen == [(7, "", True), (7, "")]
    assert window.reconnect_to == ClubChoice(pg_url, "dealer", first + 4)
