"""Eight-or-better low (R-2.4), razz (R-2.5) and Omaha (R-2.3)."""

from __future__ import annotations

import pytest

from director.engine.cards import parse_cards
from director.engine.ranking import (
    Category,
    best_high,
    best_low8,
    best_omaha_high,
    best_omaha_low8,
    best_razz,
)


def low8(text: str) -> object:
    return best_low8(parse_cards(text))


def razz(text: str) -> object:
    return best_razz(parse_cards(text))


def test_r_2_4_seed_a2456_beats_a2378() -> None:
    """R-2.4 (seed 000 Omaha hi/lo): the highest card decides first: 6 beats 8."""
    better = best_low8(parse_cards("As2d4c5h6s"))
    worse = best_low8(parse_cards("Ac2h3d7s8c"))
    assert better is not None and worse is not None
    assert better > worse
    assert str(better.describe()) == "6-5-4-2-A low (six-five)"


def test_r_2_4_wheel_is_the_best_low_and_straights_flushes_do_not_count() -> None:
    """R-2.4: A-2-3-4-5 is the best low, suited or not."""
    wheel = best_low8(parse_cards("5h4h3h2hAh"))
    assert wheel is not None
    assert str(wheel.describe()) == "5-4-3-2-A low (the wheel)"
    assert wheel == best_low8(parse_cards("5c4d3h2sAc"))
    other = best_low8(parse_cards("6c4d3h2sAc"))
    assert other is not None and wheel > other


def test_r_2_4_compares_down_to_the_lowest_card() -> None:
    """R-2.4: 8-6-4-2-A beats 8-6-4-3-A; equal ranks split."""
    a = best_low8(parse_cards("8s6d4c2hAs"))
    b = best_low8(parse_cards("8c6h4d3sAd"))
    assert a is not None and b is not None
    assert a > b
    assert a == best_low8(parse_cards("8h6s4s2dAc"))
    assert str(a.describe()) == "8-6-4-2-A low (eight-six)"
    assert a.category is Category.LOW


@pytest.mark.parametrize(
    "text",
    ["9s6d4c2hAs", "AsAd2c3d4h", "8s7d6c5h5s", "KsQdJcTh9s 8c 7d", "As2s3s4s9c Kd Kh"],
)
def test_r_2_4_no_qualifying_low(text: str) -> None:
    """R-2.4: five different ranks of eight or lower, or no low at all."""
    assert best_low8(parse_cards(text)) is None


def test_r_2_4_best_five_of_seven_and_cards_used() -> None:
    """R-2.2 / R-2.4: from seven cards the lowest five different ranks play."""
    value = best_low8(parse_cards("Ks 7d 7c 2h 3s Ad 6c"))
    assert value is not None
    assert str(value.describe()) == "7-6-3-2-A low (seven-six)"
    assert value.cards == parse_cards("7d6c3s2hAd")


def test_r_2_5_seed_razz_a2456_beats_a2379() -> None:
    """R-2.5, seed 000 razz example: A 2 4 5 6 beats A 2 3 7 9."""
    assert best_razz(parse_cards("As2d4c5h6s")) > best_razz(parse_cards("Ac2h3d7s9c"))


def test_r_2_5_pairs_count_straights_and_flushes_do_not() -> None:
    """R-2.5: no pair beats any pair; a straight or flush is just a low."""
    assert best_razz(parse_cards("KsQdJcTh9s")) > best_razz(parse_cards("AsAd2c3d4h"))
    assert str(best_razz(parse_cards("5h4h3h2hAh")).describe()) == "5-4-3-2-A low (the wheel)"
    assert best_razz(parse_cards("AsAd2c3d4h")) > best_razz(parse_cards("2s2d3c4dAh"))
    assert best_razz(parse_cards("AsAd2c2d4h")) < best_razz(parse_cards("KsKdQcJdTh"))
    full = best_razz(parse_cards("7s7d7c2h2s"))
    assert full.category is Category.FULL_HOUSE
    assert str(full.describe()) == "Full house, sevens full of deuces"


def test_r_2_5_best_five_of_seven() -> None:
    """R-2.5 / R-2.2: any five of seven cards; pairs avoided when possible."""
    value = best_razz(parse_cards("As Ad 2c 2d 3h Kc Kd"))
    assert str(value.describe()) == "One pair, aces, with a king, a three and a deuce"
    assert [c.rank for c in value.cards] == [14, 14, 13, 3, 2]
    nine_low = best_razz(parse_cards("9s 8d 7c 6h 5s Kd Qd"))
    assert str(nine_low.describe()) == "9-8-7-6-5 low (nine-eight)"


def test_r_2_3_omaha_uses_exactly_two_hole_cards() -> None:
    """R-2.3: four hearts in hand and one on the board is no flush; a board straight
    does not play without two hole cards."""
    value = best_omaha_high(parse_cards("AhKhQhJh"), parse_cards("2h7c8d9sTc"))
    assert value.category is not Category.FLUSH
    value = best_omaha_high(parse_cards("AsAdKcKd"), parse_cards("5h6c7d8s9c"))
    assert str(value.describe()) == "One pair, aces, with a nine, an eight and a seven"
    value = best_omaha_high(parse_cards("AhKh2c3d"), parse_cards("QhJhTh9s9c"))
    assert str(value.describe()) == "Royal flush"
    assert len(value.cards) == 5


def test_r_2_3_omaha_low_two_plus_three_and_none_without_low() -> None:
    """R-2.3 / R-2.4: the low uses two hole and three board cards; it may differ from the high."""
    hole, board = parse_cards("As2dKcKd"), parse_cards("3h4c8sKhQh")
    low = best_omaha_low8(hole, board)
    assert low is not None and str(low.describe()) == "8-4-3-2-A low (eight-four)"
    assert set(low.cards) == set(parse_cards("As2d3h4c8s"))
    assert str(best_omaha_high(hole, board).describe()).startswith("Three of a kind, kings")
    assert best_omaha_low8(parse_cards("AsKdQcJd"), board) is None
    assert best_omaha_low8(hole, parse_cards("9h9cTsKhQh")) is None
    assert best_omaha_low8(parse_cards("AsAd2c2h"), parse_cards("3h4c5s")) is not None


def test_r_2_3_omaha_wrong_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="4 to 6 hole cards"):
        best_omaha_high(parse_cards("AsKd"), parse_cards("2c3c4c"))
    with pytest.raises(ValueError, match="3 to 5 board cards"):
        best_omaha_low8(parse_cards("AsKd2c3d"), parse_cards("4c5c"))
    with pytest.raises(ValueError, match="appears twice"):
        best_omaha_high(parse_cards("AsKd2c3d"), parse_cards("As5c6c"))


def test_low_wrong_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="5 to 7 cards, got 4"):
        best_low8(parse_cards("As2d3c4h"))
    with pytest.raises(ValueError, match="5 to 7 cards, got 8"):
        best_razz(parse_cards("As2d3c4h5s6s7s8s"))


def test_low_and_high_values_do_not_compare() -> None:
    cards = parse_cards("As2d3c4h5s")
    low = best_low8(cards)
    assert low is not None
    with pytest.raises(TypeError):
        _ = low > best_razz(cards)
    with pytest.raises(TypeError):
        _ = low < best_high(cards)
