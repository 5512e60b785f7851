"""R-8.7 from the phone: the director's remote in a cash game shows the open tables
(stakes, seats, chips) and the waiting list, puts a name on the list (a known player
by their name in any case, a new one added with it), takes one off, and seats one at
a table with a buy-in, through the cash pages' own services: stored, undoable with
Ctrl+Z at the laptop; what cannot be done is refused in words and changes nothing."""

from __future__ import annotations

import pytest

from director.engine.event.cash_tables import Stakes
from director.engine.messages import render
from director.services.cash.cash_tables import CashTableService
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.events.event_service import EventService
from director.services.room.read import read_room
from director.services.room.remote import RemoteCommands
from director.store.db import Database
from tests.services.night import T0

SMALL = Stakes("holdem", "no limit", 25, 50)
BIG = Stakes("holdem", "no limit", 50, 100)


def cash_night(db: Database) -> tuple[int, int, int]:
    """Tuesday's cash game: a 25/50 table with Anna (2,000) and Bence (3,500) and a
    50/100 table with nobody yet; buy-ins from 2,000 to 10,000 at 25/50 (twice that at
    50/100: the bounds are 40 and 200 big blinds)."""
    events, tables = EventService(db), CashTableService(db)
    event = events.create_event("cash", "Tuesday cash", {
        "small_blind": 25, "big_blind": 50, "min_buy_in": 2000, "max_buy_in": 10_000}, T0)
    small = tables.open_table(event, T0, stakes=SMALL)
    big = tables.open_table(event, T0, stakes=BIG)
    events.set_status(event, "running")
    tables.sit(small, "Anna", 2000, T0, seat=1)
    tables.sit(small, "Bence", 3500, T0, seat=4)
    return event, small, big


def test_R_8_7_the_phone_reads_the_cash_tables_and_the_waiting_list(db: Database) -> None:
    event, small, big = cash_night(db)
    CashTableService(db).add_waiting(event, "Zoli", SMALL, T0)
    [anna] = [pid for pid, name in q.players(db) if name == "Anna"]
    CashTableService(db).add_waiting(event, anna, BIG, T0)  # she plays 25/50 meanwhile
    view = read_room(db, event, T0)
    assert [(t.table_id, t.table, t.table_number, t.stakes, t.min_buy_in, t.max_buy_in)
            for t in view.cash_tables] == [(small, "Table 1", 1, SMALL, 2000, 10_000),
                                           (big, "Table 2", 2, BIG, 4000, 20_000)]
    [first, second] = view.cash_tables
    assert [(s.seat, s.player, s.chips) for s in first.seats] == [(1, "Anna", 2000),
                                                                  (4, "Bence", 3500)]
    assert second.seats == ()
    assert [(w.player, w.stakes, w.plays_at, w.plays_seat) for w in view.waiting_names] == [
        ("Zoli", SMALL, None, None), ("Anna", BIG, "Table 1", 1)]
    assert view.playing == () and not view.register


def test_R_8_7_a_name_on_the_waiting_list_from_the_phone(db: Database) -> None:
    event, _small, _big = cash_night(db)
    remote = RemoteCommands(db, lambda: event, lambda: T0)
    assert str(remote.run("wait", {"name": "Zoli", "stakes": SMALL.key})) == (
        "Zoli on the waiting list for Texas hold'em, no limit 25/50")
    assert str(remote.run("wait", {"name": "anna", "stakes": BIG.key})).startswith(
        "Anna on the waiting list for")  # Anna of the database, at 25/50 now
    with pytest.raises(ServiceError, match=r"Zoli is on the waiting list for .* already"):
        remote.run("wait", {"name": "ZOLI", "stakes": SMALL.key})
    with pytest.raises(ServiceError, match="say which stakes the name waits for"):
        remote.run("wait", {"name": "Kata", "stakes": "fifty-one hundred"})
    with pytest.raises(ServiceError, match="type the player's name"):
        remote.run("wait", {"name": "  ", "stakes": SMALL.key})
    assert [n for _, n in q.players(db)].count("Zoli") == 1
    assert "Kata" not in [n for _, n in q.players(db)]  # refused: nobody added
    listed = [(w.player, w.stakes) for w in CashTableService(db).waiting(event)]
    assert listed == [("Zoli", SMALL), ("Anna", BIG)]


def test_R_8_7_a_name_taken_off_the_list_from_the_phone(db: Database) -> None:
    event, _small, _big = cash_night(db)
    other, *_ = cash_night(db)
    tables = CashTableService(db)
    tables.add_waiting(event, "Zoli", SMALL, T0)
    [zoli] = tables.waiting(event)
    tables.add_waiting(other, "Kata", SMALL, T0)
    [kata] = tables.waiting(other)
    remote = RemoteCommands(db, lambda: event, lambda: T0)
    with pytest.raises(ServiceError, match="no longer on the waiting list"):
        remote.run("unwait", {"waiting": kata.waiting_id})  # another game's list
    with pytest.raises(ServiceError, match="say which name on the waiting list"):
        remote.run("unwait", {"waiting": "3"})
    assert str(remote.run("unwait", {"waiting": zoli.waiting_id})) == (
        "Zoli off the waiting list")
    assert tables.waiting(event) == [] and len(tables.waiting(other)) == 1
    with pytest.raises(ServiceError, match="no longer on the waiting list"):
        remote.run("unwait", {"waiting": zoli.waiting_id})  # the second tap
    EventService(db).undo_last(event, T0)  # Ctrl+Z at the laptop puts him back
    assert [w.player for w in tables.waiting(event)] == ["Zoli"]


def test_R_8_7_the_first_name_waiting_seated_from_the_phone(db: Database) -> None:
    event, small, big = cash_night(db)
    tables = CashTableService(db)
    tables.add_waiting(event, "Zoli", SMALL, T0)
    [zoli] = tables.waiting(event)
    remote = RemoteCommands(db, lambda: event, lambda: T0)
    with pytest.raises(ServiceError, match="below this table's smallest buy-in"):
        remote.run("seat", {"waiting": zoli.waiting_id, "table": small, "buy_in": 500})
    with pytest.raises(ServiceError, match="say the buy-in"):
        remote.run("seat", {"waiting": zoli.waiting_id, "table": small, "buy_in": "2000"})
    with pytest.raises(ServiceError, match="say which of this game's open tables"):
        remote.run("seat", {"waiting": zoli.waiting_id, "table": 999, "buy_in": 2000})
    assert [w.player for w in tables.waiting(event)] == ["Zoli"]  # refused: still waits
    said = render(remote.run("seat", {"waiting": zoli.waiting_id, "table": small,
                                      "buy_in": 2500}), "en")
    [seat] = [s for s in tables.table(small).seats if s.player == "Zoli"]
    assert said == f"Zoli drew seat {seat.number} at Table 1 with 2,500"
    assert seat.stack == 2500 and seat.number not in (1, 4)
    assert tables.waiting(event) == []  # his name goes with his seat
    assert tables.table(big).seats == ()
    EventService(db).undo_last(event, T0)  # Ctrl+Z at the laptop: unseated, back on the list
    assert [s.player for s in tables.table(small).seats] == ["Anna", "Bence"]


def test_R_8_7_a_top_up_and_a_cash_out_from_the_phone(db: Database) -> None:
    """Anna tops up 1,000 (on her stack between hands, R-8.6) and leaves with 3,000 as
    counted; a seat named with someone else seen in it is refused by name (changed at
    another station meanwhile); amounts that are no whole number are refused."""
    event, small, _big = cash_night(db)
    tables = CashTableService(db)
    players = dict((name, pid) for pid, name in q.players(db))
    remote = RemoteCommands(db, lambda: event, lambda: T0)
    anna = {"table": small, "seat": 1, "player": players["Anna"]}
    assert render(remote.run("top_up", {**anna, "amount": 1000}), "en") == (
        "Top-up: Anna 1,000 at Table 1")
    assert [s.stack for s in tables.table(small).seats if s.player == "Anna"] == [3000]
    assert read_room(db, event, T0).cash_tables[0].seats[0].chips == 3000
    with pytest.raises(ServiceError, match="say the amount"):
        remote.run("top_up", {**anna, "amount": "1000"})
    with pytest.raises(ServiceError, match="say the amount"):
        remote.run("top_up", anna)
    with pytest.raises(ServiceError, match="say which seat"):
        remote.run("leave", {**anna, "seat": 0})
    with pytest.raises(ServiceError, match=r"Anna no longer sits in seat 4 at Table 1 "
                                           r"\(changed at another station\)"):
        remote.run("leave", {**anna, "seat": 4})
    assert render(remote.run("leave", {**anna, "amount": 3000}), "en") == (
        "Anna left seat 1 at Table 1, cashing out 3,000")
    assert [s.player for s in tables.table(small).seats] == ["Bence"]
    with pytest.raises(ServiceError):  # the second tap: she is gone
        remote.run("leave", {**anna, "amount": 3000})
    EventService(db).undo_last(event, T0)  # Ctrl+Z at the laptop seats her again
    assert [s.player for s in tables.table(small).seats] == ["Anna", "Bence"]
