"""Property tests: best-of-subsets (R-2.2), Omaha brute force (R-2.3), and agreement
with treys and pokerkit where their rules match ours (R-2.1, R-2.4, R-2.5)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

import pokerkit
import treys
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.cards import PIQUET_DECK, STANDARD_DECK, Card, format_cards
from director.engine.ranking import (
    HandValue,
    best_high,
    best_low8,
    best_omaha_high,
    best_omaha_low8,
    best_piquet_high,
    best_razz,
)

hands = st.lists(st.sampled_from(STANDARD_DECK), min_size=5, max_size=7, unique=True)
sevens = st.lists(st.sampled_from(STANDARD_DECK), min_size=7, max_size=7, unique=True)
piquet_hands = st.lists(st.sampled_from(PIQUET_DECK), min_size=5, max_size=7, unique=True)
omaha_deals = st.tuples(
    st.integers(4, 6), st.integers(3, 5), st.permutations(STANDARD_DECK)
).map(lambda t: (t[2][: t[0]], t[2][t[0] : t[0] + t[1]]))


def _best_of_fives(
    rank: Callable[[Sequence[Card]], HandValue | None], cards: Sequence[Card]
) -> HandValue | None:
    values = [v for five in combinations(cards, 5) if (v := rank(five)) is not None]
    return max(values, default=None, key=lambda v: v.strength)


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


@settings(max_examples=300)
@given(sevens)
def test_r_2_2_seven_cards_equal_the_best_five(cards: list[Card]) -> None:
    """R-2.2: high, low and razz of seven cards equal the best of the 21 fives."""
    for rank in (best_high, best_low8, best_razz):
        value = rank(cards)
        best = _best_of_fives(rank, cards)
        assert value == best
        if value is not None:
            used = value.cards_from(cards)
            assert len(used) == 5 and set(used) <= set(cards)
            assert rank(used) == value


@settings(max_examples=300)
@given(piquet_hands)
def test_r_2_7_piquet_best_five(cards: list[Card]) -> None:
    """R-2.7 / R-2.2: piquet hands equal the best of their fives."""
    value = best_piquet_high(cards)
    assert value == _best_of_fives(best_piquet_high, cards)
    assert best_piquet_high(value.cards) == value


@settings(max_examples=150)
@given(omaha_deals)
def test_r_2_3_omaha_equals_brute_force(deal: tuple[list[Card], list[Card]]) -> None:
    """R-2.3: exactly two hole and three board cards, high and low separately."""
    hole, board = deal
    choices = [(*h, *b) for h in combinations(hole, 2) for b in combinations(board, 3)]
    high = best_omaha_high(hole, board)
    assert high == max(best_high(c) for c in choices)
    assert best_high(high.cards) == high
    lows = [v for c in choices if (v := best_low8(c)) is not None]
    low = best_omaha_low8(hole, board)
    assert low == (max(lows) if lows else None)
    if low is not None:
        assert sum(c in hole for c in low.cards) == 2
        assert best_low8(low.cards) == low


_TREYS = treys.Evaluator()


@settings(max_examples=400)
@given(hands, hands)
def test_r_2_1_agrees_with_treys(a: list[Card], b: list[Card]) -> None:
    """R-2.1: the same winner as treys (lower treys rank is better)."""
    ta = [treys.Card.new(str(c)) for c in a]
    tb = [treys.Card.new(str(c)) for c in b]
    ra = _TREYS.evaluate(ta[:2], ta[2:])
    rb = _TREYS.evaluate(tb[:2], tb[2:])
    assert _sign(best_high(a).strength - best_high(b).strength) == _sign(rb - ra)


def _pk(cls: Any, cards: Sequence[Card]) -> Any:
    return cls.from_game_or_none(format_cards(cards), "")


def _same_order(ours: tuple[HandValue | None, HandValue | None], theirs: tuple[Any, Any]) -> None:
    assert (ours[0] is None) == (theirs[0] is None)
    assert (ours[1] is None) == (theirs[1] is None)
    if None in ours:
        return
    assert (ours[0] > ours[1]) == (theirs[0] > theirs[1])
    assert (ours[0] == ours[1]) == (theirs[0] == theirs[1])


@settings(max_examples=200)
@given(hands, hands)
def test_agrees_with_pokerkit_high_low_razz(a: list[Card], b: list[Card]) -> None:
    """R-2.1, R-2.4, R-2.5: same order as pokerkit's standard high,
    eight-or-better low and regular (A-5) low hands."""
    pairs = [
        (best_high, pokerkit.StandardHighHand),
        (best_low8, pokerkit.EightOrBetterLowHand),
        (best_razz, pokerkit.RegularLowHand),
    ]
    for ours, theirs in pairs:
        _same_order((ours(a), ours(b)), (_pk(theirs, a), _pk(theirs, b)))


@settings(max_examples=60)
@given(omaha_deals, omaha_deals)
def test_r_2_3_agrees_with_pokerkit_omaha(
    a: tuple[list[Card], list[Card]], b: tuple[list[Card], list[Card]]
) -> None:
    """R-2.3: same order as pokerkit's Omaha high and Omaha eight-or-better low."""
    for ours, theirs in (
        (best_omaha_high, pokerkit.OmahaHoldemHand),
        (best_omaha_low8, pokerkit.OmahaEightOrBetterLowHand),
    ):
        values = (ours(*a), ours(*b))
        others = tuple(
            theirs.from_game_or_none(format_cards(h), format_cards(bd)) for h, bd in (a, b)
        )
        _same_order(values, (others[0], others[1]))
