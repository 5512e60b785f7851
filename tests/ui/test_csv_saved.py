"""The CSV files a person saves from the windows (issue 29, item 9): File > Export
players, the Papers dialog's Results/Ledger as CSV and the Leagues window's Save as
CSV write UTF-8 with a byte-order mark (a spreadsheet on Windows then shows "Szőke",
not "SzĹ‘ke"), a cash ledger's times in local time to the second, and File > Import
players reads an exported file back."""

from __future__ import annotations

import codecs
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from director.services.events.queries import Queries
from director.ui.common.context import AppContext
from director.ui.home.leagues import LeaguesWindow
from director.ui.papers.papers import PapersDialog
from tests.services.test_leagues import FORMULA
from tests.services.test_leagues import night as league_night
from tests.ui.event_fixtures import T0, cash_game, context, time  # noqa: F401
from tests.ui.home_driver import click, open_main_window, open_menu_item, resume_event, type_into
from tests.ui.keys_driver import key


@pytest.fixture
def budapest(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    import time as clock

    monkeypatch.setenv("TZ", "Europe/Budapest")
    clock.tzset()
    yield
    monkeypatch.undo()
    clock.tzset()


def save_as(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """The file chooser answers with ``path``, as the director would type it."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kw: (str(path), "CSV (*.csv)"))


def lines_of(path: Path) -> list[str]:
    data = path.read_bytes()
    assert data.startswith(codecs.BOM_UTF8), data[:8]
    return data[len(codecs.BOM_UTF8):].decode("utf-8").splitlines()


def test_players_exported_with_the_mark_and_imported_back(
        qtbot: QtBot, tmp_path: Path, context: AppContext,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("Szőke Anna", "Ősz Béla"):
        context.events.add_player(name, T0)
    window = open_main_window(qtbot, tmp_path, context)
    path = tmp_path / "players.csv"
    save_as(monkeypatch, path)
    open_menu_item(qtbot, window, window.file_menu, "exportPlayers")
    qtbot.waitUntil(path.exists, timeout=3000)
    # alphabetical, Ősz among the O's
    assert lines_of(path) == ["name,nickname,email", "Ősz Béla,,", "Szőke Anna,,"]
    # Read back, with a new name added in a spreadsheet that kept the mark
    path.write_bytes(path.read_bytes() + "Zoé,Zo,\n".encode())
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args, **kw: (str(path), "CSV (*.csv)"))
    open_menu_item(qtbot, window, window.file_menu, "importPlayers")
    qtbot.waitUntil(lambda: len(Queries(context.db).list_players()) == 3, timeout=3000)
    assert window.statusBar().currentMessage() == "One new player imported"  # no refusal


def test_results_and_ledger_saved_from_the_papers_dialog(
        qtbot: QtBot, tmp_path: Path, context: AppContext, budapest: None,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = cash_game(context, currency="Ft")
    anna = context.events.add_player("Szőke Anna", T0)
    context.cash.buy_in(game, anna, 10_000, T0 + timedelta(microseconds=250_000))
    window = open_main_window(qtbot, tmp_path, context)
    resume_event(qtbot, window, game)
    key(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(PapersDialog)),
                    timeout=3000)
    dialog = next(d for d in window.findChildren(PapersDialog) if d.isVisible())
    path = tmp_path / "ledger.csv"
    save_as(monkeypatch, path)
    click(qtbot, dialog.csv_button)
    # T0 is 19:00 UTC on 29 November: 20:00 in Budapest
    assert lines_of(path) == ["at,kind,player,amount,note",
                              "2026-11-29 20:00:00,buy-in,Szőke Anna,10000,"]


def test_league_standings_saved_with_the_mark(
        qtbot: QtBot, tmp_path: Path, context: AppContext,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    ids: dict[str, int] = {}
    league_night(context.db, "Night 1", 0, ["Szőke Anna", "Bela"], ids)
    window = open_main_window(qtbot, tmp_path, context)
    open_menu_item(qtbot, window, window.file_menu, "leagues")
    qtbot.waitUntil(lambda: any(w.isVisible() for w in window.findChildren(LeaguesWindow)),
                    timeout=3000)
    leagues = next(w for w in window.findChildren(LeaguesWindow) if w.isVisible())
    type_into(qtbot, leagues.name, "Winter")
    type_into(qtbot, leagues.formula.lineEdit(), FORMULA)
    click(qtbot, leagues.create_button)
    click(qtbot, leagues.add_button)
    path = tmp_path / "standings.csv"
    save_as(monkeypatch, path)
    click(qtbot, leagues.csv_button)
    assert lines_of(path)[:2] == ["place,player,points,counted,wins,best_finish",
                                  "1,Szőke Anna,15.00,1,1,1"]
