"""Amounts in the engine's explanations carry the language's digit grouping
(R-7.6): 21,050 in English, 21 050 in Hungarian; numbers that are no amounts stay."""

from __future__ import annotations

import pytest

from director.engine.cards import parse_cards
from director.engine.hand.pots import Pot
from director.engine.hand.showdown import Contender, PotAward, award_pots, flop_odd_chip_order
from director.engine.ranking import best_high
from director.ui.engine_text import group_amounts, translate

BOARD = parse_cards("As Ks Qs Js Ts")


def royal_flush_split() -> PotAward:
    """Seats 1, 3 and 4 play the board's royal flush for 21,050 in chips of 50: 421
    units, 140 each and one odd unit to the first left of the button (R-7.4, R-7.5)."""
    hands = {p: Contender(p, best_high([*parse_cards(hole), *BOARD]), None)
             for p, hole in enumerate(("2c 3d", "4c 5d", "6c 7d"))}
    [award] = award_pots([Pot(21050, (0, 1, 2))], hands, [1, 3, 4], flop_odd_chip_order,
                         False, unit=50)
    return award


def test_R_7_6_english_explanations_group_thousands() -> None:
    award = royal_flush_split()
    assert award.shares == ((0, 7050), (1, 7000), (2, 7000))
    english = translate(award.text, "en")
    assert english.startswith("The main pot of 21,050, contested by seat 1, seat 3")
    assert "seat 1 gets 7,050, seat 3 gets 7,000, seat 4 gets 7,000" in english
    assert "(R-7.5: first winner left of the button)" in english
    assert str(award.text).startswith("The main pot of 21050,")  # logs: plain digits


def test_R_7_6_hungarian_explanations_group_the_hungarian_way() -> None:
    hungarian = translate(royal_flush_split().text, "hu")
    assert hungarian.startswith("A főkassza (21\u00a0050)")
    assert "1. szék 7050" in hungarian  # Hungarian groups from five digits


def test_a_range_of_amounts_is_grouped_at_both_ends() -> None:
    assert translate("Seat 3 may call 50, raise to 1000-10000 or fold", "en") == \
        "Seat 3 may call 50, raise to 1,000-10,000 or fold"


@pytest.mark.parametrize("text", [
    "backup_20261129.sqlite3 is damaged", "on 2026-11-29 at 19:30", "hand 1234 of the night",
    "R-7.5", "anna/poker1234/director.sqlite3", "seat 10", "table a-1234",
    "version 1.2345"])
def test_numbers_that_are_no_amounts_stay(text: str) -> None:
    assert group_amounts(text) == text
