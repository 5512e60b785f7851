"""The chips a cash table holds by what came and went (R-8.7: chips are never created
or lost), inside a command's transaction: read by a cash-out's check where the stacks
are not known (``money_bounds.check_cash_out``) and by the count of the stacks after
hands on the felt (``seating.felt_count.count_stacks``), which must come to them.

A count makes the stacks stored the chips on the felt again: what players took from
the table before it is in the stacks counted, so only who left since is read."""

from __future__ import annotations

import json
from typing import Any

from sqlmodel import Session, col, select

from director.engine.event import cash
from director.services.cash.cash_table_views import occupied
from director.services.core.stored_hands import dead_pots
from director.store.models import DirectorAction, TableRow


def _chips(image: dict[str, Any] | None) -> int:
    return 0 if image is None else int(image.get("stack") or 0) + int(
        image.get("chips_behind") or 0)


def stored_chips(s: Session, table: TableRow) -> int:
    """The table's stacks as stored, with the chips behind them and a dead deal's pot."""
    assert table.id is not None
    return sum(seat.stack + seat.chips_behind for seat in occupied(s, table.id).values()) \
        + dead_pots(s, [table.id])


#: The director's actions that take nobody from a seat, left unread (a felt night's
#: thousands of hands: a Leave's check read each hand's undo, 100 ms after 3,000 hands)
_SEATS_KEPT = ("next hand", "straddle", "away", "back", "waiting list", "waiting list off",
               "seat change request", "button draw", "chip count")


def last_count(s: Session, table: TableRow) -> int:
    """The id of the newest count of the table's stacks that stands (0: none)."""
    newest = 0
    for action_id, did in s.exec(select(DirectorAction.id, DirectorAction.did).where(
            DirectorAction.event_id == table.event_id, DirectorAction.kind == "chip count",
            col(DirectorAction.undone_by).is_(None), col(DirectorAction.undoes).is_(None))):
        if json.loads(did or "{}").get("table_id") == table.id:
            newest = max(newest, action_id or 0)
    return newest


def table_holds(s: Session, table: TableRow) -> int:
    """The chips ``table`` can hold by what came and went (R-8.7): its stacks as stored
    with the chips behind them and a dead deal's pot, plus, for every player who left
    it since its stacks were last counted (an action not undone), the chips stored for
    them less what they took: their cash-out as paid, or the chips they brought to
    their new seat (a move, counted from a table dealt on the felt). Rake is the
    game's, not a table's: not taken off here (``check_cash_out`` takes the game's
    chips into account)."""
    assert table.id is not None
    holds = stored_chips(s, table)
    for undo in s.exec(select(DirectorAction.undo).where(
            DirectorAction.event_id == table.event_id,
            col(DirectorAction.id) > last_count(s, table),
            col(DirectorAction.kind).not_in(_SEATS_KEPT),
            col(DirectorAction.undone_by).is_(None), col(DirectorAction.undoes).is_(None))):
        changes = json.loads(undo or "[]")
        paid: dict[int, int] = {}
        taken: dict[int, int] = {}
        for change in changes:
            after = change["after"]
            if change["table"] == "ledgerline" and change["before"] is None and after \
                    and after.get("kind") == cash.LineKind.CASH_OUT.value \
                    and after.get("player_id"):  # the last: Settle pays antes back first
                paid[after["player_id"]] = int(after["amount"])
            elif change["table"] == "seat" and after and after.get("player_id"):
                taken[after["player_id"]] = _chips(after)
        for change in changes:
            before, after = change["before"], change["after"]
            if change["table"] != "seat" or not before or before.get("table_id") != table.id \
                    or not before.get("player_id"):
                continue
            player = before["player_id"]
            if after and after.get("player_id") == player \
                    and after.get("table_id") == table.id:
                continue  # still seated there (a move may keep the seat's row, its id
                # reused: SQLite gives a row deleted last its number again)
            stored = _chips(before)
            holds += stored - paid.get(player, taken.get(player, stored))
    return holds
