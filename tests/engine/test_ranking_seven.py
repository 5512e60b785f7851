"""The fast paths of ``best_high`` (issues 21 and 33): one sum of ``Card.code`` and
a folded table for each of five, six and seven cards, checked entry by entry
against the tables the rules give (``HighRules``), on random hands against the
rules' path, a slow reference and eval7, and (slow) exhaustively on every
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
from director.engine.ranking import best_high, high_data
from director.engine.ranking import high as high_module
from director.engine.ranking.high import (
    _FOLDS,
    _STRENGTHS,
    _SUITED,
    STANDARD_RULES,
    _strength_of_any,
    high_class,
    seven_card_strength,
)
from director.engine.ranking.tables import SEVEN_ROW_SHIFT, rank_key, seven_code
from tests.engine.rank_tables_generator import data_file_text, generator

with warnings.catch_warnings():  # eval7's range parser uses pyparsing's old names
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7

sevens = st.lists(st.sampled_from(STANDARD_DECK), min_size=7, max_size=7, unique=True)


def _eval7(cards: tuple[Card, ...] | list[Card]) -> int:
    return int(eval7.evaluate([eval7.Card(str(c)) for c in cards]))


def test_card_codes_follow_the_documented_layout() -> None:
    assert cards_module._SEVEN_RANK_KEYS == high_data.SEVEN_RANK_KEYS
    assert SEVEN_ROW_SHIFT == high_data.ROW_SHIFT
    assert [c.code for c in STANDARD_DECK] == [seven_code(i) for i in range(52)]
    assert all(card.code_with[other.index] == card.code + other.code
               for card in STANDARD_DECK for other in STANDARD_DECK)


@pytest.mark.parametrize("size", [5, 6, 7])
def test_every_rank_multiset_has_its_own_slot_and_the_rules_strength(size: int) -> None:
    """Every multiset of five, six or seven ranks (at most four of a rank) has a
    slot of its own in its size's folded table, holding the class of the strength
    the rules give (``HighRules.by_ranks``, built from R-2.1, R-2.2)."""
    starts, table = _FOLDS[size]
    slots: dict[int, tuple[int, ...]] = {}
    for combo in combinations_with_replacement(range(2, 15), size):
        if max(combo.count(r) for r in combo) > 4:
            continue
        key = sum(high_data.SEVEN_RANK_KEYS[r - 2] for r in combo)
        slot = starts[key >> SEVEN_ROW_SHIFT] + key
        assert slots.setdefault(slot, combo) == combo, "two multisets share a slot"
        assert _STRENGTHS[table[slot]] == STANDARD_RULES.by_ranks[sum(rank_key(r) for r in combo)]
    assert len(slots) == {5: 6175, 6: 18395, 7: 49205}[size]


def test_every_suit_of_five_to_seven_cards_has_the_rules_flush() -> None:
    """R-2.1: the suited table holds, for the rank bits of five to seven cards of
    one suit, the best flush or straight flush the rules give; the strengths are
    the 7,462 different hands, in order."""
    assert len(_STRENGTHS) == 7462 and sorted(set(_STRENGTHS)) == _STRENGTHS
    for size in (5, 6, 7):
        for ranks in combinations(range(2, 15), size):
            mask = sum(1 << r for r in ranks)
            assert _STRENGTHS[_SUITED[mask >> 2]] == STANDARD_RULES.suited_strength(mask)


def test_the_generated_file_is_what_the_generator_writes_now() -> None:
    """``high_data.py`` is exactly the generator's output from the rules' tables,
    so an edited or stale file fails here (``packaging/make_rank_tables.py``)."""
    assert data_file_text("high_data") == generator().high_text()


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
    for size in (5, 6):  # the five- and six-card paths refuse alike
        with pytest.raises(CardError, match="Kd"):
            best_high(parse_cards("Kd") + parse_cards("Kd2c3h4h5h7s")[: size - 1])
    with pytest.raises(ValueError, match="5 to 7 cards"):
        best_high(parse_cards("AsKdQh2c3c4c5c6c"))


@pytest.mark.parametrize("size", [5, 6, 7])
def test_a_card_given_twice_is_refused_wherever_the_two_stand(size: int) -> None:
    """R-1.4: the sum reads pairs of places at once (``Card.code_with``), so a
    card given twice is tried in every two places, within a pair, across pairs
    and with the card left over, in each way of asking."""
    king = Card.parse("Kd")
    for places in combinations(range(size), 2):
        others = iter(parse_cards("2c3d4h5s7c"))
        hand = [king if place in places else next(others) for place in range(size)]
        with pytest.raises(CardError, match="Kd"):
            best_high(hand)
        with pytest.raises(CardError, match="Kd"):
            high_class(hand)
        if size == 7:
            with pytest.raises(CardError, match="Kd"):
                seven_card_strength(hand)


def test_best_high_of_seven_is_the_same_value_as_before() -> None:
    cards = list(parse_cards("AhKh2c3d7s8s9s"))
    hand = best_high(cards)
    assert hand.strength == _strength_of_any(parse_cards("AhKh2c3d7s8s9s"))
    assert hand.cards_from(cards) == parse_cards("AhKh9s8s7s")


def test_equal_hands_are_one_shared_value_that_names_its_cards_on_demand() -> None:
    """best_high builds nothing per call: a straight to the nine is one value
    whichever cards make it; the five used come from the cards given (R-2.8)."""
    one, other = parse_cards("9s8d7c6h5s 2c 2d"), parse_cards("9h8c7d6s5d Kc 3h")
    assert best_high(one) is best_high(other) is best_high(one[:5])
    assert best_high(one).cards_from(one) == one[:5]
    assert best_high(one).cards_from(other) == other[:5]
    with pytest.raises(ValueError, match="cards_from"):
        _ = best_high(one).cards
    assert "Straight, nine high" in repr(best_high(one))
    assert not hasattr(best_high(one), "__dict__")


def _best_five_by_reference(cards: tuple[Card, ...]) -> tuple[int, ...]:
    """A slow reference with nothing of ours in it: R-2.1 read directly for each
    of the 21 fives (category, then ranks by count then rank), best kept."""
    best: tuple[int, ...] = ()
    for five in combinations(cards, 5):
        ranks = sorted((c.rank.value for c in five), reverse=True)
        counts = sorted(((ranks.count(r), r) for r in set(ranks)), reverse=True)
        flush = len({c.suit for c in five}) == 1
        distinct = sorted(set(ranks), reverse=True)
        top = 0
        if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            top = 5
        shape = [n for n, _ in counts]
        if top and flush:
            key: tuple[int, ...] = (8, top)
        elif shape[0] == 4:
            key = (7, *(r for _, r in counts))
        elif shape[:2] == [3, 2]:
            key = (6, *(r for _, r in counts))
        elif flush:
            key = (5, *ranks)
        elif top:
            key = (4, top)
        elif shape[0] == 3:
            key = (3, *(r for _, r in counts))
        elif shape[:2] == [2, 2]:
            key = (2, *(r for _, r in counts))
        elif shape[0] == 2:
            key = (1, *(r for _, r in counts))
        else:
            key = (0, *ranks)
        best = max(best, key)
    return best


def test_best_high_orders_many_random_sevens_as_a_slow_reference_and_eval7_do() -> None:
    """R-2.1, R-2.2 on 3,000 random seven-card hands: our shared values sort the
    hands exactly as the slow reference above and eval7 do (same ties), and the
    five cards each value names make that same hand."""
    rng = random.Random(2112)
    hands = [tuple(rng.sample(STANDARD_DECK, 7)) for _ in range(3_000)]
    ours = [best_high(h) for h in hands]
    reference = [_best_five_by_reference(h) for h in hands]
    theirs = [_eval7(h) for h in hands]
    for key in (reference, theirs):
        ours_by_key: dict[object, object] = {}
        key_by_ours: dict[object, object] = {}
        for value, other in zip(ours, key, strict=True):
            assert ours_by_key.setdefault(other, value) is value
            assert key_by_ours.setdefault(value, other) == other
        order = sorted(ours_by_key)  # type: ignore[type-var]
        assert [ours_by_key[k] for k in order] == sorted(ours_by_key.values())  # type: ignore[type-var]
    for hand, value in zip(hands[:500], ours, strict=False):
        used = value.cards_from(hand)
        assert len(used) == 5 and set(used) <= set(hand) and best_high(used) is value


@given(st.integers(5, 7).flatmap(
    lambda n: st.lists(st.sampled_from(STANDARD_DECK), min_size=n, max_size=n, unique=True)))
@settings(max_examples=600, deadline=None)
def test_fast_paths_match_the_rules_path(cards: list[Card]) -> None:
    assert best_high(cards).strength == _strength_of_any(cards)
    assert _STRENGTHS[high_class(cards)] == _strength_of_any(cards)
    if len(cards) == 7:
        assert seven_card_strength(cards) == _strength_of_any(cards)


def _random_hands(rng: random.Random, size: int, count: int) -> list[tuple[Card, ...]]:
    """``count`` random hands of ``size`` cards, then 800 holding five of a suit (200
    a suit): flushes are rare among random hands."""
    hands = [tuple(rng.sample(STANDARD_DECK, size)) for _ in range(count)]
    hands += [tuple(rng.sample([c for c in STANDARD_DECK if c.suit == suit], 5))
              + tuple(rng.sample([c for c in STANDARD_DECK if c.suit != suit], size - 5))
              for suit in range(4) for _ in range(200)]
    return hands


@pytest.mark.parametrize("size", [5, 6])
def test_five_and_six_cards_rank_as_eval7_and_the_slow_reference_rank_them(size: int) -> None:
    """R-2.1, R-2.2 on 20,000 random hands of five and of six cards: our shared
    values sort the hands exactly as eval7 and the slow reference above do
    (the same ties), and flushes are among them (suits of five or more)."""
    hands = _random_hands(random.Random(3300 + size), size, 20_000)
    ours = [best_high(h) for h in hands]
    for key in ([_eval7(h) for h in hands], [_best_five_by_reference(h) for h in hands]):
        ours_by_key: dict[object, object] = {}
        key_by_ours: dict[object, object] = {}
        for value, other in zip(ours, key, strict=True):
            assert ours_by_key.setdefault(other, value) is value
            assert key_by_ours.setdefault(value, other) == other
        order = sorted(ours_by_key)  # type: ignore[type-var]
        assert [ours_by_key[k] for k in order] == sorted(ours_by_key.values())  # type: ignore[type-var]
    assert {v.category for v in ours} >= {"flush", "straight", "full house"}


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


def _peer_order_matches(ours: list[object], theirs: list[int]) -> None:
    """``ours`` (greater wins) sort the hands as ``theirs`` (smaller wins) do:
    equal exactly where theirs are equal, and in the opposite order."""
    ours_by_theirs: dict[int, object] = {}
    theirs_by_ours: dict[object, int] = {}
    for value, other in zip(ours, theirs, strict=True):
        assert ours_by_theirs.setdefault(other, value) == value
        assert theirs_by_ours.setdefault(value, other) == other
    order = sorted(ours_by_theirs, reverse=True)
    assert [ours_by_theirs[t] for t in order] == sorted(ours_by_theirs.values())  # type: ignore[type-var]


@pytest.mark.parametrize("size", [5, 6, 7])
def test_every_size_ranks_many_random_hands_as_phevaluator_and_treys_do(size: int) -> None:
    """R-2.1, R-2.2 on 30,000 random hands of each size, 800 of them holding five
    cards of a suit: ``best_high`` (and ``seven_card_strength``) order them as
    phevaluator does, ties included, and the first 3,000 as treys does (the
    peers' answers, lower better; eval7 is held to the same in the tests above)."""
    import phevaluator  # a test peer, as eval7

    hands = _random_hands(random.Random(3330 + size), size, 30_000)
    ours = [best_high(h) for h in hands]
    ph_card = {c: int(phevaluator.Card(str(c))) for c in STANDARD_DECK}
    _peer_order_matches(list(ours), [phevaluator.evaluate_cards(*(ph_card[c] for c in h))
                                     for h in hands])
    if size == 7:
        _peer_order_matches([seven_card_strength(h) for h in hands],
                            [phevaluator.evaluate_cards(*(ph_card[c] for c in h))
                             for h in hands])
    evaluator, new = treys.Evaluator(), treys.Card.new
    few = hands[:2_200] + hands[-800:]
    _peer_order_matches([best_high(h) for h in few],
                        [evaluator.evaluate([new(str(c)) for c in h[:2]],
                                            [new(str(c)) for c in h[2:]]) for h in few])
    assert {v.category for v in ours} >= {"flush", "straight", "full house", "straight flush"}


@pytest.mark.parametrize("size", [5, 6, 7])
def test_the_hot_paths_tuples_hold_each_slots_hand_once_built(
        size: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """``best_high``'s tuple of each size (built on its first look-up, in place of
    the stand-in) holds, slot by slot, the shared hand of the class the folded
    table holds; the look-up that builds it gives the right hand too."""
    _, table = _FOLDS[size]
    monkeypatch.setattr(high_module, f"_H{size}", high_module._SlotHands(f"_H{size}", table))
    cards = STANDARD_DECK[::5][:size]  # suits 0, 1, 2, 3, 0, ...: no flush
    assert best_high(cards).strength == _strength_of_any(cards)
    hands = getattr(high_module, f"_H{size}")
    assert type(hands) is tuple
    assert [hand.strength for hand in hands] == [_STRENGTHS[klass] for klass in table]
    assert all(hand is high_module.high_hand(hand.strength) for hand in hands)
