"""All-in equity (issue 21): when every live player is all in, the hands are face up
(R-7.1) and each player's chance to win, tie (and in hi/lo, scoop or split) is
counted exactly or estimated with its margin.

``Spot.of(game, hands, board, dead)`` describes the table; ``equity(spot, rng)``
gives the odds; ``estimates(spot, rng)`` an iterator of ever closer estimates.
"""

from director.engine.equity.odds import (
    Equity,
    PlayerOdds,
    deal_count,
    equity,
    estimates,
    exact,
    exact_is_quick,
)
from director.engine.equity.spot import Spot, SpotError

__all__ = [
    "Equity",
    "PlayerOdds",
    "Spot",
    "SpotError",
    "deal_count",
    "equity",
    "estimates",
    "exact",
    "exact_is_quick",
]
