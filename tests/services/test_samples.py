"""The first-run samples: what a new user is shown is a real, playable event."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from director.services.cash.cash_service import CashGameService
from director.services.core.documents import TournamentSettings
from director.services.events.event_service import EventService
from director.services.samples import (
    CASH_BUY_IN,
    CASH_PLAYERS,
    TOURNAMENT_PLAYERS,
    create_sample_cash_game,
    create_sample_tournament,
)
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database

NOW = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)


def test_sample_tournament_seats_eight_players_at_one_table_with_the_button_drawn(
        db: Database) -> None:
    sample = create_sample_tournament(db, NOW, rng=random.Random(7))
    snapshot = EventService(db).restore(sample.event_id, NOW)
    assert snapshot.kind == "tournament"
    assert snapshot.name == "Sample home tournament"
    assert len(snapshot.tables) == 1
    table = snapshot.tables[0]
    seated = {seat: player for seat, (player, _stack) in table.seats.items()
              if player is not None}
    assert sorted(seated.values()) == sorted(sample.player_ids)
    assert len(seated) == len(TOURNAMENT_PLAYERS) == 8
    # Every seat holds the home game's starting stack of 10 000.
    assert {stack for _player, stack in table.seats.values()} == {10_000}
    # the button went to the high card, on an occupied seat.
    assert table.button_seat == sample.button_seat
    assert sample.button_seat in seated
    assert "button" in sample.button_explanation
    # Seats are distinct and numbered 1-9.
    assert len({seat for _t, seat in sample.seats.values()}) == 8
    assert all(1 <= seat <= 9 for _t, seat in sample.seats.values())


def test_sample_tournament_uses_the_home_game_structure_and_pays_three_of_eight(
        db: Database) -> None:
    sample = create_sample_tournament(db, NOW, rng=random.Random(1))
    settings = EventService(db).restore(sample.event_id, NOW).settings
    assert isinstance(settings, TournamentSettings)
    assert settings.blinds.name == "Home game"
    first = settings.blinds.levels[0]
    assert (first.small_blind, first.big_blind, first.minutes) == (25, 50, 20)
    tournaments = TournamentService(db)
    # 8 buy-ins of 5 000: 40 000 in the pool, the standard table pays 50/30/20 % for 7-10.
    assert tournaments.prize_pool(sample.event_id).prize_pool == 40_000
    assert tournaments.payouts(sample.event_id) == (20_000, 12_000, 8_000)
    assert tournaments.chips_in_play(sample.event_id).expected == 80_000


def test_sample_tournament_clock_is_not_started(db: Database) -> None:
    sample = create_sample_tournament(db, NOW, rng=random.Random(2))
    assert EventService(db).clock(sample.event_id, NOW) is None


def test_sample_cash_game_ledger_matches_the_chips_on_the_table(db: Database) -> None:
    sample = create_sample_cash_game(db, NOW)
    cash = CashGameService(db)
    ledger = cash.ledger(sample.event_id)
    assert len(ledger.lines) == len(CASH_PLAYERS) == 6
    assert {line.amount for line in ledger.lines} == {CASH_BUY_IN}
    check = cash.check(sample.event_id)
    assert check.expected == check.counted == 60_000
    assert EventService(db).running_events() == [sample.event_id]


def test_sample_cash_game_deals_its_first_hand_with_blinds_after_the_button(
        db: Database) -> None:
    sample = create_sample_cash_game(db, NOW, rng=random.Random(4))
    table = TableService(db).running_state(sample.table_id)
    assert table.button == sample.button_seat and not table.placed  # drawn
    session = DealerSession.at_table(TableService(db), sample.table_id, sample.game,
                                     sample.button_seat)
    assert session.button_seat == sample.button_seat
    assert sorted(session.seats) == [1, 2, 3, 4, 5, 6]
    step = session.step()
    assert step.seat == sample.button_seat % 6 + 1  # the small blind: after the button
    assert "small blind of 50" in step.text


def test_samples_can_be_made_twice_and_in_another_language(db: Database) -> None:
    first = create_sample_tournament(db, NOW, rng=random.Random(3))
    second = create_sample_tournament(db, NOW, rng=random.Random(3),
                                      name="Minta otthoni verseny")
    assert first.event_id != second.event_id
    assert EventService(db).restore(second.event_id, NOW).name == "Minta otthoni verseny"


def test_a_cash_sample_with_more_players_than_seats_is_refused(db: Database) -> None:
    with pytest.raises(ValueError, match="6 seats"):
        create_sample_cash_game(db, NOW, players=[f"P{i}" for i in range(7)])
