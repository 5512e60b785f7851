"""All-in equity for a table's hand in progress, as data for the windows (issue 21).

When the betting is over with two or more hands still in, the hands are turned
face up (R-7.1) and the rest of the board (or of the stud hands) is dealt out.
``TableOdds`` reads that moment from a dealer session's hand and gives each seat's
chance to win, tie and, in hi/lo games, scoop or split: exact where that is quick,
else a Monte Carlo estimate with its margin that ``refine()`` makes closer. The
dealer panel, the clock screen and the room view draw these figures; nothing here
draws.

The random source is the caller's (a ``random.Random``), as the engine requires.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from director.engine.cards import Card
from director.engine.equity import Equity, Spot, SpotError, estimates
from director.engine.equity.odds import BATCH
from director.engine.hand.state import HandState


@dataclass(frozen=True, slots=True)
class SeatOdds:
    """One seat's chances, as percentages (0-100).

    ``win``: the whole pot alone (``scoop`` in a hi/lo game); ``tie``: a part of
    it (``split``); ``share``: the part of the pot it takes on average.
    """

    seat: int
    win: float
    tie: float
    share: float

    @property
    def scoop(self) -> float:
        return self.win

    @property
    def split(self) -> float:
        return self.tie


@dataclass(frozen=True, slots=True)
class OddsView:
    """What a window shows: every live seat's odds, whether they are exact or an
    estimate (``margin`` in percentage points, 95%), and whether asking again
    (``TableOdds.refine``) gives closer figures. ``face_up``: every live hand has
    been turned face up (R-7.1), so the odds may be shown to the room."""

    seats: tuple[SeatOdds, ...]
    exact: bool
    margin: float
    refinable: bool
    hi_lo: bool
    face_up: bool
    deals: int

    def by_seat(self) -> dict[int, SeatOdds]:
        return {s.seat: s for s in self.seats}


def all_in_spot(hand: HandState) -> tuple[Spot, tuple[int, ...]] | None:
    """The spot of a hand whose betting is over with two or more hands in and
    every live hand's cards known (R-7.1), with the live seats in the spot's
    order; ``None`` at any other moment or for a game without all-in odds."""
    if hand.is_complete:
        return None
    live = hand.live_players()
    if len(live) < 2 or hand.to_act is not None:
        return None
    if sum(1 for i in live if hand.can_bet(i)) > 1:
        return None  # betting may go on
    hands: list[tuple[Card, ...]] = []
    for i in live:
        cards = hand.hole[i]
        if not cards or any(c is None for c in cards):
            return None
        hands.append(tuple(c for c in cards if c is not None))
    dead: list[Card] = []
    for i in range(len(hand.hole)):
        if i not in live:
            dead += [c for c in hand.hole[i] if c is not None]
        dead += [c for c in hand.discarded[i] if c is not None]
    dead += [c for c in hand.burned if c is not None]
    board = tuple(c for c in hand.board if c is not None)
    try:
        spot = Spot.of(hand.setup.game, hands, board, dead)
    except SpotError:
        return None  # e.g. pineapple hands before their discard: no odds to give
    return spot, tuple(hand.seats[i] for i in live)


class TableOdds:
    """The odds of one hand at one moment; build a new one when a card comes."""

    def __init__(self, hand: HandState, rng: random.Random, batch_size: int = BATCH) -> None:
        """``batch_size``: random deals each estimate adds (a window refining between
        key presses asks for small steps)."""
        found = all_in_spot(hand)
        self._face_up = bool(found) and all(hand.shown[i] for i in hand.live_players())
        self._seats: tuple[int, ...] = found[1] if found else ()
        self._steps: Iterator[Equity] | None = (
            estimates(found[0], rng, batch_size) if found else None)
        self._last: OddsView | None = None

    def current(self) -> OddsView | None:
        """The odds so far (the first estimate on the first call); ``None``
        when the hand is not at an all-in with its hands known."""
        if self._last is None and self._steps is not None:
            return self.refine()
        return self._last

    def refine(self) -> OddsView | None:
        """Closer odds when they are an estimate; the same exact odds otherwise."""
        if self._steps is None:
            return None
        if self._last is not None and not self._last.refinable:
            return self._last
        odds = next(self._steps)
        self._last = OddsView(
            seats=tuple(SeatOdds(seat, 100 * p.win, 100 * p.tie, 100 * p.share)
                        for seat, p in zip(self._seats, odds.players, strict=True)),
            exact=odds.exact,
            margin=100 * odds.margin,
            refinable=odds.refinable,
            hi_lo=odds.hi_lo,
            face_up=self._face_up,
            deals=odds.deals,
        )
        return self._last
