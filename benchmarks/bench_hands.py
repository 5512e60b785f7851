"""Whole hands: our engine against pokerkit on the same random hands.

Hands are generated up front with the random driver of the property tests
(``tests.engine.strategies``): 6-max no-limit hold'em with deep stacks and
few folds (most hands reach a showdown), and 6-handed fixed-limit seven card
stud. Each hand is kept as our event log and as PHH text.

Timed, on the same hands in the same run:

- ours: ``HandState.replay(setup, log)``: every event from the first ante or
  blind through ``Award`` (pots built, hands ranked, odd chips placed);
- pokerkit: its ``State`` built with ``hh.create_state()`` and every action of
  the hand applied as a method call (``deal_hole``, ``check_or_call``, ...,
  ``show_or_muck_hole_cards``; burns and chip moves by its automations).

Parsing is outside the timed region for both: our events are objects already,
and pokerkit's actions are pre-parsed into method calls with parsed cards.
Both sides' finishing stacks are checked against each other before timing.
"""

from __future__ import annotations

import random
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import Event
from director.engine.hand.facts.games import HOLDEM, STUD
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.state import HandState
from director.engine.phh import dumps_phh
from director.engine.phh.replay import history_from_hand
from tests.engine.strategies import Policy, play_hand

SHOWDOWN_POLICY = Policy(fold=0.04, raise_=0.2, muck=0.0, explicit_burns=0.0,
                         pointless_raises=False)


REJECTED: dict[str, int] = {}


@dataclass
class Hand:
    setup: HandSetup
    log: tuple[Event, ...]
    stacks: list[int]
    phh: str
    showdown: bool


def _holdem(rng: random.Random) -> HandSetup:
    stacks = {seat: rng.randint(100, 400) * 2 for seat in range(1, 7)}
    return HandSetup.at_table(HOLDEM, Betting.no_limit(2), stacks, rng.randint(1, 6),
                              small_blind=1, big_blind=2)


def _stud(rng: random.Random) -> HandSetup:
    stacks = {seat: rng.randint(400, 1000) for seat in range(1, 7)}
    return HandSetup.at_table(STUD, Betting.fixed_limit(10, 20, max_raises=4), stacks,
                              rng.randint(1, 6), ante=1, bring_in=3)


def generate(kind: str, count: int, seed: int = 2024) -> list[Hand]:
    rng = random.Random(seed)
    make = _holdem if kind == "NT" else _stud
    policy = SHOWDOWN_POLICY if kind == "NT" else Policy(
        fold=0.08, raise_=0.2, muck=0.0, explicit_burns=0.0, max_raises_per_street=3,
        pointless_raises=False)
    hands: list[Hand] = []
    while len(hands) < count:
        state = play_hand(rng, make(rng), policy)
        if any(len(a.odd_chips_to) >= 2 or (state.setup.game.is_stud and a.odd_chips_to)
               for a in state.awards):
            continue  # pokerkit places odd chips differently: not comparable
        text = dumps_phh(history_from_hand(state, kind))
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                theirs = _run_pokerkit(*_pokerkit_program(text))
            agree = not theirs.status and list(theirs.stacks) == list(state.stacks)
        except ValueError:
            agree = False
        if not agree:
            REJECTED[kind] = REJECTED.get(kind, 0) + 1
            if REJECTED[kind] == 1:
                print(f"  (first {kind} hand pokerkit does not replay alike:)\n{text}")
            continue
        hands.append(Hand(state.setup, state.log, list(state.stacks), text,
                          sum(1 for i in range(len(state.stacks)) if state.is_live(i)) > 1
                          or any(state.shown)))
    return hands


def _pokerkit_program(text: str) -> tuple[Any, list[tuple[str, tuple[Any, ...]]]]:
    """Parse a PHH hand for pokerkit outside the timed region: the HandHistory
    (for ``create_state``) and its actions as (method name, arguments)."""
    import pokerkit

    hh = pokerkit.HandHistory.loads(text)
    ops: list[tuple[str, tuple[Any, ...]]] = []
    for action in hh.actions:
        words = action.split()
        match words:
            case "d", "db", cards:
                ops.append(("deal_board", (tuple(pokerkit.Card.parse(cards)),)))
            case "d", "dh", player, cards:
                ops.append(("deal_hole", (tuple(pokerkit.Card.parse(cards)), int(player[1:]) - 1)))
            case _, "pb":
                ops.append(("post_bring_in", ()))
            case _, "f":
                ops.append(("fold", ()))
            case _, "cc":
                ops.append(("check_or_call", ()))
            case _, "cbr", amount:
                ops.append(("complete_bet_or_raise_to", (int(amount),)))
            case player, "sm":
                ops.append(("show_or_muck_hole_cards", (False, int(player[1:]) - 1)))
            case player, "sm", cards:
                ops.append(("show_or_muck_hole_cards",
                            (tuple(pokerkit.Card.parse(cards)), int(player[1:]) - 1)))
            case _:
                raise ValueError(f"unexpected PHH action {action!r}")
    return hh, ops


def _run_pokerkit(hh: Any, ops: list[tuple[str, tuple[Any, ...]]]) -> Any:
    state = hh.create_state()
    for name, args in ops:
        while state.can_burn_card():
            state.burn_card("??")
        getattr(state, name)(*args)
    while state.status and state.can_burn_card():
        state.burn_card("??")
    return state


def _time(fn: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def run(quick: bool) -> None:
    try:
        import pokerkit  # noqa: F401
    except ImportError:  # pragma: no cover
        print("pokerkit is not installed: nothing to compare with")
        return
    count = 10 if quick else 300  # quick: a smoke run of every part (pokerkit is slow)
    repeat = 1 if quick else 3
    print(f"{'hands':<34}{'ours h/s':>12}{'pokerkit h/s':>14}{'ours/pokerkit':>15}")
    for kind, label in (("NT", "6-max no-limit hold'em"), ("F7S", "6-handed fixed-limit stud")):
        hands = generate(kind, count)
        programs = [_pokerkit_program(h.phh) for h in hands]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for hand, (hh, ops) in zip(hands, programs, strict=True):
                ours = HandState.replay(hand.setup, hand.log)
                theirs = _run_pokerkit(hh, ops)
                assert ours.is_complete and list(ours.stacks) == hand.stacks
                assert not theirs.status and list(theirs.stacks) == hand.stacks, (
                    f"pokerkit disagrees: {list(theirs.stacks)} vs {hand.stacks}\n{hand.phh}")

            def ours_all(hands: list[Hand] = hands) -> None:
                for hand in hands:
                    HandState.replay(hand.setup, hand.log)

            def theirs_all(programs: list[Any] = programs) -> None:
                for hh, ops in programs:
                    _run_pokerkit(hh, ops)

            t_ours = _time(ours_all, repeat)
            t_theirs = _time(theirs_all, repeat)
        showdowns = sum(h.showdown for h in hands)
        events = sum(len(h.log) for h in hands)
        name = f"{label} ({len(hands)}, {showdowns} sd)"
        print(f"{name:<34}{len(hands) / t_ours:>12.0f}{len(hands) / t_theirs:>14.0f}"
              f"{t_theirs / t_ours:>14.2f}x")
        print(f"  {REJECTED.get(kind, 0)} generated hands skipped (pokerkit differs); "
              f"{events / len(hands):.1f} events per hand; ours {t_ours / events * 1e6:.1f} "
              f"us per event")
