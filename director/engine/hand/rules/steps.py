"""What the dealer does next, as data and in words (DESIGN.md "Dealer assist")."""

from __future__ import annotations

import enum
from dataclasses import replace

from director.engine.frozen import frozen_record
from director.engine.hand.facts.data import HandError
from director.engine.hand.facts.events import BetRaise, CheckCall, Event, Fold, PostBringIn
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


@frozen_record
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


class RaiseKind(enum.Enum):
    """What putting in more than a call is called now (R-5.1)."""

    BET = "bet"  # nothing to call this round yet
    RAISE = "raise"
    # the bring-in made up to the small bet: in fixed limit, an
    # all-in of less than half a bet made up to a full bet.
    COMPLETE = "complete"


_RANGE_IDS = {RaiseKind.BET: ("step-option-bet", "step-option-bet-range"),
              RaiseKind.RAISE: ("step-option-raise", "step-option-raise-range"),
              RaiseKind.COMPLETE: ("step-option-complete", "step-option-complete-range")}
# fixed limit's two sizes (R-6.4's open pair): "bet to 100 or 200", nothing between
_SIZES_IDS = {RaiseKind.BET: "step-option-bet-sizes", RaiseKind.RAISE: "step-option-raise-sizes",
              RaiseKind.COMPLETE: "step-option-complete-sizes"}


@frozen_record
class LegalActions:
    """What the player to act may do, with exact amounts (R-5.1 to R-5.7): the
    answer the dealer panel shows as its buttons.

    Amounts named ``to`` (``raise_min``, ``raise_max``, ``all_in_to``, ``call_to``,
    ``most``) are the player's total for the betting round, as ``BetRaise.to``;
    ``call`` and ``bring_in`` are the chips the action puts in now, ``bet`` the
    chips already in front of the player this round.

    ``raise_min``/``raise_max`` bound a bet, raise or completion (``raise_kind``
    says which); ``None`` when the player may not put in more than a call. In
    fixed limit (``fixed_sizes``) only the two ends are amounts (R-5.5, R-6.4).
    ``most`` is the most the limit lets the player put in now, and
    ``most_is_all_in`` whether that is the whole stack: only then is "all-in" a
    choice (``all_in_event``); otherwise the largest choice is ``raise_max``
    ("Raise to 350", "Complete to 100").
    """

    seat: int
    can_fold: bool
    call: int
    raise_min: int | None
    raise_max: int | None
    all_in_to: int
    bring_in: int | None = None
    bet: int = 0
    raise_kind: RaiseKind = RaiseKind.RAISE
    fixed_sizes: bool = False
    rule: str = "R-5.3"  # the rule that sets the most
    # the rule that sets the least when it is not ``rule``: when short
    # all-ins are the bet to call (the smallest raise is their amount plus the
    # last full bet or raise, or a completion in fixed limit)
    min_rule: str | None = None
    # False: the table's chips cannot pay ``bring_in`` (a size stored before the chip
    # checks, TDA 20); it is not offered, the player completes where that is payable.
    bring_in_payable: bool = True

    def bring_in_unpayable(self) -> LegalActions:
        """These actions with the bring-in that the table's chips cannot pay taken off
        (R-6.4, TDA 20): ``offered`` leaves it out and ``describe`` says so, asking the
        director to set a bring-in the chips make. A bring-in that is the whole stack
        stays: all-in, the chips in front of the player pay it."""
        if self.bring_in is None or self.bring_in == self.all_in_to:
            return self
        return replace(self, bring_in_payable=False)

    @property
    def range_rules(self) -> str:
        """The rules of the bet or raise range, the one that sets the least first:
        "R-5.7, R-5.3" after short all-ins in no limit, else ``rule``."""
        if self.min_rule is None or self.min_rule == self.rule:
            return self.rule
        return f"{self.min_rule}, {self.rule}"

    @property
    def can_check(self) -> bool:
        return self.call == 0 and self.bring_in is None

    @property
    def can_raise(self) -> bool:
        return self.raise_min is not None

    @property
    def call_to(self) -> int:
        """The player's total this round after a check or call."""
        return self.bet + self.call

    @property
    def most(self) -> int:
        """The largest total the player may make now under the limit."""
        if self.raise_max is not None:
            return self.raise_max
        if self.bring_in is not None:
            return self.bring_in
        return self.call_to

    @property
    def most_is_all_in(self) -> bool:
        """The most is the whole stack: "all-in" is a choice of its own."""
        return self.most == self.all_in_to

    def raise_amounts(self) -> tuple[int, ...]:
        """The totals a bet, raise or completion may go to: both ends in fixed
        limit, else the ends of the range (every amount between is allowed)."""
        if self.raise_min is None or self.raise_max is None:
            return ()
        return tuple(sorted({self.raise_min, self.raise_max}))

    def all_in_event(self) -> Event:
        """The event of going all-in, when the stack is at most the most the
        limit allows: a call, the bring-in, or a bet or raise to ``all_in_to``.
        ``HandError`` saying the most otherwise."""
        if not self.most_is_all_in:
            raise HandError(msg("hand-all-in-over-limit", seat=self.seat,
                                stack=Amount(self.all_in_to - self.bet),
                                options=self._most_words(), rule=self.rule))
        if self.raise_max is not None:
            return BetRaise(self.seat, self.all_in_to)
        if self.bring_in is not None:
            return PostBringIn(self.seat, self.bring_in)
        return CheckCall(self.seat)

    def offered(self) -> tuple[Event, ...]:
        """Every choice as the event it records: fold, check or call (or the
        bring-in), and each end of the bet or raise."""
        seat = self.seat
        out: list[Event] = [Fold(seat)] if self.can_fold else []
        if self.bring_in is None:
            out.append(CheckCall(seat))
        elif self.bring_in_payable:
            out.append(PostBringIn(seat, self.bring_in))
        out += [BetRaise(seat, to) for to in self.raise_amounts()]
        return tuple(out)

    def _most_words(self) -> Message:
        if self.raise_max is not None:
            return msg(_RANGE_IDS[self.raise_kind][0], amount=Amount(self.raise_max))
        if self.bring_in is not None:
            return msg("step-option-bring-in", amount=Amount(self.bring_in))
        return self._call_words()

    def _unpayable_words(self) -> Message:
        """The bring-in the chips cannot pay (R-6.4, TDA 20): what the player may do
        instead (complete, or fold where allowed), or that nothing can be posted."""
        assert self.bring_in is not None
        parts = [p for p in (self._raise_words(),
                             msg("step-option-fold") if self.can_fold else None)
                 if p is not None]
        if not parts:
            return msg("step-bring-in-unpayable", seat=self.seat, amount=Amount(self.bring_in))
        options = parts[0] if len(parts) == 1 else msg(
            "step-options-or", head=parts[0], tail=parts[1])
        return msg("step-legal-bring-in-unpayable", seat=self.seat,
                   amount=Amount(self.bring_in), options=options)

    def _call_words(self) -> Message:
        """"call 75", "call 75 (to 100)" with chips already in front, "check"."""
        if not self.call:
            return msg("step-option-check")
        all_in = self.call_to == self.all_in_to
        if self.bet:
            return msg("step-option-call-to-all-in" if all_in else "step-option-call-to",
                       amount=Amount(self.call), total=Amount(self.call_to))
        said = msg("step-option-call", amount=Amount(self.call))
        return msg("step-option-all-in", head=said) if all_in else said

    def _raise_words(self) -> Message | None:
        low, high = self.raise_min, self.raise_max
        if low is None or high is None:
            return None
        one, span = _RANGE_IDS[self.raise_kind]
        if low == high:
            said = msg(one, amount=Amount(low))
            return msg("step-option-all-in", head=said) if high == self.all_in_to else said
        said = msg(_SIZES_IDS[self.raise_kind] if self.fixed_sizes else span,
                   minimum=Amount(low), maximum=Amount(high))
        if high == self.all_in_to:
            return msg("step-option-range-all-in", head=said, maximum=Amount(high))
        return said

    def describe(self) -> Message:
        """"Seat 3 may call 100, raise to 200-1,000 or fold" (``steps.ftl``); a
        call with chips in front says its total too, and an amount that is the
        whole stack says so."""
        parts = []
        if self.bring_in is not None and not self.bring_in_payable:
            return self._unpayable_words()
        if self.bring_in is not None:
            said = msg("step-option-bring-in", amount=Amount(self.bring_in))
            parts.append(msg("step-option-all-in", head=said)
                         if self.bring_in == self.all_in_to else said)
        else:
            parts.append(self._call_words())
        raising = self._raise_words()
        if raising is not None:
            parts.append(raising)
        if self.can_fold:
            parts.append(msg("step-option-fold"))
        options = parts[0]
        for k, part in enumerate(parts[1:], start=2):
            options = msg("step-options-or" if k == len(parts) else "list-comma",
                          head=options, tail=part)
        return msg("step-legal", seat=self.seat, options=options)
