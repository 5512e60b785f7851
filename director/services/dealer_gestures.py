"""A dealer's gestures that are more than one engine event, and whether a hand due
to be shown may be mucked instead.

A dealer deals the hole cards to every seat in one motion: ``hole_card_deal``
turns that gesture (with any cards entered) into one ``DealHole`` per seat, in
dealing order (R-4.3). Without cards each seat gets unknown cards; cards for one
seat go to the seat due; stud up cards, which decide the bring-in (R-6.4), may be
entered for every seat still to be dealt at once. ``may_muck`` says whether the
player due to show may muck (R-7.1, R-7.2).
"""

from __future__ import annotations

from itertools import islice

from director.engine.cards import Card
from director.engine.hand.events import DealHole, Event, MaybeCard, Muck
from director.engine.hand.guts import GutsState
from director.engine.hand.rounds import deal_targets
from director.engine.hand.state import HandState, Phase
from director.engine.hand.steps import StepKind
from director.engine.messages import MessageError, msg


def fill(cards: tuple[Card, ...], total: int, up: int) -> tuple[MaybeCard, ...]:
    """Entered cards as a deal: all of them, only the up cards (down unknown), or none."""
    if len(cards) == total:
        return cards
    if not cards:
        return (None,) * total
    if len(cards) == up:
        return (None,) * (total - up) + cards
    raise MessageError(msg("svc-enter-cards", count=total, up_count=up, given_count=len(cards)))


def hole_card_deal(state: HandState | GutsState, cards: tuple[Card, ...]) -> list[Event]:
    """The ``DealHole`` events of one deal gesture; empty when the rules need cards
    that were not entered (stud up cards). ``ValueError`` for cards that fit no seat."""
    step = state.next_step()
    guts = isinstance(state, GutsState)
    total = 3 if guts else step.down + step.up
    waiting = 0 if isinstance(state, GutsState) else \
        len(deal_targets(state)) - state.street_dealt
    every_seat = bool(step.up) and waiting > 1 and len(cards) == step.up * waiting
    if cards and len(cards) in (total, step.up) and not every_seat:
        return [DealHole(step.seat or 0, fill(cards, total, step.up))]
    if cards and (not step.up or len(cards) % step.up):
        raise MessageError(msg("svc-enter-cards-each-seat", count=total, up_count=step.up,
                               given_count=len(cards)))
    events: list[Event] = []
    left = iter(cards)
    while step.kind is StepKind.DEAL_HOLE and step.seat is not None:
        if not cards and step.up and not guts:
            break  # stud up cards decide the bring-in: the dealer enters them
        up = tuple(islice(left, step.up)) if cards else ()
        if cards and len(up) < step.up:
            break
        total = 3 if guts else step.down + step.up
        event = DealHole(step.seat, fill(up, total, step.up))
        state = state.apply(event)
        events.append(event)
        step = state.next_step()
    return events


def may_muck(state: HandState | GutsState) -> bool:
    """Whether the player due to show may muck (R-7.1, R-7.2): never an all-in hand,
    never in the run-out after an all-in, never the last hand in a pot."""
    step = state.next_step()
    if isinstance(state, GutsState) or step.kind is not StepKind.SHOW or step.seat is None:
        return False
    live = state.live_players()
    if state.phase is not Phase.SHOWDOWN and sum(1 for i in live if state.stacks[i] > 0) <= 1:
        return False  # a run-out: every hand is turned face up
    try:
        state.apply(Muck(step.seat))
    except ValueError:
        return False
    return True
