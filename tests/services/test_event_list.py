"""Home's events list is a plain SQL read (issue 21: no ORM at the start); it says
what the settings documents and the stored night say: the game, a mixed rotation,
how many players entered or bought in, and whether the event is under way."""

from __future__ import annotations

from datetime import UTC, datetime

from director.engine.event.structures import load_template
from director.resources import resource_dir
from director.services.core.documents import BlindStructure, CashSettings, TournamentSettings
from director.services.events.event_list import EventSummary, list_events
from director.services.events.event_service import EventService
from director.services.samples import create_sample_cash_game, create_sample_tournament
from director.store.db import Database

NOW = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)


def test_the_list_shows_games_rotations_players_and_what_is_under_way(db: Database) -> None:
    events = EventService(db)
    horse = load_template("horse", resource_dir())
    mixed = events.create_event("tournament", "Mixed Monday", TournamentSettings(
        starting_stack=horse.starting_stack or 10_000,
        blinds=BlindStructure.from_structure(horse)), NOW)
    stud_cash = events.create_event("cash", "Stud table", CashSettings(
        game="stud", limit="fixed limit", small_blind=100, big_blind=200), NOW)
    tournament = create_sample_tournament(db, NOW, name="Home game")  # 8 registered
    cash = create_sample_cash_game(db, NOW, name="Tuesday cash")  # 6 bought in
    rows = {e.name: e for e in list_events(db)}

    assert rows["Mixed Monday"] == EventSummary(
        mixed, "tournament", "Mixed Monday", "planned", rows["Mixed Monday"].created_at,
        "holdem", True, 0)
    assert (rows["Stud table"].game, rows["Stud table"].mixed) == ("stud", False)
    assert rows["Home game"].event_id == tournament.event_id
    assert (rows["Home game"].players, rows["Home game"].mixed) == (8, False)
    # Buy-ins in the ledger put a cash game under way though nobody marked it running.
    assert (rows["Tuesday cash"].players, rows["Tuesday cash"].status) == (6, "running")
    assert rows["Stud table"].event_id == stud_cash and rows["Stud table"].players == 0
    assert rows["Tuesday cash"].event_id == cash.event_id


def test_archived_events_are_listed_only_when_asked_for(db: Database) -> None:
    events = EventService(db)
    kept = events.create_event("cash", "Friday", CashSettings(small_blind=50, big_blind=100),
                               NOW)
    gone = events.create_event("cash", "Old night", CashSettings(small_blind=50,
                                                                 big_blind=100), NOW)
    events.set_archived(gone, True)
    assert [e.event_id for e in list_events(db)] == [kept]
    shown = {e.event_id: e.archived for e in list_events(db, archived=True)}
    assert shown == {kept: False, gone: True}
