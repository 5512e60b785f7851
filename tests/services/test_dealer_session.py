"""DealerSession: in memory and stored through TableService, resume, undo, next hand."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from director.engine.hand.state import HandState
from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.services.tables.dealer_session import (
    USUAL_GAMES,
    DealerError,
    DealerSession,
    TableGame,
)
from director.services.tables.table_service import TableService
from director.store.db import Database

NOW = datetime(2026, 5, 1, 20, 0, tzinfo=UTC)
HOLDEM = USUAL_GAMES["holdem"]


def _table(db: Database, stacks: dict[int, int]) -> tuple[TableService, int]:
    event_id = EventService(db).create_event(
        "cash", "Friday cash", CashSettings(small_blind=50, big_blind=100), NOW)
    service = TableService(db)
    return service, service.open_table(event_id, "Table 1", stacks)


def test_in_memory_session_plays_posts_and_keeps_chips() -> None:
    s = DealerSession.in_memory(HOLDEM, {1: 1000, 2: 1000, 3: 1000}, button=3)
    assert s.step().text == "Seat 1 posts the small blind of 50"
    s.advance()
    s.advance()
    assert s.stacks_by_seat() == {1: 950, 2: 900, 3: 1000}
    assert sum(p.amount for p in s.pot_rows()) == 150
    s.undo()
    assert s.stacks_by_seat()[2] == 1000


def test_R_8_1_level_change_applies_from_the_next_hand() -> None:
    s = DealerSession.in_memory(HOLDEM, {1: 1000, 2: 1000}, button=2)
    s.advance()
    higher = TableGame("holdem", HOLDEM.betting, small_blind=100, big_blind=200)
    s.set_game(higher)
    assert s.pending_game is higher and s.hand.setup.blinds != ()
    while not s.is_complete:
        step = s.step()
        if s.legal() is not None:
            s.check_call()
        elif step.kind.name == "AWARD":
            s.award_to(tuple(((p.seats[0],), ()) for p in s.pot_rows()))
        else:
            s.advance()
    s.next_hand()
    assert max(s.hand.setup.blinds) == 200


def test_stud_up_cards_are_required() -> None:
    s = DealerSession.in_memory(USUAL_GAMES["stud"], {1: 500, 2: 500}, button=2)
    s.advance()
    s.advance()
    with pytest.raises(DealerError, match="the rules need them"):
        s.advance()


def test_stored_table_persists_every_event_and_resumes_mid_hand(db: Database) -> None:
    service, table_id = _table(db, {1: 1000, 2: 1000, 3: 1000})
    s = DealerSession.at_table(service, table_id, HOLDEM, button=3)
    s.advance()
    s.advance()
    assert len(service.hand_log(s.hand_id or 0)) == 2
    again = DealerSession.at_table(TableService(db), table_id, HOLDEM, button=3)
    assert isinstance(again.state, HandState)
    assert again.state.log == s.state.log
    assert again.step().text == s.step().text
    again.undo()
    assert len(service.hand_log(again.hand_id or 0)) == 1


def test_R_6_6_a_guts_round_at_a_stored_table_is_stored_and_resumes(db: Database) -> None:
    """Guts rounds are stored like hands: every event, resumed after a restart,
    and the stacks written back when the round is over."""
    service, table_id = _table(db, {1: 1000, 2: 1000})
    s = DealerSession.at_table(service, table_id, USUAL_GAMES["guts-survivor"], button=1)
    assert s.is_guts
    s.advance()  # the first ante
    again = DealerSession.at_table(TableService(db), table_id, USUAL_GAMES["guts-survivor"],
                                   button=1)
    assert again.is_guts and again.state.log == s.state.log
    while not again.state.is_complete:
        step = again.step()
        if step.kind.name == "ACT":
            again.declare([1])  # only seat 1 is in: the round ends
        else:
            again.advance()
    assert service.seat_stacks(table_id) == again.stacks_by_seat()
    assert sum(service.seat_stacks(table_id).values()) == 2000
    again.undo()
    assert not again.state.is_complete
    assert sum(service.seat_stacks(table_id).values()) == 2000


def test_R_8_1_a_level_chosen_after_the_hand_applies_to_the_next_one() -> None:
    s = DealerSession.in_memory(HOLDEM, {1: 1000, 2: 1000}, button=2)
    while not s.is_complete:
        if s.legal() is not None:
            s.fold()
        elif s.step().kind.name == "AWARD":
            s.award_to(tuple(((p.seats[0],), ()) for p in s.pot_rows()))
        else:
            s.advance()
    s.use_for_next_hand(HOLDEM)
    assert s.pending_game is None, "the same level changes nothing"
    higher = TableGame("holdem", HOLDEM.betting, small_blind=100, big_blind=200)
    s.use_for_next_hand(higher)
    assert s.is_complete, "the finished hand stays on the screen"
    s.next_hand()
    assert max(s.hand.setup.blinds) == 200
