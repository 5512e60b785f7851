"""A table playing hands: one command per dealer action, one transaction each."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime

import pytest
from sqlalchemy import text
from sqlmodel import Session, select

from director.engine.cards import STANDARD_DECK, parse_cards
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import Award, CheckCall, DealHole, Fold, PostBlind
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.state import HandError, HandState
from director.services.core.documents import CashSettings
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.crash_driver import random_event
from director.services.events.event_service import EventService
from director.services.tables.table_service import TableService
from director.store.db import Database, open_database
from director.store.models import Hand, HandEvent, Player
from tests.engine.test_hand_properties import FIELDS

NOW = datetime(2024, 5, 1, 19, 0, tzinfo=UTC)


def _table(db: Database) -> tuple[TableService, int]:
    event_id = EventService(db).create_event("cash", "Friday", CashSettings(
        small_blind=5, big_blind=10), NOW)
    tables = TableService(db)
    return tables, tables.open_table(event_id, "Table 1", {1: 500, 3: 800, 6: 200})


def _start(tables: TableService, table_id: int, button: int = 6) -> int:
    setup = tables.next_setup(table_id, HOLDEM, Betting.no_limit(10), button,
                              small_blind=5, big_blind=10)
    return tables.start_hand(table_id, setup, NOW)


def test_unit_of_work_commits_whole_or_not_at_all(db: Database) -> None:
    with UnitOfWork(db) as uow:
        uow.session.add(Player(name="Ann", created_at=""))
    with pytest.raises(RuntimeError), UnitOfWork(db) as uow:
        uow.session.add(Player(name="Bob", created_at=""))
        uow.session.flush()
        raise RuntimeError("the command failed half way")
    with Session(db.engine) as s:
        assert [p.name for p in s.exec(select(Player))] == ["Ann"]


def test_each_action_is_appended_and_a_restart_resumes_the_hand(db: Database) -> None:
    tables, table_id = _table(db)
    hand_id = _start(tables, table_id)
    tables.apply(hand_id, PostBlind(1, 5))
    tables.apply(hand_id, PostBlind(3, 10))
    db.close()
    reopened = open_database(db.url)
    current = TableService(reopened).current_hand(table_id)
    assert current is not None
    assert current[0] == hand_id
    assert current[1].log == (PostBlind(1, 5), PostBlind(3, 10))
    assert current[1].chips_in_play() == 1500
    reopened.close()


def test_an_illegal_action_is_refused_and_nothing_is_written(db: Database) -> None:
    tables, table_id = _table(db)
    hand_id = _start(tables, table_id)
    with pytest.raises(HandError):
        tables.apply(hand_id, PostBlind(3, 10))  # the small blind (seat 1) posts first
    assert tables.hand_log(hand_id) == []


def test_only_one_hand_at_a_time_and_stacks_must_match(db: Database) -> None:
    tables, table_id = _table(db)
    setup = tables.next_setup(table_id, HOLDEM, Betting.no_limit(10), 6,
                              small_blind=5, big_blind=10)
    tables.start_hand(table_id, setup)
    with pytest.raises(ServiceError, match="still being played"):
        tables.start_hand(table_id, setup)


def test_a_wrong_stack_in_the_setup_is_refused(db: Database) -> None:
    from dataclasses import replace

    tables, table_id = _table(db)
    setup = tables.next_setup(table_id, HOLDEM, Betting.no_limit(10), 6,
                              small_blind=5, big_blind=10)
    with pytest.raises(ServiceError, match="seat 1 has 500 chips"):
        tables.start_hand(table_id, replace(setup, stacks=(600, 800, 200)))


def _play_to_the_end(tables: TableService, hand_id: int, seed: int) -> None:
    deck = list(STANDARD_DECK)
    random.Random(seed).shuffle(deck)
    rng = random.Random(seed)
    state = tables.hand_state(hand_id)
    while not state.is_complete:
        state = tables.apply(hand_id, random_event(state, rng, deck))


def test_a_completed_hand_moves_the_chips_to_the_seats(db: Database) -> None:
    tables, table_id = _table(db)
    for number in range(5):
        if sum(1 for v in tables.seat_stacks(table_id).values() if v) < 2:
            break
        hand_id = _start(tables, table_id, button=[1, 3, 6][number % 3])
        _play_to_the_end(tables, hand_id, number)
        final = tables.hand_state(hand_id)
        stored = tables.seat_stacks(table_id)
        assert all(stored[k] == v for k, v in final.stacks_by_seat().items())
        assert sum(stored.values()) == 1500
        assert tables.current_hand(table_id) is None
    assert tables.table_chips(table_id) == 1500


def test_undo_removes_the_last_event_and_can_reopen_a_finished_hand(db: Database) -> None:
    tables, table_id = _table(db)
    hand_id = _start(tables, table_id)
    for event in (PostBlind(1, 5), PostBlind(3, 10)):
        tables.apply(hand_id, event)
    assert tables.undo(hand_id).log == (PostBlind(1, 5),)
    tables.apply(hand_id, PostBlind(3, 10))
    _play_to_the_end(tables, hand_id, 7)
    after = tables.seat_stacks(table_id)
    reopened = tables.undo(hand_id)  # undo the award
    assert not reopened.is_complete
    assert tables.seat_stacks(table_id) == {1: 500, 3: 800, 6: 200}
    assert tables.current_hand(table_id) is not None
    assert tables.hand_log(hand_id)[-1] != {"type": "Award", "winners": None}
    tables.apply(hand_id, Award())
    assert tables.seat_stacks(table_id) == after
    with Session(db.engine) as s:
        seqs = [e.seq for e in s.exec(select(HandEvent).where(HandEvent.hand_id == hand_id))]
    assert seqs == list(range(1, len(seqs) + 1))


def test_nothing_to_undo_and_no_actions_after_the_end(db: Database) -> None:
    tables, table_id = _table(db)
    hand_id = _start(tables, table_id)
    with pytest.raises(ServiceError, match="nothing to undo"):
        tables.undo(hand_id)
    tables.apply(hand_id, PostBlind(1, 5))
    tables.apply(hand_id, PostBlind(3, 10))
    _play_to_the_end(tables, hand_id, 3)
    with pytest.raises(ServiceError, match="is over"):
        tables.apply(hand_id, CheckCall(1))
    with pytest.raises(ServiceError, match="no hand 999"):
        tables.apply(999, Fold(1))


def test_two_services_on_one_database_never_act_on_a_stale_hand(db: Database) -> None:
    """A service keeps the state of its last command as a shortcut; another writer's
    undo and a different event in its place (same length of log) must not be acted
    on from the shortcut: the hand's revision moved on, so the action is refused
    with a message (issue 17: two stations, one wins), and repeated, it is applied
    to the stored log."""
    a, table_id = _table(db)
    b = TableService(db)
    hand = _start(a, table_id)
    a.apply(hand, PostBlind(1, 5))
    a.apply(hand, PostBlind(3, 10))
    a.apply(hand, DealHole(1, (None, None)))
    b.undo(hand)
    b.apply(hand, DealHole(1, parse_cards("AsKd")))  # same length, another event
    with pytest.raises(ServiceError, match="changed at another station"):
        a.apply(hand, DealHole(3, (None, None)))
    after = a.apply(hand, DealHole(3, (None, None)))
    assert after.hole[0] == parse_cards("AsKd")
    assert after.log == b.hand_state(hand).log


# ------------------------------------------------- the state kept with the log


def _kept(db: Database, hand_id: int) -> tuple[str | None, int | None]:
    with Session(db.engine) as s:
        hand = s.get(Hand, hand_id)
        assert hand is not None
        return hand.state, hand.state_seq


def _play_some(tables: TableService, hand_id: int, actions: int, seed: int) -> HandState:
    rng = random.Random(seed)
    deck = list(STANDARD_DECK)
    rng.shuffle(deck)
    state = tables.hand_state(hand_id)
    for _ in range(actions):
        assert isinstance(state, HandState)
        state = tables.apply(hand_id, random_event(state, rng, deck))
    assert isinstance(state, HandState)
    return state


def test_each_action_keeps_the_state_a_replay_of_the_log_gives(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every command stores the hand's state after it with the event, in the same
    transaction; restoring reads it without replaying, and it is what replaying
    the log gives."""
    tables, table_id = _table(db)
    hand_id = _start(tables, table_id)
    state = _play_some(tables, hand_id, 9, seed=4)
    kept, seq = _kept(db, hand_id)
    assert seq == len(state.log) == 9 and kept is not None
    replayed = HandState.replay(state.setup, state.log)
    with monkeypatch.context() as m:
        m.setattr(HandState, "replay", None)  # restoring must not need it
        restored = TableService(db).current_hands([table_id])[table_id][1]
    assert isinstance(restored, HandState)
    assert FIELDS and all(getattr(restored, f) == getattr(replayed, f) for f in FIELDS)


def test_undo_keeps_the_state_before_the_undone_event(db: Database) -> None:
    tables, table_id = _table(db)
    hand_id = _start(tables, table_id)
    state = _play_some(tables, hand_id, 7, seed=9)
    back = tables.undo(hand_id)
    assert _kept(db, hand_id)[1] == 6 and back.log == state.log[:-1]
    fresh = TableService(db).current_hand(table_id)
    assert fresh is not None and fresh[1].stacks == back.stacks and fresh[1].log == back.log


def test_a_finished_hand_keeps_no_state(db: Database) -> None:
    tables, table_id = _table(db)
    hand_id = _start(tables, table_id)
    _play_to_the_end(tables, hand_id, 5)
    assert _kept(db, hand_id) == (None, None)
    reopened = tables.undo(hand_id)  # the award undone: running again, state kept
    assert _kept(db, hand_id)[1] == len(reopened.log)


def test_a_damaged_kept_state_is_ignored_and_the_log_replayed(db: Database) -> None:
    """The log is the hand: a kept state that does not read back, or is for
    another length of log, is not trusted."""
    tables, table_id = _table(db)
    hand_id = _start(tables, table_id)
    state = _play_some(tables, hand_id, 8, seed=11)
    for damage in ("UPDATE hand SET state = '[1, \"lunch\"]' WHERE id = :id",
                   "UPDATE hand SET state_seq = state_seq - 1 WHERE id = :id",
                   "UPDATE hand SET state = 'not json' WHERE id = :id"):
        with db.engine.begin() as conn:
            conn.execute(text(damage), {"id": hand_id})
        found = TableService(db).current_hands([table_id])[table_id][1]
        assert found.stacks == state.stacks and found.log == state.log
        assert found.next_step().text == state.next_step().text


def test_a_state_kept_by_an_older_version_is_rebuilt_from_the_log(db: Database) -> None:
    """A running hand whose kept state an older version wrote (snapshot format 1):
    the state is refused, the log replayed, and the next command keeps the state
    in the current format."""
    from director.engine.hand.state_data import FORMAT
    from tests.engine.test_state_data import format_1

    tables, table_id = _table(db)
    hand_id = _start(tables, table_id)
    state = _play_some(tables, hand_id, 8, seed=11)
    with db.engine.begin() as conn:
        conn.execute(text("UPDATE hand SET state = :old WHERE id = :id"),
                     {"old": json.dumps(format_1(state)), "id": hand_id})
    found = TableService(db).current_hands([table_id])[table_id][1]
    assert isinstance(found, HandState)
    assert all(getattr(found, f) == getattr(state, f) for f in FIELDS)
    assert found.next_step().text == state.next_step().text
    service = TableService(db)
    after = _play_some(service, hand_id, 1, seed=12)
    kept, seq = _kept(db, hand_id)
    assert kept is not None and json.loads(kept)[0] == FORMAT == 2
    assert seq == len(after.log) == 9


def test_an_unreadable_stored_event_is_named_when_the_log_is_read(db: Database) -> None:
    """A damaged event row behind a good kept state: the table comes back, and
    reading the log says which hand cannot be read instead of failing somewhere."""
    tables, table_id = _table(db)
    hand_id = _start(tables, table_id)
    _play_some(tables, hand_id, 5, seed=2)
    with db.engine.begin() as conn:
        conn.exec_driver_sql("DROP TRIGGER hand_event_append_only" + (
            " ON hand_event" if db.is_server else ""))
        conn.execute(text("UPDATE hand_event SET payload = '{\"type\": \"Nap\"}' "
                          "WHERE hand_id = :id AND seq = 3"), {"id": hand_id})
    restored = TableService(db).current_hands([table_id])[table_id][1]
    assert restored.pot_total >= 15
    with pytest.raises(ServiceError, match="hand 1's stored log cannot be read: unknown hand "
                                           "event type 'Nap'"):
        _ = restored.log


def test_the_next_hand_starts_from_the_real_big_blind_after_a_straddle() -> None:
    """R-3.3, R-3.7: seats 1-5, button 1, blinds 50/100 from seats 2 and 3, seat 4
    straddles 200. The straddle is the largest post, yet the big blind was seat 3."""
    from director.engine.hand.facts.betting import Betting, Limit
    from director.engine.hand.facts.games import GAMES
    from director.engine.hand.facts.setup import HandOptions, HandSetup
    from director.services.tables.table_state import positions_from

    setup = HandSetup.at_table(
        GAMES["holdem"], Betting(Limit.NO_LIMIT, 100), dict.fromkeys(range(1, 6), 10_000), 1,
        small_blind=50, big_blind=100, options=HandOptions(straddle=True), straddle=True)
    positions = positions_from(setup)
    assert positions is not None
    assert (positions.button, positions.small_blind, positions.big_blind) == (1, 2, 3)


def test_a_finished_hand_todays_rules_cannot_rebuild_does_not_stop_the_next_deal(
        db: Database) -> None:
    """A table's last hand is rebuilt from its log before the next deal (R-6.5: a
    dead deal's pot). A finished hand dealt under an earlier reading of the rules
    (equal blinds, a short all-in in fixed limit) no longer replays: the next deal
    failed with it. It is no last hand to carry from, and the next hand is dealt; a
    running hand whose log fails is still refused."""
    tables, table_id = _table(db)
    hand_id = _start(tables, table_id)
    for event in (PostBlind(1, 5), PostBlind(3, 10), DealHole(1, (None, None)),
                  DealHole(3, (None, None)), DealHole(6, (None, None)), Fold(6), Fold(1),
                  Award()):
        tables.apply(hand_id, event)
    assert tables.last_hand(table_id) is not None
    _reread_blinds(db, hand_id, (5, 20, 0))  # its big blind of 10 is refused today
    fresh = TableService(db)
    assert fresh.last_hand(table_id) is None
    second = _start(fresh, table_id, button=1)
    fresh.apply(second, PostBlind(3, 5))
    assert fresh.last_hand(table_id) is not None  # the running hand, rebuilt
    _reread_blinds(db, second, (0, 20, 10))
    with pytest.raises(HandError):
        TableService(db).last_hand(table_id)


def _reread_blinds(db: Database, hand_id: int, blinds: tuple[int, ...]) -> None:
    """The stored hand's setup with other blinds: its log read under other rules."""
    from dataclasses import replace

    from director.store.codec import setup_from_json, setup_to_json

    with db.engine.begin() as conn:
        stored = conn.execute(text("SELECT setup FROM hand WHERE id = :h"), {"h": hand_id})
        setup = replace(setup_from_json(stored.scalar_one()), blinds=blinds)
        conn.execute(text("UPDATE hand SET setup = :s, state = NULL, state_seq = NULL "
                          "WHERE id = :h"), {"s": setup_to_json(setup), "h": hand_id})
