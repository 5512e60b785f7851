"""R-2.8 in every language: any hand of any ranking describes itself as a message
that renders in English and Hungarian without a missing word, a placeholder or an
English word left in the Hungarian (ranking.ftl)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from director.engine.cards import STANDARD_DECK, Card
from director.engine.messages import render
from director.engine.ranking import (
    best_high,
    best_low8,
    best_piquet_high,
    best_razz,
    best_three_card,
    showing_high,
    showing_low,
)
from director.engine.ranking.value import HandValue

_ENGLISH = re.compile(r"\b(with|high|low|pair|kind|full of|house|straight|flush|card|wheel"
                      r"|aces?|kings?|queens?|jacks?|tens?|nines?|eights?|sevens?|sixe?s?"
                      r"|fives?|fours?|threes?|deuces?)\b", re.IGNORECASE)
_PIQUET = [c for c in STANDARD_DECK if c.rank >= 7]


def _both(value: HandValue | None) -> None:
    if value is None:
        return
    words = value.describe()
    english, hungarian = render(words, "en"), render(words, "hu")
    assert english == str(words) and "{" not in english + hungarian
    left = [w for w in _ENGLISH.findall(hungarian) if w.lower() != "wheel"]
    assert not left, (english, hungarian)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(STANDARD_DECK), min_size=7, max_size=7, unique=True),
       st.integers(5, 7), st.integers(1, 4))
def test_R_2_8_every_hand_of_every_ranking_reads_in_both_languages(
        cards: list[Card], size: int, shown: int) -> None:
    hand = cards[:size]
    for value in (best_high(hand), best_razz(hand), best_low8(hand),
                  best_three_card(cards[:3]), showing_high(cards[:shown]),
                  showing_low(cards[:shown])):
        _both(value)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(_PIQUET), min_size=5, max_size=7, unique=True))
def test_R_2_7_piquet_hands_read_in_both_languages(cards: list[Card]) -> None:
    _both(best_piquet_high(cards))
