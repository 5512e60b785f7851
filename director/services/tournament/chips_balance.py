"""The event's chips balance: every chip in play is accounted for (R-8.3, R-8.6).

What the tournament put in play: each entry's starting stack, each rebuy's and
add-on's chips, and the chips the director's counts, the color-ups (the
chip race rounds odd chips up or down) and the busts of stacks the program held
at a table dealt on the felt added or took away, each a recorded action that
was not undone; less the starting stack of each entry busted while it held no
seat (a game whose seats were never drawn: its chips went to players the program
does not follow). Where the chips are: in front of the seats and
behind them (R-8.6), in the running hands (stacks and pots: the hand's log, not
the seat rows, holds them while it plays), in the pot of a dead deal waiting to
be dealt again (R-6.5: draw with openers, nobody opened), and the starting
stacks of entries still waiting for a seat. The two must be equal.

It also checks the rule of ``hand_guard``: each running hand's seats still hold
the stacks the hand was dealt with and still have their players, and no seat
without a player holds chips. ``director check`` and the services tests call it;
every difference is a sentence.
"""

from __future__ import annotations

from functools import lru_cache

import sqlalchemy as sa
from sqlalchemy.engine import Row
from sqlmodel import Session, col, select

from director.engine.event.entries import TournamentRules
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, msg
from director.services.core.documents import TournamentSettings, load_settings
from director.services.core.hand_guard import RUNNING
from director.services.core.message_data import reason, table_label
from director.services.core.stored_hands import dead_pots, hand_state_in
from director.services.core.unit_of_work import UnitOfWork
from director.services.tournament.chips_known import busted_without_seat, seat_chip_changes
from director.services.tournament.rows import entry_name
from director.store.codec import setup_from_json
from director.store.db import Database
from director.store.models import Entry, Hand, Seat, TableRow
from director.store.models import Event as EventRow

ADJUSTING = ("chip count", "color-up", "bust")  # the actions that change the chips held


@frozen_record
class ChipsBalance:
    event_id: int
    name: str
    expected: int  # what entries, rebuys, add-ons, counts and color-ups put in play
    counted: int  # seats, chips behind, running hands, dead pots, entries waiting
    problems: tuple[Message, ...]  # every difference, as messages; empty when it balances

    @property
    def balanced(self) -> bool:
        return not self.problems


def chips_balance(db: Database, event_id: int) -> ChipsBalance:
    with UnitOfWork(db) as uow:
        return balance_in(uow.session, event_id)


def every_tournament(db: Database) -> list[ChipsBalance]:
    """The balance of each tournament in the database (``director check``)."""
    with UnitOfWork(db) as uow:
        s = uow.session
        ids = s.exec(select(EventRow.id).where(EventRow.kind == "tournament")
                     .order_by(col(EventRow.id))).all()
        return [_balance_or_why(s, event_id) for event_id in ids if event_id is not None]


def _balance_or_why(s: Session, event_id: int) -> ChipsBalance:
    """``balance_in``, or why the chips cannot be counted: a running hand whose stored
    setup or log cannot be read (``director check`` names the hand too)."""
    try:
        return balance_in(s, event_id)
    except ValueError as exc:
        event = s.get(EventRow, event_id)
        return ChipsBalance(event_id, event.name if event is not None else "?", 0, 0,
                            (msg("svc-balance-cannot-count", reason_text=reason(exc)),))


# What the balance reads, as plain rows of the event bound as ``event``: built once
# (building a statement cost more than running it; the services tests ask for the
# balance after every command, issue 33).
_EVENT = sa.select(col(EventRow.name), col(EventRow.kind), col(EventRow.settings)).where(
    col(EventRow.id) == sa.bindparam("event"))
_ENTRIES = sa.select(col(Entry.id), col(Entry.rebuys), col(Entry.add_ons),
                     col(Entry.busted_at)).where(col(Entry.event_id) == sa.bindparam("event"))
_TABLES = sa.select(col(TableRow.id), col(TableRow.name)).where(
    col(TableRow.event_id) == sa.bindparam("event"))
_SEATS = (sa.select(col(Seat.table_id), col(Seat.number), col(Seat.entry_id), col(Seat.stack),
                    col(Seat.chips_behind))
          .join(TableRow, col(TableRow.id) == col(Seat.table_id))
          .where(col(TableRow.event_id) == sa.bindparam("event")))
_RUNNING = (sa.select(col(Hand.id)).join(TableRow, col(TableRow.id) == col(Hand.table_id))
            .where(col(TableRow.event_id) == sa.bindparam("event"),
                   col(Hand.status) == RUNNING))


def balance_in(s: Session, event_id: int) -> ChipsBalance:
    """The balance, read as plain rows (the services tests check it after every
    command, ``director check`` for every tournament; issue 33): only a running hand
    is read as a stored hand, to replay it."""
    read = s.connection()
    event = read.execute(_EVENT, {"event": event_id}).first()
    if event is None:
        return ChipsBalance(event_id, "?", 0, 0, (msg("svc-no-event", event_number=event_id),))
    event_name, kind, text = event
    rules = _rules(kind, text)
    if rules is None:
        return ChipsBalance(event_id, event_name, 0, 0, ())
    entries = read.execute(_ENTRIES, {"event": event_id}).all()
    problems: list[Message] = []
    expected = (len(entries) * rules.starting_stack
                + sum(e.rebuys for e in entries) * (rules.rebuy.chips if rules.rebuy else 0)
                + sum(e.add_ons for e in entries) * (rules.add_on.chips if rules.add_on else 0))
    expected += _adjustments(s, event_id) \
        - busted_without_seat(s, event_id) * rules.starting_stack
    live = {e.id for e in entries if e.busted_at is None}  # the winner too (place 1)
    counted = 0
    seated: set[int] = set()
    tables: dict[int, str] = {t_id: t_name for t_id, t_name in read.execute(
        _TABLES, {"event": event_id}).all() if t_id is not None}
    # table -> number -> (table, number, entry, stack, chips behind)
    table_seats: dict[int, dict[int, Row[int, int, int | None, int, int]]] = {
        tid: {} for tid in tables}
    for seat in read.execute(_SEATS, {"event": event_id}).all():
        table_seats[seat.table_id][seat.number] = seat
    running: dict[int, list[Hand]] = {}
    for hand_id, in read.execute(_RUNNING, {"event": event_id}).all():
        hand = s.get(Hand, hand_id)  # a running hand is replayed from the stored one
        assert hand is not None  # read just now, in this transaction
        running.setdefault(hand.table_id, []).append(hand)
    for table_id, seats in sorted(table_seats.items()):
        name = table_label(tables[table_id])
        in_hand: dict[int, int] = {}
        for hand in running.get(table_id, []):
            setup = setup_from_json(hand.setup)
            counted += hand_state_in(s, hand).chips_in_play()
            for number, stack in zip(setup.seats, setup.stacks, strict=True):
                in_hand[number] = stack
                dealt = seats.get(number)
                if dealt is None or dealt.entry_id is None:
                    problems.append(msg("svc-balance-seat-left-hand", seat=number,
                                        table_text=name, hand_number=hand.number))
                elif dealt.stack != stack:
                    problems.append(msg("svc-balance-stack-changed", seat=number,
                                        table_text=name, chips=Amount(dealt.stack),
                                        hand_number=hand.number, stack=Amount(stack)))
        for number, seat in sorted(seats.items()):
            counted += seat.chips_behind + (0 if number in in_hand else seat.stack)
            if seat.entry_id is None:
                if seat.stack or seat.chips_behind:
                    problems.append(msg("svc-balance-chips-nobody-sits", seat=number,
                                        table_text=name,
                                        chips=Amount(seat.stack + seat.chips_behind)))
            elif seat.entry_id not in live:
                problems.append(msg("svc-balance-entry-out", seat=number, table_text=name,
                                    player=_who(s, seat.entry_id)))
            elif seat.entry_id in seated:
                problems.append(msg("svc-balance-two-seats", player=_who(s, seat.entry_id)))
            else:
                seated.add(seat.entry_id)
    # a dead deal's pot (nobody opened) is in no seat until the deal again;
    # a running hand's pot holds the one it carries.
    counted += dead_pots(s, [t for t in table_seats if t not in running])
    waiting = [e for e in live if e not in seated]
    counted += len(waiting) * rules.starting_stack
    if counted != expected:
        more = counted - expected
        problems.append(msg("svc-balance-too-many" if more > 0 else "svc-balance-missing",
                            counted_chips=Amount(counted), expected_chips=Amount(expected),
                            difference_chips=Amount(abs(more))))
    return ChipsBalance(event_id, event.name, expected, counted, tuple(problems))


def _who(s: Session, entry_id: int) -> str:
    """The player a seat holds, for a problem's words ("Anna (2)"); only read where
    there is a problem."""
    entry = s.get(Entry, entry_id)
    return entry_name(s, entry) if entry is not None else f"#{entry_id}"


@lru_cache(maxsize=32)
def _rules(kind: str, text: str) -> TournamentRules | None:
    """A tournament's rules from its stored settings (None: not a tournament), read
    once for each text: the settings change seldom, the balance is asked often."""
    settings = load_settings(kind, text)
    return settings.rules() if isinstance(settings, TournamentSettings) else None


def _adjustments(s: Session, event_id: int) -> int:
    """The chips the director's counts, the color-ups and the busts at a table dealt on
    the felt (a stack the director busted) added or took away; an undone action adds
    nothing."""
    return seat_chip_changes(s, event_id, ADJUSTING)
