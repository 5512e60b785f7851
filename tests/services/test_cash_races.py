"""Issue 28 (a cash game is one record) on a club's server: the director's station
moves money at the ledger or the tables page at the instant a dealer station deals
the next hand at that table (the dealer panel's N key).

Each try is a fresh cash game: three players at a hold'em table, whose first hand
has just ended at the dealer station. Two threads, each with a connection (a
station) of its own, wait at a barrier; one deals the next hand while the other
cashes a seated player out at the ledger with the tracked stack, tops a player up
at the ledger, or steps a player away. Whatever order the server gives them:
chips on the table plus cash-outs equal buy-ins and top-ups (R-8.7), a player
cashed out is not dealt in (their chips would be paid twice), a player away is not
dealt in (R-3.6), a top-up is in the stack or behind it (R-8.6), the table has at
most one running hand, and the command that lost said so with a message.

The pattern is tests/services/test_club_races.py's on main (issue 31): ``TRIES``
per kind, the hand's start waiting 0 to 190 ms after the barrier over the tries,
the failures counted and reported together. The last tests force one bad order
each: a read of who sits out that lingers (R-3.6), a straddle asked for the instant
the hand is stored (R-3.7), a post to return as the posts used are marked (R-3.6).
The last has a dealer station (a dealer login on PostgreSQL) deal a hand with a post
to enter and a straddle: marking them used is part of its deal (R-3.6, R-3.7).
"""

from __future__ import annotations

import functools
import os
import random
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.engine import make_url

from director.engine.hand.state import HandState
from director.services.cash import cash_table_views, cash_tables
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.station_role import Role, set_role
from director.services.events.event_service import EventService
from director.services.tables import dealer_session
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.store.db import Database, open_database
from director.store.server_roles import Station, set_up
from tests.services.races import Linger, databases, race
from tests.services.test_cash_one_record import play_to_end

TRIES = int(os.environ.get("DIRECTOR_RACE_TRIES", "6"))
T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


class Try:
    """A cash game at the instant its table's first hand has ended: the director's
    station (its own connection) and the dealer station (another) whose panel shows
    the finished hand."""

    def __init__(self, url: str, seed: int, straddle: bool = False,
                 dealer_role: bool = False) -> None:
        """``dealer_role``: the dealing station is a dealer station at the table, on a
        club's server with a dealer login of its own (``server_roles``)."""
        self.director = open_database(url)
        events = EventService(self.director)
        self.event = events.create_event("cash", "Friday", {
            "small_blind": 50, "big_blind": 100, "min_buy_in": 2_000,
            "max_buy_in": 20_000}, T0)
        self.players = {n: events.add_player(n, T0) for n in ("Ann", "Ben", "Cy", "Dan")}
        tables = CashTableService(self.director, random.Random(seed))
        self.table = tables.open_table(self.event, T0, seats=6, straddle=straddle)
        for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
            tables.sit(self.table, self.players[name], 3_000, T0, seat=seat)
        self.stations: list[Database] = [self.director]
        dealer = self.dealer_station() if dealer_role else self.station()
        dealing = CashTableService(dealer).dealing(self.table)
        self.panel = DealerSession.at_table(TableService(dealer), self.table,
                                            dealing.table_game(), 1, cash=dealing)
        play_to_end(self.panel)
        self.desk = self.station()  # the director's station in the race

    def station(self) -> Database:
        db = open_database(self.director.url)
        self.stations.append(db)
        return db

    def dealer_station(self) -> Database:
        """A dealer station at the table: on a club's server its own dealer login,
        whose rights the server enforces; on SQLite the role chosen at the station."""
        if not self.director.is_server:
            db = self.station()
            set_role(db, Role.DEALER, self.table)
            return db
        set_up(self.director.engine, Station("cash_dealer", "dealer", self.table))
        db = open_database(make_url(self.director.url).set(username="cash_dealer")
                           .render_as_string(hide_password=False))
        self.stations.append(db)
        assert (db.role, db.role_table, db.server_role) == ("dealer", self.table, True)
        return db

    def warm(self) -> None:
        for db in self.stations:
            with db.engine.connect() as conn:
                conn.execute(text("SELECT 1"))

    def seat_of(self, name: str) -> tuple[int, int]:
        """(seat, stack) of a seated player."""
        seat = next(s for s in CashTableService(self.director).table(self.table).seats
                    if s.player == name)
        return seat.number, seat.stack

    def dealt(self) -> tuple[int, ...]:
        """The seats of the hand running at the table (none: ``()``)."""
        running = TableService(self.director).current_hand(self.table)
        if running is None:
            return ()
        return tuple(TableService(self.director).hand_state(running[0]).setup.seats)

    def problems(self) -> list[str]:
        found = []
        check = CashGameService(self.director).check(self.event)
        if check.difference:
            found.append(f"the ledger is {check.difference:+,} off the tables")
        with self.director.engine.connect() as conn:
            running = conn.execute(text(
                "SELECT count(*) FROM hand WHERE table_id = :t AND status = 'running'"),
                {"t": self.table}).scalar_one()
        if running > 1:
            found.append(f"{running} running hands")
        return found

    def close(self) -> None:
        for db in self.stations:
            db.close()


def _cash_out(t: Try) -> tuple[Callable[[], object], Callable[[BaseException | None], list[str]]]:
    """Ann cashes out at the ledger with her tracked stack."""
    number, stack = t.seat_of("Ann")
    cash = CashGameService(t.desk)

    def after(refused: BaseException | None) -> list[str]:
        seated = [s.player for s in CashTableService(t.director).table(t.table).seats]
        if refused is None:
            return [f"cashed out and dealt in seat {number}"] if number in t.dealt() else \
                [] if "Ann" not in seated else ["cashed out and still seated"]
        return [] if number in t.dealt() and "Ann" in seated else [f"refused: {refused}"]
    return lambda: cash.cash_out(t.event, t.players["Ann"], stack, T0), after


def _top_up(t: Try) -> tuple[Callable[[], object], Callable[[BaseException | None], list[str]]]:
    """Ben tops up 1,000 at the ledger: in the stack, or behind it (R-8.6)."""
    number, stack = t.seat_of("Ben")
    cash = CashGameService(t.desk)

    def after(refused: BaseException | None) -> list[str]:
        if refused is not None:
            return [f"refused: {refused}"]
        seat = CashTableService(t.director).table(t.table).seat(number)
        assert seat is not None
        return [] if seat.stack + seat.behind == stack + 1_000 else \
            [f"the top-up is lost: {seat.stack} + {seat.behind} behind"]
    return lambda: cash.top_up(t.event, t.players["Ben"], 1_000, T0), after


def _step_away(t: Try) -> tuple[Callable[[], object], Callable[[BaseException | None], list[str]]]:
    """Cy steps away (R-3.6): not dealt in, or refused as in the hand dealt."""
    number, _stack = t.seat_of("Cy")
    tables = CashTableService(t.desk)

    def after(refused: BaseException | None) -> list[str]:
        away = CashTableService(t.director).table(t.table).seat(number)
        assert away is not None
        if refused is None:
            return ["away and dealt in"] if number in t.dealt() else \
                [] if away.away else ["not away"]
        return [] if number in t.dealt() else [f"refused: {refused}"]
    return lambda: tables.step_away(t.table, number, T0), after


DESK = {"cash-out": _cash_out, "top-up": _top_up, "step away": _step_away}


def _tries(kind: str, fresh: Callable[[], str], tries: int = TRIES) -> list[str]:
    """``tries`` races of the next hand against ``kind``; what went wrong in each."""
    failures = []
    for n in range(tries):
        t = Try(fresh(), seed=n + 1)
        try:
            command, after = DESK[kind](t)
            t.warm()
            wait = (n * 20 // tries) % 20 * 0.010
            outcome = race(t.panel.next_hand, command, first_waits=wait)
            if outcome[0] is not None:
                problems = [f"the next hand was refused: {outcome[0]}"]
            else:
                problems = t.problems() + after(outcome[1])
            if problems:
                failures.append(f"try {n}: {problems}")
        finally:
            t.close()
    return failures


@pytest.mark.parametrize("kind", list(DESK))
@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_money_moved_at_the_instant_the_next_hand_is_dealt_stays_one_record(
        kind: str, backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """Issue 28 (R-8.6, R-8.7, R-3.6): no try loses or makes a chip, pays a player
    out who is dealt in, or deals a player away."""
    with databases(backend, tmp_path, request) as fresh:
        failures = _tries(kind, fresh)
    assert not failures, f"{len(failures)} of {TRIES} tries went wrong: {failures[:3]}"


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_R_3_6_a_player_who_steps_away_as_the_dealer_reads_who_sits_out_is_not_dealt_in(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The dealer station presses N as the director's station steps Cy away, and the
    dealer's read of who sits out lingers (up to a second, until the step away is
    done), as a loaded station would make it. Cy is not dealt in, or the step away
    is refused because Cy is in the hand dealt (R-3.6). Before the fix, on SQLite
    the read came before the deal's transaction: the step away landed between them
    and Cy was dealt in while away (once in a loaded full-suite run of the race
    above)."""
    with databases(backend, tmp_path, request) as fresh:
        t = Try(fresh(), seed=1)
        try:
            command, after = _step_away(t)
            t.warm()
            linger = Linger(monkeypatch, dealer_session, "next_hand_wishes")
            outcome = race(t.panel.next_hand, linger.then(command))
            assert outcome[0] is None, f"the next hand was refused: {outcome[0]}"
            assert t.problems() + after(outcome[1]) == []
        finally:
            t.close()


def _straddle(panel: DealerSession) -> int:
    """The live straddle of the panel's hand (R-3.7); 0: none."""
    assert isinstance(panel.state, HandState)
    setup = panel.state.setup
    return 0 if setup.straddler is None else setup.blinds[setup.straddler]


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_R_3_7_a_straddle_asked_for_as_the_next_hand_is_stored_is_for_the_hand_after(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The dealer station deals hand 2 (no straddle asked for) and, the instant it is
    stored, the director's station asks for a straddle: it is for hand 3 (R-3.7,
    asked for one hand at a time), and hand 3 straddles. Before the fix the dealer
    station marked the straddle used in a transaction of its own after the deal's,
    and wrote over the one just asked for: hand 3 had none."""
    with databases(backend, tmp_path, request) as fresh:
        t = Try(fresh(), seed=1, straddle=True)
        try:
            service = t.panel.service
            assert service is not None
            dealing, desk = service.deal_next, CashTableService(t.desk)

            def deal_then_straddle(*args: object, **kwargs: object) -> object:
                dealt = dealing(*args, **kwargs)  # type: ignore[arg-type]
                desk.straddle_next(t.table, True, T0)  # hand 2 is stored: for hand 3
                return dealt

            monkeypatch.setattr(service, "deal_next", deal_then_straddle)
            t.panel.next_hand()
            assert _straddle(t.panel) == 0
            assert CashTableService(t.director).table(t.table).straddle_next, \
                "the straddle asked for hand 3 is lost"
            monkeypatch.setattr(service, "deal_next", dealing)
            play_to_end(t.panel)
            t.panel.next_hand()
            assert _straddle(t.panel) == 200  # twice the big blind of 100
            assert not CashTableService(t.director).table(t.table).straddle_next
        finally:
            t.close()


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_R_3_6_a_player_back_to_post_as_the_next_hands_posts_are_used_keeps_the_post(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Dan sits down posting to enter and Cy steps away; the dealer station deals hand
    2 (Dan's post used) as the director's station brings Cy back to post (R-3.6), and
    the dealer's marking of the posts used lingers (up to a second, until Cy is back),
    as a loaded station would make it. Dan posts no more and Cy posts to return. Before
    the fix, on PostgreSQL the posts used were marked in a transaction of its own,
    without the table's lock, from the posting list it read before Cy came back: it
    wrote that list over Cy's post (Cy back, waiting for the big blind)."""
    with databases(backend, tmp_path, request) as fresh:
        t = Try(fresh(), seed=1)
        try:
            tables = CashTableService(t.director)
            dan = tables.sit(t.table, t.players["Dan"], 3_000, T0, seat=4, post=True)
            cy, _stack = t.seat_of("Cy")
            tables.step_away(t.table, cy, T0)
            t.warm()
            linger = Linger(monkeypatch, cash_table_views, "posted")
            desk = CashTableService(t.desk)
            outcome = race(t.panel.next_hand,
                           linger.then(lambda: desk.come_back(t.table, cy, T0, post=True)))
            assert outcome == [None, None]
            assert sorted(t.dealt()) == [1, 2, dan]
            view = tables.table(t.table)
            posting = [s.number for s in view.seats if s.posting]
            away = [s.number for s in view.seats if s.away]
            assert (posting, away) == ([cy], []), f"posting {posting}, away {away}"
            assert t.problems() == []
        finally:
            t.close()


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_R_3_6_R_3_7_a_dealer_station_deals_its_cash_tables_hand_with_a_post_and_a_straddle(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """A dealer station at its cash table (on a club's server, its own dealer login)
    deals hand 2 with Dan sitting down to post to enter (R-3.6) and a straddle asked
    for (R-3.7): the hand is stored, Dan is dealt in with his big blind of 100 posted
    and posts no more, and the straddle of 200 is used (asked for one hand at a time).
    Before, the station's role did not allow the deal's marking of the posts used
    (``cash_table``): N was refused and nothing of the hand stored."""
    with databases(backend, tmp_path, request) as fresh:
        t = Try(fresh(), seed=1, straddle=True, dealer_role=True)
        try:
            desk = CashTableService(t.director)
            dan = desk.sit(t.table, t.players["Dan"], 3_000, T0, seat=4, post=True)
            desk.straddle_next(t.table, True, T0)
            t.panel.next_hand()
            assert sorted(t.dealt()) == [1, 2, 3, dan]
            assert TableService(t.director).running_state(t.table).hands_dealt == 2
            assert isinstance(t.panel.state, HandState)
            setup = t.panel.state.setup
            assert setup.blinds[setup.seats.index(dan)] == 100  # the post to enter
            assert _straddle(t.panel) == 200  # twice the big blind
            view = desk.table(t.table)
            seat = view.seat(dan)
            assert seat is not None and not seat.posting, "Dan posts again"
            assert not view.straddle_next, "the straddle is asked for again"
            assert t.problems() == []
        finally:
            t.close()


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
@pytest.mark.parametrize("lingers", [False, True], ids=["at once", "the sit lingers"])
def test_R_8_7_a_cage_sale_as_the_player_sits_down_is_at_the_seat_or_in_hand(
        backend: str, lingers: bool, tmp_path: Path, request: pytest.FixtureRequest,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """R-8.7: the cage sells Dan 1,000 in chips at the instant another station seats
    him with a buy-in of 2,000. Whichever the server takes first, Dan sits with 3,000
    (the sale first: the chips he holds sit down with him; the seat first: the sale's
    chips go to his seat), the ledger has 3,000 more, and the running check is square:
    the sale is never left in the hand of a player who has sat down (no chip the
    ledger has is on no table and in nobody's hand). The forced order: the sit reads
    the chips Dan holds and lingers while the sale is made; the event's lock, which
    seating takes as a sale does, makes the sale wait for the seat."""
    failures = []
    with databases(backend, tmp_path, request) as fresh:
        for n in range(tries := 2 if lingers else TRIES):
            t = Try(fresh(), seed=n + 1)
            try:
                money_in = CashGameService(t.director).ledger(t.event).money_in
                sit = CashTableService(t.station(), random.Random(n))
                cage = CashGameService(t.desk)
                t.warm()

                dan = t.players["Dan"]
                sale = functools.partial(cage.buy_in, t.event, dan, 1_000, T0)
                seating = functools.partial(sit.sit, t.table, dan, 2_000, T0, seat=4)
                second: Callable[[], object] = sale
                if lingers:
                    second = Linger(monkeypatch, cash_tables, "held_chips").then(sale)
                refused = race(seating, second,
                               first_waits=0 if lingers else (n * 20 // TRIES) % 20 * 0.001)
                monkeypatch.undo()
                cash = CashGameService(t.director)
                found = [str(r) for r in refused if r is not None] + t.problems()
                if t.seat_of("Dan") != (4, 3_000):
                    found.append(f"Dan sits at {t.seat_of('Dan')}")
                if cash.ledger(t.event).money_in != money_in + 3_000:
                    found.append("the ledger is not 3,000 more")
                if cash.held(t.event, t.players["Dan"]):
                    found.append("Dan holds chips at his seat")
                if found:
                    failures.append(f"try {n}: {found}")
            finally:
                t.close()
    assert not failures, f"{len(failures)} of {tries} tries went wrong: {failures[:3]}"


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def test_R_8_7_a_top_up_as_another_station_cashes_the_player_out_is_hers_or_refused(
        backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """R-8.7 at one instant on two connections: the director's page tops Ann up 1,000
    (naming her, ``player_id``) as another station cashes her out of seat 1 with her
    whole stack. Whichever the server takes first: the top-up first, she leaves with
    her stack and the 1,000; the cash-out first, the top-up is refused by her name
    ("Ann no longer sits in seat 1 ..."), nothing charged. No line names anyone but
    Ann, she holds no chips, and the running check is square."""
    failures = []
    with databases(backend, tmp_path, request) as fresh:
        for n in range(TRIES):
            t = Try(fresh(), seed=n + 1)
            try:
                ann, (_, stack) = t.players["Ann"], t.seat_of("Ann")
                before = CashGameService(t.director).ledger(t.event)
                top_up = functools.partial(CashTableService(t.desk).top_up, t.table, 1, 1_000,
                                           T0, player_id=ann)
                leave = functools.partial(CashTableService(t.station()).leave, t.table, 1, T0)
                t.warm()
                refused = race(top_up, leave,
                               first_waits=(n * 20 // TRIES) % 20 * 0.001)
                ledger = CashGameService(t.director).ledger(t.event)
                new = ledger.lines[len(before.lines):]
                found = t.problems()
                if refused[1] is not None:
                    found.append(f"the cash-out was refused: {refused[1]}")
                topped = refused[0] is None
                if not topped and getattr(refused[0], "message", None) is not None \
                        and refused[0].message.id != "svc-seat-changed-meanwhile":  # type: ignore[union-attr]
                    found.append(f"the top-up was refused otherwise: {refused[0]}")
                if any(line.player != "Ann" for line in new):
                    found.append(f"a line for someone else: {new}")
                paid = ledger.money_out - before.money_out
                if paid != stack + (1_000 if topped else 0):
                    found.append(f"Ann was paid {paid} (stack {stack}, topped up {topped})")
                if CashGameService(t.director).held(t.event, ann):
                    found.append("Ann holds chips")
                if found:
                    failures.append(f"try {n}: {found}")
            finally:
                t.close()
    assert not failures, f"{len(failures)} of {TRIES} tries went wrong: {failures[:3]}"
