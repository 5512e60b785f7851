"""A player moved (balancing, or the director's move) from a table dealt on the felt
before their chips there were counted (R-8.4: the player keeps their chips; R-8.6):
the stack stored for them is not what they carry, so the table they move to counts
it before dealing them a hand.

A table's hands dealt on the felt (the seating's Next hand, ``felt_hands``) move
chips nobody recorded: the seats keep the stacks as they were last known (the panel's
last hand, the chips bought, or a count). A player who sat through such a hand and
has not been counted since carries an unknown stack. The move names them
(``to_count`` in the move's record: ``uncounted``), and at the table they sit down
at ``stacks_to_count`` lists their seat, with the stack as stored as the count's
pre-fill, until a count names them (``count_moved``, the console's chip count of the
player, or a count of the whole table, ``felt_count.count_stacks``). The dealer
panel asks that count before its next hand (``ui/dealer/felt_count.ask_count``).
A player moved on again uncounted stays to count at the next table. One undo takes
a move back, and with it the need to count; one undo takes a count back, and the
need comes again (read from the recorded actions not undone).

Chips are never created or lost: a stack counted other than stored is a "chip
count", as the console's and the felt's counts are, which the event's chips balance
counts as a correction (``chips_balance``) and the chips-in-play check compares.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime

from sqlmodel import Session, col, select

from director.engine.frozen import frozen_record
from director.engine.messages import Amount, msg
from director.services.core import validation as v
from director.services.core.action_log import Recorder
from director.services.core.hand_guard import running_hand, table_between_hands
from director.services.core.message_data import table_label
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.seating.counted_chips import check_counted
from director.services.seating.felt_count import players_changed
from director.services.seating.moved_log import last_felt_hands, read_log
from director.store.db import Database
from director.store.models import Player, Seat, TableRow


@frozen_record
class MovedToCount:
    """A seat whose player moved in uncounted: who, and the stack as stored."""

    seat: int
    player: str
    stack: int
    entry_id: int
    player_id: int


def uncounted(s: Session, event_id: int, leaving: Iterable[tuple[TableRow, int]]) -> set[int]:
    """Of the entries about to leave their tables (``(table, entry id)``), those whose
    stack is not known: they sat through a hand dealt on the felt there and were not
    counted since (a count of the player or of the table), or they moved in
    uncounted and were not counted since. Read before the moves are written."""
    leaving = list(leaving)
    if not leaving:
        return set()
    log = read_log(s, event_id)
    felt = last_felt_hands(s, event_id, {t.id: t for t, _ in leaving}.values())
    found: set[int] = set()
    for table, entry in leaving:
        table_id = table.id or 0
        if log.still_to_count(entry, table_id):
            found.add(entry)
            continue
        last_felt = felt.get(table_id)
        if last_felt is None or log.last_seated(entry)[0] > last_felt:
            continue  # no felt hand since the panel's, or seated after it
        if not log.counted_since(entry, table_id, last_felt):
            found.add(entry)
    return found


def _due(s: Session, table: TableRow) -> list[MovedToCount]:
    rows = s.exec(select(Seat, Player).join(Player, col(Player.id) == Seat.player_id)
                  .where(Seat.table_id == table.id, col(Seat.entry_id).is_not(None))
                  .order_by(col(Seat.number))).all()
    if not rows:
        return []
    log = read_log(s, table.event_id, seated=False)
    return [MovedToCount(seat.number, player.name, seat.stack, seat.entry_id or 0, player.id or 0)
            for seat, player in rows if log.still_to_count(seat.entry_id or 0, table.id or 0)]


def stacks_to_count(db: Database, table_id: int, between_hands: bool = False
                    ) -> list[MovedToCount]:
    """The seats of ``table_id`` whose players moved in uncounted, by seat, each with
    the stack as stored (the count's pre-fill); empty when none, and (``between_hands``)
    while a hand runs there (they are dealt in from the next one)."""
    v.ident(table_id, "the table")
    with UnitOfWork(db, reads_only=True) as uow:
        table = uow.session.get(TableRow, table_id)
        if table is None or (between_hands and running_hand(uow.session, table_id)):
            return []
        return _due(uow.session, table)


def count_moved(db: Database, table_id: int, counts: Mapping[int, int], now: datetime,
                seen: Mapping[int, int] | None = None) -> int:
    """The chips counted of the players moved in uncounted (``{seat: chips}``, each such
    seat), between hands; the total counted. The seats counted other than stored are
    one "chip count" action (a correction the chips balance counts: R-8.6); each count
    is paid in the chips on the table (TDA 20), else refused and nothing changes.
    ``seen``: who the count asked for, ``{seat: player id}``, refused when they changed
    since (``felt_count.players_changed``)."""
    v.ident(table_id, "the table")
    with UnitOfWork(db) as uow:
        s = uow.session
        table = table_between_hands(s, table_id, "svc-felt-count-between-hands")
        due = {moved.seat: moved for moved in _due(s, table)}
        players_changed(table, seen, {n: moved.player_id for n, moved in due.items()})
        if set(counts) != set(due):
            raise ServiceError(msg("svc-moved-count-seats", table_text=table_label(table.name),
                                   seats=tuple(sorted(due)), count=len(due)))
        for number, chips in counts.items():
            v.whole(chips, f"the chips counted at seat {number}", 0, 10**12)
        for number, chips in sorted(counts.items()):  # in the chips on the table (TDA 20)
            check_counted(s, table, chips, due[number].player)
        seats = {seat.number: seat for seat in s.exec(select(Seat).where(
            Seat.table_id == table_id, col(Seat.number).in_(list(due))))}
        rec = Recorder(s)
        changed = []
        for number, seat in sorted(seats.items()):
            if seat.stack != counts[number]:
                rec.touch(seat)
                seat.stack = counts[number]
                s.add(seat)
                changed.append(seat.entry_id or 0)
        held, total = sum(m.stack for m in due.values()), sum(counts.values())
        rec.record(table.event_id, "chip count",
                   msg("undo-moved-count", table_text=table_label(table.name),
                       total=Amount(total), table_amount=Amount(held), count=len(due)),
                   {"table_id": table_id, "entry_ids": sorted(changed),
                    "counted": sorted(m.entry_id for m in due.values())}, now)
        return total
