"""R-8.6 and R-8.7 at a club: two stations type the same new name at the same instant,
on the club's real server and on SQLite.

Before, each command added the typed name as a new player in its own transaction:
two stations registering the latecomer "Zoli" at once made two players named Zoli,
each with an entry, a seat and 10,000 chips (a buy-in taken twice for one person);
two cash stations seating him made two Zolis at the table. A command given a new
name now reads the player database under the players' lock (``locks.lock_players``,
after the event's) and is for the player of that name when there is one
(``event_service.player_in``): one Zoli is added, and the second command, now for
him, is refused as his second registration or second seat would be.

Each try is a fresh database; two threads, each with a connection of its own, wait
at a barrier (every other try the second waits 10 ms, so that both orders are
served). The pattern is test_clock_back_races.py's."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from director.engine.messages import MessageError
from director.services.cash.cash_tables import CashTableService
from director.services.events import console_queries as q
from director.services.seating.seating_service import SeatingService
from director.store.db import open_database
from tests.services.night import MIN, T0, Night
from tests.services.races import every_try_holds, race, stations, unbalanced
from tests.services.test_room_remote_cash import cash_night

TRIES = int(os.environ.get("DIRECTOR_RACE_TRIES", "6"))


def _one_refused(outcome: list[BaseException | None], refusal: str) -> list[str]:
    refused = [x for x in outcome if x is not None]
    if len(refused) != 1:
        return [f"not exactly one refused: {outcome!r}"]
    [why] = refused
    if not isinstance(why, MessageError) or why.message.id != refusal:
        return [f"refused otherwise: {why!r}"]
    return []


def _in_turn(n: int, first: Callable[[], object], second: Callable[[], object]
             ) -> list[BaseException | None]:
    """The two commands at once; every other try the second a moment late."""
    if n % 2:
        return race(second, first, first_waits=0.01)[::-1]
    return race(first, second)


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_R_8_6_two_stations_register_one_new_name_at_once_one_player_one_entry(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """Late registration open, six players seated: both stations type "Zoli" and
    register. One player Zoli, one entry and seat, 10,000 chips more in play, the
    other station told he is still playing; the chips balance."""
    tries = iter(range(TRIES))

    def one_try(url: str) -> list[str]:
        director = open_database(url)
        try:
            night = Night(director, 6, tables=1)
            night.events.start_clock(night.event, T0)
            now = T0 + 5 * MIN
            with stations(url, 2) as (one, two):
                outcome = _in_turn(
                    next(tries),
                    lambda: SeatingService(one).enter(night.event, "Zoli", now),
                    lambda: SeatingService(two).enter(night.event, "Zoli", now))
            found = _one_refused(outcome, "svc-player-still-playing")
            zolis = [pid for pid, name in q.players(director) if name == "Zoli"]
            entries = [e for e in q.entries(director, night.event) if e.player == "Zoli"]
            if len(zolis) != 1 or len(entries) != 1 or entries[0].seat is None:
                found.append(f"players {zolis}, entries {entries}")
            return found + unbalanced(director, night.event)
        finally:
            director.close()

    every_try_holds(backend, tmp_path, request, TRIES, one_try)


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_R_8_7_two_cash_stations_seat_one_new_name_at_once_one_player_one_seat(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """The 25/50 table of Tuesday's cash game: both stations seat "Zoli" with a 2,000
    buy-in, one at seat 3, one at seat 7. One Zoli, seated once; the other station told where
    he already sits."""
    tries = iter(range(TRIES))

    def one_try(url: str) -> list[str]:
        director = open_database(url)
        try:
            _event, table, _big = cash_night(director)  # Anna at seat 1, Bence at 4
            with stations(url, 2) as (one, two):
                outcome = _in_turn(
                    next(tries),
                    lambda: CashTableService(one).sit(table, "Zoli", 2000, T0, seat=3),
                    lambda: CashTableService(two).sit(table, "Zoli", 2000, T0, seat=7))
            found = _one_refused(outcome, "svc-player-already-seated")
            zolis = [pid for pid, name in q.players(director) if name == "Zoli"]
            seated = [s.number for s in CashTableService(director).table(table).seats
                      if s.player == "Zoli"]
            if len(zolis) != 1 or len(seated) != 1:
                found.append(f"players {zolis}, seats {seated}")
            return found
        finally:
            director.close()

    every_try_holds(backend, tmp_path, request, TRIES, one_try)
