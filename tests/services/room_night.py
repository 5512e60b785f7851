"""A four-player tournament at one table, for the room view's tests: Anna, Bence,
Csilla and Dávid (or the four players named) seated at Table 1, 10,000 chips each,
rebuys in the first two levels, 70/30 payouts."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime

from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database

T0 = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)
SETTINGS = {
    "buy_in": 3000, "fee": 300, "starting_stack": 10000,
    "blinds": {"levels": [{"small_blind": 25, "big_blind": 50, "minutes": 20},
                          {"small_blind": 50, "big_blind": 100, "minutes": 20},
                          {"minutes": 10, "is_break": True},
                          {"small_blind": 100, "big_blind": 200, "minutes": 20}]},
    "rebuys": True, "rebuy": {"until_level": 2, "max_per_player": 2},
    "payouts": {"rows": [{"min_entries": 2, "max_entries": 10, "percents": [70, 30]}]},
    "seats_per_table": 6,
}


PLAYERS = ("Anna", "Bence", "Csilla", "Dávid")


def night(db: Database, players: Sequence[str] = PLAYERS,
          settings: Mapping[str, object] = SETTINGS) -> tuple[int, dict[str, int]]:
    events, tournaments = EventService(db), TournamentService(db)
    event_id = events.create_event("tournament", "Friday Freezeout", dict(settings), T0)
    entries = {}
    for i, name in enumerate(players):
        player = events.add_player(name, T0, nickname=f"nick{i}", email=f"p{i}@example.org")
        entries[name] = tournaments.register(event_id, player, T0)
    SeatingService(db).open_tables(event_id, 1, T0)
    SeatingService(db).draw_seats(event_id, T0, random.Random(4))
    return event_id, entries


def bust(db: Database, event_id: int, entry: int, at: datetime) -> None:
    TournamentService(db).count_chips(entry, 0, at)  # a bust needs zero chips
    TournamentService(db).bust(event_id, {entry: 0}, at)


def knockout_night(db: Database, players: Sequence[str] = PLAYERS
                   ) -> tuple[int, dict[str, int]]:
    """The four at Table 1 in a progressive knockout: 1,000 of each buy-in on their head."""
    events, tournaments = EventService(db), TournamentService(db)
    event_id = events.create_event("tournament", "Knockout Friday", {
        **SETTINGS, "bounty": 1000, "bounty_kind": "progressive"}, T0)
    entries = {name: tournaments.register(event_id, events.add_player(name, T0), T0)
               for name in players}
    SeatingService(db).open_tables(event_id, 1, T0)
    SeatingService(db).draw_seats(event_id, T0, random.Random(4))
    return event_id, entries


def add_on_night(db: Database, players: Sequence[str] = PLAYERS
                 ) -> tuple[int, dict[str, int]]:
    """The four at Table 1 with an add-on at the break (2,000 for 5,000 chips)."""
    return night(db, players, {**SETTINGS, "add_ons": True,
                               "add_on": {"price": 2000, "chips": 5000, "at_break": 1}})
