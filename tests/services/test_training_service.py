"""Training: virtual hands, the dealer's questions, answers checked by the engine."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

import pytest

from director.services.training import (
    DRILLS,
    InMemoryScoreHistory,
    JsonScoreHistory,
    Topic,
    TrainingError,
    TrainingSession,
)

NOW = datetime(2026, 5, 1, 20, 0, tzinfo=UTC)


@pytest.mark.parametrize("drill", list(DRILLS))
def test_every_drill_asks_only_its_topics_and_scores_answers(drill: str) -> None:
    session = TrainingSession(random.Random(11), drill)
    for n in range(12):
        q = session.next_question()
        assert q.topic in DRILLS[drill].topics
        # an equity answer is (seat, share): q.answer lists after them any seat level
        # with the leader (it may be named instead)
        right = q.answer[:2] if q.topic is Topic.EQUITY else q.answer  # type: ignore[index]
        verdict = session.answer(right if n % 2 else -1)
        assert verdict.correct == bool(n % 2)
        if not verdict.correct:
            assert verdict.explanation and verdict.expected
    assert (session.score.asked, session.score.correct) == (12, 6)


def test_R_7_3_side_pot_question_matches_the_engine_layers() -> None:
    session = TrainingSession(random.Random(3), "side-pots")
    q = session.next_question()
    assert q.topic is Topic.SIDE_POTS
    state = session.state
    assert state is not None
    assert q.answer == tuple(p.amount for p in state.pots())
    assert sum(q.answer) == state.pot_total  # type: ignore[arg-type]
    assert session.answer("; ".join(str(a) for a in q.answer)).correct  # type: ignore[union-attr]


def test_R_6_4_bring_in_question_names_the_lowest_door_card() -> None:
    session = TrainingSession(random.Random(5), "bring-ins")
    q = session.next_question()
    state = session.state
    assert state is not None and isinstance(q.answer, int)
    assert q.answer == state.next_step().seat
    verdict = session.answer(str(q.answer))
    assert verdict.correct and session.score.correct == 1


def test_R_5_4_pot_limit_question_is_the_engines_maximum() -> None:
    session = TrainingSession(random.Random(9), "pot-limit")
    q = session.next_question()
    legal = session.state.legal_actions() if session.state else None
    assert legal is not None and q.answer == legal.raise_max
    wrong = session.answer(str(legal.raise_max + 10))
    assert not wrong.correct and "R-5.4" in str(wrong.explanation)


def test_answering_twice_or_out_of_turn_is_refused() -> None:
    session = TrainingSession(random.Random(1), "action")
    with pytest.raises(TrainingError):
        session.answer(3)
    session.next_question()
    with pytest.raises(TrainingError):
        session.next_question()
    with pytest.raises(TrainingError):
        session.answer("no number here")


def test_score_history_per_trainee_in_memory_and_in_a_json_file(tmp_path: Path) -> None:
    for history in (InMemoryScoreHistory(), JsonScoreHistory(tmp_path / "scores.json")):
        session = TrainingSession(random.Random(2), "action", "Anna", history)
        q = session.next_question()
        session.answer(q.answer)
        session.finish(NOW)
        TrainingSession(random.Random(2), "all", "Béla", history).finish(NOW)
        records = history.records("Anna")
        assert [(r.drill, r.asked, r.correct) for r in records] == [("action", 1, 1)]
        assert records[0].finished_at == NOW.isoformat()
    assert JsonScoreHistory(tmp_path / "scores.json").records("Béla")[0].asked == 0


def test_a_drill_change_keeps_the_session_s_score_and_deals_a_new_hand() -> None:
    """Four questions of "who acts and how much", three right; then side pots: the
    score stays 3 of 4 and grows from there, the drill's own questions follow."""
    history = InMemoryScoreHistory()
    session = TrainingSession(random.Random(2), "action", "Kata", history)
    for n in range(4):
        q = session.next_question()
        session.answer(q.answer if n else -1)
    assert (session.score.asked, session.score.correct) == (4, 3)
    session.next_question()  # asked but not answered: it goes with the old drill
    session.change_drill("side-pots")
    assert session.question is None and session.state is None
    q = session.next_question()
    assert q.topic is Topic.SIDE_POTS
    session.answer(q.answer)
    assert (session.score.asked, session.score.correct) == (5, 4)
    record = session.finish(NOW)
    assert (record.asked, record.correct) == (5, 4)


@pytest.mark.parametrize("damaged", ["{\"trainee\": \"An", "null", "[1, 2]",
                                     "[{\"who\": \"Anna\"}]", "\udcff"])
def test_a_damaged_score_file_is_refused_in_words_and_kept_as_it_is(
        tmp_path: Path, damaged: str) -> None:
    """``training_scores.json`` cut short (a pulled plug) or edited into something
    else: finishing a session says the file cannot be read and where it is, in
    English and Hungarian (the training view shows it), and the file is left as it
    was for whoever can mend it; never a JSONDecodeError or TypeError."""
    from director.engine.messages import render

    path = tmp_path / "training_scores.json"
    path.write_bytes(damaged.encode("utf-8", "surrogateescape"))
    before = path.read_bytes()
    session = TrainingSession(random.Random(2), "all", "Anna", JsonScoreHistory(path))
    with pytest.raises(TrainingError) as refused:
        session.finish(NOW)
    en, hu = render(refused.value.message, "en"), render(refused.value.message, "hu")
    assert en.startswith(f"The training scores in {path} cannot be read"), en
    assert hu.startswith(f"Az edzéseredmények nem olvashatók itt: {path}"), hu
    with pytest.raises(TrainingError):
        JsonScoreHistory(path).records("Anna")
    assert path.read_bytes() == before


@pytest.mark.parametrize(("game", "limit", "drill", "asks"), [
    ("holdem", "pot limit", "pot-limit", True),
    ("holdem", "no limit", "pot-limit", False),  # the pot-limit most, pot limit only
    ("stud", "fixed limit", "bring-ins", True),
    ("draw", "fixed limit", "bring-ins", False),  # a bring-in in stud only
])
def test_a_drill_whose_questions_cannot_come_up_at_the_table_says_so_at_once(
        game: str, limit: str, drill: str, asks: bool) -> None:
    """At a practice table whose game or limit never brings the drill's questions, the
    refusal comes before a card is dealt (it came after 20,000 steps played in vain,
    12 s at the window); at a table that can, the question comes."""
    from director.engine.hand.facts.betting import Limit
    from director.services.practice.scenario import Scenario

    stud = game == "stud"
    scenario = Scenario(game, Limit(limit), {1: 500, 2: 500, 3: 500}, 1,
                        **({"bets": (20, 40), "ante": 5, "bring_in": 10} if stud else
                           {"bets": (20, 40), "ante": 5} if game == "draw" else
                           {"blinds": (10, 20)}))
    session = TrainingSession(random.Random(5), drill, scenario=scenario)
    if asks:
        assert session.next_question().topic in DRILLS[drill].topics
        return
    with pytest.raises(TrainingError) as refused:
        session.next_question()
    assert refused.value.message.id == "train-no-question-came-up"
    assert session.hands == 0  # nothing dealt in vain
