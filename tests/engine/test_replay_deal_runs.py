"""A replay deals a street's run of hole cards in one call (``deal_hole_cards``,
issue 33): the hand it reaches is the one the rules reach a deal at a time, and a
deal the rules refuse is refused as before, by its number (R-4.3, R-1.4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from director.engine.hand.state import HandState
from director.engine.messages.render import render_plain
from director.engine.phh import load_phh, loads_phh
from director.engine.phh.replay import ReplayError, replay_history, setup_from_history
from tests.engine.test_replay_events import HAND as SHOWN
from tests.engine.wsop_data import wsop_files

DRAW_GAMES = ("F2L3D", "N2L1D")  # not games the engine plays (as bench_replay)

# The three players, blinds and stacks of ``test_replay_events``'s hand, new actions.
HAND = SHOWN.partition("actions = ")[0] + "actions = [{deals}, 'p3 f', 'p1 cc', 'p2 cc']\n"


def _refusal(deals: str) -> str:
    with pytest.raises(ReplayError) as caught:
        replay_history(loads_phh(HAND.format(deals=deals)))
    return render_plain(caught.value.message)


def _not_draw(path: Path) -> bool:
    return not path.exists() or not any(f"'{code}'" in path.read_text(encoding="utf-8")
                                         for code in DRAW_GAMES)


@pytest.mark.parametrize("path", list(filter(_not_draw, wsop_files())), ids=lambda p: p.name)
def test_a_replay_reaches_the_hand_its_events_fold_to_one_at_a_time(path: Path) -> None:
    result = replay_history(load_phh(path))
    folded = HandState.replay(setup_from_history(result.history), result.state.log)
    for name in ("stacks", "hole", "known", "burned", "board", "awards", "phase"):
        assert getattr(result.state, name) == getattr(folded, name), name
    assert list(result.state.known) == list(folded.known)  # the same order too


def test_a_card_dealt_twice_in_a_run_is_refused_by_its_number() -> None:
    said = _refusal("'d dh p1 AsKd', 'd dh p2 7c7d', 'd dh p3 Kd2c'")
    assert said == "action 3 'd dh p3 Kd2c': Kd is in seat 1's hand (R-1.4)"


def test_hole_cards_out_of_turn_are_refused_by_their_number() -> None:
    said = _refusal("'d dh p1 AsKd', 'd dh p3 7c7d', 'd dh p2 Qd2c'")
    assert said == "action 2 'd dh p3 7c7d': the next cards go to seat 2 (R-4.3), not seat 3"


def test_a_run_of_unknown_and_known_cards_is_dealt_as_one_at_a_time() -> None:
    text = HAND.format(deals="'d dh p1 ????', 'd dh p2 7c7d', 'd dh p3 Qd2c'")
    result = replay_history(loads_phh(text))
    assert result.state.hole == [(None, None), tuple(result.state.hole[1]),
                                 tuple(result.state.hole[2])]
    assert str(result.state.hole[1][0]) == "7c" and str(result.state.hole[2][1]) == "2c"
    assert result.state.street == 1  # the preflop's betting done: the flop is due
