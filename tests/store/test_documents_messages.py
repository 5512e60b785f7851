"""A settings document's own checks (pydantic's bounds on a field) as messages of
ours (issue 16): the windows show them in Hungarian too, never pydantic's English."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from director.engine.messages import Message, msg, render
from director.services.core.documents import CashSettings, TournamentSettings, problem

LEVELS = [{"small_blind": 25, "big_blind": 50, "minutes": 20}]


def problems(model: type[TournamentSettings] | type[CashSettings],
             data: dict[str, object]) -> list[Message]:
    with pytest.raises(ValidationError) as refused:
        model.model_validate(data)
    return [problem(err) for err in refused.value.errors()]


def test_a_table_of_thirteen_seats_is_refused_in_both_languages() -> None:
    [said] = problems(TournamentSettings, {"starting_stack": 10000, "seats_per_table": 13,
                                           "blinds": {"levels": LEVELS}})
    assert said == msg("store-value-at-most", number=12)
    assert render(said, "en") == "at most 12"
    assert render(said, "hu") == "legfeljebb 12"


def test_a_cash_game_with_a_half_chip_is_refused_and_no_big_blind_is_an_ante_game() -> None:
    """A half chip is refused; a big blind of 0 is a game without blinds (stud, razz,
    draw with antes: issue 28 item 7), no longer an error."""
    said = problems(CashSettings, {"small_blind": 2.5, "big_blind": 0})
    assert said == [msg("store-value-whole-number")]
    assert [render(m, "hu") for m in said] == ["ide egész szám kell"]


def test_a_rule_of_the_engine_keeps_its_own_message() -> None:
    [said] = problems(TournamentSettings, {"starting_stack": 10000, "rebuys": True,
                                           "rebuy": {"price": 1000, "fee": 2000},
                                           "blinds": {"levels": LEVELS}})
    assert said.id == "event-rebuy-fee-above-price"


def test_an_empty_structure_and_a_long_currency() -> None:
    said = problems(TournamentSettings, {"starting_stack": 10000, "currency": "forintokban",
                                         "blinds": {"levels": []}})
    assert msg("store-list-needs-one") in said
    assert msg("store-text-too-long", count=8) in said
