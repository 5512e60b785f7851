"""A cash table's seat whose player another station changed meanwhile (R-8.7).

At a club the director's tables page showed Anna in seat 1 at Table 1. Before it heard
of it, another station had Anna cash out and Bence sit down in seat 1 with 6,000. The
director chose "Seat 1: Anna" and pressed Top-up: the page asked "Anna tops up" and,
at Enter, charged Bence 2,000; Leave paid Bence out at Anna's 10,000. Now the page
refuses at the button, before any money is named, and the service again at the
dialog's OK (when the change comes while the dialog is open): "Anna no longer sits in
seat 1 at Table 1 (changed at another station): nothing was done". The real main
window: the seat chosen with the keys, the visible button clicked, the dialog answered
with Enter; the other station is a command on the store, heard only afterwards."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.ui.cash.cash_tables import CashTablesPage
from director.ui.cash.money_dialog import MoneyDialog
from director.ui.common.context import AppContext
from director.ui.shell.app import install_translator
from tests.ui import event_fixtures
from tests.ui.cash_driver import answer, money_dialog, tables_page
from tests.ui.event_fixtures import T0, cash_game
from tests.ui.test_cash_game_night import choose, open_tab, type_amount
from tests.ui.test_cash_tables_page import click

context = event_fixtures.context
time = event_fixtures.time

SAID = {"en": "\u26a0 Anna no longer sits in seat 1 at Table 1 (changed at another station): "
              "nothing was done",
        "hu": "\u26a0 Anna már nem ül az 1. asztal 1. székén (egy másik állomáson változott): "
              "nem történt semmi"}
CHOSEN = {"en": "Seat 1: Anna, 10,000", "hu": "1. szék: Anna, 10\u00a0000"}
BUTTONS = ("top_up_button", "leave_button", "move_button", "away_button", "change_button")


def _night(context: AppContext) -> tuple[int, int, dict[str, int]]:
    """Two tables of no-limit 50/100; Anna in seat 1 at Table 1 with 10,000."""
    event = cash_game(context)
    players = {n: context.events.add_player(n, T0) for n in ("Anna", "Bence")}
    tables = CashTableService(context.db)
    t1 = tables.open_table(event, T0, name="Table 1", seats=6)
    tables.open_table(event, T0, name="Table 2", seats=6)
    tables.sit(t1, players["Anna"], 10_000, T0, seat=1)
    return event, t1, players


def _elsewhere(context: AppContext, t1: int, players: dict[str, int]) -> None:
    """The other station: Anna cashes out, Bence sits in her seat with 6,000."""
    other = CashTableService(context.db)
    later = T0 + timedelta(minutes=5)
    other.leave(t1, 1, later)
    other.sit(t1, players["Bence"], 6_000, later, seat=1)


def _stored(context: AppContext, event: int) -> object:
    return (CashTableService(context.db).tables(event),
            CashGameService(context.db).ledger(event).lines)


def _chosen(qtbot: QtBot, page: CashTablesPage, language: str) -> None:
    open_tab(qtbot, page.controls, page.player_tab)
    choose(qtbot, page.seated, CHOSEN[language])
    type_amount(qtbot, page.top_up_amount, 2_000)  # typed over, as a person does
    choose(qtbot, page.move_table, "Table 2" if language == "en" else "2. asztal")


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize("button", BUTTONS)
def test_R_8_7_a_seat_changed_at_another_station_is_refused_at_the_button(
        qtbot: QtBot, tmp_path: Path, context: AppContext, language: str,
        button: str) -> None:
    install_translator(language)
    try:
        event, t1, players = _night(context)
        page = tables_page(qtbot, tmp_path, context, event, language)
        _chosen(qtbot, page, language)
        _elsewhere(context, t1, players)
        before = _stored(context, event)
        click(qtbot, getattr(page, button))
        assert page.message.text() == SAID[language]
        assert not isinstance(QApplication.activeModalWidget(), MoneyDialog), \
            "no money named for Anna"
        assert _stored(context, event) == before, "Bence neither charged nor paid out"
    finally:
        install_translator("en")


@pytest.mark.parametrize("button", ["top_up_button", "leave_button", "move_button"])
def test_R_8_7_a_seat_changed_while_the_dialog_is_open_is_refused_at_ok(
        qtbot: QtBot, tmp_path: Path, context: AppContext, button: str) -> None:
    install_translator("en")
    event, t1, players = _night(context)
    page = tables_page(qtbot, tmp_path, context, event)
    _chosen(qtbot, page, "en")
    click(qtbot, getattr(page, button))
    money_dialog(qtbot)  # the top-up, the cash-out or the chips Anna brings, asked
    _elsewhere(context, t1, players)
    before = _stored(context, event)
    answer(qtbot)  # Enter
    assert page.message.text() == SAID["en"]
    assert _stored(context, event) == before, "Bence neither charged nor paid out"
    seat = page.current().seat(1)  # type: ignore[union-attr]
    assert seat is not None and seat.player == "Bence", "the page shows the store"


def test_the_player_still_there_is_served(qtbot: QtBot, tmp_path: Path,
                                          context: AppContext) -> None:
    """Nothing changed elsewhere: Anna's top-up goes through as before."""
    install_translator("en")
    event, _t1, _players = _night(context)
    page = tables_page(qtbot, tmp_path, context, event)
    _chosen(qtbot, page, "en")
    click(qtbot, page.top_up_button)
    answer(qtbot)
    assert page.message.text() == "Anna tops up 2,000"
    assert page.seated.currentText() == "Seat 1: Anna, 12,000"
