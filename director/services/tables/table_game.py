"""The game, structure and level a table plays, and the usual ones (RULES.md
section 6); fixed for each hand (R-8.1). Re-exported by ``dealer_session``."""

from __future__ import annotations

from dataclasses import dataclass, field

from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.games import GAMES, Game
from director.engine.hand.facts.setup import HandOptions
from director.engine.hand.rules.guts import GutsKind


@dataclass(frozen=True, slots=True)
class TableGame:
    """The game, structure and level a table plays (fixed per hand, R-8.1).

    ``key`` is a ``GAMES`` key, or ``"guts"`` with ``guts`` naming the kind.
    """

    key: str
    betting: Betting
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    bring_in: int = 0
    big_blind_ante: bool = False
    options: HandOptions = field(default_factory=HandOptions)
    guts: GutsKind | None = None

    @property
    def is_guts(self) -> bool:
        return self.guts is not None

    @property
    def game(self) -> Game | None:
        return None if self.is_guts else GAMES[self.key]

    @property
    def name(self) -> str:
        if self.guts is not None:
            return f"Guts ({self.guts.value})"
        return f"{GAMES[self.key].name}, {self.betting.limit.value}"

    @property
    def level_text(self) -> str:
        parts = []
        if self.big_blind:
            parts.append(f"blinds {self.small_blind}/{self.big_blind}")
        if self.betting.limit is Limit.FIXED_LIMIT and not self.is_guts:
            parts.append(f"limit {self.betting.small_bet}/{self.betting.big_bet}")
        if self.ante:
            parts.append(f"ante {self.ante}")
        if self.bring_in:
            parts.append(f"bring-in {self.bring_in}")
        return ", ".join(parts)


def _fl(small: int, big: int) -> Betting:
    return Betting.fixed_limit(small, big)


USUAL_GAMES: dict[str, TableGame] = {
    "holdem": TableGame("holdem", Betting.no_limit(100), small_blind=50, big_blind=100),
    "omaha": TableGame("omaha", Betting.pot_limit(100), small_blind=50, big_blind=100),
    "omaha-hilo": TableGame("omaha-hilo", _fl(100, 200), small_blind=50, big_blind=100),
    "pineapple": TableGame("pineapple", Betting.no_limit(100), small_blind=50, big_blind=100),
    "stud": TableGame("stud", _fl(100, 200), ante=10, bring_in=30),
    "stud-hilo": TableGame("stud-hilo", _fl(100, 200), ante=10, bring_in=30),
    "razz": TableGame("razz", _fl(100, 200), ante=10, bring_in=30),
    "draw": TableGame("draw", _fl(100, 200), ante=25),
    "guts-monte-carlo": TableGame("guts", _fl(1, 1), ante=10, guts=GutsKind.MONTE_CARLO),
    "guts-survivor": TableGame("guts", _fl(1, 1), ante=10, guts=GutsKind.SURVIVOR),
}
"""Every game of RULES.md section 6 with its usual structure."""
