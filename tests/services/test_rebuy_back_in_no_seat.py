"""R-8.6: a player who has just busted rebuys back in at a seat; when every open table
is full by then (a late entry took the seat the bust freed, or balancing filled it),
the rebuy is refused naming the player and what to do, and nothing changes: open a
table, and it seats them there. A re-entry at full tables is refused saying what to
do too.

Found by the tournament truth test with a third table: the refusal was the seat
draw's words for a late entry, "no empty seat at any table for the new player", which
said nothing of what to do."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.store.db import Database
from tests.services.night import MIN, T0, Night, places_hold, snapshot


def _full_after_a_bust(db: Database) -> tuple[Night, int]:
    """One table of nine, full: P1 busts, and a late entry takes the seat P1 freed."""
    night = Night(db, 9)
    out = night.entries[0]
    night.do(lambda: night.tournament.count_chips(out, 0, T0 + MIN))
    night.do(lambda: night.tournament.bust(night.event, {out: 0}, T0 + 2 * MIN))
    late = night.events.add_player("Late", T0 + 3 * MIN)
    night.do(lambda: night.seating.enter_and_seat(night.event, late, T0 + 3 * MIN))
    return night, out


def _refused(night: Night, command: Callable[[], object], en: str, hu: str) -> None:
    """``command`` refused in these words, nothing changed."""
    before = snapshot(night)
    with pytest.raises(ServiceError) as refused:
        command()
    assert render(refused.value.message, "en") == en
    assert render(refused.value.message, "hu") == hu
    assert snapshot(night) == before


def test_R_8_6_a_rebuy_back_in_with_every_table_full_names_the_player_and_waits(
        db: Database) -> None:
    night, out = _full_after_a_bust(db)
    [table] = night.table_ids
    _refused(night, lambda: night.tournament.rebuy(out, T0 + 4 * MIN),
             "P1 cannot rebuy back in: every open table is full; open a table on the "
             "seating page, then take the rebuy",
             "P1 nem vásárolhat vissza: minden nyitott asztal megtelt; nyiss egy asztalt "
             "az ültetésnél, utána vedd fel a rebuyt")
    [second] = night.do(lambda: night.seating.open_tables(night.event, 1, T0 + 5 * MIN))
    night.do(lambda: night.tournament.rebuy(out, T0 + 5 * MIN))
    assert night.seats()[out][0] == second and table != second
    places_hold(db, night.event)


def test_R_8_6_a_re_entry_with_every_table_full_says_to_open_a_table(db: Database) -> None:
    night, _out = _full_after_a_bust(db)
    [player] = [pid for pid, name in q.players(db) if name == "P1"]
    _refused(night, lambda: night.seating.enter_and_seat(night.event, player, T0 + 4 * MIN),
             "every open table is full: open a table on the seating page, then seat the "
             "new entry",
             "minden nyitott asztal megtelt: nyiss egy asztalt az ültetésnél, utána "
             "ültesd le az új nevezést")
