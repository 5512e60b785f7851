"""The chip race at a color-up (R-8.3, TDA 24)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.cards import Deck, parse_cards
from director.engine.event.chip_race import ChipRaceError, RaceRounding, chip_race, race_deck


def stacked_deck(top: str) -> Deck:
    """A deck whose top cards are ``top``, the rest in any order."""
    first = parse_cards(top)
    return Deck([*first, *Deck.standard().without(first)])


# Seat 1: 7 × 25 in a stack of 2 575; seat 2: a lone 25 chip; seat 3: 2 × 25;
# seat 4: no 25s; seat 5: 1 × 25.
REMOVED = {1: 7, 2: 1, 3: 2, 5: 1}
STACKS = {1: 2_575, 2: 25, 3: 4_050, 4: 3_000, 5: 1_025}
# Dealt one per pass from seat 1: pass 1 → s1 4c, s2 2c, s3 Kd, s5 7h;
# pass 2 → s1 Qs, s3 5s; pass 3 → s1 Js.
DECK = stacked_deck("4c 2c Kd 7h Qs 5s Js")


def test_R_8_3_chip_race_fixed_deck() -> None:
    race = chip_race(25, 100, REMOVED, STACKS, DECK)
    seats = {s.seat: s for s in race.seats}
    # Seat 1 exchanges four 25s for a 100 and races the other three.
    assert (seats[1].exchanged, seats[1].odd_chips) == (1, 3)
    assert seats[1].cards == parse_cards("4c Qs Js")
    assert seats[2].cards == parse_cards("2c")
    assert seats[3].cards == parse_cards("Kd 5s")
    assert seats[4].cards == ()
    assert seats[5].cards == parse_cards("7h")
    # Seven odd chips worth 175 race for one 100 chip: the king wins it.
    assert race.odd_value == 175
    assert race.chips_raced == 1
    assert race.winners == (3,)
    # Seat 2 loses its only chip in the race and cannot be raced out.
    assert race.kept_in == (2,)
    assert race.new_stacks == {1: 2_500, 2: 100, 3: 4_100, 4: 3_000, 5: 1_000}
    text = "\n".join(map(str, race.explanation))
    assert "Odd chips worth 175 race for one chip of 100" in text
    assert "Seat 2 would be raced out and cannot be" in text
    assert "seat 3." in text


def test_R_8_3_half_up_rounding_races_one_more_chip() -> None:
    race = chip_race(25, 100, REMOVED, STACKS, DECK, RaceRounding.HALF_UP)
    assert race.chips_raced == 2
    assert race.winners == (3, 1)  # K♦, then Q♠
    assert race.new_stacks[1] == 2_600


def test_R_8_3_at_most_one_chip_per_player_even_with_the_best_cards() -> None:
    # Ten odd 5s (50) race for two 25s. Seat 1 holds all four aces but wins one
    # chip; seat 2's queen wins the other.
    race = chip_race(5, 25, {1: 4, 2: 4, 3: 2}, {1: 500, 2: 500, 3: 500},
                     stacked_deck("As Qd 2c Ah 3c 2d Ac 4d Ad 6d"))
    assert race.chips_raced == 2
    assert race.winners == (1, 2)


def test_R_1_2_same_rank_suit_decides() -> None:
    race = chip_race(25, 100, {1: 2, 2: 2}, {1: 1_050, 2: 1_050}, stacked_deck("Kd Ks 2c 3c"))
    assert race.winners == (2,)


def test_R_8_3_a_player_whose_last_chip_wins_gets_no_extra_chip() -> None:
    race = chip_race(25, 100, {1: 3, 2: 1}, {1: 1_075, 2: 25}, stacked_deck("2c As 3c 4c"))
    assert race.winners == (2,)
    assert race.kept_in == ()
    assert race.new_stacks == {1: 1_000, 2: 100}


def test_R_8_3_no_odd_chips_no_race() -> None:
    race = chip_race(25, 100, {1: 8, 2: 4}, {1: 1_200, 2: 100}, Deck.standard())
    assert race.chips_raced == 0
    assert race.new_stacks == {1: 1_200, 2: 100}
    assert "there is no race" in str(race.explanation[-1])


def test_R_8_3_with_5s_still_in_play_the_25s_are_exchanged_exactly_and_nobody_races() -> None:
    """The stacks of the fixed deck's race, with the 5s still in play: every 25 is
    exchanged at equal value (the 7 of seat 1 for one 100 and fifteen 5s), so there
    are no odd chips, no card is dealt, nothing leaves play, and seat 2's lone 25 is
    five 5s: it is neither raced out nor given a 100 (the 100s the race gave before)."""
    race = chip_race(25, 100, REMOVED, STACKS, DECK, smaller=(5,))
    seats = {s.seat: s for s in race.seats}
    assert (seats[1].exchanged, seats[1].smaller, seats[1].odd_chips) == (1, ((5, 15),), 0)
    assert (seats[2].exchanged, seats[2].smaller) == (0, ((5, 5),))
    assert race.new_stacks == STACKS
    assert race.odd_value == 0 and race.chips_raced == 0
    assert race.winners == () and race.kept_in == ()
    assert all(s.cards == () for s in race.seats)
    assert race.race_value == 5 and race.smaller == (5,)
    assert [str(line) for line in race.explanation] == [
        "Color-up of the 25 chips into 100 chips, the rest into the smaller chips still in "
        "play (5).",
        "Seat 1: 7 chips of 25 exchanged for 1 of 100, 15 of 5.",
        "Seat 2: 1 chip of 25 exchanged for 5 of 5.",
        "Seat 3: 2 chips of 25 exchanged for 10 of 5.",
        "Seat 5: 1 chip of 25 exchanged for 5 of 5.",
        "No odd chips are left; there is no race.",
    ]


def test_R_8_3_with_10s_in_play_only_what_no_chip_makes_races_for_a_10() -> None:
    """The 25s colored up with the 10s and 100s still in play: 3 x 25 is seven 10s and
    5, a lone 25 two 10s and 5. The three 5s left (15) race for one 10, the smallest
    chip still in play, one card per 25 not wholly exchanged; seat 2, whose only chip
    was the 25, keeps its two 10s: nobody can be raced out."""
    race = chip_race(25, 100, {1: 3, 2: 1, 3: 1}, {1: 1_075, 2: 25, 3: 1_025},
                     stacked_deck("2c 3c As"), smaller=(10,))
    assert race.race_value == 10 and race.odd_value == 15 and race.chips_raced == 1
    assert [s.cards for s in race.seats] == [parse_cards("2c"), parse_cards("3c"),
                                             parse_cards("As")]
    assert race.winners == (3,) and race.kept_in == ()
    assert race.new_stacks == {1: 1_070, 2: 20, 3: 1_030}
    text = "\n".join(map(str, race.explanation))
    assert "Seat 1: 3 chips of 25 exchanged for 7 of 10." in text
    assert "Odd chips worth 15 race for one chip of 10" in text
    half_up = chip_race(25, 100, {1: 3, 2: 1, 3: 1}, {1: 1_075, 2: 25, 3: 1_025},
                        stacked_deck("2c 3c As"), RaceRounding.HALF_UP, smaller=(10,))
    assert half_up.chips_raced == 2 and half_up.winners == (3, 2)  # 15 is 1.5 tens


def test_bad_races_are_refused() -> None:
    with pytest.raises(ChipRaceError, match="0 or more"):
        chip_race(25, 100, {1: -1}, {1: 100}, Deck.standard())
    with pytest.raises(ChipRaceError, match="worth more than the stack"):
        chip_race(25, 100, {1: 5}, {1: 100}, Deck.standard())
    with pytest.raises(ChipRaceError, match="need 6 cards but the deck has 4"):
        chip_race(25, 100, {1: 3, 2: 3}, {1: 75, 2: 75}, Deck(parse_cards("2c 3c 4c 5c")))
    with pytest.raises(ValueError, match="whole number"):
        chip_race(25, 60, {1: 1}, {1: 100}, Deck.standard())
    with pytest.raises(ValueError, match="smaller chips of 100"):
        chip_race(25, 100, {1: 1}, {1: 100}, Deck.standard(), smaller=(100,))


@st.composite
def tables(draw: st.DrawFn, smallest: int = 100) -> tuple[dict[int, int], dict[int, int]]:
    """Seats with some 25s and chips of the others in play, ``smallest`` the
    smallest of them (100: the 25 is the smallest chip in play)."""
    seats = draw(st.integers(1, 10))
    removed: dict[int, int] = {}
    stacks: dict[int, int] = {}
    for seat in range(1, seats + 1):
        chips = draw(st.integers(0, 12))
        other = draw(st.sampled_from([0, 0, 100, 500, 2_000, 15_000]))
        other += smallest * draw(st.integers(0, 3)) if smallest < 100 else 0
        if chips == 0 and other == 0:
            other = 100
        removed[seat] = chips
        stacks[seat] = chips * 25 + other
    return removed, stacks


@settings(deadline=None)
@given(tables(), st.integers(0, 2**32), st.sampled_from(list(RaceRounding)))
def test_chip_race_keeps_value_and_never_busts_anyone(
    table: tuple[dict[int, int], dict[int, int]], seed: int, rounding: RaceRounding
) -> None:
    removed, stacks = table
    race = chip_race(25, 100, removed, stacks, race_deck(random.Random(seed)), rounding)
    before, after = sum(stacks.values()), sum(race.new_stacks.values())
    kept_in_value = 100 * len(race.kept_in)
    # Apart from the chips that keep a player in, the total moves by less than the
    # value of the odd chips raced (less than one new chip, in fact).
    change = after - before - kept_in_value
    assert abs(change) <= race.odd_value
    assert abs(change) < 100
    assert all(race.new_stacks[seat] > 0 for seat in stacks)
    assert len(race.winners) == race.chips_raced
    assert all(s.new_chips - s.exchanged <= 1 for s in race.seats)
    assert all(s.won for s in race.seats if s.seat in race.winners)


SMALLER = st.sampled_from([(5,), (1, 5), (10,), (5, 10), (1,)])


@settings(deadline=None)
@given(SMALLER.flatmap(lambda smaller: st.tuples(st.just(smaller), tables(min(smaller)))),
       st.integers(0, 2**32), st.sampled_from(list(RaceRounding)))
def test_R_8_3_with_smaller_chips_in_play_only_what_they_cannot_make_is_raced(
    case: tuple[tuple[int, ...], tuple[dict[int, int], dict[int, int]]], seed: int,
    rounding: RaceRounding,
) -> None:
    """The 25s colored up while smaller chips stay in play: each seat's 25s are
    exchanged at equal value into the 100s and the smaller chips, and only what no
    chip in play makes (a 5 where the 10s are the smallest) races for the smallest
    chip; chips move by less than one of it, nobody is raced out or kept in, and
    where the smallest chip makes a 25 (the 5s, the 1s) nothing races at all."""
    smaller, (removed, stacks) = case
    race = chip_race(25, 100, removed, stacks, race_deck(random.Random(seed)), rounding,
                     smaller)
    smallest = min(smaller)
    assert race.race_value == smallest
    for s in race.seats:
        given = s.exchanged * 100 + sum(value * n for value, n in s.smaller)
        assert given + s.odd_value == s.removed_chips * 25  # at equal value, the rest raced
        assert 0 <= s.odd_value < smallest and len(s.cards) == (1 if s.odd_value else 0)
        assert s.stack_after == s.stack_before - s.odd_value + smallest * int(s.won)
    change = sum(race.new_stacks.values()) - sum(stacks.values())
    assert -smallest < change < smallest and race.kept_in == ()
    assert all(race.new_stacks[seat] > 0 for seat in stacks)
    assert len(race.winners) == race.chips_raced <= len([s for s in race.seats if s.cards])
    if 25 % smallest == 0:
        assert race.new_stacks == dict(stacks) and race.odd_value == 0
