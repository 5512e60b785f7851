"""Memory per hand dealt through the services (issue 33: no growth per hand after
10,000 hands).

One process deals hands at a table of a cash game (a new table when one player
has won all the chips) the way the dealer panel sends
them: ``TableService.start_hand``, then every action of the virtual dealer through
``TableService.apply`` (validated, appended, committed to a real SQLite file), the
stacks carried from hand to hand. The file lies in RAM (``/dev/shm``) where there is
one: what is measured is the process's memory, and the disk's syncs (a commit each
action) would only make the run longer. After a warm-up the process's resident memory
(RSS, Linux's ``/proc``) and the Python heap (``sys.getallocatedblocks``) are read
at checkpoints; the growth per hand is the slope over the second half of the run
(least squares), so the caches the first hands fill do not count. Target: about 0
(under 0.1 kB a hand: 10,000 hands would add under 1 MB). 10,000 hands (quick mode
20: a smoke run, not a measurement; the caches below are still filling then).

What the first hands fill and then keep (tracemalloc over hands 60-210,
2026-12-02): ``engine.hand.events.cards_from_text``'s cache of card runs (at most
4,096 runs: about 1 MB, full after a few hundred hands of random cards), the
interpreter's table of interned strings and SQLAlchemy's pool finalizers (one
block each, resized now and then). Nothing else held on to a hand. Over 1,500 hands
(2026-12-02 08:20 UTC, load average 8-10): RSS 79.3 MB after opening, 79.9 after
75 hands, 83.4 after 1,500; over the last 675 hands 0.18 kB a hand of RSS and +0.1
Python blocks a hand (the objects flat; not traced further: SQLite's page cache, at most 2 MB a
connection, filling as the file grows, would fit). Over 10,000 hands (2026-12-02
16:21-16:34 UTC, load average 3-6 from other work): RSS 75.9 MB after opening, 80.7 MB
after 500 hands, 83.6 MB after 10,000; over the last 4,500 hands 0.00 kB a hand of RSS
and -0.0 Python blocks a hand: no growth per hand.
"""

from __future__ import annotations

import gc
import random
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.games import HOLDEM
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.state import HandState
from director.engine.hand.virtual_dealer import Style, next_event
from director.services.core.documents import CashSettings
from director.services.events.event_service import EventService
from director.services.tables.table_service import TableService
from director.store.db import open_database

NOW = datetime(2026, 12, 2, 20, 0, tzinfo=UTC)
STACKS = {seat: 2000 for seat in range(1, 7)}
TARGET_KB = 0.1


def _rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def _deal(service: TableService, event_id: int, table_id: int, rng: random.Random) -> int:
    """One hand from the blinds to the award, every action through the service; the
    table it was dealt at (a new one when one player has won all the chips)."""
    stacks = {seat: chips for seat, chips in service.seat_stacks(table_id).items()
              if chips > 0}
    if len(stacks) < 2:
        table_id = service.open_table(event_id, f"Table {table_id + 1}", STACKS)
        stacks = dict(STACKS)
    setup = HandSetup.at_table(HOLDEM, Betting.no_limit(20), stacks, 6, small_blind=10,
                               big_blind=20)
    service.start_hand(table_id, setup, NOW)
    deck = list(HOLDEM.deck)
    rng.shuffle(deck)
    while (current := service.current_hand(table_id)) is not None:
        hand_id, state = current
        assert isinstance(state, HandState)
        service.apply(hand_id, next_event(state, rng, deck,
                                          Style(raise_chance=0.15, fold_chance=0.3)))
    return table_id


def _slope(points: list[tuple[int, float]]) -> float:
    """Least-squares growth per hand."""
    n = len(points)
    mean_x = sum(x for x, _ in points) / n
    mean_y = sum(y for _, y in points) / n
    top = sum((x - mean_x) * (y - mean_y) for x, y in points)
    return top / sum((x - mean_x) ** 2 for x, _ in points)


def run(quick: bool, hands: int | None = None) -> None:
    hands = hands or (20 if quick else 10_000)  # quick: twenty points, one a hand
    every = hands // 20
    rng = random.Random(2026)
    ram = "/dev/shm" if Path("/dev/shm").is_dir() else None  # memory, not the disk's syncs
    with tempfile.TemporaryDirectory(prefix="director-memory-", dir=ram) as folder:
        db = open_database(Path(folder) / "night.sqlite3")
        try:
            event_id = EventService(db).create_event(
                "cash", "Memory night", CashSettings(small_blind=10, big_blind=20), NOW)
            service = TableService(db)
            table_id = service.open_table(event_id, "Table 1", STACKS)
            rss: list[tuple[int, float]] = []
            blocks: list[tuple[int, float]] = []
            start_kb = _rss_kb()
            for dealt in range(1, hands + 1):
                table_id = _deal(service, event_id, table_id, rng)
                if dealt % every == 0:
                    gc.collect()
                    rss.append((dealt, _rss_kb()))
                    blocks.append((dealt, sys.getallocatedblocks()))
        finally:
            db.close()
    half = len(rss) // 2
    per_hand = _slope(rss[half:])
    blocks_per_hand = _slope(blocks[half:])
    verdict = "ok" if per_hand < TARGET_KB else "grows"
    print(f"memory per hand dealt through the services, {hands:,} hands "
          f"(RSS {start_kb / 1024:.1f} MB after opening, {rss[0][1] / 1024:.1f} MB after "
          f"{rss[0][0]:,} hands, {rss[-1][1] / 1024:.1f} MB after {hands:,}):")
    print(f"  growth over the last {hands - rss[half][0]:,} hands: {per_hand:.2f} kB a hand "
          f"(target under {TARGET_KB} kB): {verdict}; Python objects "
          f"{blocks_per_hand:+.1f} blocks a hand")
