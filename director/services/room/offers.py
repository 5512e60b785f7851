"""What the director's remote lists and offers each player (R-8.5, R-8.6): the players
still in, each with Rebuy while its window is open to them and the add-on at its
break, and the players out who may come back, with a rebuy back in or a re-entry. Each
is offered exactly when the console's own check of the command passes, read from the
engine's rules over the rows of one reading; and whether a new player may register
(tests/services/test_remote_offers_property.py)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from director.engine.event.entries import (
    EntryError,
    EntryKind,
    check_add_on,
    check_rebuy,
    check_registration,
)
from director.services.core.documents import TournamentSettings
from director.services.room.night_rows import NightRows, table_number
from director.services.room.numbers import listed_name
from director.services.room.view import PlayingRow
from director.services.tournament.rows import won
from director.store.models import Seat


def playing(rows: NightRows, now: datetime) -> tuple[PlayingRow, ...]:
    """The entries still playing, for the director's remote: by table in the order the
    room's tables list them (the order opened: Table 2 before Table 10), then by seat;
    an entry without a seat first. Each says whether the rebuy window is open to them,
    the add-on theirs to take now, whether the panel dealt their table's last hand
    (its starting stacks order two out in it, R-8.5) and the running hand they are in
    (no bust until it is over)."""
    where = {seat.entry_id: (position, table.name, seat)
             for position, (table, seats) in enumerate(rows.tables) for seat in seats}
    add_on, rebuy = _add_on_open(rows, now), _rebuy_open(rows, now)
    found = []
    for e in rows.entries:
        if e.place is not None or e.id is None:
            continue
        position, table, seat = where.get(e.id, (-1, "", None))
        found.append((position, PlayingRow(
            e.id, listed_name(e, rows.names), table, table_number(table),
            None if seat is None else seat.number, 0 if seat is None else seat.stack,
            e.bounty, seat is not None and add_on and not e.add_ons,  # chips need a seat
            seat is not None and rebuy(e.rebuys, _known_stack(rows, seat)),
            dealt=seat is not None and seat.table_id in rows.panel_tables,
            in_hand=None if seat is None else _in_hand(rows, seat))))
    found.sort(key=lambda p: (p[0], p[1].seat or 0, p[1].entry))
    return tuple(row for _position, row in found)


def _in_hand(rows: NightRows, seat: Seat) -> int | None:
    """The number of the running hand the seat is dealt in, if any."""
    number, seats = rows.running.get(seat.table_id, (None, ()))
    return number if seat.number in seats else None


def _no_more_money(rows: NightRows) -> bool:
    """No money joins the prize pool now: Finish tournament made it final, a deal is
    recorded, or a prize is awarded (paid from the pool as it stood), as the services
    refuse a rebuy or an add-on then (``deals.refuse_pool_change_after_prizes``). A
    winner named at the last bust is not final: the player out last may still rebuy
    back in (the winner's bounty taken back, ``bounties.winner_plays_on``)."""
    return rows.finished or bool(rows.deal) or any(e.prize for e in rows.entries)


def _add_on_open(rows: NightRows, now: datetime) -> bool:
    """Whether the add-on may be taken now (R-8.6, TDA 27: at its break, the engine's
    ``check_add_on``), by a player who has not taken it (``_no_more_money``)."""
    settings = rows.settings
    if not isinstance(settings, TournamentSettings) or _no_more_money(rows):
        return False
    rules, structure = settings.rules(), settings.structure()
    try:
        check_add_on(rules, structure, rows.clock.view(now, structure).index, add_ons_so_far=0)
    except EntryError:
        return False
    return True


def _known_stack(rows: NightRows, seat: Seat) -> int:
    """A seat's stack where the panel dealt its table's last hand (the rebuy's stack
    limit applies to it, as the service reads it: in a running hand, the chips in
    front of the player), else 0: not known."""
    if seat.table_id not in rows.panel_tables:
        return 0
    return rows.in_front.get((seat.table_id, seat.number), seat.stack) + seat.chips_behind


def _rebuy_open(rows: NightRows, now: datetime) -> Callable[[int, int], bool]:
    """Whether a player who has rebought so many times, with this stack known (0 for a
    player busted or a stack not known), may rebuy now: the window open at the clock's
    item, their rebuys under the limit and the stack within its limit (R-8.6, TDA 27,
    the engine's ``check_rebuy``), none while no money joins the pool
    (``_no_more_money``)."""
    settings = rows.settings
    if not isinstance(settings, TournamentSettings) or _no_more_money(rows):
        return lambda _rebuys, _stack: False
    rules, structure = settings.rules(), settings.structure()
    index = rows.clock.view(now, structure).index

    def may(rebuys: int, stack: int) -> bool:
        try:
            check_rebuy(rules, structure, index, rebuys_so_far=rebuys, stack=stack)
        except EntryError:
            return False
        return True
    return may


def back_in(rows: NightRows, now: datetime) -> tuple[PlayingRow, ...]:
    """The players busted who may come back now, the last out first, for the director's
    remote: a rebuy back in (``_rebuy_open``) or a new entry (``_re_entry_open``), each
    player once, by their latest entry."""
    rebuy, re_entry = _rebuy_open(rows, now), _re_entry_open(rows, now)
    latest = {e.player_id: e for e in sorted(rows.entries, key=lambda e: e.number)}
    found = []
    for e in sorted(latest.values(), key=lambda e: e.place or 0):
        if e.place is None or e.id is None or won(e):  # the winner buys nothing back
            continue
        row = PlayingRow(e.id, listed_name(e, rows.names), "", None, None, 0,
                         rebuy=rebuy(e.rebuys, 0), re_entry=re_entry(e.number))
        if row.rebuy or row.re_entry:
            found.append(row)
    return tuple(found)


def _re_entry_open(rows: NightRows, now: datetime, first: bool = False
                   ) -> Callable[[int], bool]:
    """Whether a player whose entries so far are this many, none still in, may buy a
    new entry now: re-entries left and the window open (R-8.6, TDA 27, the engine's
    ``check_registration``), none while no money joins the pool (``_no_more_money``;
    a seat free is the service's to find); none once the mystery envelopes are set.
    ``first``: a first entry (the late registration window) in place of a re-entry."""
    settings = rows.settings
    if not isinstance(settings, TournamentSettings) or _no_more_money(rows) \
            or rows.envelopes_set:
        return lambda _entries: False
    rules, structure = settings.rules(), settings.structure()
    index = rows.clock.view(now, structure).index

    def may(entries: int) -> bool:
        try:
            kind = check_registration(rules, structure, index, entries_so_far=entries,
                                      still_playing=False)
        except EntryError:
            return False
        return kind is (EntryKind.ENTRY if first else EntryKind.RE_ENTRY)
    return may


def registration_open(rows: NightRows, now: datetime) -> bool:
    """Whether a new player may register now, for the director's remote: late
    registration open (R-8.6, TDA 27, the engine's ``check_registration`` of a first
    entry), none while no money joins the pool (``_no_more_money``) or once the mystery
    envelopes are set; a seat is the service's to find, or the draw's."""
    return _re_entry_open(rows, now, first=True)(0)
