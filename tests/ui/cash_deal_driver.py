"""A cash table's hand dealt as a person starts it (issue 33's audits of the dealer
panel): the event made and its players seated through the services, then the real
main window opened, the event resumed from Home and Deal clicked on the tables page.
The dealer panel it opens is returned at its first step."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from director.services.cash.cash_tables import CashTableService
from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from director.ui.console.button_draw import ButtonDrawDialog
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import FakeTime, cash_game
from tests.ui.home_driver import T0, click, open_main_window, resume_event
from tests.ui.keys_driver import activate


def four_at_a_cash_table(qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
                         language: str) -> tuple[MainWindow, CashTablesPage, int]:
    """The main window on a cash game at 50/100: Table 1 of six, Anna, Bence, Csilla
    and Dávid in seats 1 to 4 with 10,000 each, no hand dealt yet."""
    install_translator(language)
    event = cash_game(context)
    window = open_main_window(qtbot, tmp_path, context, language, sound=False, clock=time)
    resume_event(qtbot, window, event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    t = four_seated(context, event)
    qtbot.waitUntil(lambda: page.current() is not None and len(page.current().seats) == 4,
                    timeout=2000)  # the feed
    return window, page, t


def four_seated(context: AppContext, event: int) -> int:
    """Table 1 of six opened in the cash game ``event``, Anna, Bence, Csilla and Dávid
    in seats 1 to 4 with 10,000 each: the table."""
    tables = CashTableService(context.db)
    table = tables.open_table(event, T0, name="Table 1", seats=6)
    for seat, name in enumerate(("Anna", "Bence", "Csilla", "Dávid"), start=1):
        tables.sit(table, context.events.add_player(name, T0), 10_000, T0, seat=seat)
    return table


def marked(page: CashTablesPage, table: int) -> dict[str, int]:
    """The marks on the table's picture: "D", "SB", "BB" -> the seat each is at."""
    return {m: n for n, item in page.graphics[table].seats.items() for m in item.markers}


def draw_the_button(context: AppContext, table: int, seed: int = 1) -> int:
    """The table's first button drawn by cards (R-3.1), as its tables page's Draw for
    the button does, with a seeded shuffle: the seat drawn."""
    return context.seating.draw_for_button(table, T0, random.Random(seed)).button


def drawn_by_click(qtbot: QtBot, page: CashTablesPage) -> ButtonDrawDialog:
    """Draw for the button clicked on the tables page (R-3.1), as a person does: its
    dialog deals every card, then its Close button is clicked (the offscreen platform
    activates no window after it: the main window is activated, as a desktop does);
    the page shows the button drawn."""
    qtbot.waitUntil(lambda: page.button_draw_button.isVisible()
                    and page.button_draw_button.isEnabled(), timeout=2000)
    qtbot.mouseClick(page.button_draw_button, Qt.MouseButton.LeftButton)
    assert not page.message.error, page.message.text()
    dialog = page.last_dialog
    assert isinstance(dialog, ButtonDrawDialog)
    qtbot.waitUntil(lambda: dialog.result_label.text() != "", timeout=10_000)
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Close),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
    activate(qtbot, page)  # the main window active again, as the desktop makes it
    qtbot.waitUntil(lambda: page.current() is not None and page.current().button
                    == dialog.draw.button, timeout=2000)
    return dialog


def seated_cash_game(context: AppContext, name: str, settings: CashSettings,
                     stacks: Sequence[int], smallest_chip: int | None = None) -> int:
    """A running cash game with one table ("Table 1") and a player a seat from seat 1,
    each with the stack given (the table's smallest chip pays every stack: R-8.7), its
    first button drawn (R-3.1)."""
    events, tables = EventService(context.db), CashTableService(context.db)
    event = events.create_event("cash", name, settings, T0)
    table = tables.open_table(event, T0, name="Table 1", seats=len(stacks),
                              smallest_chip=smallest_chip)
    for seat, stack in enumerate(stacks, start=1):
        tables.sit(table, events.add_player(f"Player {seat}", T0), stack, T0, seat=seat)
    draw_the_button(context, table)
    events.set_status(event, "running")
    return event


def dealt_at_cash_table(qtbot: QtBot, tmp_path: Path, context: AppContext, event: int,
                        language: str = "en",
                        size: tuple[int, int] | None = None) -> DealerPanel:
    """The main window (in ``language``, at ``size``) on ``event``'s tables page, and
    the dealer panel Deal opened there."""
    window = open_main_window(qtbot, tmp_path, context, language)
    if size is not None:
        window.resize(*size)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    resume_event(qtbot, window, event)
    page = window.pages.currentWidget()
    assert isinstance(page, CashTablesPage)
    click(qtbot, page.deal_button)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    return panel
