"""One night, one record (issue 28 item 1): a hand dealt at the dealer panel reaches
the console and the seating of the same program, on SQLite as on a club's server,
without a restart: the stacks the hand left, the button it moved, and a player the
hand left with nothing shows no chips (and busts in the console at once)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.console.console import ConsolePage
from director.ui.console.seating import SeatingPage
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.main_window import MainWindow
from tests.ui.dealer_driver import play_out, press, until_somebody_is_out
from tests.ui.event_fixtures import context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.keys_driver import key

__all__ = ["context", "time"]


def night(qtbot: QtBot, tmp_path: Path, context: AppContext, players: int = 4
          ) -> tuple[MainWindow, int, ConsolePage, SeatingPage, DealerPanel]:
    """A tournament seated at one table, its pages open, the dealer panel at the table."""
    event, _ = tournament(context, players=players, tables=1, seed=4)
    window = open_main_window(qtbot, tmp_path, context, sound=False)
    resume_event(qtbot, window, event)
    console = window.pages.page(f"console_{event}")
    seating = window.pages.page(f"seating_{event}")
    assert isinstance(console, ConsolePage) and isinstance(seating, SeatingPage)
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    return window, event, console, seating, panel


def shown_stacks(console: ConsolePage, seating: SeatingPage) -> tuple[dict[int, int],
                                                                       dict[int, int]]:
    """{seat: stack} as the console's rows and as the seating's table show them."""
    rows = {e.seat or 0: e.stack for e in console.rows if e.playing}
    [graphic] = seating.graphics.values()
    seats = {n: item.stack for n, item in graphic.seats.items() if item.entry_id is not None}
    return rows, seats


def test_a_hand_at_the_panel_reaches_the_console_and_seating(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    _window, event, console, seating, panel = night(qtbot, tmp_path, context)
    table = panel.session.table_id or 0
    before = dict(context.events.tables.seat_stacks(table))
    press(qtbot, panel, Qt.Key.Key_N)  # the blinds posted, cards dealt ...
    while panel.session.legal() is None:
        press(qtbot, panel, Qt.Key.Key_N)
    press(qtbot, panel, Qt.Key.Key_R)  # a raise, so the stacks move by more than blinds
    play_out(qtbot, panel)
    stored = context.events.tables.seat_stacks(table)
    assert stored != before
    qtbot.waitUntil(lambda: shown_stacks(console, seating) == (stored, stored), timeout=3000)
    [view] = q.tables(context.db, event)
    [graphic] = seating.graphics.values()
    button = [n for n, item in graphic.seats.items() if "D" in item.markers]
    assert button == [view.button]


def test_a_player_the_felt_left_with_nothing_busts_in_the_console(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    """All in and called until a hand leaves a player with no chips: the console shows
    them with none and busts them (select, Bust, Enter) with no count first."""
    window, event, console, _seating, panel = night(qtbot, tmp_path, context, players=3)
    table = panel.session.table_id or 0
    until_somebody_is_out(qtbot, panel)
    out = [seat for seat, stack in context.events.tables.next_stacks(table).items()
           if stack == 0]
    assert out
    names = q.seat_players(context.db, table)
    qtbot.waitUntil(lambda: all(e.stack == 0 for e in console.rows
                                if e.player in {names[s] for s in out}), timeout=3000)
    window.pages.show_page(f"console_{event}")
    busted = names[out[0]]
    console.select(busted)
    qtbot.mouseClick(console.buttons["bust"], Qt.MouseButton.LeftButton)
    dialog = console.last_dialog
    assert dialog is not None
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert console.message.text().startswith(f"{busted} finishes in place ")
