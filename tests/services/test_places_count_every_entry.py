"""The places count every entry (R-8.5, R-8.6): a late entry or a re-entry is one
more in the field, so each entry out so far finishes one place lower; a night of
five entries ends with places 5 to 1, each once. Undo puts the places back; once
prizes are paid for the places as they stand, a player more in play is refused.
"""

from __future__ import annotations

import pytest
from sqlmodel import Session, select

from director.services.core.unit_of_work import ServiceError
from director.store.db import Database
from director.store.models import Entry, Player
from tests.services.night import MIN, T0, Night


def places(db: Database) -> dict[tuple[str, int], int | None]:
    """(player, entry number) -> place, every entry of the store."""
    with Session(db.engine) as s:
        names = {p.id: p.name for p in s.exec(select(Player))}
        return {(names[e.player_id], e.number): e.place for e in s.exec(select(Entry))}


def player_of(db: Database, entry: int) -> int:
    with Session(db.engine) as s:
        row = s.get(Entry, entry)
        assert row is not None
        return row.player_id


def test_R_8_6_a_re_entry_and_a_late_entry_move_those_out_one_place_lower(
        db: Database) -> None:
    """Three start. P1 busts (3rd of 3) and re-enters: P1's first entry is 4th of
    four. P2 busts (3rd); Late registers: P1's first entry 5th, P2 4th. P3 busts
    (3rd), then P1's re-entry (2nd): Late wins. Before the fix P1, P2 and P3 all
    finished 3rd."""
    night = Night(db, 3)
    p1, p2, p3 = night.entries
    night.events.start_clock(night.event, T0)
    night.do(lambda: night.tournament.bust(night.event, {p1: 0}, T0 + MIN))
    assert places(db)[("P1", 1)] == 3
    again = night.do(lambda: night.tournament.register(night.event, player_of(db, p1),
                                                       T0 + 2 * MIN))
    night.do(lambda: night.seating.seat_late_entry(again, T0 + 2 * MIN))
    assert places(db)[("P1", 1)] == 4
    night.do(lambda: night.tournament.bust(night.event, {p2: 0}, T0 + 3 * MIN))
    assert (places(db)[("P1", 1)], places(db)[("P2", 1)]) == (4, 3)
    night.do(lambda: night.tournament.register(
        night.event, night.events.add_player("Late", T0), T0 + 4 * MIN))
    assert (places(db)[("P1", 1)], places(db)[("P2", 1)]) == (5, 4)
    night.events.undo_last(night.event, T0 + 5 * MIN)  # the late entry taken back
    assert (places(db)[("P1", 1)], places(db)[("P2", 1)]) == (4, 3)
    assert ("Late", 1) not in places(db)
    night.events.redo_last(night.event, T0 + 5 * MIN)
    assert (places(db)[("P1", 1)], places(db)[("P2", 1)]) == (5, 4)
    night.do(lambda: night.tournament.bust(night.event, {p3: 0}, T0 + 6 * MIN))
    night.do(lambda: night.tournament.bust(night.event, {again: 0}, T0 + 7 * MIN))
    assert places(db) == {("P1", 1): 5, ("P2", 1): 4, ("P3", 1): 3, ("P1", 2): 2,
                          ("Late", 1): 1}


def test_R_8_6_a_winner_named_too_early_plays_on_when_a_late_entry_comes(
        db: Database) -> None:
    """Two start; P2 busts and P1 is named the winner. A late entry within late
    registration: P1 plays on (no place), P2 finishes 3rd of three."""
    night = Night(db, 2)
    _, p2 = night.entries
    night.events.start_clock(night.event, T0)
    night.do(lambda: night.tournament.bust(night.event, {p2: 0}, T0 + MIN))
    assert places(db) == {("P1", 1): 1, ("P2", 1): 2}
    night.do(lambda: night.tournament.register(
        night.event, night.events.add_player("Late", T0), T0 + 2 * MIN))
    assert places(db) == {("P1", 1): None, ("P2", 1): 3, ("Late", 1): None}


def test_R_8_6_no_entry_once_prizes_are_paid_for_the_places_as_they_stand(
        db: Database) -> None:
    """Three entries paid 70/30: P3 and P2 bust, P1 wins and the prizes are awarded
    (P2's 2nd place paid). A late entry now would make P2 3rd, out of the money
    already paid: refused in words, nothing changed."""
    night = Night(db, 3)
    _, p2, p3 = night.entries
    night.events.start_clock(night.event, T0)
    night.do(lambda: night.tournament.bust(night.event, {p3: 0}, T0 + MIN))
    night.do(lambda: night.tournament.bust(night.event, {p2: 0}, T0 + 2 * MIN))
    night.tournament.award_prizes(night.event, T0 + 3 * MIN)
    before = places(db)
    with pytest.raises(ServiceError, match="Prizes are paid for the places as they stand"):
        night.tournament.register(night.event, night.events.add_player("Late", T0),
                                  T0 + 4 * MIN)
    assert places(db) == before == {("P1", 1): 1, ("P2", 1): 2, ("P3", 1): 3}
