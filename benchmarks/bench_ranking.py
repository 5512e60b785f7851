"""Hand-ranking throughput: ours against eval7 and phevaluator (C evaluators), treys and
pokerkit on the same random hands.

Card representations are converted before timing; only evaluation is timed. Three
figures for ours on seven cards: ``best_high`` (the hand as an object, what the
rules code uses), ``seven_card_strength`` (the strength only, as eval7 returns an
int) and the numpy batch (``engine.equity.batch.high_strengths``, many hands in one
call, given as an array of card indices: converted before timing, as for the peers).
"""

from __future__ import annotations

import random
import time
import warnings
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import phevaluator
import pokerkit
import treys

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


def _rates(runs: Sequence[tuple[str, int, Callable[[], None]]], repeat: int
           ) -> list[tuple[str, int, float]]:
    """Evaluations per second of each run, best of ``repeat`` rounds in which every
    run takes its turn: the machine's changing speed then touches all alike."""
    best = {name: float("inf") for name, _, _ in runs}
    for _ in range(repeat):
        for name, _, run in runs:
            start = time.perf_counter()
            run()
            best[name] = min(best[name], time.perf_counter() - start)
    return [(name, count, count / best[name]) for name, count, _ in runs]


def _deal(rng: random.Random, count: int, size: int) -> list[tuple[Card, ...]]:
    return [tuple(rng.sample(STANDARD_DECK, size)) for _ in range(count)]


def _table(title: str, rows: Sequence[tuple[str, int, float]]) -> None:
    ours = rows[0][2]
    print(f"\n{title}")
    print(f"{'evaluator':<34}{'hands':>9}{'evals/sec':>14}{'rate / ours':>13}{'ours faster':>13}")
    for name, hands, rate in rows:
        print(f"{name:<34}{hands:>9,}{rate:>14,.0f}{rate / ours:>13.4f}{ours / rate:>12.1f}x")


def _seven_card(rng: random.Random, quick: bool) -> None:
    count = 2_000 if quick else 200_000
    hands = _deal(rng, count, 7)
    evaluator = treys.Evaluator()
    new = treys.Card.new
    treys_hands = [([new(str(c)) for c in h[5:]], [new(str(c)) for c in h[:5]]) for h in hands]
    e7_hands = [[eval7.Card(str(c)) for c in h] for h in hands]
    ph_hands = [tuple(int(phevaluator.Card(str(c))) for c in h) for h in hands]
    pk_count = 200 if quick else 5_000
    pk_hands = [(format_cards(h[5:]), format_cards(h[:5])) for h in hands[:pk_count]]
    from_game: Any = pokerkit.StandardHighHand.from_game

    def ours() -> None:
        for hand in hands:
            best_high(hand)

    def ours_strength() -> None:
        for hand in hands:
            seven_card_strength(hand)

    batch = np.array([[c.index for c in h] for h in hands], dtype=np.int64)
    high_strengths(batch[:10])  # builds its tables once, outside the timing

    def ours_batch() -> None:
        high_strengths(batch)

    def theirs_eval7() -> None:
        evaluate = eval7.evaluate
        for hand in e7_hands:
            evaluate(hand)

    def theirs_phevaluator() -> None:
        evaluate = phevaluator.evaluate_cards
        for hand in ph_hands:
            evaluate(*hand)

    def theirs_treys() -> None:
        evaluate = evaluator.evaluate
        for hole, board in treys_hands:
            evaluate(board, hole)

    def theirs_pokerkit() -> None:
        for hole, board in pk_hands:
            from_game(hole, board)

    rows = _rates([
        ("director best_high", count, ours),
        ("director seven_card_strength", count, ours_strength),
        ("director batch (numpy)", count, ours_batch),
        ("eval7 evaluate (C)", count, theirs_eval7),
        ("phevaluator evaluate_cards (C)", count, theirs_phevaluator),
        ("treys Evaluator.evaluate", count, theirs_treys),
    ], 2 if quick else 7)
    rows.append(("pokerkit StandardHighHand", pk_count, _rate(theirs_pokerkit, pk_count, 1)))
    _table("High, 7 cards (best_high)", rows)


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
    _seven_card(rng, quick)
    _omaha(rng, quick)
    _stud_lows(rng, quick)
