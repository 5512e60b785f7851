"""One hand as the state an event log folds to (DESIGN.md "The engine").

``HandState.start(setup)`` is the hand before anything happens;
``state.apply(event)`` checks the event against the rules and returns the next
state, never changing ``state``. ``HandState.replay(setup, events)`` folds a
whole log; ``state.undo()`` drops the last event. The state answers the
dealer's questions: ``next_step``, ``legal_actions``, ``pots``,
``showing_order`` and, at the end, ``awards``.

The package's imports run one way: the data (``data``: the fields and what
they answer by themselves), the rules that change it (``checks``,
``betting_rules``, ``rounds``, ``draw``, ``evaluation``, ``showdown_rules``,
``transitions``), the dealer's guide (``guide``), and this module, which puts
them together.

Players are indexes into ``setup.seats`` (clockwise from the first seat left of
the button); events and messages use physical seat numbers.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from director.engine.hand.facts.data import HandData, HandError, NotNow, Phase, up_flags
from director.engine.hand.facts.events import Event
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.rules import betting_rules, transitions
from director.engine.messages import Message, msg

if TYPE_CHECKING:
    from director.engine.hand.rules.steps import LegalActions, Step

# The dealer's guide (``guide``, and the steps it words) is imported when first asked
# for: a replay of hand histories never asks (issue 33: a process replaying 100 files
# spends most of its time importing).

__all__ = ["HandError", "HandState", "Phase", "up_flags"]


class HandState(HandData):
    """An immutable snapshot of a hand. Build it with ``start`` or ``replay`` (or,
    for a stored running hand, ``state_data.state_from_data``)."""

    __slots__ = ()

    # ----------------------------------------------------------- construction

    @classmethod
    def start(cls, setup: HandSetup) -> HandState:
        s = object.__new__(cls)
        s.fill(setup)
        return s

    @classmethod
    def replay(cls, setup: HandSetup, events: Iterable[Event]) -> HandState:
        """Fold a log from the start; the same log always gives the same state.

        The events are applied to one private state, without the copy ``apply``
        makes for each, so replaying a stored hand is fast.
        """
        fold = HandFold(setup)
        for number, event in enumerate(events, start=1):
            try:
                fold.apply(event)
            except HandError as exc:
                raise HandError(msg("hand-event-refused", number=number, event_text=str(event),
                                    refusal=exc.message)) from None
        return fold.finish()

    def undo(self) -> HandState:
        """The state before the last event."""
        if not self.log:
            raise HandError(msg("hand-nothing-to-undo"))
        return HandState.replay(self.setup, self.log[:-1])

    # ----------------------------------------------------------------- apply

    def apply(self, event: Event) -> HandState:
        """Check ``event`` against the rules and return the state after it.

        Raises ``HandError`` (this state unchanged) when the rules do not allow it.
        """
        s = object.__new__(HandState)
        self.copy_into(s)
        s._apply_rules(event)
        s.log = (*self.log, event)
        return s

    def _apply_rules(self, event: Event) -> None:
        """The rules change this (private) state; a refusal that does not fit the
        next step names that step."""
        try:
            transitions.apply(self, event)
        except NotNow as exc:
            raise _refused_next(self, exc) from None

    # ------------------------------------------------------------ questions

    def legal_actions(self) -> LegalActions | None:
        """The choices of the player to act, or ``None`` when nobody is to act."""
        return betting_rules.legal_actions(self)

    def open_pair_option(self) -> bool:
        """R-6.4: an open pair on 4th street lets a player bet the big bet."""
        return betting_rules.open_pair_option(self)

    def open_pair_note(self) -> Message | None:
        """R-6.4 in words for the panel: whether this hand's open pair allows the
        big bet (cash tables) or not (tournaments); ``None`` outside stud high."""
        return betting_rules.open_pair_note(self.setup)

    def next_step(self) -> Step:
        from director.engine.hand import guide

        return guide.next_step(self)

    def showing_order(self) -> list[int]:
        """Seats in the order they show at showdown (R-7.2)."""
        from director.engine.hand import guide

        return [self.setup.seats[i] for i in guide.showing_order(self)]

    def cards_needed(self) -> list[Message]:
        """Cards the rules need that the dealer has not entered yet, as messages."""
        from director.engine.hand import guide

        return guide.cards_needed(self)


class HandFold:
    """A hand folded from its events one at a time, changing one private state in
    place: what ``HandState.replay`` does for a whole log, for a caller that
    needs the state between events to build the next one (a PHH replay).

    ``state`` answers questions (``next_step``, ``legal_actions``) between
    events, but its ``log`` is only set by ``finish`` (from ``events``, those applied
    so far). ``apply`` checks an event as ``HandState.apply`` does; after a refusal
    the state may be half changed, so the fold must be dropped (``HandState.apply``
    keeps its state instead).
    """

    __slots__ = ("events", "state")

    def __init__(self, setup: HandSetup) -> None:
        self.state = HandState.start(setup)
        self.events: list[Event] = []

    def apply(self, event: Event) -> None:
        try:  # ``HandState._apply_rules`` written out: a replay runs it for every event
            transitions.rule_for(type(event), transitions.apply)(self.state, event)
        except NotNow as exc:
            raise _refused_next(self.state, exc) from None
        self.events.append(event)

    def refused(self, refusal: NotNow) -> HandError:
        """What ``apply`` raises for a refusal that does not fit the next step: a
        caller that applies the rules itself (``rule_for``, then ``events``) raises it."""
        return _refused_next(self.state, refusal)

    def finish(self) -> HandState:
        """The state after every event applied, with its log; the fold is done."""
        state = self.state
        state._log, state._pending_log = tuple(self.events), None  # ``log``'s setter
        return state


def _refused_next(state: HandState, refusal: NotNow) -> HandError:
    """A refusal that does not fit the next step, naming that step."""
    return HandError(msg("hand-refused-next", refusal=refusal.message,
                         step=state.next_step().message))
