"""Property: in a cash game the director's remote shows what the store holds and
offers Seat exactly when the service seats the name (R-8.7). Whatever the night
(names put on the list and taken off from the phone, players seated from the phone and
at the laptop, topping up and leaving from the phone and at the laptop, moving to
another game's table, undo at the laptop and on the phone), after every step the
phone's waiting list is the cash pages' list of names, its tables their seats and
chips; a Top-up or Leave naming a player no longer in the seat is refused, never
charged to whoever sits there now; and a Seat tapped for a name it offers,
at a table it offers, with that table's smallest buy-in, is taken, while for a name it
does not offer (no free seat at the stakes, or they play another game meanwhile) every
open table of those stakes refuses it. Found writing it: the phone offered Seat to a
name who plays at the other game's table, which the service refuses ("already
seated")."""

from __future__ import annotations

import random
import tempfile
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, event, example, given, settings
from hypothesis import strategies as st

from director.engine.event.cash_tables import Stakes
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.room.read import read_room
from director.services.room.remote import RemoteCommands
from director.services.room.view import DirectorView
from director.store.db import Database, open_database
from tests.services.night import MIN, T0

SMALL = Stakes("holdem", "no limit", 25, 50)
BIG = Stakes("holdem", "no limit", 50, 100)
NAMES = ("Anna", "Bence", "Csilla", "Dávid", "Emese", "Feri", "Gabi")
STEPS = ("wait", "wait", "wait", "unwait", "seat", "seat", "sit", "leave", "move", "undo",
         "undo (phone)", "top-up (phone)", "leave (phone)")


def _shows_the_store(view: DirectorView, tables: CashTableService, event_id: int) -> None:
    listed = [(w.waiting_id, w.player, w.stakes) for w in tables.waiting(event_id)
              if w.kind == "wait"]
    assert [(w.waiting, w.player, w.stakes) for w in view.waiting_names] == listed
    stored = {t.table_id: t for t in tables.tables(event_id)}
    assert [t.table_id for t in view.cash_tables] == list(stored)
    for row in view.cash_tables:
        table = stored[row.table_id]
        assert (row.stakes, row.max_seats, row.min_buy_in) == (
            table.stakes, table.max_seats, table.min_buy_in)
        assert [(s.seat, s.player, s.chips) for s in row.seats] == [
            (s.number, s.player, s.chips) for s in table.seats]
        for s in table.seats:  # a name on the list says where they play meanwhile
            for w in view.waiting_names:
                if w.player == s.player:
                    assert (w.plays_at, w.plays_seat) == (table.name, s.number)


def _offered(view: DirectorView, waiting: int) -> list[int]:
    """The tables the phone's Seat offers a name: none while they play elsewhere."""
    [name] = [w for w in view.waiting_names if w.waiting == waiting]
    if name.plays_at is not None:
        return []
    return [t.table_id for t in view.cash_tables
            if t.stakes == name.stakes and len(t.seats) < t.max_seats]


def _act(db: Database, event_id: int, step: str, pick: int, now: datetime) -> None:
    rng = random.Random(pick)
    tables = CashTableService(db)
    remote = RemoteCommands(db, lambda: event_id, lambda: now)
    view = read_room(db, event_id, now)
    seated = [(t.table_id, s.seat) for t in view.cash_tables for s in t.seats]
    if step == "wait":
        remote.run("wait", {"name": rng.choice(NAMES).lower(),
                            "stakes": rng.choice((SMALL, BIG)).key})
    elif step == "unwait" and view.waiting_names:
        remote.run("unwait", {"waiting": rng.choice(view.waiting_names).waiting})
    elif step == "seat" and view.waiting_names:
        name = rng.choice(view.waiting_names)
        offered = _offered(view, name.waiting)
        if offered:  # offered: taken, at the table's smallest buy-in
            table = rng.choice(offered)
            [row] = [t for t in view.cash_tables if t.table_id == table]
            try:
                remote.run("seat", {"waiting": name.waiting, "table": table,
                                    "buy_in": row.min_buy_in})
            except ServiceError as exc:
                raise AssertionError(f"{name} offered Seat at {row.table}, refused: "
                                     f"{exc.message.id}") from None
            event("seat offered and taken")
        else:  # not offered: every open table of the stakes they wait for refuses it
            for row in [t for t in view.cash_tables if t.stakes == name.stakes]:
                try:
                    remote.run("seat", {"waiting": name.waiting, "table": row.table_id,
                                        "buy_in": row.min_buy_in})
                except ServiceError:
                    continue
                raise AssertionError(f"{name} was not offered Seat, yet {row.table} took them")
            event("seat not offered, refused everywhere")
    elif step == "sit" and view.cash_tables:  # at the laptop, a seat drawn
        row = rng.choice(view.cash_tables)
        tables.sit(row.table_id, rng.choice(NAMES), row.min_buy_in, now)
    elif step == "leave" and seated:
        table, seat = rng.choice(seated)
        tables.leave(table, seat, now)
    elif step == "move" and seated:  # the laptop's seat change, to the other table
        table, seat = rng.choice(seated)
        other = next((t.table_id for t in view.cash_tables if t.table_id != table), None)
        if other is not None:
            tables.move(table, seat, other, now)
    elif step in ("top-up (phone)", "leave (phone)") and seated:  # the player seen there
        table, seat = rng.choice(seated)
        [row] = [t for t in view.cash_tables if t.table_id == table]
        [there] = [s for s in row.seats if s.seat == seat]
        taken = there
        if rng.random() < 0.2:  # another player seen there (a stale phone): refused
            taken = rng.choice([s for t in view.cash_tables for s in t.seats])
        said = {"table": table, "seat": seat, "player": taken.player_id}
        try:
            if step == "top-up (phone)":
                remote.run("top_up", {**said, "amount": rng.choice((100, 1000, 2000, 8000))})
            else:  # the whole stack, as the phone fills it in
                remote.run("leave", {**said, "amount": taken.chips})
        except ServiceError:
            if taken.player_id == there.player_id:
                raise
            event("a player not in the seat refused")
            return
        assert taken.player_id == there.player_id, f"{taken} charged for {there}'s seat"
    elif step == "undo":
        EventService(db).undo_last(event_id, now)
    elif step == "undo (phone)":
        last = view.last_action
        remote.run("undo", {"seen": 1 if last is None else last[0]})


def _night(db: Database, seats: tuple[int, int], steps: list[tuple[str, int]]) -> None:
    events, tables = EventService(db), CashTableService(db)
    event_id = events.create_event("cash", "Tuesday cash", {
        "small_blind": 25, "big_blind": 50, "min_buy_in": 2000, "max_buy_in": 10_000}, T0)
    tables.open_table(event_id, T0, stakes=SMALL, seats=seats[0])
    tables.open_table(event_id, T0, stakes=BIG, seats=seats[1])
    events.set_status(event_id, "running")
    now = T0
    for step, pick in steps:
        now += MIN
        try:
            _act(db, event_id, step, pick, now)
            event(f"done: {step}")
        except ServiceError as exc:
            event(f"refused: {step} {exc.message.id}")
        _shows_the_store(read_room(db, event_id, now), tables, event_id)


NIGHT = st.lists(st.tuples(st.sampled_from(STEPS), st.integers(0, 999)), max_size=30)


# No shrinking: each example opens a database (as the remote's offers property).
@settings(max_examples=12, deadline=None, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.tuples(st.integers(2, 3), st.integers(2, 3)), steps=NIGHT)
# Anna sits at the 50/100 table, then waits for 25/50: the phone offered her Seat at
# Table 1, which the service refuses while she plays at Table 2
@example(seats=(3, 3), steps=[("sit", 36), ("wait", 14), ("seat", 0)])
def test_R_8_7_the_phone_shows_the_cash_game_and_offers_seat_exactly_when_taken(
        seats: tuple[int, int], steps: list[tuple[str, int]]) -> None:
    _night_in_a_database(seats, steps)


@pytest.mark.slow
@settings(max_examples=150, deadline=None, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.tuples(st.integers(2, 6), st.integers(2, 6)), steps=NIGHT)
def test_R_8_7_the_phone_shows_the_cash_game_and_offers_seat_exactly_when_taken_many_nights(
        seats: tuple[int, int], steps: list[tuple[str, int]]) -> None:
    """The same, 150 nights (``pytest -m slow``)."""
    _night_in_a_database(seats, steps)


def _night_in_a_database(seats: tuple[int, int], steps: list[tuple[str, int]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(Path(folder) / "cash.sqlite3")
        try:
            _night(db, seats, steps)
        finally:
            db.close()
