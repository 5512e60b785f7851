"""The dealer's words as a trainee reads them (issue 30 item 7), in both languages:
stud has no button (R-4.3), a pot won because the others mucked is not "won
uncontested", a scoop is not "the high half" (R-7.4), an award names the five cards
of the winning hand (R-2.8), and a hi/lo pot without a low is not "the high half".
"""

from __future__ import annotations

from director.engine.cards import parse_cards
from director.engine.hand.facts.games import HOLDEM, STUD, STUD_HILO
from director.engine.hand.facts.pots import Pot
from director.engine.hand.facts.showdown import Contender, award_pots, flop_odd_chip_order
from director.engine.hand.rules.steps import StepKind
from director.engine.messages import render
from director.engine.ranking import best_high
from tests.engine.test_rules_helpers import Betting, Hand, table

FL100 = Betting.fixed_limit(100, 200)


def _texts(h: Hand) -> list[str]:
    """Every step's English and Hungarian words while the hand is dealt out."""
    said = []
    while not h.s.is_complete:
        step = h.s.next_step()
        said += [str(step.message), render(step.message, "hu")]
        if step.kind is StepKind.ACT and h.s.legal_actions() is not None:
            h.do(f"s{h.to_act_seat()} cc")
        elif step.kind is StepKind.POST_BRING_IN:
            h.do(f"s{step.seat} bi")
        elif step.kind is StepKind.SHOW:
            h.do(f"s{step.seat} sm")
        elif step.kind is StepKind.AWARD:
            h.do("award")
        else:
            h.apply(h.auto_event())  # type: ignore[arg-type]
    step = h.s.next_step()
    return [*said, str(step.message), render(step.message, "hu")]


def test_R_4_3_stud_never_speaks_of_a_button() -> None:
    """Stud hi/lo 100/200 dealt out to the end: no step names the button; the deal
    starts with the first seat clockwise, and the hand ends without moving one."""
    h = Hand(table(STUD_HILO, FL100, {2: 2000, 5: 2000, 7: 2000}, 7, ante=10, bring_in=30),
             {2: "AhKh2c5s6s7s8s", 5: "QsQd2d3d4d9c9d", 7: "JcJd9hTh3h4h5h"})
    said = _texts(h)
    assert not [t for t in said if "button" in t or "osztógomb" in t]
    assert "Deal seat 2 two down and one up (one card at a time, clockwise from seat 2, R-4.3)" \
        in said
    assert said[-2:] == ["The hand is over: deal the next one",
                         "A leosztásnak vége: jöhet a következő"]


def test_R_4_3_a_flop_game_still_starts_left_of_the_button() -> None:
    h = Hand(table(HOLDEM, Betting.no_limit(10), {1: 500, 2: 500}, 2, small_blind=5,
                   big_blind=10), {1: "AsAd", 2: "KsKd"}, "2c3c4c5d9h")
    said = _texts(h)
    assert "Deal seat 1 two down (one card at a time, starting left of the button, R-4.3)" in said
    assert said[-2] == "The hand is over: move the button"


def test_R_7_6_a_pot_the_others_mucked_is_not_won_uncontested() -> None:
    """Heads-up: seat 5 shows, seat 9 mucks. Issue 30 read "contested by seat 5 and
    seat 9: seat 5 wins uncontested"."""
    h = Hand(table(HOLDEM, Betting.no_limit(10), {5: 1000, 9: 1000}, 9, small_blind=5,
                   big_blind=10), {5: "AhKh", 9: "QsQd"}, "2h7h9hTc3s")
    h.do("s9 cc", "s5 cc", *["s5 cc", "s9 cc"] * 3, "s5 sm", "s9 mk", "award")
    [award] = h.s.awards
    assert str(award.text) == ("The main pot of 20, contested by seat 5 and seat 9: seat 9 "
                               "mucked; seat 5, the last hand, wins 20.")
    assert render(award.text, "hu") == (
        "A főkassza (20), versenyben: 5. és 9. szék. 9. szék bedobta a lapjait; az 5. szék, "
        "az utolsó kéz, nyer: 20.")


def test_R_7_6_a_pot_nobody_else_reached_goes_to_its_seat_uncontested() -> None:
    h = Hand(table(HOLDEM, Betting.no_limit(10), {5: 1000, 9: 1000}, 9, small_blind=5,
                   big_blind=10))
    h.do("s9 cbr 30", "s5 f", "award")
    [award] = h.s.awards
    assert str(award.text) == "The main pot of 20 goes to seat 9, uncontested."
    assert render(award.text, "hu") == "A főkassza (20) ellenfél nélkül a 9. széké."


def _stud_hilo_showdown() -> Hand:
    """Stud hi/lo 100/200, everyone checks and calls to the end: seat 5 holds an
    ace-high heart flush and the wheel (A-2-3-4-5), the best high and low."""
    h = Hand(table(STUD_HILO, FL100, {5: 2000, 7: 2000, 9: 2000}, 9, ante=10, bring_in=30),
             {5: "Ah2h3c5h6h8h4d", 7: "KsKd2d9s9c7s7d", 9: "QcJcTdTcKhJd2s"})
    _texts(h)
    return h


def test_R_7_4_a_scoop_is_both_halves_not_the_high_half() -> None:
    [award] = _stud_hilo_showdown().s.awards
    english = str(award.text)
    assert "high half" not in english
    assert english == (
        "The main pot of 120, contested by seat 5, seat 7 and seat 9: seat 5 with Flush, ace "
        "high (A♥ 8♥ 6♥ 5♥ 2♥) and 5-4-3-2-A low (the wheel) (5♥ 4♦ 3♣ 2♥ A♥) scoops 120, "
        "high and low.")
    assert render(award.text, "hu") == (
        "A főkassza (120), versenyben: 5., 7. és 9. szék. Mindkét felet viszi az 5. szék "
        "(Flöss, ász a legmagasabb: A♥ 8♥ 6♥ 5♥ 2♥), low: 5-4-3-2-A alacsony (wheel, a "
        "legjobb) (5♥ 4♦ 3♣ 2♥ A♥): 120.")


def test_R_2_8_a_stud_flush_award_names_its_five_cards() -> None:
    """Stud high: seat 5's heart flush wins; the award lists the five hearts."""
    h = Hand(table(STUD, FL100, {5: 2000, 7: 2000}, 7, ante=10, bring_in=30),
             {5: "Ah2h3c5h6h8h4d", 7: "KsKd2d9s9c7s7d"})
    _texts(h)
    [award] = h.s.awards
    assert "seat 5 with Flush, ace high (A♥ 8♥ 6♥ 5♥ 2♥) wins" in str(award.text)


def test_R_7_4_without_a_qualifying_low_the_high_hand_wins_the_pot_not_a_half() -> None:
    high = best_high(parse_cards("Ah Ad Kc Qd 9s"))
    other = best_high(parse_cards("Kh Kd Jc Td 9h"))
    hands = {0: Contender(0, high, None), 1: Contender(1, other, None)}
    [award] = award_pots([Pot(400, (0, 1))], hands, [5, 6], flop_odd_chip_order, True)
    assert str(award.text) == (
        "The main pot of 400, contested by seat 5 and seat 6: seat 5 with One pair, aces, with "
        "a king, a queen and a nine wins 400; no qualifying low, so the high hand takes the "
        "whole pot.")
