"""R-8.7 as a property: whatever players do at a cash game's tables (sit down, top
up, change seats, step away and back, leave, hands dealt through the dealer
session), the chips on the tables plus what was cashed out equal what was bought
in, and a refused command changes nothing."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

import hypothesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.engine.hand.steps import StepKind
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.tables.dealer_session import DealerError, DealerSession
from director.services.tables.table_service import TableService
from director.store.db import Database
from tests.template_db import new_database

T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
NAMES = ("Ann", "Ben", "Cy", "Dora", "Eve", "Feri", "Gabi")

op = st.one_of(
    st.tuples(st.just("sit"), st.integers(0, 6), st.integers(0, 1), st.integers(0, 6),
              st.sampled_from([2_000, 5_000, 10_000])),
    st.tuples(st.just("leave"), st.integers(0, 1), st.integers(1, 6)),
    st.tuples(st.just("top_up"), st.integers(0, 1), st.integers(1, 6),
              st.sampled_from([1_000, 4_000, 9_000])),
    st.tuples(st.just("move"), st.integers(0, 1), st.integers(1, 6), st.integers(0, 1),
              st.integers(0, 6)),
    st.tuples(st.just("away"), st.integers(0, 1), st.integers(1, 6), st.booleans()),
    st.tuples(st.just("hand"), st.integers(0, 1), st.randoms(use_true_random=False)),
)


def snapshot(tables: CashTableService, cash: CashGameService, event: int) -> object:
    return (tables.tables(event), tables.waiting(event), cash.ledger(event).lines)


def play_hand(ts: TableService, tables: CashTableService, table_id: int,
              rnd: random.Random) -> None:
    """One hand to its end at the table, from a fresh dealer session (a new panel
    goes on from the stored button), with random legal actions."""
    dealing = tables.dealing(table_id)
    try:
        session = DealerSession.at_table(ts, table_id, dealing.table_game(), 1, cash=dealing)
    except (DealerError, ValueError):
        return  # fewer than two players can be dealt in
    for _ in range(400):
        if session.is_complete:
            hypothesis.event("a hand was dealt to its end")
            return
        legal = session.legal()
        if legal is not None:
            choice = rnd.choice(["fold", "call", "call", "raise", "all_in"])
            if choice == "fold":
                session.fold()
            elif choice == "raise" and legal.raise_min is not None:
                session.bet_raise(legal.raise_min)
            elif choice == "all_in" and legal.most_is_all_in:
                session.all_in()  # offered only when the limit allows the whole stack
            else:
                session.check_call()
        elif session.step().kind is StepKind.AWARD and session.cards_missing():
            pots = [p for p in session.pot_rows() if p.amount]
            session.award_to(tuple(((rnd.choice(p.seats),), ()) for p in pots))
        else:
            session.advance()
    raise AssertionError("the hand did not end")


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(ops=st.lists(op, min_size=5, max_size=25), seed=st.integers(0, 1000))
def test_R_8_7_chips_on_the_tables_plus_cash_outs_equal_buy_ins(
        tmp_path_factory: object, ops: list[tuple[object, ...]], seed: int) -> None:
    path: Path = tmp_path_factory.mktemp("cash") / "night.sqlite3"  # type: ignore[attr-defined]
    db: Database = new_database(path)
    try:
        events = EventService(db)
        event = events.create_event("cash", "Friday", {
            "small_blind": 50, "big_blind": 100, "min_buy_in": 2_000,
            "max_buy_in": 20_000}, T0)
        players = [events.add_player(n, T0) for n in NAMES]
        tables = CashTableService(db, random.Random(seed))
        cash, ts = CashGameService(db), TableService(db)
        ids = [tables.open_table(event, T0, seats=6), tables.open_table(event, T0, seats=6)]
        for who, (t, seat) in enumerate(((0, 1), (0, 3), (0, 5), (1, 2), (1, 4))):
            tables.sit(ids[t], players[who], 5_000, T0, seat=seat)
        for o in ops:
            before = snapshot(tables, cash, event)
            try:
                match o:
                    case ("sit", who, t, seat, amount):
                        tables.sit(ids[t], players[who], amount, T0,  # type: ignore[index]
                                   seat=seat or None, post=bool(seat % 2))  # type: ignore[operator]
                    case ("leave", t, seat):
                        tables.leave(ids[t], seat, T0)  # type: ignore[index,arg-type]
                    case ("top_up", t, seat, amount):
                        tables.top_up(ids[t], seat, amount, T0)  # type: ignore[index,arg-type]
                    case ("move", t, seat, to, to_seat):
                        tables.move(ids[t], seat, ids[to], T0,  # type: ignore[index,arg-type]
                                    to_seat=to_seat or None)  # type: ignore[arg-type]
                    case ("away", t, seat, away):
                        if away:
                            tables.step_away(ids[t], seat, T0)  # type: ignore[index,arg-type]
                        else:
                            tables.come_back(ids[t], seat, T0,  # type: ignore[index,arg-type]
                                             post=True)
                    case ("hand", t, rnd):
                        play_hand(ts, tables, ids[t], rnd)  # type: ignore[index,arg-type]
            except ServiceError:
                assert snapshot(tables, cash, event) == before  # a refusal changes nothing
            ledger = cash.ledger(event)
            on_tables = sum(ts.table_chips(t) for t in ids)
            assert on_tables + ledger.money_out == ledger.money_in
            assert cash.check(event).difference == 0
            for t in ids:
                assert ts.current_hand(t) is None  # every hand was played out
    finally:
        db.close()
