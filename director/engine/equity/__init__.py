"""All-in equity (issue 21): when every live player is all in, the hands are face up
(R-7.1) and each player's chance to win, tie (and in hi/lo, scoop or split) is
counted exactly or estimated with its margin.

``Spot.of(game, hands, board, dead)`` describes the table; ``equity(spot, rng)``
gives the odds; ``estimates(spot, rng)`` an iterator of ever closer estimates.

Every hand over many deals is evaluated at once with numpy (``evaluate``, issue
33): ``batch`` holds the rankings' tables as arrays, ``deals`` draws random deals,
``omaha`` makes each Omaha hand's tables, ``preflop`` counts hold'em with the
whole board to come by rank multisets, ``tally`` counts the outcomes.
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
