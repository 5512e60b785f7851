"""High hands (R-2.1, R-2.2, R-2.8), with the kicker examples of seed 003."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from director.engine.cards import STANDARD_DECK, CardError, parse_cards
from director.engine.ranking import (
    Category,
    HighHand,
    best_high,
    best_razz,
    best_three_card,
)


def high(text: str) -> HighHand:
    return best_high(parse_cards(text))


def test_r_2_1_all_five_card_hands_fall_into_the_known_categories() -> None:
    """R-2.1: over all 2,598,960 hands, the textbook count per category and 7,462 values."""
    by_strength = Counter(best_high(hand).strength for hand in combinations(STANDARD_DECK, 5))
    assert sum(by_strength.values()) == 2_598_960
    assert len(by_strength) == 7_462
    per_category: Counter[Category] = Counter()
    royal = 0
    for strength, count in by_strength.items():
        value = HighHand(strength, ())
        per_category[value.category] += count
        royal += count if str(value.describe()) == "Royal flush" else 0
    assert per_category == {
        Category.STRAIGHT_FLUSH: 40,
        Category.FOUR_OF_A_KIND: 624,
        Category.FULL_HOUSE: 3_744,
        Category.FLUSH: 5_108,
        Category.STRAIGHT: 10_200,
        Category.THREE_OF_A_KIND: 54_912,
        Category.TWO_PAIR: 123_552,
        Category.ONE_PAIR: 1_098_240,
        Category.HIGH_CARD: 1_302_540,
    }
    assert royal == 4


@pytest.mark.parametrize(
    ("cards", "words", "used"),
    [
        ("AsKsQsJsTs 2c 3d", "Royal flush", "AsKsQsJsTs"),
        ("9h8h7h6h5h Ad Ac", "Straight flush, nine high", "9h8h7h6h5h"),
        ("5d4d3d2dAd", "Straight flush, five high", "5d4d3d2dAd"),
        ("AcAdAhAsKc 2d", "Four of a kind, aces, with a king", "AsAhAdAcKc"),
        ("KsKhKd7c7s 2c 3d", "Full house, kings full of sevens", "KsKhKd7s7c"),
        ("Ah9h7h4h2h Ks Qs", "Flush, ace high", "Ah9h7h4h2h"),
        ("As2d3c4h5s Kd Kh", "Straight, five high", "5s4h3c2dAs"),
        ("Ts9d8c7h6s 2c 2d", "Straight, ten high", "Ts9d8c7h6s"),
        ("7c7d7hAsKd 2c 4h", "Three of a kind, sevens, with an ace and a king", "7h7d7cAsKd"),
        ("AsAd4c4h9s 2d 3c", "Two pair, aces and fours, with a nine", "AsAd4h4c9s"),
        ("JcJdAh9s4c 3d 2h", "One pair, jacks, with an ace, a nine and a four", "JdJcAh9s4c"),
        (
            "AhKd9s7c4c 3d 2h",
            "High card, ace, with a king, a nine, a seven and a four",
            "AhKd9s7c4c",
        ),
    ],
)
def test_r_2_8_every_category_names_itself_and_its_five_cards(
    cards: str, words: str, used: str
) -> None:
    """R-2.8: the hand in words and the five cards it uses, most significant first."""
    value = high(cards)
    assert str(value.describe()) == words
    assert value.cards_from(parse_cards(cards)) == parse_cards(used)
    assert set(value.cards_from(parse_cards(cards))) <= set(parse_cards(cards))


def test_r_2_1_category_order() -> None:
    """R-2.1: straight flush > quads > full house > flush > straight > three of a
    kind > two pair > one pair > high card."""
    ladder = [
        "6h5h4h3h2h", "2c2d2h2s3c", "AcAdAhKcKd", "Kh9h7h4h2h", "AcKdQhJsTs",
        "AcAdAhKcQd", "AcAdKhKcQd", "AcAdKhQcJd", "AcKdQhJs9s",
    ]
    values = [high(h) for h in ladder]
    assert values == sorted(values, reverse=True)
    assert len({v.strength for v in values}) == len(values)


def test_r_2_1_wheel_is_the_lowest_straight_and_straight_flush() -> None:
    """R-2.1: A-2-3-4-5 is the lowest straight; the ace-high straight the highest."""
    assert high("As2d3c4h5s") < high("2s3d4c5h6s") < high("TsJdQcKhAs")
    assert high("5d4d3d2dAd") < high("6d5d4d3d2d")
    assert high("5d4d3d2dAd").category is Category.STRAIGHT_FLUSH


def test_r_2_1_no_wrap_around() -> None:
    """R-2.1: Q-K-A-2-3 is not a straight."""
    value = high("QsKdAc2h3s")
    assert value.category is Category.HIGH_CARD
    assert str(value.describe()) == "High card, ace, with a king, a queen, a three and a deuce"


def test_r_2_1_equal_hands_in_other_suits_split() -> None:
    """R-2.1: suits never break a tie."""
    assert high("AsKsQd9c7h") == high("AhKhQc9d7s")
    assert high("Ah9h7h4h2h") == high("As9s7s4s2s")
    assert hash(high("AsKsQd9c7h")) == hash(high("AhKhQc9d7s"))


def test_r_2_2_best_five_of_seven() -> None:
    """R-2.2: the board can play; two pair plus a higher kicker on the board."""
    assert str(high("2c3d AsKsQsJsTs").describe()) == "Royal flush"
    seven = high("AcAd KhKs 7c 2d 9s")
    assert str(seven.describe()) == "Two pair, aces and kings, with a nine"
    assert len(seven.cards_from(parse_cards("AcAd KhKs 7c 2d 9s"))) == 5
    assert str(high("KsKhKdKc 7c7d7h").describe()) == "Four of a kind, kings, with a seven"
    assert str(high("7c7d7h 8c8d8h 2s").describe()) == "Full house, eights full of sevens"
    assert high("Ah9h7h4h2h 9c9d").category is Category.FLUSH
    assert high("AhAc Ad 9h7h4h2h").category is Category.FLUSH


# Seed 003 (Hungarian hold'em rules), "A lapok erősorrendje": each tie-break it describes.


def test_seed_003_royal_flush_on_the_board_splits() -> None:
    """R-2.1, 003 "Rojál flöss": a royal flush on the board is a split ("felezés")."""
    board = "AsKsQsJsTs"
    assert high(board + " 2c 3d") == high(board + " Ah Ad")


def test_seed_003_straight_flush_higher_card_wins_and_wheel_is_lowest() -> None:
    """R-2.1, 003 "Színsor": A-5 suited is the lowest; the higher straight flush wins."""
    assert high("5s4s3s2sAs") < high("6c5c4c3c2c") < high("9h8h7h6h5h")


def test_seed_003_quads_on_the_board_kicker_decides_then_tie() -> None:
    """R-2.1, 003 "Póker": quads on the board, the fifth card decides; if equal, a tie."""
    board = "9c9d9h9s2c"
    assert high(board + " Kd 3c") > high(board + " Qd 4c")
    assert high("9c9d9h9sAc Kd 3c") == high("9c9d9h9sAc Qd 4c")


def test_seed_003_full_house_trips_then_pair_then_tie() -> None:
    """R-2.1, 003 "Full": higher three of a kind wins; if equal, the pair; if equal, a tie."""
    assert high("AcAdAh2s2c") > high("KcKdKhQsQc")
    board = "KcKdKh5s2c"
    assert high(board + " 7c 7d") > high(board + " 2d 2h")
    assert high(board + " 7c 7d") == high(board + " 7h 7s")


def test_seed_003_flush_compares_card_by_card() -> None:
    """R-2.1, 003 "Flöss": the highest card, then the second, and so on."""
    assert high("AhJh9h6h3h") > high("KsQsJs9s7s")
    assert high("AhJh9h6h3h") > high("AdJd9d5d4d")
    assert high("AhJh9h6h3h") == high("AcJc9c6c3c")


def test_seed_003_straight_higher_wins() -> None:
    """R-2.1, 003 "Sor": the straight with the higher cards is stronger."""
    assert high("9s8d7c6h5s") > high("8s7d6c5h4s")
    assert high("9s8d7c6h5s") == high("9d8c7h6s5d")


def test_seed_003_three_of_a_kind_then_fourth_then_fifth_card() -> None:
    """R-2.1, 003 "Drill": higher trips win; if equal, the fourth card, then the fifth."""
    assert high("9c9d9h2s3c") > high("8c8d8hAsKc")
    board = "8c8d8h2s3c"
    assert high(board + " Ks 4d") < high(board + " As 4c")
    assert high(board + " Ks Qd") > high(board + " Kd Jc")
    assert high(board + " Ks Qd") == high(board + " Kd Qc")


def test_seed_003_two_pair_high_pair_then_low_pair_then_kicker() -> None:
    """R-2.1, 003 "Két pár": highest pair, then the second pair, then the fifth card."""
    assert high("AcAd2h2s3c") > high("KcKdQhQs9c")
    assert high("AcAd5h5s3c") > high("AhAs4c4d9c")
    board = "AcAd5h5s3c"
    assert high(board + " Qd 2c") > high(board + " Jd 2d")
    assert high(board + " Qd 2c") == high(board + " Qh 2h")


def test_seed_003_one_pair_then_third_fourth_fifth_card() -> None:
    """R-2.1, 003 "Pár": the higher pair; equal pairs, the third, fourth or fifth
    card; else a tie."""
    assert high("3c3d2h4s5c") > high("2c2dAhKsQc")
    assert high("JcJdAh9s4c") > high("JhJsKc9d4d")
    assert high("JcJdAh9s4c") > high("JhJsAc8d4d")
    assert high("JcJdAh9s4c") > high("JhJsAc9d3d")
    assert high("JcJdAh9s4c") == high("JhJsAc9d4d")


def test_seed_003_high_card_card_by_card() -> None:
    """R-2.1, 003 "Magas lap": the highest card wins; if equal, the remaining cards decide."""
    assert high("AhKd9s7c4c") > high("KhQdJs9c7c")
    assert high("AhKd9s7c4c") > high("AhKd9s7c3c")
    assert high("AhKd9s7c4c") == high("AsKc9d7h4h")


def test_seed_003_kicker_decides_same_combination_else_split() -> None:
    """003 showdown: with the same combination the higher kicker wins; a tie splits the pot."""
    board = "Ac Kd 8h 8s 3c"
    assert high(board + " Qs 2c") > high(board + " Js 2d")
    board = "Ac Kd 8h 8s Qc"
    assert high(board + " 4s 2c") == high(board + " 5s 2d")


@pytest.mark.parametrize("count", [0, 4, 8])
def test_wrong_number_of_cards_is_refused(count: int) -> None:
    """R-2.2: five to seven cards, with a message saying what is allowed."""
    with pytest.raises(ValueError, match=f"5 to 7 cards, got {count}"):
        best_high(STANDARD_DECK[:count])


def test_a_card_given_twice_is_refused() -> None:
    """R-1.4: a card appears once per hand."""
    cards = parse_cards("AsKdQh2c3c")
    with pytest.raises(CardError, match="As appears twice"):
        best_high((*cards, cards[0]))


def test_values_of_different_rankings_do_not_compare() -> None:
    """Each ranking is its own order; mixing them is a mistake (TypeError)."""
    cards = parse_cards("As2d3c4h5s")
    with pytest.raises(TypeError):
        _ = best_high(cards) < best_razz(cards)
    with pytest.raises(TypeError):
        _ = best_high(cards) == best_razz(cards)
    with pytest.raises(TypeError):
        _ = best_three_card(cards[:3]) > best_high(cards)
    assert best_high(cards) != "a hand"


def test_value_is_a_small_hashable_object() -> None:
    value = high("KsKhKd7c7s")
    assert not hasattr(value, "__dict__")
    assert {value, high("KcKdKh7d7h")} == {value}
    assert "Full house, kings full of sevens" in repr(value)
    assert isinstance(value.strength, int)
    assert str(value.category) == "full house"
