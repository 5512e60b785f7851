"""The cards a scenario fixes for the dealer's next step (issue 30): the panel
offers them in its card field as if typed (the dealer presses N), and training's
virtual dealer deals them; every other card comes from the deck as usual.

A seat's ``hole`` cards are taken in the order the hand deals them (hold'em's
two; stud's two down, one up, then one a street and the last down), the board
and the burns in order, a draw's replacements after the discards. Stud's up
cards are offered as the dealer types them, for every seat still due on the
street at once in dealing order (R-4.3); its down cards when the hand is shown.
"""

from __future__ import annotations

from director.engine.cards import Card
from director.engine.hand.facts.events import DealHole
from director.engine.hand.gestures import card_entry
from director.engine.hand.rules.guts import GutsState
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandState, Phase
from director.services.practice.scenario import Scenario
from director.services.tables.dealer_deals import AnyState


def step_cards(scenario: Scenario, state: AnyState, every_seat: bool = True
               ) -> tuple[Card, ...]:
    """The scenario's cards for the state's next step; empty when it fixes none
    (or fewer than the step takes: then the dealer types or leaves them). Stud's up
    cards come for every seat due on the street at once, as the panel's dealer types
    them; ``every_seat`` off (training's virtual dealer, who deals seat by seat), the
    next seat's own cards, down and up."""
    step = state.next_step()
    seat = step.seat
    if isinstance(state, GutsState):
        if step.kind is StepKind.DEAL_HOLE and seat is not None:
            return _part(scenario.hole.get(seat, ()), 0, 3)
        return ()
    if step.kind is StepKind.BURN:
        return _part(scenario.burns, len(state.burned), 1)
    if step.kind is StepKind.DEAL_BOARD:
        return _part(scenario.board, len(state.board), step.up)
    if step.kind is StepKind.SHOW and seat is not None:
        return _unknown(scenario, state, seat)
    if step.kind is not StepKind.DEAL_HOLE or seat is None:
        return ()
    if state.phase is Phase.DRAWING:
        return _part(scenario.replacements.get(seat, ()), _drawn(state, seat), step.down)
    if every_seat and step.up and card_entry(state).every_seat:
        return _every_seat_up(scenario, state)
    have = len(state.hole[state.player_at(seat)])
    return _part(scenario.hole.get(seat, ()), have, step.down + step.up)


def _every_seat_up(scenario: Scenario, state: HandState) -> tuple[Card, ...]:
    """Stud: the up cards of every seat still due on this street, in dealing order."""
    out: list[Card] = []
    step = state.next_step()
    while step.kind is StepKind.DEAL_HOLE and step.seat is not None and step.up:
        have = len(state.hole[state.player_at(step.seat)])
        cards = _part(scenario.hole.get(step.seat, ()), have, step.down + step.up)
        if not cards:
            return ()
        out += cards[-step.up:]
        state = state.apply(DealHole(step.seat, (None,) * step.down + cards[-step.up:]))
        step = state.next_step()
    return tuple(out)


def _unknown(scenario: Scenario, state: HandState, seat: int) -> tuple[Card, ...]:
    """A hand shown: the scenario's cards for its places still unknown (stud's
    down cards), in order; none where one of them is already out (a draw's
    replacement in the place of a card discarded: the scenario does not know it)."""
    hole = state.hole[state.player_at(seat)]
    fixed = scenario.hole.get(seat, ())
    if None not in hole or len(fixed) < len(hole):
        return ()
    cards = tuple(fixed[n] for n, card in enumerate(hole) if card is None)
    return () if any(card in state.known for card in cards) else cards


def _drawn(state: HandState, seat: int) -> int:
    """Replacement cards the seat was dealt before (a reshuffle deals them in parts)."""
    i = state.player_at(seat)
    return len(state.hole[i]) + len(state.discarded[i]) - state.setup.game.hole_cards


def _part(cards: tuple[Card, ...], start: int, count: int) -> tuple[Card, ...]:
    part = cards[start:start + count]
    return part if len(part) == count else ()
