"""Who a typed name is (issue 19): the player of the database whose name it is, in
any case and with or without its accents, else a new player of that name. The
console's registration by typing and the director's remote register by it alike."""

from __future__ import annotations

from collections.abc import Sequence

from director.engine.messages.folded import folded


def same_player(known: Sequence[tuple[int, str]], name: str) -> tuple[int | None, str]:
    """The known player whose name ``name`` is (any case, with or without accents),
    as (id, stored name); else (None, ``name``): a new player. A part of a known name
    is not theirs: "Ann" typed with Anna in the database is the new player Ann."""
    same = [(p, n) for p, n in known if n.casefold() == name.casefold()]
    if not same:  # "Kovacs" for "Kovács": the same name without its accents
        same = [(p, n) for p, n in known if folded(n) == folded(name)]
    return same[0] if same else (None, name)
