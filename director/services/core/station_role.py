"""What a club's station may change: its role, chosen at start (issue 17).

A director's station changes everything; a dealer station at a table records that
table's hands (its dealer panel, or on the felt: the seating's button draw and Next
hand) and reports its players' busts, rebuys and add-ons to the director (they, and
a hand recorded on the felt, are stored as the director's own command would store
them, on the director's undo list), and nothing else; a display shows the clock and the
seating and changes nothing. At a cash table the deal of the next hand also marks,
in its own transaction, the posts it used and the straddle (R-3.6, R-3.7: the
table's ``cash_table`` row, ``DEAL_WRITES``); a dealer station writes that row only
so, as it deals its own table's hand, and as it marks the straddle a player there
announces for the next hand (``STRADDLE_WRITES``). This rail says no with a message
before anything is sent; on a club's server each station may also log in as a login of its
own, and then the server itself enforces the same role, whatever the client does
(``director.store.server_roles``, issue 31), and the rail follows the role the
server gives the login.

The rail sits where every command is stored: the unit of work checks, before it
commits, which rows the command wrote, and the dealer's fast action path checks
the hand's table; a command the role may not do is refused with a message and
nothing of it is stored. The role is kept on the station's ``Database``
(``role``, ``role_table``): one station, one role, for the program's life.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from director.engine.messages import Message, msg
from director.services.core.message_data import table_label
from director.store.db import Database, table_name

# What the dealer panel writes: the hand, its log, the seats' stacks when a hand
# ends and the table's running state (button, blinds) kept on its row.
DEALER_WRITES = frozenset({"hand", "hand_event", "seat", "poker_table"})
# What a dealer station's report of its own players writes (a bust, a rebuy, an
# add-on, a chip count: ``UnitOfWork.table_report``): the entry, its seat, the
# director's undo list (the director sees it and can undo it) and a mystery bounty's
# envelope.
REPORT_WRITES = DEALER_WRITES | {"entry", "director_action", "mystery_envelope"}
# What the deal of its own table's next hand writes besides (``hand_start``'s
# ``started``, in the deal's transaction): a cash table's row, the posts to enter or
# return the hand used and its straddle. Allowed for the deal only,
# not in DEALER_WRITES: the deal is one code path for every station (the director's
# too), and a dealer station's other commands (its table's stakes, who sits out, a
# straddle option) stay the director's. The club's server allows the same and no
# more: the two columns, of the dealer's own table (``server_roles``, migration 0020).
DEAL_WRITES = DEALER_WRITES | {"cash_table"}
# What its own table's dealing on the felt writes (the button drawn, R-3.1, and Next
# hand without the panel: ``felt_hands``, ``UnitOfWork.felt_dealing``): the table's
# running state, chips behind joining the stacks, a cash table's posts as at the
# deal, and the command on the director's undo list, where the director sees it and
# takes it back, as a report. The club's server allows the same (``server_roles``:
# the running state's columns, the stacks, the posts, an undo record of the
# station's own event).
FELT_WRITES = DEAL_WRITES | {"director_action"}
# What a straddle asked for at its own cash table writes (R-3.7: the player left of
# the big blind announces it to the dealer, ``UnitOfWork.straddle_asked``): the table's
# ``straddle_next`` and the command on the director's undo list. The club's server
# allows the same (migration 0023: the column of 0020, a record of kind "straddle"
# naming the station's own table).
STRADDLE_WRITES = frozenset({"cash_table", "director_action"})


class Role(enum.Enum):
    DIRECTOR = "director"
    DEALER = "dealer"
    DISPLAY = "display"


def set_role(db: Database, role: Role, table_id: int | None = None) -> None:
    """Give the station its role; a dealer station names its table. A station whose
    login has a role on the club's server (``Database.server_role``) keeps that
    one: the server enforces it whatever is chosen here."""
    if role is Role.DEALER and table_id is None:
        raise ValueError("a dealer station needs its table")
    if db.server_role:
        return
    db.role, db.role_table = role.value, table_id if role is Role.DEALER else None
    db.role_table_name = table_name(db, db.role_table)


def _own_table(db: Database) -> Message:
    """The dealer station's own table as the seating names it ("Table 5"), else by
    its record number."""
    name = db.role_table_name
    return table_label(name) if name else msg("svc-table-id", table=int(db.role_table or 0))


def role_of(db: Database) -> Role:
    return Role(db.role)


def refusal(db: Database, tables_written: Iterable[str],
            table_ids: Iterable[int | None] = (),
            allowed: frozenset[str] = DEALER_WRITES) -> Message | None:
    """Why this station may not store a command that wrote ``tables_written`` (rows
    of the poker tables ``table_ids``), or None when its role allows it; ``allowed``:
    what the command may write at a dealer station's own table (``DEALER_WRITES``;
    ``REPORT_WRITES`` for a report of its own players, ``own_table_refusal``;
    ``DEAL_WRITES`` for the deal of its next hand; ``FELT_WRITES`` for its dealing on
    the felt)."""
    role = role_of(db)
    written = frozenset(tables_written)
    if role is Role.DIRECTOR or not written:
        return None
    if role is Role.DISPLAY:
        return msg("svc-station-display-reads-only")
    own = db.role_table
    if written <= allowed and all(t == own for t in table_ids):
        return None
    return msg("svc-station-dealer-own-table", table_text=_own_table(db))


def own_table_refusal(db: Database, table_ids: Iterable[int | None]) -> Message | None:
    """Why this station may not do a command of the tables ``table_ids`` that a
    dealer station does at its own table (report a bust, a rebuy or an add-on of
    players seated there, None: a player without a seat; record the table's dealing
    on the felt), or None when it may: a director does it anywhere, a dealer station
    at its own table only, a display nowhere."""
    role = role_of(db)
    if role is Role.DIRECTOR:
        return None
    if role is Role.DISPLAY:
        return msg("svc-station-display-reads-only")
    places = list(table_ids)
    if places and all(t == db.role_table for t in places):
        return None
    return msg("svc-station-dealer-own-table", table_text=_own_table(db))


__all__ = ["DEALER_WRITES", "DEAL_WRITES", "FELT_WRITES", "REPORT_WRITES", "Role",
           "own_table_refusal", "refusal", "role_of", "set_role"]
