"""The big field (issue 33): the seat draw, a rebalance and the places of
simultaneous busts for 1,000 and 10,000 players, in the engine
(``director.engine.event``), each with the scaling exponent between the two
sizes (1.0 is linear, 2.0 quadratic; n log n reads about 1.1).

- seat draw: ``assign_seats`` of every player over ten-seat tables, a
  tenth of the seats left over (R-3.2, TDA 7);
- rebalance: ``rebalance`` of a field of that many players seated five to ten
  a table at ten-seat tables after a round of busts, so that a quarter of the
  tables break and the rest balance (R-8.4, TDA 11): thousands of moves;
- simultaneous busts: ``finishing_places`` of that many players out in one
  hand-for-hand hand at ten a table, their starting stacks random (R-8.5,
  TDA RP-8).

Each is timed in this thread's CPU time (the machine is shared), the fastest
of a few tries; the target is under 50 ms at 10,000 players.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from director.engine.event.balancing import TableLayout, rebalance
from director.engine.event.entries import finishing_places
from director.engine.event.money.payouts import Bust
from director.engine.event.seating import assign_seats

SEATS = 10
TARGET_MS = 50.0


def _draw(players: int) -> Callable[[], object]:
    tables = {t: tuple(range(1, SEATS + 1)) for t in range(1, players * 11 // (SEATS * 10) + 2)}
    ids = list(range(players))
    return lambda: assign_seats(ids, tables, random.Random(1))


def _layouts(players: int, rng: random.Random) -> list[TableLayout]:
    """``players`` seated five to ten a table at ten-seat tables, button and big
    blind where a hand left them."""
    counts: list[int] = []
    while sum(counts) < players:
        counts.append(rng.randint(5, SEATS))
    counts[-1] -= sum(counts) - players
    if counts[-1] < 1:
        counts.pop()
        counts[-1] += players - sum(counts)
    tables = []
    player = 0
    for number, count in enumerate(counts, 1):
        seats = sorted(rng.sample(range(1, SEATS + 1), count))
        seated = tuple((seat, player + i) for i, seat in enumerate(seats))
        player += count
        button = seats[rng.randrange(count)]
        big_blind = rng.choice([s for s in range(1, SEATS + 1) if s != button])
        tables.append(TableLayout(number, tuple(range(1, SEATS + 1)), seated, button, big_blind))
    return tables


def _rebalance(players: int) -> Callable[[], object]:
    layouts = _layouts(players, random.Random(7))
    order = sorted((t.table for t in layouts), reverse=True)
    return lambda: rebalance(layouts, order, random.Random(2))


def _busts(players: int) -> Callable[[], object]:
    rng = random.Random(3)
    busts = [Bust(n, n // SEATS, rng.randrange(1, 200) * 100) for n in range(players)]
    return lambda: finishing_places(busts, players * 3)


def _time(run: Callable[[], object], tries: int) -> float:
    best = math.inf
    for _ in range(tries):
        began = time.thread_time()
        run()
        best = min(best, time.thread_time() - began)
    return best


def run(quick: bool) -> None:
    """Print each operation's milliseconds at two sizes and the scaling exponent."""
    small, large = (100, 1_000) if quick else (1_000, 10_000)
    tries = 1 if quick else 5
    print(f"{'players':<22}{small:>10,}{large:>10,}  (ms, CPU; best of {tries})"
          f"{'exponent':>10}  target")
    for name, make in (("seat draw", _draw), ("rebalance", _rebalance),
                       ("simultaneous busts", _busts)):
        few, many = (_time(make(n), tries) * 1000 for n in (small, large))
        exponent = math.log(many / max(few, 1e-9)) / math.log(large / small)
        verdict = "met" if many < TARGET_MS else "NOT met"
        print(f"{name:<22}{few:>10.2f}{many:>10.2f}{exponent:>28.2f}  "
              f"under {TARGET_MS:.0f} ms at {large:,}: {verdict}")
    if quick:
        print("(quick mode: 100 and 1,000 players; the target is read at 10,000)")
