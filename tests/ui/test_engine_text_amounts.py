"""Amounts in the engine's explanations carry the language's digit grouping
(R-7.6): 21,050 in English, 21 050 in Hungarian; numbers that are no amounts stay."""

from __future__ import annotations

import pytest

from director.ui.engine_text import group_amounts, translate

AWARD = ("The main pot of 21050, contested by seat 1, seat 3 and seat 4: seat 3 with "
         "Royal flush and seat 4 with Royal flush and seat 1 with Royal flush win split "
         "21050; seat 1 gets 7000, seat 3 gets 7050, seat 4 gets 7000; odd chip to seat 3 "
         "(R-7.5: first winner left of the button).")


def test_R_7_6_english_explanations_group_thousands() -> None:
    english = translate(AWARD, "en")
    assert english.startswith("The main pot of 21,050, contested by seat 1, seat 3")
    assert "seat 1 gets 7,000, seat 3 gets 7,050, seat 4 gets 7,000" in english
    assert "(R-7.5: first winner left of the button)" in english


def test_R_7_6_hungarian_explanations_group_the_hungarian_way() -> None:
    hungarian = translate(AWARD, "hu")
    assert hungarian.startswith("A főkassza (21\u00a0050)")
    assert "3. szék 7050" in hungarian  # Hungarian groups from five digits


def test_a_range_of_amounts_is_grouped_at_both_ends() -> None:
    assert translate("Seat 3 may call 50, raise to 1000-10000 or fold", "en") == \
        "Seat 3 may call 50, raise to 1,000-10,000 or fold"


@pytest.mark.parametrize("text", [
    "backup_20261129.sqlite3 is damaged", "on 2026-11-29 at 19:30", "hand 1234 of the night",
    "R-7.5", "anna/poker1234/director.sqlite3", "seat 10", "table a-1234",
    "version 1.2345"])
def test_numbers_that_are_no_amounts_stay(text: str) -> None:
    assert group_amounts(text) == text
