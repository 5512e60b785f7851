"""The dealer's Ctrl+Z at a table two stations deal (issue 17, issue 31): an undo
takes back only what the station's dealer sees at the end of the hand. Another
station's action since (stored, or at the same instant), or a second undo at the
same instant, and the undo is refused in words with nothing taken back; the hand's
log keeps every event it had, numbered without a gap. A hand recorded on the felt
after the panel's hand ended keeps that hand from being reopened, as a hand dealt
at a panel does. Each runs on SQLite and PostgreSQL (``db``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from sqlmodel import Session, col, select

from director.engine.messages import MessageError
from director.services.core import locks
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import DealerSession
from director.services.tables.table_service import TableService
from director.store.db import Database
from director.store.models import Hand, HandEvent
from tests.services.night import MIN, T0, Night, fold_to_big_blind
from tests.services.races import Linger, race, stations

CHANGED = ("was changed at another station since this panel showed it; nothing was "
           "undone")


def stored_log(db: Database, table: int) -> list[int]:
    """The numbers of the table's newest hand's stored events, in order."""
    with Session(db.engine) as s:
        hand = s.exec(select(Hand).where(Hand.table_id == table)
                      .order_by(col(Hand.number).desc())).first()
        assert hand is not None
        return list(s.exec(select(HandEvent.seq).where(HandEvent.hand_id == hand.id)
                           .order_by(col(HandEvent.seq))))


@contextmanager
def two_stations_dealt(db: Database) -> Iterator[tuple[int, DealerSession, DealerSession]]:
    """One table of four, its dealer panel open at stations A and B (each its own
    connection); B has posted the blinds and dealt the hole cards (one gesture):
    (the table, A's panel, B's panel)."""
    night = Night(db, 4)
    [table] = night.table_ids
    with stations(db.url, 2) as (a_db, b_db):
        a = night.panel(table, service=TableService(a_db))
        b = night.panel(table, service=TableService(b_db))
        while b.step().kind.name in ("POST_BLIND", "POST_ANTE", "DEAL_HOLE"):
            b.advance()
        a.reload()
        yield table, a, b


def test_a_dealer_undo_after_another_stations_fold_is_refused_and_takes_nothing_back(
        db: Database) -> None:
    """Station B posts the blinds and deals the hole cards (one gesture); station A
    folds the first player to act; B, not yet redrawn, presses Ctrl+Z meaning its
    deal. Refused in words, A's fold and every card stand, and B's panel now shows
    the hand as stored (its next Ctrl+Z takes back the fold it sees). Before the
    fix the undo took back A's fold and three of the four hole cards."""
    with two_stations_dealt(db) as (table, a, b):
        a.fold()
        log = stored_log(db, table)
        with pytest.raises(MessageError, match=CHANGED):
            b.undo()
        assert stored_log(db, table) == log == list(range(1, len(log) + 1))
        assert b.state.log == a.state.log  # B reads the hand again: the fold shows
        b.undo()  # the fold B now sees
        assert stored_log(db, table) == log[:-1]


def test_two_dealers_pressing_undo_at_the_same_instant_take_back_one_action(
        db: Database) -> None:
    """Two stations at one table both press Ctrl+Z at once, both meaning the fold
    they see last: one fold is taken back, the other station is told so, and the
    log keeps every other event. Before the fix two events went."""
    with two_stations_dealt(db) as (table, a, b):
        a.fold()
        a.fold()
        b.reload()
        before = stored_log(db, table)
        outcome = race(a.undo, b.undo)
    assert sorted(o is None for o in outcome) == [False, True]
    refused = next(o for o in outcome if o is not None)
    assert CHANGED in str(refused)
    assert stored_log(db, table) == before[:-1]


def test_an_undo_lingering_as_another_station_folds_takes_back_nothing_of_it(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    """Station B presses Ctrl+Z meaning its own fold, and lingers after taking the
    table's lock (up to a second, until the other command is done) while station A
    folds the next player: one of the two stands and the other is refused in words
    (on the server A's fold comes first: B's undo is refused and the log holds both
    folds, numbered without a gap). Before the fix both were told done and the undo
    took back A's fold instead of B's own."""
    with two_stations_dealt(db) as (table, a, b):
        b.fold()
        a.reload()
        before = stored_log(db, table)
        linger = Linger(monkeypatch, locks, "lock_hand_table")
        outcome = race(b.undo, linger.then(a.fold))
    undone, folded = (o is None for o in outcome)
    assert undone != folded  # one stands, the other is refused in words
    if folded:  # A's fold first (the server: B's lock on the table does not stop it)
        assert CHANGED in str(outcome[0])
        assert stored_log(db, table) == [*before, len(before) + 1]
        assert b.state.log == a.state.log  # B reads the hand again: both folds show
    else:  # B's undo first (SQLite: its write lock makes A's fold wait)
        assert "changed at another station" in str(outcome[1])
        assert stored_log(db, table) == before[:-1]


def test_a_hand_recorded_on_the_felt_since_keeps_the_panels_last_hand_closed(
        db: Database) -> None:
    """R-3.3: hand 1 ends at the dealer panel; the director records hand 2 as dealt
    on the felt (the button moves on). The dealer's Ctrl+Z would reopen hand 1 and
    put its stacks back under hand 2's button: refused as for a hand dealt at a
    panel since. Before the fix hand 1 ran again, with two hands dealt."""
    night = Night(db, 4)
    night.events.start_clock(night.event, T0)
    [table] = night.table_ids
    panel = night.panel(table)
    fold_to_big_blind(panel)
    dealt = night.tables.running_state(table).hands_dealt
    SeatingService(db).next_hand(table, T0 + MIN, dealt)
    with pytest.raises(MessageError, match="hand 1 at Table 1 can no longer be undone: "
                                           "hand 2 has been dealt since"):
        panel.undo()
    assert night.tables.current_hand(table) is None
    assert night.tables.running_state(table).hands_dealt == 2
