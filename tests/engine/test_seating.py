"""RULES.md R-3.1 (draw for the button) and R-3.2 (random seats, late entries)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.cards import Card, Deck, parse_cards
from director.engine.event.seating import (
    SeatingError,
    assign_seats,
    dealt_in_on_arrival,
    draw_for_button,
    seat_late_entry,
)
from director.engine.messages import render


def stacked(text: str) -> Deck:
    return Deck(parse_cards(text))


# ------------------------------------------------------------------------


def test_R_3_1_highest_rank_wins_the_button() -> None:
    draw = draw_for_button([1, 2, 3, 4], stacked("7h Ks 2c 9d"))
    assert draw.button == 2
    assert draw.winning_card == Card.parse("Ks")
    assert len(draw.rounds) == 1
    assert draw.rounds[0].cards == (
        (1, Card.parse("7h")), (2, Card.parse("Ks")), (3, Card.parse("2c")), (4, Card.parse("9d")),
    )
    assert str(draw.explanation) == "Seat 2 draws K♠, the highest card: the button starts at seat 2"


def test_R_3_1_cards_go_out_in_the_order_given() -> None:
    draw = draw_for_button([7, 3, 5], stacked("Ac 2d 3h"))
    assert [seat for seat, _ in draw.rounds[0].cards] == [7, 3, 5]
    assert draw.button == 7


def test_R_3_1_equal_ranks_higher_suit_wins_without_redraw() -> None:
    draw = draw_for_button([1, 2, 3, 4], stacked("Kh 5c Ks 9d Ad"))
    assert draw.button == 3  # spades over hearts; the ace stays in the deck
    assert len(draw.rounds) == 1
    assert str(draw.explanation) == (
        "Seat 3 draws K♠, beating K♥ by suit (clubs, diamonds, hearts, spades): "
        "the button starts at seat 3"
    )


def test_R_3_1_suit_order_clubs_lowest_diamonds_then_hearts() -> None:
    draw = draw_for_button([1, 2, 3], stacked("Qc Qh Qd"))
    assert draw.button == 2


def test_R_3_1_redraw_option_tied_players_draw_again() -> None:
    draw = draw_for_button([1, 2, 3, 4], stacked("Kh 5c Ks 9d 4c Jd"), tie_break="redraw")
    assert len(draw.rounds) == 2
    assert draw.rounds[1].cards == ((1, Card.parse("4c")), (3, Card.parse("Jd")))
    assert draw.button == 3
    assert str(draw.explanation) == (
        "Seat 1 and seat 3 tie with kings and draw again; seat 3 draws J♦, the highest card: "
        "the button starts at seat 3"
    )


def test_R_3_1_redraw_repeats_until_one_card_is_highest() -> None:
    draw = draw_for_button([5, 6], stacked("Kh Ks 9c 9d 2s 3c"), tie_break="redraw")
    assert len(draw.rounds) == 3
    assert draw.button == 6  # 3c beats 2s: rank first, suit never needed
    assert draw.winning_card == Card.parse("3c")


def test_R_3_1_redraw_option_not_used_without_a_tie() -> None:
    draw = draw_for_button([1, 2], stacked("Ah Ks"), tie_break="redraw")
    assert (draw.button, len(draw.rounds)) == (1, 1)


def test_R_3_1_shuffled_draw_is_reproducible_with_the_same_seed() -> None:
    a = draw_for_button(list(range(1, 11)), random.Random(7))
    b = draw_for_button(list(range(1, 11)), random.Random(7))
    assert a == b
    cards = [card for _, card in a.rounds[0].cards]
    assert len(set(cards)) == 10
    assert a.winning_card == max(cards)


@pytest.mark.parametrize(
    ("players", "tie_break", "message"),
    [([3], "suit", "at least two"), ([1, 1], "suit", "twice"), ([1, 2], "coin", "'suit' or")],
)
def test_R_3_1_bad_draw_requests_are_refused(
    players: list[int], tie_break: str, message: str
) -> None:
    with pytest.raises(SeatingError, match=message):
        draw_for_button(players, stacked("Ah Ks Qd"), tie_break=tie_break)


@pytest.mark.parametrize(("players", "en", "hu"), [
    ([3], "at least two players at the table; only seat 3 is taken",
     "legalább két játékos kell az asztalnál; csak a 3. szék foglalt"),
    ([], "at least two players at the table; nobody is seated there",
     "legalább két játékos kell az asztalnál; ott senki sem ül")])
def test_R_3_1_a_draw_for_the_button_without_two_players_says_who_sits_there(
    players: list[int], en: str, hu: str
) -> None:
    """It said "got [3]" (and "got []" at a table broken up meanwhile)."""
    with pytest.raises(SeatingError) as refused:
        draw_for_button(players, stacked("Ah Ks Qd"))
    assert render(refused.value.message, "en").endswith(en)
    assert render(refused.value.message, "hu").endswith(hu)


def test_R_3_1_a_stacked_deck_that_runs_out_is_refused() -> None:
    with pytest.raises(SeatingError, match="ran out"):
        draw_for_button([1, 2], stacked("Kh Ks 9c"), tie_break="redraw")


# ------------------------------------------------------------------------


def test_R_3_2_random_seats_balanced_across_tables() -> None:
    tables = {1: list(range(1, 11)), 2: list(range(1, 11)), 3: list(range(1, 11))}
    seats = assign_seats([f"p{i}" for i in range(25)], tables, random.Random(3))
    assert len(seats) == 25
    counts = Counter(table for table, _ in seats.values())
    assert sorted(counts.values()) == [8, 8, 9]
    assert len(set(seats.values())) == 25


def test_R_3_2_works_with_a_cryptographically_strong_source() -> None:
    seats = assign_seats(range(9), {"A": range(1, 10)}, random.SystemRandom())
    assert sorted(seat for _, seat in seats.values()) == list(range(1, 10))


def test_R_3_2_different_seeds_give_different_seatings() -> None:
    tables = {1: list(range(1, 10))}
    draws = {tuple(sorted(assign_seats(range(9), tables, random.Random(s)).items()))
             for s in range(20)}
    assert len(draws) > 15


def test_R_3_2_more_players_than_seats_is_refused() -> None:
    with pytest.raises(SeatingError, match="11 players but only 10 seats"):
        assign_seats(range(11), {1: range(1, 11)}, random.Random(1))


def test_R_3_2_a_player_listed_twice_is_refused() -> None:
    with pytest.raises(SeatingError, match="twice"):
        assign_seats(["ann", "ann"], {1: range(1, 11)}, random.Random(1))


@settings(deadline=None, max_examples=150)
@given(
    sizes=st.lists(st.integers(2, 10), min_size=1, max_size=8),
    fill=st.floats(0, 1),
    seed=st.integers(0, 2**32),
)
def test_R_3_2_property_every_player_one_seat_no_seat_twice(
    sizes: list[int], fill: float, seed: int
) -> None:
    tables = {t: list(range(1, n + 1)) for t, n in enumerate(sizes)}
    n = int(sum(sizes) * fill)
    seats = assign_seats(range(n), tables, random.Random(seed))
    assert set(seats) == set(range(n))
    assert len(set(seats.values())) == n
    assert all(seat in tables[t] for t, seat in seats.values())
    counts = Counter(t for t, _ in seats.values())
    short = [counts[t] for t in tables if counts[t] < len(tables[t])]
    assert not short or max(counts[t] for t in tables) - min(short) <= 1


def test_R_3_2_late_entry_goes_to_the_table_with_fewest_players() -> None:
    open_seats = {1: [2, 5], 2: [3, 4, 9], 3: [1]}
    players_at = {1: 8, 2: 7, 3: 9}
    chosen = {seat_late_entry(open_seats, players_at, random.Random(s)) for s in range(40)}
    assert chosen == {(2, 3), (2, 4), (2, 9)}  # any empty seat there, at random


def test_R_3_2_late_entry_with_no_empty_seat_is_refused() -> None:
    with pytest.raises(SeatingError, match="every open table is full: open a table"):
        seat_late_entry({1: []}, {1: 10}, random.Random(1))


def test_R_3_2_newcomer_not_dealt_in_between_small_blind_and_button() -> None:
    # TDA 8-A/10-A: button seat 3, small blind seat 6, seats 4 and 5 empty.
    assert not dealt_in_on_arrival(4, button=3, small_blind=6)
    assert not dealt_in_on_arrival(5, button=3, small_blind=6)
    assert dealt_in_on_arrival(7, button=3, small_blind=6)  # may take the big blind
    assert dealt_in_on_arrival(3, button=3, small_blind=6)  # may take a dead button
    assert dealt_in_on_arrival(6, button=3, small_blind=6)  # may take a dead small blind


def test_R_3_2_between_small_blind_and_button_wraps_past_seat_one() -> None:
    assert not dealt_in_on_arrival(10, button=9, small_blind=2)
    assert not dealt_in_on_arrival(1, button=9, small_blind=2)
    assert dealt_in_on_arrival(3, button=9, small_blind=2)
    assert dealt_in_on_arrival(8, button=9, small_blind=2)
