"""Property (R-8.3, R-8.6): whatever the director does while hands are dealt at
two tables, the event's chips balance after every step and no seat in a running
hand changes behind the hand's back.

Each example is a random night: the director's commands (moves, busts, rebuys,
add-ons, chip counts, undo, next hand, color-ups, the clock to the break)
interleaved with the dealer panels' actions (fold, call, all in, award, undo,
next hand, a panel reopened). A command the rules refuse must change nothing;
one they accept must keep every chip accounted for (``chips_balance``).
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.services.core.unit_of_work import ServiceError
from director.services.tables.dealer_session import DealerError, DealerSession
from director.services.tournament.chips_balance import chips_balance
from director.services.tournament.color_ups import ColorUpService
from director.store.db import open_database
from tests.services.night import MIN, T0, Night, dealer_turn, snapshot

DIRECTOR = ("move", "bust", "rebuy", "add-on", "count", "undo", "next hand", "color-up",
            "break")
DEALER = ("act", "act", "act", "act", "finish", "dealer undo", "reopen")
STEP = st.tuples(st.sampled_from(DIRECTOR + DEALER), st.integers(0, 1),
                 st.integers(0, 10_000))


def _director(night: Night, kind: str, table: int, pick: int, now_minutes: int) -> None:
    now = T0 + now_minutes * MIN
    seats = night.seats()
    entries = sorted(seats) or night.entries
    entry = entries[pick % len(entries)]
    if kind == "move":
        rows = night.seat_rows(table)
        free = [n for n in range(1, 10) if rows.get(n, (None,))[0] is None]
        night.seating.move_player(entry, table, free[pick % len(free)], now)
    elif kind == "bust":
        night.tournament.bust(night.event, {entry: 10_000}, now)
    elif kind == "rebuy":
        night.tournament.rebuy(entry, now)
    elif kind == "add-on":
        night.tournament.add_on(entry, now)
    elif kind == "count":
        night.tournament.count_chips(entry, 25 * (pick % 800), now)
    elif kind == "undo":
        night.events.undo_last(night.event, now)
    elif kind == "next hand":
        night.seating.next_hand(table, now)
    elif kind == "color-up":
        rows = night.seat_rows(table)
        greens = {n: (stack // 25) % 4 + 4 * (pick % 2) for n, (_, stack, _) in rows.items()
                  if stack > 0}
        ColorUpService(night.db).color_up(night.event, 25,
                                          {(table, n): c for n, c in greens.items()}, now,
                                          random.Random(pick), tables=[table])
    elif kind == "break":
        night.events.go_to_level(night.event, now, 2 if pick % 2 else 0)


def _night(steps: list[tuple[str, int, int]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(Path(folder) / "night.sqlite3")
        try:
            night = Night(db, 7, tables=2, seed=len(steps))
            night.events.start_clock(night.event, T0)
            panels: dict[int, DealerSession] = {}
            for t in night.table_ids:
                panels[t] = night.panel(t)
            for n, (kind, which, pick) in enumerate(steps):
                table = night.table_ids[which]
                before = snapshot(night) if kind in DIRECTOR else None
                try:
                    if kind in DIRECTOR:
                        _director(night, kind, table, pick, 1 + n // 4)
                    elif kind == "reopen" or table not in panels:
                        panels[table] = night.panel(table)
                    elif kind == "dealer undo":
                        panels[table].undo()
                    else:  # the hand to its end, or a few of the dealer's steps
                        dealer_turn(panels[table], kind, pick)
                except (ServiceError, DealerError) as refused:
                    assert str(refused), "a refusal says why"
                    if kind in DIRECTOR:
                        assert snapshot(night) == before, f"{kind} was refused: {refused}"
                balance = chips_balance(db, night.event)
                assert balance.balanced, (kind, balance.problems)
        finally:
            db.close()


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(STEP, min_size=8, max_size=30))
def test_R_8_6_the_chips_balance_whatever_the_director_does_during_hands(
        steps: list[tuple[str, int, int]]) -> None:
    _night(steps)


@pytest.mark.slow
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(STEP, min_size=30, max_size=120))
def test_R_8_6_the_chips_balance_over_long_nights(steps: list[tuple[str, int, int]]) -> None:
    _night(steps)
