"""Hand rankings, one module per ranking system, table-driven (RULES.md section 2).

Every ranking returns a ``HandValue``: ``a > b`` means ``a`` wins, ``a == b``
means a split; ``.cards_from(cards)`` are the cards used out of the cards
evaluated (``.cards`` too, except on ``best_high``'s values: one shared
``HighHand`` per strength, which keeps no cards), ``.describe()`` the hand in
words (R-2.8: a message, ``ranking.words``), ``.category`` its category and
``.strength`` an int sort key. Values of different rankings do not compare
(``TypeError``).
"""

from director.engine.ranking.high import HighHand, best_high
from director.engine.ranking.low import Low8Hand, LowHand, best_low8
from director.engine.ranking.omaha import best_omaha_high, best_omaha_low8
from director.engine.ranking.piquet import PiquetHand, best_piquet_high
from director.engine.ranking.razz import RazzHand, best_razz
from director.engine.ranking.showing import ShowingHigh, ShowingLow, showing_high, showing_low
from director.engine.ranking.three_card import ThreeCardHand, best_three_card
from director.engine.ranking.value import Category, HandValue

__all__ = [
    "Category",
    "HandValue",
    "HighHand",
    "Low8Hand",
    "LowHand",
    "PiquetHand",
    "RazzHand",
    "ShowingHigh",
    "ShowingLow",
    "ThreeCardHand",
    "best_high",
    "best_low8",
    "best_omaha_high",
    "best_omaha_low8",
    "best_piquet_high",
    "best_razz",
    "best_three_card",
    "showing_high",
    "showing_low",
]
