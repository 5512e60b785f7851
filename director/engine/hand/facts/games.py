"""Games as data (DESIGN.md "The engine", RULES.md section 6).

A ``Game`` says which deck is used, what each street deals (down, up, board),
where burns fall, how the first betting round is opened (blinds or a stud
bring-in), which rankings decide the pot and how many players the deck allows.
Adding a variant means adding a ``Game`` value here, not a class.
"""

from __future__ import annotations

import enum

from director.engine.cards import PIQUET_DECK, STANDARD_DECK, Card
from director.engine.frozen import frozen_record


class Opening(enum.Enum):
    """How the first betting round is started."""

    BLINDS = "blinds"  # small and big blind left of the button
    BRING_IN = "bring-in"  # the lowest (razz: highest) door card brings it in
    ANTES = "antes"  # draw and guts: antes only, first seat left of the button opens


class HighRanking(enum.Enum):
    """Which ranking decides the high half (or the whole pot)."""

    HIGH = "high"
    PIQUET = "piquet"
    RAZZ = "razz"  # the lowest hand takes the whole pot
    NONE = "none"


class StudOrder(enum.Enum):
    """Who brings in and who acts first on later stud streets (R-6.4)."""

    HIGH = "high"  # stud, stud hi/lo: lowest door brings in, best high board acts first
    LOW = "low"  # razz: highest door brings in, best low board acts first


# read as a global by the rules (as ``Phase``'s members in ``data``: issue 33)
HIGH_ORDER = StudOrder.HIGH


@frozen_record
class Street:
    """One dealing round and the betting round that follows it.

    ``down`` and ``up`` are cards dealt to each player, ``board`` community
    cards. ``burn`` is R-4.4. ``big_bet`` says whether a fixed-limit round uses
    the big bet (R-5.5).
    """

    name: str
    down: int = 0
    up: int = 0
    board: int = 0
    burn: bool = False
    big_bet: bool = False
    draw: bool = False  # players discard and get replacements instead of a deal

    @property
    def hole(self) -> int:
        return self.down + self.up


@frozen_record
class Game:
    """A poker variant as data."""

    key: str
    name: str
    streets: tuple[Street, ...]
    opening: Opening
    high: HighRanking = HighRanking.HIGH
    low8: bool = False  # eight-or-better low half
    omaha: bool = False  # exactly two hole and three board cards
    stud_order: StudOrder | None = None
    discard_after: int | None = None  # street index after whose betting one card goes
    max_players: int = 10
    deck: tuple[Card, ...] = STANDARD_DECK

    @property
    def is_stud(self) -> bool:
        return self.stud_order is not None

    @property
    def is_draw(self) -> bool:
        return any(s.draw for s in self.streets)

    @property
    def hole_cards(self) -> int:
        """Cards each player holds when the last street has been dealt."""
        return sum(s.hole for s in self.streets)

    @property
    def uses_board(self) -> bool:
        return any(s.board for s in self.streets)

    def street_after_which_discard(self, before_flop: bool) -> int | None:
        """R-6.3: pineapple discards after the flop betting, or before the flop as an option."""
        if self.discard_after is None:
            return None
        return 0 if before_flop else self.discard_after

    def player_limit(self, burns: bool = True) -> int:
        """R-4.5: the most players the deck can serve.

        Flop games: what is left after the board and burns, shared out by hole
        cards (hold'em 22, 23 without burns; pineapple 14; Omaha 11). Stud keeps
        its fixed 8: 7th street falls back to a community card (R-6.4). Draw
        keeps 7 (4 with the piquet deck): the draw reshuffles discards (R-6.5).
        """
        if self.is_stud or self.is_draw:
            return self.max_players
        board = sum(s.board for s in self.streets)
        burned = sum(1 for s in self.streets if s.burn) if burns else 0
        return (len(self.deck) - board - burned) // self.hole_cards

    def __repr__(self) -> str:
        return f"GAMES[{self.key!r}]"


_FLOP_STREETS = (
    Street("preflop", down=2),
    Street("flop", board=3, burn=True),
    Street("turn", board=1, burn=True, big_bet=True),
    Street("river", board=1, burn=True, big_bet=True),
)


def _flop_streets(hole: int) -> tuple[Street, ...]:
    return (Street("preflop", down=hole), *_FLOP_STREETS[1:])


_STUD_STREETS = (
    Street("third street", down=2, up=1),
    Street("fourth street", up=1, burn=True),
    Street("fifth street", up=1, burn=True, big_bet=True),
    Street("sixth street", up=1, burn=True, big_bet=True),
    Street("seventh street", down=1, burn=True, big_bet=True),
)

HOLDEM = Game("holdem", "Texas hold'em", _FLOP_STREETS, Opening.BLINDS, max_players=22)
OMAHA = Game("omaha", "Omaha", _flop_streets(4), Opening.BLINDS, omaha=True, max_players=11)
OMAHA_HILO = Game(
    "omaha-hilo", "Omaha hi/lo", _flop_streets(4), Opening.BLINDS,
    omaha=True, low8=True, max_players=11,
)
PINEAPPLE = Game(
    "pineapple", "Pineapple", _flop_streets(3), Opening.BLINDS, discard_after=1, max_players=14,
)
STUD = Game(
    "stud", "Seven-card stud", _STUD_STREETS, Opening.BRING_IN,
    stud_order=StudOrder.HIGH, max_players=8,
)
STUD_HILO = Game(
    "stud-hilo", "Seven-card stud hi/lo", _STUD_STREETS, Opening.BRING_IN,
    low8=True, stud_order=StudOrder.HIGH, max_players=8,
)
RAZZ = Game(
    "razz", "Razz", _STUD_STREETS, Opening.BRING_IN,
    high=HighRanking.RAZZ, stud_order=StudOrder.LOW, max_players=8,
)

_DRAW_STREETS = (
    Street("before the draw", down=5),
    Street("the draw", burn=True, big_bet=True, draw=True),
)
FIVE_CARD_DRAW = Game(
    "draw", "Five-card draw", _DRAW_STREETS, Opening.ANTES, max_players=7,
)
FIVE_CARD_DRAW_PIQUET = Game(
    "draw-piquet", "Five-card draw, piquet deck", _DRAW_STREETS, Opening.ANTES,
    high=HighRanking.PIQUET, max_players=4, deck=PIQUET_DECK,
)

GAMES: dict[str, Game] = {
    g.key: g for g in (
        HOLDEM, OMAHA, OMAHA_HILO, PINEAPPLE, STUD, STUD_HILO, RAZZ, FIVE_CARD_DRAW,
        FIVE_CARD_DRAW_PIQUET,
    )
}

__all__ = [
    "FIVE_CARD_DRAW", "FIVE_CARD_DRAW_PIQUET", "GAMES", "HOLDEM", "OMAHA", "OMAHA_HILO",
    "PINEAPPLE", "RAZZ", "STUD",
    "STUD_HILO", "Game", "HighRanking", "Opening", "Street", "StudOrder",
]
