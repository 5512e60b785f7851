"""The players' actions as the dealer enters them at the panel.

Fold, check or call, bet or raise to an amount, all in (as far as the limit
allows, R-5.3 to R-5.7), the bring-in (R-6.4), a draw's discard (R-6.5), a muck at
the showdown (R-7.1, R-7.2), the guts declaration (R-6.6) and an award by hand.
Each is one engine event for the seat the rules say is due, refused with what is
expected when nobody is; ``apply`` (the session's) plays and stores it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from director.engine.cards import Card
from director.engine.event.chips import payable_around
from director.engine.hand.facts.events import (
    Award,
    BetRaise,
    CheckCall,
    Declare,
    Discard,
    Event,
    Fold,
    MaybeCard,
    Muck,
    PostBringIn,
)
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandError
from director.engine.messages import Amount, msg
from director.services.core import validation as v
from director.services.tables.deal_questions import DealQuestions
from director.services.tables.dealer_deals import AnyState
from director.services.tables.dealer_refusals import DealerError

Winners = tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
"""An award by hand: per pot, the seats winning the high and the low half."""


class PlayerActions(DealQuestions, ABC):
    """The actions of the seat due, as events given to ``apply``."""

    @abstractmethod
    def apply(self, event: Event) -> AnyState:
        """Play one event (stored first when the table is stored)."""

    def fold(self) -> AnyState:
        return self.apply(Fold(self.to_act().seat))

    def check_call(self) -> AnyState:
        return self.apply(CheckCall(self.to_act().seat))

    def bet_raise(self, to: int) -> AnyState:
        """A bet, raise or completion to ``to`` (the player's total this round). One the
        limit allows but the table's chips cannot make (113 with 25s: TDA 20) is refused
        naming the chip and the nearest amounts, unless it is the whole stack (all-in)."""
        v.amount(to, "the bet")
        legal = self.to_act()
        low, high = legal.raise_min, legal.raise_max
        if low is not None and high is not None and low <= to <= high and to != legal.all_in_to:
            chip = self.table_chip()
            lower, upper = payable_around(to, chip)
            if lower != to:
                raise DealerError(msg("svc-bet-not-in-chips",
                                      what_text=msg(f"svc-chips-{legal.raise_kind.value}"),
                                      amount=Amount(to), chip_amount=Amount(chip),
                                      lower_amount=Amount(lower), next_amount=Amount(upper)))
        return self.apply(BetRaise(legal.seat, to))

    def all_in(self) -> AnyState:
        """The whole stack in, when the limit allows that much (R-5.3 to R-5.7):
        the engine's all-in event; refused, naming the most, otherwise."""
        try:
            event = self.to_act().all_in_event()
        except HandError as exc:
            raise DealerError(exc.message) from None
        return self.apply(event)

    def bring_in(self) -> AnyState:
        legal = self.to_act()
        if legal.bring_in is None:
            raise DealerError(msg("svc-nobody-brings-in"))
        if not legal.bring_in_payable:  # TDA 20: stored before the chip checks
            raise DealerError(msg("svc-bring-in-unpayable", amount=Amount(legal.bring_in)))
        return self.apply(PostBringIn(legal.seat, legal.bring_in))

    def discard(self, count: int, cards: Sequence[Card] = ()) -> AnyState:
        """Draw (R-6.5): the seat to draw discards ``count`` cards (0: pat), the
        ``cards`` chosen or, where the dealer does not know them, unknown ones. A
        hand whose cards are all known discards cards by name: without them the
        draw is refused in words and nothing changes."""
        v.whole(count, "the number of cards", 0, 7)
        step = self.step()
        if step.kind is not StepKind.DISCARD or step.seat is None:
            raise DealerError(msg("svc-nobody-discards", step_text=step.message))
        hole = self.hand.hole[self.hand.player_at(step.seat)]
        most = self.hand.setup.options.max_draw
        if cards and most is not None and all(c is None for c in hole):
            # the card typed for a hand not known is the ace shown to draw one more
            if count != most + 1 or len(cards) != 1:
                raise DealerError(msg("svc-draw-ace-count", seat=step.seat, count=count,
                                      ace_count=most + 1, given_count=len(cards)))
            return self.apply(Discard(step.seat, (None,) * count, kept=tuple(cards)))
        chosen: tuple[MaybeCard, ...] = tuple(cards)
        if chosen and len(chosen) != count:
            raise DealerError(msg("svc-discards-count", seat=step.seat, count=count,
                                  chosen_count=len(chosen)))
        if not chosen:
            if sum(1 for c in hole if c is None) < count:
                raise DealerError(msg("svc-discards-which", seat=step.seat, count=count))
            chosen = (None,) * count
        return self.apply(Discard(step.seat, chosen))

    def muck(self) -> AnyState:
        step = self.step()
        if step.kind is not StepKind.SHOW or step.seat is None:
            raise DealerError(msg("svc-nobody-shows", step_text=step.message))
        return self.apply(Muck(step.seat))

    def declare(self, ins: Sequence[int]) -> AnyState:
        """Guts (R-6.6): the seats that declared in, all at once."""
        return self.apply(Declare(tuple(sorted(ins))))

    def award_to(self, winners: Winners) -> AnyState:
        """Award by hand: per pot ``((high seats), (low seats))``, no cards needed."""
        return self.apply(Award(winners=winners))
