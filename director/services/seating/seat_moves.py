"""Balancing's seat moves written in a few plain statements (R-8.4, issue 17).

A balance of 1,000 players over 100 tables moves dozens of players at once.
Through the ORM each move was a row read, a row written to empty the seat and
another to fill the new one (a round trip to a club's server each, or a batch
the server still runs statement by statement). Here the seats of every open
table are read once as plain rows (``read_seats``), and ``write_moves`` writes
every seat the moves change in one ``UPDATE`` (on PostgreSQL one statement over
arrays; on SQLite, in-process, one prepared statement run per seat) and creates
the seats that had no row yet in one ``INSERT`` (the same way), inside the caller's
transaction and under its row locks. Every seat's image before and after goes
to the command's ``Recorder``, as the ORM's rows would, so undo is unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import sqlalchemy as sa
from sqlmodel import Session, select

from director.engine.frozen import frozen_record
from director.engine.messages import msg
from director.services.core.action_log import Recorder
from director.services.core.message_data import table_label
from director.services.core.unit_of_work import ServiceError
from director.services.tables import table_state
from director.store.models import Entry, Seat, TableRow


def sit(s: Session, rec: Recorder, table: TableRow, number: int, entry: Entry, stack: int,
        chips_behind: int = 0, seats: dict[int, Seat] | None = None, flush: bool = True
        ) -> None:
    """Seat ``entry`` at ``table``'s seat ``number`` with ``stack`` (refused when taken);
    ``seats``: the table's seat rows when the caller read them already, kept up to
    date here. A table that has dealt a hand learns the seat is new (``table_state``)."""
    assert table.id is not None
    if seats is None:
        seats = {seat.number: seat for seat in s.exec(
            select(Seat).where(Seat.table_id == table.id))}
    seat = seats.get(number)
    if seat is None:
        seat = Seat(table_id=table.id, number=number)
        rec.created(seat)
        seats[number] = seat
    elif seat.entry_id is not None:
        raise ServiceError(msg("svc-seat-taken", seat=number, table_text=table_label(table.name)))
    rec.touch(seat)
    seat.entry_id, seat.player_id = entry.id, entry.player_id
    seat.stack, seat.chips_behind = stack, chips_behind
    s.add(seat)
    if table_state.read(table).placed:  # the next hand must know the seat is new
        rec.touch(table)
        table_state.refill(table, number)
        s.add(table)
    if flush:
        s.flush()


SEAT_COLUMNS = ("id", "table_id", "number", "player_id", "entry_id", "stack", "chips_behind")


@frozen_record
class Move:
    """One player from a seat to another (table ids and seat numbers)."""

    from_table: int
    from_seat: int
    to_table: int
    to_seat: int


SeatImage = dict[str, Any]
"""A seat row as ``Recorder`` keeps it (the ORM's ``model_dump``)."""

SeatRows = dict[tuple[int, int], Any]
"""Plain seat rows (``id``, ``table_id``, ``number``, ``player_id``, ``entry_id``,
``stack``, ``chips_behind``) by (table id, seat number)."""


def read_seats(s: Session, table_ids: Sequence[int]) -> SeatRows:
    """Every seat row of ``table_ids``, by (table id, seat number), in one read."""
    table = Seat.__table__  # type: ignore[attr-defined]
    query = sa.select(*(table.c[name] for name in SEAT_COLUMNS)).where(
        table.c.table_id.in_(list(table_ids)))
    return {(row.table_id, row.number): row for row in s.connection().execute(query)}


# PostgreSQL: every changed seat in one statement (one round trip, one plan).
_PG_UPDATE = sa.text("""
UPDATE seat SET player_id = v.player_id, entry_id = v.entry_id, stack = v.stack,
                chips_behind = v.chips_behind
FROM unnest(CAST(:ids AS integer[]), CAST(:players AS integer[]),
            CAST(:entries AS integer[]), CAST(:stacks AS integer[]),
            CAST(:behind AS integer[])) AS v(id, player_id, entry_id, stack, chips_behind)
WHERE seat.id = v.id
""")
_PG_INSERT = sa.text("""
INSERT INTO seat (table_id, number, player_id, entry_id, stack, chips_behind)
SELECT * FROM unnest(CAST(:table_id AS integer[]), CAST(:number AS integer[]),
                     CAST(:player_id AS integer[]), CAST(:entry_id AS integer[]),
                     CAST(:stack AS integer[]), CAST(:chips_behind AS integer[]))
RETURNING id, table_id, number
""")
_SQLITE_UPDATE = ("UPDATE seat SET player_id = ?, entry_id = ?, stack = ?, chips_behind = ? "
                  "WHERE id = ?")
_FILLED = ("player_id", "entry_id", "stack", "chips_behind")


def write_moves(s: Session, rec: Recorder, rows: SeatRows, moves: Iterable[Move]
                ) -> list[tuple[int, int]]:
    """Everyone moving gets up first, then sits down at the new seat (a final-table
    redraw swaps seats: TDA RP-9); writes the changed seats and records them.
    Returns the (table id, seat number) each player sat down at."""
    seats: dict[tuple[int, int], SeatImage] = {}  # the images of the seats involved

    def seat_image(place: tuple[int, int]) -> SeatImage:
        if place not in seats and place in rows:
            seats[place] = dict(rows[place]._mapping)
        return seats.get(place) or {"id": None, "table_id": place[0], "number": place[1],
                                    **dict.fromkeys(_FILLED)}

    after: dict[tuple[int, int], SeatImage] = {}
    sitting = []
    for move in moves:
        place = (move.from_table, move.from_seat)
        standing = after.get(place) or dict(seat_image(place))
        sitting.append(((move.to_table, move.to_seat),
                        {name: seat_image(place)[name] for name in _FILLED}))
        standing.update(player_id=None, entry_id=None, stack=0, chips_behind=0)
        after[place] = standing
    for place, filled in sitting:
        after[place] = {**(after.get(place) or seat_image(place)), **filled}
    changed = [image for image in after.values() if image["id"] is not None]
    new = [image for image in after.values() if image["id"] is None]
    if changed:
        conn = s.connection()
        if conn.dialect.name == "postgresql":
            conn.execute(_PG_UPDATE, {
                "ids": [i["id"] for i in changed], "players": [i["player_id"] for i in changed],
                "entries": [i["entry_id"] for i in changed],
                "stacks": [i["stack"] for i in changed],
                "behind": [i["chips_behind"] for i in changed]})
        else:
            conn.exec_driver_sql(_SQLITE_UPDATE, [
                (i["player_id"], i["entry_id"], i["stack"], i["chips_behind"], i["id"])
                for i in changed])
        for image in changed:
            rec.changed("seat", seats[(image["table_id"], image["number"])], image)
    if new:
        conn = s.connection()
        if conn.dialect.name == "postgresql":
            inserted = conn.execute(_PG_INSERT, {
                name: [image[name] for image in new] for name in SEAT_COLUMNS[1:]})
        else:
            table = Seat.__table__  # type: ignore[attr-defined]
            inserted = conn.execute(
                sa.insert(table).returning(table.c.id, table.c.table_id, table.c.number),
                [{name: image[name] for name in SEAT_COLUMNS[1:]} for image in new])
        made = {(row.table_id, row.number): row.id for row in inserted}
        for image in new:
            image["id"] = made[(image["table_id"], image["number"])]
            rec.changed("seat", None, image)
    return [place for place, _ in sitting]
