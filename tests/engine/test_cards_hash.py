"""Cards hash to their index and are always true (issue 33): a set or dict of cards
keeps the same order in every process (the hand's snapshot keeps where each card
is, in that order), and ``all(cards)`` tells that no card is unknown (None) without
comparing each card with None."""

from __future__ import annotations

import pickle

from director.engine.cards import Card, Rank, Suit
from director.engine.phh import DealBoard, DealHole, Fold, NoOperation


def test_each_card_hashes_to_its_index_rank_then_suit() -> None:
    """R-1.1: 52 cards, each its own; the hash is the card's place, deuce of clubs 0."""
    cards = [Card.of(rank, suit) for rank in Rank for suit in Suit]
    assert [hash(card) for card in cards] == list(range(52))
    assert hash(Card.parse("2c")) == 0 and hash(Card.parse("As")) == 51
    assert len(set(cards)) == 52


def test_a_set_of_cards_iterates_in_the_same_order_in_any_process() -> None:
    """As a set of their indexes, a number each: no address of an object in it."""
    cards = [Card.parse(text) for text in ("Kd", "2c", "As", "7h", "Td")]
    assert [card.index for card in set(cards)] == list({card.index for card in cards})
    assert list(dict.fromkeys(set(cards))) == list(set(cards))


def test_a_card_survives_pickling_as_the_same_card_and_hash() -> None:
    card = Card.parse("Qs")
    again = pickle.loads(pickle.dumps(card))
    assert again is card and hash(again) == card.index


def test_every_card_is_true_so_all_says_none_is_unknown() -> None:
    dealt = (Card.parse("Ah"), Card.parse("Kh"))
    assert all(Card.of(rank, suit) for rank in Rank for suit in Suit)
    assert all(dealt)
    assert not all((*dealt, None))  # an unknown card (``??`` in a record)


def test_each_action_names_its_player_for_the_player_check_dealer_minus_one() -> None:
    """``actor``: the player index the reader checks against the hand's players."""
    assert DealHole(2, (Card.parse("As"),)).actor == 2  # type: ignore[attr-defined]
    assert Fold(0).actor == 0  # type: ignore[attr-defined]
    assert DealBoard((Card.parse("As"),)).actor == -1  # type: ignore[attr-defined]
    assert NoOperation().actor == -1  # type: ignore[attr-defined]
