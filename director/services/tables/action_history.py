"""What each seat did on this betting round and the one before (issue 30), as the
dealer panel and training show it beside the table: every question the panel
or a drill asks (who acts, how much to call, who shows first, R-7.2) can then be
answered from what is on the screen.

Each action is worded from the hand as it stood just before it (a check or a
call, a bet, a raise or a completion, and whether it put the whole stack in),
so the words are the engine's, never guessed from amounts. ``HistoryKeeper``
follows a dealer session from one state to the next (a gesture adds an event,
undo takes one back) without replaying the hand at every key press.
"""

from __future__ import annotations

from director.engine.frozen import frozen_record
from director.engine.hand.facts.events import (
    BetRaise,
    CheckCall,
    Discard,
    Event,
    Fold,
    Muck,
    PostAnte,
    PostBlind,
    PostBringIn,
    Show,
)
from director.engine.hand.guide import forced_bet
from director.engine.hand.rules.checks import street_message
from director.engine.hand.rules.steps import RaiseKind
from director.engine.hand.state import HandState, Phase
from director.engine.messages import Amount, Message, msg

_RAISE_IDS = {RaiseKind.BET: "history-bet", RaiseKind.RAISE: "history-raise",
              RaiseKind.COMPLETE: "history-complete"}


@frozen_record
class SeatHistory:
    """One seat's actions on the round before (``before``) and this one (``now``)."""

    seat: int
    before: tuple[Message, ...]
    now: tuple[Message, ...]


@frozen_record
class ActionHistory:
    """The two rounds' names (``None`` before the first) and every seat's actions."""

    before: Message | None
    now: Message
    seats: tuple[SeatHistory, ...]

    def by_seat(self) -> dict[int, SeatHistory]:
        return {s.seat: s for s in self.seats}


def action_words(before: HandState, event: Event) -> Message | None:
    """An action in words as the hand stood before it ("calls 75", "raises to 300
    (all-in)", "posts the big-blind ante of 400"), or ``None`` for a dealer's step
    (a card, the antes every seat posts, the award). A post names what was posted
    (R-4.1, R-4.2): the big blind and the big-blind ante are often the same amount."""
    if isinstance(event, PostBlind) or (
            isinstance(event, PostAnte) and before.setup.big_blind_ante):
        return msg("history-post", forced=forced_bet(before), amount=Amount(event.amount))
    if isinstance(event, PostBringIn):
        return _all_in(before, event.seat, msg("history-bring-in", amount=Amount(event.amount)),
                       event.amount)
    if isinstance(event, Fold):
        return msg("history-fold")
    if isinstance(event, CheckCall):
        i = before.player_at(event.seat)
        call = min(before.highest - before.bets[i], before.stacks[i])
        if not call:
            return msg("history-check")
        return _all_in(before, event.seat, msg("history-call", amount=Amount(call)), call)
    if isinstance(event, BetRaise):
        legal = before.legal_actions()
        kind = legal.raise_kind if legal is not None else RaiseKind.RAISE
        said = msg(_RAISE_IDS[kind], amount=Amount(event.to))
        chips = event.to - before.bets[before.player_at(event.seat)]
        return _all_in(before, event.seat, said, chips)
    if isinstance(event, Discard):
        if before.phase is Phase.DRAWING:
            return msg("history-draw", count=len(event.cards))
        return msg("history-discard")
    if isinstance(event, Show):
        return msg("history-show")
    if isinstance(event, Muck):
        return msg("history-muck")
    return None


def _all_in(before: HandState, seat: int, said: Message, chips: int) -> Message:
    """``said``, marked all-in when it puts the seat's last chips in."""
    return msg("history-all-in", head=said) if chips >= before.stacks[before.player_at(seat)] \
        else said


class HistoryKeeper:
    """Each event's betting round and words, kept from one state to the next."""

    def __init__(self) -> None:
        self._state: HandState | None = None
        self._rounds: list[int] = []  # each event's betting round (``street``)
        self._words: list[Message | None] = []

    def history(self, state: HandState) -> ActionHistory:
        """The action history of ``state``; cheap when ``state`` follows the last one
        asked for by a few events or is an undo of it."""
        self._follow(state)
        return _history(state, self._rounds, self._words)

    def _follow(self, state: HandState) -> None:
        log, kept = state.log, self._state
        same = kept is not None and (kept.setup is state.setup or kept.setup == state.setup)
        if kept is not None and same and len(kept.log) <= len(log) \
                and log[:len(kept.log)] == kept.log:
            start, current = len(kept.log), kept
        elif kept is not None and same and len(log) < len(kept.log) \
                and kept.log[:len(log)] == log:
            del self._rounds[len(log):], self._words[len(log):]
            self._state = state
            return
        else:
            start, current = 0, HandState.start(state.setup)
            self._rounds, self._words = [], []
        for event in log[start:]:
            self._rounds.append(current.street)
            self._words.append(action_words(current, event))
            current = current.apply(event)
        self._state = state


def _history(state: HandState, rounds: list[int], words: list[Message | None]) -> ActionHistory:
    """This round's actions and the last round's in which anyone acted (a show
    of the hands at an all-in is no action): after all-ins before the flop, the
    river shows beside the preflop betting, not beside an empty turn."""
    now = state.street
    streets = state.setup.game.streets
    said_by = [(getattr(event, "seat", None), street, said)
               for event, street, said in zip(state.log, rounds, words, strict=True)]
    acted = [street for event, street, said in zip(state.log, rounds, words, strict=True)
             if said is not None and not isinstance(event, Show | Muck) and street < now]
    last = max(acted) if acted else now - 1
    before: dict[int, list[Message]] = {seat: [] for seat in state.seats}
    current: dict[int, list[Message]] = {seat: [] for seat in state.seats}
    for seat, street, said in said_by:
        if said is None or seat is None:
            continue
        if street == now:
            current[seat].append(said)
        elif street == last:
            before[seat].append(said)
    return ActionHistory(
        street_message(streets[last].name) if last >= 0 else None,
        street_message(streets[now].name),
        tuple(SeatHistory(seat, tuple(before[seat]), tuple(current[seat]))
              for seat in state.seats))


def action_history(state: HandState) -> ActionHistory:
    """The history of one state, worked out from the start of the hand."""
    return HistoryKeeper().history(state)
