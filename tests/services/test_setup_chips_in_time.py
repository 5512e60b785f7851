"""Amounts paid in chips are checked when the event or table is set up, in the chips
in play at the time they are paid (R-8.6, R-8.3, TDA 20), not in front of players:

- a tournament's late entry, rebuy and add-on in the chips in play after the
  color-ups of their window (an add-on at the break whose color-up takes the 25s
  off is paid in 100s);
- every problem at once: the stack, the rebuy and the add-on together;
- a tournament whose chips come from its chip set: every level's bring-in and
  fixed-limit bets (R-5.5, R-6.4) in the chips in play at that level."""

from __future__ import annotations

from director.engine.messages import render
from director.services.events.event_service import EventService
from director.store.db import Database
from tests.services.night import CHIPS, SETTINGS
from tests.services.test_setup_chips_paid import T1, _hu, _refused


def test_R_8_6_a_rebuy_open_after_the_color_up_is_paid_in_the_chips_left(db: Database) -> None:
    """Rebuys open all night (no window): the break after level 2 colors up the 25s, so
    a rebuy of 10,025 could not be handed out after it. Refused at setup naming that
    color-up and the nearest amounts in 100s; closed at level 2, 10,025 is taken."""
    message = _refused(db, {**SETTINGS, "rebuy": {"chips": 10_025}})
    assert render(message, "en") == (
        "the tournament settings are not valid: rebuy.chips: the rebuy's chips of 10,025"
        " cannot be paid in the chips in play after the color-up of the break after level 2:"
        " the smallest chip is 100, so it must be a multiple of it (the nearest: 10,000 or"
        " 10,100)")
    assert _hu(message) == (
        "a verseny beállításai nem érvényesek: rebuy.chips: a rebuy zsetonjai: 10 025; ez"
        " nem fizethető ki a 2. szint utáni szünet zsetoncseréje után játékban lévő"
        " zsetonokból: a legkisebb zseton 100, ennek többszörösének kell lennie (a"
        " legközelebbiek: 10 000 és 10 100)")
    EventService(db).create_event(
        "tournament", "Friday", {**SETTINGS, "rebuy": {"chips": 10_025, "until_level": 2}}, T1)


def test_R_8_6_a_late_entry_after_the_color_up_is_paid_in_the_chips_left(
        db: Database) -> None:
    """Late registration through level 3, after the 25s are colored up: a starting
    stack of 10,050 is refused at setup; through level 2 it is taken."""
    late = {**SETTINGS, "starting_stack": 10_050, "late_registration_until_level": 3,
            "re_entries": 0}
    assert render(_refused(db, late), "en").endswith(
        "starting_stack: the starting stack of 10,050 cannot be paid in the chips in play"
        " after the color-up of the break after level 2: the smallest chip is 100, so it must"
        " be a multiple of it (the nearest: 10,000 or 10,100)")
    EventService(db).create_event(
        "tournament", "Friday", {**late, "late_registration_until_level": 2}, T1)


def test_R_8_6_every_amount_the_chips_cannot_pay_is_said_at_once(db: Database) -> None:
    """A stack, a rebuy and an add-on the chips cannot pay: the three refusals in one
    answer, each naming its field, not one after another."""
    message = _refused(db, {**SETTINGS, "starting_stack": 10_010,
                            "rebuy": {"chips": 10_010, "until_level": 2},
                            "add_on": {"price": 2000, "chips": 5_010, "at_break": 1}})
    said = render(message, "en")
    assert said.startswith("the tournament settings are not valid: starting_stack: the"
                           " starting stack of 10,010 cannot be paid")
    assert "rebuy.chips: the rebuy's chips of 10,010 cannot be paid" in said
    assert "add_on.chips: the add-on's chips of 5,010 cannot be paid" in said
    assert said.endswith("(the nearest: 5,000 or 5,100)")


STUD = [{"game": "stud", "limit": "fixed limit", "ante": 25, "bring_in": 25, "small_bet": 100,
         "big_bet": 200, "minutes": 20},
        {"game": "stud", "limit": "fixed limit", "ante": 50, "bring_in": 60, "small_bet": 200,
         "big_bet": 400, "minutes": 20}]


def test_R_6_4_a_bring_in_the_chip_set_cannot_pay_is_refused_at_setup(db: Database) -> None:
    """Seven-card stud with the host's chip set (25s up) and no chips named in the
    structure: level 2's bring-in of 60 (typed for 50) is refused when the event is
    set up, not when the bring-in is due at the panel (TDA 20)."""
    stud = {**SETTINGS, "game": "stud", "limit": "fixed limit", "rebuys": False,
            "rebuy": None, "add_ons": False, "add_on": None,
            "blinds": {"levels": STUD}, "chips": CHIPS}
    message = _refused(db, stud)
    assert render(message, "en") == (
        "the tournament settings are not valid: blinds: level 2: 60 cannot be paid with 25"
        " chips, the smallest in play (TDA 20)")
    assert _hu(message) == (
        "a verseny beállításai nem érvényesek: blinds: a 2. szint: 60 nem fizethető ki 25"
        " értékű zsetonokkal, a legkisebb játékban lévő címlettel (TDA 20)")
    levels = [STUD[0], {**STUD[1], "bring_in": 50}]
    EventService(db).create_event("tournament", "Friday",
                                  {**stud, "blinds": {"levels": levels}}, T1)


def test_R_5_5_fixed_limit_bets_after_the_color_up_are_paid_in_the_chips_left(
        db: Database) -> None:
    """Fixed-limit hold'em from the chip set: the break's color-up takes the 25s off, so
    level 2's small bet of 250 (typed for 200) cannot be bet in 100s: refused at setup."""
    fl = {"game": "holdem", "limit": "fixed limit", "minutes": 20}
    levels = [{**fl, "small_blind": 25, "big_blind": 50, "small_bet": 50, "big_bet": 100},
              {"minutes": 15, "is_break": True, "color_up": [25]},
              {**fl, "small_blind": 100, "big_blind": 200, "small_bet": 250, "big_bet": 500}]
    fixed = {**SETTINGS, "limit": "fixed limit", "rebuys": False, "rebuy": None,
             "add_ons": False, "add_on": None, "blinds": {"levels": levels}, "chips": CHIPS}
    assert render(_refused(db, fixed), "en").endswith(
        "blinds: level 2: 250 cannot be paid with 100 chips, the smallest in play (TDA 20)")
