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
from collections.abc import Iterator
from itertools import combinations, islice

import numpy as np
import numpy.typing as npt

from director.engine.equity.evaluate import Dealer
from director.engine.equity.preflop import exact_preflop
from director.engine.equity.spot import BOARD_SIZE, Spot
from director.engine.equity.tally import Tally
from director.engine.frozen import frozen_record

Ints = npt.NDArray[np.int64]

EXACT_BUDGET = 100_000
"""Most microseconds an exact count may take on the 2-core machine of issue 33:
the felt shows a count within a tenth of a second. Hold'em with the whole board
to come is counted by rank multisets (``preflop``): about 30 ms heads-up, a few
more a hand."""
BATCH = 16_000
"""Deals added by each further Monte Carlo estimate (a few milliseconds)."""
DRAWN_AT_ONCE = 16_384
"""Random deals drawn and evaluated in one go: arrays of this length stay in the
processor's cache, where longer ones would not (issue 33)."""
Z95 = 1.96


@frozen_record
class PlayerOdds:
    """One hand's chances: ``win`` the whole pot alone (a scoop in hi/lo), ``tie``
    a part of it (a split), ``share`` the part of the pot it takes on average."""

    win: float
    tie: float
    share: float


@frozen_record
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


def _equity(tally: Tally, exact: bool, hi_lo: bool) -> Equity:
    n = tally.deals
    mean = tally.share / n
    margin = 0.0
    if not exact and n > 1:
        var = np.maximum(tally.share_sq / n - mean * mean, 0.0) * n / (n - 1)
        margin = float(Z95 * math.sqrt(float(var.max()) / n))
    players = tuple(
        PlayerOdds(float(w / n), float(t / n), float(s))
        for w, t, s in zip(tally.win, tally.tie, mean, strict=True)
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


BY_RANKS_FROM = 20_000
"""Boards from which hold'em with the whole board to come is counted by rank
multisets (``preflop``) rather than board by board."""


def _by_ranks(spot: Spot) -> bool:
    """Hold'em with the whole board to come and many boards: counted by rank multisets."""
    return (not spot.stud and not spot.game.omaha and spot.to_come()[0] == BOARD_SIZE
            and deal_count(spot) >= BY_RANKS_FROM)


def _unit_cost(spot: Spot) -> float:
    """Microseconds a hand and a deal take in the numpy evaluation."""
    if spot.stud:
        return 0.15
    if spot.game.omaha:
        return 1.5 if spot.game.low8 else 0.7
    return 0.1


def exact_is_quick(spot: Spot) -> bool:
    """Whether counting every deal stays within ``EXACT_BUDGET`` (a tenth of a second)."""
    if _by_ranks(spot):  # about 20 ms, and 4 ms a hand
        return 20_000 + 4_000 * len(spot.hands) <= EXACT_BUDGET
    return deal_count(spot) * len(spot.hands) * _unit_cost(spot) <= EXACT_BUDGET


# ---- exact and estimated -------------------------------------------------------

CHUNK = 50_000
"""Deals evaluated at once in an exact count."""


def exact(spot: Spot) -> Equity:
    """Every deal counted (a spot checked by ``Spot.of``); may be slow: see
    ``exact_is_quick``."""
    if _by_ranks(spot):
        win, tie, share, deals = exact_preflop(spot)
        players = tuple(PlayerOdds(float(w / deals), float(t / deals), float(s / deals))
                        for w, t, s in zip(win, tie, share, strict=True))
        return Equity(players, deals, True, 0.0, _hi_lo(spot))
    tally = Tally(len(spot.hands))
    dealer = Dealer(spot)
    for positions in _every_deal(spot):
        tally.add(*dealer.evaluate(positions))
    return _equity(tally, True, _hi_lo(spot))


def _every_deal(spot: Spot) -> Iterator[npt.NDArray[np.intp]]:
    """Every deal as rows of positions in ``spot.remaining()``, in chunks."""
    size = len(spot.remaining())
    if spot.stud:
        rows = (tuple(i for part in deal for i in part)
                for deal in _stud_splits(tuple(range(size)), spot.to_come()))
    else:
        rows = (tuple(c) for c in combinations(range(size), spot.to_come()[0]))
    width = sum(spot.to_come())
    while True:
        chunk = list(islice(rows, CHUNK))
        if not chunk:
            return
        yield np.array(chunk, dtype=np.intp).reshape(len(chunk), width)


def _stud_splits(remaining: tuple[int, ...], needs: tuple[int, ...]
                 ) -> Iterator[tuple[tuple[int, ...], ...]]:
    if not needs:
        yield ()
        return
    first, rest = needs[0], needs[1:]
    for chosen in combinations(remaining, first):
        taken = set(chosen)
        others = tuple(c for c in remaining if c not in taken)
        for tail in _stud_splits(others, rest):
            yield (chosen, *tail)


def estimates(spot: Spot, rng: random.Random, batch_size: int = BATCH, *,
              exact_first: bool = True) -> Iterator[Equity]:
    """Ever closer estimates: each one adds ``batch_size`` random deals to the
    last. A spot quick to count exactly yields its exact equity once and stops
    (unless ``exact_first`` is false: the Monte Carlo alone, as a benchmark asks)."""
    if exact_first and exact_is_quick(spot):
        yield exact(spot)
        return
    tally = Tally(len(spot.hands))
    dealer = Dealer(spot)
    hi_lo = _hi_lo(spot)
    generator = np.random.default_rng(rng.getrandbits(64))
    while True:
        for start in range(0, batch_size, DRAWN_AT_ONCE):
            tally.add(*dealer.draw(generator, min(DRAWN_AT_ONCE, batch_size - start)))
        yield _equity(tally, False, hi_lo)


def equity(spot: Spot, rng: random.Random | None = None) -> Equity:
    """Exact equity when it is quick to count, else a first Monte Carlo estimate
    (``rng`` is then required: the caller owns the randomness)."""
    if exact_is_quick(spot):
        return exact(spot)
    if rng is None:
        raise ValueError("this spot needs a Monte Carlo estimate: pass a random.Random")
    return next(estimates(spot, rng))
