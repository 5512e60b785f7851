"""A dealer's gestures that are more than one engine event, and whether a hand due
to be shown may be mucked instead.

A dealer deals the hole cards to every seat in one motion: ``hole_card_deal``
turns that gesture (with any cards entered) into one ``DealHole`` per seat, in
dealing order (R-4.3); for a hand the engine does it (``gestures``), checking
every card typed (R-1.4). Without cards each seat gets unknown cards; cards for
one seat go to the seat due; stud up cards, which decide the bring-in (R-6.4),
may be entered for every seat still to be dealt at once. ``may_muck`` says whether the
player due to show may muck (R-7.1, R-7.2).

``plain_event`` is the current step done the plain way, as one event: post, burn,
deal the board, bring in, discard, show, award; ``burn_deal`` the burn, with the
street's board cards when they are typed at it (R-4.4); ``check_entered`` refuses cards
typed that the step cannot take (how many the rules need, R-6.4, R-6.6; a card
already seen, R-1.4).
"""

from __future__ import annotations

from director.engine.cards import Card
from director.engine.hand import gestures
from director.engine.hand.facts.events import (
    Award,
    Burn,
    DealBoard,
    DealHole,
    Discard,
    Event,
    MaybeCard,
    PostAnte,
    PostBlind,
    PostBringIn,
    Show,
)
from director.engine.hand.gestures import entry_refusal
from director.engine.hand.rules.steps import Step, StepKind
from director.engine.hand.state import HandState
from director.engine.messages import MessageError, msg
from director.services.core.message_data import reason
from director.services.tables.dealer_deals import AnyState, CardRequest, deal_of
from director.services.tables.dealer_refusals import DealerError, cards_needed


def fill(cards: tuple[Card, ...], total: int, up: int) -> tuple[MaybeCard, ...]:
    """Entered cards as a deal: all of them, only the up cards (down unknown), or none."""
    if len(cards) == total:
        return cards
    if not cards:
        return (None,) * total
    if len(cards) == up:
        return (None,) * (total - up) + cards
    if up in (0, total):  # the board's cards, or guts' three: none of them up by itself
        raise MessageError(msg("svc-enter-cards-or-none", count=total, given_count=len(cards)))
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


def check_entered(state: AnyState, step: Step, request: CardRequest,
                  cards: tuple[Card, ...]) -> None:
    """Refuse cards typed that the step cannot take: as many as the rules need
    (stud up cards for several seats at once, R-6.4), none already seen (R-1.4)."""
    several = step.kind is StepKind.DEAL_HOLE and len(cards) > request.count > 0 and \
        len(cards) % request.count == 0  # stud up cards for several seats at once
    if request.required and len(cards) != request.count and not several:
        raise cards_needed(request)
    if step.kind in (StepKind.BURN, StepKind.DEAL_BOARD) and isinstance(state, HandState):
        refusal = entry_refusal(state, cards)  # says where the card is
        if refusal is not None:
            raise DealerError(refusal)


def burn_deal(request: CardRequest, cards: tuple[Card, ...]) -> tuple[Event, ...]:
    """The burn (R-4.4, R-4.5) with the cards typed at it: none (an unknown card),
    the burn card itself, or the board cards of the street after it (an unknown
    card burned and those dealt, one gesture). Any other count is refused saying
    what the burn takes; ``check_entered`` has refused a card already seen (R-1.4)."""
    if len(cards) <= 1:
        return (Burn(cards[0] if cards else None),)
    if len(cards) == request.board_after:
        return (Burn(None), DealBoard(cards))
    if request.board_after:
        raise DealerError(msg("svc-burn-or-board", count=request.board_after,
                              given_count=len(cards)))
    raise DealerError(msg("svc-burn-one-card", given_count=len(cards)))


def plain_event(state: AnyState, step: Step, cards: tuple[Card, ...]) -> Event:
    """The step done the plain way, with any cards entered: post, burn, deal the
    board, bring in, discard (one card, or stand pat in a draw game), show, award.
    Refused when the step is the dealer's choice (an action, a hole-card deal)."""
    kind, seat = step.kind, step.seat
    if kind is StepKind.POST_ANTE and seat is not None:
        return PostAnte(seat, step.amount)
    if kind is StepKind.POST_BLIND and seat is not None:
        return PostBlind(seat, step.amount)
    if kind is StepKind.BURN:
        return Burn(cards[0] if cards else None)
    if kind is StepKind.DEAL_BOARD:
        return DealBoard(_board_cards(cards, step.up))
    if kind is StepKind.POST_BRING_IN and seat is not None:
        return PostBringIn(seat, step.amount)
    if kind is StepKind.DISCARD and seat is not None:
        if deal_of(state).draws():
            return Discard(seat, ())
        return Discard(seat, (cards[0] if cards else None,))
    if kind is StepKind.SHOW and seat is not None:
        return Show(seat, shown_cards(state, seat, cards))
    if kind is StepKind.AWARD:
        return Award()
    raise DealerError(msg("svc-step-needs-choice", step_text=step.message))


def _board_cards(cards: tuple[Card, ...], up: int) -> tuple[MaybeCard, ...]:
    """The board cards entered, or unknown ones (``fill``'s refusal as the dealer's)."""
    try:
        return fill(cards, up, up)
    except ValueError as exc:
        raise DealerError(reason(exc)) from None


def shown_cards(state: AnyState, seat: int, cards: tuple[Card, ...]) -> tuple[MaybeCard, ...]:
    """The hand shown: entered cards fill the unknown places, in order."""
    shown = deal_of(state).shown(seat, cards)
    if shown is None:
        if not isinstance(state, HandState):
            raise DealerError(msg("svc-table-playing-guts"))
        count = len(state.hole[state.player_at(seat)])
        raise DealerError(msg("svc-enter-unknown-cards", seat=seat, count=count))
    return shown
