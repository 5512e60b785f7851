"""TDA 20, R-8.3, R-8.6, R-8.7: a counted stack is paid in the chips on the table, a
whole number of the smallest chip still in play there (``seating.counted_chips``).
One check serves the stacks counted before the dealer panel's first hand after felt
play (``felt_count.count_stacks``) and the director console's chip count
(``TournamentService.count_chips``): a count the chips cannot make is refused in
words naming the smallest chip, and nothing changes. At a tournament the chips in
play are the event's less the chips colored up; at a cash table the table's
smallest chip; an event without chips known has no such check."""

from __future__ import annotations

import pytest

from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.services.seating.felt_count import count_stacks, stacks_to_count
from director.store.db import Database
from tests.services.night import (
    BREAK_AFTER_LEVEL_2,
    LEVELS,
    MIN,
    SETTINGS,
    T0,
    Night,
    colour_up_the_25s,
)
from tests.services.test_cash_one_record import night as cash_night

BREAK = BREAK_AFTER_LEVEL_2


def _stacks(night: Night, table: int) -> dict[int, int]:
    return {s.seat: s.stack for s in stacks_to_count(night.db, table)}


def _refusal(command: object) -> tuple[str, str]:
    assert callable(command)
    with pytest.raises(ServiceError) as refused:
        command()
    return (render(refused.value.message, "en"),
            render(refused.value.message, "hu").replace("\xa0", " "))


def _colored_up(db: Database) -> Night:
    """Four players at 25/50 (stacks of 10,000), then the break's color-up of the 25s:
    the smallest chip still in play is the 100 (R-8.3)."""
    return colour_up_the_25s(Night(db, 4))


def test_TDA_20_a_felt_count_of_9960_at_a_table_of_25s_is_refused_and_nothing_changes(
        db: Database) -> None:
    night = Night(db, 4)
    [table] = night.table_ids
    stored = _stacks(night, table)
    first = min(stored)
    player = next(s.player for s in stacks_to_count(db, table) if s.seat == first)
    en, hu = _refusal(lambda: count_stacks(db, table, {**stored, first: 9_960}, T0 + MIN))
    assert en == (
        f"the count of {player}'s stack of 9,960 cannot be paid in the chips in play: the"
        " smallest chip is 25, so it must be a multiple of it (the nearest: 9,950 or 9,975);"
        " no stack can be on the felt in them: count again (TDA 20); nothing was changed")
    assert hu == (
        f"{player} megszámolt stackje: 9960; ez nem fizethető ki a játékban lévő zsetonokból:"
        " a legkisebb zseton 25, ennek többszörösének kell lennie (a legközelebbiek: 9950 és"
        " 9975); ilyen stack ezekből a zsetonokból nem lehet a filcen: számold meg újra"
        " (TDA 20); semmi sem változott")
    assert _stacks(night, table) == stored
    assert night.do(lambda: count_stacks(db, table, {**stored, first: 9_975}, T0 + MIN)) \
        == 39_975
    night.check()


def test_R_8_3_after_the_color_up_of_the_25s_both_counts_are_in_100s(db: Database) -> None:
    """The color-up took the 25s off: a stack of 9,950 is no longer on the felt. The
    felt count and the console's chip count refuse it alike, naming the 100; a count of
    9,900 is taken by either."""
    night = _colored_up(db)
    [table] = night.table_ids
    stored = _stacks(night, table)
    assert all(stack % 100 == 0 for stack in stored.values())
    first = min(stored)
    en, hu = _refusal(lambda: count_stacks(db, table, {**stored, first: 9_950}, BREAK + MIN))
    assert "9,950 cannot be paid in the chips in play: the smallest chip is 100" in en
    assert "(the nearest: 9,900 or 10,000)" in en
    assert "a legkisebb zseton 100" in hu and "semmi sem változott" in hu
    assert _stacks(night, table) == stored
    entry = night.entry_at(table, first)
    en, hu = _refusal(lambda: night.tournament.count_chips(entry, 9_950, BREAK + MIN))
    assert "9,950 cannot be paid in the chips in play: the smallest chip is 100" in en
    assert "a legkisebb zseton 100" in hu
    en, _hu = _refusal(lambda: night.tournament.count_chips(
        entry, {25: 2, 100: 99, 500: 0, 1000: 0}, BREAK + MIN))  # 9,950 counted by color
    assert "smallest chip is 100" in en
    assert _stacks(night, table) == stored
    night.check()
    assert night.do(lambda: night.tournament.count_chips(entry, 9_900, BREAK + MIN)) == 9_900
    assert night.do(lambda: count_stacks(db, table, {**_stacks(night, table), first: 10_100},
                                         BREAK + 2 * MIN)) > 0


def test_R_8_7_a_cash_felt_count_in_chips_the_table_has_not_is_refused(db: Database) -> None:
    """At a cash table of 25s a count that moves 10 from one player to another still
    comes to the table's chips, but no stack of 1,990 can be on its felt: refused naming
    the 25 and the table, nothing changes; moving 25 is taken."""
    _cash, tables, event, p = cash_night(db)
    table = tables.open_table(event, T0, seats=6, smallest_chip=25)
    for seat, name in enumerate(("Ann", "Ben", "Cy"), start=1):
        tables.sit(table, p[name], 2_000, T0, seat=seat)
    stored = {s.seat: s.stack for s in stacks_to_count(db, table)}
    en, hu = _refusal(lambda: count_stacks(db, table, {1: 1_990, 2: 2_010, 3: 2_000}, T0))
    assert en.startswith(
        "the count of Ann's stack of 1,990 cannot be paid in the chips of Table 1: the"
        " smallest chip is 25, so it must be a multiple of it (the nearest: 1,975 or 2,000)")
    assert hu.startswith("Ann megszámolt stackje: 1990; ez nem fizethető ki")
    assert {s.seat: s.stack for s in stacks_to_count(db, table)} == stored
    assert count_stacks(db, table, {1: 1_975, 2: 2_025, 3: 2_000}, T0) == 6_000


def test_an_event_without_chips_known_takes_any_count(db: Database) -> None:
    """No chip set and no chips in the structure: no chip to count in, 9,960 is taken by
    the felt count and the console's count alike."""
    blinds = {"levels": LEVELS}
    settings = {k: v for k, v in SETTINGS.items() if k != "chips"} | {"blinds": blinds}
    night = Night(db, 4, settings=settings)
    [table] = night.table_ids
    stored = _stacks(night, table)
    first = min(stored)
    assert night.do(lambda: count_stacks(db, table, {**stored, first: 9_960}, T0 + MIN)) \
        == 39_960
    entry = night.entry_at(table, first)
    assert night.do(lambda: night.tournament.count_chips(entry, 9_970, T0 + 2 * MIN)) == 9_970
