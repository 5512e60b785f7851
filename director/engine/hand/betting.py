"""Betting structures (RULES.md section 5) and the legal actions they allow.

The structure is data; ``raise_bounds`` is the one place that turns a betting
round's situation into the smallest and largest total a player may bet or
raise to, for every structure.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Limit(enum.Enum):
    NO_LIMIT = "no limit"
    POT_LIMIT = "pot limit"
    FIXED_LIMIT = "fixed limit"
    SPREAD_LIMIT = "spread limit"


@dataclass(frozen=True, slots=True)
class Betting:
    """A betting structure with its sizes, in chip units.

    ``small_bet`` is the smallest bet in no limit, pot limit and spread limit
    (the big blind, R-5.3), and the small bet in fixed limit. ``big_bet`` is the
    fixed-limit big bet (R-5.5) and the spread-limit maximum (R-5.6).
    ``max_raises`` is the fixed-limit cap counted in raises after the bet
    (three by default, R-5.5); ``uncapped_heads_up`` lifts it when a round
    starts with two players.
    """

    limit: Limit
    small_bet: int
    big_bet: int = 0
    max_raises: int | None = 3
    uncapped_heads_up: bool = False

    def __post_init__(self) -> None:
        if self.small_bet <= 0:
            raise ValueError(f"the smallest bet must be at least one chip, not {self.small_bet}")
        if self.limit in (Limit.FIXED_LIMIT, Limit.SPREAD_LIMIT) and self.big_bet < self.small_bet:
            name = "big bet" if self.limit is Limit.FIXED_LIMIT else "spread-limit maximum"
            raise ValueError(f"the {name} ({self.big_bet}) must be at least {self.small_bet}")

    @classmethod
    def no_limit(cls, big_blind: int) -> Betting:
        return cls(Limit.NO_LIMIT, big_blind)

    @classmethod
    def pot_limit(cls, big_blind: int) -> Betting:
        return cls(Limit.POT_LIMIT, big_blind)

    @classmethod
    def fixed_limit(cls, small_bet: int, big_bet: int, max_raises: int | None = 3,
                    uncapped_heads_up: bool = False) -> Betting:
        return cls(Limit.FIXED_LIMIT, small_bet, big_bet, max_raises, uncapped_heads_up)

    @classmethod
    def spread_limit(cls, big_blind: int, maximum: int) -> Betting:
        return cls(Limit.SPREAD_LIMIT, big_blind, maximum, None)

    def fixed_size(self, big_street: bool) -> int:
        """The fixed-limit bet on this street (R-5.5)."""
        return self.big_bet if big_street else self.small_bet

    def describe(self) -> str:
        if self.limit is Limit.FIXED_LIMIT:
            return f"fixed limit {self.small_bet}/{self.big_bet}"
        if self.limit is Limit.SPREAD_LIMIT:
            return f"spread limit {self.small_bet} to {self.big_bet}"
        return str(self.limit.value)


@dataclass(frozen=True, slots=True)
class RoundSituation:
    """What ``raise_bounds`` needs to know about the betting round."""

    highest: int  # the highest total bet this round
    full_level: int  # the level set by the last full bet or raise
    last_raise: int  # the size of the last full bet or raise, 0 before any bet
    player_bet: int  # what the acting player has in front of them this round
    player_chips: int  # their stack plus player_bet: the most they can have in
    pot: int  # every chip in the middle and on the table (pot limit)
    big_street: bool  # fixed limit: big bet round
    pot_limit_phantom: int = 0  # chips a short or dead blind is assumed to have


@dataclass(frozen=True, slots=True)
class RaiseBounds:
    """The smallest and largest ``to`` a player may bet or raise to.

    ``minimum`` may exceed ``maximum`` only when the player is short: then the
    only raise is all-in for ``maximum``.
    """

    minimum: int
    maximum: int


def raise_bounds(betting: Betting, s: RoundSituation) -> RaiseBounds:
    """R-5.3 to R-5.6: the bounds of a bet or raise, capped by the player's chips."""
    limit = betting.limit
    if limit is Limit.FIXED_LIMIT:
        to = s.full_level + betting.fixed_size(s.big_street)
        return RaiseBounds(min(to, s.player_chips), min(to, s.player_chips))
    step = max(s.last_raise, betting.small_bet)
    minimum = s.highest + step
    if limit is Limit.NO_LIMIT:
        maximum = s.player_chips
    elif limit is Limit.POT_LIMIT:
        to_call = s.highest - s.player_bet
        # The smallest bet is always allowed, even when the pot is smaller.
        maximum = max(s.highest + s.pot + s.pot_limit_phantom + to_call, minimum)
    else:
        maximum = s.highest + max(betting.big_bet, step)
    maximum = min(maximum, s.player_chips)
    return RaiseBounds(min(minimum, s.player_chips), maximum)
