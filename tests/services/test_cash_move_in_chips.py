"""R-8.7: a cash player moved to another table (a seat change, or a seat-change
request seated from the waiting list) brings their stack, which must be paid in
that table's chips. From a table of 5s to one whose smallest chip is 25, a stack
of 1,005 cannot: refused in words (English and Hungarian) with what to do at the
cage and the nearest amounts, nothing moved; a stack the program does not know
(a table dealt on the felt) is not refused on the amount bought."""

from __future__ import annotations

from director.engine.event.cash_tables import Stakes
from director.engine.messages import render
from director.services.cash.cash_tables import CashTableService
from director.store.db import Database
from tests.services.test_cash_one_record import T0, night, play_to_end, refusal, session

GAME = {"small_blind": 25, "big_blind": 50, "min_buy_in": 1_000, "max_buy_in": 10_000}
STAKES = Stakes("holdem", "no limit", 25, 50)


def _tables(tables: CashTableService, event: int, low: int = 1_000) -> tuple[int, int]:
    """Table 1 plays with 5s (its smallest buy-in ``low``), table 2 (the same stakes)
    with 25s at the smallest."""
    return (tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=5,
                              min_buy_in=low),
            tables.open_table(event, T0, seats=6, stakes=STAKES, smallest_chip=25,
                              min_buy_in=1_000))


def test_R_8_7_a_stack_the_new_tables_chips_cannot_pay_is_not_moved(db: Database) -> None:
    cash, tables, event, p = night(db, GAME)
    small, big = _tables(tables, event)
    tables.sit(small, p["Ann"], 1_005, T0, seat=1)
    tables.sit(small, p["Ben"], 2_000, T0, seat=2)
    play_to_end(session(db, tables, small))  # a hand at the panel: the stacks are known
    stack = tables.table(small).seat(1).stack  # type: ignore[union-attr]
    assert stack == 955  # she called the big blind and lost the hand
    lines = cash.ledger(event).lines
    refused = refusal(lambda: tables.move(small, 1, big, T0))
    assert render(refused.message, "en") == (
        "Ann's stack of 955 cannot be paid in the chips of Table 2: the smallest chip is 25,"
        " so it must be a multiple of it (the nearest: 950 or 975); change up at the cage"
        " first: cash out here and buy in at Table 2 for 950 (5 paid out), or top up here to"
        " 975; the player stays in their seat")
    assert render(refused.message, "hu") == (
        "Ann stackje: 955; ez nem fizethető ki a 2. asztal zsetonjaiból: a legkisebb zseton"
        " 25, ennek többszörösének kell lennie (a legközelebbiek: 950 és 975); előbb válts"
        " a kasszánál: fizesd ki itt, és ültesd le a 2. asztalnál 950 beszállóval (5"
        " kifizetve), vagy töltsd fel itt a stackjét ennyire: 975; a játékos a helyén maradt")
    # nothing moved: Ann in her seat with her stack, table 2 empty, no ledger line
    assert tables.table(small).seat(1).stack == stack  # type: ignore[union-attr]
    assert tables.table(big).seats == ()
    assert cash.ledger(event).lines == lines
    # her seat-change request, seated from the waiting list, is the same move
    request = tables.request_change(small, 1, T0, to_table=big)
    assert refusal(lambda: tables.move(small, 1, big, T0)).message == refused.message
    assert [w.waiting_id for w in tables.waiting(event)] == [request]
    tables.top_up(small, 1, 20, T0)  # the next amount up, in 5s at her table
    number = tables.move(small, 1, big, T0)
    moved = tables.table(big).seat(number)
    assert moved is not None and (moved.player, moved.stack) == ("Ann", 975)
    assert tables.waiting(event) == []
    assert cash.check(event).difference == 0


def test_R_8_7_a_stack_below_the_new_tables_smallest_chip_is_told_to_top_up(
        db: Database) -> None:
    """Ann bought in for 5 and won 5: a stack of 10 cannot be paid in 25s at all; top
    it up to 25 first."""
    cash, tables, event, p = night(db, GAME)
    small, big = _tables(tables, event, low=5)
    tables.sit(small, p["Ben"], 2_000, T0, seat=1)
    tables.sit(small, p["Ann"], 5, T0, seat=2)
    play_to_end(session(db, tables, small))
    assert tables.table(small).seat(2).stack == 10  # type: ignore[union-attr]
    refused = refusal(lambda: tables.move(small, 2, big, T0))
    assert render(refused.message, "en") == (
        "Ann's stack of 10 cannot be paid in the chips of Table 2: the smallest chip is 25,"
        " so it must be a multiple of it (the smallest: 25); top up here to 25 first; the"
        " player stays in their seat")
    assert render(refused.message, "hu").endswith(
        "előbb töltsd fel itt a stackjét ennyire: 25; a játékos a helyén maradt")
    assert tables.table(big).seats == () and cash.check(event).difference == 0


def test_R_8_7_a_stack_not_tracked_is_counted_and_the_count_paid_in_the_new_chips(
        db: Database) -> None:
    """At a table dealt on the felt the program knows only what was bought, not the
    stack: the move is not checked on that amount but on the chips counted (R-8.7,
    ``test_cash_move_counted``): 1,005 in 25s is refused with the cage's advice,
    1,000 counted moves her."""
    _cash, tables, event, p = night(db, GAME)
    small, big = _tables(tables, event)
    tables.sit(small, p["Ann"], 1_005, T0, seat=1)
    refused = refusal(lambda: tables.move(small, 1, big, T0, counted=1_005))
    assert render(refused.message, "en").endswith(
        "cash out here and buy in at Table 2 for 1,000 (5 paid out), or top up here to 1,025;"
        " the player stays in their seat")
    number = tables.move(small, 1, big, T0, counted=1_000)
    moved = tables.table(big).seat(number)
    assert moved is not None and (moved.player, moved.stack) == ("Ann", 1_000)
