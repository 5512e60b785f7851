"""A dealer station names its table as the dealer and the director see it (issue 17):
"Table 5" of tonight's event, never the table's record number, which grows over a
club's history. On SQLite and on the club's server (PostgreSQL)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from director.engine.event.structures import load_template
from director.engine.messages import render
from director.resources import resource_dir
from director.services.cash.cash_tables import CashTableService
from director.services.club.station_tables import (
    OpenTable,
    open_tables,
    table_gone,
    table_typed,
)
from director.services.core.documents import BlindStructure, CashSettings, TournamentSettings
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.store.db import Database

NOW = datetime(2026, 12, 4, 19, 0, tzinfo=UTC)


def _club_history(db: Database) -> tuple[int, int]:
    """Last week's tournament (ten tables, finished) and an archived one; tonight's
    Friday Deepstack with six tables and a cash game with two (the second closed).
    Tonight's first tournament table and the closed cash table."""
    events = EventService(db)
    seating = SeatingService(db)
    holdem = load_template("turbo", resource_dir())
    settings = TournamentSettings(starting_stack=holdem.starting_stack or 10_000,
                                  blinds=BlindStructure.from_structure(holdem))
    last_week = events.create_event("tournament", "Last Friday", settings, NOW)
    seating.open_tables(last_week, 10, NOW)
    events.set_status(last_week, "finished")
    archived = events.create_event("tournament", "Old league night", settings, NOW)
    seating.open_tables(archived, 2, NOW)
    events.set_archived(archived)
    friday = events.create_event("tournament", "Friday Deepstack", settings, NOW)
    tonight = seating.open_tables(friday, 6, NOW)
    cash = events.create_event("cash", "Cash game", CashSettings(small_blind=5, big_blind=10),
                               NOW)
    tables = CashTableService(db)
    tables.open_table(cash, NOW)
    closed = tables.open_table(cash, NOW)
    tables.close_table(closed, NOW)
    return tonight[0], closed


def _said(exc: pytest.ExceptionInfo[ServiceError], language: str = "en") -> str:
    return render(exc.value.message, language)


def test_the_open_tables_are_tonights_named_as_the_seating_shows_them(db: Database) -> None:
    first, _ = _club_history(db)
    tables = open_tables(db)
    assert [render(t.label, "en") for t in tables] == [
        "Cash game \u2014 Table 1"] + [f"Friday Deepstack \u2014 Table {n}" for n in range(1, 7)]
    assert [render(t.label, "hu") for t in tables][:2] == [
        "Cash game \u2014 1. asztal", "Friday Deepstack \u2014 1. asztal"]
    # table 5 of tonight is a record number past last week's ten tables and more
    five = table_typed(tables, "5")
    assert (five.event_name, five.name, five.number) == ("Friday Deepstack", "Table 5", 5)
    assert five.table_id == first + 4 and five.table_id > 10


def test_a_number_two_events_have_is_chosen_with_its_event(db: Database) -> None:
    _club_history(db)
    tables = open_tables(db)
    with pytest.raises(ServiceError) as both:
        table_typed(tables, "1")
    assert _said(both) == (
        "1 is the number of an open table in more than one event (Cash game \u2014 Table 1, "
        "Friday Deepstack \u2014 Table 1): choose the table from the list")
    assert _said(both, "hu").startswith("1. asztal több eseményben is nyitva van")
    assert table_typed(tables, "1", event="cash game").event_name == "Cash game"
    assert table_typed(tables, "Table 1", event="Friday Deepstack").name == "Table 1"


def test_a_table_not_open_is_refused_with_the_open_ones_listed(db: Database) -> None:
    _club_history(db)
    tables = open_tables(db)
    with pytest.raises(ServiceError) as closed:
        table_typed(tables, "2", event="Cash game")  # closed tonight
    assert _said(closed) == "2 is no open table's number or name; the open tables: " \
        "Cash game \u2014 Table 1"
    with pytest.raises(ServiceError) as nothing:
        table_typed([], "5")
    assert "no table is open on this server" in _said(nothing)
    with pytest.raises(ServiceError) as unknown:
        table_typed(tables, "3", event="Saturday")
    assert _said(unknown).startswith("no event under way is named Saturday; the open tables: ")
    # a number no table has, typed oddly: said in words (``int`` raised before)
    for odd in ("\u00b2", "7" * 5000, "\u0663"):
        with pytest.raises(ServiceError) as typed:
            table_typed(tables, odd, event="Cash game")
        assert _said(typed).endswith("is no open table's number or name; the open tables: "
                                     "Cash game \u2014 Table 1")


def test_an_old_scripts_record_number_is_refused_never_another_table(db: Database) -> None:
    """``--table 15`` meant the record number 15 before: tonight it is Table 3 of
    Friday Deepstack; no open table is numbered 15, so it is refused with that."""
    first, _ = _club_history(db)
    tables = open_tables(db)
    record = first + 2
    with pytest.raises(ServiceError) as old:
        table_typed(tables, str(record), record_numbers=True)
    assert _said(old) == (
        "the table is given by its number as the seating shows it, no longer by its record "
        f"number, and no open table has the number {record}: record {record} is "
        "Friday Deepstack \u2014 Table 3; give that table's number")
    # an open table's number that is also another open table's record: refused too
    tables = [OpenTable(5, "Friday Deepstack", "tournament", "Table 1"),
              OpenTable(9, "Friday Deepstack", "tournament", "Table 5")]
    with pytest.raises(ServiceError):
        table_typed(tables, "5", record_numbers=True)
    assert table_typed(tables, "5").table_id == 9  # chosen in the dialog: the number


def test_a_table_broken_up_or_closed_since_is_said_with_what_to_do(db: Database) -> None:
    first, closed = _club_history(db)
    assert table_gone(db, first) is None
    gone = table_gone(db, closed)
    assert gone is not None
    assert render(gone, "en") == (
        "this station's table (Cash game \u2014 Table 2) was closed since it was chosen: "
        "choose the table this station deals at again (File \u2192 Connect to a club server)")
    assert "bezárták" in render(gone, "hu")
    # a login the club's server gives its table: the director gives it again
    by_login = table_gone(db, closed, by_login=True)
    assert by_login is not None and render(by_login, "en").endswith(
        "was closed since it was chosen: this station's login deals there on the club's "
        "server; at the director's station, give it its table again (director stations "
        "dealer LOGIN N)")
    missing = table_gone(db, 99999)
    assert missing is not None and "no longer on the server" in render(missing, "en")
