"""A stand-in director for the crash-safety test: plays hands for ever.

``python -m director.services.crash_driver --db PATH --seed N`` opens the
database (migrating it on first use), then runs service commands one after
another at two tables, a cash game's and a tournament's: open a table, start a
hand, apply one dealer event, now and then undo one; at the tournament table,
every fourth command is a director's, often in the middle of a hand (a rebuy,
an add-on, a chip count, a move, a bust, a late entry, an undo of the last
action), which the services accept or refuse (R-8.6: a seat in a running hand
keeps its stack). After each committed command it prints one flushed line::

    done <n> table <table_id>
    done <n> start <hand_id>
    done <n> apply <hand_id> <seq> <event json>
    done <n> undo <hand_id> <seq removed>
    done <n> tournament <event_id> <table_id> <action id>...
    done <n> director <kind> <action id>...
    done <n> refused <kind> <action id>...

(each lists the action rows the command recorded: a late entry records two, the
registration and the seat, and a refused seat leaves the registration; any other
refused command recorded nothing)

so a test that kills it at any moment knows which commands completed. The
dealer's choices come from a random source seeded by the seed, the hand and
the length of its log, so a run continues deterministically where the last
one stopped.
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import sys
import traceback
from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from sqlmodel import select

import director.engine.hand.guide  # noqa: F401  (what hands need, loaded before serve forks)
from director.engine.cards import STANDARD_DECK, Card
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import (
    Event,
)
from director.engine.hand.facts.games import HOLDEM, OMAHA
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.state import HandState
from director.engine.hand.virtual_dealer import Style, next_event
from director.services.core.action_log import history
from director.services.core.documents import CashSettings
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.table_service import TableService
from director.services.tournament.tournament_service import TournamentService
from director.store.codec import event_to_json
from director.store.db import Database, open_database
from director.store.models import Event as EventRow
from director.store.models import Seat

SEATS = 6
STACK = 1000
EVENT_NAME = "crash-safety"
TOURNAMENT_NAME = "crash-safety tournament"
TOURNAMENT = {
    "buy_in": 100, "starting_stack": STACK, "late_registration_until_level": 2,
    "re_entries": 0, "rebuys": True, "rebuy": {"until_level": 2, "stack_threshold": STACK},
    "add_ons": False,
    "blinds": {"levels": [{"small_blind": 5, "big_blind": 10, "minutes": 20},
                          {"small_blind": 10, "big_blind": 20, "minutes": 20}]},
}
DIRECTOR = ("rebuy", "count", "move", "bust", "late entry", "undo", "undo")


def random_event(state: HandState, rng: random.Random, deck: Sequence[Card]) -> Event:
    """A legal dealer event for the next step, chosen at random."""
    return next_event(state, rng, deck, Style(raise_chance=0.25, fold_chance=0.3,
                                              all_in_chance=0.08, raise_factor=2))


def _say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def run(db_path: str, seed: int, max_commands: int | None = None,
        say: Callable[[str], None] = _say) -> None:
    """Open the database and run commands, reporting each one after its commit."""
    db = open_database(db_path)
    db.desk = "crash driver"  # one desk across its restarts, as the program's settings keep
    events, tables = EventService(db), TableService(db)
    say("ready")
    now = datetime(2024, 1, 1, tzinfo=UTC)
    event_id = _find_event(events, EVENT_NAME)
    if event_id is None:
        event_id = events.create_event("cash", EVENT_NAME,
                                       CashSettings(small_blind=5, big_blind=10), now)
        say(f"done 0 event {event_id}")
    table_id = _latest_table(events, event_id)
    found = _find_event(events, TOURNAMENT_NAME)
    done = 0
    tournament_table: int | None
    if found is None:
        tournament, tournament_table = _open_tournament(db, now)
        actions = " ".join(str(a.action_id) for a in history(db, tournament))
        say(f"done 0 tournament {tournament} {tournament_table} {actions}")
    else:
        tournament, tournament_table = found, _latest_table(events, found)
    assert tournament_table is not None
    while max_commands is None or done < max_commands:
        done += 1
        if done % 2 == 0:
            _tournament_command(db, tables, tournament, tournament_table, seed, done, say)
            continue
        stacks = tables.seat_stacks(table_id) if table_id is not None else {}
        current = tables.current_hand(table_id) if table_id is not None else None
        if current is None and sum(1 for v in stacks.values() if v > 0) < 2:
            # named after the last table's id: a restart's count starts at 0 again, and
            # a name open in the event already is refused
            table_id = tables.open_table(event_id, f"Table {(table_id or 0) + 1}",
                                         {s: STACK for s in range(1, SEATS + 1)})
            say(f"done {done} table {table_id}")
            continue
        assert table_id is not None
        if current is None:
            hand_id = tables.start_hand(table_id, _next_setup(tables, table_id, done))
            say(f"done {done} start {hand_id}")
            continue
        hand_id, state = current
        assert isinstance(state, HandState), "the driver plays hands, not guts rounds"
        if state.log and done % 13 == 0:
            tables.undo(hand_id)
            say(f"done {done} undo {hand_id} {len(state.log)}")
            continue
        rng = random.Random(f"{seed}:{hand_id}:{len(state.log)}")
        deck = list(STANDARD_DECK)
        random.Random(f"{seed}:{hand_id}:deck").shuffle(deck)
        event = random_event(state, rng, deck)
        tables.apply(hand_id, event)
        say(f"done {done} apply {hand_id} {len(state.log) + 1} {event_to_json(event)}")
    db.close()


def serve() -> None:
    """A fork server: pays the imports once, then for each ``run DB SEED OUT``
    line on stdin forks a child that runs commands, appending its report lines
    to the file OUT with unbuffered writes, and prints ``pid N``. ``reap N``
    waits for that child (after the test killed it) and prints ``reaped N``."""
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "run":
            pid = os.fork()
            if pid == 0:
                code = 0
                try:
                    fd = os.open(words[3], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
                    run(words[1], int(words[2]), say=functools.partial(_report, fd))
                except BaseException:
                    traceback.print_exc()
                    code = 1
                finally:
                    os._exit(code)
            _say(f"pid {pid}")
        elif words[0] == "reap":
            _, status = os.waitpid(int(words[1]), 0)
            _say(f"reaped {words[1]} {status}")


def _report(fd: int, text: str) -> None:
    """One unbuffered write per line: it outlives a SIGKILL right after it."""
    data = (text + "\n").encode()
    while data:
        data = data[os.write(fd, data):]


def _next_setup(tables: TableService, table_id: int, number: int) -> HandSetup:
    stacks = {k: v for k, v in tables.next_stacks(table_id).items() if v > 0}
    occupied = sorted(stacks)
    button = occupied[number % len(occupied)]
    game, betting = (OMAHA, Betting.pot_limit(10)) if number % 3 == 0 \
        else (HOLDEM, Betting.no_limit(10))
    return tables.next_setup(table_id, game, betting, button, small_blind=5, big_blind=10)


def _find_event(events: EventService, name: str) -> int | None:
    with UnitOfWork(events.db) as uow:
        return uow.session.exec(select(EventRow.id).where(EventRow.name == name)).first()


def _open_tournament(db: Database, now: datetime) -> tuple[int, int]:
    """The tournament, its table and its six players, in one transaction each
    (reported as one: a kill in between leaves an event the next run repairs by
    starting again with a new one)."""
    events, seating = EventService(db), SeatingService(db)
    tournament = TournamentService(db)
    event_id = events.create_event("tournament", TOURNAMENT_NAME + " (opening)", TOURNAMENT,
                                   now)
    for n in range(1, SEATS + 1):
        tournament.register(event_id, events.add_player(f"Player {n}", now), now)
    [table] = seating.open_tables(event_id, 1, now, seats=9)
    seating.draw_seats(event_id, now, random.Random(event_id))
    seating.draw_for_button(table, now, random.Random(event_id))
    with UnitOfWork(db) as uow:  # ready: the next run finds it by this name
        row = uow.session.get(EventRow, event_id)
        assert row is not None
        row.name = TOURNAMENT_NAME
        uow.session.add(row)
    return event_id, table


def _tournament_command(db: Database, tables: TableService, event_id: int, table_id: int,
                        seed: int, done: int, say: Callable[[str], None]) -> None:
    """One command at the tournament table: a dealer's (start a hand, apply an event,
    undo one), or every fourth time a director's, accepted or refused."""
    current = tables.current_hand(table_id)
    rng = random.Random(f"{seed}:{done}:director")
    if done % 8 == 0 or (current is None and _players(tables, table_id) < 2):
        kind = rng.choice(DIRECTOR) if _players(tables, table_id) >= 2 else "late entry"
        before = len(history(db, event_id))
        try:
            _director_command(db, event_id, table_id, kind, rng)
            outcome = "director"
        except ServiceError:
            outcome = "refused"  # a late entry's registration stays when no seat is free
        ids = [a.action_id for a in history(db, event_id)[before:]]
        say(f"done {done} {outcome} {kind.replace(' ', '-')} {' '.join(map(str, ids))}")
        return
    if current is None:
        setup = _next_setup(tables, table_id, done)
        hand_id = tables.start_hand(table_id, setup)
        say(f"done {done} start {hand_id}")
        return
    hand_id, state = current
    assert isinstance(state, HandState)
    if state.log and done % 13 == 0:
        tables.undo(hand_id)
        say(f"done {done} undo {hand_id} {len(state.log)}")
        return
    deck = list(STANDARD_DECK)
    random.Random(f"{seed}:{hand_id}:deck").shuffle(deck)
    event = random_event(state, random.Random(f"{seed}:{hand_id}:{len(state.log)}"), deck)
    tables.apply(hand_id, event)
    say(f"done {done} apply {hand_id} {len(state.log) + 1} {event_to_json(event)}")


def _players(tables: TableService, table_id: int) -> int:
    return sum(1 for v in tables.next_stacks(table_id).values() if v > 0)


def _director_command(db: Database, event_id: int, table_id: int, kind: str,
                      rng: random.Random) -> None:
    """One director's command (a late entry is two: the registration, then the seat)."""
    now = datetime(2024, 1, 1, tzinfo=UTC)
    tournament, seating, events = TournamentService(db), SeatingService(db), EventService(db)
    seats = {n: entry for n, (entry, _) in _seated(db, table_id).items()}
    entry = seats[rng.choice(sorted(seats))] if seats else 0
    if kind == "rebuy":
        tournament.rebuy(entry, now)
    elif kind == "count":
        tournament.count_chips(entry, rng.randrange(0, 2 * STACK, 5), now)
    elif kind == "move":
        free = [n for n in range(1, 10) if n not in seats] or [1]
        seating.move_player(entry, table_id, rng.choice(free), now)
    elif kind == "bust":
        broke = [e for e, stack in _seated(db, table_id).values() if stack == 0]
        tournament.bust(event_id, {rng.choice(broke) if broke else entry: 0}, now)
    elif kind == "late entry":
        player = events.add_player(f"Late {rng.randrange(10**6)}", now)
        seating.seat_late_entry(tournament.register(event_id, player, now), now, rng)
    else:
        events.undo_last(event_id, now)


def _seated(db: Database, table_id: int) -> dict[int, tuple[int, int]]:
    """``{seat: (entry, stack with chips behind)}`` for the seats with a player."""
    with UnitOfWork(db) as uow:
        return {seat.number: (seat.entry_id, seat.stack + seat.chips_behind)
                for seat in uow.session.exec(select(Seat).where(Seat.table_id == table_id))
                if seat.entry_id is not None}


def _latest_table(events: EventService, event_id: int) -> int | None:
    snapshot = events.restore(event_id, datetime(2024, 1, 1, tzinfo=UTC))
    return snapshot.tables[-1].table_id if snapshot.tables else None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--db")
    parser.add_argument("--serve", action="store_true", help="run as a fork server")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-commands", type=int, default=None)
    options = parser.parse_args(argv)
    if options.serve:
        serve()
        return 0
    if not options.db:
        parser.error("--db is required")
    run(options.db, options.seed, options.max_commands)
    return 0


if __name__ == "__main__":
    sys.exit(main())
