"""Splitting a pot among tied winners, odd chips included (R-7.4, R-7.5).

Amounts are in chip units, the smallest denomination in play (TDA 20), so a
split that does not divide evenly leaves whole odd units. They go out one at a
time in an order the caller decides from the game: in flop and draw games the
first winner left of the button, in stud the winner with the highest card by
suit.
"""

from __future__ import annotations

from collections.abc import Sequence

from director.engine.messages import Amount, MessageError, msg


def split_evenly(amount: int, winners_in_odd_chip_order: Sequence[int],
                 unit: int = 1) -> dict[int, int]:
    """Share ``amount`` among the winners; the odd units go one each, in order.

    ``unit`` is the smallest chip in play (R-7.5, TDA 20): shares are whole
    units, and the odd units go out one at a time. Chips below one unit (a pot
    made of smaller chips than the table plays with) go with the first odd unit.

    >>> split_evenly(101, [4, 1])
    {4: 51, 1: 50}
    >>> split_evenly(21_050, [3, 5, 7], unit=50)
    {3: 7050, 5: 7000, 7: 7000}
    """
    if not winners_in_odd_chip_order:
        raise MessageError(msg("award-needs-a-winner"))
    if unit < 1:
        raise MessageError(msg("award-chip-unit-below-one", unit=Amount(unit)))
    if len(winners_in_odd_chip_order) == 1:  # one winner: the whole amount (most pots)
        return {winners_in_odd_chip_order[0]: amount}
    units, loose = divmod(amount, unit)
    share, odd = divmod(units, len(winners_in_odd_chip_order))
    split = {
        w: (share + (1 if n < odd else 0)) * unit
        for n, w in enumerate(winners_in_odd_chip_order)
    }
    split[winners_in_odd_chip_order[0]] += loose
    return split


def odd_units(amount: int, winners: int, unit: int = 1) -> int:
    """How many winners get an odd unit (or the loose chips) in ``split_evenly``."""
    units, loose = divmod(amount, unit)
    odd = units % winners
    return odd if odd or not loose else 1


def split_high_low(amount: int, unit: int = 1) -> tuple[int, int]:
    """R-7.5 hi/lo: halve the pot in whole units; an odd unit goes to the high half (R-7.4)."""
    low = (amount // unit) // 2 * unit
    return amount - low, low


def left_of_button_order(winners: Sequence[int]) -> list[int]:
    """Flop and draw games: players are indexed clockwise from the first seat
    left of the button, so the odd chip order is simply the index order (R-7.5)."""
    return sorted(winners)
