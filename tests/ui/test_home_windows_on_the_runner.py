"""Issue 32: the players page, the leagues window, the mystery envelopes, the
players' CSV import, the clock designer and the clock window's keys act through
the one action runner. In the real main window, with clicks and keys: a command
the services refuse is said as a warning (in the window's language, said again
after a change of language where the window has a message line) and changes
nothing; a view that shows what was stored follows the commit feed (it is never
told by the window that gave the command)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from director.services.clock.clock_layouts import ClockLayouts
from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.seating import SeatingPage
from director.ui.home.leagues import LeaguesWindow
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.services.test_leagues import FORMULA, night
from tests.ui.event_fixtures import (
    FakeTime,
    cash_game,
    context,
    mystery_monday,
    time,
    tournament,
)
from tests.ui.home_driver import (
    click,
    open_envelopes,
    open_main_window,
    open_menu_item,
    resume_event,
    type_into,
)
from tests.ui.test_cash_game_night import show_window
from tests.ui.test_clock_designer import another_clock, open_designer, running_clock
from tests.ui.test_words_in_windows import switch_language

__all__ = ["context", "time"]

NOW = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


def _in_hungarian_and_back(qtbot: QtBot, window: MainWindow, said: object) -> str:
    """The language switched to Hungarian in the settings and back: what the line
    said in Hungarian (``said()`` reads it)."""
    assert callable(said)
    try:
        switch_language(qtbot, window, "hu")
        hungarian = str(said())
        switch_language(qtbot, window, "en")
    finally:
        install_translator("en")
    return hungarian


def _seated_names(page: SeatingPage) -> set[str]:
    return {s.player for g in page.graphics.values() for s in g.seats.values() if s.player}


def _player_names(window: MainWindow) -> list[str]:
    table = window.players_page.table
    return [table.item(r, 0).text() for r in range(table.rowCount())]  # type: ignore[union-attr]


def test_the_players_page_says_a_refused_rename_and_the_seating_follows_a_rename(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """A name of 201 letters is refused on the players page (in Hungarian after a
    change of language) and nobody is renamed; Anna renamed there is seated under
    her new name on the seating page, which the players page never told; the
    players page, behind, lists a player added elsewhere when it is shown."""
    install_translator("en")
    event, _entries = tournament(context, players=8, tables=2, seed=3)
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    seating = window.pages.page(f"seating_{event}")
    assert isinstance(seating, SeatingPage) and "Anna" in _seated_names(seating)
    show_window(qtbot, window, "players")
    page = window.players_page
    table = page.table
    row = _player_names(window).index("Anna")
    rect = table.visualItemRect(table.item(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.rename_button.isEnabled()
    type_into(qtbot, page.name, "A" * 201)
    click(qtbot, page.rename_button)
    english = page.message.text()
    assert english == "\u26a0 The player's name must be at most 200 characters long"
    assert page.message.error
    hungarian = _in_hungarian_and_back(qtbot, window, page.message.text)
    assert hungarian.startswith("\u26a0 ") and "200" in hungarian and hungarian != english
    assert page.message.text() == english
    assert "Anna" in _player_names(window)
    type_into(qtbot, page.name, "Anna Kerekes")
    click(qtbot, page.rename_button)
    assert page.message.text() == ""
    assert "Anna Kerekes" in _player_names(window)
    qtbot.waitUntil(lambda: "Anna Kerekes" in _seated_names(seating), timeout=3000)
    assert "Anna" not in _seated_names(seating)
    # a player added at another station while the page is behind the seating is
    # listed when the page comes to the front
    show_window(qtbot, window, f"seating_{event}")
    context.events.add_player("Zsófi", NOW)
    qtbot.wait(300)  # the feed has said the commit (a tenth of a second) to a hidden page
    assert "Zsófi" not in _player_names(window)
    show_window(qtbot, window, "players")
    qtbot.waitUntil(lambda: "Zsófi" in _player_names(window), timeout=3000)
    # a second Bence is added, and the page notes there was one already
    type_into(qtbot, page.name, "Bence")
    click(qtbot, page.add_button)
    assert _player_names(window).count("Bence") == 2
    assert page.status.text() == "Note: a player named Bence was already in the list"
    # Csilla renamed Anna Kerekes: two people may share a name, said as at an add
    # (a random-input night found the rename said nothing); the console lists both
    page.status.clear()
    row = _player_names(window).index("Csilla")
    rect = table.visualItemRect(table.item(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    type_into(qtbot, page.name, "Anna Kerekes")
    click(qtbot, page.rename_button)
    assert _player_names(window).count("Anna Kerekes") == 2
    assert page.status.text() == "Note: a player named Anna Kerekes was already in the list"
    console = window.pages.page(f"console_{event}")
    assert isinstance(console, ConsolePage)
    qtbot.waitUntil(lambda: [console.entries.item(r, 0).text()  # type: ignore[union-attr]
                             for r in range(console.entries.rowCount())].count(
        "Anna Kerekes") == 2, timeout=3000)


def test_the_csv_import_says_a_refused_file_and_the_players_page_follows_an_import(
        qtbot: QtBot, tmp_path: Path, context: AppContext,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A file whose first line names no "name" column is refused whole in a warning
    over the main window, and imports nobody; a good file's players reach the open
    players page through the commit feed (the import does not redraw it), how many
    said on the status line."""
    install_translator("en")
    context.events.add_player("Anna", NOW)
    window = open_main_window(qtbot, tmp_path, context)
    show_window(qtbot, window, "players")
    assert _player_names(window) == ["Anna"]
    bad, good = tmp_path / "bad.csv", tmp_path / "good.csv"
    bad.write_text("nev,email\nBence,\n", encoding="utf-8")
    good.write_text("name,nickname,email\nBence,Beni,\nCsilla,,\n", encoding="utf-8")
    for path in (bad, good):
        monkeypatch.setattr(QFileDialog, "getOpenFileName",
                            lambda *args, p=path, **kw: (str(p), "CSV (*.csv)"))
        open_menu_item(qtbot, window, window.file_menu, "importPlayers")
        if path is bad:
            box = refused_box(qtbot, window)
            assert box.text() == (
                "The first line must name the columns, one of them \u201cname\u201d "
                "(spelled so, as the program's own export writes it); this file's first line "
                "is: "
                "nev,email")
            click(qtbot, box.button(QMessageBox.StandardButton.Ok))
            assert [p.name for p in Queries(context.db).list_players()] == ["Anna"]
            assert _player_names(window) == ["Anna"]
    qtbot.waitUntil(lambda: _player_names(window) == ["Anna", "Bence", "Csilla"],
                    timeout=3000)
    assert window.statusBar().currentMessage() == "2 new players imported"


def test_an_export_to_a_folder_that_is_not_there_is_said_and_writes_nothing(
        qtbot: QtBot, tmp_path: Path, context: AppContext,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """File > Export players as CSV into a folder that does not exist (a USB stick
    pulled out): a warning over the window says the file cannot be written, never a
    traceback; into a folder that is there the players are saved."""
    install_translator("en")
    context.events.add_player("Anna", NOW)
    window = open_main_window(qtbot, tmp_path, context)
    gone, kept = tmp_path / "stick" / "players.csv", tmp_path / "players.csv"
    for path in (gone, kept):
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda *args, p=path, **kw: (str(p), "CSV (*.csv)"))
        open_menu_item(qtbot, window, window.file_menu, "exportPlayers")
        if path is gone:
            box = refused_box(qtbot, window)
            said = box.text()
            assert str(gone) in said
            assert "cannot be written" in said and not gone.parent.exists()
            click(qtbot, box.button(QMessageBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "", timeout=3000)
    assert window.statusBar().currentMessage() == "Players saved"
    assert kept.read_text(encoding="utf-8-sig").splitlines()[1] == "Anna,,"


def refused_box(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    """The warning a players file's refusal opens over the window, once shown."""
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(
        QMessageBox, "playersFileRefused")), timeout=3000)
    return next(b for b in window.findChildren(QMessageBox, "playersFileRefused")
                if b.isVisible())


def test_the_envelopes_say_a_refused_list_and_their_pool_follows_a_late_entry(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """Envelopes that do not add up to the bounty pool are refused on the dialog's
    line (again in Hungarian after a change of language) and set nothing: a late
    entry given at another station is still taken, and the pool shown follows it
    through the commit feed; the envelopes typed for the new pool are set."""
    install_translator("en")
    event = mystery_monday(context)
    main = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, main, event)
    dialog = open_envelopes(qtbot, main)
    assert dialog.pool.text() == "Bounty pool: 12,000"
    type_into(qtbot, dialog.amounts, "6000; 3000; 2000")
    click(qtbot, dialog.save_button)
    english = dialog.message.text()
    assert english == ("\u26a0 The envelopes add up to 11,000, but the bounty pool is "
                       "12,000: they must hold the whole pool")
    hungarian = _in_hungarian_and_back(qtbot, main, dialog.message.text)
    assert hungarian.startswith("\u26a0 ") and hungarian != english
    assert dialog.message.text() == english
    # nothing set: registration is still open, at another station
    context.tournaments.register(event, context.events.add_player("Dani", NOW), NOW)
    qtbot.waitUntil(lambda: dialog.pool.text() == "Bounty pool: 16,000", timeout=3000)
    type_into(qtbot, dialog.amounts, "8,000; 4,000; 2,000; 2,000")
    click(qtbot, dialog.save_button)
    assert dialog.message.text() == "4 envelopes set" and not dialog.message.error


def _standings(leagues: LeaguesWindow) -> list[list[str]]:
    t = leagues.table
    return [[t.item(r, c).text() for c in range(3)]  # type: ignore[union-attr]
            for r in range(t.rowCount())]


def _choose_event(qtbot: QtBot, leagues: LeaguesWindow, name: str) -> None:
    choice = leagues.event_choice
    choice.setFocus()
    qtbot.keyClick(choice, Qt.Key.Key_Home)
    for _ in range(choice.count()):
        if choice.currentText().startswith(name):
            return
        qtbot.keyClick(choice, Qt.Key.Key_Down)
    assert choice.currentText().startswith(name)


def test_the_leagues_window_says_a_refused_formula_and_follows_a_night_finished(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """A formula that is not one is refused on the window's line (again in
    Hungarian after a change of language) and no league is made; a night added to
    the league shows in the standings from the commit feed, and a night finished
    at another station while the window is open is offered to be added."""
    install_translator("en")
    ids: dict[str, int] = {}
    night(context.db, "Night 1", 0, ["Anna", "Bela", "Cili", "Dani"], ids)
    window = open_main_window(qtbot, tmp_path, context)
    open_menu_item(qtbot, window, window.file_menu, "leagues")
    qtbot.waitUntil(lambda: window.findChild(LeaguesWindow) is not None, timeout=2000)
    leagues = window.findChild(LeaguesWindow)
    assert isinstance(leagues, LeaguesWindow)
    qtbot.waitUntil(leagues.isVisible, timeout=2000)
    type_into(qtbot, leagues.name, "Winter 2026")
    edit = leagues.formula.lineEdit()
    type_into(qtbot, edit, "__import__('os')")
    click(qtbot, leagues.create_button)
    english = leagues.message.text()
    assert english.startswith("\u26a0 \u201c__import__('os')\u201d is not allowed in a formula")
    hungarian = _in_hungarian_and_back(qtbot, window, leagues.message.text)
    assert hungarian.startswith("\u26a0 ") and hungarian != english
    assert leagues.league.count() == 0
    type_into(qtbot, edit, FORMULA)
    click(qtbot, leagues.create_button)
    assert leagues.message.text() == "League created"
    assert leagues.league.currentText() == "Winter 2026"
    _choose_event(qtbot, leagues, "Night 1")
    click(qtbot, leagues.add_button)
    assert [row[1] for row in _standings(leagues)] == ["Anna", "Bela", "Cili", "Dani"]
    assert [leagues.event_choice.itemText(i) for i in range(leagues.event_choice.count())
            if "Night 2" in leagues.event_choice.itemText(i)] == []
    night(context.db, "Night 2", 7, ["Bela", "Anna"], ids)  # at another station
    qtbot.waitUntil(lambda: any(
        "Night 2" in leagues.event_choice.itemText(i)
        for i in range(leagues.event_choice.count())), timeout=3000)
    assert leagues.league.currentText() == "Winter 2026"
    assert leagues.event_choice.currentText().startswith("Night 1")  # the choice kept


def test_the_clock_designer_says_a_nameless_template_and_the_other_screen_follows(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """A template kept without a name is refused on the designer's line (again in
    Hungarian after a change of language) and nothing is kept; kept under a name,
    it is offered at once by the designer open on the second clock screen."""
    install_translator("en")
    _event, window, clock = running_clock(qtbot, tmp_path, context)
    second = another_clock(qtbot, window)
    other = open_designer(qtbot, second)
    designer = open_designer(qtbot, clock)
    assert other.template_list.count() == 0
    click(qtbot, designer.keep_template)
    english = designer.message.text()
    assert english == "\u26a0 A clock template needs a name" and designer.message.error
    hungarian = _in_hungarian_and_back(qtbot, window, designer.message.text)
    assert hungarian == "\u26a0 Az órasablonnak nevet kell adni"
    assert ClockLayouts(context.db).template_names() == []
    qtbot.keyClicks(designer.template_name, "Friday look")
    click(qtbot, designer.keep_template)
    assert designer.message.text() == "Template \u201cFriday look\u201d saved"
    qtbot.waitUntil(lambda: other.template_list.count() == 1, timeout=3000)
    assert other.template_list.currentText() == "Friday look"
    assert other.use_template.isEnabled()


def test_R_8_2_the_clock_window_says_a_refused_key_and_the_other_screen_shows_a_level(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """P at the first level is refused on the clock screen's notice line and the
    main window's status line, as a warning, and the level stays; N on the clock
    screen stores level 2, and the second clock screen, never told, shows it
    (the clock screens read the stored clock on their tick; no view of the main
    window shows the level)."""
    install_translator("en")
    # no clock sounds: N plays the level-up sound, and this machine has no audio
    event, window, clock = running_clock(qtbot, tmp_path, context, sound=False)
    second = another_clock(qtbot, window)
    clock.activateWindow()
    qtbot.waitUntil(clock.isActiveWindow)
    qtbot.keyClick(clock, Qt.Key.Key_P)
    refused = "\u26a0 The clock is on the first level; there is no previous one"
    assert clock.labels["notice"].text() == refused
    assert window.statusBar().currentMessage() == refused
    stored = context.events.clock(event, time.now)
    assert stored is not None and stored.index == 0
    level_one = clock.labels["title"].text()
    qtbot.keyClick(clock, Qt.Key.Key_N)
    stored = context.events.clock(event, time.now)
    assert stored is not None and stored.index == 1
    assert clock.labels["title"].text() != level_one
    qtbot.waitUntil(lambda: second.labels["title"].text() == clock.labels["title"].text(),
                    timeout=3000)


GONE = {"en": "{} was already deleted, at another station or by another question here",
        "hu": "{} már törölve van: egy másik állomáson vagy egy itteni másik kérdésre törölték"}


@pytest.mark.parametrize("language", ["en", "hu"])
def test_an_event_deleted_elsewhere_while_its_delete_is_asked_is_said_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    """Home's Delete asks first; an event deleted meanwhile (at another station of a
    club, or by a second question here) is said in words, by its name, when Delete is
    confirmed, the list read again: it raised "there is no event 2" in front of the
    person (found by a random-input night), then said "There is no event 2", a
    number the person never sees."""
    tournament(context, players=2)
    cash = cash_game(context)
    window = open_main_window(qtbot, tmp_path, context, language)
    home = window.home
    row, name = next((r, e.name) for r, e in enumerate(home.events) if e.event_id == cash)
    rect = home.table.visualItemRect(home.table.item(row, 0))
    qtbot.mouseClick(home.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    click(qtbot, home.delete_button)
    confirm = home.confirm
    assert isinstance(confirm, QMessageBox) and confirm.isVisible()
    context.events.delete_event(cash)  # another station
    click(qtbot, confirm.button(QMessageBox.StandardButton.Yes))
    assert home.message.error
    assert home.message.text() == "\u26a0 " + GONE[language].format(name)
    assert [e.name for e in home.events] == ["Friday Freezeout"]
