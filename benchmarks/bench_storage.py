"""One dealer action (validate, append, commit) on a database holding 1,000 hands,
and restoring a tournament after a restart (issue: state that survives anything).

The database is a real file (WAL, full sync) in a temporary folder. The 1,000
hands are real engine hands from the virtual dealer, stored in one transaction;
then single actions go through ``TableService.apply`` one command at a time,
as the dealer panel sends them. Restore is opening the file (integrity check,
migrations) and ``EventService.restore`` on the fresh connection: the event,
every table's seats and stacks, the clock, and each table's hand in progress,
read from the state kept with its last event (each event's decoding waits until
that hand's log is first needed; a hand whose kept state does not match its
log is replayed).

Two restore cases: 100 tables holding the 1,000 hands (10 each, the last one
at every table still running: a big night), and the literal worst case of
1,000 hands in progress at once (1,000 tables).

Growth with the file (issue 33): the same 100 running tables over a history
of 1,000, 10,000 and 100,000 finished hands (about 4, 37 and 390 MB; in quick
mode 20 tables over 100 and 1,000, measured once). Opening after a clean
close (the constant-time look), opening after an unclean end (every page read,
as every opening did before), and opening plus restoring the event, with the
ratio of each file to the smallest in the same run: 1.0 means the time does
not grow with the file.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.state import HandState
from director.engine.hand.virtual_dealer import Style, next_event
from director.services.core.documents import CashSettings
from director.services.core.unit_of_work import UnitOfWork
from director.services.events.event_service import EventService
from director.services.tables.table_service import TableService
from director.store.codec import event_to_json, setup_to_json, state_to_json
from director.store.db import Database, open_database
from director.store.instance import lock_path
from director.store.models import Hand, HandEvent

NOW = datetime(2026, 11, 29, 20, 0, tzinfo=UTC)
STACKS = {1: 1000, 2: 1000, 3: 1000, 4: 1000, 5: 1000, 6: 1000}


def _hand(rng: random.Random, stop_early: bool) -> tuple[HandSetup, list[object], HandState]:
    setup = HandSetup.at_table(HOLDEM, Betting.no_limit(20), STACKS, 6, small_blind=10,
                               big_blind=20)
    deck = list(HOLDEM.deck)
    rng.shuffle(deck)
    state = HandState.start(setup)
    events = []
    limit = rng.randint(8, 20) if stop_early else 10_000
    while not state.is_complete and len(events) < limit:
        event = next_event(state, rng, deck, Style(raise_chance=0.15, fold_chance=0.3))
        state = state.apply(event)
        events.append(event)
    return setup, events, state


def _fill(db_path: Path, tables: int, hands_per_table: int, rng: random.Random,
          history: int = 0) -> int:
    """An event with ``tables`` tables, each with finished hands and one running;
    ``history`` more finished hands at each table first (copies of a few real
    ones, written in bulk)."""
    db = open_database(db_path)
    events = EventService(db)
    event_id = events.create_event("cash", "Benchmark night",
                                   CashSettings(small_blind=10, big_blind=20), NOW)
    service = TableService(db)
    table_ids = [service.open_table(event_id, f"Table {n}", STACKS) for n in range(tables)]
    if history:
        _history(db, table_ids, history, rng)
    with UnitOfWork(db) as uow:
        s = uow.session
        for table_id in table_ids:
            for number in range(history + 1, history + hands_per_table + 1):
                running = number == history + hands_per_table
                setup, log, state = _hand(rng, stop_early=running)
                hand = Hand(table_id=table_id, number=number, setup=setup_to_json(setup),
                            status="running" if running else "complete")
                if running and not state.is_complete:
                    # What TableService.apply keeps with a running hand's last event.
                    hand.state, hand.state_seq = state_to_json(state), len(log)
                s.add(hand)
                s.flush()
                assert hand.id is not None
                for seq, event in enumerate(log, start=1):
                    s.add(HandEvent(hand_id=hand.id, seq=seq,
                                    payload=event_to_json(event)))  # type: ignore[arg-type]
    db.close()
    return event_id


def _history(db: Database, table_ids: list[int], per_table: int,
             rng: random.Random) -> None:
    """``per_table`` finished hands at each table, numbered from 1: 50 real hands
    from the virtual dealer, copied (their rows written with ``executemany``)."""
    pool = []
    for _ in range(50):
        setup, log, _state = _hand(rng, stop_early=False)
        pool.append((setup_to_json(setup), [event_to_json(e) for e in log]))
    with UnitOfWork(db) as uow:
        conn = uow.session.connection()
        first = int(conn.exec_driver_sql("SELECT coalesce(max(id), 0) FROM hand").scalar() or 0)
        hands, events = [], []
        hand_id = first
        for table_id in table_ids:
            for number in range(1, per_table + 1):
                hand_id += 1
                setup, log = pool[hand_id % len(pool)]
                hands.append((hand_id, table_id, number, setup))
                events += [(hand_id, seq, payload) for seq, payload in enumerate(log, 1)]
        conn.exec_driver_sql(
            "INSERT INTO hand (id, table_id, number, setup, status, started_at, revision) "
            "VALUES (?, ?, ?, ?, 'complete', '', 1)", hands)
        conn.exec_driver_sql("INSERT INTO hand_event (hand_id, seq, payload) VALUES (?, ?, ?)",
                             events)


def _opening(db_path: Path, repeats: int, unclean: bool) -> list[float]:
    """Open and close the file as the program does (its instance lock held); after
    an ``unclean`` end: the lock file left saying "open", as a kill leaves it."""
    times = []
    for _ in range(repeats):
        if unclean:
            lock_path(db_path).write_text('{"state": "open"}')
        started = time.perf_counter()
        open_database(db_path, exclusive=True).close()
        times.append(time.perf_counter() - started)
    return times


def _growth(quick: bool, rng: random.Random) -> None:
    """Opening and restoring over histories ten times apart (issue 33), the files
    measured in turn (one measurement of each, then again), so the machine's busy
    moments fall on all of them alike."""
    tables = 20 if quick else 100
    histories = (5, 50) if quick else (10, 100, 1000)  # finished hands per table
    repeats = 1 if quick else 11  # quick: one round
    kinds = ("open", "open after an unclean end", "open and restore")
    times: dict[tuple[str, int], list[float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        files = {}
        for history in histories:
            path = Path(folder) / f"history-{history}.sqlite3"
            files[history] = (path, _fill(path, tables, 1, rng, history=history))
        sizes = [files[h][0].stat().st_size / 1e6 for h in histories]
        for _ in range(repeats):
            for history, (path, event_id) in files.items():
                for kind, taken in zip(kinds, (
                        _opening(path, 1, unclean=False), _opening(path, 1, unclean=True),
                        _restore(path, event_id, 1, exclusive=True)), strict=True):
                    times.setdefault((kind, history), []).extend(taken)
    print(f"growth with the file: {tables} tables, one hand running at each, over "
          + " / ".join(f"{tables * h:,}" for h in histories) + " finished hands ("
          + " / ".join(f"{size:.1f}" for size in sizes) + f" MB), medians of {repeats}")
    for kind in kinds:
        medians = [statistics.median(times[(kind, h)]) for h in histories]
        ratios = ", ".join(f"{m / medians[0]:.2f}" for m in medians[1:])
        target = ("the full check, before at every opening, now only after an unclean "
                  "end: grows with the file" if "unclean" in kind
                  else "target about 1: not growing with the file")
        print(f"  {kind}: " + " / ".join(f"{m * 1000:.1f}" for m in medians)
              + f" ms, ratio to the smallest {ratios} ({target})")


def _percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def _actions(db_path: Path, count: int, rng: random.Random) -> list[float]:
    """Time single dealer actions at table 1's running hand (new hands as needed)."""
    db = open_database(db_path)
    service = TableService(db)
    table_id = 1
    times: list[float] = []
    deck = list(HOLDEM.deck)
    while len(times) < count:
        current = service.current_hand(table_id)
        if current is None:
            stacks = service.seat_stacks(table_id)
            if sum(1 for v in stacks.values() if v > 0) < 2:
                stacks = dict(STACKS)
            setup = HandSetup.at_table(HOLDEM, Betting.no_limit(20),
                                       {k: v for k, v in stacks.items() if v > 0}, 6,
                                       small_blind=10, big_blind=20)
            service.start_hand(table_id, setup, NOW)
            rng.shuffle(deck)
            continue
        hand_id, state = current
        assert isinstance(state, HandState)
        event = next_event(state, rng, deck)
        started = time.perf_counter()
        service.apply(hand_id, event)
        times.append(time.perf_counter() - started)
    db.close()
    return times


def _spread(samples: list[float]) -> str:
    return (f"median {statistics.median(samples) * 1000:.0f} ms "
            f"(fastest {min(samples) * 1000:.0f}, slowest {max(samples) * 1000:.0f} "
            f"of {len(samples)})")


def _restore(db_path: Path, event_id: int, repeats: int,
             exclusive: bool = False) -> list[float]:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        db = open_database(db_path, exclusive=exclusive)
        snapshot = EventService(db).restore(event_id, NOW)
        times.append(time.perf_counter() - started)
        assert all(t.hand is not None for t in snapshot.tables)
        db.close()
    return times


def run(quick: bool) -> None:
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "night.sqlite3"
        tables, per_table = (10, 10) if quick else (100, 10)
        event_id = _fill(path, tables, per_table, rng)
        hands = tables * per_table
        actions = _actions(path, 50 if quick else 500, rng)
        print(f"database holding {hands:,} hands ({tables} tables, one hand running at each)")
        print(f"  one dealer action (validate, append, keep the state, commit), "
              f"{len(actions)} actions: "
              f"median {statistics.median(actions) * 1000:.2f} ms, "
              f"p99 {_percentile(actions, 0.99) * 1000:.2f} ms (target p99 < 10 ms)")
        restore = _restore(path, event_id, 1 if quick else 9)
        print(f"  restore the event after a restart ({tables} hands in progress): "
              f"{_spread(restore)} (target < 300 ms)")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "huge.sqlite3"
        running = 50 if quick else 1000
        event_id = _fill(path, running, 1, rng)
        restore = _restore(path, event_id, 1 if quick else 15)
        print(f"  restore with {running:,} hands in progress at once ({running:,} tables): "
              f"{_spread(restore)} (target < 300 ms)")
    _growth(quick, rng)
