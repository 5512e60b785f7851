"""The dealer's all-in (issue 30 item 1): it puts the whole stack in only when the
limit allows that much (R-5.4, R-5.5); otherwise it is refused, naming the most,
and records nothing (it used to record a call)."""

from __future__ import annotations

import pytest

from director.engine.cards import parse_cards
from director.engine.hand.rules.steps import StepKind
from director.services.tables.dealer_session import USUAL_GAMES, DealerError, DealerSession


def _to_act(game: str, stacks: dict[int, int], button: int, ups: str = "") -> DealerSession:
    """The hand up to the first player's choice; ``ups``: stud up cards in dealing order."""
    s = DealerSession.in_memory(USUAL_GAMES[game], stacks, button)
    while s.step().kind not in (StepKind.ACT, StepKind.POST_BRING_IN):
        s.advance(parse_cards(ups) if s.card_request().required else ())
    return s


def test_R_5_5_stud_hi_lo_all_in_facing_the_bring_in_is_refused_not_a_call() -> None:
    """Stud hi/lo 100/200, ante 10, bring-in 30: seat 2 (2c) brings in, seat 5 (2d,
    1,990 behind) may at most complete to 100: all-in is refused and nothing recorded."""
    s = _to_act("stud-hilo", {2: 2000, 5: 2000, 7: 2000}, button=7, ups="2c 2d 9h")
    s.bring_in()
    before = s.state
    with pytest.raises(DealerError, match=r"the most now is complete to 100 \(R-5\.5\)"):
        s.all_in()
    assert s.state is before and s.legal().seat == 5  # nothing recorded


def test_R_5_4_omaha_pot_limit_all_in_is_refused_beyond_the_pot() -> None:
    s = _to_act("omaha", {1: 10_000, 2: 10_000, 3: 10_000, 4: 10_000}, button=4)
    with pytest.raises(DealerError, match=r"the most now is raise to 350 \(R-5\.4\)"):
        s.all_in()
    assert s.legal().seat == 3


def test_R_5_3_no_limit_all_in_puts_the_whole_stack_in() -> None:
    s = _to_act("holdem", {1: 10_000, 2: 10_000, 3: 2_500}, button=3)
    s.all_in()  # seat 3, the button, first to act three-handed
    assert s.stacks_by_seat()[3] == 0 and s.legal().call == 2_450
