"""A dealer's gestures that are more than one engine event, and whether a hand due
to be shown may be mucked instead.

A dealer deals the hole cards to every seat in one motion: ``hole_card_deal``
turns that gesture (with any cards entered) into one ``DealHole`` per seat, in
dealing order (R-4.3); for a hand the engine does it (``gestures``), checking
every card typed (R-1.4). Without cards each seat gets unknown cards; cards for
one seat go to the seat due; stud up cards, which decide the bring-in (R-6.4),
may be entered for every seat still to be dealt at once. ``may_muck`` says whether the
player due to show may muck (R-7.1, R-7.2).
"""

from __future__ import annotations

from director.engine.cards import Card
from director.engine.hand import gestures
from director.engine.hand.facts.events import DealHole, Event, MaybeCard
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandState
from director.engine.messages import MessageError, msg
from director.services.tables.dealer_deals import AnyState, deal_of


def fill(cards: tuple[Card, ...], total: int, up: int) -> tuple[MaybeCard, ...]:
    """Entered cards as a deal: all of them, only the up cards (down unknown), or none."""
    if len(cards) == total:
        return cards
    if not cards:
        return (None,) * total
    if len(cards) == up:
        return (None,) * (total - up) + cards
    raise MessageError(msg("svc-enter-cards", count=total, up_count=up, given_count=len(cards)))


def hole_card_deal(state: AnyState, cards: tuple[Card, ...]) -> list[Event]:
    """The ``DealHole`` events of one deal gesture; empty when the rules need cards
    that were not entered (stud up cards). A hand's deal is the engine's
    (``gestures.hole_card_deal``: R-1.4, R-4.3); a guts deal gives three cards to
    the seat due, or unknown cards to every seat. ``ValueError`` for cards that fit
    no seat."""
    if isinstance(state, HandState):
        return list(gestures.hole_card_deal(state, cards))
    step = state.next_step()
    if cards:
        return [DealHole(step.seat or 0, fill(cards, 3, 0))]
    events: list[Event] = []
    while step.kind is StepKind.DEAL_HOLE and step.seat is not None:
        event = DealHole(step.seat, (None,) * 3)
        state = state.apply(event)
        events.append(event)
        step = state.next_step()
    return events


def may_muck(state: AnyState) -> bool:
    """Whether the player due to show may muck (R-7.1, R-7.2): never an all-in hand,
    never in the run-out after an all-in, never the last hand in a pot."""
    return deal_of(state).may_muck(state.next_step())
