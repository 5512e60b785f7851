"""Many high and low evaluations at once, with numpy (issue 21's batch interface).

Hands are arrays of card indices (``Card.index``). Each card's code (its rank key
for the sum, ``SEVEN_RANK_KEYS``, and a count of its suit) and its bit are looked
up in small arrays and summed along a row, so a whole array of hands is evaluated
in a few array operations: the rank key sum is looked up in the folded tables of
``best_high`` (``ranking.high_data``: the row start, then the class), a suit of
five or more cards in the suited table. Classes are places among the 7,462 high
strengths (``Tables.strengths``), so comparing classes compares hands (issue 33).
The same tables as ``best_high``, ``best_omaha_high`` and ``best_omaha_low8``
(R-2.1 to R-2.4), so every value equals their ``strength``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations

import numpy as np
import numpy.typing as npt

from director.engine.cards import STANDARD_DECK
from director.engine.ranking.high_data import SEVEN_RANK_KEYS
from director.engine.ranking.low import EIGHT_OR_BETTER, low8_table
from director.engine.ranking.tables import SEVEN_ROW_SHIFT, high_tables

Ints = npt.NDArray[np.int64]

KEY_MASK = (1 << 23) - 1
"""A code sum's rank key (``Card.code``'s, up to seven cards)."""
SUIT_SHIFT = 24
"""Codes count each suit in a nibble from this bit."""
SUIT_OFFSET = 0x3333 << SUIT_SHIFT
"""Added to a sum of up to seven codes, sets a nibble's top bit at five of a suit."""
SUIT_FLAGS = 0x8888 << SUIT_SHIFT


@dataclass(frozen=True)
class Tables:
    """``best_high``'s tables as numpy arrays, and each card's code and bit."""

    code: Ints
    """Per card index: its rank key plus one in its suit's nibble (``SUIT_SHIFT``)."""
    bit: Ints
    """Per card index: ``Card.bit`` (16 bits a suit, the rank as the bit)."""
    starts: dict[int, Ints]
    table: dict[int, npt.NDArray[np.int32]]
    strengths: Ints
    suited: npt.NDArray[np.int32]
    low: Ints


@cache
def tables() -> Tables:
    strengths, suited, folds = high_tables()
    code = np.array([SEVEN_RANK_KEYS[c.rank - 2] | 1 << (SUIT_SHIFT + 4 * c.suit)
                     for c in STANDARD_DECK], dtype=np.int64)
    bit = np.array([c.bit for c in STANDARD_DECK], dtype=np.int64)
    return Tables(code, bit,
                  {n: np.array(s, dtype=np.int64) for n, (s, _) in folds.items()},
                  {n: np.array(t, dtype=np.int32) for n, (_, t) in folds.items()},
                  np.array(strengths, dtype=np.int64), np.array(suited, dtype=np.int32),
                  np.array(low8_table(), dtype=np.int64))


@cache
def seven_keys() -> Ints:
    """``SEVEN_RANK_KEYS`` as an array, deuce first."""
    return np.array(SEVEN_RANK_KEYS, dtype=np.int64)


def flush_suits(flags: Ints) -> Ints:
    """The suit whose nibble flag is set in each of ``flags`` (non-zero)."""
    f = flags >> SUIT_SHIFT
    return np.where(f & 0x8, 0, np.where(f & 0x80, 1, np.where(f & 0x800, 2, 3)))


def classes_of(total: Ints, size: int, bits: Ints | None = None) -> npt.NDArray[np.int32]:
    """The class of ``size`` cards (five to seven) from the sum of their codes;
    ``bits`` (the sum of their bits) where a suit may hold five of them, else
    the flags must be clear (no flush possible)."""
    t = tables()
    key = total & KEY_MASK
    found: npt.NDArray[np.int32] = t.table[size][t.starts[size][key >> SEVEN_ROW_SHIFT] + key]
    if bits is not None:
        flags = (total + SUIT_OFFSET) & SUIT_FLAGS
        rows = np.flatnonzero(flags)
        if rows.size:
            segment = (bits[rows] >> 16 * flush_suits(flags[rows])) & 0xFFFF
            found[rows] = t.suited[segment >> 2]
    return found


def high_classes(hands: npt.ArrayLike) -> npt.NDArray[np.int32]:
    """``high_class(hand)`` for every row of five to seven card indices."""
    index = np.asarray(hands, dtype=np.intp)
    t = tables()
    return classes_of(t.code[index].sum(axis=-1), index.shape[-1], t.bit[index].sum(axis=-1))


def high_strengths(hands: npt.ArrayLike) -> Ints:
    """``best_high(hand).strength`` for every row of five to seven card indices."""
    found: Ints = tables().strengths[high_classes(hands)]
    return found


def holdem_classes(hole: tuple[int, ...], boards: Ints) -> npt.NDArray[np.int32]:
    """High classes of one player's hole cards with each row of ``boards``
    (any five of the seven, R-2.2)."""
    t = tables()
    h = np.asarray(hole, dtype=np.intp)
    return classes_of(t.code[boards].sum(axis=-1) + t.code[h].sum(), 7,
                      t.bit[boards].sum(axis=-1) + t.bit[h].sum())


def holdem_strengths(hole: tuple[int, ...], boards: Ints) -> Ints:
    """High strengths of one player's hole cards with each row of ``boards``."""
    found: Ints = tables().strengths[holdem_classes(hole, boards)]
    return found


def _omaha_parts(hole: tuple[int, ...], boards: Ints) -> tuple[Ints, Ints]:
    pairs = np.array(list(combinations(hole, 2)), dtype=np.intp)  # (p, 2)
    width = boards.shape[1]
    triples = np.array(list(combinations(range(width), 3)), dtype=np.intp)  # (t, 3)
    return pairs, boards[:, triples]  # (n, t, 3) card indices


def omaha_classes(hole: tuple[int, ...], boards: Ints) -> npt.NDArray[np.int32]:
    """``high_class`` of ``best_omaha_high(hole, board)`` for each row of ``boards``:
    every two of the hole cards with every three of the board (R-2.3)."""
    t = tables()
    pairs, board3 = _omaha_parts(hole, boards)
    code = t.code[board3].sum(-1)[:, :, None] + t.code[pairs].sum(-1)[None, None, :]
    bits = t.bit[board3].sum(-1)[:, :, None] + t.bit[pairs].sum(-1)[None, None, :]
    found = classes_of(code.ravel(), 5, bits.ravel())
    best: npt.NDArray[np.int32] = found.reshape(code.shape[0], -1).max(axis=1)
    return best


def omaha_strengths(hole: tuple[int, ...], boards: Ints) -> Ints:
    """``best_omaha_high(hole, board).strength`` for each row of ``boards``."""
    found: Ints = tables().strengths[omaha_classes(hole, boards)]
    return found


def _lows(cards: Ints) -> Ints:
    low_bits = np.array([(1 << c.rank) & EIGHT_OR_BETTER for c in STANDARD_DECK],
                        dtype=np.int64)
    found: Ints = low_bits[cards]
    return found


def _distinct_low(masks: Ints, cards: Ints, size: int) -> Ints:
    """``masks`` where the ``size`` cards are ``size`` different ranks of eight or less."""
    ok = (np.bitwise_count(masks) == size) & (_lows(cards) != 0).all(axis=-1)
    found: Ints = np.where(ok, masks, -1)
    return found


def omaha_lows(hole: tuple[int, ...], boards: Ints) -> Ints:
    """``best_omaha_low8(hole, board).strength`` for each row, 0 for no low (R-2.3, R-2.4)."""
    low_table = tables().low
    pairs, board3 = _omaha_parts(hole, boards)
    pair_masks = _distinct_low(np.bitwise_or.reduce(_lows(pairs), axis=-1), pairs, 2)
    triple_masks = _distinct_low(np.bitwise_or.reduce(_lows(board3), axis=-1), board3, 3)
    p = pair_masks[None, None, :]
    q = triple_masks[:, :, None]
    ok = (p >= 0) & (q >= 0) & ((p & q) == 0)
    value = np.where(ok, low_table[np.where(ok, p | q, 0)], 0)
    best: Ints = value.reshape(value.shape[0], -1).max(axis=1)
    return best
