"""Stud order: who brings in and who acts first (R-6.4).

Third street: the lowest door card brings in (ace high, clubs lowest); in razz
the highest door card (ace low, spades highest). Later streets: the best showing
hand acts first (razz: the lowest); equal showing hands go by the highest card
by suit, or by position as a table option.
"""

from __future__ import annotations

from collections.abc import Sequence

from director.engine.cards import Card, Rank, tie_break_key
from director.engine.hand.facts.games import HIGH_ORDER, StudOrder
from director.engine.ranking.showing import showing_high_strength, showing_low_strength


def _razz_key(card: Card) -> tuple[int, int]:
    """Ace low for razz: the ace is the smallest rank (R-2.5)."""
    rank = 1 if card.rank == Rank.ACE else int(card.rank)
    return (rank, int(card.suit))


def bring_in_player(order: StudOrder, door_cards: Sequence[tuple[int, Card]]) -> int:
    """The player (index) who brings in, from ``(player, door card)`` pairs.

    R-6.4: stud and stud hi/lo: lowest door card, ace high, lowest suit first
    (2♣ brings in before 2♦). Razz: highest door card, ace low, highest suit
    first (K♠).
    """
    # A card's index orders cards as ``tie_break_key`` does (rank, then suit); moved on
    # by one rank, modulo the deck, the aces come first, as ``_razz_key`` orders them.
    if order is HIGH_ORDER:
        return min(door_cards, key=lambda pc: pc[1].index)[0]
    return max(door_cards, key=lambda pc: (pc[1].index + 4) % 52)[0]


def first_to_act(
    order: StudOrder, up_cards: Sequence[tuple[int, Sequence[Card]]], by_position: bool = False
) -> int:
    """The player (index) with the best showing hand, who acts first on 4th
    street onward and shows first at showdown when nobody bet (R-6.4, R-7.2).

    ``up_cards`` lists ``(player, their face-up cards)`` in clockwise order
    from the first seat left of the dealer. Ties: highest card by suit
    (TDA RP-10-D), or the first of them in position when ``by_position``.
    """
    # Strengths, not values: they compare alike, without building a value per player.
    # One pass keeps the first best in order and whether another ties it (a showing
    # strength is above 0); a few players a street, so no lists are built (issue 33).
    rank = showing_high_strength if order is HIGH_ORDER else showing_low_strength
    first, best, tie = -1, 0, False
    for player, hand in up_cards:
        strength = rank(hand)
        if strength > best:
            first, best, tie = player, strength, False
        elif strength == best:
            tie = True
    if first < 0:
        raise ValueError("first_to_act needs one showing hand at least")
    if by_position or not tie:
        return first  # the first (or only) best, in order
    tied = [(player, hand) for player, hand in up_cards if rank(hand) == best]
    card_key = tie_break_key if order is HIGH_ORDER else _razz_key
    return max(tied, key=lambda pc: max(card_key(c) for c in pc[1]))[0]
