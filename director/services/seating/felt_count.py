"""The stacks counted at a table the dealer panel deals, after hands dealt there on
the felt (the seating's Next hand, ``felt_hands``): the panel knows the stacks only
as its last hand left them, so before its first hand after felt play the dealer
counts them (DESIGN.md "one record": a stack the program does not know is not shown
as one it does). So too at a table dealt on the felt when the panel first deals
there: its stacks are what was bought, or counted before the felt's hands.

The count is asked pre-filled with the stacks as stored (the panel's last hand's, with
chips that joined since, R-8.6), so an unchanged count is one Enter. Chips are never
created or lost: at a tournament a seat counted other than stored is the console's chip
count (``TournamentService.count_chips``): recorded as a "chip count" action that
``chips_balance`` counts as a correction and the chips-in-play check compares, so the
event's chips stay balanced and a difference against the chips in play is shown where
every count is; one Ctrl+Z takes the table's count back. A cash table's chips are money
from the ledger (R-8.7): its count must come to the chips the table holds by what came
and went (``cash.table_chips.table_holds``: a winner on the felt who left with more than
their stack as stored took it from the others), else it is refused in words and nothing
changes. Every stack counted is paid in the chips on the table, a whole number of the
smallest chip in play there (``counted_chips.check_counted``, as the console's count
is), else the count is refused naming the chip, and nothing changes. The stacks are
counted once after the same hands: a second station's count sent at the same instant
waits for the table's lock (``table_between_hands``), then finds the first one's
recorded and is refused in words (the panel then deals from that count).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from sqlmodel import col, select

from director.engine.frozen import frozen_record
from director.engine.messages import Amount, msg
from director.services.cash.money_bounds import rake_in_stacks
from director.services.cash.seat_money import held_chips
from director.services.cash.table_chips import table_holds
from director.services.core import validation as v
from director.services.core.action_log import Recorder
from director.services.core.hand_guard import table_between_hands
from director.services.core.message_data import table_label
from director.services.core.stored_hands import dead_pots
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.seating.counted_chips import check_counted
from director.services.seating.felt_count_due import count_due_at, counted_after
from director.services.tournament.chips_known import dealt_tables
from director.store.db import Database
from director.store.models import Event as EventRow
from director.store.models import Player, Seat, TableRow


@frozen_record
class SeatToCount:
    """A seat with a player: who, and the stack as stored (the count's pre-fill)."""

    seat: int
    player: str
    stack: int
    player_id: int


def stacks_to_count(db: Database, table_id: int) -> list[SeatToCount]:
    """The table's seats with players, by seat, each with its stack as stored."""
    v.ident(table_id, "the table")
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        rows = s.exec(select(Seat, Player).join(Player, col(Player.id) == Seat.player_id)
                      .where(Seat.table_id == table_id).order_by(col(Seat.number))).all()
        return [SeatToCount(seat.number, player.name, seat.stack, player.id or 0)
                for seat, player in rows]


def count_stacks(db: Database, table_id: int, counts: Mapping[int, int],
                 now: datetime, seen: Mapping[int, int] | None = None) -> int:
    """Set each seat's stack to the chips counted (``{seat: chips}``, every seat with
    a player), between hands; the total counted. At a tournament the seats counted
    differently are one "chip count" action; at a cash table a count whose total is
    not the chips the table holds is refused (R-8.7). ``seen``: who the count asked
    for, ``{seat: player id}``; refused when the players there changed since (at
    another station: a count is each player's, never given to the next in the seat)."""
    v.ident(table_id, "the table")
    with UnitOfWork(db) as uow:
        s = uow.session
        table = table_between_hands(s, table_id, "svc-felt-count-between-hands")
        event = s.get(EventRow, table.event_id)
        if event is None:
            raise ServiceError(msg("svc-no-table", table_number=table_id))
        seats = {seat.number: seat for seat in s.exec(select(Seat).where(
            Seat.table_id == table_id, col(Seat.player_id).is_not(None)))}
        players_changed(table, seen, {n: seat.player_id or 0 for n, seat in seats.items()})
        if set(counts) != set(seats):
            raise ServiceError(msg("svc-felt-count-every-seat",
                                   table_text=table_label(table.name),
                                   seats=tuple(sorted(seats))))
        for number, chips in counts.items():
            v.whole(chips, f"the chips counted at seat {number}", 0, 10**12)
        for number, chips in sorted(counts.items()):  # in the chips on the table (TDA 20)
            player = s.get(Player, seats[number].player_id)
            check_counted(s, table, chips, player.name if player is not None else str(number))
        if counted_after(s, table):  # another station's count came first (issue 31)
            raise ServiceError(msg("svc-felt-count-made-since", hand_number=table.hands_dealt,
                                   table_text=table_label(table.name)))
        # a cash table's stacks: what came and went (a winner on the felt who left took
        # more than stored from the others), less a dead deal's pot and chips behind,
        # and, down to, less the rake no stack as stored gave yet
        held = sum(seat.stack for seat in seats.values()) if event.kind == "tournament" \
            else table_holds(s, table) - dead_pots(s, [table_id]) - sum(
                seat.chips_behind for seat in seats.values())
        total = sum(counts.values())
        raked = 0 if event.kind == "tournament" else rake_in_stacks(
            s, table.event_id, sum(held_chips(s, table.event_id).values()))
        if event.kind != "tournament" and not held - raked <= total <= held:
            raise ServiceError(msg(
                "svc-felt-count-cash-differs-raked" if raked else "svc-felt-count-cash-differs",
                total=Amount(total), table_amount=Amount(held),
                table_text=table_label(table.name), least_amount=Amount(max(held - raked, 0)),
                rake_amount=Amount(raked)))
        changed = {n: seat for n, seat in seats.items() if seat.stack != counts[n]}
        rec = Recorder(s)  # recorded even unchanged: the count after those hands is made
        for number, seat in changed.items():
            rec.touch(seat)
            seat.stack = counts[number]
            s.add(seat)
        rec.record(event.id or 0, "chip count",
                   msg("undo-felt-count", table_text=table_label(table.name),
                       total=Amount(total), table_amount=Amount(held)),
                   {"table_id": table_id, "hands_dealt": table.hands_dealt,
                    "entry_ids": sorted(seat.entry_id for seat in changed.values()
                                        if seat.entry_id is not None),
                    # every player counted (a player moved in uncounted is known now:
                    # ``moved_stacks``)
                    "counted": sorted(seat.entry_id for seat in seats.values()
                                      if seat.entry_id is not None)}, now)
        return total


def players_changed(table: TableRow, seen: Mapping[int, int] | None,
                    there: Mapping[int, int]) -> None:
    """Refused when the players a count asked for (``seen``, ``{seat: player id}``) are
    not the ones in those seats now (``there``): another station moved, seated or
    busted someone while the count was typed. Says the seats that changed."""
    if seen is None or dict(seen) == dict(there):
        return
    changed = sorted(n for n in set(seen) | set(there) if seen.get(n) != there.get(n))
    raise ServiceError(msg("svc-count-players-changed", table_text=table_label(table.name),
                           seats=tuple(changed), count=len(changed)))


def panel_dealt_here(db: Database, table_id: int) -> bool:
    """The dealer panel dealt a hand at the table (one is stored): a count due there
    is of the stacks its last hand left; else of what was bought or counted."""
    v.ident(table_id, "the table")
    with UnitOfWork(db, reads_only=True) as uow:
        return bool(dealt_tables(uow.session, [table_id]))


def count_due(db: Database, table_id: int) -> int | None:
    """The number of the last hand dealt on the felt at the table since the dealer
    panel's last hand there (or since the table opened, where the panel never dealt:
    its stacks are what was bought or counted before those hands), when no count of
    its stacks was made since and no hand runs there: the panel opened now asks for
    the count before its first hand; else None."""
    v.ident(table_id, "the table")
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        table = s.get(TableRow, table_id)
        return None if table is None else count_due_at(s, table)
