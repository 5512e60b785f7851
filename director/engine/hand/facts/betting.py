"""Betting structures (RULES.md section 5) as data.

The rules that use them (the bounds of a bet or raise, the cap, reopening,
the legal actions) are in ``betting_rules``.
"""

from __future__ import annotations

import enum

from director.engine.frozen import frozen_record


class Limit(enum.Enum):
    NO_LIMIT = "no limit"
    POT_LIMIT = "pot limit"
    FIXED_LIMIT = "fixed limit"
    SPREAD_LIMIT = "spread limit"


# The members as module names too, read as globals by the rules (as ``Phase``'s in
# ``data``: issue 33).
NO_LIMIT, POT_LIMIT, FIXED_LIMIT, SPREAD_LIMIT = (
    Limit.NO_LIMIT, Limit.POT_LIMIT, Limit.FIXED_LIMIT, Limit.SPREAD_LIMIT)


@frozen_record
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
