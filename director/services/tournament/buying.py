"""Chips bought: rebuys and add-ons (TDA 27, R-8.6), one player's or many at once,
inside the caller's transaction and on its ``Recorder`` (many players' rebuys are
one command and one undo step).

A rebuy declared while the player's hand runs plays as chips behind, which join
when the next hand starts (R-8.6). A stack limit on rebuys is asked of a stack
the program knows (a table whose last hand the dealer panel dealt); at a table
dealt on the felt, and at the panel's table after a hand on the felt, the
director's word is enough. A player who has just busted may rebuy while
rebuys are open (R-8.6): the bust is taken back (the places of those out since
move down one), and the player sits down again, at the old seat when it is free,
else at a random seat of a table with the fewest players (R-3.2).
"""

from __future__ import annotations

import json
import random
from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.event import entries as rules_
from director.engine.event import seating
from director.engine.event.structures import Structure
from director.engine.messages import Message, msg
from director.services.core import locks
from director.services.core.action_log import Recorder
from director.services.core.hand_guard import playing
from director.services.core.message_data import reason
from director.services.core.stored_hands import chips_in_front
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.seating.seat_moves import sit
from director.services.tournament import bounties
from director.services.tournament.chips_known import panel_tables
from director.services.tournament.color_ups import paid_in_play
from director.services.tournament.deals import (
    refuse_money_after_deal,
    refuse_pool_change_after_prizes,
)
from director.services.tournament.hand_for_hand import REBUY, current, refuse_replay, replays
from director.services.tournament.rows import (
    clock_index,
    entry_name,
    entry_row,
    places_below,
    seat_of,
    tournament_under_way,
    won,
)
from director.store.models import DirectorAction, Entry, Seat, TableRow


def rebuy_one(uow: UnitOfWork, rec: Recorder, entry_id: int, now: datetime) -> rules_.Rebuy:
    """One player's rebuy: still playing (chips to the seat, or behind it during the
    hand), or just busted (back in, seated again)."""
    s = uow.session
    locks.lock_entries(s, [entry_id])  # issue 31: before the entry and its seat are read
    entry = entry_row(s, entry_id)
    _, settings = tournament_under_way(s, entry.event_id)
    refuse_money_after_deal(s, entry.event_id)
    index = clock_index(s, entry.event_id, settings, now)
    if entry.place is not None:
        if won(entry):  # nothing to buy back into
            raise ServiceError(msg("svc-winner-no-rebuy", player=entry_name(s, entry)))
        _refuse_if_re_entered(s, entry)
        # its money joins the pool a prize awarded was paid from (3rd's 1,620 became
        # 2,220 at the next Award prizes after the 2nd out bought back in)
        refuse_pool_change_after_prizes(s, entry.event_id)
        rebuy = _check(settings.rules(), settings.structure(), index, entry, 0, False)
        paid_in_play(s, entry.event_id, settings, rebuy.chips, msg("svc-paid-rebuy"))
        bounties.winner_plays_on(s, rec, settings, entry.event_id)
        bounties.bought_back_in(rec, settings, entry)
        _back_in(uow, rec, entry, rebuy.chips)
    else:
        refuse_pool_change_after_prizes(s, entry.event_id)
        seat = _seat(uow, entry_id, msg("svc-rebuy-needs-seat", player=entry_name(s, entry)))
        hand = playing(s, seat.table_id, seat.number)
        known = seat.table_id in panel_tables(s, [seat.table_id])
        in_front = seat.stack if hand is None else chips_in_front(s, [hand])[
            (seat.table_id, seat.number)]
        stack = in_front + seat.chips_behind if known else 0
        rebuy = _check(settings.rules(), settings.structure(), index, entry, stack,
                       hand is not None)
        paid_in_play(s, entry.event_id, settings, rebuy.chips, msg("svc-paid-rebuy"))
        rec.touch(seat)
        if rebuy.chips_behind:
            seat.chips_behind += rebuy.chips
        else:
            seat.stack += rebuy.chips
    rec.touch(entry)
    entry.rebuys += 1
    return rebuy


def _refuse_if_re_entered(s: Session, entry: Entry) -> None:
    """A busted entry buys back in only as its player's latest entry (R-8.6): once they
    re-entered, the old entry coming back would give them two entries at once (their
    re-entry still playing), or an entry back in behind a later one's place."""
    latest = s.exec(select(Entry).where(Entry.event_id == entry.event_id,
                                        Entry.player_id == entry.player_id,
                                        col(Entry.number) > entry.number)
                    .order_by(col(Entry.number).desc())).first()
    if latest is not None:
        raise ServiceError(msg("svc-rebuy-back-in-not-latest", player=entry_name(s, entry),
                               latest_name=entry_name(s, latest)))


def add_on_one(uow: UnitOfWork, rec: Recorder, entry_id: int, now: datetime) -> int:
    """One player's add-on; taken while the player's hand runs (the last hand before
    the break), the chips are chips behind (R-8.6)."""
    s = uow.session
    locks.lock_entries(s, [entry_id])  # issue 31: before the entry and its seat are read
    entry = entry_row(s, entry_id)
    _, settings = tournament_under_way(s, entry.event_id)
    refuse_money_after_deal(s, entry.event_id)
    if entry.place is not None:
        raise ServiceError(msg("svc-winner-no-add-on" if won(entry)
                               else "svc-busted-no-add-on", player=entry_name(s, entry)))
    refuse_pool_change_after_prizes(s, entry.event_id)
    seat = _seat(uow, entry_id, msg("svc-add-on-needs-seat", player=entry_name(s, entry)))
    try:
        chips = rules_.check_add_on(settings.rules(), settings.structure(),
                                    clock_index(s, entry.event_id, settings, now),
                                    add_ons_so_far=entry.add_ons)
    except rules_.EntryError as exc:
        raise ServiceError(reason(exc)) from None
    paid_in_play(s, entry.event_id, settings, chips, msg("svc-paid-add-on"))
    rec.touch(entry)
    entry.add_ons += 1
    rec.touch(seat)
    if playing(s, seat.table_id, seat.number) is not None:
        seat.chips_behind += chips
    else:
        seat.stack += chips
    return chips


def _seat(uow: UnitOfWork, entry_id: int, no_seat: Message) -> Seat:
    """The seat the chips go to; a dealer station buys for its own table's players only."""
    seat = seat_of(uow.session, entry_id)
    if seat is None:
        raise ServiceError(no_seat)
    uow.table_report([seat.table_id])
    return seat


def _check(rules: rules_.TournamentRules, structure: Structure, index: int, entry: Entry,
           stack: int, in_hand: bool) -> rules_.Rebuy:
    try:
        return rules_.check_rebuy(rules, structure, index, rebuys_so_far=entry.rebuys,
                                  stack=stack, in_hand=in_hand)
    except rules_.EntryError as exc:
        raise ServiceError(reason(exc)) from None


def _back_in(uow: UnitOfWork, rec: Recorder, entry: Entry, chips: int) -> None:
    """The busted ``entry`` plays on with ``chips``: its place given back (those out
    since move down one; a winner named too early plays on), seated again."""
    s = uow.session
    places_below(s, rec, entry.event_id, entry.place or 0)
    rec.touch(entry)
    entry.place, entry.busted_at, entry.hand_for_hand = None, None, None
    table, number = _seat_again(s, entry)
    uow.table_report([table.id])
    sit(s, rec, table, number, entry, chips)


def _seat_again(s: Session, entry: Entry) -> tuple[TableRow, int]:
    """The seat the busted ``entry`` left, when it is free; else a random free seat at
    a table with the fewest players (R-3.2). In hand for hand (R-8.5) one out in the
    current hand is not seated at a table still to deal it while a table that has
    played it has a free seat (``hand_for_hand.replays``); else refused in words."""
    tables = {t.id: t for t in s.exec(select(TableRow).where(
        TableRow.event_id == entry.event_id, col(TableRow.closed).is_(False)))}
    locks.lock_tables(s, list(tables))  # the event's lock is held: now its tables'
    seats = list(s.exec(select(Seat).where(col(Seat.table_id).in_(list(tables)))))
    taken = {(seat.table_id, seat.number) for seat in seats if seat.entry_id is not None}
    left = _left_seat(s, entry)
    if left is not None and left[0] in tables and left not in taken:
        return tables[left[0]], left[1]
    free = {tid: [n for n in range(1, t.max_seats + 1) if (tid, n) not in taken]
            for tid, t in tables.items()}
    there = None if left is None else s.get(TableRow, left[0])
    if there is not None:
        hand = current(s, entry.event_id)
        again = {tid for tid, t in tables.items() if replays(hand, there, t)}
        if any(n for tid, n in free.items() if tid not in again):
            free = {tid: n for tid, n in free.items() if tid not in again}
        else:  # every free seat is at a table still to deal it: refused, naming one
            refuse_replay(s, entry.event_id, [(there, t, entry.id or 0)
                                              for tid, t in tables.items()
                                              if tid in again and free[tid]], REBUY)
    counts = {tid: sum(1 for t, _ in taken if t == tid) for tid in tables}
    if not any(free.values()):  # the seat the bust freed taken since (a late entry,
        raise ServiceError(msg("svc-rebuy-back-in-no-seat",  # balancing): said by name
                               player=entry_name(s, entry)))
    try:
        tid, number = seating.seat_late_entry(free, counts, random.SystemRandom())
    except seating.SeatingError as exc:
        raise ServiceError(reason(exc)) from None
    return tables[tid], number


def _left_seat(s: Session, entry: Entry) -> tuple[int, int] | None:
    """(table, seat) the entry's last bust freed, from the bust's recorded seat rows."""
    for action in s.exec(select(DirectorAction).where(
            DirectorAction.event_id == entry.event_id, DirectorAction.kind == "bust",
            col(DirectorAction.undone_by).is_(None)).order_by(col(DirectorAction.id).desc())):
        for change in json.loads(action.undo):
            before = change.get("before") or {}
            if change["table"] == "seat" and before.get("entry_id") == entry.id:
                return int(before["table_id"]), int(before["number"])
    return None
