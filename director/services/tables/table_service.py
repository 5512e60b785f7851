"""A table playing hands: every dealer action is one command.

A hand is stored as its setup and an append-only log of engine events. Each
command rebuilds the hand (the state this service's last command left, or the
stored log), applies the new event (the engine validates it) and appends one
``HandEvent`` row, all in one transaction. With the event the hand's state
after it is kept on the ``Hand`` row (``stored_hands``: how a stored hand is read
back), so a restart reads each running hand's state instead of folding every log
through the rules again.
When the hand completes, the seat stacks are updated in that same transaction,
so the table's chips are always either the stacks before the hand plus the hand
in progress, or the stacks after it, never a mix. Seat stacks do not change
while a hand runs; the hand's chips live in its log (``hand_guard``: no director
command changes them behind the hand's back). Starting a hand joins every
seat's chips behind to its stack (R-8.6: a rebuy or add-on made during a hand
plays from the next) and writes the table's running state (``table_state``:
button, blinds owed, hands dealt) in the same transaction. ``current_hand`` and
``current_hands`` bring back the hands in progress after a restart.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from director.engine.event.button import TablePositions
from director.engine.frozen import frozen_record
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import Event
from director.engine.hand.facts.games import Game
from director.engine.hand.facts.setup import HandOptions, HandSetup
from director.engine.hand.rules.guts import GutsSetup, GutsState
from director.engine.hand.state import HandError, HandState
from director.engine.messages import Amount, Message, msg
from director.services.core import hand_log, locks
from director.services.core import validation as v
from director.services.core.collector import collector_paused
from director.services.core.hand_guard import RUNNING, check_reopen, running_hand
from director.services.core.message_data import reason, table_label
from director.services.core.stored_hands import (
    Deal,
    add_stored_event,
    dead_pots,
    event_rows,
    fold_stored,
    keep_state,
    kept_state,
    last_dead_deal,
    replay_stored,
)
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.seating.counted_chips import smallest_chip_at
from director.services.tables import hand_start, table_state
from director.services.tables.next_hand_setup import dead_deal_pot, dealt_in
from director.services.tournament import hand_for_hand
from director.store.codec import (
    event_from_json,
    event_to_json,
    setup_from_json,
    setup_to_json,
)
from director.store.db import Database
from director.store.models import Event as EventRow
from director.store.models import Hand, HandEvent, Seat, TableRow

COMPLETE = "complete"


@frozen_record
class _Latest:
    """The hand as this station's last command left it: its log length, last
    stored event, state, revision (migration 0013) and table."""

    count: int
    payload: str
    state: Deal
    revision: int
    table_id: int


class TableService:
    def __init__(self, db: Database) -> None:
        self.db = db
        # The state after the last command this service committed, per hand. Only a
        # shortcut: every command checks the stored log's length against it and
        # replays the log whenever another writer (or an undo) changed it.
        self._latest: dict[int, _Latest] = {}
        # Each table's newest hand as this station last read or wrote it, running or
        # over, and its revision: an undo is made only at it (another station's action
        # is never undone). One a table: nothing grows from hand to hand.
        self._seen: dict[int, tuple[int, int]] = {}
        # The last action's commit, left running behind the redraw (``hand_log``).
        self._behind: hand_log.Behind | None = None

    # ------------------------------------------------------------- tables

    def open_table(self, event_id: int, name: str, stacks: Mapping[int, int],
                   players: Mapping[int, int] | None = None, max_seats: int = 10,
                   button: int | None = None) -> int:
        """A table in an event with ``{seat: stack}`` (and ``{seat: player_id}``); refused
        when a table of that name is open in the event already. The event's lock is
        taken before the names are read: two stations opening "Table 5" at once open
        one, and the other is told."""
        v.ident(event_id, "the event")
        name = v.name(name, "the table's name")
        v.whole(max_seats, "the seats at the table", v.MIN_SEATS, v.MAX_SEATS)
        stacks = v.stacks(stacks)
        players = players or {}
        for seat, stack in stacks.items():
            if not 1 <= seat <= max_seats:
                raise ServiceError(msg("svc-no-such-seat-at-table", seat=seat, size=max_seats))
            if stack < 0:
                raise ServiceError(msg("svc-negative-stack", seat=seat, stack=Amount(stack)))
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_event(s, event_id)  # before the names are read
            if s.get(EventRow, event_id) is None:
                raise ServiceError(msg("svc-no-event", event_number=event_id))
            if name in open_table_names(s, event_id):
                raise ServiceError(msg("svc-table-name-taken", name=name))
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

    def next_stacks(self, table_id: int) -> dict[int, int]:
        """``{seat: chips}`` as the next hand deals them: the stack with the chips
        behind it, which join when the hand starts (R-8.6). At a tournament's table
        a seat without an entry is empty and dealt nothing, whatever its row holds."""
        v.ident(table_id, "the table")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            table = s.get(TableRow, table_id)
            event = None if table is None else s.get(EventRow, table.event_id)
            tournament = event is not None and event.kind == "tournament"
            return {seat.number: seat.stack + seat.chips_behind
                    for seat in _seats(s, table_id)
                    if not tournament or seat.entry_id is not None}

    def running_state(self, table_id: int) -> table_state.RunningState:
        """The table's button, blinds owed and hands dealt (``table_state``), and its
        newest stored hand (a hand recorded on the felt has none)."""
        v.ident(table_id, "the table")
        with UnitOfWork(self.db) as uow:
            table = uow.session.get(TableRow, table_id)
            if table is None:
                raise ServiceError(msg("svc-no-table", table_number=table_id))
            newest = uow.session.exec(select(sa.func.max(Hand.number))
                                      .where(Hand.table_id == table_id)).one()
            return replace(table_state.read(table), newest_hand=newest)

    def smallest_chip(self, table_id: int) -> int:
        """The smallest chip in play at the table (TDA 20), which every bet there is a
        whole number of: a cash table's (R-8.7), a tournament's after its color-ups
        (R-8.6); 0 where none is known (no chip set)."""
        with UnitOfWork(self.db, reads_only=True) as uow:
            table = uow.session.get(TableRow, table_id)
            return 0 if table is None else smallest_chip_at(uow.session, table)[0]

    def table_chips(self, table_id: int) -> int:
        """Every chip at the table: seat stacks plus (during a hand) the pots,
        which the engine keeps equal to the stacks the hand started with, or
        (between hands) a dead deal's pot waiting for the deal again (R-6.5)."""
        with UnitOfWork(self.db) as uow:
            seats = {seat.number: seat.stack for seat in _seats(uow.session, table_id)}
            running = running_hand(uow.session, table_id)
            if running is None:
                return sum(seats.values()) + dead_pots(uow.session, [table_id])
            state = replay_stored(uow.session, running)[1]
            outside = sum(v for k, v in seats.items() if k not in state.setup.seats)
            return outside + state.chips_in_play()

    def next_setup(self, table_id: int, game: Game, betting: Betting, button: int, *,
                   small_blind: int = 0, big_blind: int = 0, ante: int = 0,
                   big_blind_ante: bool = False, bring_in: int = 0,
                   options: HandOptions | None = None) -> HandSetup:
        """A setup at ``button`` dealing in every seat with chips, from the stored
        stacks and the chips behind them, as the dealer panel's next hand deals them
        (``next_hand_setup``): after a dead deal whose pot waits (R-6.5) the pot is
        carried, each seat's antes in it counted as its own, and a seat all-in on its
        ante there is dealt in with no chips (a seat filled since has none in it)."""
        v.ident(table_id, "the table")
        with UnitOfWork(self.db) as uow:
            table = uow.session.get(TableRow, table_id)
            dead = last_dead_deal(uow.session, table_id)
            carried = dead_deal_pot(dead)
            if carried is not None and table is not None:
                carried = carried.for_seats(table_state.read(table).refilled)
        stacks = dealt_in(self.next_stacks(table_id), carried)
        if len(stacks) < 2 or not any(stacks.values()):  # before the blinds are placed
            able = sorted(seat for seat, chips in stacks.items() if chips)
            raise ServiceError(msg("event-hand-needs-two-players", seats=tuple(able),
                                   count=len(able)))
        return HandSetup.at_table(game, betting, stacks, button, small_blind=small_blind,
                                  big_blind=big_blind, ante=ante,
                                  big_blind_ante=big_blind_ante, bring_in=bring_in,
                                  options=options,
                                  carried_pot=0 if carried is None else carried.pot,
                                  carried_by_seat=None if carried is None else carried.by_seat)

    # -------------------------------------------------------------- hands

    def start_hand(self, table_id: int, setup: HandSetup | GutsSetup,
                   now: datetime | None = None, positions: TablePositions | None = None
                   ) -> int:
        """Record a new hand (or round of guts): chips behind join the stacks first
        (R-8.6), then the setup's stacks must be the table's stored stacks. The
        table's running state becomes this hand's: ``positions`` (the button and
        blinds placed for it, with the blinds owed), else read from the setup."""
        v.ident(table_id, "the table")
        with UnitOfWork(self.db) as uow:
            s = uow.session
            # Locked first (club mode, ``locks``): a balancing of the tables at the
            # same time either waits for this hand and refuses, or moves the players
            # first and this hand is refused by its stacks below; never a hand over
            # moved seats. Every read below is a statement after the lock.
            table = s.get(TableRow, table_id, with_for_update={"key_share": True})
            if table is None:
                raise ServiceError(msg("svc-no-table", table_number=table_id))
            running = running_hand(s, table_id)
            if running is not None:
                raise ServiceError(msg("svc-hand-still-being-played",
                                       hand_number=running.number,
                                       table_text=table_label(table.name)))
            hand_for_hand.deal_at(s, table)  # once each, in hand for hand
            stacks, players = {}, {}
            for seat_row in _seats(s, table_id):
                players[seat_row.number] = seat_row.player_id
                if seat_row.chips_behind:
                    seat_row.stack += seat_row.chips_behind
                    seat_row.chips_behind = 0
                    s.add(seat_row)
                stacks[seat_row.number] = seat_row.stack
            for seat, stack in zip(setup.seats, setup.stacks, strict=True):
                if stacks.get(seat) != stack:
                    raise ServiceError(
                        msg("svc-seat-has-no-chips", seat=seat, table_text=table_label(table.name),
                            stack=Amount(stack)) if seat not in stacks else
                        msg("svc-seat-has-other-chips", seat=seat, chips=Amount(stacks[seat]),
                            table_text=table_label(table.name), stack=Amount(stack)))
            last = s.exec(select(Hand.number).where(Hand.table_id == table_id)
                          .order_by(col(Hand.number).desc())).first()
            hand = Hand(table_id=table_id, number=max(last or 0, table.hands_dealt) + 1,
                        setup=setup_to_json(setup), status=RUNNING, started_at=_iso(now),
                        players=hand_start.players_json(setup, players))
            s.add(hand)
            table.hands_dealt = hand.number
            table_state.keep_positions(table, setup, positions)
            s.add(table)
            try:
                s.flush()
            except IntegrityError as exc:  # the schema's one running hand a table
                raise (hand_start.second_hand(exc, table.name) or exc) from None
            assert hand.id is not None
            hand_id, revision = hand.id, hand.revision
            start = fold_stored(hand.number, hand.setup, [])
            uow.after_commit(lambda: self._remember(hand_id, _Latest(0, "", start, revision,
                                                                     table_id)))
            return hand.id

    def deal_next(self, table_id: int, plan: hand_start.Plan, now: datetime | None = None,
                  behind: bool = False, seen: int | None = None,
                  started: hand_start.Started | None = None) -> tuple[int, int, Deal]:
        """The next hand planned from the stored seats and running state and stored,
        in one read and one write (``hand_start``): (hand id, number, its state).
        ``seen``: the hands dealt the station saw (refused when another was dealt since);
        ``started``: what else the hand changes, written in its transaction."""
        v.ident(table_id, "the table")
        self.stored()
        dealt = hand_start.deal_next(self.db, table_id, plan, now, behind, seen, started)
        self._behind = dealt.behind
        setup = dealt.setup
        state = GutsState.start(setup) if isinstance(setup, GutsSetup) else HandState.start(setup)
        self._remember(dealt.hand_id, _Latest(0, "", state, 1, table_id))
        return dealt.hand_id, dealt.number, state

    def apply(self, hand_id: int, event: Event, behind: bool = False) -> Deal:
        """One dealer action: validated by the engine, appended, committed."""
        return self.apply_all(hand_id, (event,), behind)

    def apply_all(self, hand_id: int, events: Sequence[Event], behind: bool = False) -> Deal:
        """Dealer actions that are one gesture (the hole cards of every seat):
        each validated by the engine and appended, all committed together or none.

        The hand this station played last is not read again: its actions are
        written at the revision this station saw (``hand_log``), and only when
        another station (or an undo) moved the hand on is it read and rebuilt.
        ``behind``: the SQLite commit is left running; ``stored`` waits for it."""
        v.ident(hand_id, "the hand")
        for event in events:
            v.hand_event(event)
        self.stored()
        latest = self._latest.get(hand_id)
        if latest is not None:
            done = self._append_fast(hand_id, latest, events, behind)
            if done is not None:
                return done
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_hand_table(s, hand_id)  # it may end the hand: its seats
            hand = _hand(s, hand_id)
            if hand.status != RUNNING:
                raise ServiceError(msg("svc-hand-over", hand_number=hand.number))
            if latest is not None and latest.revision != hand.revision:
                # Another station acted first: its action stands, this one is refused
                # and the dealer sees the hand as it is now (issue 17).
                raise ServiceError(msg("svc-hand-changed-elsewhere", hand_number=hand.number))
            count, after = self._state(s, hand)
            payload = ""
            for event in events:
                if after.is_complete:
                    raise ServiceError(msg("svc-hand-over", hand_number=hand.number))
                after = after.apply(event)
                payload = event_to_json(event)
                count += 1
                s.add(HandEvent(hand_id=hand_id, seq=count, payload=payload))
            if after.is_complete:
                _set_stacks(s, hand.table_id, after.stacks_by_seat())
                hand.status = COMPLETE
            keep_state(hand, count, after)
            s.add(hand)
            s.flush()
            known = _Latest(count, payload, after, hand.revision, hand.table_id)
            uow.after_commit(lambda: self._remember(hand_id, known))
            return after

    def _append_fast(self, hand_id: int, latest: _Latest, events: Sequence[Event],
                     behind: bool = False) -> Deal | None:
        """The gesture applied to the state this station left and written at the
        revision it saw; None when the hand has moved on since (read it again)."""
        after = latest.state
        payloads = []
        for event in events:
            if after.is_complete:
                return None  # the ordinary path says the hand is over
            after = after.apply(event)
            payloads.append(event_to_json(event))
        count = latest.count + len(payloads)
        state, state_seq = kept_state(count, after)
        step = hand_log.Append(hand_id, latest.revision, latest.count + 1, payloads, state,
                               state_seq, after.stacks_by_seat() if after.is_complete else None,
                               latest.table_id)
        written = hand_log.append_behind(self.db, step) if behind \
            else hand_log.append(self.db, step)
        if not written:
            self._latest.pop(hand_id, None)
            return None
        if isinstance(written, hand_log.Behind):
            self._behind = written
        self._remember(hand_id, _Latest(count, payloads[-1], after, latest.revision + 1,
                                        latest.table_id))
        return after

    @property
    def unsettled(self) -> bool:  # the last action's commit left running (``behind``)
        return self._behind is not None

    def stored(self) -> None:
        """Wait for the last action's commit left running; when it failed, its
        ``StoreError`` comes out and the hand is read again at the next action."""
        behind, self._behind = self._behind, None
        if behind is None:
            return
        try:
            behind.wait()
        except Exception:
            self._latest.pop(behind.hand_id, None)
            raise

    def _saw(self, table_id: int, hand_id: int, revision: int) -> None:
        """The hand as this station read or wrote it last: an undo's revision."""
        self._seen[table_id] = (hand_id, revision)

    def _remember(self, hand_id: int, latest: _Latest) -> None:
        self._saw(latest.table_id, hand_id, latest.revision)
        if latest.state.is_complete:
            self._latest.pop(hand_id, None)
        else:
            self._latest[hand_id] = latest

    def _state(self, s: Session, hand: Hand) -> tuple[int, Deal]:
        """The hand's state and log length: from the last command when the stored
        log still has that length, else replayed from the log."""
        assert hand.id is not None
        last = s.exec(select(HandEvent.seq, HandEvent.payload)
                      .where(HandEvent.hand_id == hand.id)
                      .order_by(col(HandEvent.seq).desc()).limit(1)).first()
        latest = self._latest.get(hand.id)
        if latest is not None and last is not None \
                and (latest.count, latest.payload) == tuple(last):
            return latest.count, latest.state
        return replay_stored(s, hand)

    def undo(self, hand_id: int, count: int = 1) -> Deal:
        """Remove the last event (the last ``count``: one gesture) in one transaction;
        undoing the event that completed the hand also puts the seat stacks back.

        Made only at the hand's revision this station saw: the hand's row is locked
        first (an action another station writes meanwhile waits for it, then finds
        the hand moved on), and a hand changed since at another station (an action,
        an undo) is refused in words, nothing undone: the events at the end of the
        log are not the ones this station's dealer sees."""
        v.ident(hand_id, "the hand")
        self.stored()
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_hand_table(s, hand_id)  # it may reopen the hand: its seats
            hand = s.get(Hand, hand_id, with_for_update={"key_share": True})
            if hand is None:
                raise ServiceError(msg("svc-no-hand", hand_number=hand_id))
            seen_hand, seen = self._seen.get(hand.table_id, (None, None))
            if seen_hand == hand_id and seen != hand.revision:
                self._latest.pop(hand_id, None)
                raise ServiceError(msg("svc-hand-undo-changed-elsewhere",
                                       hand_number=hand.number))
            rows = event_rows(s, hand_id)
            if not rows:
                raise ServiceError(msg("svc-nothing-to-undo-in-hand", hand_number=hand.number))
            if hand.status == COMPLETE:
                check_reopen(s, hand)
                setup = setup_from_json(hand.setup)
                _set_stacks(s, hand.table_id, dict(zip(setup.seats, setup.stacks, strict=True)))
                hand.status = RUNNING
                s.add(hand)
            left = rows[:-max(1, count)]
            for row in rows[len(left):]:
                s.delete(row)
            s.flush()
            self._latest.pop(hand_id, None)
            count, state = replay_stored(s, hand, trust_state=False)
            keep_state(hand, count, state)
            s.add(hand)
            s.flush()
            known = _Latest(count, left[-1].payload if left else "", state, hand.revision,
                            hand.table_id)
            uow.after_commit(lambda: self._remember(hand_id, known))
            return state

    def hand_state(self, hand_id: int) -> Deal:
        with UnitOfWork(self.db) as uow:
            hand = _hand(uow.session, hand_id)
            self._saw(hand.table_id, hand_id, hand.revision)
            return replay_stored(uow.session, hand)[1]

    def last_hand(self, table_id: int) -> tuple[int, Deal] | None:
        """The table's last hand, running or over: its number and its state rebuilt
        from its log; None before the first, and for a finished hand today's rules do
        not rebuild (dealt under an earlier reading of them, equal blinds or a short
        all-in in fixed limit: the next hand needs nothing of it but a dead deal's pot,
        R-6.5, and it stopped the table's next deal)."""
        with UnitOfWork(self.db) as uow:
            hand = uow.session.exec(select(Hand).where(Hand.table_id == table_id)
                                    .order_by(col(Hand.number).desc()).limit(1)).first()
            if hand is None:
                return None
            assert hand.id is not None
            self._saw(hand.table_id, hand.id, hand.revision)
            try:
                return hand.number, replay_stored(uow.session, hand)[1]
            except HandError:
                if hand.status != COMPLETE:
                    raise  # a running hand's log is the hand: said (``director check``)
                return None

    def current_hand(self, table_id: int) -> tuple[int, Deal] | None:
        """The hand in progress at the table, rebuilt from its log (after a restart too)."""
        with UnitOfWork(self.db) as uow:
            hand = running_hand(uow.session, table_id)
            if hand is None:
                return None
            assert hand.id is not None
            self._saw(hand.table_id, hand.id, hand.revision)
            return hand.id, replay_stored(uow.session, hand)[1]

    def current_hands(self, table_ids: Sequence[int]) -> dict[int, tuple[int, Deal]]:
        """The hand in progress at each of the tables (restore after a restart): one
        read of every running hand (with the state kept after its last event) and
        one of their events; a log is replayed only where its kept state does not
        match it. The states become this service's latest, so the next action at
        any of these tables does not rebuild its hand again."""
        with UnitOfWork(self.db) as uow, collector_paused():
            read = uow.session.connection()  # plain rows: no ORM objects for a bulk read
            # Each table's newest hand (a running hand is always its table's newest),
            # found through the (table, number) key: the time does not grow with the
            # finished hands behind it (issue 33).
            other = sa.inspect(Hand).local_table.alias("newest")
            newest = (sa.select(other.c.id).where(other.c.table_id == col(TableRow.id))
                      .order_by(other.c.number.desc()).limit(1)
                      .correlate(TableRow).scalar_subquery())
            hands = read.execute(
                sa.select(col(Hand.id), col(Hand.table_id), col(Hand.number), col(Hand.setup),
                          col(Hand.state), col(Hand.state_seq), col(Hand.revision))
                .select_from(TableRow).join(Hand, col(Hand.id) == newest)
                .where(col(TableRow.id).in_(list(table_ids)), col(Hand.status) == RUNNING)
                .order_by(col(Hand.number))).all()
            logs: dict[int, list[str]] = {h[0]: [] for h in hands if h[0] is not None}
            numbers = {h[0]: h[2] for h in hands}
            if logs:
                for hand_id, seq, payload in read.execute(
                        sa.select(col(HandEvent.hand_id), col(HandEvent.seq),
                                  col(HandEvent.payload))
                        .where(col(HandEvent.hand_id).in_(list(logs)))
                        .order_by(col(HandEvent.hand_id), col(HandEvent.seq))).all():
                    add_stored_event(logs[hand_id], numbers[hand_id], seq, payload)
            # Events are immutable values: the same stored text (a check, a fold at a
            # seat) is decoded once for the whole night.
            decode = functools.cache(event_from_json)
            found: dict[int, tuple[int, Deal]] = {}
            for running_id, table_id, number, setup, kept, kept_seq, revision in hands:
                assert running_id is not None
                log = logs[running_id]
                state = fold_stored(number, setup, log, (kept, kept_seq), decode)
                self._latest[running_id] = _Latest(len(log), log[-1] if log else "", state,
                                                   revision, table_id)
                self._saw(table_id, running_id, revision)
                found[table_id] = (running_id, state)
            return found

    def check_running_hands(self) -> tuple[list[Message], list[Message]]:
        """Replay every running hand's log through the rules and compare the state
        kept with it; a kept state that differs is rewritten from the log (the log
        is the hand). Returns one line per hand whose kept state was rewritten, and
        one per hand whose log cannot be replayed (left as it is)."""
        rewritten: list[Message] = []
        broken: list[Message] = []
        with UnitOfWork(self.db) as uow:
            s = uow.session
            for hand in s.exec(select(Hand).where(Hand.status == RUNNING)):
                try:
                    count, replayed = replay_stored(s, hand, trust_state=False)
                except ValueError as exc:
                    broken.append(msg("svc-check-hand-not-replayable", hand_number=hand.number,
                                      table=hand.table_id, reason_text=reason(exc)))
                    continue
                kept = (hand.state, hand.state_seq)
                if kept_state(count, replayed) != kept:
                    keep_state(hand, count, replayed)
                    s.add(hand)
                    rewritten.append(msg("svc-check-hand-rewritten", hand_number=hand.number,
                                         table=hand.table_id))
        self._latest.clear()
        return rewritten, broken

    def hand_log(self, hand_id: int) -> list[dict[str, object]]:
        with UnitOfWork(self.db) as uow:
            return [json.loads(r.payload) for r in event_rows(uow.session, hand_id)]


def open_table_names(s: Session, event_id: int) -> set[str]:
    """The names of the event's open tables (read after the event's lock)."""
    return set(s.exec(select(TableRow.name).where(TableRow.event_id == event_id,
                                                  col(TableRow.closed).is_(False))))


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
        raise ServiceError(msg("svc-no-hand", hand_number=hand_id))
    return hand
