"""Random deals of the cards still to come, many at once, with numpy (issue 33).

Positions are places in ``spot.remaining()``. Five board cards (hold'em and Omaha
before the flop, the case that needs estimating) are drawn as a random three of
the remaining cards and a random two, a row kept when the two miss the three:
every five arises from ten such splits, so every board is as likely as every
other, and each row costs one random number and two look-ups of sums made once
per spot (``Boards``). Other counts draw the first cards of a random order of the
deck in place (``first_of_shuffles``). Random numbers come from a numpy generator
seeded from the caller's ``random.Random``, so a run repeats from its seed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from itertools import combinations, pairwise

import numpy as np
import numpy.typing as npt

from director.engine.ranking.high_data import SEVEN_RANK_KEYS

Ints = npt.NDArray[np.int64]
Index = npt.NDArray[np.intp]


@cache
def subsets(size: int, count: int) -> Index:
    """Every ``count`` of the positions ``0..size-1``, one a row, in order."""
    if count in (2, 3):  # the places of an increasing grid (quicker than a loop)
        axes = np.ogrid[tuple(slice(0, size) for _ in range(count))]
        rising = np.ones((1,) * count, dtype=bool)
        for lower, upper in pairwise(axes):
            rising = rising & (lower < upper)
        grid: Index = np.argwhere(rising)
        return grid
    found: Index = np.array(list(combinations(range(size), count)), dtype=np.intp).reshape(
        -1, count)
    return found


@dataclass(frozen=True)
class Board:
    """Random five-card boards: the sum of each board's codes, and its bits on demand."""

    code: Ints
    boards: Boards
    three: Index
    two: Index

    def bits(self, rows: Index) -> Ints:
        """The sum of the bits of the boards of ``rows``."""
        found: Ints = self.boards.bits3[self.three[rows]] | self.boards.bits2[self.two[rows]]
        return found


class Boards:
    """Draws five-card boards from cards whose codes and bits are given (one per
    position), with the sums of every three and every two made once."""

    def __init__(self, code: Ints, bits: Ints) -> None:
        self.size = len(code)
        three, two = subsets(self.size, 3), subsets(self.size, 2)
        self.code3, self.bits3 = code[three].sum(axis=1), bits[three].sum(axis=1)
        self.code2, self.bits2 = code[two].sum(axis=1), bits[two].sum(axis=1)

    def _draw(self, generator: np.random.Generator, count: int) -> tuple[Index, Index]:
        """``count`` rows of a three (its place among the threes) and a two apart:
        a row whose two meets its three (an eighth of them) is drawn again."""
        threes, twos = len(self.code3), len(self.code2)
        u = generator.random(count) * threes
        three = u.astype(np.intp)
        two = ((u - three) * twos).astype(np.intp)
        again = np.flatnonzero(self.bits3[three] & self.bits2[two])
        while again.size:
            u = generator.random(again.size) * threes
            three[again] = redrawn = u.astype(np.intp)
            two[again] = ((u - redrawn) * twos).astype(np.intp)
            again = again[(self.bits3[three[again]] & self.bits2[two[again]]) != 0]
        return three, two

    def draw(self, generator: np.random.Generator, count: int) -> Board:
        """``count`` boards, each five different cards, every five alike likely."""
        three, two = self._draw(generator, count)
        return Board(self.code3[three] + self.code2[two], self, three, two)

    def positions(self, generator: np.random.Generator, count: int) -> Index:
        """``count`` boards as rows of five positions."""
        three, two = self._draw(generator, count)
        size = self.size
        found: Index = np.concatenate([subsets(size, 3)[three], subsets(size, 2)[two]], axis=1)
        return found


def first_of_shuffles(generator: np.random.Generator, size: int, count: int,
                      rows: int) -> Index:
    """``rows`` rows of the first ``count`` positions of a random order of
    ``0..size-1``. While most rows of ``count`` independent positions hold no
    position twice, such rows are drawn and the others drawn again; else a
    Fisher-Yates shuffle stopped after ``count`` steps."""
    alike = math.prod(1 - step / size for step in range(count))
    if alike >= 0.2:
        found = (generator.random((rows, count)) * size).astype(np.intp)
        again = np.flatnonzero(_repeats(found, count))
        while again.size:
            found[again] = (generator.random((again.size, count)) * size).astype(np.intp)
            again = again[_repeats(found[again], count)]
        return found
    order = np.broadcast_to(np.arange(size, dtype=np.uint8), (rows, size)).copy()
    every = np.arange(rows)
    for step in range(count):
        pick = step + (generator.random(rows) * (size - step)).astype(np.intp)
        chosen = order[every, pick]
        order[every, pick] = order[every, step]
        order[every, step] = chosen
    shuffled: Index = order[:, :count].astype(np.intp)
    return shuffled


def _repeats(positions: Index, count: int) -> npt.NDArray[np.bool_]:
    """Rows that hold a position twice (positions below 64)."""
    bits = np.bitwise_or.reduce(np.int64(1) << positions, axis=1)
    repeated: npt.NDArray[np.bool_] = np.bitwise_count(bits) != count
    return repeated


@cache
def rank_multisets(size: int) -> Ints:
    """Every multiset of ``size`` ranks with at most four of a rank, as counts by
    rank (deuce first), one a row: built rank by rank (no loop over the rows)."""
    counts = np.zeros((1, 0), dtype=np.int64)
    for rank in range(13):
        held = counts.sum(axis=1)
        more = np.arange(5, dtype=np.int64)
        room = held[:, None] + more[None, :] <= size
        if rank == 12:  # the last rank takes what is left
            room &= held[:, None] + more[None, :] == size
        rows, added = np.nonzero(room)
        counts = np.concatenate([counts[rows], more[added][:, None]], axis=1)
    return counts


@cache
def board_ranks() -> tuple[Ints, Ints]:
    """Every multiset of five ranks (at most four of one): counts by rank (deuce
    first), and the sums of their rank keys (``SEVEN_RANK_KEYS``)."""
    counts = rank_multisets(5)
    keys: Ints = counts @ np.array(SEVEN_RANK_KEYS, dtype=np.int64)
    return counts, keys


def generator_of(rng_bits: int) -> np.random.Generator:
    """A numpy generator seeded from 64 bits of the caller's random source."""
    return np.random.default_rng(rng_bits)


def board_deals(size: int) -> int:
    """How many different boards of five come from ``size`` cards."""
    return math.comb(size, 5)
