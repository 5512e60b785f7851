"""English words a Hungarian rendering must not hold (the dealer's usual words),
for the tests that render messages in Hungarian."""

from __future__ import annotations

import re

ENGLISH = ("Seat ", "seat ", "posts", "the ", "with ", "wins", "split", "Deal ", "Burn",
           "may ", "call", "raise", "fold", "shows", "pot")
# Whole words only: Hungarian "lapot" (a card, accusative) ends in "pot".
_LEFTOVER = re.compile("|".join(rf"\b{re.escape(w)}" + ("" if w.endswith(" ") else r"\b")
                                for w in ENGLISH))


def english_left(text: str) -> list[str]:
    """The English words left in ``text``."""
    return _LEFTOVER.findall(text)
