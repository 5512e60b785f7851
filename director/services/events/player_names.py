"""Who a typed name is (issue 19): the player of the database whose name it is, in
any case and with or without its accents, else a new player of that name. The
console's registration by typing and the director's remote register by it alike."""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from sqlmodel import Session, col

from director.engine.messages.folded import folded
from director.store.models import Player


def known_players(s: Session) -> list[tuple[int, str]]:
    """The player database as ``same_player`` reads it: (id, name), by name (so a
    name two players share is the first of them, wherever it is typed)."""
    rows = s.connection().execute(
        sa.select(col(Player.id), col(Player.name)).order_by(col(Player.name))).all()
    return [(pid or 0, name) for pid, name in rows]


def same_player(known: Sequence[tuple[int, str]], name: str) -> tuple[int | None, str]:
    """The known player whose name ``name`` is (any case, with or without accents),
    as (id, stored name); else (None, ``name``): a new player. A part of a known name
    is not theirs: "Ann" typed with Anna in the database is the new player Ann."""
    same = [(p, n) for p, n in known if n.casefold() == name.casefold()]
    if not same:  # "Kovacs" for "Kovács": the same name without its accents
        same = [(p, n) for p, n in known if folded(n) == folded(name)]
    return same[0] if same else (None, name)
