"""Chips handed out with no table's chips to ask (R-8.6, R-8.7): a tournament's
starting stack, rebuy and add-on are paid in the chips in play, which a color-up
changes (the 25s gone, 5,050 cannot be paid); a cash buy-in of a player at no table
is paid in the chips of the game's open tables. Each is refused in words, in English
and Hungarian, and nothing changes."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest
from sqlmodel import Session, select

from director.engine.event.cash_tables import Stakes
from director.engine.messages import Message, render
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.store.db import Database
from director.store.models import Entry
from tests.services.night import (
    BREAK_AFTER_LEVEL_2,
    MIN,
    SETTINGS,
    T0,
    Night,
    colour_up_the_25s,
    store_settings_as_before,
)

BREAK = BREAK_AFTER_LEVEL_2
ODD = {**SETTINGS, "starting_stack": 10_050, "late_registration_until_level": 3,
       "add_on": {"price": 2000, "chips": 5_050, "at_break": 1}}


def _hu(message: Message) -> str:
    return render(message, "hu").replace("\xa0", " ")


def _stored_before(db: Database) -> Night:
    """A night of ``ODD``, its settings stored before the setup checked its add-on and
    late entries in the chips after the color-up (the setup refuses them now)."""
    night = Night(db, 4, settings={**ODD, "late_registration_until_level": 2,
                                   "add_on": {"price": 2000, "chips": 5_000, "at_break": 1}})
    store_settings_as_before(db, night.event, ODD)
    return night


def _colored_up(db: Database) -> Night:
    return colour_up_the_25s(_stored_before(db))


def test_R_8_6_an_add_on_the_chips_in_play_cannot_pay_is_refused_after_the_color_up(
        db: Database) -> None:
    """An add-on of 5,050 is paid in 25s while they are in play; once the break's
    color-up took them off, the smallest chip is 100: refused, nothing added."""
    night = _colored_up(db)
    entry = night.entries[0]
    before = night.seats()
    with pytest.raises(ServiceError) as refused:
        night.tournament.add_on(entry, BREAK + MIN)
    assert render(refused.value.message, "en") == (
        "an add-on of 5,050 cannot be paid in the chips in play: the smallest chip is 100,"
        " so it must be a multiple of it (the nearest: 5,000 or 5,100)")
    assert _hu(refused.value.message) == (
        "add-on: 5050; ez nem fizethető ki a játékban lévő zsetonokból: a legkisebb zseton"
        " 100, ennek többszörösének kell lennie (a legközelebbiek: 5000 és 5100)")
    assert night.seats() == before


def test_R_8_6_an_add_on_is_paid_in_the_25s_before_the_color_up(db: Database) -> None:
    night = _stored_before(db)
    night.events.start_clock(night.event, T0)
    night.events.go_to_level(night.event, BREAK, 2)
    entry = night.entries[0]
    stack = night.seats()[entry][2]
    assert night.do(lambda: night.tournament.add_on(entry, BREAK + MIN)) == 5_050
    assert night.seats()[entry][2] == stack + 5_050


def test_R_8_6_a_late_entry_the_chips_in_play_cannot_pay_is_refused(db: Database) -> None:
    """A late entry's starting stack of 10,050, after the 25s are gone: nobody can
    hand it out; refused in words, no entry made."""
    night = _colored_up(db)
    player = night.events.add_player("Late", T0)
    with pytest.raises(ServiceError) as refused:
        night.tournament.register(night.event, player, BREAK + MIN)
    assert render(refused.value.message, "en") == (
        "a starting stack of 10,050 cannot be paid in the chips in play: the smallest chip"
        " is 100, so it must be a multiple of it (the nearest: 10,000 or 10,100)")
    assert _hu(refused.value.message).startswith(
        "kezdő zsetonkészlet: 10 050; ez nem fizethető ki a játékban lévő zsetonokból")
    with Session(db.engine) as s:
        assert len(s.exec(select(Entry)).all()) == len(night.entries)


T1 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def _room(db: Database, *chips: int) -> tuple[CashTableService, CashGameService, int, int]:
    events = EventService(db)
    event = events.create_event("cash", "Room", {
        "small_blind": 25, "big_blind": 50, "min_buy_in": 1_000, "max_buy_in": 10_000}, T1)
    tables = CashTableService(db, random.Random(7))
    for chip in chips:
        tables.open_table(event, T1, stakes=Stakes("holdem", "no limit", 25, 50),
                          smallest_chip=chip)
    return tables, CashGameService(db), event, events.add_player("Ann", T1)


def test_R_8_7_a_buy_in_at_no_table_is_paid_in_the_chips_of_the_games_tables(
        db: Database) -> None:
    """Ann buys in while she waits for a seat: the game's tables' smallest chips are
    25 and 5, so 1,003 is refused (no ledger line) and 1,005 is taken."""
    _tables, ledger, event, ann = _room(db, 25, 5)
    with pytest.raises(ServiceError) as refused:
        ledger.buy_in(event, ann, 1_003, T1)
    assert render(refused.value.message, "en") == (
        "a buy-in of 1,003 cannot be paid in the chips of this game's tables: the smallest"
        " chip is 5, so it must be a multiple of it (the nearest: 1,000 or 1,005)")
    assert _hu(refused.value.message) == (
        "beszálló: 1003; ez nem fizethető ki a játék asztalainak zsetonjaiból: a legkisebb"
        " zseton 5, ennek többszörösének kell lennie (a legközelebbiek: 1000 és 1005)")
    assert ledger.ledger(event).lines == ()
    ledger.buy_in(event, ann, 1_005, T1)
    for command, words in ((lambda: ledger.top_up(event, ann, 7, T1), "a top-up of 7 cannot"),
                           (lambda: ledger.cash_out(event, ann, 1_001, T1),
                            "a cash-out of 1,001 cannot")):
        with pytest.raises(ServiceError) as refused:
            command()
        assert render(refused.value.message, "en").startswith(words)
    assert [line.amount for line in ledger.ledger(event).lines] == [1_005]


def test_R_8_7_a_buy_in_below_the_smallest_chip_names_the_smallest_amount(
        db: Database) -> None:
    _tables, ledger, event, ann = _room(db, 25)
    with pytest.raises(ServiceError) as refused:
        ledger.buy_in(event, ann, 10, T1)
    assert render(refused.value.message, "en") == (
        "a buy-in of 10 cannot be paid in the chips of this game's tables: the smallest chip"
        " is 25, so it must be a multiple of it (the smallest: 25)")
    assert ledger.ledger(event).lines == ()


def test_R_8_7_a_game_with_no_table_open_keeps_its_ledger_only(db: Database) -> None:
    """A home game's ledger with no table opened: no chips to pay in, any amount."""
    _tables, ledger, event, ann = _room(db)
    ledger.buy_in(event, ann, 1_003, T1)
    assert [line.amount for line in ledger.ledger(event).lines] == [1_003]
