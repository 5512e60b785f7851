"""Property tests for five-card draw (R-6.5) and guts (R-6.6).

Random draw hands (every table option, every betting structure, random
discards and legal actions) and random guts rounds (random declarations):
chips are conserved at every step, refused events change nothing, replaying
the log gives the same state, and undo gives the state before the last event.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.cards import Card, Rank
from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.events import (
    Award,
    BetRaise,
    CheckCall,
    DealHole,
    Declare,
    Discard,
    Event,
    Fold,
    Muck,
    PostAnte,
    PostBlind,
    Show,
)
from director.engine.hand.facts.games import FIVE_CARD_DRAW, FIVE_CARD_DRAW_PIQUET
from director.engine.hand.facts.setup import HandOptions, HandSetup
from director.engine.hand.rules.draw import draw_turn, has_openers, stub_runs_out
from director.engine.hand.rules.guts import GutsKind, GutsPhase, GutsSetup, GutsState
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandError, HandState, Phase

# ------------------------------------------------------------------- draw


def snapshot(s: HandState) -> tuple[Any, ...]:
    return (s.log, s.phase, list(s.stacks), list(s.totals), list(s.bets), list(s.hole),
            list(s.discarded), s.burned, s.to_act, s.pot_total, list(s.folded),
            list(s.mucked), s.awards, s.opener, s.openers_shown, s.dead_deal,
            list(s.to_replace), s.reshuffled)


@st.composite
def draw_setups(draw: st.DrawFn) -> HandSetup:
    game = draw(st.sampled_from([FIVE_CARD_DRAW, FIVE_CARD_DRAW_PIQUET]))
    n = draw(st.integers(2, game.max_players))
    seats = draw(st.lists(st.integers(1, 10), min_size=n, max_size=n, unique=True))
    stacks = draw(st.lists(st.integers(1, 400), min_size=n, max_size=n))
    button = draw(st.sampled_from(seats))
    limit = draw(st.sampled_from(["fixed", "pot", "no"]))
    betting = {"fixed": Betting.fixed_limit(10, 20), "pot": Betting.pot_limit(10),
               "no": Betting.no_limit(10)}[limit]
    blinds = draw(st.booleans())
    options = HandOptions(
        openers=not blinds and draw(st.booleans()),
        max_draw=draw(st.sampled_from([None, None, 3, 2])),
        aces_stay=draw(st.booleans()),
    )
    setup = HandSetup.at_table(
        game, betting, dict(zip(seats, stacks, strict=True)), button,
        ante=draw(st.sampled_from([0, 5])) if blinds else draw(st.integers(1, 10)),
        small_blind=5 if blinds else 0, big_blind=10 if blinds else 0, options=options,
    )
    return dataclasses.replace(setup, carried_pot=draw(st.sampled_from([0, 0, 15, 33])))


def legal_discard(s: HandState, i: int, rnd: random.Random) -> Discard:
    options = s.setup.options
    hole = [c for c in s.hole[i] if c is not None]
    seat = s.seats[i]
    pool = [c for c in hole if not (options.aces_stay and c.rank == Rank.ACE)]
    count = rnd.randint(0, len(pool))
    aces = [c for c in hole if c.rank == Rank.ACE]
    limit = 5 if options.max_draw is None else options.max_draw
    if count > limit:
        count = limit + 1 if aces and limit + 1 <= len(pool) else limit
    chosen = list(rnd.sample(pool, count))
    kept: tuple[Card, ...] = ()
    if options.max_draw is not None and count > options.max_draw:
        free = [a for a in aces if a not in chosen]
        if not free:  # keep an ace out of the discard
            swap = next(c for c in chosen if c.rank == Rank.ACE)
            spare = [c for c in pool if c not in chosen and c.rank != Rank.ACE]
            if not spare:
                return Discard(seat, tuple(chosen[:options.max_draw]))
            chosen[chosen.index(swap)] = spare[0]
            free = [swap]
        kept = (free[0],)
    return Discard(seat, tuple(chosen), kept)


def illegal_discard(s: HandState, i: int, rnd: random.Random) -> Discard | None:
    options = s.setup.options
    hole = tuple(c for c in s.hole[i] if c is not None)
    seat = s.seats[i]
    aces = [c for c in hole if c.rank == Rank.ACE]
    if options.aces_stay and aces:
        return Discard(seat, (aces[0],))
    if options.max_draw is not None and options.max_draw + 2 <= 5:
        return Discard(seat, hole[:options.max_draw + 2])
    others = [c for c in s.setup.game.deck if c not in hole]
    return Discard(seat, (rnd.choice(others),)) if rnd.random() < 0.5 else None


def openers(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The openers in an opening hand (R-6.5): a pair of jacks or better is
    shown as the pair; any better hand (two pair, trips, a straight...) whole."""
    for rank in sorted({c.rank for c in cards}, reverse=True):
        pair = tuple(c for c in cards if c.rank == rank)
        if rank >= Rank.JACK and len(pair) == 2 and not has_openers(
                [c for c in cards if c not in pair]):
            return pair
    if has_openers(list(cards)):
        return cards
    raise AssertionError(f"no openers in {cards}")


def must_refuse(s: HandState, event: Event) -> None:
    before = snapshot(s)
    try:
        s.apply(event)
    except HandError:
        pass
    else:
        raise AssertionError(f"{event} was accepted at {s.next_step().text!r}")
    assert snapshot(s) == before


class DrawDriver:
    def __init__(self, setup: HandSetup, rnd: random.Random) -> None:
        self.setup = setup
        self.rnd = rnd
        self.deck = list(setup.game.deck)
        rnd.shuffle(self.deck)
        self.state = HandState.start(setup)
        self.total = sum(setup.stacks) + setup.carried_pot
        self.dealt: dict[int, tuple[Card, ...]] = {}

    def fresh(self, k: int) -> tuple[Card, ...]:
        s = self.state
        known = dict(s.known)
        if s.phase is Phase.DRAWING and stub_runs_out(s, k):
            # the burns and discards are shuffled back in to continue.
            known = {c: where for c, where in known.items()
                     if where != "burned" and not where.startswith("discarded")}
        cards = [c for c in self.deck if c not in known]
        assert len(cards) >= k, f"only {len(cards)} cards left for {k}: {self.state.next_step()}"
        return tuple(cards[:k])

    def apply(self, event: Event) -> None:
        before = self.state
        after = before.apply(event)
        assert sum(after.stacks) + after.pot_total == self.total, event
        assert snapshot(after.undo()) == snapshot(before)
        self.state = after

    def try_apply(self, event: Event) -> bool:
        try:
            self.apply(event)
        except HandError:
            return False
        return True

    def event(self) -> Event | None:
        s, rnd = self.state, self.rnd
        step = s.next_step()
        kind = step.kind
        if kind is StepKind.POST_ANTE:
            return PostAnte(step.seat, step.amount)  # type: ignore[arg-type]
        if kind is StepKind.POST_BLIND:
            return PostBlind(step.seat, step.amount)  # type: ignore[arg-type]
        if kind is StepKind.BURN and s.phase is Phase.DRAWING:
            turn = draw_turn(s)  # the burn is left implicit
            assert turn is not None and turn[1]
            player = turn[0]
            return DealHole(s.seats[player], self.fresh(s.to_replace[player] or 0))
        if kind is StepKind.DEAL_HOLE:
            assert step.seat is not None
            cards = self.fresh(step.down + step.up)
            if s.street == 0:
                self.dealt[step.seat] = cards
                must_refuse(s, DealHole(step.seat, cards[:4]))
            return DealHole(step.seat, cards)
        if kind is StepKind.ACT:
            return self.action()
        if kind is StepKind.DISCARD:
            assert step.seat is not None
            i = s.player_at(step.seat)
            bad = illegal_discard(s, i, rnd)
            if bad is not None:
                must_refuse(s, bad)
            return legal_discard(s, i, rnd)
        if kind is StepKind.SHOW:
            assert step.seat is not None
            if s.phase is Phase.AWARDING:  # the opener shows openers
                must_refuse(s, Award())
                return Show(step.seat, openers(self.dealt[step.seat]))
            if rnd.random() < 0.3 and self.try_apply(Muck(step.seat)):
                return None
            return Show(step.seat)
        if kind is StepKind.AWARD:
            return Award()
        raise AssertionError(f"unexpected step {step}")

    def action(self) -> Event | None:
        s, rnd = self.state, self.rnd
        legal = s.legal_actions()
        assert legal is not None
        seat = legal.seat
        others = [x for x in s.seats if x != seat]
        must_refuse(s, CheckCall(rnd.choice(others)))
        if legal.raise_max is not None and legal.raise_max < legal.all_in_to:
            must_refuse(s, BetRaise(seat, legal.raise_max + 1))
        if legal.raise_min is not None and legal.raise_min - 1 not in (0, legal.all_in_to):
            must_refuse(s, BetRaise(seat, legal.raise_min - 1))
        roll = rnd.random()
        if roll < 0.15 and legal.can_fold:
            return Fold(seat)
        if roll < 0.55 and legal.raise_min is not None and legal.raise_max is not None:
            to = rnd.choice([legal.raise_min, legal.raise_max,
                             rnd.randint(legal.raise_min, legal.raise_max)])
            event = BetRaise(seat, to)
            opening = s.setup.options.openers and s.street == 0 and s.bets_made == 0
            i = s.player_at(seat)
            if opening and not has_openers([c for c in s.hole[i] if c is not None]):
                must_refuse(s, event)  # jacks or better to open
                return CheckCall(seat)
            if s.setup.betting.limit is not Limit.FIXED_LIMIT:
                return event
            # Fixed limit: only the exact sizes; anything else is refused unchanged.
            if self.try_apply(event):
                return None
        return CheckCall(seat)

    def play(self) -> HandState:
        for _ in range(400):
            if self.state.is_complete:
                break
            if self.state.phase is not Phase.AWARDING:
                must_refuse(self.state, Award())
            event = self.event()
            if event is None:  # applied already
                continue
            self.apply(event)
        assert self.state.is_complete, self.state.next_step().text
        return self.state


@settings(deadline=None, max_examples=300, derandomize=True)
@given(draw_setups(), st.randoms(use_true_random=False))
def test_R_6_5_random_draw_hands_conserve_chips_replay_and_undo(
        setup: HandSetup, rnd: random.Random) -> None:
    driver = DrawDriver(setup, rnd)
    s = driver.play()
    total = sum(setup.stacks) + setup.carried_pot
    if s.dead_deal:
        assert s.carried_out == s.pot_total and sum(s.stacks) + s.carried_out == total
        assert s.awards == ()
    else:
        assert sum(s.stacks) == total and s.pot_total == 0
    assert len(s.burned) <= 1  # one burn for the draw
    if s.street == 1:
        assert all(len(h) == 5 for h, out in zip(s.hole, s.folded, strict=True) if not out)
    again = HandState.replay(setup, s.log)
    assert snapshot(again) == snapshot(s)


# ------------------------------------------------------------------- guts


@st.composite
def guts_setups(draw: st.DrawFn) -> GutsSetup:
    n = draw(st.integers(2, 7))
    seats = draw(st.lists(st.integers(1, 17), min_size=n, max_size=n, unique=True))
    stacks = draw(st.lists(st.one_of(st.integers(1, 40), st.integers(1, 300)),
                           min_size=n, max_size=n))
    return GutsSetup(tuple(seats), tuple(stacks), draw(st.integers(1, 25)),
                     draw(st.sampled_from(list(GutsKind))))


def guts_refused(g: GutsState, event: Event) -> None:
    try:
        g.apply(event)
    except HandError:
        return
    raise AssertionError(f"{event} was accepted at {g.next_step().text!r}")


@settings(deadline=None, max_examples=150, derandomize=True)
@given(guts_setups(), st.randoms(use_true_random=False))
def test_R_6_6_random_guts_rounds_conserve_chips_replay_and_undo(
        setup: GutsSetup, rnd: random.Random) -> None:
    g = GutsState.start(setup)
    total = sum(setup.stacks)
    deck = list(FIVE_CARD_DRAW.deck)
    for _ in range(150):
        if g.is_complete or g.deal > 5:
            break
        step = g.next_step()
        if g.phase is not GutsPhase.AWARDING:
            guts_refused(g, Award())
        if g.phase is GutsPhase.ANTES:
            assert step.seat is not None
            guts_refused(g, PostAnte(step.seat, step.amount + 1))
            event: Event = PostAnte(step.seat, step.amount)
        elif g.phase is GutsPhase.DEALING:
            assert step.seat is not None
            used = {c for h in g.hole for c in h}
            if not used:
                rnd.shuffle(deck)
            fresh = [c for c in deck if c not in used]
            guts_refused(g, DealHole(step.seat, tuple(fresh[:2])))
            event = DealHole(step.seat, tuple(fresh[:3]))
        elif g.phase is GutsPhase.DECLARING:
            dealt = [setup.seats[p] for p in g.dealt_in()]
            absent = [x for x in setup.seats if x not in dealt]
            if absent:
                guts_refused(g, Declare((absent[0],)))
            guts_refused(g, Declare((99,)))
            event = Declare(tuple(x for x in dealt if rnd.random() < 0.45))
        elif g.phase is GutsPhase.SHOWDOWN:
            assert step.seat is not None
            outs = [setup.seats[p] for p in range(len(setup.seats)) if p not in g.ins]
            if outs:
                guts_refused(g, Show(outs[0]))
            event = Show(step.seat)
        else:
            event = Award()
        after = g.apply(event)
        assert after.chips_in_play() == total  # chips are never created nor lost
        assert all(stack >= 0 for stack in after.stacks)
        if rnd.random() < 0.2:
            assert after.undo() == g
        g = after
    assert GutsState.replay(setup, g.log) == g
    for result in g.results:
        for _, paid in result.penalties:
            assert paid >= 0
        if result.ends_round:
            assert result.penalties == ()
