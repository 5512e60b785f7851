"""Shared helpers for the rule scenario tests (tests/engine/test_rules_*.py).

A hand is driven by a small script in the spirit of PHH: forced bets, burns and
deals are taken from ``next_step`` (so the tests also check the engine's
dealer script), and player actions are written as ``"s3 cbr 35"``.
"""

from __future__ import annotations

from collections.abc import Mapping

from director.engine.cards import Card, parse_cards
from director.engine.hand.facts.betting import Betting
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
    Muck,
    PostAnte,
    PostBlind,
    PostBringIn,
    Show,
)
from director.engine.hand.facts.games import HOLDEM, Game
from director.engine.hand.facts.setup import HandOptions, HandSetup
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandState

__all__ = [
    "Award",
    "BetRaise",
    "Betting",
    "CheckCall",
    "Fold",
    "Hand",
    "HandOptions",
    "HandSetup",
    "HandState",
    "StepKind",
    "cards",
    "table",
]


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text.replace(" ", ""))


def table(game: Game = HOLDEM, betting: Betting | None = None,
          stacks: Mapping[int, int] | None = None, button: int = 1, **kw: object) -> HandSetup:
    """A hand at a physical table (``HandSetup.at_table``)."""
    return HandSetup.at_table(
        game, betting or Betting.no_limit(10), dict(stacks or {}), button, **kw  # type: ignore[arg-type]
    )


class Hand:
    """A hand driven through the engine with known cards.

    ``hole`` maps a seat to all its cards in deal order (stud: 3rd street down,
    down, up, then 4th..7th); ``board`` is every community card in order. Cards
    not given are dealt as unknown (``None``).
    """

    AUTO = (StepKind.POST_ANTE, StepKind.POST_BLIND, StepKind.BURN, StepKind.DEAL_HOLE,
            StepKind.DEAL_BOARD)

    def __init__(self, setup: HandSetup, hole: Mapping[int, str] | None = None,
                 board: str = "") -> None:
        self.setup = setup
        self.hole = {seat: cards(text) for seat, text in (hole or {}).items()}
        self.board = cards(board) if board else ()
        self.state = HandState.start(setup)
        self.steps: list[tuple[StepKind, int | None]] = []

    # ------------------------------------------------------------------ driving

    def apply(self, event: Event) -> HandState:
        self.state = self.state.apply(event)
        return self.state

    def auto_event(self) -> Event | None:
        """The event for the next automatic step (posting, burning, dealing)."""
        s = self.state
        step = s.next_step()
        if step.kind not in self.AUTO:
            return None
        self.steps.append((step.kind, step.seat))
        if step.kind is StepKind.POST_ANTE:
            assert step.seat is not None
            return PostAnte(step.seat, step.amount)
        if step.kind is StepKind.POST_BLIND:
            assert step.seat is not None
            return PostBlind(step.seat, step.amount)
        if step.kind is StepKind.BURN:
            return Burn(None)
        if step.kind is StepKind.DEAL_HOLE:
            assert step.seat is not None
            have = len(s.hole[s.player_at(step.seat)])
            want = self.hole.get(step.seat, ())
            count = step.down + step.up
            got = tuple(want[have:have + count])
            return DealHole(step.seat, got + (None,) * (count - len(got)))
        have = len(s.board)
        got = tuple(self.board[have:have + step.up])
        return DealBoard(got + (None,) * (step.up - len(got)))

    def advance(self) -> HandState:
        """Post, burn and deal until a player (or the dealer at showdown) must act."""
        while not self.state.is_complete:
            event = self.auto_event()
            if event is None:
                break
            self.apply(event)
        return self.state

    def until(self, kind: StepKind, seat: int | None = None) -> HandState:
        """Run automatic steps until the next step is ``kind`` (for ``seat``)."""
        while True:
            step = self.state.next_step()
            if step.kind is kind and (seat is None or step.seat == seat):
                return self.state
            event = self.auto_event()
            assert event is not None, f"stopped at {step.text!r} before {kind}"
            self.apply(event)

    def do(self, *script: str) -> HandState:
        """Apply actions: ``s3 f``, ``s3 cc``, ``s3 cbr 35``, ``s3 bi`` (bring-in),
        ``s3 sm`` (show the dealt cards), ``s3 mk``, ``s3 d Ah`` (discard),
        ``award``. Automatic steps run before each action and after the last."""
        for line in script:
            self.advance()
            parts = line.split()
            if parts[0] == "award":
                self.apply(Award())
                continue
            seat = int(parts[0][1:])
            verb = parts[1]
            if verb == "f":
                self.apply(Fold(seat))
            elif verb == "cc":
                self.apply(CheckCall(seat))
            elif verb == "cbr":
                self.apply(BetRaise(seat, int(parts[2])))
            elif verb == "bi":
                legal = self.state.legal_actions()
                assert legal is not None and legal.bring_in is not None
                self.apply(PostBringIn(seat, legal.bring_in))
            elif verb == "sm":
                self.apply(Show(seat, self.state.hole[self.state.player_at(seat)]))
            elif verb == "mk":
                self.apply(Muck(seat))
            elif verb == "d":
                self.apply(Discard(seat, cards(parts[2])))
            else:  # pragma: no cover - a typo in a test
                raise AssertionError(f"unknown verb in {line!r}")
        return self.advance()

    def show_all(self) -> HandState:
        """Show every live hand in the engine's showing order, then stop."""
        self.advance()
        while self.state.next_step().kind is StepKind.SHOW:
            seat = self.state.next_step().seat
            assert seat is not None
            self.do(f"s{seat} sm")
        return self.state

    def finish(self) -> HandState:
        """Show everything still needed and award the pots."""
        self.show_all()
        assert self.state.next_step().kind is StepKind.AWARD, self.state.next_step().text
        self.apply(Award())
        return self.state

    # --------------------------------------------------------------- questions

    @property
    def s(self) -> HandState:
        return self.state

    def legal(self):
        legal = self.state.legal_actions()
        assert legal is not None, self.state.next_step().text
        return legal

    def to_act_seat(self) -> int:
        assert self.state.to_act is not None, self.state.next_step().text
        return self.state.seats[self.state.to_act]

    def stacks(self) -> dict[int, int]:
        return self.state.stacks_by_seat()
