"""The numpy batch evaluators (issues 21 and 33) give exactly the rankings' own
strengths: five- to seven-card high, Omaha high and Omaha eight-or-better low, on
random hands (R-2.1 to R-2.4); random deals are every deal alike; estimates agree
with the exact count."""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.cards import STANDARD_DECK, Card, parse_cards
from director.engine.equity import Spot, batch, estimates, exact, omaha
from director.engine.equity.deals import Boards, first_of_shuffles
from director.engine.hand.facts.games import OMAHA_HILO, RAZZ, STUD, STUD_HILO, Game
from director.engine.ranking import best_high, best_omaha_high, best_omaha_low8

deals = st.lists(st.permutations(STANDARD_DECK).map(lambda d: d[:9]), min_size=1, max_size=40)


def _index(cards: list[Card] | tuple[Card, ...]) -> list[int]:
    return [c.index for c in cards]


@given(deals, st.integers(5, 7))
@settings(max_examples=60, deadline=None)
def test_high_strengths_of_five_to_seven_cards(rows: list[list[Card]], size: int) -> None:
    hands = [row[:size] for row in rows]
    ours = batch.high_strengths(np.array([_index(h) for h in hands]))
    assert ours.tolist() == [best_high(h).strength for h in hands]


@given(deals)
@settings(max_examples=60, deadline=None)
def test_holdem_and_omaha_strengths_of_one_player_over_many_boards(rows: list[list[Card]]
                                                                  ) -> None:
    hole = tuple(rows[0][:4])
    boards = [[c for c in row if c not in hole][:5] for row in rows]
    array = np.array([_index(b) for b in boards])
    two = tuple(c.index for c in hole[:2])
    assert batch.holdem_strengths(two, array).tolist() == [
        best_high(hole[:2] + tuple(b)).strength for b in boards]
    four = tuple(c.index for c in hole)
    assert batch.omaha_strengths(four, array).tolist() == [
        best_omaha_high(hole, b).strength for b in boards]
    assert batch.omaha_lows(four, array).tolist() == [
        (v.strength if (v := best_omaha_low8(hole, b)) else 0) for b in boards]


LOWISH = [c for c in STANDARD_DECK if c.rank <= 8 or c.rank == 14]


@given(st.lists(st.permutations(LOWISH).map(lambda d: d[:9]), min_size=1, max_size=40))
@settings(max_examples=60, deadline=None)
def test_omaha_lows_where_lows_are_common(rows: list[list[Card]]) -> None:
    hole = tuple(rows[0][:4])
    boards = [[c for c in row if c not in hole][:5] for row in rows]
    ours = batch.omaha_lows(tuple(c.index for c in hole), np.array([_index(b) for b in boards]))
    assert ours.tolist() == [
        (v.strength if (v := best_omaha_low8(hole, b)) else 0) for b in boards]


# ---- issue 33: Omaha's tables a hand, random deals -------------------------------


@given(st.permutations(STANDARD_DECK).map(lambda d: d[:4]),
       st.lists(st.permutations(STANDARD_DECK).map(lambda d: d[:9]), min_size=1, max_size=30))
@settings(max_examples=60, deadline=None)
def test_omaha_tables_of_a_hand_give_the_rankings_strengths(
        hole: list[Card], rows: list[list[Card]]) -> None:
    """R-2.3, R-2.4: two of the hand and three of the board, high and low, as
    ``best_omaha_high`` and ``best_omaha_low8`` rank them."""
    boards = [[c for c in row if c not in hole][:5] for row in rows]
    board = omaha.boards(np.array([_index(b) for b in boards], dtype=np.intp))
    strengths = batch.tables().strengths[omaha.high_classes(hole, board)]
    assert strengths.tolist() == [best_omaha_high(hole, b).strength for b in boards]
    assert omaha.low_strengths(hole, board).tolist() == [
        (v.strength if (v := best_omaha_low8(hole, b)) else 0) for b in boards]


def test_random_boards_are_every_five_alike() -> None:
    """Each of the 56 boards of five of eight cards comes about a 56th of the
    time, five different cards each (a three and a two drawn apart)."""
    code = np.arange(8, dtype=np.int64) << 40
    bits = np.int64(1) << np.arange(8, dtype=np.int64)
    drawn = Boards(code, bits).positions(np.random.default_rng(33), 56_000)
    assert (np.sort(drawn, axis=1)[:, 1:] > np.sort(drawn, axis=1)[:, :-1]).all()
    counts = Counter(tuple(sorted(row)) for row in drawn.tolist())
    assert len(counts) == 56 and all(880 <= n <= 1_120 for n in counts.values())


@pytest.mark.parametrize("count", [3, 9, 24])
def test_random_deals_of_stud_cards_are_distinct_and_alike(count: int) -> None:
    """Stud's cards to come: ``count`` different positions of 30, each position
    as likely as every other in each place (drawn apart or by a shuffle)."""
    drawn = first_of_shuffles(np.random.default_rng(count), 30, count, 30_000)
    assert drawn.shape == (30_000, count)
    assert all(len(set(row)) == count for row in drawn.tolist())
    for place in (0, count - 1):
        counts = np.bincount(drawn[:, place], minlength=30)
        assert counts.min() >= 850 and counts.max() <= 1_150


@pytest.mark.parametrize(("game", "hands"), [
    (STUD, ["AsAdKc2h9sJd", "QsQh3c4d5s6h"]),
    (RAZZ, ["As2d3c8h9cKd", "4s5h6c7dTcJh"]),
    (STUD_HILO, ["As2d3c8h9cKd", "4s5h6c7dTcJh", "QsQdQh2c3h4d"]),
    (OMAHA_HILO, ["As2dKs3d", "QcQh4c5h"]),
])
def test_estimates_agree_with_the_count_within_their_margin(game: Game,
                                                            hands: list[str]) -> None:
    """The random deals and the numpy evaluation of stud, razz and Omaha give
    what the exact count gives: every share within twice the estimate's 95%
    margin, every chance to win within four of its standard errors."""
    board = parse_cards("2c7dQs") if game.omaha else ()
    spot = Spot.of(game, [parse_cards(h) for h in hands], board)
    counted = exact(spot)
    estimate = next(estimates(spot, random.Random(7), 60_000, exact_first=False))
    assert not estimate.exact and estimate.deals == 60_000
    for odds, count in zip(estimate.players, counted.players, strict=True):
        assert abs(odds.share - count.share) <= 2 * estimate.margin
        assert abs(odds.win - count.win) <= 4 * (count.win * (1 - count.win) / 60_000) ** 0.5
