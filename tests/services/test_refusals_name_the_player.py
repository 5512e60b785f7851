"""A refusal about one player names the player, as the console and the seats show
them, not the store's entry number ("Entry 7 has no seat: ..."), which no window
shows: "Gizi has no seat: seat the player, then the rebuy chips go to that seat"
(R-8.6), a count (R-8.5) or a move (R-8.4) of a player without a seat, a late seat
for a player already seated, and the chips balance's problems a damaged file shows
(``director check``). In English and Hungarian, on SQLite and PostgreSQL; nothing
is stored by a refusal."""

from __future__ import annotations

import random

import pytest
from sqlmodel import Session, select

from director.engine.messages import render
from director.services.core.action_log import history
from director.services.core.unit_of_work import ServiceError
from director.services.tournament.chips_balance import chips_balance
from director.store.db import Database
from director.store.models import Seat
from tests.services.night import MIN
from tests.services.test_tournament_service import T0, Director


def refused(d: Director, command: object) -> tuple[str, str]:
    """What ``command`` (a call) says, in English and Hungarian; it stores nothing."""
    before = len(history(d.db, d.event))
    with pytest.raises(ServiceError) as refusal:
        command()  # type: ignore[operator]
    assert len(history(d.db, d.event)) == before
    return render(refusal.value.message, "en"), render(refusal.value.message, "hu")


def test_R_8_6_a_rebuy_add_on_or_count_for_a_player_without_a_seat_names_the_player(
        db: Database) -> None:
    d = Director(db)
    gizi, _ = d.players(2)
    d.events.start_clock(d.event, T0)
    assert refused(d, lambda: d.tournament.rebuy(gizi, T0 + 5 * MIN)) == (
        "P1 has no seat: seat the player, then the rebuy chips go to that seat",
        "P1 nem ül asztalnál: előbb ültesd le, a rebuy zsetonjai oda kerülnek")
    assert refused(d, lambda: d.tournament.count_chips(gizi, 12_000, T0 + 5 * MIN)) == (
        "P1 has no seat to count", "P1 nem ül asztalnál, nincs mit megszámolni")
    d.events.go_to_level(d.event, T0 + 40 * MIN, 2)  # the break: the add-on's time
    assert refused(d, lambda: d.tournament.add_on(gizi, T0 + 41 * MIN)) == (
        "P1 has no seat: seat the player, then the add-on chips go to that seat",
        "P1 nem ül asztalnál: előbb ültesd le, az add-on zsetonjai oda kerülnek")


def test_R_8_4_a_late_seat_for_a_seated_player_and_a_move_without_a_seat_name_the_player(
        db: Database) -> None:
    d = Director(db)
    first, *_ = d.players(4)
    [table] = d.seating.open_tables(d.event, 1, T0, seats=9)
    d.seating.draw_seats(d.event, T0, random.Random(1))
    assert refused(d, lambda: d.seating.seat_late_entry(first, T0, random.Random(2))) == (
        "P1 already has a seat", "P1 már ül egy asztalnál")
    late = d.tournament.register(d.event, d.events.add_player("Gizi", T0), T0)
    empty = next(n for n in range(1, 10) if (table, n) not in
                 {(t, s) for t, s, _ in d.seats().values()})
    assert refused(d, lambda: d.seating.move_player(late, table, empty, T0)) == (
        "Gizi has no seat to move from", "Gizi nem ül asztalnál, nincs honnan átülnie")


def test_R_8_6_the_chips_balance_of_a_damaged_file_names_the_players(db: Database) -> None:
    """A file damaged outside the program: a busted player still in a seat, and a
    player in two seats. ``director check`` names them as the seats do."""
    d = Director(db)
    out, twice, *_ = d.players(4)
    [table] = d.seating.open_tables(d.event, 1, T0, seats=9)
    d.seating.draw_seats(d.event, T0, random.Random(1))
    d.tournament.count_chips(out, 0, T0)
    d.tournament.bust(d.event, {out: 10_000}, T0, eliminators=[twice])
    with Session(db.engine) as s:
        taken = {seat.number for seat in s.exec(select(Seat).where(Seat.table_id == table))}
        back, second = [n for n in range(1, 10) if n not in taken][:2]
        s.add(Seat(table_id=table, number=back, entry_id=out))  # back after the bust
        s.add(Seat(table_id=table, number=second, entry_id=twice))  # a second seat
        s.commit()
    problems = [(render(p, "en"), render(p, "hu")) for p in chips_balance(db, d.event).problems]
    assert (f"seat {back} at Table 1 holds P1, who is out of the tournament",
            f"az 1. asztal {back}. székén P1 ül, pedig már kiesett a versenyből") in problems
    assert ("P2 has two seats", "P2 két széken ül") in problems


def test_R_8_5_a_bust_of_a_player_already_out_or_the_winner_names_them(db: Database) -> None:
    """Two stations bust one player, or the busted player is named as who knocked
    another out: "entry 2 is not in play in this event" said nothing a person sees."""
    d = Director(db)
    first, second, third = d.players(3)
    d.seating.open_tables(d.event, 1, T0, seats=9)
    d.seating.draw_seats(d.event, T0, random.Random(1))
    d.tournament.count_chips(first, 0, T0)
    d.tournament.bust(d.event, {first: 10_000}, T0, eliminators=[third])
    out = ("P1 is already out of the tournament (place 3)",
           "P1 már kiesett a versenyből (3. hely)")
    assert refused(d, lambda: d.tournament.bust(d.event, {first: 10_000}, T0)) == out
    assert refused(d, lambda: d.tournament.bust(
        d.event, {second: 10_000}, T0, eliminators=[first])) == out
    d.tournament.count_chips(second, 0, T0)
    d.tournament.bust(d.event, {second: 10_000}, T0, eliminators=[third])  # P3 wins
    assert refused(d, lambda: d.tournament.bust(d.event, {third: 30_000}, T0)) == (
        "P3 has won the tournament", "P3 megnyerte a versenyt")


def test_R_8_6_a_second_re_entry_of_one_bust_names_the_player(db: Database) -> None:
    """Two stations re-enter the same busted player (the second had not heard of the
    first), or a playing player is registered again: refused by name, nothing stored."""
    d = Director(db)
    first, second, _ = d.players(3)
    d.seating.open_tables(d.event, 1, T0, seats=9)
    d.seating.draw_seats(d.event, T0, random.Random(1))
    d.tournament.count_chips(first, 0, T0)
    d.tournament.bust(d.event, {first: 10_000}, T0, eliminators=[second])
    player = d.entry(first).player_id
    d.seating.enter_and_seat(d.event, player, T0, random.Random(2))  # one station
    still = ("P1 is registered and still playing: a re-entry needs a bust first",
             "P1 be van nevezve és még játszik: újranevezés csak kiesés után lehetséges")
    assert refused(d, lambda: d.seating.enter_and_seat(
        d.event, player, T0, random.Random(3))) == still  # the other
    assert refused(d, lambda: d.tournament.register(
        d.event, d.entry(second).player_id, T0)) == (
        "P2 is registered and still playing: a re-entry needs a bust first",
        "P2 be van nevezve és még játszik: újranevezés csak kiesés után lehetséges")
