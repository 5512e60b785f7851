"""A field's console and seating after every commit show what they would show opened
afresh on the store (issue 33). They write only the cells, seats and lists whose
words changed: a bust moves every row below it, a count widens a stack's column, a
rebuy brings a busted player back, a move empties one seat and fills another; every
cell's words and alignment, the figure columns' widths (as wide as their contents),
the payouts, every seat's player, stack and button, and the lists of players and
tables must still be what a fresh console and fresh ovals show (R-8.5, R-8.6)."""

from __future__ import annotations

import random
from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.exceptions import TimeoutError as WaitTimeout
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.seating import SeatingPage
from director.ui.console.table_view import TableGraphic
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import SETTINGS, T0, FakeTime, context, time
from tests.ui.home_driver import open_main_window, resume_event

__all__ = ["context", "time"]


def _cells(page: ConsolePage) -> list[list[tuple[str, bool]]]:
    """Every cell of the entries and payouts: its words, and whether it reads from
    the right (an amount)."""
    right = Qt.AlignmentFlag.AlignRight
    return [[(item.text(), bool(item.textAlignment() & right.value))
             for c in range(table.columnCount())
             if (item := table.item(r, c)) is not None]
            for table in (page.entries, page.payouts) for r in range(table.rowCount())]


def _differences(window: MainWindow, context: AppContext, event: int) -> list[str]:
    console = window.findChild(ConsolePage)
    seating = window.pages.page(f"seating_{event}")  # built when first asked for
    assert console is not None and isinstance(seating, SeatingPage)
    fresh = ConsolePage(context, event)
    wrong = []
    if _cells(console) != _cells(fresh):
        wrong.append("console: cells differ from a fresh console's")
    for page in (console, fresh):
        if page.pool.text() != fresh.pool.text():
            wrong.append(f"console: {page.pool.text()!r}, fresh {fresh.pool.text()!r}")
    if console.isVisible():
        header = console.entries.horizontalHeader()
        for c in (2, 3, 4, 5):
            fits = max(console.entries.sizeHintForColumn(c), header.sectionSizeHint(c))
            if header.sectionSize(c) != fits:
                wrong.append(f"console: column {c} {header.sectionSize(c)} wide, its "
                             f"contents {fits}")
    players = [console.player_choice.itemText(i) for i in range(console.player_choice.count())]
    if players != [fresh.player_choice.itemText(i) for i in range(fresh.player_choice.count())]:
        wrong.append("console: the players to register differ")
    fresh.deleteLater()
    tables = q.tables(context.db, event)
    choices = [seating.table_choice.itemData(i) for i in range(seating.table_choice.count())]
    if choices != [t.table_id for t in tables]:
        wrong.append(f"seating: tables to draw the button at {choices}")
    for table in tables:
        drawn, anew = seating.graphics[table.table_id], TableGraphic(table)
        if (drawn.title, drawn.subtitle) != (anew.title, anew.subtitle):
            wrong.append(f"seating: {drawn.subtitle!r}, fresh {anew.subtitle!r}")
        for n, seat in drawn.seats.items():
            other = anew.seats[n]
            shown = (seat.entry_id, seat.player, seat.stack_text, seat.toolTip(), seat.markers)
            if shown != (other.entry_id, other.player, other.stack_text, other.toolTip(),
                         other.markers):
                wrong.append(f"seating: {table.name} seat {n} shows {shown}")
        anew.deleteLater()
    return wrong


def _agree(qtbot: QtBot, window: MainWindow, context: AppContext, event: int,
           step: str) -> None:
    found: list[str] = []

    def none() -> bool:
        found[:] = _differences(window, context, event)
        return not found

    try:
        qtbot.waitUntil(none, timeout=3000)
    except WaitTimeout:
        raise AssertionError(f"after {step}:\n" + "\n".join(found)) from None


def test_a_field_redrawn_after_each_commit_shows_what_a_fresh_console_shows(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime) -> None:
    event = context.events.create_event("tournament", "Big night",
                                        {**SETTINGS, "seats_per_table": 10}, T0)
    entries = [context.tournaments.register(event, context.events.add_player(
        f"Player {i:02d}", T0), T0) for i in range(45)]
    context.seating.open_tables(event, 5, T0)
    context.seating.draw_seats(event, T0, random.Random(3))
    window = open_main_window(qtbot, tmp_path, context, sound=False)
    resume_event(qtbot, window, event)
    _agree(qtbot, window, context, event, "opening")
    minute = iter(range(1, 100))

    def at() -> timedelta:
        return timedelta(minutes=next(minute))

    context.tournaments.bust(event, {entries[3]: 10_000}, T0 + at())  # every row below moves
    _agree(qtbot, window, context, event, "a bust")
    context.tournaments.count_chips(entries[10], 123_450, T0 + at())  # a wider stack
    _agree(qtbot, window, context, event, "a count of 123,450")
    context.tournaments.bust(event, {entries[20]: 10_000, entries[30]: 8_000}, T0 + at())
    _agree(qtbot, window, context, event, "two busts in one hand")
    context.tournaments.rebuy(entries[3], T0 + at())  # back in, at a seat again
    _agree(qtbot, window, context, event, "a rebuy back in")
    empty = next((t.table_id, n) for t in q.tables(context.db, event)
                 for n in range(1, t.max_seats + 1) if t.seat(n) is None)
    context.seating.move_player(entries[11], *empty, T0 + at())
    _agree(qtbot, window, context, event, "a move to an empty seat")
    window.show_event_page("seating")  # the console hidden: it follows all the same
    context.tournaments.bust(event, {entries[12]: 10_000}, T0 + at())
    _agree(qtbot, window, context, event, "a bust with the seating in front")
    window.show_event_page("console")
    _agree(qtbot, window, context, event, "the console in front again")
