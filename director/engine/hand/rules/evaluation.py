"""Evaluating the hands still in at showdown with the game's rankings."""

from __future__ import annotations

from director.engine.cards import Card
from director.engine.frozen import open_maker
from director.engine.hand.facts.data import HandData, HandError
from director.engine.hand.facts.games import HighRanking
from director.engine.hand.facts.setup import HandSetup
from director.engine.hand.facts.showdown import (
    Contender,
    OddChipOrder,
    RankedHand,
    flop_odd_chip_order,
    stud_odd_chip_order,
)
from director.engine.messages import Message, msg
from director.engine.ranking import (
    best_high,
    best_low8,
    best_omaha_high,
    best_omaha_low8,
    best_piquet_high,
    best_razz,
)

# Enum members read here as module names: a member looked up on its class
# (``Phase.BETTING``) goes through ``EnumType.__getattr__`` in Python 3.11, five times
# a global's time, and a replay reads them for every event (issue 33).
_RAZZ = HighRanking.RAZZ
# ``Contender(...)`` without a class's call (``frozen.open_maker``): each hand shown is one.
_contender = open_maker(Contender)
_PIQUET = HighRanking.PIQUET


def evaluate(setup: HandSetup, player: int, hole: tuple[Card, ...],
             board: tuple[Card, ...]) -> Contender:
    """One player's high and low values (R-2.2 to R-2.5, R-2.7)."""
    game = setup.game
    high: RankedHand | None
    low: RankedHand | None = None
    if game.omaha:
        high = best_omaha_high(hole, board)
        if game.low8:
            low = best_omaha_low8(hole, board)
        return _contender(player, high, low, hole + board)
    cards = hole + board
    if game.high is _RAZZ:
        high = best_razz(cards)
    elif game.high is _PIQUET:
        high = best_piquet_high(cards)
    else:
        high = best_high(cards)
    if game.low8:
        low = best_low8(cards)
    return _contender(player, high, low, cards)


def contenders(s: HandData) -> dict[int, Contender]:
    """Every live hand, evaluated; raises ``HandError`` naming missing cards."""
    live = s.live_players()
    if len(live) == 1:
        return {live[0]: _alone(live[0])}
    hole, board = s.hole, s.board
    # ``cards_missing``, its words built only when a card is missing (a record shows all)
    # ``all(cards)``: no None among them (a card is always true), without comparing each
    # card with None, which costs a Python call a card (``Card`` orders itself, issue 33).
    missing = cards_missing(s) if not all(board) or not all(
        map(all, map(hole.__getitem__, live))) else []
    if missing:
        listed = missing[0]
        for more in missing[1:]:
            listed = msg("step-missing-and", head=listed, tail=more)
        raise HandError(msg("hand-cards-to-decide", missing=listed))
    known_board, setup = _known(board), s.setup
    return {i: evaluate(setup, i, _known(hole[i]), known_board) for i in live}


def _known(cards: tuple[Card | None, ...]) -> tuple[Card, ...]:
    """The cards entered (every card at a showdown, ``cards_missing`` checked)."""
    if all(cards):  # no None (``contenders``)
        return cards  # type: ignore[return-value]  # no None in it
    return tuple([c for c in cards if c is not None])


_ALONE: dict[int, Contender] = {}


def _alone(player: int) -> Contender:
    """The last hand left, not evaluated (frozen: one per player for every hand)."""
    alone = _ALONE.get(player)
    if alone is None:
        alone = _ALONE[player] = Contender(player, None, None)
    return alone


def cards_missing(s: HandData) -> list[Message]:
    """The unknown cards that stand between the showdown and the awards (``steps.ftl``)."""
    out = []
    live = s.live_players()
    if len(live) > 1:
        for i in live:
            unknown = s.hole[i].count(None)
            if unknown:
                out.append(msg("step-missing-hole", seat=s.seats[i], count=unknown))
        unknown_board = s.board.count(None)
        if unknown_board:
            out.append(msg("step-missing-board", count=unknown_board))
    return out


def odd_chip_order(setup: HandSetup) -> OddChipOrder:
    """R-7.5: flop games left of the button; stud by the highest card by suit
    (the ace low in razz and in a low half)."""
    if setup.game.stud_order is not None:  # stud
        key = (setup.options.stud_odd_chip_seven_cards, setup.game.high is _RAZZ)
        order = _STUD_ORDERS.get(key)
        if order is None:  # frozen: one for each option and game, for every hand
            order = _STUD_ORDERS[key] = stud_odd_chip_order(*key)
        return order
    return flop_odd_chip_order


_STUD_ORDERS: dict[tuple[bool, bool], OddChipOrder] = {}
