"""All-in equity (issues 21 and 33): our Monte Carlo against eval7's on eval7's own
case, multiway and Omaha against a Python loop over phevaluator's C evaluator,
the exact count of hold'em before the flop, the felt's refining odds, and the
exact counts of the spots eval7 does not play.

- Monte Carlo, heads-up before the flop (AsAd v KcKh, eval7's own case): our
  ``estimates`` with ``exact_first=False`` (the count would answer at once),
  ten estimates of ``BATCH`` deals, against ``py_hand_vs_range_monte_carlo``
  (C) given as many deals; deals per second, fastest of a few tries each.
- Multiway hold'em and Omaha: the same against a plain Python loop that draws a
  board with ``random.sample`` and scores every hand with phevaluator's
  ``evaluate_cards`` / ``evaluate_omaha_cards`` (C), counting wins.
- Hold'em before the flop, counted exactly (``preflop``, by rank multisets):
  the first count in a fresh interpreter (its tables made then) and a warm one;
  target under 50 ms.
- The felt (``director.ui.dealer.felt.odds``): the odds of a spot counted as the felt
  counts them, a first slice then slices of ``slice_size`` deals ``PAUSE_MS``
  apart (the pauses counted as time passing), from a fresh spot to a margin of
  0.5 percentage points; target within 100 ms. CPU time for the slices (the
  machine is shared).
All times are CPU time of this thread, except the fresh interpreter's.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
import warnings
from collections.abc import Callable

import phevaluator

from director.engine.cards import parse_cards
from director.engine.equity import Spot, deal_count, estimates, exact, exact_is_quick
from director.engine.equity.odds import BATCH
from director.engine.hand.facts.games import HOLDEM, OMAHA, OMAHA_HILO, RAZZ, STUD, STUD_HILO
from director.ui.dealer.felt.odds import PAUSE_MS, slice_size

with warnings.catch_warnings():  # eval7's range parser uses pyparsing's old names
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7


def _best(run: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.thread_time()
        run()
        best = min(best, time.thread_time() - start)
    return best


def _ours(spot: Spot, rounds: int, batch: int = BATCH) -> Callable[[], object]:
    def run() -> object:
        steps = estimates(spot, random.Random(1), batch, exact_first=False)
        for _ in range(rounds):
            last = next(steps)
        return last
    return run


def _row(name: str, deals: int, seconds: float, ours: float) -> None:
    print(f"{name:<52}{deals:>10,}{seconds * 1000:>10.1f}{deals / seconds:>14,.0f}"
          f"{seconds / ours if ours else 1.0:>12.2f}x")


def _header(title: str) -> None:
    print(f"\n{title}")
    print(f"{'':<52}{'deals':>10}{'ms':>10}{'deals/sec':>14}{'ours faster':>13}")


def _heads_up(quick: bool) -> None:
    rounds, repeat = (2, 1) if quick else (10, 5)
    spot = Spot.of(HOLDEM, [parse_cards("AsAd"), parse_cards("KcKh")])
    deals = rounds * BATCH
    hand = [eval7.Card("As"), eval7.Card("Ad")]
    villain = [((eval7.Card("Kc"), eval7.Card("Kh")), 1.0)]
    ours = _best(_ours(spot, rounds), repeat)
    theirs = _best(lambda: eval7.py_hand_vs_range_monte_carlo(hand, villain, [], deals), repeat)
    _header("Monte Carlo, hold'em AsAd v KcKh before the flop (eval7's own case)")
    _row("director estimates (numpy)", deals, ours, 0)
    _row("eval7 py_hand_vs_range_monte_carlo (C)", deals, theirs, ours)
    print(f"  target: at least eval7's deals per second: "
          f"{'met' if theirs >= ours else 'NOT met'} ({theirs / ours:.2f}x)")


def _loop(hands: list[list[int]], deals: int, omaha: bool) -> Callable[[], object]:
    """A Python loop over phevaluator: a random board, every hand scored, wins counted."""
    deck = [c for c in range(52) if c not in {x for h in hands for x in h}]
    evaluate = phevaluator.evaluate_omaha_cards if omaha else phevaluator.evaluate_cards

    def run() -> object:
        rng = random.Random(1)
        wins = [0] * len(hands)
        for _ in range(deals):
            board = rng.sample(deck, 5)
            values = [evaluate(*board, *hand) for hand in hands]
            best = min(values)
            for number, value in enumerate(values):
                wins[number] += value == best
        return wins
    return run


def _against_a_loop(quick: bool) -> None:
    rounds, repeat, loop_deals = (1, 1, 500) if quick else (5, 3, 20_000)
    _header("Monte Carlo against a Python loop over phevaluator (C), before the flop")
    for title, game, hands in (
        ("hold'em, 4 hands", HOLDEM, ["AsAd", "KcKh", "QsJs", "8d7d"]),
        ("Omaha, heads-up", OMAHA, ["AsAdKsKd", "QcQhJcJh"]),
        ("Omaha, 3 hands", OMAHA, ["AsAdKsKd", "QcQhJcJh", "9s8s7d6d"]),
    ):
        spot = Spot.of(game, [parse_cards(h) for h in hands])
        ours = _best(_ours(spot, rounds), repeat) / (rounds * BATCH)
        ints = [[int(phevaluator.Card(str(c))) for c in parse_cards(h)] for h in hands]
        theirs = _best(_loop(ints, loop_deals, game.omaha), 1) / loop_deals
        _row(f"director estimates: {title}", rounds * BATCH, ours * rounds * BATCH, 0)
        _row(f"phevaluator loop: {title}", loop_deals, theirs * loop_deals, ours * loop_deals)


def _preflop_exact(quick: bool) -> None:
    code = ("import time; from director.engine.cards import parse_cards; "
            "from director.engine.equity import Spot, exact; "
            "from director.engine.hand.facts.games import HOLDEM; "
            "spot = Spot.of(HOLDEM, [parse_cards('AsAd'), parse_cards('KcKh')]); "
            "began = time.process_time(); exact(spot); print(time.process_time() - began)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    first = sorted(float(subprocess.run([sys.executable, "-c", code], env=env, check=True,
                                        capture_output=True, text=True).stdout)
                   for _ in range(1 if quick else 5))
    _header("Hold'em AsAd v KcKh before the flop, counted exactly (by rank multisets)")
    spot = Spot.of(HOLDEM, [parse_cards("AsAd"), parse_cards("KcKh")])
    warm = _best(lambda: exact(spot), 1 if quick else 5)
    deals = deal_count(spot)
    _row("director exact, the first count in a fresh interpreter", deals,
         first[len(first) // 2], 0)
    _row("director exact, warm", deals, warm, 0)
    print(f"  target: under 50 ms: {'met' if first[len(first) // 2] < 0.05 else 'NOT met'}"
          f" (fresh interpreters: {', '.join(f'{t * 1000:.1f}' for t in first)} ms)")


FELT_SPOTS = (
    ("Omaha, heads-up, before the flop", OMAHA, ["AsAdKsKd", "QcQhJcJh"]),
    ("Omaha hi/lo, heads-up, before the flop", OMAHA_HILO, ["As2dKs3d", "QcQh4c5h"]),
    ("Omaha, 3 hands, before the flop", OMAHA, ["AsAdKsKd", "QcQhJcJh", "9s8s7d6d"]),
    ("stud, heads-up, third street", STUD, ["AsAdKc", "QsQhJc"]),
    ("razz, heads-up, third street", RAZZ, ["As2d3c", "4s5h6c"]),
    ("stud hi/lo, 3 hands, third street", STUD_HILO, ["As2d3c", "4s5h6c", "KsKdQh"]),
)


def _felt(quick: bool) -> None:
    print(f"\nThe felt's refining odds: slices of slice_size deals, {PAUSE_MS} ms apart, "
          "to a margin of 0.5 points (target: within 100 ms)")
    print(f"{'':<44}{'slice':>8}{'ms/slice':>10}{'deals':>9}{'margin':>8}{'ms':>8}  verdict")
    for title, game, hands in FELT_SPOTS[:2] if quick else FELT_SPOTS:
        spot = Spot.of(game, [parse_cards(h) for h in hands])
        assert not exact_is_quick(spot)
        size = slice_size(spot)
        steps = estimates(spot, random.Random(3), size)
        passed = spent = 0.0
        slices = 0
        while True:
            began = time.thread_time()
            odds = next(steps)
            spent = time.thread_time() - began
            passed += spent + (PAUSE_MS / 1000 if slices else 0)
            slices += 1
            if odds.margin <= 0.005 or passed > 1.0 or (quick and slices == 3):
                break
        verdict = "met" if odds.margin <= 0.005 and passed <= 0.1 else "NOT met"
        print(f"{title:<44}{size:>8,}{spent * 1000:>10.1f}{odds.deals:>9,}"
              f"{odds.margin * 100:>8.2f}{passed * 1000:>8.0f}  {verdict}")


def _exact_spots(quick: bool) -> None:
    repeat = 1 if quick else 5
    _header("Spots eval7 does not play: exact, ours only")
    for title, game, hands, board in (
        ("Omaha, 3 hands on the flop", OMAHA, ["AsAdKsKd", "QcQhJcJh", "9s8s7s6s"], "2c7d9h"),
        ("Omaha hi/lo, 4 hands on the flop", OMAHA_HILO,
         ["As2dKs3d", "QcQh4c5h", "6s7s8sTc", "AhKhJdTd"], "2c7dQs"),
        ("Stud hi/lo on sixth street", STUD_HILO, ["As2d3c8h9cKd", "4s5h6c7dTcJh"], ""),
    ):
        spot = Spot.of(game, [parse_cards(h) for h in hands], parse_cards(board))
        _row(f"director exact: {title}", deal_count(spot),
             _best(lambda spot=spot: exact(spot), repeat), 0)


def run(quick: bool) -> None:
    """Time estimates and exact counts; print deals per second and the ratios."""
    _heads_up(quick)
    _against_a_loop(quick)
    _preflop_exact(quick)
    _felt(quick)
    _exact_spots(quick)
