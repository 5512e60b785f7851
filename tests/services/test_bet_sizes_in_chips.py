"""A cash table's bring-in and fixed-limit bets are paid in its chips (R-5.5, R-6.4,
TDA 20): checked as the table opens, refused naming the amount and the nearest its
chips pay; and at the dealer panel no fixed-limit size the table's chips cannot make
is offered (a table stored before the opening checked its bets)."""

from __future__ import annotations

from datetime import datetime

import pytest
from sqlmodel import Session, select

from director.engine.cards import STANDARD_DECK
from director.engine.event.cash_tables import Stakes
from director.engine.hand.rules.steps import StepKind
from director.engine.messages import MessageError, render
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.store.db import Database
from director.store.models import CashTable, TableRow
from tests.services.test_cash_one_record import T0, night, session


def stud_table_with_a_stored_bring_in_of_15(db: Database, tables: CashTableService,
                                            event: int, players: tuple[int, ...],
                                            at: datetime) -> int:
    """A cash stud table of 25s (ante 25, 100/200 fixed limit) whose bring-in was stored
    as 15 before bring-ins were checked (old data the chips cannot pay, R-6.4), the
    ``players`` seated from seat 1 with 2,000 each."""
    table = tables.open_table(event, at, seats=6, smallest_chip=25, min_buy_in=1_000,
                              stakes=Stakes("stud", "fixed limit", ante=25, bring_in=25,
                                            small_bet=100, big_bet=200))
    with Session(db.engine) as s:  # stored before bring-ins were checked
        row = s.get(CashTable, table)
        assert row is not None
        row.bring_in = 15
        s.add(row)
        s.commit()
    for seat, player in enumerate(players, start=1):
        tables.sit(table, player, 2_000, at, seat=seat)
    return table


def test_R_6_4_a_cash_table_whose_bring_in_its_chips_cannot_pay_does_not_open(
        db: Database) -> None:
    """A stud table of 25s with a bring-in of 15 or a small bet of 110: refused as it
    opens, naming the amount and the nearest its chips pay; no table opened."""
    _cash, tables, event, _ = night(db)
    with pytest.raises(ServiceError) as refused:
        tables.open_table(event, T0, stakes=Stakes("stud", "fixed limit", ante=25, bring_in=15,
                                                   small_bet=100, big_bet=200),
                          smallest_chip=25, seats=8)
    assert render(refused.value.message, "en") == (
        "the bring-in of 15 cannot be paid in this table's chips: the smallest chip is 25, so"
        " it must be a multiple of it (the smallest: 25)")
    assert render(refused.value.message, "hu").replace("\xa0", " ") == (
        "bring-in: 15; ez nem fizethető ki az asztal zsetonjaiból: a legkisebb zseton 25,"
        " ennek többszörösének kell lennie (a legkisebb ilyen: 25)")
    with pytest.raises(ServiceError) as refused:
        tables.open_table(event, T0, stakes=Stakes("stud", "fixed limit", ante=25, bring_in=25,
                                                   small_bet=110, big_bet=220),
                          smallest_chip=25, seats=8)
    assert render(refused.value.message, "en").startswith(
        "the small bet of 110 cannot be paid in this table's chips")
    assert render(refused.value.message, "en").endswith("(the nearest: 100 or 125)")
    with Session(db.engine) as s:
        assert s.exec(select(TableRow)).all() == []


def test_R_5_5_the_panel_offers_no_fixed_bet_its_chips_cannot_make(db: Database) -> None:
    """Five-card draw, fixed limit, at a table of 25s stored with bets of 110/220 before
    the opening checked them: the bet of 110 cannot be put in with the table's chips
    (TDA 20), so the first player is offered a check, not a bet the check would refuse."""
    _cash, tables, event, p = night(db)
    table = tables.open_table(event, T0, seats=6, smallest_chip=25, min_buy_in=1_000,
                              stakes=Stakes("draw", "fixed limit", ante=25, small_bet=100,
                                            big_bet=200))
    with Session(db.engine) as s:
        row = s.get(CashTable, table)
        assert row is not None
        row.small_bet, row.big_bet = 110, 220
        s.add(row)
        s.commit()
    for seat, name in enumerate(("Ann", "Ben"), start=1):
        tables.sit(table, p[name], 2_000, T0, seat=seat)
    hand = session(db, tables, table)
    while hand.legal() is None:
        hand.advance()
    engine = hand.deal.legal()
    assert engine is not None and (engine.raise_min, engine.raise_max) == (110, 110)
    legal = hand.to_act()
    assert (legal.raise_min, legal.raise_max) == (None, None)
    assert legal.can_check


def test_R_6_4_a_stored_bring_in_the_chips_cannot_pay_is_not_offered_and_the_dealer_is_told(
        db: Database) -> None:
    """Stud at a table of 25s stored with a bring-in of 15 before the opening checked it
    (TDA 20): the low card is not offered the bring-in (the engine's ``LegalActions``
    says it cannot be paid); the step asks the director to set a bring-in the chips
    make and offers the completion to 100, which the chips pay; B and N are refused in
    words and change nothing; the completion goes on with the hand."""
    _cash, tables, event, p = night(db)
    table = stud_table_with_a_stored_bring_in_of_15(db, tables, event, (p["Ann"], p["Ben"]), T0)
    hand = session(db, tables, table)
    while hand.step().kind is not StepKind.POST_BRING_IN:
        request = hand.card_request()
        free = [c for c in STANDARD_DECK if c not in hand.used_cards()]
        hand.advance(free[:request.count] if request.required else ())
    engine = hand.deal.legal()
    assert engine is not None and engine.bring_in == 15 and engine.bring_in_payable
    legal = hand.to_act()
    assert legal.bring_in == 15 and not legal.bring_in_payable
    assert [type(e).__name__ for e in legal.offered()] == ["BetRaise"]  # complete to 100
    seat = legal.seat
    assert render(hand.step().message, "en") == (
        f"Seat {seat}'s bring-in of 15 cannot be paid in this table's chips, so it is not "
        "offered: ask the director to set a bring-in the chips make (R-6.4). Seat "
        f"{seat} may complete to 100")
    assert render(hand.step().message, "hu").startswith(
        f"A {seat}. szék 15 bring-inje nem fizethető ki az asztal zsetonjaival")
    log = hand.state.log
    for gesture in (hand.bring_in, hand.advance):
        with pytest.raises(MessageError) as refused:
            gesture()
        assert render(refused.value.message, "en") == (
            "the bring-in of 15 cannot be paid in this table's chips: it was not posted; ask "
            "the director to set a bring-in the chips make (R-6.4, TDA 20)")
        assert hand.state.log == log
    hand.bet_raise(100)
    assert hand.state.log != log and hand.to_act().call == 100
