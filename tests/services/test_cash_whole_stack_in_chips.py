"""R-8.7: a cash player who leaves without naming an amount cashes out their whole
stack, which is paid in their table's chips as a named cash-out is. At a table
dealt at the dealer panel the stack is normally a whole number of the smallest
chip (the stakes, buy-ins and top-ups are, and pots split in that chip, R-7.5),
but a hand stored before the dealer panel refused bets the chips cannot make (a
raise to 113 at a table of 25s, now refused: test_bets_in_table_chips) leaves a
stack of 887 that cannot be on the felt: the cash-out is whatever chips
the player hands in, so the leave is refused in words saying the stack recorded is
wrong and to count the chips, nothing paid and the player still seated."""

from __future__ import annotations

from director.engine.event.cash_tables import Stakes
from director.engine.hand.facts.events import BetRaise
from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.store.db import Database
from tests.services.test_cash_one_record import T0, night, play_to_end, session

GAME = {"small_blind": 25, "big_blind": 50, "min_buy_in": 1_000, "max_buy_in": 10_000}
STAKES = Stakes("holdem", "no limit", 25, 50)


def test_R_8_7_a_whole_stack_its_chips_cannot_make_is_not_paid_silently(
        db: Database) -> None:
    cash, tables, event, p = night(db, GAME)
    table = tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=25,
                              min_buy_in=1_000)
    tables.sit(table, p["Ann"], 1_000, T0, seat=1)
    tables.sit(table, p["Ben"], 2_000, T0, seat=2)
    hand = session(db, tables, table)
    while hand.legal() is None:  # the blinds posted, Ann to act
        hand.advance()
    # a raise the table's chips cannot make, as a hand stored before the panel refused it
    hand.apply(BetRaise(hand.to_act().seat, 113))
    play_to_end(hand)
    assert tables.table(table).seat(1).stack == 887  # type: ignore[union-attr]
    lines = cash.ledger(event).lines
    try:
        tables.leave(table, 1, T0)
    except ServiceError as exc:
        refused = exc
    else:
        raise AssertionError("a cash-out of 887 in 25s was paid")
    assert render(refused.message, "en") == (
        "Ann's stack of 887 cannot be paid in the chips of Table 1: the smallest chip is 25,"
        " so it must be a multiple of it (the nearest: 875 or 900); no stack of 887 can be"
        " on the felt in them, so the stack recorded is wrong: count the chips Ann hands in"
        " and cash out that amount; the player stays in their seat")
    assert render(refused.message, "hu") == (
        "Ann stackje: 887; ez nem fizethető ki az 1. asztal zsetonjaiból: a legkisebb zseton"
        " 25, ennek többszörösének kell lennie (a legközelebbiek: 875 és 900); 887 ezekből"
        " a zsetonokból nem lehet a filcen, tehát a nyilvántartott stack hibás: számold meg,"
        " mennyi zsetont ad le Ann, és annyit fizess ki; a játékos a helyén maradt")
    # nothing paid: Ann in her seat with her stack, no ledger line
    assert tables.table(table).seat(1).stack == 887  # type: ignore[union-attr]
    assert cash.ledger(event).lines == lines
    # the chips she hands in, counted: 875 (a multiple of 25) is paid out
    assert tables.leave(table, 1, T0, 875) == 875
    assert tables.table(table).seat(1) is None


def test_R_8_7_a_whole_stack_in_the_tables_chips_is_paid(db: Database) -> None:
    """The usual case: a stack made of the table's chips leaves as it is."""
    cash, tables, event, p = night(db, GAME)
    table = tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=25,
                              min_buy_in=1_000)
    tables.sit(table, p["Ann"], 1_000, T0, seat=1)
    tables.sit(table, p["Ben"], 2_000, T0, seat=2)
    play_to_end(session(db, tables, table))
    assert tables.table(table).seat(1).stack == 950  # type: ignore[union-attr]
    assert tables.leave(table, 1, T0) == 950
    assert cash.check(event).difference == 0
