"""The numpy batch evaluators (issue 21) give exactly the rankings' own strengths:
seven-card high, Omaha high and Omaha eight-or-better low, on random hands
(R-2.1 to R-2.4)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.cards import STANDARD_DECK, Card
from director.engine.equity import batch
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
