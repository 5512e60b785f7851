"""Every training explanation cites the rule that decides it (issue 30 item 6): a map
from each drill's question and the table's limit to its rule ids, checked against
the questions the drills ask over many hands, in both languages. A fixed-limit
smallest raise cites R-5.5, never no limit's R-5.3; pot winners in hi/lo R-7.4."""

from __future__ import annotations

import random

import pytest

from director.engine.hand.facts.betting import Limit
from director.engine.hand.state import HandState
from director.engine.messages import render
from director.services.practice.questions import Question, Topic
from director.services.training import DRILLS, EQUITY_TOLERANCE, TrainingSession

LIMIT_RULE = {Limit.NO_LIMIT: "R-5.3", Limit.POT_LIMIT: "R-5.4", Limit.FIXED_LIMIT: "R-5.5",
              Limit.SPREAD_LIMIT: "R-5.6"}
FIXED = {Topic.POT_LIMIT_MAX: {"R-5.4"}, Topic.BRING_IN: {"R-6.4"}, Topic.SIDE_POTS: {"R-7.3"},
         Topic.SHOWS_FIRST: {"R-7.2"}, Topic.POT_WINNER: {"R-7.4"}, Topic.ODD_CHIP: {"R-7.5"},
         Topic.EQUITY: {"R-7.1"}}


def expected_rules(q: Question, s: HandState) -> tuple[set[str], set[str]]:
    """The rule ids the question's explanation must cite, and those it may add."""
    if q.topic in FIXED:
        return FIXED[q.topic], set()
    limit = s.setup.betting.limit
    if q.topic is Topic.WHO_ACTS:
        if s.setup.game.is_stud:
            return {"R-6.4"}, set()
        return ({"R-5.2", "R-3.5"} if s.setup.blinds and s.setup.player_count == 2
                else {"R-5.2"}), set()
    if q.topic is Topic.TO_CALL:
        return {"R-5.2"}, {"R-7.3"}  # a short call all in makes a side pot
    assert q.topic is Topic.MIN_RAISE
    if limit is not Limit.SPREAD_LIMIT and short_all_in_to_call(s):
        return {"R-5.7"}, set()  # alone decides: the all-in plus the last full raise
    return {LIMIT_RULE[limit]}, {"R-6.4"}


def short_all_in_to_call(s: HandState) -> bool:
    """The bet to call is a short all-in's, above the last full bet or raise."""
    return s.highest > s.full_level and any(
        s.stacks[i] == 0 and s.bets[i] == s.highest for i in s.live_players())


def check(q: Question, s: HandState) -> None:
    must, may = expected_rules(q, s)
    assert must <= set(q.rules) <= must | may, (q.topic, s.setup.betting.limit, q.rules)
    for language in ("en", "hu"):
        said = render(q.explanation, language)
        for rule in q.rules:
            assert rule in said, (language, rule, said)
        if q.topic is Topic.MIN_RAISE:  # no other limit's rule
            others = set(LIMIT_RULE.values()) - {LIMIT_RULE[s.setup.betting.limit]}
            if s.setup.betting.limit is not Limit.POT_LIMIT:  # pot limit's minimum is R-5.3's
                assert not any(rule in said for rule in others), said


@pytest.mark.parametrize("drill", list(DRILLS))
def test_every_drill_cites_the_rule_of_each_question_in_each_limit(drill: str) -> None:
    session = TrainingSession(random.Random(30), drill)
    seen: set[tuple[Topic, Limit]] = set()
    # the equity drill asks one question a hand, each an odds count of seconds
    for _ in range(4 if drill == "equity" else 300):
        q = session.next_question()
        assert session.state is not None
        check(q, session.state)
        seen.add((q.topic, session.state.setup.betting.limit))
        session.answer(q.answer)
        raised = {limit for topic, limit in seen if topic is Topic.MIN_RAISE}
        if len(seen) >= 8 and (drill != "action" or raised == set(LIMIT_RULE)):
            break
    if drill == "action":  # the smallest raise was asked in every limit
        assert {limit for topic, limit in seen if topic is Topic.MIN_RAISE} == set(LIMIT_RULE)


def test_R_5_5_a_fixed_limit_smallest_raise_cites_R_5_5_not_R_5_3() -> None:
    session = TrainingSession(random.Random(7), "action")
    for _ in range(200):
        q = session.next_question()
        assert session.state is not None
        limit = session.state.setup.betting.limit
        session.answer(q.answer)
        if q.topic is Topic.MIN_RAISE and limit is Limit.FIXED_LIMIT:
            said = render(q.explanation, "en")
            assert "R-5.5" in said and "R-5.3" not in said
            return
    raise AssertionError("no fixed-limit raise was asked")


def test_R_7_2_who_shows_first_names_the_river_bettor_or_says_nobody_bet() -> None:
    session = TrainingSession(random.Random(12), "showdown")
    for _ in range(200):
        q = session.next_question()
        s = session.state
        assert s is not None
        session.answer(q.answer)
        if q.topic is not Topic.SHOWS_FIRST:
            continue
        said = render(q.explanation, "en")
        if s.final_aggressor is not None:
            assert f"Seat {s.seats[s.final_aggressor]} made the last bet or raise" in said
            assert q.answer == s.seats[s.final_aggressor]
        else:
            assert "Nobody bet on the final round" in said
        return
    raise AssertionError("nobody was asked who shows first")


def test_the_equity_question_states_its_tolerance_and_the_share_of_all_pots() -> None:
    session = TrainingSession(random.Random(5), "equity")
    q = session.next_question()
    for language in ("en", "hu"):
        assert str(EQUITY_TOLERANCE) in render(q.text, language)
    assert "all the pots" in render(q.text, "en")


def test_the_guide_lists_every_drill_in_both_languages() -> None:
    """Issue 30: the guide listed six drills where there are seven."""
    from pathlib import Path

    guide = Path(__file__).resolve().parents[2] / "docs" / "guide"
    for language in ("en", "hu"):
        text = (guide / language / "training.md").read_text(encoding="utf-8")
        drills = [line for line in text.splitlines() if line.lstrip().startswith("- *")]
        assert len(drills) == len(DRILLS) == 7, (language, drills)


def _five_handed_showdown(*actions: str) -> HandState:
    """Hold'em no limit 5/10, seats 1-5 with 1,000 each, the button at seat 1."""
    from tests.engine.test_rules_helpers import HOLDEM, Betting, Hand, table

    h = Hand(table(HOLDEM, Betting.no_limit(10), dict.fromkeys(range(1, 6), 1000), 1,
                   small_blind=5, big_blind=10),
             {1: "AsAd", 2: "2c7d", 3: "KsKd", 4: "3h8s", 5: "QsQd"}, "2h9d8c3s4c")
    return h.do(*actions)


def test_R_7_2_who_shows_first_offers_only_the_seats_still_in_the_hand_the_bettor() -> None:
    """Seats 4 and 2 fold before the flop, seat 1 on the river after seat 5's bet of 40,
    which seat 3 calls. R-7.2: seat 5 bet last and shows first, then seat 3; the
    question offers seats 3 and 5 only, never a folded hand."""
    from director.services.practice.questions import shows_first_question

    s = _five_handed_showdown("s4 f", "s5 cc", "s1 cc", "s2 f", "s3 cc",
                              *["s3 cc", "s5 cc", "s1 cc"] * 2,
                              "s3 cc", "s5 cbr 40", "s1 f", "s3 cc")
    [q] = shows_first_question(s)
    assert q.seats == (3, 5)
    assert q.answer == 5
    assert render(q.explanation, "en").endswith("so shows first. Order: 5, 3 (R-7.2).")


def test_R_7_2_nobody_bet_the_first_hand_still_in_left_of_the_button_shows_first() -> None:
    """Seat 2, left of the button, folds before the flop and seat 5 too; the rest check
    down. R-7.2: nobody bet, so the first player still in left of the button (seat 3)
    shows first, then 4 and 1; seats 2 and 5 are not offered."""
    from director.services.practice.questions import shows_first_question

    s = _five_handed_showdown("s4 cc", "s5 f", "s1 cc", "s2 f", "s3 cc",
                              *["s3 cc", "s4 cc", "s1 cc"] * 3)
    [q] = shows_first_question(s)
    assert q.seats == (1, 3, 4)
    assert q.answer == 3
    assert s.showing_order() == [3, 4, 1]
