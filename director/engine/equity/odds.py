"""Each player's chance at an all-in: exact by dealing out every way the cards
can come, or a Monte Carlo estimate that states its margin and refines when asked
again (issue 21). The hands are face up (R-7.1); the pot is split as at the
showdown: the best high hand, or in a hi/lo game half to the best high and half
to the best qualifying low, the whole to the high hand without one (R-2.4, R-7.5).

The random source is passed in (``random.Random``): the engine draws no hidden
randomness, so an estimate is repeatable from its seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np
import numpy.typing as npt

from director.engine.cards import Card
from director.engine.equity import batch
from director.engine.equity.spot import Spot
from director.engine.hand.games import HighRanking
from director.engine.ranking import best_low8, best_razz
from director.engine.ranking.high import seven_card_strength

Ints = npt.NDArray[np.int64]

EXACT_BUDGET = 150_000
"""Most microseconds an exact count may take on the 2-core machine of issue 21
(under its 200 ms): a hold'em hand in the numpy batch about 1, an Omaha hand (sixty
five-card choices) 25 and with its low 45, a stud hand evaluated one by one 40."""
BATCH = 4_000
"""Deals added by each further Monte Carlo estimate."""
Z95 = 1.96


@dataclass(frozen=True, slots=True)
class PlayerOdds:
    """One hand's chances: ``win`` the whole pot alone (a scoop in hi/lo), ``tie``
    a part of it (a split), ``share`` the part of the pot it takes on average."""

    win: float
    tie: float
    share: float


@dataclass(frozen=True, slots=True)
class Equity:
    """Everyone's chances at one moment of an all-in, in the spot's hand order.

    ``exact``: every deal was counted. Otherwise ``margin`` is the 95% margin
    of the shares (the largest over the players) after ``deals`` random deals.
    """

    players: tuple[PlayerOdds, ...]
    deals: int
    exact: bool
    margin: float
    hi_lo: bool

    @property
    def refinable(self) -> bool:
        """Whether asking again gives a closer estimate."""
        return not self.exact

    def leader(self) -> int:
        """The index of the hand with the largest share (the first of equals)."""
        shares = [p.share for p in self.players]
        return shares.index(max(shares))


class _Tally:
    def __init__(self, players: int) -> None:
        self.win = np.zeros(players)
        self.tie = np.zeros(players)
        self.share = np.zeros(players)
        self.share_sq = np.zeros(players)
        self.deals = 0

    def add(self, high: Ints, low: Ints | None) -> None:
        """Count deals given each hand's high strength (and low, 0 for none) per row."""
        hw = high == high.max(axis=1, keepdims=True)
        hshare = hw / hw.sum(axis=1, keepdims=True)
        if low is None:
            share = hshare
        else:
            best = low.max(axis=1, keepdims=True)
            lw = (low == best) & (best > 0)
            lshare = lw / np.maximum(lw.sum(axis=1, keepdims=True), 1)
            share = np.where(best > 0, (hshare + lshare) / 2, hshare)
        self.win += (share == 1.0).sum(axis=0)
        self.tie += ((share > 0) & (share < 1.0)).sum(axis=0)
        self.share += share.sum(axis=0)
        self.share_sq += (share * share).sum(axis=0)
        self.deals += share.shape[0]

    def result(self, exact: bool, hi_lo: bool) -> Equity:
        n = self.deals
        mean = self.share / n
        margin = 0.0
        if not exact and n > 1:
            var = np.maximum(self.share_sq / n - mean * mean, 0.0) * n / (n - 1)
            margin = float(Z95 * math.sqrt(float(var.max()) / n))
        players = tuple(
            PlayerOdds(float(w / n), float(t / n), float(s))
            for w, t, s in zip(self.win, self.tie, mean, strict=True)
        )
        return Equity(players, n, exact, margin, hi_lo)


def _hi_lo(spot: Spot) -> bool:
    return spot.game.low8


def deal_count(spot: Spot) -> int:
    """How many different ways the cards still to come can fall."""
    left = len(spot.remaining())
    total = 1
    for need in spot.to_come():
        total *= math.comb(left, need)
        left -= need
    return total


def _unit_cost(spot: Spot) -> int:
    if spot.stud:
        return 40
    if spot.game.omaha:
        return 45 if spot.game.low8 else 25
    return 1


def exact_is_quick(spot: Spot) -> bool:
    """Whether counting every deal stays within ``EXACT_BUDGET`` (about 200 ms)."""
    return deal_count(spot) * len(spot.hands) * _unit_cost(spot) <= EXACT_BUDGET


# ---- evaluating deals ----------------------------------------------------------

def _board_values(spot: Spot, boards: Ints) -> tuple[Ints, Ints | None]:
    holes = [tuple(c.index for c in hand) for hand in spot.hands]
    if spot.game.omaha:
        high = np.stack([batch.omaha_classes(h, boards) for h in holes], axis=1).astype(np.int64)
        low = (np.stack([batch.omaha_lows(h, boards) for h in holes], axis=1)
               if spot.game.low8 else None)
        return high, low
    return np.stack([batch.holdem_classes(h, boards) for h in holes], axis=1).astype(np.int64), None


def _stud_values(spot: Spot, deals: Sequence[Sequence[tuple[Card, ...]]]
                 ) -> tuple[Ints, Ints | None]:
    razz = spot.game.high is HighRanking.RAZZ
    low8 = spot.game.low8
    high_rows = []
    low_rows = []
    for deal in deals:
        hands = [known + extra for known, extra in zip(spot.hands, deal, strict=True)]
        if razz:
            high_rows.append([best_razz(h).strength for h in hands])
        else:
            high_rows.append([seven_card_strength(h) for h in hands])
        if low8:
            low_rows.append([(v.strength if (v := best_low8(h)) else 0) for h in hands])
    high = np.array(high_rows, dtype=np.int64)
    return high, (np.array(low_rows, dtype=np.int64) if low8 else None)


def _board_array(spot: Spot, extra: Sequence[Sequence[Card]]) -> Ints:
    known = [c.index for c in spot.board]
    return np.array([known + [c.index for c in e] for e in extra], dtype=np.int64).reshape(
        len(extra), 5)


def _stud_splits(remaining: tuple[Card, ...], needs: tuple[int, ...]
                 ) -> Iterator[tuple[tuple[Card, ...], ...]]:
    if not needs:
        yield ()
        return
    first, rest = needs[0], needs[1:]
    for chosen in combinations(remaining, first):
        taken = set(chosen)
        others = tuple(c for c in remaining if c not in taken)
        for tail in _stud_splits(others, rest):
            yield (chosen, *tail)


# ---- exact and estimated -------------------------------------------------------

def exact(spot: Spot) -> Equity:
    """Every deal counted (a spot checked by ``Spot.of``); may be slow: see
    ``exact_is_quick``."""
    tally = _Tally(len(spot.hands))
    remaining = spot.remaining()
    if spot.stud:
        deals = list(_stud_splits(remaining, spot.to_come()))
        for start in range(0, len(deals), BATCH):
            tally.add(*_stud_values(spot, deals[start:start + BATCH]))
    else:
        need = spot.to_come()[0]
        extras = list(combinations(remaining, need))
        for start in range(0, len(extras), 50_000):
            boards = _board_array(spot, extras[start:start + 50_000])
            tally.add(*_board_values(spot, boards))
    return tally.result(True, _hi_lo(spot))


def _random_picks(spot: Spot, rng: random.Random, count: int) -> Ints:
    """``count`` rows of distinct random cards still to come (positions in
    ``spot.remaining()``), drawn from a numpy generator seeded by ``rng``."""
    remaining = len(spot.remaining())
    need = sum(spot.to_come())
    generator = np.random.default_rng(rng.getrandbits(64))
    keys = generator.random((count, remaining))
    picks: Ints = np.argpartition(keys, need - 1, axis=1)[:, :need] if need else np.zeros(
        (count, 0), dtype=np.int64)
    return picks


def estimates(spot: Spot, rng: random.Random, batch_size: int = BATCH) -> Iterator[Equity]:
    """Ever closer estimates: each one adds ``batch_size`` random deals to the
    last. A spot quick to count exactly yields its exact equity once and stops."""
    if exact_is_quick(spot):
        yield exact(spot)
        return
    tally = _Tally(len(spot.hands))
    remaining = spot.remaining()
    deck = np.array([c.index for c in remaining], dtype=np.int64)
    known_board = np.array([c.index for c in spot.board], dtype=np.int64)
    needs = spot.to_come()
    while True:
        picks = _random_picks(spot, rng, batch_size)
        if spot.stud:
            deals = []
            for row in picks.tolist():
                parts = []
                start = 0
                for need in needs:
                    parts.append(tuple(remaining[i] for i in row[start:start + need]))
                    start += need
                deals.append(tuple(parts))
            tally.add(*_stud_values(spot, deals))
        else:
            boards = np.concatenate(
                [np.broadcast_to(known_board, (batch_size, known_board.size)), deck[picks]],
                axis=1)
            tally.add(*_board_values(spot, boards))
        yield tally.result(False, _hi_lo(spot))


def equity(spot: Spot, rng: random.Random | None = None) -> Equity:
    """Exact equity when it is quick to count, else a first Monte Carlo estimate
    (``rng`` is then required: the caller owns the randomness)."""
    if exact_is_quick(spot):
        return exact(spot)
    if rng is None:
        raise ValueError("this spot needs a Monte Carlo estimate: pass a random.Random")
    return next(estimates(spot, rng))
