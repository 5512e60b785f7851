"""A cash game's tables (R-3.6, R-8.7): open a table, seat players by choice or by
draw, the waiting list and seat changes, stepping away and coming back with the
missed blinds owed, leaving with a cash-out, every command undone, and the
dealer session dealing at the table from its stored button."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from director.engine.event.button import MissedBlind
from director.engine.event.cash_tables import Owed, Stakes
from director.engine.messages import render
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.tables.dealer_session import DealerSession
from director.store.db import Database

T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
NLH = Stakes("holdem", "no limit", 50, 100)


def game(db: Database) -> tuple[EventService, CashTableService, int, dict[str, int]]:
    events = EventService(db)
    event = events.create_event("cash", "Friday", {
        "small_blind": 50, "big_blind": 100, "min_buy_in": 4000, "max_buy_in": 20000}, T0)
    players = {n: events.add_player(n, T0) for n in ("Ann", "Ben", "Cy", "Dora", "Eve")}
    return events, CashTableService(db, random.Random(7)), event, players


def test_a_table_opens_at_the_events_stakes_and_buy_ins(db: Database) -> None:
    _, tables, event, _ = game(db)
    t1 = tables.open_table(event, T0, seats=9)
    view = tables.table(t1)
    assert (view.name, view.max_seats, view.stakes) == ("Table 1", 9, NLH)
    assert (view.min_buy_in, view.max_buy_in, view.smallest_chip) == (4000, 20000, 50)
    # pots at this table split in units of its smallest chip.
    assert tables.dealing(t1).table_game().options.chip_unit == 50
    # A bigger game at the same event: buy-ins in proportion to the big blind.
    t2 = tables.open_table(event, T0, stakes=Stakes("omaha", "pot limit", 100, 200),
                           seats=6, smallest_chip=100)
    assert (tables.table(t2).min_buy_in, tables.table(t2).max_buy_in) == (8000, 40000)
    assert [t.name for t in tables.tables(event)] == ["Table 1", "Table 2"]


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"seats": 1}, "the seats at the table must be at least 2, not 1"),
    ({"seats": 13}, "the seats at the table must be at most 12, not 13"),
    ({"seats": 9.5}, "the seats at the table must be a whole number, not 9.5"),
    ({"min_buy_in": True}, "the smallest buy-in must be a whole number, not True"),
    ({"seats": 12, "stakes": Stakes("omaha", "pot limit", 50, 100)}, "at most 11 players"),
    ({"smallest_chip": 25, "stakes": Stakes("holdem", "no limit", 10, 20)},
     r"must make up every forced bet and bet \(10, 20\)"),
    ({"name": "Table 1"}, "named Table 1 is open already"),
    ({"min_buy_in": 5000, "max_buy_in": 1000}, "below the smallest"),
])
def test_a_table_that_cannot_be_opened_is_refused(db: Database, kwargs: dict[str, object],
                                                  message: str) -> None:
    _, tables, event, _ = game(db)
    tables.open_table(event, T0)
    with pytest.raises(ServiceError, match=message):
        tables.open_table(event, T0, **kwargs)  # type: ignore[arg-type]
    assert len(tables.tables(event)) == 1


@pytest.mark.parametrize("bad", [1.5, float("inf"), True, "100", None, 2**63, 10**30],
                         ids=repr)
def test_a_buy_in_that_is_not_a_whole_amount_is_refused_at_the_door(db: Database,
                                                                    bad: object) -> None:
    _, tables, event, p = game(db)
    t = tables.open_table(event, T0)
    with pytest.raises(ServiceError, match=r"^the buy-in must be"):
        tables.sit(t, p["Ann"], bad, T0)  # type: ignore[arg-type]
    if bad is not None:  # no seat: one is drawn
        with pytest.raises(ServiceError, match=r"^the seat must be"):
            tables.sit(t, p["Ann"], 5_000, T0, seat=bad)  # type: ignore[arg-type]
    assert tables.table(t).seats == () and CashGameService(db).ledger(event).lines == ()


def test_R_6_4_stud_stakes_are_antes_a_bring_in_and_fixed_limit_bets() -> None:
    """Issue 28: stud is a cash game too; its stakes are not blinds."""
    stud = Stakes("stud", "fixed limit", ante=10, bring_in=30, small_bet=100, big_bet=200)
    assert stud.text == "Seven-card stud, fixed limit 100/200, ante 10, bring-in 30"
    assert Stakes.from_key(stud.key) == stud
    with pytest.raises(ValueError, match="dealt fixed limit at a cash table"):
        Stakes("stud", "no limit", ante=10, bring_in=30, small_bet=100)
    with pytest.raises(ValueError, match="at most the small bet"):
        Stakes("razz", "fixed limit", ante=10, bring_in=150, small_bet=100, big_bet=200)


def test_seats_by_choice_and_by_seeded_draw_with_the_buy_in_in_the_ledger(
        db: Database) -> None:
    _, tables, event, p = game(db)
    t = tables.open_table(event, T0, seats=6)
    assert tables.sit(t, p["Ann"], 10_000, T0, seat=3) == 3
    drawn = tables.sit(t, p["Ben"], 8_000, T0)
    # The draw takes a free seat, the same one for the same seed.
    expected = random.Random(7).choice([1, 2, 4, 5, 6])
    assert drawn == expected
    view = tables.table(t)
    assert [(s.number, s.player, s.stack) for s in view.seats] == sorted(
        [(3, "Ann", 10_000), (expected, "Ben", 8_000)])
    ledger = CashGameService(db).ledger(event)
    assert (ledger.money_in, ledger.players) == (18_000, ("Ann", "Ben"))
    assert CashGameService(db).check(event).difference == 0


@pytest.mark.parametrize(("who", "amount", "seat", "message"), [
    ("Ben", 10_000, 3, "seat 3 is taken"),
    ("Ann", 10_000, 4, "Ann is already seated at Table 1, seat 3"),
    ("Ben", 3_000, 4, "below this table's smallest buy-in \\(4000\\)"),
    ("Ben", 25_000, 4, "above this table's largest buy-in \\(20000\\)"),
    ("Ben", 10_000, 7, "seat 7 does not exist at a 6-seat table"),
])
def test_a_seat_that_cannot_be_taken_is_refused_and_nothing_changes(
        db: Database, who: str, amount: int, seat: int, message: str) -> None:
    _, tables, event, p = game(db)
    t = tables.open_table(event, T0, seats=6)
    tables.sit(t, p["Ann"], 10_000, T0, seat=3)
    with pytest.raises(ServiceError, match=message):
        tables.sit(t, p[who], amount, T0, seat=seat)
    assert [s.player for s in tables.table(t).seats] == ["Ann"]
    assert CashGameService(db).ledger(event).money_in == 10_000


def test_a_full_table_refuses_the_draw(db: Database) -> None:
    _, tables, event, p = game(db)
    t = tables.open_table(event, T0, seats=2)
    tables.sit(t, p["Ann"], 5_000, T0)
    tables.sit(t, p["Ben"], 5_000, T0)
    with pytest.raises(ServiceError, match="all 2 seats are taken"):
        tables.sit(t, p["Cy"], 5_000, T0)


def test_R_8_7_leaving_cashes_out_the_stack_and_a_busted_player_cashes_out_0(
        db: Database) -> None:
    events, tables, event, p = game(db)
    t = tables.open_table(event, T0)
    tables.sit(t, p["Ann"], 10_000, T0, seat=1)
    tables.sit(t, p["Ben"], 4_000, T0, seat=2)
    assert tables.leave(t, 1, T0) == 10_000
    # A busted player (no chips left) leaves with a cash-out of 0.
    from director.services.tables.table_service import TableService
    ts = TableService(db)
    from sqlmodel import Session, select

    from director.store.models import Seat
    with Session(db.engine) as s:
        seat = s.exec(select(Seat).where(Seat.table_id == t, Seat.number == 2)).one()
        seat.stack = 0
        s.add(seat)
        s.commit()
    assert ts.seat_stacks(t) == {2: 0}
    assert tables.leave(t, 2, T0) == 0
    ledger = CashGameService(db).ledger(event)
    assert [(line.kind.value, line.player, line.amount) for line in ledger.lines] == [
        ("buy-in", "Ann", 10_000), ("buy-in", "Ben", 4_000),
        ("cash-out", "Ann", 10_000), ("cash-out", "Ben", 0)]
    assert tables.table(t).seats == ()
    with pytest.raises(ServiceError, match="seat 2 at Table 1 is empty"):
        tables.leave(t, 2, T0)
    # Undo brings Ben back to his seat and removes his cash-out.
    assert events.undo_last(event, T0).kind == "leave"
    assert [(s.number, s.player, s.stack) for s in tables.table(t).seats] == [(2, "Ben", 0)]
    assert CashGameService(db).ledger(event).money_out == 10_000


def test_the_cash_ledger_accepts_a_cash_out_of_0_but_no_other_line_of_0(db: Database) -> None:
    events, _, event, p = game(db)
    cash = CashGameService(db)
    cash.buy_in(event, p["Ann"], 5_000, T0)
    cash.cash_out(event, p["Ann"], 0, T0)
    with pytest.raises(ServiceError, match="amounts are above 0"):
        cash.top_up(event, p["Ann"], 0, T0)
    assert cash.ledger(event).money_out == 0 and len(cash.ledger(event).lines) == 2
    del events


def test_waiting_list_per_stakes_and_seat_change_requests_come_first(db: Database) -> None:
    _, tables, event, p = game(db)
    t1 = tables.open_table(event, T0, seats=2)
    t2 = tables.open_table(event, T0, seats=2)
    big = tables.open_table(event, T0, seats=2, stakes=Stakes("holdem", "no limit", 100, 200))
    tables.sit(t1, p["Ann"], 10_000, T0, seat=1)
    tables.sit(t1, p["Ben"], 10_000, T0, seat=2)
    tables.sit(t2, p["Cy"], 10_000, T0, seat=1)
    tables.add_waiting(event, p["Dora"], NLH, T0)
    tables.add_waiting(event, p["Eve"], Stakes("holdem", "no limit", 100, 200), T0)
    with pytest.raises(ServiceError, match="Dora is on the waiting list for Texas hold'em"):
        tables.add_waiting(event, p["Dora"], NLH, T0)
    with pytest.raises(ServiceError, match="Ann is seated at Table 1 at these stakes"):
        tables.add_waiting(event, p["Ann"], NLH, T0)
    # Ann asks to change to Table 2: she comes before Dora when a seat opens there.
    tables.request_change(t1, 1, T0, to_table=t2)
    with pytest.raises(ServiceError, match="asked for a seat change already"):
        tables.request_change(t1, 1, T0)
    with pytest.raises(ServiceError, match="other stakes"):
        tables.request_change(t1, 2, T0, to_table=big)
    nxt = tables.next_for(t2)
    assert nxt is not None and (nxt.player, nxt.kind, nxt.from_table, nxt.from_seat) == (
        "Ann", "change", t1, 1)
    assert tables.move(t1, 1, t2, T0, counted=10_000) == 2  # from the felt: her chips counted
    assert tables.table(t2).seat(2).player == "Ann"  # type: ignore[union-attr]
    assert tables.table(t1).seat(1) is None
    # Ann's chips went with her; her request is done; Dora is next for Table 1.
    assert tables.table(t2).seat(2).stack == 10_000  # type: ignore[union-attr]
    nxt = tables.next_for(t1)
    assert nxt is not None and (nxt.player, nxt.kind) == ("Dora", "wait")
    big_next = tables.next_for(big)
    assert big_next is not None and big_next.player == "Eve"
    tables.sit(t1, p["Dora"], 5_000, T0, seat=1)
    assert [w.player for w in tables.waiting(event)] == ["Eve"]
    assert tables.next_for(t1) is None  # full
    with pytest.raises(ServiceError, match="plays Texas hold'em, no limit 100/200"):
        tables.move(t1, 1, big, T0)
    assert CashGameService(db).check(event).difference == 0


def test_a_player_who_sits_down_keeps_their_place_on_another_games_list(db: Database) -> None:
    """Dora waits for 50/100 and for 100/200, behind Eve. A seat at 50/100 takes her off
    that list only: she plays there while she waits for the bigger game, still before
    anyone who asks after her, as a name added while seated would (the list refuses
    only the stakes she plays). Before, the sit took her off every list."""
    events, tables, event, p = game(db)
    small = tables.open_table(event, T0, seats=2)
    big_stakes = Stakes("holdem", "no limit", 100, 200)
    tables.open_table(event, T0, seats=2, stakes=big_stakes)
    tables.add_waiting(event, p["Dora"], NLH, T0)
    tables.add_waiting(event, p["Eve"], big_stakes, T0)
    tables.add_waiting(event, p["Dora"], big_stakes, T0)
    seat = tables.sit(small, p["Dora"], 5_000, T0)
    tables.add_waiting(event, p["Ann"], big_stakes, T0)
    assert [(w.player, w.stakes, w.from_table, w.from_seat) for w in tables.waiting(event)] \
        == [("Eve", big_stakes, None, None), ("Dora", big_stakes, small, seat),
            ("Ann", big_stakes, None, None)]  # where Dora plays meanwhile
    events.undo_last(event, T0)  # Ann's name
    events.undo_last(event, T0)  # the sit: her name for 50/100 back in its place
    assert [(w.player, w.stakes) for w in tables.waiting(event)] == [
        ("Dora", NLH), ("Eve", big_stakes), ("Dora", big_stakes)]


def test_a_table_closed_takes_off_the_seat_changes_asked_to_it(db: Database) -> None:
    """Ann asks to move to Table 2; its last player leaves and the director closes it:
    no seat there will free, so her request goes, said in words (en, hu); Dora's name
    on the list stays. Ctrl+Z opens the table again with Ann's request in its place."""
    events, tables, event, p = game(db)
    t1, t2 = tables.open_table(event, T0, seats=2), tables.open_table(event, T0, seats=2)
    tables.sit(t1, p["Ann"], 10_000, T0, seat=1)
    tables.sit(t1, p["Ben"], 10_000, T0, seat=2)
    tables.sit(t2, p["Cy"], 10_000, T0, seat=1)
    tables.request_change(t1, 1, T0, to_table=t2)
    tables.add_waiting(event, p["Dora"], NLH, T0)
    with pytest.raises(ServiceError, match="Table 2 still has players"):
        tables.close_table(t2, T0)
    tables.leave(t2, 1, T0)
    said = tables.close_table(t2, T0)
    assert said is not None
    assert render(said) == "Ann's seat change to Table 2 is taken off: the table is closed"
    assert render(said, "hu") == "Ann székcsere-kérése törölve: a 2. asztal be van zárva"
    assert [(w.player, w.kind) for w in tables.waiting(event)] == [("Dora", "wait")]
    assert [t.table_id for t in tables.tables(event)] == [t1]
    events.undo_last(event, T0)
    assert [(w.player, w.kind, w.table_id) for w in tables.waiting(event)] == [
        ("Ann", "change", t2), ("Dora", "wait", None)]
    assert [t.table_id for t in tables.tables(event)] == [t1, t2]


def test_a_name_is_taken_off_the_list_and_the_undo_puts_it_back(db: Database) -> None:
    events, tables, event, p = game(db)
    w = tables.add_waiting(event, p["Dora"], NLH, T0)
    tables.remove_waiting(w, T0)
    assert tables.waiting(event) == []
    with pytest.raises(ServiceError, match="no longer on the waiting list"):
        tables.remove_waiting(w, T0)
    events.undo_last(event, T0)
    assert [x.player for x in tables.waiting(event)] == ["Dora"]


def test_a_top_up_respects_the_largest_buy_in(db: Database) -> None:
    _, tables, event, p = game(db)
    t = tables.open_table(event, T0)
    tables.sit(t, p["Ann"], 15_000, T0, seat=1)
    with pytest.raises(ServiceError, match="would make 21000"):
        tables.top_up(t, 1, 6_000, T0)
    tables.top_up(t, 1, 5_000, T0)
    assert tables.table(t).seat(1).stack == 20_000  # type: ignore[union-attr]
    assert CashGameService(db).ledger(event).money_in == 20_000


def dealt_hand(session: DealerSession) -> None:
    """Post, deal, everyone folds to the big blind: the hand is over."""
    while not session.is_complete:
        if session.legal() is not None:
            session.fold()
        else:
            session.advance()


def test_R_3_6_a_player_away_misses_the_blinds_and_owes_them_on_return(db: Database) -> None:
    _, tables, event, p = game(db)
    from director.services.tables.table_service import TableService
    ts = TableService(db)
    t = tables.open_table(event, T0, seats=6)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy"), (4, "Dora")):
        tables.sit(t, p[name], 10_000, T0, seat=seat)
    dealing = tables.dealing(t)
    session = DealerSession.at_table(ts, t, dealing.table_game(), 1, cash=dealing)
    # First hand: button 1, small blind 2, big blind 3.
    assert (session.button_seat, tables.table(t).small_blind_seat,
            tables.table(t).big_blind_seat) == (1, 2, 3)
    with pytest.raises(ServiceError, match="in the hand being dealt; they sit out from"):
        tables.step_away(t, 4, T0)
    dealt_hand(session)
    tables.step_away(t, 4, T0)  # Dora, due the big blind next, steps away
    with pytest.raises(ServiceError, match="Dora is away already"):
        tables.step_away(t, 4, T0)
    session.next_hand()
    # The big blind passes Dora: she missed both blinds, is not dealt in.
    assert 4 not in session.seats
    dora = tables.table(t).seat(4)
    assert dora is not None and dora.away and dora.owed == Owed(100, 50)
    positions = ts.running_state(t).positions
    assert positions is not None and positions.missed_by(4) is MissedBlind.BOTH
    dealt_hand(session)
    tables.come_back(t, 4, T0, post=True)
    session.next_hand()
    # Button 3, small blind 1, big blind 2: seat 4 lies between the button and the
    # small blind, where nobody posts; she waits until the button has passed.
    assert (session.button_seat, 4 in session.seats) == (3, False)
    dealt_hand(session)
    session.next_hand()
    # Button 1, small blind 2, big blind 3: she posts a live big blind and a dead
    # small blind and is dealt in.
    assert (session.button_seat, 4 in session.seats) == (1, True)
    i = session.hand.setup.seats.index(4)
    assert session.hand.setup.blinds[i] == 100 and session.hand.setup.dead_blinds[i] == 50
    assert tables.table(t).seat(4).posting is False  # type: ignore[union-attr]
    dealt_hand(session)
    assert CashGameService(db).check(event).difference == 0


@pytest.mark.parametrize("post", [False, True])
def test_R_3_6_a_newcomer_waits_for_the_big_blind_unless_posting(db: Database,
                                                                 post: bool) -> None:
    _, tables, event, p = game(db)
    from director.services.tables.table_service import TableService
    ts = TableService(db)
    t = tables.open_table(event, T0, seats=6)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy"), (4, "Dora")):
        tables.sit(t, p[name], 10_000, T0, seat=seat)
    dealing = tables.dealing(t)
    session = DealerSession.at_table(ts, t, dealing.table_game(), 1, cash=dealing)
    # Eve sits in seat 6 during the first hand (button 1, blinds 2 and 3).
    tables.sit(t, p["Eve"], 10_000, T0, seat=6, post=post)
    eve = tables.table(t).seat(6)
    assert eve is not None and eve.owed == Owed(100, 0)
    assert (eve.waiting_for_big_blind, eve.posting) == (not post, post)
    with pytest.raises(ServiceError, match="seat 1 at Table 1 is in the hand being dealt"):
        tables.leave(t, 1, T0)
    dealt_hand(session)
    session.next_hand()  # button 2, small blind 3, big blind 4; seat 6 is after it
    assert session.hand.setup.blinds[session.seats.index(4)] == 100
    if post:
        # She posts a big blind to enter, live: the blind seats' amounts stand.
        assert session.hand.setup.blinds[session.seats.index(6)] == 100
        assert tables.table(t).seat(6).posting is False  # type: ignore[union-attr]
    else:
        assert 6 not in session.seats
        dealt_hand(session)
        session.next_hand()  # the big blind reaches seat 6: Eve is dealt in, posting it
        assert session.hand.setup.blinds[session.seats.index(6)] == 100
    assert tables.table(t).seat(6).owed == Owed(0, 0)  # type: ignore[union-attr]


def test_R_3_6_a_player_in_a_seat_someone_left_is_a_new_player(db: Database) -> None:
    _, tables, event, p = game(db)
    from director.services.tables.table_service import TableService
    t = tables.open_table(event, T0, seats=6)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy"), (4, "Dora")):
        tables.sit(t, p[name], 10_000, T0, seat=seat)
    dealing = tables.dealing(t)
    session = DealerSession.at_table(TableService(db), t, dealing.table_game(), 1, cash=dealing)
    dealt_hand(session)  # button 1, blinds 2 and 3
    # Ann leaves seat 1; Eve sits there: she is new, not Ann.
    tables.leave(t, 1, T0)
    tables.sit(t, p["Eve"], 10_000, T0, seat=1)
    eve = tables.table(t).seat(1)
    assert eve is not None and eve.waiting_for_big_blind and eve.owed == Owed(100, 0)
    session.next_hand()  # button 2, small blind 3, big blind 4: seat 1 waits
    assert (session.button_seat, 1 in session.seats) == (2, False)
    dealt_hand(session)
    session.next_hand()  # the big blind reaches seat 1: Eve is dealt in, posting it
    assert session.hand.setup.blinds[session.seats.index(1)] == 100


def test_a_second_panel_goes_on_from_the_stored_button(db: Database) -> None:
    _, tables, event, p = game(db)
    from director.services.tables.table_service import TableService
    t = tables.open_table(event, T0, seats=6)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy")):
        tables.sit(t, p[name], 10_000, T0, seat=seat)
    dealing = tables.dealing(t)
    first = DealerSession.at_table(TableService(db), t, dealing.table_game(), 1, cash=dealing)
    dealt_hand(first)
    # A new panel (or a restart) for the table: the button moves on to seat 2.
    second = DealerSession.at_table(TableService(db), t, dealing.table_game(), 1,
                                    cash=tables.dealing(t))
    assert second.button_seat == 2
    assert tables.table(t).button == 2


def test_every_table_command_is_undone_through_the_action_log(db: Database) -> None:
    events, tables, event, p = game(db)
    t = tables.open_table(event, T0)
    tables.sit(t, p["Ann"], 10_000, T0, seat=1)
    tables.sit(t, p["Ben"], 10_000, T0, seat=2)
    tables.top_up(t, 2, 2_000, T0)
    tables.step_away(t, 2, T0)
    tables.request_change(t, 1, T0)
    tables.move(t, 1, t, T0, to_seat=5)
    kinds = []
    for _ in range(7):
        kinds.append(events.undo_last(event, T0).kind)
    assert kinds == ["seat change", "seat change request", "away", "top-up", "sit", "sit",
                     "open cash table"]
    assert tables.tables(event) == [] and tables.waiting(event) == []
    assert CashGameService(db).ledger(event).lines == ()


def test_a_closed_table_must_be_empty(db: Database) -> None:
    _, tables, event, p = game(db)
    t = tables.open_table(event, T0)
    tables.sit(t, p["Ann"], 10_000, T0, seat=1)
    with pytest.raises(ServiceError, match="still has players"):
        tables.close_table(t, T0)
    tables.leave(t, 1, T0)
    tables.close_table(t, T0)
    assert tables.tables(event) == []


def test_R_3_7_a_straddle_asked_for_at_a_table_that_allows_it(db: Database) -> None:
    """The first player left of the big blind posts a live 200 straddle (twice the
    big blind) in the hand it is asked for, not in the one after; refused where the
    table does not play it."""
    _, tables, event, p = game(db)
    from director.services.tables.table_service import TableService
    plain = tables.open_table(event, T0, seats=6)
    with pytest.raises(ServiceError, match="Table 1 does not play the straddle"):
        tables.straddle_next(plain, True, T0)
    with pytest.raises(ServiceError, match="not at a fixed-limit table"):
        tables.open_table(event, T0, straddle=True,
                          stakes=Stakes("holdem", "fixed limit", 50, 100))
    with pytest.raises(ServiceError, match="not at a spread-limit table"):  # 2026-12-02
        tables.open_table(event, T0, straddle=True,
                          stakes=Stakes("holdem", "spread limit", 50, 100))
    t = tables.open_table(event, T0, seats=6, straddle=True)
    for seat, name in ((1, "Ann"), (2, "Ben"), (3, "Cy"), (4, "Dora")):
        tables.sit(t, p[name], 10_000, T0, seat=seat)
    tables.straddle_next(t, True, T0)
    assert tables.table(t).straddle_next
    dealing = tables.dealing(t)
    session = DealerSession.at_table(TableService(db), t, dealing.table_game(), 1, cash=dealing)
    setup = session.hand.setup
    # Button 1, blinds 2 (50) and 3 (100); seat 4 straddles 200.
    assert setup.straddler is not None and setup.seats[setup.straddler] == 4
    assert setup.blinds[setup.seats.index(4)] == 200
    assert not tables.table(t).straddle_next  # one hand at a time
    dealt_hand(session)
    session.next_hand()
    assert session.hand.setup.straddler is None


def test_R_3_7_no_straddle_heads_up(db: Database) -> None:
    _, tables, event, p = game(db)
    from director.services.tables.table_service import TableService
    t = tables.open_table(event, T0, seats=6, straddle=True)
    tables.sit(t, p["Ann"], 10_000, T0, seat=1)
    tables.sit(t, p["Ben"], 10_000, T0, seat=2)
    tables.straddle_next(t, True, T0)
    dealing = tables.dealing(t)
    session = DealerSession.at_table(TableService(db), t, dealing.table_game(), 1, cash=dealing)
    assert session.hand.setup.straddler is None
    assert sorted(session.hand.setup.blinds) == [50, 100]


def test_R_8_7_chips_bought_before_a_seat_go_to_the_seat_charged_once(db: Database) -> None:
    """R-8.7: a player on the waiting list buys 5,000 in chips at the cage; "the chips
    stay with the player until they sit down". The running check does not look for
    them on the table (they were counted missing), and sitting down takes them to the
    seat: with a buy-in of 0 they sit with 5,000 and nothing more is charged (they were
    charged twice); with 3,000 more, 8,000. Undone, the sit gives the chips back to
    the player's hand."""
    events, tables, event, p = game(db)
    cash = CashGameService(db)
    table = tables.open_table(event, T0, seats=9)
    tables.sit(table, p["Ann"], 10_000, T0, seat=1)
    tables.sit(table, p["Ben"], 10_000, T0, seat=2)
    tables.add_waiting(event, p["Cy"], NLH, T0)
    cash.buy_in(event, p["Cy"], 5_000, T0)
    assert cash.held(event, p["Cy"]) == 5_000
    check = cash.check(event)
    assert (check.expected, check.counted, check.held, check.difference) == (
        20_000, 20_000, 5_000, 0)
    assert [x.held for x in cash.book(event).players] == [0, 0, 5_000]

    tables.sit(table, p["Cy"], 0, T0, seat=3)
    assert tables.table(table).seat(3).stack == 5_000  # type: ignore[union-attr]
    assert cash.ledger(event).money_in == 25_000, "charged once"
    assert cash.held(event, p["Cy"]) == 0
    assert cash.check(event).difference == 0
    events.undo_last(event, T0)
    assert tables.table(table).seat(3) is None
    assert cash.held(event, p["Cy"]) == 5_000

    tables.sit(table, p["Cy"], 3_000, T0, seat=3)
    assert tables.table(table).seat(3).stack == 8_000  # type: ignore[union-attr]
    assert cash.ledger(event).money_in == 28_000
    check = cash.check(event)
    assert (check.expected, check.held, check.difference) == (28_000, 0, 0)
    # They leave: the cash-out pays their stack; chips bought at no table again are
    # theirs to hold until the next seat.
    assert tables.leave(table, 3, T0) == 8_000
    cash.buy_in(event, p["Cy"], 4_000, T0)
    assert cash.held(event, p["Cy"]) == 4_000


def test_R_8_7_a_player_holding_chips_sits_within_the_tables_buy_ins(db: Database) -> None:
    """The chips a player holds and the buy-in together are within the table's buy-ins
    (4,000 to 20,000), refused in words with nothing changed; with no chips held, a
    buy-in of 0 is refused as before."""
    _, tables, event, p = game(db)
    cash = CashGameService(db)
    table = tables.open_table(event, T0, seats=9)
    cash.buy_in(event, p["Dora"], 1_000, T0)
    with pytest.raises(ServiceError, match=r"^Dora holds 1000 and buys in for 0: together "
                       r"below this table's smallest buy-in \(4000\)$"):
        tables.sit(table, p["Dora"], 0, T0)
    with pytest.raises(ServiceError, match=r"above this table's largest buy-in \(20000\)"):
        tables.sit(table, p["Dora"], 19_500, T0)
    assert tables.table(table).seats == () and cash.ledger(event).money_in == 1_000
    with pytest.raises(ServiceError, match=r"^chips bought before a seat are still held by "
                       r"Dora; cash them out before settling \(R-8.7\)$"):
        cash.finish(event, T0)
    tables.sit(table, p["Dora"], 3_000, T0, seat=4)
    assert tables.table(table).seat(4).stack == 4_000  # type: ignore[union-attr]
    with pytest.raises(ServiceError, match="above 0"):
        tables.sit(table, p["Eve"], 0, T0)
