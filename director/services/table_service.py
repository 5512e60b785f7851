"""A table playing hands: every dealer action is one command.

A hand is stored as its setup and an append-only log of engine events. Each
command replays the stored log through the engine, applies the new event
(the engine validates it) and appends one ``HandEvent`` row, all in one
transaction. When the hand completes, the seat stacks are updated in that
same transaction, so the table's chips are always either the stacks before
the hand plus the hand in progress, or the stacks after it, never a mix.
Seat stacks do not change while a hand runs; the hand's chips live in its
log. ``current_hand`` rebuilds the hand in progress after a restart.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime

from sqlmodel import Session, col, select

from director.engine.betting import Betting
from director.engine.events import Event
from director.engine.games import Game
from director.engine.guts import GutsSetup, GutsState
from director.engine.setup import HandOptions, HandSetup
from director.engine.state import HandState
from director.services.unit_of_work import ServiceError, UnitOfWork
from director.store.codec import event_from_json, event_to_json, setup_from_json, setup_to_json
from director.store.db import Database
from director.store.models import Event as EventRow
from director.store.models import Hand, HandEvent, Seat, TableRow

Deal = HandState | GutsState  # a hand, or a round of guts, stored alike

RUNNING = "running"
COMPLETE = "complete"


class TableService:
    def __init__(self, db: Database) -> None:
        self.db = db
        # The state after the last command this service committed, per hand. Only a
        # shortcut: every command checks the stored log's length against it and
        # replays the log whenever another writer (or an undo) changed it.
        self._latest: dict[int, tuple[int, str, Deal]] = {}

    # ------------------------------------------------------------- tables

    def open_table(self, event_id: int, name: str, stacks: Mapping[int, int],
                   players: Mapping[int, int] | None = None, max_seats: int = 10,
                   button: int | None = None) -> int:
        """A table in an event with ``{seat: stack}`` (and ``{seat: player_id}``)."""
        players = players or {}
        for seat, stack in stacks.items():
            if not 1 <= seat <= max_seats:
                raise ServiceError(f"seat {seat} does not exist at a {max_seats}-seat table")
            if stack < 0:
                raise ServiceError(f"seat {seat} cannot have a negative stack ({stack})")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            if s.get(EventRow, event_id) is None:
                raise ServiceError(f"there is no event {event_id}")
            table = TableRow(event_id=event_id, name=name, max_seats=max_seats,
                             button_seat=button)
            s.add(table)
            s.flush()
            assert table.id is not None
            for seat, stack in sorted(stacks.items()):
                s.add(Seat(table_id=table.id, number=seat, stack=stack,
                           player_id=players.get(seat)))
            return table.id

    def seat_stacks(self, table_id: int) -> dict[int, int]:
        """``{seat: stack}`` for occupied seats, as they stand between hands."""
        with UnitOfWork(self.db) as uow:
            return {seat.number: seat.stack for seat in _seats(uow.session, table_id)}

    def table_chips(self, table_id: int) -> int:
        """Every chip at the table: seat stacks plus (during a hand) the pots,
        which the engine keeps equal to the stacks the hand started with."""
        with UnitOfWork(self.db) as uow:
            seats = {seat.number: seat.stack for seat in _seats(uow.session, table_id)}
            running = _running_hand(uow.session, table_id)
            if running is None:
                return sum(seats.values())
            state = _replay(uow.session, running)[1]
            outside = sum(v for k, v in seats.items() if k not in state.setup.seats)
            return outside + state.chips_in_play()

    def next_setup(self, table_id: int, game: Game, betting: Betting, button: int, *,
                   small_blind: int = 0, big_blind: int = 0, ante: int = 0,
                   big_blind_ante: bool = False, bring_in: int = 0,
                   options: HandOptions | None = None) -> HandSetup:
        """A setup dealing in every seat with chips, from the stored stacks."""
        stacks = {k: v for k, v in self.seat_stacks(table_id).items() if v > 0}
        return HandSetup.at_table(game, betting, stacks, button, small_blind=small_blind,
                                  big_blind=big_blind, ante=ante,
                                  big_blind_ante=big_blind_ante, bring_in=bring_in,
                                  options=options)

    # -------------------------------------------------------------- hands

    def start_hand(self, table_id: int, setup: HandSetup | GutsSetup,
                   now: datetime | None = None) -> int:
        """Record a new hand (or round of guts); its stacks must be the table's stored
        stacks."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            table = s.get(TableRow, table_id)
            if table is None:
                raise ServiceError(f"there is no table {table_id}")
            running = _running_hand(s, table_id)
            if running is not None:
                raise ServiceError(
                    f"hand {running.number} is still being played at {table.name}; "
                    "finish or undo it first"
                )
            stacks = {seat.number: seat.stack for seat in _seats(s, table_id)}
            for seat, stack in zip(setup.seats, setup.stacks, strict=True):
                if stacks.get(seat) != stack:
                    raise ServiceError(
                        f"seat {seat} has {stacks.get(seat, 'no')} chips at {table.name}, "
                        f"not {stack}"
                    )
            last = s.exec(select(Hand.number).where(Hand.table_id == table_id)
                          .order_by(col(Hand.number).desc())).first()
            hand = Hand(table_id=table_id, number=(last or 0) + 1, setup=setup_to_json(setup),
                        status=RUNNING, started_at=_iso(now))
            s.add(hand)
            table.button_seat = (setup.button_seat if isinstance(setup, HandSetup)
                                 else setup.seats[-1])
            s.add(table)
            s.flush()
            assert hand.id is not None
            return hand.id

    def apply(self, hand_id: int, event: Event) -> Deal:
        """One dealer action: validated by the engine, appended, committed."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            hand = _hand(s, hand_id)
            if hand.status != RUNNING:
                raise ServiceError(f"hand {hand.number} is over; start a new hand")
            count, state = self._state(s, hand)
            after = state.apply(event)
            payload = event_to_json(event)
            s.add(HandEvent(hand_id=hand_id, seq=count + 1, payload=payload))
            if after.is_complete:
                _set_stacks(s, hand.table_id, after.stacks_by_seat())
                hand.status = COMPLETE
                s.add(hand)
            uow.after_commit(
                lambda: self._latest.__setitem__(hand_id, (count + 1, payload, after)))
            return after

    def _state(self, s: Session, hand: Hand) -> tuple[int, Deal]:
        """The hand's state and log length: from the last command when the stored
        log still has that length, else replayed from the log."""
        assert hand.id is not None
        last = s.exec(select(HandEvent.seq, HandEvent.payload)
                      .where(HandEvent.hand_id == hand.id)
                      .order_by(col(HandEvent.seq).desc()).limit(1)).first()
        latest = self._latest.get(hand.id)
        if latest is not None and last is not None and (latest[0], latest[1]) == tuple(last):
            return latest[0], latest[2]
        return _replay(s, hand)

    def undo(self, hand_id: int) -> Deal:
        """Remove the last event in one transaction; undoing the event that
        completed the hand also puts the seat stacks back."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            hand = _hand(s, hand_id)
            rows = _event_rows(s, hand_id)
            if not rows:
                raise ServiceError(f"nothing to undo in hand {hand.number}")
            if hand.status == COMPLETE:
                if _running_hand(s, hand.table_id) is not None:
                    raise ServiceError("a later hand has started; it must be undone first")
                setup = setup_from_json(hand.setup)
                _set_stacks(s, hand.table_id, dict(zip(setup.seats, setup.stacks, strict=True)))
                hand.status = RUNNING
                s.add(hand)
            s.delete(rows[-1])
            s.flush()
            self._latest.pop(hand_id, None)
            return _replay(s, hand)[1]

    def hand_state(self, hand_id: int) -> Deal:
        with UnitOfWork(self.db) as uow:
            return _replay(uow.session, _hand(uow.session, hand_id))[1]

    def current_hand(self, table_id: int) -> tuple[int, Deal] | None:
        """The hand in progress at the table, rebuilt from its log (after a restart too)."""
        with UnitOfWork(self.db) as uow:
            hand = _running_hand(uow.session, table_id)
            if hand is None:
                return None
            assert hand.id is not None
            return hand.id, _replay(uow.session, hand)[1]

    def current_hands(self, table_ids: Sequence[int]) -> dict[int, tuple[int, Deal]]:
        """The hand in progress at each of the tables (restore after a restart): one
        read of every running hand and one of their events, then each log replayed."""
        with UnitOfWork(self.db) as uow:
            s = uow.session
            hands = list(s.exec(select(Hand).where(col(Hand.table_id).in_(list(table_ids)),
                                                   Hand.status == RUNNING)))
            rows: dict[int, list[tuple[int, str]]] = {h.id: [] for h in hands if h.id is not None}
            if rows:
                for hand_id, seq, payload in s.exec(
                        select(HandEvent.hand_id, HandEvent.seq, HandEvent.payload)
                        .where(col(HandEvent.hand_id).in_(list(rows)))
                        .order_by(col(HandEvent.hand_id), col(HandEvent.seq))):
                    rows[hand_id].append((seq, payload))
            found: dict[int, tuple[int, Deal]] = {}
            for hand in sorted(hands, key=lambda h: h.number):
                assert hand.id is not None
                found[hand.table_id] = (hand.id, _fold(hand, rows[hand.id]))
            return found

    def hand_log(self, hand_id: int) -> list[dict[str, object]]:
        with UnitOfWork(self.db) as uow:
            return [json.loads(r.payload) for r in _event_rows(uow.session, hand_id)]


def _iso(now: datetime | None) -> str:
    return "" if now is None else now.astimezone(UTC).isoformat()


def _seats(s: Session, table_id: int) -> list[Seat]:
    rows = s.exec(select(Seat).where(Seat.table_id == table_id).order_by(col(Seat.number)))
    return list(rows)


def _set_stacks(s: Session, table_id: int, stacks: Mapping[int, int]) -> None:
    for seat in _seats(s, table_id):
        if seat.number in stacks:
            seat.stack = stacks[seat.number]
            s.add(seat)


def _hand(s: Session, hand_id: int) -> Hand:
    hand = s.get(Hand, hand_id)
    if hand is None:
        raise ServiceError(f"there is no hand {hand_id}")
    return hand


def _running_hand(s: Session, table_id: int) -> Hand | None:
    return s.exec(select(Hand).where(Hand.table_id == table_id, Hand.status == RUNNING)
                  .order_by(col(Hand.number).desc())).first()


def _event_rows(s: Session, hand_id: int) -> list[HandEvent]:
    return list(s.exec(select(HandEvent).where(HandEvent.hand_id == hand_id)
                       .order_by(col(HandEvent.seq))))


def _replay(s: Session, hand: Hand) -> tuple[int, Deal]:
    """The stored log folded through the engine; checks the log has no gaps."""
    assert hand.id is not None
    rows = [(r.seq, r.payload) for r in _event_rows(s, hand.id)]
    return len(rows), _fold(hand, rows)


def _fold(hand: Hand, rows: list[tuple[int, str]]) -> Deal:
    """Replay ``(seq, payload)`` rows; a gap in the numbering is refused."""
    for expected, (seq, _) in enumerate(rows, start=1):
        if seq != expected:
            raise ServiceError(f"hand {hand.number}'s log is missing event {expected}")
    setup = setup_from_json(hand.setup)
    events = (event_from_json(payload) for _, payload in rows)
    if isinstance(setup, GutsSetup):
        return GutsState.replay(setup, events)
    return HandState.replay(setup, events)
