"""Ctrl+Z in the real main window asks before it takes back another station's action.

At a club Ben, at his own station, sold Bence a rebuy; Anna, at hers, pressed Ctrl+Z
to take back what she thought was her last command. The program took back Ben's
rebuy, said "Undone: Rebuy: Bence, 10,000 chips" on her status line, and Ben never
knew. Now her Ctrl+Z asks first ("The last action, 'Rebuy: Bence, 10,000 chips', was
recorded at another station: undo it?", No the default): Enter or Escape leave the
rebuy in place, Yes (or its key, Y) takes it back. Her own newest action is taken back at once, as
before. Only real input: keys where the focus is, the question's button clicked
where it is drawn; Ben's station is a second connection to the same file.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from director.services.core.action_log import history
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.keys_driver import key
from tests.ui.one_record_views import agree
from tests.ui.test_tournament_end import left_click, open_console

__all__ = ["context", "time"]

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
ASKED = {"en": "The last action, 'Rebuy: Bence, 10,000 chips', was recorded at another "
               "station: undo it?",
         "hu": "Az utolsó műveletet („Rebuy: Bence, 10\u00a0000 zseton”) egy másik "
               "állomáson rögzítették: visszavonod?"}
UNDONE = {"en": "Undone: Rebuy: Bence, 10,000 chips",
          "hu": "Visszavonva: Rebuy: Bence, 10\u00a0000 zseton"}


@pytest.fixture
def ben(context: AppContext) -> Iterator[Database]:
    """Ben's station: another desk on the same database."""
    station = open_database(context.db.url)
    station.desk = "ben-desk"
    yield station
    station.close()


def _bens_rebuy(qtbot: QtBot, tmp_path: Path, context: AppContext, ben: Database
                ) -> tuple[int, dict[str, int], ConsolePage, QWidget]:
    """Six players at a table, Anna's console open in the real main window, and Bence's
    rebuy sold at Ben's station: the event, its entries, the console and its window."""
    event, entries = tournament(context, players=6, tables=1, seed=4)
    console = open_console(qtbot, tmp_path, context)
    TournamentService(ben).rebuy(entries["Bence"], T0)
    return event, entries, console, console.window()


def _rebuys_undone(context: AppContext, event: int) -> list[bool]:
    return [a.undone for a in history(context.db, event) if a.kind == "rebuy"]


def _question(qtbot: QtBot) -> QMessageBox:
    """The question box open over the window."""
    found: list[QMessageBox] = []

    def shown() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, QMessageBox) and w.objectName() == "askFirst"
                    and w.isVisible()]
        return bool(found)

    qtbot.waitUntil(shown, timeout=3000)
    return found[0]


@pytest.mark.parametrize("language", ["en", "hu"])
def test_ctrl_z_on_another_stations_rebuy_asks_and_enter_keeps_it(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime, ben: Database,
        language: str) -> None:
    install_translator(language)
    try:
        event, _, console, window = _bens_rebuy(qtbot, tmp_path, context, ben)
        assert _rebuys_undone(context, event) == [False]

        key(qtbot, window, Qt.Key.Key_Z, CTRL)
        box = _question(qtbot)
        assert box.text() == ASKED[language]
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
        assert [box.button(b).text() for b in (QMessageBox.StandardButton.Yes,
                                               QMessageBox.StandardButton.No)] == \
            {"en": ["&Yes", "&No"], "hu": ["&Igen", "&Nem"]}[language]
        key(qtbot, box, Qt.Key.Key_Return)  # Enter: the default, No
        qtbot.waitUntil(lambda: not box.isVisible(), timeout=3000)
        assert _rebuys_undone(context, event) == [False], "the rebuy stays"
        assert console.message.text() == {"en": "Nothing was changed",
                                          "hu": "Nem változott semmi"}[language]

        key(qtbot, window, Qt.Key.Key_Z, CTRL)
        box = _question(qtbot)
        key(qtbot, box, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not box.isVisible(), timeout=3000)
        assert _rebuys_undone(context, event) == [False]

        key(qtbot, window, Qt.Key.Key_Z, CTRL)
        box = _question(qtbot)
        key(qtbot, box, {"en": Qt.Key.Key_Y, "hu": Qt.Key.Key_I}[language])  # two keys in all
        qtbot.waitUntil(lambda: _rebuys_undone(context, event) == [True], timeout=3000)
        assert console.message.text() == UNDONE[language]
        if language == "en":  # the views' checker reads English words
            agree(qtbot, window, context, event, time.now,
                  "Ben's rebuy undone at Anna's station")
    finally:
        install_translator("en")


def test_ctrl_z_on_her_own_newest_rebuy_takes_it_back_at_once(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        ben: Database) -> None:
    event, entries, console, window = _bens_rebuy(qtbot, tmp_path, context, ben)
    context.tournaments.rebuy(entries["Anna"], T0)  # Anna's own, the newest
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: _rebuys_undone(context, event) == [False, True], timeout=3000)
    assert console.runner.asking is None
    assert console.message.text() == "Undone: Rebuy: Anna, 10,000 chips"


def test_yes_after_ben_rebought_another_player_meanwhile_names_it_and_undoes_nothing(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        ben: Database) -> None:
    event, entries, console, window = _bens_rebuy(qtbot, tmp_path, context, ben)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    box = _question(qtbot)
    TournamentService(ben).rebuy(entries["Csilla"], T0)  # while Anna reads the question
    left_click(qtbot, box.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=3000)
    assert _rebuys_undone(context, event) == [False, False]
    assert console.message.text() == (
        "\u26a0 Nothing was undone: the last action is now 'Rebuy: Csilla, 10,000 chips' "
        "(changed at another station meanwhile)")


def test_ctrl_shift_z_of_bens_undo_asks_first(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        ben: Database) -> None:
    from director.services.core.action_log import undo_last
    from director.services.core.errors import AskFirst

    event, entries = tournament(context, players=6, tables=1, seed=4)
    console = open_console(qtbot, tmp_path, context)
    window = console.window()
    context.tournaments.rebuy(entries["Anna"], T0)
    with pytest.raises(AskFirst) as asked:  # Ben takes Anna's rebuy back, asked
        undo_last(ben, event, T0)
    asked.value.again()
    key(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)
    box = _question(qtbot)
    assert box.text() == ("'Rebuy: Anna, 10,000 chips' was undone at another station: "
                          "do it again?")
    left_click(qtbot, box.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: _rebuys_undone(context, event) == [False], timeout=3000)
    assert console.message.text() == "Done again: Rebuy: Anna, 10,000 chips"


def test_ctrl_z_on_the_clock_page_asks_in_the_main_window_not_on_the_room_screen(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        ben: Database) -> None:
    """The clock page runs the clock display's commands; the question about Ben's
    rebuy is asked over the director's main window, where Ctrl+Z was pressed, never
    on the display the room watches."""
    event, _, _, window = _bens_rebuy(qtbot, tmp_path, context, ben)
    key(qtbot, window, Qt.Key.Key_L, CTRL)
    assert window.pages.current_key() == "clock"
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    box = _question(qtbot)
    assert box.window().parentWidget() is window
    left_click(qtbot, box.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: _rebuys_undone(context, event) == [True], timeout=3000)


def test_the_programs_desk_is_kept_by_its_settings_so_a_restart_keeps_its_actions(
        tmp_path: Path) -> None:
    """The desk is made at the first need and kept in the settings; the program's
    opening records at it, so after a restart Ctrl+Z still takes back the director's
    own last action unasked."""
    from PySide6.QtCore import QSettings

    from director.cli import _opening_work
    from director.services.core.database import Opening
    from director.ui.common.settings import Settings
    from tests.template_db import new_database

    ini = str(tmp_path / "s.ini")
    desk = Settings(QSettings(ini, QSettings.Format.IniFormat)).desk
    assert desk and Settings(QSettings(ini, QSettings.Format.IniFormat)).desk == desk
    assert Settings(QSettings(str(tmp_path / "other.ini"),
                              QSettings.Format.IniFormat)).desk != desk

    path = tmp_path / "night.sqlite3"
    new_database(path).close()
    opening = Opening(str(path))
    opening.need()  # the window painted and the database needed: no waiting
    db = _opening_work(str(path), None, None, desk)(False, False)(opening)
    try:
        assert db.desk == desk
    finally:
        db.close()
