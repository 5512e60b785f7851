"""R-1.4 where the dealer types cards (issue 30 item 3): a card already seen is refused
naming where it is, for the burn, the board, up cards and draws; up cards typed for
every seat at once, in dealing order, are dealt seat by seat (R-4.3), as one gesture.

The issue's cases: a burn card that is in seat 7's hand was accepted; a flop with a
card already out said "got 2" without naming where the card is; stud up cards typed
for every seat (5d 2c 2d Ac Kh) gave only the first to seat 2 and dropped the rest.
"""

from __future__ import annotations

import pytest

from director.engine.cards import Card, parse_cards
from director.engine.hand.facts.events import (
    Burn,
    CheckCall,
    DealBoard,
    DealHole,
    Discard,
    Fold,
    PostAnte,
)
from director.engine.hand.facts.games import HOLDEM, STUD
from director.engine.hand.gestures import (
    CardEntry,
    card_entry,
    card_place,
    entry_refusal,
    hole_card_deal,
)
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandError, HandState
from director.engine.messages import render
from tests.engine.test_rules_draw import deal, run
from tests.engine.test_rules_draw import table as draw_table
from tests.engine.test_rules_helpers import Betting, Hand, cards, table


def typed(text: str) -> list[Card]:
    """Cards as a dealer types them, the same card twice included."""
    return [Card.parse(t) for t in text.split()]


def _holdem_at_the_flop_burn() -> HandState:
    """Hold'em 5/10, seats 2, 4 and 7 (button 7); seat 7 holds Kd Qd; all call."""
    h = Hand(table(HOLDEM, Betting.no_limit(10), {2: 1000, 4: 1000, 7: 1000}, 7,
                   small_blind=5, big_blind=10), {2: "AsAd", 4: "KsKc", 7: "KdQd"})
    h.advance()
    s = h.s
    for seat in (7, 2, 4):
        s = s.apply(CheckCall(seat))
    assert s.next_step().kind is StepKind.BURN
    return s


def test_R_1_4_a_burn_card_in_seat_7s_hand_is_refused_naming_where() -> None:
    s = _holdem_at_the_flop_burn()
    [kd] = cards("Kd")
    said = entry_refusal(s, [kd])
    assert said is not None and str(said) == "Kd is in seat 7's hand (R-1.4)"
    assert render(said, "hu") == "a Kd a 7. szék kezében van (R-1.4)"
    assert card_entry(s) == CardEntry(1)
    with pytest.raises(HandError, match=r"^Kd is in seat 7's hand \(R-1\.4\)"):
        s.apply(Burn(kd))


def test_R_1_4_a_flop_with_a_card_already_out_names_where_it_is() -> None:
    s = _holdem_at_the_flop_burn().apply(Burn(None))
    flop = cards("2c Ad 3c")
    said = entry_refusal(s, flop)
    assert said is not None and str(said) == "Ad is in seat 2's hand (R-1.4)"
    assert card_entry(s) == CardEntry(3)
    with pytest.raises(HandError, match=r"^Ad is in seat 2's hand"):
        s.apply(DealBoard(flop))
    said = entry_refusal(s, typed("2c 3c 2c"))
    assert str(said) == "2c is typed twice; a card appears once per hand (R-1.4)"


def test_R_1_4_a_card_of_a_folded_hand_is_named_so() -> None:
    s = _holdem_at_the_flop_burn().apply(Burn(None)).apply(DealBoard(cards("2c 3c 4c")))
    s = s.apply(Fold(2))
    [ad] = cards("Ad")
    place = card_place(s, ad)
    assert place is not None and str(place) == "Ad is in seat 2's folded hand (R-1.4)"
    assert str(card_place(s, cards("3c")[0])) == "3c is on the board (R-1.4)"
    assert card_place(s, cards("9h")[0]) is None


def _stud_third_street() -> HandState:
    """Stud 100/200, ante 10, bring-in 30; seats 2, 4, 5, 7 and 9, the dealer's
    position at seat 9: the deal starts at seat 2."""
    s = HandState.start(table(STUD, Betting.fixed_limit(100, 200),
                              dict.fromkeys((2, 4, 5, 7, 9), 2000), 9, ante=10, bring_in=30))
    while s.next_step().kind is StepKind.POST_ANTE:
        step = s.next_step()
        s = s.apply(PostAnte(step.seat or 0, step.amount))
    return s


def test_R_4_3_up_cards_for_every_seat_are_dealt_seat_by_seat_in_dealing_order() -> None:
    """5d 2c 2d Ac Kh go to seats 2, 4, 5, 7 and 9, one each, their down cards unknown;
    2c (seat 4) is the lowest door card and brings in (R-6.4)."""
    s = _stud_third_street()
    assert card_entry(s) == CardEntry(1, every_seat=5, required=True)
    events = hole_card_deal(s, parse_cards("5d 2c 2d Ac Kh"))
    assert events == tuple(DealHole(seat, (None, None, card)) for seat, card in
                           zip((2, 4, 5, 7, 9), parse_cards("5d 2c 2d Ac Kh"), strict=True))
    for event in events:
        s = s.apply(event)
    assert (s.next_step().kind, s.next_step().seat) == (StepKind.POST_BRING_IN, 4)


def test_R_4_3_cards_for_the_seat_due_go_to_it_alone() -> None:
    s = _stud_third_street()
    assert hole_card_deal(s, parse_cards("5d")) == (DealHole(2, (None, None, cards("5d")[0])),)
    assert hole_card_deal(s, parse_cards("3h 4h 5d")) == (DealHole(2, cards("3h 4h 5d")),)
    assert hole_card_deal(s, ()) == ()  # stud up cards are needed: nothing is dealt


def test_R_1_4_up_cards_typed_for_every_seat_are_checked_before_any_is_dealt() -> None:
    """The second seat's card was typed twice, or is already out: nothing is dealt,
    the refusal names the card."""
    s = _stud_third_street()
    with pytest.raises(HandError, match=r"^5d is typed twice"):
        hole_card_deal(s, typed("5d 2c 5d Ac Kh"))
    s = s.apply(DealHole(2, cards("5d 6d 7d")))  # seat 2's cards as one seat
    with pytest.raises(HandError, match=r"^7d is in seat 2's hand"):
        hole_card_deal(s, parse_cards("2c 7d Ac Kh"))
    with pytest.raises(HandError, match=r"or 4 up cards for every seat"):
        hole_card_deal(s, parse_cards("2c 2d"))


def test_R_1_4_a_draw_replacement_already_in_another_hand_is_refused() -> None:
    """Five-card draw 10/20, ante 5: seat 1 holds As and stands pat; seat 2
    discards 9d and draws one. As, typed as the replacement, is in seat 1's hand;
    9d was discarded."""
    s = deal(draw_table({1: 500, 2: 500}, 2, ante=5), {1: "AsKsQsJs9h", 2: "2c3c4c5c9d"})
    s = run(s, CheckCall(1), CheckCall(2), Discard(1, ()), Discard(2, cards("9d")), Burn(None))
    assert (s.next_step().kind, s.next_step().seat) == (StepKind.DEAL_HOLE, 2)
    assert card_entry(s) == CardEntry(1)
    said = entry_refusal(s, cards("As"))
    assert said is not None and str(said) == "As is in seat 1's hand (R-1.4)"
    with pytest.raises(HandError, match=r"^As is in seat 1's hand"):
        hole_card_deal(s, cards("As"))
    with pytest.raises(HandError, match=r"^9d was discarded by seat 2"):
        s.apply(DealHole(2, cards("9d")))
