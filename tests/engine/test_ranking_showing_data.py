"""Stud's showing hands are read from generated data (``showing_data``,
``packaging/make_rank_tables.py``): every one of the 2,379 showing hands of one to
four up cards has the strength the rules give (R-6.4: high for stud, low as razz),
and the file is exactly what the generator writes, so a stale or edited file fails
here."""

from __future__ import annotations

from director.engine.cards import parse_cards
from director.engine.ranking import showing, showing_data
from director.engine.ranking.showing import (
    build_showing_tables,
    showing_high,
    showing_high_strength,
    showing_low,
    showing_low_strength,
)
from tests.engine.rank_tables_generator import data_file_text, generator


def test_the_generated_showing_tables_are_the_ones_the_rules_give() -> None:
    high, low = build_showing_tables()
    assert len(high) == len(low) == showing_data.SIZE == 2379  # 13 + 91 + 455 + 1820
    assert high == showing._HIGH
    assert low == showing._LOW
    assert data_file_text("showing_data") == generator().showing_text(high, low)


def test_R_6_4_showing_hands_read_from_the_data_rank_as_the_rules_say() -> None:
    """High: trips over two pair over a pair over high cards, straights and flushes
    not counted; low (razz): aces low, pairs against you."""
    order = ["7s7d7c", "KsKdQcQh", "AsAd", "As Kd Qc Jh", "9s8s7s6s"]
    strengths = [showing_high_strength(parse_cards(text)) for text in order]
    assert strengths == sorted(strengths, reverse=True)
    assert showing_high(parse_cards("9s8s7s6s")).category.name == "HIGH_CARD"
    lows = ["As2d3c4h", "2s3d4c6h", "KsQdJcTh", "AsAd"]
    low_strengths = [showing_low_strength(parse_cards(text)) for text in lows]
    assert low_strengths == sorted(low_strengths, reverse=True)
    assert showing_low(parse_cards("AsAd")).category.name == "ONE_PAIR"
