"""Jacks or better to open (R-6.5): whether a hand holds openers.

Its own module because both the betting rules (a player without openers may
not open, so the legal actions offer no bet) and the draw (the opener shows
openers) ask it.
"""

from __future__ import annotations

from itertools import combinations

from director.engine.cards import Card, Rank
from director.engine.hand.facts.data import HandData
from director.engine.hand.facts.games import HighRanking
from director.engine.ranking import Category, best_high, best_piquet_high


def has_openers(cards: list[Card], piquet: bool = False) -> bool:
    """R-6.5 jacks or better: a pair of jacks or any better hand (two pair,
    three of a kind, a straight, a flush and up; with the piquet deck ranked by
    R-2.7). Fewer than five cards shown prove a pair, two pair or trips."""
    if len(cards) < 5:
        ranks = [c.rank for c in cards]
        counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
        jacks = any(r >= Rank.JACK and ranks.count(r) >= 2 for r in set(ranks))
        return jacks or counts[:1] >= [3] or counts[:2] == [2, 2]
    if len(cards) > 7:  # more than a hand shown: the best five of them
        return any(has_openers(list(five), piquet) for five in combinations(cards, 5))
    hand = best_piquet_high(cards) if piquet else best_high(cards)
    if hand.category is Category.ONE_PAIR:
        ranks = [c.rank for c in cards]
        return any(r >= Rank.JACK and ranks.count(r) >= 2 for r in set(ranks))
    return hand.category is not Category.HIGH_CARD


def piquet_deck(s: HandData) -> bool:
    """The 32-card deck, ranked by R-2.7."""
    return s.setup.game.high is HighRanking.PIQUET
