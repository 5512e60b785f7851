"""Pots while a betting round is under way (issue 30 item 2, R-7.3): pots are cut
only at all-in amounts. A bet nobody has called yet is no cut: every player still
in may call it, so they all contest the pot it goes into. The pots at the end of a
round are what they always were (the layers by each player's total).

No limit 50/100; seat 1 posts the small blind, seat 2 the big blind, the button is
seat 5.
"""

from __future__ import annotations

from director.engine.hand.facts.pots import build_pots
from director.engine.hand.state import HandState, Phase
from tests.engine.test_rules_helpers import Betting, Hand, table

NL100 = Betting.no_limit(100)


def _hand(stacks: dict[int, int]) -> Hand:
    return Hand(table(betting=NL100, stacks=stacks, button=5, small_blind=50, big_blind=100))


def pots(s: HandState) -> list[tuple[int, list[int]]]:
    """Each pot's amount and the seats that contest it."""
    return [(p.amount, [s.seats[i] for i in p.eligible]) for p in s.pots()]


def test_R_7_3_after_the_blinds_only_one_pot_for_everyone() -> None:
    """The blinds 50 and 100 are no all-ins: one pot of 150, every seat may win it
    (issue 30: it read "main pot 100 - seats 1, 2; side pot 1: 50 - seat 2")."""
    h = _hand(dict.fromkeys((1, 2, 3, 4, 5), 5_000))
    while h.s.phase is Phase.POSTING:
        h.apply(h.auto_event())  # type: ignore[arg-type]
    assert pots(h.s) == [(150, [1, 2, 3, 4, 5])]
    h.advance()  # the hole cards; seat 3 to act
    assert pots(h.s) == [(150, [1, 2, 3, 4, 5])]


def test_R_7_3_a_raise_and_two_all_ins_cut_the_pots_at_450_and_800_only() -> None:
    """Seat 3 raises to 300, seat 4 is all-in for 450, seat 5 all-in for 800. The
    blinds and seat 3 may still call: the main pot, to 450, is 50 + 100 + 300 + 450 +
    450 = 1,350 for all five; side pot 1, from 450 to 800, holds seat 5's 350 for
    seats 1, 2, 3 and 5 (issue 30: a side pot of 350 for one seat, cuts at 50, 100 and
    300)."""
    h = _hand({1: 5_000, 2: 5_000, 3: 5_000, 4: 450, 5: 800})
    h.do("s3 cbr 300", "s4 cbr 450", "s5 cbr 800")
    assert pots(h.s) == [(1350, [1, 2, 3, 4, 5]), (350, [1, 2, 3, 5])]
    h.do("s1 f", "s2 f")
    assert pots(h.s) == [(1350, [3, 4, 5]), (350, [3, 5])]
    h.do("s3 cc")  # the round is over: the layers by what each put in
    assert pots(h.s) == [(50 + 100 + 3 * 450, [3, 4, 5]), (2 * 350, [3, 5])]


def test_R_7_3_two_equal_all_ins_make_one_cut() -> None:
    """Seats 3 and 4 are both all-in for 450: one cut at 450, so while the blinds
    may still call there is one pot (issue 30: shown as two)."""
    h = _hand({1: 5_000, 2: 5_000, 3: 450, 4: 450, 5: 5_000})
    h.do("s3 cbr 450", "s4 cc")
    assert pots(h.s) == [(1050, [1, 2, 3, 4, 5])]
    h.do("s5 cbr 1500")  # a raise over both all-ins: a side pot above the one cut
    assert pots(h.s) == [(1500, [1, 2, 3, 4, 5]), (1050, [1, 2, 5])]


def test_R_7_3_pots_during_the_round_cut_only_where_a_player_is_all_in() -> None:
    """The rule as a function: three live players put in 100, 300 (all-in) and 700;
    a folded one 50. Cut at 300 only; above it, the player not all-in contests."""
    layers = build_pots([100, 300, 700, 50], [True, True, True, False],
                        all_in=[False, True, False, False])
    assert [(p.amount, p.eligible) for p in layers] == [(100 + 300 + 300 + 50, (0, 1, 2)),
                                                        (400, (0, 2))]
