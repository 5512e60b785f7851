"""All-in odds for a table's hand, read from the dealer session (issues 21 and 33,
R-7.1): a real heads-up hold'em hand played through the services, aces against
kings all in before the flop, counted exactly before the flop (by rank
multisets) and after it; and Omaha before the flop, estimated and refined."""

from __future__ import annotations

import random

import pytest

from director.engine.cards import parse_cards
from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.services.tables.equity import TableOdds


def test_aces_all_in_against_kings_get_exact_odds_before_and_after_the_flop() -> None:
    s = DealerSession.in_memory(USUAL_GAMES["holdem"], {1: 1000, 2: 1000}, button=2)
    s.advance()  # seat 1 posts the big blind
    s.advance()  # seat 2 the small blind
    s.advance(parse_cards("AsAd"))  # seat 1's hole cards
    s.advance(parse_cards("KcKh"))  # seat 2's
    assert TableOdds(s.hand, random.Random(1)).current() is None  # betting goes on
    s.all_in()  # seat 2 moves in for 1,000
    assert TableOdds(s.hand, random.Random(1)).current() is None  # seat 1 still to act
    s.check_call()  # seat 1 calls: no more betting
    before_shown = TableOdds(s.hand, random.Random(1)).current()
    assert before_shown is not None and not before_shown.face_up
    assert "turns their hand face up" in s.step().text
    s.advance()
    s.advance()

    odds = TableOdds(s.hand, random.Random(7))
    first = odds.current()
    assert first is not None and first.face_up and first.exact and not first.refinable
    assert [x.seat for x in first.seats] == [1, 2]
    assert first.deals == 1_712_304 and first.margin == 0  # every board, counted at once
    assert odds.refine() == first
    aces = first.by_seat()[1]
    assert aces.win == pytest.approx(100 * 1_388_072 / 1_712_304)  # 81.1%
    assert aces.share + first.by_seat()[2].share == pytest.approx(100.0)

    s.advance(parse_cards("3s"))  # the burn
    s.advance(parse_cards("2c7d9h"))  # the flop
    flop = TableOdds(s.hand, random.Random(7)).current()
    assert flop is not None and flop.exact and not flop.refinable and flop.margin == 0
    assert flop.deals == 946  # 44 cards left (the burn is known), two to come
    # aces win 865 of the 946 turn-river pairs (brute force over best_high)
    assert flop.by_seat()[1].win == pytest.approx(100 * 865 / 946)
    assert flop.by_seat()[2].win + flop.by_seat()[1].win == pytest.approx(100.0)
    assert not flop.hi_lo and flop.seats[0].scoop == flop.seats[0].win


def test_omaha_all_in_before_the_flop_gets_odds_that_refine() -> None:
    """Omaha before the flop (1,086,008 boards, sixty choices a hand) is estimated:
    each refinement adds deals and narrows the margin."""
    s = DealerSession.in_memory(USUAL_GAMES["omaha"], {1: 300, 2: 300}, button=2)
    s.advance()  # seat 1 posts the big blind
    s.advance()  # seat 2 the small blind
    s.advance(parse_cards("AsAdKsKd"))
    s.advance(parse_cards("QcQhJcJh"))
    s.all_in()  # seat 2 raises the pot: all its 300
    s.check_call()
    assert "turns their hand face up" in s.step().text
    s.advance()
    s.advance()
    odds = TableOdds(s.hand, random.Random(7))
    first = odds.current()
    assert first is not None and first.face_up and not first.exact and first.refinable
    better = odds.refine()
    assert better is not None and better.deals == 2 * first.deals
    assert better.margin < first.margin
    assert abs(better.by_seat()[1].share - 63.4) < better.margin + 1.0  # a million deals: 63.4
    assert better.by_seat()[1].share + better.by_seat()[2].share == pytest.approx(100.0)


def test_R_7_3_each_pot_is_its_own_contest_and_the_share_is_of_all_pots() -> None:
    """Issue 30 item 5: after the river A-K wins side pot 1 of 1,400 though it loses
    the main pot; the odds say so per pot, and its share is 1,400 of 2,300."""
    s = DealerSession.in_memory(USUAL_GAMES["holdem"], {1: 300, 2: 1000, 3: 1000}, button=3)
    s.advance()
    s.advance()
    for hole in ("Th9s", "AcKc", "QdJd"):
        s.advance(parse_cards(hole))
    s.all_in()  # seat 3
    s.all_in()  # seat 1 calls all in
    s.check_call()  # seat 2
    board = iter(("9c9h2d", "5s", "Ts"))
    while s.step().kind.name != "AWARD":  # the hands shown, the burns, the board
        s.advance(parse_cards(next(board)) if s.step().kind.name == "DEAL_BOARD" else ())
    odds = TableOdds(s.hand, random.Random(1)).current()
    assert odds is not None and odds.exact and odds.side_pots
    main, side = odds.pots
    assert (main.amount, side.amount) == (900, 1400)
    assert main.by_seat()[1].win == 100.0 and side.by_seat()[2].win == 100.0
    assert side.by_seat()[3].share == 0.0 and main.by_seat()[3].share == 0.0
    assert odds.by_seat()[2].share == pytest.approx(100 * 1400 / 2300)
    assert odds.by_seat()[1].share == pytest.approx(100 * 900 / 2300)
    assert odds.by_seat()[2].win == 0.0  # the main pot's: seat 1's full house wins it
