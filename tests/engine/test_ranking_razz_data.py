"""The razz table is generated data (``razz_data``, ``packaging/make_rank_tables.py``):
it reads back as the table computed from the rules (R-2.5, R-2.2), and the file is
exactly what the generator writes, so a stale or edited file fails here."""

from __future__ import annotations

import random
from collections import Counter

from director.engine.cards import Card, Rank, Suit, parse_cards
from director.engine.ranking import razz_data
from director.engine.ranking.razz import (
    WORKED_OUT_KEYS,
    best_five_strength,
    best_razz,
    build_razz_table,
    razz_table,
)
from director.engine.ranking.tables import multisets
from tests.engine.rank_tables_generator import data_file_text, generator


def test_the_generated_razz_table_is_the_one_the_rules_give() -> None:
    built = build_razz_table()
    assert len(built) == razz_data.SIZE == 73775
    assert razz_table() == built
    assert data_file_text("razz_data") == generator().razz_text(built)


def test_razz_hands_read_from_the_data_rank_as_the_rules_say() -> None:
    wheel = best_razz(parse_cards("As2d3c4h5s KdKc"))
    six_low = best_razz(parse_cards("As2d3c4h6s 6d6c"))
    paired = best_razz(parse_cards("AsAd2c2h3s 3d3c"))
    assert wheel > six_low > paired
    assert [str(c) for c in wheel.cards] == ["5s", "4h", "3c", "2d", "As"]
    assert paired.category.name == "TWO_PAIR"  # A-A-2-2-3: the best five, not threes full


def test_razz_best_five_worked_out_directly_is_the_table_for_every_key() -> None:
    """R-2.5, R-2.2: ``best_razz`` works out the best five from the rank counts; for
    every multiset of five to seven ranks it gives the table's strength."""
    table = razz_table()
    checked = 0
    for size in (5, 6, 7):
        for key, counts in multisets(range(2, 15), size):
            assert best_five_strength(counts) == table[key], counts
            checked += 1
    assert checked == len(table) == 73775


def test_many_razz_hands_read_the_table_with_the_same_strengths() -> None:
    """After ``WORKED_OUT_KEYS`` different hands ``best_razz`` reads the table; every
    strength before and after is the one the rules give (R-2.5, R-2.2)."""
    rng = random.Random(2026)
    deck = [Card.of(rank, suit) for rank in Rank for suit in Suit]
    for _ in range(3 * WORKED_OUT_KEYS):
        cards = rng.sample(deck, rng.choice((5, 6, 7)))
        counts = Counter(int(card.rank) for card in cards)
        assert best_razz(cards).strength == best_five_strength(dict(counts))
