"""File → Connect to a club server and the station's role in the windows (issue 17):
the URL typed, the role chosen with the keyboard, a password refused (libpq's
~/.pgpass keeps it), the choice remembered per computer; a display or dealer
station started with --role shows no clock commands."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from director import cli
from director.ui.club.club_station import ClubChoice, remembered
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.template_db import new_database
from tests.ui.all_windows import choose_from_menu, when_modal

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
URL = "postgresql+psycopg://director@club.local/club"


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> None:
    install_translator("en")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, settings: Settings) -> Iterator[MainWindow]:
    database = new_database(tmp_path / "home.sqlite3")
    main = MainWindow(settings, AppContext(database, now=lambda: T0))
    qtbot.addWidget(main)
    main.show()
    yield main
    database.close()


def _type_url(dialog: QWidget, text: str) -> None:
    field = dialog.findChild(QWidget, "clubUrl")
    field.setFocus()
    QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(field, Qt.Key.Key_Delete)
    QTest.keyClicks(field, text)


def _ok(qtbot: QtBot, dialog: QWidget) -> None:
    box = dialog.findChild(QDialogButtonBox)
    qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_the_director_connects_a_dealer_station_by_typing_the_url(
        qtbot: QtBot, window: MainWindow, settings: Settings) -> None:
    problems: list[str] = []

    def fill(dialog: QWidget) -> None:
        _type_url(dialog, "postgresql+psycopg://director:secret@club.local/club")
        _ok(qtbot, dialog)  # a password in the address: refused, nothing kept
        problems.append(dialog.findChild(QLabel, "connectProblem").text())
        assert dialog.isVisible() and remembered(settings.store) is None
        _type_url(dialog, "club.local")
        _ok(qtbot, dialog)
        problems.append(dialog.findChild(QLabel, "connectProblem").text())
        _type_url(dialog, URL)
        role = dialog.findChild(QWidget, "stationRole")
        role.setFocus()
        QTest.keyClick(role, Qt.Key.Key_Down)  # director's station → dealer station
        table = dialog.findChild(QWidget, "stationTable")
        assert table.isEnabled()
        table.setFocus()
        QTest.keyClick(table, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(table, "3")
        _ok(qtbot, dialog)

    seen = when_modal(fill, lambda d: None)
    choose_from_menu(qtbot, window, window.file_menu, "connectClub")
    qtbot.waitUntil(lambda: not window.isVisible())
    assert seen == ["ConnectDialog"]
    assert "~/.pgpass" in problems[0] and "PGPASSFILE" in problems[0]
    assert "postgresql+psycopg://user@server/club" in problems[1]
    assert window.reconnect_to == ClubChoice(URL, "dealer", 3)
    assert remembered(settings.store) == ClubChoice(URL, "dealer", 3)  # kept per computer
    assert "secret" not in Path(settings.store.fileName()).read_text()


def test_the_dialog_offers_what_this_computer_chose_last(
        qtbot: QtBot, window: MainWindow, settings: Settings) -> None:
    settings.store.setValue("club/url", URL)
    settings.store.setValue("club/role", "display")
    shown: list[tuple[str, str, bool]] = []

    def look(dialog: QWidget) -> None:
        role = dialog.findChild(QWidget, "stationRole")
        shown.append((dialog.findChild(QWidget, "clubUrl").text(), role.currentText(),
                      dialog.findChild(QWidget, "stationTable").isEnabled()))
        box = dialog.findChild(QDialogButtonBox)
        qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Cancel),
                         Qt.MouseButton.LeftButton)

    when_modal(look, lambda d: None)
    choose_from_menu(qtbot, window, window.file_menu, "connectClub")
    assert shown == [(URL, "display (clock and seating)", False)]
    assert window.isVisible() and window.reconnect_to is None


@pytest.mark.parametrize("role", ["display", "dealer"])
def test_a_station_started_with_a_role_shows_no_clock_commands(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, role: str) -> None:
    opened: list[MainWindow] = []
    monkeypatch.setattr(QApplication, "exec", lambda self=None: 0)
    monkeypatch.setattr(MainWindow, "show", lambda self: opened.append(self))
    monkeypatch.setattr("director.ui.common.settings.Settings.__init__",
                        lambda self, store=None: setattr(self, "store", QSettings(
                            str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    monkeypatch.setattr("director.ui.shell.welcome.show_welcome", lambda *a: None)
    args = ["--db", str(tmp_path / "night.sqlite3"), "--role", role]
    assert cli.main(args + (["--table", "2"] if role == "dealer" else [])) == 0
    [main] = opened
    assert (main.context.db.role, main.context.db.role_table) == \
        (role, 2 if role == "dealer" else None)
    hidden = [name for name, action in main.command_actions.items() if action.isVisible()]
    assert hidden == [] and not main.a_quick.isVisible()
    assert main.a_dealer.isVisible() == (role == "dealer")
    assert main.a_show_clock.isVisible()  # every station may show the clock


def test_a_dealer_station_without_its_table_is_told(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--role", "dealer"])
    assert "--role dealer --table N" in capsys.readouterr().err


def test_the_dialog_speaks_hungarian(qtbot: QtBot, window: MainWindow) -> None:
    install_translator("hu")
    try:
        texts: list[str] = []

        def look(dialog: QWidget) -> None:
            texts.append(dialog.windowTitle())
            texts.extend(label.text() for label in dialog.findChildren(QLabel) if label.text())
            texts.append(dialog.findChild(QWidget, "stationRole").currentText())
            _ok(qtbot, dialog)  # no address yet: told how to write it
            texts.append(dialog.findChild(QLabel, "connectProblem").text())
            box = dialog.findChild(QDialogButtonBox)
            qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Cancel),
                             Qt.MouseButton.LeftButton)

        when_modal(look, lambda d: None)
        choose_from_menu(qtbot, window, window.file_menu, "connectClub")
        assert texts[:5] == ["Csatlakozás a klub szerveréhez", "A szerver &címe:",
                             "Ez az állomás:", "Osztó ennél az &asztalnál:",
                             "a versenyigazgató állomása"]
        assert texts[-1].startswith("A klub szerverének címét így add meg")
    finally:
        install_translator("en")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_table_refused_is_said_whole_in_the_error_colour(
        qtbot: QtBot, qapp, window: MainWindow, language: str) -> None:  # type: ignore[no-untyped-def]
    """File → Connect to a club server, a dealer station, a table past any table's
    number typed: the refusal (three lines, the bound written out) is shown whole,
    the dialog growing to it (it was cut to two lines under the buttons, its commas
    read as full stops), and in the stylesheet's error colour (it was drawn in the
    plain text colour)."""
    from director.ui.common.style import apply_style, colour
    from tests.ui.layout_checks import in_window, text_cut
    from tests.ui.test_number_fields_typed import type_over

    apply_style(qapp)  # the program's stylesheet, as a person sees it
    install_translator(language)
    seen: list[tuple[object, ...]] = []

    def fill(dialog: QWidget) -> None:
        _type_url(dialog, URL)
        role = dialog.findChild(QWidget, "stationRole")
        role.setFocus()
        QTest.keyClick(role, Qt.Key.Key_Down)  # a dealer station
        type_over(qtbot, dialog.findChild(QWidget, "stationTable"), "99999999999999999999")
        _ok(qtbot, dialog)
        QApplication.processEvents()
        problem = dialog.findChild(QLabel, "connectProblem")
        buttons = dialog.findChild(QDialogButtonBox)
        shown = problem.palette().color(problem.foregroundRole())
        seen.append((problem.text(), text_cut(problem),
                     dialog.rect().contains(in_window(problem, dialog)),
                     in_window(problem, dialog).intersects(in_window(buttons, dialog)),
                     problem.property("tone"), shown.name(),
                     colour("error", problem).name()))
        dialog.reject()

    try:
        when_modal(fill, lambda d: None)
        choose_from_menu(qtbot, window, window.file_menu, "connectClub")
        qtbot.waitUntil(lambda: bool(seen))
        [(text, cut, inside, over_buttons, tone, drawn, error)] = seen
        assert text and cut == "", cut
        assert inside and not over_buttons
        assert tone == "error" and drawn == error
    finally:
        install_translator("en")
        qapp.setStyleSheet("")
