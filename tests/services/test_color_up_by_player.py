"""A color-up's counts are the players', not the seats' (R-8.3): the director counts
each player's chips of the color coming off from the plan, and players may be moved
or busted before the color-up is run (a second station balancing the tables, a bust
reported). The count follows the player to the seat they have now; a player counted
who left the tables colored up is refused by name and nothing changes; whoever sat
down in a counted seat since hands in none. On SQLite and on PostgreSQL."""

from __future__ import annotations

import random

import pytest

from director.engine.messages import MessageError, render
from director.services.seating.seating_service import SeatingService
from director.services.tournament.color_ups import ColorUpService, TableRace
from director.store.db import Database
from tests.services.night import MIN, T0, Night
from tests.services.races import race, stations

BREAK = T0 + 41 * MIN  # the break after level 2, whose color-up takes the 25s off


def _night(db: Database) -> tuple[Night, int, int]:
    """Twelve players at two tables of six, at the break; X at table 1 counted at
    10,075, Y at table 2 at 10,175."""
    night = Night(db, 12, tables=2)
    night.events.start_clock(night.event, T0)
    first, second = night.table_ids
    x = night.entry_at(first, min(night.seat_rows(first)))
    y = night.entry_at(second, min(night.seat_rows(second)))
    night.do(lambda: night.tournament.count_chips(x, 10_075, T0 + 10 * MIN))
    night.do(lambda: night.tournament.count_chips(y, 10_175, T0 + 10 * MIN))
    night.events.go_to_level(night.event, BREAK, 2)
    return night, x, y


def _free(night: Night, table: int) -> int:
    taken = {n for n, (entry, _s, _b) in night.seat_rows(table).items() if entry is not None}
    return min(set(range(1, 10)) - taken)


def _name(night: Night, entry: int) -> str:
    return f"P{night.entries.index(entry) + 1}"


def _handed_in(races: tuple[TableRace, ...]) -> dict[str, int]:
    """player -> the chips of 25 the race took from them."""
    return {r.players[seat.seat]: seat.removed_chips for r in races for seat in r.result.seats}


def test_R_8_3_players_swapped_between_the_plan_and_the_color_up_hand_in_their_own_count(
        db: Database) -> None:
    """The director plans the color-up (X hands in 3 greens, Y 7) while a second
    station swaps X and Y: X to a free seat at table 2, Y into X's seat at table 1,
    and, at the instant the director runs the color-up, X into Y's old seat. Either
    way the race takes 3 greens from X and 7 from Y, at the seats they have. Before
    the fix the counts were the seats': X handed in Y's 7 and Y X's 3 (both fit), or
    the color-up was refused for an empty seat."""
    night, x, y = _night(db)
    first, second = night.table_ids
    plan = ColorUpService(db).plan(night.event, BREAK)
    counts = {s.entry_id: s.chips for s in plan.seats}
    assert (counts[x], counts[y]) == (3, 3)  # the fewest that fit: 75 of each stack
    counts[y] = 7  # the director counts Y's greens: 175
    x_seat, y_seat = night.seats()[x][1], night.seats()[y][1]
    night.do(lambda: night.seating.move_player(x, second, _free(night, second), BREAK))
    night.do(lambda: night.seating.move_player(y, first, x_seat, BREAK))
    done: list[tuple[TableRace, ...]] = []
    with stations(db.url, 2) as (a, b):
        outcome = race(
            lambda: done.append(ColorUpService(a).color_up(night.event, 25, counts, BREAK,
                                                           random.Random(1))),
            lambda: SeatingService(b).move_player(x, second, y_seat, BREAK))
    assert outcome == [None, None], outcome
    night.check()
    assert night.seats()[x][:2] == (second, y_seat)
    handed = _handed_in(done[0])
    assert (handed[_name(night, x)], handed[_name(night, y)]) == (3, 7)


def test_R_8_3_a_player_counted_then_busted_is_refused_by_name_and_nothing_changes(
        db: Database) -> None:
    """X is counted at 3 greens in the plan, then found with no chips and busted
    before the color-up runs: the color-up is refused, naming X, and nothing is
    colored up. Run again from a new plan, it is done."""
    night, x, _y = _night(db)
    service = ColorUpService(db)
    counts = {s.entry_id: s.chips for s in service.plan(night.event, BREAK).seats}
    night.do(lambda: night.tournament.count_chips(x, 0, BREAK))
    night.do(lambda: night.tournament.bust(night.event, {x: 0}, BREAK))
    before = night.seats()
    with pytest.raises(MessageError) as refused:
        service.color_up(night.event, 25, counts, BREAK, random.Random(1))
    name = _name(night, x)
    assert render(refused.value.message, "en") == (
        f"{name} has no chips at the tables any more (busted since the counts were taken): "
        "the 3 × 25 counted for them cannot be handed in; nothing was colored up: open the "
        "color-up again to count the tables as they are now")
    assert render(refused.value.message, "hu").startswith(
        f"{name} már nem ül zsetonokkal az asztaloknál (kiesett")
    assert night.seats() == before and service.colored_up(night.event) == 0
    again = {s.entry_id: s.chips for s in service.plan(night.event, BREAK).seats}
    assert x not in again
    night.do(lambda: service.color_up(night.event, 25, again, BREAK, random.Random(1)))


def test_R_8_3_whoever_sat_down_in_a_counted_seat_since_hands_in_their_own_count(
        db: Database) -> None:
    """The director counts Table 2's greens while Y's are still to count, and meanwhile
    X, counted at Table 1, moves to Table 2 and Y into X's seat. Y is not given X's
    count: with none of Y's own the color-up is refused by Y's name (10,175 holds
    greens) and nothing changes; with Y's 7 counted it is done, X handing in their 3
    at the seat they have now."""
    night, x, y = _night(db)
    first, second = night.table_ids
    service = ColorUpService(db)
    counts = {s.entry_id: s.chips for s in service.plan(night.event, BREAK).seats
              if s.entry_id != y}
    x_seat = night.seats()[x][1]
    night.do(lambda: night.seating.move_player(x, second, _free(night, second), BREAK))
    night.do(lambda: night.seating.move_player(y, first, x_seat, BREAK))
    before = night.seats()
    with pytest.raises(MessageError) as refused:  # Y's 10,175 needs greens to hand in
        service.color_up(night.event, 25, counts, BREAK, random.Random(1))
    assert render(refused.value.message, "en").startswith(
        f"{_name(night, y)}: 0 × 25 cannot come from a stack of 10,175")
    assert night.seats() == before and service.colored_up(night.event) == 0
    counts[y] = 7
    done = night.do(lambda: service.color_up(night.event, 25, counts, BREAK,
                                             random.Random(1)))
    handed = _handed_in(done)
    assert (handed[_name(night, x)], handed[_name(night, y)]) == (3, 7)
