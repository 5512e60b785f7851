"""Issue 28, items 6 and 7: a cash game is one record. The ledger and the tables are
the same money: a top-up at the ledger reaches the seat (behind the stack during the
hand, R-8.6), a cash-out at the ledger takes the player off the table, and Settle
(R-8.7) closes the tables, stops the dealing and finishes the game on Home. Every
game of RULES.md section 6 opens as a cash table at its own forced bets and deals
through the dealer session: stud with antes and a bring-in (R-6.4), draw with
antes (R-6.5), guts with an ante (R-6.6)."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, datetime

import pytest

from director.engine.cards import STANDARD_DECK
from director.engine.event.cash_tables import CASH_GAMES, Stakes
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandState
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_list import list_events
from director.services.events.event_service import EventService
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.store.db import Database

T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
HOLDEM = {"small_blind": 50, "big_blind": 100, "min_buy_in": 2_000, "max_buy_in": 20_000}
STUD = {"game": "stud", "limit": "fixed limit", "ante": 10, "bring_in": 30, "small_bet": 100,
        "big_bet": 200, "min_buy_in": 2_000}
#: Each game at its usual stakes (services/tables/table_game.py's USUAL_GAMES).
USUAL = {
    "holdem": Stakes("holdem", "no limit", 50, 100),
    "omaha": Stakes("omaha", "pot limit", 50, 100),
    "omaha-hilo": Stakes("omaha-hilo", "fixed limit", 50, 100),
    "pineapple": Stakes("pineapple", "no limit", 50, 100),
    "stud": Stakes("stud", "fixed limit", ante=10, bring_in=30, small_bet=100, big_bet=200),
    "stud-hilo": Stakes("stud-hilo", "fixed limit", ante=10, bring_in=30, small_bet=100,
                        big_bet=200),
    "razz": Stakes("razz", "fixed limit", ante=10, bring_in=30, small_bet=100, big_bet=200),
    "draw": Stakes("draw", "fixed limit", ante=25, small_bet=100, big_bet=200),
    "draw-piquet": Stakes("draw-piquet", "no limit", ante=25, small_bet=100),
    "guts-monte-carlo": Stakes("guts-monte-carlo", "fixed limit", ante=10),
    "guts-survivor": Stakes("guts-survivor", "fixed limit", ante=10),
}


def night(db: Database, settings: dict[str, object] = HOLDEM
          ) -> tuple[CashGameService, CashTableService, int, dict[str, int]]:
    events = EventService(db)
    event = events.create_event("cash", "Friday", settings, T0)
    players = {n: events.add_player(n, T0) for n in ("Ann", "Ben", "Cy")}
    return CashGameService(db), CashTableService(db, random.Random(3)), event, players


def refusal(command: Callable[[], object]) -> ServiceError:
    """The service's refusal of ``command`` (a test fails when it is not refused)."""
    try:
        command()
    except ServiceError as exc:
        return exc
    raise AssertionError("not refused")


def session(db: Database, tables: CashTableService, table: int) -> DealerSession:
    dealing = tables.dealing(table)
    return DealerSession.at_table(TableService(db), table, dealing.table_game(), 1,
                                  cash=dealing)


def play_to_end(s: DealerSession, all_in: bool = False) -> None:
    """The hand to its end: every player calls (or the first goes all-in and the
    rest call), cards the rules need are typed, each pot goes to its first seat."""
    for _ in range(400):
        if s.is_complete:
            return
        legal = None if s.is_guts else s.legal()
        if s.is_guts and s.step().kind is StepKind.ACT:
            s.declare(s.seats[:1])  # one player in, the round ends
        elif s.step().kind is StepKind.POST_BRING_IN:
            s.bring_in()
        elif legal is not None:
            if all_in and legal.most_is_all_in:
                s.all_in()
                all_in = False
            else:
                s.check_call()
        elif s.step().kind is StepKind.AWARD and s.cards_missing():
            s.award_to(tuple(((p.seats[0],), ()) for p in s.pot_rows() if p.amount))
        else:
            request = s.card_request()
            free = [c for c in STANDARD_DECK if c not in s.used_cards()]
            s.advance(free[:request.count] if request.required else ())
    raise AssertionError(s.step().text)


def test_R_8_6_a_top_up_at_the_ledger_reaches_the_busted_players_seat(db: Database) -> None:
    """Seen: the player stayed at 0 and was dropped from the next hand."""
    cash, tables, event, p = night(db)
    t = tables.open_table(event, T0, seats=6)
    tables.sit(t, p["Ann"], 2_000, T0, seat=1)
    tables.sit(t, p["Ben"], 5_000, T0, seat=2)
    s = session(db, tables, t)
    play_to_end(s, all_in=True)  # all-in and called: the first seat's pot goes to seat 1
    stacks = {x.number: x.stack for x in tables.table(t).seats}
    busted = 2 if stacks[1] else 1
    assert stacks[busted] == 0
    who = "Ann" if busted == 1 else "Ben"
    cash.top_up(event, p[who], 3_000, T0)
    assert tables.table(t).seat(busted).stack == 3_000  # type: ignore[union-attr]
    s.next_hand()
    assert busted in s.seats
    assert s.hand.setup.stacks[s.seats.index(busted)] == 3_000
    assert cash.check(event).difference == 0


def test_R_8_6_a_top_up_during_the_hand_plays_as_chips_behind(db: Database) -> None:
    cash, tables, event, p = night(db)
    t = tables.open_table(event, T0, seats=6)
    tables.sit(t, p["Ann"], 4_000, T0, seat=1)
    tables.sit(t, p["Ben"], 4_000, T0, seat=2)
    s = session(db, tables, t)
    cash.top_up(event, p["Ann"], 1_000, T0)  # at the ledger, her hand being dealt
    assert tables.top_up(t, 2, 500, T0) is True  # at the tables page: behind too
    view = tables.table(t)
    assert [(x.stack, x.behind) for x in view.seats] == [(4_000, 1_000), (4_000, 500)]
    assert s.hand.setup.stacks == (4_000, 4_000)  # the hand plays on without them
    assert cash.check(event).difference == 0
    play_to_end(s)
    s.next_hand()
    assert sum(s.hand.setup.stacks) == 9_500  # joined the stacks at the next hand
    assert all(x.behind == 0 for x in tables.table(t).seats)


def test_R_8_6_a_seat_change_after_a_top_up_in_the_hand_takes_the_chips_behind_along(
        db: Database) -> None:
    """Ann tops up 1,000 while her hand is dealt (behind her stack), the hand ends,
    and the director moves her to table 2 before the next hand: her 1,000 behind go
    with her. Seen: the new seat got the stack only, and the ledger was 1,000 off
    the tables."""
    cash, tables, event, p = night(db)
    t, other = tables.open_table(event, T0, seats=6), tables.open_table(event, T0, seats=6)
    for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
        tables.sit(t, p[name], 3_000, T0, seat=seat)
    s = session(db, tables, t)
    assert tables.top_up(t, 1, 1_000, T0) is True
    play_to_end(s)
    before = tables.table(t).seat(1)
    assert before is not None and before.behind == 1_000
    number = tables.move(t, 1, other, T0, to_seat=4)
    moved = tables.table(other).seat(number)
    assert moved is not None and moved.player == "Ann"
    assert (moved.stack, moved.behind) == (before.stack, 1_000)
    assert cash.check(event).difference == 0
    assert tables.leave(other, number, T0) == before.stack + 1_000  # cashed out whole
    assert cash.check(event).difference == 0


def test_R_8_7_a_cash_out_at_the_ledger_takes_the_player_off_the_table(db: Database) -> None:
    """Seen: after every player cashed out the panel dealt hand 2 to them."""
    cash, tables, event, p = night(db)
    t = tables.open_table(event, T0, seats=6)
    for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
        tables.sit(t, p[name], 3_000, T0, seat=seat)
    cash.cash_out(event, p["Ann"], 3_000, T0)
    assert [x.player for x in tables.table(t).seats] == ["Ben", "Cy"]
    assert cash.seat_of(event, p["Ann"]) is None
    spot = cash.seat_of(event, p["Ben"])  # what the cash-out is pre-filled from
    assert spot is not None and (spot.table, spot.seat, spot.chips) == ("Table 1", 2, 3_000)
    book = cash.book(event)
    assert [(m.name, m.cashed_out, m.result) for m in book.players] == [
        ("Ann", 3_000, 0), ("Ben", None, None), ("Cy", None, None)]
    # Not during her hand: the seat's chips are in play.
    s = session(db, tables, t)
    with pytest.raises(ServiceError, match="in the hand being dealt"):
        cash.cash_out(event, p["Ben"], 3_000, T0)
    assert len(s.seats) == 2


def test_R_8_7_settle_closes_the_tables_stops_the_dealing_and_finishes_the_game(
        db: Database) -> None:
    """Seen: Settle left the tables open, the panel dealt hand 2 and Home said
    "In progress"."""
    cash, tables, event, p = night(db)
    t = tables.open_table(event, T0, seats=6)
    tables.sit(t, p["Ann"], 2_000, T0, seat=1)
    tables.sit(t, p["Ben"], 5_000, T0, seat=2)
    s = session(db, tables, t)
    play_to_end(s, all_in=True)
    with pytest.raises(ServiceError, match=r"still have chips at the tables"):
        cash.finish(event, T0)
    winner = next(x for x in tables.table(t).seats if x.stack)
    loser = next(x for x in tables.table(t).seats if not x.stack)
    cash.cash_out(event, winner.player_id, winner.stack, T0)
    settlement = cash.finish(event, T0)  # the busted player leaves with 0
    assert [(x.payer, x.payee, x.amount) for x in settlement.payments] == [
        (loser.player, winner.player, 2_000)]
    assert tables.tables(event) == []
    assert next(e.status for e in list_events(db) if e.event_id == event) == "finished"
    assert cash.book(event).settled
    with pytest.raises(ServiceError, match="Friday is settled"):
        s.next_hand()
    with pytest.raises(ServiceError, match="Friday is settled"):
        cash.buy_in(event, p["Cy"], 2_000, T0)
    with pytest.raises(ServiceError, match="Friday is settled"):
        tables.open_table(event, T0)
    with pytest.raises(ServiceError, match="settled already"):
        cash.finish(event, T0)
    # One Ctrl+Z takes the settlement back: the table and the busted player return.
    EventService(db).undo_last(event, T0)
    assert next(e.status for e in list_events(db) if e.event_id == event) == "running"
    assert [x.player for x in tables.table(t).seats] == [loser.player]


def test_R_8_7_settle_waits_for_the_hand_being_dealt(db: Database) -> None:
    cash, tables, event, p = night(db)
    t = tables.open_table(event, T0, seats=6)
    tables.sit(t, p["Ann"], 2_000, T0, seat=1)
    tables.sit(t, p["Ben"], 2_000, T0, seat=2)
    session(db, tables, t)
    with pytest.raises(ServiceError, match="a hand is being dealt at Table 1"):
        cash.finish(event, T0)


def test_R_6_4_a_stud_cash_game_opens_its_table_as_stud_and_deals_antes_and_a_bring_in(
        db: Database) -> None:
    """Seen: a game saved as seven-card stud opened its table as "Texas hold'em, no
    limit 50/100"."""
    _, tables, event, p = night(db, STUD)
    t = tables.open_table(event, T0, seats=8)
    view = tables.table(t)
    assert view.stakes.text == "Seven-card stud, fixed limit 100/200, ante 10, bring-in 30"
    assert view.smallest_chip == 10
    for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
        tables.sit(t, p[name], 2_000, T0, seat=seat)
    s = session(db, tables, t)
    setup = s.hand.setup
    assert (setup.game.key, setup.antes, setup.bring_in) == ("stud", (10, 10, 10), 30)
    assert (setup.betting.small_bet, setup.betting.big_bet) == (100, 200)
    assert setup.options.open_pair_big_bet  # on at a cash table
    play_to_end(s)
    assert sum(x.stack for x in tables.table(t).seats) == 6_000


@pytest.mark.parametrize("game", CASH_GAMES)
def test_every_game_of_section_6_deals_a_hand_at_a_cash_table(db: Database, game: str) -> None:
    """Every game of RULES.md section 6 opens at its own stakes and a hand is dealt
    to its end through the dealer session; no chip is made or lost (R-8.7)."""
    cash, tables, event, p = night(db)
    t = tables.open_table(event, T0, seats=4, stakes=USUAL[game], min_buy_in=1_000,
                          max_buy_in=20_000)
    for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
        tables.sit(t, p[name], 3_000, T0, seat=seat)
    s = session(db, tables, t)
    if isinstance(s.state, HandState):
        assert s.hand.setup.game.key == game
    play_to_end(s)
    assert sum(x.stack for x in tables.table(t).seats) == 9_000
    assert cash.check(event).difference == 0


@pytest.mark.parametrize("limit", ["no limit", "pot limit"])
def test_R_3_7_the_straddle_is_offered_in_no_limit_and_pot_limit(db: Database,
                                                                 limit: str) -> None:
    _, tables, event, _ = night(db)
    t = tables.open_table(event, T0, stakes=Stakes("holdem", limit, 50, 100), straddle=True)
    assert tables.table(t).straddle


def test_R_3_7_fixed_limit_and_stud_refuse_the_straddle(db: Database) -> None:
    _, tables, event, _ = night(db)
    with pytest.raises(ServiceError, match=r"not at a fixed-limit table \(R-3\.7\)"):
        tables.open_table(event, T0, stakes=Stakes("holdem", "fixed limit", 50, 100),
                          straddle=True)
    with pytest.raises(ServiceError, match="has no blinds"):
        tables.open_table(event, T0, seats=4, stakes=USUAL["draw-piquet"], straddle=True)
    assert tables.tables(event) == []


def test_R_8_7_settling_a_game_without_tables_is_undone_by_one_ctrl_z(db: Database) -> None:
    """A ledger-only game (no table opened): Settle finishes it and one Ctrl+Z makes
    it running again (it stayed finished when Settle's event row was read before
    the tables' lock)."""
    cash, _, event, p = night(db)
    cash.buy_in(event, p["Ann"], 2_000, T0)
    cash.cash_out(event, p["Ann"], 2_000, T0)
    cash.finish(event, T0)
    assert next(e.status for e in list_events(db) if e.event_id == event) == "finished"
    EventService(db).undo_last(event, T0)
    assert next(e.status for e in list_events(db) if e.event_id == event) == "running"
    assert not cash.book(event).settled
