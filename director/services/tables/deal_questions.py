"""What the dealer asks of the deal in play at a table, read only.

``DealQuestions`` answers the dealer panel's questions about the hand (or round
of guts) a session holds: the next step, the legal actions of the seat to act,
the seats, pots and awards in words, the cards a step takes and whether a card
typed may be dealt (R-1.4). A key press asks several times (the panel, its card
field, its buttons) and a state is an immutable snapshot, so the step and the
legal actions are worked out once per state (issue 21). ``DealerSession`` is
the one that changes the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from director.engine.cards import Card
from director.engine.event.chips import payable_around
from director.engine.hand.facts.events import MaybeCard
from director.engine.hand.gestures import entry_refusal
from director.engine.hand.rules.guts import GutsState
from director.engine.hand.rules.steps import LegalActions, Step, StepKind
from director.engine.hand.state import HandState
from director.engine.messages import Message, msg
from director.services.tables.dealer_deals import (
    AnyState,
    CardRequest,
    Deal,
    PotRow,
    SeatRow,
    deal_of,
)
from director.services.tables.dealer_refusals import DealerError


class DealQuestions:
    """The dealer's questions about ``state``, the deal in play."""

    state: AnyState

    def __init__(self) -> None:
        self._step_of: tuple[AnyState, Step] | None = None
        self._legal_of: tuple[AnyState, LegalActions | None] | None = None

    @property
    def deal(self) -> Deal:
        """The deal in play, a hand or a guts round, behind one interface."""
        return deal_of(self.state)

    @property
    def is_guts(self) -> bool:
        return self.deal.is_guts

    @property
    def hand(self) -> HandState:
        if not isinstance(self.state, HandState):
            raise DealerError(msg("svc-table-playing-guts"))
        return self.state

    @property
    def guts(self) -> GutsState:
        if not isinstance(self.state, GutsState):
            raise DealerError(msg("svc-table-not-playing-guts"))
        return self.state

    @property
    def seats(self) -> tuple[int, ...]:
        return self.state.setup.seats

    @property
    def button_seat(self) -> int:
        return self.deal.button_seat

    def step(self) -> Step:
        """The next step, as the engine gives it."""
        state = self.state
        if self._step_of is None or self._step_of[0] is not state:
            step = state.next_step()
            if step.kind is StepKind.POST_BRING_IN:  # a bring-in the chips cannot pay
                legal = self.legal()
                if legal is not None and not legal.bring_in_payable:
                    step = replace(step, message=legal.describe())
            self._step_of = (state, step)
        return self._step_of[1]

    def legal(self) -> LegalActions | None:
        state = self.state
        if self._legal_of is None or self._legal_of[0] is not state:
            self._legal_of = (state, self._payable(self.deal.legal()))
        return self._legal_of[1]

    def table_chip(self) -> int:
        """The smallest chip in play at the table (TDA 20); 0 where none is known
        (a practice table), where any amount is taken."""
        return 0

    def _payable(self, legal: LegalActions | None) -> LegalActions | None:
        """The bet or raise the panel offers, in the table's chips (TDA 20): a range's
        ends rounded inwards to a whole number of the smallest chip (R-5.4's pot is a
        most: a payable maximum stays under it), a fixed limit's sizes (R-5.5, R-6.4)
        kept only where payable, the whole stack (all-in) kept as it is. Where no
        amount is left (a stack or a setting no chips make, stored before they were
        checked) only the all-in is offered if the limit allows it, else no bet or
        raise: never a size ``bet_raise`` refuses."""
        if legal is None:
            return None
        chip = self.table_chip()
        if legal.bring_in is not None and payable_around(legal.bring_in, chip)[0] != \
                legal.bring_in:  # R-6.4, TDA 20: not offered, the completion may be
            legal = legal.bring_in_unpayable()
        if legal.raise_min is None or legal.raise_max is None:
            return legal
        all_in = legal.all_in_to
        low, high = legal.raise_min, legal.raise_max
        if legal.fixed_sizes:
            sizes = [a for a in (low, high) if a == all_in or payable_around(a, chip)[0] == a]
            low, high = (min(sizes), max(sizes)) if sizes else (1, 0)
        else:
            if high != all_in:
                high = payable_around(high, chip)[0]
            if low != all_in:
                low = payable_around(low, chip)[1]
        if (low, high) == (legal.raise_min, legal.raise_max):
            return legal
        if low > high:  # nothing payable in the range: the all-in alone, where allowed
            inside = legal.raise_min <= all_in <= legal.raise_max
            return replace(legal, raise_min=all_in if inside else None,
                           raise_max=all_in if inside else None)
        return replace(legal, raise_min=low, raise_max=high)

    def to_act(self) -> LegalActions:
        """The legal actions of the seat to act; refused when nobody is to act."""
        legal = self.legal()
        if legal is None:
            raise DealerError(msg("svc-nobody-to-act", step_text=self.step().message))
        return legal

    @property
    def is_complete(self) -> bool:
        return self.state.is_complete

    def stacks_by_seat(self) -> dict[int, int]:
        return self.state.stacks_by_seat()

    def used_cards(self) -> frozenset[Card]:
        """Cards already on the table, burned or discarded (R-1.4): greyed out."""
        return self.deal.used_cards()

    def board(self) -> tuple[MaybeCard, ...]:
        return self.deal.board()

    def seat_rows(self) -> list[SeatRow]:
        return self.deal.seat_rows()

    def pot_rows(self) -> list[PotRow]:
        """Each pot and side pot with its amount and who contests it (R-7.3)."""
        return self.deal.pot_rows()

    def award_texts(self) -> list[Message]:
        """The awards in words, odd chips included (R-7.6)."""
        return self.deal.award_texts()

    def cards_missing(self) -> list[Message]:
        """Cards the award still needs, as messages; empty when Award() can decide."""
        return self.deal.cards_missing()

    def card_request(self) -> CardRequest:
        """What cards the current step takes, and whether the rules need them."""
        return self.deal.card_request(self.step())

    def card_refusal(self, cards: Sequence[Card]) -> Message | None:
        """R-1.4 as the dealer types: the first card already seen, named where it
        is, or typed twice; ``None`` when the cards may be dealt."""
        state = self.state
        return entry_refusal(state, cards) if isinstance(state, HandState) else None

    def can_muck(self) -> bool:
        """Whether the player due to show may muck (R-7.1, R-7.2)."""
        return self.deal.may_muck(self.step())
