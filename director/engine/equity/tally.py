"""Counting the outcomes of deals: wins, ties and shares of the pot (R-7.5), and
the sums an estimate's margin needs. Arrays are (hands, deals), a hand's row
contiguous, so that every step runs along the deals (issue 33)."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt


class Tally:
    """Each hand's wins (alone; a scoop in hi/lo), ties (a part of the pot), and the
    sums of its shares and their squares over the deals counted so far."""

    def __init__(self, players: int) -> None:
        self.win = np.zeros(players)
        self.tie = np.zeros(players)
        self.share = np.zeros(players)
        self.share_sq = np.zeros(players)
        self.deals = 0

    def add(self, high: npt.NDArray[np.signedinteger[Any]],
            low: npt.NDArray[np.signedinteger[Any]] | None) -> None:
        """Count deals given each hand's high class (and low, 0 for none): arrays
        of (hands, deals), a hand's row contiguous, so that every step runs along
        the deals."""
        deals = high.shape[1]
        self.deals += deals
        best = high[0].copy()
        for row in high[1:]:
            np.maximum(best, row, out=best)
        tops = [row == best for row in high]
        if low is None:
            if len(tops) == 2:  # heads-up: the wins and the ties are all there is
                wins = np.array([np.count_nonzero(~tops[1]), np.count_nonzero(~tops[0])],
                                dtype=np.float64)
                ties = deals - wins.sum()
                self.win += wins
                self.tie += ties
                self.share += wins + ties / 2
                self.share_sq += wins + ties / 4
                return
            winners = _count(tops)
            part = 1 / winners
            alone = winners == 1
            for number, top in enumerate(tops):
                won = np.count_nonzero(top & alone)
                self.win[number] += won
                self.tie[number] += np.count_nonzero(top) - won
                self.share[number] += _dot(part, top)
                self.share_sq[number] += _dot(part * part, top)
            return
        high_part = 1 / _count(tops)
        low_best = low[0].copy()
        for row in low[1:]:
            np.maximum(low_best, row, out=low_best)
        has_low = low_best > 0
        lows = [(row == low_best) & has_low for row in low]
        low_part = 1 / np.maximum(_count(lows), 1)
        halves = np.where(has_low, 0.5, 1.0)
        for number, top in enumerate(tops):
            mine = top * high_part
            mine += lows[number] * low_part
            mine *= halves
            scooped = np.count_nonzero(mine == 1.0)
            self.win[number] += scooped
            self.tie[number] += np.count_nonzero(mine) - scooped
            self.share[number] += mine.sum()
            self.share_sq[number] += _dot(mine, mine)


def _dot(a: npt.NDArray[np.float64], b: npt.NDArray[Any]) -> float:
    """The sum of products, in numpy's own loop: not the BLAS library's, whose
    threads cost milliseconds a call on a busy machine (issue 33)."""
    return float(np.einsum("i,i", a, b))


def _count(rows: list[npt.NDArray[np.bool_]]) -> npt.NDArray[np.int8]:
    """How many of ``rows`` are true, deal by deal."""
    found = rows[0].astype(np.int8)
    for row in rows[1:]:
        found += row
    return found
