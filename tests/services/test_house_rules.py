"""RULES.md's options as house rules (2026-12-03): "every option listed here is a real
setting a director can change". Each is set in an event's settings (``HouseRules``)
and changes what the event's tables deal: a hand dealt through the same service
calls as the dealer panel (``table_game`` / ``CashDealing.table_game`` and a stored
``DealerSession``), with real amounts. A hand keeps the options it was dealt with
(R-8.1)."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from datetime import UTC, datetime

import pytest
from sqlmodel import Session

from director.engine.cards import Card, parse_cards
from director.engine.event.cash_tables import Stakes
from director.engine.event.seating import draw_for_button
from director.engine.hand.facts.events import DealBoard, DealHole
from director.engine.hand.rules.steps import StepKind
from director.engine.messages import MessageError, render
from director.services.cash.cash_service import CashGameService
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.events.table_games import table_game
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import DealerError, DealerSession
from director.services.tables.table_service import TableService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from director.store.models import Event as EventRow

T0 = datetime(2026, 12, 3, 20, 0, tzinfo=UTC)
BLINDS = [{"small_blind": 50, "big_blind": 100, "minutes": 20}]
FL_HOLDEM = {"game": "holdem", "limit": "fixed limit", "small_blind": 50, "big_blind": 100,
             "min_buy_in": 2_000, "max_buy_in": 20_000}
DRAW = {"game": "draw", "limit": "fixed limit", "ante": 10, "small_bet": 100, "big_bet": 200,
        "min_buy_in": 2_000, "max_buy_in": 20_000}
AUTO = (StepKind.POST_ANTE, StepKind.POST_BLIND, StepKind.BURN, StepKind.DEAL_HOLE,
        StepKind.DEAL_BOARD)


def _tournament(db: Database, house: Mapping[str, object], *, game: str = "holdem",
                limit: str = "no limit", players: int = 3) -> tuple[int, int, list[int]]:
    """A tournament with ``house`` rules, its players seated at one table, the clock
    running: (event, table, the seats taken)."""
    events = EventService(db)
    event = events.create_event("tournament", "Friday", {
        "game": game, "limit": limit, "starting_stack": 10_000,
        "blinds": {"levels": BLINDS}, "house_rules": dict(house)}, T0)
    tournament = TournamentService(db)
    for i in range(1, players + 1):
        tournament.register(event, events.add_player(f"P{event}-{i}", T0), T0)
    seating = SeatingService(db)
    [table] = seating.open_tables(event, 1, T0)
    seating.draw_seats(event, T0, random.Random(1))
    events.start_clock(event, T0)
    return event, table, sorted(TableService(db).next_stacks(table))


def _tournament_dealer(db: Database, event: int, table: int, button: int) -> DealerSession:
    """The table's session as the dealer panel opens it (``dealer_pages.dealer_session``)."""
    return DealerSession.at_table(TableService(db), table, table_game(db, event, T0), button)


def _cash(db: Database, settings: Mapping[str, object], house: Mapping[str, object],
          players: int = 3, button: int = 1) -> tuple[CashTableService, int, DealerSession]:
    """A cash game with ``house`` rules, a table with ``players`` in seats 1, 2…
    (10,000 each), and its session as the dealer panel opens it
    (``dealer_pages.cash_dealer_session``)."""
    events = EventService(db)
    event = events.create_event("cash", "Friday", {**settings, "house_rules": dict(house)}, T0)
    tables = CashTableService(db, random.Random(7))
    table = tables.open_table(event, T0, seats=6)
    for seat in range(1, players + 1):
        tables.sit(table, events.add_player(f"P{event}-{seat}", T0), 10_000, T0, seat=seat)
    dealing = tables.dealing(table)
    return tables, table, DealerSession.at_table(TableService(db), table, dealing.table_game(),
                                                 button, cash=dealing)


def _deal(s: DealerSession, hole: Mapping[int, str] | None = None, board: str = "") -> None:
    """Post, burn and deal (the cards given, else unknown ones) until someone acts."""
    cards = {seat: parse_cards(text.replace(" ", "")) for seat, text in (hole or {}).items()}
    board_cards = parse_cards(board.replace(" ", "")) if board else ()
    while not s.is_complete and (step := s.step()).kind in AUTO:
        if step.kind is StepKind.DEAL_HOLE:
            assert step.seat is not None
            have = len(s.hand.hole[s.hand.player_at(step.seat)])
            count = step.down + step.up
            got: tuple[Card | None, ...] = tuple(cards.get(step.seat, ())[have:have + count])
            s.apply(DealHole(step.seat, got + (None,) * (count - len(got))))
        elif step.kind is StepKind.DEAL_BOARD:
            have = len(s.hand.board)
            got = tuple(board_cards[have:have + step.up])
            s.apply(DealBoard(got + (None,) * (step.up - len(got))))
        else:
            s.advance()


def _round(s: DealerSession, hole: Mapping[int, str] | None = None, board: str = "") -> None:
    """This betting round checked (or the bring-in posted and called) around, then
    the deal on to the next player to act."""
    street = s.hand.street
    while (legal := s.legal()) is not None and s.hand.street == street:
        if legal.bring_in is not None:
            s.bring_in()
        else:
            s.check_call()
    _deal(s, hole, board)


def _raises(s: DealerSession) -> list[int]:
    """Every player raises the least they may, while the rules let them: the totals."""
    raised = []
    while (legal := s.legal()) is not None and legal.can_raise and len(raised) < 8:
        assert legal.raise_min is not None
        raised.append(legal.raise_min)
        s.bet_raise(legal.raise_min)
    return raised


# ---------------------------------------------------------------------


def _tied_seed(players: int) -> int:
    """A shuffle whose draw for the button ties on the top rank (found, not assumed)."""
    for seed in range(1000):
        if len(draw_for_button(range(1, players + 1), random.Random(seed),
                               "redraw").rounds) > 1:
            return seed
    raise AssertionError("no tie in 1,000 shuffles")


def test_R_3_1_redraw_house_rule_gives_the_tied_players_new_cards(db: Database) -> None:
    """R-3.1 option ``tie_break = redraw``: two players tied on the highest rank draw
    again, the others do not; by default the suit decides in one round."""
    seed = _tied_seed(4)
    _, table, seats = _tournament(db, {"button_tie_break": "redraw"}, players=4)
    draw = SeatingService(db).draw_for_button(table, T0, random.Random(seed))
    first, second = draw.rounds[0], draw.rounds[1]
    top = max(card.rank for _, card in first.cards)
    tied = [seat for seat, card in first.cards if card.rank == top]
    assert [seat for seat, _ in first.cards] == seats and len(tied) > 1
    assert [seat for seat, _ in second.cards] == tied
    assert draw.button in tied
    _, plain_table, _ = _tournament(db, {}, players=4)
    assert len(SeatingService(db).draw_for_button(plain_table, T0,
                                                  random.Random(seed)).rounds) == 1


# ---------------------------------------------------------------------


def _hand_folded_to_the_big_blind(s: DealerSession) -> None:
    _deal(s)
    while s.legal() is not None:
        s.fold()
    while not s.is_complete:
        s.advance()


@pytest.mark.parametrize(("moving", "positions"), [(True, (3, 4, 1)), (False, (2, 3, 4))])
def test_R_3_4_moving_button_house_rule_moves_the_button_to_the_next_player(
        db: Database, moving: bool, positions: tuple[int, int, int]) -> None:
    """Blinds 50/100, seats 1 to 4, button 1: seat 2 posts 50, seat 3 posts 100. The
    small blind (seat 2) leaves. The dead button (R-3.4) puts the big blind on seat 4
    and the button on the empty seat 2; with the cash game's ``moving button`` the
    button moves to seat 3, the blinds to seats 4 and 1."""
    tables, table, s = _cash(db, {**FL_HOLDEM, "limit": "no limit"},
                             {"moving_button": moving}, players=4)
    assert s.hand.setup.blinds[:2] == (50, 100) and s.hand.seats[:2] == (2, 3)
    _hand_folded_to_the_big_blind(s)
    tables.leave(table, 2, T0)
    s.next_hand()
    stored = TableService(db).running_state(table).positions
    assert stored is not None
    assert (stored.button, stored.small_blind, stored.big_blind) == positions
    sb, bb = positions[1], positions[2]
    assert s.hand.setup.blinds[s.hand.player_at(sb)] == 50
    assert s.hand.setup.blinds[s.hand.player_at(bb)] == 100


# ---------------------------------------------------------------------


@pytest.mark.parametrize(("burns", "first"), [(False, StepKind.DEAL_BOARD),
                                               (True, StepKind.BURN)])
def test_R_4_4_burns_house_rule_off_deals_the_flop_without_a_burn(
        db: Database, burns: bool, first: StepKind) -> None:
    """R-4.5: a table that does not burn: after the betting before the flop the dealer
    turns the flop at once; by default the burn comes first (R-4.4)."""
    event, table, seats = _tournament(db, {"burns": burns})
    s = _tournament_dealer(db, event, table, seats[-1])
    _deal(s)
    while s.legal() is not None:
        s.check_call()
    assert s.step().kind is first
    assert TableService(db).hand_state(s.hand_id or 0).setup.options.burns is burns


def test_R_8_1_a_house_rule_changed_mid_hand_applies_from_the_next_hand(db: Database) -> None:
    """R-8.1: a hand is fixed when it starts. Burns are turned off while a hand is
    dealt: that hand still burns, after a restart too; the next one does not."""
    event, table, seats = _tournament(db, {})
    s = _tournament_dealer(db, event, table, seats[-1])
    _deal(s)
    with Session(db.engine) as session:
        row = session.get(EventRow, event)
        assert row is not None
        data = json.loads(row.settings)
        data["house_rules"]["burns"] = False
        row.settings = json.dumps(data)
        session.add(row)
        session.commit()
    s.use_for_next_hand(table_game(db, event, T0))  # as the panel does between hands
    again = _tournament_dealer(db, event, table, seats[-1])  # the panel reopened
    for panel in (s, again):
        assert panel.hand.setup.options.burns
    while s.legal() is not None:
        s.check_call()
    assert s.step().kind is StepKind.BURN
    while not s.is_complete:
        if s.legal() is not None:
            s.check_call()
        elif s.step().kind is StepKind.AWARD:
            s.award_to(tuple(((p.seats[0],), ()) for p in s.pot_rows()))
        else:
            s.advance()
    s.next_hand()
    assert not s.hand.setup.options.burns


# ---------------------------------------------------------------------


def test_R_5_5_a_fixed_limit_tournament_of_blinds_only_bets_the_big_blind_and_twice_it(
        db: Database) -> None:
    """A fixed-limit tournament whose levels give only blinds 50/100: the small bet is
    the big blind (100), the big bet twice it (200), as at a cash table; a hand is
    dealt (it raised a bare ValueError before)."""
    event, table, seats = _tournament(db, {}, limit="fixed limit")
    game = table_game(db, event, T0)
    assert (game.betting.small_bet, game.betting.big_bet) == (100, 200)
    s = _tournament_dealer(db, event, table, seats[-1])
    _deal(s)
    legal = s.legal()
    assert legal is not None and (legal.raise_min, legal.raise_max) == (200, 200)


@pytest.mark.parametrize(("house", "raised"), [
    ({"raises": 4}, [200, 300, 400, 500]), ({}, [200, 300, 400])])
def test_R_5_5_raises_house_rule_sets_the_cap(db: Database, house: dict[str, object],
                                             raised: list[int]) -> None:
    """Fixed limit 100/200, three players: the big blind is the bet, then with
    ``raises = 4`` four raises (to 500) before the fifth bet is refused; by default
    three (to 400)."""
    event, table, seats = _tournament(db, house, limit="fixed limit")
    s = _tournament_dealer(db, event, table, seats[-1])
    _deal(s)
    assert _raises(s) == raised
    legal = s.legal()
    assert legal is not None and not legal.can_raise and legal.call == 200


def test_R_5_5_uncapped_heads_up_off_at_a_cash_game_keeps_the_cap(db: Database) -> None:
    """Cash games lift the cap heads-up by default (R-5.5); with the house rule off,
    two players raise three times after the big blind, as in a tournament."""
    _, _, s = _cash(db, FL_HOLDEM, {"uncapped_heads_up": False}, players=2)
    _deal(s)
    assert _raises(s) == [200, 300, 400]
    _, _, default = _cash(db, FL_HOLDEM, {}, players=2)
    _deal(default)
    assert _raises(default) == [200, 300, 400, 500, 600, 700, 800, 900]


def test_R_5_5_uncapped_heads_up_on_at_a_tournament_lifts_the_cap(db: Database) -> None:
    event, table, seats = _tournament(db, {"uncapped_heads_up": True}, limit="fixed limit",
                                      players=2)
    s = _tournament_dealer(db, event, table, seats[-1])
    _deal(s)
    assert _raises(s) == [200, 300, 400, 500, 600, 700, 800, 900]


# ---------------------------------------------------------------------


@pytest.mark.parametrize(("before", "first"), [(True, StepKind.DISCARD),
                                                (False, StepKind.BURN)])
def test_R_6_3_classic_pineapple_house_rule_discards_before_the_flop(
        db: Database, before: bool, first: StepKind) -> None:
    """Classic pineapple: each player discards one of the three hole cards after the
    betting before the flop; by default (crazy pineapple) after the flop's betting."""
    event, table, seats = _tournament(db, {"pineapple_discard_before_flop": before},
                                      game="pineapple")
    s = _tournament_dealer(db, event, table, seats[-1])
    _deal(s)
    while s.legal() is not None:
        s.check_call()
    assert s.step().kind is first and s.hand.board == ()


def test_R_6_3_a_pineapple_discard_of_a_hand_all_known_asks_for_the_card_by_name(
        db: Database) -> None:
    """The dealer typed every hole card; at the discard, Next with no card chosen
    is refused by naming what is missing, the hand as it was: it said "seat 1 holds
    AsKdQh; None is not among them" (found by a club's random night at a pineapple
    table). With the card chosen the discard is done."""
    event, table, seats = _tournament(db, {"pineapple_discard_before_flop": True},
                                      game="pineapple")
    s = _tournament_dealer(db, event, table, seats[-1])
    _deal(s, {1: "As Kd Qh", 2: "2c 3c 4c", 3: "7h 8h 9h"})
    while s.legal() is not None:
        s.check_call()
    step = s.step()
    assert step.kind is StepKind.DISCARD
    seat = step.seat
    assert seat is not None
    held = "".join(str(c) for c in s.hand.hole[s.hand.player_at(seat)])
    log = s.hand.log
    with pytest.raises(MessageError) as refused:
        s.advance(())
    assert render(refused.value.message, "en") == (
        f"seat {seat} holds {held}, every card known: name the card discarded")
    assert render(refused.value.message, "hu").endswith(
        f"szék kezében {held} van, minden lapja ismert: nevezd meg az eldobott lapot")
    assert s.hand.log == log
    s.advance(parse_cards(held[:2]))
    assert len(s.hand.hole[s.hand.player_at(seat)]) == 2


# ---------------------------------------------------------------------

STUD = {"game": "stud", "limit": "fixed limit", "ante": 10, "bring_in": 30, "small_bet": 100,
        "big_bet": 200, "min_buy_in": 2_000, "max_buy_in": 20_000}


@pytest.mark.parametrize(("by_position", "first"), [(True, 1), (False, 2)])
def test_R_6_4_stud_ties_by_position_house_rule(db: Database, by_position: bool,
                                                first: int) -> None:
    """Seven-card stud, button seat 3. On 4th street seats 1 and 2 both show K-7: by
    default the king of spades (seat 2) acts first; with the option, position:
    seat 1, the first left of the button."""
    hole = {1: "2s 3s Kh 7c", 2: "4s 5s Ks 7d", 3: "6s 8s 2c 9c"}
    _, _, s = _cash(db, STUD, {"stud_ties_by_position": by_position}, button=3)
    _deal(s, hole)
    assert s.to_act().seat == 3  # the 2c brings in
    _round(s, hole)
    assert s.hand.street == 1 and s.to_act().seat == first


# ---------------------------------------------------------------------

NO_OPENERS = {2: "Th Td 4c 7s 9d", 3: "2h 3h 6h 8h Qs", 1: "As Kc 3c 8c 5d"}


@pytest.mark.parametrize("reopened", [False, True])
def test_R_6_5_openers_house_rule_nobody_opens_the_deal_is_dead(db: Database,
                                                                reopened: bool) -> None:
    """Jacks or better to open, antes 10, button seat 1: seat 2's tens cannot open,
    nobody bets, the deal is dead and the 30 in antes stays in the pot: the same
    button deals again, everyone antes again (a pot of 60), and no chip is lost,
    with the dealer panel reopened in between too."""
    tables, table, s = _cash(db, DRAW, {"openers": True})
    _deal(s, NO_OPENERS)
    legal = s.legal()
    assert legal is not None and legal.seat == 2 and not legal.can_raise
    _round(s, NO_OPENERS)
    assert s.is_complete and s.hand.dead_deal and s.hand.carried_out == 30
    event = tables.table(table).event_id
    # the 30 is in no seat but still on the table: the ledger balances
    assert CashGameService(db).check(event).difference == 0
    if reopened:
        dealing = tables.dealing(table)
        s = DealerSession.at_table(TableService(db), table, dealing.table_game(), 1,
                                   cash=dealing)
    else:
        s.next_hand()
    assert s.hand.setup.carried_pot == 30 and s.button_seat == 1
    _deal(s, {2: "Kh Kd 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "As 2d 3c 8c 5d"})
    assert s.stacks_by_seat() == {1: 9_980, 2: 9_980, 3: 9_980}
    assert [p.amount for p in s.pot_rows()] == [60]
    assert CashGameService(db).check(event).difference == 0
    s.bet_raise(100)  # seat 2 opens with kings; the others fold
    s.fold()
    s.fold()
    assert s.step().kind is StepKind.SHOW and s.step().seat == 2  # the openers shown
    while not s.is_complete:
        s.advance()
    assert s.stacks_by_seat() == {1: 9_980, 2: 10_040, 3: 9_980}
    assert sum(TableService(db).next_stacks(table).values()) == 30_000
    assert CashGameService(db).check(event).difference == 0
    _, _, default = _cash(db, DRAW, {})
    _deal(default, NO_OPENERS)
    _round(default, NO_OPENERS)
    assert not default.is_complete and default.step().kind is StepKind.DISCARD


def _to_the_draw(db: Database, house: dict[str, object]) -> DealerSession:
    _, _, s = _cash(db, DRAW, house)
    _deal(s, NO_OPENERS)
    _round(s, NO_OPENERS)
    assert s.step().kind is StepKind.DISCARD and s.step().seat == 2
    return s


def test_R_6_5_at_most_three_cards_house_rule(db: Database) -> None:
    """Seat 2 keeps the tens and wants four new cards: refused, three are the most
    (four only keeping a shown ace); by default four are drawn."""
    s = _to_the_draw(db, {"draw_at_most_three": True})
    with pytest.raises(MessageError, match="at most 3 cards may be drawn"):
        s.discard(4, parse_cards("Td4c7s9d"))
    s.discard(3, parse_cards("4c7s9d"))
    assert s.step().kind is not StepKind.DISCARD or s.step().seat != 2
    default = _to_the_draw(db, {})
    default.discard(4, parse_cards("Td4c7s9d"))


def test_R_6_5_aces_stay_house_rule(db: Database) -> None:
    """Seat 1 may not throw the ace away when aces stay; by default it may."""
    s = _to_the_draw(db, {"aces_stay": True})
    s.discard(3, parse_cards("4c7s9d"))  # seat 2
    _deal(s)  # the burn and three cards
    s.discard(0)  # seat 3 stands pat
    assert s.step().seat == 1
    with pytest.raises(MessageError, match="aces may not be exchanged"):
        s.discard(2, parse_cards("AsKc"))
    s.discard(2, parse_cards("3c5d"))


# ---------------------------------------------------------------------

RAZZ = {"game": "razz", "limit": "fixed limit", "ante": 10, "bring_in": 10, "small_bet": 20,
        "big_bet": 40, "min_buy_in": 400, "max_buy_in": 20_000}
RAZZ_TIE = {1: "As 2c Qh 3c 4c 5c Kh", 2: "Ac 2d Ks 3d 4d 5d Qs", 3: "9h 9d 8s"}


@pytest.mark.parametrize(("seven", "reason"), [
    (True, "(R-7.5: lowest card by suit, the ace lowest)."),
    (False, "(R-7.5: highest card by suit, the ace low).")])
def test_R_7_5_stud_odd_chip_by_all_seven_cards_house_rule(db: Database, seven: bool,
                                                           reason: str) -> None:
    """Razz, antes 10, bring-in 10: seats 1 and 2 both make 5-4-3-2-A, seat 3 folds;
    the pot of 50 splits 30/20 in chips of 10. The odd chip goes by the highest card
    shown by suit, or with option RR by the lowest of all seven cards."""
    _, _, s = _cash(db, RAZZ, {"stud_odd_chip_seven_cards": seven}, button=3)
    _deal(s, RAZZ_TIE)
    assert s.to_act().seat == 2  # the king of spades brings in
    s.bring_in()
    s.fold()
    _round(s, RAZZ_TIE)
    while not s.is_complete:
        _round(s, RAZZ_TIE)
        if s.legal() is None:
            s.advance()
    [award] = s.hand.awards
    assert award.amount == 50 and str(award.text).endswith(reason)
    assert s.stacks_by_seat()[2] - s.stacks_by_seat()[1] == 10


def test_R_6_5_the_opener_shows_openers_typed_when_the_cards_were_not(db: Database) -> None:
    """Draw with openers, antes 10, no card typed: seat 2 opens for 100, seats 3 and 1
    fold. The opener must show openers: the step asks for seat 2's five cards (the
    step repeated itself before, each press adding a show that proved nothing, and
    the hand never ended); with K-K typed seat 2 wins the 130."""
    _, _, s = _cash(db, DRAW, {"openers": True})
    _deal(s)
    s.bet_raise(100)
    s.fold()
    s.fold()
    assert s.step().message.id == "step-show-openers" and s.step().seat == 2
    log = s.hand.log
    with pytest.raises(DealerError, match=r"seat 2's unknown cards \(5 cards\)"):
        s.advance()
    assert s.hand.log == log
    s.advance(parse_cards("KhKd4c7s9d"))
    while not s.is_complete:
        s.advance()
    assert s.stacks_by_seat() == {1: 9_990, 2: 10_020, 3: 9_990}


def test_R_6_5_R_8_7_a_dead_pot_keeps_its_cash_table_open_until_it_is_won(
        db: Database) -> None:
    """Draw with openers, antes 10: nobody opens at Table 1, the 30 stays in the pot.
    Settle is refused while the three still sit (they could play it). They leave;
    two players sit down with 2,000 before the table closes: the deal again carries
    the 30 (the antes of players gone, dead money), the opener wins it; then the
    table closes and Settle squares the ledger."""
    tables, table, s = _cash(db, DRAW, {"openers": True})
    _deal(s, NO_OPENERS)
    _round(s, NO_OPENERS)
    assert s.hand.dead_deal and s.hand.carried_out == 30
    event = tables.table(table).event_id
    cash = CashGameService(db)
    settle = ("nobody opened the last deal at Table 1: its pot of 30 is still on the "
              "table; deal there again and play it out before settling (R-6.5)")
    with pytest.raises(ServiceError) as refused:
        cash.finish(event, T0)
    assert render(refused.value.message, "en") == settle
    for seat in (1, 2, 3):
        assert tables.leave(table, seat, T0) == 9_990
    assert cash.check(event).difference == 0
    events = EventService(db)
    for seat in (2, 5):
        tables.sit(table, events.add_player(f"Late {seat}", T0), 2_000, T0, seat=seat)
    dealing = tables.dealing(table)
    again = DealerSession.at_table(TableService(db), table, dealing.table_game(), 1,
                                   cash=dealing)
    assert again.hand.setup.carried_pot == 30
    _deal(again, {5: "Kh Kd 4c 7s 9d", 2: "2h 3h 6h Th Qs"})
    assert again.button_seat == 2  # the button's seat 1 is empty: it moves on
    again.bet_raise(100)  # seat 5 opens with kings, seat 2 folds
    again.fold()
    while not again.is_complete:
        again.advance()
    assert again.stacks_by_seat() == {2: 1_990, 5: 2_040}
    assert [tables.leave(table, seat, T0) for seat in (2, 5)] == [1_990, 2_040]
    assert tables.close_table(table, T0) is None  # no pot waits: nothing given back
    cash.finish(event, T0)
    ledger = cash.ledger(event)
    assert ledger.money_in == ledger.money_out == 34_000


@pytest.mark.parametrize("how", ["close", "settle"])
def test_R_6_5_R_8_7_a_dead_pot_nobody_can_deal_again_goes_back_to_its_players(
        db: Database, how: str) -> None:
    """Draw with openers, antes 10: nobody opens at Table 1 twice in a row; the 60
    waits there. Seat 3's player changes to Table 2 after the first dead deal (its
    10 stays as dead money), seats 1 and 2 cash out 9,980 and leave after the second.
    The table is empty: closing it (or settling the game) gives every player back
    their own antes (20, 20 and 10 paid out, the mover's 10 onto the stack at Table
    2), said in words, and money in equals money out (R-8.7); Ctrl+Z takes it back."""
    tables, table, s = _cash(db, DRAW, {"openers": True})
    event = tables.table(table).event_id
    cash = CashGameService(db)
    other = tables.open_table(event, T0, seats=6)
    names = {x.number: x.player for x in tables.table(table).seats}
    _deal(s, NO_OPENERS)
    _round(s, NO_OPENERS)
    assert s.hand.dead_deal and s.hand.carried_out == 30
    tables.move(table, 3, other, T0, to_seat=1)
    tables.sit(table, EventService(db).add_player("Late", T0), 2_000, T0, seat=3)
    s.next_hand()
    assert s.hand.setup.carried_pot == 30 and s.hand.setup.carried_antes == (10, 0, 10)
    _deal(s, NO_OPENERS)
    _round(s, NO_OPENERS)
    assert s.hand.dead_deal and s.hand.carried_out == 60
    assert [tables.leave(table, seat, T0) for seat in (1, 2, 3)] == [9_980, 9_980, 1_990]
    assert cash.check(event).difference == 0
    if how == "close":
        said = tables.close_table(table, T0)
        assert said is not None
    else:
        tables.leave(other, 1, T0)  # the mover too: the game ends
        [said] = cash.finish(event, T0).given_back
    mover = ("onto the stack at Table 2" if how == "close" else "paid out")
    assert render(said, "en") == (
        f"Nobody opened the last deal at Table 1 and nobody is left to deal it again: "
        f"from its pot of 60 each player got back their own antes: {names[1]} 20 (paid "
        f"out), {names[2]} 20 (paid out), {names[3]} 10 ({mover}), Late 10 (paid out) "
        f"(R-6.5)")
    assert render(said, "hu").startswith(
        "Senki sem nyitott az utolsó osztásban az 1. asztalnál, és már nincs kinek "
        "újraosztani: a 60 zsetonos kasszából mindenki visszakapta a saját antéit:")
    ledger = cash.ledger(event)
    if how == "close":
        assert [t.table_id for t in tables.tables(event)] == [other]
        assert tables.table(other).seats[0].stack == 10_000  # 9,990 and the 10 back
        assert ledger.money_in == ledger.money_out + 10_000
        assert cash.check(event).difference == 0
    else:
        assert ledger.money_in == ledger.money_out == 32_000
    EventService(db).undo_last(event, T0)  # Ctrl+Z: the pot waits again, 60 on the table
    assert cash.check(event).difference == 0 and table in [
        t.table_id for t in tables.tables(event)]


def test_R_6_5_R_8_7_antes_back_that_the_other_tables_chips_cannot_make_are_paid_out(
        db: Database) -> None:
    """Draw with openers, antes 10: nobody opens at Table 1; seat 3's player leaves and
    sits down at a hold'em table of 50/100 (its smallest chip 50) with 2,000; the other
    two leave and the draw table closes. The 10 of antes back to that player cannot go
    onto their stack there (the table has no chip of 10: a stack of 2,010 no chips of
    it make): it is paid out, as to a player with no seat, and the stack stays 2,000
    (R-8.7); the ledger squares."""
    tables, table, s = _cash(db, DRAW, {"openers": True})
    event = tables.table(table).event_id
    cash = CashGameService(db)
    holdem = tables.open_table(event, T0, seats=6, stakes=Stakes(
        "holdem", "no limit", small_blind=50, big_blind=100), max_buy_in=20_000)
    names = {x.number: x.player for x in tables.table(table).seats}
    _deal(s, NO_OPENERS)
    _round(s, NO_OPENERS)
    assert s.hand.dead_deal and s.hand.carried_out == 30
    player = tables.table(table).seat(3).player_id  # type: ignore[union-attr]
    tables.leave(table, 3, T0)
    tables.sit(holdem, player, 2_000, T0, seat=1)
    for seat in (1, 2):
        tables.leave(table, seat, T0)
    said = tables.close_table(table, T0)
    assert said is not None
    assert render(said, "en").endswith(
        f"{names[3]} 10 (paid out: Table 2's chips cannot make it) (R-6.5)")
    assert "(kifizetve: a 2. asztalnál a zsetonokból nem rakható ki)" in render(said, "hu")
    assert tables.table(holdem).seats[0].stack == 2_000  # nothing its chips cannot make
    assert cash.check(event).difference == 0
    tables.leave(holdem, 1, T0)
    cash.finish(event, T0)
    ledger = cash.ledger(event)
    assert ledger.money_in == ledger.money_out


def test_R_6_5_the_opener_who_folded_shows_openers_typed(db: Database) -> None:
    """Draw with openers, antes 10, no card typed: seat 2 opens for 100, seat 3 calls,
    seat 1 folds; after the draw seat 3 bets 200 and seat 2 folds. Seat 2 must still
    show openers: the step asks for the cards (an empty show proves nothing and is
    refused, the hand unchanged); with K-K typed seat 3 wins the 230."""
    _, _, s = _cash(db, DRAW, {"openers": True})
    _deal(s)
    s.bet_raise(100)
    s.check_call()
    s.fold()
    while s.legal() is None:  # the draw: everyone stands pat
        s.advance()
    s.check_call()
    s.bet_raise(200)
    s.fold()
    assert s.step().message.id == "step-show-openers" and s.step().seat == 2
    log = s.hand.log
    with pytest.raises(DealerError, match=r"seat 2's unknown cards \(5 cards\)"):
        s.advance()
    assert s.hand.log == log
    s.advance(parse_cards("KhKd4c7s9d"))
    while not s.is_complete:
        s.advance()
    assert s.stacks_by_seat() == {1: 9_990, 2: 9_890, 3: 10_120}
