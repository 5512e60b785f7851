"""File → Connect to a club server and the station's role in the windows (issue 17):
the URL typed, the role chosen with the keyboard, a password refused (libpq's
~/.pgpass keeps it), the choice remembered per computer; a display or dealer
station started with --role shows no clock commands."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from director import cli
from director.services.club.station_tables import open_tables
from director.store.db import open_database
from director.store.file_checks import ENV_VAR
from director.ui.club.club_station import ClubChoice, remember, remembered
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.services.test_station_tables import _club_history
from tests.template_db import new_database
from tests.ui.all_windows import choose_from_menu, when_modal
from tests.ui.club_station.connect_dialog import (
    T0,
    URL,
    closed_if_open,
    looking,
    ok,
    type_table,
    type_url,
    wait_for_the_look,
)


def test_the_address_is_refused_with_a_password_or_in_another_form(
        qtbot: QtBot, window: MainWindow, settings: Settings) -> None:
    problems: list[str] = []

    def fill(dialog: QWidget) -> None:
        type_url(dialog, "postgresql+psycopg://director:secret@club.local/club")
        ok(qtbot, dialog)  # a password in the address: refused, nothing kept
        problems.append(dialog.findChild(QLabel, "connectProblem").text())
        assert dialog.isVisible() and remembered(settings.store) is None
        type_url(dialog, "club.local")
        ok(qtbot, dialog)
        problems.append(dialog.findChild(QLabel, "connectProblem").text())
        type_url(dialog, URL)
        ok(qtbot, dialog)  # the director's station: no table to find

    seen = when_modal(fill, lambda d: None)
    choose_from_menu(qtbot, window, window.file_menu, "connectClub")
    qtbot.waitUntil(lambda: not window.isVisible())
    assert seen == ["ConnectDialog"]
    assert "~/.pgpass" in problems[0] and "PGPASSFILE" in problems[0]
    assert "postgresql+psycopg://user@server/club" in problems[1]
    assert window.reconnect_to == ClubChoice(URL)
    assert remembered(settings.store) == ClubChoice(URL)  # kept per computer
    assert "secret" not in Path(settings.store.fileName()).read_text()


@pytest.mark.pg
def test_a_dealer_station_takes_its_table_by_the_number_the_seating_shows(
        qtbot: QtBot, window: MainWindow, settings: Settings, pg_url: str) -> None:
    """Table 5 of tonight's Friday Deepstack is a record far past 5 (last week's ten
    tables and more): the dealer types 5 and gets it; 1 (open in two events) and 15
    (no open table's number) are refused in words, the dialog stays, nothing is kept."""
    club = open_database(pg_url)
    first, _ = _club_history(club)
    club.close()
    listed: list[str] = []
    problems: list[str] = []

    def fill(dialog: QWidget) -> None:
        type_url(dialog, pg_url)
        role = dialog.findChild(QWidget, "stationRole")
        role.setFocus()
        QTest.keyClick(role, Qt.Key.Key_Down)  # director's station → dealer station
        wait_for_the_look(qtbot, dialog)
        table = dialog.findChild(QComboBox, "stationTable")
        assert table.isEnabled()
        listed.extend(table.itemText(n) for n in range(table.count()))
        for typed in ("1", "15"):
            type_table(dialog, typed)
            ok(qtbot, dialog)
            problems.append(dialog.findChild(QLabel, "connectProblem").text())
            assert dialog.isVisible() and remembered(settings.store) is None
        type_table(dialog, "5")
        ok(qtbot, dialog)

    seen = when_modal(fill, closed_if_open)
    choose_from_menu(qtbot, window, window.file_menu, "connectClub")
    qtbot.waitUntil(lambda: not window.isVisible())
    assert seen == ["ConnectDialog"]
    assert listed == ["Cash game \u2014 Table 1"] + [
        f"Friday Deepstack \u2014 Table {n}" for n in range(1, 7)]
    assert problems == [
        "\u26a0 1 is the number of an open table in more than one event (Cash game \u2014 Table 1, "
        "Friday Deepstack \u2014 Table 1): choose the table from the list",
        "\u26a0 15 is no open table's number or name; the open tables: Cash game \u2014 Table 1, "
        + ", ".join(f"Friday Deepstack \u2014 Table {n}" for n in range(1, 7))]
    assert window.reconnect_to == ClubChoice(pg_url, "dealer", first + 4)
    assert remembered(settings.store) == ClubChoice(pg_url, "dealer", first + 4)
    assert settings.store.value("club/table-name") == "Friday Deepstack \u2014 Table 5"


@pytest.mark.pg
def test_the_table_is_chosen_from_the_list_with_the_keys_and_offered_again(
        qtbot: QtBot, tmp_path: Path, settings: Settings, pg_url: str) -> None:
    club = open_database(pg_url)
    first, _ = _club_history(club)
    club.close()
    shown: list[str] = []

    def choose(dialog: QWidget) -> None:
        role = dialog.findChild(QWidget, "stationRole")
        role.setFocus()
        QTest.keyClick(role, Qt.Key.Key_Down)  # dealer station first: no address yet
        assert dialog.findChild(QLabel, "connectProblem").text() == ""  # nothing to say yet
        type_url(dialog, pg_url)
        qtbot.mouseClick(dialog.findChild(QWidget, "findTables"), Qt.MouseButton.LeftButton)
        wait_for_the_look(qtbot, dialog)
        table = dialog.findChild(QComboBox, "stationTable")
        assert table.count() == 7
        table.setFocus()
        QTest.keyClick(table, Qt.Key.Key_Down)  # the first listed (Cash game), then the next
        QTest.keyClick(table, Qt.Key.Key_Down)
        shown.append(table.currentText())
        ok(qtbot, dialog)

    def offered(dialog: QWidget) -> None:
        shown.append(dialog.findChild(QComboBox, "stationTable").currentText())
        ok(qtbot, dialog)  # the server is looked at again; OK goes on at its answer
        assert looking(dialog) and dialog.isVisible()
        wait_for_the_look(qtbot, dialog)

    for look in (choose, offered):
        database = new_database(tmp_path / f"home{len(shown)}.sqlite3")
        main = MainWindow(settings, AppContext(database, now=lambda: T0))
        qtbot.addWidget(main)
        main.show()
        when_modal(look, closed_if_open)
        choose_from_menu(qtbot, main, main.file_menu, "connectClub")
        qtbot.waitUntil(lambda: not main.isVisible())  # noqa: B023
        assert main.reconnect_to == ClubChoice(pg_url, "dealer", first)
        database.close()
    # offered again as it was listed, and looked up on the server again at OK
    assert shown == ["Friday Deepstack \u2014 Table 1"] * 2


def test_a_server_that_does_not_answer_is_said_and_nothing_is_kept(
        qtbot: QtBot, window: MainWindow, settings: Settings) -> None:
    """A dealer station's tables are read from the server: one that does not answer
    (nothing listens on the port) is said beside the fields; OK keeps the dialog."""
    said: list[str] = []
    silent = "postgresql+psycopg://director@127.0.0.1:1/club"

    def fill(dialog: QWidget) -> None:
        type_url(dialog, silent)
        role = dialog.findChild(QWidget, "stationRole")
        role.setFocus()
        QTest.keyClick(role, Qt.Key.Key_Down)  # dealer station: the server is asked
        wait_for_the_look(qtbot, dialog)
        said.append(dialog.findChild(QLabel, "connectProblem").text())
        type_table(dialog, "5")
        ok(qtbot, dialog)  # looked at again, then said again
        wait_for_the_look(qtbot, dialog)
        said.append(dialog.findChild(QLabel, "connectProblem").text())
        assert dialog.isVisible() and remembered(settings.store) is None
        box = dialog.findChild(QDialogButtonBox)
        qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Cancel),
                         Qt.MouseButton.LeftButton)

    when_modal(fill, closed_if_open)
    choose_from_menu(qtbot, window, window.file_menu, "connectClub")
    assert said == [f"\u26a0 The club's server {silent} does not answer: check its address, the "
                    "network and that the server is running, then look again"] * 2
    assert window.isVisible() and window.reconnect_to is None


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


def _run_until_opened(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                      opened: list[MainWindow]) -> None:
    """The program's event loop runs until the window has taken the database opened
    (its status line clear), then ends, as a person who quits at once."""
    def run(_app: object = None) -> int:
        [window] = opened
        assert window.context.db is not None  # the window needs it (not shown: no paint)
        qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "")
        return 0

    monkeypatch.setattr(QApplication, "exec", run)


@pytest.mark.parametrize("role", ["display", "dealer"])
def test_a_station_started_with_a_role_shows_no_clock_commands(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, role: str) -> None:
    opened: list[MainWindow] = []
    _run_until_opened(qtbot, monkeypatch, opened)
    monkeypatch.setattr(MainWindow, "show", lambda self: opened.append(self))
    monkeypatch.setattr("director.ui.common.settings.Settings.__init__",
                        lambda self, store=None: setattr(self, "store", QSettings(
                            str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    monkeypatch.setattr("director.ui.shell.welcome.show_welcome", lambda *a: None)
    night = new_database(tmp_path / "night.sqlite3")
    first, _ = _club_history(night)
    night.close()
    args = ["--db", str(tmp_path / "night.sqlite3"), "--role", role]
    assert cli.main(args + (["--table", "2"] if role == "dealer" else [])) == 0
    [main] = opened
    assert (main.context.db.role, main.context.db.role_table) == \
        (role, first + 1 if role == "dealer" else None)  # Table 2 of Friday Deepstack
    hidden = [name for name, action in main.command_actions.items() if action.isVisible()]
    assert hidden == [] and not main.a_quick.isVisible()
    assert main.a_dealer.isVisible() == (role == "dealer")
    assert main.a_show_clock.isVisible()  # every station may show the clock


def test_a_dealer_station_without_its_table_is_told(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--role", "dealer"])
    assert "--role dealer --table N" in capsys.readouterr().err


def test_a_dealer_stations_table_is_its_number_an_old_record_number_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--table`` took the table's record number before: a script that gives one
    (record 15 is Table 3 of tonight's event) is refused in words, never taken as
    table 15 or another; a number two events have is chosen with ``--event``."""
    night = new_database(tmp_path / "night.sqlite3")
    first, _ = _club_history(night)
    night.close()
    db = ["--db", str(tmp_path / "night.sqlite3"), "--role", "dealer"]
    record = first + 2
    for table, said in (
            ([str(record)], f"director: error: --table {record}: the table is given by its "
             "number as the seating shows it, no longer by its record number, and no open "
             f"table has the number {record}: record {record} is Friday Deepstack \u2014 "
             "Table 3; give that table's number"),
            (["1"], "director: error: --table 1: 1 is the number of an open table in more "
             "than one event (Cash game \u2014 Table 1, Friday Deepstack \u2014 Table 1): name "
             "the event too, with --event"),
            (["1", "--event", "Saturday"], "director: error: --table 1: no event under way is "
             "named Saturday; the open tables: Cash game \u2014 Table 1, "
             + ", ".join(f"Friday Deepstack \u2014 Table {n}" for n in range(1, 7)))):
        with pytest.raises(SystemExit) as refused:
            cli.main([*db, "--table", *table])
        assert refused.value.code == 2
        assert capsys.readouterr().err.splitlines()[-1] == said
    # a database not made (a mistyped --db): said, none made there
    missing = tmp_path / "nigth.sqlite3"
    assert cli.main(["--db", str(missing), "--role", "dealer", "--table", "5"]) == 2
    assert str(missing) in capsys.readouterr().err and not missing.exists()


def test_a_dealer_station_with_a_table_of_another_event_opens_at_it(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[MainWindow] = []
    _run_until_opened(qtbot, monkeypatch, opened)
    monkeypatch.setattr(MainWindow, "show", lambda self: opened.append(self))
    monkeypatch.setattr("director.ui.common.settings.Settings.__init__",
                        lambda self, store=None: setattr(self, "store", QSettings(
                            str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    monkeypatch.setattr("director.ui.shell.welcome.show_welcome", lambda *a: None)
    night = new_database(tmp_path / "night.sqlite3")
    _club_history(night)
    cash_table = next(t for t in open_tables(night) if t.event_name == "Cash game")
    night.close()
    assert cli.main(["--db", str(tmp_path / "night.sqlite3"), "--role", "dealer",
                     "--table", "1", "--event", "cash game"]) == 0
    [main] = opened
    assert main.context.db.role_table == cash_table.table_id


def test_a_table_closed_since_it_was_chosen_is_said_at_connection(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The program starts again on the club and the table this computer chose last
    (File → Connect); the cash table was closed meanwhile: the window says so over
    itself, and what to do."""
    night = new_database(tmp_path / "night.sqlite3")
    _, closed = _club_history(night)
    night.close()
    kept = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    kept.setValue("welcome_shown", True)
    monkeypatch.setattr("director.ui.common.settings.Settings.__init__",
                        lambda self, store=None: setattr(self, "store", kept))
    said: list[str] = []

    def night_runs(_app: object = None) -> int:
        [window] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, MainWindow) and w.isVisible()]
        qtbot.waitUntil(lambda: window.findChild(QMessageBox, "stationTableGone") is not None)
        box = window.findChild(QMessageBox, "stationTableGone")
        said.append(box.text())
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        return 0

    monkeypatch.setattr(QApplication, "exec", night_runs)
    monkeypatch.delenv(ENV_VAR, raising=False)
    # chosen last time in File → Connect: the club's database, as a dealer at table 2
    remember(kept, ClubChoice(f"sqlite:///{tmp_path / 'night.sqlite3'}", "dealer", closed),
             "Cash game \u2014 Table 2")
    assert cli.main([]) == 0
    assert said == ["This station's table (Cash game \u2014 Table 2) was closed since it "
                    "was chosen: choose the table this station deals at again (File \u2192 "
                    "Connect to a club server)"]


def test_the_dialog_speaks_hungarian(qtbot: QtBot, window: MainWindow) -> None:
    install_translator("hu")
    try:
        texts: list[str] = []

        def look(dialog: QWidget) -> None:
            texts.append(dialog.windowTitle())
            texts.extend(label.text() for label in dialog.findChildren(QLabel) if label.text())
            texts.append(dialog.findChild(QWidget, "stationRole").currentText())
            ok(qtbot, dialog)  # no address yet: told how to write it
            texts.append(dialog.findChild(QLabel, "connectProblem").text())
            box = dialog.findChild(QDialogButtonBox)
            qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Cancel),
                             Qt.MouseButton.LeftButton)

        when_modal(look, lambda d: None)
        choose_from_menu(qtbot, window, window.file_menu, "connectClub")
        assert texts[:5] == ["Csatlakozás a klub szerveréhez", "A szerver &címe:",
                             "Ez az állomás:", "Osztó ennél az &asztalnál:",
                             "a versenyigazgató állomása"]
        assert texts[-1].startswith("\u26a0 A klub szerverének címét így add meg")
    finally:
        install_translator("en")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_refusal_is_said_whole_in_the_error_colour(
        qtbot: QtBot, qapp, window: MainWindow, language: str) -> None:  # type: ignore[no-untyped-def]
    """File → Connect to a club server, an address with its password typed: the
    refusal (three lines at the dialog's width) is shown whole, the dialog growing to
    it (a refusal was cut to two lines under the buttons, its commas read as full
    stops), and in the stylesheet's error colour (it was drawn in the plain text
    colour)."""
    from director.ui.common.style import apply_style, colour
    from tests.ui.layout_checks import in_window, text_cut

    apply_style(qapp)  # the program's stylesheet, as a person sees it
    install_translator(language)
    seen: list[tuple[object, ...]] = []

    def fill(dialog: QWidget) -> None:
        type_url(dialog, "postgresql+psycopg://director:secret@club.local/club")
        ok(qtbot, dialog)
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
        assert "pgpass" in str(text) and cut == "", cut
        assert inside and not over_buttons
        assert tone == "error" and drawn == error
    finally:
        install_translator("en")
        qapp.setStyleSheet("")
