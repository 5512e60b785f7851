"""R-8.3: a chip colored up is out of play at every table, a table opened after the
color-up too (late entries, a table opened to balance the field).

Before, the chips in play were worked out table by table from the color-ups stored
for each table, so a table opened after the 25s came off had none stored: the
color-up dialog offered the 25s again, a color-up of the 25s went through at that
table alone, and at the next break its 100s were changed as if the 25s were still
in play (a stack of 10,300 kept its three 100s, out of play). The dealer panel, the
counts and the clock already took the chips in play for the whole event."""

from __future__ import annotations

import random
from datetime import datetime

import pytest

from director.engine.messages import render
from director.services.core.unit_of_work import ServiceError
from director.services.tournament.color_ups import ColorUpService
from director.store.db import Database
from tests.services.night import MIN, T0, Night, snapshot
from tests.services.test_clock_chips_property import TWO_COLOR_UPS

FIRST_BREAK = T0 + 41 * MIN  # after 25/50 and 50/100: the 25s come off
SECOND_BREAK = T0 + 100 * MIN  # after 100/200 and 200/400: the 100s come off


def _color_up(colors: ColorUpService, night: Night, removed: int, now: datetime) -> None:
    plan = colors.plan(night.event, now, removed)
    night.do(lambda: colors.color_up(night.event, removed,
                                     {s.entry_id: s.chips for s in plan.seats}, now,
                                     random.Random(5)))


def test_R_8_3_a_table_opened_after_the_25s_came_off_has_none_in_play(db: Database) -> None:
    """Twelve players at two tables; the 25s come off at the first break. Table 3 is
    opened and two players move to it. The color-up then offers the 100s only; the
    25s are refused as out of play and nothing changes. At the second break a player
    at Table 3 counted at 10,300 hands in three 100s, and every stack is left in
    500s."""
    night = Night(db, 12, tables=2, settings=TWO_COLOR_UPS)
    colors = ColorUpService(db)
    night.events.start_clock(night.event, T0)
    night.events.go_to_level(night.event, FIRST_BREAK, 2)
    _color_up(colors, night, 25, FIRST_BREAK)
    now = FIRST_BREAK + 5 * MIN
    [third] = night.do(lambda: night.seating.open_tables(night.event, 1, now))
    movers = [night.entry_at(t, min(night.seat_rows(t))) for t in night.table_ids]
    for seat, entry in enumerate(movers, start=1):
        night.do(lambda entry=entry, seat=seat: night.seating.move_player(
            entry, third, seat, now))

    plan = colors.plan(night.event, now)
    assert plan.choices == (100,)
    assert plan.removed == 100 and plan.into == 500
    before = snapshot(night)
    with pytest.raises(ServiceError) as refused:
        colors.color_up(night.event, 25, {}, now, random.Random(5))
    assert render(refused.value.message, "en").startswith(
        "no chip of 25 is in play at the tables to color up; the chips that may come "
        "off now: 100")
    assert snapshot(night) == before and colors.colored_up(night.event) == 0

    night.events.go_to_level(night.event, SECOND_BREAK, 5)
    night.do(lambda: night.tournament.count_chips(movers[0], 10_300, SECOND_BREAK))
    plan = colors.plan(night.event, SECOND_BREAK)
    assert plan.removed == 100 and plan.step == 500 and plan.smaller == ()
    assert {s.entry_id: s.chips for s in plan.seats}[movers[0]] == 3
    _color_up(colors, night, 100, SECOND_BREAK)
    stacks = {entry: stack for entry, (_t, _n, stack, _b) in night.seats().items()}
    assert all(stack % 500 == 0 for stack in stacks.values()), stacks
    assert stacks[movers[0]] in (10_000, 10_500)  # the three 100s raced


def test_R_8_3_a_color_up_with_no_table_or_of_the_biggest_chip_is_refused_in_words(
        db: Database) -> None:
    """Before the seats are drawn there is no table to color up at; the 500, the
    biggest chip, is never colored up (it became a traceback: there is no chip to
    color it up into). Each is refused in words and nothing changes."""
    night = Night(db, 6, tables=1, settings=TWO_COLOR_UPS)
    colors = ColorUpService(db)
    night.events.start_clock(night.event, T0)
    night.events.go_to_level(night.event, FIRST_BREAK, 2)
    before = snapshot(night)
    with pytest.raises(ServiceError) as refused:
        colors.color_up(night.event, 500, {}, FIRST_BREAK, random.Random(5))
    assert render(refused.value.message, "en") == \
        "a color-up cannot remove the last denomination in play"
    assert snapshot(night) == before and colors.colored_up(night.event) == 0
    empty = night.events.create_event("tournament", "Sunday", TWO_COLOR_UPS, T0)
    night.events.start_clock(empty, T0)
    with pytest.raises(ServiceError) as refused:
        colors.color_up(empty, 25, {}, FIRST_BREAK, random.Random(5))
    assert render(refused.value.message, "en") == \
        "no table is open to color up at: draw the seats first"
    assert render(refused.value.message, "hu") == ("nincs nyitott asztal, ahol zsetoncserét "
                                                   "lehetne tartani: előbb sorsold ki az "
                                                   "ülőhelyeket")
