"""A club station's role is a safety rail (issue 17): a dealer station records its
own table's hands only, a display changes nothing, the director everything. A
refused command says why and stores nothing; on SQLite and on the server."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy import text

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import PostBlind
from director.engine.hand.facts.games import HOLDEM
from director.engine.messages import render
from director.services.core import hand_log
from director.services.core.documents import CashSettings
from director.services.core.station_role import Role, set_role
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.tables.table_service import TableService
from director.store.codec import event_to_json
from director.store.db import Database, open_database

NOW = datetime(2024, 5, 1, 19, 0, tzinfo=UTC)


def _club(db: Database) -> tuple[int, int, int]:
    """The director opens a cash game with two tables; a hand starts at the first."""
    event_id = EventService(db).create_event("cash", "Friday", CashSettings(
        small_blind=5, big_blind=10), NOW)
    tables = TableService(db)
    first = tables.open_table(event_id, "Table 1", {1: 500, 3: 800, 6: 200})
    second = tables.open_table(event_id, "Table 2", {2: 400, 5: 400})
    return event_id, first, second


def _setup(tables: TableService, table_id: int) -> object:
    return tables.next_setup(table_id, HOLDEM, Betting.no_limit(10), 6,
                             small_blind=5, big_blind=10)


def test_a_dealer_station_records_its_own_tables_hands_only(db: Database) -> None:
    event_id, first, second = _club(db)
    dealer = open_database(db.url)
    set_role(dealer, Role.DEALER, first)
    at_dealer = TableService(dealer)
    hand_id = at_dealer.start_hand(first, _setup(at_dealer, first), NOW)  # type: ignore[arg-type]
    at_dealer.apply(hand_id, PostBlind(1, 5))
    assert TableService(db).hand_log(hand_id) == [{"type": "PostBlind", "seat": 1,
                                                   "amount": 5}]

    with pytest.raises(ServiceError) as refused:
        at_dealer.start_hand(second, _setup(at_dealer, second), NOW)  # type: ignore[arg-type]
    assert render(refused.value.message, "en") == (
        "this is the dealer station of Table 1: it records that table's hands "
        "and reports the busts, rebuys and add-ons of its own players only; do this at "
        "the director's station")
    assert TableService(db).current_hand(second) is None  # nothing stored

    other_hand = TableService(db).start_hand(second, _setup(TableService(db), second), NOW)  # type: ignore[arg-type]
    with pytest.raises(ServiceError, match="dealer station of Table"):
        at_dealer.apply(other_hand, PostBlind(2, 10))
    assert TableService(db).hand_log(other_hand) == []
    with pytest.raises(ServiceError, match="dealer station of Table"):
        EventService(dealer).add_player("Ann", NOW)
    with pytest.raises(ServiceError, match="dealer station of Table"):
        EventService(dealer).create_event("cash", "Saturday", CashSettings(
            small_blind=5, big_blind=10), NOW)
    with db.engine.connect() as conn:
        assert conn.execute(text("SELECT id FROM event")).scalars().all() == [event_id]
        assert conn.execute(text("SELECT count(*) FROM player")).scalar_one() == 0
    dealer.close()


def test_a_display_changes_nothing_and_the_director_everything(db: Database) -> None:
    _event_id, first, _second = _club(db)
    display = open_database(db.url)
    set_role(display, Role.DISPLAY)
    at_display = TableService(display)
    with pytest.raises(ServiceError) as refused:
        at_display.start_hand(first, _setup(at_display, first), NOW)  # type: ignore[arg-type]
    assert render(refused.value.message, "hu") == (
        "ez az állomás kijelző: az órát és az ültetést mutatja, és semmit sem változtat; "
        "ezt a versenyigazgató állomásán tedd meg")
    assert at_display.current_hand(first) is None  # reading is what a display does
    hand_id = TableService(db).start_hand(first, _setup(TableService(db), first), NOW)  # type: ignore[arg-type]
    with pytest.raises(ServiceError, match="display"):
        at_display.apply(hand_id, PostBlind(1, 5))
    assert TableService(db).hand_log(hand_id) == []
    display.close()


def test_a_dealer_station_needs_its_table() -> None:
    with pytest.raises(ValueError, match="table"):
        set_role(Database("sqlite://", None, None), Role.DEALER)  # type: ignore[arg-type]


def test_a_dealer_station_cannot_write_into_another_tables_hand_by_naming_its_own(
        db: Database) -> None:
    """Issue 31 (item 9): the dealer's one-statement path checked the table the
    station named, not the hand's own: a dealer station at table 1 ended table 2's
    hand and set its seats' stacks. The hand's own table is checked now: nothing
    is written (the caller then reads the hand the ordinary way, and is refused)."""
    _event_id, first, second = _club(db)
    other = TableService(db).start_hand(second, _setup(TableService(db), second), NOW)  # type: ignore[arg-type]
    dealer = open_database(db.url)
    set_role(dealer, Role.DEALER, first)
    step = hand_log.Append(other, seen=1, first_seq=1,
                           payloads=[event_to_json(PostBlind(2, 10))], state=None,
                           state_seq=None, stacks={2: 0, 5: 800}, table_id=first)
    assert hand_log.append(dealer, step) is False
    assert TableService(db).hand_log(other) == []
    assert TableService(db).seat_stacks(second) == {2: 400, 5: 400}
    with pytest.raises(ServiceError, match="dealer station of Table"):
        TableService(dealer).apply(other, PostBlind(2, 10))
    dealer.close()
