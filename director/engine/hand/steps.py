"""What the dealer does next, as data and in words (DESIGN.md "Dealer assist")."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class StepKind(enum.Enum):
    POST_ANTE = "post ante"
    POST_BLIND = "post blind"
    POST_BRING_IN = "bring in"
    BURN = "burn"
    DEAL_HOLE = "deal hole cards"
    DEAL_BOARD = "deal board"
    ACT = "player acts"
    DISCARD = "discard"
    SHOW = "show"
    AWARD = "award"
    DONE = "hand over"


@dataclass(frozen=True, slots=True)
class Step:
    """The next thing the dealer does. ``seat`` is the physical seat concerned,
    ``amount`` a forced bet, ``down``/``up`` the cards to deal, ``text`` the
    instruction in words."""

    kind: StepKind
    text: str
    seat: int | None = None
    amount: int = 0
    down: int = 0
    up: int = 0

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class LegalActions:
    """What the player to act may do, with exact amounts (R-5.1 to R-5.7).

    ``call`` is the chips a call puts in (0: check). ``raise_min``/``raise_max``
    bound ``BetRaise.to``; ``None`` when the player may not bet or raise.
    ``all_in`` is the player's whole stack as a ``to`` amount.
    """

    seat: int
    can_fold: bool
    call: int
    raise_min: int | None
    raise_max: int | None
    all_in_to: int
    bring_in: int | None = None

    @property
    def can_check(self) -> bool:
        return self.call == 0 and self.bring_in is None

    @property
    def can_raise(self) -> bool:
        return self.raise_min is not None

    def describe(self) -> str:
        parts = []
        if self.bring_in is not None:
            parts.append(f"bring in for {self.bring_in}")
        elif self.call:
            parts.append(f"call {self.call}")
        else:
            parts.append("check")
        verb = "raise" if self.call or self.bring_in is not None else "bet"
        if self.raise_min is not None and self.raise_max is not None:
            if self.raise_min == self.raise_max:
                parts.append(f"{verb} to {self.raise_min}")
            else:
                parts.append(f"{verb} to {self.raise_min}-{self.raise_max}")
        if self.can_fold:
            parts.append("fold")
        return f"Seat {self.seat} may " + ", ".join(parts[:-1]) + " or " + parts[-1]
