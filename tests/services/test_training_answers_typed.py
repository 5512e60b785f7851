"""A typed training answer is read as every amount field reads one: ``1,200`` is one
thousand two hundred (English), ``1 200`` too (Hungarian), several amounts are
separated by semicolons; anything else is refused in words, never in Python's.
Before, ``1,200`` was read as 1 and 200 (a right side-pot answer scored wrong)
and ``5²`` raised Python's "invalid literal for int()"."""

from __future__ import annotations

import random

import pytest

from director.engine.messages import render
from director.services.training import (
    Question,
    Topic,
    TrainingError,
    TrainingSession,
    parse_answer,
)


def _question(drill: str, topic: Topic, seed: int = 1) -> tuple[TrainingSession, Question]:
    for n in range(seed, seed + 40):
        session = TrainingSession(random.Random(n), drill)
        q = session.next_question()
        if q.topic is topic:
            return session, q
    raise AssertionError(f"no {topic} question")


def _pots_over_a_thousand() -> tuple[TrainingSession, Question]:
    """A side-pots question whose main pot is 1,000 or more (typed with a comma)."""
    for n in range(200):
        session = TrainingSession(random.Random(n), "side-pots")
        q = session.next_question()
        assert isinstance(q.answer, tuple)
        if q.answer[0] >= 1000 and len(q.answer) >= 2:
            return session, q
    raise AssertionError("no main pot of 1,000 or more")


def test_R_7_3_pots_typed_with_thousands_separators_are_right() -> None:
    session, q = _pots_over_a_thousand()
    assert isinstance(q.answer, tuple)
    typed = "; ".join(f"{a:,}" for a in q.answer)  # "1,368; 1,100"
    assert "," in typed
    assert parse_answer(q, typed) == q.answer
    assert session.answer(typed).correct


def test_R_7_3_pots_typed_the_hungarian_way_are_right() -> None:
    """Hungarian groups digits with a space (Qt's locale: a no-break space)."""
    _, q = _pots_over_a_thousand()
    assert isinstance(q.answer, tuple)
    typed = "; ".join(f"{a:,}".replace(",", " ") for a in q.answer)  # "1 368; 1 100"
    assert parse_answer(q, typed, ("\u00a0",)) == q.answer
    nbsp = "; ".join(f"{a:,}".replace(",", "\u00a0") for a in q.answer)
    assert parse_answer(q, nbsp, ("\u00a0",)) == q.answer
    # in Hungarian the comma is no group separator: "1,368" is refused, not 1 and 368
    with pytest.raises(TrainingError):
        parse_answer(q, "; ".join(f"{a:,}" for a in q.answer), ("\u00a0",))


def test_the_expected_pots_are_written_as_they_are_typed() -> None:
    """The right answer shown after a wrong one is the pots separated by semicolons,
    which, typed back, is right."""
    session, q = _pots_over_a_thousand()
    shown = str(q.expected_text)
    assert shown.count(";") == len(q.answer) - 1  # type: ignore[arg-type]
    assert session.answer(shown).correct


@pytest.mark.parametrize("typed", ["5²", "1.5", "12 chips", "½", "-20"])
def test_what_is_no_whole_number_is_refused_in_words(typed: str) -> None:
    session, q = _question("action", Topic.TO_CALL)
    with pytest.raises(TrainingError) as refused:
        session.answer(typed)
    said = str(refused.value.message)
    assert said.startswith(f"“{typed}” is not a whole number")
    assert "int()" not in said
    assert render(refused.value.message, "hu").startswith(f"„{typed}” nem egész szám")
    assert session.question is q and session.score.asked == 0  # nothing scored


def test_R_7_3_a_pot_that_is_no_number_is_refused_with_the_pots_way() -> None:
    _, q = _pots_over_a_thousand()
    with pytest.raises(TrainingError) as refused:
        parse_answer(q, "1,200, 600 and 5")
    assert str(refused.value.message) == (
        "“1,200, 600 and 5” is not a whole number: type the amounts in digits, separated "
        "by semicolons (;), such as 1200; 600")


@pytest.mark.parametrize("typed", ["1,200, 600", "1200, 600", "1,200,600, 5"])
def test_R_7_3_pots_typed_the_old_way_with_commas_are_refused_not_read_as_one(
        typed: str) -> None:
    """"1,200, 600" would read as 1200600: a right answer scored wrong without a word."""
    session, _ = _pots_over_a_thousand()
    with pytest.raises(TrainingError) as refused:
        session.answer(typed)
    assert "separated by semicolons" in str(refused.value.message)
    assert session.score.asked == 0


def test_an_amount_question_takes_one_amount() -> None:
    session, q = _question("action", Topic.TO_CALL)
    with pytest.raises(TrainingError) as refused:
        session.answer("20; 40")
    assert str(refused.value.message) == "type one number"
    assert isinstance(q.answer, int)
    assert session.answer(f"{q.answer:,}").correct


def test_R_7_1_equity_seat_and_share_separated_by_a_semicolon() -> None:
    session, q = _question("equity", Topic.EQUITY)
    assert isinstance(q.answer, tuple)
    seat, share = q.answer[:2]
    assert parse_answer(q, f"{seat}; {share}%") == (seat, share)
    for typed in (f"{seat} {share}", f"seat {seat}; {share}"):  # "3 70" is one number, 370
        with pytest.raises(TrainingError) as refused:
            parse_answer(q, typed)
        assert "separated by a semicolon" in str(refused.value.message)
    assert session.answer(f"{seat}; {share}").correct
