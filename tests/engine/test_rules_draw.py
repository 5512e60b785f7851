"""Five-card draw scenarios (R-6.5, with R-2.7, R-4.4, R-4.5, R-7.2, R-7.5).

Each test is a hand a draw dealer would recognise: real cards and chip
amounts, antes (blinds as the option), the draw with its one burn, openers,
the draw limits, the stub running out, the piquet deck, and the PHH record.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from director.engine.cards import STANDARD_DECK, Card, parse_cards
from director.engine.hand.facts.betting import Betting
from director.engine.hand.facts.events import (
    Award,
    BetRaise,
    Burn,
    CheckCall,
    DealHole,
    Discard,
    Event,
    Fold,
    PostAnte,
    PostBlind,
    Show,
)
from director.engine.hand.facts.games import FIVE_CARD_DRAW, FIVE_CARD_DRAW_PIQUET, Game
from director.engine.hand.facts.setup import HandOptions, HandSetup, SetupError
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandError, HandState, Phase
from director.engine.phh import dumps_phh, loads_phh
from director.engine.phh.replay import history_from_hand, replay_history


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text.replace(" ", ""))


def table(stacks: Mapping[int, int], button: int, *, game: Game = FIVE_CARD_DRAW,
          betting: Betting | None = None, ante: int = 0, small_blind: int = 0,
          big_blind: int = 0, **options: object) -> HandSetup:
    return HandSetup.at_table(
        game, betting or Betting.fixed_limit(10, 20), dict(stacks), button, ante=ante,
        small_blind=small_blind, big_blind=big_blind,
        options=HandOptions(**options),  # type: ignore[arg-type]
    )


def deal(setup: HandSetup, hands: Mapping[int, str]) -> HandState:
    """Post the forced bets and deal five cards each, following ``next_step``
    (which also checks the posting and deal order of R-4.2, R-4.3)."""
    s = HandState.start(setup)
    while True:
        step = s.next_step()
        assert step.seat is not None or step.kind is not StepKind.DEAL_HOLE
        if step.kind is StepKind.POST_ANTE:
            s = s.apply(PostAnte(step.seat, step.amount))  # type: ignore[arg-type]
        elif step.kind is StepKind.POST_BLIND:
            s = s.apply(PostBlind(step.seat, step.amount))  # type: ignore[arg-type]
        elif step.kind is StepKind.DEAL_HOLE and s.street == 0:
            assert step.down == 5
            assert step.seat is not None
            s = s.apply(DealHole(step.seat, cards(hands[step.seat])))
        else:
            return s


def run(s: HandState, *events: Event) -> HandState:
    for event in events:
        s = s.apply(event)
    return s


def draw(s: HandState, seat: int, discards: str, replacements: str = "") -> HandState:
    """One player's draw: the discard, then (after the implicit burn if due)
    the replacements."""
    s = s.apply(Discard(seat, cards(discards) if discards else ()))
    if replacements:
        s = s.apply(DealHole(seat, cards(replacements)))
    return s


def refused(s: HandState, event: Event, *words: str) -> str:
    """``event`` is refused with a message naming ``words``; ``s`` is unchanged."""
    before = (s.log, list(s.stacks), list(s.totals), s.phase, list(s.hole), s.to_act)
    with pytest.raises(HandError) as info:
        s.apply(event)
    message = str(info.value)
    for word in words:
        assert word in message, message
    assert (s.log, list(s.stacks), list(s.totals), s.phase, list(s.hole), s.to_act) == before
    return message


# --------------------------------------------------------------- basics

THREE = {1: 500, 2: 500, 3: 500}


def test_R_6_5_antes_five_cards_betting_draw_betting_showdown_fixed_limit() -> None:
    """Antes; 5 cards each from left of the button; small bet before the draw,
    big bet after; pat, three and one card drawn; showdown; award."""
    setup = table(THREE, button=1, ante=5)
    s = HandState.start(setup)
    posted = []
    while s.phase is Phase.POSTING:
        step = s.next_step()
        assert step.kind is StepKind.POST_ANTE
        posted.append((step.seat, step.amount))
        s = s.apply(PostAnte(step.seat, step.amount))  # type: ignore[arg-type]
    assert posted == [(2, 5), (3, 5), (1, 5)]
    hands = {2: "Kh Kd 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "As Ad Ac 8c 5d"}
    order = []
    while s.phase is Phase.DEALING:
        step = s.next_step()
        assert step.kind is StepKind.DEAL_HOLE and step.down == 5 and step.seat is not None
        order.append(step.seat)
        s = s.apply(DealHole(step.seat, cards(hands[step.seat])))
    assert order == [2, 3, 1]
    assert s.pot_total == 15
    # Before the draw: the small bet (10), first seat left of the button acts.
    legal = s.legal_actions()
    assert legal is not None and legal.seat == 2
    assert (legal.call, legal.raise_min, legal.raise_max) == (0, 10, 10)
    refused(s, BetRaise(2, 20), "10")
    s = run(s, BetRaise(2, 10), BetRaise(3, 20), CheckCall(1), CheckCall(2))
    assert s.phase is Phase.DRAWING and s.pot_total == 75
    step = s.next_step()
    assert (step.kind, step.seat) == (StepKind.DISCARD, 2)
    s = s.apply(Discard(2, cards("4c 7s 9d")))
    assert s.next_step().kind is StepKind.BURN
    s = s.apply(DealHole(2, cards("Ks 2c 3c")))
    assert s.hole[s.player_at(2)] == cards("Kh Kd Ks 2c 3c")
    s = draw(s, 3, "Qs", "9h")
    s = draw(s, 1, "8c 5d", "7d 7h")
    assert len(s.burned) == 1
    # After the draw: the big bet (20), first active seat left of the button.
    legal = s.legal_actions()
    assert legal is not None and legal.seat == 2
    assert (legal.raise_min, legal.raise_max) == (20, 20)
    s = run(s, CheckCall(2), BetRaise(3, 20), BetRaise(1, 40), Fold(2), CheckCall(3))
    assert s.phase is Phase.SHOWDOWN and s.pot_total == 155
    assert s.showing_order() == [1, 3]  # the last raiser shows first
    s = run(s, Show(1), Show(3), Award())
    assert s.is_complete
    assert s.stacks_by_seat() == {2: 475, 3: 435, 1: 590}
    assert "Full house" in str(s.awards[0].text)


def test_R_6_5_blinds_as_option_no_limit() -> None:
    """Blinds instead of antes: the first to act is left of the big blind before
    the draw, the first active seat left of the button after it."""
    stacks = {1: 1000, 2: 1000, 3: 1000, 4: 1000}
    setup = table(stacks, button=4, betting=Betting.no_limit(10), small_blind=5, big_blind=10)
    hands = {1: "2c 3c 4d 8h 9s", 2: "Qc Qd 5s 6s 7d", 3: "Ah Ad Kc Kd 2s", 4: "3h 4h 6c Td Js"}
    s = deal(setup, hands)
    assert s.pot_total == 15
    legal = s.legal_actions()
    assert legal is not None and legal.seat == 3
    assert (legal.call, legal.raise_min, legal.raise_max) == (10, 20, 1000)
    s = run(s, BetRaise(3, 30), Fold(4), Fold(1), CheckCall(2))
    assert s.pot_total == 65
    assert s.next_step().seat == 2  # seat 1 folded: seat 2 draws first
    s = draw(s, 2, "5s 6s 7d", "Qs 8c 9c")
    s = draw(s, 3, "2s", "Kh")
    legal = s.legal_actions()
    assert legal is not None and legal.seat == 2  # first active left of the button
    s = run(s, CheckCall(2), BetRaise(3, 970), CheckCall(2))
    s = run(s, Show(3), Show(2), Award())
    assert s.stacks_by_seat() == {1: 995, 2: 0, 3: 2005, 4: 1000}


def test_R_6_5_pot_limit_bet_sizes_before_and_after_the_draw() -> None:
    setup = table(THREE, button=1, betting=Betting.pot_limit(10), ante=5)
    s = deal(setup, {2: "Kh Kd 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "As 2d 3c 8c 5d"})
    legal = s.legal_actions()
    assert legal is not None and (legal.raise_min, legal.raise_max) == (10, 15)
    s = s.apply(BetRaise(2, 15))
    legal = s.legal_actions()
    # call 15, then the pot (15 + 15 + 15) more: raise to 60
    assert legal is not None and (legal.call, legal.raise_min, legal.raise_max) == (15, 30, 60)
    s = run(s, BetRaise(3, 60), Fold(1), CheckCall(2))
    assert s.pot_total == 135
    s = draw(s, 2, "4c 7s 9d", "Kc 2s 3s")
    s = draw(s, 3, "Qs", "4s")
    legal = s.legal_actions()
    assert legal is not None and legal.seat == 2
    assert (legal.raise_min, legal.raise_max) == (10, 135)
    s = run(s, BetRaise(2, 135), Fold(3), Award())
    assert s.stacks_by_seat() == {1: 495, 2: 570, 3: 435}


def test_R_6_5_each_player_discards_zero_to_five_and_gets_as_many() -> None:
    setup = table(THREE, button=1, ante=5)
    s = deal(setup, {2: "Kh Kd 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "As 2d 3c 8c 5d"})
    s = run(s, CheckCall(2), CheckCall(3), CheckCall(1))
    refused(s, Discard(3, ()), "seat 3")  # out of turn: seat 2 draws first
    s = s.apply(Discard(2, ()))  # stands pat
    assert s.hole[s.player_at(2)] == cards("Kh Kd 4c 7s 9d")
    assert s.next_step() .kind is StepKind.DISCARD and s.next_step().seat == 3
    s = s.apply(Discard(3, cards("2h 3h 6h Th Qs")))  # all five
    refused(s, DealHole(3, cards("Ac Ad Ah Jc")), "5")
    refused(s, DealHole(3, cards("Kh Ac Ad Ah Jc")), "Kh")  # still in seat 2's hand
    refused(s, DealHole(3, cards("2h Ac Ad Ah Jc")), "2h")  # just discarded: in the muck
    s = s.apply(DealHole(3, cards("Ac Ad Ah Jc Jd")))
    with pytest.raises(HandError):
        s.apply(Discard(1, cards("As 2d 3c 8c 5d 9h")))
    s = draw(s, 1, "2d 3c 8c 5d", "Qh Qd Qc 2s")
    assert s.phase is Phase.BETTING
    assert [len(h) for h in s.hole] == [5, 5, 5]


# ---------------------------------------------------------------- burn


def test_R_4_4_exactly_one_burn_before_the_replacement_cards() -> None:
    setup = table(THREE, button=1, ante=5)
    s = deal(setup, {2: "Kh Kd 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "As 2d 3c 8c 5d"})
    s = run(s, CheckCall(2), CheckCall(3), CheckCall(1), Discard(2, cards("4c 7s 9d")))
    step = s.next_step()
    assert step.kind is StepKind.BURN
    s = s.apply(Burn(Card.parse("Jh")))  # the dealer burns one card before the draw
    assert s.burned == (Card.parse("Jh"),)
    step = s.next_step()
    assert (step.kind, step.seat, step.down) == (StepKind.DEAL_HOLE, 2, 3)
    s = s.apply(DealHole(2, cards("Ks 2c 4h")))
    s = s.apply(Discard(3, cards("Qs")))
    assert s.next_step().kind is StepKind.DEAL_HOLE  # no second burn
    refused(s, Burn(None), "burn")
    s = s.apply(DealHole(3, cards("9h")))
    s = draw(s, 1, "2d 3c", "Jd 7h")
    assert s.burned == (Card.parse("Jh"),)


def test_R_4_4_burn_is_implicit_when_not_entered_and_counted_once() -> None:
    setup = table(THREE, button=1, ante=5)
    s = deal(setup, {2: "Kh Kd 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "As 2d 3c 8c 5d"})
    s = run(s, CheckCall(2), CheckCall(3), CheckCall(1))
    s = draw(s, 2, "", "")  # pat: nothing to deal, so no burn yet
    assert s.burned == ()
    s = draw(s, 3, "Qs", "9h")
    assert s.burned == (None,)
    s = draw(s, 1, "2d 3c", "Jd 7h")
    assert s.burned == (None,)


# ------------------------------------------------------------------- openers


def test_R_6_5_openers_jacks_or_better_to_open() -> None:
    setup = table(THREE, button=1, ante=5, openers=True)
    s = deal(setup, {2: "Th Td 4c 7s 9d", 3: "Jh Jd 6h 8h Qs", 1: "As Ac 3c 8c 5d"})
    message = refused(s, BetRaise(2, 10), "jacks")
    assert "R-6.5" in message
    s = s.apply(CheckCall(2))  # tens may check
    s = s.apply(BetRaise(3, 10))  # jacks open
    assert s.opener == s.player_at(3)
    s = run(s, BetRaise(1, 20), CheckCall(2), CheckCall(3))  # a raise needs no openers
    assert s.phase is Phase.DRAWING and s.pot_total == 75


def test_R_6_5_openers_with_unknown_cards_are_checked_at_the_show() -> None:
    setup = table(THREE, button=1, ante=5, openers=True)
    # Cards not entered: the open is taken on trust and proved at the show.
    s = HandState.start(setup)
    while s.next_step().kind in (StepKind.POST_ANTE, StepKind.DEAL_HOLE):
        step = s.next_step()
        if step.kind is StepKind.POST_ANTE:
            s = s.apply(PostAnte(step.seat, step.amount))  # type: ignore[arg-type]
        else:
            s = s.apply(DealHole(step.seat, (None,) * 5))  # type: ignore[arg-type]
    s = run(s, BetRaise(2, 10), Fold(3), Fold(1))
    assert s.phase is Phase.AWARDING
    step = s.next_step()
    assert (step.kind, step.seat) == (StepKind.SHOW, 2)
    refused(s, Award(), "openers")
    # Tens are not openers: the show is refused, or at least does not count.
    try:
        tens = s.apply(Show(2, cards("Th Td 4c 7s 9d")))
    except HandError as exc:
        assert "jacks" in str(exc)
    else:
        assert not tens.openers_shown
        refused(tens, Award(), "openers")
    s = run(s, Show(2, cards("Qh Qd 4c 7s 9d")), Award())
    assert s.stacks_by_seat() == {2: 510, 3: 495, 1: 495}


def test_R_6_5_nobody_opens_the_deal_is_dead_antes_stay_everyone_antes_again() -> None:
    setup = table(THREE, button=1, ante=5, openers=True)
    s = deal(setup, {2: "Th Td 4c 7s 9d", 3: "2h 3h 6h 8h Qs", 1: "As Kc 3c 8c 5d"})
    s = run(s, CheckCall(2), CheckCall(3), CheckCall(1))
    assert s.is_complete and s.dead_deal
    assert s.carried_out == 15
    assert s.awards == () and s.payouts() == {}
    assert sum(s.stacks) + s.pot_total == 1500
    assert "dead" in s.next_step().text and "15" in s.next_step().text
    # The redeal: same button, everyone antes again, the 15 stays as dead money.
    again = table(s.stacks_by_seat(), button=1, ante=5, openers=True)
    again = HandSetup(again.game, again.betting, again.seats, again.stacks, antes=again.antes,
                      button=1, options=again.options, carried_pot=s.carried_out)
    t = deal(again, {2: "Kh Kd 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "As 2d 3c 8c 5d"})
    assert t.stacks_by_seat() == {2: 490, 3: 490, 1: 490}
    assert [p.amount for p in t.pots()] == [30]
    t = run(t, BetRaise(2, 10), Fold(3), Fold(1))
    t = run(t, Show(2, cards("Kh Kd")), Award())
    assert t.stacks_by_seat() == {2: 520, 3: 490, 1: 490}


def test_R_6_5_opener_must_show_openers_even_after_folding() -> None:
    setup = table(THREE, button=1, ante=5, openers=True)
    s = deal(setup, {2: "Kh Kd 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "As 2d 3c 8c 5d"})
    s = run(s, BetRaise(2, 10), CheckCall(3), Fold(1))
    s = draw(s, 2, "4c 7s 9d", "Ks 2s 4h")
    s = draw(s, 3, "Qs", "9h")
    legal = s.legal_actions()
    assert legal is not None and legal.seat == 2  # the opener acts first after the draw
    s = run(s, CheckCall(2), BetRaise(3, 20), Fold(2))
    assert s.phase is Phase.AWARDING
    refused(s, Award(), "seat 2", "openers")
    refused(s, Show(2, cards("2s 4h")), "jacks")
    refused(s, Show(2, cards("Kh Ah")), "Ah")  # never held
    s = run(s, Show(2, cards("Kh Kd")), Award())
    assert s.stacks_by_seat() == {2: 485, 3: 520, 1: 495}


def test_R_6_5_after_the_draw_the_first_player_left_of_an_opener_who_folded_acts_first() -> None:
    """The opener's place to act after the draw passes to the active player
    nearest their left, not back to the first left of the button: seat 3 opens,
    seat 4 raises, seats 1 and 2 call and the opener folds; after the draw seat
    4 acts first, then seat 1 and seat 2."""
    setup = table({1: 500, 2: 500, 3: 500, 4: 500}, button=1, ante=5, openers=True)
    s = deal(setup, {2: "2h 3h 6h Th Qs", 3: "Kh Kd 4c 7s 9d", 4: "As Ad 3c 8c 5d",
                     1: "7c 7d 2c 2d Jh"})
    s = run(s, CheckCall(2), BetRaise(3, 10), BetRaise(4, 20), CheckCall(1), CheckCall(2),
            Fold(3))
    for seat in (2, 4, 1):  # the draw itself still goes round from the button
        step = s.next_step()
        assert step.kind is StepKind.DISCARD and step.seat == seat
        s = s.apply(Discard(seat, ()))
    legal = s.legal_actions()
    assert legal is not None and legal.seat == 4
    s = run(s, CheckCall(4))
    legal = s.legal_actions()
    assert legal is not None and legal.seat == 1
    s = run(s, CheckCall(1), CheckCall(2))
    assert s.phase is Phase.SHOWDOWN


def test_R_6_5_split_openers_shown_from_the_discards() -> None:
    """Jacks split to draw to a straight flush: the discarded jack is shown."""
    setup = table(THREE, button=1, ante=5, openers=True)
    s = deal(setup, {2: "Jc Jd Tc 9c 8c", 3: "Ah Ad 6h Th Qs", 1: "As 2d 3c 4c 5d"})
    s = run(s, BetRaise(2, 10), CheckCall(3), Fold(1))
    s = draw(s, 2, "Jd", "2h")  # missed
    s = draw(s, 3, "6h Th Qs", "7h 8h 9h")
    s = run(s, CheckCall(2), BetRaise(3, 20), Fold(2))
    refused(s, Award(), "openers")
    s = run(s, Show(2, cards("Jc Jd")), Award())
    assert s.stacks_by_seat() == {2: 485, 3: 520, 1: 495}


def test_R_6_5_opener_who_wins_shows_the_hand_and_the_openers() -> None:
    setup = table(THREE, button=1, ante=5, openers=True)
    s = deal(setup, {2: "Qc Qd Tc 9c 8c", 3: "Ah 2d 6h Th Qs", 1: "As 2c 3c 4c 5d"})
    s = run(s, BetRaise(2, 10), CheckCall(3), CheckCall(1))
    s = draw(s, 2, "Qd", "Jc")  # split queens, made the straight flush
    s = draw(s, 3, "2d 6h Th Qs", "Ac Kh Kd 3h")
    s = draw(s, 1, "", "")
    s = run(s, BetRaise(2, 20), CheckCall(3), Fold(1))
    assert s.showing_order() == [2, 3]
    s = run(s, Show(2), Show(3))
    assert s.phase is Phase.AWARDING
    # The straight flush shows no queens: the queens are shown, one from the discards.
    refused(s, Show(2, cards("Qc Kc")), "Kc")
    s = run(s, Show(2, cards("Qc Qd")), Award())
    assert s.openers_shown
    assert s.stacks_by_seat() == {2: 550, 3: 465, 1: 485}


# -------------------------------------------------------------- draw limits


def test_R_6_5_at_most_three_cards_four_keeping_an_ace_shown() -> None:
    setup = table(THREE, button=1, ante=5, max_draw=3)
    s = deal(setup, {2: "Ah 2d 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "Kc 2c 3c 8c 5d"})
    s = run(s, CheckCall(2), CheckCall(3), CheckCall(1))
    assert "3 cards" in s.next_step().text
    refused(s, Discard(2, cards("Ah 2d 4c 7s 9d")), "3")
    s = s.apply(Discard(2, cards("2d 4c 7s 9d"), kept=cards("Ah")))
    s = s.apply(DealHole(2, cards("Ad Ac Kd Ks")))
    refused(s, Discard(3, cards("2h 3h 6h Qs")), "at most 3")  # four without an ace
    s = draw(s, 3, "2h 3h 6h", "Jh Qh Kh")
    refused(s, Discard(1, cards("2c 3c 8c 5d"), kept=cards("Kc")), "ace")
    s = draw(s, 1, "2c 3c 8c", "Kh".replace("Kh", "Kd") if False else "9c Tc Jc")
    assert s.phase is Phase.BETTING


def test_R_6_5_four_cards_with_an_unknown_hand_needs_the_ace_shown() -> None:
    setup = table(THREE, button=1, ante=5, max_draw=3)
    s = HandState.start(setup)
    while s.phase in (Phase.POSTING, Phase.DEALING):
        step = s.next_step()
        if step.kind is StepKind.POST_ANTE:
            s = s.apply(PostAnte(step.seat, step.amount))  # type: ignore[arg-type]
        else:
            s = s.apply(DealHole(step.seat, (None,) * 5))  # type: ignore[arg-type]
    s = run(s, CheckCall(2), CheckCall(3), CheckCall(1))
    refused(s, Discard(2, (None,) * 4), "ace")
    s = s.apply(Discard(2, (None,) * 4, kept=cards("As")))
    assert Card.parse("As") in s.hole[s.player_at(2)]
    s = s.apply(DealHole(2, (None,) * 4))
    refused(s, Discard(3, (None,) * 5, kept=cards("Ad")), "at most 3")


def test_R_6_5_aces_may_not_be_exchanged() -> None:
    setup = table(THREE, button=1, ante=5, aces_stay=True)
    s = deal(setup, {2: "Ah 2d 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "Kc 2c 3c 8c 5d"})
    s = run(s, CheckCall(2), CheckCall(3), CheckCall(1))
    assert "aces may not be exchanged" in s.next_step().text
    refused(s, Discard(2, cards("Ah 2d")), "aces")
    s = draw(s, 2, "2d 4c 7s 9d", "Ad Ac Kd Ks")
    s = draw(s, 3, "2h 3h 6h Th Qs", "Jh Qh Kh 9h 8h")
    s = draw(s, 1, "", "")
    assert s.phase is Phase.BETTING


# ---------------------------------------------------------- stub runs out

SEVEN = {seat: 100 for seat in range(1, 8)}


def test_R_6_5_stub_runs_out_seven_players_all_draw_five() -> None:
    """35 dealt, 1 burned, 16 left: three players get 15, the last card is not
    dealt; the burn and the discards are shuffled to continue."""
    deck = list(STANDARD_DECK)
    setup = table(SEVEN, button=7, ante=1)
    hands = {seat: "".join(str(c) for c in deck[(seat - 1) * 5: seat * 5]) for seat in SEVEN}
    s = deal(setup, hands)
    assert s.pot_total == 7
    s = run(s, *(CheckCall(seat) for seat in range(1, 8)))
    burn = deck[35]  # burned face down, not entered (R-4.4 burns are implicit)
    stub = deck[36:]
    s = s.apply(Discard(1, tuple(deck[0:5])))
    assert s.next_step().kind is StepKind.BURN
    s = s.apply(DealHole(1, tuple(stub[0:5])))
    s = s.apply(Discard(2, tuple(deck[5:10])))
    refused(s, DealHole(2, tuple(deck[0:5])), str(deck[0]))  # discards are not back yet
    s = s.apply(DealHole(2, tuple(stub[5:10])))
    s = run(s, Discard(3, tuple(deck[10:15])), DealHole(3, tuple(stub[10:15])))
    assert len(stub[15:]) == 1  # only the last card is left
    s = s.apply(Discard(4, tuple(deck[15:20])))
    step = s.next_step()
    assert (step.kind, step.seat, step.down) == (StepKind.DEAL_HOLE, 4, 5)
    assert "stub is short" in step.text
    # Seat 4 gets cards seat 1 and seat 2 threw away, and the burn card.
    s = s.apply(DealHole(4, (deck[0], deck[6], burn, deck[17], stub[15])))
    s = s.apply(Discard(5, tuple(deck[20:25])))
    refused(s, DealHole(5, (deck[1], deck[2], deck[3], deck[4], deck[20])), str(deck[20]))
    s = s.apply(DealHole(5, (deck[1], deck[2], deck[3], deck[4], deck[5])))
    s = run(s, Discard(6, tuple(deck[25:30])), DealHole(6, tuple(deck[7:12])))
    s = run(s, Discard(7, tuple(deck[30:35])), DealHole(7, tuple(deck[12:17])))
    assert s.phase is Phase.BETTING
    assert sum(s.stacks) + s.pot_total == 700
    s = run(s, *(CheckCall(seat) for seat in range(1, 8)))
    while s.phase is Phase.SHOWDOWN:
        seat = s.next_step().seat
        assert seat is not None
        s = s.apply(Show(seat))
    s = s.apply(Award())
    assert sum(s.stacks) == 700


# --------------------------------------------------------- piquet, limits


def test_R_6_5_R_2_7_piquet_deck_flush_beats_full_house() -> None:
    four = {1: 200, 2: 200, 3: 200, 4: 200}
    setup = table(four, button=4, game=FIVE_CARD_DRAW_PIQUET, ante=5)
    hands = {1: "7h 8h Jh Qh Ah", 2: "Kc Ks Kd 9c 9s", 3: "7c 8c 9d Tc As", 4: "7d 8d 9h Td Jd"}
    s = deal(setup, hands)
    s = run(s, BetRaise(1, 10), CheckCall(2), Fold(3), Fold(4))
    s = run(s, Discard(1, ()), Discard(2, ()))
    s = run(s, BetRaise(1, 20), CheckCall(2), Show(1), Show(2), Award())
    assert s.stacks_by_seat() == {1: 245, 2: 165, 3: 195, 4: 195}
    assert "lush" in str(s.awards[0].text)


def test_R_6_5_R_2_7_piquet_ace_to_ten_is_the_lowest_straight() -> None:
    four = {1: 200, 2: 200, 3: 200}
    setup = table(four, button=3, game=FIVE_CARD_DRAW_PIQUET, ante=5)
    hands = {1: "Ac 7d 8h 9s Tc", 2: "Ad Ah Kc Kd Qs", 3: "7c 8c Jd Qc Ks"}
    s = deal(setup, hands)
    s = run(s, CheckCall(1), CheckCall(2), CheckCall(3), Discard(1, ()), Discard(2, ()),
            Discard(3, ()), CheckCall(1), CheckCall(2), CheckCall(3))
    s = run(s, Show(1), Show(2), Show(3), Award())
    assert s.stacks_by_seat() == {1: 210, 2: 195, 3: 195}


def test_R_6_5_piquet_deck_has_32_cards_and_seats_four() -> None:
    assert len(FIVE_CARD_DRAW_PIQUET.deck) == 32
    setup = table({1: 200, 2: 200}, button=2, game=FIVE_CARD_DRAW_PIQUET, ante=5)
    s = HandState.start(setup)
    s = run(s, PostAnte(1, 5), PostAnte(2, 5))
    refused(s, DealHole(1, cards("2c 8c 9d Tc As")), "2c")
    with pytest.raises(SetupError, match="4"):
        table({k: 200 for k in range(1, 6)}, button=5, game=FIVE_CARD_DRAW_PIQUET, ante=5)


def test_R_4_5_five_card_draw_seats_seven_an_eighth_player_is_refused() -> None:
    assert FIVE_CARD_DRAW.player_limit() == 7
    table(SEVEN, button=7, ante=1)  # seven is fine
    with pytest.raises(SetupError) as info:
        table({k: 100 for k in range(1, 9)}, button=8, ante=1)
    assert "7" in str(info.value) and "R-4.5" in str(info.value)


# ----------------------------------------------------- showdown, odd chip


def test_R_7_2_draw_nobody_bet_first_active_left_of_the_button_shows_first() -> None:
    setup = table({1: 100, 3: 100, 4: 100}, button=3, ante=5)
    s = deal(setup, {4: "Ah Kd Qc Js 9h", 1: "As Kc Qd Jh 9c", 3: "2c 3d 5h 7s 8c"})
    s = run(s, CheckCall(4), CheckCall(1), CheckCall(3))
    s = run(s, Discard(4, ()), Discard(1, ()), Discard(3, ()))
    s = run(s, CheckCall(4), CheckCall(1), CheckCall(3))
    assert s.showing_order() == [4, 1, 3]
    assert s.next_step().seat == 4


def test_R_7_2_draw_last_bettor_shows_first_then_clockwise() -> None:
    setup = table({1: 100, 3: 100, 4: 100}, button=3, ante=5)
    s = deal(setup, {4: "Ah Kd Qc Js 9h", 1: "As Kc Qd Jh 9c", 3: "2c 3d 5h 7s 8c"})
    s = run(s, CheckCall(4), CheckCall(1), CheckCall(3))
    s = run(s, Discard(4, ()), Discard(1, ()), Discard(3, ()))
    s = run(s, CheckCall(4), BetRaise(1, 20), CheckCall(3), CheckCall(4))
    assert s.showing_order() == [1, 3, 4]


def test_R_7_5_draw_odd_chip_to_the_first_winner_left_of_the_button() -> None:
    """Seats 4 and 1 split 15: seat 4 sits first left of the button (seat 3)."""
    setup = table({1: 100, 3: 100, 4: 100}, button=3, ante=5)
    s = deal(setup, {4: "Ah Kd Qc Js 9h", 1: "As Kc Qd Jh 9c", 3: "2c 3d 5h 7s 8c"})
    s = run(s, CheckCall(4), CheckCall(1), CheckCall(3))
    s = run(s, Discard(4, ()), Discard(1, ()), Discard(3, ()))
    s = run(s, CheckCall(4), CheckCall(1), CheckCall(3))
    s = run(s, Show(4), Show(1), Show(3), Award())
    assert s.payouts() == {4: 8, 1: 7}
    assert s.awards[0].odd_chips_to == (s.player_at(4),)
    assert s.stacks_by_seat() == {4: 103, 1: 102, 3: 95}


# ---------------------------------------------------------------- PHH record


def _phh_round_trip(s: HandState, variant: str) -> None:
    text = dumps_phh(history_from_hand(s, variant))
    assert f"variant = '{variant}'" in text or f'variant = "{variant}"' in text
    assert " sd" in text
    result = replay_history(loads_phh(text))
    assert result.complete and result.matches is True
    assert result.finishing_stacks == list(s.stacks)


def test_R_6_5_phh_export_and_replay_of_a_fixed_limit_draw_hand() -> None:
    setup = table(THREE, button=1, ante=5)
    s = deal(setup, {2: "Kh Kd 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "As Ad Ac 8c 5d"})
    s = run(s, BetRaise(2, 10), BetRaise(3, 20), CheckCall(1), CheckCall(2))
    s = draw(s, 2, "4c 7s 9d", "Ks 2c 3c")
    s = draw(s, 3, "Qs", "9h")
    s = draw(s, 1, "", "")
    s = run(s, CheckCall(2), BetRaise(3, 20), BetRaise(1, 40), Fold(2), CheckCall(3))
    s = run(s, Show(1), Show(3), Award())
    _phh_round_trip(s, "F5CD")


def test_R_6_5_phh_export_and_replay_keeps_the_openers_option() -> None:
    setup = table(THREE, button=1, betting=Betting.no_limit(10), ante=5, openers=True,
                  max_draw=3)
    s = deal(setup, {2: "Jc Jd Tc 9c 8c", 3: "Ah Ad 6h Th Qs", 1: "As 2d 3c 4c 5d"})
    s = run(s, BetRaise(2, 10), CheckCall(3), Fold(1))
    s = draw(s, 2, "Jd", "2h")
    s = draw(s, 3, "6h Th Qs", "7h 8h 9h")
    s = run(s, CheckCall(2), BetRaise(3, 40), Fold(2), Show(2, cards("Jc Jd")), Award())
    history = history_from_hand(s, "N5CD")
    assert history.metadata["openers"] is True and history.metadata["max_draw"] == 3
    _phh_round_trip(s, "N5CD")


def test_R_6_5_opener_may_show_the_original_five_including_the_discards() -> None:
    """The opener who was called turns over the five cards he opened with,
    one of them from the discards (jacks split for a flush draw)."""
    setup = table(THREE, button=1, ante=5, openers=True)
    s = deal(setup, {2: "Jc Jd Tc 9c 2c", 3: "Ah Ad 6h Th Qs", 1: "As 2d 3c 4c 5d"})
    s = run(s, BetRaise(2, 10), CheckCall(3), Fold(1))
    s = draw(s, 2, "Jd", "Kc")  # made the flush
    s = draw(s, 3, "6h Th Qs", "7h 8h 9h")
    s = run(s, BetRaise(2, 20), Fold(3))
    assert s.phase is Phase.AWARDING
    refused(s, Award(), "openers")
    s = run(s, Show(2, cards("Jc Jd Tc 9c 2c")), Award())
    # Antes 15 and the two calls of 10 (the uncalled 20 goes back, R-5.8).
    assert s.stacks_by_seat() == {2: 520, 3: 485, 1: 495}


def test_R_6_5_an_empty_show_by_the_opener_who_folded_is_refused() -> None:
    """The opener folded after the draw with unknown cards: a show that names no
    card does not prove openers; the pot of 35 waits for them (R-6.5)."""
    setup = table(THREE, button=1, ante=5, openers=True)
    s = HandState.start(setup)
    while s.next_step().kind in (StepKind.POST_ANTE, StepKind.DEAL_HOLE):
        step = s.next_step()
        if step.kind is StepKind.POST_ANTE:
            s = s.apply(PostAnte(step.seat, step.amount))  # type: ignore[arg-type]
        else:
            s = s.apply(DealHole(step.seat, (None,) * 5))  # type: ignore[arg-type]
    s = run(s, BetRaise(2, 10), CheckCall(3), Fold(1))
    s = run(s, Discard(2, (None, None, None)), DealHole(2, (None,) * 3),
            Discard(3, (None,)), DealHole(3, (None,)))
    s = run(s, CheckCall(2), BetRaise(3, 20), Fold(2))
    assert s.phase is Phase.AWARDING and s.pot_total == 35  # the 20 uncalled went back
    refused(s, Show(2), "seat 2", "openers", "R-6.5")
    refused(s, Award(), "seat 2", "openers")
    s = run(s, Show(2, cards("Kh Kd")), Award())
    assert s.stacks_by_seat() == {2: 485, 3: 520, 1: 495}


def test_R_6_5_an_empty_show_by_the_opener_still_in_with_unknown_cards_is_refused() -> None:
    """The others folded to the opener, whose cards were never typed: the empty
    show is refused, the openers named win the antes and calls (R-6.5)."""
    setup = table(THREE, button=1, ante=5, openers=True)
    s = HandState.start(setup)
    while s.next_step().kind in (StepKind.POST_ANTE, StepKind.DEAL_HOLE):
        step = s.next_step()
        if step.kind is StepKind.POST_ANTE:
            s = s.apply(PostAnte(step.seat, step.amount))  # type: ignore[arg-type]
        else:
            s = s.apply(DealHole(step.seat, (None,) * 5))  # type: ignore[arg-type]
    s = run(s, BetRaise(2, 10), Fold(3), Fold(1))
    assert s.phase is Phase.AWARDING
    message = refused(s, Show(2), "seat 2", "openers", "R-6.5")
    assert "name the cards" in message
    s = run(s, Show(2, cards("Jh Jd 4c 7s 9d")), Award())
    assert s.stacks_by_seat() == {2: 510, 3: 495, 1: 495}


def test_R_6_5_an_empty_show_by_the_opener_whose_cards_are_known_proves_the_openers() -> None:
    """The cards were typed as dealt: the engine has seen the kings, so the opener
    who folded shows them with a show that names no card again (R-6.5)."""
    setup = table(THREE, button=1, ante=5, openers=True)
    s = deal(setup, {2: "Kh Kd 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "As 2d 3c 8c 5d"})
    s = run(s, BetRaise(2, 10), CheckCall(3), Fold(1))
    s = draw(s, 2, "4c 7s 9d", "Ks 2s 4h")
    s = draw(s, 3, "Qs", "9h")
    s = run(s, CheckCall(2), BetRaise(3, 20), Fold(2), Show(2), Award())
    assert s.stacks_by_seat() == {2: 485, 3: 520, 1: 495}


def test_R_6_5_all_in_on_the_ante_of_a_dead_deal_is_dealt_into_the_redeal() -> None:
    """Seat 2 antes its last 3 chips; nobody opens: the 13 stay in the pot. In the
    deal again seat 2 is dealt in with no chips, all-in, and contests the main pot
    up to what it put in (3 from each of three: 9); the rest is a side pot of the
    other two (R-6.5, R-7.3). No chip is made or lost."""
    setup = table({1: 500, 2: 3, 3: 500}, button=1, ante=5, openers=True)
    s = deal(setup, {2: "Th Td 4c 7s 9d", 3: "2h 3h 6h 8h Qs", 1: "As Kc 3c 8c 5d"})
    s = run(s, CheckCall(3), CheckCall(1))
    assert s.dead_deal and s.carried_out == 13
    assert s.carried_by_seat() == {2: 3, 3: 5, 1: 5}
    again = HandSetup.at_table(FIVE_CARD_DRAW, Betting.fixed_limit(10, 20),
                               s.stacks_by_seat(), 1, ante=5, options=HandOptions(openers=True),
                               carried_pot=s.carried_out, carried_by_seat=s.carried_by_seat())
    assert again.seats == (2, 3, 1) and again.stacks == (0, 495, 495)
    t = deal(again, {2: "Kh Kd Ks 7s 9d", 3: "2h 3h 6h Th Qs", 1: "As Ad 3c 8c 5d"})
    assert t.stacks_by_seat() == {2: 0, 3: 490, 1: 490}
    assert [(p.amount, p.eligible) for p in t.pots()] == [(9, (0, 1, 2)), (14, (1, 2))]
    t = run(t, CheckCall(3), BetRaise(1, 10), CheckCall(3))
    t = draw(t, 2, "", "")
    t = draw(t, 3, "2h 3h 6h", "Qh Qd 5s")
    t = draw(t, 1, "", "")
    t = run(t, CheckCall(1), CheckCall(3), Show(3), Show(1), Show(2), Award())
    # Seat 2's kings win the main pot of 9; seat 3's queens the side pot of 34.
    assert t.stacks_by_seat() == {2: 9, 3: 514, 1: 480}
    assert sum(t.stacks) == 1003


def test_R_6_5_nobody_can_open_when_one_player_alone_has_chips_the_hand_is_played_out() -> None:
    """Heads-up, seat 2 all-in on its ante of 3: nobody can bet, so nobody can open;
    the hand is not dead (it would be dealt again for ever) but played out (R-7.1):
    the 3 called of seat 1's ante make the pot of 6, the 2 over it go back."""
    setup = table({1: 500, 2: 3}, button=1, ante=5, openers=True)
    s = deal(setup, {2: "Th Td 4c 7s 9d", 1: "2h 3h 6h 8h Qs"})
    assert not s.dead_deal and not s.is_complete
    s = draw(s, 2, "", "")
    s = draw(s, 1, "2h 3h", "Qh Qd")
    s = run(s, Show(2), Show(1), Award())
    assert s.stacks_by_seat() == {2: 0, 1: 503}


def test_R_6_5_a_seat_without_chips_nor_antes_carried_is_not_dealt_in() -> None:
    """Only a player whose ante is in the carried pot is dealt in with no chips."""
    with pytest.raises(SetupError, match="seat 2 has no chips"):
        HandSetup.at_table(FIVE_CARD_DRAW, Betting.fixed_limit(10, 20), {1: 500, 2: 0, 3: 500},
                           1, ante=5, options=HandOptions(openers=True), carried_pot=15,
                           carried_by_seat={1: 5, 3: 5})
    with pytest.raises(SetupError, match="within the carried pot"):
        HandSetup.at_table(FIVE_CARD_DRAW, Betting.fixed_limit(10, 20), {1: 500, 3: 500},
                           1, ante=5, options=HandOptions(openers=True), carried_pot=8,
                           carried_by_seat={1: 5, 3: 5})


def test_R_6_5_R_1_4_the_ace_shown_at_a_draw_of_four_is_an_ace_recorded_as_shown() -> None:
    """A card shown that is not an ace is refused naming it; the ace shown is known
    as shown by its seat, and the same ace typed again anywhere is refused (R-1.4)."""
    setup = table(THREE, button=1, ante=5, max_draw=3)
    s = HandState.start(setup)
    while s.phase in (Phase.POSTING, Phase.DEALING):
        step = s.next_step()
        if step.kind is StepKind.POST_ANTE:
            s = s.apply(PostAnte(step.seat, step.amount))  # type: ignore[arg-type]
        else:
            s = s.apply(DealHole(step.seat, (None,) * 5))  # type: ignore[arg-type]
    s = run(s, CheckCall(2), CheckCall(3), CheckCall(1))
    refused(s, Discard(2, (None,) * 4, kept=cards("Kd")), "seat 2 shows Kd, not an ace")
    s = s.apply(Discard(2, (None,) * 4, kept=cards("As")))
    assert s.known[Card.parse("As")] == "shown by seat 2"
    refused(s, DealHole(2, cards("As 2c 3c 4c")), "As is in seat 2's hand, shown")


def test_R_6_5_a_draw_of_four_from_a_known_hand_shows_its_ace() -> None:
    """The hand typed at the deal holds the ace: a draw of four without naming the ace
    is taken (the program knows it is kept), and the ace is recorded as shown by the
    seat, as the draw of four requires (it stayed "dealt to seat 2")."""
    setup = table(THREE, button=1, ante=5, max_draw=3)
    s = deal(setup, {2: "Ah 2d 4c 7s 9d", 3: "2h 3h 6h Th Qs", 1: "Kc 2c 3c 8c 5d"})
    s = run(s, CheckCall(2), CheckCall(3), CheckCall(1))
    s = s.apply(Discard(2, cards("2d 4c 7s 9d")))
    assert s.known[Card.parse("Ah")] == "shown by seat 2"
