"""Random hands for property tests and benchmarks (RULES.md sections 4, 5, 7).

``random_setup`` builds a ``HandSetup`` for a game and betting structure with
random players, stacks (short ones included, so all-ins and side pots happen),
blinds, antes and bring-ins. ``iter_hand`` plays it to completion through the
dealer's step loop (``state.next_step()``), dealing real cards from a deck
shuffled with the given ``random.Random`` and choosing random legal actions; it
yields every ``(before, event, after)`` so a test can check each transition.
``play_hand`` just returns the finished state (its ``log`` is the event log).

Hypothesis strategies (``hand_specs``) draw a configuration and a seed; the
hand itself is then fully determined by ``random.Random(seed)``, so a failing
example prints a spec that reproduces the hand exactly.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

from hypothesis import strategies as st

from director.engine.cards import Card
from director.engine.hand.facts.betting import Betting, Limit
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
from director.engine.hand.facts.games import (
    HOLDEM,
    OMAHA,
    OMAHA_HILO,
    PINEAPPLE,
    RAZZ,
    STUD,
    STUD_HILO,
    Game,
    Opening,
)
from director.engine.hand.facts.setup import HandOptions, HandSetup
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandState, Phase

FLOP_GAMES: tuple[Game, ...] = (HOLDEM, OMAHA, OMAHA_HILO, PINEAPPLE)
STUD_GAMES: tuple[Game, ...] = (STUD, STUD_HILO, RAZZ)
ALL_GAMES: tuple[Game, ...] = FLOP_GAMES + STUD_GAMES
LIMITS: tuple[Limit, ...] = tuple(Limit)


@dataclass(frozen=True)
class Config:
    """A game, a betting structure and a few table options."""

    game: Game
    limit: Limit
    discard_before_flop: bool = False  # pineapple option

    def __repr__(self) -> str:
        return f"Config({self.game.key.upper().replace('-', '_')}, {self.limit}, " \
               f"discard_before_flop={self.discard_before_flop})"

    def __str__(self) -> str:
        extra = " (discard before flop)" if self.discard_before_flop else ""
        return f"{self.game.key} {self.limit.value}{extra}"


CONFIGS: tuple[Config, ...] = tuple(
    Config(game, limit, before)
    for game in ALL_GAMES
    for limit in LIMITS
    for before in ((False, True) if game is PINEAPPLE else (False,))
)


@dataclass(frozen=True)
class Policy:
    """How the random players and dealer behave.

    ``fold``/``raise_`` weigh folding and raising against calling (weight 1).
    ``max_raises_per_street`` stops raising after that many bets/raises on a
    street (pokerkit agreement in fixed limit). ``hidden_down`` is the chance a
    flop-game player's hole cards are entered as unknown (filled in at show).
    ``muck`` is the chance a player with chips behind mucks at showdown once a
    hand has been shown. ``explicit_burns`` is the chance a burn is entered
    with its card (otherwise ``Burn(None)`` or, half the time, left implicit).
    """

    fold: float = 0.25
    raise_: float = 0.35
    max_raises_per_street: int | None = None
    hidden_down: float = 0.0
    muck: float = 0.2
    explicit_burns: float = 0.5
    pointless_raises: bool = True  # raise when no opponent can put in more than a call


DEFAULT_POLICY = Policy()


@dataclass
class _Dealer:
    """The physical deck: cards really dealt, burns really taken off."""

    rng: random.Random
    deck: list[Card]
    burned: list[Card] = field(default_factory=list)
    cards_of: dict[int, list[Card]] = field(default_factory=dict)

    def draw(self, count: int) -> list[Card]:
        if len(self.deck) < count:
            # the stub runs short on 7th street: scramble the earlier
            # burns in (the 7th-street burn just taken stays out).
            self.deck.extend(self.burned[:-1])
            del self.burned[:-1]
            self.rng.shuffle(self.deck)
        out = self.deck[-count:] if count else []
        del self.deck[len(self.deck) - count:]
        return out


def random_setup(rng: random.Random, config: Config, *, max_players: int = 9,
                 deep: bool = False, fixed_max_raises: int | str | None = "random",
                 ante_free_stud_allowed: bool = True) -> HandSetup:
    """A random hand for ``config``: 2 to ``max_players`` players (within the
    game's limit, R-4.5), random stacks (about a third short unless ``deep``),
    blinds/antes/bring-in as the game needs."""
    game = config.game
    limit = min(max_players, game.player_limit(True))
    n = rng.randint(2, limit)
    unit = rng.choice((1, 2, 5, 10, 25))
    bb = unit * rng.choice((2, 4))
    if config.limit is Limit.NO_LIMIT:
        betting = Betting.no_limit(bb)
    elif config.limit is Limit.POT_LIMIT:
        betting = Betting.pot_limit(bb)
    elif config.limit is Limit.SPREAD_LIMIT:
        betting = Betting.spread_limit(bb, bb * rng.choice((1, 2, 5, 10)))
    else:
        max_raises = rng.choice((3, 4, None)) if fixed_max_raises == "random" else fixed_max_raises
        betting = Betting.fixed_limit(bb, 2 * bb, max_raises=max_raises,  # type: ignore[arg-type]
                                      uncapped_heads_up=rng.random() < 0.5)
    seats = rng.sample(range(1, 11), n) if n <= 10 else list(range(1, n + 1))
    button = rng.choice(seats)

    def stack() -> int:
        if not deep and rng.random() < 0.3:
            return rng.randint(1, 4 * bb)
        return rng.randint(10 * bb, 150 * bb) if not deep else rng.randint(60 * bb, 200 * bb)

    stacks = {seat: stack() for seat in seats}
    options = HandOptions(
        burns=rng.random() < 0.9 or n > game.player_limit(False) - 1,
        pineapple_discard_before_flop=config.discard_before_flop,
        stud_ties_by_position=rng.random() < 0.2,
        stud_odd_chip_seven_cards=rng.random() < 0.2,
        # a fixed-limit option; in other structures it must change nothing.
        open_pair_big_bet=game is STUD and rng.random() < 0.3,
    )
    if game.player_limit(options.burns) < n:
        options = HandOptions(burns=True)
    if game.opening is Opening.BRING_IN:
        ante = rng.randint(0 if ante_free_stud_allowed else 1, max(1, bb // 2))
        return HandSetup.at_table(game, betting, stacks, button, ante=ante,
                                  bring_in=rng.randint(1, bb), options=options)
    ante = rng.randint(1, max(1, bb // 2)) if rng.random() < 0.3 else 0
    big_blind_ante = ante > 0 and rng.random() < 0.4
    if big_blind_ante:
        ante = rng.randint(1, bb)
    small = bb // 2
    setup = HandSetup.at_table(game, betting, stacks, button, small_blind=small, big_blind=bb,
                               ante=ante, big_blind_ante=big_blind_ante, options=options)
    if ante and not big_blind_ante and rng.random() < 0.5:
        # PHH's ante_trimming_status = false: antes are dead money (R-4.2 override).
        setup = HandSetup(**{**_fields(setup), "antes_dead": True})
    return setup


def _fields(setup: HandSetup) -> dict[str, object]:
    return {name: getattr(setup, name) for name in HandSetup.__slots__}  # type: ignore[attr-defined]


def _choose_action(rng: random.Random, state: HandState, policy: Policy,
                   raises_this_street: int) -> Event:
    legal = state.legal_actions()
    assert legal is not None, f"no legal actions at an ACT step: {state.next_step().text}"
    seat = legal.seat
    options: list[tuple[float, Event]] = [(1.0, CheckCall(seat))]
    if legal.can_fold and legal.call > 0:
        options.append((policy.fold, Fold(seat)))
    elif legal.can_fold and rng.random() < 0.02:
        options.append((0.05, Fold(seat)))  # folding when a check is free is legal, if odd
    cap = policy.max_raises_per_street
    i = state.player_at(seat)
    coverable = policy.pointless_raises or any(
        state.stacks[j] + state.bets[j] > state.highest
        for j in state.live_players() if j != i)
    if coverable and legal.raise_min is not None and legal.raise_max is not None and (
            cap is None or raises_this_street < cap):
        lo, hi = legal.raise_min, legal.raise_max
        picks = [lo, hi]
        if state.setup.betting.limit is not Limit.FIXED_LIMIT:
            # Fixed limit: only the two sizes (R-5.5; with an open pair, R-6.4).
            picks.append(rng.randint(min(lo, hi), hi))
        if legal.all_in_to < lo or legal.all_in_to <= hi:
            picks.append(legal.all_in_to)
        to = rng.choice(picks)
        options.append((policy.raise_, BetRaise(seat, to)))
    total = sum(w for w, _ in options)
    x = rng.random() * total
    for weight, event in options:
        x -= weight
        if x <= 0:
            return event
    return options[-1][1]


def iter_hand(rng: random.Random, setup: HandSetup, policy: Policy = DEFAULT_POLICY
              ) -> Iterator[tuple[HandState, Event, HandState]]:
    """Play ``setup`` to completion, yielding ``(before, event, after)`` per event."""
    deck = list(setup.game.deck)
    rng.shuffle(deck)
    dealer = _Dealer(rng, deck)
    state = HandState.start(setup)
    raises: dict[int, int] = {}
    game = setup.game
    while not state.is_complete:
        step = state.next_step()
        kind = step.kind
        event: Event
        if kind is StepKind.POST_ANTE:
            assert step.seat is not None
            event = PostAnte(step.seat, step.amount)
        elif kind is StepKind.POST_BLIND:
            assert step.seat is not None
            event = PostBlind(step.seat, step.amount)
        elif kind is StepKind.BURN:
            card = dealer.draw(1)[0]
            dealer.burned.append(card)
            x = rng.random()
            # Open question (R-6.4, "a stub of fewer than 3 cards is scrambled with
            # the burns first"): with 7-8 stud players the engine may still hold a
            # scrambled burn as burned, so those burns are entered face down.
            if x < policy.explicit_burns and not (game.is_stud and setup.player_count >= 7):
                event = Burn(card)
            elif x < (1 + policy.explicit_burns) / 2:
                event = Burn(None)
            else:
                # Leave the burn implicit: deal straight away (the engine burns).
                event = _implicit_burn_deal(rng, state, dealer, policy)
        elif kind is StepKind.DEAL_HOLE:
            assert step.seat is not None
            event = _deal_hole(rng, state, dealer, policy, step.seat, step.down, step.up)
        elif kind is StepKind.DEAL_BOARD:
            event = DealBoard(tuple(dealer.draw(step.up)))
        elif kind is StepKind.POST_BRING_IN:
            assert step.seat is not None
            legal = state.legal_actions()
            assert legal is not None
            if (legal.raise_min is not None and legal.raise_max is not None
                    and legal.raise_min <= legal.raise_max and rng.random() < 0.3):
                event = BetRaise(step.seat, legal.raise_min)
                raises[state.street] = raises.get(state.street, 0) + 1
            else:
                event = PostBringIn(step.seat, step.amount)
        elif kind is StepKind.ACT:
            event = _choose_action(rng, state, policy, raises.get(state.street, 0))
            if isinstance(event, BetRaise):
                raises[state.street] = raises.get(state.street, 0) + 1
        elif kind is StepKind.DISCARD:
            assert step.seat is not None
            held = dealer.cards_of[step.seat]
            card = rng.choice(held)
            held.remove(card)
            event = Discard(step.seat, (card,))
        elif kind is StepKind.SHOW:
            assert step.seat is not None
            i = state.player_at(step.seat)
            may_muck = (state.phase is Phase.SHOWDOWN and state.stacks[i] > 0
                        and _covered_by_shown_hand(state, i))
            if may_muck and rng.random() < policy.muck:
                event = Muck(step.seat)
            else:
                hole = state.hole[i]
                if None in hole:
                    event = Show(step.seat, tuple(dealer.cards_of[step.seat]))
                else:
                    event = Show(step.seat)
        elif kind is StepKind.AWARD:
            event = Award()
        else:  # pragma: no cover - DONE only when complete
            raise AssertionError(f"unexpected step {step}")
        after = state.apply(event)
        yield state, event, after
        state = after


def _deal_hole(rng: random.Random, state: HandState, dealer: _Dealer, policy: Policy,
               seat: int, down: int, up: int) -> DealHole:
    cards = dealer.draw(down + up)
    dealer.cards_of.setdefault(seat, []).extend(cards)
    entered: list[Card | None] = list(cards)
    if rng.random() < policy.hidden_down and not state.shown[state.player_at(seat)]:
        # Unknown down cards (stud up cards are always needed, R-6.4).
        entered = [None] * down + list(cards[down:])
    return DealHole(seat, tuple(entered))


def _implicit_burn_deal(rng: random.Random, state: HandState, dealer: _Dealer,
                        policy: Policy) -> Event:
    """The deal that follows a burn the dealer did not enter."""
    street = state.setup.game.streets[state.street]
    if state.community_card or not street.hole:
        return DealBoard(tuple(dealer.draw(1 if state.community_card else street.board)))
    first = next(i for i in range(state.setup.player_count) if not state.folded[i])
    return _deal_hole(rng, state, dealer, policy, state.setup.seats[first], street.down, street.up)


def _covered_by_shown_hand(state: HandState, i: int) -> bool:
    """Every pot ``i`` contests has another shown hand in it: R-7.2, a player
    beaten by a hand already shown may muck (roughly: shown, not compared)."""
    pots = [p for p in state.pots() if i in p.eligible]
    return bool(pots) and all(
        any(j != i and state.shown[j] and state.is_live(j) for j in p.eligible) for p in pots)


def play_hand(rng: random.Random, setup: HandSetup, policy: Policy = DEFAULT_POLICY
              ) -> HandState:
    """Play ``setup`` to completion; the returned state's ``log`` is the hand."""
    state = HandState.start(setup)
    for _, _, after in iter_hand(rng, setup, policy):
        state = after
    return state


def random_hand(seed: int, config: Config, policy: Policy = DEFAULT_POLICY,
                **setup_kwargs: object) -> HandState:
    """One reproducible random hand: ``random.Random(seed)`` decides everything."""
    rng = random.Random(seed)
    setup = random_setup(rng, config, **setup_kwargs)  # type: ignore[arg-type]
    return play_hand(rng, setup, policy)


@dataclass(frozen=True)
class HandSpec:
    """What a hypothesis example is: a configuration and a seed."""

    config: Config
    seed: int

    def setup_and_rng(self, **setup_kwargs: object) -> tuple[HandSetup, random.Random]:
        rng = random.Random(self.seed)
        return random_setup(rng, self.config, **setup_kwargs), rng  # type: ignore[arg-type]


def hand_specs(configs: tuple[Config, ...] = CONFIGS) -> st.SearchStrategy[HandSpec]:
    """A game/structure and a seed: every game and every betting structure."""
    return st.builds(HandSpec, st.sampled_from(configs), st.integers(0, 2**32 - 1))
