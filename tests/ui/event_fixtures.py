"""A small tournament and a cash game on a temporary database, for the seating,
console, ledger and clock tests; the time is a fake the test moves."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QWidget

from director.ui.common.context import AppContext
from tests.template_db import new_database

T0 = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
LEVELS = [
    {"small_blind": 25, "big_blind": 50, "minutes": 20},
    {"small_blind": 50, "big_blind": 100, "minutes": 20},
    {"minutes": 15, "is_break": True, "color_up": [25]},
    {"small_blind": 100, "big_blind": 200, "minutes": 20},
    {"small_blind": 200, "big_blind": 400, "minutes": 20},
]
SETTINGS = {
    "buy_in": 3000, "fee": 300, "starting_stack": 10000,
    "rebuys": True, "rebuy": {"until_level": 2, "max_per_player": 2},
    "add_ons": True, "add_on": {"price": 2000, "chips": 5000, "at_break": 1},
    "re_entries": 1, "re_entry_until_level": 2, "late_registration_until_level": 2,
    "blinds": {"levels": LEVELS, "chips": [25, 100, 500]},
    "chips": [{"value": 25, "color": "green", "count": 400},
              {"value": 100, "color": "black", "count": 400},
              {"value": 500, "color": "purple", "count": 200}],
    "payouts": {"rows": [{"min_entries": 2, "max_entries": 6, "percents": [70, 30]},
                         {"min_entries": 7, "max_entries": 200, "percents": [50, 30, 20]}]},
    "rounding_unit": 100, "seats_per_table": 6,
}
NAMES = ["Anna", "Bence", "Csilla", "Dávid", "Emese", "Ferenc", "Gábor", "Hajni"]


class FakeTime:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def context(tmp_path: Path, time: FakeTime) -> Iterator[AppContext]:
    db = new_database(tmp_path / "director.sqlite3")
    yield AppContext(db, now=time)
    db.close()


def tournament(context: AppContext, players: int = 8, tables: int = 0,
               seed: int | None = None) -> tuple[int, dict[str, int]]:
    """A tournament with ``players`` registered (name -> entry id); with ``tables`` open
    and, given a seed, seated at random."""
    event = context.events.create_event("tournament", "Friday Freezeout", SETTINGS, T0)
    entries = {}
    for name in NAMES[:players]:
        pid = context.events.add_player(name, T0)
        entries[name] = context.tournaments.register(event, pid, T0)
    if tables:
        context.seating.open_tables(event, tables, T0)
    if seed is not None:
        context.seating.draw_seats(event, T0, random.Random(seed))
    return event, entries


def colour_up_at_the_break(context: AppContext, time: FakeTime, event: int) -> None:
    """``event``'s clock started at ``T0`` and taken to the break after level 2 (41
    minutes on, ``time`` moved there), whose color-up then takes the 25s off every
    table (R-8.3; the chip race drawn with a fixed seed): the smallest chip is the 100."""
    from director.services.tournament.color_ups import ColorUpService

    context.events.start_clock(event, T0)
    time.now = T0 + timedelta(minutes=41)
    context.events.go_to_level(event, time.now, 2)
    colors = ColorUpService(context.db)
    plan = colors.plan(event, time.now)
    colors.color_up(event, 25, {s.entry_id: s.chips for s in plan.seats}, time.now,
                    random.Random(3))


def mystery_monday(context: AppContext) -> int:
    """A mystery-bounty tournament (part of each buy-in to the envelopes) with Anna,
    Bence and Csilla registered at ``T0``."""
    event = context.events.create_event("tournament", "Mystery Monday", {
        "buy_in": 10000, "fee": 1000, "bounty": 4000, "starting_stack": 20000,
        "bounty_kind": "mystery",
        "blinds": {"levels": [{"small_blind": 100, "big_blind": 200, "minutes": 20}]}}, T0)
    for name in ("Anna", "Bence", "Csilla"):
        context.tournaments.register(event, context.events.add_player(name, T0), T0)
    return event


def cash_game(context: AppContext, currency: str = "") -> int:
    return context.events.create_event(
        "cash", "Tuesday cash", {"small_blind": 50, "big_blind": 100, "min_buy_in": 5000,
                                 "currency": currency}, T0)


def texts(widget: QWidget) -> list[str]:
    return [label.text() for label in widget.findChildren(QLabel) if label.text()]
