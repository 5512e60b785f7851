"""What a club's station may change: its role, chosen at start (issue 17).

A director's station changes everything; a dealer station at a table records
that table's hands (its dealer panel) and nothing else; a display shows the
clock and the seating and changes nothing. Roles are a safety rail against a
wrong click at the wrong computer, not security against a hostile club member
(the server's own accounts are that).

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
from director.store.db import Database

# What the dealer panel writes: the hand, its log, the seats' stacks when a hand
# ends and the table's running state (button, blinds) kept on its row.
DEALER_WRITES = frozenset({"hand", "hand_event", "seat", "poker_table"})


class Role(enum.Enum):
    DIRECTOR = "director"
    DEALER = "dealer"
    DISPLAY = "display"


def set_role(db: Database, role: Role, table_id: int | None = None) -> None:
    """Give the station its role; a dealer station names its table."""
    if role is Role.DEALER and table_id is None:
        raise ValueError("a dealer station needs its table")
    db.role, db.role_table = role.value, table_id if role is Role.DEALER else None


def role_of(db: Database) -> Role:
    return Role(db.role)


def refusal(db: Database, tables_written: Iterable[str],
            table_ids: Iterable[int | None] = ()) -> Message | None:
    """Why this station may not store a command that wrote ``tables_written`` (rows
    of the poker tables ``table_ids``), or None when its role allows it."""
    role = role_of(db)
    written = frozenset(tables_written)
    if role is Role.DIRECTOR or not written:
        return None
    if role is Role.DISPLAY:
        return msg("svc-station-display-reads-only")
    own = db.role_table
    if written <= DEALER_WRITES and all(t == own for t in table_ids):
        return None
    return msg("svc-station-dealer-own-table", table=int(own or 0))


__all__ = ["DEALER_WRITES", "Role", "refusal", "role_of", "set_role"]
