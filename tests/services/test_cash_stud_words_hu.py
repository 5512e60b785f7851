"""A real seven-card stud hand (WSOP 2023 event 43, tests/data/phh) dealt at a cash
table as a Hungarian dealer reads it: every step's words in the informal register
with the a/az article the number or word after it takes (LOOK.md)."""

from __future__ import annotations

from director.engine.hand.rules.steps import StepKind
from director.engine.messages import render
from tests.services.phh_at_the_table import stud_at_cash_table


def test_R_4_4_the_stud_burns_name_their_street_with_its_article_in_hungarian() -> None:
    """R-4.4: one burn before each of 4th to 7th street. The burn before fifth street
    read "Égess el egy lapot a ötödik utca előtt": "ötödik" starts with a vowel, so
    "az ötödik" (a hand of antes 50,000, bring-in 50,000, bets 200,000/400,000)."""
    dealt = stud_at_cash_table("wsop_2023_43_5_9_00_32_02.phh", "stud", button=5)
    burns = [render(s.message, "hu") for s in dealt.steps if s.kind is StepKind.BURN]
    assert burns == [f"Égess el egy lapot {street} előtt (R-4.4)" for street in (
        "a negyedik utca", "az ötödik utca", "a hatodik utca", "a hetedik utca")]
    assert dealt.session.stacks_by_seat() == {1: 2_600_000, 2: 11_250_000, 3: 4_475_000,
                                              4: 6_675_000, 5: 4_700_000}


def test_R_6_4_a_short_bring_in_says_it_is_all_in_and_what_it_falls_short_of() -> None:
    """The WSOP hand with seat 5 (2h, the low door card) sitting with 70,000: after the
    ante of 50,000 it brings in for its last 20,000 of the 50,000 bring-in. The step
    said only "Seat 5 brings in for 20,000", as if it were the bring-in in full; a
    short blind says "(all-in, short of …)" (R-4.1)."""
    from director.engine.hand.state import HandState
    from director.services.tables.dealer_session import DealerSession
    from tests.services.phh_at_the_table import read_phh

    h = read_phh("wsop_2023_43_5_9_00_32_02.phh")
    stacks = dict(enumerate(h["starting_stacks"], 1))  # type: ignore[call-overload]
    stacks[5] = 70_000
    dealt = stud_at_cash_table("wsop_2023_43_5_9_00_32_02.phh", "stud", button=5,
                               stop=lambda s: s.step().kind is StepKind.POST_BRING_IN,
                               stacks=stacks)
    step = dealt.session.step()
    assert isinstance(dealt.session.state, HandState) and isinstance(dealt.session,
                                                                     DealerSession)
    assert (step.seat, step.amount) == (5, 20_000)
    assert render(step.message, "en") == \
        "Seat 5 brings in for 20,000 (all-in, short of 50,000) (R-6.4)"
    assert render(step.message, "hu") == \
        "Az 5. szék beteszi a bring-int: 20\u00a0000 (all-in, 50\u00a0000 helyett) (R-6.4)"
