"""R-8.7 at a cash table dealt at the dealer panel and on the felt in turn, with
players sitting down, topping up and leaving (a winner on the felt with more than
their stack as stored, a loser with less), counts, undo and redo mixed in at random.

At a game of one table where nobody holds chips off it, the chips on the felt are the
money in less the money out and the rake (the house takes it from the pots there). A
count of the stacks after hands on the felt must come to that
(``cash.table_chips.table_holds``, less the rake no stack has given yet,
``money_bounds.rake_in_stacks``): the true count is taken, one chip more than it and
all the rake is refused and changes nothing; the stacks stored are the chips on the
felt, but for rake no stack has given yet, which the running check shows.
Whatever the director does, a refused command changes nothing."""

from __future__ import annotations

import random
from datetime import timedelta

import hypothesis
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.event.cash import LineKind
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.action_log import redo_last, undo_last
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.seating.felt_count import count_due, count_stacks, stacks_to_count
from director.services.seating.seating_service import SeatingService
from director.services.tables.table_service import TableService
from director.store.db import Database
from tests.services.test_cash_one_record import T0
from tests.services.test_cash_tables_properties import play_hand
from tests.template_db import NIGHT_SETTINGS, night_database

NAMES = ("Ann", "Ben", "Cy", "Dora", "Eve")
CHIP = 50  # the smallest chip: it makes the small blind

op = st.one_of(
    st.tuples(st.just("felt")),
    st.tuples(st.just("panel")),
    st.tuples(st.just("sit"), st.integers(0, 4), st.integers(40, 200)),
    st.tuples(st.just("top up"), st.integers(1, 6), st.integers(1, 100)),
    st.tuples(st.just("leave"), st.integers(1, 6), st.integers(0, 100)),  # % of the felt
    st.tuples(st.just("count"), st.integers(0, 1000)),
    st.tuples(st.just("rake"), st.integers(1, 10)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
)


# Twelve nights in the default run (the suite's 10 minutes, issue 33); 80 in the slow one.
@settings(NIGHT_SETTINGS, max_examples=12)
@given(ops=st.lists(op, min_size=6, max_size=30), seed=st.integers(0, 1000))
def test_R_8_7_a_count_after_felt_hands_is_the_chips_on_the_felt_whoever_left(
        tmp_path_factory: object, ops: list[tuple[int | str, ...]], seed: int) -> None:
    with night_database(tmp_path_factory, "felt") as db:
        _night(db, ops, random.Random(seed))


@pytest.mark.slow
@settings(NIGHT_SETTINGS, max_examples=80)
@given(ops=st.lists(op, min_size=6, max_size=30), seed=st.integers(0, 1000))
def test_R_8_7_a_count_after_felt_hands_is_the_chips_on_the_felt_over_many_nights(
        tmp_path_factory: object, ops: list[tuple[int | str, ...]], seed: int) -> None:
    """The same, 80 nights (``pytest -m slow``)."""
    with night_database(tmp_path_factory, "felt") as db:
        _night(db, ops, random.Random(seed))


def _night(db: Database, ops: list[tuple[int | str, ...]], rnd: random.Random) -> None:
    events = EventService(db)
    event = events.create_event("cash", "Friday", {
        "small_blind": 50, "big_blind": 100, "min_buy_in": 2_000, "max_buy_in": 10_000}, T0)
    players = [events.add_player(name, T0) for name in NAMES]
    cash, tables = CashGameService(db), CashTableService(db, rnd)
    ts, seating = TableService(db), SeatingService(db)
    table = tables.open_table(event, T0, seats=6, smallest_chip=CHIP)
    for seat, who in ((1, 0), (2, 1), (3, 2)):
        tables.sit(table, players[who], 5_000, T0, seat=seat)
    play_hand(ts, tables, table, rnd)  # the panel deals first: its stacks are known
    now = T0

    def on_felt() -> int:
        """The chips on the felt: money in less money out and the rake the house took
        from the pots there (one table)."""
        return cash.ledger(event).on_table

    def raked() -> int:
        return sum(line.amount for line in cash.ledger(event).lines
                   if line.kind is LineKind.RAKE)

    def state() -> object:
        return tables.table(table), cash.ledger(event).lines, count_due(db, table)

    for step in ops:
        now += timedelta(minutes=1)
        before = state()
        try:
            match step:
                case ("felt",):
                    if len([s for s in tables.table(table).seats if s.chips]) >= 2:
                        seating.next_hand(table, now, tables.table(table).hands_dealt)
                case ("panel",):
                    if count_due(db, table) is None:
                        play_hand(ts, tables, table, rnd)
                case ("sit", who, hundreds):
                    tables.sit(table, players[int(who)], int(hundreds) * CHIP, now)
                case ("top up", seat, hundreds):
                    tables.top_up(table, int(seat), int(hundreds) * CHIP, now)
                case ("leave", seat, percent):  # 0: the stack as stored
                    share = on_felt() * int(percent) // 100 // CHIP * CHIP
                    tables.leave(table, int(seat), now, share or None)
                case ("count", split) if count_due(db, table) is not None:
                    _count(db, table, on_felt(), raked(), random.Random(int(split)), now)
                case ("rake", hundreds):
                    cash.rake(event, int(hundreds) * CHIP, now)
                case ("undo",):
                    undo_last(db, event, now)
                case ("redo",):  # Ctrl+Shift+Z: a count, a leave or a rake put back
                    redo_last(db, event, now)
                    hypothesis.event("a redo")
        except ServiceError:
            assert state() == before, f"{step} was refused but changed something"
        if count_due(db, table) is None:  # the stacks stored are the chips on the felt,
            # but for rake taken from a pot there that no stack has given yet
            stored = sum(s.chips for s in tables.table(table).seats)
            assert 0 <= stored - on_felt() <= raked()
            assert cash.check(event).difference == stored - on_felt()


def _count(db: Database, table: int, chips: int, raked: int, rnd: random.Random,
           now: object) -> None:
    """The stacks counted: ``chips`` (the chips on the felt) shared at random among
    the seats in whole chips; first a count of one chip more than they and all the
    rake ``raked`` is refused, changing nothing."""
    seats = [s.seat for s in stacks_to_count(db, table)]
    if not seats:
        return
    shares = [0] * len(seats)
    for _ in range(chips // CHIP):
        shares[rnd.randrange(len(seats))] += CHIP
    counted = dict(zip(seats, shares, strict=True))
    stored = {s.seat: s.stack for s in stacks_to_count(db, table)}
    over = {**counted, seats[0]: counted[seats[0]] + raked + CHIP}
    try:
        count_stacks(db, table, over, now)  # type: ignore[arg-type]
    except ServiceError:
        assert {s.seat: s.stack for s in stacks_to_count(db, table)} == stored
    else:
        raise AssertionError(f"a count of {sum(over.values())} was taken, the felt has {chips}")
    try:
        count_stacks(db, table, counted, now)  # type: ignore[arg-type]
    except ServiceError as exc:
        raise AssertionError(f"the true count, {chips}, was refused: {exc}") from None
    assert {s.seat: s.stack for s in stacks_to_count(db, table)} == counted
