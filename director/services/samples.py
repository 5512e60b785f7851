"""Sample events for a first run: a home tournament and a cash game, ready to look at.

Both are built only through the services' public commands, exactly as a director
would build them by hand, so what the sample shows is what a real event shows:

* the home tournament: eight players, the "Home game" blind structure, one table,
  seats drawn at random (R-3.2) and the button drawn by high card (R-3.1); its
  clock is set at level 1, not started;
* the cash game: no-limit hold'em 50/100 with six players bought in for 10 000
  at one table, the button drawn by high card (R-3.1), ready for the dealer
  panel's first hand.

``random`` is taken as an argument (seeded in tests); ``now`` too (DESIGN.md "Time").
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from director.engine.event import seating
from director.engine.event.money.payouts import load_payout_table
from director.engine.event.structures import load_template
from director.engine.frozen import frozen_record
from director.resources import resource_dir
from director.services.cash.cash_tables import CashTableService
from director.services.core.documents import (
    BlindStructure,
    CashSettings,
    ChipDoc,
    PayoutRow,
    PayoutTable,
    TournamentSettings,
)
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import USUAL_GAMES, TableGame
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database

TOURNAMENT_PLAYERS = ("Anna", "Bence", "Csilla", "Dani", "Eszter", "Feri", "Gabi", "Hanna")
CASH_PLAYERS = ("Ivett", "János", "Kata", "Laci", "Marci", "Nóra")
TOURNAMENT_TEMPLATE = "home-game"
TOURNAMENT_BUY_IN = 5_000
CASH_BUY_IN = 10_000
CASH_SEATS = (1, 2, 3, 4, 5, 6)
#: The usual home set: values and colours (R-8.3 color-ups use the values).
HOME_CHIPS = ((25, "green", 100), (100, "black", 100), (500, "purple", 60),
              (1000, "yellow", 60), (5000, "orange", 20))


@frozen_record
class SampleTournament:
    event_id: int
    table_id: int
    player_ids: tuple[int, ...]
    entry_ids: tuple[int, ...]
    seats: dict[int, tuple[int, int]]  # entry id -> (table id, seat)
    button_seat: int
    button_explanation: str


@frozen_record
class SampleCashGame:
    event_id: int
    table_id: int
    player_ids: tuple[int, ...]
    seats: dict[int, int]  # seat -> player id
    game: TableGame
    button_seat: int


def _payouts(resources: Path) -> PayoutTable:
    table = load_payout_table(resources / "payouts" / "standard.json")
    return PayoutTable(name=table.name, rows=[
        PayoutRow(min_entries=row.min_entries,
                  max_entries=row.max_entries if row.max_entries is not None else 10_000,
                  percents=[float(p) for p in row.percentages])
        for row in table.rows])


def sample_tournament_settings(resources: Path) -> TournamentSettings:
    """The home tournament's settings: the "Home game" template, 5 000 buy-in, standard
    payouts, the home chip set, one table of nine."""
    structure = load_template(TOURNAMENT_TEMPLATE, resources)
    return TournamentSettings(
        buy_in=TOURNAMENT_BUY_IN, starting_stack=structure.starting_stack or 10_000,
        blinds=BlindStructure.from_structure(structure), payouts=_payouts(resources),
        chips=[ChipDoc(value=v, color=c, count=n) for v, c, n in HOME_CHIPS],
        seats_per_table=9)


def create_sample_tournament(db: Database, now: datetime, *, name: str = "Sample home tournament",
                             players: Sequence[str] = TOURNAMENT_PLAYERS,
                             rng: seating.Shuffler | None = None,
                             resources: Path | None = None) -> SampleTournament:
    """Create the home tournament with its players registered, seated and the button drawn."""
    rng = rng or random.SystemRandom()
    events, tournaments, seats = EventService(db), TournamentService(db), SeatingService(db)
    settings = sample_tournament_settings(resources or resource_dir())
    event_id = events.create_event("tournament", name, settings, now)
    player_ids = tuple(events.add_player(p, now) for p in players)
    entry_ids = tuple(tournaments.register(event_id, p, now) for p in player_ids)
    (table_id,) = seats.open_tables(event_id, 1, now)
    drawn = seats.draw_seats(event_id, now, rng)
    button = seats.draw_for_button(table_id, now, rng)
    return SampleTournament(event_id, table_id, player_ids, entry_ids, drawn, button.button,
                            str(button.explanation))


def sample_cash_settings() -> CashSettings:
    game = USUAL_GAMES["holdem"]
    return CashSettings(game="holdem", limit="no limit", small_blind=game.small_blind,
                        big_blind=game.big_blind, min_buy_in=4_000, max_buy_in=20_000)


def create_sample_cash_game(db: Database, now: datetime, *, name: str = "Sample cash game",
                            players: Sequence[str] = CASH_PLAYERS,
                            rng: seating.Shuffler | None = None) -> SampleCashGame:
    """Create the cash game: each player's buy-in in the ledger and chips in a seat,
    and the table's first button drawn by cards (R-3.1)."""
    if len(players) > len(CASH_SEATS):
        raise ValueError(f"the sample cash table has {len(CASH_SEATS)} seats, "
                         f"not room for {len(players)} players")
    events, tables = EventService(db), CashTableService(db)
    event_id = events.create_event("cash", name, sample_cash_settings(), now)
    player_ids = tuple(events.add_player(p, now) for p in players)
    seat_of = dict(zip(CASH_SEATS, player_ids, strict=False))
    # A cash table like any other: each player sits down with a buy-in in the ledger.
    table_id = tables.open_table(event_id, now, name="Table 1", seats=9)
    for seat, player_id in seat_of.items():
        tables.sit(table_id, player_id, CASH_BUY_IN, now, seat=seat)
    button = SeatingService(db).draw_for_button(table_id, now, rng or random.SystemRandom())
    events.set_status(event_id, "running")
    # the table's smallest chip is the 50 of the small blind; pots split in 50s
    game = tables.dealing(table_id).table_game()
    return SampleCashGame(event_id, table_id, player_ids, seat_of, game, button.button)
