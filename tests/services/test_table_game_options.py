"""R-6.4 (2026-12-02): the open-pair big bet follows the event, on at cash tables
and off at tournament tables; the hand's setup carries it, so the dealer panel
can say which applies (``HandState.open_pair_note``). R-5.5: so does the
fixed-limit ``uncapped heads-up``, on in cash games and off in tournaments."""

from __future__ import annotations

from datetime import UTC, datetime

from director.engine.event.structures import Level
from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.events import BetRaise, DealHole, PostBlind
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.state import HandState
from director.services.events.event_service import EventService
from director.services.events.table_games import cash_table_game, table_game_for_level
from director.store.db import Database

T0 = datetime(2026, 12, 2, 20, 0, tzinfo=UTC)


def test_R_6_4_a_tournament_table_plays_no_open_pair_big_bet() -> None:
    level = Level(1, 20, 0, 0, ante=10, limit=Limit.FIXED_LIMIT, small_bet=100, big_bet=200,
                  bring_in=30)
    game = table_game_for_level(level, "stud", Limit.FIXED_LIMIT)
    assert not game.options.open_pair_big_bet and not game.options.straddle


def test_R_6_4_a_cash_table_plays_the_open_pair_big_bet(db: Database) -> None:
    event = EventService(db).create_event("cash", "Friday", {
        "game": "stud", "limit": "fixed limit", "small_blind": 50, "big_blind": 100}, T0)
    assert cash_table_game(db, event).options.open_pair_big_bet


def _heads_up_raises(betting: Betting) -> list[int]:
    """Fixed-limit hold'em 50/100 heads-up before the flop: seat 1 (button, small
    blind) and seat 2 raise in turn while the rules let them; the totals raised to."""
    setup = HandSetup.at_table(HOLDEM, betting, {1: 5000, 2: 5000}, 1, small_blind=50,
                               big_blind=100)
    state = HandState.start(setup)
    state = state.apply(PostBlind(2, 100)).apply(PostBlind(1, 50))
    for seat in (2, 1):
        state = state.apply(DealHole(seat, (None, None)))
    raised = []
    while (legal := state.legal_actions()) is not None and legal.can_raise and len(raised) < 6:
        assert legal.raise_min is not None
        raised.append(legal.raise_min)
        state = state.apply(BetRaise(legal.seat, legal.raise_min))
    return raised


def test_R_5_5_a_cash_table_plays_fixed_limit_uncapped_heads_up(db: Database) -> None:
    """R-5.5: the option ``uncapped heads-up`` is on in cash games: two players at
    the start of the round may raise past the bet and three raises."""
    event = EventService(db).create_event("cash", "Friday", {
        "game": "holdem", "limit": "fixed limit", "small_blind": 50, "big_blind": 100}, T0)
    game = cash_table_game(db, event)
    assert game.betting.uncapped_heads_up
    assert _heads_up_raises(game.betting) == [200, 300, 400, 500, 600, 700]


def test_R_5_5_a_tournament_table_keeps_the_cap_heads_up() -> None:
    """R-5.5 (TDA 48): off in tournaments: the big blind and three raises, heads-up too."""
    level = Level(1, 20, 50, 100, limit=Limit.FIXED_LIMIT, small_bet=100, big_bet=200)
    game = table_game_for_level(level, "holdem", Limit.FIXED_LIMIT)
    assert not game.betting.uncapped_heads_up
    assert _heads_up_raises(game.betting) == [200, 300, 400]
