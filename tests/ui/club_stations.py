"""Two stations of a club in one test process (issue 17): this computer's main window
on the club's PostgreSQL server, and another station's own connection, whose
services stand for the other computer (the director's console or a second
dealer station); the two hear each other as on the club's network."""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from sqlmodel import Session, col, select

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.station_role import Role, set_role
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.events.event_service import EventService
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.store.db import Database, open_database
from director.store.models import TableRow
from director.ui.club.station_feed import StationFeed
from director.ui.club.station_status import status_of
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.dealer.dealer_follow import DealerFollow
from director.ui.dealer.dealer_pages import dealer_session
from director.ui.dealer.panel import DealerPanel
from director.ui.dealer.table_instructions_bar import InstructionsLabel
from director.ui.shell.main_window import MainWindow
from tests.services.station_commands import (
    DEALER,
    DIRECTOR,
    Refusal,
    dealer_command,
    director_command,
)
from tests.services.test_cash_tables_properties import cash_op
from tests.services.test_cash_tables_properties import snapshot as cash_snapshot
from tests.ui.event_fixtures import T0, tournament
from tests.ui.home_driver import resume_event
from tests.ui.keys_driver import key


@dataclass
class Club:
    """This station's window and database; the other station's context."""

    window: MainWindow
    here: Database
    other: AppContext
    event: int
    table_id: int  # this station's table (a dealer station's own)
    entries: dict[str, int]
    cash: int | None = None  # the cash game made beside the tournament, if any


def open_station(qtbot: QtBot, tmp_path: Path, url: str, role: Role,
                 players: int = 8, tables: int = 2, table: int = 0, seed: int = 3,
                 time: Callable[[], datetime] | None = None,
                 cash: Callable[[AppContext], int] | None = None
                 ) -> Generator[Club, None, None]:
    """A tournament seated by the draw of ``seed``, made at the other station (the
    director's), then this station opened on the same server with ``role`` (a dealer
    at the ``table``-th table, the first by default), hearing the others; on leaving,
    everything that reads the server stops first. Given ``time``, this station's clock
    (its windows' and commands'), with no sounds; T0 standing still otherwise. Given
    ``cash``, the cash game it makes there too, the station a dealer at its first
    table and opened at it."""
    there, here = open_database(url), open_database(url)
    there.desk, here.desk = "the director's desk", "this station"  # Ctrl+Z asks across them
    other = AppContext(there, now=lambda: T0)
    event, entries = tournament(other, players=players, tables=tables, seed=seed)
    table_id = q.tables(there, event)[table].table_id
    cash_game = None if cash is None else cash(other)
    if cash_game is not None:
        table_id = q.tables(there, cash_game)[0].table_id
    set_role(here, role, table_id if role is Role.DEALER else None)
    settings = Settings(QSettings(str(tmp_path / "station.ini"), QSettings.Format.IniFormat))
    if time is not None:
        settings.sound = False
    window = MainWindow(settings, AppContext(here, now=time or (lambda: T0)), clock=time)
    # deleted at the end (not qtbot.addWidget): a language change later must not redraw it
    window.show()
    qtbot.waitExposed(window)
    stop_hearing = status_of(here).hear_other_stations()
    resume_event(qtbot, window, cash_game or event)
    qtbot.waitUntil(lambda: window.current_event == (cash_game or event))
    if window.clock_window is not None:
        window.clock_window.hide()
    try:
        yield Club(window, here, other, event, table_id, entries, cash_game)
    finally:
        stop_hearing()
        for widget in (window, window.clock_window):
            if widget is None:
                continue
            for feed in widget.findChildren(StationFeed):
                feed.stop()
            for follow in widget.findChildren(DealerFollow):
                follow.stop()
            for label in widget.findChildren(InstructionsLabel):
                label.stop()
        for feed in QApplication.instance().findChildren(StationFeed):
            feed.stop()
        if window.clock_window is not None:
            window.clock_window.timer.stop()
            window.clock_window.close()
            window.clock_window.deleteLater()
        window.close()
        window.deleteLater()  # no later language change redraws it from a dropped database
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
        here.close()
        there.close()


@dataclass
class DealerStation:
    """A dealer station of the club: its connection with the dealer's role at its
    table, and its panel's session there (none while the table cannot deal)."""

    context: AppContext
    table: int
    panel: DealerSession | None = None


@dataclass
class OtherStations:
    """The club's other stations around this one, each on its own connection to the
    server at ``url``: the director's second desk (``desk``) and a dealer station at
    each of the event's tables, acting at random (``act``) on the clock ``time``."""

    url: str
    desk: Database
    event: int
    time: Callable[[], datetime]
    tables: list[int] = field(default_factory=list)
    dealers: list[DealerStation] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.tables = [t.table_id for t in q.tables(self.desk, self.event)]
        for table in self.tables:
            db = open_database(self.url)
            db.desk = f"dealer {table}"
            set_role(db, Role.DEALER, table)
            self.dealers.append(DealerStation(AppContext(db, now=self.time), table))

    def act(self, rng: random.Random) -> str:
        """One station's command, drawn: the desk's two times in five, else a dealer's;
        what it was and, when refused, why."""
        pick = rng.randrange(10_000)
        if rng.random() < 0.4:
            kind = rng.choice(DIRECTOR)
            who = "the desk"
            command = director_command(self.desk, self.event, every_table(self.desk, self.event),
                                       kind, pick, self.time())
        else:
            station = rng.choice(self.dealers)
            kind = rng.choice(DEALER)
            who = f"the dealer of table id {station.table}"
            command = dealer_command(station.context.db, self.event, station.table,
                                     self._panel(station), kind, pick, self.time())
        if command is None:
            return f"{who}: {kind}, nothing to do"
        try:
            command()
        except Refusal as refused:
            return f"{who}: {kind} refused: {refused}"
        return f"{who}: {kind}"

    def _panel(self, station: DealerStation) -> DealerSession | None:
        """The station's panel showing its table's hand as the server holds it: opened
        when the table can deal, read again after what the others did."""
        try:
            if station.panel is None:
                station.panel = dealer_session(station.context, self.event, station.table)
            else:
                station.panel.reload()
        except Refusal:
            station.panel = None
        return station.panel

    def close(self) -> None:
        for station in self.dealers:
            station.context.db.close()


def every_table(db: Database, event: int) -> list[int]:
    """Every table the event ever opened, closed ones too: the desk's view may be older
    than another station's balancing, which broke a table up."""
    with Session(db.engine) as s:
        return [t for t in s.exec(select(TableRow.id).where(TableRow.event_id == event)
                                  .order_by(col(TableRow.id))) if t is not None]


@dataclass
class CashStations:
    """A cash game's other stations around this one (R-8.7), on the connection
    ``desk``: the cage and the floor (buy-ins, top-ups and cash-outs at the ledger, for
    players seated or not; seats taken, changed and left; players stepping away and
    back) and a second dealer station dealing hands at the ``table`` through the
    services, acting at random (``act``) on the clock ``time``; the players are those
    seated at the start and three who come later."""

    desk: Database
    event: int
    table: int
    time: Callable[[], datetime]
    players: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        tables = CashTableService(self.desk)
        events = EventService(self.desk)
        self.players = [seat.player_id for seat in tables.table(self.table).seats
                        if seat.player_id is not None]
        self.players += [events.add_player(name, self.time()) for name in ("Olga", "Pál", "Réka")]

    def act(self, rng: random.Random) -> str:
        """One command of the cage, the floor or the other dealer, drawn; what it was,
        and why when refused (a refusal changes nothing)."""
        who, seat = rng.randrange(len(self.players)), rng.randint(1, 6)
        kind = rng.choice(CASH_COMMANDS)
        op: tuple[object, ...] = {
            "sit": ("sit", who, 0, rng.randint(0, 6), rng.choice([2_000, 5_000, 10_000])),
            "leave": ("leave", 0, seat),
            "top_up": ("top_up", 0, seat, rng.choice([1_000, 4_000, 9_000])),
            "move": ("move", 0, seat, 0, rng.randint(0, 6)),
            "away": ("away", 0, seat, rng.random() < 0.5),
            "hand": ("hand", 0, random.Random(rng.random())),
            "deal": ("deal", 0, random.Random(rng.random()), rng.randint(1, 12)),
            "ledger_top_up": ("ledger_top_up", who, rng.choice([500, 3_000])),
            "ledger_buy_in": ("ledger_buy_in", who, rng.choice([1_000, 5_000])),
            "ledger_cash_out": ("ledger_cash_out", who),
        }[kind]
        tables, cash = CashTableService(self.desk, random.Random(rng.random())), \
            CashGameService(self.desk)
        before = cash_snapshot(tables, cash, self.event)
        try:
            cash_op(op, tables, cash, TableService(self.desk), self.event, [self.table],
                    self.players, self.time())
        except ServiceError as refused:  # as the cash property: nothing else may come out
            assert cash_snapshot(tables, cash, self.event) == before, "a refusal changed"
            return f"the cash desk: {op[:2]} refused: {refused}"
        return f"the cash desk: {op}"


CASH_COMMANDS = ("sit", "leave", "top_up", "move", "away", "hand", "deal", "deal",
                 "ledger_top_up", "ledger_buy_in", "ledger_cash_out")


def open_dealer_panel(qtbot: QtBot, club: Club) -> DealerPanel:
    """Ctrl+D at the dealer station: its own table's panel, focused."""
    window = club.window
    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    page = f"dealer_{club.table_id}"
    qtbot.waitUntil(lambda: page in window.pages.page_keys())
    panel = window.pages.page(page).findChild(DealerPanel)
    assert isinstance(panel, DealerPanel)
    panel.setFocus()
    return panel


def banner(window: MainWindow) -> QLabel:
    label = window.findChild(QLabel, "serverLost")
    assert label is not None
    return label


@pytest.fixture
def english(qapp: QApplication) -> None:
    from director.ui.shell.app import install_translator

    install_translator("en")
