"""R-8.7: chips are never created. A cash-out above the chips the player has where the
program knows them (their stack at a table the dealer panel deals, or before any hand,
or the chips they hold bought at the cage), or above what their table can hold where
stacks are not known (a table dealt on the felt: bought in there less cashed out and
raked), is refused in words and changes nothing, at the ledger and at the tables page
alike; a sale at the cage above the largest buy-in of every table is refused naming
it, as a buy-in above a table's largest buy-in is. Blinds 50/100, buy-ins 4,000 to
20,000 (``test_cash_tables.game``)."""

from __future__ import annotations

import random

import pytest

from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.table_service import TableService
from director.store.db import Database
from tests.services.test_cash_felt_hands import first_hand
from tests.services.test_cash_tables import T0, game
from tests.services.test_cash_tables_properties import play_hand


def _state(tables: CashTableService, cash: CashGameService, event: int) -> object:
    return tables.tables(event), cash.ledger(event).lines


def _dealt_at_the_panel(db: Database, seed: int
                        ) -> tuple[CashTableService, CashGameService, int, dict[str, int], int]:
    """Ann, Ben and Cy at Table 1 with 10,000 each, a hand dealt there at the dealer
    panel (its random actions from ``seed``): their stacks are known."""
    _, tables, event, p = game(db)
    t = tables.open_table(event, T0, seats=6)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy")):
        tables.sit(t, p[name], 10_000, T0, seat=seat)
    play_hand(TableService(db), tables, t, random.Random(seed))
    return tables, CashGameService(db), event, p, t


def test_R_8_7_a_cash_out_above_a_stack_the_panel_dealt_is_refused(db: Database) -> None:
    """Table 1 is dealt at the dealer panel: after a hand Ann's stack is known. A
    cash-out of 50 more than it, at the ledger or with the tables page's Leave, is
    refused naming her stack and how it is known; her stack itself is paid."""
    tables, cash, event, p, t = _dealt_at_the_panel(db, 3)
    ann = tables.table(t).seat(1)
    assert ann is not None
    before = _state(tables, cash, event)
    over = ann.chips + 50
    with pytest.raises(ServiceError) as refused:
        cash.cash_out(event, p["Ann"], over, T0)
    assert str(refused.value) == (
        f"a cash-out of {over} is more than Ann's chips at Table 1, {ann.chips} as the "
        "dealer panel dealt them: chips are never created (R-8.7); count the chips Ann "
        "hands in; nothing was paid and Ann stays in the seat")
    with pytest.raises(ServiceError, match="more than Ann's chips at Table 1"):
        tables.leave(t, 1, T0, over)
    assert _state(tables, cash, event) == before
    assert tables.leave(t, 1, T0, ann.chips) == ann.chips


def test_R_8_7_a_cash_out_below_a_stack_the_panel_dealt_is_refused(db: Database) -> None:
    """Chips are never lost either: Ann leaves Table 1, dealt at the dealer panel, and
    a cash-out of 1,000 less than her known stack is refused naming her stack, at the
    ledger and with the tables page's Leave. Accepted, the 1,000 would be missing
    from the tables for good: the running check short by it and the game never
    settled (she holds no chips to cash out later)."""
    tables, cash, event, p, t = _dealt_at_the_panel(db, 5)
    ann = tables.table(t).seat(1)
    assert ann is not None and ann.chips == 30_000
    before = _state(tables, cash, event)
    with pytest.raises(ServiceError) as refused:
        cash.cash_out(event, p["Ann"], 29_000, T0)
    assert str(refused.value) == (
        "a cash-out of 29000 is less than Ann's chips at Table 1, 30000 as the dealer "
        "panel dealt them: every chip Ann takes from the table is paid, or the rest "
        "would be missing from the game (R-8.7); count the chips Ann hands in; nothing "
        "was paid and Ann stays in the seat")
    with pytest.raises(ServiceError, match="less than Ann's chips at Table 1"):
        tables.leave(t, 1, T0, 29_000)
    assert _state(tables, cash, event) == before
    assert tables.leave(t, 1, T0, 30_000) == 30_000
    assert cash.check(event).difference == 0


def test_R_8_7_a_rake_from_a_pot_at_a_panel_table_comes_off_the_stack_it_left(
        db: Database) -> None:
    """The house takes 100 from a pot at Table 1, dealt at the dealer panel: the rake
    is a ledger line, and the panel's stacks still count those chips. Cy, whose pot
    gave them, cashes out 100 less than his stack as dealt: accepted, and the ledger
    and the stacks agree again; 100 less than Ben's stack after that is refused (no
    rake is left to explain it). Everyone out, the game settles (R-8.7: money in is
    money out plus the rake)."""
    tables, cash, event, _, t = _dealt_at_the_panel(db, 2)
    assert [s.chips for s in tables.table(t).seats] == [10_000, 9_950, 10_050]
    cash.rake(event, 100, T0)
    assert cash.check(event).difference == 100  # the panel's stacks hold the rake still
    assert tables.leave(t, 3, T0, 9_950) == 9_950
    assert cash.check(event).difference == 0
    before = _state(tables, cash, event)
    with pytest.raises(ServiceError, match="less than Ben's chips at Table 1"):
        tables.leave(t, 2, T0, 9_850)
    assert _state(tables, cash, event) == before
    tables.leave(t, 2, T0, 9_950)
    tables.leave(t, 1, T0, 10_000)
    cash.finish(event, T0)
    assert cash.ledger(event).money_in == cash.ledger(event).money_out + 100


def test_R_8_7_the_last_stack_that_still_counts_a_rake_is_never_paid_beyond_the_ledger(
        db: Database) -> None:
    """100 raked at Table 1 (dealt at the panel) and Ann and Ben paid their whole stacks
    as dealt: Cy's 10,050 is 100 more than the game's chips by the ledger, 9,950
    (his pot gave the rake), so it is refused in words, nothing paid; 9,950 is paid
    and the game settles. Before, the ledger paid out chips the house had taken."""
    tables, cash, event, _, t = _dealt_at_the_panel(db, 2)
    cash.rake(event, 100, T0)
    tables.leave(t, 1, T0)
    tables.leave(t, 2, T0)
    before = _state(tables, cash, event)
    with pytest.raises(ServiceError) as refused:
        tables.leave(t, 3, T0)
    assert str(refused.value) == (
        "a cash-out of 10050 is more than the 9950 on the table by the ledger (money in "
        "less money out and rake): chips are never created (R-8.7); nothing was paid to Cy")
    assert _state(tables, cash, event) == before
    assert tables.leave(t, 3, T0, 9_950) == 9_950
    cash.finish(event, T0)


def test_R_8_7_before_any_hand_a_player_cashes_out_at_most_what_they_brought(
        db: Database) -> None:
    _, tables, event, p = game(db)
    cash = CashGameService(db)
    t = tables.open_table(event, T0, seats=6)
    tables.sit(t, p["Ann"], 5_000, T0, seat=1)
    tables.top_up(t, 1, 1_000, T0)
    before = _state(tables, cash, event)
    with pytest.raises(ServiceError) as refused:
        cash.cash_out(event, p["Ann"], 10_000, T0)
    assert "Ann's chips at Table 1, 6000 as brought to the seat: no hand was dealt there " \
        "yet" in str(refused.value)
    assert _state(tables, cash, event) == before
    cash.cash_out(event, p["Ann"], 6_000, T0)
    assert tables.table(t).seat(1) is None


def test_R_8_7_at_a_felt_table_a_cash_out_is_within_what_the_table_holds(
        db: Database) -> None:
    """Tables 1 and 2 are dealt on the felt (Next hand): stacks are not known, so Ann
    may take more than she bought (she won); but never more than her table holds:
    20,000 bought there, 14,000 paid to Ann: Ben leaves with at most 6,000. Cy's and
    Dora's 10,000 at Table 2 are not Table 1's; once 500 is raked and Table 1 is
    empty, the game holds 9,500 by the ledger, and so does Table 2."""
    _, tables, event, p = game(db)
    cash, seating = CashGameService(db), SeatingService(db)
    t1, t2 = tables.open_table(event, T0, seats=6), tables.open_table(event, T0, seats=6)
    tables.sit(t1, p["Ann"], 10_000, T0, seat=1)
    tables.sit(t1, p["Ben"], 10_000, T0, seat=2)
    tables.sit(t2, p["Cy"], 5_000, T0, seat=1)
    tables.sit(t2, p["Dora"], 5_000, T0, seat=2)
    first_hand(seating, t1)
    first_hand(seating, t2)
    cash.cash_out(event, p["Ann"], 14_000, T0)  # she won 4,000 of Ben's
    before = _state(tables, cash, event)
    for refused in (lambda: cash.cash_out(event, p["Ben"], 6_050, T0),
                    lambda: tables.leave(t1, 2, T0, 6_050)):
        with pytest.raises(ServiceError) as said:
            refused()
        assert str(said.value) == (
            "a cash-out of 6050 is more than Table 1 can hold: 6000 in chips, what was "
            "bought in there less what was cashed out and raked; chips are never created "
            "(R-8.7); count the chips Ben hands in; nothing was paid and Ben stays in the "
            "seat")
        assert _state(tables, cash, event) == before
    cash.cash_out(event, p["Ben"], 6_000, T0)
    cash.rake(event, 500, T0)
    with pytest.raises(ServiceError, match="more than Table 2 can hold: 9500 in chips"):
        cash.cash_out(event, p["Cy"], 10_000, T0)
    cash.cash_out(event, p["Cy"], 9_500, T0)
    cash.cash_out(event, p["Dora"], 0, T0)
    assert cash.ledger(event).on_table == 0


def test_R_8_7_a_move_from_the_felt_takes_the_chips_counted_from_the_table(
        db: Database) -> None:
    """Ann moves from Table 1 (dealt on the felt) with 7000 counted, 2000 more than
    she bought: Table 1 holds 3000 for Ben, not the 5000 he bought."""
    _, tables, event, p = game(db)
    cash, seating = CashGameService(db), SeatingService(db)
    t1, t2 = tables.open_table(event, T0, seats=6), tables.open_table(event, T0, seats=6)
    tables.sit(t1, p["Ann"], 5_000, T0, seat=1)
    tables.sit(t1, p["Ben"], 5_000, T0, seat=2)
    first_hand(seating, t1)
    tables.move(t1, 1, t2, T0, to_seat=1, counted=7_000)
    with pytest.raises(ServiceError, match="more than Table 1 can hold: 3000 in chips"):
        tables.leave(t1, 2, T0, 3_050)
    assert tables.leave(t1, 2, T0, 3_000) == 3_000
    # Ann's 7,000 counted are known at Table 2 (no hand dealt there yet).
    with pytest.raises(ServiceError, match="more than Ann's chips at Table 2, 7000"):
        cash.cash_out(event, p["Ann"], 7_050, T0)


def test_R_8_7_a_player_at_no_seat_cashes_out_at_most_the_chips_they_hold(
        db: Database) -> None:
    _, tables, event, p = game(db)
    cash = CashGameService(db)
    tables.open_table(event, T0, seats=6)
    cash.buy_in(event, p["Eve"], 5_000, T0)  # at the cage, before a seat
    before = cash.ledger(event).lines
    with pytest.raises(ServiceError) as refused:
        cash.cash_out(event, p["Eve"], 6_000, T0)
    assert str(refused.value) == (
        "a cash-out of 6000 is more than the 5000 in chips Eve holds, bought before a "
        "seat: chips are never created (R-8.7); nothing was paid")
    assert cash.ledger(event).lines == before
    cash.cash_out(event, p["Eve"], 2_000, T0)  # part of them; 3,000 still hers
    cash.cash_out(event, p["Eve"], 3_000, T0)
    with pytest.raises(ServiceError, match="Eve sits at no table and holds no chips bought "
                                           "before a seat: a cash-out of 100 would create"):
        cash.cash_out(event, p["Eve"], 100, T0)


def _home_game(db: Database) -> tuple[CashGameService, int, int, int]:
    """A home game kept in its ledger alone, no table open: Ann and Bob bought 200
    each, 20 raked: 380 on the table."""
    events, cash = EventService(db), CashGameService(db)
    game_id = events.create_event("cash", "Home", {"small_blind": 1, "big_blind": 2}, T0)
    ann, bob = events.add_player("Ann", T0), events.add_player("Bob", T0)
    cash.buy_in(game_id, ann, 200, T0)
    cash.buy_in(game_id, bob, 200, T0)
    cash.rake(game_id, 20, T0)
    return cash, game_id, ann, bob


def test_R_8_7_a_home_game_kept_in_its_ledger_pays_out_at_most_its_chips(
        db: Database) -> None:
    """No table open: the chips are on the game's one felt, money in less out and rake."""
    cash, game_id, ann, bob = _home_game(db)
    with pytest.raises(ServiceError) as refused:
        cash.cash_out(game_id, ann, 400, T0)
    assert str(refused.value) == (
        "a cash-out of 400 is more than the 380 on the table by the ledger (money in less "
        "money out and rake): chips are never created (R-8.7); nothing was paid to Ann")
    assert len(cash.ledger(game_id).lines) == 3
    cash.cash_out(game_id, ann, 380, T0)
    cash.cash_out(game_id, bob, 0, T0)
    assert cash.ledger(game_id).on_table == 0


def test_R_8_7_a_rake_is_at_most_the_chips_on_the_tables(db: Database) -> None:
    """The house's drop comes out of the pots: a rake above the chips on the tables by
    the ledger (400 bought, 20 raked already) is refused in words, nothing taken; the
    380 left can be raked, and then nothing more (before: accepted, and only Settle
    found the ledger off)."""
    cash, game_id, _, _ = _home_game(db)
    with pytest.raises(ServiceError) as refused:
        cash.rake(game_id, 400, T0)
    assert str(refused.value) == (
        "a rake of 400 is more than the 380 on the tables by the ledger (money in less "
        "money out and rake): the house's drop comes out of the pots, and chips are "
        "never created (R-8.7); nothing was taken")
    assert len(cash.ledger(game_id).lines) == 3
    cash.rake(game_id, 380, T0)
    with pytest.raises(ServiceError, match="a rake of 1 is more than the 0 on the tables"):
        cash.rake(game_id, 1, T0)
    assert cash.ledger(game_id).on_table == 0 and len(cash.ledger(game_id).lines) == 4


def test_R_8_7_a_cage_sale_above_every_tables_largest_buy_in_is_refused(
        db: Database) -> None:
    """The tables take at most 20000 and 10000: 25000 at the cage could sit down
    nowhere (a buy-in above a table's largest is refused there too); 15,000 can, and
    then at most 5000 more."""
    _, tables, event, p = game(db)
    cash = CashGameService(db)
    tables.open_table(event, T0, seats=6)
    tables.open_table(event, T0, seats=6, max_buy_in=10_000)
    with pytest.raises(ServiceError) as refused:
        cash.buy_in(event, p["Eve"], 25_000, T0)
    assert str(refused.value) == (
        "a buy-in of 25000 at the cage is more than the largest buy-in at this game's "
        "tables (20000): Eve could sit down with it at none; nothing was charged")
    assert cash.ledger(event).lines == ()
    cash.buy_in(event, p["Eve"], 15_000, T0)
    with pytest.raises(ServiceError) as refused:
        cash.top_up(event, p["Eve"], 6_000, T0)
    assert str(refused.value) == (
        "Eve holds 15000 bought before a seat; 6000 more would make 21000, more than "
        "the largest buy-in at this game's tables (20000): they could sit down with it at "
        "none; sell at most 5000 more; nothing was charged")
    cash.top_up(event, p["Eve"], 5_000, T0)
    assert cash.held(event, p["Eve"]) == 20_000


def test_a_table_with_no_largest_buy_in_takes_any_cage_sale(db: Database) -> None:
    events = EventService(db)
    event = events.create_event("cash", "Deep", {
        "small_blind": 50, "big_blind": 100, "min_buy_in": 4000}, T0)
    eve = events.add_player("Eve", T0)
    tables, cash = CashTableService(db), CashGameService(db)
    t = tables.open_table(event, T0, seats=6)
    assert tables.table(t).max_buy_in is None
    cash.buy_in(event, eve, 100_000, T0)
    assert cash.held(event, eve) == 100_000


def test_R_8_7_leaving_a_felt_table_with_the_stack_bought_is_within_what_it_holds(
        db: Database) -> None:
    """The tables page's Leave without an amount pays the stack as stored: at a table
    dealt on the felt that is what was bought, not what is there. Ann won 4,000 of
    Ben's and took 14,000: Ben's 10,000 bought are more than the table holds (6,000),
    refused; he leaves with the 6,000 counted."""
    _, tables, event, p = game(db)
    cash = CashGameService(db)
    t = tables.open_table(event, T0, seats=6)
    tables.sit(t, p["Ann"], 10_000, T0, seat=1)
    tables.sit(t, p["Ben"], 10_000, T0, seat=2)
    first_hand(SeatingService(db), t)
    tables.leave(t, 1, T0, 14_000)
    before = _state(tables, cash, event)
    with pytest.raises(ServiceError, match="a cash-out of 10000 is more than Table 1 can "
                                           "hold: 6000 in chips"):
        tables.leave(t, 2, T0)
    assert _state(tables, cash, event) == before
    assert tables.leave(t, 2, T0, 6_000) == 6_000
    assert cash.ledger(event).on_table == 0
