"""The application shell: settings, language, the main window and its clock, start-up."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from director import cli
from director.engine.event.structures import TEMPLATE_NAMES
from director.store.backup import Backups
from director.store.db import Missing, NotADatabase, open_database
from director.ui.clock.clock_window import ClockWindow
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings, system_language
from director.ui.home.quick_clock import QuickClockDialog
from director.ui.shell import main_window as main_window_module
from director.ui.shell.app import WINDOW_ICON_SIZES, install_translator, window_icon
from director.ui.shell.main_window import MainWindow
from tests.template_db import new_database

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> None:
    install_translator("en")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


class FakeTime:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def context(tmp_path: Path) -> Iterator[AppContext]:
    database = new_database(tmp_path / "night.sqlite3")
    yield AppContext(database, now=lambda: T0)
    database.close()


def open_main(qtbot: QtBot, settings: Settings, fake: FakeTime | None = None,
              context: AppContext | None = None) -> MainWindow:
    assert context is not None
    window = MainWindow(settings, context, clock=fake or FakeTime())
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    return window


def test_language_follows_the_system_until_chosen(settings: Settings) -> None:
    assert system_language(QLocale("hu_HU")) == "hu"
    assert system_language(QLocale("en_GB")) == "en"
    assert system_language(QLocale("de_DE")) == "en"
    assert settings.language == system_language()
    settings.language = "hu"
    assert settings.language == "hu"
    with pytest.raises(ValueError, match="en, hu"):
        settings.language = "de"


def test_sound_and_speech_settings_are_kept(settings: Settings, tmp_path: Path) -> None:
    assert settings.sound and not settings.speech
    settings.sound, settings.speech = False, True
    settings.store.sync()
    again = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert not again.sound and again.speech


def test_hungarian_translation_changes_the_visible_texts(qtbot: QtBot, settings: Settings,
                                                        context: AppContext) -> None:
    window = open_main(qtbot, settings, context=context)
    assert window.file_menu.title() == "&File"
    clock_window = window.open_quick_clock("home-game") and window.clock_window
    assert clock_window is not None
    clock_window.command("start_pause")
    clock_window.command("start_pause")
    assert clock_window.labels["banner"].text() == "PAUSED"
    try:
        window.language_actions["hu"].trigger()
        QApplication.processEvents()
        assert settings.language == "hu"
        assert window.file_menu.title() == "&Fájl"
        assert window.quick_button.text() == "Gyors óra..."
        assert clock_window.labels["title"].text() == "1. szint"
        assert clock_window.labels["banner"].text() == "MEGÁLLÍTVA"
        assert QLocale().toString(1_000_000) == "1\u00a0000\u00a0000"
    finally:
        install_translator("en")
    QApplication.processEvents()
    assert window.file_menu.title() == "&File"


def test_quick_clock_from_a_template_runs_from_the_main_window_keys(
        qtbot: QtBot, settings: Settings, context: AppContext) -> None:
    fake = FakeTime()
    settings.sound = False  # N plays the level-up sound: none on a machine without audio
    window = open_main(qtbot, settings, fake, context)
    dialog = QuickClockDialog(window)
    qtbot.addWidget(dialog)
    assert [dialog.chooser.itemData(i) for i in range(dialog.chooser.count())] == \
        list(TEMPLATE_NAMES)
    clock = window.open_quick_clock("turbo")
    assert isinstance(window.clock_window, ClockWindow) and window.clock_window.isVisible()
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Space)  # Home has the focus: no clock key here
    assert not clock.state.running
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentWidget() is window.clock_page
    qtbot.keyClick(window.clock_page, Qt.Key.Key_Space)
    assert clock.state.running
    qtbot.keyClick(window.clock_page, Qt.Key.Key_N)
    assert clock.state.level_index == 1
    qtbot.keyClick(window.clock_page, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert clock.state.level_index == 0
    fake.now = T0 + timedelta(minutes=1)
    window.clock_window.tick()
    assert "Level 1" in window.status_clock.text()


def test_ctrl_slash_and_the_question_mark_list_the_shortcuts(qtbot: QtBot, settings: Settings,
                                           context: AppContext,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(main_window_module.ShortcutDialog, "exec",
                        lambda self: shown.append(self.windowTitle()) or 0)
    window = open_main(qtbot, settings, context=context)
    qtbot.keyClick(window, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    assert shown == ["Keyboard shortcuts"]
    window.open_quick_clock("home-game")
    assert window.clock_window is not None
    with qtbot.waitActive(window.clock_window):
        window.clock_window.activateWindow()
    qtbot.keyClick(window.clock_window, Qt.Key.Key_Question)
    assert len(shown) == 2


def test_other_windows_join_the_stack(qtbot: QtBot, settings: Settings,
                                      context: AppContext) -> None:
    from PySide6.QtWidgets import QLabel

    window = open_main(qtbot, settings, context=context)
    window.pages.add_page("seating", QLabel("tables"), "Seating")
    window.findChild(type(window.a_quick), "page_seating").trigger()
    assert window.pages.currentWidget().objectName() == "seating"


def test_the_program_has_its_icon_in_every_size_a_window_system_asks(qapp: QApplication) -> None:
    """The title bar, the task bar and the switcher each get the icon drawn at their size,
    from PNG images (no SVG renderer at start, issue 33)."""
    icon = window_icon()
    assert sorted(s.width() for s in icon.availableSizes()) == list(WINDOW_ICON_SIZES)
    for size in WINDOW_ICON_SIZES:
        image = icon.pixmap(size, size).toImage()
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255  # drawn, not blank


def test_director_opens_the_main_window_on_the_database(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QApplication, "exec", lambda self=None: 0)
    monkeypatch.setattr(MainWindow, "show", lambda self: shown.append(self.database_location))
    monkeypatch.setattr("director.ui.common.settings.Settings.__init__",
                        lambda self, store=None: setattr(self, "store", QSettings(
                            str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    assert cli.main(["--db", str(tmp_path / "night.sqlite3")]) == 0
    assert shown == [str(tmp_path / "night.sqlite3")]


def test_a_damaged_database_offers_the_newest_good_backup(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    backup = Backups(path).backup_now(T0)
    path.write_bytes(b"garbage" * 100)
    seen: list[str] = []

    def choose_restore(box: QMessageBox) -> int:
        seen.append(box.text() + "|" + box.informativeText())
        return 0

    monkeypatch.setattr(QMessageBox, "exec", choose_restore)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: next(
        b for b in box.buttons() if b.text() == "Restore the backup"))
    damaged = NotADatabase(path)
    assert cli._startup_problem(str(path), damaged) == "retry"
    assert str(backup) in seen[0] and seen[0].startswith(str(damaged))
    assert open_database(path) is not None
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: None)
    other = tmp_path / "other.sqlite3"
    assert cli._startup_problem(str(other), NotADatabase(other)) == "quit"


def test_a_missing_database_offers_its_backup_or_a_new_empty_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 15: a start that finds no database where the last run had one says so."""
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    backup = Backups(path).backup_now(T0)
    path.unlink()
    with pytest.raises(Missing) as info:
        open_database(path)
    buttons: list[str] = []

    def look(box: QMessageBox) -> int:
        buttons.extend(b.text() for b in box.buttons())
        return 0

    monkeypatch.setattr(QMessageBox, "exec", look)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: next(
        b for b in box.buttons() if b.text() == "Start a new empty database"))
    assert cli._startup_problem(str(path), info.value) == "new"
    assert {"Restore the backup", "Start a new empty database", "Quit"} <= set(buttons)
    assert str(backup) in str(info.value)
    open_database(path, new=True).close()
