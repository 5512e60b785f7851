"""Late registration after the seat draw (found in the audit of a 40-player club night):
the director typed the late player's name and Enter, the console said "registered",
and the player sat nowhere: no table in the console, no seat in the seating or the
room view, never dealt in, until the director thought of pressing Draw seats again.
Once the seats are drawn, a registration (typed, or picked from the list) seats the
player at once at a table with the fewest players (R-3.2), as a re-entry does, in
one command and one undo step, and the message names the table and the seat the
player is sent to; a re-entry's message names its seat too."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.common.payment_dialog import PaymentDialog
from director.ui.console.console import ConsolePage
from director.ui.console.night_dialogs import BustDialog
from tests.ui.event_fixtures import SETTINGS, T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import activate, key, type_text
from tests.ui.one_record_views import agree

__all__ = ["context", "time"]


def seat_of(context: AppContext, event: int, name: str) -> tuple[str, int] | None:
    for table in q.tables(context.db, event):
        for seat in table.seats:
            if seat.player == name:
                return table.name, seat.number
    return None


def test_R_3_2_a_late_registration_after_the_draw_is_seated_at_the_shortest_table(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    # seven players at two tables of six: 4 and 3 (the draw balances them)
    event, _ = tournament(context, players=7, tables=2, seed=4)
    short = min(q.tables(context.db, event), key=lambda t: len(t.seats))
    context.events.add_player("Hajni", time.now)
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    activate(qtbot, window)

    # A new name typed, Enter: registered and seated at the table of three.
    qtbot.mouseClick(console.register_name, Qt.MouseButton.LeftButton)
    type_text(qtbot, window, "Ivett")
    key(qtbot, window, Qt.Key.Key_Return)
    where = seat_of(context, event, "Ivett")
    assert where is not None and where[0] == short.name, where
    assert console.message.text() == \
        f"Ivett added to the players and registered: {where[0]}, seat {where[1]}"
    agree(qtbot, window, context, event, time.now, "a late registration typed")

    # One Ctrl+Z (in the list of entries) takes the entry and its seat back together.
    console.entries.setFocus()
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [e.player for e in q.entries(context.db, event) if e.player == "Ivett"] == []
    assert seat_of(context, event, "Ivett") is None
    agree(qtbot, window, context, event, time.now, "the late registration undone")

    # A known player picked in the list, Register: seated too.
    console.player_choice.setCurrentIndex(console.player_choice.findText("Hajni"))
    qtbot.mouseClick(console.buttons["register"], Qt.MouseButton.LeftButton)
    where = seat_of(context, event, "Hajni")
    assert where is not None and where[0] == short.name, where
    assert console.message.text() == f"Hajni registered: {where[0]}, seat {where[1]}"
    agree(qtbot, window, context, event, time.now, "a late registration picked")


def test_a_re_entry_names_the_seat_it_gives(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event, _ = tournament(context, players=6, tables=1, seed=4)
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    console.select("Anna")
    qtbot.mouseClick(console.buttons["bust"], Qt.MouseButton.LeftButton)
    bust = console.last_dialog
    assert isinstance(bust, BustDialog)
    bust.accept()
    console.select("Anna")
    qtbot.mouseClick(console.buttons["reEntry"], Qt.MouseButton.LeftButton)
    payment = console.last_dialog
    assert isinstance(payment, PaymentDialog)
    payment.accept()
    where = seat_of(context, event, "Anna")
    assert where is not None
    assert console.message.text() == \
        f"Anna re-enters and takes a new seat: {where[0]}, seat {where[1]}"


def test_R_3_2_with_every_seat_taken_a_late_registration_waits_for_a_new_table(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Six seated at one table of six: the seventh is registered (the buy-in taken, as
    before the draw) and the message says to open a table, then Draw seats."""
    event, _ = tournament(context, players=6, tables=1, seed=4)
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    activate(qtbot, window)
    qtbot.mouseClick(console.register_name, Qt.MouseButton.LeftButton)
    type_text(qtbot, window, "Ivett")
    key(qtbot, window, Qt.Key.Key_Return)
    assert console.message.text() == ("Ivett added to the players and registered: no empty "
                                      "seat; open a table, then Draw seats")
    assert [e.player for e in q.entries(context.db, event)].count("Ivett") == 1
    assert seat_of(context, event, "Ivett") is None
    agree(qtbot, window, context, event, time.now, "a late registration, every seat taken")


def test_a_new_event_with_nobody_registered_agrees_in_every_view(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """The night starts from an empty event (the audit's night was set up in the setup
    window): the clock says 0 players left (no "0 of 0"), and so does the check of
    every view; then the first registration."""
    event = context.events.create_event("tournament", "Club Night", SETTINGS, T0)
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, event)
    assert window.clock_window is not None
    assert window.clock_window.labels["players"].text() == "0"
    agree(qtbot, window, context, event, time.now, "a new event")
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    activate(qtbot, window)
    qtbot.mouseClick(console.register_name, Qt.MouseButton.LeftButton)
    type_text(qtbot, window, "Ivett")
    key(qtbot, window, Qt.Key.Key_Return)
    assert console.message.text() == "Ivett added to the players and registered"
    agree(qtbot, window, context, event, time.now, "the first registration")


def test_ctrl_z_after_a_typed_registration_undoes_it_and_the_box_keeps_its_own_undo(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Found in the audit of a club night: after typing a late player's name and
    Enter, Ctrl+Z (the focus still in the name box) put the name back in the box
    instead of taking back the registration. After a command, Ctrl+Z is the
    program's undo; a box being edited keeps its own undo."""
    event, _ = tournament(context, players=7, tables=2, seed=4)
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    activate(qtbot, window)
    qtbot.mouseClick(console.register_name, Qt.MouseButton.LeftButton)
    type_text(qtbot, window, "Ivett")
    key(qtbot, window, Qt.Key.Key_Return)
    where = seat_of(context, event, "Ivett")
    assert where is not None

    took = key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert took is console.register_name, "the focus stayed in the name box"
    assert console.register_name.text() == "", "the name is not put back"
    assert [e.player for e in q.entries(context.db, event) if e.player == "Ivett"] == []
    assert seat_of(context, event, "Ivett") is None
    assert console.message.text() == f"Undone: Entry: Ivett, seated at {where[0]} seat {where[1]}"
    agree(qtbot, window, context, event, time.now, "the typed registration undone")

    # Typing again: Ctrl+Z takes back the box's own typing, not another command.
    type_text(qtbot, window, "Jan")
    entries = q.entries(context.db, event)
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert console.register_name.text() != "Jan"
    assert q.entries(context.db, event) == entries, "no command undone while typing"
