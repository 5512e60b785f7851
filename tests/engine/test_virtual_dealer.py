"""The virtual dealer plays whole hands of every game legally (training mode,
crash driver): every event it makes is accepted and chips are conserved."""

from __future__ import annotations

import random

import pytest

from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.events import Discard
from director.engine.hand.facts.games import GAMES
from director.engine.hand.facts.setup import HandOptions, HandSetup
from director.engine.hand.state import HandState
from director.engine.hand.virtual_dealer import Style, next_event


def _setup(key: str, rng: random.Random, players: int) -> HandSetup:
    game = GAMES[key]
    seats = sorted(rng.sample(range(1, 11), players))
    stacks = {s: rng.choice((60, 400, 2000)) for s in seats}
    button = rng.choice(seats)
    if game.is_stud:
        return HandSetup.at_table(game, Betting.fixed_limit(20, 40), stacks, button,
                                  ante=5, bring_in=10)
    if game.is_draw:
        return HandSetup.at_table(game, Betting.pot_limit(20), stacks, button, ante=5,
                                  options=HandOptions(max_draw=5))
    return HandSetup.at_table(game, Betting.no_limit(20), stacks, button,
                              small_blind=10, big_blind=20)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_random_hands_of_every_game_play_to_the_end(key: str) -> None:
    rng = random.Random(key)
    limit = GAMES[key].player_limit()
    for _ in range(40):
        setup = _setup(key, rng, rng.randint(2, min(limit, 8)))
        deck = list(setup.game.deck)
        rng.shuffle(deck)
        state = HandState.start(setup)
        total = sum(setup.stacks)
        style = Style(raise_chance=0.3, all_in_chance=0.3)
        while not state.is_complete:
            state = state.apply(next_event(state, rng, deck, style))
            assert state.chips_in_play() == total
        assert sum(state.stacks) + state.carried_out == total


def test_R_6_4_at_a_cash_tables_open_pair_virtual_players_bet_the_small_or_big_bet(
        ) -> None:
    """Stud (high only) at a cash table (the open pair's big bet on, R-6.4): when a player may bet
    the small bet or, with an open pair on fourth street, the big bet, a virtual
    player's bet is one of the two, never one between (training ended with an error
    at the example of R-6.4: a bet of 162 where 100 or 200 were the amounts)."""
    rng = random.Random(64)
    game = GAMES["stud"]
    options = HandOptions.for_event(True, Limit.FIXED_LIMIT)
    either = 0
    for _ in range(150):
        seats = sorted(rng.sample(range(1, 9), rng.randint(2, 8)))
        setup = HandSetup.at_table(game, Betting.fixed_limit(100, 200),
                                   {s: 5000 for s in seats}, seats[0], ante=10,
                                   bring_in=30, options=options)
        deck = list(game.deck)
        rng.shuffle(deck)
        state = HandState.start(setup)
        while not state.is_complete:
            legal = state.legal_actions()
            if legal is not None and legal.fixed_sizes and legal.raise_min != legal.raise_max:
                either += 1
            state = state.apply(next_event(state, rng, deck, Style(raise_chance=0.6)))
    assert either > 20  # the open pair's choice came up and was played each time


def test_a_seven_player_draw_where_everyone_draws_five_reshuffles_the_stub() -> None:
    """R-6.5: the stub runs out during the draw; discards and burns come back."""
    rng = random.Random(7)
    setup = HandSetup.at_table(GAMES["draw"], Betting.fixed_limit(10, 20),
                               dict.fromkeys(range(1, 8), 500), 7, ante=5)
    deck = list(setup.game.deck)
    rng.shuffle(deck)
    state = HandState.start(setup)
    style = Style(raise_chance=0.0, fold_chance=0.0)
    while state.phase.value != "drawing":
        state = state.apply(next_event(state, rng, deck, style))
    while state.phase.value == "drawing":
        event = next_event(state, rng, deck, style)
        if isinstance(event, Discard):
            hole = state.hole[state.player_at(event.seat)]
            event = Discard(event.seat, tuple(c for c in hole if c is not None))
        state = state.apply(event)
    assert state.reshuffled > 0
    assert all(len(h) == 5 for h in state.hole)
