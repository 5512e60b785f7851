"""All-in equity for a table's hand in progress, as data for the windows (issue 21).

When the betting is over with two or more hands still in, the hands are turned
face up (R-7.1) and the rest of the board (or of the stud hands) is dealt out.
``TableOdds`` reads that moment from a dealer session's hand and gives each seat's
chance to win, tie and, in hi/lo games, scoop or split: exact where that is quick,
else a Monte Carlo estimate with its margin that ``refine()`` makes closer. The
dealer panel, the clock screen and the room view draw these figures; nothing here
draws.

Each pot is its own contest (R-7.3, R-7.4; issue 30): a side pot is decided
among the hands that contest it alone, the other live hands being known cards
out of the deck. ``OddsView.pots`` gives every pot's odds (who wins which pot,
after the river too), and each seat's ``share`` is its part of all the pots'
chips; its ``win`` and ``tie`` are those of the main pot, which every live hand
contests.

The random source is the caller's (a ``random.Random``), as the engine requires.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from director.engine.cards import Card
from director.engine.equity import Equity, PlayerOdds, Spot, SpotError, estimates
from director.engine.equity.odds import BATCH
from director.engine.frozen import frozen_record
from director.engine.hand.state import HandState
from director.services.tables.odds_view import OddsView, PotOdds, SeatOdds


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


@frozen_record
class _PotContest:
    """A pot as a contest: its amount, its hands' seats, and its estimates (``None``
    for a pot one hand alone contests: it wins it)."""

    index: int
    amount: int
    seats: tuple[int, ...]
    steps: Iterator[Equity] | None


def _contests(hand: HandState, spot: Spot, seats: tuple[int, ...], rng: random.Random,
              batch_size: int) -> list[_PotContest]:
    """Every pot with chips as a contest among the live hands that contest it; the
    other live hands are dead cards there (known, out of the deck)."""
    hands = dict(zip(seats, spot.hands, strict=True))
    contests = []
    for index, pot in enumerate(hand.pots()):
        if not pot.amount:
            continue
        inside = tuple(hand.seats[i] for i in pot.eligible if hand.is_live(i))
        if len(inside) == len(seats):
            pot_spot = spot
        elif len(inside) < 2:
            contests.append(_PotContest(index, pot.amount, inside, None))
            continue
        else:
            out = tuple(c for seat in seats if seat not in inside for c in hands[seat])
            pot_spot = Spot.of(spot.game, [hands[seat] for seat in inside], spot.board,
                               spot.dead + out)
        contests.append(_PotContest(index, pot.amount, inside,
                                    estimates(pot_spot, rng, batch_size)))
    return contests


_SURE = PlayerOdds(1.0, 0.0, 1.0)


class TableOdds:
    """The odds of one hand at one moment; build a new one when a card comes."""

    def __init__(self, hand: HandState, rng: random.Random, batch_size: int = BATCH) -> None:
        """``batch_size``: random deals each estimate adds (a window refining between
        key presses asks for small steps)."""
        found = all_in_spot(hand)
        self._face_up = bool(found) and all(hand.shown[i] for i in hand.live_players())
        self._seats: tuple[int, ...] = found[1] if found else ()
        self._pots = _contests(hand, found[0], found[1], rng, batch_size) if found else []
        self._hi_lo = found[0].game.low8 if found else False
        self._equities: list[Equity | None] = [None] * len(self._pots)
        self._last: OddsView | None = None

    def current(self) -> OddsView | None:
        """The odds so far (the first estimate on the first call); ``None``
        when the hand is not at an all-in with its hands known."""
        if self._last is None and self._pots:
            return self.refine()
        return self._last

    def refine(self) -> OddsView | None:
        """Closer odds when they are an estimate; the same exact odds otherwise."""
        if not self._pots:
            return None
        if self._last is not None and not self._last.refinable:
            return self._last
        for n, contest in enumerate(self._pots):
            before = self._equities[n]
            if contest.steps is not None and (before is None or before.refinable):
                self._equities[n] = next(contest.steps)
        self._last = self._view()
        return self._last

    def _view(self) -> OddsView:
        pots = []
        counted = [e for e in self._equities if e is not None]
        for contest, odds in zip(self._pots, self._equities, strict=True):
            players = odds.players if odds is not None else (_SURE,)
            pots.append(PotOdds(contest.index, contest.amount, tuple(
                SeatOdds(seat, 100 * p.win, 100 * p.tie, 100 * p.share)
                for seat, p in zip(contest.seats, players, strict=True))))
        main = pots[0].by_seat()
        total = sum(p.amount for p in pots)
        shares = {seat: sum(p.amount * p.by_seat()[seat].share for p in pots
                            if seat in p.by_seat()) / total for seat in self._seats}
        first = next((e for e in self._equities if e is not None), None)
        return OddsView(
            seats=tuple(SeatOdds(seat, main[seat].win if seat in main else 0.0,
                                 main[seat].tie if seat in main else 0.0, shares[seat])
                        for seat in self._seats),
            exact=all(e.exact for e in counted),
            margin=max((100 * e.margin for e in counted), default=0.0),
            refinable=any(e.refinable for e in counted),
            hi_lo=self._hi_lo,
            face_up=self._face_up,
            deals=first.deals if first is not None else 0,
            pots=tuple(pots),
        )
