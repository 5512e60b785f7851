"""The cards a dealer types, checked before they are dealt (R-1.4, R-4.3).

A dealer types cards for the step in hand: a burn, the board, a seat's hole
cards, a draw's replacements, or stud up cards for every seat still to be dealt
on the street, in dealing order. ``entry_refusal`` names the first typed card the
hand has already seen ("Kd is in seat 7's hand") or that is typed twice, before
anything is dealt; ``card_entry`` says how many cards the step takes;
``hole_card_deal`` turns one deal gesture into its ``DealHole`` events, one per
seat in dealing order, refusing cards that fit no seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from director.engine.cards import Card
from director.engine.frozen import frozen_record
from director.engine.hand.facts.data import HandError, Phase
from director.engine.hand.facts.events import DealHole, MaybeCard
from director.engine.hand.rules.checks import already_message, deck_set
from director.engine.hand.rules.rounds import deal_targets
from director.engine.hand.rules.steps import Step, StepKind
from director.engine.hand.state import HandState
from director.engine.messages import Message, msg


@frozen_record
class CardEntry:
    """The cards the next step takes as the dealer types them: ``count`` for the
    seat due, the burn or the board (0: none); ``every_seat`` the up cards of every
    seat still to be dealt on this street, typed at once in dealing order (0: not
    offered); ``required`` when the rules need them (stud up cards decide who
    brings in and who acts first, R-6.4)."""

    count: int
    every_seat: int = 0
    required: bool = False


def card_entry(state: HandState) -> CardEntry:
    """How many cards the dealer may type for the next step."""
    step = state.next_step()
    if step.kind in (StepKind.BURN, StepKind.DEAL_BOARD):
        return CardEntry(1 if step.kind is StepKind.BURN else step.up)
    if step.kind is not StepKind.DEAL_HOLE:
        return CardEntry(0)
    if not step.up:
        return CardEntry(step.down)
    waiting = _seats_waiting(state)
    return CardEntry(step.up, step.up * waiting if waiting > 1 else 0, required=True)


def _seats_waiting(state: HandState) -> int:
    """Seats still to be dealt their hole cards on this street."""
    if state.phase is not Phase.DEALING:
        return 1
    return len(deal_targets(state)) - state.street_dealt


def card_place(state: HandState, card: Card) -> Message | None:
    """R-1.4: where ``card`` already is in this hand ("Kd is in seat 7's hand"),
    or ``None`` when the hand has not seen it."""
    place = state.known.get(card)
    return None if place is None else already_message(card, place, state)


def entry_refusal(state: HandState, cards: Sequence[Card]) -> Message | None:
    """R-1.4: the refusal of the first typed card already seen in this hand (named
    where it is), typed twice, or not in the game's deck; ``None`` when all fit."""
    typed: set[Card] = set()
    deck = deck_set(state)
    for card in cards:
        if card in typed:
            return msg("hand-card-entered-twice", card=str(card))
        place = card_place(state, card)
        if place is not None:
            return place
        if card not in deck:
            return msg("hand-card-not-in-deck", card=str(card), game=state.setup.game.name)
        typed.add(card)
    return None


def hole_card_deal(state: HandState, cards: Sequence[Card]) -> tuple[DealHole, ...]:
    """One deal gesture as its events, in dealing order (R-4.3).

    Without cards every seat still to be dealt gets unknown cards, except stud up
    cards, which the rules need (R-6.4): then nothing is dealt (an empty tuple, the
    caller asks for them). Cards for the seat due (all its cards, or its up cards)
    go to it alone. Up cards for several seats, as many per seat as the street
    deals up, go to each seat in turn; the down cards stay unknown. ``HandError``
    for a card already seen (R-1.4, named where it is) or a number of cards that
    fits no seat."""
    step = state.next_step()
    if step.kind is not StepKind.DEAL_HOLE or step.seat is None:
        raise HandError(msg("hand-no-hole-cards-due"))
    refusal = entry_refusal(state, cards)
    if refusal is not None:
        raise HandError(refusal)
    total, up = step.down + step.up, step.up
    entry = card_entry(state)
    if cards and len(cards) in (total, up) and len(cards) != entry.every_seat:
        return (DealHole(step.seat, _filled(tuple(cards), total, up)),)
    if cards and len(cards) != entry.every_seat:
        raise HandError(_count_refusal(step, entry, len(cards)))
    events: list[DealHole] = []
    left = list(cards)
    while step.kind is StepKind.DEAL_HOLE and step.seat is not None and (left or not cards):
        if not cards and step.up:
            break  # stud up cards decide the bring-in: the dealer types them
        event = DealHole(step.seat, _filled(tuple(left[:step.up]), step.down + step.up, step.up))
        del left[:step.up]
        state = state.apply(event)
        events.append(event)
        step = state.next_step()
    return tuple(events)


def _filled(cards: tuple[Card, ...], total: int, up: int) -> tuple[MaybeCard, ...]:
    """A seat's cards from those typed: all of them, or the up cards after unknown
    down cards, or all unknown."""
    if len(cards) == total:
        return cards
    return (None,) * (total - len(cards)) + cards if len(cards) == up else (None,) * total


def _count_refusal(step: Step, entry: CardEntry, given: int) -> Message:
    """"Enter 3 cards for seat 2, or its 1 up card, or 1 up card for each of the 5
    seats in dealing order (5): 4 were typed"."""
    if entry.every_seat:
        return msg("hand-deal-count-every-seat", seat=step.seat or 0, count=step.down + step.up,
                   up_count=step.up, every_count=entry.every_seat, given_count=given)
    return msg("hand-deal-count", seat=step.seat or 0, count=step.down + step.up,
               given_count=given)
