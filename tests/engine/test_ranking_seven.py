"""The seven-card fast path of ``best_high`` (issue 21): one sum of ``Card.code``
and a folded table, checked entry by entry against the rankings' own tables, on
random hands against the general path and eval7, and (slow) exhaustively on every
seven-card hand of a 24-card deck against eval7 (R-2.1, R-2.2, R-1.4)."""

from __future__ import annotations

import random
import warnings
from itertools import combinations, combinations_with_replacement

import pytest
import treys
from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine import cards as cards_module
from director.engine.cards import STANDARD_DECK, Card, CardError, parse_cards
from director.engine.ranking import best_high, seven_data
from director.engine.ranking.high import (
    _SEVEN_OFFSETS,
    _SEVEN_TABLE,
    STANDARD_RULES,
    _strength_of_any,
    seven_card_strength,
)
from director.engine.ranking.tables import SEVEN_ROW_SHIFT, rank_key, seven_code

with warnings.catch_warnings():  # eval7's range parser uses pyparsing's old names
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7

sevens = st.lists(st.sampled_from(STANDARD_DECK), min_size=7, max_size=7, unique=True)


def _eval7(cards: tuple[Card, ...] | list[Card]) -> int:
    return int(eval7.evaluate([eval7.Card(str(c)) for c in cards]))


def test_card_codes_follow_the_documented_layout() -> None:
    assert cards_module._SEVEN_RANK_KEYS == seven_data.SEVEN_RANK_KEYS
    assert SEVEN_ROW_SHIFT == seven_data.ROW_SHIFT
    assert [c.code for c in STANDARD_DECK] == [seven_code(i) for i in range(52)]


def test_every_seven_rank_multiset_has_its_own_slot_and_the_right_strength() -> None:
    mask = (1 << SEVEN_ROW_SHIFT) - 1
    slots: dict[int, tuple[int, ...]] = {}
    for combo in combinations_with_replacement(range(2, 15), 7):
        if max(combo.count(r) for r in combo) > 4:
            continue
        key = sum(seven_data.SEVEN_RANK_KEYS[r - 2] for r in combo)
        slot = _SEVEN_OFFSETS[key >> SEVEN_ROW_SHIFT] + (key & mask)
        assert slots.setdefault(slot, combo) == combo, "two multisets share a slot"
        assert _SEVEN_TABLE[slot] == STANDARD_RULES.by_ranks[sum(rank_key(r) for r in combo)]
    assert len(slots) == 49205


def test_a_royal_flush_beats_quads_in_the_same_seven() -> None:
    royal = parse_cards("AsKsQsJsTs Ad Ac")
    assert best_high(royal).category == "straight flush"
    quads_and_flush = parse_cards("9h9d9c9s 2s5s7s")
    assert best_high(quads_and_flush).category == "four of a kind"
    assert best_high(parse_cards("2s3s4s5s7s 9h9d")).category == "flush"


def test_a_card_given_twice_among_seven_is_refused_by_name() -> None:
    with pytest.raises(CardError, match="As"):
        seven_card_strength(parse_cards("AsKd") + parse_cards("As2c3h4h5h"))
    with pytest.raises(CardError):
        best_high([Card.parse("7c")] * 7)
    with pytest.raises(ValueError, match="5 to 7 cards"):
        best_high(parse_cards("AsKdQh2c"))


def test_best_high_of_seven_is_the_same_value_as_before() -> None:
    hand = best_high(list(parse_cards("AhKh2c3d7s8s9s")))
    assert hand.strength == _strength_of_any(parse_cards("AhKh2c3d7s8s9s"))
    assert hand.cards and isinstance(hand._source, tuple)


@given(sevens)
@settings(max_examples=400, deadline=None)
def test_fast_path_matches_the_general_path(cards: list[Card]) -> None:
    assert seven_card_strength(cards) == _strength_of_any(cards)
    assert best_high(cards).strength == _strength_of_any(cards)


@given(sevens, sevens)
@settings(max_examples=400, deadline=None)
def test_fast_path_orders_hands_as_eval7_and_treys_do(a: list[Card], b: list[Card]) -> None:
    ours = (seven_card_strength(a) > seven_card_strength(b)) - (
        seven_card_strength(a) < seven_card_strength(b))
    theirs = (_eval7(a) > _eval7(b)) - (_eval7(a) < _eval7(b))
    assert ours == theirs
    evaluator, new = treys.Evaluator(), treys.Card.new
    ta = evaluator.evaluate([new(str(c)) for c in a[:2]], [new(str(c)) for c in a[2:]])
    tb = evaluator.evaluate([new(str(c)) for c in b[:2]], [new(str(c)) for c in b[2:]])
    assert ours == (ta < tb) - (ta > tb)  # treys: lower is better


@pytest.mark.slow
def test_every_seven_of_a_24_card_deck_ranks_as_eval7_ranks_it() -> None:
    deck = random.Random(21).sample(STANDARD_DECK, 24)
    ours_by_theirs: dict[int, int] = {}
    theirs_by_ours: dict[int, int] = {}
    for hand in combinations(deck, 7):
        ours, theirs = seven_card_strength(hand), _eval7(hand)
        assert ours_by_theirs.setdefault(theirs, ours) == ours
        assert theirs_by_ours.setdefault(ours, theirs) == theirs
    order = sorted(ours_by_theirs)
    assert [ours_by_theirs[t] for t in order] == sorted(ours_by_theirs.values())
