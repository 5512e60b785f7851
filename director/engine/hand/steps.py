"""What the dealer does next, as data and in words (DESIGN.md "Dealer assist")."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from director.engine.messages import Amount, Message, msg


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
    ``amount`` a forced bet, ``down``/``up`` the cards to deal, ``message`` the
    instruction (``steps.ftl``); ``text`` is its English."""

    kind: StepKind
    message: Message
    seat: int | None = None
    amount: int = 0
    down: int = 0
    up: int = 0

    @property
    def text(self) -> str:
        return str(self.message)

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

    def describe(self) -> Message:
        """"Seat 3 may call 100, raise to 200-1000 or fold" (``steps.ftl``)."""
        parts = []
        if self.bring_in is not None:
            parts.append(msg("step-option-bring-in", amount=Amount(self.bring_in)))
        elif self.call:
            parts.append(msg("step-option-call", amount=Amount(self.call)))
        else:
            parts.append(msg("step-option-check"))
        raising = bool(self.call) or self.bring_in is not None
        low, high = self.raise_min, self.raise_max
        if low is not None and high is not None:
            if low == high:
                parts.append(msg("step-option-raise", amount=Amount(low)) if raising
                             else msg("step-option-bet", amount=Amount(low)))
            else:
                span = {"minimum": Amount(low), "maximum": Amount(high)}
                parts.append(msg("step-option-raise-range", **span) if raising
                             else msg("step-option-bet-range", **span))
        if self.can_fold:
            parts.append(msg("step-option-fold"))
        options = parts[0]
        for k, part in enumerate(parts[1:], start=2):
            options = msg("step-options-or" if k == len(parts) else "list-comma",
                          head=options, tail=part)
        return msg("step-legal", seat=self.seat, options=options)
