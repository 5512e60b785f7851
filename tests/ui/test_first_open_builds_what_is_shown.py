"""A first open of an event builds what it shows (issue 33: the first open of an
event was slow). A tournament resumed from Home shows its director console; its
seating page is built when the director first asks for it (Ctrl+T, the console's
Seating button), from the store as it is then, and follows the commits from there.
A tournament's open imports none of the cash game's pages. The person's first click
on Home's list lets the database's opening go on, on its thread, and has the event
pages' modules imported there once it is open, before its end (``Opening.need``'s
``ahead``): the open that follows waits for that end and finds them imported."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.core.database import Opening
from director.services.events import console_queries as q
from director.store.db import Database, open_database
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.seating import SeatingPage
from tests.ui.event_fixtures import T0, FakeTime, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key

__all__ = ["context", "time"]
ROOT = Path(__file__).resolve().parents[2]


def _seated(page: SeatingPage) -> dict[str, int]:
    """Each seated player's stack as the seating page draws it."""
    return {s.player: s.stack for g in page.graphics.values() for s in g.seats.values()
            if s.player}


def _stored(context: AppContext, event: int) -> dict[str, int]:
    return {s.player: s.stack for t in q.tables(context.db, event) for s in t.seats
            if s.player}


def test_a_tournament_opens_on_its_console_and_builds_the_seating_at_ctrl_t(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event, by_name = tournament(context, players=8, tables=2, seed=4)
    entries = list(by_name.values())
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, event)
    assert isinstance(window.pages.currentWidget(), ConsolePage)
    assert f"seating_{event}" in window.pages.page_keys()  # in the Windows menu already
    assert f"seating_{event}" not in window.pages.built_pages()  # not built at the open
    assert window.findChildren(SeatingPage) == []
    # a commit before the seating is first shown: the page built later draws it
    context.tournaments.count_chips(entries[0], 12_350, T0)
    key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    page = window.pages.currentWidget()
    assert isinstance(page, SeatingPage) and page.event_id == event
    assert len(_seated(page)) == 8 and _seated(page) == _stored(context, event)
    assert 12_350 in _seated(page).values()
    # built once: back to the console (Ctrl+E) and Ctrl+T again show the same page
    key(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert isinstance(window.pages.currentWidget(), ConsolePage)
    context.tournaments.count_chips(entries[1], 23_450, T0)
    key(qtbot, window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentWidget() is page
    assert window.findChildren(SeatingPage) == [page]
    qtbot.waitUntil(lambda: _seated(page) == _stored(context, event))  # the commit feed
    assert 23_450 in _seated(page).values()


def test_a_tournament_s_pages_import_none_of_the_cash_pages() -> None:
    done = subprocess.run(
        [sys.executable, "-c",
         "import sys, director.ui.shell.event_pages; print('\\n'.join(sys.modules))"],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    imported = set(done.stdout.split())
    assert not {m for m in imported if m.startswith("director.ui.cash")}


@pytest.mark.parametrize("fails", [False, True])
def test_what_the_first_input_asks_ahead_runs_on_the_opening_thread_before_its_end(
        tmp_path: Path, fails: bool) -> None:
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    opening = Opening(str(path))
    ended = threading.Event()
    seen: list[tuple[str, bool, bool]] = []

    def work(o: Opening) -> Database:
        o.rest()  # the usual start: waits for the first need
        return open_database(path)

    def ahead() -> None:
        seen.append((threading.current_thread().name, opening.opened is not None,
                     ended.is_set()))
        if fails:
            raise ImportError("a module that failed: raised again where it is needed")

    opening.start(work, ended.set)
    opening.need(ahead=ahead)
    opening.need(ahead=lambda: seen.append(("asked twice", False, False)))  # not run
    database = opening.open()  # a need waits for the end, the ahead part included
    try:
        assert seen == [("opening the database", True, False)]
        assert opening.failed is None and database is opening.opened
    finally:
        opening.close()
