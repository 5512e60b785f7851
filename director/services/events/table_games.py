"""The game a tournament table deals now: the event's game, or the mixed
rotation's, at the level in force when the hand starts (R-8.1: a new level
applies to the next hand; during a break, the level after it). Its pots split in
the smallest chip the night's color-ups left in play (R-7.5, TDA 20), the chip the
panel's bets and the counts are paid in: not the structure's, since a color-up the
structure names is made when the director makes it."""

from __future__ import annotations

from datetime import datetime

from director.engine.event.structures import Break, Level
from director.engine.frozen import frozen_record
from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.setup import HandOptions
from director.engine.messages import Amount, msg
from director.services.clock.clock_board import color_up_split
from director.services.core.documents import HouseRules, TournamentSettings
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.events.console_queries import event_settings
from director.services.events.event_service import EventService
from director.services.tables.dealer_session import TableGame
from director.services.tables.table_game import cash_game, house_betting, house_options
from director.services.tournament.chips_known import chips_colored_up
from director.services.tournament.color_ups import chips_in_play_now
from director.store.db import Database


def table_game_for_level(level: Level, game_key: str, limit: Limit,
                         chip_unit: int = 1, house: HouseRules | None = None) -> TableGame:
    """A level's game and amounts as the dealer panel plays them; pots split in
    ``chip_unit``s, the smallest chip in play (R-7.5); the event's ``house`` rules
    (RULES.md's options: ``table_game.house_options`` and ``house_betting``, the
    cap kept heads-up unless they lift it, R-5.5). A fixed-limit level that names
    only blinds bets the big blind and twice it (R-5.5), as a cash table does."""
    house = house or HouseRules()
    key = level.game_key or game_key
    if (level.limit or limit) is Limit.FIXED_LIMIT:
        small = level.small_bet or level.big_blind
        if small <= 0:
            raise ServiceError(msg("event-level-fixed-limit-bets", level=level.number,
                                   small_bet=Amount(level.small_bet),
                                   big_bet=Amount(level.big_bet)))
        betting = house_betting(Limit.FIXED_LIMIT, small, level.big_bet or 2 * small,
                                house, False)
    else:
        betting = level.betting() or Betting(limit, level.big_blind or level.small_bet,
                                             level.big_bet)
    options = house_options(HandOptions.for_event(False, betting.limit, chip_unit=chip_unit),
                            house)
    return TableGame(key, betting, small_blind=level.small_blind, big_blind=level.big_blind,
                     ante=level.ante, bring_in=level.bring_in,
                     big_blind_ante=level.big_blind_ante, options=options)


def tournament_table_game(db: Database, event_id: int, now: datetime) -> TableGame:
    """The game for a hand starting at ``now`` at any table of the event."""
    kind, _, settings = event_settings(db, event_id)
    if kind != "tournament" or not isinstance(settings, TournamentSettings):
        raise ServiceError(msg("svc-only-tournament-levels"))
    structure = settings.structure()
    view = EventService(db).clock(event_id, now)
    index = 0 if view is None else view.index
    items = structure.items
    while index < len(items) and isinstance(items[index], Break):
        index += 1
    level = items[min(index, len(items) - 1)]
    if isinstance(level, Break):
        level = structure.levels[-1]
    with UnitOfWork(db, reads_only=True) as uow:  # TDA 20: the night's color-ups
        chip = min(chips_in_play_now(uow.session, event_id, settings), default=1)
    return table_game_for_level(level, settings.game, Limit(settings.limit), chip,
                                settings.house_rules)


@frozen_record
class OnBreak:
    """The clock on a break: the level a hand dealt now is dealt at (the level after the
    break, R-8.1: a new level applies to the next hand), and the break's color-up
    (R-8.3): the chips it takes off still in play (``color_up``), and those the
    director's color-up already took out of play (``colored_up``)."""

    level: int
    color_up: tuple[int, ...] = ()
    colored_up: tuple[int, ...] = ()


def on_break(db: Database, event_id: int, now: datetime) -> OnBreak | None:
    """While the tournament's clock is on a break at ``now``: the next hand's level and
    the break's color-up; ``None`` while a level is played, with no clock, in a cash
    game."""
    kind, _, settings = event_settings(db, event_id)
    if kind != "tournament" or not isinstance(settings, TournamentSettings):
        return None
    view = EventService(db).clock(event_id, now)
    if view is None or not view.is_break:
        return None
    following = view.next_level or settings.structure().levels[-1]
    planned = view.item.color_up if isinstance(view.item, Break) else ()
    if not planned:
        return OnBreak(following.number)
    with UnitOfWork(db, reads_only=True) as uow:
        out = chips_colored_up(uow.session, event_id)
    return OnBreak(following.number, *color_up_split(planned, out))


def cash_table_game(db: Database, event_id: int, chip_unit: int = 1) -> TableGame:
    """A cash game's game and stakes, the same every hand (blinds, or antes, bring-in
    and bets: ``table_game.cash_game``); pots split in the table's ``chip_unit``
    (R-7.5, a table setting), by the event's house rules (RULES.md's options)."""
    kind, _, settings = event_settings(db, event_id)
    if kind != "cash" or isinstance(settings, TournamentSettings):
        raise ServiceError(msg("svc-only-cash-fixed-blinds"))
    return cash_game(settings.stakes(), chip_unit=chip_unit, house=settings.house_rules)


def table_game(db: Database, event_id: int, now: datetime, chip_unit: int = 1) -> TableGame:
    """The game a table of the event deals for a hand starting ``now``; a cash table
    passes its ``chip_unit`` (a tournament's comes from its chips at the level)."""
    kind, _, _ = event_settings(db, event_id)
    return cash_table_game(db, event_id, chip_unit) if kind == "cash" else tournament_table_game(
        db, event_id, now)
