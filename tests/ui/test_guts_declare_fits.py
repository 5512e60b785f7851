"""Guts at a cash table on a 1024x600 screen (LOOK.md: at 1024x600 everything still
fits), in Hungarian and English: the dealer opens the table's panel from the tables
page, deals with N and ticks the seats that declared in with their number keys
(R-6.6). Every seat's declare button shows its whole text, ticked or not."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from director.engine.hand.rules.steps import StepKind
from director.services.cash.cash_tables import CashTableService
from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui.cash_deal_driver import dealt_at_cash_table, draw_the_button
from tests.ui.home_driver import T0, context
from tests.ui.test_cash_one_record_night import focused_key

__all__ = ["context"]


def _guts_table(context: AppContext) -> int:
    """A survivor guts cash game, ante 25, four players with 1,000 each in seats 1-4."""
    events, tables = EventService(context.db), CashTableService(context.db)
    event = events.create_event("cash", "Guts", CashSettings(
        game="guts-survivor", limit="fixed limit", ante=25, min_buy_in=500), T0)
    table = tables.open_table(event, T0, name="Table 1", seats=4)
    for seat, name in enumerate(("Anna", "Bence", "Csilla", "Dani"), start=1):
        tables.sit(table, events.add_player(name, T0), 1_000, T0, seat=seat)
    draw_the_button(context, table)
    events.set_status(event, "running")
    return event


def _cut(buttons: list[QPushButton]) -> list[str]:
    """The buttons narrower than their words need: each one's text, width and need."""
    return [f"{b.text()}: {b.width()} < {b.sizeHint().width()}" for b in buttons
            if b.width() < b.sizeHint().width()]


@pytest.mark.parametrize(("language", "ticked"), [
    ("hu", "\u2714 1. szék bent (1)"), ("en", "\u2714 Seat 1 in (1)")])
def test_R_6_6_every_declare_button_shows_its_whole_text_at_1024x600(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str,
        ticked: str) -> None:
    """In Hungarian the buttons, two a row, were narrower than their words at 1024x600:
    "✔ 1. szék bent (1)" showed as "1. szék bent (" cut at both ends."""
    event = _guts_table(context)
    try:
        panel = dealt_at_cash_table(qtbot, tmp_path, context, event, language, size=(1024, 600))
        for _ in range(12):  # the antes and the three cards each, N by N
            if panel.session.step().kind is StepKind.ACT:
                break
            focused_key(qtbot, Qt.Key.Key_N)
        assert panel.session.step().kind is StepKind.ACT and panel.declare_box.isVisible()
        by_seat = panel.declare_box.buttons
        assert sorted(by_seat) == [1, 2, 3, 4]
        buttons = list(by_seat.values())
        qtbot.waitUntil(lambda: _cut(buttons) == [])
        for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3):  # three declare in
            focused_key(qtbot, key)
        assert by_seat[1].text() == ticked
        qtbot.waitUntil(lambda: _cut(buttons) == [])
        assert [by_seat[n].isChecked() for n in (1, 2, 3, 4)] == [True, True, True, False]
    finally:
        install_translator("en")
