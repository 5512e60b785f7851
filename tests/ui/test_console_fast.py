"""The console on a busy night (issue 19), with real input: a known player registered
by typing part of the name and picking it from the list, a new name typed and
registered (added to the player database); a player busted by clicking the seat on
the seating window's table view, with who busted them, and the bounty reaching that
player; a rebuy from the seat's menu."""

from __future__ import annotations

import random
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QMenu, QWidget
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.console.console import ConsolePage
from director.ui.console.night_dialogs import BustDialog
from director.ui.console.seating import SeatingPage
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import SETTINGS, T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import activate
from tests.ui.one_record_views import agree

__all__ = ["context", "time"]


def click(qtbot: QtBot, widget: QWidget, pos: QPoint | None = None) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos or widget.rect().center())


def click_menu(qtbot: QtBot, menu: QMenu, name: str) -> None:
    qtbot.waitUntil(menu.isVisible)
    [action] = [a for a in menu.actions() if a.objectName() == name]
    click(qtbot, menu, menu.actionGeometry(action).center())


def row_of(console: ConsolePage, player: str) -> int:
    return next(r for r in range(console.entries.rowCount())
                if console.entries.item(r, 0).text() == player)


def test_register_by_typing_then_bust_from_the_table_with_busted_by(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    install_translator("en")
    event = context.events.create_event("tournament", "Bounty night",
                                        {**SETTINGS, "bounty": 500}, T0)
    for name in ("Anna Kovács", "Bence", "Csilla"):
        context.events.add_player(name, T0)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    home = window.home
    click(qtbot, home.table.viewport(), home.table.visualItemRect(home.table.item(0, 0)).center())
    click(qtbot, home.resume_button)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)

    # a known player: a few letters from the middle of the name list her; Down picks
    # her name, Enter registers
    box = console.register_name
    activate(qtbot, window)
    click(qtbot, box)
    qtbot.keyClicks(box, "kov")
    popup = box.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    found = popup.model()
    assert [found.index(r, 0).data() for r in range(found.rowCount())] == ["Anna Kovács"]
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert console.message.text() == "Anna Kovács registered"
    qtbot.waitUntil(lambda: box.text() == "")
    # known names in any case, and a new name joins the player database
    for typed, said in (("bence", "Bence registered"),
                        ("Csilla", "Csilla registered"),
                        ("Dora Nagy", "Dora Nagy added to the players and registered")):
        qtbot.keyClicks(box, typed)
        qtbot.keyClick(box, Qt.Key.Key_Return)
        assert console.message.text() == said
    rows = q.entries(context.db, event)
    assert sorted(e.player for e in rows) == ["Anna Kovács", "Bence", "Csilla", "Dora Nagy"]
    assert "Dora Nagy" in [n for _p, n in q.players(context.db)]
    # typing nothing is refused in words; nothing changes
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert console.message.error and "Type the player's name first" in console.message.text()
    assert len(q.entries(context.db, event)) == 4

    # seats, then Csilla loses her chips: counted to 0
    context.seating.open_tables(event, 1, T0)
    context.seating.draw_seats(event, T0, random.Random(1))
    csilla = next(e for e in q.entries(context.db, event) if e.player == "Csilla")
    anna = next(e for e in q.entries(context.db, event) if e.player == "Anna Kovács")
    context.tournaments.count_chips(csilla.entry_id, 0, T0)
    console.changes.changed.emit()

    # the seating window: click Csilla's seat, Bust…, busted by Anna, OK
    seating = window.pages.page(f"seating_{event}")  # built when first asked for
    assert isinstance(seating, SeatingPage)
    window.pages.setCurrentWidget(seating)
    qtbot.waitExposed(seating)
    graphic = next(iter(seating.graphics.values()))
    seat = next(i for i in graphic.seats.values() if i.entry_id == csilla.entry_id)
    where = graphic.mapFromScene(seat.scenePos())
    click(qtbot, graphic.viewport(), where)
    menu = seating.last_menu
    click_menu(qtbot, menu, "bust")
    dialog = menu.dialog
    assert isinstance(dialog, BustDialog)
    qtbot.waitUntil(dialog.isVisible)
    # a bounty on her head is paid to whoever won the pot: the dialog asks, its list
    # takes the keys, and Enter with nobody chosen is refused there, nothing busted
    # (it was paid to nobody)
    assert dialog.busted_by.currentText() == "choose who won the pot"
    qtbot.waitUntil(dialog.busted_by.hasFocus)
    qtbot.keyClick(dialog.busted_by, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.refused.isVisible() and dialog.refused.error and dialog.refused.text() == (
        "⚠ Choose who won the pot: the bounty on Csilla is paid to them")
    assert next(e for e in q.entries(context.db, event)
                if e.entry_id == csilla.entry_id).playing
    while dialog.busted_by.currentText() != "Anna Kovács":
        qtbot.keyClick(dialog.busted_by, Qt.Key.Key_Down)
    click(qtbot, dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok))
    assert seating.message.text() == "Csilla finishes in place 4; busted by Anna Kovács"

    # the bounty reached Anna: the console's Bounties column says $500
    window.pages.setCurrentWidget(console)
    bounties = console.entries.columnCount() - 1
    assert console.entries.horizontalHeaderItem(bounties).text() == "Bounties"
    assert console.entries.item(row_of(console, "Anna Kovács"), bounties).text() == "$500"
    assert next(e for e in q.entries(context.db, event)
                if e.entry_id == anna.entry_id).bounties_won == 500

    # a rebuy for Bence from his seat's menu
    window.pages.setCurrentWidget(seating)
    bence = next(e for e in q.entries(context.db, event) if e.player == "Bence")
    seat = next(i for i in graphic.seats.values() if i.entry_id == bence.entry_id)
    click(qtbot, graphic.viewport(), graphic.mapFromScene(seat.scenePos()))
    click_menu(qtbot, seating.last_menu, "rebuy")
    payment = seating.last_menu.dialog
    assert payment is not None
    qtbot.waitUntil(payment.isVisible)
    assert payment.findChild(QLabel, "paymentTotal").text() == "Take $3,000"
    qtbot.keyClick(payment, Qt.Key.Key_Return)  # the money named, Enter takes it
    assert seating.message.text() == "Bence rebought: 10,000 chips for $3,000"
    assert next(e for e in q.entries(context.db, event) if e.player == "Bence").rebuys == 1
    assert QApplication.activePopupWidget() is None


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_counted_stack_is_read_whole_in_the_console_at_1024x600(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str) -> None:
    """Issue 28: a stack counted at a table dealt on the felt says when it was counted;
    at 1024x600 the Stack column was as narrow as Seat, and "18 500 (számolva: 19:05)"
    was cut to "18 500 (számolva: …". Each cell of the figures is read whole."""
    event, entries = tournament(context, players=8, tables=2, seed=4)
    context.tournaments.count_chips(entries["Bence"], 18_500, T0)
    window = open_main_window(qtbot, tmp_path, context, language=language)
    try:
        window.resize(1024, 600 - 40 - 32)  # a netbook less its taskbar and title bar
        resume_event(qtbot, window, event)
        console = window.pages.page(f"console_{event}")
        assert isinstance(console, ConsolePage)
        qtbot.waitUntil(lambda: console.entries.rowCount() == 8)
        table = console.entries
        metrics = table.fontMetrics()
        row = row_of(console, "Bence")
        counted = table.item(row, 3).text()
        assert counted.startswith(("18,500 (counted ", "18\u00a0500 (számolva: "))
        for r in range(table.rowCount()):
            for column in (2, 3, 4, 5):
                text = table.item(r, column).text()
                assert metrics.horizontalAdvance(text) < table.columnWidth(column), text
        assert sum(table.columnWidth(c) for c in range(table.columnCount())) <= \
            table.viewport().width()  # and nothing scrolls sideways
    finally:
        install_translator("en")


def test_players_selected_for_a_rebuy_stay_selected_when_a_bust_moves_the_rows(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Csilla and Ferenc selected (a click, a Ctrl+click) for a rebuy; meanwhile Anna,
    seated above them, busts at a table (another station's commit: every row below
    hers moves up). The same two stay selected, the keyboard's place stays on Ferenc,
    and Rebuy names them both (R-8.6: a rebuy for everyone selected still playing)."""
    event, entries = tournament(context, players=6, tables=1, seed=1)
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    view = console.entries
    for name, modifier in (("Csilla", Qt.KeyboardModifier.NoModifier),
                           ("Ferenc", Qt.KeyboardModifier.ControlModifier)):
        rect = view.visualItemRect(view.item(row_of(console, name), 0))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())
    qtbot.keyRelease(view, Qt.Key.Key_Control)  # the hand off the Ctrl key
    assert QApplication.keyboardModifiers() == Qt.KeyboardModifier.NoModifier
    chosen = {entries["Csilla"], entries["Ferenc"]}
    assert set(console.selected_ids()) == chosen
    rows = {name: row_of(console, name) for name in entries}
    assert rows["Anna"] < rows["Csilla"] < rows["Ferenc"]  # the seats drawn (seed 1)
    context.tournaments.bust(event, {entries["Anna"]: 10_000}, T0 + timedelta(minutes=20))
    qtbot.waitUntil(lambda: row_of(console, "Anna") == len(entries) - 1)  # the feed redrew
    assert row_of(console, "Csilla") == rows["Csilla"] - 1  # the rows moved
    agree(qtbot, window, context, event, time.now, "the bust at another station")
    assert set(console.selected_ids()) == chosen
    assert view.currentRow() == row_of(console, "Ferenc")
    click(qtbot, console.buttons["rebuy"])
    dialog = console.last_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.findChild(QLabel, "paymentNames").text() == "Csilla, Ferenc"
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # the money named, Enter takes it
    rebuys = {e.player: e.rebuys for e in q.entries(context.db, event)}
    assert (rebuys["Csilla"], rebuys["Ferenc"]) == (1, 1)
    agree(qtbot, window, context, event, time.now, "the rebuy for both")
