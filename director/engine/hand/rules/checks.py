"""Checks every hand event shares: R-1.4 (a card appears once per hand, refused
with a message naming where it already is). An event that does not fit the next
step is refused where it is checked, with ``NotNow`` (``HandState.apply`` names
the step); the refusal's message is built only then, not for every event."""

from __future__ import annotations

from director.engine.cards import Card
from director.engine.hand.facts.data import HandData, HandError
from director.engine.hand.facts.events import MaybeCard
from director.engine.messages import Message, msg, text


def where(s: HandData, card: Card) -> str | None:
    return s.known.get(card)


def record_cards(s: HandData, cards: tuple[MaybeCard, ...], where: str,
                  own: set[Card] | None = None) -> None:
    """R-1.4: a card appears once per hand; refuse one already seen, saying where."""
    known, deck = s.known, DECKS.get(s.setup.game.key) or deck_set(s)
    if own is None:
        # The common case, checked at once: new cards, each once, all in the deck (an
        # unknown card, None, is in no deck); recorded in the set's order, as the loop
        # below would (the snapshot keeps it). One card (a stud street, the turn, a
        # burn) is checked without a set (issue 33).
        if len(cards) == 1:
            card = cards[0]
            if card is not None and card not in known and card in deck:
                known[card] = where
                return
        else:
            fresh = set(cards)
            if len(fresh) == len(cards) and known.keys().isdisjoint(fresh) \
                    and deck.issuperset(fresh):
                for card in fresh:
                    known[card] = where  # type: ignore[index]  # in the deck: no None
                return
    seen: set[Card] = set()
    for card in cards:
        if card is None:
            continue
        place = known.get(card)
        if (place is not None and not (own and card in own)) or card in seen:
            raise HandError(already_message(card, place, s))
        if card not in deck:
            raise HandError(msg("hand-card-not-in-deck", card=str(card), game=s.setup.game.name))
        seen.add(card)
    for card in seen:
        known[card] = where


DECKS: dict[str, frozenset[Card]] = {}
"""Each game's deck as a set, by the game's key, as ``deck_set`` first makes it."""


def deck_set(s: HandData) -> frozenset[Card]:
    game = s.setup.game
    deck = DECKS.get(game.key)
    if deck is None:
        deck = DECKS[game.key] = frozenset(game.deck)
    return deck


# A known card's place is kept as the engine's own key (stored in the hand's snapshot):
# "burned", "on the board", or a verb and a seat ("dealt to seat 3").
_PLACES = {"burned": "hand-card-burned", "on the board": "hand-card-on-board"}
_SEAT_PLACES = {"dealt to seat": "hand-card-dealt", "shown by seat": "hand-card-shown",
                "discarded by seat": "hand-card-discarded"}


def already_message(card: Card, place: str | None, s: HandData | None = None) -> Message:
    """R-1.4: the refusal of ``card`` seen before at ``place`` (None: twice in one
    event): "Kd is in seat 7's hand"; ``s``, the hand, tells a folded hand apart."""
    if place is None:
        return msg("hand-card-entered-twice", card=str(card))
    if place in _PLACES:
        return msg(_PLACES[place], card=str(card))
    head, _, seat = place.rpartition(" ")
    if head in _SEAT_PLACES and seat.isdigit():
        number = int(seat)
        if (head == "dealt to seat" and s is not None and number in s.seats
                and not s.is_live(s.seats.index(number))):
            return msg("hand-card-folded", card=str(card), seat=number)
        return msg(_SEAT_PLACES[head], card=str(card), seat=number)
    return msg("hand-card-already", card=str(card), place_text=place)


_FORCED = {"ante": "hand-forced-ante", "big-blind ante": "hand-forced-big-blind-ante",
           "dead small blind": "hand-forced-dead-small-blind", "big blind": "hand-forced-big-blind",
           "small blind": "hand-forced-small-blind", "straddle": "hand-forced-straddle",
           "dead blind": "hand-forced-dead-blind", "blind": "hand-forced-blind"}


def forced_message(kind: str) -> Message:
    """A forced bet's kind as the engine keeps it ("big blind"), as a word."""
    return msg(_FORCED[kind]) if kind in _FORCED else text(kind)


_STREETS = {"preflop": "street-preflop", "flop": "street-flop", "turn": "street-turn",
            "river": "street-river", "third street": "street-third",
            "fourth street": "street-fourth", "fifth street": "street-fifth",
            "sixth street": "street-sixth", "seventh street": "street-seventh",
            "before the draw": "street-before-draw", "the draw": "street-draw"}


def street_message(name: str) -> Message:
    """A street's name as the game defines it ("flop"), as a word (core.ftl)."""
    return msg(_STREETS[name]) if name in _STREETS else text(name)
