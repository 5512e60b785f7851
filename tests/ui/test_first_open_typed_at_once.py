"""A person's first open of a tournament from Home, typing at once (issue 33: the open
is made in steps, the console shown and painted first, its clock's window after): the
keys typed right after Enter reach the console as they did when the open was one call
on the window's thread, and the console and the clock show the store's facts; the
main window keeps the keyboard once the clock's window is shown (it is for the room).

Keys a person gives while the open is made wait in Qt's queue (the steps run in a loop
that leaves input for after, ``event_pages.after_first_paint``) and are taken once
Enter's open has returned: here, ``QTest.keyClick`` on the focused widget right after
Enter's. Both ways of opening are run (``IN_STEPS`` off: the open in one call) and must
end the same, with the same keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.services.room import tournament_numbers
from director.ui.common.director_widgets import table_name
from director.ui.console.console import ConsolePage
from director.ui.shell import event_pages
from director.ui.shell.main_window import MainWindow
from tests.ui.opening_driver import click_row, english_settings, night_file, run_program, started

__all__ = ["english_settings"]  # the windows in English, not a first start


def _focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "no widget has the keyboard"
    return widget


def _typed_at_once(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                   in_steps: bool) -> dict[str, object]:
    """Home's row clicked, Enter, then at once "Zoe" (after a Tab for each widget
    before the name box, if the keyboard is not in it) and Enter (a new player
    registered and seated at a table with the fewest players, R-3.2), each key on the
    widget that has the keyboard then."""
    monkeypatch.setattr(event_pages, "IN_STEPS", in_steps)
    path = night_file(tmp_path / "night.sqlite3")
    seen: dict[str, object] = {}

    def night(window: MainWindow) -> None:
        started(qtbot, window)
        click_row(qtbot, window, "Home game")
        QTest.keyClick(_focused(), Qt.Key.Key_Return)  # Enter on the row: the open
        path_of_keys = []
        while _focused().objectName() != "registerName" and len(path_of_keys) < 10:
            path_of_keys.append(_focused().objectName())
            QTest.keyClick(_focused(), Qt.Key.Key_Tab)
        QTest.keyClicks(_focused(), "Zoe")
        QTest.keyClick(_focused(), Qt.Key.Key_Return)
        console = window.pages.currentWidget()
        assert isinstance(console, ConsolePage)
        db, event = window.context.db, console.event_id
        entries = q.entries(db, event)
        numbers = tournament_numbers(db, event)
        shown = [console.entries.item(r, 0).text() for r in range(console.entries.rowCount())]
        [zoe] = [e for e in entries if e.player == "Zoe"]  # seated: where
        seen.update(
            zoe=f"{table_name(zoe.table)}, seat {zoe.seat}",
            page=window.pages.current_key(), keys=path_of_keys,
            message=console.message.text(),
            registered=sorted(e.player for e in entries),
            shown=sorted(shown), title=console.title.text(),
            stored_name=q.event_settings(db, event)[1],
            pool=console.pool.text().splitlines()[0],
            stored_pool=numbers.prize_pool)
        qtbot.waitUntil(lambda: window.clock_window is not None
                        and window.clock_window.isVisible())
        clock = window.clock_window
        assert clock is not None
        seen["clock"] = (clock.labels["blinds"].text(), clock.labels["title"].text())
        settings = q.event_settings(db, event)[2]
        level = settings.structure().levels[q.clock_state(db, event).level_index]  # type: ignore[union-attr]
        seen["stored_level"] = (level.number, f"{level.small_blind} / {level.big_blind}")
        # the clock's window is for the room: the main window keeps the keyboard, so
        # the next name typed goes to the console too, not to the clock's window
        qtbot.wait(100)  # the window system's activations taken
        seen["clock_active"] = clock.isActiveWindow()
        QTest.keyClicks(_focused(), "Ann")
        QTest.keyClick(_focused(), Qt.Key.Key_Return)
        seen["after"] = console.message.text()

    assert run_program(monkeypatch, path, night) == 0
    return seen


@pytest.mark.parametrize("in_steps", [True, False], ids=["in steps", "in one call"])
def test_keys_typed_at_once_after_enter_reach_the_console(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, in_steps: bool) -> None:
    seen = _typed_at_once(qtbot, tmp_path, monkeypatch, in_steps)
    # the keys reached the console: the name typed at once in its name box, where the
    # console opens with the keyboard (no Tab), Enter registered it (the message line
    # says so)
    assert seen["page"] == "console_1"
    assert seen["keys"] == []
    assert seen["message"] == "Zoe added to the players and registered: " + str(seen["zoe"])
    assert "Zoe" in seen["registered"]  # type: ignore[operator]
    # the page shows the store's facts: its name, its entries, the prize pool
    assert seen["shown"] == seen["registered"]
    assert seen["title"] == seen["stored_name"] == "Home game"
    pool = seen["stored_pool"]
    assert isinstance(pool, int) and pool > 0
    assert seen["pool"] == f"Prize pool: ${pool:,}"  # Zoe's buy-in in it too
    assert seen["clock_active"] is False, "the clock's window took the keyboard"
    assert str(seen["after"]).startswith("Ann added to the players and registered: ")
    # the clock's window shows the stored level and its blinds
    number, blinds = seen["stored_level"]  # type: ignore[misc]
    assert seen["clock"] == (blinds, f"Level {number} \u00b7 Texas hold'em") == \
        ("25 / 50", "Level 1 \u00b7 Texas hold'em")
