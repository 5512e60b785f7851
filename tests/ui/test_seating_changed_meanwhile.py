"""What another station changed meanwhile, met by a click on the seating page (R-8.4).

At a club the director's seating page had Table 2 chosen for Draw for the button when
another station's balancing broke Table 2 up; the click raised StopIteration in front
of the director (found by a club's random night, seed 5). The draw and Next hand at a
table closed meanwhile are refused in words, nothing stored, and the page then offers
the open table only. A seat clicked for its menu whose player's entry was undone
meanwhile raised StopIteration too; the page says so, and a seat's menu (or its
dialog) still open when the entry is undone says so by name at the item or at OK. The
real main window: Ctrl+T, Down on the table's list, clicks on the buttons, the seat and
the menu's items; the other station is a command on the store that the page hears
through the commit feed only after the click."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit
from pytestqt.qtbot import QtBot

from director.services.core.action_log import history
from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.seating import SeatingPage
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key
from tests.ui.one_record_views import agree
from tests.ui.test_console_fast import click_menu

__all__ = ["context", "time"]

CLOSED = {"en": "\u26a0 Table 2 is closed (broken up by balancing, or closed): choose an "
                "open table",
          "hu": "\u26a0 A 2. asztal bezárt (a kiegyenlítéskor megszűnt, vagy bezárták): válassz "
                "egy nyitott asztalt"}


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize("button", ["button_draw_button", "hand_button"])
def test_R_8_4_a_draw_or_a_hand_at_a_table_broken_up_at_another_station_is_refused_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str, button: str) -> None:
    install_translator(language)
    try:
        event, _ = tournament(context, players=6, tables=2, seed=4)
        window = open_main_window(qtbot, tmp_path, context, language, sound=False, clock=time)
        resume_event(qtbot, window, event)
        key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        seating = window.pages.currentWidget()
        assert isinstance(seating, SeatingPage)
        first, second = (t.table_id for t in q.tables(context.db, event))
        seating.table_choice.setFocus()
        qtbot.keyClick(seating.table_choice, Qt.Key.Key_Down)
        assert seating.table_choice.currentData() == second
        moves = context.seating.balance(event, time.now, random.Random(1))  # another station
        assert [int(t) for t in moves.broken] == [second]
        seats, logged = q.tables(context.db, event), len(history(context.db, event))
        qtbot.mouseClick(getattr(seating, button), Qt.MouseButton.LeftButton)
        assert seating.message.text() == CLOSED[language]
        assert seating.last_dialog is None or not seating.last_dialog.isVisible()
        assert q.tables(context.db, event) == seats
        assert len(history(context.db, event)) == logged
        qtbot.waitUntil(lambda: [seating.table_choice.itemData(i)
                                 for i in range(seating.table_choice.count())] == [first])
        if language == "en":  # the views' words are compared in English
            agree(qtbot, window, context, event, time.now, "the table broken up elsewhere")
    finally:
        install_translator("en")


def _gizi_seated_late(qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
                      language: str) -> tuple[MainWindow, int, int, SeatingPage,
                                              tuple[int, int]]:
    """Six players at two tables and Gizi's late entry seated; the real main window
    on the seating page (Ctrl+T). The window, the event, her entry, the page and her
    (table, seat)."""
    event, _ = tournament(context, players=6, tables=2, seed=4)
    late = context.tournaments.register(
        event, context.events.add_player("Gizi", time.now), time.now)
    context.seating.seat_late_entry(late, time.now, random.Random(1))
    window = open_main_window(qtbot, tmp_path, context, language, sound=False, clock=time)
    resume_event(qtbot, window, event)
    key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage)
    [where] = [(t.table_id, s.number) for t in q.tables(context.db, event)
               for s in t.seats if s.entry_id == late]
    return window, event, late, seating, where


def _click_seat(qtbot: QtBot, seating: SeatingPage, table: int, seat: int) -> None:
    graphic = seating.graphics[table]
    qtbot.mouseClick(graphic.viewport(), Qt.MouseButton.LeftButton,
                     pos=graphic.mapFromScene(graphic.seats[seat].scenePos()))


@pytest.mark.parametrize(("language", "said"), [
    ("en", "\u26a0 Gizi's entry was undone meanwhile (at another station): the seat is empty "
           "now"),
    ("hu", "\u26a0 Gizi nevezését közben visszavonták (egy másik állomáson): a szék most üres")])
def test_a_click_on_the_seat_of_an_entry_undone_at_another_station_is_said_in_words(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str, said: str) -> None:
    """Gizi registered late and was seated; another station undid both (Ctrl+Z twice)
    and, before this page heard of it, the director clicked her seat for its menu
    (Bust, Rebuy...): StopIteration in front of the director. Now the page says her
    entry is gone, no menu, and then shows the seat empty."""
    install_translator(language)
    try:
        window, event, late, seating, (table, seat) = _gizi_seated_late(
            qtbot, tmp_path, context, time, language)
        context.events.undo_last(event, time.now)  # another station: her seat
        context.events.undo_last(event, time.now)  # and her entry
        assert all(e.entry_id != late for e in q.entries(context.db, event))
        graphic = seating.graphics[table]
        _click_seat(qtbot, seating, table, seat)
        assert seating.message.text() == said
        assert getattr(seating, "last_menu", None) is None
        qtbot.waitUntil(lambda: graphic.seats[seat].entry_id is None)
        if language == "en":
            agree(qtbot, window, context, event, time.now, "the entry undone elsewhere")
    finally:
        install_translator("en")


@pytest.mark.parametrize("item", ["bust", "countChips", "rebuy"])
@pytest.mark.parametrize("when", ["at the item", "at OK"])
def test_a_seat_menu_whose_entry_is_undone_at_another_station_names_her(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        item: str, when: str) -> None:
    """Gizi's seat clicked while she was entered, her menu open (or its dialog, after
    Bust…, Count chips… or Rebuy…); another station then undid her seat and her entry.
    Her menu's item, or the dialog's OK, says so by her name and stores nothing, where
    the service would have said "There is no entry 7"."""
    window, event, _late, seating, (table, seat) = _gizi_seated_late(
        qtbot, tmp_path, context, time, "en")
    graphic = seating.graphics[table]
    _click_seat(qtbot, seating, table, seat)
    menu = seating.last_menu
    if when == "at OK":
        click_menu(qtbot, menu, item)
        dialog = menu.dialog
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible)
    context.events.undo_last(event, time.now)  # another station: her seat
    context.events.undo_last(event, time.now)  # and her entry
    stored = (q.entries(context.db, event), len(history(context.db, event)))
    if when == "at OK":
        for field in dialog.findChildren(QLineEdit):  # a count: her chips typed
            if field.isVisible() and not field.text():
                field.setFocus()
                qtbot.keyClicks(field, "12000")
                break
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(
            QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    else:
        click_menu(qtbot, menu, item)
        assert menu.dialog is None
    assert seating.message.text() == ("\u26a0 Gizi's entry was undone meanwhile (at another "
                                      "station): nothing was done")
    assert (q.entries(context.db, event), len(history(context.db, event))) == stored
    qtbot.waitUntil(lambda: graphic.seats[seat].entry_id is None)
    agree(qtbot, window, context, event, time.now, "the seat's entry undone elsewhere")
