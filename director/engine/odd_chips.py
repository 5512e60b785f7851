"""Splitting a pot among tied winners, odd chips included (R-7.4, R-7.5).

Amounts are in chip units, the smallest denomination in play (TDA 20), so a
split that does not divide evenly leaves whole odd units. They go out one at a
time in an order the caller decides from the game: in flop and draw games the
first winner left of the button, in stud the winner with the highest card by
suit.
"""

from __future__ import annotations

from collections.abc import Sequence


def split_evenly(amount: int, winners_in_odd_chip_order: Sequence[int]) -> dict[int, int]:
    """Share ``amount`` among the winners; the odd units go one each, in order.

    >>> split_evenly(101, [4, 1])
    {4: 51, 1: 50}
    """
    if not winners_in_odd_chip_order:
        raise ValueError("a pot needs at least one winner")
    share, odd = divmod(amount, len(winners_in_odd_chip_order))
    return {
        w: share + (1 if n < odd else 0) for n, w in enumerate(winners_in_odd_chip_order)
    }


def split_high_low(amount: int) -> tuple[int, int]:
    """R-7.5 hi/lo: halve the pot; an odd unit goes to the high half (R-7.4)."""
    low = amount // 2
    return amount - low, low


def left_of_button_order(winners: Sequence[int]) -> list[int]:
    """Flop and draw games: players are indexed clockwise from the first seat
    left of the button, so the odd chip order is simply the index order (R-7.5)."""
    return sorted(winners)
