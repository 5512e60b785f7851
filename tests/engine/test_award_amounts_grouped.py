"""Amounts in the engine's explanations carry the language's digit grouping
(R-7.6): 21,050 in English, 21 050 in Hungarian, rendered from the message's
``Amount`` arguments; seat numbers and rule ids are no amounts and stay."""

from __future__ import annotations

from director.engine.cards import parse_cards
from director.engine.hand.facts.pots import Pot
from director.engine.hand.facts.showdown import Contender, PotAward, award_pots, flop_odd_chip_order
from director.engine.hand.rules.steps import LegalActions
from director.engine.messages import Amount, msg, render
from director.engine.ranking import best_high

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
    english = render(award.text, "en")
    assert english.startswith("The main pot of 21,050, contested by seat 1, seat 3")
    assert "seat 1 gets 7,050, seat 3 gets 7,000, seat 4 gets 7,000" in english
    assert "(R-7.5: first winner left of the button)" in english
    assert str(award.text).startswith("The main pot of 21050,")  # logs: plain digits


def test_R_7_6_hungarian_explanations_group_the_hungarian_way() -> None:
    hungarian = render(royal_flush_split().text, "hu")
    assert hungarian.startswith("A főkassza (21\u00a0050)")
    assert "1. szék 7050" in hungarian  # Hungarian groups from five digits


def test_a_range_of_amounts_is_grouped_at_both_ends() -> None:
    legal = LegalActions(3, True, 50, 1000, 10000, 25000).describe()
    assert render(legal, "en") == "Seat 3 may call 50, raise to 1,000-10,000 or fold"
    assert render(legal, "hu") == ("A 3. szék lehetőségei: megadás (50), emelés "
                                   "1000–10\u00a0000 összegre vagy dobás")
    assert str(legal) == "Seat 3 may call 50, raise to 1000-10000 or fold"  # logs



def test_an_amount_and_a_plain_number_render_apart_whatever_came_first() -> None:
    """R-7.6's 21,050 is an amount, grouped; the same digits as a plain number are
    not. The two messages are equal as values (``Amount(21050) == 21050``), so the
    renderings the catalogue keeps must tell them apart, in either order."""
    grouped, plain = "seat 3 gets 21,050", "seat 3 gets 21050"
    for first, second in ((Amount(21050), 21050), (21050, Amount(21050))):
        said = [render(msg("award-share", seat=3, amount=v), "en") for v in (first, second)]
        assert said == ([grouped, plain] if isinstance(first, Amount) else [plain, grouped])
