"""Lookup tables of the rankings and what they are looked up by (R-2.2).

Hands are looked up by two integers the cards carry (``Card.rank_key`` and
``Card.bit``): the sum of rank keys is a base-8 count of each rank, so it names
a rank multiset whatever the suits; the OR of bits gives each suit's ranks as a
16-bit segment. A table maps a five-card multiset to its strength, computed
from the counts; six- and seven-card multisets take the best of the multisets
one card smaller, which is the best five of them (R-2.2) without trying subsets.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from itertools import combinations, combinations_with_replacement
from operator import itemgetter

ACE_LOW_BIT = 1 << 1
"""Rank masks copy the ace (bit 14) to bit 1 where it also plays low."""


def rank_key(rank: int) -> int:
    """The base-8 digit of one card of ``rank`` (as ``Card.rank_key``)."""
    return 1 << 3 * rank


def count_of(key: int, rank: int) -> int:
    """How many cards of ``rank`` a summed rank key holds."""
    return (key >> 3 * rank) & 7


def multisets(ranks: Sequence[int], size: int) -> Iterable[tuple[int, dict[int, int]]]:
    """Every multiset of ``size`` ranks with at most four of a rank, as
    ``(summed rank key, {rank: count})``."""
    for combo in combinations_with_replacement(ranks, size):
        counts: dict[int, int] = {}
        for rank in combo:
            counts[rank] = counts.get(rank, 0) + 1
        if max(counts.values()) <= 4:
            yield sum(rank_key(r) for r in combo), counts


def best_of_larger(
    table: dict[int, int], ranks: Sequence[int], up_to: int, size: int = 5
) -> dict[int, int]:
    """Extend a table of ``size``-card multisets to every size up to ``up_to``;
    each larger multiset gets the greatest strength of any of its subsets."""
    result = dict(table)
    layer = table
    steps = [(3 * rank, rank_key(rank)) for rank in ranks]
    for _ in range(size, up_to):
        # Built weakest source first, so a later (stronger) subset overwrites.
        ordered = sorted(layer.items(), key=itemgetter(1))
        layer = {
            key + step: strength
            for key, strength in ordered
            for shift, step in steps
            if key >> shift & 7 < 4
        }
        result.update(layer)
    return result


def suited_table(
    ranks: Sequence[int], sizes: Iterable[int], strength: Callable[[int], int]
) -> list[int]:
    """A 65536-entry list from a suit segment (rank bits) to ``strength(mask)``
    for every mask of the given sizes, 0 elsewhere."""
    table = [0] * (1 << 16)
    for size in sizes:
        for combo in combinations(ranks, size):
            mask = 0
            for rank in combo:
                mask |= 1 << rank
            table[mask] = strength(mask)
    return table


def rank_mask(bits: int) -> int:
    """The distinct ranks among cards whose ``Card.bit`` values are OR-ed in ``bits``."""
    return (bits | bits >> 16 | bits >> 32 | bits >> 48) & 0xFFFF


KEY_MASK = (1 << 45) - 1
"""Low bits of a card code sum: the summed rank keys."""
SUITS_SHIFT = 45
"""Bits 45-56 of a card code sum: the number of cards of each suit, 3 bits each."""
BITS_SHIFT = 64
"""Bits 64 and up of a card code sum: the cards' bits (a sum of distinct bits is their OR)."""


def _card_code(index: int) -> int:
    rank, suit = index // 4 + 2, index % 4
    return 1 << (BITS_SHIFT + 16 * suit + rank) | 1 << (SUITS_SHIFT + 3 * suit) | rank_key(rank)


CARD_CODES: list[int] = [_card_code(index) for index in range(52)]
"""One integer per card (by ``Card.index``) holding its bit, its suit count and
its rank key, so one sum over a hand gives all three. Duplicate cards show as a
sum whose card bits number fewer than the cards (a carry)."""


def _flush_shift(suit_counts: int) -> int:
    for suit in range(4):
        if suit_counts >> 3 * suit & 7 >= 5:
            return BITS_SHIFT + 16 * suit
    return 0


@cache
def flush_shifts() -> list[int]:
    """From the suit counts of a code sum to the shift of the suit holding five
    or more cards, or 0 when no suit does (built on first use: the piquet hands
    and the rules' own tables read it)."""
    return [_flush_shift(counts) for counts in range(1 << 12)]



SEVEN_ROW_SHIFT = 9
"""The high tables' row: a rank key sum's bits above this (``high_data.ROW_SHIFT``)."""
SEVEN_KEY_MASK = (1 << 23) - 1
"""``Card.code``: bits 0-22 hold the rank's seven-card key (``seven_data``); seven
of them sum to less than 2**23, so the sum's key stays in these bits (bit 23 is 0)."""
SEVEN_SUITS_SHIFT = 24
"""``Card.code``: bits 24-47 hold six bits a suit to which each card adds 7: the
suit's top bit (32) is set exactly when it holds five or more of the seven cards."""
SEVEN_CARDS_SHIFT = 48
"""``Card.code``: bits 48-203 hold one 3-bit field per card (by ``Card.index``)."""
SEVEN_FLUSH_FLAGS = sum(32 << (SEVEN_SUITS_SHIFT + 6 * suit) for suit in range(4))
"""The top bits of the four suit counts: set for a suit of five or more cards."""
SEVEN_REPEATS = sum(6 << (SEVEN_CARDS_SHIFT + 3 * index) for index in range(52))
"""The upper two bits of every card field: set when a card is counted twice or
more (R-1.4), since a card given once leaves its field at 1."""
SEVEN_LOOK_UP = SEVEN_KEY_MASK | SEVEN_FLUSH_FLAGS | SEVEN_REPEATS
"""A sum of seven ``Card.code`` AND this is the rank key sum when no suit holds
five cards and no card is given twice, and 2**24 or more when one does: one
operation gives the key and the test."""


def seven_code(index: int) -> int:
    """``Card.code`` of the card with this ``Card.index`` (kept equal by a test):
    one sum of seven codes gives the table's key (low bits), a flag for a suit of
    five and a flag for a card given twice."""
    from director.engine.ranking.high_data import SEVEN_RANK_KEYS

    rank, suit = index // 4 + 2, index % 4
    return (SEVEN_RANK_KEYS[rank - 2] | 7 << (SEVEN_SUITS_SHIFT + 6 * suit)
            | 1 << (SEVEN_CARDS_SHIFT + 3 * index))


def decode_table(text: str, typecode: str, compressed: bool = False) -> array[int]:
    """A generated table's base64 text (zlib-compressed or not) as an array of
    little-endian numbers of ``typecode`` (``packaging/make_rank_tables.py``)."""
    from base64 import b64decode

    data = b64decode(text)
    if compressed:
        import zlib

        data = zlib.decompress(data)
    return read_table(data, typecode)


def read_table(data: bytes, typecode: str) -> array[int]:
    """A generated table's bytes as an array of little-endian numbers of ``typecode``."""
    values: array[int] = array(typecode, data)
    if sys.byteorder != "little":
        values.byteswap()
    return values


def high_tables() -> tuple[list[int], array[int], dict[int, tuple[array[int], array[int]]]]:
    """The generated high tables (``high_data``, ``packaging/make_rank_tables.py``):

    - the 7,462 high strengths, ascending: a hand's class is its place here;
    - a suit's rank bits (five to seven cards, shifted down two) to the class of
      the best flush or straight flush in them;
    - for five, six and seven cards, the row starts and the folded table, from
      the sum of the cards' rank keys (``Card.code``'s low bits) to the class:
      ``table[starts[key >> SEVEN_ROW_SHIFT] + key]``.

    Compact arrays, not lists, so that they take few cache lines (each slot's
    class in two bytes; reading an array makes a small int, which costs less
    than the cache misses of a list of int objects spread over the heap, issue
    21), read from bytes in the compiled module without decoding (issue 33:
    the ranking package imports in under 30 ms)."""
    from director.engine.ranking import high_data

    folds = {size: (read_table(getattr(high_data, f"STARTS_{size}"), "i"),
                    read_table(getattr(high_data, f"TABLE_{size}"), "H"))
             for size in (5, 6, 7)}
    return (read_table(high_data.STRENGTHS, "I").tolist(),
            read_table(high_data.SUITED, "H"), folds)
