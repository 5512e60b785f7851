"""A tournament whose starting stack, rebuy or add-on its own chips cannot pay is
refused when it is set up (R-8.6), not at each entry, rebuy or add-on on the night
in front of a player: the settings name the field and the nearest amounts the
chips in play at the start can pay, with the same check as the night's
(``chips.check_paid_in_chips``). An event stored before the check still opens;
its rebuys are refused on the night as before."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlmodel import Session, select

from director.engine.messages import Message, render
from director.services.core.documents import DocumentError, TournamentSettings
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.events.queries import Queries
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from director.store.models import Event as EventRow
from tests.services.night import SETTINGS, T0, Night, store_settings_as_before

T1 = datetime(2026, 12, 4, 19, 0, tzinfo=UTC)


def _hu(message: Message) -> str:
    return render(message, "hu").replace("\xa0", " ")


def _refused(db: Database, settings: dict[str, object]) -> Message:
    """The settings refused by create_event, and no event stored."""
    with pytest.raises(DocumentError) as refused:
        EventService(db).create_event("tournament", "Friday", settings, T1)
    with Session(db.engine) as s:
        assert s.exec(select(EventRow)).all() == []
    return refused.value.message


def test_R_8_6_a_rebuy_the_chips_in_play_cannot_pay_is_refused_at_setup(db: Database) -> None:
    """25s are the smallest chip in play at the start (level 1 is 25/50): a rebuy of
    10,010 chips could never be handed out; the setup says so, naming the nearest."""
    message = _refused(db, {**SETTINGS, "rebuy": {"chips": 10_010, "until_level": 2}})
    assert render(message, "en") == (
        "the tournament settings are not valid: rebuy.chips: the rebuy's chips of 10,010"
        " cannot be paid in the chips in play at the start: the smallest chip is 25, so it"
        " must be a multiple of it (the nearest: 10,000 or 10,025)")
    assert _hu(message) == (
        "a verseny beállításai nem érvényesek: rebuy.chips: a rebuy zsetonjai: 10 010; ez"
        " nem fizethető ki a kezdéskor játékban lévő zsetonokból: a legkisebb zseton 25,"
        " ennek többszörösének kell lennie (a legközelebbiek: 10 000 és 10 025)")
    EventService(db).create_event(  # the next amount up is taken
        "tournament", "Friday", {**SETTINGS, "rebuy": {"chips": 10_025, "until_level": 2}}, T1)


def test_R_8_6_an_add_on_or_a_stack_below_the_smallest_chip_is_refused_at_setup(
        db: Database) -> None:
    message = _refused(db, {**SETTINGS, "add_on": {"price": 2000, "chips": 5_010,
                                                    "at_break": 1}})
    assert render(message, "en").endswith(  # taken at the break whose color-up takes 25s
        "add_on.chips: the add-on's chips of 5,010 cannot be paid in the chips in play after"
        " the color-up of the break after level 2: the smallest chip is 100, so it must be a"
        " multiple of it (the nearest: 5,000 or 5,100)")
    assert _hu(message).endswith(
        "add_on.chips: az add-on zsetonjai: 5010; ez nem fizethető ki a 2. szint utáni"
        " szünet zsetoncseréje után játékban lévő zsetonokból: a legkisebb zseton 100,"
        " ennek többszörösének kell lennie (a legközelebbiek: 5000 és 5100)")
    # the chips in play from the structure alone (no chip set): 100s and up
    structure = {**SETTINGS, "chips": [], "starting_stack": 5_050, "blinds": {
        "levels": [{"small_blind": 100, "big_blind": 200, "minutes": 20}],
        "chips": [100, 500]}}
    assert render(_refused(db, structure), "en").endswith(
        "starting_stack: the starting stack of 5,050 cannot be paid in the chips in play at"
        " the start: the smallest chip is 100, so it must be a multiple of it (the nearest:"
        " 5,000 or 5,100)")
    below = {**structure, "add_on": {"price": 2000, "chips": 50, "at_break": 1},
             "starting_stack": 5_000}
    assert render(_refused(db, below), "en").endswith(
        "add_on.chips: the add-on's chips of 50 cannot be paid in the chips in play at the"
        " start: the smallest chip is 100, so it must be a multiple of it (the smallest: 100)")


def test_R_8_6_an_event_stored_before_the_check_opens_and_refuses_the_rebuy_on_the_night(
        db: Database) -> None:
    """Settings stored before the setup checked them are read as they are (the event
    opens, its payouts can change); the rebuy itself is refused as before."""
    night = Night(db, 2)
    store_settings_as_before(db, night.event, {**SETTINGS,
                                               "rebuy": {"chips": 10_010, "until_level": 2}})
    tournament = TournamentService(db)
    tournament.set_payouts(night.event, T0, {"rows": [
        {"min_entries": 2, "max_entries": 200, "percents": [100]}]})
    with pytest.raises(ServiceError) as refused:
        tournament.rebuy(night.entries[0], T0)
    assert render(refused.value.message, "en") == (
        "a rebuy of 10,010 cannot be paid in the chips in play: the smallest chip is 25,"
        " so it must be a multiple of it (the nearest: 10,000 or 10,025)")


def test_R_8_6_an_add_on_at_a_break_the_structure_lacks_is_refused_at_setup(
        db: Database) -> None:
    """TDA 27: the add-on is taken at its break. Settings whose add-on is at break 2 of
    a structure with one break (a script's, or a copied event's) were stored, and the
    director learned on the night, pressing Add-on, that it could never be taken; the
    setup form already refused them. Now the store refuses them too, said beside the
    field, with every other problem of the settings at once; add-ons turned off keep
    their terms without the check (and offer no add-on)."""
    message = _refused(db, {**SETTINGS, "add_on": {"price": 2000, "chips": 5000,
                                                    "at_break": 2}})
    assert render(message, "en").endswith(
        "add_on.at_break: the add-on is at break 2, but the structure has one break")
    off = {**SETTINGS, "add_ons": False, "add_on": {"price": 2000, "chips": 5000,
                                                    "at_break": 2}}
    event = EventService(db).create_event("tournament", "Friday", off, T1)
    _kind, _name, stored = Queries(db).event_settings(event)
    assert isinstance(stored, TournamentSettings) and stored.rules().add_on is None
    EventService(db).create_event("tournament", "Saturday", {**SETTINGS, "add_on": {
        "price": 2000, "chips": 5000, "at_break": 1}}, T1)
