"""Main and side pots (R-7.3).

Pots are layered by each player's total contribution. A folded player's chips
stay in the layers they reached, but they contest none. Dead money (the
big-blind ante, R-4.2) goes into the main pot without making its poster
eligible for anything more; the main pot is contested by every hand still in,
one all-in from a dead ante included (it put nothing into the layers).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat, starmap
from typing import Any

from director.engine.frozen import frozen_record, open_maker


@frozen_record
class Pot:
    """A pot: its amount and the players (indexes) who contest it."""

    amount: int
    eligible: tuple[int, ...]

    @property
    def is_contested(self) -> bool:
        return len(self.eligible) > 1


# ``Pot(...)`` without a class's call (``frozen.open_maker``): a hand's pots are built as
# it ends, and as it is shown during play (issue 33).
_pot = open_maker(Pot)


def build_pots(
    contributions: Sequence[int], live: Sequence[bool], dead: int = 0,
    all_in: Sequence[bool] | None = None,
) -> tuple[Pot, ...]:
    """Layer the contributions into the main pot and side pots, main pot first.

    ``contributions[i]`` is everything player ``i`` put in this hand,
    ``live[i]`` whether they still hold a hand, ``dead`` money that belongs to
    the main pot alone. Layers contested by the same players merge into one
    pot, so a folded player's odd contribution never makes an extra pot.

    R-7.3 seed test: contributions 10, 10, 6 give a main pot of 18 and a side
    pot of 8 for the two who put in 10.

    ``all_in[i]``, given while a betting round may still be under way: player
    ``i`` has no chips behind. The pots are then cut only at all-in amounts; a
    player with chips behind contests every pot, since they may still call into
    it. When the round is over (every live player matched or all-in) both ways
    give the same pots.
    """
    if all_in is None and sum(live) == 1:
        pot = last_hand_pot(contributions, list(live).index(True), dead)
        if pot is not None:
            return (pot,)
    if all_in is None:
        put_in = {c for c, alive in zip(contributions, live, strict=True) if alive}
        if len(put_in) == 1 and min(put_in) > 0:
            # Every hand left put in the same (most showdowns): one pot, theirs, every
            # chip in it, as the layers below give with one level.
            return (_pot(sum(contributions) + dead,
                        tuple([i for i, alive in enumerate(live) if alive])),)
        levels = sorted([c for c in put_in if c > 0])
    else:
        levels = sorted({c for c, alive, out in zip(contributions, live, all_in, strict=True)
                         if alive and out and c > 0})
        top = max((c for c, alive in zip(contributions, live, strict=True) if alive), default=0)
        if top > (levels[-1] if levels else 0):
            levels.append(top)
    out_of_chips = all_in or [True] * len(contributions)  # without: as if all were all-in
    # Each pot as [amount, eligible] until the end: a frozen ``Pot`` is built once per pot.
    layers: list[list[Any]] = []
    below = 0  # the chips of every layer so far: each contribution up to the last level
    for level in levels:
        upto = sum(map(min, contributions, repeat(level)))  # each contribution up to level
        eligible = tuple([i for i, c in enumerate(contributions)
                          if live[i] and (c >= level or not out_of_chips[i])])
        if layers and layers[-1][1] == eligible:
            layers[-1][0] += upto - below
        else:
            layers.append([upto - below, eligible])
        below = upto
    # Chips above every live player's contribution (a folded player who bet more
    # than anyone left can call) cannot be won by anyone else: they belong to the
    # top pot. Uncalled bets are returned before pots are built, so this is rare.
    rest = sum(contributions) - below
    if rest and layers:
        layers[-1][0] += rest
    if dead:
        # Dead money is the main pot's, contested by every hand still in: also one
        # all-in from a dead ante, who put nothing into the layers.
        everyone = tuple([i for i, alive in enumerate(live) if alive])
        if layers and layers[0][1] == everyone:
            layers[0][0] += dead
        else:
            layers.insert(0, [dead, everyone])
    return tuple(starmap(_pot, layers))


def last_hand_pot(contributions: Sequence[int], only: int, dead: int = 0) -> Pot | None:
    """``build_pots`` when one hand is left, player ``only``'s, the others folded (most
    hands end so): every chip is one pot, its own, as the layers give when it has chips
    in or only dead money is; ``None`` otherwise (the layers decide)."""
    total = sum(contributions)
    if contributions[only] > 0 or (not total and dead):
        return _pot(total + dead, (only,))
    return None
