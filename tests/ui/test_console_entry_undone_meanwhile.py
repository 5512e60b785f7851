"""A row of the console whose entry another station undid meanwhile (R-8.5, R-8.6).

At a club one director registered Gizi late; another station took the registration
back (Ctrl+Z) and, before this console heard of it, the director selected Gizi's row
and pressed Bust, Rebuy or Count chips. The command was refused, nothing stored, but
in words the director never sees: "There is no entry 7" / "Entry 7 is not in play in
this event". Now the console names her, as the row did: "Gizi's entry was undone
meanwhile (at another station): nothing was done", at the button, or at OK when the
undo came while the dialog was open; the row then goes. The real main window: the row
clicked, the visible button clicked, the dialog's OK clicked; the other station is a
command on the store that the console hears through the commit feed only afterwards."""

from __future__ import annotations

import random
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit
from pytestqt.qtbot import QtBot

from director.services.core.action_log import history
from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.one_record_views import agree
from tests.ui.test_tournament_end import click_row, left_click, open_console

__all__ = ["context", "time"]

SAID = {"en": "\u26a0 Gizi's entry was undone meanwhile (at another station): nothing was "
              "done",
        "hu": "\u26a0 Gizi nevezését közben visszavonták (egy másik állomáson): nem történt "
              "semmi"}
BOTH = {"en": "\u26a0 The entries of Gizi and Hugó were undone meanwhile (at another "
              "station): nothing was done",
        "hu": "\u26a0 Gizi és Hugó nevezését közben visszavonták (egy másik állomáson): nem "
              "történt semmi"}


def _late(context: AppContext, event: int, name: str) -> int:
    """A late entry seated at the table with the fewest players (R-3.2); undoing it
    at another station takes two Ctrl+Z (``_undo``)."""
    entry = context.tournaments.register(event, context.events.add_player(name, T0), T0)
    context.seating.seat_late_entry(entry, T0, random.Random(1))
    return entry


def _undo(context: AppContext, event: int) -> None:
    """Another station takes a late entry back: its seat, then its registration."""
    context.events.undo_last(event, T0)
    context.events.undo_last(event, T0)


def _ok(qtbot: QtBot, dialog: QDialog) -> None:
    """OK where a person clicks it; a count dialog's one field typed first (R-8.6)."""
    for field in dialog.findChildren(QLineEdit):
        if field.isVisible() and not field.text():
            field.setFocus()
            qtbot.keyClicks(field, "12000")
            break
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    left_click(qtbot, box.button(QDialogButtonBox.StandardButton.Ok))


def _stored(context: AppContext, event: int) -> tuple[object, ...]:
    return (q.entries(context.db, event), len(history(context.db, event)))


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize("button", ["bust", "rebuy", "addOn", "countChips"])
def test_a_row_undone_at_another_station_is_named_at_the_button(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str, button: str) -> None:
    install_translator(language)
    try:
        event, _ = tournament(context, players=6, tables=2, seed=4)
        gizi = _late(context, event, "Gizi")
        console = open_console(qtbot, tmp_path, context)
        click_row(qtbot, console.entries, "Gizi")
        _undo(context, event)  # another station takes her registration back
        assert all(e.entry_id != gizi for e in q.entries(context.db, event))
        before = _stored(context, event)
        left_click(qtbot, console.buttons[button])
        assert console.message.text() == SAID[language]
        dialog = getattr(console, "last_dialog", None)
        assert dialog is None or not dialog.isVisible()
        assert _stored(context, event) == before
        qtbot.waitUntil(lambda: "Gizi" not in [e.player for e in console.rows])
        if language == "en":
            agree(qtbot, console.window(), context, event, time.now, "the row undone elsewhere")
    finally:
        install_translator("en")


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize("button", ["bust", "rebuy", "addOn", "countChips"])
def test_a_row_undone_while_its_dialog_was_open_is_named_at_ok(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str, button: str) -> None:
    install_translator(language)
    try:
        event, _ = tournament(context, players=6, tables=2, seed=4)
        if button == "addOn":  # the add-on is taken at the first break
            context.events.start_clock(event, T0)
            time.now = T0 + timedelta(minutes=45)
        gizi = _late(context, event, "Gizi")
        console = open_console(qtbot, tmp_path, context)
        click_row(qtbot, console.entries, "Gizi")
        left_click(qtbot, console.buttons[button])
        dialog = console.last_dialog
        assert isinstance(dialog, QDialog) and dialog.isVisible()
        _undo(context, event)  # another station, while the dialog is open
        assert all(e.entry_id != gizi for e in q.entries(context.db, event))
        before = _stored(context, event)
        _ok(qtbot, dialog)
        assert console.message.text() == SAID[language]
        assert _stored(context, event) == before
        qtbot.waitUntil(lambda: "Gizi" not in [e.player for e in console.rows])
    finally:
        install_translator("en")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_two_rows_one_rebuy_both_undone_elsewhere_are_named_together(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """Gizi and Hugó selected (the second with Ctrl) for one Rebuy; another station undid
    both registrations: both named, no money taken for anyone (one undo step, R-8.6)."""
    install_translator(language)
    try:
        event, _ = tournament(context, players=6, tables=2, seed=4)
        _late(context, event, "Gizi")
        _late(context, event, "Hugó")
        console = open_console(qtbot, tmp_path, context)
        click_row(qtbot, console.entries, "Gizi")
        click_row(qtbot, console.entries, "Hugó", also=True)
        _undo(context, event)
        _undo(context, event)
        before = _stored(context, event)
        left_click(qtbot, console.buttons["rebuy"])
        assert console.message.text() == BOTH[language]
        assert _stored(context, event) == before
    finally:
        install_translator("en")


def test_a_row_still_entered_beside_one_undone_is_not_charged_alone(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """Anna and Gizi selected for one Rebuy and Gizi's registration undone elsewhere:
    the whole command is refused (one undo step names everyone it charges), Anna's
    money is not taken alone; she is rebought once Gizi's row has gone."""
    event, entries = tournament(context, players=6, tables=2, seed=4)
    _late(context, event, "Gizi")
    console = open_console(qtbot, tmp_path, context)
    click_row(qtbot, console.entries, "Anna")
    click_row(qtbot, console.entries, "Gizi", also=True)
    _undo(context, event)
    before = _stored(context, event)
    left_click(qtbot, console.buttons["rebuy"])
    assert console.message.text() == SAID["en"]
    assert _stored(context, event) == before
    qtbot.waitUntil(lambda: "Gizi" not in [e.player for e in console.rows])
    click_row(qtbot, console.entries, "Anna")
    left_click(qtbot, console.buttons["rebuy"])
    _ok(qtbot, console.last_dialog)
    assert console.message.text().startswith("Anna")
    anna = next(e for e in q.entries(context.db, event) if e.entry_id == entries["Anna"])
    assert anna.rebuys == 1
