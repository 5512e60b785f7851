"""A virtual dealer and virtual players: the next event of a hand, chosen at
random but plausibly, with real cards from a shuffled deck.

Used by the training mode (the program deals and plays while the trainee
answers the dealer's questions) and by the crash-safety driver. It is a pure
function of the state, the deck order and the injected random source, so a
hand can be resumed after a restart: the cards still to come are the deck less
every card the hand already knows (after a draw reshuffle, the discards and
burns are back in play, as in the engine).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from director.engine.cards import Card
from director.engine.frozen import frozen_record
from director.engine.hand.facts.events import (
    Award,
    BetRaise,
    Burn,
    CheckCall,
    DealBoard,
    DealHole,
    Discard,
    Event,
    Fold,
    PostAnte,
    PostBlind,
    PostBringIn,
    Show,
)
from director.engine.hand.rules.draw import stub_runs_out
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandState, Phase
from director.engine.messages import Message, MessageError, msg, text


@frozen_record
class Style:
    """How the virtual players play: chances per decision and raise sizes."""

    raise_chance: float = 0.2
    fold_chance: float = 0.25  # when facing a bet
    all_in_chance: float = 0.0  # of a raise, going all the way to the maximum
    complete_chance: float = 0.2  # stud: complete instead of bringing in
    raise_factor: int = 3  # raises go up to this many times the minimum


USUAL_STYLE = Style()

def undealt(state: HandState, deck: Sequence[Card]) -> list[Card]:
    """The cards still to come: the deck less every card the hand knows of."""
    return [c for c in deck if c not in state.known]


def next_event(state: HandState, rng: random.Random, deck: Sequence[Card],
               style: Style = USUAL_STYLE) -> Event:
    """The next event: the dealer's step, or a player's random plausible action."""
    step = state.next_step()
    seat = step.seat or 0
    kind = step.kind
    if kind is StepKind.POST_ANTE:
        return PostAnte(seat, step.amount)
    if kind is StepKind.POST_BLIND:
        return PostBlind(seat, step.amount)
    if kind is StepKind.BURN:
        return Burn(undealt(state, deck)[0])
    if kind is StepKind.DEAL_HOLE:
        count = step.down + step.up
        rest = undealt(state, deck)
        if state.phase is Phase.DRAWING and stub_runs_out(state, count):
            # keep the last card; the burns and discards are shuffled in.
            back = [c for c, place in state.known.items()
                    if place == "burned" or place.startswith("discarded")]
            rest = rest[:-1] + rng.sample(back, len(back))
        return DealHole(seat, tuple(rest[:count]))
    if kind is StepKind.DEAL_BOARD:
        return DealBoard(tuple(undealt(state, deck)[:step.up]))
    if kind is StepKind.DISCARD:
        return _discard(state, rng, seat)
    if kind is StepKind.SHOW:
        return Show(seat)
    if kind in (StepKind.AWARD, StepKind.DONE):
        return Award()
    return _act(state, rng, style)


def _discard(state: HandState, rng: random.Random, seat: int) -> Discard:
    hole = [c for c in state.hole[state.player_at(seat)] if c is not None]
    if state.phase is not Phase.DRAWING:
        return Discard(seat, (rng.choice(hole),))  # pineapple: one card
    most = state.setup.options.max_draw
    most = 3 if most is None else most
    return Discard(seat, tuple(rng.sample(hole, rng.randint(0, min(most, len(hole))))))


def _act(state: HandState, rng: random.Random, style: Style) -> Event:
    legal = state.legal_actions()
    if legal is None:
        step: Message | str = state.next_step().text
        raise MessageError(msg("train-nobody-can-act",
                               step=step if isinstance(step, Message) else text(step)))
    seat, r = legal.seat, rng.random()
    low, high = legal.raise_min, legal.raise_max
    if legal.bring_in is not None:
        if low is not None and rng.random() < style.complete_chance:
            return BetRaise(seat, low)
        return PostBringIn(seat, legal.bring_in)
    if low is not None and high is not None and r < style.raise_chance:
        if rng.random() < style.all_in_chance:
            return BetRaise(seat, high)
        if legal.fixed_sizes:  # fixed limit: the two ends only (R-5.5; R-6.4's open pair)
            return BetRaise(seat, rng.choice((low, high)))
        top = max(low, min(high, low * style.raise_factor))
        return BetRaise(seat, rng.randint(low, top))
    if legal.call and legal.can_fold and r > 1 - style.fold_chance:
        return Fold(seat)
    return CheckCall(seat)
