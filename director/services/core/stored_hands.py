"""A hand as stored (``TableService``'s hands): its setup, an append-only log of
engine events, and the state kept with the last of them.

The state is kept so that a restart reads each running hand's state instead of
folding every log through the rules again. A kept state is used only when it is
for exactly the stored events and reads back; otherwise the log is replayed
(undo and ``TableService.check_running_hands`` write it again from the log). A
gap in a log's numbering, or an event that does not read back, is refused with
the hand's number.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import replace

import sqlalchemy as sa
from sqlalchemy import and_, func
from sqlmodel import Session, col, select

from director.engine.frozen import frozen_record
from director.engine.hand.facts.events import Event
from director.engine.hand.rules.guts import GutsSetup, GutsState
from director.engine.hand.state import HandError, HandState
from director.engine.messages import Amount, msg
from director.services.core.message_data import reason, table_label
from director.services.core.unit_of_work import ServiceError
from director.store.codec import event_from_json, setup_from_json, state_from_json, state_to_json
from director.store.models import Hand, HandEvent, TableRow

Deal = HandState | GutsState  # a hand, or a round of guts, stored alike


def hand_state_in(s: Session, hand: Hand) -> Deal:
    """A stored hand's state, in the caller's transaction."""
    return replay_stored(s, hand)[1]


def _last_hands() -> sa.Select[int | None, str, str]:
    """Each table's last hand (id, setup, status) of the tables bound as ``tables``."""
    last = (sa.select(col(Hand.table_id), func.max(col(Hand.number)).label("number"))
            .where(col(Hand.table_id).in_(sa.bindparam("tables", expanding=True)))
            .group_by(col(Hand.table_id)).subquery())
    return sa.select(col(Hand.id), col(Hand.setup), col(Hand.status)).join(last, and_(
        col(Hand.table_id) == last.c.table_id, col(Hand.number) == last.c.number))


#: Built once, read as plain columns: the chips balance asks after every command in
#: the services tests, and building the statement cost more than running it (issue 33).
_LAST_HANDS = _last_hands()


def dead_pots(s: Session, table_ids: Sequence[int]) -> int:
    """R-6.5: the chips of dead deals (draw with openers, nobody opened) in no seat
    but still on the tables, in the pot for the deal again: a table's last hand,
    over as a dead deal, or running with the pot it carries. Read from each table's
    last hand; replayed only for a game with openers."""
    if not table_ids:
        return 0
    total = 0
    for hand_id, setup_text, status in s.connection().execute(
            _LAST_HANDS, {"tables": list(table_ids)}).all():
        setup = setup_from_json(setup_text)  # the store's codec reads what it wrote
        if isinstance(setup, GutsSetup) or not setup.options.openers:
            continue
        if status == "running":
            total += setup.carried_pot
        elif status == "complete":
            hand = s.get(Hand, hand_id)
            assert hand is not None  # read just now, in this transaction
            state = replay_stored(s, hand)[1]
            if isinstance(state, HandState) and state.dead_deal:
                total += state.carried_out
    return total


def last_dead_deal(s: Session, table_id: int) -> HandState | None:
    """R-6.5: the table's last hand when it is a dead deal (draw with openers, nobody
    opened) whose pot waits for the deal again; None otherwise."""
    dead = _newest_dead_deal(s, table_id)
    return None if dead is None else dead[1]


def _newest_dead_deal(s: Session, table_id: int) -> tuple[int, HandState] | None:
    """``last_dead_deal`` with the hand's number, from one read of the newest hand."""
    hand = s.exec(select(Hand).where(Hand.table_id == table_id)
                  .order_by(col(Hand.number).desc())).first()
    if hand is None or hand.status != "complete":
        return None
    setup = setup_from_json(hand.setup)
    if isinstance(setup, GutsSetup) or not setup.options.openers:
        return None
    state = replay_stored(s, hand)[1]
    return (hand.number, state) if isinstance(state, HandState) and state.dead_deal else None


def refuse_while_dead_pot_waits(s: Session, table: TableRow, refusal: str) -> None:
    """R-6.5: a command that would lose a dead deal's waiting pot or its button (a hand
    on the felt, a draw for the button) refused with ``refusal``'s words: the hand's
    number, the table and the pot."""
    dead = _newest_dead_deal(s, table.id or 0)
    if dead is not None:
        number, state = dead
        raise ServiceError(msg(refusal, hand_number=number, table_text=table_label(table.name),
                               pot=Amount(state.carried_out)))


GIVEN_BACK = "given back"  # a dead deal's pot given back to its players


@frozen_record
class DeadPot:
    """R-6.5: the pot of the dead deals in a row that ended a table's hands: the last
    of them (``hand``), the pot and who put it in (``owners``: player id, chips;
    ``None`` where a hand of them was stored without its players, before 0019)."""

    hand: Hand
    pot: int
    owners: dict[int, int] | None


def waiting_dead_pot(s: Session, table_id: int) -> DeadPot | None:
    """The dead pot waiting at the table for the deal again, with who put in what:
    each dead deal of the row adds its own antes (what each seat put in less the
    antes it carried in) to the player who sat there (``Hand.players``)."""
    hands = s.exec(select(Hand).where(Hand.table_id == table_id, Hand.status != "void")
                   .order_by(col(Hand.number).desc()))
    owners: dict[int, int] | None = {}
    pot = 0
    last: Hand | None = None
    for hand in hands:
        state = replay_stored(s, hand)[1] if hand.status == "complete" else None
        if not isinstance(state, HandState) or not state.dead_deal:
            break
        if last is None:
            last, pot = hand, state.carried_out
        seated = json.loads(hand.players) if hand.players else {}
        carried = state.setup.carried_antes or (0,) * state.setup.player_count
        for i, seat in enumerate(state.setup.seats):
            put = state.totals[i] - carried[i]
            player = seated.get(str(seat))
            if not put:
                continue
            if player is None or owners is None:
                owners = None
                continue
            owners[int(player)] = owners.get(int(player), 0) + put
        if not state.setup.carried_pot:
            break
    if last is None:
        return None
    if owners is not None and sum(owners.values()) != pot:
        owners = None  # the row of dead deals is not whole: nobody is named
    return DeadPot(last, pot, owners)


def event_rows(s: Session, hand_id: int) -> list[HandEvent]:
    """A stored hand's events, in order."""
    return list(s.exec(select(HandEvent).where(HandEvent.hand_id == hand_id)
                       .order_by(col(HandEvent.seq))))


def replay_stored(s: Session, hand: Hand, trust_state: bool = True) -> tuple[int, Deal]:
    """The hand's state and log length: from the state kept with its last event
    when that matches the log (``trust_state``), else the log folded through the
    engine. Checks the log has no gaps."""
    assert hand.id is not None
    log: list[str] = []
    for row in event_rows(s, hand.id):
        add_stored_event(log, hand.number, row.seq, row.payload)
    kept = (hand.state, hand.state_seq) if trust_state else (None, None)
    return len(log), fold_stored(hand.number, hand.setup, log, kept)


def add_stored_event(log: list[str], number: int, seq: int, payload: str) -> None:
    """Add the next stored event (read in order) to hand ``number``'s log; a gap
    in the numbering is refused."""
    if seq != len(log) + 1:
        raise ServiceError(msg("svc-hand-log-missing-event", hand_number=number,
                               event_number=len(log) + 1))
    log.append(payload)


def fold_stored(number: int, setup_text: str, log: list[str],
                kept: tuple[str | None, int | None] = (None, None),
                decode: Callable[[str], Event] = event_from_json) -> Deal:
    """Hand ``number`` from its stored events: the ``kept`` state (text and the
    count of events it follows) when it is for exactly these events and reads
    back, with the events decoded when its log is first needed; else the events
    replayed."""
    setup = setup_from_json(setup_text)

    def stored_log() -> tuple[Event, ...]:
        try:
            return tuple([decode(payload) for payload in log])
        except ValueError as exc:
            raise ServiceError(msg("svc-hand-log-unreadable", hand_number=number,
                                   reason_text=reason(exc))) from None

    if isinstance(setup, GutsSetup):
        return GutsState.replay(setup, stored_log())
    text, kept_count = kept
    if text is not None and kept_count == len(log):
        try:
            return state_from_json(setup, stored_log, text)
        except ValueError:
            pass  # not a state of this hand (damaged): the log decides
    try:
        return HandState.replay(setup, stored_log())
    except HandError:
        if setup.options.from_record:
            raise
        # A hand stored before the engine held a run-out's hands to be shown first
        # (R-7.1, 2026-12-06: a muck or a card dealt before the shows was taken): its
        # shows and mucks are taken as they were played, as a record's are; a log
        # that is wrong otherwise is refused as it was.
        as_played = replace(setup, options=replace(setup.options, from_record=True))
        try:
            return HandState.replay(as_played, stored_log())
        except HandError:
            pass
        raise


def chips_in_front(s: Session, hands: Sequence[Hand]) -> dict[tuple[int, int], int]:
    """The chips in front of each seat the running ``hands`` dealt (the rest of its
    stack is in the pot), (table id, seat) -> chips: what a rebuy's stack limit reads
    during the hand (``buying``, the room's offers)."""
    found = {}
    for hand in hands:
        stacks = hand_state_in(s, hand).stacks_by_seat()
        found.update({(hand.table_id, seat): stacks.get(seat, 0)
                      for seat in setup_from_json(hand.setup).seats})
    return found


def kept_state(count: int, state: Deal) -> tuple[str | None, int | None]:
    """What a hand keeps with its ``count`` events: a running hand's state after
    them; a finished hand (or a guts round, replayed in an instant) keeps none."""
    if isinstance(state, HandState) and not state.is_complete and count:
        return state_to_json(state), count
    return None, None


def keep_state(hand: Hand, count: int, state: Deal) -> None:
    """Store the state kept with the hand's log; the hand moves on to its next
    revision (migration 0013), which tells every station it has changed."""
    hand.state, hand.state_seq = kept_state(count, state)
    hand.revision += 1
