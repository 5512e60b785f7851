"""A night in the hands of someone who presses anything (``monkey_driver``): random
clicks, keys, menus, typed text and the clock moving on, through the real main window,
on a tournament seated at two tables and a cash game, from the tournament's console,
or (a dealer's night) from the dealer panel of the tournament's table 1 or of a cash
game's table (every game of RULES.md section 6), where the inputs stay, or (a club's
night) at the director's station, a dealer station's panel or a cash table's dealer
station on a club's server while the club's other stations act between the inputs.
Whatever they press:

- no Python error in any window (pytest-qt fails the test on one);
- every twenty inputs, every open view shows what the store holds
  (``one_record_views``), the tournament's chips balance (R-8.3, R-8.6: every chip
  in play accounted for, ``chips_balance``) and every running hand's log replays to
  the state kept with it, while the tournament exists (Home may delete it); at the
  cash game's table, its chips and cash-outs against its buy-ins (R-8.7).

Seeded: a failure names its seed and the inputs before it, and runs again the same way.
"""

from __future__ import annotations

import os
import random
import traceback
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QDesktopServices
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog
from pytestqt.exceptions import TimeoutError as WaitTimeout
from pytestqt.qtbot import QtBot
from sqlmodel import col, select

from director.engine.messages import render
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.documents import CashSettings
from director.services.core.station_role import Role
from director.services.core.unit_of_work import UnitOfWork
from director.services.events.event_list import list_events
from director.services.tables.table_game import USUAL_GAMES, usual_stakes
from director.services.tournament.chips_balance import chips_balance
from director.services.tournament.chips_known import colored_up
from director.store.models import DirectorAction
from director.ui.common.context import AppContext
from director.ui.common.language import current_language
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.services.test_cash_tables_properties import accounted
from tests.ui.cash_deal_driver import draw_the_button
from tests.ui.club_stations import CashStations, OtherStations, open_dealer_panel, open_station
from tests.ui.event_fixtures import T0, FakeTime, cash_game, context, time, tournament
from tests.ui.home_driver import open_main_window, resume_event
from tests.ui.monkey_driver import Monkey
from tests.ui.one_record_views import disagreements

__all__ = ["context", "time"]

STEPS = 1500
# Seeds that found something once (the fixes' commits say what), and others; another
# set by MONKEY_SEEDS="1 2 3" (MONKEY_EVERY: the views compared every N inputs).
SEEDS = [int(s) for s in os.environ.get("MONKEY_SEEDS", "10 11 27 28 42 51 547").split()]
# Nights that start at the dealer panel of table 1 (Ctrl+D, Enter on the table asked):
# the card grid's and action bar's buttons make most of the clicks, so hands are dealt,
# bet, undone and ended among the director's moves and busts (MONKEY_DEALER_SEEDS).
DEALER_SEEDS = [int(s) for s in os.environ.get("MONKEY_DEALER_SEEDS", "1 2 3").split()]
# The same at a cash game's table of six, each player bought in for 10,000: every
# twenty inputs, while every input has stayed in the panel, its chips at the table and
# in the hands of players with no seat plus its cash-outs are its buy-ins (R-8.7; the
# director's money page may write the house's rake, or pay a player out an amount other
# than the stack, which no table's chips show). The seed picks the game, each of
# RULES.md section 6 at its usual stakes.
CASH_SEEDS = [int(s) for s in os.environ.get("MONKEY_CASH_SEEDS", "4 7 8").split()]
CASH_GAMES = list(USUAL_GAMES)
# The director's station of a club among its other stations (MONKEY_CLUB_SEEDS; 12 found
# a move to a table broken up meanwhile accepted).
CLUB_SEEDS = [int(s) for s in os.environ.get("MONKEY_CLUB_SEEDS", "1 12").split()]
# A dealer station's: its inputs stay in its table's panel (MONKEY_CLUB_DEALER_SEEDS).
CLUB_DEALER_SEEDS = [int(s) for s in os.environ.get("MONKEY_CLUB_DEALER_SEEDS", "1").split()]
# A dealer station at a cash table, the game the seed's (MONKEY_CLUB_CASH_SEEDS).
CLUB_CASH_SEEDS = [int(s) for s in os.environ.get("MONKEY_CLUB_CASH_SEEDS", "1").split()]
# What this machine lacks, said by Qt as the person reaches it: no printer but Qt's PDF
# one (its page setup opens nothing); no speech engine, sound server, PipeWire or video
# acceleration for the clock's sounds and voice (turned on in Settings).
pytestmark = [pytest.mark.qt_log_ignore(
    "QPageSetupDialog: Cannot be used on non-native", "Error loading text-to-speech plug-in",
    "^Couldn't (load|resolve) ", "PulseAudioService: ")]


def _held(context: AppContext, event: int) -> bool:
    return any(e.event_id == event for e in list_events(context.db, archived=True))


@pytest.mark.slow
@pytest.mark.parametrize(("start", "seed"), [("console", s) for s in SEEDS]
                         + [("dealer", s) for s in DEALER_SEEDS]
                         + [("cash", s) for s in CASH_SEEDS])
def test_a_night_of_random_inputs_breaks_nothing(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        monkeypatch: pytest.MonkeyPatch, start: str, seed: int) -> None:
    _no_files_or_browser(monkeypatch)
    event, _ = tournament(context, players=8, tables=2, seed=seed)
    cash = _cash_table(context, CASH_GAMES[seed % len(CASH_GAMES)]) if start == "cash" \
        else cash_game(context)
    window = open_main_window(qtbot, tmp_path, context, sound=False, clock=time)
    resume_event(qtbot, window, cash if start == "cash" else event)
    panel = _open_dealer_panel(qtbot, window) if start != "console" else None
    _night(qtbot, window, context, time, event, seed, panel=panel,
           cash=cash if start == "cash" else None)


@pytest.mark.slow
@pytest.mark.pg
@pytest.mark.parametrize(("start", "seed"), [("director", s) for s in CLUB_SEEDS]
                         + [("dealer", s) for s in CLUB_DEALER_SEEDS]
                         + [("cash", s) for s in CLUB_CASH_SEEDS])
def test_a_club_night_of_random_inputs_among_other_stations_breaks_nothing(
        qtbot: QtBot, tmp_path: Path, pg_url: str, time: FakeTime,
        monkeypatch: pytest.MonkeyPatch, start: str, seed: int) -> None:
    """A station on the club's server (issue 17) in the hands of the random night, while
    the club's other stations act on connections of their own between its inputs
    (``station_commands``): the director's second desk moves, balances, rebuys, busts,
    enters late players and re-entries, colors up and undoes; a dealer station at each
    table deals and reports busts and rebuys. The director's station, or a dealer
    station whose inputs stay in its table's panel (Ctrl+D), the table another dealer
    station deals at too; or (cash) a dealer station at a cash table of six while the
    cage and the floor sell chips, seat, move and cash players out and another station
    deals hands there (``CashStations``). Every twenty inputs, every open view of this
    station shows what the server holds, the chips balance, every hand's log is whole
    and (cash) the game's chips and cash-outs are its buy-ins."""
    _no_files_or_browser(monkeypatch)
    install_translator("en")
    game = CASH_GAMES[seed % len(CASH_GAMES)]
    opened = open_station(qtbot, tmp_path, pg_url, Role.DIRECTOR if start == "director"
                          else Role.DEALER, seed=seed, time=time,
                          cash=(lambda c: _cash_table(c, game)) if start == "cash" else None)
    club = next(opened)
    stations: OtherStations | CashStations = OtherStations(
        pg_url, club.other.db, club.event, time) if club.cash is None else CashStations(
        club.other.db, club.cash, club.table_id, time)
    try:
        panel = open_dealer_panel(qtbot, club) if start != "director" else None
        _night(qtbot, club.window, club.window.context, time, club.event, seed, panel=panel,
               cash=club.cash, meanwhile=stations.act)
    finally:
        if isinstance(stations, OtherStations):
            stations.close()
        opened.close()  # this station's feeds and windows stopped, its connections closed


def _no_files_or_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: True)  # no browser


def _night(qtbot: QtBot, window: MainWindow, context: AppContext, time: FakeTime, event: int,
           seed: int, panel: DealerPanel | None = None, cash: int | None = None,
           meanwhile: Callable[[random.Random], str] | None = None) -> None:
    """``STEPS`` random inputs to ``window`` (inside ``panel``, given one), checked every
    ``MONKEY_EVERY``: the views against the store, the chips balance of ``event`` and,
    given ``cash``, that cash game's books while the inputs stayed in the panel."""

    def problems() -> list[str]:
        if cash is not None and monkey.stayed and _held(context, cash):
            books = _cash_books(context, cash)
            if books:
                return books
        if not _held(context, event):
            return []
        balance = chips_balance(context.db, event)
        if not balance.balanced:
            return [f"chips balance: {render(p)}" for p in balance.problems] + _actions(
                context, event)
        broken = context.events.tables.check_running_hands()
        if broken != ([], []):
            return [f"running hands rewritten or broken: {broken}"]
        with UnitOfWork(context.db) as uow:
            taken_off = colored_up(uow.session, event)
        if current_language() != "en":
            return []  # the views' words are compared in English
        wrong = disagreements(window, context, event, time.now, taken_off)
        clock = window.clock_window
        if clock is None or getattr(clock.controller, "event_id", None) != event:
            # the clock window drives another event's clock (one opened later, a quick clock)
            wrong = [w for w in wrong if not w.startswith("clock:")]
        if not window.home.show_archived.isChecked() \
                and all(e.event_id != event for e in list_events(context.db)):
            wrong.remove(f"home: event {event} not listed")  # archived, and so not listed
        return wrong

    def check(trail: str) -> None:
        found: list[str] = []

        def none() -> bool:
            found[:] = problems()
            return not found

        try:
            qtbot.waitUntil(none, timeout=3000)
        except WaitTimeout:
            failures.append(f"seed {seed}:\n" + "\n".join(found) + "\ninputs:\n" + trail)
            monkey.steps = 0  # no more inputs: close what is open and stop

    failures: list[str] = []
    with qtbot.capture_exceptions() as caught:
        monkey = Monkey(window, time, seed, STEPS, check, failed=lambda: bool(caught),
                        every=int(os.environ.get("MONKEY_EVERY", "20")), within=panel,
                        meanwhile=meanwhile)
        monkey.start()
        qtbot.waitUntil(lambda: monkey.done, timeout=STEPS * 1000)
    assert not caught, f"seed {seed}: " + "".join(
        traceback.format_exception(*caught[0])) + "\ninputs:\n" + monkey.trail()
    assert not failures, failures[0]
    assert not monkey.stuck, f"seed {seed}: {monkey.stuck}\ninputs:\n{monkey.trail()}"
    check(monkey.trail())
    assert not failures, failures[0]


def _cash_table(context: AppContext, game: str) -> int:
    """A running cash game of ``game`` at its usual stakes: one table, six players
    bought in for 10,000 each (the ledger's lines and the seats' chips), its button
    drawn; a blinds game
    in no limit or pot limit plays the straddle (R-3.7), which the night may ask."""
    stakes = usual_stakes(game)
    event = context.events.create_event("cash", f"Cash {game}", CashSettings(
        game=game, limit=stakes.limit, small_blind=stakes.small_blind,
        big_blind=stakes.big_blind, ante=stakes.ante, bring_in=stakes.bring_in,
        small_bet=stakes.small_bet, big_bet=stakes.big_bet, min_buy_in=4_000,
        max_buy_in=20_000), T0)
    tables = CashTableService(context.db)
    straddle = stakes.small_blind > 0 and stakes.limit in ("no limit", "pot limit")
    table = tables.open_table(event, T0, name="Table 1", seats=6, straddle=straddle)
    for seat, name in enumerate(("Ivett", "János", "Kata", "Laci", "Marci", "Nóra"), 1):
        tables.sit(table, context.events.add_player(name, T0), 10_000, T0, seat=seat)
    draw_the_button(context, table)  # the first hand is dealt from it
    context.events.set_status(event, "running")
    return event


def _cash_books(context: AppContext, event: int) -> list[str]:
    """R-8.7: the chips at the cash game's tables (stacks, the pots of a hand running,
    the chips behind) and in the hands of players with no seat, plus its cash-outs, are
    its buy-ins and top-ups. The rake is the house's drop the director writes in the
    ledger: the panel's pots go whole to their winners, so a rake line moves no chip
    the program tracks."""
    on_tables, held, money_out, money_in = accounted(
        CashTableService(context.db), CashGameService(context.db), context.events.tables,
        event)
    if on_tables + held + money_out == money_in:
        return []
    return [f"cash game: {on_tables} chips at the tables, {held} in hand and "
            f"{money_out} cashed out, but {money_in} bought in"]


def _open_dealer_panel(qtbot: QtBot, window: MainWindow) -> DealerPanel:
    """Ctrl+D in the console (or a cash game's page), then Enter on the table it asks
    for, if it asks (table 1)."""
    def enter() -> None:
        asked = QApplication.activeModalWidget()
        if isinstance(asked, QInputDialog):
            QTest.keyClick(asked.focusWidget() or asked, Qt.Key.Key_Return)

    QTimer.singleShot(0, enter)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_D,
                   Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(window.pages.currentWidget(), DealerPanel))
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel)
    return panel


def _actions(context: AppContext, event: int) -> list[str]:
    """The director's last actions as the store holds them (what led to a difference)."""
    with UnitOfWork(context.db) as uow:
        rows = uow.session.exec(select(DirectorAction).where(
            DirectorAction.event_id == event).order_by(col(DirectorAction.id).desc())
            .limit(8)).all()
        return [f"action {r.id} {r.kind} {r.description!r} undoes={r.undoes} "
                f"undone_by={r.undone_by} did={r.did} undo={r.undo}" for r in rows]
