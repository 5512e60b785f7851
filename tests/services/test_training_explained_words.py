"""The words of training's explanations read one way only: a seat and its amount, a
pot and its amount apart ("side pot 1 492" read as 1,492), cards with their suits'
symbols as every card is shown (R-1.1)."""

from __future__ import annotations

import random
import re

from director.engine.cards import parse_cards
from director.engine.hand.facts.betting import Limit
from director.engine.messages import render
from director.services.practice.scenario import Scenario
from director.services.training import Topic, TrainingSession


def test_R_6_4_the_door_cards_are_shown_with_their_suits_symbols() -> None:
    """Stud 10/20, ante 1, bring-in 5; door cards 2♣ (seat 1), 9♦ (seat 2), K♠ (seat 3):
    seat 1 brings in. The explanation read "seat 1 2c, seat 2 9d, seat 3 Ks" (in
    Hungarian "1. szék 2c"): now "seat 1: 2♣, seat 2: 9♦, seat 3: K♠"."""
    table = Scenario("stud", Limit.FIXED_LIMIT, {1: 500, 2: 500, 3: 500}, 3, bets=(10, 20),
                     ante=1, bring_in=5,
                     hole={1: tuple(parse_cards("Ah Kh 2c")), 2: tuple(parse_cards("3h 4h 9d")),
                           3: tuple(parse_cards("5h 6h Ks"))})
    session = TrainingSession(random.Random(2), "bring-ins", scenario=table)
    q = session.next_question()
    assert q.topic is Topic.BRING_IN and q.answer == 1
    said = render(q.explanation, "en")
    assert "Door cards: seat 1: 2♣, seat 2: 9♦, seat 3: K♠" in said, said
    assert "1. szék 2♣" in render(q.explanation, "hu")


def test_R_7_3_the_side_pots_working_keeps_each_amount_apart_from_its_seat_and_pot() -> None:
    """Side pots only, many hands: "Put in: seat 6: 704, seat 8: 20 …" and "side pot 1
    of 492 for seats 6, 9" (it read "seat 6 704" and "side pot 1 492", which a
    trainee reads as 6,704 and 1,492)."""
    session = TrainingSession(random.Random(3), "side-pots")
    for _ in range(20):
        q = session.next_question()
        said = render(q.explanation, "en")
        assert not re.search(r"(seat|side pot) \d+ \d", said), said
        assert re.search(r"Put in: seat \d+: [\d,]+", said), said
        assert re.search(r"side pot 1 of [\d,]+ for seats", said), said
        session.answer(q.answer)


def test_R_6_4_a_bring_in_passed_on_from_an_all_in_ante_is_explained_as_such() -> None:
    """R-6.4 (TDA RP-10-E): stud 10/20, ante 1, bring-in 5; seat 1 has the 2♣, the
    lowest door card, but only the 1 of its ante, so it is all-in from the ante and
    seat 2 (9♦), on its left, opens. The answer is seat 2; the explanation said only
    "the lowest door card, ace high; ...", which names seat 1's 2♣, and now says
    that seat 1 is all-in from the ante and the seat on its left opens, in English
    and in Hungarian."""
    table = Scenario("stud", Limit.FIXED_LIMIT, {1: 1, 2: 500, 3: 500}, 3, bets=(10, 20),
                     ante=1, bring_in=5,
                     hole={1: tuple(parse_cards("Ah Kh 2c")), 2: tuple(parse_cards("3h 4h 9d")),
                           3: tuple(parse_cards("5h 6h Ks"))})
    session = TrainingSession(random.Random(2), "bring-ins", scenario=table)
    q = session.next_question()
    assert q.topic is Topic.BRING_IN and q.answer == 2
    said = render(q.explanation, "en")
    assert "seat 1 has it but is all-in from the ante" in said, said
    assert "TDA RP-10-E" in said, said
    hungarian = render(q.explanation, "hu")
    assert "az 1. szék" in hungarian and "TDA RP-10-E" in hungarian, hungarian
