"""Pot-limit maths at a practice table with a short big blind (R-5.4, TDA 54-B):
the working the trainee reads adds up to the answer the drill checks."""

from __future__ import annotations

import random

from director.engine.hand.facts.betting import Limit
from director.engine.messages import render
from director.services.practice.scenario import Scenario
from director.services.training import Topic, TrainingSession


def test_R_5_4_a_big_blind_of_20_posted_short_for_15_counts_as_20_in_the_working() -> None:
    """Pot limit 10/20, seat 3's big blind all-in for 15, seat 1 on the button to act:
    call 20, the pot 10 + 15 counted as 30 (the short blind as full), the most is
    20 + 30 + 20 = 70. The drill's answer was 70 while its working read
    "25 + 20 = 45 ... 20 + 45 = 65": a trainee who followed it typed 65, was told
    wrong, and read 65 again in the explanation."""
    table = Scenario("holdem", Limit.POT_LIMIT, {1: 1000, 2: 1000, 3: 15}, 1,
                     blinds=(10, 20))
    session = TrainingSession(random.Random(1), "pot-limit", scenario=table)
    q = session.next_question()
    assert q.topic is Topic.POT_LIMIT_MAX and session.state is not None
    assert session.state.pot_total == 25  # 10 + 15, as the table shows it
    assert q.answer == 70
    for language, working in (("en", "the pot is then 30 + 20 = 50; the largest total is "
                                     "the highest bet 20 + 50 = 70"),
                              ("hu", "30 + 20 = 50")):
        said = render(q.explanation, language)
        assert working in said, said
        assert "65" not in said and "45" not in said, said
    assert session.answer("70").correct
