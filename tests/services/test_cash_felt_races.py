"""Two stations press a cash table's Next hand (Ctrl+H on the cash tables page: a hand
dealt on the felt, ``felt_hands.next_hand``) at the same instant, on the club's real
server and on SQLite.

Each try is a fresh cash game at the instant its third hand on the felt has ended:
five players, Dora back from a break and owing the blinds she missed (R-3.6), Eve
just seated and posting to enter (R-3.6), a straddle asked for (R-3.7). Two
threads, each with a connection (a station) of its own and the same hands dealt
seen (3), wait at a barrier and press Next hand. Whatever order the server gives
them: one hand is dealt (the table's fourth), the other station is told in words
that it was recorded since; the button moves once; each post is used once (Dora's
missed blinds, Eve's post to enter, the straddle: one Ctrl+Z puts every one of
them back as it was); the ledger balances the chips on the table (R-8.7): none
made or lost.

The pattern is tests/services/test_club_races.py's (issue 31): ``TRIES`` tries,
the failures counted and reported together. A last test forces one order with a
lingering read (``races.Linger``): a player stepping away as the hand on the felt
reads who sits out is not dealt in while away (R-3.6).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import text

from director.engine.event.cash_tables import Owed, Stakes
from director.engine.messages import MessageError, render
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.events.event_service import EventService
from director.services.seating import felt_hands
from director.services.seating.felt_hands import FeltHand
from director.services.seating.seating_service import SeatingService
from director.services.tables.table_service import TableService
from director.store.db import Database, open_database
from tests.services.races import Linger, databases, every_try_holds, race
from tests.services.test_cash_felt_hands import first_hand

TRIES = int(os.environ.get("DIRECTOR_RACE_TRIES", "6"))
T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
PLAYERS = ((1, "Ann"), (2, "Ben"), (3, "Cy"), (4, "Dora"))
BOUGHT = 10_000  # each player's buy-in, the stacks on the felt

# Hand 4 as one station alone records it.
HAND_4 = ("Button at seat 1; seat 2 posts the small blind; seat 3 posts the big blind; "
          "seat 4 posts the blinds missed: 50 dead and 200 live (R-3.6); seat 6 posts a "
          "big blind of 100 to be dealt in (R-3.6); seat 4 straddles 200 (R-3.7)")
# Hand 4 recorded after Ben (seat 2) stepped away: he misses the small blind.
HAND_4_BEN_AWAY = (
    "Button at seat 1; no small blind this hand (seat 2 is empty); seat 3 posts the big "
    "blind; seat 4 posts the blinds missed: 50 dead and 200 live (R-3.6); seat 6 posts a "
    "big blind of 100 to be dealt in (R-3.6); seat 4 straddles 200 (R-3.7); seat 2 sits "
    "out, not dealt in (R-3.6)")


class Try:
    """A cash game dealt on the felt, its third hand over; the director's station
    (its own connection) and two stations about to press Next hand."""

    def __init__(self, url: str) -> None:
        self.director = open_database(url)
        self.events = EventService(self.director)
        self.event = self.events.create_event("cash", "Friday", {
            "small_blind": 50, "big_blind": 100, "min_buy_in": 4_000,
            "max_buy_in": 20_000}, T0)
        players = {n: self.events.add_player(n, T0) for n in ("Ann", "Ben", "Cy", "Dora", "Eve")}
        self.tables = CashTableService(self.director, random.Random(7))
        self.table = self.tables.open_table(
            self.event, T0, seats=6, stakes=Stakes("holdem", "no limit", 50, 100), straddle=True)
        for seat, name in PLAYERS:
            self.tables.sit(self.table, players[name], BOUGHT, T0, seat=seat)
        seating = SeatingService(self.director)
        first_hand(seating, self.table)  # button 1 drawn, blinds 2 and 3
        self.tables.step_away(self.table, 4, T0)
        seating.next_hand(self.table, T0, 1)  # Dora misses both blinds
        self.tables.come_back(self.table, 4, T0, post=True)
        seating.next_hand(self.table, T0, 2)  # button 3: Dora waits for it to pass
        self.tables.sit(self.table, players["Eve"], BOUGHT, T0, seat=6, post=True)
        self.tables.straddle_next(self.table, True, T0)
        self.before = self.posts()
        self.stations = [open_database(url) for _ in range(2)]
        for db in self.stations:
            with db.engine.connect() as conn:
                conn.execute(text("SELECT 1"))

    def posts(self) -> tuple[object, ...]:
        """The table's hands dealt, button, and every post still owed or asked for."""
        view = self.tables.table(self.table)
        dora, eve = view.seat(4), view.seat(6)
        assert dora is not None and eve is not None
        state = TableService(self.director).running_state(self.table)
        return (state.hands_dealt, state.button, dora.owed, dora.posting, eve.posting,
                view.straddle_next)

    def press(self, db: Database) -> Callable[[], object]:
        seating = SeatingService(db)
        return lambda: seating.next_hand(self.table, T0, 3)

    def problems(self, outcome: list[BaseException | None]) -> list[str]:
        found = []
        done = [o for o in outcome if o is None]
        refused = [o for o in outcome if o is not None]
        if len(done) != 1:
            found.append(f"{len(done)} stations recorded the hand: {outcome}")
        for r in refused:
            if not isinstance(r, MessageError) or r.message.id != "svc-felt-hand-recorded-since":
                found.append(f"refused otherwise: {r!r}")
            elif not render(r.message, "en").startswith("hand 4 at Table 1 was already dealt"):
                found.append(f"refused in other words: {render(r.message, 'en')}")
        state = TableService(self.director).running_state(self.table)
        if (state.hands_dealt, state.button) != (4, 1):
            found.append(f"hands dealt {state.hands_dealt}, button {state.button}")
        after = self.posts()
        if after[2:] != (Owed(0, 0), False, False, False):
            found.append(f"posts left after the hand: {after[2:]}")
        if any(s.stack != BOUGHT for s in self.tables.table(self.table).seats):
            found.append("a stack changed on the felt")
        difference = CashGameService(self.director).check(self.event).difference
        if difference:
            found.append(f"the ledger is {difference:+,} off the tables")
        with self.director.engine.connect() as conn:
            recorded = conn.execute(text(
                "SELECT count(*) FROM director_action WHERE kind = 'next hand' "
                "AND undone_by IS NULL")).scalar_one()
        if recorded != 4:
            found.append(f"{recorded} hands recorded, not 4")
        if self.events.undo_last(self.event, T0).kind != "next hand" \
                or self.posts() != self.before:
            found.append(f"one undo does not give the posts back: {self.posts()}")
        return found

    def close(self) -> None:
        for db in (self.director, *self.stations):
            db.close()


def test_one_station_alone_records_hand_4_with_every_post(
        tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """The race's reference (R-3.3, R-3.6, R-3.7): hand 4 recorded by one station
    moves the button from seat 3 to seat 1; Dora posts what she missed, Eve posts to
    enter, the straddle is used; Ctrl+Z gives every post back."""
    with databases("sqlite", tmp_path, request) as fresh:
        t = Try(fresh())
        try:
            assert t.before == (3, 3, Owed(100, 50), True, True, True)
            hand = SeatingService(t.stations[0]).next_hand(t.table, T0, 3)
            assert render(hand.explanation, "en") == HAND_4
            assert t.problems([None]) == []
        finally:
            t.close()


def _pressed_at_once(backend: str, tmp_path: Path, request: pytest.FixtureRequest,
                     tries: int) -> None:
    """``tries`` fresh cash games, two stations pressing Next hand at once in each."""
    def one_try(url: str) -> list[str]:
        t = Try(url)
        try:
            return t.problems(race(t.press(t.stations[0]), t.press(t.stations[1])))
        finally:
            t.close()

    every_try_holds(backend, tmp_path, request, tries, one_try)


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_two_stations_pressing_next_hand_at_a_cash_table_deal_one_hand(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """R-3.3, R-3.6, R-3.7, R-8.7: one hand, the button moved once, each post used
    once, no chip made or lost, the other station told in words."""
    _pressed_at_once(backend, tmp_path, request, TRIES)


@pytest.mark.slow
@pytest.mark.pg
def test_twenty_tries_of_the_cash_next_hand_race_on_the_server(
        tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """The same race, 20 tries on the club's server (``pytest -m slow``), as the
    tournament's races have (test_club_races)."""
    _pressed_at_once("postgresql", tmp_path, request, 20)


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_R_3_6_a_player_who_steps_away_as_the_felt_hand_reads_who_sits_out_is_not_dealt_in(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A station records hand 4 on the felt as the director's station steps Ben (seat
    2, the small blind to come) away, and the felt hand's read of who sits out lingers
    (up to a second, until the step away is done), as a loaded station would make it.
    Whichever is stored first decides (R-3.6): the hand first, Ben posts the small
    blind (``HAND_4``) and is away from hand 5; the step away first, Ben sits out hand
    4 and misses its small blind. Before the fix (b22f7199), on SQLite the read came
    before the hand's transaction: the step away was stored between them and Ben was
    dealt in while away. Now the read is inside it, after the table's lock: the step
    away waits for the hand."""
    with databases(backend, tmp_path, request) as fresh:
        t = Try(fresh())
        try:
            felt, desk = SeatingService(t.stations[0]), CashTableService(t.stations[1])
            dealt: list[FeltHand] = []
            linger = Linger(monkeypatch, felt_hands, "next_hand_wishes")
            outcome = race(lambda: dealt.append(felt.next_hand(t.table, T0, 3)),
                           linger.then(lambda: desk.step_away(t.table, 2, T0)))
            assert outcome == [None, None]
            with t.director.engine.connect() as conn:
                stored = [kind for (kind,) in conn.execute(text(
                    "SELECT kind FROM director_action ORDER BY id DESC LIMIT 2"))][::-1]
            said = render(dealt[0].explanation, "en")
            if stored == ["away", "next hand"]:
                assert said == HAND_4_BEN_AWAY, f"away and dealt in: {said}"
            else:
                assert stored == ["next hand", "away"]
                assert said == HAND_4
            ben = t.tables.table(t.table).seat(2)
            assert ben is not None and ben.away
        finally:
            t.close()
