"""A cash table's hand dealt as a person starts it (issue 33's audits of the dealer
panel): the event made and its players seated through the services, then the real
main window opened, the event resumed from Home and Deal clicked on the tables page.
The dealer panel it opens is returned at its first step."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.services.cash.cash_tables import CashTableService
from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.common.context import AppContext
from director.ui.dealer.panel import DealerPanel
from tests.ui.home_driver import T0, click, open_main_window, resume_event


def seated_cash_game(context: AppContext, name: str, settings: CashSettings,
                     stacks: Sequence[int], smallest_chip: int | None = None) -> int:
    """A running cash game with one table ("Table 1") and a player a seat from seat 1,
    each with the stack given (the table's smallest chip pays every stack: R-8.7)."""
    events, tables = EventService(context.db), CashTableService(context.db)
    event = events.create_event("cash", name, settings, T0)
    table = tables.open_table(event, T0, name="Table 1", seats=len(stacks),
                              smallest_chip=smallest_chip)
    for seat, stack in enumerate(stacks, start=1):
        tables.sit(table, events.add_player(f"Player {seat}", T0), stack, T0, seat=seat)
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
