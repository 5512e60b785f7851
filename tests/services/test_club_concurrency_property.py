"""Property (issue 31; R-8.3, R-8.6): on the club's real server, the director's
commands and the dealer stations' actions at the same instant never make or lose
a chip, never run two hands at a table, and leave every hand's log whole.

Each example is a tournament night with four stations, each its own connection:
the director's, two dealer stations at table 1 and one at table 2, each with the
dealer's role at its table (``station_role``). Round after round, the stations act
at once behind a barrier (each after a few milliseconds of its own, drawn): the
director moves a player, balances, rebuys, busts a player out of chips, colors up
with the counts pre-filled, undoes the last command (a dealer station's report
too: it goes on the director's undo list) or redoes the last undone (each station
records at a desk of its own, so the undo or redo of another's action asks first and
is answered yes or no); a
dealer station takes a few steps of
its hand, plays it to the end, presses Next hand, or reports a bust or a rebuy of a
player (of its own table, or by a drawn pick another table's, which its role
refuses). Whatever the server or the role refuses is a message (nothing else may
come out). After each round: the chips bought are the
chips in play (``chips_balance``: seats, chips behind, running hands, each
running hand's seats as it dealt them), at most one hand runs at each table, and
every hand's log is numbered without a gap and replays to the state kept with it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from director.services.core.station_role import Role, set_role
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.services.tournament.chips_balance import chips_balance
from director.store.db import Database, open_database
from tests.pg import Server
from tests.services.night import MIN, T0, Night
from tests.services.station_commands import (
    DEALER,
    DIRECTOR,
    Refusal,
    dealer_command,
    director_command,
)

pytestmark = pytest.mark.pg

ROUND = st.tuples(
    st.sampled_from(DIRECTOR), st.sampled_from(DEALER), st.sampled_from(DEALER),
    st.sampled_from(DEALER), st.integers(0, 10_000),
    st.lists(st.integers(0, 25), min_size=4, max_size=4))


@dataclass
class Station:
    """A dealer station: its connection and its panel at the table."""

    db: Database
    table: int
    panel: DealerSession


@dataclass
class Club:
    director: Database  # the night's set-up and the checks
    desk: Database  # the director's station giving the commands
    night: Night
    dealers: list[Station] = field(default_factory=list)


def _club(url: str) -> Club:
    director = open_database(url)
    night = Night(director, 12, tables=2)
    night.events.start_clock(night.event, T0)
    first, second = night.table_ids
    club = Club(director, open_database(url), night)
    # each station at a desk of its own: the desk's undo of another's action asks first
    director.desk, club.desk.desk = "set-up", "desk"
    for n, table in enumerate((first, first, second)):
        db = open_database(url)
        db.desk = f"dealer {n}"
        set_role(db, Role.DEALER, table)
        club.dealers.append(Station(db, table, night.panel(table, service=TableService(db))))
    return club


def _at_once(commands: list[tuple[Callable[[], object], float]]) -> None:
    """The commands on threads of their own behind one barrier, each after its own
    wait; a refusal is a message, anything else fails the test."""
    barrier = threading.Barrier(len(commands))
    crashed: list[BaseException] = []

    def run(command: Callable[[], object], wait: float) -> None:
        barrier.wait()
        time.sleep(wait)
        try:
            command()
        except Refusal as refused:
            assert str(refused), "a refusal says why"
        except BaseException as exc:
            crashed.append(exc)

    threads = [threading.Thread(target=run, args=c) for c in commands]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
        assert not thread.is_alive(), "a command waited two minutes: a deadlock?"
    if crashed:
        raise crashed[0]


def _check(club: Club) -> None:
    balance = chips_balance(club.director, club.night.event)
    assert balance.balanced, [str(p) for p in balance.problems]
    with club.director.engine.connect() as conn:
        twice = conn.execute(text(
            "SELECT table_id FROM hand WHERE status = 'running' GROUP BY table_id "
            "HAVING count(*) > 1")).scalars().all()
        gaps = conn.execute(text(
            "SELECT hand_id FROM hand_event GROUP BY hand_id "
            "HAVING max(seq) <> count(*) OR min(seq) <> 1")).scalars().all()
    assert twice == [], f"tables with two running hands: {twice}"
    assert gaps == [], f"hands whose log has a gap: {gaps}"
    rewritten, broken = TableService(club.director).check_running_hands()
    assert (rewritten, broken) == ([], [])


def _night(server: Server, rounds: list[tuple[str, str, str, str, int, list[int]]]) -> None:
    url = server.fresh_database()
    club = _club(url)
    try:
        for director, *dealt, pick, waits in rounds:
            commands = []
            command = director_command(club.desk, club.night.event, club.night.table_ids,
                                       director, pick, T0 + MIN)
            if command is not None:
                commands.append((command, waits[0] / 1000))
            for station, kind, wait in zip(club.dealers, dealt, waits[1:], strict=True):
                action = dealer_command(station.db, club.night.event, station.table,
                                        station.panel, str(kind), pick, T0 + MIN)
                if action is not None:
                    commands.append((action, wait / 1000))
            if commands:
                _at_once(commands)
            for station in club.dealers:
                station.panel.reload()  # each panel shows the hand as stored
            _check(club)
    finally:
        for db in [club.director, club.desk, *(s.db for s in club.dealers)]:
            db.close()
        server.drop(url)


@settings(max_examples=5, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(rounds=st.lists(ROUND, min_size=4, max_size=8))
def test_stations_at_once_keep_every_chip_one_hand_a_table_and_whole_logs(
        pg_server: Server, rounds: list[tuple[str, str, str, str, int, list[int]]]) -> None:
    _night(pg_server, rounds)


@pytest.mark.slow
@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(rounds=st.lists(ROUND, min_size=10, max_size=30))
def test_long_nights_of_stations_at_once(
        pg_server: Server, rounds: list[tuple[str, str, str, str, int, list[int]]]) -> None:
    _night(pg_server, rounds)
