"""PHH export and replay of the engine's own hands in every game and structure.

A hand played through the engine, exported with ``history_from_hand`` and
replayed from the PHH text, ends with the same stacks: the variant codes of
the other limits (PT, NO, FO, PO/8, N7S, PR...) read and replay like the WSOP ones.
"""

from __future__ import annotations

import pytest

from director.engine import phh
from director.engine.cards import parse_cards
from director.engine.hand.facts import events as ev
from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.games import HOLDEM, OMAHA, OMAHA_HILO, RAZZ, STUD
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandError, HandState
from director.engine.phh.replay import history_from_hand, replay_history


def _play(setup: HandSetup, hole: list[str], board: str,
          actions: list[ev.Event | None]) -> HandState:
    """Post, deal the given cards, take ``actions`` in order as they become due;
    ``None`` is a check or call by whoever is to act."""
    state = HandState.start(setup)
    holes = {seat: parse_cards(text) for seat, text in zip(setup.seats, hole, strict=True)}
    dealt = {seat: 0 for seat in setup.seats}
    board_cards = list(parse_cards(board))
    queue = list(actions)
    while not state.is_complete:
        step = state.next_step()
        assert step.seat is not None or step.kind not in (StepKind.DEAL_HOLE,)
        if step.kind is StepKind.POST_ANTE:
            state = state.apply(ev.PostAnte(step.seat or 0, step.amount))
        elif step.kind is StepKind.POST_BLIND:
            state = state.apply(ev.PostBlind(step.seat or 0, step.amount))
        elif step.kind is StepKind.BURN:
            state = state.apply(ev.Burn())
        elif step.kind is StepKind.DEAL_HOLE:
            seat = step.seat or 0
            count = step.down + step.up
            cards = holes[seat][dealt[seat]:dealt[seat] + count]
            dealt[seat] += count
            state = state.apply(ev.DealHole(seat, cards))
        elif step.kind is StepKind.DEAL_BOARD:
            cards = tuple(board_cards[:step.up])
            del board_cards[:step.up]
            state = state.apply(ev.DealBoard(cards))
        elif step.kind is StepKind.SHOW:
            state = state.apply(ev.Show(step.seat or 0))
        elif step.kind is StepKind.AWARD:
            state = state.apply(ev.Award())
        else:
            action = queue.pop(0)
            state = state.apply(action or ev.CheckCall(step.seat or 0))
    return state


CASES = [
    ("PT", HOLDEM, Limit.POT_LIMIT, ["AsAd", "KsKd", "2c7h"], "AhKh3c4d9s"),
    ("NO", OMAHA, Limit.NO_LIMIT, ["AsAdKcQc", "KsKd2h3h", "2c7h8d9d"], "AhKh3c4d9s"),
    ("FO", OMAHA, Limit.FIXED_LIMIT, ["AsAdKcQc", "KsKd2h3h", "2c7h8d9d"], "AhKh3c4d9s"),
    ("PO/8", OMAHA_HILO, Limit.POT_LIMIT, ["AsAdKcQc", "KsKd2h3h", "2c7h8d9d"], "AhKh3c4d9s"),
    ("NO/8", OMAHA_HILO, Limit.NO_LIMIT, ["AsAdKcQc", "KsKd2h3h", "2c7h8d9d"], "AhKh3c4d9s"),
]


@pytest.mark.parametrize(("variant", "game", "limit", "hole", "board"), CASES)
def test_flop_variants_export_and_replay(variant, game, limit, hole, board) -> None:
    betting = Betting(limit, 10, 20)
    setup = HandSetup.at_table(game, betting, {1: 1000, 2: 1000, 3: 1000}, button=3,
                               small_blind=5, big_blind=10)
    # Seat 1 small blind, seat 2 big blind, seat 3 acts first before the flop.
    actions: list[ev.Event | None] = [ev.CheckCall(3), ev.CheckCall(1), ev.CheckCall(2)]
    actions += [None] * 9
    state = _play(setup, hole, board, actions)
    history = history_from_hand(state, variant)
    again = replay_history(phh.loads_phh(phh.dumps_phh(history)))
    assert again.complete and again.matches
    assert again.finishing_stacks == list(state.stacks)
    assert sum(state.stacks) == 3000


@pytest.mark.parametrize(("variant", "game"), [("N7S", STUD), ("PR", RAZZ)])
def test_stud_variants_export_and_replay(variant, game) -> None:
    limit = Limit.NO_LIMIT if variant.startswith("N") else Limit.POT_LIMIT
    setup = HandSetup.at_table(game, Betting(limit, 20), {1: 500, 2: 500}, button=2,
                               ante=5, bring_in=10)
    hole = ["AsKd2c5h7h9dTs", "QsQd3h6c8c9cJs"]
    # 2c (seat 1) brings in at stud; at razz the Q of seat 2 does.
    first = 1 if game is STUD else 2
    other = 2 if first == 1 else 1
    actions: list[ev.Event | None] = [ev.PostBringIn(first, 10), ev.CheckCall(other)]
    state = _play(setup, hole, "", actions + [None] * 8)
    history = history_from_hand(state, variant)
    again = replay_history(phh.loads_phh(phh.dumps_phh(history)))
    assert again.complete and again.matches
    assert sum(state.stacks) == 1000



RECORD_WITH_ALL_IN_MUCK = """
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [1000, 5000, 5000]
actions = ['d dh p1 7c2d', 'd dh p2 AsAd', 'd dh p3 9h9d', 'p3 f', 'p1 cbr 1000', 'p2 cc',
  'd db Ks8h3c', 'd db 4d', 'd db Jc', 'p1 sm', 'p2 sm AsAd']
finishing_stacks = [0, 6000, 5000]
"""


def test_a_record_is_taken_as_played_even_where_a_dealer_would_be_stopped() -> None:
    """R-7.1/R-7.2 make an all-in hand show at a live table, before the rest is
    dealt; a PHH record that dealt the board first and then mucked the all-in hand
    still replays (shows, mucks and deals in the order the file gives)."""
    result = replay_history(phh.loads_phh(RECORD_WITH_ALL_IN_MUCK))
    assert result.complete and result.matches
    setup = HandSetup(HOLDEM, Betting.no_limit(100), (1, 2, 3), (1000, 5000, 5000),
                      blinds=(50, 100, 0))
    log = result.state.log
    flop = next(i for i, e in enumerate(log) if isinstance(e, ev.DealBoard))
    live = HandState.replay(setup, log[:flop])
    with pytest.raises(HandError, match="seat 1 turns their hand face up before the rest"):
        live.apply(log[flop])  # the flop: at a live table the hands are shown first
    with pytest.raises(HandError, match="all-in and must show"):
        live.apply(ev.Muck(1))
    with pytest.raises(HandError, match="still in after the betting ended"):
        live.apply(ev.Muck(2))  # the hand that called, with chips behind, shows too
