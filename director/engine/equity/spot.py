"""An all-in spot: the game, every live hand face up, the board and the dead cards.

When every player still in is all in, the hands are turned face up (R-7.1), so
the cards still to come are the only unknown: the spot says what is known and
refuses, with a message, a spot that cannot be dealt out (a card given twice, a
hand of the wrong size, too few cards left in the deck).
"""

from __future__ import annotations

from collections.abc import Sequence

from director.engine.cards import Card
from director.engine.frozen import frozen_record
from director.engine.hand.facts.games import Game
from director.engine.messages import MessageError, msg

BOARD_SIZE = 5
STUD_SIZE = 7


class SpotError(MessageError):
    """A spot whose equity cannot be worked out, with the reason as a message."""


@frozen_record
class Spot:
    """What the table shows at an all-in (R-7.1).

    ``hands`` are each live player's known cards in seat order: the hole cards in
    a board game, every card the player holds (down and up) in stud. ``dead``
    are cards known to be out of the deck: folded stud cards, a burned card
    shown by mistake.
    """

    game: Game
    hands: tuple[tuple[Card, ...], ...]
    board: tuple[Card, ...] = ()
    dead: tuple[Card, ...] = ()

    @classmethod
    def of(cls, game: Game, hands: Sequence[Sequence[Card]], board: Sequence[Card] = (),
           dead: Sequence[Card] = ()) -> Spot:
        """A checked spot; raises ``SpotError`` for one that cannot be dealt out."""
        spot = cls(game, tuple(tuple(h) for h in hands), tuple(board), tuple(dead))
        spot.check()
        return spot

    @property
    def stud(self) -> bool:
        return self.game.is_stud

    def known(self) -> tuple[Card, ...]:
        return tuple(c for hand in self.hands for c in hand) + self.board + self.dead

    def remaining(self) -> tuple[Card, ...]:
        """The cards that may still come, in deck order."""
        known = set(self.known())
        return tuple(c for c in self.game.deck if c not in known)

    def to_come(self) -> tuple[int, ...]:
        """Cards still to be dealt: the board's (one number) or each stud hand's."""
        if self.stud:
            return tuple(STUD_SIZE - len(hand) for hand in self.hands)
        return (BOARD_SIZE - len(self.board),)

    def check(self) -> None:
        """Raise ``SpotError`` naming what is wrong with the spot."""
        game = self.game
        if game.is_draw or not (game.uses_board or game.is_stud):
            raise SpotError(msg("equity-no-board-or-stud"))
        if len(self.hands) < 2:
            raise SpotError(msg("equity-needs-two-hands", count=len(self.hands)))
        seen: set[Card] = set()
        for card in self.known():
            if card in seen:
                raise SpotError(msg("equity-card-twice", card=str(card)))
            seen.add(card)
        deck = set(game.deck)
        for card in self.known():
            if card not in deck:
                raise SpotError(msg("equity-card-not-in-deck", card=str(card)))
        if self.stud:
            if self.board:
                raise SpotError(msg("equity-stud-has-no-board"))
            for number, hand in enumerate(self.hands, 1):
                if not 1 <= len(hand) <= STUD_SIZE:
                    raise SpotError(msg("equity-stud-hand-size", number=number,
                                        count=len(hand)))
        else:
            needed = 4 if game.omaha else 2
            for number, hand in enumerate(self.hands, 1):
                if len(hand) != needed:
                    raise SpotError(msg("equity-hole-cards", number=number, count=len(hand),
                                        n=needed))
            if len(self.board) > BOARD_SIZE:
                raise SpotError(msg("equity-board-too-long", count=len(self.board)))
        wanted = sum(self.to_come())
        left = len(game.deck) - len(seen)
        if wanted > left:
            raise SpotError(msg("equity-too-few-cards", count=wanted, n=left))
