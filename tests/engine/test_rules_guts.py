"""Guts scenarios (R-6.6, seed ``000_…`` guts items 1-10; R-2.6; R-4.5).

The seed, translated: (1) play is divided into rounds, a round holds any
number of deals; (2) everyone puts in the agreed stake (ante); (3) the dealer
deals everyone three cards; (4) everyone decides to stay in or throw the hand,
announced all at once at the dealer's signal, a late player is out; (5) those
in show, the best hand wins the pot; (6) those in who lost pay a penalty equal
to the pot, (6.1) every loser in Monte Carlo guts, (6.2) only the weakest hand
in survivor guts, (6.3) the losers do not ante as well; (7) if everyone threw,
nobody takes the pot, everyone antes and there is a new deal; (8) if only one
player was in (or several, all with the same hand, so nobody lost) the round
ends, everyone antes and a new round starts; (9) a new player joins only when a
round starts; (10) the three-card ranking.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from director.engine.cards import Card, parse_cards
from director.engine.hand.facts.events import Award, DealHole, Declare, Event, Fold, PostAnte, Show
from director.engine.hand.rules.guts import (
    GUTS_PLAYER_LIMIT,
    GutsKind,
    GutsPhase,
    GutsSetup,
    GutsState,
)
from director.engine.hand.rules.steps import StepKind
from director.engine.hand.state import HandError
from director.engine.messages.render import render

MC = GutsKind.MONTE_CARLO
SURVIVOR = GutsKind.SURVIVOR


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text.replace(" ", ""))


def round_of(stacks: Mapping[int, int], ante: int = 10, kind: GutsKind = MC) -> GutsState:
    return GutsState.start(GutsSetup(tuple(stacks), tuple(stacks.values()), ante, kind))


def antes(g: GutsState) -> GutsState:
    """Post every ante due, following ``next_step``."""
    while g.phase is GutsPhase.ANTES:
        step = g.next_step()
        assert step.kind is StepKind.POST_ANTE and step.seat is not None
        g = g.apply(PostAnte(step.seat, step.amount))
    return g


def deal(g: GutsState, hands: Mapping[int, str]) -> GutsState:
    """Antes, then three cards to each player dealt in, in ``next_step`` order."""
    g = antes(g)
    while g.phase is GutsPhase.DEALING:
        step = g.next_step()
        assert step.kind is StepKind.DEAL_HOLE and step.down == 3 and step.seat is not None
        g = g.apply(DealHole(step.seat, cards(hands[step.seat])))
    assert g.phase is GutsPhase.DECLARING
    return g


def showdown(g: GutsState) -> GutsState:
    while g.phase is GutsPhase.SHOWDOWN:
        seat = g.next_step().seat
        assert seat is not None
        g = g.apply(Show(seat))
    return g.apply(Award())


def refused(g: GutsState, event: Event, *words: str) -> None:
    with pytest.raises(HandError) as info:
        g.apply(event)
    for word in words:
        assert word in str(info.value), str(info.value)


FOUR = {1: 500, 2: 500, 3: 500, 4: 500}
HANDS = {1: "Ah Ad 9c", 2: "Kc Qc 4c", 3: "7s 7d 2h", 4: "Js 8d 3c"}
# seat 1: pair of aces; seat 2: king-high flush; seat 3: pair of sevens; seat 4: jack high


def test_R_6_6_seed_1_a_round_holds_several_deals() -> None:
    g = deal(round_of(FOUR), HANDS)
    g = showdown(g.apply(Declare((1, 2, 3))))
    assert not g.is_complete and g.deal == 2
    assert g.phase is GutsPhase.ANTES
    assert len(g.results) == 1 and not g.results[0].ends_round
    g = deal(g, {1: "2c 3d 5h", 2: "Ac Kd Qs", 3: "9h 9s 9d", 4: "4s 6c 8h"})
    g = showdown(g.apply(Declare((2, 3))))
    assert g.deal == 3 and len(g.results) == 2


def test_R_6_6_seed_2_everyone_antes_the_agreed_amount() -> None:
    g = round_of(FOUR, ante=10)
    step = g.next_step()
    assert (step.kind, step.seat, step.amount) == (StepKind.POST_ANTE, 1, 10)
    refused(g, PostAnte(1, 5), "10")
    refused(g, PostAnte(2, 10), "seat 1")
    g = antes(g)
    assert g.pot == 40
    assert g.stacks == (490, 490, 490, 490)
    assert g.chips_in_play() == 2000


def test_R_6_6_seed_3_three_cards_each() -> None:
    g = antes(round_of(FOUR))
    refused(g, DealHole(1, cards("Ah Ad")), "three")
    refused(g, DealHole(1, cards("Ah Ad 9c 8c")), "three")
    g = g.apply(DealHole(1, cards("Ah Ad 9c")))
    refused(g, DealHole(2, cards("Ah Kc Qc")), "Ah")  # one card, one place
    refused(g, DealHole(3, cards("Kc Qc 4c")), "seat 2")  # deal order
    g = deal(g, {**HANDS})
    assert g.phase is GutsPhase.DECLARING


def test_R_6_6_seed_4_everyone_declares_at_once_a_late_declaration_is_out() -> None:
    g = deal(round_of(FOUR), HANDS)
    assert "at once" in g.next_step().text
    refused(g, Declare((1, 9)), "seat 9")
    refused(g, Fold(3))  # no one-by-one decisions: only the declaration at once
    g = g.apply(Declare((1, 3)))
    assert g.ins == (0, 2) and g.phase is GutsPhase.SHOWDOWN
    refused(g, Declare((4,)))  # too late: seat 4 is out
    g = showdown(g)
    assert g.results[0].ins == (0, 2)


def test_R_6_6_seed_5_those_in_show_and_the_best_hand_wins_the_pot() -> None:
    g = deal(round_of(FOUR), HANDS).apply(Declare((2, 3, 4)))
    refused(g, Show(1), "seat 1")  # seat 1 was out: nothing to show
    order = []
    while g.phase is GutsPhase.SHOWDOWN:
        seat = g.next_step().seat
        assert seat is not None
        order.append(seat)
        g = g.apply(Show(seat))
    assert sorted(order) == [2, 3, 4]
    g = g.apply(Award())
    result = g.results[0]
    assert result.shares == ((1, 40),)  # seat 2's flush beats sevens and jack high
    assert "seat 2" in str(result.text) and "flush" in str(result.text).lower()


def test_R_6_6_seed_5_shown_cards_are_entered_when_not_dealt_known() -> None:
    g = antes(round_of({1: 100, 2: 100}))
    g = g.apply(DealHole(1, (None, None, None))).apply(DealHole(2, (None, None, None)))
    g = g.apply(Declare((1, 2)))
    refused(g, Show(1), "three cards")
    g = g.apply(Show(1, cards("2c 2d 5h"))).apply(Show(2, cards("3c 3d 4h"))).apply(Award())
    assert g.results[0].shares == ((1, 20),)
    assert g.stacks == (70, 110)  # seat 1 paid the penalty of 20


def test_R_6_6_seed_6_1_monte_carlo_every_loser_pays() -> None:
    g = deal(round_of(FOUR), HANDS)
    g = showdown(g.apply(Declare((1, 2, 3))))
    result = g.results[0]
    assert result.shares == ((1, 40),)  # the flush takes the pot of 40
    assert result.penalties == ((0, 40), (2, 40))  # aces and sevens lost: 40 each
    assert "penalty of 40" in str(result.text)
    assert g.stacks == (450, 530, 450, 490)
    assert g.pot == 80
    g = antes(g)  # seats 2 and 4 ante; the losers do not (6.3)
    assert g.pot == 100
    assert g.stacks == (450, 520, 450, 480)
    assert g.chips_in_play() == 2000


def test_R_6_6_seed_6_2_survivor_only_the_weakest_hand_pays() -> None:
    g = deal(round_of(FOUR, kind=SURVIVOR), HANDS)
    g = showdown(g.apply(Declare((1, 2, 3))))
    result = g.results[0]
    assert result.penalties == ((2, 40),)  # sevens, the weakest hand in
    assert g.stacks == (490, 530, 450, 490)
    assert g.pot == 40
    g = antes(g)
    assert g.pot == 70  # seats 1, 2 and 4 ante
    assert g.chips_in_play() == 2000


def test_R_6_6_seed_6_3_losers_do_not_ante_for_the_next_deal() -> None:
    g = deal(round_of(FOUR), HANDS)
    g = showdown(g.apply(Declare((1, 2, 3))))
    assert g.next_step().seat == 2
    refused(g, PostAnte(1, 10), "seat 2")
    g = g.apply(PostAnte(2, 10))
    refused(g, PostAnte(3, 10), "seat 4")
    g = g.apply(PostAnte(4, 10))
    assert g.phase is GutsPhase.DEALING


def test_R_6_6_seed_6_penalty_is_the_pot_lost_and_it_grows() -> None:
    """The pot of the second deal is bigger, so is its penalty."""
    g = deal(round_of(FOUR), HANDS)
    g = showdown(g.apply(Declare((1, 2))))  # seat 1 loses 40
    g = deal(g, {1: "Qh Qd 9s", 2: "Kh Kd 2s", 3: "5c 6d 8s", 4: "3h 4d Ts"})
    assert g.pot == 70  # penalty 40 + antes of seats 2, 3, 4
    g = showdown(g.apply(Declare((1, 2, 3))))
    assert g.results[1].penalties == ((0, 70), (2, 70))
    assert g.pot == 140
    assert g.chips_in_play() == 2000


def test_R_6_6_seed_6_penalty_beyond_the_stack_pays_what_they_have() -> None:
    g = deal(round_of({1: 500, 2: 500, 3: 25}), {1: "Ah Ad 9c", 2: "Kc Qc 4c", 3: "7s 7d 2h"})
    assert g.pot == 30
    g = showdown(g.apply(Declare((2, 3))))
    result = g.results[0]
    assert result.penalties == ((2, 15),)
    assert result.shortfalls == ((2, 15),)
    assert "15 short" in str(result.text) and "never created" in str(result.text)
    assert g.stacks == (490, 520, 0)
    assert g.pot == 15
    assert g.chips_in_play() == 1025
    # The loser has a stake in the pot and is dealt in without an ante.
    g = deal(g, {1: "2c 3d 5h", 2: "4s 6c 8h", 3: "9h 9s 9d"})
    assert g.pot == 35
    g = showdown(g.apply(Declare((1, 3))))
    assert g.stacks[2] == 35 and g.chips_in_play() == 1025


def test_R_6_6_seed_7_everyone_out_everyone_antes_again_the_deal_repeats() -> None:
    g = deal(round_of(FOUR), HANDS)
    g = g.apply(Declare(()))
    assert g.deal == 2 and g.pot == 40 and not g.is_complete
    assert "nobody wins" in str(g.results[0].text)
    assert g.results[0].shares == ()
    g = antes(g)
    assert g.pot == 80  # everyone antes again
    assert g.stacks == (480, 480, 480, 480)
    g = deal(g, {1: "2c 3d 5h", 2: "4s 6c 8h", 3: "9h 9s 9d", 4: "Ah Kd Qs"})
    g = g.apply(Declare((3,))).apply(Award())
    assert g.is_complete and g.stacks == (480, 480, 560, 480)


def test_R_6_6_seed_8_one_player_in_takes_the_pot_and_the_round_ends() -> None:
    g = deal(round_of(FOUR), HANDS)
    g = g.apply(Declare((4,)))
    assert g.phase is GutsPhase.AWARDING
    g = g.apply(Award())
    assert g.is_complete and g.results[-1].ends_round
    assert g.stacks == (490, 490, 490, 530) and g.pot == 0
    assert "new round" in g.next_step().text
    refused(g, PostAnte(1, 10))


def test_R_6_6_seed_8_all_in_tie_nobody_lost_the_round_ends() -> None:
    g = deal(round_of({1: 100, 2: 100, 3: 100}),
             {1: "Ah Kd 9c", 2: "As Kc 9d", 3: "2c 3d 7h"})
    g = showdown(g.apply(Declare((1, 2))))
    assert g.is_complete
    result = g.results[-1]
    assert result.ends_round and result.penalties == ()
    assert result.shares == ((0, 15), (1, 15))
    assert g.stacks == (105, 105, 90)


def test_R_6_6_seed_8_tied_split_with_an_odd_chip() -> None:
    g = deal(round_of({1: 100, 2: 100, 3: 100}, ante=5),
             {1: "Ah Kd 9c", 2: "As Kc 9d", 3: "2c 3d 7h"})
    g = showdown(g.apply(Declare((1, 2))))
    assert sorted(chips for _, chips in g.results[-1].shares) == [7, 8]
    assert g.chips_in_play() == 300


def test_R_6_6_R_7_6_a_tied_split_with_an_odd_chip_says_the_shares_and_why() -> None:
    """R-7.6: an award says how much each gets and who receives an odd chip and why.
    Seats 1 and 2 tie with A-K-9 for the pot of 15 (antes of 5): seat 1 gets 8 and
    seat 2 gets 7, the odd chip to seat 1, the first winner left of the button
    (R-7.5), in English and in Hungarian."""
    g = deal(round_of({1: 100, 2: 100, 3: 100}, ante=5),
             {1: "Ah Kd 9c", 2: "As Kc 9d", 3: "2c 3d 7h"})
    g = showdown(g.apply(Declare((1, 2))))
    text = render(g.results[-1].text)
    assert "split the pot of 15" in text
    assert "seat 1 gets 8, seat 2 gets 7" in text, text
    assert "odd chip to seat 1 (R-7.5: first winner left of the button)" in text, text
    hungarian = render(g.results[-1].text, "hu")
    assert "8" in hungarian and "7" in hungarian and "R-7.5" in hungarian, hungarian


def test_R_6_6_R_7_6_an_even_tied_split_names_no_odd_chip() -> None:
    g = deal(round_of({1: 100, 2: 100}, ante=5), {1: "Ah Kd 9c", 2: "As Kc 9d"})
    g = showdown(g.apply(Declare((1, 2))))
    assert "odd" not in render(g.results[-1].text)


def test_R_6_6_R_7_5_tied_split_in_the_smallest_chip_in_play() -> None:
    """R-7.5 (TDA 20): a tied pot is split in whole chip units. Three players ante 25
    at a table whose smallest chip is 25; seats 1 and 2 tie with A-K-9: the pot of 75
    is 50 and 25, the odd 25 to the first winner left of the button (seat 1), not
    38 and 37, which no chip on the table can pay."""
    setup = GutsSetup((1, 2, 3), (500, 500, 500), 25, MC, chip_unit=25)
    g = deal(GutsState.start(setup), {1: "Ah Kd 9c", 2: "As Kc 9d", 3: "2c 3d 7h"})
    g = showdown(g.apply(Declare((1, 2))))
    assert g.results[-1].shares == ((0, 50), (1, 25))
    assert g.stacks == (525, 500, 475)


def test_R_6_6_R_7_5_chip_unit_below_one_is_refused() -> None:
    with pytest.raises(HandError, match=r"R-7\.5"):
        GutsSetup((1, 2), (100, 100), 25, MC, chip_unit=0)


def test_R_6_6_seed_9_new_players_join_only_at_the_start_of_a_round() -> None:
    g = deal(round_of(FOUR), HANDS)
    refused(g, Declare((1, 5)), "seat 5")
    g = showdown(g.apply(Declare((1, 2))))
    assert not g.is_complete
    refused(g, PostAnte(5, 10))
    g = deal(g, {1: "2c 3d 5h", 2: "4s 6c 8h", 3: "9h 9s 9d", 4: "Ah Kd Qs"})
    g = g.apply(Declare((3,))).apply(Award())
    assert g.is_complete
    # The new player sits in for the next round: a new GutsSetup.
    stacks = dict(zip(g.setup.seats, g.stacks, strict=True)) | {5: 300}
    nxt = antes(round_of(stacks))
    assert nxt.pot == 50 and nxt.setup.seats == (1, 2, 3, 4, 5)


def test_R_6_6_a_seat_not_dealt_in_cannot_declare() -> None:
    """Seat 3 antes its last chips and is out when the pot is won: it has no
    chips and no stake in the next pot, so it is not dealt in."""
    g = deal(round_of({1: 500, 2: 500, 3: 10}), {1: "Ah Ad 9c", 2: "Kc Qc 4c", 3: "7s 7d 2h"})
    g = showdown(g.apply(Declare((1, 2))))
    assert g.stacks == (460, 520, 0)
    assert 2 not in g.dealt_in()
    g = deal(g, {1: "2c 3d 5h", 2: "4s 6c 8h"})
    refused(g, Declare((1, 3)), "dealt")
    assert g.chips_in_play() == 1010


def test_R_6_6_seed_10_R_2_6_three_card_ranking_decides() -> None:
    """K-A-2 is no straight (ace high loses to a pair of deuces); a straight
    beats a flush; A-2-3 is the lowest straight; trips beat a straight."""
    hands = {1: "Ks Ad 2c", 2: "2s 2d 9c", 3: "Kc Jc 6c", 4: "As 2h 3d"}
    g = deal(round_of(FOUR), hands)
    g = showdown(g.apply(Declare((1, 2, 3, 4))))
    assert g.results[0].shares == ((3, 40),)
    assert g.results[0].penalties == ((0, 40), (1, 40), (2, 40))
    assert "straight" in str(g.results[0].text).lower()
    g = deal(g, {1: "7d 7s 7c", 2: "Qs Kd Ac", 3: "7h 6h 5h", 4: "2d 3c 5s"})
    g = showdown(g.apply(Declare((1, 2, 3))))
    # 120 in penalties + seat 4's ante; the straight flush beats trips
    assert g.results[1].shares == ((2, 130),)
    g2 = deal(round_of({1: 100, 2: 100}), {1: "Ks Ad 2c", 2: "Qs Jd 9c"})
    g2 = showdown(g2.apply(Declare((1, 2))))
    assert g2.results[0].shares == ((0, 20),)  # K-A-2 is ace high, above queen high


def test_R_4_5_guts_seats_seventeen() -> None:
    assert GUTS_PLAYER_LIMIT == 17
    GutsSetup(tuple(range(1, 18)), (100,) * 17, 1)
    with pytest.raises(HandError) as info:
        GutsSetup(tuple(range(1, 19)), (100,) * 18, 1)
    assert isinstance(info.value, ValueError)
    assert "17" in str(info.value) and "R-4.5" in str(info.value)


def test_R_6_6_undo_and_replay_of_a_round() -> None:
    g = deal(round_of(FOUR), HANDS)
    g = showdown(g.apply(Declare((1, 2, 3))))
    again = GutsState.replay(g.setup, g.log)
    assert again == g
    assert g.undo() == GutsState.replay(g.setup, g.log[:-1])
    assert g.undo().phase is GutsPhase.AWARDING


def test_R_6_6_players_out_of_chips_do_not_strand_the_round() -> None:
    """Two players with one chip each: seat 2 loses with nothing left to pay,
    everyone is then out. The round must still say what happens next, and the
    chips in the pot must go somewhere (R-6.6, chips are never created or lost)."""
    g = deal(round_of({1: 1, 2: 1}, ante=1), {1: "Ah Ad 9c", 2: "2c 3d 7h"})
    g = showdown(g.apply(Declare((1, 2))))
    g = deal(g, {1: "Ks Kd 2s", 2: "3c 4d 9h"}).apply(Declare(()))
    # Everyone out: everyone antes again, but seat 2 has nothing to ante with and
    # seat 1 has nobody to play: the round ends and seat 1 takes the pot.
    assert g.phase is GutsPhase.COMPLETE
    assert g.next_step().kind is StepKind.DONE
    assert g.chips_in_play() == 2 and g.stacks == (2, 0) and g.pot == 0
    assert "Fewer than two players have chips" in str(g.results[-1].text)
