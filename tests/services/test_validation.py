"""The services refuse bad input at their door with a message and change nothing
(issue 15, "Bad input"): fractions, inf, True, text, None, numbers SQLite cannot
hold (2**63 and up), a table of 0 seats, ``open_tables(10**30)``."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlmodel import Session, select

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import BetRaise
from director.engine.hand.facts.games import HOLDEM
from director.engine.messages import render
from director.services.cash.cash_service import CashGameService
from director.services.core import validation as v
from director.services.core.documents import CashSettings, DocumentError, validate_settings
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.services.tables.table_service import TableService
from director.store.db import Database
from director.store.models import LedgerLine, Player, TableRow
from tests.services.test_event_service import SETTINGS

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
BAD_AMOUNTS = [1.5, float("inf"), float("nan"), True, "100", None, 2**63, -(2**63) - 1,
               10**30]


def _cash(db: Database) -> tuple[CashGameService, int, int]:
    events = EventService(db)
    game = events.create_event("cash", "Friday", CashSettings(small_blind=5, big_blind=10), T0)
    return CashGameService(db), game, events.add_player("Kovács Anna", T0)


@pytest.mark.parametrize("bad", BAD_AMOUNTS, ids=repr)
def test_a_buy_in_that_is_not_a_whole_amount_is_refused(db: Database, bad: object) -> None:
    cash, game, anna = _cash(db)
    with pytest.raises(ServiceError, match=r"^the amount must be"):
        cash.buy_in(game, anna, bad, T0)  # type: ignore[arg-type]
    with Session(db.engine) as s:
        assert s.exec(select(LedgerLine)).all() == []
    assert cash.buy_in(game, anna, 200, T0) > 0, "a good buy-in after the refusal"


@pytest.mark.parametrize("bad", [1.5, float("inf"), True, "30", None, 10**30], ids=repr)
def test_tournament_settings_with_a_bad_buy_in_or_stack_are_refused(bad: object) -> None:
    for field in ("buy_in", "starting_stack", "fee", "bounty"):
        with pytest.raises(DocumentError, match=field):
            validate_settings("tournament", {**SETTINGS, field: bad})


def test_the_largest_amount_is_accepted_and_one_more_is_refused() -> None:
    assert validate_settings("tournament", {**SETTINGS, "starting_stack": v.MAX_AMOUNT})
    with pytest.raises(DocumentError, match="starting_stack"):
        validate_settings("tournament", {**SETTINGS, "starting_stack": v.MAX_AMOUNT + 1})


def test_a_raise_to_a_fraction_is_refused_and_the_stacks_stay_whole(db: Database) -> None:
    """The dealer panel's bet and the stored table: a raise to 100.5 would leave
    stacks like 9,899.5 (R-4: bets are whole chips)."""
    session = DealerSession.in_memory(USUAL_GAMES["holdem"], {1: 10_000, 2: 10_000}, button=2)
    session.advance()  # the blinds
    session.advance()
    before = session.stacks_by_seat()
    for bad in (100.5, float("inf"), True, "200", None, 2**63):
        with pytest.raises(ServiceError, match=r"^the bet must be"):
            session.bet_raise(bad)  # type: ignore[arg-type]
    assert session.stacks_by_seat() == before

    tables = TableService(db)
    events = EventService(db)
    event = events.create_event("cash", "Friday", CashSettings(small_blind=5, big_blind=10), T0)
    table = tables.open_table(event, "Table 1", {1: 10_000, 2: 10_000})
    hand = tables.start_hand(table, tables.next_setup(
        table, HOLDEM, Betting.no_limit(10), 2, small_blind=5, big_blind=10))
    log = tables.hand_log(hand)
    with pytest.raises(ServiceError, match=r"^the bet must be a whole number, not 100\.5"):
        tables.apply(hand, BetRaise(2, 100.5))  # type: ignore[arg-type]
    with pytest.raises(ServiceError, match=r"^the seat must be at most 12"):
        tables.apply(hand, BetRaise(2**63, 100))
    assert tables.hand_log(hand) == log, "nothing was applied"


@pytest.mark.parametrize("bad", [2**63, 2**40, 2**31, 0, -1, 1.0, True, "3", None], ids=repr)
def test_a_record_number_the_database_cannot_hold_or_of_the_wrong_type_is_refused(
        db: Database, bad: object) -> None:
    """A record's number the club server's integer key cannot hold (2**31 and up; the
    server refused 2**40 itself, not in words) or SQLite's (2**63)."""
    events = EventService(db)
    with pytest.raises(ServiceError, match=r"^the player must be"):
        events.rename_player(bad, "Tóth Béla")  # type: ignore[arg-type]
    with pytest.raises(ServiceError, match=r"^the event must be"):
        events.set_status(bad, "running")  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [None, 12, b"Anna", "x" * (v.MAX_NAME + 1)], ids=repr)
def test_a_name_that_is_not_text_or_too_long_is_refused(db: Database, bad: object) -> None:
    with pytest.raises(ServiceError, match=r"^the player's name must be"):
        EventService(db).add_player(bad, T0)  # type: ignore[arg-type]
    with Session(db.engine) as s:
        assert s.exec(select(Player)).all() == []


def test_opening_10_to_the_30_tables_is_refused_at_once(db: Database) -> None:
    events = EventService(db)
    event = events.create_event("tournament", "Sunday", SETTINGS, T0)
    seating = SeatingService(db)
    started = time.monotonic()
    with pytest.raises(ServiceError, match=r"^the number of tables must be at most 100"):
        seating.open_tables(event, 10**30, T0)
    assert time.monotonic() - started < 1
    with pytest.raises(ServiceError, match=r"^the seats per table must be at least 2, not 0"):
        seating.open_tables(event, 1, T0, seats=0)
    with pytest.raises(ServiceError, match=r"^the seats at the table must be at least 2, not 0"):
        TableService(db).open_table(event, "Table 9", {}, max_seats=0)
    with Session(db.engine) as s:
        assert s.exec(select(TableRow)).all() == []
    assert len(seating.open_tables(event, 2, T0)) == 2


def test_clock_time_must_be_a_finite_number_of_seconds(db: Database) -> None:
    events = EventService(db)
    event = events.create_event("tournament", "Sunday", SETTINGS, T0)
    events.start_clock(event, T0)
    for bad in (float("inf"), float("nan"), True, "60", None, 0, -60, 10**30):
        with pytest.raises(ServiceError, match=r"^the time must be"):
            events.add_time(event, T0, bad)  # type: ignore[arg-type]


@given(st.one_of(st.integers(), st.floats(allow_nan=True), st.booleans(), st.text(max_size=5),
                 st.none()))
def test_an_amount_is_accepted_exactly_when_it_is_a_whole_number_in_bounds(
        value: object) -> None:
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= v.MAX_AMOUNT
    if ok:
        assert v.amount(value) == value
    else:
        with pytest.raises(ServiceError):
            v.amount(value)


def test_a_number_past_its_bound_is_written_as_the_bound_is() -> None:
    """A refusal writes the typed number with the language's digit grouping, as it
    writes the bound beside it: a buy-in of twenty-one 9s read "not 999999999999999999999"
    under "at most 1,000,000,000,000" (found by a random-input night). Past 24
    characters it is shortened as typed; a number in range of digits under 1,000
    reads as typed."""
    with pytest.raises(ServiceError) as high:
        v.amount(10**21 - 1, "the buy-in")
    assert render(high.value.message, "en") == (
        "the buy-in must be at most 1,000,000,000,000, not 999,999,999,999,999,999,999")
    assert render(high.value.message, "hu") == (
        "a beszálló legfeljebb 1\u00a0000\u00a0000\u00a0000\u00a0000 lehet, "
        "nem 999\u00a0999\u00a0999\u00a0999\u00a0999\u00a0999\u00a0999")
    assert str(high.value.message) == (
        "the buy-in must be at most 1000000000000, not 999999999999999999999")
    with pytest.raises(ServiceError) as huge:
        v.amount(10**40, "the buy-in")
    assert render(huge.value.message, "en").endswith(", not 10000000000000000000…")
    with pytest.raises(ServiceError) as seat:
        v.seat(13)
    assert render(seat.value.message, "en") == "the seat must be at most 12, not 13"
    with pytest.raises(ServiceError) as fraction:
        v.amount(2.5, "the buy-in")
    assert render(fraction.value.message, "en") == "the buy-in must be a whole number, not 2.5"
