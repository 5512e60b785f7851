"""What is known of a tournament's chips, and what is not (issue 28, R-8.3, R-8.6).

Chips in play are what the players bought, whatever anyone counted: every entry's
starting stack (re-entries are entries), every rebuy's and add-on's chips, less
the chips the color-ups took out of play (the chip race rounds the odd chips:
R-8.3). The clock, the room view, the console and the papers show this one
figure (``chips_in_play``); the average stack is it over the players left.

A stack is known where the table's hands are dealt at the dealer panel: each
hand leaves the seats the stacks it dealt (``dealt``: the panel dealt the table's
last hand, ``panel_tables``; after a hand on the felt there the panel's stacks are
from before it), except a player's moved in
from a table dealt on the felt before they were counted there, until counted
(``seating.moved_stacks``, R-8.4). At a table dealt on the
felt only what the director counted is known, at the time it was counted
(``counted_at``); a stack never counted there is not tracked. A count compares
with the chips in play only when every such stack was counted since the last
bust (a bust's chips went to someone at the table, and nobody knows who until
the stacks are counted), since the last hand dealt on the felt at its table, and
not before a move from a felt table that carried it uncounted: otherwise the check
says which players to count and reports no difference the director did not make.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import field
from typing import Protocol

import sqlalchemy as sa
from sqlalchemy import ColumnElement
from sqlmodel import Session, col, func, select

from director.engine.event import entries as rules_
from director.engine.event.chips import ChipsInPlayCheck
from director.engine.event.entries import TournamentRules
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, msg
from director.services.core.stored_hands import dead_pots
from director.services.seating.moved_log import (
    MovedLog,
    last_felt_hands,
    newest_panel_hands,
    read_log,
)
from director.store.models import ColorUpRow, DirectorAction, Entry, Hand, Seat, TableRow
from director.store.models import Event as EventRow

#: The recorded actions after which a count taken before them is no longer a count
#: of the chips at its table: the busted player's chips went to somebody there; a
#: color-up that guessed a stack not tracked (``color_ups._race_stack``) stored the
#: guess, not the chips bought.
CHIPS_MOVED = ("bust", "color-up")


class Bought(Protocol):
    """What an entry bought: an ``Entry`` row, or its figures read as plain columns."""

    @property
    def rebuys(self) -> int: ...
    @property
    def add_ons(self) -> int: ...


def chips_in_play(rules: TournamentRules, entries: Sequence[Bought], colored_up: int) -> int:
    """Chips bought (entries, re-entries, rebuys, add-ons) less chips colored up."""
    bought = rules_.expected_chips(rules, len(entries), sum(e.rebuys for e in entries),
                                   sum(e.add_ons for e in entries))
    return bought - colored_up


def _not_undone(event_id: int, kinds: Iterable[str]) -> tuple[ColumnElement[bool], ...]:
    """The event's recorded actions of ``kinds`` that were not undone (a where clause)."""
    return (col(DirectorAction.event_id) == event_id, col(DirectorAction.kind).in_(list(kinds)),
            col(DirectorAction.undone_by).is_(None), col(DirectorAction.undoes).is_(None))


def _done(s: Session, event_id: int, kinds: Iterable[str]) -> list[DirectorAction]:
    """The event's recorded actions of ``kinds`` that were not undone, oldest first."""
    return list(s.exec(select(DirectorAction).where(*_not_undone(event_id, kinds))
                       .order_by(col(DirectorAction.id))))


#: The undo lists of an event's recorded actions of some kinds, not undone (built once:
#: building a statement costs more than running it on a night's rows; issue 33).
_UNDO_LISTS = sa.select(col(DirectorAction.undo)).where(
    col(DirectorAction.event_id) == sa.bindparam("event"),
    col(DirectorAction.kind).in_(sa.bindparam("kinds", expanding=True)),
    col(DirectorAction.undone_by).is_(None), col(DirectorAction.undoes).is_(None))


def seat_chip_changes(s: Session, event_id: int, kinds: Iterable[str]) -> int:
    """The chips the recorded actions of ``kinds`` (not undone) added to the seats
    (negative: took away), from the seat rows each changed (read as plain text: the
    chips balance asks after every command in the services tests; issue 33)."""
    total = 0
    for (undo,) in s.connection().execute(
            _UNDO_LISTS, {"event": event_id, "kinds": list(kinds)}).all():
        for change in json.loads(undo):
            if change["table"] == "seat":
                before, after = change["before"] or {}, change["after"] or {}
                total += (after.get("stack", 0) + after.get("chips_behind", 0)
                          - before.get("stack", 0) - before.get("chips_behind", 0))
    return total


def busted_without_seat(s: Session, event_id: int) -> int:
    """How many entries a bust not undone put out while they held no seat (a home
    game whose seats the program never drew: the clock and the busts only). The
    starting stack the balance counted for such an entry went to players the
    program does not follow, as a seated player's stack does when the director busts
    it (the seat's row, ``seat_chip_changes``)."""
    count = 0
    for (undo,) in s.connection().execute(
            _UNDO_LISTS, {"event": event_id, "kinds": ["bust"]}).all():
        changes = json.loads(undo)
        seated = {(change["before"] or {}).get("entry_id") for change in changes
                  if change["table"] == "seat"}
        count += sum(1 for change in changes if change["table"] == "entry"
                     and (change["before"] or {}).get("busted_at") is None
                     and (change["after"] or {}).get("busted_at") is not None
                     and change["key"]["id"] not in seated)
    return count


def colored_up(s: Session, event_id: int) -> int:
    """The chips the event's color-ups took out of play, as each stored it (R-8.3: the
    race rounds them; below 0 when the races gave more than the odd chips were worth):
    chips in play = chips bought - this."""
    total = s.exec(select(func.sum(ColorUpRow.chips_before - ColorUpRow.chips_after))
                   .where(ColorUpRow.event_id == event_id)).one()
    return int(total or 0)


def chips_colored_up(s: Session, event_id: int) -> tuple[int, ...]:
    """The denominations the event's color-ups took out of play, smallest first (a
    color-up is made at every table at once: R-8.3)."""
    return tuple(sorted(set(s.exec(select(ColorUpRow.removed)
                                   .where(ColorUpRow.event_id == event_id)))))


def dealt_tables(s: Session, table_ids: Sequence[int]) -> set[int]:
    """The tables whose hands are dealt at the dealer panel (a hand is stored)."""
    if not table_ids:
        return set()
    return set(s.exec(select(Hand.table_id).where(col(Hand.table_id).in_(list(table_ids)))
                      .distinct()))


def panel_tables(s: Session, table_ids: Sequence[int]) -> set[int]:
    """The tables whose last hand was dealt at the dealer panel: their newest stored
    hand is the last hand dealt there, none on the felt since. Their stacks as stored
    are the ones the panel's hand left; after a hand on the felt they are the panel's
    from before it, until the panel deals again (a count after the felt's hands is a
    count, known at its time)."""
    newest = newest_panel_hands(s, table_ids) if table_ids else {}
    if not newest:
        return set()
    return {table or 0 for table, dealt in s.connection().execute(
        sa.select(col(TableRow.id), col(TableRow.hands_dealt))
        .where(col(TableRow.id).in_(list(newest)))).all() if dealt <= newest[table or 0]}


@frozen_record
class StackKnown:
    """How an entry's stack is known: dealt at the panel, or counted (when), or not."""

    dealt: bool
    counted_at: str | None = None  # ISO time of the last count (a table dealt on the felt)
    count_id: int = 0  # the count's recorded action (ordered with the others)

    @property
    def tracked(self) -> bool:
        return self.dealt or self.counted_at is not None


@frozen_record
class StackSources:
    """What says how a tournament's stacks are known: the tables whose last hand was
    dealt at the panel, and each entry's last count (ISO time, recorded action) since."""

    tournament: bool
    dealt: frozenset[int] = frozenset()
    counts: Mapping[int, tuple[str | None, int]] = field(default_factory=dict)
    moved: MovedLog | None = None  # who moved in from the felt uncounted

    def of(self, table_id: int, entry_id: int) -> StackKnown | None:
        """How the stack of ``entry_id`` seated at ``table_id`` is known; None for an
        event that is not a tournament. At a table dealt at the panel a player moved
        in from the felt uncounted is not known until counted (``moved_stacks``)."""
        if not self.tournament:
            return None
        if table_id in self.dealt:
            if self.moved is not None and self.moved.still_to_count(entry_id, table_id):
                return _MOVED_UNCOUNTED
            return _DEALT
        at, number = self.counts.get(entry_id, (None, 0))
        return StackKnown(False, at, number)


_DEALT = StackKnown(True)
_MOVED_UNCOUNTED = StackKnown(False)


def stack_sources(s: Session, event_id: int, table_ids: Sequence[int]) -> StackSources:
    """The event's ``StackSources``, its tables being ``table_ids``. Read as plain rows,
    with the seats left to the caller, who reads them anyway: the console and the
    seating ask after every commit (issue 33)."""
    read = s.connection()
    if read.execute(sa.select(col(EventRow.kind)).where(col(EventRow.id) == event_id)
                    ).scalar() != "tournament":
        return StackSources(False)
    counts: dict[int, tuple[str | None, int]] = {}
    for number, when, did in read.execute(
            sa.select(col(DirectorAction.id), col(DirectorAction.at), col(DirectorAction.did))
            .where(*_not_undone(event_id, ("chip count",))).order_by(col(DirectorAction.id))
            ).all():
        data = json.loads(did or "{}")  # one player's count, or a table's (``felt_count``:
        # everyone counted, the stacks that changed or not)
        for entry in [data.get("entry_id"), *data.get("entry_ids", []),
                      *data.get("counted", [])]:
            if entry is not None:
                counts[int(entry)] = (when, number or 0)
    return StackSources(True, frozenset(panel_tables(s, table_ids)), counts,
                        read_log(s, event_id, seated=False))


def stacks_known(s: Session, event_id: int) -> dict[int, StackKnown]:
    """By entry id: how each seated entry's stack is known (a tournament's)."""
    read = s.connection()
    tables = [t for t in read.execute(sa.select(col(TableRow.id))
                                      .where(col(TableRow.event_id) == event_id)).scalars().all()
              if t is not None]
    sources = stack_sources(s, event_id, tables)
    if not sources.tournament:
        return {}
    known: dict[int, StackKnown] = {}
    for table_id, entry_id in read.execute(
            sa.select(col(Seat.table_id), col(Seat.entry_id))
            .where(col(Seat.table_id).in_(tables), col(Seat.entry_id).is_not(None))).all():
        how = sources.of(table_id, entry_id or 0)
        assert how is not None  # a tournament's
        known[entry_id or 0] = how
    return known


@frozen_record
class ChipsCount:
    """The stacks against the chips in play (R-8.6): compared only when every stack is
    known at one time; ``not_counted`` names the entries still to count."""

    in_play: int
    counted: int
    not_counted: tuple[int, ...]  # entry ids

    @property
    def comparable(self) -> bool:
        return not self.not_counted

    @property
    def expected(self) -> int:
        return self.in_play

    @property
    def difference(self) -> int:
        return self.counted - self.in_play if self.comparable else 0

    def describe(self) -> Message:
        """The count against the chips in play in words, or who is still to count."""
        if self.comparable:
            return ChipsInPlayCheck(self.in_play, self.counted).describe()
        return msg("svc-chips-count-first", total=Amount(self.in_play),
                   count=len(self.not_counted))


def chips_count(s: Session, event_id: int, rules: TournamentRules) -> ChipsCount:
    """The check of a count: the stacks with the chips behind them, compared when
    each is known (dealt, or counted since the last bust, the last hand dealt on the
    felt at its table and a move from a felt table uncounted; before any count, at
    any table, or bust the stacks are still the chips bought); the rest are named,
    not guessed."""
    entries = list(s.exec(select(Entry).where(Entry.event_id == event_id)))
    in_play = chips_in_play(rules, entries, colored_up(s, event_id))
    known = stacks_known(s, event_id)
    moved = max((a.id or 0 for a in _done(s, event_id, CHIPS_MOVED)
                 if a.kind != "color-up" or json.loads(a.did or "{}").get("guessed")),
                default=0)
    # a count anywhere, at a table the panel deals too (the players moved in from the
    # felt, a table's count after hands on the felt): the chips it found moved on a
    # felt, so a stack there not counted since is not the chips its player has
    anything_counted = s.exec(select(DirectorAction.id).where(
        *_not_undone(event_id, ("chip count",))).limit(1)).first() is not None
    table_rows = list(s.exec(select(TableRow).where(col(TableRow.event_id) == event_id)))
    tables = [t.id for t in table_rows]
    seats = list(s.exec(select(Seat).where(col(Seat.table_id).in_(tables))))
    at = {seat.entry_id: seat.table_id for seat in seats if seat.entry_id is not None}
    # a count is of its time: a hand dealt on the felt at the player's table since, or
    # a move from a felt table after such a hand (``moved_log``), moved chips it missed
    felt = last_felt_hands(s, event_id, table_rows)
    log = read_log(s, event_id, seated=False)

    def stale(entry: int, known: StackKnown) -> bool:
        if known.dealt or not (anything_counted or moved):
            return False
        table = at.get(entry, 0)
        return known.counted_at is None or known.count_id < max(moved, felt.get(table, 0)) \
            or log.still_to_count(entry, table)

    not_counted = tuple(sorted(e for e, k in known.items() if stale(e, k)))
    counted = sum(seat.stack + seat.chips_behind for seat in seats)
    counted += dead_pots(s, [t for t in tables if t is not None])  # in no seat
    waiting = [e for e in entries if e.place is None and e.id not in known]
    counted += len(waiting) * rules.starting_stack
    return ChipsCount(in_play, counted, not_counted)
