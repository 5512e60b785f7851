"""The color-up of a break at every table at once (R-8.3, TDA 24), and what the
color-ups took out of play.

``ColorUpService.plan`` says which chip comes off (the break's color-up, else the
smallest chip still in play), what it becomes, and for each seat with chips the
stack the store holds (the dealer panel's after its hands, the director's count
otherwise) with the chips of that color it must hold: the fewest that leave the
rest of the stack in the chips still in play (2 × 25 from 56,050 when 100s are
next). The director corrects only the counts that differ. ``color_up`` checks
every count against its stack (3 × 25 from 56,050 is refused by name), then at
each table exchanges at equal value into the chips still in play (the next chip
up, and the smaller chips where a chip below the one removed is still in play:
the 25s colored up while the 5s stay are changed into 100s and 5s, and nothing
races) and races what they cannot make with a deck of its own, in one
transaction and one undo step; each table's color-up is stored
(``ColorUpRow``) with the chips before and after. The counts are the players'
(by entry), not the seats': a player moved between the plan and the color-up
hands in the count at the seat they have now, one busted since is refused by name,
and whoever sat down in a seat since hands in none. A chip colored up is out of play
at every table, one opened after the color-up too (``chips_in_play_now``: the
dialog's choices, the exchange's chips, the dealer panel's bets, the counts and the
clock all read it).

The pot of a dead deal (draw with openers, nobody opened, R-6.5) waiting at a table
for the deal again is made of the antes. Where the chips left can make it (200 once
the 25s go), it is exchanged at equal value like any stack. Where they cannot (250),
the color-up waits until someone has won it (``dead_pot_waits``; RULES.md says
nothing, this is the house's rule): raced anyway, the deal again would hand its
winner chips no longer in play, and a color-up is made at every table at once.

The chips in play are the chips bought less ``colored_up``: the chips the
color-ups took away (the race rounds the odd chips down, and a player who cannot
be raced out gets a chip; an exchange at equal value takes nothing), a function
of the stored color-ups only.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from datetime import datetime
from math import gcd

from sqlmodel import Session, col, select

from director.engine.cards import RandomSource
from director.engine.event import chip_race as races
from director.engine.event import chips as chip_rules
from director.engine.event.paid_in_time import unpaid
from director.engine.event.structures import Break, UnpaidLevel
from director.engine.frozen import frozen_record
from director.engine.messages import Amount, Message, msg
from director.services.core import locks
from director.services.core import validation as v
from director.services.core.action_log import Recorder, iso
from director.services.core.documents import TournamentSettings
from director.services.core.message_data import reason, table_label
from director.services.core.stored_hands import last_dead_deal
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.tournament.chips_known import (
    StackKnown,
    chips_colored_up,
    colored_up,
    stacks_known,
)
from director.services.tournament.rows import (
    clock_index,
    entry_name,
    entry_row,
    hand_running,
    tournament,
    tournament_under_way,
)
from director.store.db import Database
from director.store.models import ColorUpRow, Entry, Seat, TableRow


@frozen_record
class ColorUpSeat:
    """A seat with chips: its player (``entry_id``: the key of the count handed in),
    its stack as the store holds it and the chips of the removed color it is thought
    to hold (``chips``: the fewest that fit the stack)."""

    table_id: int
    table: str
    seat: int
    entry_id: int
    player: str
    stack: int
    chips: int
    dealt: bool = True  # the table's hands are dealt at the panel: the stack is known
    counted_at: str | None = None  # else the director's last count of it, if any

    @property
    def tracked(self) -> bool:
        """The stack is known (dealt, or counted): counts are pre-filled and checked
        against it. A stack never counted at a table dealt on the felt is not known:
        its count is what the dealer hands in, pre-filled with nothing, not checked."""
        return self.dealt or self.counted_at is not None


@frozen_record
class ColorUpPlan:
    """The color-up to make: ``removed`` comes off for ``into`` and, for what no
    ``into`` makes, the ``smaller`` chips still in play (none when ``removed`` is the
    smallest); what is left of each stack must be a multiple of ``step`` (the chips
    still in play)."""

    removed: int
    into: int
    step: int
    choices: tuple[int, ...]  # the chips that may come off now (in play, not the biggest)
    seats: tuple[ColorUpSeat, ...]
    needed: Message | None = None  # why ``removed`` may not come off now (``needed_by``)
    smaller: tuple[int, ...] = ()  # the chips still in play below ``removed``


@frozen_record
class TableRace:
    """One table's exchange and race (R-8.3), with the players' names by seat."""

    table_id: int
    table: str
    players: dict[int, str]
    result: races.ChipRaceResult


def _chips_at_start(settings: TournamentSettings) -> tuple[int, ...]:
    chips = settings.chips_at_start()
    if not chips:
        raise ServiceError(msg("svc-color-up-needs-chip-set"))
    return chips


def chips_in_play_now(s: Session, event_id: int, settings: TournamentSettings
                      ) -> tuple[int, ...]:
    """The chips a player's chips are paid in now: those in play at the start less
    every color-up done (they are done at every table at once); none known without
    a chip set."""
    return _in_play(s, event_id, settings) if settings.chips_at_start() else ()


def _in_play(s: Session, event_id: int, settings: TournamentSettings) -> tuple[int, ...]:
    """``chips_in_play_now``, refused without a chip set: a chip colored up is out of
    play at every table, a table opened after its color-up too."""
    gone = chips_colored_up(s, event_id)
    return tuple(c for c in _chips_at_start(settings) if c not in gone)


def paid_in_play(s: Session, event_id: int, settings: TournamentSettings, chips: int,
                 what: Message) -> None:
    """A stack handed out (an entry's starting stack, a rebuy's or an add-on's chips,
    R-8.6) is paid in the chips in play: a whole number of the smallest of them, else
    refused naming the chip and the nearest amounts (``check_paid_in_chips``)."""
    in_play = chips_in_play_now(s, event_id, settings)
    try:
        chip_rules.check_paid_in_chips(chips, min(in_play, default=0), what,
                                       msg("svc-chips-in-play"))
    except chip_rules.ChipError as exc:
        raise ServiceError(reason(exc)) from None


def needed_by(s: Session, event_id: int, settings: TournamentSettings, removed: int,
              now: datetime) -> Message | None:
    """Why ``removed`` may not come off now (R-8.3, R-8.6, TDA 20), else ``None``: the
    first thing still to come that the chips left could not pay and the chips in play
    now can, as the setup checks it (``paid_in_time.unpaid`` from the clock's item,
    with the chips colored up on the night gone): a level's blinds, antes, bring-in or
    bets, or a late entry's stack, a rebuy's or the add-on's chips. What the chips
    could not pay anyway is not the color-up's doing (an event stored before the
    setup's checks); a chip the structure colors up by then is not needed."""
    start, structure, rules = settings.chips_at_start(), settings.structure(), settings.rules()
    since = clock_index(s, event_id, settings, now)
    done = set(chips_colored_up(s, event_id))
    amounts_now, levels_now = unpaid(structure, rules, start, since=since, gone=done)
    amounts, levels = unpaid(structure, rules, start, since=since, gone=done | {removed})
    said: list[tuple[int, Message]] = [
        (owed.index, msg("svc-color-up-needed-level", chip_amount=Amount(removed),
                         level=owed.level.number, level_text=owed.level.describe(head=False),
                         amounts=tuple(Amount(a) for a in owed.amounts),
                         next_amount=Amount(owed.chip)))
        for owed in _newly_unpaid(levels_now, levels)]
    said += [(owed.began, msg("svc-color-up-needed-paid", chip_amount=Amount(removed),
                              what_text=msg(f"svc-color-up-paid-{owed.what}"),
                              amount=Amount(owed.amount), next_amount=Amount(owed.chip)))
             for owed in amounts if owed.what not in {o.what for o in amounts_now}]
    return min(said, key=lambda first: first[0])[1] if said else None


def gone_back_unpaid(s: Session, event_id: int, settings: TournamentSettings, since: int
                     ) -> Message | None:
    """The clock gone back to item ``since`` (R-8.2) after a color-up (R-8.3, TDA 20):
    the first level from it whose blinds, antes, bring-in or bets the chips the night's
    color-ups left cannot pay, and the chips at the start could, said with the chips
    colored up; else ``None``. The chips are off the tables: the clock waits for the
    color-up taken back (Ctrl+Z), or goes to a later level."""
    done = set(chips_colored_up(s, event_id))
    start = settings.chips_at_start()
    if not done or not start:
        return None
    structure = settings.structure()
    owed = _newly_unpaid(structure.unpaid_levels(start, since),
                         structure.unpaid_levels(start, since, done))
    if not owed:
        return None
    first = owed[0]
    return msg("svc-clock-back-colored-up", level=first.level.number,
               level_text=first.level.describe(head=False),
               amounts=tuple(Amount(a) for a in first.amounts),
               chip_amount=Amount(first.chip),
               removed_amounts=tuple(Amount(c) for c in sorted(done)))


def _newly_unpaid(before: Sequence[UnpaidLevel], after: Sequence[UnpaidLevel]
                  ) -> list[UnpaidLevel]:
    """The levels unpaid ``after`` chips came off that were paid ``before``: what those
    chips' going did, not what the chips could never pay (an event stored before the
    setup's checks)."""
    paid = {owed.index for owed in before}
    return [owed for owed in after if owed.index not in paid]


def dead_pot_waits(s: Session, in_play: Sequence[int], tables: Sequence[TableRow],
                   removed: int) -> Message | None:
    """R-6.5, R-8.3: the first of ``tables`` where a dead deal's pot waits that the
    chips left once ``removed`` is gone from ``in_play`` cannot make (250 without the
    25s), said with the table and the pot; else ``None``. Its deal again would hand
    the winner chips out of play: the color-up waits until someone has won it."""
    if removed not in in_play:
        return None
    step = _step(in_play, removed)
    for table in tables:
        dead = last_dead_deal(s, table.id or 0)  # a deal again running: a hand running
        if dead is not None and step and dead.carried_out % step:
            return msg("svc-color-up-dead-pot", table_text=table_label(table.name),
                       pot=Amount(dead.carried_out), chip_amount=Amount(removed))
    return None


def _why_not(s: Session, event_id: int, settings: TournamentSettings,
             in_play: Sequence[int], removed: int, now: datetime,
             tables: Sequence[TableRow]) -> Message | None:
    """Why ``removed`` may not come off now at ``tables``: a chip still needed
    (``needed_by``), else a dead pot the chips left cannot make (``dead_pot_waits``)."""
    return needed_by(s, event_id, settings, removed, now) or \
        dead_pot_waits(s, in_play, tables, removed)


def _choose(in_play: Sequence[int], removed: int) -> None:
    """``removed`` is a chip that may come off (in play, not the biggest: the plan's
    choices), else refused in words: the last chip in play, or the chips that may."""
    choices = in_play[:-1]
    if removed not in choices:
        raise ServiceError(msg("svc-color-up-not-in-play", amount=Amount(removed),
                               amounts=tuple(Amount(c) for c in choices))
                           if choices and removed not in in_play
                           else msg("event-chip-color-up-last"))


def _open_tables(s: Session, event_id: int) -> list[TableRow]:
    return list(s.exec(select(TableRow).where(TableRow.event_id == event_id,
                                              col(TableRow.closed).is_(False))
                       .order_by(col(TableRow.id))))


def _seats_with_chips(s: Session, table_id: int) -> list[Seat]:
    return sorted((seat for seat in s.exec(select(Seat).where(Seat.table_id == table_id))
                   if seat.entry_id is not None and seat.stack > 0),
                  key=lambda seat: seat.number)


class ColorUpService:
    def __init__(self, db: Database) -> None:
        self.db = db

    def colored_up(self, event_id: int) -> int:
        """``colored_up`` for the windows and the chips-in-play check."""
        with UnitOfWork(self.db, reads_only=True) as uow:
            return colored_up(uow.session, event_id)

    def needed(self, event_id: int, removed: int, now: datetime) -> Message | None:
        """Why ``removed`` may not come off now (``_why_not``), else ``None``."""
        v.ident(event_id, "the event")
        with UnitOfWork(self.db, reads_only=True) as uow:
            s = uow.session
            _, settings = tournament(s, event_id)
            return _why_not(s, event_id, settings, _in_play(s, event_id, settings), removed,
                            now, _open_tables(s, event_id))

    def plan(self, event_id: int, now: datetime, removed: int | None = None) -> ColorUpPlan:
        """The color-up to make now: ``removed`` (default: the current break's, else the
        smallest chip still in play at the tables), pre-filled from the stored stacks."""
        v.ident(event_id, "the event")
        with UnitOfWork(self.db, reads_only=True) as uow:
            s = uow.session
            _, settings = tournament(s, event_id)
            tables = _open_tables(s, event_id)
            in_play = _in_play(s, event_id, settings)
            choices = tuple(in_play[:-1])
            if not choices:
                raise ServiceError(msg("event-chip-color-up-last"))
            if removed is None:  # the break's, else the smallest nothing to come needs
                item = settings.structure().items[clock_index(s, event_id, settings, now)]
                due = [c for c in item.color_up if c in choices] \
                    if isinstance(item, Break) else []
                free = [c for c in choices if needed_by(s, event_id, settings, c, now) is None]
                removed = (due or free or list(choices))[0]
            _choose(in_play, removed)
            into = next(c for c in in_play if c > removed)
            step = _step(in_play, removed)
            known = stacks_known(s, event_id)
            seats = tuple(
                _seat_to_color_up(s, t, seat, known.get(seat.entry_id or 0), removed, step)
                for t in tables for seat in _seats_with_chips(s, t.id or 0))
            return ColorUpPlan(removed, into, step, choices, seats,
                               _why_not(s, event_id, settings, in_play, removed, now, tables),
                               tuple(c for c in in_play if c < removed))

    def color_up(self, event_id: int, removed: int, counts: Mapping[int, int],
                 now: datetime, rng: RandomSource | None = None,
                 rounding: races.RaceRounding = races.RaceRounding.DOWN
                 ) -> tuple[TableRace, ...]:
        """Color up ``removed`` at every open table at once: ``counts`` maps each
        player (entry id) to the chips of that color they hand in (a player left out
        hands in none), wherever they sit now. A player counted who no longer sits
        with chips at a table (busted since the count) is refused by name: the count
        is theirs, no one else's. Each count must fit its stack; each table races with
        its own deck (R-8.3). One transaction, one undo step."""
        v.ident(event_id, "the event")
        v.amount(removed, "the chip value", 1)
        for entry_id, count in counts.items():
            v.ident(entry_id, "the entry")
            v.amount(count, "the chips removed")
        deck_source = rng or random.SystemRandom()
        with UnitOfWork(self.db) as uow:
            s = uow.session
            locks.lock_event(s, event_id)  # issue 31: the event, then its tables
            _, settings = tournament_under_way(s, event_id)
            tables_now = _open_tables(s, event_id)
            locks.lock_tables(s, [t.id for t in tables_now])  # before their seats are read
            if not tables_now:
                raise ServiceError(msg("svc-color-up-no-tables"))
            in_play = _in_play(s, event_id, settings)
            _choose(in_play, removed)
            why = _why_not(s, event_id, settings, in_play, removed, now, tables_now)
            if why is not None:
                raise ServiceError(why)
            seated = {seat.entry_id for t in tables_now
                      for seat in _seats_with_chips(s, t.id or 0)}
            gone = sorted(entry for entry, n in counts.items() if n and entry not in seated)
            if gone:
                raise _left(s, gone[0], counts[gone[0]], removed)
            untracked = {entry for entry, k in stacks_known(s, event_id).items()
                         if not k.tracked}
            done = [self._race_table(s, in_play, t, removed, counts, deck_source, rounding,
                                     now, untracked) for t in tables_now]
            rec = Recorder(s)
            guessed: list[int] = []  # a stack not tracked the race counted as handed in
            for race, seats, stored in done:
                for seat in seats.values():
                    rec.touch(seat)
                for raced in race.result.seats:
                    seat = seats[raced.seat]
                    if seat.stack != raced.stack_before:
                        guessed.append(seat.entry_id or 0)
                    seat.stack = raced.stack_after
                s.add(stored)
                s.flush()
                rec.created(stored)
            rec.record(event_id, "color-up",
                       msg("undo-color-up-tables", chip_amount=Amount(removed),
                           tables=len(done)),
                       {"removed": removed, "tables": [r.table_id for r, _s, _c in done],
                        **({"guessed": sorted(guessed)} if guessed else {})}, now)
            return tuple(race for race, _seats, _stored in done)

    @staticmethod
    def _race_table(s: Session, in_play: tuple[int, ...], table: TableRow, removed: int,
                    counts: Mapping[int, int], rng: RandomSource,
                    rounding: races.RaceRounding, now: datetime, untracked: set[int]
                    ) -> tuple[TableRace, dict[int, Seat], ColorUpRow]:
        table_id = table.id or 0
        if hand_running(s, table_id):
            raise ServiceError(msg("svc-color-up-hand-running",
                                   table_text=table_label(table.name)))
        into = next(c for c in in_play if c > removed)
        step = _step(in_play, removed)
        seats = {seat.number: seat for seat in _seats_with_chips(s, table_id)}
        names = {n: entry_name(s, entry_row(s, seat.entry_id or 0)) for n, seat in seats.items()}
        handed = {n: counts.get(seat.entry_id or 0, 0) for n, seat in seats.items()}
        stacks = {n: _race_stack(seat, handed[n], removed, step, seat.entry_id in untracked)
                  for n, seat in seats.items()}
        try:
            for n in seats:
                chip_rules.check_removed_chips(names[n], stacks[n], removed, handed[n], step)
            result = races.chip_race(removed, into, handed, stacks, races.race_deck(rng),
                                     rounding, tuple(c for c in in_play if c < removed))
        except chip_rules.ChipError as exc:
            raise ServiceError(reason(exc)) from None
        before = sum(stacks.values())
        stored = ColorUpRow(event_id=table.event_id, table_id=table_id, removed=removed,
                            into=into, chips_before=before,
                            chips_after=sum(result.new_stacks.values()), at=iso(now))
        return TableRace(table_id, table.name, names, result), seats, stored


def _seat_to_color_up(s: Session, table: TableRow, seat: Seat, known: StackKnown | None,
                      removed: int, step: int) -> ColorUpSeat:
    """A seat of the plan: pre-filled with the fewest chips of ``removed`` its stack
    holds where the stack is known, with nothing where it is not."""
    dealt = known is None or known.dealt
    counted_at = None if known is None else known.counted_at
    tracked = dealt or counted_at is not None
    fits = chip_rules.removed_chips_that_fit(seat.stack, removed, step) if tracked else []
    return ColorUpSeat(table.id or 0, table.name, seat.number, seat.entry_id or 0,
                       entry_name(s, entry_row(s, seat.entry_id or 0)), seat.stack,
                       (fits or [0])[0], dealt, counted_at)


def _left(s: Session, entry_id: int, count: int, removed: int) -> ServiceError:
    """A player counted who no longer sits with chips at the tables (busted since the
    count), said by name."""
    entry = s.get(Entry, entry_id)
    if entry is None:
        return ServiceError(msg("svc-no-entry", entry_number=entry_id))
    return ServiceError(msg("svc-color-up-player-gone", player=entry_name(s, entry),
                            count=count, chip_amount=Amount(removed)))


def _race_stack(seat: Seat, handed: int, removed: int, step: int, untracked: bool) -> int:
    """The stack the race counts with (R-8.3): the stored one, checked against the
    count. A stack not tracked (never counted at a table dealt on the felt) is not
    known: the count the dealer hands in is taken as it is, and where the stored
    figure cannot hold it the race counts the chips handed in and one chip of the
    rest (the player keeps chips besides, as far as anyone knows). The chips taken
    out of play are the same either way: those handed in less those the race gives.
    The stack stored then is that guess, so the color-up records whose it made
    (``guessed``) and the check against the chips in play asks for the stacks at the
    felt to be counted before it compares (``chips_known.chips_count``)."""
    if not untracked or (handed * removed <= seat.stack
                         and (seat.stack - handed * removed) % step == 0):
        return seat.stack
    return handed * removed + step


def _step(in_play: Sequence[int], removed: int) -> int:
    """What the rest of a stack is a multiple of once ``removed`` is gone."""
    step = 0
    for c in in_play:
        if c != removed:
            step = gcd(step, c)
    return step

