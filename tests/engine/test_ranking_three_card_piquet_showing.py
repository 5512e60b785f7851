"""Guts three-card hands (R-2.6), piquet high (R-2.7) and stud showing hands (R-6.4)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, pairwise

import pytest

from director.engine.cards import PIQUET_DECK, STANDARD_DECK, Card, parse_cards
from director.engine.ranking import (
    Category,
    best_piquet_high,
    best_three_card,
    showing_high,
    showing_low,
)


def test_r_2_6_all_three_card_hands() -> None:
    """R-2.6: the 22,100 three-card hands per category."""
    counts = Counter(best_three_card(h).category for h in combinations(STANDARD_DECK, 3))
    assert counts == {
        Category.STRAIGHT_FLUSH: 48,
        Category.THREE_OF_A_KIND: 52,
        Category.STRAIGHT: 720,
        Category.FLUSH: 1_096,
        Category.ONE_PAIR: 3_744,
        Category.HIGH_CARD: 16_440,
    }


def test_r_2_6_seed_000_guts_order_with_its_examples() -> None:
    """R-2.6, seed 000 guts item 10: the listed example hands, best first."""
    examples = ["7c6c5c", "7d7s7c", "7c6h5d", "KcJc6c", "AhAdJd", "AdKs8h"]
    values = [best_three_card(parse_cards(h)) for h in examples]
    assert values == sorted(values, reverse=True)
    assert [str(v.describe()) for v in values] == [
        "Three-card straight flush, seven high",
        "Three of a kind, sevens",
        "Three-card straight, seven high",
        "Three-card flush, king high, with a jack and a six",
        "One pair, aces, with a jack",
        "High card, ace, with a king and an eight",
    ]


def test_r_2_6_k_a_2_is_not_a_straight() -> None:
    """R-2.6 (seed: "a 2 A K nem sor"): the ace never plays in the middle."""
    value = best_three_card(parse_cards("KsAd2c"))
    assert value.category is Category.HIGH_CARD


def test_r_2_6_a_2_3_is_the_lowest_straight_q_k_a_the_highest() -> None:
    """R-2.6: A-2-3 is a straight, the lowest; Q-K-A the highest."""
    low = best_three_card(parse_cards("As2d3c"))
    assert low.category is Category.STRAIGHT
    assert str(low.describe()) == "Three-card straight, three high"
    assert low.cards == parse_cards("3c2dAs")
    assert low < best_three_card(parse_cards("2s3d4c"))
    assert str(best_three_card(parse_cards("QsKdAc")).describe()) == "Three-card straight, ace high"
    assert best_three_card(parse_cards("QsKdAc")) > best_three_card(parse_cards("JsQdKc"))
    king_high = best_three_card(parse_cards("Qs Kd Jc"))
    assert str(king_high.describe()) == "Three-card straight, king high"


def test_r_2_6_ties_top_card_then_next_pairs_by_pair_then_kicker() -> None:
    """R-2.6: higher top card, then the next; pairs by the pair, then the kicker; equal splits."""
    three = best_three_card
    assert three(parse_cards("AsKd8h")) > three(parse_cards("AsKd7h"))
    assert three(parse_cards("AsQd8h")) < three(parse_cards("AsKd7h"))
    assert three(parse_cards("5s5dKh")) > three(parse_cards("5h5cQd"))
    assert three(parse_cards("5s5d2h")) > three(parse_cards("4h4cAd"))
    assert three(parse_cards("AsKd8h")) == three(parse_cards("AcKh8d"))
    assert three(parse_cards("KcJc6c")) == three(parse_cards("KdJd6d"))


def test_r_2_6_wrong_count_is_refused() -> None:
    with pytest.raises(ValueError, match="needs 3 cards, got 4"):
        best_three_card(parse_cards("AsKdQhJc"))


def _brute_piquet(cards: tuple[Card, ...]) -> Category:
    """Independent classification of five piquet cards (R-2.7), by counting."""
    counts = sorted(Counter(c.rank for c in cards).values(), reverse=True)
    ranks = {int(c.rank) for c in cards}
    flush = len({c.suit for c in cards}) == 1
    straight = len(ranks) == 5 and (
        max(ranks) - min(ranks) == 4 or ranks == {14, 7, 8, 9, 10}
    )
    if straight and flush:
        return Category.STRAIGHT_FLUSH
    if counts[0] == 4:
        return Category.FOUR_OF_A_KIND
    if flush:
        return Category.FLUSH
    if counts[:2] == [3, 2]:
        return Category.FULL_HOUSE
    if straight:
        return Category.STRAIGHT
    if counts[0] == 3:
        return Category.THREE_OF_A_KIND
    if counts[:2] == [2, 2]:
        return Category.TWO_PAIR
    if counts[0] == 2:
        return Category.ONE_PAIR
    return Category.HIGH_CARD


_PIQUET_ORDER = [
    Category.HIGH_CARD, Category.ONE_PAIR, Category.TWO_PAIR, Category.THREE_OF_A_KIND,
    Category.STRAIGHT, Category.FULL_HOUSE, Category.FLUSH, Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
]


def test_r_2_7_all_piquet_hands_agree_with_brute_force() -> None:
    """R-2.7: all C(32,5) = 201,376 hands classified as an independent count does,
    and the strength order follows the piquet category order."""
    ours: Counter[Category] = Counter()
    brute: Counter[Category] = Counter()
    lowest_in: dict[Category, int] = {}
    highest_in: dict[Category, int] = {}
    for hand in combinations(PIQUET_DECK, 5):
        value = best_piquet_high(hand)
        ours[value.category] += 1
        brute[_brute_piquet(hand)] += 1
        c = value.category
        lowest_in[c] = min(lowest_in.get(c, value.strength), value.strength)
        highest_in[c] = max(highest_in.get(c, value.strength), value.strength)
    assert ours == brute
    assert sum(ours.values()) == 201_376
    for worse, better in pairwise(_PIQUET_ORDER):
        assert highest_in[worse] < lowest_in[better]
    # Hand-counted checks: 5 straights a suit; a flush of 8 ranks per suit.
    assert ours[Category.STRAIGHT_FLUSH] == 5 * 4
    assert ours[Category.FLUSH] == (56 - 5) * 4


def test_r_2_7_flush_beats_full_house() -> None:
    """R-2.7 (seed 000 draw 6.1): with 32 cards the flush and the full house swap."""
    flush = best_piquet_high(parse_cards("Ks9s7s8sJs"))
    full = best_piquet_high(parse_cards("AsAdAcKhKs"))
    assert flush > full
    assert str(flush.describe()) == "Flush, king high"
    assert best_piquet_high(parse_cards("7c7d7h7sKs")) > flush


def test_r_2_7_a_7_8_9_t_is_the_lowest_straight() -> None:
    """R-2.7: the ace plays below the seven in the lowest straight."""
    lowest = best_piquet_high(parse_cards("As7d8c9hTs"))
    assert lowest.category is Category.STRAIGHT
    assert str(lowest.describe()) == "Straight, ten high (ace low)"
    assert lowest.cards == parse_cards("Ts9h8c7dAs")
    assert lowest < best_piquet_high(parse_cards("7s8d9cThJs"))
    assert lowest > best_piquet_high(parse_cards("AsAdKcQhJs"))
    assert best_piquet_high(parse_cards("As7s8s9sTs")).category is Category.STRAIGHT_FLUSH


def test_r_2_7_best_of_seven_and_no_short_cards() -> None:
    """R-2.7 / R-1.3: any five of seven; a card below seven is not in the deck."""
    value = best_piquet_high(parse_cards("KsKdKc9s9h 7s 8s"))
    assert str(value.describe()) == "Full house, kings full of nines"
    value = best_piquet_high(parse_cards("KsKdKc9s 7s 8s Js"))
    assert str(value.describe()) == "Flush, king high"
    with pytest.raises(ValueError, match="sevens to aces"):
        best_piquet_high(parse_cards("As7d8c9h6s"))


def test_r_6_4_showing_pair_of_fours_beats_ace_king() -> None:
    """R-6.4: for stud, pairs among the up cards beat high cards."""
    fours = showing_high(parse_cards("4s4d"))
    ace_king = showing_high(parse_cards("AsKd"))
    assert fours > ace_king
    assert str(fours.describe()) == "One pair, fours"
    assert str(ace_king.describe()) == "Ace-king high"
    assert showing_high(parse_cards("7s7d7c2h")) > showing_high(parse_cards("AsAdKcKh"))
    assert showing_high(parse_cards("9s9dAc")) > showing_high(parse_cards("9h9c2d"))
    assert showing_high(parse_cards("AsKd")) == showing_high(parse_cards("AhKc"))


def test_r_6_4_straights_and_flushes_do_not_show() -> None:
    """R-6.4: four to a straight flush shows as a high card."""
    value = showing_high(parse_cards("9h8h7h6h"))
    assert value.category is Category.HIGH_CARD
    assert value < showing_high(parse_cards("2c2d3h4s"))


def test_r_6_4_razz_showing_lowest_is_best() -> None:
    """R-6.4: razz: 7-5 beats 8-2, king high is worst, a pair is worse than no pair, aces low."""
    assert showing_low(parse_cards("7s5d")) > showing_low(parse_cards("8s2d"))
    assert str(showing_low(parse_cards("7s5d")).describe()) == "7-5 low"
    king = showing_low(parse_cards("Ks"))
    assert all(king < showing_low(parse_cards(c)) for c in ["Qs", "As", "2s", "8d"])
    assert showing_low(parse_cards("2s2d")) < showing_low(parse_cards("KsQd"))
    assert showing_low(parse_cards("As2d")) > showing_low(parse_cards("3s2d"))
    assert str(showing_low(parse_cards("Ac")).describe()) == "A low"


def test_r_6_4_showing_cards_and_errors() -> None:
    value = showing_high(parse_cards("9s7d7c"))
    assert value.cards == parse_cards("7d7c9s")
    assert str(value.describe()) == "One pair, sevens, with a nine"
    with pytest.raises(ValueError, match="1 to 4 cards, got 5"):
        showing_high(parse_cards("2s3s4s5s6s"))
    with pytest.raises(ValueError, match="1 to 4 cards, got 0"):
        showing_low(())
    with pytest.raises(TypeError):
        _ = showing_high(parse_cards("As")) < showing_low(parse_cards("As"))
