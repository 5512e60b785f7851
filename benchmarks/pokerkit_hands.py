"""Random hands played and written by pokerkit itself, for ``bench_replay``: PHH
files written by others than our writer (issue 33).

pokerkit's automations post the forced bets, burn, deal (from its own shuffled
deck, seeded through ``random``), show and push the chips; a seeded random
driver acts for the players: folds facing a bet one time in ten, completes, bets
or raises three times in ten (three raises a street at most: the minimum in the
fixed-limit games, any amount in no-limit and pot-limit), else checks or calls;
a stud bring-in is posted seven times in ten, else completed. pokerkit 0.7.7
plays its ``FixedLimitOmahaHoldemHighLowSplitEightOrBetter`` with pot-limit
betting; raising only the minimum (three times a street at most) keeps those
hands to what fixed-limit Omaha hi/lo allows, as their variant code ``FO/8``
says. The file is ``HandHistory.from_game_state(...).dumps()`` with pokerkit's
finishing stacks added (it writes none).
"""

from __future__ import annotations

import random
import warnings
from collections.abc import Callable
from typing import Any

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    import pokerkit as pk

_AUTOMATIONS = (
    pk.Automation.ANTE_POSTING, pk.Automation.BET_COLLECTION,
    pk.Automation.BLIND_OR_STRADDLE_POSTING, pk.Automation.CARD_BURNING,
    pk.Automation.HOLE_DEALING, pk.Automation.BOARD_DEALING,
    pk.Automation.RUNOUT_COUNT_SELECTION, pk.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pk.Automation.HAND_KILLING, pk.Automation.CHIPS_PUSHING, pk.Automation.CHIPS_PULLING,
)


def _games() -> list[tuple[str, Any, Callable[[random.Random], list[int]], bool]]:
    """Each game: its code, pokerkit's game, its starting stacks, fixed-limit raises."""
    def blinds(rng: random.Random) -> list[int]:
        return [rng.randint(100, 400) * 2 for _ in range(6)]

    def stud(rng: random.Random) -> list[int]:
        return [rng.randint(400, 1000) for _ in range(6)]

    a = _AUTOMATIONS
    return [
        ("NT", pk.NoLimitTexasHoldem(a, False, 0, (1, 2), 2), blinds, False),
        ("FT", pk.FixedLimitTexasHoldem(a, False, 0, (1, 2), 2, 4), blinds, True),
        ("PO", pk.PotLimitOmahaHoldem(a, False, 0, (1, 2), 2), blinds, False),
        ("FO/8", pk.FixedLimitOmahaHoldemHighLowSplitEightOrBetter(a, False, 0, (1, 2), 2, 4),
         blinds, True),
        ("F7S", pk.FixedLimitSevenCardStud(a, False, 1, 3, 10, 20), stud, True),
        ("F7S/8", pk.FixedLimitSevenCardStudHighLowSplitEightOrBetter(a, False, 1, 3, 10, 20),
         stud, True),
        ("FR", pk.FixedLimitRazz(a, False, 1, 3, 10, 20), stud, True),
    ]


def _play(game: Any, stacks: list[int], rng: random.Random, fixed: bool) -> Any:
    state = game(stacks, len(stacks))
    raises: dict[int, int] = {}
    while state.status:
        if state.can_post_bring_in():
            if rng.random() < 0.7:
                state.post_bring_in()
            else:
                state.complete_bet_or_raise_to()
            continue
        draw = rng.random()
        street = state.street_index
        if state.can_fold() and state.checking_or_calling_amount and draw < 0.1:
            state.fold()
        elif draw < 0.3 and raises.get(street, 0) < 3 and state.can_complete_bet_or_raise_to():
            raises[street] = raises.get(street, 0) + 1
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            state.complete_bet_or_raise_to(low if fixed or rng.random() < 0.7
                                           else rng.randint(low, high))
        else:
            state.check_or_call()
    return state


def pokerkit_hands(per_game: int, seed: int = 3300) -> list[tuple[str, str]]:
    """``per_game`` hands of each game as (variant, PHH text written by pokerkit)."""
    rng = random.Random(seed)
    random.seed(seed)  # pokerkit shuffles its deck with the random module
    hands: list[tuple[str, str]] = []
    for variant, game, stacks, fixed in _games():
        for _ in range(per_game):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                state = _play(game, stacks(rng), rng, fixed)
                text = pk.HandHistory.from_game_state(game, state).dumps()
            finishing = [int(stack) for stack in state.stacks]
            hands.append((variant, text.rstrip("\n") + f"\nfinishing_stacks = {finishing}\n"))
    return hands
