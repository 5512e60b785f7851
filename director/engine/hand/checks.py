"""Checks every hand event shares: the step it must fit, and R-1.4 (a card
appears once per hand, refused with a message naming where it already is)."""

from __future__ import annotations

from director.engine.cards import Card
from director.engine.hand.data import HandData, HandError, NotNow
from director.engine.hand.events import MaybeCard
from director.engine.messages import Message


def expect(s: HandData, ok: bool, what: Message) -> None:
    """Refuse an event that does not fit the next step (``HandData.apply`` names it)."""
    if not ok:
        raise NotNow(what)


def where(s: HandData, card: Card) -> str | None:
    return s.known.get(card)


def record_cards(s: HandData, cards: tuple[MaybeCard, ...], where: str,
                  own: set[Card] | None = None) -> None:
    """R-1.4: a card appears once per hand; refuse one already seen, saying where."""
    seen: set[Card] = set()
    for card in cards:
        if card is None:
            continue
        place = s.known.get(card)
        if (place is not None and not (own and card in own)) or card in seen:
            raise HandError(f"{card} is already {place or 'entered once here'} (R-1.4)")
        if card not in deck_set(s):
            raise HandError(f"{card} is not in the {s.setup.game.name} deck")
        seen.add(card)
    for card in seen:
        s.known[card] = where


_DECKS: dict[str, frozenset[Card]] = {}


def deck_set(s: HandData) -> frozenset[Card]:
    game = s.setup.game
    deck = _DECKS.get(game.key)
    if deck is None:
        deck = _DECKS[game.key] = frozenset(game.deck)
    return deck
