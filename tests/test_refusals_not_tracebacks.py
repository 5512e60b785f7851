"""Issue 31 item 9: inputs that raised tracebacks now get a message in the user's
language and change nothing: the tournament clock asked for a moment at the
calendar's end (9999-12-31), a stored hand event that is not an event object,
and the next hand's setup at a table where one seat has chips."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.games import HOLDEM
from director.engine.messages import MessageError, render
from director.services.core.documents import CashSettings, TournamentSettings
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.tables.table_service import TableService
from director.store.codec import event_from_json
from director.store.db import open_database

NOW = datetime(2026, 11, 29, 19, 0, tzinfo=UTC)
END_OF_CALENDAR = datetime(9999, 12, 31, 23, 59, tzinfo=UTC)


def said(exc: BaseException, language: str) -> str:
    assert isinstance(exc, MessageError)
    text = render(exc.message, language)
    assert "{???}" not in text and "???" not in text, text
    return text


def test_the_clock_at_the_end_of_the_calendar_is_refused_with_a_message(
        tmp_path: Path) -> None:
    db = open_database(tmp_path / "night.sqlite3")
    events = EventService(db)
    settings = TournamentSettings.model_validate({
        "buy_in": 100, "starting_stack": 10_000,
        "blinds": {"levels": [{"small_blind": 25, "big_blind": 50, "minutes": 20},
                              {"small_blind": 50, "big_blind": 100, "minutes": 20}]}})
    event_id = events.create_event("tournament", "Friday", settings, NOW)
    with pytest.raises(ServiceError) as info:  # level 1 would end past the calendar
        events.start_clock(event_id, END_OF_CALENDAR - timedelta(minutes=5))
    assert "beyond the calendar's end" in said(info.value, "en")
    assert events.clock(event_id, NOW) is None, "the clock was not started"
    started = END_OF_CALENDAR - timedelta(minutes=25)
    events.start_clock(event_id, started)
    before = events.clock(event_id, started)
    with pytest.raises(ServiceError) as info:
        events.clock(event_id, END_OF_CALENDAR)
    assert "beyond the calendar's end" in said(info.value, "en")
    assert "naptár végén túl" in said(info.value, "hu")
    with pytest.raises(ServiceError):
        events.pause_clock(event_id, END_OF_CALENDAR)
    assert events.clock(event_id, started) == before, "nothing changed"
    db.close()


@pytest.mark.parametrize("stored", ["[]", '"raise"', "{", "null", "[" * 1000 + "]" * 1000,
                                    '{"type": "DealHole", "seat": 1, "cards": 5}'])
def test_a_stored_event_that_is_not_one_gets_a_message(stored: str) -> None:
    with pytest.raises(MessageError) as info:
        event_from_json(stored)
    assert "a stored hand event cannot be read" in said(info.value, "en")
    assert "nem olvasható" in said(info.value, "hu")


def test_the_next_hand_at_a_table_with_one_stack_is_refused_with_a_message(
        tmp_path: Path) -> None:
    db = open_database(tmp_path / "night.sqlite3")
    event_id = EventService(db).create_event("cash", "Cash", CashSettings(small_blind=5,
                                                                          big_blind=10), NOW)
    tables = TableService(db)
    table_id = tables.open_table(event_id, "Table 1", {1: 1000, 2: 0})
    with pytest.raises(ServiceError) as info:
        tables.next_setup(table_id, HOLDEM, Betting.no_limit(10), 1, small_blind=5,
                          big_blind=10)
    assert said(info.value, "en") == "a hand needs at least two players; only seat 1 can play"
    assert said(info.value, "hu") == (
        "egy leosztáshoz legalább két játékos kell; csak az 1. szék játszhat")
    assert tables.current_hand(table_id) is None and tables.seat_stacks(table_id) == {
        1: 1000, 2: 0}
    db.close()
