"""Hand-ranking throughput: ours against eval7 and phevaluator (C evaluators), treys and
pokerkit on the same random hands (issues 21 and 33), and the ranking package's
cold import.

Five, six and seven cards: the same random hands for every evaluator, each given
them in the form it takes naturally, converted before timing, so that only
evaluation is timed: ours the engine's own ``Card`` tuples (what a showdown holds,
nothing converted); eval7 a list of its ``eval7.Card`` objects (what
``eval7.evaluate`` takes, one object a card); phevaluator its card ints as
arguments (``evaluate_cards(*ints)``); treys its int lists, board and hole apart
(``Evaluator.evaluate(board, hand)``); pokerkit card text, as its ``from_game``
reads (treys and pokerkit, slow, the first of the same hands only). Every run
keeps each result in a list (the values a showdown or an equity loop goes on to
compare), so no evaluator's answer is thrown away.

The headline is a straight pass: each evaluator once over all the hands, in
turn, a few rounds, each evaluator's fastest pass (``_straight_rates``). Beside
it, issue 21's best-of figure: chunks of 2,000 hands, fastest of five warm tries
per chunk, every evaluator in turn on the same chunk (``_chunked_rates``). Both
are timed in this thread's CPU time; the machine is shared, so read the ratios,
not the rates.

Three figures for ours at seven cards: ``best_high`` (the hand as a value, what
the rules code uses: one shared ``HighHand`` per strength, the cards used on
demand), ``seven_card_strength`` (the strength only, an int as eval7 returns) and
the numpy batch (``engine.equity.batch.high_strengths``, many hands in one call,
given as an array of card indices).

The cold import: a fresh interpreter's CPU time to import
``director.engine.ranking`` (with ``director.engine.cards`` and the messages it
needs), its compiled modules written by an unmeasured first run (as an installed
program has them); target under 30 ms. Beside it, the same with the first
``best_high`` of five, six and seven cards, which builds each size's tuple of
hands (``high._SlotHands``).
"""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import phevaluator
import pokerkit
import treys

from benchmarks.bytecode import bytecode_in
from director.engine.cards import STANDARD_DECK, Card, format_cards
from director.engine.equity.batch import high_strengths
from director.engine.ranking import (
    best_high,
    best_low8,
    best_omaha_high,
    best_omaha_low8,
    best_razz,
)
from director.engine.ranking.high import seven_card_strength

with warnings.catch_warnings():  # eval7's range parser uses pyparsing's old names
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7


def _rate(run: Callable[[], None], count: int, repeat: int = 3) -> float:
    """Best of ``repeat`` runs, in evaluations per second."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return count / best


def _chunked_rates(runs: Sequence[tuple[str, Any, Callable[[Any], None]]],
                   chunk: int, repeat: int) -> list[tuple[str, int, float]]:
    """Evaluations per second of each run over its own hands, cut into chunks of
    ``chunk`` hands: every chunk is timed ``repeat`` times, each run taking its turn
    on the same chunk, and a run's time is the sum over chunks of its fastest try.
    Short tries dodge most of the moments when other work holds the machine, and
    the turns make the machine's changing speed touch all runs alike. Each try
    follows an untimed pass of the same run over the same chunk, so every run is
    timed with its own tables and hands in the cache (a tight loop, as in an equity
    enumeration), whichever run came before it. Tries are timed in this thread's
    CPU time (``time.thread_time``), so the moments the shared machine gives to
    other work are not counted against whichever run they fall on."""
    count = len(runs[0][1])
    best = {name: [float("inf")] * ((count + chunk - 1) // chunk) for name, _, _ in runs}
    clock = time.thread_time
    for _ in range(repeat):
        for number, start in enumerate(range(0, count, chunk)):
            for name, hands, run in runs:
                part = hands[start:start + chunk]
                run(part)
                began = clock()
                run(part)
                spent = clock() - began
                if spent < best[name][number]:
                    best[name][number] = spent
    return [(name, len(hands), len(hands) / sum(best[name])) for name, hands, _ in runs]


def _straight_rates(runs: Sequence[tuple[str, Any, Callable[[Any], None]]],
                    rounds: int) -> list[tuple[str, int, float]]:
    """Evaluations per second of each run over all its hands in one pass: every
    run takes its turn in each round, and a run's figure is its fastest pass."""
    best = {name: float("inf") for name, _, _ in runs}
    clock = time.thread_time
    for _ in range(rounds):
        for name, hands, run in runs:
            began = clock()
            run(hands)
            best[name] = min(best[name], clock() - began)
    return [(name, len(hands), len(hands) / best[name]) for name, hands, _ in runs]


def _deal(rng: random.Random, count: int, size: int) -> list[tuple[Card, ...]]:
    return [tuple(rng.sample(STANDARD_DECK, size)) for _ in range(count)]


def _table(title: str, rows: Sequence[tuple[str, int, float]],
           beside: Sequence[tuple[str, int, float]] = ()) -> None:
    ours = rows[0][2]
    chunked = {name: rate for name, _, rate in beside}
    print(f"\n{title}")
    print(f"{'evaluator':<34}{'hands':>9}{'evals/sec':>14}{'rate / ours':>13}{'ours faster':>13}"
          + (f"{'best-of: ours faster':>22}" if beside else ""))
    for name, hands, rate in rows:
        line = f"{name:<34}{hands:>9,}{rate:>14,.0f}{rate / ours:>13.4f}{ours / rate:>12.2f}x"
        if name in chunked:
            line += f"{chunked[rows[0][0]] / chunked[name]:>21.2f}x"
        print(line)


def _high(rng: random.Random, size: int, quick: bool) -> None:
    count = 2_000 if quick else 200_000
    hands = _deal(rng, count, size)
    evaluator = treys.Evaluator()
    new = treys.Card.new
    slow_count = count if quick else 20_000  # treys is slow: fewer of the same hands
    treys_hands = [([new(str(c)) for c in h[5:]], [new(str(c)) for c in h[:5]])
                   for h in hands[:slow_count]]
    e7_deck = {card: eval7.Card(str(card)) for card in STANDARD_DECK}  # one object a card
    e7_hands = [[e7_deck[c] for c in h] for h in hands]
    ph_hands = [tuple(int(phevaluator.Card(str(c))) for c in h) for h in hands]
    pk_count = 200 if quick else 5_000
    pk_hands = [(format_cards(h[5:]), format_cards(h[:5])) for h in hands[:pk_count]]
    from_game: Any = pokerkit.StandardHighHand.from_game

    kept: list[object] = []  # the last part's results of each run, in turn

    def ours(part: Sequence[tuple[Card, ...]]) -> None:
        evaluate = best_high
        kept[:] = [evaluate(hand) for hand in part]

    def ours_strength(part: Sequence[tuple[Card, ...]]) -> None:
        evaluate = seven_card_strength
        kept[:] = [evaluate(hand) for hand in part]

    batch = np.array([[c.index for c in h] for h in hands], dtype=np.int64)
    high_strengths(batch[:10])  # builds its tables once, outside the timing

    def ours_batch(part: Any) -> None:
        kept[:] = [high_strengths(part)]

    def theirs_eval7(part: Sequence[list[Any]]) -> None:
        evaluate = eval7.evaluate
        kept[:] = [evaluate(hand) for hand in part]

    def theirs_phevaluator(part: Sequence[tuple[int, ...]]) -> None:
        evaluate = phevaluator.evaluate_cards
        kept[:] = [evaluate(*hand) for hand in part]

    def theirs_treys(part: Sequence[tuple[list[int], list[int]]]) -> None:
        evaluate = evaluator.evaluate
        kept[:] = [evaluate(board, hole) for hole, board in part]

    def theirs_pokerkit() -> None:
        for hole, board in pk_hands:
            from_game(hole, board)

    # Each run reads its own hands, built alike (one list after another), so none
    # finds a part already in the cache because another run read it just before.
    runs: list[tuple[str, Any, Callable[[Any], None]]] = [
        ("director best_high", [tuple(list(h)) for h in hands], ours)]
    if size == 7:
        runs.append(("director seven_card_strength", [tuple(list(h)) for h in hands],
                     ours_strength))
    runs += [
        ("director batch (numpy)", batch, ours_batch),
        ("eval7 evaluate (C)", e7_hands, theirs_eval7),
        ("phevaluator evaluate_cards (C)", ph_hands, theirs_phevaluator),
        ("treys Evaluator.evaluate", treys_hands, theirs_treys),
    ]
    rows = _straight_rates(runs, 2 if quick else 5)
    beside = _chunked_rates(runs, 2_000, 2 if quick else 5)
    rows.append(("pokerkit StandardHighHand", pk_count, _rate(theirs_pokerkit, pk_count, 1)))
    _table(f"High, {size} cards: a straight pass over {count:,} hands (beside: best-of chunks)",
           rows, beside)


def _cold_import(quick: bool) -> None:
    """CPU time of a fresh interpreter importing the ranking package, the
    interpreter's own start excluded."""
    code = ("import time; began = time.process_time(); import director.engine.ranking; "
            "imported = time.process_time(); from director.engine.cards import STANDARD_DECK; "
            "[director.engine.ranking.best_high(STANDARD_DECK[::5][:n]) for n in (5, 6, 7)]; "
            "print(imported - began, time.process_time() - began)")
    with tempfile.TemporaryDirectory(prefix="director-ranking-") as folder:
        env = bytecode_in(Path(folder))
        subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True)
        runs = [subprocess.run([sys.executable, "-c", code], env=env, check=True,
                               capture_output=True, text=True).stdout.split()
                for _ in range(3 if quick else 15)]
    times = sorted(float(imported) for imported, _ in runs)
    first = sorted(float(used) for _, used in runs)
    print(f"\ncold import of director.engine.ranking (fresh interpreters, CPU): "
          f"fastest {times[0] * 1000:.1f} ms, median {times[len(times) // 2] * 1000:.1f} ms "
          f"(target: under 30 ms); with the first best_high of 5, 6 and 7 cards (each "
          f"size's tuple of hands built then): median {first[len(first) // 2] * 1000:.1f} ms")


def _omaha(rng: random.Random, quick: bool) -> None:
    count = 1_000 if quick else 40_000
    deals = [(d[:4], d[4:]) for d in _deal(rng, count, 9)]
    pk_count = 50 if quick else 1_000
    pk_deals = [(format_cards(h), format_cards(b)) for h, b in deals[:pk_count]]

    for title, ours_fn, pk_cls in (
        ("Omaha high, 4 hole + 5 board", best_omaha_high, pokerkit.OmahaHoldemHand),
        ("Omaha low 8 or better, 4 + 5", best_omaha_low8, pokerkit.OmahaEightOrBetterLowHand),
    ):
        def ours(fn: Callable[..., object] = ours_fn) -> None:
            for hole, board in deals:
                fn(hole, board)

        def theirs(cls: Any = pk_cls) -> None:
            for hole, board in pk_deals:
                cls.from_game_or_none(hole, board)

        _table(title, [
            (f"director {ours_fn.__name__}", count, _rate(ours, count)),
            (f"pokerkit {pk_cls.__name__}", pk_count, _rate(theirs, pk_count, 1)),
        ])


def _stud_lows(rng: random.Random, quick: bool) -> None:
    count = 2_000 if quick else 100_000
    hands = _deal(rng, count, 7)
    pk_count = 100 if quick else 2_000
    pk_hands = [(format_cards(h[:3]), format_cards(h[3:])) for h in hands[:pk_count]]
    for title, ours_fn, pk_cls in (
        ("Razz, 7 cards", best_razz, pokerkit.RegularLowHand),
        ("Stud low 8 or better, 7 cards", best_low8, pokerkit.EightOrBetterLowHand),
    ):
        def ours(fn: Callable[..., object] = ours_fn) -> None:
            for hand in hands:
                fn(hand)

        def theirs(cls: Any = pk_cls) -> None:
            for hole, board in pk_hands:
                cls.from_game_or_none(hole, board)

        _table(title, [
            (f"director {ours_fn.__name__}", count, _rate(ours, count)),
            (f"pokerkit {pk_cls.__name__}", pk_count, _rate(theirs, pk_count, 1)),
        ])


def run(quick: bool) -> None:
    """Print evaluations per second for each evaluator and its ratio to ours."""
    rng = random.Random(20240601)
    _cold_import(quick)
    for size in (5, 6, 7):
        _high(rng, size, quick)
    _omaha(rng, quick)
    _stud_lows(rng, quick)
