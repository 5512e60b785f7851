"""Screenshots of the seating window, the button draw, the console with its dialogs and
the cash ledger, English and Hungarian, at 1280x800 and 1920x1080, into
build/screenshots/ for a person to look at."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from director.services.tables.table_service import TableService
from director.ui.cash.cash_view import CashView
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import EventChanges
from director.ui.console.console import ConsolePage
from director.ui.console.seating import SeatingPage
from director.ui.shell.app import install_translator
from tests.ui import event_fixtures
from tests.ui.event_fixtures import T0, cash_game, tournament

OUT = Path(__file__).resolve().parents[2] / "build" / "screenshots"
SIZES = ((1280, 800), (1920, 1080))

context = event_fixtures.context
time = event_fixtures.time


def shoot(qtbot: QtBot, widget: QWidget, name: str, language: str,
          sizes: tuple[tuple[int, int], ...] = SIZES) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for width, height in sizes:
        widget.resize(width, height)
        qtbot.wait(5)
        assert widget.grab().save(str(OUT / f"{name}_{language}_{width}x{height}.png"))


@pytest.mark.parametrize("language", ["en", "hu"])
def test_table_windows_screenshots(qtbot: QtBot, context: AppContext, language: str) -> None:
    install_translator(language)
    try:
        event, entries = tournament(context, players=8, tables=2, seed=4)
        context.seating.draw_for_button(1, T0, random.Random(5))
        context.seating.next_hand(1, T0, TableService(context.db).running_state(1).hands_dealt)
        context.tournaments.count_chips(entries["Anna"], 10_025, T0)
        context.tournaments.count_chips(entries["Bence"], 9_950, T0)
        context.tournaments.count_chips(entries["Hajni"], 0, T0)  # a bust needs zero chips
        context.tournaments.bust(event, {entries["Hajni"]: 10_000}, T0)
        changes = EventChanges()
        seating = SeatingPage(context, event, changes)
        console = ConsolePage(context, event, changes)
        for page in (seating, console):
            qtbot.addWidget(page)
            page.show()
        shoot(qtbot, seating, "seating", language)
        dialog = seating.draw_for_button()
        assert dialog is not None
        dialog.finish_now()
        shoot(qtbot, dialog, "button_draw", language, ((900, 520),))
        moves = seating.balance()
        if moves is not None:
            shoot(qtbot, moves, "balance", language, ((640, 360),))
            moves.reject()
        console.select("Anna", "Bence")
        shoot(qtbot, console, "console", language)
        for opener, name in ((console.bust, "bust"), (console.count_chips, "count"),
                             (console.color_up, "color_up"), (console.deal_calculator, "deal")):
            opened = opener()
            assert opened is not None, name
            if name == "color_up":
                opened.run()
            shoot(qtbot, opened, f"dialog_{name}", language, ((760, 620),))
            opened.close()
        cash = CashView(context, cash_game(context))
        qtbot.addWidget(cash)
        cash.show()
        for who, amount in (("Anna", 10_000), ("Bence", 8_000), ("Csilla", 5_000)):
            cash.player.setEditText(who)
            cash.amount.setValue(amount)
            cash.buttons["buyIn"].click()
        cash.player.setEditText("Csilla")
        cash.buttons["topUp"].click()
        cash.counted.setValue(27_500)
        shoot(qtbot, cash, "cash", language)
    finally:
        install_translator("en")
