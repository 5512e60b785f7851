"""RULES.md "Changes" of 2026-12-01, the games and the showdown: R-6.3, R-6.4,
R-6.5, R-6.6, R-7.2 and R-7.5, each as a hand with real cards and amounts.

The audit's defects are here too: stud with eight players to 7th street
refused a card burned earlier as the community card (R-6.4); jacks or better
refused two pair below jacks and three of a kind as openers (R-6.5).
"""

from __future__ import annotations

import random

import pytest

from director.engine.cards import STANDARD_DECK, Card
from director.engine.hand.facts.events import (
    Award,
    BetRaise,
    Burn,
    CheckCall,
    DealBoard,
    Declare,
    Discard,
    Fold,
    PostBringIn,
    Show,
)
from director.engine.hand.facts.games import HOLDEM, PINEAPPLE, RAZZ, STUD
from director.engine.hand.rules.guts import GutsKind
from director.engine.hand.state import HandError, Phase
from tests.engine.test_rules_draw import THREE, deal, refused, run
from tests.engine.test_rules_draw import table as draw_table
from tests.engine.test_rules_guts import antes, round_of, showdown
from tests.engine.test_rules_guts import deal as deal_guts
from tests.engine.test_rules_helpers import Betting, Hand, HandOptions, StepKind, cards, table

FL2 = Betting.fixed_limit(2, 4)
FL10 = Betting.fixed_limit(10, 20)
OPEN_PAIR = HandOptions(open_pair_big_bet=True)
SCRAMBLE = "; the stub is short: scramble the burns into it first (R-6.4)"


# ------------------------------------------------------------------------


def test_R_6_3_classic_pineapple_discards_after_the_preflop_betting_round() -> None:
    """Classic pineapple (option): no discard while the preflop round is being
    bet; once it ends, each player discards one, then the flop is burned and dealt."""
    h = Hand(table(PINEAPPLE, Betting.no_limit(10), {1: 500, 2: 500, 3: 500}, 3,
                   small_blind=5, big_blind=10,
                   options=HandOptions(pineapple_discard_before_flop=True)),
             {1: "AsAdAc", 2: "KsKdQc", 3: "7h7d2c"}, "Ah2s7c9sKh")
    h.do("s3 cc")
    with pytest.raises(HandError, match="no discard is due"):
        h.s.apply(Discard(1, cards("Ac")))  # the preflop round is still being bet
    h.do("s1 cc", "s2 cc")
    assert h.s.next_step().kind is StepKind.DISCARD and h.s.board == ()
    h.do("s1 d Ac", "s2 d Qc")
    assert h.s.next_step().kind is StepKind.DISCARD  # seat 3 still holds three cards
    h.do("s3 d 2c")
    assert [len(hole) for hole in h.s.hole] == [2, 2, 2]
    assert len(h.s.board) == 3 and len(h.s.burned) == 1  # burned and dealt after the discards


# ------------------------------------------------------------------------


def open_pair_fourth_street(options: HandOptions = OPEN_PAIR) -> Hand:
    """Seat 1 shows 8c 8d on 4th street (an open pair); seat 2 (2c door)
    brought in on 3rd street, and everyone called the bring-in of 5."""
    h = Hand(table(STUD, FL10, {1: 500, 2: 500, 3: 500}, 3, ante=2, bring_in=5,
                   options=options),
             {1: "2s3s8c8d", 2: "4s5s2c7h", 3: "6s6hKd4d"})
    h.do("s2 bi", "s3 cc", "s1 cc")
    assert h.s.street == 1 and h.to_act_seat() == 1
    return h


def test_R_6_4_open_pair_small_opening_bet_then_a_small_or_big_raise() -> None:
    """Fixed limit 10/20. Seat 1 opens with the small bet 10; seat 2 may raise
    small (to 20) or big (to 10 + 20 = 30); after seat 2's big raise to 30,
    seat 3's raise is big only: 30 + 20 = 50."""
    h = open_pair_fourth_street()
    assert (h.legal().raise_min, h.legal().raise_max) == (10, 20)  # small or big opening
    h.do("s1 cbr 10")
    assert (h.legal().seat, h.legal().raise_min, h.legal().raise_max) == (2, 20, 30)
    with pytest.raises(HandError):
        h.s.apply(BetRaise(2, 25))  # only a small or a big bet, nothing between
    h.do("s2 cbr 30")
    assert (h.legal().seat, h.legal().raise_min, h.legal().raise_max) == (3, 50, 50)


def test_R_6_4_open_pair_small_raise_leaves_the_choice_open() -> None:
    """After 10 and a small raise to 20, the next raise is still small (30) or big (40)."""
    h = open_pair_fourth_street()
    h.do("s1 cbr 10", "s2 cbr 20")
    assert (h.legal().seat, h.legal().raise_min, h.legal().raise_max) == (3, 30, 40)


def test_R_6_4_open_pair_big_opening_bet_makes_every_raise_big() -> None:
    """Seat 1 opens with the big bet 20: every raise is big, to 40, then 60."""
    h = open_pair_fourth_street()
    h.do("s1 cbr 20")
    assert (h.legal().raise_min, h.legal().raise_max) == (40, 40)
    h.do("s2 cbr 40")
    assert (h.legal().raise_min, h.legal().raise_max) == (60, 60)


def _shuffled(seed: int) -> list[Card]:
    deck = list(STANDARD_DECK)
    random.Random(seed).shuffle(deck)
    return deck


def _stud_hand(deck: list[Card], players: int, options: HandOptions | None = None) -> Hand:
    """Stud 2/4, ante 1, bring-in 1, seats 1..players (button the last); seat n
    gets the cards deck[6(n-1) : 6n] for 3rd to 6th street."""
    hole = {seat: "".join(str(c) for c in deck[6 * (seat - 1): 6 * seat])
            for seat in range(1, players + 1)}
    return Hand(table(STUD, FL2, dict.fromkeys(range(1, players + 1), 1000), players,
                      ante=1, bring_in=1, options=options), hole)


def _play(h: Hand, burns: list[Card], fold_on_third: int | None = None,
          until_street: int = 4) -> None:
    """Bring in, call the bring-in (one seat folds on 3rd street), check later
    streets; burn the given cards; stop when ``until_street`` is to be dealt."""
    while True:
        step = h.s.next_step()
        if h.s.street >= until_street and step.kind in (StepKind.BURN, StepKind.DEAL_BOARD,
                                                         StepKind.DEAL_HOLE):
            return
        if step.kind is StepKind.BURN:
            h.apply(Burn(burns.pop(0)))
        elif step.kind is StepKind.ACT or step.kind is StepKind.POST_BRING_IN:
            legal = h.legal()
            if legal.bring_in is not None:
                h.apply(PostBringIn(legal.seat, legal.bring_in))
            elif legal.seat == fold_on_third and h.s.street == 0:
                h.apply(Fold(legal.seat))
            else:
                h.apply(CheckCall(legal.seat))
        else:
            event = h.auto_event()
            assert event is not None, step.text
            h.apply(event)


def test_R_6_4_eight_to_seventh_a_burned_card_may_be_the_burn_and_the_community_card() -> None:
    """The audit's hand: eight players to 7th street. Dealt 8 x 6 = 48, burned
    3, so the stub is 52 - 48 - 3 = 1 card: fewer than 3, so the burns are
    scrambled into it first, and the 7th-street burn and the community card may
    both be cards burned earlier (here the 5th- and the 4th-street burns)."""
    deck = _shuffled(7)
    burns = deck[48:51]  # 4th, 5th and 6th street
    h = _stud_hand(deck, 8)
    _play(h, list(burns))
    assert h.s.street == 4 and h.s.community_card
    step = h.s.next_step()
    assert step.kind is StepKind.BURN
    assert step.text == f"Burn one card before the seventh street (R-4.4){SCRAMBLE}"
    h.apply(Burn(burns[1]))  # the 5th-street burn comes back as the 7th-street burn
    step = h.s.next_step()
    assert step.kind is StepKind.DEAL_BOARD and step.up == 1
    assert step.text == ("Deal one community card face up for every player: the deck is short "
                         "(R-6.4)")
    h.apply(DealBoard((burns[0],)))  # the 4th-street burn is the community card
    assert h.s.board == (burns[0],) and h.s.phase is Phase.BETTING


@pytest.mark.parametrize(("players", "community"), [(8, True), (7, False)])
def test_R_6_4_the_burns_are_scrambled_before_the_seventh_street_burn(
        players: int, community: bool) -> None:
    """The dealer is told to scramble the burns into the stub at the 7th-street burn,
    before burning: eight players leave a stub of 1 (under 3: scrambled, then one
    community card), seven a stub of 7 that cannot give the burn and seven cards
    (7 + 3 burns can: scrambled, then a card each). The panel said "Burn one card"
    and only at the deal after it "scramble the burns into it first": a dealer who
    followed it burned the stub's last card, which the rule's scramble puts back
    among the cards to be dealt (the burn itself may be a card burned earlier)."""
    deck = _shuffled(7)
    h = _stud_hand(deck, 8)
    if players == 7:  # seat 8 is never dealt in: seven players from the start
        h = Hand(table(STUD, FL2, dict.fromkeys(range(1, 8), 1000), 7, ante=1, bring_in=1),
                 {seat: "".join(str(c) for c in deck[6 * (seat - 1): 6 * seat])
                  for seat in range(1, 8)})
    _play(h, list(deck[6 * players: 6 * players + 3]))
    assert h.s.street == 4 and h.s.community_card is community
    burn = h.s.next_step()
    assert burn.kind is StepKind.BURN
    assert burn.text == f"Burn one card before the seventh street (R-4.4){SCRAMBLE}"
    h.apply(Burn(deck[6 * players + 1]))  # the 5th-street burn comes back as the burn
    deal = h.s.next_step()
    assert deal.kind is (StepKind.DEAL_BOARD if community else StepKind.DEAL_HOLE)
    assert "scramble" not in deal.text  # said once, before the burn


def test_R_6_4_seven_to_seventh_the_seventh_street_burn_is_counted() -> None:
    """Eight dealt, seat 8 folds on 3rd street, seven reach 7th street. Dealt
    7 x 6 + 3 = 45, burned 3: the stub is 4 and stub plus burns is 7 cards,
    one short of the 7th-street burn and a card for each of seven players
    (1 + 7 = 8), so one community card is dealt. The stub (4) is not under 3:
    nothing is scrambled, and a card burned earlier is refused (R-1.4)."""
    deck = _shuffled(11)
    burns = deck[48:51]
    h = _stud_hand(deck, 8)
    h.advance()
    folder = 8 if h.to_act_seat() != 8 else 7  # not the player who brings in
    _play(h, list(burns), fold_on_third=folder)
    assert h.s.street == 4 and h.s.community_card
    with pytest.raises(HandError, match="burned"):
        h.s.apply(Burn(burns[0]))
    stub = [c for c in deck if c not in h.s.known]
    assert len(stub) == 4  # the 3 cards the folded seat never got, and the last one
    h.apply(Burn(stub[0]))
    assert h.s.next_step().kind is StepKind.DEAL_BOARD
    assert "scramble" not in h.s.next_step().text


def test_R_6_4_seven_to_seventh_without_burns_each_gets_a_card() -> None:
    """The same seven players at a table that does not burn (R-4.4 option):
    52 - 45 dealt = 7 cards, one for each of the seven; no community card."""
    deck = _shuffled(11)
    h = _stud_hand(deck, 8, HandOptions(burns=False))
    h.advance()
    folder = 8 if h.to_act_seat() != 8 else 7
    _play(h, [], fold_on_third=folder)
    assert h.s.street == 4 and not h.s.community_card
    assert h.s.next_step().kind is StepKind.DEAL_HOLE


def test_R_6_4_seventh_street_community_card_first_to_act_as_on_sixth() -> None:
    """Community card on 7th street: whoever acted first on 6th acts first on
    7th; that player folded on 6th, so the next active player to their left does."""
    deck = _shuffled(3)
    burns = deck[48:51]
    h = _stud_hand(deck, 8)
    _play(h, list(burns), until_street=3)
    h.advance()
    assert h.s.street == 3 and h.s.phase is Phase.BETTING
    first = h.to_act_seat()
    h.apply(CheckCall(first))
    h.advance()
    bettor = h.to_act_seat()
    h.apply(BetRaise(bettor, 4))
    while h.to_act_seat() != first:
        h.apply(CheckCall(h.to_act_seat()))
    h.apply(Fold(first))
    assert h.s.street == 4 and h.s.community_card
    h.apply(Burn(deck[51]))
    h.apply(DealBoard((burns[2],)))  # stub of 1 < 3: scrambled, the 6th-street burn comes back
    # Seats run 1..8 clockwise; the first live seat left of the folded first actor:
    assert h.to_act_seat() == bettor == first % 8 + 1


# ------------------------------------------------------------------------


@pytest.mark.parametrize("hand", [
    "9h 9d 4c 4s Ks",  # two pair below jacks
    "3h 3d 3c 8s Ks",  # three of a kind
    "5h 6d 7c 8s 9h",  # a straight
    "2h 6h 9h Jh Kh",  # a flush
    "Jh Jd 5c 8s 2h",  # a pair of jacks
], ids=["two-pair", "trips", "straight", "flush", "jacks"])
def test_R_6_5_jacks_or_better_includes_two_pair_and_better(hand: str) -> None:
    """Jacks or better: a pair of jacks or any better hand opens; the opener
    showing the whole hand proves openers at the end. Antes 5, bet 10: seat 2
    wins 15 + 10 = 25 when both others fold (500 - 5 - 10 + 25 = 510)."""
    setup = draw_table(THREE, button=1, ante=5, openers=True)
    s = deal(setup, {2: hand, 3: "Th Td 6c 8c Qs", 1: "As Kc 4d 2c 5d"})
    s = s.apply(BetRaise(2, 10))
    assert s.opener == s.player_at(2)
    s = run(s, Fold(3), Fold(1))
    s = run(s, Show(2, cards(hand)))
    assert s.openers_shown
    s = s.apply(Award())
    assert s.stacks_by_seat() == {1: 495, 2: 510, 3: 495}


def test_R_6_5_a_pair_below_jacks_does_not_open() -> None:
    setup = draw_table(THREE, button=1, ante=5, openers=True)
    s = deal(setup, {2: "Th Td 4c 7s 9d", 3: "Jh Jd 6h 8h Qs", 1: "As Kc 3d 8c 5d"})
    refused(s, BetRaise(2, 10), "jacks", "R-6.5")


# ------------------------------------------------------------------------


def test_R_6_6_survivor_all_tied_weakest_hands_pay() -> None:
    """Survivor guts, antes 10, four players all in: the flush wins the pot of
    40; seats 3 and 4 tie for the weakest hand (sevens with a deuce) and both
    pay 40 into the next pot, which starts at 80."""
    g = deal_guts(round_of({1: 500, 2: 500, 3: 500, 4: 500}, kind=GutsKind.SURVIVOR),
                  {1: "Ah Ad 9c", 2: "Kc Qc 4c", 3: "7s 7d 2h", 4: "7h 7c 2s"})
    g = showdown(g.apply(Declare((1, 2, 3, 4))))
    result = g.results[0]
    assert result.shares == ((1, 40),)
    assert result.penalties == ((2, 40), (3, 40))
    # 500 - 10 ante; seat 2 + 40; seats 3 and 4 - 40 each.
    assert g.stacks == (490, 530, 450, 450)
    assert g.pot == 80
    g = antes(g)  # the losers (seats 3, 4) do not ante: 80 + 2 x 10
    assert g.pot == 100 and g.chips_in_play() == 2000


# ------------------------------------------------------------------------


def test_R_7_2_all_in_player_first_left_of_the_button_shows_first() -> None:
    """Seat 1, left of the button, is all-in preflop for 50; seats 2 and 3 check
    the rest down. Nobody bet on the river, so the first active player left of
    the button shows first, the all-in player included: seat 1, then 2, then 3."""
    h = Hand(table(HOLDEM, Betting.no_limit(10), {1: 50, 2: 1000, 3: 1000}, 3,
                   small_blind=5, big_blind=10),
             {1: "7s7d", 2: "KsKd", 3: "QsQd"}, "2c9d8h3s4c")
    h.do("s3 cc", "s1 cbr 50", "s2 cc", "s3 cc")
    for _ in range(3):
        h.do("s2 cc", "s3 cc")
    assert h.s.phase is Phase.SHOWDOWN and h.s.final_aggressor is None
    assert h.s.showing_order() == [1, 2, 3]
    assert h.s.next_step().text == "Seat 1 is all-in and shows (R-7.2)"


# ------------------------------------------------------------------------


def _razz_tie(options: HandOptions | None = None) -> Hand:
    """Razz 2/4, ante 1, bring-in 1. Seats 1 and 2 both make 5-4-3-2-A; seat 3
    folds on 3rd street. Seat 2's K door brings in 1, seat 3 folds, seat 1
    calls 1: the pot is 3 antes + 1 + 1 = 5, split 3 and 2."""
    h = Hand(table(RAZZ, FL2, {1: 100, 2: 100, 3: 100}, 3, ante=1, bring_in=1,
                   options=options),
             {1: "As2cQh3c4c5cKh", 2: "Ac2dKs3d4d5dQs", 3: "9h9d8s"})
    h.do("s2 bi", "s3 f", "s1 cc")
    while h.s.phase is Phase.BETTING:
        h.do(f"s{h.to_act_seat()} cc")
    return h


def test_R_7_5_razz_odd_chip_ace_counts_low() -> None:
    """Both low hands are 5-4-3-2-A. With the ace low, each hand's highest card
    is its five: 5d (seat 2) beats 5c (seat 1) by suit, so seat 2 gets the odd
    chip (ace high would have given it to seat 1's As). Pot 5: seat 2 gets 3."""
    h = _razz_tie()
    h.finish()
    award = h.s.awards[0]
    assert award.amount == 5
    assert award.odd_chips_to == (h.s.player_at(2),)
    assert h.s.payouts() == {1: 2, 2: 3}
    assert str(award.text).endswith(
        "odd chip to seat 2 (R-7.5: highest card by suit, the ace low).")


def test_R_7_5_seven_card_option_lowest_card_ace_lowest() -> None:
    """Option RR (all seven cards, the lowest card by suit for a low hand, the
    ace lowest): the lowest cards are Ac (seat 2) and As (seat 1); the ace of
    clubs is lower by suit, so seat 2 gets the odd chip (with the ace high the
    lowest cards would have been 2c and 2d, giving it to seat 1)."""
    h = _razz_tie(HandOptions(stud_odd_chip_seven_cards=True))
    h.finish()
    assert h.s.awards[0].odd_chips_to == (h.s.player_at(2),)
    assert h.s.payouts() == {1: 2, 2: 3}
    assert str(h.s.awards[0].text).endswith("(R-7.5: lowest card by suit, the ace lowest).")
