"""Registration by typing takes exactly the name typed (found in the audit of a night):
with Anna in the player database, "Ann" and Enter registered Anna, and her buy-in was
taken for the wrong person; the new player Ann could only be added from the Players
page. A known player is registered when the name typed is theirs (any case, with or
without accents) or when the director picks it from the list below the box with the
arrow keys; a part of a name is a new player."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import SETTINGS, T0, FakeTime, context, time
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import activate, focused, key, type_text

__all__ = ["context", "time"]


def _name_box(qtbot: QtBot, tmp_path: Path, context: AppContext, names: tuple[str, ...]
              ) -> tuple[MainWindow, ConsolePage, int]:
    """``names`` in the player database, a tournament's console in the real main
    window, its name box clicked: the window, the console and the event."""
    event = context.events.create_event("tournament", "Friday Freezeout", SETTINGS, T0)
    for name in names:
        context.events.add_player(name, T0)
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    activate(qtbot, window)
    qtbot.mouseClick(console.register_name, Qt.MouseButton.LeftButton)
    assert focused(window) is console.register_name
    return window, console, event


def test_enter_registers_the_name_typed_not_a_longer_known_name(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    window, console, event = _name_box(qtbot, tmp_path, context, ("Anna", "Dóra Kovács", "Éva"))

    # "Ann": the list below shows Anna, but Enter registers the new player Ann
    type_text(qtbot, window, "Ann")
    qtbot.waitUntil(console.register_name.completer().popup().isVisible)
    key(qtbot, window, Qt.Key.Key_Return)
    assert console.message.text() == "Ann added to the players and registered"
    assert [e.player for e in q.entries(context.db, event)] == ["Ann"]
    assert sorted(n for _p, n in q.players(context.db)) == ["Ann", "Anna", "Dóra Kovács", "Éva"]

    # a known name picked from the list with the arrow keys: that player
    qtbot.mouseClick(console.register_name, Qt.MouseButton.LeftButton)
    type_text(qtbot, window, "kov")
    popup = console.register_name.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    QTest.keyClick(popup, Qt.Key.Key_Down)  # the key goes to the list the person sees
    assert console.register_name.text() == "Dóra Kovács"
    QTest.keyClick(popup, Qt.Key.Key_Return)
    assert console.message.text() == "Dóra Kovács registered"
    qtbot.waitUntil(lambda: console.register_name.text() == "")  # the box empty again

    # a known name in another case, or without its accents: that player
    for typed, said in (("anna", "Anna registered"), ("eva", "Éva registered")):
        qtbot.mouseClick(console.register_name, Qt.MouseButton.LeftButton)
        type_text(qtbot, window, typed)
        key(qtbot, window, Qt.Key.Key_Return)
        assert console.message.text() == said
    assert sorted(e.player for e in q.entries(context.db, event)) == \
        ["Ann", "Anna", "Dóra Kovács", "Éva"]
    assert len(q.players(context.db)) == 4


def test_the_list_below_the_box_finds_names_typed_without_accents_in_alphabetical_order(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    """"kovacs" typed lists Dóra Kovács (before, the list found only "kovács"), and the
    names it lists are in the language's alphabetical order: Ábel among the A's, not
    after Zsolt as the characters' codes put him. The name picked goes into the box
    as it is written, accents and all, and registers that player."""
    window, console, event = _name_box(qtbot, tmp_path, context, (
        "Zsolt Kovacsics", "Dóra Kovács", "Ábel Kovács", "Anna"))
    type_text(qtbot, window, "kovacs")
    finder = console.register_name.completer()
    popup = finder.popup()
    qtbot.waitUntil(popup.isVisible)
    listed = [popup.model().index(row, 0).data() for row in range(popup.model().rowCount())]
    assert listed == ["Ábel Kovács", "Dóra Kovács", "Zsolt Kovacsics"]
    QTest.keyClick(popup, Qt.Key.Key_Down)
    QTest.keyClick(popup, Qt.Key.Key_Down)
    assert console.register_name.text() == "Dóra Kovács"
    QTest.keyClick(popup, Qt.Key.Key_Return)
    assert console.message.text() == "Dóra Kovács registered"
    assert [e.player for e in q.entries(context.db, event)] == ["Dóra Kovács"]
