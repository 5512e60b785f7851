"""R-6.4 (2026-12-02): the open-pair big bet follows the event, on at cash tables
and off at tournament tables; the hand's setup carries it, so the dealer panel
can say which applies (``HandState.open_pair_note``)."""

from __future__ import annotations

from datetime import UTC, datetime

from director.engine.event.structures import Level
from director.engine.hand.facts.betting import Limit
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
