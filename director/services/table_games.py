"""The game a tournament table deals now: the event's game, or the mixed
rotation's, at the level in force when the hand starts (R-8.1: a new level
applies to the next hand; during a break, the level after it)."""

from __future__ import annotations

from datetime import datetime

from director.engine.betting import Betting, Limit
from director.engine.structures import Break, Level
from director.services.console_queries import event_settings
from director.services.dealer_session import TableGame
from director.services.event_service import EventService
from director.services.unit_of_work import ServiceError
from director.store.db import Database
from director.store.documents import TournamentSettings


def table_game_for_level(level: Level, game_key: str, limit: Limit) -> TableGame:
    """A level's game and amounts as the dealer panel plays them."""
    key = level.game_key or game_key
    betting = level.betting()
    if betting is None:
        smallest = level.big_blind or level.small_bet
        betting = (Betting.fixed_limit(level.small_bet, level.big_bet)
                   if limit is Limit.FIXED_LIMIT else Betting(limit, smallest, level.big_bet))
    return TableGame(key, betting, small_blind=level.small_blind, big_blind=level.big_blind,
                     ante=level.ante, bring_in=level.bring_in,
                     big_blind_ante=level.big_blind_ante)


def tournament_table_game(db: Database, event_id: int, now: datetime) -> TableGame:
    """The game for a hand starting at ``now`` at any table of the event."""
    kind, _, settings = event_settings(db, event_id)
    if kind != "tournament" or not isinstance(settings, TournamentSettings):
        raise ServiceError("only a tournament has levels to deal by")
    structure = settings.structure()
    view = EventService(db).clock(event_id, now)
    index = 0 if view is None else view.index
    items = structure.items
    while index < len(items) and isinstance(items[index], Break):
        index += 1
    level = items[min(index, len(items) - 1)]
    if isinstance(level, Break):
        level = structure.levels[-1]
    return table_game_for_level(level, settings.game, Limit(settings.limit))


def cash_table_game(db: Database, event_id: int) -> TableGame:
    """A cash game's game and blinds, the same every hand."""
    kind, _, settings = event_settings(db, event_id)
    if kind != "cash" or isinstance(settings, TournamentSettings):
        raise ServiceError("only a cash game has fixed blinds")
    limit = Limit(settings.limit)
    big = settings.big_blind
    betting = Betting.fixed_limit(big, 2 * big) if limit is Limit.FIXED_LIMIT else Betting(
        limit, big, 2 * big)
    return TableGame(settings.game, betting, small_blind=settings.small_blind, big_blind=big)


def table_game(db: Database, event_id: int, now: datetime) -> TableGame:
    """The game a table of the event deals for a hand starting ``now``."""
    kind, _, _ = event_settings(db, event_id)
    return cash_table_game(db, event_id) if kind == "cash" else tournament_table_game(
        db, event_id, now)
