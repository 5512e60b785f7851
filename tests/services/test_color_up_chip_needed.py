"""A color-up on the night may not take off a chip that what is still to come needs
(R-8.3, R-8.6, TDA 20), checked as the setup checks the structure
(``paid_in_time.unpaid``): taken off a break early, the 25s would leave level 3's
75/150 or the add-on's 2,525 unpaid, so the color-up is refused naming them, in
English and Hungarian, and nothing changes. A chip nothing to come needs still comes
off, and the structure's own color-up is never refused. On SQLite and PostgreSQL."""

from __future__ import annotations

import random
from typing import Any

import pytest
from sqlmodel import Session, select

from director.engine.messages import Message, render
from director.services.core.unit_of_work import ServiceError
from director.services.tournament.color_ups import ColorUpService
from director.store.db import Database
from director.store.models import ColorUpRow
from tests.services.night import CHIPS, MIN, SETTINGS, T0, Night

# Two breaks: the first colors nothing up, the second (after level 4) the 25s.
LEVELS: list[dict[str, Any]] = [
    {"small_blind": 25, "big_blind": 50, "minutes": 20},
    {"small_blind": 50, "big_blind": 100, "minutes": 20},
    {"minutes": 10, "is_break": True, "color_up": []},
    {"small_blind": 75, "big_blind": 150, "minutes": 20},
    {"small_blind": 100, "big_blind": 200, "minutes": 20},
    {"minutes": 15, "is_break": True, "color_up": [25]},
    {"small_blind": 200, "big_blind": 400, "minutes": 20},
]
BREAK_1 = T0 + 41 * MIN  # item 2: the break after level 2
BREAK_2 = T0 + 101 * MIN  # item 5: the break after level 4, whose color-up takes the 25s


def _night(db: Database, levels: list[dict[str, Any]] = LEVELS,
           **changes: object) -> Night:
    settings = {**SETTINGS, "blinds": {"levels": levels, "chips": [25, 100, 500, 1000]},
                "chips": CHIPS, **changes}
    night = Night(db, 6, tables=1, settings=settings)
    night.events.start_clock(night.event, T0)
    return night


def _hu(message: Message) -> str:
    return render(message, "hu").replace("\xa0", " ")


def _refused(night: Night, removed: int, at: Any) -> Message:
    """The color-up of ``removed`` refused, its plan saying the same, nothing changed."""
    service = ColorUpService(night.db)
    plan = service.plan(night.event, at, removed)
    before = night.seats()
    with pytest.raises(ServiceError) as refused:
        service.color_up(night.event, removed, {s.entry_id: s.chips for s in plan.seats},
                         at, random.Random(1))
    assert plan.needed == refused.value.message
    assert night.seats() == before
    with Session(night.db.engine) as s:
        assert s.exec(select(ColorUpRow)).all() == []
    return refused.value.message


def test_R_8_3_TDA_20_the_25s_a_break_early_are_refused_for_level_3s_blinds(
        db: Database) -> None:
    """At the break after level 2, the 25s would leave level 3's 75/150 unpaid (the
    smallest chip then 100): refused naming the level and its blinds. The 100s too:
    once the break after level 4 takes the 25s, level 5's 200/400 would be left to the
    500s. The plan's default is then the 500s, which nothing to come needs, and they
    come off as before."""
    night = _night(db)
    night.events.go_to_level(night.event, BREAK_1, 2)
    message = _refused(night, 25, BREAK_1)
    assert render(message, "en") == (
        "the 25 chips cannot come off now: level 3 (75/150) still needs them: 75, 150 cannot be"
        " paid once the smallest chip is 100 (TDA 20); nothing was colored up")
    assert _hu(message) == (
        "a 25 értékű zsetonok most nem vehetők le: a 3. szintnek (75/150) még szüksége van"
        " rájuk: 75, 150 nem fizethető ki, ha a legkisebb zseton 100 (TDA 20); semmi sem lett"
        " felváltva")
    service = ColorUpService(db)
    plan = service.plan(night.event, BREAK_1)
    assert (plan.removed, plan.into, plan.needed) == (500, 1000, None)
    assert render(_refused(night, 100, BREAK_1), "en") == (
        "the 100 chips cannot come off now: level 5 (200/400) still needs them: 200, 400"
        " cannot be paid once the smallest chip is 500 (TDA 20); nothing was colored up")
    races = night.do(lambda: service.color_up(night.event, 500, {
        s.entry_id: s.chips for s in plan.seats}, BREAK_1, random.Random(1)))
    assert [r.result.removed for r in races] == [500]


def test_R_8_3_the_structures_own_color_up_of_the_25s_is_not_refused(db: Database) -> None:
    """At the break after level 4 the structure itself takes the 25s off: proposed, not
    refused, and done."""
    night = _night(db)
    night.events.go_to_level(night.event, BREAK_2, 5)
    service = ColorUpService(db)
    plan = service.plan(night.event, BREAK_2)
    assert (plan.removed, plan.into, plan.needed) == (25, 100, None)
    assert plan.choices == (25, 100, 500)
    races = night.do(lambda: service.color_up(night.event, 25, {
        s.entry_id: s.chips for s in plan.seats}, BREAK_2, random.Random(1)))
    assert races and all(stack % 100 == 0 for r in races for stack in
                         r.result.new_stacks.values())


def test_R_8_6_the_25s_are_refused_while_the_add_on_of_2525_is_still_to_come(
        db: Database) -> None:
    """Level 3 is 100/200 here, so only the add-on of 2,525 at the break after level 2
    needs the 25s: taking them off at that break is refused naming it."""
    levels = [*LEVELS[:3], {"small_blind": 100, "big_blind": 200, "minutes": 20},
              *LEVELS[4:]]
    night = _night(db, levels, add_on={"price": 2000, "chips": 2525, "at_break": 1})
    night.events.go_to_level(night.event, BREAK_1, 2)
    message = _refused(night, 25, BREAK_1)
    assert render(message, "en") == (
        "the 25 chips cannot come off now: the add-on's chips of 2,525, still to be handed"
        " out, cannot be paid once the smallest chip is 100 (R-8.6); nothing was colored up")
    assert _hu(message) == (
        "a 25 értékű zsetonok most nem vehetők le: az add-on zsetonjai: 2525, még hátra"
        " van; ez nem fizethető ki, ha a legkisebb zseton 100 (R-8.6); semmi sem lett"
        " felváltva")


def test_R_8_6_the_25s_are_refused_while_late_entries_of_10025_are_open(
        db: Database) -> None:
    """Late registration through level 3 with a stack of 10,025: the 25s taken off at
    the break after level 2 would leave the late entries unpaid."""
    levels = [*LEVELS[:3], {"small_blind": 100, "big_blind": 200, "minutes": 20},
              *LEVELS[4:]]
    night = _night(db, levels, starting_stack=10_025, late_registration_until_level=3,
                   re_entries=0, rebuys=False, rebuy=None, add_ons=False, add_on=None)
    night.events.go_to_level(night.event, BREAK_1, 2)
    assert render(_refused(night, 25, BREAK_1), "en") == (
        "the 25 chips cannot come off now: a late entry's starting stack of 10,025, still to"
        " be handed out, cannot be paid once the smallest chip is 100 (R-8.6); nothing was"
        " colored up")
